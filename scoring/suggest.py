""""Did you mean" hints for a mistyped name (a rule switch, a preset, an option).

difflib's closeness (stdlib): a name within a few letters of one choice, or the start of
exactly one choice (``kiriage`` for ``kiriage_mangan``).
"""

from __future__ import annotations

from collections.abc import Iterable
from difflib import get_close_matches

#: how alike a typo and a name must be (difflib's ratio) to be suggested.
CUTOFF = 0.6


def closest(word: str, choices: Iterable[str]) -> str | None:
    """The choice ``word`` most likely meant, or None when none is close."""
    names = [str(choice) for choice in choices]
    lowered = word.strip().lower()
    starting = [name for name in names if lowered and name.lower().startswith(lowered)]
    if len(starting) == 1:
        return starting[0]
    matches = get_close_matches(lowered, names, n=1, cutoff=CUTOFF)
    return matches[0] if matches else None


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """``"; did you mean 'name'?"`` for the closest choice, or ``""`` when none is close."""
    match = closest(word, choices)
    return f"; did you mean {match!r}?" if match is not None else ""
