#!/usr/bin/env python3
"""Seeded generator of legal winning hands with their situations, for benchmarks.

Every hand is a complete, legal winning hand: four sets and a pair (runs, triplets, chi
from the previous player, pon and open kan from any seat, added kan, closed kan, in call
order), seven pairs, thirteen orphans, and now and then a yakuman shape (big three
dragons, four concealed triplets, all honors, all green, all terminals, nine gates, big
and little four winds, four kans). Each comes with a situation: seat and round wind,
tsumo or ron (with the discarder's source mark), red fives (at most one per suit), 1-5
dora indicators (one more per kan on the table), ura indicators with riichi, riichi /
double riichi / ippatsu / haitei / houtei / rinshan / chankan / tenhou / chiihou flags
that fit the hand (no riichi on an open hand, rinshan only with a kan, chankan only on a
tile nobody else can hold, ...), honba and riichi deposits. No tile appears more than
four times counting the hand, the dora and the ura indicators.

Yaku: every hand kept has at least one yaku *guaranteed by construction*, i.e. one that
holds whatever decomposition a scorer picks and under the presets saki and majiang and
the `mahjong` package's options used in bench/peer_mahjong.py: riichi or double riichi,
menzen tsumo (closed hand, tsumo), a situational yaku (haitei, houtei, rinshan,
chankan, tenhou, chiihou), seven pairs / thirteen orphans / nine gates by shape, a
yakuhai triplet (a called or closed-kan meld of a dragon, the seat wind or the round
wind, or three concealed copies of one, which can only be a triplet), all simples
(open tanyao is on everywhere we compare), one suit with or without honors (honitsu /
chinitsu), all terminals and honors (honroutou and up), all green. Hands without one
are drawn again (see ``guaranteed_yaku``). ``--filter-score`` additionally keeps only
hands that ``scoring.score`` accepts, once that exists.

Output forms (``--form``):

* ``args``: one line of ``mjcalc score`` arguments, e.g.
  ``m123p456s789z11m4 --seat 1 --round 0 --riichi --dora m3 --ura p1 --deposits 1``
  (a tsumo hand writes the drawn tile last; a ron hand has ``--ron TILE`` with the
  source mark, e.g. ``--ron s2+``);
* ``majiang``: a JSON record ``{"shoupai", "rongpai", "param"}`` in the form
  ``Majiang.Util.hule(Shoupai.fromString(shoupai), rongpai, param)`` takes (the param of
  ``hule``, i.e. what ``hule_param`` returns, without ``rule``);
* ``both``: with ``-o BASE`` writes ``BASE.args`` and ``BASE.jsonl``; on stdout one JSON
  object per line ``{"args": ..., "majiang": ...}``.

Three players (``--players 3``): no m2-m8 in the wall, seats East South West, rounds
East to West, no chi, no call or ron from North's empty seat (hands that would have one
are drawn again), and 0-3 kita (North tiles set aside) when Norths are left; the args
form then says ``--players 3 --kita N``.

Usage: ``python bench/gen_hands.py -n 10000 --seed 1 --form both -o bench/out/hands``
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

# Tile kinds are 0..33 as in scoring.tiles: m1-m9 0-8, p1-p9 9-17, s1-s9 18-26, z1-z7 27-33.
SUITS = "mpsz"
HONORS = tuple(range(27, 34))
DRAGONS = (31, 32, 33)
WINDS = (27, 28, 29, 30)
TERMINALS = (0, 8, 9, 17, 18, 26)
ORPHANS = TERMINALS + HONORS
SIMPLES = tuple(k for k in range(27) if k % 9 not in (0, 8))
GREEN = (19, 20, 21, 23, 25, 32)  # s2 s3 s4 s6 s8 z6
MARKS = "+=-"  # source 1 shimocha, 2 toimen, 3 kamicha
SANMA_MISSING = tuple(range(1, 8))  # m2-m8: not in a three-player wall
NORTH = 30
NORTH_SEAT = 3


class T:
    """One physical tile (mutable so that a five can be turned red after placement)."""

    __slots__ = ("kind", "red")

    def __init__(self, kind: int, red: bool = False) -> None:
        self.kind = kind
        self.red = red

    @property
    def suit(self) -> str:
        return SUITS[self.kind // 9]

    @property
    def digit(self) -> str:
        return "0" if self.red else str(self.kind % 9 + 1)

    def __str__(self) -> str:
        return self.suit + self.digit


@dataclass
class GMeld:
    """A meld: chi, pon, open_kan, added_kan or closed_kan.

    ``called`` indexes the tile taken from ``source`` (1 ``+``, 2 ``=``, 3 ``-``);
    ``added`` indexes the tile added to a pon to make an added kan.
    """

    kind: str
    tiles: list[T]
    called: int | None = None
    source: int | None = None
    added: int | None = None

    @property
    def is_kan(self) -> bool:
        return self.kind.endswith("kan")

    @property
    def is_open(self) -> bool:
        return self.kind != "closed_kan"


@dataclass
class GenHand:
    """A generated winning hand and its situation."""

    shape: str  # standard theme or special shape name, for statistics
    concealed: list[T]  # without the winning tile
    melds: list[GMeld]
    win: T
    ron_source: int | None  # None: tsumo; else 1 '+', 2 '=', 3 '-'
    seat: int = 1
    round_wind: int = 0
    dora: list[T] = field(default_factory=list)
    ura: list[T] = field(default_factory=list)
    riichi: int = 0  # 0 none, 1 riichi, 2 double riichi
    ippatsu: bool = False
    haitei: bool = False
    houtei: bool = False
    rinshan: bool = False
    chankan: bool = False
    tenhou: bool = False
    chiihou: bool = False
    renhou: bool = False
    honba: int = 0
    deposits: int = 0
    guaranteed: list[str] = field(default_factory=list)
    players: int = 4
    kita: int = 0  # three players: North tiles set aside

    @property
    def is_closed(self) -> bool:
        return not any(m.is_open for m in self.melds)

    @property
    def is_tsumo(self) -> bool:
        return self.ron_source is None

    def hand_tiles(self) -> list[T]:
        """Every tile of the hand: concealed, winning tile and melds."""
        out = [*self.concealed, self.win]
        for meld in self.melds:
            out.extend(meld.tiles)
        return out

    def closed_kinds(self) -> list[int]:
        """Kinds of the concealed tiles with the winning tile."""
        return [t.kind for t in self.concealed] + [self.win.kind]


class Bag:
    """The unseen tiles: four of each kind, and whether each suit's red five is still free."""

    def __init__(self, players: int = 4) -> None:
        self.count = [4] * 34
        if players == 3:
            for kind in SANMA_MISSING:
                self.count[kind] = 0
        self.red_free = [True, True, True]

    def take(self, kind: int, n: int = 1) -> bool:
        if self.count[kind] < n:
            return False
        self.count[kind] -= n
        return True

    def draw_indicator(self, rng: random.Random) -> T:
        """A random unseen physical tile (a red five among them when still free)."""
        total = sum(self.count)
        pick = rng.randrange(total)
        for kind, n in enumerate(self.count):
            if pick < n:
                self.count[kind] -= 1
                red = False
                # when still unseen, the red five is one of the n unseen fives
                five = kind < 27 and kind % 9 == 4
                if five and self.red_free[kind // 9] and rng.randrange(n) == 0:
                    red = True
                    self.red_free[kind // 9] = False
                return T(kind, red)
            pick -= n
        raise AssertionError("empty bag")


# ----------------------------------------------------------------------------- shapes

Set = tuple[str, int]  # ("run", first kind) or ("trip", kind)


class Retry(Exception):
    """The random choices led nowhere; draw the hand again."""


def _run_ok(k: int, allowed: frozenset[int], bag: Bag) -> bool:
    return (
        k < 27 and k % 9 <= 6 and k + 1 in allowed and k + 2 in allowed and k in allowed
        and bag.count[k] > 0 and bag.count[k + 1] > 0 and bag.count[k + 2] > 0
    )


def draw_set(rng: random.Random, bag: Bag, allowed: frozenset[int], run_p: float) -> Set:
    """A run or a triplet of allowed kinds, taken from the bag."""
    kinds = sorted(allowed)
    for _ in range(30):
        if rng.random() < run_p:
            k = rng.choice(kinds)
            if _run_ok(k, allowed, bag):
                for j in range(3):
                    bag.take(k + j)
                return ("run", k)
        else:
            k = rng.choice(kinds)
            if bag.take(k, 3):
                return ("trip", k)
    raise Retry


def draw_pair(rng: random.Random, bag: Bag, allowed: frozenset[int]) -> int:
    kinds = [k for k in allowed if bag.count[k] >= 2]
    if not kinds:
        raise Retry
    k = rng.choice(sorted(kinds))
    bag.take(k, 2)
    return k


def take_sets_only(bag: Bag, sets: list[Set]) -> None:
    """Take fixed sets from the bag (special shapes)."""
    for what, k in sets:
        for kind in (k, k + 1, k + 2) if what == "run" else (k, k, k):
            if not bag.take(kind):
                raise Retry


def take_sets(bag: Bag, sets: list[Set], pair: int) -> None:
    """Take fixed sets and a pair from the bag (special shapes)."""
    take_sets_only(bag, sets)
    if not bag.take(pair, 2):
        raise Retry


@dataclass
class CallPolicy:
    """How a standard hand's sets become melds."""

    open_calls: int  # how many sets are called (chi, pon, open kan, added kan)
    kan_p: float = 0.12  # chance a triplet becomes a kan (closed, or open when called)
    all_kans: bool = False  # four kans
    closed_only: bool = False


def make_melds(
    rng: random.Random, bag: Bag, sets: list[Set], policy: CallPolicy
) -> tuple[list[GMeld], list[Set]]:
    """Turn some sets into melds (in a random call order); return melds and the rest."""
    order = list(range(4))
    rng.shuffle(order)
    melds: list[GMeld] = []
    rest: list[Set] = []
    n_called = 0
    for i in order:
        what, k = sets[i]
        if what == "run":
            if n_called < policy.open_calls and not policy.closed_only:
                tiles = [T(k), T(k + 1), T(k + 2)]
                melds.append(GMeld("chi", tiles, called=rng.randrange(3), source=3))
                n_called += 1
            else:
                rest.append(sets[i])
            continue
        wants_kan = policy.all_kans or rng.random() < policy.kan_p
        can_kan = wants_kan and bag.take(k)
        if n_called < policy.open_calls and not policy.closed_only:
            source = rng.randint(1, 3)
            if can_kan:
                kind = rng.choice(("open_kan", "added_kan", "closed_kan"))
                if kind == "closed_kan":
                    melds.append(GMeld(kind, [T(k) for _ in range(4)]))
                    continue  # a closed kan is not a call; the call quota stays
                if kind == "open_kan":
                    melds.append(GMeld(kind, [T(k) for _ in range(4)], called=3, source=source))
                else:
                    melds.append(
                        GMeld(kind, [T(k) for _ in range(4)], called=2, source=source, added=3)
                    )
            else:
                melds.append(GMeld("pon", [T(k) for _ in range(3)], called=2, source=source))
            n_called += 1
        elif can_kan:
            melds.append(GMeld("closed_kan", [T(k) for _ in range(4)]))
        else:
            rest.append(sets[i])
    if policy.all_kans and len(melds) != 4:
        raise Retry
    return melds, rest


def standard_hand(
    rng: random.Random, bag: Bag, shape: str, sets: list[Set], pair: int, policy: CallPolicy
) -> GenHand:
    """Build a four-sets-and-a-pair hand; the winning tile is one of the concealed tiles."""
    melds, rest = make_melds(rng, bag, sets, policy)
    concealed: list[T] = []
    for what, k in rest:
        concealed.extend(T(x) for x in ((k, k + 1, k + 2) if what == "run" else (k, k, k)))
    concealed.extend((T(pair), T(pair)))
    win = concealed.pop(rng.randrange(len(concealed)))
    return GenHand(shape, concealed, melds, win, None)


def allowed_for(theme: str, rng: random.Random) -> frozenset[int]:
    if theme == "tanyao":
        return frozenset(SIMPLES)
    if theme in ("honitsu", "chinitsu"):
        s = rng.randrange(3)
        suit = set(range(9 * s, 9 * s + 9))
        return frozenset(suit | set(HONORS)) if theme == "honitsu" else frozenset(suit)
    return frozenset(range(34))


def gen_standard(rng: random.Random, bag: Bag, theme: str, seat: int, rnd: int) -> GenHand:
    """A standard hand following a theme that makes a yaku likely."""
    allowed = allowed_for(theme, rng)
    run_p = {"toitoi": 0.0, "honitsu": 0.55, "chinitsu": 0.7}.get(theme, 0.75)
    sets: list[Set] = []
    if theme == "yakuhai":
        k = rng.choice(sorted({*DRAGONS, 27 + seat, 27 + rnd}))
        if not bag.take(k, 3):
            raise Retry
        sets.append(("trip", k))
    while len(sets) < 4:
        sets.append(draw_set(rng, bag, allowed, run_p))
    pair = draw_pair(rng, bag, allowed)
    r = rng.random()
    open_calls = 0 if r < 0.45 else rng.choice((1, 1, 1, 2, 2, 2, 3, 3, 4))
    return standard_hand(rng, bag, theme, sets, pair, CallPolicy(open_calls))


def gen_chiitoitsu(rng: random.Random, bag: Bag) -> GenHand:
    pool = list(range(34))
    if rng.random() < 0.3:  # a flush or all-simples flavour now and then
        s = rng.randrange(3)
        pool = [k for k in range(34) if k // 9 == s or k >= 27]
    kinds = rng.sample(pool, 7)
    for k in kinds:
        if not bag.take(k, 2):
            raise Retry
    tiles = [T(k) for k in kinds for _ in range(2)]
    win = tiles.pop(rng.randrange(14))
    return GenHand("chiitoitsu", tiles, [], win, None)


def gen_kokushi(rng: random.Random, bag: Bag) -> GenHand:
    extra = rng.choice(ORPHANS)
    tiles = [T(k) for k in ORPHANS] + [T(extra)]
    for t in tiles:
        bag.take(t.kind)
    win = tiles.pop(rng.randrange(14))
    return GenHand("kokushi", tiles, [], win, None)


def gen_chuuren(rng: random.Random, bag: Bag) -> GenHand:
    s = 9 * rng.randrange(3)
    numbers = [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, rng.randrange(9)]
    tiles = [T(s + n) for n in numbers]
    for t in tiles:
        bag.take(t.kind)
    win = tiles.pop(rng.randrange(14))
    return GenHand("chuuren", tiles, [], win, None)


def gen_yakuman_shape(rng: random.Random, bag: Bag, name: str) -> GenHand:
    """Four sets and a pair forming a yakuman (calls allowed where the yakuman allows)."""
    calls = 0 if rng.random() < 0.5 else rng.randint(1, 3)
    policy = CallPolicy(calls)
    if name == "daisangen":
        sets: list[Set] = [("trip", k) for k in DRAGONS]
        take_sets_only(bag, sets)
        # only one copy of each dragon is left: the fourth set and the pair are not dragons
        sets.append(draw_set(rng, bag, frozenset(range(31)), 0.6))
        pair = draw_pair(rng, bag, frozenset(range(31)))
    elif name == "suuankou":
        kinds = rng.sample(range(34), 5)
        sets = [("trip", k) for k in kinds[:4]]
        pair = kinds[4]
        take_sets(bag, sets, pair)
        policy = CallPolicy(0, closed_only=True)
    elif name == "tsuuiisou":
        kinds = rng.sample(HONORS, 5)
        sets = [("trip", k) for k in kinds[:4]]
        pair = kinds[4]
        take_sets(bag, sets, pair)
    elif name == "chinroutou":
        kinds = rng.sample(TERMINALS, 5)
        sets = [("trip", k) for k in kinds[:4]]
        pair = kinds[4]
        take_sets(bag, sets, pair)
    elif name == "ryuuiisou":
        green = frozenset(GREEN)  # the only run of green tiles is s234
        sets = [draw_set(rng, bag, green, 0.3) for _ in range(4)]
        pair = draw_pair(rng, bag, green)
    elif name in ("daisuushii", "shousuushii"):
        if name == "daisuushii":
            sets = [("trip", k) for k in WINDS]
            pair = rng.choice((*range(27), *DRAGONS))
            take_sets(bag, sets, pair)
        else:
            winds = list(WINDS)
            rng.shuffle(winds)
            sets = [("trip", k) for k in winds[:3]]
            pair = winds[3]
            take_sets(bag, sets, pair)
            sets.append(draw_set(rng, bag, frozenset(k for k in range(34) if k not in WINDS), 0.6))
    elif name == "suukantsu":
        kinds = rng.sample(range(34), 5)
        sets = [("trip", k) for k in kinds[:4]]
        pair = kinds[4]
        take_sets(bag, sets, pair)
        policy = CallPolicy(rng.randint(0, 4), all_kans=True)
    else:
        raise ValueError(name)
    rng.shuffle(sets)
    return standard_hand(rng, bag, name, sets, pair, policy)


YAKUMAN_SHAPES = (
    "daisangen", "suuankou", "tsuuiisou", "ryuuiisou", "chinroutou",
    "daisuushii", "shousuushii", "suukantsu",
)
THEMES = ("free", "tanyao", "yakuhai", "honitsu", "chinitsu", "toitoi")
THEME_WEIGHTS = (30, 20, 22, 10, 4, 4)


# ----------------------------------------------------------------------------- situation

def yakuhai_kinds(seat: int, rnd: int) -> set[int]:
    return {*DRAGONS, 27 + seat, 27 + rnd}


def guaranteed_yaku(h: GenHand) -> list[str]:
    """Yaku the hand has whatever decomposition is chosen (dora not counted).

    Only facts that do not depend on how the concealed tiles are read count here; see
    the module docstring. Renhou is not counted (majiang-core has none).
    """
    out: list[str] = []
    closed = h.is_closed
    if closed and h.riichi:
        out.append("riichi" if h.riichi == 1 else "double_riichi")
    if closed and h.is_tsumo:
        out.append("menzen_tsumo")
    for flag in ("haitei", "houtei", "rinshan", "chankan", "tenhou", "chiihou"):
        if getattr(h, flag):
            out.append(flag)
    if h.shape in ("chiitoitsu", "kokushi", "chuuren"):
        out.append(h.shape)
    yakuhai = yakuhai_kinds(h.seat, h.round_wind)
    counts = [0] * 34
    for k in h.closed_kinds():
        counts[k] += 1
    if any(m.tiles[0].kind in yakuhai and m.kind != "chi" for m in h.melds) or any(
        counts[k] >= 3 for k in yakuhai
    ):
        out.append("yakuhai")
    kinds = {t.kind for t in h.hand_tiles()}
    if all(k in SIMPLES for k in kinds):
        out.append("tanyao")
    suits = {k // 9 for k in kinds if k < 27}
    if len(suits) == 1:
        out.append("flush")
    if all(k in ORPHANS for k in kinds):
        out.append("honroutou")  # or tsuuiisou / chinroutou
    if kinds <= set(GREEN):
        out.append("ryuuiisou")
    return out


def set_situation(rng: random.Random, bag: Bag, h: GenHand, renhou: bool) -> None:
    """Choose win type, flags, sticks and indicators that fit the hand."""
    closed = h.is_closed
    n_kans = sum(m.is_kan for m in h.melds)
    h.ron_source = None if rng.random() < 0.5 else rng.randint(1, 3)
    no_melds = not h.melds
    if no_melds and rng.random() < 0.015:
        if h.is_tsumo:
            h.tenhou = h.seat == 0
            h.chiihou = h.seat != 0
        elif renhou and h.seat != 0:
            h.renhou = True
    blessed = h.tenhou or h.chiihou or h.renhou
    if closed and not blessed and rng.random() < 0.6:
        h.riichi = 2 if no_melds and rng.random() < 0.06 else 1
        h.ippatsu = rng.random() < 0.2
    if h.is_tsumo and not blessed:
        if n_kans and rng.random() < 0.25 and not h.ippatsu:
            h.rinshan = True
        elif rng.random() < 0.05:
            h.haitei = True
    elif not h.is_tsumo and not blessed:
        win_copies = sum(t.kind == h.win.kind for t in h.hand_tiles())
        # robbing a kan: the other three copies are in someone's pon, so the hand may
        # hold no other copy of the winning kind and the wall must still hide all three
        if (
            win_copies == 1 and bag.count[h.win.kind] == 3 and not h.ippatsu
            and rng.random() < 0.08
        ):
            h.chankan = True
            bag.take(h.win.kind, 3)
            if h.win.kind < 27 and h.win.kind % 9 == 4:
                bag.red_free[h.win.kind // 9] = False
        elif rng.random() < 0.05:
            h.houtei = True
    others_kans = 0
    if n_kans < 4 and rng.random() < 0.1:
        others_kans = rng.randint(1, 4 - n_kans)
    for _ in range(1 + n_kans + others_kans):
        h.dora.append(bag.draw_indicator(rng))
    if h.riichi:
        for _ in range(len(h.dora)):
            h.ura.append(bag.draw_indicator(rng))
    h.honba = rng.choice((0, 0, 0, 0, 0, 1, 1, 2, 3, 4, 8))
    h.deposits = (1 if h.riichi else 0) + rng.choice((0, 0, 0, 0, 1, 1, 2, 3))


def assign_reds(rng: random.Random, bag: Bag, h: GenHand) -> None:
    """Turn one five per suit red now and then (at most one red five per suit)."""
    fives: list[list[T]] = [[], [], []]
    for t in h.hand_tiles():
        if t.kind < 27 and t.kind % 9 == 4:
            fives[t.kind // 9].append(t)
    for s in range(3):
        # with one red five per suit, four visible fives must include the red one
        if fives[s] and (len(fives[s]) == 4 or rng.random() < 0.6):
            rng.choice(fives[s]).red = True
            bag.red_free[s] = False


def fits_three_players(h: GenHand) -> bool:
    """No m2-m8, no chi, nothing called from (or won on a discard of) North's seat."""
    if any(t.kind in SANMA_MISSING for t in h.hand_tiles()):
        return False
    for m in h.melds:
        if m.kind == "chi" or (m.source is not None
                               and (h.seat + m.source) % 4 == NORTH_SEAT):
            return False
    return h.ron_source is None or (h.seat + h.ron_source) % 4 != NORTH_SEAT


def generate_one(rng: random.Random, renhou: bool = False, players: int = 4) -> GenHand:
    """One legal winning hand with a guaranteed yaku and its situation."""
    while True:
        bag = Bag(players)
        seat = rng.randrange(players)
        rnd = rng.choice((0, 0, 0, 1, 1, 2, 3) if players == 4 else (0, 0, 0, 1, 1, 2))
        r = rng.random()
        try:
            if r < 0.06:
                h = gen_chiitoitsu(rng, bag)
            elif r < 0.068:
                h = gen_kokushi(rng, bag)
            elif r < 0.073:
                h = gen_chuuren(rng, bag)
            elif r < 0.103:
                h = gen_yakuman_shape(rng, bag, rng.choice(YAKUMAN_SHAPES))
            else:
                theme = rng.choices(THEMES, THEME_WEIGHTS)[0]
                h = gen_standard(rng, bag, theme, seat, rnd)
        except Retry:
            continue
        h.seat, h.round_wind = seat, rnd
        if players == 3:
            h.players = 3
            # kita before the indicators are drawn: set-aside Norths are not in the wall
            h.kita = min(rng.choice((0, 0, 0, 1, 1, 2, 3)), bag.count[NORTH])
            bag.take(NORTH, h.kita)
        assign_reds(rng, bag, h)
        set_situation(rng, bag, h, renhou)
        if players == 3 and not fits_three_players(h):
            continue
        h.guaranteed = guaranteed_yaku(h)
        if h.guaranteed:
            return h


def generate(
    n: int, seed: int, renhou: bool = False, keep: Callable[[GenHand], bool] | None = None,
    players: int = 4,
) -> Iterator[GenHand]:
    """``n`` hands from ``seed`` (the same seed always gives the same hands)."""
    rng = random.Random(seed)
    made = 0
    while made < n:
        h = generate_one(rng, renhou, players)
        if keep is None or keep(h):
            made += 1
            yield h


# ----------------------------------------------------------------------------- rendering

def tiles_text(tiles: list[T]) -> str:
    """Prefix spelling in canonical order (by kind, red five first): ``m123p0z11``."""
    out: list[str] = []
    suit = ""
    for t in sorted(tiles, key=lambda t: (t.kind, not t.red)):
        if t.suit != suit:
            suit = t.suit
            out.append(suit)
        out.append(t.digit)
    return "".join(out)


def meld_text(m: GMeld) -> str:
    """A meld in the notation shared by mjcalc and majiang-core (``m3-45``, ``s505+5``)."""
    suit = m.tiles[0].suit
    if m.kind == "closed_kan":
        # plain fives before the red one, as majiang-core writes it (m5550)
        return suit + "".join(sorted((t.digit for t in m.tiles), reverse=True))
    mark = MARKS[(m.source or 1) - 1]
    if m.kind == "chi":
        assert m.called is not None
        return suit + "".join(
            t.digit + (mark if i == m.called else "") for i, t in enumerate(m.tiles)
        )
    assert m.called is not None
    others = [t for i, t in enumerate(m.tiles) if i not in (m.called, m.added)]
    head = "".join(sorted((t.digit for t in others), reverse=True))
    text = suit + head + m.tiles[m.called].digit + mark
    if m.added is not None:
        text += m.tiles[m.added].digit
    return text


def hand_text(h: GenHand) -> str:
    """The hand as both mjcalc and majiang-core read it; tsumo: the drawn tile last."""
    text = tiles_text(h.concealed)
    if h.is_tsumo:
        text += str(h.win)
    return ",".join([text, *(meld_text(m) for m in h.melds)])


def ron_text(h: GenHand) -> str | None:
    return None if h.ron_source is None else str(h.win) + MARKS[h.ron_source - 1]


def to_args(h: GenHand) -> str:
    """``mjcalc score`` arguments for the hand (one shell-safe line)."""
    parts = [hand_text(h)]
    ron = ron_text(h)
    if ron:
        parts += ["--ron", ron]
    parts += ["--seat", str(h.seat), "--round", str(h.round_wind)]
    if h.dora:
        parts += ["--dora", "".join(str(t) for t in h.dora)]
    if h.ura:
        parts += ["--ura", "".join(str(t) for t in h.ura)]
    if h.riichi == 1:
        parts.append("--riichi")
    elif h.riichi == 2:
        parts.append("--double-riichi")
    for flag in (
        "ippatsu", "haitei", "houtei", "rinshan", "chankan", "tenhou", "chiihou", "renhou"
    ):
        if getattr(h, flag):
            parts.append("--" + flag)
    if h.honba:
        parts += ["--honba", str(h.honba)]
    if h.deposits:
        parts += ["--deposits", str(h.deposits)]
    if h.players == 3:
        parts += ["--players", "3"]
        if h.kita:
            parts += ["--kita", str(h.kita)]
    return " ".join(parts)


def to_majiang(h: GenHand) -> dict[str, Any]:
    """The ``Majiang.Util.hule`` input record (renhou cannot be said: majiang has none)."""
    return {
        "shoupai": hand_text(h),
        "rongpai": ron_text(h),
        "param": {
            "zhuangfeng": h.round_wind,
            "menfeng": h.seat,
            "hupai": {
                "lizhi": h.riichi,
                "yifa": h.ippatsu,
                "qianggang": h.chankan,
                "lingshang": h.rinshan,
                "haidi": 1 if h.haitei else 2 if h.houtei else 0,
                "tianhu": 1 if h.tenhou else 2 if h.chiihou else 0,
            },
            "baopai": [str(t) for t in h.dora],
            "fubaopai": [str(t) for t in h.ura] if h.riichi else None,
            "jicun": {"changbang": h.honba, "lizhibang": h.deposits},
        },
    }


# ----------------------------------------------------------------------------- scoring bridge

def to_domain(h: GenHand) -> tuple[Any, Any]:
    """The hand and situation as ``scoring`` domain objects (needs the project installed)."""
    from scoring.hands import Hand, Meld, MeldKind, Source, sorted_tiles
    from scoring.situation import Situation
    from scoring.tiles import Tile

    def tile(t: T) -> Tile:
        return Tile(t.kind, t.red)

    melds = []
    for m in h.melds:
        melds.append(
            Meld(
                MeldKind(m.kind),
                sorted_tiles([tile(t) for t in m.tiles]),
                called=None if m.called is None else tile(m.tiles[m.called]),
                source=None if m.source is None else Source(m.source),
                added=None if m.added is None else tile(m.tiles[m.added]),
            )
        )
    hand = Hand(
        sorted_tiles([tile(t) for t in h.concealed]),
        tuple(melds),
        tile(h.win),
        None if h.ron_source is None else Source(h.ron_source),
    )
    situation = Situation(
        round_wind=h.round_wind,
        seat=h.seat,
        dora_indicators=tuple(tile(t) for t in h.dora),
        ura_indicators=tuple(tile(t) for t in h.ura),
        riichi=h.riichi == 1,
        double_riichi=h.riichi == 2,
        ippatsu=h.ippatsu,
        haitei=h.haitei,
        houtei=h.houtei,
        rinshan=h.rinshan,
        chankan=h.chankan,
        tenhou=h.tenhou,
        chiihou=h.chiihou,
        renhou=h.renhou,
        honba=h.honba,
        deposits=h.deposits,
        kita=h.kita,
    )
    return hand, situation


def load_score() -> Callable[..., Any]:
    """``scoring.score`` (re-exported by the package, or from the module that holds it)."""
    import scoring

    exported: Callable[..., Any] | None = getattr(scoring, "score", None)
    if exported is not None:
        return exported
    from scoring.hand.scorer import score

    return score


def score_filter(preset: str) -> Callable[[GenHand], bool]:
    """A filter keeping hands that ``scoring.score`` scores under ``preset`` without error."""
    from scoring import Rules
    from scoring.errors import MjcalcError

    score = load_score()

    rules = Rules(preset)

    def keep(h: GenHand) -> bool:
        hand, situation = to_domain(h)
        try:
            score(hand, situation, rules)
        except MjcalcError:
            return False
        return True

    return keep


# ----------------------------------------------------------------------------- CLI

def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=10_000, help="number of hands (10000)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (1)")
    parser.add_argument("--form", choices=("args", "majiang", "both"), default="args")
    parser.add_argument("-o", "--output", help="output file (both: base name); default stdout")
    parser.add_argument("--renhou", action="store_true",
                        help="also generate renhou (args form only says it; majiang has none)")
    parser.add_argument("--filter-score", metavar="PRESET", nargs="?", const="saki",
                        help="keep only hands scoring.score accepts under PRESET (saki)")
    parser.add_argument("--stats", action="store_true", help="print shape counts on stderr")
    parser.add_argument("--players", type=int, choices=(4, 3), default=4,
                        help="4, or 3 for three-player hands (args form: --players 3)")
    opts = parser.parse_args(argv)

    keep = score_filter(opts.filter_score) if opts.filter_score else None
    hands = generate(opts.n, opts.seed, opts.renhou, keep, opts.players)
    shapes: dict[str, int] = {}

    def note(h: GenHand) -> GenHand:
        shapes[h.shape] = shapes.get(h.shape, 0) + 1
        return h

    if opts.output and opts.form == "both":
        with open(opts.output + ".args", "w") as fa, open(opts.output + ".jsonl", "w") as fm:
            for h in map(note, hands):
                fa.write(to_args(h) + "\n")
                fm.write(json.dumps(to_majiang(h), ensure_ascii=False) + "\n")
    else:
        out = open(opts.output, "w") if opts.output else sys.stdout  # noqa: SIM115
        try:
            for h in map(note, hands):
                if opts.form == "args":
                    line = to_args(h)
                elif opts.form == "majiang":
                    line = json.dumps(to_majiang(h), ensure_ascii=False)
                else:
                    line = json.dumps({"args": to_args(h), "majiang": to_majiang(h)},
                                      ensure_ascii=False)
                out.write(line + "\n")
        finally:
            if out is not sys.stdout:
                out.close()
    if opts.stats:
        for name, count in sorted(shapes.items(), key=lambda kv: -kv[1]):
            print(f"{name:12} {count}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
