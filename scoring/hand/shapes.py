"""Shapes of a hand: every way to read a complete hand, and the waits of a tenpai hand.

Everything here works on *count arrays*: 34 ints, the number of tiles of each kind
(``counts[kind]``), for the **closed** part of a hand (concealed tiles plus the winning
tile; called melds are whole sets already and are not counted). A closed part of
``14 - 3 * melds`` tiles is complete when it reads as

- **standard**: ``4 - melds`` sets (runs or triplets) and one pair;
- **seven pairs**: seven pairs of *different* kinds (no melds);
- **thirteen orphans**: one of each terminal and honor kind plus one more of them.

The functions, all reusable by other parts (waits analysis, draws):

- :func:`arrangements` — every split of a closed part into runs, triplets and a pair;
- :func:`readings` — every reading of a winning hand: each arrangement, and for each
  group the winning tile can be read into, the :class:`~scoring.hand.results.Wait`;
- :func:`is_complete`, :func:`waiting_kinds` — tenpai waits of a ``13 - 3k``-tile hand;
- :func:`decompose` / :func:`decomposition_of` — readings as public
  :class:`~scoring.hand.results.Decomposition` objects, with the hand's tiles (red fives kept).

Speed matters (issue 5): one suit's splits depend only on its nine counts, so they are
computed once per count tuple (``functools.lru_cache``), and a whole hand's readings are
cached by its count tuple and winning kind.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from ..frozen import Value, refuse_delete, set_once, stores_directly
from ..hands import Hand, MeldKind
from ..tiles import EAST, KIND_COUNT, TERMINALS_AND_HONORS, Tile
from .results import (
    Decomposition,
    Form,
    Group,
    GroupKind,
    Wait,
)

#: The one canonical plain Tile object of each kind (shared: Tiles are immutable).
PLAIN_TILES: Final[tuple[Tile, ...]] = tuple(Tile(k) for k in range(KIND_COUNT))
#: The red five of each number suit, by kind (m5 = 4, p5 = 13, s5 = 22).
RED_TILES: Final[dict[int, Tile]] = {k: Tile(k, red=True) for k in (4, 13, 22)}
#: The thirteen kinds of thirteen orphans, in kind order.
ORPHANS: Final[tuple[int, ...]] = tuple(sorted(TERMINALS_AND_HONORS))

#: One suit's split: (pair offset or -1, run start offsets, triplet offsets), offsets 0..8.
SuitSplit = tuple[int, tuple[int, ...], tuple[int, ...]]
#: A closed part's split: (pair kind, run first kinds, triplet kinds), kinds 0..33, sorted.
Arrangement = tuple[int, tuple[int, ...], tuple[int, ...]]

# Where the winning tile sits in a reading (Reading.win_group).
IN_RUN: Final = 0
IN_TRIPLET: Final = 1
IN_PAIR: Final = 2
IN_SINGLE: Final = 3  # thirteen orphans: one of the single tiles


@dataclass(init=False, unsafe_hash=True, slots=True)
class Reading(Value):
    """One reading of a winning hand's closed part, in kind numbers (cheap to make).

    ``pair`` is the pair kind (the doubled kind of thirteen orphans; -1 for seven pairs);
    ``runs`` the first kinds of the closed runs, ``triplets`` the kinds of the closed
    triplets (both sorted), ``pairs`` the seven kinds of seven pairs. ``win_group`` says
    which group took the winning tile (``IN_RUN``, ``IN_TRIPLET``, ``IN_PAIR``,
    ``IN_SINGLE``) and ``win_first`` that group's first kind. Called melds are not in a
    reading: they read only one way.
    """

    form: Final[Form]
    pair: Final[int]
    runs: Final[tuple[int, ...]]
    triplets: Final[tuple[int, ...]]
    pairs: Final[tuple[int, ...]]
    wait: Final[Wait]
    win_group: Final[int]
    win_first: Final[int]
    #: bit k set when a closed run starts at kind k (derived from ``runs``)
    run_mask: Final[int]
    #: bit k set when kind k is a closed triplet (derived from ``triplets``)
    trip_mask: Final[int]
    #: pairs of identical closed runs (1 for iipeikou, 2 for ryanpeikou)
    peikou: Final[int]

    def __init__(self, form: Form, pair: int, runs: tuple[int, ...], triplets: tuple[int, ...],
                 pairs: tuple[int, ...], wait: Wait, win_group: int, win_first: int,
                 run_mask: int = 0, trip_mask: int = 0, peikou: int = 0) -> None:
        self.form = form
        self.pair = pair
        self.runs = runs
        self.triplets = triplets
        self.pairs = pairs
        self.wait = wait
        self.win_group = win_group
        self.win_first = win_first
        self.run_mask = run_mask
        self.trip_mask = trip_mask
        self.peikou = peikou

    def __setattr__(self, name: str, value: object) -> None:
        set_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)


stores_directly(Reading)


def counts_of(tiles: Iterable[Tile]) -> list[int]:
    """The count array (34 ints) of some tiles; red fives count as fives."""
    counts = [0] * KIND_COUNT
    for tile in tiles:
        counts[tile.kind] += 1
    return counts


# --- splitting into sets -------------------------------------------------------------


@lru_cache(maxsize=1 << 16)
def suit_splits(counts: tuple[int, ...]) -> tuple[SuitSplit, ...]:
    """Every split of one number suit (nine counts) into runs, triplets and at most one pair.

    Splits that leave a tile over are not returned; ``()`` means the suit cannot be split.
    The lowest tile left is always placed first (in a triplet, a run or the pair); a pair
    and a run of the same tile can still be placed in either order, so duplicates are
    removed.
    """
    out: list[SuitSplit] = []
    _split(list(counts), -1, [], [], out)
    if len(out) < 2:  # most suits split one way (or none): nothing to merge or order
        return tuple(out)
    return tuple(sorted(set(out)))


def _split(c: list[int], pair: int, runs: list[int], trips: list[int],
           out: list[SuitSplit]) -> None:
    # c[i] = c[i] - 3, not -=: compiled, -= on a list item is Python's generic in-place
    # operation, a - of plain ints is not
    i = 0
    while i < 9 and c[i] == 0:
        i += 1
    if i == 9:
        out.append((pair, tuple(runs), tuple(trips)))
        return
    if c[i] >= 3:
        c[i] = c[i] - 3
        trips.append(i)
        _split(c, pair, runs, trips, out)
        trips.pop()
        c[i] = c[i] + 3
    if i <= 6 and c[i + 1] and c[i + 2]:
        c[i] = c[i] - 1
        c[i + 1] = c[i + 1] - 1
        c[i + 2] = c[i + 2] - 1
        runs.append(i)
        _split(c, pair, runs, trips, out)
        runs.pop()
        c[i] = c[i] + 1
        c[i + 1] = c[i + 1] + 1
        c[i + 2] = c[i + 2] + 1
    if pair < 0 and c[i] >= 2:
        c[i] = c[i] - 2
        _split(c, i, runs, trips, out)
        c[i] = c[i] + 2


@lru_cache(maxsize=1 << 16)
def _suit_parts(base: int, counts: tuple[int, ...]) -> tuple[Arrangement, ...]:
    """suit_splits of the suit starting at kind ``base``, in kind numbers (-1: no pair)."""
    return tuple((base + pair if pair >= 0 else -1,
                  tuple(base + r for r in runs), tuple(base + t for t in trips))
                 for pair, runs, trips in suit_splits(counts))


_NO_PARTS: Final[Arrangement] = (-1, (), ())


@lru_cache(maxsize=1 << 14)
def _arrangements(counts: tuple[int, ...]) -> tuple[Arrangement, ...]:
    # Number suits in kind order, then the honors: runs and triplets come out sorted.
    partial: list[Arrangement] = [_NO_PARTS]
    for base in (0, 9, 18):
        if not any(counts[base:base + 9]):
            continue
        parts = _suit_parts(base, counts[base:base + 9])
        if not parts:
            return ()
        merged: list[Arrangement] = []
        for pair, runs, trips in partial:
            for spair, sruns, strips in parts:
                if spair >= 0 and pair >= 0:
                    continue  # two pairs: not a standard split
                merged.append((spair if spair >= 0 else pair, runs + sruns, trips + strips))
        partial = merged
    # Honors cannot form runs: each honor kind is a pair (2), a triplet (3) or nothing.
    honor_pair = -1
    honor_trips: list[int] = []
    for kind in range(27, 34):
        n = counts[kind]
        if n == 0:
            continue
        if n == 3:
            honor_trips.append(kind)
        elif n == 2 and honor_pair < 0:
            honor_pair = kind
        else:
            return ()
    if honor_pair >= 0:
        return tuple((honor_pair, r, t + tuple(honor_trips)) for p, r, t in partial if p < 0)
    if honor_trips:
        extra = tuple(honor_trips)
        return tuple((p, r, t + extra) for p, r, t in partial if p >= 0)
    return tuple(a for a in partial if a[0] >= 0)


def arrangements(counts: Sequence[int]) -> tuple[Arrangement, ...]:
    """Every split of a closed part into sets and exactly one pair (standard form).

    ``counts`` is the closed part's count array (``3n + 2`` tiles). Each arrangement is
    ``(pair kind, run first kinds, triplet kinds)`` with both tuples sorted; identical
    runs appear as often as they occur. ``()`` when the part is not a standard shape.
    """
    return _arrangements(tuple(counts))


def is_seven_pairs(counts: Sequence[int]) -> bool:
    """True when the 14 counted tiles are seven pairs of different kinds."""
    pairs = 0
    for n in counts:
        if n == 2:
            pairs += 1
        elif n:
            return False
    return pairs == 7


def is_thirteen_orphans(counts: Sequence[int]) -> bool:
    """True when the 14 counted tiles are one of each orphan kind and one more orphan."""
    doubled = 0
    total = 0
    for kind in ORPHANS:
        n = counts[kind]
        if n == 0 or n > 2:
            return False
        doubled += n == 2
        total += n
    return doubled == 1 and total == sum(counts)


# --- readings of a winning hand ------------------------------------------------------


def run_wait(first: int, win: int) -> Wait:
    """The wait of a run starting at ``first`` completed by ``win`` (a kind in the run).

    The middle tile is kanchan; an end tile is penchan when the other two were 1-2 or 8-9
    (the run 123 completed by 3, or 789 completed by 7), else ryanmen.
    """
    position = win - first
    if position == 1:
        return Wait.KANCHAN
    number = first % 9  # 0 for a run 123, 6 for a run 789
    if position == 0:
        return Wait.PENCHAN if number == 6 else Wait.RYANMEN
    return Wait.PENCHAN if number == 0 else Wait.RYANMEN


def set_masks(runs: tuple[int, ...], trips: tuple[int, ...]) -> tuple[int, int, int]:
    """``(run_mask, trip_mask, peikou)`` of sorted runs and triplets, as in Reading: a bit
    per first kind of a run, a bit per triplet kind, and how many pairs of identical runs.
    (Tuples, not any sequence: compiled, a tuple is walked by index, a sequence through an
    iterator object.)"""
    run_mask = trip_mask = peikou = 0
    previous = -1
    for first in runs:
        run_mask |= 1 << first
        if first == previous:  # identical runs are adjacent (sorted)
            peikou += 1
            previous = -1
        else:
            previous = first
    for kind in trips:
        trip_mask |= 1 << kind
    return run_mask, trip_mask, peikou


def _readings(counts: tuple[int, ...], win: int, melds: int) -> tuple[Reading, ...]:
    out: list[Reading] = []
    standard = Form.STANDARD
    for pair, runs, trips in _arrangements(counts):
        # facts shared by every reading of this arrangement (see Reading)
        run_mask, trip_mask, peikou = set_masks(runs, trips)
        if pair == win:
            out.append(Reading(standard, pair, runs, trips, (), Wait.TANKI, IN_PAIR, win,
                               run_mask, trip_mask, peikou))
        if (trip_mask >> win) & 1:
            out.append(Reading(standard, pair, runs, trips, (), Wait.SHANPON, IN_TRIPLET, win,
                               run_mask, trip_mask, peikou))
        seen = -1
        for first in runs:  # sorted, so identical runs are adjacent
            if first == seen or not first <= win <= first + 2:
                continue
            seen = first
            out.append(Reading(standard, pair, runs, trips, (), run_wait(first, win), IN_RUN,
                               first, run_mask, trip_mask, peikou))
    if melds == 0 and counts[win]:
        out.extend(special_readings(counts, win))
    return tuple(out)


def special_readings(counts: Sequence[int], win: int) -> list[Reading]:
    """The seven pairs or thirteen orphans reading of a closed part of 14 tiles won on
    kind ``win`` (no meld), if it is one: ``[]`` or one reading."""
    if is_seven_pairs(counts):
        pairs = tuple(k for k in range(KIND_COUNT) if counts[k])
        return [Reading(Form.SEVEN_PAIRS, -1, (), (), pairs, Wait.TANKI, IN_PAIR, win)]
    if is_thirteen_orphans(counts):
        pair = next(k for k in ORPHANS if counts[k] == 2)
        # 13-sided: the hand held all thirteen before, the winning tile made the pair.
        if pair == win:
            return [Reading(Form.THIRTEEN_ORPHANS, pair, (), (), (), Wait.KOKUSHI_13,
                            IN_PAIR, win)]
        return [Reading(Form.THIRTEEN_ORPHANS, pair, (), (), (), Wait.KOKUSHI, IN_SINGLE,
                        win)]
    return []


def readings(counts: Sequence[int], win: int, melds: int = 0) -> tuple[Reading, ...]:
    """Every reading of a complete closed part won on kind ``win``.

    ``counts`` is the closed part *with* the winning tile; ``melds`` the number of called
    melds (seven pairs and thirteen orphans need none). One reading per arrangement and
    per distinct group holding a ``win`` tile: the pair (tanki), a triplet (shanpon) or
    a run (ryanmen, kanchan or penchan by position). ``()`` when the hand is not complete.
    Whether a triplet completed by ron is open is for the caller (it depends on ron/tsumo).
    """
    return _readings(tuple(counts), win, melds)


def is_complete(counts: Sequence[int], melds: int = 0) -> bool:
    """True when a closed part (``14 - 3 * melds`` tiles) is a winning shape."""
    key = tuple(counts)
    if _arrangements(key):
        return True
    return melds == 0 and (is_seven_pairs(key) or is_thirteen_orphans(key))


def waiting_kinds(counts: Sequence[int], melds: int = 0, *, fifth: bool = False
                  ) -> tuple[int, ...]:
    """The kinds that complete a ``13 - 3 * melds``-tile closed part (its tenpai waits).

    A kind of which the closed part already holds four is left out (the tile cannot come)
    unless ``fifth`` is true — then it is listed too, which is what the form-tenpai rule
    "a wait only on tiles the hand holds all four of is noten" needs to see. Copies in
    melds, discards or dora indicators are the caller's business (karaten).
    """
    return tuple(_completing_kinds(counts, melds, fifth))


def has_wait(counts: Sequence[int], melds: int = 0, *, fifth: bool = False) -> bool:
    """Whether :func:`waiting_kinds` would list any kind: the search ends at the first
    that completes the closed part (a replay's tenpai check at a draw, issue 30)."""
    return next(_completing_kinds(counts, melds, fifth), None) is not None


def _completing_kinds(counts: Sequence[int], melds: int, fifth: bool) -> Iterator[int]:
    """The kinds that complete the closed part, in order, found one at a time (see
    :func:`waiting_kinds`)."""
    key = list(counts)
    for kind in _completing_candidates(key, melds):
        if key[kind] >= 4 and not fifth:
            continue
        key[kind] += 1
        complete = is_complete(key, melds)
        key[kind] -= 1
        if complete:
            yield kind


def _completing_candidates(counts: Sequence[int], melds: int) -> list[int]:
    """The kinds that could complete the closed part ``counts``, in order: every wait is
    one of them, and trying only these, not all 34, makes a tenpai check (a replay's, at
    each exhaustive draw) about twice as fast (issue 30).

    The tile that completes a hand goes into a pair or a triplet with a copy the hand
    holds, into a run with a tile of its suit at most two away that the hand holds (seven
    pairs: a pair), or it is the orphan thirteen orphans lacks, when every tile held is
    an orphan.
    """
    near = [False] * KIND_COUNT
    for kind in range(KIND_COUNT):
        if counts[kind]:
            near[kind] = True
            if kind < EAST:  # a number tile: runs
                first = kind - kind % 9
                for other in range(max(first, kind - 2), min(first + 9, kind + 3)):
                    near[other] = True
    if melds == 0 and all(counts[kind] == 0 or kind in TERMINALS_AND_HONORS
                          for kind in range(KIND_COUNT)):
        for kind in ORPHANS:
            near[kind] = True
    return [kind for kind in range(KIND_COUNT) if near[kind]]


# --- public decompositions with tiles ------------------------------------------------


def decompose(hand: Hand) -> tuple[Decomposition, ...]:
    """Every reading of a winning hand as a Decomposition with its tiles.

    Needs ``hand.win_tile``; a triplet completed by ron is marked open (``concealed``
    False). ``()`` when the hand is not complete.
    """
    if hand.win_tile is None:
        raise ValueError("decompose needs a hand with its winning tile")
    counts = counts_of(hand.closed_tiles)
    return tuple(decomposition_of(hand, r)
                 for r in readings(counts, hand.win_tile.kind, len(hand.melds)))


# Closed groups of plain tiles are immutable and few: they are made once here and shared
# by every decomposition (building Groups per reading was the main cost of scoring).
def _plain(kind: GroupKind, kinds: Sequence[int], concealed: bool, has_win: bool) -> Group:
    return Group(kind, tuple([PLAIN_TILES[k] for k in kinds]), concealed, None, has_win)


#: closed run starting at kind f: index 2 * f + has_win (f up to 24; honors unused)
_RUN_GROUPS: Final = tuple(
    _plain(GroupKind.RUN, (f, f + 1, f + 2), True, bool(w)) if f < 27 and f % 9 <= 6 else None
    for f in range(KIND_COUNT) for w in (0, 1))
#: closed triplet of kind k: index 4 * k + 2 * concealed + has_win
_TRIPLET_GROUPS: Final = tuple(
    _plain(GroupKind.TRIPLET, (k, k, k), bool(c), bool(w))
    for k in range(KIND_COUNT) for c in (0, 1) for w in (0, 1))
#: pair of kind k: index 2 * k + has_win
_PAIR_GROUPS: Final = tuple(
    _plain(GroupKind.PAIR, (k, k), True, bool(w)) for k in range(KIND_COUNT) for w in (0, 1))
#: lone orphan of kind k: index 2 * k + has_win
_SINGLE_GROUPS: Final = tuple(
    _plain(GroupKind.SINGLE, (k,), True, bool(w)) for k in range(KIND_COUNT) for w in (0, 1))
#: ids of the shared groups (those above and their red variants, made once and kept as
#: long as the module), for per-group caches elsewhere: their ids are never reused.
SHARED_GROUP_IDS: Final[set[int]] = {
    id(g) for table in (_RUN_GROUPS, _TRIPLET_GROUPS, _PAIR_GROUPS, _SINGLE_GROUPS)
    for g in table if g is not None}
#: shared plain groups holding fives: id -> (five kind, how many fives)
_FIVES: Final[dict[int, tuple[int, int]]] = {}
for _five in RED_TILES:
    for _first in range(_five - 2, _five + 1):  # the runs 345, 456, 567 of the suit
        for _w in (0, 1):
            _FIVES[id(_RUN_GROUPS[2 * _first + _w])] = (_five, 1)
    for _i in range(4):
        _FIVES[id(_TRIPLET_GROUPS[4 * _five + _i])] = (_five, 3)
    for _w in (0, 1):
        _FIVES[id(_PAIR_GROUPS[2 * _five + _w])] = (_five, 2)
del _five, _first, _w, _i
#: past every key of standard_groups' merge
_END: Final = 1 << 30


def meld_groups(hand: Hand) -> tuple[Group, ...]:
    """The groups of the called melds, in call order (``Group.meld`` is the index)."""
    out: list[Group] = []
    for index, meld in enumerate(hand.melds):
        kind = meld.kind
        if kind is MeldKind.CHI:
            out.append(Group(GroupKind.RUN, meld.tiles, False, index, False))
        elif kind is MeldKind.PON:
            out.append(Group(GroupKind.TRIPLET, meld.tiles, False, index, False))
        else:
            out.append(Group(GroupKind.KAN, meld.tiles, kind is MeldKind.CLOSED_KAN,
                             index, False))
    return tuple(out)


def closed_groups(reading: Reading, ron: bool, reds: dict[int, int], win: Tile
                  ) -> tuple[Group, ...]:
    """The groups of a reading's closed part, in decomposition order (see
    :func:`decomposition_of`), with the red fives placed: ``reds`` is the concealed part's
    (:func:`concealed_reds`), ``win`` the winning tile, ``ron`` True for a ron.
    """
    form = reading.form
    wg = reading.win_group
    wf = reading.win_first
    groups: list[Group]
    if form is Form.STANDARD:
        groups = standard_groups(reading.pair, reading.runs, reading.triplets, wg, wf, ron)
    elif form is Form.SEVEN_PAIRS:
        groups = [_PAIR_GROUPS[2 * kind + (kind == wf)] for kind in reading.pairs]
    else:
        groups = []
        for kind in ORPHANS:
            if kind == reading.pair:
                groups.append(_PAIR_GROUPS[2 * kind + (wg == IN_PAIR)])
            else:
                groups.append(_SINGLE_GROUPS[2 * kind + (wg == IN_SINGLE and kind == wf)])
    if reds or win.red:
        _place_reds(groups, dict(reds), win)
    return tuple(groups)


def standard_groups(pair: int, runs: tuple[int, ...], triplets: tuple[int, ...], win_group: int,
                    win_first: int, ron: bool) -> list[Group]:
    """The shared plain groups of a standard reading's closed sets and pair (``pair`` -1:
    none, for one suit of a hand), in decomposition order: by first kind, a triplet before
    a run, the pair after both. ``runs`` and ``triplets`` are sorted (as arrangements and
    suit splits give them). ``win_group`` / ``win_first`` place the winning tile as in a
    Reading (-1: not among these groups); a triplet completed by ron is open.
    """
    # The three sorted sequences merged by key = 3 * first kind + (0 triplet, 1 run,
    # 2 pair); identical runs keep their order, so the winning tile goes to the first.
    groups: list[Group] = []
    pair_key = 3 * pair + 2 if pair >= 0 else _END
    placed = win_group != IN_RUN
    run_index = trip_index = 0
    run_count = len(runs)
    trip_count = len(triplets)
    while True:
        run_key = 3 * runs[run_index] + 1 if run_index < run_count else _END
        trip_key = 3 * triplets[trip_index] if trip_index < trip_count else _END
        if trip_key < run_key and trip_key < pair_key:
            kind = triplets[trip_index]
            trip_index += 1
            if win_group == IN_TRIPLET and kind == win_first:
                # a triplet completed by ron counts as open
                groups.append(_TRIPLET_GROUPS[4 * kind + (0 if ron else 2) + 1])
            else:
                groups.append(_TRIPLET_GROUPS[4 * kind + 2])
        elif run_key < pair_key:
            first = runs[run_index]
            run_index += 1
            has_win = not placed and first == win_first
            placed = placed or has_win
            groups.append(_RUN_GROUPS[2 * first + has_win])  # type: ignore[arg-type]
        elif pair_key != _END:
            groups.append(_PAIR_GROUPS[2 * pair + (win_group == IN_PAIR)])
            pair_key = _END
        else:
            return groups


def place_reds(groups: list[Group], reds: dict[int, int], win: Tile) -> None:
    """Put the red fives into ``groups`` (closed groups in decomposition order), in place:
    ``reds`` counts the concealed red fives by five kind (not the winning tile), ``win``
    is the winning tile. See :func:`decomposition_of`."""
    if reds or win.red:
        _place_reds(groups, dict(reds), win)


def decomposition_of(hand: Hand, reading: Reading, melds: tuple[Group, ...] | None = None,
                     reds: dict[int, int] | None = None) -> Decomposition:
    """The public Decomposition of one reading: closed groups in kind order, then melds.

    In kind order a triplet comes before a run of the same first kind, the pair after
    both. The winning tile itself goes to the group it completed; the red fives of the
    concealed part go to the first groups (in that order) holding a five of their suit.
    ``melds`` (the hand's :func:`meld_groups`) and ``reds`` (:func:`concealed_reds`) may
    be passed when several readings of one hand are built.
    """
    win = hand.win_tile
    assert win is not None
    groups = closed_groups(reading, hand.win_source is not None,
                           concealed_reds(hand) if reds is None else reds, win)
    if melds is None:
        melds = meld_groups(hand)
    return Decomposition(reading.form, groups + melds if melds else groups, reading.wait)


def concealed_reds(hand: Hand) -> dict[int, int]:
    """How many red fives of each five kind the concealed part holds (win tile apart)."""
    reds: dict[int, int] = {}
    for tile in hand.concealed:
        if tile.red:
            reds[tile.kind] = reds.get(tile.kind, 0) + 1
    return reds


#: red variants of shared groups, by id(shared plain group) * 8 + the reds in it (0-4): an
#: int key, where a tuple was made and hashed per look-up
_RED_VARIANTS: Final[dict[int, Group]] = {}


def _place_reds(groups: list[Group], reds: dict[int, int], win: Tile) -> None:
    """Swap in the red-five variants of the groups that get red fives.

    The group with the winning tile goes first and holds the winning tile itself (red or
    not); the other fives of a suit take its red fives first, group by group in order.
    """
    # (one look-up a group: "in" and then [] was two)
    candidates: list[tuple[bool, int, tuple[int, int]]] = []
    for i, g in enumerate(groups):
        five_count = _FIVES.get(id(g))
        if five_count is not None:
            candidates.append((not g.has_win, i, five_count))
    if len(candidates) > 1:
        candidates.sort()  # the winning group first, then in order
    for _, i, (five, fives) in candidates:
        g = groups[i]
        tiles = g.tiles
        slots = fives
        count = 0
        if g.has_win and win.kind == five:
            slots -= 1  # the winning tile's place: it is red or not by itself
            count = 1 if win.red else 0
        take = min(slots, reds.get(five, 0))
        if take:
            reds[five] -= take
            count += take
        if count:
            key = id(g) * 8 + count
            variant = _RED_VARIANTS.get(key)
            if variant is None:
                others = [t for t in tiles if t.kind != five]
                fives_tiles = [RED_TILES[five]] * count + [PLAIN_TILES[five]] * (fives - count)
                variant = Group(g.kind, tuple(sorted(others + fives_tiles, key=_tile_order)),
                                g.concealed, g.meld, g.has_win)
                _RED_VARIANTS[key] = variant
                SHARED_GROUP_IDS.add(id(variant))
            groups[i] = variant


def _tile_order(tile: Tile) -> tuple[int, bool]:
    return tile.kind, not tile.red
