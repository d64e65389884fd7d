"""Hand-worked cases: every yaku of seed 000 (closed and open han) and their exclusions.

All values are worked by hand from seed 000 (with SPEC's corrections) under ``saki``.
Unless a case says otherwise the winner sits South (seat 1, non-dealer) in the East
round, so a ron marked ``-`` comes from East (seat 0), ``=`` from North (3), ``+`` from
West (2). Reminders: basic = fu x 2^(han+2); non-dealer ron = 4 x basic, dealer ron =
6 x basic, tsumo: 2 x basic from the dealer, 1 x basic from the others (each rounded up to
100); dora never make a hand winnable.

The base hand ``R`` = ``m123789p456s24z33`` + s3: m123 m789 p456 s2(3)4 z33 has no yaku of
its own; a ron on the kanchan s3 is 20 + 10 (closed ron) + 2 (kanchan) = 32 -> 40 fu.
"""

from __future__ import annotations

import pytest
from worked import YY, Case, Y, case, check

R = "m123789p456s24z33s3-"  # base hand, ron on the kanchan s3 from East
RT = "m123789p456s24z33s3"  # base hand, tsumo on s3: 20 + 2 + 2 = 24 -> 30 fu

CASES = [
    # --- riichi, ippatsu, double riichi, menzen tsumo --------------------------------------
    case("riichi", R, riichi=True,
         yaku={"riichi": 1}, han=1, fu=40, basic=320, points=1300,
         net=(-1300, 1300, 0, 0)),
    case("riichi-ippatsu", R, riichi=True, ippatsu=True,
         yaku={"riichi": 1, "ippatsu": 1}, han=2, fu=40, basic=640, points=2600,
         net=(-2600, 2600, 0, 0)),
    # double riichi is 2 han and is not counted together with riichi.
    case("double-riichi", R, double_riichi=True,
         yaku={"double_riichi": 2}, han=2, fu=40, points=2600),
    case("double-riichi-replaces-riichi", R, riichi=True, double_riichi=True,
         yaku={"double_riichi": 2}, han=2, fu=40, points=2600),
    # 3 han 40 fu = 1280 -> 5120 -> 5200.
    case("double-riichi-ippatsu", R, double_riichi=True, ippatsu=True,
         yaku={"double_riichi": 2, "ippatsu": 1}, han=3, fu=40, basic=1280, points=5200),
    # tsumo: 1 han 30 fu = 240: dealer 480 -> 500, others 240 -> 300.
    case("menzen-tsumo", RT,
         yaku={"menzen_tsumo": 1}, han=1, fu=30, raw_fu=24, basic=240, points=1100,
         net=(-500, 1100, -300, -300)),
    # 3 han 30 fu = 960: dealer 1920 -> 2000, others 960 -> 1000.
    case("riichi-ippatsu-tsumo", RT, riichi=True, ippatsu=True,
         yaku={"riichi": 1, "ippatsu": 1, "menzen_tsumo": 1}, han=3, fu=30, basic=960,
         points=4000, net=(-2000, 4000, -1000, -1000)),
    # --- pinfu ----------------------------------------------------------------------------
    # m123 m789 p456 s(23)4 + pair p99: a terminal pair is fine (SPEC erratum: only a
    # yakuhai pair spoils pinfu). Closed ron: 20 + 10 = 30 fu, 1 han -> 240 -> 1000.
    case("pinfu-ron-terminal-pair", "m123789p45699s23s4-",
         yaku={"pinfu": 1}, han=1, fu=30, basic=240, points=1000, wait="ryanmen",
         net=(-1000, 1000, 0, 0)),
    # pinfu tsumo: fixed 20 fu, 2 han -> 320: dealer 640 -> 700, others 320 -> 400.
    case("pinfu-tsumo", "m123789p45699s23s4",
         yaku={"pinfu": 1, "menzen_tsumo": 1}, han=2, fu=20, basic=320, points=1500,
         net=(-700, 1500, -400, -400)),
    # a dragon pair is no pinfu: riichi only, 20 + 10 + 2 (dragon pair) = 32 -> 40 fu.
    case("no-pinfu-dragon-pair", "m123789p456z55s23s4-", riichi=True,
         yaku={"riichi": 1}, han=1, fu=40, points=1300),
    # West is neither seat (South) nor round (East) wind: pinfu stands. 2 han 30 fu = 480
    # -> 1920 -> 2000.
    case("pinfu-guest-wind-pair", "m123789p456z33s23s4-", riichi=True,
         yaku={"riichi": 1, "pinfu": 1}, han=2, fu=30, points=2000),
    case("no-pinfu-seat-wind-pair", "m123789p456z22s23s4-", riichi=True,
         yaku={"riichi": 1}, han=1, fu=40, points=1300),
    case("no-pinfu-round-wind-pair", "m123789p456z11s23s4-", riichi=True,
         yaku={"riichi": 1}, han=1, fu=40, points=1300),
    # --- iipeikou ---------------------------------------------------------------------------
    # m234 m234 p123 s789 z33, ron m2 on m34 (ryanmen): iipeikou + pinfu, 2 han 30 fu.
    case("iipeikou-pinfu-ron", "m23344p123s789z33m2-",
         yaku={"iipeikou": 1, "pinfu": 1}, han=2, fu=30, points=2000),
    # tsumo: 3 han 20 fu = 640: dealer 1280 -> 1300, others 640 -> 700.
    case("iipeikou-pinfu-tsumo", "m23344p123s789z33m2",
         yaku={"iipeikou": 1, "pinfu": 1, "menzen_tsumo": 1}, han=3, fu=20, basic=640,
         points=2700, net=(-1300, 2700, -700, -700)),
    # open: two equal runs are no iipeikou; tanyao only. Open pinfu shape ron: 30 fu.
    case("open-equal-runs-no-iipeikou", "m23344p567s66m2-,s3-45",
         yaku={"tanyao": 1}, han=1, fu=30, points=1000),
    # --- tanyao ------------------------------------------------------------------------------
    # m234 m567 p234 s5(6)7 s88: kanchan, 20 + 10 + 2 = 32 -> 40.
    case("tanyao-closed", "m234567p234s5788s6-",
         yaku={"tanyao": 1}, han=1, fu=40, points=1300, wait="kanchan"),
    # open tanyao (kuitan) by tsumo: 20 + 2 (tsumo) = 22 -> 30; 1 han 30 fu tsumo 500/300.
    case("tanyao-open-tsumo", "m234567p23s88p4,s6-78",
         yaku={"tanyao": 1}, han=1, fu=30, raw_fu=22, points=1100,
         net=(-500, 1100, -300, -300)),
    case("tanyao-open-pon-chi", "m234p67s88p5-,s6-78,m555=",
         yaku={"tanyao": 1}, han=1, fu=30, points=1000),
    # kuitan switched off: the same open hand has no yaku.
    case("tanyao-open-kuitan-off", "m234567p23s88p4,s6-78", rules={"open_tanyao": False},
         error="no_yaku"),
    # --- yakuhai ----------------------------------------------------------------------------
    # open pon of white: 20 + 4 (open honor triplet) = 24 -> 30.
    case("haku-open-pon", "m234p789s2388s4-,z555=",
         yaku={"yakuhai_haku": 1}, han=1, fu=30, raw_fu=24, points=1000),
    # closed green triplet, tanki on s8: 20 + 8 + 2 + 10 = 40.
    case("hatsu-closed-triplet", "m234p789s234z666s8s8-",
         yaku={"yakuhai_hatsu": 1}, han=1, fu=40, raw_fu=40, points=1300, wait="tanki"),
    # closed kan of red: 20 + 32 + 10 = 62 -> 70; 1 han 70 fu = 560 -> 2240 -> 2300.
    case("chun-closed-kan", "m234p789s2388s4-,z7777",
         yaku={"yakuhai_chun": 1}, han=1, fu=70, raw_fu=62, basic=560, points=2300),
    case("seat-wind-south", "m234p789s2388s4-,z222+",
         yaku={"seat_wind": 1}, han=1, fu=30, points=1000),
    case("round-wind-east", "m234p789s2388s4-,z111+",
         yaku={"round_wind": 1}, han=1, fu=30, points=1000),
    case("west-is-no-yakuhai", "m234p789s2388s4-,z333+", error="no_yaku"),
    case("seat-wind-west", "m234p789s2388s4-,z333+", seat=2,
         yaku={"seat_wind": 1}, han=1, fu=30, points=1000, net=(0, -1000, 1000, 0)),
    case("seat-wind-north", "m234p789s2388s4-,z444=", seat=3,
         yaku={"seat_wind": 1}, han=1, fu=30, points=1000, net=(0, 0, -1000, 1000)),
    # East seat in the East round: the East pon counts twice. Dealer 2 han 30 fu:
    # 480 x 6 = 2880 -> 2900; '-' from East's seat is North (3).
    case("double-east", "m234p789s2388s4-,z111=", seat=0,
         yaku={"seat_wind": 1, "round_wind": 1}, han=2, fu=30, points=2900,
         net=(2900, 0, 0, -2900)),
    case("double-south", "m234p789s2388s4-,z222=", round_wind=1,
         yaku={"seat_wind": 1, "round_wind": 1}, han=2, fu=30, points=2000,
         net=(-2000, 2000, 0, 0)),
    # South round, dealer: a South pon is the round wind only.
    case("round-wind-south-for-dealer", "m234p789s2388s4-,z222=", seat=0, round_wind=1,
         yaku={"round_wind": 1}, han=1, fu=30, points=1500, net=(1500, 0, 0, -1500)),
    # --- rinshan, chankan, haitei, houtei ---------------------------------------------------
    # chun closed kan, win on the replacement tile: rinshan + tsumo + chun = 3 han;
    # 20 + 32 + 2 = 54 -> 60; 1920: dealer 3840 -> 3900, others 1920 -> 2000.
    case("rinshan-closed-kan", "m234p789s2388s4,z7777", rinshan=True,
         yaku={"rinshan": 1, "menzen_tsumo": 1, "yakuhai_chun": 1}, han=3, fu=60,
         basic=1920, points=7900, net=(-3900, 7900, -2000, -2000)),
    # open kan of 1p, rinshan the only yaku: 20 + 16 + 2 = 38 -> 40; 320: 700 / 400.
    case("rinshan-open-kan", "m234p789s2388s4,p1111+", rinshan=True,
         yaku={"rinshan": 1}, han=1, fu=40, raw_fu=38, points=1500,
         net=(-700, 1500, -400, -400)),
    # robbing an added kan of 4p from North: chankan + pinfu, 2 han 30 fu.
    case("chankan-pinfu", "m123789p23s678s88p4=", chankan=True,
         yaku={"chankan": 1, "pinfu": 1}, han=2, fu=30, points=2000,
         net=(0, 2000, 0, -2000)),
    case("chankan-dealer", "m123789p23s678s88p4=", chankan=True, seat=0,
         yaku={"chankan": 1, "pinfu": 1}, han=2, fu=30, points=2900,
         net=(2900, 0, -2900, 0)),
    # haitei + tsumo, 2 han 30 fu = 480: 1000 / 500.
    case("haitei-closed", RT, haitei=True,
         yaku={"menzen_tsumo": 1, "haitei": 1}, han=2, fu=30, points=2000,
         net=(-1000, 2000, -500, -500)),
    # open: haitei alone, 20 + 2 (kanchan) + 2 (tsumo) = 24 -> 30.
    case("haitei-open", "m123789s24z33s3,p4-56", haitei=True,
         yaku={"haitei": 1}, han=1, fu=30, points=1100),
    # open: houtei alone, 20 + 2 = 22 -> 30.
    case("houtei-open", "m123789s24z33s3-,p4-56", houtei=True,
         yaku={"houtei": 1}, han=1, fu=30, points=1000, net=(-1000, 1000, 0, 0)),
    case("houtei-riichi", R, houtei=True, riichi=True,
         yaku={"riichi": 1, "houtei": 1}, han=2, fu=40, points=2600),
    # --- chiitoitsu -------------------------------------------------------------------------
    # fixed 25 fu; 2 han 25 fu = 400 -> 1600.
    case("chiitoitsu-ron", "m1133p2288s55z113z3-",
         yaku={"chiitoitsu": 2}, han=2, fu=25, basic=400, points=1600, wait="tanki"),
    case("chiitoitsu-riichi", "m1133p2288s55z113z3-", riichi=True,
         yaku={"chiitoitsu": 2, "riichi": 1}, han=3, fu=25, basic=800, points=3200),
    # no tsumo fu on seven pairs: 3 han 25 fu = 800: 1600 / 800.
    case("chiitoitsu-tsumo", "m1133p2288s55z113z3",
         yaku={"chiitoitsu": 2, "menzen_tsumo": 1}, han=3, fu=25, points=3200,
         net=(-1600, 3200, -800, -800)),
    # 4 han 25 fu = 1600: 3200 / 1600.
    case("chiitoitsu-tanyao-tsumo", "m2266p3355s44778s8",
         yaku={"chiitoitsu": 2, "tanyao": 1, "menzen_tsumo": 1}, han=4, fu=25,
         basic=1600, points=6400, net=(-3200, 6400, -1600, -1600)),
    # four of a kind are not two pairs: not a winning hand.
    case("chiitoitsu-four-of-a-kind", "m1111p2288s55z113z3-", error="not_winning"),
    # --- sanshoku, ittsu, chanta, junchan -----------------------------------------------------
    # m123 p123 s(23)1 s456 z33: sanshoku 2 + pinfu 1, 3 han 30 fu = 960 -> 3840 -> 3900.
    case("sanshoku-closed", "m123p123s23456z33s1-",
         yaku={"sanshoku": 2, "pinfu": 1}, han=3, fu=30, points=3900),
    # open, 1 han; open pinfu shape ron is 30 fu.
    case("sanshoku-open", "m78p12355s123m9-,m1-23",
         yaku={"sanshoku": 1}, han=1, fu=30, points=1000),
    # with a West pair every group holds a terminal or honor: chanta open 1 as well.
    case("sanshoku-chanta-open", "m78p123s123z33m9-,m1-23",
         yaku={"sanshoku": 1, "chanta": 1}, han=2, fu=30, points=2000),
    # m1(2)3 penchan: 20 + 10 + 2 = 32 -> 40; 2 han 40 fu = 640 -> 2600.
    case("ittsu-closed-penchan", "m12456789p456s99m3-",
         yaku={"ittsu": 2}, han=2, fu=40, points=2600, wait="penchan"),
    case("ittsu-pinfu", "m12345678p456s99m9-",
         yaku={"ittsu": 2, "pinfu": 1}, han=3, fu=30, points=3900, wait="ryanmen"),
    # open, tanki on West: 20 + 2 = 22 -> 30.
    case("ittsu-open", "m123456p456z3z3-,m7-89",
         yaku={"ittsu": 1}, han=1, fu=30, points=1000),
    # m12 + m3 is a penchan; z333 closed honor triplet 8: 20 + 8 + 2 + 10 = 40.
    case("chanta-closed", "m1299p789s789z333m3-",
         yaku={"chanta": 2}, han=2, fu=40, raw_fu=40, points=2600),
    # open: 20 + 8 + 2 = 30.
    case("chanta-open", "m1299s789z333m3-,p7-89",
         yaku={"chanta": 1}, han=1, fu=30, raw_fu=30, points=1000),
    # junchan replaces chanta: 3 han, penchan p3, 32 -> 40 fu; 1280 -> 5200.
    case("junchan-closed", "m123789p12s11789p3-",
         yaku={"junchan": 3}, han=3, fu=40, basic=1280, points=5200),
    case("junchan-open", "m123789p12s11p3-,s7-89",
         yaku={"junchan": 2}, han=2, fu=30, points=2000),
    # --- triplet yaku ------------------------------------------------------------------------
    # m222 called (open simple triplet, 2), p222 s222 concealed (4 each), ron on the run
    # m34: 20 + 2 + 4 + 4 = 30. Sanshoku doukou keeps its 2 han open.
    case("sanshoku-doukou-open", "m34p222s222z33m5-,m222=",
         yaku={"sanshoku_doukou": 2}, han=2, fu=30, points=2000),
    # closed, ron on a run: three concealed triplets too. 20 + 12 + 10 = 42 -> 50;
    # 4 han 50 fu is over 2000: mangan.
    case("sanshoku-doukou-sanankou", "m22245p222s222z33m6-",
         yaku={"sanshoku_doukou": 2, "sanankou": 2}, han=4, fu=50, basic=2000,
         points=8000, limit="mangan"),
    # three closed simple triplets, tsumo: 20 + 12 + 2 = 34 -> 40; 3 han 40 fu = 1280:
    # 2600 / 1300.
    case("sanankou-tsumo", "m22278p444s666z33m9",
         yaku={"sanankou": 2, "menzen_tsumo": 1}, han=3, fu=40, raw_fu=34, points=5200,
         net=(-2600, 5200, -1300, -1300)),
    # sanankou needs no closed hand: three concealed triplets beside a chi, tanki on
    # West: 20 + 4 + 4 + 4 + 2 = 34 -> 40; 2 han 40 fu = 640 -> 2600.
    case("sanankou-open-hand", "m222p444s666z3z3-,m7-89",
         yaku={"sanankou": 2}, han=2, fu=40, raw_fu=34, points=2600),
    # ron on the run wait keeps the three triplets concealed: 20 + 12 + 10 = 42 -> 50.
    case("sanankou-ron-on-run", "m22278p444s666z33m9-",
         yaku={"sanankou": 2}, han=2, fu=50, raw_fu=42, basic=800, points=3200),
    # ron on a shanpon: the triplet completed by ron is open (s666: 2, not 4), only two
    # concealed triplets: no sanankou. 20 + 4 + 4 + 2 + 10 = 40.
    case("shanpon-ron-opens-triplet", "m222789p444s66z33s6-", riichi=True,
         yaku={"riichi": 1}, han=1, fu=40, raw_fu=40, points=1300, wait="shanpon"),
    # same hand by tsumo: three concealed triplets. 20 + 4 + 4 + 4 + 2 = 34 -> 40;
    # riichi + tsumo + sanankou = 4 han 40 fu -> mangan: 4000 / 2000.
    case("shanpon-tsumo-sanankou", "m222789p444s66z33s6", riichi=True,
         yaku={"riichi": 1, "menzen_tsumo": 1, "sanankou": 2}, han=4, fu=40, raw_fu=34,
         points=8000, limit="mangan", net=(-4000, 8000, -2000, -2000)),
    # closed kan 4p (16) + open kan 6s (8) + added kan 7m (8) + tanki 2 = 54 -> 60;
    # 2 han 60 fu = 960 -> 3840 -> 3900.
    case("sankantsu", "m234z3z3-,p4444,s6666+,m777=7",
         yaku={"sankantsu": 2}, han=2, fu=60, raw_fu=54, points=3900),
    # open pons 2m, 8p (2 each), closed 4s (4), 9s by ron (open, 4): 32 -> 40 fu.
    case("toitoi-ron", "s44499z33s9-,m222=,p888-",
         yaku={"toitoi": 2}, han=2, fu=40, raw_fu=32, points=2600),
    # by tsumo the 9s triplet is closed (8) + tsumo 2: 38 -> 40; 640: 1300 / 700.
    case("toitoi-tsumo", "s44499z33s9,m222=,p888-",
         yaku={"toitoi": 2}, han=2, fu=40, raw_fu=38, points=2700,
         net=(-1300, 2700, -700, -700)),
    # open pons of white and green, red pair: 20 + 4 + 4 + 2 = 30; shousangen 2 + two
    # dragon yakuhai = 4 han 30 fu = 1920 -> 7680 -> 7700 (no kiriage under saki).
    case("shousangen", "m234p78z77p6-,z555=,z666-",
         yaku={"shousangen": 2, "yakuhai_haku": 1, "yakuhai_hatsu": 1}, han=4, fu=30,
         basic=1920, points=7700),
    # honroutou + toitoi: 1m, 9p open (4 each), 9s closed (8), North by ron (open, 4):
    # 20 + 4 + 4 + 8 + 4 = 40; 4 han 40 fu -> mangan. No chanta (no run).
    case("honroutou-toitoi", "s999z3344z4-,m111=,p999-",
         yaku={"honroutou": 2, "toitoi": 2}, han=4, fu=40, raw_fu=40, points=8000,
         limit="mangan"),
    # honroutou + seven pairs: 4 han 25 fu = 1600 -> 6400.
    case("honroutou-chiitoitsu", "m1199p1199s11z112z2-",
         yaku={"honroutou": 2, "chiitoitsu": 2}, han=4, fu=25, points=6400),
    # --- ryanpeikou, honitsu, chinitsu -------------------------------------------------------
    # m123 m123 p789 p7(8)9 s55: ryanpeikou (not iipeikou) + pinfu = 4 han 30 fu -> 7700.
    case("ryanpeikou", "m112233p77889s55p9-",
         yaku={"ryanpeikou": 3, "pinfu": 1}, han=4, fu=30, points=7700),
    # m123 m456 m678 m99 z333: 20 + 8 + 10 = 38 -> 40; 3 han 40 fu -> 5200.
    case("honitsu-closed", "m1234567899z333m6-",
         yaku={"honitsu": 3}, han=3, fu=40, raw_fu=38, points=5200),
    # open: -1 han; 20 + 4 = 24 -> 30; 2 han 30 fu -> 2000.
    case("honitsu-open", "m1234567899m6-,z333=",
         yaku={"honitsu": 2}, han=2, fu=30, points=2000),
    # p111 p234 p5(6)7 p888 p99: chinitsu 6 -> haneman 3000 -> 12000.
    # 20 + 8 + 4 + 10 = 42 -> 50.
    case("chinitsu-closed", "p1112345688899p7-",
         yaku={"chinitsu": 6}, han=6, fu=50, basic=3000, points=12000, limit="haneman"),
    # open: 5 han -> mangan. 20 + 4 + 4 = 28 -> 30.
    case("chinitsu-open", "p2345688899p7-,p111=",
         yaku={"chinitsu": 5}, han=5, fu=30, basic=2000, points=8000, limit="mangan"),
    # --- yakuman -----------------------------------------------------------------------------
    case("kokushi", "m199p19s19z123456z7-",
         yaku={"kokushi": Y}, yakuman=1, basic=8000, points=32000,
         net=(-32000, 32000, 0, 0)),
    # 13-sided wait: double under saki, replaces kokushi.
    case("kokushi-13", "m19p19s19z1234567m1-",
         yaku={"kokushi_13": YY}, yakuman=2, basic=16000, points=64000,
         net=(-64000, 64000, 0, 0)),
    # dealer tsumo double yakuman: 32000 from each.
    case("kokushi-13-dealer-tsumo", "m19p19s19z1234567z7", seat=0,
         yaku={"kokushi_13": YY}, yakuman=2, points=96000,
         net=(96000, -32000, -32000, -32000)),
    # waiting hand 1123456789999 is not the pure 1112345678999: single chuuren.
    case("chuuren", "m1123456789999m1-",
         yaku={"chuuren": Y}, yakuman=1, points=32000),
    # pure nine gates (1112345678999 waiting on all nine) on 5m: double, replaces chuuren.
    case("junsei-chuuren-tsumo", "m1112345678999m5",
         yaku={"junsei_chuuren": YY}, yakuman=2, points=64000,
         net=(-32000, 64000, -16000, -16000)),
    # four concealed triplets by tsumo on a shanpon: single yakuman, 16000 / 8000.
    case("suuankou-tsumo", "m22299p444s666z33z3",
         yaku={"suuankou": Y}, yakuman=1, points=32000,
         net=(-16000, 32000, -8000, -8000)),
    # ron on the pair wait: all four triplets stay concealed: double under saki.
    case("suuankou-tanki", "m222p444s666z333m9m9-",
         yaku={"suuankou_tanki": YY}, yakuman=2, points=64000),
    # ron on a shanpon: the West triplet is open, only sanankou + toitoi = 4 han;
    # 20 + 4 + 4 + 4 + 4 (West by ron) + 10 = 46 -> 50: mangan.
    case("suuankou-shanpon-ron-is-not", "m22299p444s666z33z3-",
         yaku={"sanankou": 2, "toitoi": 2}, han=4, fu=50, raw_fu=46, points=8000),
    case("suukantsu", "m5m5-,p4444,s6666+,m777=7,z1111",
         yaku={"suukantsu": Y}, yakuman=1, points=32000),
    case("ryuuiisou-with-hatsu", "s22334466688z66z6",
         yaku={"ryuuiisou": Y}, yakuman=1, points=32000),
    case("ryuuiisou-without-hatsu", "s2233444466688s8",
         yaku={"ryuuiisou": Y}, yakuman=1, points=32000),
    # three wind triplets with a dragon pair: not shousuushii; one dragon triplet: not
    # daisangen. All honors: tsuuiisou.
    case("tsuuiisou", "z3336665z5-,z111=,z222-",
         yaku={"tsuuiisou": Y}, yakuman=1, points=32000),
    case("tsuuiisou-seven-pairs", "z1122334455667z7",
         yaku={"tsuuiisou": Y}, yakuman=1, points=32000),
    case("chinroutou", "m999p11199s99p9-,m111=",
         yaku={"chinroutou": Y}, yakuman=1, points=32000),
    # all three dragon triplets concealed: daisangen, nobody liable.
    case("daisangen-closed", "m2399z555666777m1-",
         yaku={"daisangen": Y}, yakuman=1, points=32000, pao=None,
         net=(-32000, 32000, 0, 0)),
    case("shousuushii", "m12z11122233344m3",
         yaku={"shousuushii": Y}, yakuman=1, points=32000),
    # the North triplet completed by ron: not suuankou; daisuushii is single under saki.
    case("daisuushii", "m55z11122233344z4-",
         yaku={"daisuushii": Y}, yakuman=1, points=32000, pao=None),
    # tenhou: dealer's first draw; 16000 from each.
    case("tenhou", RT, seat=0, tenhou=True,
         yaku={"tenhou": Y}, yakuman=1, points=48000,
         net=(48000, -16000, -16000, -16000)),
    case("chiihou", RT, seat=2, chiihou=True,
         yaku={"chiihou": Y}, yakuman=1, points=32000,
         net=(-16000, -8000, 32000, -8000)),
    # chiihou + four concealed triplets: two yakuman, 32000 / 16000.
    case("chiihou-suuankou", "m22299p444s666z33z3", seat=2, chiihou=True,
         yaku={"chiihou": Y, "suuankou": Y}, yakuman=2, points=64000,
         net=(-32000, -16000, 64000, -16000)),
    # renhou is a yakuman under saki; West wins on South's discard ('-').
    case("renhou", R, seat=2, renhou=True,
         yaku={"renhou": Y}, yakuman=1, points=32000, net=(0, -32000, 32000, 0)),
    # under majiang there is no renhou (renhou=none): asked for, it is refused naming the
    # switch, not dropped (issue 36).
    case("renhou-majiang-none", R, seat=2, renhou=True, preset="majiang",
         error="rule_off"),
    # --- flags that cannot go together ---------------------------------------------------------
    case("ippatsu-without-riichi", R, ippatsu=True, error="contradictory_flags"),
    case("chankan-with-tsumo", RT, chankan=True, error="contradictory_flags"),
    case("riichi-open-hand", "m123789s24z33s3-,p4-56", riichi=True,
         error="contradictory_flags"),
    case("rinshan-without-kan", RT, rinshan=True, error="contradictory_flags"),
    case("not-a-winning-hand", "m123789p456s24z33s5-", error="not_winning"),
    case("no-yaku-open", "m123789s24z33s3-,p4-56", error="no_yaku"),
]


@pytest.mark.parametrize("c", CASES)
def test_worked_yaku(c: Case) -> None:
    check(c)
