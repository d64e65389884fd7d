"""THE yaku table: one row per yaku (and per dora-type entry), and how a hand's yaku are found.

Each :class:`Yaku` row holds the id other parts use, the names in four languages
(English after the MIL terms of seed 000, with AllHonours = 字一色 and AllTerminals =
清老頭, which the seed swaps; romaji; Japanese; Chinese as in seed 000), the han closed
and open (``None``: closed hands only), the yakuman weight (0 ordinary, 1 yakuman, 2
double yakuman), the predicate over :class:`~scoring.hand.facts.Facts`, and the ids it
replaces when both are present.

Han follow seed 000 with SPEC's corrections: honitsu 3/2, chinitsu 6/5, chanta 2/1,
junchan 3/2, sanshoku 2/1, ittsu 2/1, sanshoku doukou 2 open too (switch
``sanshoku_doukou_kuisagari`` restores the seed's 1 han open), pinfu's pair must not be
a yakuhai tile (terminal pairs are fine).

Rule switches that change a row (:func:`active_yaku` applies them, once per Rules):

- ``open_tanyao`` off: tanyao is closed only; ``ippatsu`` off: no ippatsu;
- ``renhou``: ``none`` drops it, ``mangan`` makes it an ordinary 5-han yaku (so with
  nothing else it is a mangan), ``strict_mangan`` the same row, which the scorer keeps
  from adding to anything (:func:`strict_renhou`), ``yakuman`` keeps it a yakuman;
- ``double_kokushi_13`` / ``double_suuankou_tanki`` / ``double_junsei_chuuren`` /
  ``double_daisuushii``: off makes the form weight 1. The id stays the specific form
  (``kokushi_13``, ``suuankou_tanki``, ``junsei_chuuren``): the hand still is that form,
  only its worth changes — as majiang-core also names it.
- ``pinfu_tsumo`` is read by the pinfu predicate (via Facts).

Exclusions (``replaces``): double riichi replaces riichi, ryanpeikou replaces iipeikou,
junchan replaces chanta, honroutou excludes chanta and junchan, chinitsu replaces
honitsu, each double yakuman form replaces its single form. When any yakuman is present
the ordinary yaku and the dora are dropped (the scorer does that).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Final

from ..frozen import Value
from ..rules import Rules
from ..tiles import GREEN, NORTH, RED, WHITE
from .facts import (
    B_ALL_YAOCHU,
    B_CHANKAN,
    B_CHIIHOU,
    B_CHUUREN,
    B_CLOSED,
    B_DOUBLE_RIICHI,
    B_DRAGON_TRIP,
    B_FLUSH,
    B_GREEN,
    B_HAITEI,
    B_HONORS,
    B_HOUTEI,
    B_IPPATSU,
    B_KANS3,
    B_NO_HONORS,
    B_NO_YAOCHU,
    B_ORPHANS,
    B_OUTSIDE,
    B_PEIKOU,
    B_RENHOU,
    B_RIICHI,
    B_RINSHAN,
    B_RUNS3,
    B_RUNS4,
    B_SEVEN_PAIRS,
    B_TENHOU,
    B_TRIPS3,
    B_TRIPS4,
    B_TSUMO,
    B_WIND_TRIP,
    DRAGON_MASK,
    GREEN_MASK,
    HONOR_MASK,
    STRAIGHT_BITS,
    SUIT_BITS,
    SUIT_MASKS,
    TERMINAL_MASK,
    WIND_MASK,
    YAOCHU_MASK,
    Facts,
)
from .results import Form, Wait, YakuHit

Predicate = Callable[[Facts], bool]


@dataclass(frozen=True, slots=True)
class Yaku(Value):
    """One row of the yaku table (see the module doc)."""

    id: str
    en: str
    romaji: str
    ja: str
    zh: str
    closed_han: int  # 0 for a yakuman; per tile for a dora-type entry
    open_han: int | None  # None: closed hands only
    yakuman: int  # 0, 1 or 2
    test: Predicate
    replaces: tuple[str, ...] = ()
    #: Facts bits (``facts.B_*``) the predicate cannot hold without: a cheap prefilter
    #: (a row is tested only on readings that have all of them); never changes a result.
    needs: int = 0
    #: a dora-type entry: counted per tile, never a yaku (does not count toward min_han)
    dora: bool = False
    #: one line on when it applies (``mjcalc yaku``)
    condition: str = ""

    def name(self, lang: str) -> str:
        """The name in ``en``, ``romaji``, ``ja`` or ``zh``."""
        if lang == "en":
            return self.en
        if lang == "romaji":
            return self.romaji
        if lang == "ja":
            return self.ja
        if lang == "zh":
            return self.zh
        raise ValueError(f"unknown language {lang!r}")


# --- predicates ----------------------------------------------------------------------
# Each reads only Facts; the form checks keep standard-only yaku off seven pairs.


def _riichi(f: Facts) -> bool:
    return f.riichi


def _ippatsu(f: Facts) -> bool:
    return f.ippatsu


def _menzen_tsumo(f: Facts) -> bool:
    return f.closed and f.tsumo


def _yakuhai_pair(f: Facts) -> bool:
    pair = f.pair
    return (pair == f.seat_wind or pair == f.round_wind or (DRAGON_MASK >> pair) & 1 == 1
            or (pair == NORTH and f.north_value))


def _pinfu(f: Facts) -> bool:
    return (f.closed and len(f.runs) == 4 and f.wait is Wait.RYANMEN
            and not _yakuhai_pair(f) and (not f.tsumo or f.pinfu_tsumo))


def _iipeikou(f: Facts) -> bool:
    return f.closed and f.peikou == 1


def _tanyao(f: Facts) -> bool:
    return not f.mask & YAOCHU_MASK


def _haku(f: Facts) -> bool:
    return (f.trip_mask >> WHITE) & 1 == 1


def _hatsu(f: Facts) -> bool:
    return (f.trip_mask >> GREEN) & 1 == 1


def _chun(f: Facts) -> bool:
    return (f.trip_mask >> RED) & 1 == 1


def _seat_wind(f: Facts) -> bool:
    return (f.trip_mask >> f.seat_wind) & 1 == 1


def _round_wind(f: Facts) -> bool:
    return (f.trip_mask >> f.round_wind) & 1 == 1


def _north_wind(f: Facts) -> bool:
    return (f.trip_mask >> NORTH) & 1 == 1


def _rinshan(f: Facts) -> bool:
    return f.rinshan


def _chankan(f: Facts) -> bool:
    return f.chankan


def _haitei(f: Facts) -> bool:
    return f.haitei


def _houtei(f: Facts) -> bool:
    return f.houtei


def _double_riichi(f: Facts) -> bool:
    return f.double_riichi


def _chiitoitsu(f: Facts) -> bool:
    return f.form is Form.SEVEN_PAIRS


def _sanshoku(f: Facts) -> bool:
    rm = f.run_mask  # facts.in_all_suits, inline
    return rm & (rm >> 9) & (rm >> 18) & SUIT_BITS != 0


def _ittsu(f: Facts) -> bool:
    rm = f.run_mask
    return (rm & STRAIGHT_BITS == STRAIGHT_BITS or (rm >> 9) & STRAIGHT_BITS == STRAIGHT_BITS
            or (rm >> 18) & STRAIGHT_BITS == STRAIGHT_BITS)


def _chanta(f: Facts) -> bool:
    return f.outside and len(f.runs) > 0


def _sanshoku_doukou(f: Facts) -> bool:
    tm = f.trip_mask  # facts.in_all_suits, inline
    return tm & (tm >> 9) & (tm >> 18) & SUIT_BITS != 0


def _sanankou(f: Facts) -> bool:
    return f.concealed_trips == 3


def _sankantsu(f: Facts) -> bool:
    return f.kans == 3


def _toitoi(f: Facts) -> bool:
    return len(f.trips) == 4


def _shousangen(f: Facts) -> bool:
    return (bin(f.trip_mask & DRAGON_MASK).count("1") == 2
            and (DRAGON_MASK >> f.pair) & 1 == 1 and f.form is Form.STANDARD)


def _honroutou(f: Facts) -> bool:
    return not f.mask & ~YAOCHU_MASK


def _ryanpeikou(f: Facts) -> bool:
    return f.closed and f.peikou == 2


_M_MASK, _P_MASK, _S_MASK = SUIT_MASKS


def _one_suit(f: Facts) -> bool:
    numbers = f.mask & ~HONOR_MASK
    return numbers != 0 and (not numbers & ~_M_MASK or not numbers & ~_P_MASK
                             or not numbers & ~_S_MASK)


def _honitsu(f: Facts) -> bool:
    return f.mask & HONOR_MASK != 0 and _one_suit(f)


def _junchan(f: Facts) -> bool:
    return f.outside and len(f.runs) > 0 and not f.mask & HONOR_MASK


def _chinitsu(f: Facts) -> bool:
    return not f.mask & HONOR_MASK and _one_suit(f)


def _kokushi(f: Facts) -> bool:
    return f.wait is Wait.KOKUSHI


def _kokushi_13(f: Facts) -> bool:
    return f.wait is Wait.KOKUSHI_13


def _chuuren(f: Facts) -> bool:
    return f.chuuren >= 1


def _junsei_chuuren(f: Facts) -> bool:
    return f.chuuren == 2


def _tenhou(f: Facts) -> bool:
    return f.tenhou


def _chiihou(f: Facts) -> bool:
    return f.chiihou


def _renhou(f: Facts) -> bool:
    return f.renhou


def _suuankou(f: Facts) -> bool:
    return f.concealed_trips == 4


def _suuankou_tanki(f: Facts) -> bool:
    return f.concealed_trips == 4 and f.wait is Wait.TANKI


def _suukantsu(f: Facts) -> bool:
    return f.kans == 4


def _ryuuiisou(f: Facts) -> bool:
    return f.form is Form.STANDARD and not f.mask & ~GREEN_MASK


def _tsuuiisou(f: Facts) -> bool:
    return not f.mask & ~HONOR_MASK


def _chinroutou(f: Facts) -> bool:
    return not f.mask & ~TERMINAL_MASK


def _daisangen(f: Facts) -> bool:
    return f.trip_mask & DRAGON_MASK == DRAGON_MASK


def _shousuushii(f: Facts) -> bool:
    return (bin(f.trip_mask & WIND_MASK).count("1") == 3
            and (WIND_MASK >> f.pair) & 1 == 1 and f.form is Form.STANDARD)


def _daisuushii(f: Facts) -> bool:
    return f.trip_mask & WIND_MASK == WIND_MASK


def _never(f: Facts) -> bool:
    return False  # dora-type rows are counted, not tested


# --- the table -----------------------------------------------------------------------

Y = Yaku
YAKU: Final[tuple[Yaku, ...]] = (
    # 1 han --------------------------------------------------------------------------
    Y("riichi", "Riichi", "riichi", "立直", "立直",
      1, None, 0, _riichi, needs=B_RIICHI,
      condition="closed hand, riichi declared"),
    Y("ippatsu", "First Turn Win", "ippatsu", "一発", "一发",
      1, None, 0, _ippatsu, needs=B_IPPATSU,
      condition="win within one go-around after riichi, no call in between"),
    Y("menzen_tsumo", "Fully Concealed Hand", "menzen tsumo", "門前清自摸和", "门清自摸",
      1, None, 0, _menzen_tsumo, needs=B_CLOSED | B_TSUMO,
      condition="closed hand won by tsumo"),
    Y("pinfu", "Pinfu", "pinfu", "平和", "平和",
      1, None, 0, _pinfu, needs=B_CLOSED | B_RUNS4,
      condition="closed, four runs, a pair that is not yakuhai, ryanmen wait"),
    Y("iipeikou", "Pure Double Chow", "iipeikou", "一盃口", "一杯口",
      1, None, 0, _iipeikou, needs=B_CLOSED | B_PEIKOU,
      condition="closed, two identical runs"),
    Y("tanyao", "All Simples", "tanyao", "断幺九", "断幺九",
      1, 1, 0, _tanyao, needs=B_NO_YAOCHU,
      condition="no terminal or honor tile"),
    Y("yakuhai_haku", "Dragon Pung White", "yakuhai haku", "役牌 白", "役牌-白",
      1, 1, 0, _haku, needs=B_DRAGON_TRIP,
      condition="a triplet or kan of white dragons"),
    Y("yakuhai_hatsu", "Dragon Pung Green", "yakuhai hatsu", "役牌 發", "役牌-发",
      1, 1, 0, _hatsu, needs=B_DRAGON_TRIP,
      condition="a triplet or kan of green dragons"),
    Y("yakuhai_chun", "Dragon Pung Red", "yakuhai chun", "役牌 中", "役牌-中",
      1, 1, 0, _chun, needs=B_DRAGON_TRIP,
      condition="a triplet or kan of red dragons"),
    Y("seat_wind", "Seat Wind", "jikaze", "自風", "役牌-自风",
      1, 1, 0, _seat_wind, needs=B_WIND_TRIP,
      condition="a triplet or kan of the seat wind"),
    Y("round_wind", "Prevailing Wind", "bakaze", "場風", "役牌-场风",
      1, 1, 0, _round_wind, needs=B_WIND_TRIP,
      condition="a triplet or kan of the round wind"),
    Y("north_wind", "North Wind Pung", "pei", "北", "役牌-北",
      1, 1, 0, _north_wind, needs=B_WIND_TRIP,
      condition="three players under north_yakuhai: a triplet or kan of North"),
    Y("rinshan", "After a Kong", "rinshan kaihou", "嶺上開花", "岭上开花",
      1, 1, 0, _rinshan, needs=B_RINSHAN,
      condition="win on the replacement tile after one's own kan"),
    Y("chankan", "Robbing a Kong", "chankan", "槍槓", "抢杠",
      1, 1, 0, _chankan, needs=B_CHANKAN,
      condition="ron on the tile another player adds to a pon"),
    Y("haitei", "Bottom of the Sea Moon", "haitei raoyue", "海底摸月", "海底捞月",
      1, 1, 0, _haitei, needs=B_HAITEI,
      condition="tsumo on the last tile of the wall"),
    Y("houtei", "Bottom of the Sea Fish", "houtei raoyui", "河底撈魚", "河底摸鱼",
      1, 1, 0, _houtei, needs=B_HOUTEI,
      condition="ron on the last discard"),
    # 2 han --------------------------------------------------------------------------
    Y("double_riichi", "Double Riichi", "double riichi", "ダブル立直", "双立直",
      2, None, 0, _double_riichi, needs=B_DOUBLE_RIICHI, replaces=("riichi",),
      condition="riichi on one's first turn"),
    Y("chiitoitsu", "Seven Pairs", "chiitoitsu", "七対子", "七对子",
      2, None, 0, _chiitoitsu, needs=B_SEVEN_PAIRS,
      condition="seven different pairs (25 fu)"),
    Y("sanshoku", "Mixed Triple Chow", "sanshoku doujun", "三色同順", "三色同顺",
      2, 1, 0, _sanshoku, needs=B_RUNS3,
      condition="the same run in all three suits"),
    Y("ittsu", "Pure Straight", "ittsu", "一気通貫", "一气通贯",
      2, 1, 0, _ittsu, needs=B_RUNS3,
      condition="123, 456 and 789 of one suit"),
    Y("chanta", "Outside Hand", "chanta", "混全帯幺九", "混全带幺九",
      2, 1, 0, _chanta, needs=B_OUTSIDE,
      condition="a terminal or honor in every set and the pair, at least one run"),
    Y("sanshoku_doukou", "Triple Pung", "sanshoku doukou", "三色同刻", "三色同刻",
      2, 2, 0, _sanshoku_doukou, needs=B_TRIPS3,
      condition="the same triplet in all three suits"),
    Y("sanankou", "Three Concealed Pungs", "sanankou", "三暗刻", "三暗刻",
      2, 2, 0, _sanankou, needs=B_TRIPS3,
      condition="three concealed triplets or kans (one completed by ron is open)"),
    Y("sankantsu", "Three Kongs", "sankantsu", "三槓子", "三杠子",
      2, 2, 0, _sankantsu, needs=B_KANS3,
      condition="three kans"),
    Y("toitoi", "All Pungs", "toitoi", "対々和", "对对和",
      2, 2, 0, _toitoi, needs=B_TRIPS4,
      condition="four triplets or kans"),
    Y("shousangen", "Little Three Dragons", "shousangen", "小三元", "小三元",
      2, 2, 0, _shousangen, needs=B_DRAGON_TRIP,
      condition="two dragon triplets and a dragon pair"),
    Y("honroutou", "All Terminals and Honours", "honroutou", "混老頭", "混老头",
      2, 2, 0, _honroutou, needs=B_ALL_YAOCHU, replaces=("chanta", "junchan"),
      condition="only terminals and honors"),
    # 3 han --------------------------------------------------------------------------
    Y("ryanpeikou", "Twice Pure Double Chow", "ryanpeikou", "二盃口", "二杯口",
      3, None, 0, _ryanpeikou, needs=B_CLOSED | B_PEIKOU, replaces=("iipeikou",),
      condition="closed, two pairs of identical runs"),
    Y("honitsu", "Half Flush", "honitsu", "混一色", "混一色",
      3, 2, 0, _honitsu, needs=B_FLUSH | B_HONORS,
      condition="one number suit and honors"),
    Y("junchan", "Terminals in All Sets", "junchan", "純全帯幺九", "纯全带幺九",
      3, 2, 0, _junchan, needs=B_OUTSIDE | B_NO_HONORS, replaces=("chanta",),
      condition="a terminal in every set and the pair, at least one run, no honor"),
    # 6 han --------------------------------------------------------------------------
    Y("chinitsu", "Full Flush", "chinitsu", "清一色", "清一色",
      6, 5, 0, _chinitsu, needs=B_FLUSH | B_NO_HONORS, replaces=("honitsu",),
      condition="one number suit only"),
    # yakuman ------------------------------------------------------------------------
    Y("kokushi", "Thirteen Orphans", "kokushi musou", "国士無双", "国士无双",
      0, None, 1, _kokushi, needs=B_ORPHANS,
      condition="one of each terminal and honor, and one more"),
    Y("kokushi_13", "Pure Thirteen Orphans", "kokushi musou juusanmen", "国士無双十三面",
      "国士无双十三面待",
      0, None, 2, _kokushi_13, needs=B_ORPHANS, replaces=("kokushi",),
      condition="thirteen orphans waiting on all thirteen kinds"),
    Y("chuuren", "Nine Gates", "chuuren poutou", "九蓮宝燈", "九莲宝灯",
      0, None, 1, _chuuren, needs=B_CHUUREN,
      condition="closed 1112345678999 of one suit plus one of that suit"),
    Y("junsei_chuuren", "Pure Nine Gates", "junsei chuuren poutou", "純正九蓮宝燈",
      "纯正九莲宝灯",
      0, None, 2, _junsei_chuuren, needs=B_CHUUREN, replaces=("chuuren",),
      condition="nine gates waiting on all nine tiles of the suit"),
    Y("tenhou", "Blessing of Heaven", "tenhou", "天和", "天和",
      0, None, 1, _tenhou, needs=B_TENHOU,
      condition="the dealer wins on the first draw"),
    Y("chiihou", "Blessing of Earth", "chiihou", "地和", "地和",
      0, None, 1, _chiihou, needs=B_CHIIHOU,
      condition="a non-dealer wins on the first draw, no call before"),
    Y("renhou", "Blessing of Man", "renhou", "人和", "人和",
      0, None, 1, _renhou, needs=B_RENHOU,
      condition="ron before one's first draw, no call before"),
    Y("suuankou", "Four Concealed Pungs", "suuankou", "四暗刻", "四暗刻",
      0, None, 1, _suuankou, needs=B_TRIPS4,
      condition="four concealed triplets or kans"),
    Y("suuankou_tanki", "Pure Four Concealed Pungs", "suuankou tanki", "四暗刻単騎",
      "四暗刻单骑",
      0, None, 2, _suuankou_tanki, needs=B_TRIPS4, replaces=("suuankou",),
      condition="four concealed pungs won on the pair wait"),
    Y("suukantsu", "Four Kongs", "suukantsu", "四槓子", "四杠子",
      0, 0, 1, _suukantsu, needs=B_KANS3 | B_TRIPS4,
      condition="four kans"),
    Y("ryuuiisou", "All Green", "ryuuiisou", "緑一色", "绿一色",
      0, 0, 1, _ryuuiisou, needs=B_GREEN,
      condition="only 2s 3s 4s 6s 8s and green dragons"),
    Y("tsuuiisou", "All Honours", "tsuuiisou", "字一色", "字一色",
      0, 0, 1, _tsuuiisou, needs=B_ALL_YAOCHU | B_HONORS,
      condition="only honors"),
    Y("chinroutou", "All Terminals", "chinroutou", "清老頭", "清老头",
      0, 0, 1, _chinroutou, needs=B_ALL_YAOCHU | B_NO_HONORS,
      condition="only terminals"),
    Y("daisangen", "Big Three Dragons", "daisangen", "大三元", "大三元",
      0, 0, 1, _daisangen, needs=B_DRAGON_TRIP | B_TRIPS3,
      condition="three dragon triplets or kans"),
    Y("shousuushii", "Little Four Winds", "shousuushii", "小四喜", "小四喜",
      0, 0, 1, _shousuushii, needs=B_WIND_TRIP | B_TRIPS3,
      condition="three wind triplets and a wind pair"),
    Y("daisuushii", "Big Four Winds", "daisuushii", "大四喜", "大四喜",
      0, 0, 1, _daisuushii, needs=B_WIND_TRIP | B_TRIPS4,
      condition="four wind triplets or kans"),
    # dora-type entries: one han per tile, never a yaku ------------------------------
    Y("dora", "Dora", "dora", "ドラ", "宝牌",
      1, 1, 0, _never, dora=True,
      condition="each tile shown by a dora indicator, kan dora included"),
    Y("aka_dora", "Red Dora", "aka dora", "赤ドラ", "赤宝牌",
      1, 1, 0, _never, dora=True,
      condition="each red five"),
    Y("ura_dora", "Ura Dora", "ura dora", "裏ドラ", "里宝牌",
      1, 1, 0, _never, dora=True,
      condition="each tile shown by an ura indicator (riichi only)"),
    Y("kita", "North Dora", "kita (nukidora)", "抜きドラ", "拔北宝牌",
      1, 1, 0, _never, dora=True,
      condition="three players: each North tile set aside (kita); indicators showing "
                "North count it again"),
)
del Y

YAKU_BY_ID: Final[Mapping[str, Yaku]] = MappingProxyType({y.id: y for y in YAKU})

#: Yakuman whose yakuman weight is governed by a rule switch (double form or single).
_DOUBLE_SWITCHES: Final = {
    "kokushi_13": "double_kokushi_13",
    "suuankou_tanki": "double_suuankou_tanki",
    "junsei_chuuren": "double_junsei_chuuren",
    "daisuushii": "double_daisuushii",
}


# The two classes below are internal working records (made once per rule set), not domain
# values: plain slotted classes, which cost far less to define at import than dataclasses.


class ActiveYaku:
    """A row as the given rules have it: its effective han/weight and ready YakuHits.

    ``open_hit`` is None when the row does not count in an open hand.
    """

    __slots__ = ("closed_hit", "needs", "open_hit", "replaces", "test", "yaku")

    def __init__(self, yaku: Yaku, test: Predicate, closed_hit: YakuHit,
                 open_hit: YakuHit | None, replaces: frozenset[str], needs: int) -> None:
        self.yaku = yaku
        self.test = test
        self.closed_hit = closed_hit
        self.open_hit = open_hit
        self.replaces = replaces
        self.needs = needs


Rows = tuple[tuple[ActiveYaku, ...], tuple[ActiveYaku, ...]]


class ActiveTable:
    """The yaku of one rule set, yakuman rows and ordinary rows apart.

    ``candidates`` caches, per value of ``Facts.bits``, the rows whose ``needs`` those
    bits meet (and, for an open hand, that allow open hands): (yakuman rows, ordinary).
    """

    __slots__ = ("candidates", "min_han", "ordinary", "stacking", "yakuman")

    def __init__(self, yakuman: tuple[ActiveYaku, ...], ordinary: tuple[ActiveYaku, ...],
                 stacking: bool, min_han: int) -> None:
        self.yakuman = yakuman
        self.ordinary = ordinary
        self.stacking = stacking
        self.min_han = min_han
        self.candidates: dict[int, Rows] = {}

    def rows_for(self, bits: int) -> Rows:
        """The rows a reading with these Facts bits may have (cached)."""
        rows = self.candidates.get(bits)
        if rows is None:
            closed = bool(bits & B_CLOSED)

            def fits(row: ActiveYaku) -> bool:
                return (not row.needs & ~bits) and (closed or row.open_hit is not None)

            rows = (tuple(r for r in self.yakuman if fits(r)),
                    tuple(r for r in self.ordinary if fits(r)))
            if len(self.candidates) > 4096:
                self.candidates.clear()
            self.candidates[bits] = rows
        return rows


def effective_yaku(rules: Rules) -> tuple[Yaku, ...]:
    """The yaku rows as ``rules`` have them (dropped rows left out, han/weight adjusted)."""
    out: list[Yaku] = []
    for y in YAKU:
        if y.id == "ippatsu" and not rules.flag("ippatsu"):
            continue
        if y.id == "north_wind" and not north_yakuhai(rules):
            continue
        if y.id == "tanyao" and not rules.flag("open_tanyao"):
            y = replace(y, open_han=None)
        elif y.id == "sanshoku_doukou" and rules.flag("sanshoku_doukou_kuisagari"):
            y = replace(y, open_han=1)
        elif y.id == "renhou":
            mode = rules.choice("renhou")
            if mode == "none":
                continue
            if mode in ("mangan", "strict_mangan"):  # strict: the scorer caps it
                y = replace(y, closed_han=RENHOU_MANGAN_HAN, yakuman=0)
        elif y.id in _DOUBLE_SWITCHES:
            y = replace(y, yakuman=2 if rules.flag(_DOUBLE_SWITCHES[y.id]) else 1)
        out.append(y)
    return tuple(out)


#: the han of renhou counted as a mangan (``renhou`` = ``mangan`` or ``strict_mangan``).
RENHOU_MANGAN_HAN: Final = 5


def strict_renhou(hits: list[YakuHit], han: int) -> tuple[list[YakuHit], int]:
    """Renhou as a strict mangan (``renhou = strict_mangan``): nothing adds to it. With the
    other yaku and dora worth less than a mangan's 5 han, the hand is a mangan (renhou
    shown with the han it adds to reach 5); worth 5 han or more without it, the hand is
    scored without renhou. ``hits`` and ``han`` hold renhou at 5 han."""
    others = han - RENHOU_MANGAN_HAN
    kept = [hit for hit in hits if hit.id != "renhou"]
    if others >= RENHOU_MANGAN_HAN:
        return kept, others
    return [*kept, YakuHit("renhou", RENHOU_MANGAN_HAN - others)], RENHOU_MANGAN_HAN


def north_yakuhai(rules: Rules) -> bool:
    """Whether North is a value tile for everyone (three players, ``north_yakuhai``)."""
    return rules.number("players") == 3 and rules.flag("north_yakuhai")


_ACTIVE: Final[dict[Rules, ActiveTable]] = {}


def active_yaku(rules: Rules) -> ActiveTable:
    """The compiled table for ``rules`` (computed once per rule set)."""
    table = _ACTIVE.get(rules)
    if table is not None:
        return table
    yakuman: list[ActiveYaku] = []
    ordinary: list[ActiveYaku] = []
    for y in effective_yaku(rules):
        if y.dora:
            continue
        closed_hit = YakuHit(y.id, y.closed_han, y.yakuman)
        open_hit = None if y.open_han is None else YakuHit(y.id, y.open_han, y.yakuman)
        row = ActiveYaku(y, y.test, closed_hit, open_hit, frozenset(y.replaces), y.needs)
        (yakuman if y.yakuman else ordinary).append(row)
    table = ActiveTable(tuple(yakuman), tuple(ordinary), rules.flag("yakuman_stacking"),
                        rules.number("min_han"))
    if len(_ACTIVE) > 64:
        _ACTIVE.clear()
    _ACTIVE[rules] = table
    return table


def find_yaku(f: Facts, table: ActiveTable) -> tuple[list[YakuHit], int]:
    """The yaku of one reading: (hits in table order, yakuman count).

    With any yakuman only the yakuman are returned (the count adds them up; without
    ``yakuman_stacking`` it is 1 whatever they are, a lone double yakuman included, as
    majiang-core counts them with 役満の複合あり false); otherwise the ordinary yaku
    with their han for a closed or open hand. Replaced yaku are removed. Dora are not included.
    Only the rows whose ``needs`` the reading's bits meet are tested.
    """
    hits, yakuman, _, _ = yaku_and_han(f, table)
    return hits, yakuman


def yaku_and_han(f: Facts, table: ActiveTable) -> tuple[list[YakuHit], int, int, bool]:
    """:func:`find_yaku`, with the han of the ordinary yaku found (0 with yakuman) and
    whether pinfu is among them: (hits, yakuman count, han, pinfu)."""
    bits = f.bits
    rows = table.candidates.get(bits)
    yakuman_rows, ordinary_rows = table.rows_for(bits) if rows is None else rows
    hits: list[YakuHit] = []
    removed: frozenset[str] | None = None
    if yakuman_rows:
        for row in yakuman_rows:
            if row.test(f):
                hits.append(row.closed_hit)
                if row.replaces:
                    removed = row.replaces if removed is None else removed | row.replaces
        if hits:
            if removed:
                hits = [h for h in hits if h.id not in removed]
            return hits, sum(h.yakuman for h in hits) if table.stacking else 1, 0, False
    closed = f.closed
    for row in ordinary_rows:
        if row.test(f):
            hits.append(row.closed_hit if closed else row.open_hit)  # type: ignore[arg-type]
            if row.replaces:
                removed = row.replaces if removed is None else removed | row.replaces
    if removed:
        hits = [h for h in hits if h.id not in removed]
    han = 0
    pinfu = False
    for hit in hits:
        han += hit.han
        if hit.id == "pinfu":
            pinfu = True
    return hits, 0, han, pinfu
