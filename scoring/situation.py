"""The situation of a win: seats, winds, dora, situational yaku flags, sticks on the table."""

from __future__ import annotations

from collections.abc import Container
from dataclasses import dataclass, fields
from typing import Final

from .frozen import Value, refuse_delete, set_once, stores_directly
from .tiles import Tile

SEAT_NAMES = ("east", "south", "west", "north")


@dataclass(init=False, unsafe_hash=True, slots=True)
class Situation(Value):
    """Everything about a win that is not in the tiles.

    Seats are seat winds: 0 = East (the dealer), 1 = South, 2 = West, 3 = North.
    ``discarder`` is the seat that dealt in on a ron; when ``None`` it is read from the
    source mark of the winning tile. ``deposits`` counts the 1000-point riichi sticks on the
    table (including any the winner put out this hand). ``kita`` counts the North tiles
    the winner set aside (three players only): each is a dora, not part of the hand.
    """

    round_wind: Final[int]
    seat: Final[int]
    discarder: Final[int | None]
    dora_indicators: Final[tuple[Tile, ...]]
    ura_indicators: Final[tuple[Tile, ...]]
    riichi: Final[bool]
    double_riichi: Final[bool]
    ippatsu: Final[bool]
    haitei: Final[bool]
    houtei: Final[bool]
    rinshan: Final[bool]
    chankan: Final[bool]
    tenhou: Final[bool]
    chiihou: Final[bool]
    renhou: Final[bool]
    honba: Final[int]
    deposits: Final[int]
    #: seat forced to answer for the hand (overrides the pao read from the melds).
    pao: Final[int | None]
    #: the ron tile is robbed from a closed kan (only thirteen orphans may, where the
    #: rules' ``kokushi_chankan_closed`` allows it).
    chankan_closed: Final[bool]
    #: North tiles set aside (kita, 抜きドラ), three players only.
    kita: Final[int]

    def __init__(self, round_wind: int = 0, seat: int = 1, discarder: int | None = None,
                 dora_indicators: tuple[Tile, ...] = (), ura_indicators: tuple[Tile, ...] = (),
                 riichi: bool = False, double_riichi: bool = False, ippatsu: bool = False,
                 haitei: bool = False, houtei: bool = False, rinshan: bool = False,
                 chankan: bool = False, tenhou: bool = False, chiihou: bool = False,
                 renhou: bool = False, honba: int = 0, deposits: int = 0,
                 pao: int | None = None, chankan_closed: bool = False, kita: int = 0) -> None:
        self.round_wind = round_wind
        self.seat = seat
        self.discarder = discarder
        self.dora_indicators = dora_indicators
        self.ura_indicators = ura_indicators
        self.riichi = riichi
        self.double_riichi = double_riichi
        self.ippatsu = ippatsu
        self.haitei = haitei
        self.houtei = houtei
        self.rinshan = rinshan
        self.chankan = chankan
        self.tenhou = tenhou
        self.chiihou = chiihou
        self.renhou = renhou
        self.honba = honba
        self.deposits = deposits
        self.pao = pao
        self.chankan_closed = chankan_closed
        self.kita = kita

    def __setattr__(self, name: str, value: object) -> None:
        set_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)

    @property
    def is_dealer(self) -> bool:
        """True when the winner is East."""
        return self.seat == 0

    @property
    def any_riichi(self) -> bool:
        """True with riichi or double riichi."""
        return self.riichi or self.double_riichi


stores_directly(Situation)


#: the boolean fields, in field order: the flags build_situation takes by name
# (the annotation is text in plain Python, "Final[bool]"; compiled by mypyc, the class bool)
FLAG_NAMES = tuple(f.name for f in fields(Situation) if f.type in ("Final[bool]", bool))


def asked_features(s: Situation) -> list[str]:
    """The features a situation asks for that rules may switch off (the keys of
    ``scoring.rules.SWITCHED_FEATURES``; nagashi is a draw's). Here, compiled, not beside
    them in rules.py (plain Python): a replay asks it at every win (issue 30)."""
    return [name for name, on in (("ippatsu", s.ippatsu), ("renhou", s.renhou),
                                  ("ura_dora", bool(s.ura_indicators)),
                                  ("kan_dora", len(s.dora_indicators) > 1),
                                  ("kan_ura", len(s.ura_indicators) > 1),
                                  ("chankan_closed", s.chankan_closed)) if on]


def build_situation(round_wind: int, seat: int, discarder: int | None,
                    dora_indicators: tuple[Tile, ...], ura_indicators: tuple[Tile, ...],
                    honba: int, deposits: int, pao: int | None,
                    flags: Container[str], kita: int = 0) -> Situation:
    """``Situation(...)`` with each name of FLAG_NAMES in ``flags`` True.

    The batch and the score command read flags as a set of names; this spares them a
    keyword dictionary. No field is checked, as in ``__init__``.
    """
    return Situation(round_wind, seat, discarder, dora_indicators, ura_indicators,
                     "riichi" in flags, "double_riichi" in flags, "ippatsu" in flags,
                     "haitei" in flags, "houtei" in flags, "rinshan" in flags,
                     "chankan" in flags, "tenhou" in flags, "chiihou" in flags,
                     "renhou" in flags, honba, deposits, pao,
                     chankan_closed="chankan_closed" in flags, kita=kita)
