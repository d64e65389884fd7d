"""Why the scorer chose a hand's best reading, in words (``ScoreResult.why``).

Made only when asked: the scorer ranks the readings (scoring.hand.scorer._rank); this names
the reading chosen and, when others were considered, what set it before the runner-up
(:func:`scoring.hand.reading_difference.difference`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .reading_difference import difference
from .results import Evaluation

_DESCRIPTIONS: Final[dict[tuple[int, int], str]] = {}


def describe(evaluation: Evaluation) -> str:
    """A short name for a reading: its form and wait, e.g. ``standard, kanchan wait``."""
    d = evaluation.decomposition
    key = (id(d.form), id(d.wait))  # not the members: hashing an Enum member runs Python code
    text = _DESCRIPTIONS.get(key)
    if text is None:
        text = _DESCRIPTIONS[key] = f"{d.form.value.replace('_', ' ')}, {d.wait.value} wait"
    return text


_ONLY_READING: Final[dict[str, str]] = {}


def _only_reading(description: str) -> str:
    text = _ONLY_READING[description] = f"The only reading of the hand ({description})."
    return text


def why_best(evaluations: Sequence[Evaluation]) -> str:
    """Why the first evaluation (the best, the list sorted best first) was chosen."""
    best = evaluations[0]
    if len(evaluations) == 1:
        return _ONLY_READING.get(describe(best)) or _only_reading(describe(best))
    others = [e for e in evaluations[1:] if e.has_yaku]
    no_yaku = len(evaluations) - 1 - len(others)
    tail = f" ({no_yaku} other reading(s) have no yaku)" if no_yaku else ""
    if not others:
        if no_yaku:
            return f"The only reading with a yaku ({describe(best)}){tail}."
        return _ONLY_READING.get(describe(best)) or _only_reading(describe(best))
    runner = others[0]
    if best.points > runner.points:
        reason = (f"it scores the most points ({best.points} against {runner.points} "
                  f"read as {describe(runner)})")
    elif best.limit == "yakuman" and runner.limit != "yakuman":
        reason = (f"it ties on points ({best.points}) with a counted yakuman and is a "
                  "true yakuman")
    elif best.han > runner.han:
        reason = (f"it ties on points ({best.points}) and has more han ({best.han} "
                  f"against {runner.han})")
    elif best.fu > runner.fu:
        reason = (f"it ties on points ({best.points}) and han and has more fu ({best.fu} "
                  f"against {runner.fu})")
    else:
        reason = (f"it ties with {describe(runner)} on points, han and fu; the first "
                  "reading found is shown")
    return (f"Read as {describe(best)}: {reason}{tail}. The difference: "
            f"{difference(best, runner)}.")
