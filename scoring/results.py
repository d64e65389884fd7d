"""What scoring a hand produces: decompositions, yaku, fu items, limits and payments."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from enum import Enum
from typing import Any

from .hands import Hand
from .situation import Situation
from .tiles import Tile


class Form(str, Enum):
    """The three shapes of a winning hand."""

    STANDARD = "standard"  # four sets and a pair
    SEVEN_PAIRS = "seven_pairs"
    THIRTEEN_ORPHANS = "thirteen_orphans"


class Wait(str, Enum):
    """How the winning tile completed the hand, in the decomposition it was read in."""

    RYANMEN = "ryanmen"  # open wait: 23 waiting on 1 or 4
    KANCHAN = "kanchan"  # closed wait: 13 waiting on 2
    PENCHAN = "penchan"  # edge wait: 12 waiting on 3, 89 waiting on 7
    TANKI = "tanki"  # pair wait
    SHANPON = "shanpon"  # two pairs, one becomes a triplet
    KOKUSHI = "kokushi"  # thirteen orphans waiting on its missing kind
    KOKUSHI_13 = "kokushi_13"  # thirteen orphans waiting on all 13 kinds


class GroupKind(str, Enum):
    """The parts a standard hand is read as."""

    RUN = "run"
    TRIPLET = "triplet"
    KAN = "kan"
    PAIR = "pair"
    SINGLE = "single"  # one lone tile of thirteen orphans


@dataclass(frozen=True, slots=True)
class Group:
    """One part of a decomposition.

    ``concealed`` is False for called melds and for a triplet completed by ron.
    ``meld`` is the index of the called meld (in call order) it comes from, if any.
    ``has_win`` marks the group the winning tile was read into.
    """

    kind: GroupKind
    tiles: tuple[Tile, ...]
    concealed: bool
    meld: int | None = None
    has_win: bool = False

    @property
    def first_kind(self) -> int:
        """The lowest tile kind in the group."""
        return min(t.kind for t in self.tiles)


@dataclass(frozen=True, slots=True)
class Decomposition:
    """One way of reading the winning hand: its groups and its wait."""

    form: Form
    groups: tuple[Group, ...]
    wait: Wait


@dataclass(frozen=True, slots=True)
class YakuHit:
    """A yaku (or dora count) in a result.

    ``han`` is 0 for a yakuman; ``yakuman`` is how many yakuman it is worth (1 or 2).
    For dora-type entries ``han`` is the count.
    """

    id: str
    han: int
    yakuman: int = 0


@dataclass(frozen=True, slots=True)
class FuItem:
    """One line of the fu count: a code, the fu, why, and the tiles it comes from."""

    code: str
    fu: int
    reason: str
    tiles: tuple[Tile, ...] = ()


@dataclass(frozen=True, slots=True)
class Evaluation:
    """The score of one decomposition under the situation and rules."""

    decomposition: Decomposition
    yaku: tuple[YakuHit, ...]
    han: int
    fu: int  # rounded (or fixed: 20/25/30)
    raw_fu: int  # before rounding
    fu_items: tuple[FuItem, ...]
    yakuman: int  # number of yakuman (kazoe counted here too); 0 for none
    limit: str | None  # None, mangan, haneman, baiman, sanbaiman, yakuman, kazoe_yakuman
    basic: int  # basic points (fu x 2^(han+2), or the limit's)
    points: int  # what the win is worth before honba and deposits
    #: False for a reading with no yaku (then basic and points are 0, limit None): such
    #: readings are listed among ScoreResult.considered but never chosen.
    has_yaku: bool = True


@dataclass(frozen=True, slots=True)
class Payment:
    """One payment from a seat to a winner. ``part``: basic, honba, deposits or pao."""

    payer: int | None  # None for the table (riichi deposits)
    payee: int
    amount: int
    part: str


@dataclass(frozen=True, slots=True)
class Settlement:
    """All payments of a hand and the resulting net change of the four seats.

    ``abortive_draw`` is True when the win is not paid at all (a triple ron under
    ``triple_ron=draw``): then there are no payments and the net is all zero.
    """

    payments: tuple[Payment, ...]
    net: tuple[int, int, int, int]
    abortive_draw: bool = False


@dataclass(frozen=True, slots=True)
class ScoreResult:
    """The full answer for one winning hand."""

    hand: Hand
    situation: Situation
    preset: str
    best: Evaluation
    considered: tuple[Evaluation, ...]  # every decomposition tried, best first
    why: str  # why the best was chosen, in words
    settlement: Settlement
    discarder: int | None  # None on tsumo
    pao: int | None  # the liable seat, if any


# --- fast construction for the scorer's hot path (issue 5) ---------------------------
# A frozen dataclass's __init__ stores each field through ``object.__setattr__`` (plain
# assignment is what "frozen" refuses), about 0.1 µs a field; the scorer makes several of
# these objects for every hand. The ``build_*`` functions below make the very same objects
# (same class, same field values, equal to what the class itself would make) by setting
# the slots through their descriptors, about twice as fast. They check nothing more than
# __init__ does (these classes have no __post_init__). tests/scoring/test_results.py
# checks that each one sets every field of its class.

_new = object.__new__


def slot_setters(cls: type) -> tuple[Callable[[Any, Any], None], ...]:
    """The ``__set__`` of each field's slot descriptor of a slotted dataclass, in order."""
    return tuple(getattr(cls, f.name).__set__ for f in fields(cls))


_G = slot_setters(Group)
_D = slot_setters(Decomposition)
_F = slot_setters(FuItem)
_E = slot_setters(Evaluation)
_P = slot_setters(Payment)
_S = slot_setters(Settlement)
_R = slot_setters(ScoreResult)


def build_group(kind: GroupKind, tiles: tuple[Tile, ...], concealed: bool,
                meld: int | None, has_win: bool) -> Group:
    """``Group(kind, tiles, concealed, meld, has_win)``, built faster."""
    g = _new(Group)
    _G[0](g, kind)
    _G[1](g, tiles)
    _G[2](g, concealed)
    _G[3](g, meld)
    _G[4](g, has_win)
    return g


def build_decomposition(form: Form, groups: tuple[Group, ...], wait: Wait) -> Decomposition:
    """``Decomposition(form, groups, wait)``, built faster."""
    d = _new(Decomposition)
    _D[0](d, form)
    _D[1](d, groups)
    _D[2](d, wait)
    return d


def build_fu_item(code: str, fu: int, reason: str, tiles: tuple[Tile, ...] = ()) -> FuItem:
    """``FuItem(code, fu, reason, tiles)``, built faster."""
    i = _new(FuItem)
    _F[0](i, code)
    _F[1](i, fu)
    _F[2](i, reason)
    _F[3](i, tiles)
    return i


def build_evaluation(decomposition: Decomposition, yaku: tuple[YakuHit, ...], han: int,
                     fu: int, raw_fu: int, fu_items: tuple[FuItem, ...], yakuman: int,
                     limit: str | None, basic: int, points: int, has_yaku: bool
                     ) -> Evaluation:
    """``Evaluation(...)`` with every field in order, built faster."""
    e = _new(Evaluation)
    s = _E
    s[0](e, decomposition)
    s[1](e, yaku)
    s[2](e, han)
    s[3](e, fu)
    s[4](e, raw_fu)
    s[5](e, fu_items)
    s[6](e, yakuman)
    s[7](e, limit)
    s[8](e, basic)
    s[9](e, points)
    s[10](e, has_yaku)
    return e


def build_payment(payer: int | None, payee: int, amount: int, part: str) -> Payment:
    """``Payment(payer, payee, amount, part)``, built faster."""
    p = _new(Payment)
    _P[0](p, payer)
    _P[1](p, payee)
    _P[2](p, amount)
    _P[3](p, part)
    return p


def build_settlement(payments: tuple[Payment, ...], net: tuple[int, int, int, int],
                     abortive_draw: bool = False) -> Settlement:
    """``Settlement(payments, net, abortive_draw)``, built faster."""
    s = _new(Settlement)
    _S[0](s, payments)
    _S[1](s, net)
    _S[2](s, abortive_draw)
    return s


def build_score_result(hand: Hand, situation: Situation, preset: str, best: Evaluation,
                       considered: tuple[Evaluation, ...], why: str, settlement: Settlement,
                       discarder: int | None, pao: int | None) -> ScoreResult:
    """``ScoreResult(...)`` with every field in order, built faster."""
    r = _new(ScoreResult)
    s = _R
    s[0](r, hand)
    s[1](r, situation)
    s[2](r, preset)
    s[3](r, best)
    s[4](r, considered)
    s[5](r, why)
    s[6](r, settlement)
    s[7](r, discarder)
    s[8](r, pao)
    return r
