"""Shanten: how many tiles a hand is away from tenpai (0 = tenpai, -1 = complete).

Three counts, the hand's shanten being the smallest that applies:

- **standard** — ``8 - 2*sets - blocks - head`` where ``blocks`` (partial sets: a pair
  not used as the head, two tiles of a run) are counted at most up to ``4 - sets``
  (a hand needs only four sets); called melds are sets;
- **seven pairs** (no melds) — ``6 - pairs``, plus one for each kind missing to reach
  seven different kinds;
- **thirteen orphans** (no melds) — ``13 - orphan kinds held``, minus one when one of
  them is doubled.

The counts work on the closed part of ``13 - 3k`` or ``14 - 3k`` tiles. One suit's
blocks depend only on its nine counts, so they are computed once per count tuple.

Known limit shared with the usual algorithm: four copies of a kind can be counted as two
blocks of that kind (a pair and a pair), which no real wait can use; it only matters in
a few pathological hands.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from .shapes import ORPHANS

#: One suit's block count: (sets, pairs, other partial sets).
Blocks = tuple[int, int, int]


@lru_cache(maxsize=1 << 14)
def _suit_blocks(counts: tuple[int, ...]) -> frozenset[Blocks]:
    """Every (sets, pairs, two-tile partial runs) count one suit can be split into."""
    out: set[Blocks] = set()
    _blocks(list(counts), 0, 0, 0, 0, out)
    return frozenset(_pareto(out))


def _blocks(c: list[int], i: int, sets: int, pairs: int, partial: int,
            out: set[Blocks]) -> None:
    while i < 9 and c[i] == 0:
        i += 1
    if i == 9:
        out.add((sets, pairs, partial))
        return
    if c[i] >= 3:
        c[i] -= 3
        _blocks(c, i, sets + 1, pairs, partial, out)
        c[i] += 3
    if i <= 6 and c[i + 1] and c[i + 2]:
        c[i] -= 1
        c[i + 1] -= 1
        c[i + 2] -= 1
        _blocks(c, i, sets + 1, pairs, partial, out)
        c[i] += 1
        c[i + 1] += 1
        c[i + 2] += 1
    if c[i] >= 2:
        c[i] -= 2
        _blocks(c, i, sets, pairs + 1, partial, out)
        c[i] += 2
    if i <= 7 and c[i + 1]:
        c[i] -= 1
        c[i + 1] -= 1
        _blocks(c, i, sets, pairs, partial + 1, out)
        c[i] += 1
        c[i + 1] += 1
    if i <= 6 and c[i + 2]:
        c[i] -= 1
        c[i + 2] -= 1
        _blocks(c, i, sets, pairs, partial + 1, out)
        c[i] += 1
        c[i + 2] += 1
    # the tile left alone
    c[i] -= 1
    _blocks(c, i, sets, pairs, partial, out)
    c[i] += 1


def _pareto(blocks: set[Blocks]) -> list[Blocks]:
    """Drop counts another count beats in every part (they can never give less shanten)."""
    return [b for b in blocks
            if not any(o != b and o[0] >= b[0] and o[1] >= b[1] and o[2] >= b[2]
                       for o in blocks)]


def standard_shanten(counts: Sequence[int], melds: int = 0) -> int:
    """Shanten of the standard form (four sets and a pair) of a closed part."""
    sets_h = pairs_h = 0
    for kind in range(27, 34):
        n = counts[kind]
        if n >= 3:
            sets_h += 1
        elif n == 2:
            pairs_h += 1
    man = _suit_blocks(tuple(counts[0:9]))
    pin = _suit_blocks(tuple(counts[9:18]))
    sou = _suit_blocks(tuple(counts[18:27]))
    best = 8
    # every way of taking one count from each suit, summed in place: no tuple or set of
    # the sums is made (a third of the time of a replay's tenpai check at a draw)
    for sets_m, pairs_m, partial_m in man:
        for sets_p, pairs_p, partial_p in pin:
            for sets_s, pairs_s, partial_s in sou:
                sets = melds + sets_h + sets_m + sets_p + sets_s
                pairs = pairs_h + pairs_m + pairs_p + pairs_s
                head = 1 if pairs else 0
                blocks = min(pairs - head + partial_m + partial_p + partial_s,
                             max(0, 4 - sets))
                best = min(best, 8 - 2 * sets - blocks - head)
    return best


def seven_pairs_shanten(counts: Sequence[int]) -> int:
    """Shanten of seven pairs (different kinds); meaningful only without melds."""
    pairs = sum(1 for n in counts if n >= 2)
    kinds = sum(1 for n in counts if n)
    return 6 - pairs + max(0, 7 - kinds)


def thirteen_orphans_shanten(counts: Sequence[int]) -> int:
    """Shanten of thirteen orphans; meaningful only without melds."""
    held = sum(1 for k in ORPHANS if counts[k])
    doubled = any(counts[k] >= 2 for k in ORPHANS)
    return 13 - held - (1 if doubled else 0)


def shanten(counts: Sequence[int], melds: int = 0) -> int:
    """The hand's shanten: the least of the three forms (-1 for a complete hand).

    ``counts`` is the closed part's count array (``13 - 3 * melds`` or ``14 - 3 * melds``
    tiles); seven pairs and thirteen orphans count only when ``melds`` is 0.
    """
    best = standard_shanten(counts, melds)
    if melds == 0:
        best = min(best, seven_pairs_shanten(counts), thirteen_orphans_shanten(counts))
    return best
