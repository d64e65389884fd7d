"""The closed part of a winning hand read suit by suit, for the scorer.

:func:`scoring.hand.shapes.readings` reads a closed part whole, and a new hand costs a whole
new reading. But a closed part is its suits, and the patterns of one suit are few: most
hands share each of their suits with many other hands. So this module reads each suit
once — its splits (:func:`scoring.hand.shapes.suit_splits`), the groups of each split in
decomposition order with the suit's red fives in place, their fu items
(:func:`scoring.hand.fu.fu_parts`), their bit masks, and, for the suit of the winning tile,
every place the winning tile can take — and builds a hand's readings from its suits'
pieces (issue 5: "cache what repeats (per-suit shapes are few)").

:func:`closed_readings` gives, for a standard closed part, exactly what the scorer would
otherwise get from :func:`~scoring.hand.shapes.readings`, :func:`~scoring.hand.shapes.closed_groups`
and :func:`~scoring.hand.fu.fu_parts`, in the same order (tests/scoring/hand/test_suit_pieces.py).
Seven pairs and thirteen orphans are not made of suits: they are left to shapes.
"""

from __future__ import annotations

from typing import Final

from ..tiles import Tile
from .fu import FuParts, fu_parts
from .results import Form, FuItem, Group, Wait
from .shapes import (
    IN_PAIR,
    IN_RUN,
    IN_TRIPLET,
    PLAIN_TILES,
    Reading,
    SuitSplit,
    place_reds,
    run_wait,
    set_masks,
    standard_groups,
    suit_splits,
)

#: a suit without the winning tile: _place_reds never looks at the winning tile then
_NO_WIN: Final = PLAIN_TILES[0]
_STANDARD: Final = Form.STANDARD


class Placement:
    """The winning tile in one group of a piece: the wait, and the piece's groups and fu
    with the winning tile there."""

    __slots__ = ("fu", "groups", "wait", "win_first", "win_group")

    def __init__(self, wait: Wait, win_group: int, win_first: int, groups: tuple[Group, ...],
                 fu: FuParts) -> None:
        self.wait = wait
        self.win_group = win_group  # shapes.IN_PAIR / IN_TRIPLET / IN_RUN
        self.win_first = win_first  # the first kind of that group
        self.groups = groups
        self.fu = fu


class Piece:
    """One split of one suit, or of the honors: its sets and pair in kind numbers, its
    masks (as in shapes.Reading), its groups and fu without the winning tile, and, in the
    winning tile's suit, the places the winning tile can take (``wins``, in the order
    shapes.readings lists them: the pair, a triplet, each run holding it).

    The first split of a suit pattern stands for them all: ``others`` holds the splits
    after it (most patterns split one way: then ``()``, and the caches keep the piece
    itself, not a tuple of one piece more for the collector to walk)."""

    __slots__ = ("fu", "groups", "others", "pair", "peikou", "run_mask", "runs", "trip_mask",
                 "trips", "wins")

    def __init__(self, pair: int, runs: tuple[int, ...], trips: tuple[int, ...]) -> None:
        self.pair = pair  # -1: none in this suit
        self.runs = runs
        self.trips = trips
        self.run_mask, self.trip_mask, self.peikou = set_masks(runs, trips)
        self.groups: tuple[Group, ...] = ()
        self.fu: FuParts | None = None
        self.wins: tuple[Placement, ...] = ()
        self.others: tuple[Piece, ...] = ()

    def splits(self) -> tuple[Piece, ...]:
        """This split and the others, in shapes order."""
        return (self, *self.others)


#: what a suit pattern that splits no way gives (the caches keep it like a piece)
_NO_SPLIT: Final = Piece(-1, (), ())


def _first(pieces: list[Piece]) -> Piece:
    """The first of a pattern's pieces, holding the others (``_NO_SPLIT`` for none)."""
    if not pieces:
        return _NO_SPLIT
    first = pieces[0]
    if len(pieces) > 1:
        first.others = tuple(pieces[1:])
    return first


# The pieces of each suit pattern (the first, holding the others), keyed by one integer
# (see _pieces): the suit (0-2 the number suits, 3 the honors), its code (its counts, the
# winning tile included), its concealed red fives, and for the suit of the winning tile
# also where that tile is, ron, and whether it is red. An integer key hashes and compares in a few
# instructions; a tuple of the nine counts cost a slice, a tuple and a hash of nine items
# a suit. Bounded: cleared when full (a suit has few patterns in practice).
_PIECES: Final[dict[int, Piece]] = {}
_WIN_PIECES: Final[dict[int, Piece]] = {}
#: shapes.suit_splits by a number suit's code: a dict by int is cheaper to ask than the
#: function's own cache (by a tuple of nine counts)
_SPLITS: Final[dict[int, tuple[SuitSplit, ...]]] = {}
_SIZE: Final = 1 << 14
#: suit indexes: 0-2 the number suits, then the honors; a suit's first kind is 9 * index
_HONOR_SUIT: Final = 3


def _splits(base: int, splits: tuple[SuitSplit, ...]) -> list[Piece]:
    """A Piece per split of the number suit starting at kind ``base`` (shapes order)."""
    return [Piece(base + pair if pair >= 0 else -1, tuple([base + r for r in runs]),
                  tuple([base + t for t in trips]))
            for pair, runs, trips in splits]


def _honor_split(counts: tuple[int, ...]) -> list[Piece]:
    """The one split of the honors (each kind a pair or a triplet; one pair at most)."""
    pair = -1
    trips: list[int] = []
    for offset, n in enumerate(counts):
        if n == 3:
            trips.append(27 + offset)
        elif n == 2 and pair < 0:
            pair = 27 + offset
        elif n:
            return []
    return [Piece(pair, (), tuple(trips))]


def _with_groups(pieces: list[Piece], reds: int, five: int) -> Piece:
    """The pieces, given their groups (the suit's red fives placed) and fu: no win here."""
    for piece in pieces:
        groups = standard_groups(piece.pair, piece.runs, piece.trips, -1, -1, False)
        if reds:
            place_reds(groups, {five: reds}, _NO_WIN)
        piece.groups = tuple(groups)
        piece.fu = fu_parts(piece.groups, None)
    return _first(pieces)


def _with_wins(pieces: list[Piece], win: Tile, ron: bool, reds: int, five: int) -> Piece:
    """The pieces, given the places of the winning tile ``win``, which is in this suit."""
    kind = win.kind
    # the same for every place: place_reds copies the counts before taking from them
    red_counts = {five: reds} if reds else {}
    any_red = reds > 0 or win.red
    for piece in pieces:
        places: list[tuple[Wait, int, int]] = []
        if piece.pair == kind:
            places.append((Wait.TANKI, IN_PAIR, kind))
        if kind in piece.trips:
            places.append((Wait.SHANPON, IN_TRIPLET, kind))
        seen = -1
        for first in piece.runs:  # sorted, so identical runs are adjacent
            if first == seen or not first <= kind <= first + 2:
                continue
            seen = first
            places.append((run_wait(first, kind), IN_RUN, first))
        wins: list[Placement] = []
        for wait, win_group, win_first in places:
            groups = standard_groups(piece.pair, piece.runs, piece.trips, win_group, win_first,
                                     ron)
            if any_red:  # (place_reds looks too; the test here spares the call)
                place_reds(groups, red_counts, win)
            held = tuple(groups)
            wins.append(Placement(wait, win_group, win_first, held, fu_parts(held, wait)))
        piece.wins = tuple(wins)
    return _first(pieces)


def _pieces(counts: list[int], suit: int, code: int, reds: int, win: Tile | None, ron: bool
            ) -> Piece:
    """The pieces of one suit, the first holding the others (``win``: the winning tile when
    it is of this suit)."""
    five = 9 * suit + 4 if suit != _HONOR_SUIT else -1
    key = (code * 5 + reds) * 4 + suit  # reds: 0-4 red fives
    if win is None:
        first = _PIECES.get(key)
        if first is None:
            if len(_PIECES) >= _SIZE:
                _PIECES.clear()
            first = _PIECES[key] = _with_groups(_split_suit(counts, suit, code), reds, five)
        return first
    # the winning tile's suit: also the tile's place in it, ron, and whether it is red
    key = ((key * 9 + win.kind - 9 * suit) * 2 + ron) * 2 + win.red
    first = _WIN_PIECES.get(key)
    if first is None:
        if len(_WIN_PIECES) >= _SIZE - 1:
            _WIN_PIECES.clear()
        first = _WIN_PIECES[key] = _with_wins(_split_suit(counts, suit, code), win, ron, reds,
                                              five)
        kind = win.kind
        if not any(kind in piece.trips for piece in first.splits()):
            # Only a triplet completed by ron reads otherwise than by tsumo (it is open):
            # without one, the same pieces serve the other way of winning (bit 1 of the
            # key). Of majiang-core's test hands, 772 of the 4,285 winning suits' patterns
            # are then met before.
            _WIN_PIECES[key ^ 2] = first
    return first


def _split_suit(counts: list[int], suit: int, code: int) -> list[Piece]:
    """The splits of one suit's counts (the honors': one split at most)."""
    base = 9 * suit
    if suit == _HONOR_SUIT:
        return _honor_split(tuple(counts[base:base + 7]))
    splits = _SPLITS.get(code)  # the same for the three suits
    if splits is None:
        if len(_SPLITS) >= _SIZE:
            _SPLITS.clear()
        splits = _SPLITS[code] = suit_splits(tuple(counts[base:base + 9]))
    return _splits(base, splits)


#: a standard reading of a closed part: the Reading, its closed groups, their fu parts
ClosedReading = tuple[Reading, tuple[Group, ...], FuParts]


#: what a tile of each kind adds to its suit's code: the suit's counts as one number in
#: base 5 (a count is 0-4), its first kind the highest digit (9 digits, the honors 7)
#: (typed: ``int ** int`` is Any to mypy, and compiled, Any adds up as Python objects)
CODE_WEIGHTS: Final[tuple[int, ...]] = tuple(
    5 ** (8 - kind % 9) if kind < 27 else 5 ** (33 - kind) for kind in range(34))
#: the suit codes of a closed part: the three number suits and the honors
SuitCodes = tuple[int, int, int, int]


def closed_readings(counts: list[int], codes: SuitCodes, win: Tile, ron: bool,
                    reds: dict[int, int]) -> list[ClosedReading]:
    """The standard readings of a closed part (``counts`` with the winning tile; ``codes``
    the suit codes of its tiles, the winning tile apart: the scorer adds them up as it
    counts the tiles), each with its closed groups (red fives placed: ``reds`` as
    shapes.concealed_reds) and their :class:`~scoring.hand.fu.FuParts` — what shapes.readings
    (its standard readings), shapes.closed_groups and fu.fu_parts give, in the same
    order. ``[]``: no standard reading (seven pairs and thirteen orphans are not looked
    for here)."""
    win_kind = win.kind
    man, pin, sou, honors = codes
    suits: list[Piece] = []  # the first piece of each suit
    win_index = -1
    several = False  # some suit splits more than one way
    for suit in range(4):
        base = 9 * suit
        code = man if suit == 0 else pin if suit == 1 else sou if suit == 2 else honors
        if base <= win_kind < base + 9:
            code += CODE_WEIGHTS[win_kind]
        if not code:
            continue  # none of this suit
        reds_here = reds.get(base + 4, 0) if reds and suit != _HONOR_SUIT else 0
        if base <= win_kind < base + 9:
            win_index = len(suits)
            piece = _pieces(counts, suit, code, reds_here, win, ron)
        else:
            piece = _pieces(counts, suit, code, reds_here, None, ron)
        if piece is _NO_SPLIT:
            return []
        several = several or len(piece.others) > 0
        suits.append(piece)
    if not several:  # the common case: one way to read each suit
        combo = suits
        pair = -1
        for piece in combo:
            if piece.pair >= 0:
                if pair >= 0:
                    return []  # two pairs
                pair = piece.pair
        return _readings_of(combo, win_index, pair) if pair >= 0 else []
    # every choice of one piece per suit with exactly one pair, the first suit outermost
    # (shapes._arrangements' order); then each place of the winning tile in its suit
    combos: list[list[Piece]] = [[]]
    for first in suits:
        combos = [[*combo, piece] for combo in combos for piece in first.splits()]
    out: list[ClosedReading] = []
    for combo in combos:
        pair = -1
        pairs = 0
        for piece in combo:
            if piece.pair >= 0:
                pair = piece.pair
                pairs += 1
        if pairs == 1:
            out.extend(_readings_of(combo, win_index, pair))
    return out


def _readings_of(combo: list[Piece], win_index: int, pair: int) -> list[ClosedReading]:
    """The readings of one choice of pieces (one per suit, in suit order)."""
    if len(combo) == 1:
        (piece,) = combo
        return [(Reading(_STANDARD, pair, piece.runs, piece.trips, (), place.wait,
                         place.win_group, place.win_first, piece.run_mask, piece.trip_mask,
                         piece.peikou), place.groups, place.fu)
                for place in piece.wins]
    runs: tuple[int, ...] = ()
    trips: tuple[int, ...] = ()
    run_mask = trip_mask = peikou = 0
    # what the pieces around the winning one give, before and after it in suit order
    groups_before: tuple[Group, ...] = ()
    groups_after: tuple[Group, ...] = ()
    items_before: tuple[FuItem, ...] = ()
    items_after: tuple[FuItem, ...] = ()
    honor_pair: FuParts | None = None
    raw = 0
    for index, piece in enumerate(combo):
        if piece.runs:
            runs += piece.runs
            run_mask |= piece.run_mask
            peikou += piece.peikou
        if piece.trips:
            trips += piece.trips
            trip_mask |= piece.trip_mask
        if index == win_index:
            continue
        parts = piece.fu
        assert parts is not None
        raw += parts.raw
        # (items only when there are some: most pieces have none, and a tuple + () is
        # still a generic call)
        if index < win_index:
            groups_before += piece.groups
            if parts.after:
                items_before += parts.after  # a number suit: no pair item
        else:
            groups_after += piece.groups
            if parts.pair is not None:  # an honor pair (the honors come last)
                if parts.before:
                    items_after += parts.before
                honor_pair = parts
            elif parts.after:
                items_after += parts.after
    out: list[ClosedReading] = []
    for place in combo[win_index].wins:
        parts = place.fu
        groups = groups_before + place.groups + groups_after
        if honor_pair is not None:
            fu = FuParts(items_before + parts.after + items_after, honor_pair.pair,
                         honor_pair.after, raw + parts.raw, parts.wait)
        elif parts.pair is not None:  # the winning tile is an honor, and so is the pair
            fu = FuParts(items_before + parts.before, parts.pair, parts.after,
                         raw + parts.raw, parts.wait)
        else:
            fu = FuParts((), None, items_before + parts.after + items_after, raw + parts.raw,
                         parts.wait)
        reading = Reading(_STANDARD, pair, runs, trips, (), place.wait, place.win_group,
                          place.win_first, run_mask, trip_mask, peikou)
        out.append((reading, groups, fu))
    return out
