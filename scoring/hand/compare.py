"""One hand scored under several rule presets (``mjcalc compare``).

Each preset (with the same switch overrides applied to all) scores the same hand and
situation on its own: a preset that refuses the hand (no yaku, a red five it does not
have, an ura indicator without ura dora...) gives its error instead of a result.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..errors import MjcalcError, UsageError
from ..hands import Hand
from ..rules import FOUR_PLAYER_PRESETS, PRESETS, SWITCHES, Rules, RuleValue
from ..situation import Situation
from .score_result import ScoreResult
from .scorer import score


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


def reading_rules(overrides: Mapping[str, RuleValue],
                  presets: Sequence[str] = FOUR_PLAYER_PRESETS) -> tuple[Rules, ...]:
    """Rules to read a hand with for a comparison: one per set of red fives among the
    presets compared (``overrides`` applied), in the order of the presets.

    Reading a hand (the notation) needs rules only to know the red fives, and no one set
    reads every hand some preset accepts: a red five counts as one of the four fives, so
    a preset without red fives accepts four plain 5p that one with a red 5p refuses. The
    caller reads with each until one accepts the tiles; each preset then refuses what it
    does not have when scoring.
    """
    out: dict[tuple[RuleValue, ...], Rules] = {}
    names = [s.name for s in SWITCHES if s.name.startswith("red_fives_")]
    for preset in presets:
        compared = Rules(preset, overrides)
        reds = tuple(compared[name] for name in names)
        if reds not in out:
            out[reds] = Rules(PRESETS[0], {**overrides, **dict(zip(names, reds, strict=True))})
    return tuple(out.values())


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


__all__ = ["PresetScore", "parse_presets", "reading_rules", "score_under_presets"]
