"""Hand-worked cases: every fu item of seed 000, item by item, and the rounding.

Seed 000 (符数): special: tsumo pinfu 20, seven pairs 25, open pinfu-shape ron 30; base
20; sets: triplet or kan 2, x2 terminal/honor, x2 concealed, x4 kan; pair: seat wind 2,
round wind 2, dragon 2 (a double-wind pair 4 under saki); wait: kanchan, penchan, tanki 2;
closed ron 10; tsumo 2; round up to 10. A triplet completed by ron is open.

``items`` lists the non-zero fu items (ryanmen and shanpon give none). The winner is
South (seat 1) in the East round unless a case says otherwise.
"""

from __future__ import annotations

import pytest
from worked import Case, case, check

CASES = [
    # --- special counts ----------------------------------------------------------------------
    # pinfu tsumo: 20 fu flat, no tsumo 2.
    case("pinfu-tsumo-20", "m123789p45699s23s4", fu=20, han=2, points=1500),
    # pinfu ron: base 20 + closed ron 10 = 30, nothing else.
    case("pinfu-ron-30", "m123789p45699s23s4-", fu=30, raw_fu=30, items=(20, 10)),
    # seven pairs: 25 flat, by ron or tsumo.
    case("chiitoitsu-25-ron", "m1133p2288s55z113z3-", fu=25, han=2, points=1600),
    case("chiitoitsu-25-tsumo", "m1133p2288s55z113z3", fu=25, han=3, points=3200),
    # open, all runs, ryanmen, plain pair, ron: 20 raw, counted as 30.
    case("open-pinfu-shape-ron-30", "m23344p567s66m2-,s3-45", fu=30, han=1, points=1000),
    # the same open shape by tsumo: 20 + 2 = 22 -> 30 (the tsumo 2 counts when open).
    case("open-pinfu-shape-tsumo", "m234567p23s88p4,s6-78",
         fu=30, raw_fu=22, items=(20, 2), points=1100),
    # --- base, closed ron, tsumo, waits ---------------------------------------------------------
    # R = m123 m789 p456 s2(3)4 z33 with riichi: 20 + 10 + 2 (kanchan) = 32 -> 40.
    case("kanchan-closed-ron", "m123789p456s24z33s3-", riichi=True,
         fu=40, raw_fu=32, items=(20, 10, 2), wait="kanchan", points=1300),
    # by tsumo: 20 + 2 (kanchan) + 2 (tsumo) = 24 -> 30; riichi + tsumo 2 han 30 fu.
    case("kanchan-tsumo", "m123789p456s24z33s3", riichi=True,
         fu=30, raw_fu=24, items=(20, 2, 2), han=2, points=2000),
    # penchan m12 + m3: 20 + 10 + 2 = 32 -> 40.
    case("penchan", "m12456789p456s99m3-",
         fu=40, raw_fu=32, items=(20, 10, 2), wait="penchan", han=2, points=2600),
    case("penchan-89", "m123456p456s99m89m7-", riichi=True,
         fu=40, raw_fu=32, items=(20, 10, 2), wait="penchan", han=3, points=5200),
    # tanki on s8 with a closed green triplet: 20 + 8 + 2 + 10 = 40 exactly, no rounding.
    case("tanki-and-closed-honor-triplet", "m234p789s234z666s8s8-",
         fu=40, raw_fu=40, items=(20, 8, 2, 10), wait="tanki"),
    # ryanmen gives nothing: riichi, a closed 5s triplet: 20 + 4 + 10 = 34 -> 40.
    case("ryanmen-zero-closed-simple-triplet", "m23789p789s555z33m4-", riichi=True,
         fu=40, raw_fu=34, items=(20, 4, 10), wait="ryanmen", points=1300),
    # closed terminal triplet 1m: 20 + 8 + 10 = 38 -> 40.
    case("closed-terminal-triplet", "m11123789p789z33m4-", riichi=True,
         fu=40, raw_fu=38, items=(20, 8, 10), points=1300),
    # shanpon ron: the s666 completed by ron is open (2); m222 p444 closed (4 each):
    # 20 + 4 + 4 + 2 + 10 = 40.
    case("shanpon-ron-open-triplet", "m222789p444s66z33s6-", riichi=True,
         fu=40, raw_fu=40, items=(20, 4, 4, 2, 10), wait="shanpon"),
    # shanpon tsumo: all three closed (4 each) + tsumo 2 = 34 -> 40.
    case("shanpon-tsumo-closed-triplet", "m222789p444s66z33s6", riichi=True,
         fu=40, raw_fu=34, items=(20, 4, 4, 4, 2), wait="shanpon"),
    # a North triplet completed by ron counts open (4, not 8); West pair no fu:
    # 20 + 4 (1m open) + 4 (9p open) + 8 (9s closed) + 4 (North by ron) = 40.
    case("honor-triplet-by-ron-open", "s999z3344z4-,m111=,p999-",
         fu=40, raw_fu=40, items=(20, 4, 4, 8, 4)),
    # --- open triplets -------------------------------------------------------------------------
    # open 3p pon, tanyao: 20 + 2 = 22 -> 30.
    case("open-simple-triplet", "m234678s4566s3-,p333=",
         fu=30, raw_fu=22, items=(20, 2), han=1, points=1000),
    # open white pon: 20 + 4 = 24 -> 30.
    case("open-honor-triplet", "m234p789s2388s4-,z555=",
         fu=30, raw_fu=24, items=(20, 4)),
    # open green pon (4, the yaku) + open 9m pon (4): 20 + 4 + 4 = 28 -> 30.
    case("open-terminal-triplet", "p234s2388s4-,z666=,m999+",
         fu=30, raw_fu=28, items=(20, 4, 4), han=1, points=1000),
    # --- kans ----------------------------------------------------------------------------------
    # open kan of 6s: 20 + 8 = 28 -> 30.
    case("open-kan-simple", "m234567p23s88p4-,s6666+",
         fu=30, raw_fu=28, items=(20, 8), yaku={"tanyao": 1}, points=1000),
    # open kan of white: 20 + 16 = 36 -> 40.
    case("open-kan-honor", "m234p789s2388s4-,z5555+",
         fu=40, raw_fu=36, items=(20, 16), yaku={"yakuhai_haku": 1}, points=1300),
    # open kan of 1p, tsumo (rinshan): 20 + 16 + 2 = 38 -> 40.
    case("open-kan-terminal", "m234p789s2388s4,p1111+", rinshan=True,
         fu=40, raw_fu=38, items=(20, 16, 2)),
    # closed kan of 6s with riichi: 20 + 16 + 10 = 46 -> 50; 1 han 50 fu = 400 -> 1600.
    case("closed-kan-simple", "m234p789s2388s4-,s6666", riichi=True,
         fu=50, raw_fu=46, items=(20, 16, 10), yaku={"riichi": 1}, points=1600),
    # closed kan of red: 20 + 32 + 10 = 62 -> 70.
    case("closed-kan-honor", "m234p789s2388s4-,z7777",
         fu=70, raw_fu=62, items=(20, 32, 10), points=2300),
    # added kan (from a pon) of 5s with a red five: open kan, 8. Tanyao + aka 1:
    # 20 + 8 = 28 -> 30; 2 han 30 fu -> 2000.
    case("added-kan-simple", "m234567p23s88p4-,s505+5",
         fu=30, raw_fu=28, items=(20, 8), yaku={"tanyao": 1, "aka_dora": 1}, points=2000),
    # added kan of green: 16. 20 + 16 = 36 -> 40.
    case("added-kan-honor", "m234p789s2388s4-,z666=6",
         fu=40, raw_fu=36, items=(20, 16), yaku={"yakuhai_hatsu": 1}, points=1300),
    # --- pairs ---------------------------------------------------------------------------------
    # seat wind pair (South for seat 1): 20 + 10 + 2 = 32 -> 40 (and no pinfu).
    case("seat-wind-pair", "m123789p456z22s23s4-", riichi=True,
         fu=40, raw_fu=32, items=(20, 10, 2)),
    case("round-wind-pair", "m123789p456z11s23s4-", riichi=True,
         fu=40, raw_fu=32, items=(20, 10, 2)),
    case("dragon-pair", "m123789p456z77s23s4-", riichi=True,
         fu=40, raw_fu=32, items=(20, 10, 2)),
    case("guest-wind-pair-nothing", "m123789p456z44s23s4-", riichi=True,
         fu=30, raw_fu=30, items=(20, 10), yaku={"riichi": 1, "pinfu": 1}),
    # dealer, East round, East pair: double wind 4. m23(4) m789 p789 s999 z11:
    # 20 + 10 + 8 + 4 = 42 -> 50; dealer 1 han 50 fu = 400 x 6 = 2400; '-' is North.
    case("double-wind-pair-4", "m23789p789s999z11m4-", seat=0, riichi=True,
         fu=50, raw_fu=42, items=(20, 10, 8, 4), points=2400, net=(2400, 0, 0, -2400)),
    # with the switch at 2: 20 + 10 + 8 + 2 = 40 -> 40; 320 x 6 = 1920 -> 2000.
    case("double-wind-pair-2-switch", "m23789p789s999z11m4-", seat=0, riichi=True,
         rules={"double_wind_pair_fu": 2},
         fu=40, raw_fu=40, items=(20, 10, 8, 2), points=2000),
    # South round, South seat, South pair: double wind too.
    case("double-south-pair", "m23789p789s999z22m4-", round_wind=1, riichi=True,
         fu=50, raw_fu=42, items=(20, 10, 8, 4), points=1600),
    # --- rounding and big counts -------------------------------------------------------------
    # white pon (4) + closed kans West (32) and 1p (32) + seat-wind pair 2 + tanki 2:
    # 20 + 4 + 32 + 32 + 2 + 2 = 92 -> 100. Open hand, no closed-ron 10. Two suits and
    # a simple run: no honitsu, no chanta. 1 han 100 fu = 800 -> 3200.
    case("round-92-to-100", "m456z2z2-,z555=,z3333,p1111",
         fu=100, raw_fu=92, items=(20, 4, 32, 32, 2, 2), yaku={"yakuhai_haku": 1},
         basic=800, points=3200),
    # closed kans green (32) and 9p (32) + open red pon (4) + seat pair 2 = 90 exactly.
    # 2 han 90 fu = 1440 -> 5760 -> 5800.
    case("ninety-no-rounding", "m34z22m5-,z6666,p9999,z777-",
         fu=90, raw_fu=90, items=(20, 32, 32, 4, 2),
         yaku={"yakuhai_hatsu": 1, "yakuhai_chun": 1}, han=2, basic=1440, points=5800),
    # closed honor kan + closed ron + penchan: 20 + 32 + 10 + 2 = 64 -> 70;
    # chun + riichi 2 han 70 fu = 1120 -> 4480 -> 4500.
    case("round-64-to-70", "m12p789s23488m3-,z7777", riichi=True,
         fu=70, raw_fu=64, items=(20, 32, 10, 2), han=2, basic=1120, points=4500),
]


@pytest.mark.parametrize("c", CASES)
def test_worked_fu(c: Case) -> None:
    check(c)
