"""Waits of a hand that is one tile short: tenpai or shanten, each waiting tile and its
wait types, named multi-sided shapes, furiten, karaten and jigoku tanki, and what winning
on each tile is worth by ron and by tsumo.

Works on a :class:`~scoring.hands.Hand` of ``13 - 3k`` concealed tiles and ``k`` melds
(no winning tile). :func:`analyze_waits` is the entry point; it builds on
:mod:`scoring.hand.shapes` (readings of the completed hand), :mod:`scoring.hand.shanten`,
:mod:`scoring.table.furiten` and :func:`scoring.hand.scorer.score` (the value of each win).

Wait types of a waiting tile (:class:`WaitType`): every way the completed hand can be
read — ``ryanmen`` (23 on 1/4), ``kanchan`` (13 on 2), ``penchan`` (12 on 3, 89 on 7),
``shanpon`` (two pairs, one becomes a triplet), ``tanki`` (a single waiting for its
pair), ``nobetan`` (the tanki of a four-tile run 1234 waiting on 1 or 4 as the pair),
``kokushi`` / ``kokushi_13`` (thirteen orphans on its missing kind / on all thirteen).
One tile may have several (3455 waits on 5 as ryanmen and as tanki).

Named shapes (:class:`Shape`) — the multi-sided waits players name, found as a block of
one suit whose removal leaves only complete sets (and the pair, where the shape has
none). Numbers are within one suit; ``x`` is the block's lowest number:

=============  ==============  =======================  ===============================
shape          block           waits                    made of
=============  ==============  =======================  ===============================
nobetan        1234            1 4                      tanki at both ends (延べ単)
sanmenchan     23456           1 4 7                    two ryanmen sharing 4 (三面張)
sanmentan      1234567         1 4 7                    three tanki (三面単)
aryanmen       5567 / 3455     5 8 / 2 5                ryanmen beside the pair (亜両面)
kantan         5557 / 3555     6 7 / 3 4                kanchan + tanki (嵌単, 亜嵌張)
pentan         1112 / 8999     2 3 / 7 8                penchan + tanki (辺単)
ryantan        4555 / 5556     3 4 6 / 4 6 7            ryanmen + tanki (両単)
entotsu        45666 + pair    3 6 + the pair           ryanmen + shanpon (煙突)
chuuren_9      1112345678999   all nine                 nine gates, 9-sided (純正九蓮)
kokushi_13     13 orphans      all thirteen             thirteen orphans, 13-sided
=============  ==============  =======================  ===============================

Only the largest shapes are listed: a nobetan inside a sanmentan is not repeated.

Copies left: ``4 -`` (copies in the hand, melds included) ``-`` (copies among the dora and
ura indicators given) ``-`` (copies among the other tiles the caller says are visible).
Karaten (空听): tenpai with no copy left of any waiting tile. Jigoku tanki (地狱单骑): a
single waiting kind, waited on by tanki, with exactly one copy left.

Values: each waiting tile completes the hand once by ron (from ``situation.discarder``,
by default the previous player, kamicha) and once by tsumo, and :func:`score` prices it
under the situation. Flags that belong to one way of winning apply only to it: haitei,
rinshan, tenhou and chiihou to the tsumo; houtei, chankan and renhou to the ron. The
tile is a plain tile unless every plain copy is already accounted for (then it is a red
five). A win with no yaku has no value (``has_yaku`` False); one whose tile cannot come
(all four copies in the hand or the indicators) is not priced.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Final

from ..errors import ScoringError
from ..frozen import Value
from ..hand.results import Wait
from ..hand.score_result import ScoreResult
from ..hand.scorer import score
from ..hand.shanten import seven_pairs_shanten, standard_shanten, thirteen_orphans_shanten
from ..hand.shapes import (
    ORPHANS,
    arrangements,
    counts_of,
    readings,
    suit_splits,
    waiting_kinds,
)
from ..hand.validate import check_possible
from ..hands import Hand, Source
from ..rules import DEFAULT_RULES, Rules
from ..situation import Situation
from ..tiles import COPIES, KIND_COUNT, Tile
from .furiten import Discards, FuritenStatus, furiten_status
from .tenpai import (
    check_waiting_hand,
    fifth_copy_counts,
    tenpai_for_draw,
)

#: the default situation: East round, South seat, nothing else.
NO_SITUATION: Final = Situation()
#: the five kinds that have red copies (m5, p5, s5).
FIVES: Final = (4, 13, 22)
#: reasons a wait has no value.
NO_YAKU: Final = "no_yaku"
NO_TILE: Final = "no_tile"


class WaitType(str, Enum):
    """How a waiting tile completes the hand, in one reading of it."""

    RYANMEN = "ryanmen"
    KANCHAN = "kanchan"
    PENCHAN = "penchan"
    SHANPON = "shanpon"
    TANKI = "tanki"
    NOBETAN = "nobetan"
    KOKUSHI = "kokushi"
    KOKUSHI_13 = "kokushi_13"


class Shape(str, Enum):
    """Named multi-sided wait shapes (see the module doc for each)."""

    NOBETAN = "nobetan"
    SANMENCHAN = "sanmenchan"
    SANMENTAN = "sanmentan"
    ARYANMEN = "aryanmen"
    KANTAN = "kantan"
    PENTAN = "pentan"
    RYANTAN = "ryantan"
    ENTOTSU = "entotsu"
    CHUUREN_9 = "chuuren_9"
    KOKUSHI_13 = "kokushi_13"


@dataclass(frozen=True, slots=True)
class ShapePattern(Value):
    """One named block of a suit: its counts from the lowest number ``x``, the waits it
    makes (offsets from ``x``), the numbers ``x`` may take, and whether the rest of the
    hand holds the pair (else the rest is sets only)."""

    shape: Shape
    counts: tuple[int, ...]
    waits: tuple[int, ...]
    first: int
    last: int
    pair_elsewhere: bool


# The table of named shapes (rules as data). The number ranges keep every wait of the
# shape inside 1..9: 12345 is no sanmenchan (it waits on 3 and 6 only), 1233 and 7789
# are no aryanmen, and a triplet with a neighbour at the edge is pentan, not ryantan.
SHAPE_PATTERNS: Final[tuple[ShapePattern, ...]] = (
    ShapePattern(Shape.NOBETAN, (1, 1, 1, 1), (0, 3), 1, 6, False),
    ShapePattern(Shape.SANMENCHAN, (1, 1, 1, 1, 1), (-1, 2, 5), 2, 4, True),
    ShapePattern(Shape.SANMENTAN, (1, 1, 1, 1, 1, 1, 1), (0, 3, 6), 1, 3, False),
    ShapePattern(Shape.ARYANMEN, (2, 1, 1), (0, 3), 1, 6, False),
    ShapePattern(Shape.ARYANMEN, (1, 1, 2), (-1, 2), 2, 7, False),
    ShapePattern(Shape.KANTAN, (3, 0, 1), (1, 2), 1, 7, False),
    ShapePattern(Shape.KANTAN, (1, 0, 3), (0, 1), 1, 7, False),
    ShapePattern(Shape.RYANTAN, (3, 1), (-1, 1, 2), 2, 7, False),
    ShapePattern(Shape.RYANTAN, (1, 3), (-1, 0, 2), 2, 7, False),
    ShapePattern(Shape.PENTAN, (3, 1), (1, 2), 1, 1, False),
    ShapePattern(Shape.PENTAN, (3, 1), (-1, 1), 8, 8, False),
    ShapePattern(Shape.PENTAN, (1, 3), (0, 2), 1, 1, False),
    ShapePattern(Shape.PENTAN, (1, 3), (-1, 0), 8, 8, False),
    ShapePattern(Shape.ENTOTSU, (1, 1, 3), (-1, 2), 2, 7, True),
    ShapePattern(Shape.ENTOTSU, (3, 1, 1), (0, 3), 1, 6, True),
)

#: nine gates before the win: 1112345678999 of one suit.
CHUUREN_COUNTS: Final = (3, 1, 1, 1, 1, 1, 1, 1, 3)


@dataclass(frozen=True, slots=True)
class ShapeHit(Value):
    """A named shape found in the hand: the kinds of its block and the kinds it waits on."""

    shape: Shape
    tiles: tuple[int, ...]
    waits: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class WinValue(Value):
    """Winning on a waiting tile one way (``ron`` or ``tsumo``).

    ``result`` is the full score, or None with ``reason`` ``no_yaku`` (the completed hand
    has no yaku) or ``no_tile`` (no copy of the tile can come).
    """

    how: str
    tile: Tile
    result: ScoreResult | None
    reason: str | None = None

    @property
    def has_yaku(self) -> bool:
        """True when the win is allowed by its yaku (and the tile can exist)."""
        return self.result is not None

    @property
    def points(self) -> int:
        """What the win is worth before honba and deposits (0 without a yaku)."""
        return 0 if self.result is None else self.result.best.points

    @property
    def gain(self) -> int:
        """The winner's net change, honba and deposits included (0 without a yaku)."""
        if self.result is None:
            return 0
        return self.result.settlement.net[self.result.situation.seat]


@dataclass(frozen=True, slots=True)
class WaitTile(Value):
    """One waiting kind: its wait types, the copies left, and its values.

    ``in_hand`` counts the copies in the hand (melds included), ``seen`` those among the
    indicators and the visible tiles given, ``left`` what can still come (never below 0).
    ``ron`` and ``tsumo`` are None when values were not asked for.
    """

    kind: int
    types: tuple[WaitType, ...]
    in_hand: int
    seen: int
    ron: WinValue | None = None
    tsumo: WinValue | None = None

    @property
    def left(self) -> int:
        """Copies of the tile not in the hand and not seen."""
        return max(0, COPIES - self.in_hand - self.seen)


@dataclass(frozen=True, slots=True)
class ShantenForms(Value):
    """The shanten of each winning form (None for a form the melds rule out)."""

    standard: int
    seven_pairs: int | None
    thirteen_orphans: int | None


@dataclass(frozen=True, slots=True)
class WaitsReport(Value):
    """Everything :func:`analyze_waits` finds out about a waiting hand.

    ``shanten`` is 0 when tenpai. ``draw_tenpai``: whether the hand counts as tenpai at
    an exhaustive draw under the rules' ``form_tenpai``. ``furiten_checked`` is True
    when any discard record was given (``furiten`` is only meaningful then).
    """

    hand: Hand
    tenpai: bool
    shanten: int
    forms: ShantenForms
    waits: tuple[WaitTile, ...]
    shapes: tuple[ShapeHit, ...]
    furiten: FuritenStatus
    furiten_checked: bool
    karaten: bool
    jigoku_tanki: bool
    draw_tenpai: bool

    @property
    def left(self) -> int:
        """Copies left of all the waiting tiles together."""
        return sum(w.left for w in self.waits)


# --- counting ------------------------------------------------------------------------


def hand_waits(hand: Hand) -> tuple[int, ...]:
    """The kinds a waiting hand waits on, a kind the hand holds all four of included.

    Such a wait can never be won (karaten), but form tenpai rules need to see it.
    """
    return waiting_kinds(counts_of(hand.concealed), len(hand.melds), fifth=True)


def is_tenpai_for_draw(waiting_kinds: Iterable[int], counts: Sequence[int],
                       rules: Rules) -> bool:
    """Whether a hand counts as tenpai at an exhaustive draw.

    ``waiting_kinds`` are the kinds (0..33) the hand waits on, ``counts`` the number of
    each kind in the hand's concealed tiles (34 entries). Under ``form_tenpai=any`` every
    wait counts (seed 000: 形式听牌有，不考虑待牌数); under ``not_own_four`` a wait only on
    tiles the concealed hand itself holds all four of is noten (Tenhou: 純手牌で4枚使い).
    """
    kinds = list(waiting_kinds)
    if fifth_copy_counts(rules):
        return bool(kinds)
    return any(counts[k] < COPIES for k in kinds)


def shanten_forms(hand: Hand) -> ShantenForms:
    """The shanten of the hand's concealed part in each form (no tenpai check)."""
    counts = counts_of(hand.concealed)
    melds = len(hand.melds)
    if melds:
        return ShantenForms(standard_shanten(counts, melds), None, None)
    return ShantenForms(standard_shanten(counts), seven_pairs_shanten(counts),
                        thirteen_orphans_shanten(counts))


# --- wait types and shapes -----------------------------------------------------------

_BASIC: Final = {w.value: WaitType(w.value) for w in Wait}
_ORDER: Final = {t: i for i, t in enumerate(WaitType)}


def wait_types(closed: Sequence[int], kind: int, melds: int) -> tuple[WaitType, ...]:
    """Every wait type of ``kind`` for a closed part ``closed`` (13 - 3 x melds counts).

    A tanki whose reading holds a run on the far side of a four-tile run (the pair ``x``
    with the run ``x+1..x+3``, or ``x-3..x-1``) is a nobetan.
    """
    counts = list(closed)
    counts[kind] += 1
    found: set[WaitType] = set()
    for reading in readings(counts, kind, melds):
        wait = _BASIC[reading.wait.value]
        if wait is WaitType.TANKI and kind < 27:
            number = kind % 9
            if (number <= 5 and kind + 1 in reading.runs) or (
                    number >= 3 and kind - 3 in reading.runs):
                wait = WaitType.NOBETAN
        found.add(wait)
    return tuple(sorted(found, key=_ORDER.__getitem__))


def _sets_only(counts: Sequence[int]) -> bool:
    """True when ``counts`` split into runs and triplets with no tile over (no pair)."""
    for kind in range(27, KIND_COUNT):
        if counts[kind] not in (0, 3):
            return False
    for base in (0, 9, 18):
        if not any(pair < 0 for pair, _, _ in suit_splits(tuple(counts[base:base + 9]))):
            return False
    return True


def find_shapes(closed: Sequence[int], melds: int, waits: Iterable[int]
                ) -> tuple[ShapeHit, ...]:
    """The named shapes of a tenpai closed part (largest ones only; see the module doc)."""
    wait_set = frozenset(waits)
    hits: list[ShapeHit] = []
    if melds == 0 and all(closed[k] == 1 for k in ORPHANS) and sum(closed) == len(ORPHANS):
        hits.append(ShapeHit(Shape.KOKUSHI_13, ORPHANS, ORPHANS))
    for base in (0, 9, 18):
        if melds == 0 and tuple(closed[base:base + 9]) == CHUUREN_COUNTS:
            kinds = tuple(range(base, base + 9))
            hits.append(ShapeHit(Shape.CHUUREN_9, kinds, kinds))
        for pattern in SHAPE_PATTERNS:
            for number in range(pattern.first, pattern.last + 1):
                hit = _match(closed, base + number - 1, pattern, wait_set)
                if hit is not None and hit not in hits:
                    hits.append(hit)
    return tuple(h for h in hits if not any(_inside(h, o) for o in hits if o is not h))


def _match(closed: Sequence[int], start: int, pattern: ShapePattern,
           waits: frozenset[int]) -> ShapeHit | None:
    rest = list(closed)
    block: list[int] = []
    for offset, n in enumerate(pattern.counts):
        if rest[start + offset] < n:
            return None
        rest[start + offset] -= n
        block.extend([start + offset] * n)
    if pattern.pair_elsewhere:
        found = arrangements(rest)
        if not found:
            return None
        extra = tuple(sorted({pair for pair, _, _ in found}))
    else:
        if not _sets_only(rest):
            return None
        extra = ()
    shape_waits = tuple(sorted({start + o for o in pattern.waits}
                               | (set(extra) if pattern.shape is Shape.ENTOTSU else set())))
    if not set(shape_waits) <= waits:
        return None  # cannot happen for a well-made table; keeps a bad row harmless
    return ShapeHit(pattern.shape, tuple(block), shape_waits)


def _inside(small: ShapeHit, big: ShapeHit) -> bool:
    """True when ``big`` covers ``small``'s block and waits (and is not the same)."""
    if small == big or (small.shape is big.shape and small.tiles == big.tiles):
        return False
    lo, hi = min(small.tiles), max(small.tiles)
    return (min(big.tiles) <= lo and hi <= max(big.tiles) and lo // 9 == min(big.tiles) // 9
            and set(small.waits) <= set(big.waits) and len(big.tiles) > len(small.tiles))


# --- values --------------------------------------------------------------------------

def win_tile_for(kind: int, known: Sequence[Tile], rules: Rules) -> Tile:
    """The tile a win on ``kind`` is priced with: plain, unless only red copies can be left.

    ``known`` are the tiles accounted for (hand, indicators, visible).
    """
    if kind not in FIVES:
        return Tile(kind)
    reds_allowed = rules.red_fives("mps"[kind // 9])
    plain = sum(1 for t in known if t.kind == kind and not t.red)
    reds = sum(1 for t in known if t.kind == kind and t.red)
    if plain >= COPIES - reds_allowed and reds < reds_allowed:
        return Tile(kind, red=True)
    return Tile(kind)


def win_values(hand: Hand, tile: Tile, situation: Situation, rules: Rules,
               discarder: int) -> tuple[WinValue, WinValue]:
    """The ron (from ``discarder``) and tsumo values of completing ``hand`` with ``tile``.

    ScoringError other than "no yaku" (contradictory flags...) propagates to the caller.
    """
    seat = situation.seat
    source = Source((discarder - seat) % 4)
    ron_situation = replace(situation, discarder=None, haitei=False, rinshan=False,
                            tenhou=False, chiihou=False)
    tsumo_situation = replace(situation, discarder=None, houtei=False, chankan=False,
                              renhou=False)
    ron = _value("ron", hand.with_win(tile, source), ron_situation, rules)
    tsumo = _value("tsumo", hand.with_win(tile, None), tsumo_situation, rules)
    return ron, tsumo


def _value(how: str, hand: Hand, situation: Situation, rules: Rules) -> WinValue:
    assert hand.win_tile is not None
    try:
        return WinValue(how, hand.win_tile, score(hand, situation, rules))
    except ScoringError as err:
        if err.code != NO_YAKU:
            raise
        return WinValue(how, hand.win_tile, None, NO_YAKU)


# --- the analysis --------------------------------------------------------------------


def _discarded_apart(own: Sequence[Tile], hand: Hand) -> tuple[Tile, ...]:
    """The player's own discards that are copies apart from the hand: a tile the player
    added to a kan may be listed among them (Discards.own) and is in the kan too, so one
    copy of each added kan's tile is not counted twice."""
    if not own:
        return ()
    left = list(own)
    for meld in hand.melds:
        added = meld.added
        if added is not None:
            for i, tile in enumerate(left):
                if tile.kind == added.kind:
                    del left[i]
                    break
    return tuple(left)


def analyze_waits(hand: Hand, situation: Situation = NO_SITUATION,
                  rules: Rules = DEFAULT_RULES, *, visible: Sequence[Tile] = (),
                  discards: Discards | None = None, values: bool = True) -> WaitsReport:
    """Tenpai or shanten, the waits with their types, shapes, copies left and values,
    furiten, karaten, jigoku tanki and draw tenpai of a waiting hand.

    ``situation`` is the situation the wins would have (seat, round, dora, riichi...);
    its ``discarder`` (default: the previous player) deals the ron. ``visible``: other
    tiles seen (rivers, others' melds), not the hand and not the indicators. Raises
    UsageError for a hand with its winning tile, InvalidHandError for a fifth copy of a
    tile among hand, indicators and visible tiles, and ScoringError for contradictory
    flags (riichi furiten records without riichi; the rest from :func:`score`).
    """
    check_waiting_hand(hand)
    discards = discards or Discards()
    if discards.since_riichi is not None and not situation.any_riichi:
        raise ScoringError("tiles passed since riichi were given, but no riichi or double "
                           "riichi (riichi furiten is for a player in riichi)",
                           code="contradictory_flags")
    indicators = (*situation.dora_indicators, *situation.ura_indicators)
    own_discards = _discarded_apart(discards.own, hand)
    known = (*hand.all_tiles, *indicators, *visible, *own_discards)
    seen_before = len(hand.all_tiles) + len(indicators) + len(visible)
    check_possible(known, rules, lambda index: (
        "in the hand" if index < len(hand.all_tiles) else
        "among the indicators" if index < len(hand.all_tiles) + len(indicators)
        else "among the visible tiles" if index < seen_before
        else "among the discards"))

    closed = counts_of(hand.concealed)
    melds = len(hand.melds)
    own = counts_of(hand.all_tiles)
    seen = counts_of((*indicators, *visible))
    physical = counts_of((*hand.all_tiles, *indicators))
    kinds = waiting_kinds(closed, melds, fifth=True)
    forms = shanten_forms(hand)
    tenpai = bool(kinds)
    if tenpai:
        shanten = 0
    else:
        best = min(v for v in (forms.standard, forms.seven_pairs, forms.thirteen_orphans)
                   if v is not None)
        shanten = max(1, best)  # no tile completes it, so it is not tenpai whatever

    discarder = situation.discarder
    if discarder is None:
        discarder = (situation.seat + 3) % 4  # the previous player (kamicha)
    waits: list[WaitTile] = []
    for kind in kinds:
        ron = tsumo = None
        if values:
            tile = win_tile_for(kind, known, rules)
            if physical[kind] >= COPIES:
                ron = WinValue("ron", tile, None, NO_TILE)
                tsumo = WinValue("tsumo", tile, None, NO_TILE)
            else:
                ron, tsumo = win_values(hand, tile, situation, rules, discarder)
        waits.append(WaitTile(kind, wait_types(closed, kind, melds), own[kind], seen[kind],
                              ron, tsumo))

    shapes = find_shapes(closed, melds, kinds) if tenpai else ()
    karaten = tenpai and all(w.left == 0 for w in waits)
    jigoku = (len(waits) == 1 and WaitType.TANKI in waits[0].types and waits[0].left == 1)
    return WaitsReport(
        hand=hand,
        tenpai=tenpai,
        shanten=shanten,
        forms=forms,
        waits=tuple(waits),
        shapes=shapes,
        furiten=furiten_status(kinds, discards),
        furiten_checked=discards.given,
        karaten=karaten,
        jigoku_tanki=jigoku,
        draw_tenpai=is_tenpai_for_draw(kinds, closed, rules),
    )


__all__ = [
    "SHAPE_PATTERNS",
    "ShantenForms",
    "Shape",
    "ShapeHit",
    "ShapePattern",
    "WaitTile",
    "WaitType",
    "WaitsReport",
    "WinValue",
    "analyze_waits",
    "check_waiting_hand",
    "find_shapes",
    "hand_waits",
    "is_tenpai_for_draw",
    "shanten_forms",
    "tenpai_for_draw",
    "wait_types",
    "win_tile_for",
    "win_values",
]
