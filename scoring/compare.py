"""One hand scored under several rule presets (``mjcalc compare``).

Each preset (with the same switch overrides applied to all) scores the same hand and
situation on its own: a preset that refuses the hand (no yaku, a red five it does not
have, an ura indicator without ura dora...) gives its error instead of a result.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .errors import MjcalcError, UsageError
from .hands import Hand
from .rules import FOUR_PLAYER_PRESETS, PRESETS, SWITCHES, Rules, RuleValue
from .score_result import ScoreResult
from .scorer import score
from .situation import Situation


@dataclass(frozen=True, slots=True)
class PresetScore:
    """The hand under one preset: its result, or the error that refused it."""

    preset: str
    rules: Rules
    result: ScoreResult | None
    error: MjcalcError | None


def parse_presets(text: str) -> tuple[str, ...]:
    """``a,b,...`` as given to ``--presets``: known preset names, each once, in order."""
    names = tuple(name.strip() for name in text.split(","))
    for name in names:
        if name not in PRESETS:
            raise UsageError(f"--presets: unknown preset {name!r} (valid: "
                             f"{', '.join(PRESETS)})", code="bad_preset")
    if len(set(names)) != len(names):
        raise UsageError("--presets: a preset is named twice", code="bad_preset")
    return names


def most_permissive(overrides: Mapping[str, RuleValue]) -> Rules:
    """Rules under which any hand some preset accepts can be read: every red five.

    Reading a hand (the notation) needs rules only to know the red fives; each preset
    then refuses what it does not have when scoring.
    """
    reds = {s.name: s.high for s in SWITCHES if s.name.startswith("red_fives_")}
    return Rules(PRESETS[0], {**overrides, **reds})


def score_under_presets(hand: Hand, situation: Situation,
                        presets: Sequence[str] = FOUR_PLAYER_PRESETS,
                        overrides: Mapping[str, RuleValue] | None = None
                        ) -> tuple[PresetScore, ...]:
    """Score ``hand`` in ``situation`` under each preset, ``overrides`` applied to each.

    A switch override that is invalid is a UsageError for the whole comparison; a hand a
    preset cannot score is that preset's ``error``.
    """
    rows = []
    for preset in presets:
        rules = Rules(preset, overrides)
        try:
            rows.append(PresetScore(preset, rules, score(hand, situation, rules), None))
        except MjcalcError as err:
            rows.append(PresetScore(preset, rules, None, err))
    return tuple(rows)


__all__ = ["PresetScore", "most_permissive", "parse_presets", "score_under_presets"]
