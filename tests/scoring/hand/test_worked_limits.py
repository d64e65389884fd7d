"""Hand-worked cases: every limit, kazoe yakuman, double and stacked yakuman.

saki (seed 000 with SPEC's erratum): basic = fu x 2^(han+2), capped at mangan 2000
(5 han, or when the formula reaches 2000: 4 han 40 fu, 3 han 70 fu); haneman 3000
(6-7 han), baiman 4000 (8-10), sanbaiman 6000 (11-12), kazoe yakuman at 13 han and
floor(han/13) yakuman above (26 han = double); yakuman 8000 each, and they add up.
No kiriage: 4 han 30 fu and 3 han 60 fu are 1920 (7700 non-dealer ron).
Winner South (seat 1), East round unless stated.

The chinitsu hand ``C`` = s123 s234 s456 s78(9) s55 (one reading only: pinfu + ittsu +
chinitsu, all closed) is used to climb the han ladder.
"""

from __future__ import annotations

import pytest
from worked import YY, Case, Y, case, check

C_RON = "s1223344555678s9-"
C_TSUMO = "s1223344555678s9"
# three closed kans of 2s 3s 4s, s67 + s88, rinshan tsumo on s5:
# riichi 1 + tsumo 1 + rinshan 1 + tanyao 1 + sankantsu 2 + sanankou 2 + chinitsu 6 = 14.
KANS = "s6788s5,s2222,s3333,s4444"

CASES = [
    # --- mangan ------------------------------------------------------------------------------
    # m345(red) m78(9) p4(red)6 s(red)67 z33: pinfu + 3 red fives + riichi = 5 han: mangan.
    case("mangan-5-han", "m34078p406s067z33m9-", riichi=True,
         yaku={"riichi": 1, "pinfu": 1, "aka_dora": 3}, han=5, basic=2000, points=8000,
         limit="mangan"),
    # same without riichi: 4 han 30 fu = 1920 -> 7680 -> 7700, no limit.
    case("4-han-30-fu-no-kiriage", "m34078p406s067z33m9-",
         yaku={"pinfu": 1, "aka_dora": 3}, han=4, fu=30, basic=1920, points=7700,
         limit=None),
    # m234 m567 p234 s5(6)7 s88 kanchan: riichi + tanyao + dora 2 (s7 indicates s8, a
    # pair) = 4 han; 20 + 10 + 2 = 32 -> 40: 4 han 40 fu = 2560 -> mangan.
    case("mangan-4-han-40-fu", "m234567p234s5788s6-", riichi=True, dora="s7",
         yaku={"riichi": 1, "tanyao": 1, "dora": 2}, han=4, fu=40, basic=2000,
         points=8000, limit="mangan"),
    # chun closed kan, riichi + ippatsu + chun = 3 han, 62 -> 70 fu: 2240 -> mangan.
    case("mangan-3-han-70-fu", "m234p789s2388s4-,z7777", riichi=True, ippatsu=True,
         yaku={"riichi": 1, "ippatsu": 1, "yakuhai_chun": 1}, han=3, fu=70, basic=2000,
         points=8000, limit="mangan"),
    # m2(3)4 p444 p678 s88 + closed kan 6s; riichi + tanyao + dora 1 (p7 -> p8) = 3 han;
    # 20 + 16 (closed simple kan) + 4 (closed simple triplet) + 10 + 2 (kanchan) = 52 -> 60.
    # 3 han 60 fu = 1920 -> 7680 -> 7700 (SPEC: no kiriage under saki).
    case("3-han-60-fu-no-kiriage", "m24p444678s88m3-,s6666", riichi=True, dora="p7",
         yaku={"riichi": 1, "tanyao": 1, "dora": 1}, han=3, fu=60, raw_fu=52, basic=1920,
         points=7700, limit=None),
    # kiriage switched on: 1920 is rounded up to mangan.
    case("3-han-60-fu-kiriage", "m24p444678s88m3-,s6666", riichi=True, dora="p7",
         rules={"kiriage_mangan": True}, han=3, fu=60, basic=2000, points=8000,
         limit="mangan"),
    case("4-han-30-fu-kiriage", "m34078p406s067z33m9-", rules={"kiriage_mangan": True},
         han=4, fu=30, basic=2000, points=8000, limit="mangan"),
    # dealer 4 han 30 fu: 1920 x 6 = 11520 -> 11600; '-' from East's seat is North.
    case("dealer-4-han-30-fu", "m34078p406s067z33m9-", seat=0,
         han=4, fu=30, points=11600, net=(11600, 0, 0, -11600)),
    case("dealer-mangan-ron", "m34078p406s067z33m9-", seat=0, riichi=True,
         han=5, basic=2000, points=12000, net=(12000, 0, 0, -12000)),
    # dealer mangan tsumo: 4000 from each.
    case("dealer-mangan-tsumo", "m34078p406s067z33m9", seat=0,
         yaku={"pinfu": 1, "menzen_tsumo": 1, "aka_dora": 3}, han=5, basic=2000,
         points=12000, net=(12000, -4000, -4000, -4000)),
    # --- haneman, baiman, sanbaiman ----------------------------------------------------------
    # closed chinitsu p111 p234 p5(6)7 p888 p99 by tsumo: 6 + 1 = 7 han -> haneman;
    # dealer: 6000 from each.
    case("haneman-7-dealer-tsumo", "p1112345688899p7", seat=0,
         yaku={"chinitsu": 6, "menzen_tsumo": 1}, han=7, basic=3000, points=18000,
         limit="haneman", net=(18000, -6000, -6000, -6000)),
    case("haneman-6-ron", "p1112345688899p7-",
         han=6, basic=3000, points=12000, limit="haneman"),
    case("haneman-dealer-ron", "p1112345688899p7+", seat=0,
         han=6, basic=3000, points=18000, net=(18000, -18000, 0, 0)),
    # C by ron: pinfu 1 + ittsu 2 + chinitsu 6 = 9 han -> baiman 4000 -> 16000.
    case("baiman-9-ron", C_RON,
         yaku={"pinfu": 1, "ittsu": 2, "chinitsu": 6}, han=9, basic=4000, points=16000,
         limit="baiman"),
    # C by tsumo: + menzen tsumo = 10 han -> baiman: 8000 / 4000.
    case("baiman-10-tsumo", C_TSUMO,
         yaku={"pinfu": 1, "ittsu": 2, "chinitsu": 6, "menzen_tsumo": 1}, han=10,
         basic=4000, points=16000, limit="baiman", net=(-8000, 16000, -4000, -4000)),
    # riichi on top of the pinfu + ittsu + chinitsu by ron, dora 0: 10 -> baiman; dealer
    # 4000 x 6 = 24000.
    case("baiman-dealer-ron", C_RON, seat=0, riichi=True,
         han=10, basic=4000, points=24000, net=(24000, 0, 0, -24000)),
    # C by tsumo with riichi: 11 han -> sanbaiman 6000: 12000 / 6000.
    case("sanbaiman-11", C_TSUMO, riichi=True,
         han=11, basic=6000, points=24000, limit="sanbaiman",
         net=(-12000, 24000, -6000, -6000)),
    # + ippatsu: 12 han, still sanbaiman.
    case("sanbaiman-12", C_TSUMO, riichi=True, ippatsu=True,
         han=12, basic=6000, points=24000, limit="sanbaiman"),
    case("sanbaiman-dealer-ron", C_RON, seat=0, riichi=True, ippatsu=True,
         han=11, basic=6000, points=36000, net=(36000, 0, 0, -36000)),
    # --- kazoe yakuman -----------------------------------------------------------------------
    # 12 + dora 1 (s8 indicates s9, one in the hand) = 13 han -> kazoe yakuman: 16000 / 8000.
    case("kazoe-13", C_TSUMO, riichi=True, ippatsu=True, dora="s8",
         yaku={"riichi": 1, "ippatsu": 1, "menzen_tsumo": 1, "pinfu": 1, "ittsu": 2,
               "chinitsu": 6, "dora": 1},
         han=13, yakuman=1, basic=8000, points=32000, limit="kazoe_yakuman",
         net=(-16000, 32000, -8000, -8000)),
    # KANS with 2 s1 indicators (s2 x4 each = 8 dora) + s7 (s8 x2 = 2) + a red 5s
    # as the winning tile (1): 14 + 11 = 25 han: still a single yakuman.
    case("kazoe-25-single", "s6788s0,s2222,s3333,s4444", riichi=True, rinshan=True,
         dora="s1s1s7",
         yaku={"riichi": 1, "menzen_tsumo": 1, "rinshan": 1, "tanyao": 1, "sankantsu": 2,
               "sanankou": 2, "chinitsu": 6, "dora": 10, "aka_dora": 1},
         han=25, yakuman=1, basic=8000, points=32000),
    # KANS with three s1 indicators: 14 + 12 = 26 han -> floor(26/13) = 2 yakuman under
    # saki's "multiple" kazoe: 16000 basic: 32000 / 16000.
    case("kazoe-26-double", KANS, riichi=True, rinshan=True, dora="s1s1s1",
         yaku={"riichi": 1, "menzen_tsumo": 1, "rinshan": 1, "tanyao": 1, "sankantsu": 2,
               "sanankou": 2, "chinitsu": 6, "dora": 12},
         han=26, yakuman=2, basic=16000, points=64000, net=(-32000, 64000, -16000, -16000)),
    # majiang (kazoe capped at one yakuman): 26 han is 8000 basic.
    case("kazoe-26-majiang", KANS, riichi=True, rinshan=True, dora="s1s1s1",
         preset="majiang", han=26, basic=8000, points=32000),
    # kazoe switched to sanbaiman: 13+ han stays 6000.
    case("kazoe-sanbaiman-switch", C_TSUMO, riichi=True, ippatsu=True, dora="s8",
         rules={"kazoe": "sanbaiman"}, han=13, basic=6000, points=24000),
    # --- yakuman and their combinations ----------------------------------------------------------
    # dealer ron, single yakuman: 48000 from the discarder ('+' from East is South).
    case("dealer-yakuman-ron", "m199p19s19z123456z7+", seat=0,
         yaku={"kokushi": Y}, yakuman=1, points=48000, net=(48000, -48000, 0, 0)),
    # all three dragons concealed + an open East pon + tanki on South: daisangen +
    # tsuuiisou = 2 yakuman, nobody liable: 64000.
    case("daisangen-tsuuiisou", "z5556667772z2-,z111=",
         yaku={"daisangen": Y, "tsuuiisou": Y}, yakuman=2, basic=16000, points=64000,
         pao=None, net=(-64000, 64000, 0, 0)),
    # concealed East, white, green, red + South tanki by tsumo: suuankou tanki (double) +
    # tsuuiisou + daisangen = 4 yakuman = 32000 basic: 64000 / 32000.
    case("four-yakuman-stacked", "z1115556667772z2",
         yaku={"suuankou_tanki": YY, "tsuuiisou": Y, "daisangen": Y}, yakuman=4,
         basic=32000, points=128000, net=(-64000, 128000, -32000, -32000)),
    # tenhou with seven pairs of honors: tenhou + tsuuiisou, dealer 32000 from each.
    case("tenhou-tsuuiisou", "z1122334455667z7", seat=0, tenhou=True,
         yaku={"tenhou": Y, "tsuuiisou": Y}, yakuman=2, points=96000,
         net=(96000, -32000, -32000, -32000)),
    # East pon + South, West, North concealed + white tanki: daisuushii (single under
    # saki) + tsuuiisou = 2 yakuman. Only one wind set was called: nobody liable.
    case("daisuushii-tsuuiisou", "z2223334445z5-,z111=",
         yaku={"daisuushii": Y, "tsuuiisou": Y}, yakuman=2, points=64000, pao=None),
    # under majiang daisuushii is double: 3 yakuman = 96000.
    case("daisuushii-tsuuiisou-majiang", "z2223334445z5-,z111=", preset="majiang",
         yaku={"daisuushii": YY, "tsuuiisou": Y}, yakuman=3, points=96000),
    # saki with the daisuushii-double switch on: same 96000.
    case("daisuushii-double-switch", "m55z11122233344z4-",
         rules={"double_daisuushii": True},
         yaku={"daisuushii": YY}, yakuman=2, points=64000),
    # double yakuman forms switched off: kokushi on a 13-sided wait is a single yakuman.
    case("kokushi-13-single-switch", "m19p19s19z1234567m1-",
         rules={"double_kokushi_13": False}, yakuman=1, points=32000),
    case("suuankou-tanki-single-switch", "m222p444s666z333m9m9-",
         rules={"double_suuankou_tanki": False}, yakuman=1, points=32000),
    case("junsei-chuuren-single-switch", "m1112345678999m5",
         rules={"double_junsei_chuuren": False}, yakuman=1, points=32000),
    # stacking switched off: daisangen + tsuuiisou pays one yakuman.
    case("no-yakuman-stacking", "z5556667772z2-,z111=",
         rules={"yakuman_stacking": False}, yakuman=1, points=32000),
    # a yakuman wipes out ordinary yaku and dora: kokushi with riichi and a dora on it.
    case("yakuman-ignores-dora", "m199p19s19z123456z7-", riichi=True, dora="m8",
         yaku={"kokushi": Y}, yakuman=1, points=32000),
]


@pytest.mark.parametrize("c", CASES)
def test_worked_limits(c: Case) -> None:
    check(c)
