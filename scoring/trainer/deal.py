"""Deals for the trainer (``mjcalc quiz``): realistic winning hands with their situations.

A deal is drawn the way hands come at a table rather than as uniform random tiles: a
*theme* is picked by weight (mostly runs with a plain pair, a yakuhai triplet, all
simples; now and then a half flush, all triplets, seven pairs; at level 3 rarely a
yakuman), its sets are laid out, a winning tile is picked inside one concealed group,
some groups are called at levels 2 and 3 (kans at 3), and a situation fits around it
(riichi only when closed, rinshan only with a kan, ura only with riichi). The deal is
scored; one without a yaku, or outside its level (:data:`LEVELS`), is drawn again.

Learning items (:func:`scoring.trainer.grade.learning_items`) name what a hand teaches —
"closed terminal triplet", "kanchan wait", a yaku — so that a learner's misses can
bring hands that hold them back more often: :func:`deal` draws a few candidates and picks one by the
``weigh`` function the caller gives (``scoring.trainer.progress.Progress.weigh``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from ..errors import MjcalcError
from ..hand.score_result import ScoreResult
from ..hand.scorer import score
from ..hands import Hand, Meld, MeldKind, Source
from ..rules import Rules
from ..situation import Situation
from ..tiles import Tile

HONORS: Final = tuple(range(27, 34))
DRAGONS: Final = (31, 32, 33)
WINDS: Final = (27, 28, 29, 30)
ORPHANS: Final = (0, 8, 9, 17, 18, 26, *HONORS)
SIMPLES: Final = tuple(k for k in range(27) if k % 9 not in (0, 8))
#: tries before giving up on a level's constraints (never reached in practice: the
#: themes of every level find a scorable hand within a few draws).
MAX_TRIES: Final = 2000
#: candidates drawn per deal when a weighting is given: the deal is picked among them.
CANDIDATES: Final = 4


@dataclass(frozen=True)
class Level:
    """What a level of the trainer deals."""

    number: int
    description: str
    open_hands: bool
    kans: bool
    yakuman: bool
    honba: bool
    #: the yaku (ids) its hands may hold; None: any. Dora entries are always allowed.
    yaku: frozenset[str] | None
    #: weight of each theme (see :data:`THEMES`); a theme missing is never dealt.
    themes: tuple[tuple[str, int], ...]


_COMMON_YAKU: Final = frozenset({
    "riichi", "ippatsu", "menzen_tsumo", "pinfu", "iipeikou", "tanyao", "yakuhai_haku",
    "yakuhai_hatsu", "yakuhai_chun", "seat_wind", "round_wind", "chiitoitsu"})

#: the trainer's levels (issue 16): 1 closed hands, no kans, common yaku; 2 open hands
#: and every ordinary yaku; 3 kans, rinshan, chankan, yakuman and honba too.
LEVELS: Final[dict[int, Level]] = {
    1: Level(1, "closed hands, no kans, common yaku", open_hands=False, kans=False,
             yakuman=False, honba=False, yaku=_COMMON_YAKU,
             themes=(("runs", 6), ("mixed", 4), ("yakuhai", 3), ("tanyao", 3),
                     ("chiitoitsu", 1))),
    2: Level(2, "open hands, every ordinary yaku, no kans", open_hands=True, kans=False,
             yakuman=False, honba=False, yaku=None,
             themes=(("runs", 5), ("mixed", 4), ("yakuhai", 4), ("tanyao", 3),
                     ("honitsu", 2), ("toitoi", 1), ("chiitoitsu", 1))),
    3: Level(3, "kans, chankan, rinshan, open hands, yakuman, honba", open_hands=True,
             kans=True, yakuman=True, honba=True, yaku=None,
             themes=(("runs", 4), ("mixed", 4), ("yakuhai", 4), ("tanyao", 3),
                     ("honitsu", 2), ("toitoi", 2), ("chiitoitsu", 1), ("yakuman", 1))),
}


@dataclass(frozen=True)
class Deal:
    """A dealt winning hand, its situation and its score."""

    hand: Hand
    situation: Situation
    result: ScoreResult
    theme: str


# A group while a hand is laid out: ("run" | "triplet" | "pair", lowest kind).
_Group = tuple[str, int]


def group_kinds(group: _Group) -> list[int]:
    """The tile kinds of a run, triplet or pair."""
    what, kind = group
    if what == "run":
        return [kind, kind + 1, kind + 2]
    return [kind] * (2 if what == "pair" else 3)


def _run(rng: random.Random, simples: bool, suit: int | None = None) -> _Group:
    suit = rng.randrange(3) if suit is None else suit
    # runs from 2 to 6 (all simples), else 1 to 7, weighted to the middle as at a table
    start = rng.choice((1, 2, 3, 4, 5) if simples else (0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6))
    return ("run", suit * 9 + start)


def _plain_pair(rng: random.Random, simples: bool) -> _Group:
    if simples:
        return ("pair", rng.choice(SIMPLES))
    # mostly a number tile; an honor pair now and then (it may score pair fu)
    return ("pair", rng.randrange(27) if rng.random() < 0.8 else rng.choice(HONORS))


def theme_groups(theme: str, rng: random.Random) -> list[_Group]:
    """The four sets and the pair (or seven pairs, or the thirteen orphans) of a theme."""
    if theme == "runs":
        return [_run(rng, False) for _ in range(4)] + [("pair", rng.randrange(27))]
    if theme == "mixed":
        return ([_run(rng, False) for _ in range(3)]
                + [("triplet", rng.randrange(34)), _plain_pair(rng, False)])
    if theme == "yakuhai":
        honor = rng.choice(DRAGONS + WINDS)
        sets = [_run(rng, False) if rng.random() < 0.75 else ("triplet", rng.randrange(27))
                for _ in range(3)]
        return [("triplet", honor), *sets, _plain_pair(rng, False)]
    if theme == "tanyao":
        sets = [_run(rng, True) if rng.random() < 0.75 else ("triplet", rng.choice(SIMPLES))
                for _ in range(4)]
        return [*sets, _plain_pair(rng, True)]
    if theme == "honitsu":
        suit = rng.randrange(3)
        sets = [_run(rng, False, suit) if rng.random() < 0.6
                else ("triplet", rng.choice((*range(suit * 9, suit * 9 + 9), *HONORS)))
                for _ in range(4)]
        return [*sets, ("pair", rng.choice((*range(suit * 9, suit * 9 + 9), *HONORS)))]
    if theme == "toitoi":
        kinds = rng.sample(range(34), 5)
        return [("triplet", k) for k in kinds[:4]] + [("pair", kinds[4])]
    if theme == "chiitoitsu":
        return [("pair", k) for k in rng.sample(range(34), 7)]
    return _yakuman_groups(rng)


def _yakuman_groups(rng: random.Random) -> list[_Group]:
    shape = rng.choice(("daisangen", "suuankou", "kokushi", "tsuuiisou", "shousuushii"))
    if shape == "daisangen":
        return [("triplet", k) for k in DRAGONS] + [_run(rng, False), _plain_pair(rng, False)]
    if shape == "suuankou":
        kinds = rng.sample(range(34), 5)
        return [("triplet", k) for k in kinds[:4]] + [("pair", kinds[4])]
    if shape == "tsuuiisou":
        kinds = rng.sample(HONORS, 5)
        return [("triplet", k) for k in kinds[:4]] + [("pair", kinds[4])]
    if shape == "shousuushii":
        winds = rng.sample(WINDS, 4)
        return ([("triplet", k) for k in winds[:3]]
                + [_run(rng, False), ("pair", winds[3])])
    extra = rng.choice(ORPHANS)  # kokushi: one of each orphan, one of them twice
    return [("single", k) for k in ORPHANS] + [("single", extra)]


def kinds_fit(groups: Sequence[_Group]) -> bool:
    """True when the groups hold no kind more than four times."""
    counts = [0] * 34
    for group in groups:
        for kind in group_kinds(group) if group[0] != "single" else [group[1]]:
            counts[kind] += 1
    return max(counts) <= 4


class _Layout:
    """A hand being laid out: its groups, which are called, and the winning tile."""

    def __init__(self, groups: list[_Group], rng: random.Random, level: Level,
                 rules: Rules) -> None:
        self.rng = rng
        self.level = level
        self.rules = rules
        self.groups = groups
        self.melds: list[Meld] = []
        self.win_group = rng.randrange(len(groups))

    def hand(self, ron: bool) -> tuple[Hand, int]:
        """The hand (melds called, red fives placed) and its number of kans."""
        rng, level = self.rng, self.level
        concealed: list[int] = []
        melds: list[Meld] = []
        standard = all(g[0] != "single" for g in self.groups) and len(self.groups) == 5
        call = (standard and level.open_hands and rng.random() < 0.45)
        closed_kans = standard and level.kans and rng.random() < 0.15
        win_kind = -1
        kans = 0
        for index, group in enumerate(self.groups):
            kinds = group_kinds(group) if group[0] != "single" else [group[1]]
            if index == self.win_group:
                win_kind = rng.choice(kinds)
                kinds = list(kinds)
                kinds.remove(win_kind)
                concealed.extend(kinds)
                continue
            meld = None
            if group[0] in ("run", "triplet") and call and rng.random() < 0.5:
                meld = self._called(group, kinds)
            elif group[0] == "triplet" and closed_kans and rng.random() < 0.5:
                meld = Meld(MeldKind.CLOSED_KAN, tuple(Tile(group[1]) for _ in range(4)))
            if meld is None:
                concealed.extend(kinds)
            else:
                melds.append(meld)
                kans += meld.kind.is_kan
        tiles = [Tile(k) for k in sorted(concealed)]
        win = Tile(win_kind)
        tiles, win = self._reds(tiles, win)
        source = Source(rng.randrange(1, 4)) if ron else None
        return Hand(tuple(tiles), tuple(melds), win, source), kans

    def _called(self, group: _Group, kinds: list[int]) -> Meld:
        rng = self.rng
        what, kind = group
        if what == "run":
            called = Tile(rng.choice(kinds))
            return Meld(MeldKind.CHI, tuple(Tile(k) for k in kinds), called, Source.KAMICHA)
        source = Source(rng.randrange(1, 4))
        if self.level.kans and rng.random() < 0.35:
            four = tuple(Tile(kind) for _ in range(4))
            if rng.random() < 0.5:
                return Meld(MeldKind.OPEN_KAN, four, Tile(kind), source)
            return Meld(MeldKind.ADDED_KAN, four, Tile(kind), source, Tile(kind))
        return Meld(MeldKind.PON, tuple(Tile(kind) for _ in range(3)), Tile(kind), source)

    def _reds(self, tiles: list[Tile], win: Tile) -> tuple[list[Tile], Tile]:
        """One five of a suit turned red, most of the time, when the rules have red fives."""
        for suit in range(3):
            if self.rules.red_fives("mps"[suit]) < 1 or self.rng.random() < 0.75:
                continue
            five = suit * 9 + 4
            for i, tile in enumerate(tiles):
                if tile.kind == five:
                    tiles[i] = Tile(five, red=True)
                    break
            else:
                if win.kind == five:
                    win = Tile(five, red=True)
        tiles.sort(key=lambda t: (t.kind, 0 if t.red else 1))
        return tiles, win


def _indicators(rng: random.Random, count: int, used: list[int]) -> tuple[Tile, ...]:
    """``count`` indicator tiles that keep every kind at four copies or fewer."""
    out: list[Tile] = []
    while len(out) < count:
        kind = rng.randrange(34)
        if used[kind] < 4:
            used[kind] += 1
            out.append(Tile(kind))
    return tuple(out)


def _situation(rng: random.Random, hand: Hand, kans: int, level: Level) -> Situation:
    """A situation that fits the hand (riichi only closed, rinshan only with a kan...)."""
    used = [0] * 34
    for tile in hand.all_tiles:
        used[tile.kind] += 1
    seat = rng.randrange(4)
    round_wind = 0 if rng.random() < 0.7 else 1
    ron = hand.win_source is not None
    riichi = hand.is_closed and rng.random() < (0.6 if level.number == 1 else 0.45)
    double_riichi = riichi and level.number == 3 and rng.random() < 0.05
    riichi = riichi and not double_riichi
    ippatsu = (riichi or double_riichi) and rng.random() < 0.12
    rinshan = level.kans and kans > 0 and not ron and rng.random() < 0.35
    chankan = level.kans and ron and not ippatsu and rng.random() < 0.04
    last_tile = level.number > 1 and not rinshan and not chankan and rng.random() < 0.04
    dora = _indicators(rng, 1 + kans, used)
    ura = _indicators(rng, 1 + kans, used) if riichi or double_riichi else ()
    honba = rng.choice((0, 0, 0, 0, 1, 1, 2, 3)) if level.honba else 0
    deposits = int(riichi or double_riichi) + (rng.choice((0, 0, 0, 1)) if level.honba else 0)
    return Situation(round_wind=round_wind, seat=seat, dora_indicators=dora,
                     ura_indicators=ura, riichi=riichi, double_riichi=double_riichi,
                     ippatsu=ippatsu, haitei=last_tile and not ron,
                     houtei=last_tile and ron, rinshan=rinshan, chankan=chankan,
                     honba=honba, deposits=deposits)


def fits_level(result: ScoreResult, level: Level) -> bool:
    """True when a scored hand stays inside what the level deals."""
    hand = result.hand
    if not level.open_hands and not hand.is_closed:
        return False
    if not level.kans and any(m.kind.is_kan for m in hand.melds):
        return False
    if not level.yakuman and result.best.yakuman:
        return False
    if not level.honba and result.situation.honba:
        return False
    if level.yaku is not None:
        from ..hand.yaku import YAKU_BY_ID

        for hit in result.best.yaku:
            if not YAKU_BY_ID[hit.id].dora and hit.id not in level.yaku:
                return False
    return True


def _one_deal(rng: random.Random, level: Level, rules: Rules) -> Deal:
    names = [name for name, _ in level.themes]
    weights = [weight for _, weight in level.themes]
    for _ in range(MAX_TRIES):
        theme = rng.choices(names, weights)[0]
        groups = theme_groups(theme, rng)
        if not kinds_fit(groups):
            continue
        ron = rng.random() < 0.6
        hand, kans = _Layout(groups, rng, level, rules).hand(ron)
        situation = _situation(rng, hand, kans, level)
        try:
            result = score(hand, situation, rules)
        except MjcalcError:  # no yaku, or a flag the hand cannot carry: draw again
            continue
        if fits_level(result, level):
            return Deal(hand, situation, result, theme)
    raise RuntimeError(f"no hand found for level {level.number}")  # pragma: no cover


def deal(rng: random.Random, level: int, rules: Rules,
         weigh: Callable[[Deal], float] | None = None) -> Deal:
    """A winning hand with a yaku for ``level`` (1-3), drawn from ``rng``.

    With ``weigh``, :data:`CANDIDATES` hands are drawn and one is picked with probability
    proportional to its weight (the trainer weighs up hands holding missed items).
    The same ``rng`` state gives the same deal.
    """
    chosen = LEVELS[level]
    if weigh is None:
        return _one_deal(rng, chosen, rules)
    candidates = [_one_deal(rng, chosen, rules) for _ in range(CANDIDATES)]
    return rng.choices(candidates, [weigh(c) for c in candidates])[0]
