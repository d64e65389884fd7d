"""Facts: what the yaku predicates and the fu count look at, computed once.

A :class:`Facts` record is filled in three steps: :meth:`Facts.set_hand` and
:meth:`Facts.set_situation` once per scored hand (tiles present, melds, winds, situational
flags, the rule switch the pinfu predicate reads), then :meth:`Facts.set_reading` for each
reading of the hand (its sets, pair and wait).
The record is reused from reading to reading, so scoring a hand makes no per-reading
garbage here; predicates are then one or two attribute tests each.

Tile sets are bitmasks over the 34 kinds (bit ``k`` set when kind ``k`` is present), so
"only green tiles", "no terminal or honor" and the like are single integer operations.
``Facts.bits`` gathers the cheapest facts (``B_*``) as bits: each yaku row lists the
bits it cannot do without, so a reading tests only the rows it might have.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..hands import Hand, MeldKind
from ..situation import Situation
from ..tiles import DRAGONS, GREEN_KINDS, TERMINALS_AND_HONORS, WINDS
from .results import Form, Wait
from .shapes import IN_TRIPLET, Reading


def _mask(kinds: Sequence[int] | frozenset[int] | range) -> int:
    out = 0
    for kind in kinds:
        out |= 1 << kind
    return out


#: Kind bitmasks.
YAOCHU_MASK: Final = _mask(TERMINALS_AND_HONORS)
HONOR_MASK: Final = _mask(range(27, 34))
TERMINAL_MASK: Final = YAOCHU_MASK & ~HONOR_MASK
GREEN_MASK: Final = _mask(GREEN_KINDS)
WIND_MASK: Final = _mask(WINDS)
DRAGON_MASK: Final = _mask(DRAGONS)
SUIT_MASKS: Final = (_mask(range(0, 9)), _mask(range(9, 18)), _mask(range(18, 27)))
#: run starts 1, 4 and 7 within a suit (pure straight).
STRAIGHT_BITS: Final = 0b1001001
#: the nine numbers of one suit
SUIT_BITS: Final = 0b111111111
#: kinds a run may start at in an outside hand (123 and 789 of each suit)
OUTSIDE_RUN_MASK: Final = _mask([k for k in range(27) if k % 9 in (0, 6)])

# Bits of Facts.bits: cheap facts that yaku rows list as necessary (Yaku.needs), so that
# only the rows a hand can possibly have are tested (see yaku.find_yaku). Hand level:
B_CLOSED: Final = 1 << 0  # no open meld
B_TSUMO: Final = 1 << 1
B_RIICHI: Final = 1 << 2
B_DOUBLE_RIICHI: Final = 1 << 3
B_IPPATSU: Final = 1 << 4
B_HAITEI: Final = 1 << 5
B_HOUTEI: Final = 1 << 6
B_RINSHAN: Final = 1 << 7
B_CHANKAN: Final = 1 << 8
B_TENHOU: Final = 1 << 9
B_CHIIHOU: Final = 1 << 10
B_RENHOU: Final = 1 << 11
B_NO_YAOCHU: Final = 1 << 12  # no terminal or honor tile
B_ALL_YAOCHU: Final = 1 << 13  # only terminals and honors
B_HONORS: Final = 1 << 14  # some honor tile
B_NO_HONORS: Final = 1 << 15
B_FLUSH: Final = 1 << 16  # number tiles of at most one suit
B_GREEN: Final = 1 << 17  # only green tiles
B_CHUUREN: Final = 1 << 18  # nine gates shape
B_KANS3: Final = 1 << 19  # three kans or more
# reading level:
B_SEVEN_PAIRS: Final = 1 << 20
B_ORPHANS: Final = 1 << 21  # thirteen orphans form
B_RUNS3: Final = 1 << 22  # three runs or more
B_RUNS4: Final = 1 << 23
B_TRIPS3: Final = 1 << 24  # three triplets/kans or more
B_TRIPS4: Final = 1 << 25
B_DRAGON_TRIP: Final = 1 << 26  # some dragon triplet/kan
B_WIND_TRIP: Final = 1 << 27  # some wind triplet/kan
B_PEIKOU: Final = 1 << 28  # two identical closed runs
B_OUTSIDE: Final = 1 << 29  # a terminal or honor in every set and the pair


_STANDARD: Final = Form.STANDARD


class Facts:
    """Precomputed facts about one hand and one of its readings (see module doc)."""

    __slots__ = (
        "bits",
        "chankan",
        "chiihou",
        "chuuren",
        "closed",
        "closed_kans",
        "concealed_trips",
        "double_riichi",
        "form",
        "haitei",
        "hand_bits",
        "houtei",
        "ippatsu",
        "kans",
        "mask",
        "meld_run_mask",
        "meld_runs",
        "meld_trip_mask",
        "meld_trips",
        "north_value",
        "outside",
        "pair",
        "peikou",
        "pinfu_tsumo",
        "renhou",
        "riichi",
        "rinshan",
        "round_wind",
        "run_mask",
        "runs",
        "seat_wind",
        "tenhou",
        "trip_mask",
        "trips",
        "tsumo",
        "wait",
    )

    # Attributes are set by set_hand, set_situation and set_reading (in that order);
    # the record has no defaults of its own so that making one costs nothing.
    bits: int
    hand_bits: int
    closed: bool
    tsumo: bool
    seat_wind: int
    round_wind: int
    mask: int
    #: three players under ``north_yakuhai``: North is a value tile (set by the scorer)
    north_value: bool
    meld_runs: tuple[int, ...]
    meld_trips: tuple[int, ...]
    meld_run_mask: int
    meld_trip_mask: int
    kans: int
    closed_kans: int
    chuuren: int
    riichi: bool
    double_riichi: bool
    ippatsu: bool
    haitei: bool
    houtei: bool
    rinshan: bool
    chankan: bool
    tenhou: bool
    chiihou: bool
    renhou: bool
    pinfu_tsumo: bool
    form: Form
    runs: tuple[int, ...]
    trips: tuple[int, ...]
    pair: int
    wait: Wait
    concealed_trips: int
    trip_mask: int
    run_mask: int
    peikou: int
    outside: bool

    def set_hand(self, hand: Hand, all_kinds_mask: int, closed_counts: Sequence[int],
                 seat_wind: int, round_wind: int) -> None:
        """Facts that hold for every reading of ``hand``.

        ``all_kinds_mask`` has a bit for every kind in the hand (melds included);
        ``closed_counts`` is the closed part's count array with the winning tile;
        the winds are tile kinds (27-30). Situational flags are set by the caller.
        """
        self.tsumo = hand.win_source is None
        self.seat_wind = seat_wind
        self.round_wind = round_wind
        self.mask = all_kinds_mask
        melds = hand.melds
        if not melds:  # half the hands: no lists to make and turn into empty tuples
            self.closed = True
            self.meld_runs = self.meld_trips = ()
            self.meld_run_mask = self.meld_trip_mask = 0
            self.kans = self.closed_kans = 0
            self.hand_bits = self._hand_bits(hand, all_kinds_mask, closed_counts, True, 0)
            return
        runs: list[int] = []
        trips: list[int] = []
        run_mask = trip_mask = 0
        kans = closed_kans = 0
        closed = True
        for meld in melds:
            # meld tiles are sorted: the first is the lowest kind
            kind = meld.tiles[0].kind
            mk = meld.kind
            if mk is MeldKind.CHI:
                runs.append(kind)
                run_mask |= 1 << kind
                closed = False
                continue
            trips.append(kind)
            trip_mask |= 1 << kind
            if mk is MeldKind.CLOSED_KAN:
                kans += 1
                closed_kans += 1
            else:
                closed = False
                if mk is not MeldKind.PON:
                    kans += 1
        self.closed = closed
        self.meld_runs = tuple(runs)
        self.meld_trips = tuple(trips)
        self.meld_run_mask = run_mask
        self.meld_trip_mask = trip_mask
        self.kans = kans
        self.closed_kans = closed_kans
        self.hand_bits = self._hand_bits(hand, all_kinds_mask, closed_counts, closed, kans)

    def _hand_bits(self, hand: Hand, mask: int, closed_counts: Sequence[int], closed: bool,
                   kans: int) -> int:
        """set_hand's bits of the hand (its kinds, closed, tsumo, nine gates, three kans);
        sets ``chuuren``."""
        bits = _mask_bits(mask)
        if closed:
            bits |= B_CLOSED
        if self.tsumo:
            bits |= B_TSUMO
        self.chuuren = 0
        # nine gates: no meld, one number suit only (checked by bits before counting)
        if (not hand.melds and bits & B_FLUSH and bits & B_NO_HONORS
                and hand.win_tile is not None):
            self.chuuren = _chuuren(closed_counts, mask, hand.win_tile.kind)
            if self.chuuren:
                bits |= B_CHUUREN
        if kans >= 3:
            bits |= B_KANS3
        return bits

    def set_situation(self, s: Situation, pinfu_tsumo: bool) -> None:
        """The situational flags (after set_hand); ``pinfu_tsumo`` is the rule switch."""
        bits = self.hand_bits
        self.riichi = s.riichi
        self.double_riichi = s.double_riichi
        self.ippatsu = s.ippatsu
        self.haitei = s.haitei
        self.houtei = s.houtei
        self.rinshan = s.rinshan
        self.chankan = s.chankan
        self.tenhou = s.tenhou
        self.chiihou = s.chiihou
        self.renhou = s.renhou
        self.pinfu_tsumo = pinfu_tsumo
        if s.riichi:
            bits |= B_RIICHI
        if s.double_riichi:
            bits |= B_DOUBLE_RIICHI
        if s.ippatsu:
            bits |= B_IPPATSU
        if s.haitei:
            bits |= B_HAITEI
        if s.houtei:
            bits |= B_HOUTEI
        if s.rinshan:
            bits |= B_RINSHAN
        if s.chankan:
            bits |= B_CHANKAN
        if s.tenhou:
            bits |= B_TENHOU
        if s.chiihou:
            bits |= B_CHIIHOU
        if s.renhou:
            bits |= B_RENHOU
        self.hand_bits = bits

    def set_reading(self, reading: Reading) -> None:
        """Facts of one reading (its closed groups joined with the melds)."""
        form = reading.form
        self.form = form
        self.wait = reading.wait
        pair = reading.pair
        self.pair = pair
        closed_trips = reading.triplets
        runs = reading.runs + self.meld_runs if self.meld_runs else reading.runs
        trips = closed_trips + self.meld_trips if self.meld_trips else closed_trips
        self.runs = runs
        self.trips = trips
        concealed = len(closed_trips) + self.closed_kans
        if reading.win_group == IN_TRIPLET and not self.tsumo:
            concealed -= 1  # a triplet completed by ron counts as open
        self.concealed_trips = concealed
        # the reading's masks are of its closed groups (shapes.Reading); add the melds'
        trip_mask = reading.trip_mask | self.meld_trip_mask
        run_mask = reading.run_mask | self.meld_run_mask
        self.trip_mask = trip_mask
        self.run_mask = run_mask
        peikou = reading.peikou  # identical closed runs only: a chi is not concealed
        self.peikou = peikou
        bits = self.hand_bits
        # outside: a terminal/honor in the pair, in every triplet, and every run 123 / 789
        if (form is _STANDARD and (YAOCHU_MASK >> pair) & 1
                and not trip_mask & ~YAOCHU_MASK and not run_mask & ~OUTSIDE_RUN_MASK):
            self.outside = True
            bits |= B_OUTSIDE
        else:
            self.outside = False
            if form is Form.SEVEN_PAIRS:
                bits |= B_SEVEN_PAIRS
            elif form is Form.THIRTEEN_ORPHANS:
                bits |= B_ORPHANS
        n = len(runs)
        if n >= 3:
            bits |= (B_RUNS3 | B_RUNS4) if n == 4 else B_RUNS3
        n = len(trips)
        if n >= 3:
            bits |= (B_TRIPS3 | B_TRIPS4) if n == 4 else B_TRIPS3
        if trip_mask & DRAGON_MASK:
            bits |= B_DRAGON_TRIP
        if trip_mask & WIND_MASK:
            bits |= B_WIND_TRIP
        if peikou:
            bits |= B_PEIKOU
        self.bits = bits


def _mask_bits(mask: int) -> int:
    """The Facts bits that depend only on which kinds the hand holds (not remembered: a
    hand's mask is almost always new, 97 in 100 of majiang-core's test hands)."""
    bits = 0
    if not mask & YAOCHU_MASK:
        bits |= B_NO_YAOCHU
    elif not mask & ~YAOCHU_MASK:
        bits |= B_ALL_YAOCHU
    bits |= B_HONORS if mask & HONOR_MASK else B_NO_HONORS
    numbers = mask & ~HONOR_MASK
    if (not numbers & ~SUIT_MASKS[0] or not numbers & ~SUIT_MASKS[1]
            or not numbers & ~SUIT_MASKS[2]):
        bits |= B_FLUSH
    if not mask & ~GREEN_MASK:
        bits |= B_GREEN
    return bits


def in_all_suits(mask: int) -> int:
    """The numbers (bits 0-8) present in all three suits of a kind bitmask."""
    return mask & (mask >> 9) & (mask >> 18) & SUIT_BITS


def _chuuren(counts: Sequence[int], mask: int, win: int) -> int:
    """2 for pure nine gates (the 13 tiles before the win were 1112345678999 of one suit),
    1 for nine gates, 0 otherwise; for a closed hand without melds."""
    for suit, suit_mask in enumerate(SUIT_MASKS):
        if mask & ~suit_mask:
            continue
        base = suit * 9
        c = counts[base:base + 9]
        if c[0] < 3 or c[8] < 3 or 0 in c:
            return 0
        before = list(c)
        before[win - base] -= 1
        return 2 if before == [3, 1, 1, 1, 1, 1, 1, 1, 3] else 1
    return 0
