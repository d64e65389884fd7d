"""The yaku names Mahjong Soul (雀魂) gives its hands, in the languages the usual export
tools write into tenhou.net/6 files, and how they map to mjcalc's yaku ids (issue 29).

Pure data. Facts read from the game's fan table as Equim-chan/tensoul's ``data.json``
copies it (``fan.fan.map_``: ``name_jp``, ``name_en``, ``name_chs``, ``name_chs_t``) and
that converter's ``convert.js``, which writes ``name(N飜)`` or ``name(役満)`` with the
Japanese or the English name. The Japanese names differ from Tenhou's in a few places
(``役牌:自風牌`` for Tenhou's ``自風 東``, ``ダブル立直`` for ``両立直``,
``国士無双十三面待ち``, ``抜きドラ``); the Chinese ones are those of the Chinese clients.
Yaku of event modes and other games' modes (燕返し, 根...) are left out: mjcalc scores none.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

#: yaku id -> every name Mahjong Soul writes for it (Japanese, English, simplified and
#: traditional Chinese), as the fan table lists them.
_NAMES: Final[tuple[tuple[str, tuple[str, ...]], ...]] = (
    ("menzen_tsumo", ("門前清自摸和", "Fully Concealed Hand", "门前清自摸和")),
    ("riichi", ("立直", "Riichi")),
    ("chankan", ("槍槓", "Robbing a Kan", "枪杠")),
    ("rinshan", ("嶺上開花", "After a Kan", "岭上开花")),
    ("haitei", ("海底摸月", "Under the Sea")),
    ("houtei", ("河底撈魚", "Under the River", "河底捞鱼")),
    ("yakuhai_haku", ("役牌 白", "White Dragon")),
    ("yakuhai_hatsu", ("役牌 發", "Green Dragon", "役牌 发")),
    ("yakuhai_chun", ("役牌 中", "Red Dragon")),
    ("seat_wind", ("役牌:自風牌", "Seat Wind", "役牌:门风牌", "役牌：門風牌")),
    ("round_wind", ("役牌:場風牌", "Prevalent Wind", "役牌:场风牌", "役牌：場風牌")),
    ("tanyao", ("断幺九", "All Simples", "斷么九")),
    ("iipeikou", ("一盃口", "Pure Double Sequence", "一杯口")),
    ("pinfu", ("平和", "Pinfu")),
    ("chanta", ("混全帯幺九", "Half Outside Hand", "混全带幺九", "混全帶么九")),
    ("ittsu", ("一気通貫", "Pure Straight", "一气通贯", "一氣通貫")),
    ("sanshoku", ("三色同順", "Mixed Triple Sequence", "三色同顺")),
    ("double_riichi", ("ダブル立直", "Double Riichi", "两立直", "兩立直")),
    ("sanshoku_doukou", ("三色同刻", "Triple Triplets")),
    ("sankantsu", ("三槓子", "Three Quads", "三杠子")),
    ("toitoi", ("対々和", "All Triplets", "对对和", "對對和")),
    ("sanankou", ("三暗刻", "Three Concealed Triplets")),
    ("shousangen", ("小三元", "Little Three Dragons")),
    ("honroutou", ("混老頭", "All Terminals and Honors", "混老头")),
    ("chiitoitsu", ("七対子", "Seven Pairs", "七对子", "七對子")),
    ("junchan", ("純全帯幺九", "Fully Outside Hand", "纯全带幺九", "純全帶么九")),
    ("honitsu", ("混一色", "Half Flush")),
    ("ryanpeikou", ("二盃口", "Twice Pure Double Sequence", "二杯口")),
    ("chinitsu", ("清一色", "Full Flush")),
    ("ippatsu", ("一発", "Ippatsu", "一发", "一發")),
    ("dora", ("ドラ", "Dora", "宝牌", "寶牌")),
    ("aka_dora", ("赤ドラ", "Red Five", "红宝牌", "紅寶牌")),
    ("ura_dora", ("裏ドラ", "Ura Dora", "里宝牌", "裡寶牌")),
    ("kita", ("抜きドラ", "Kita", "拔北宝牌", "拔北寶牌")),
    ("tenhou", ("天和", "Blessing of Heaven")),
    ("chiihou", ("地和", "Blessing of Earth")),
    ("renhou", ("人和", "Hand of Man")),
    ("daisangen", ("大三元", "Big Three Dragons")),
    ("suuankou", ("四暗刻", "Four Concealed Triplets")),
    ("tsuuiisou", ("字一色", "All Honors")),
    ("ryuuiisou", ("緑一色", "All Green", "绿一色", "綠一色")),
    ("chinroutou", ("清老頭", "All Terminals", "清老头")),
    ("kokushi", ("国士無双", "Thirteen Orphans", "国士无双", "國士無雙")),
    ("shousuushii", ("小四喜", "Four Little Winds")),
    ("suukantsu", ("四槓子", "Four Quads", "四杠子")),
    ("chuuren", ("九蓮宝燈", "Nine Gates", "九莲宝灯", "九蓮寶燈")),
    ("junsei_chuuren", ("純正九蓮宝燈", "True Nine Gates", "纯正九莲宝灯", "純正九蓮寶燈")),
    ("suuankou_tanki", ("四暗刻単騎", "Single-wait Four Concealed Triplets", "四暗刻单骑",
                        "四暗刻單騎")),
    ("kokushi_13", ("国士無双十三面待ち", "Thirteen-wait Thirteen Orphans",
                    "国士无双十三面", "國士無雙十三面")),
    ("daisuushii", ("大四喜", "Four Big Winds")),
)

#: every Mahjong Soul yaku name -> mjcalc's yaku id.
MAHJONGSOUL_YAKU: Final[Mapping[str, str]] = {
    name: id_ for id_, names in _NAMES for name in names}

#: Mahjong Soul's rooms as the export tools name them in ``rule.disp`` and ``title``
#: (Japanese, English, Chinese), and its friendly and tournament games.
MAHJONGSOUL_ROOMS: Final = (
    "銅の間", "銀の間", "金の間", "玉の間", "王座の間", "交流の間", "乱闘の間",
    "Bronze Room", "Silver Room", "Gold Room", "Jade Room", "Throne Room", "Melee Room",
    "Casual Match", "铜之间", "银之间", "金之间", "玉之间", "王座间", "王座之间", "銅之間",
    "銀之間", "金之間", "玉之間", "王座間", "休闲普通场", "雀魂", "Mahjong Soul", "MahjongSoul",
    "Majsoul",
)
