"""What scoring a hand produces: decompositions, yaku, fu items, limits and payments."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

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
