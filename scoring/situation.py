"""The situation of a win: seats, winds, dora, situational yaku flags, sticks on the table."""

from __future__ import annotations

from collections.abc import Container
from dataclasses import dataclass, fields

from .tiles import Tile

SEAT_NAMES = ("east", "south", "west", "north")


@dataclass(frozen=True, slots=True)
class Situation:
    """Everything about a win that is not in the tiles.

    Seats are seat winds: 0 = East (the dealer), 1 = South, 2 = West, 3 = North.
    ``discarder`` is the seat that dealt in on a ron; when ``None`` it is read from the
    source mark of the winning tile. ``deposits`` counts the 1000-point riichi sticks on the
    table (including any the winner put out this hand).
    """

    round_wind: int = 0
    seat: int = 1
    discarder: int | None = None
    dora_indicators: tuple[Tile, ...] = ()
    ura_indicators: tuple[Tile, ...] = ()
    riichi: bool = False
    double_riichi: bool = False
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
    #: seat forced to answer for the hand (overrides the pao read from the melds).
    pao: int | None = None

    @property
    def is_dealer(self) -> bool:
        """True when the winner is East."""
        return self.seat == 0

    @property
    def any_riichi(self) -> bool:
        """True with riichi or double riichi."""
        return self.riichi or self.double_riichi


_SET = tuple(getattr(Situation, f.name).__set__ for f in fields(Situation))
#: the boolean fields, in field order: the flags build_situation takes by name
FLAG_NAMES = tuple(f.name for f in fields(Situation) if f.type in ("bool", bool))


def build_situation(round_wind: int, seat: int, discarder: int | None,
                    dora_indicators: tuple[Tile, ...], ura_indicators: tuple[Tile, ...],
                    honba: int, deposits: int, pao: int | None,
                    flags: Container[str]) -> Situation:
    """``Situation(...)`` with each name of FLAG_NAMES in ``flags`` True, built faster.

    A frozen dataclass's ``__init__`` sets each of its 18 fields through
    ``object.__setattr__``; a batch builds one Situation a line (issue 5), and setting the
    slots directly takes about half the time. No field is checked, as in ``__init__``.
    """
    s: Situation = object.__new__(Situation)
    (set_round, set_seat, set_discarder, set_dora, set_ura, set_riichi, set_double,
     set_ippatsu, set_haitei, set_houtei, set_rinshan, set_chankan, set_tenhou,
     set_chiihou, set_renhou, set_honba, set_deposits, set_pao) = _SET
    set_round(s, round_wind)
    set_seat(s, seat)
    set_discarder(s, discarder)
    set_dora(s, dora_indicators)
    set_ura(s, ura_indicators)
    set_riichi(s, "riichi" in flags)
    set_double(s, "double_riichi" in flags)
    set_ippatsu(s, "ippatsu" in flags)
    set_haitei(s, "haitei" in flags)
    set_houtei(s, "houtei" in flags)
    set_rinshan(s, "rinshan" in flags)
    set_chankan(s, "chankan" in flags)
    set_tenhou(s, "tenhou" in flags)
    set_chiihou(s, "chiihou" in flags)
    set_renhou(s, "renhou" in flags)
    set_honba(s, honba)
    set_deposits(s, deposits)
    set_pao(s, pao)
    return s
