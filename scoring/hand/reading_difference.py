"""What differs between two readings of one hand, in words, for the "why" of a result.

``m111 m222 m333 read as three triplets (sanankou, 50 fu) rather than three runs
(pinfu, iipeikou, 30 fu)``: the tiles read differently, the groups each reading makes of
them, and the yaku only that reading has with its fu.
"""

from __future__ import annotations

from collections import Counter
from typing import Final

from ..tiles import tiles_text
from .results import Evaluation, Group

#: how many groups, in words.
COUNT_WORDS: Final = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five"}


def difference(best: Evaluation, other: Evaluation) -> str:
    """How ``best`` reads the hand where ``other`` reads it otherwise (one clause)."""
    ours, theirs = best.decomposition, other.decomposition
    if ours.form != theirs.form:
        return (f"the hand read as {_form(best)} ({_gain(best, other)}) rather than as "
                f"{_form(other)} ({_gain(other, best)})")
    ours_left = _groups_apart(ours.groups, theirs.groups)
    theirs_left = _groups_apart(theirs.groups, ours.groups)
    if not ours_left:  # the same groups: the winning tile completes another of them
        return (f"the winning tile read into {_win_group(best)} "
                f"({ours.wait.value} wait; {_gain(best, other)}) rather than into "
                f"{_win_group(other)} ({theirs.wait.value} wait; {_gain(other, best)})")
    tiles = " ".join(tiles_text(group.tiles) for group in ours_left)
    return (f"{tiles} read as {_kinds(ours_left)} ({_gain(best, other)}) rather than "
            f"{_kinds(theirs_left)} ({_gain(other, best)})")


def _group_key(group: Group) -> tuple[str, tuple[int, ...]]:
    """What makes two groups the same, in strings and ints (hashing a Tile or an Enum
    member runs Python code: a key of them cost 90 µs a call)."""
    return group.kind.value, tuple(2 * tile.kind + tile.red for tile in group.tiles)


def _groups_apart(groups: tuple[Group, ...], others: tuple[Group, ...]) -> list[Group]:
    """The groups of ``groups`` that ``others`` does not have (as many times)."""
    left: dict[tuple[str, tuple[int, ...]], int] = {}
    for group in others:
        key = _group_key(group)
        left[key] = left.get(key, 0) + 1
    out: list[Group] = []
    for group in groups:
        key = _group_key(group)
        count = left.get(key, 0)
        if count:
            left[key] = count - 1
        else:
            out.append(group)
    return out


def _kinds(groups: list[Group]) -> str:
    """``three triplets``, ``two runs and a pair``."""
    counts = Counter(group.kind.value for group in groups)
    parts = [f"{COUNT_WORDS.get(n, str(n))} {kind}{'s' if n > 1 else ''}"
             for kind, n in counts.items()]
    return " and ".join(parts)


def _gain(evaluation: Evaluation, other: Evaluation) -> str:
    """The yaku ``evaluation`` has and ``other`` has not, and its fu."""
    theirs = {hit.id for hit in other.yaku}
    only = [hit.id for hit in evaluation.yaku if hit.id not in theirs]
    return ", ".join([*only, f"{evaluation.fu} fu"])


def _form(evaluation: Evaluation) -> str:
    return evaluation.decomposition.form.value.replace("_", " ")


def _win_group(evaluation: Evaluation) -> str:
    for group in evaluation.decomposition.groups:
        if group.has_win:
            return tiles_text(group.tiles)
    return "the hand"
