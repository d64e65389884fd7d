"""What scoring a hand produces, part by part: decompositions, yaku, fu items, limits and
payments (the whole answer, :class:`scoring.hand.score_result.ScoreResult`, is made of them)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Final

from ..frozen import Value, refuse_delete, set_once, stores_directly
from ..tiles import Tile


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


@dataclass(init=False, unsafe_hash=True, slots=True)
class Group(Value):
    """One part of a decomposition.

    ``concealed`` is False for called melds and for a triplet completed by ron.
    ``meld`` is the index of the called meld (in call order) it comes from, if any.
    ``has_win`` marks the group the winning tile was read into.
    """

    kind: Final[GroupKind]
    tiles: Final[tuple[Tile, ...]]
    concealed: Final[bool]
    meld: Final[int | None]
    has_win: Final[bool]

    def __init__(self, kind: GroupKind, tiles: tuple[Tile, ...], concealed: bool,
                 meld: int | None = None, has_win: bool = False) -> None:
        self.kind = kind
        self.tiles = tiles
        self.concealed = concealed
        self.meld = meld
        self.has_win = has_win

    def __setattr__(self, name: str, value: object) -> None:
        set_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)

    @property
    def first_kind(self) -> int:
        """The lowest tile kind in the group."""
        return min(t.kind for t in self.tiles)


stores_directly(Group)


@dataclass(init=False, unsafe_hash=True, slots=True)
class Decomposition(Value):
    """One way of reading the winning hand: its groups and its wait."""

    form: Final[Form]
    groups: Final[tuple[Group, ...]]
    wait: Final[Wait]

    def __init__(self, form: Form, groups: tuple[Group, ...], wait: Wait) -> None:
        self.form = form
        self.groups = groups
        self.wait = wait

    def __setattr__(self, name: str, value: object) -> None:
        set_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)


stores_directly(Decomposition)


@dataclass(init=False, unsafe_hash=True, slots=True)
class YakuHit(Value):
    """A yaku (or dora count) in a result.

    ``han`` is 0 for a yakuman; ``yakuman`` is how many yakuman it is worth (1 or 2).
    For dora-type entries ``han`` is the count.
    """

    id: Final[str]
    han: Final[int]
    yakuman: Final[int]

    def __init__(self, id: str, han: int, yakuman: int = 0) -> None:
        self.id = id
        self.han = han
        self.yakuman = yakuman

    def __setattr__(self, name: str, value: object) -> None:
        set_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)


stores_directly(YakuHit)


@dataclass(init=False, unsafe_hash=True, slots=True)
class FuItem(Value):
    """One line of the fu count: a code, the fu, why, and the tiles it comes from."""

    code: Final[str]
    fu: Final[int]
    reason: Final[str]
    tiles: Final[tuple[Tile, ...]]

    def __init__(self, code: str, fu: int, reason: str, tiles: tuple[Tile, ...] = ()) -> None:
        self.code = code
        self.fu = fu
        self.reason = reason
        self.tiles = tiles

    def __setattr__(self, name: str, value: object) -> None:
        set_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)


stores_directly(FuItem)


@dataclass(init=False, unsafe_hash=True, slots=True)
class Evaluation(Value):
    """The score of one decomposition under the situation and rules."""

    decomposition: Final[Decomposition]
    yaku: Final[tuple[YakuHit, ...]]
    han: Final[int]
    fu: Final[int]  # rounded (or fixed: 20/25/30)
    raw_fu: Final[int]  # before rounding
    fu_items: Final[tuple[FuItem, ...]]
    yakuman: Final[int]  # number of yakuman (kazoe counted here too); 0 for none
    limit: Final[str | None]  # None, mangan, haneman, baiman, sanbaiman, yakuman, kazoe_yakuman
    basic: Final[int]  # basic points (fu x 2^(han+2), or the limit's)
    points: Final[int]  # what the win is worth before honba and deposits
    #: False for a reading with no yaku (then basic and points are 0, limit None): such
    #: readings are listed among ScoreResult.considered but never chosen.
    has_yaku: Final[bool]

    def __init__(self, decomposition: Decomposition, yaku: tuple[YakuHit, ...], han: int, fu: int,
                 raw_fu: int, fu_items: tuple[FuItem, ...], yakuman: int, limit: str | None,
                 basic: int, points: int, has_yaku: bool = True) -> None:
        self.decomposition = decomposition
        self.yaku = yaku
        self.han = han
        self.fu = fu
        self.raw_fu = raw_fu
        self.fu_items = fu_items
        self.yakuman = yakuman
        self.limit = limit
        self.basic = basic
        self.points = points
        self.has_yaku = has_yaku

    def __setattr__(self, name: str, value: object) -> None:
        set_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)


stores_directly(Evaluation)


@dataclass(init=False, unsafe_hash=True, slots=True)
class Payment(Value):
    """One payment from a seat to a winner. ``part``: basic, honba, deposits or pao."""

    payer: Final[int | None]  # None for the table (riichi deposits)
    payee: Final[int]
    amount: Final[int]
    part: Final[str]

    def __init__(self, payer: int | None, payee: int, amount: int, part: str) -> None:
        self.payer = payer
        self.payee = payee
        self.amount = amount
        self.part = part

    def __setattr__(self, name: str, value: object) -> None:
        set_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)


stores_directly(Payment)


@dataclass(init=False, unsafe_hash=True, slots=True)
class Settlement(Value):
    """All payments of a hand and the resulting net change of each seat (four, or three
    with three players).

    ``abortive_draw`` is True when the win is not paid at all (a triple ron under
    ``triple_ron=draw``): then there are no payments and the net is all zero.
    """

    payments: Final[tuple[Payment, ...]]
    net: Final[tuple[int, ...]]
    abortive_draw: Final[bool]

    def __init__(self, payments: tuple[Payment, ...], net: tuple[int, ...],
                 abortive_draw: bool = False) -> None:
        self.payments = payments
        self.net = net
        self.abortive_draw = abortive_draw

    def __setattr__(self, name: str, value: object) -> None:
        set_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)


stores_directly(Settlement)


def counts_fu(evaluation: Evaluation) -> bool:
    """False for thirteen orphans: a yakuman with no groups, whose fu the rule books never
    count (seed 000 lists fu for sets and pairs only); its views show no fu (JSON null)."""
    return evaluation.decomposition.form is not Form.THIRTEEN_ORPHANS
