"""Rules a Tenhou log states by the way it writes the end of the game (issue 12)."""

from __future__ import annotations

from scoring.rules import RuleValue


def final_rounding_stated(points: tuple[float, ...] | None) -> dict[str, RuleValue]:
    """``final_rounding=none`` when the recorded game-end points carry tenths.

    Tenhou's own records round the final points to whole thousands (half up: see the
    ``tenhou`` preset); a record written in tenths (-17.3) was not rounded, so the log
    itself says which settlement to check it against.
    """
    if points is not None and any(round(p * 10) % 10 for p in points):
        return {"final_rounding": "none"}
    return {}
