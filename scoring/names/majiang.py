"""The names and order 電脳麻将 (majiang-core 1.4.1) gives the yaku in its hule results.

Pure data, keyed by mjcalc's yaku ids (those of scoring/hand/yaku.py). Facts read from
majiang-core's ``lib/hule.js``: the Japanese names exactly as it writes them, and the order
in which it lists them (situational yaku first, then the hand's yaku in a fixed order, then
dora, red dora, ura dora; yakuman in their own fixed order). The wind yaku are written with
the wind: ``場風 東``, ``自風 南``.

This table is kept apart from the yaku table so that the majiang-core writer
(grammar/records.py) has one place to read; it could become a ``majiang`` name column of
scoring/hand/yaku.py without changing its users.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

#: The winds as majiang-core spells them after ``場風`` / ``自風``: East South West North.
WIND_NAMES: Final = ("東", "南", "西", "北")

#: yaku id -> majiang-core name, in majiang-core's listing order. For ``round_wind`` and
#: ``seat_wind`` the wind follows after a space (see ``majiang_name``).
_ORDERED: Final[tuple[tuple[str, str], ...]] = (
    # yakuman, in the order majiang-core lists them
    ("tenhou", "天和"),
    ("chiihou", "地和"),
    # renhou: majiang-core has no such yaku; this name is mjcalc's (other presets only).
    ("renhou", "人和"),
    ("kokushi", "国士無双"),
    ("kokushi_13", "国士無双十三面"),
    ("suuankou", "四暗刻"),
    ("suuankou_tanki", "四暗刻単騎"),
    ("daisangen", "大三元"),
    ("daisuushii", "大四喜"),
    ("shousuushii", "小四喜"),
    ("tsuuiisou", "字一色"),
    ("ryuuiisou", "緑一色"),
    ("chinroutou", "清老頭"),
    ("suukantsu", "四槓子"),
    ("chuuren", "九蓮宝燈"),
    ("junsei_chuuren", "純正九蓮宝燈"),
    # situational yaku (majiang-core's "pre" yaku), then the yaku of the hand
    ("riichi", "立直"),
    ("double_riichi", "ダブル立直"),
    ("ippatsu", "一発"),
    ("haitei", "海底摸月"),
    ("houtei", "河底撈魚"),
    ("rinshan", "嶺上開花"),
    ("chankan", "槍槓"),
    ("menzen_tsumo", "門前清自摸和"),
    ("round_wind", "場風"),
    ("seat_wind", "自風"),
    ("yakuhai_haku", "翻牌 白"),
    ("yakuhai_hatsu", "翻牌 發"),
    ("yakuhai_chun", "翻牌 中"),
    ("north_wind", "翻牌 北"),  # three players only: not in majiang-core, named as its 翻牌
    ("pinfu", "平和"),
    ("tanyao", "断幺九"),
    ("iipeikou", "一盃口"),
    ("sanshoku", "三色同順"),
    ("ittsu", "一気通貫"),
    ("chanta", "混全帯幺九"),
    ("chiitoitsu", "七対子"),
    ("toitoi", "対々和"),
    ("sanankou", "三暗刻"),
    ("sankantsu", "三槓子"),
    ("sanshoku_doukou", "三色同刻"),
    ("honroutou", "混老頭"),
    ("shousangen", "小三元"),
    ("honitsu", "混一色"),
    ("junchan", "純全帯幺九"),
    ("ryanpeikou", "二盃口"),
    ("chinitsu", "清一色"),
    # dora-type entries come last
    ("dora", "ドラ"),
    ("aka_dora", "赤ドラ"),
    ("ura_dora", "裏ドラ"),
    ("kita", "抜きドラ"),  # three players only: not in majiang-core (Tenhou's name)
)

# The tables below, as plain dicts for this module's functions (compiled, a read-only
# mapping proxy is asked through Python method calls) and read-only for everyone else.
_NAMES: Final[dict[str, str]] = dict(_ORDERED)
_ORDER: Final[dict[str, int]] = {yaku_id: i for i, (yaku_id, _) in enumerate(_ORDERED)}
_WIND_YAKU: Final[dict[str, str]] = {"round_wind": "round", "seat_wind": "seat"}

#: yaku id -> majiang-core name (wind yaku without their wind).
MAJIANG_NAMES: Final[Mapping[str, str]] = MappingProxyType(_NAMES)

#: yaku id -> position in majiang-core's listing.
MAJIANG_ORDER: Final[Mapping[str, int]] = MappingProxyType(_ORDER)

#: Yaku whose majiang-core name carries a wind: which wind (round or seat) it names.
WIND_YAKU: Final[Mapping[str, str]] = MappingProxyType(_WIND_YAKU)


def majiang_name(yaku_id: str, round_wind: int, seat: int) -> str:
    """majiang-core's name of a yaku, e.g. ``立直`` or ``自風 南`` (seat 1).

    Raises KeyError for an id the table does not hold.
    """
    name = _NAMES[yaku_id]
    which = _WIND_YAKU.get(yaku_id)
    if which is None:
        return name
    wind = round_wind if which == "round" else seat
    return f"{name} {WIND_NAMES[wind]}"


def has_majiang_name(yaku_id: str) -> bool:
    """Whether :func:`majiang_name` knows ``yaku_id``."""
    return yaku_id in _NAMES


def majiang_rank(yaku_id: str) -> int:
    """The position of a yaku in majiang-core's listing (an id it does not list: last)."""
    return _ORDER.get(yaku_id, len(_ORDER))
