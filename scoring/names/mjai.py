"""The yaku names of mjai logs (gimite's mjai server and the writers that follow it) and
how they map to mjcalc's yaku ids (issue 12).

Source: gimite/mjai ``lib/mjai/tenhou_archive.rb`` lists the names in the order of
Tenhou's yaku numbers (``YAKU_ID_TO_NAME``), and ``lib/mjai/hora.rb`` gives them: one
name for every seat wind (``jikaze``) and every round wind (``bakaze``), and a single
``sangenpai`` whose han is the number of dragon sets, where mjcalc counts each dragon as
its own yaku; yakuman are written with 100 han (``YAKUMAN_FAN``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

#: mjai yaku name -> mjcalc yaku id; ``sangenpai`` -> :data:`DRAGONS`.
MJAI_YAKU: Final[Mapping[str, str]] = {
    "menzenchin_tsumoho": "menzen_tsumo", "reach": "riichi", "ippatsu": "ippatsu",
    "chankan": "chankan", "rinshankaiho": "rinshan", "haiteiraoyue": "haitei",
    "hoteiraoyui": "houtei", "pinfu": "pinfu", "tanyaochu": "tanyao", "ipeko": "iipeikou",
    "jikaze": "seat_wind", "bakaze": "round_wind", "sangenpai": "yakuhai_dragons",
    "double_reach": "double_riichi", "chitoitsu": "chiitoitsu", "honchantaiyao": "chanta",
    "ikkitsukan": "ittsu", "sanshokudojun": "sanshoku", "sanshokudoko": "sanshoku_doukou",
    "sankantsu": "sankantsu", "toitoiho": "toitoi", "sananko": "sanankou",
    "shosangen": "shousangen", "honroto": "honroutou", "ryanpeko": "ryanpeikou",
    "junchantaiyao": "junchan", "honiso": "honitsu", "chiniso": "chinitsu",
    "renho": "renhou", "tenho": "tenhou", "chiho": "chiihou", "daisangen": "daisangen",
    "suanko": "suuankou", "tsuiso": "tsuuiisou", "ryuiso": "ryuuiisou",
    "chinroto": "chinroutou", "churenpoton": "chuuren", "kokushimuso": "kokushi",
    "daisushi": "daisuushii", "shosushi": "shousuushii", "sukantsu": "suukantsu",
    "dora": "dora", "uradora": "ura_dora", "akadora": "aka_dora",
}

#: the id ``sangenpai`` maps to: the dragon yakuhai counted together.
DRAGONS: Final = "yakuhai_dragons"
_DRAGON_IDS: Final = frozenset({"yakuhai_haku", "yakuhai_hatsu", "yakuhai_chun"})
#: yakuman the mjai names do not tell apart from the single one (gimite scores no double).
_SINGLE: Final[Mapping[str, str]] = {"suuankou_tanki": "suuankou", "kokushi_13": "kokushi",
                                     "junsei_chuuren": "chuuren"}


def as_mjai_yaku(yaku: list[list[object]]) -> list[list[object]]:
    """mjcalc's ``[id, han]`` pairs in the granularity mjai names have: the dragon yakuhai
    summed into one, the double-yakuman forms under their single name; sorted."""
    merged: dict[str, int] = {}
    for name, han in yaku:
        key = DRAGONS if name in _DRAGON_IDS else _SINGLE.get(str(name), str(name))
        merged[key] = merged.get(key, 0) + int(str(han))
    return sorted([name, han] for name, han in merged.items())
