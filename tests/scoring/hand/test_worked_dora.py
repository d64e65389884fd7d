"""Hand-worked cases: dora, kan dora, ura dora, red fives.

Seed 000 and SPEC (saki): red fives 0m 0p 0s count one han each; the dora is the tile
after its indicator, cycling within its group (9 -> 1 of the same suit, North -> East,
red -> white); every indicator counts (kan dora, repeats too) and every copy in the hand
counts (melds included); ura dora count only for a riichi (or double riichi) winner; dora
never make a hand winnable (minimum 1 han without dora).

Base hand ``R`` = m123 m789 p456 s2(3)4 z33, riichi, ron on the kanchan: 1 han 40 fu.
Winner South (seat 1), East round, ron from East unless stated.
"""

from __future__ import annotations

import pytest
from worked import Case, case, check

R = "m123789p456s24z33s3-"
# m234 p789 s23(4) s88 + a closed 6s kan; with riichi 20 + 16 + 10 = 46 -> 50 fu.
KAN = "m234p789s2388s4-,s6666"

CASES = [
    # --- dora from indicators ----------------------------------------------------------------
    # m1 indicates m2 (one in m123): 2 han 40 fu = 640 -> 2600.
    case("dora-1", R, riichi=True, dora="m1",
         yaku={"riichi": 1, "dora": 1}, han=2, fu=40, points=2600),
    # m9 indicates m1 (wraps within the suit).
    case("dora-wrap-9-to-1", R, riichi=True, dora="m9",
         yaku={"riichi": 1, "dora": 1}, han=2, points=2600),
    # p9 indicates p1 (none in the hand), not m1 or s1: no dora.
    case("dora-wrap-stays-in-suit", R, riichi=True, dora="p9",
         yaku={"riichi": 1}, han=1, points=1300),
    # the indicator itself is not dora: s3 indicates s4 (one).
    case("dora-is-next-tile", R, riichi=True, dora="s3",
         yaku={"riichi": 1, "dora": 1}, han=2, points=2600),
    # North indicates East: the East pair gives 2 dora. 20 + 10 + 2 (kanchan) + 2 (round
    # wind pair) = 34 -> 40; 3 han 40 fu = 1280 -> 5200.
    case("dora-wrap-north-to-east", "m123789p456s24z11s3-", riichi=True, dora="z4",
         yaku={"riichi": 1, "dora": 2}, han=3, fu=40, points=5200),
    # red indicates white: white pair, 2 dora.
    case("dora-wrap-red-to-white", "m123789p456s24z55s3-", riichi=True, dora="z7",
         yaku={"riichi": 1, "dora": 2}, han=3, fu=40, points=5200),
    # red does not wrap to East: no dora for the East pair.
    case("dora-dragons-not-winds", "m123789p456s24z11s3-", riichi=True, dora="z7",
         yaku={"riichi": 1}, han=1, points=1300),
    # North does not lead to white.
    case("dora-winds-not-dragons", "m123789p456s24z55s3-", riichi=True, dora="z4",
         yaku={"riichi": 1}, han=1, points=1300),
    # white indicates green: the green pon is 3 dora; hatsu 1 + 3 = 4 han, open 24 -> 30
    # fu: 1920 -> 7700.
    case("dora-white-to-green-pon", "m234p789s2388s4-,z666=", dora="z5",
         yaku={"yakuhai_hatsu": 1, "dora": 3}, han=4, fu=30, points=7700),
    # East indicates South: South (seat wind) pon, 3 dora, 4 han 30 fu.
    case("dora-east-to-south-pon", "m234p789s2388s4-,z222+", dora="z1",
         yaku={"seat_wind": 1, "dora": 3}, han=4, fu=30, points=7700),
    # West indicates North: North seat (3) with a North pon; ron from West ('-').
    case("dora-west-to-north-pon", "m234p789s2388s4-,z444=", seat=3, dora="z3",
         yaku={"seat_wind": 1, "dora": 3}, han=4, fu=30, points=7700,
         net=(0, 0, -7700, 7700)),
    # the same indicator twice counts twice: m2 x 1 x 2.
    case("dora-same-indicator-twice", R, riichi=True, dora="m1m1",
         yaku={"riichi": 1, "dora": 2}, han=3, points=5200),
    # --- kan dora ------------------------------------------------------------------------------
    # two indicators: m1 -> m2 (1), p8 -> p9 (1): riichi + 2 = 3 han 50 fu = 1600 -> 6400.
    case("kan-dora-two-indicators", KAN, riichi=True, dora="m1p8",
         yaku={"riichi": 1, "dora": 2}, han=3, fu=50, points=6400),
    # the kan itself is dora: s5 -> s6 x 4; riichi + 4 = 5 han: mangan.
    case("kan-dora-on-the-kan", KAN, riichi=True, dora="m9s5",
         yaku={"riichi": 1, "dora": 4}, han=5, points=8000),
    # four indicators: m1 (1) + p8 (1) + s5 (4) + s7 -> s8 pair (2) = 8: 9 han -> baiman.
    case("kan-dora-four-indicators", KAN, riichi=True, dora="m1p8s5s7",
         yaku={"riichi": 1, "dora": 8}, han=9, basic=4000, points=16000),
    # --- ura dora ------------------------------------------------------------------------------
    # An ura indicator lies under each dora indicator, so a case with ura gives at least
    # as many dora indicators (here East, which makes South the dora: none in R).
    # s2 under the indicator: s3 x 1.
    case("ura-with-riichi", R, riichi=True, dora="z1", ura="s2",
         yaku={"riichi": 1, "ura_dora": 1}, han=2, points=2600),
    # ura with double riichi counts as well: 2 + 1 = 3 han 40 fu -> 5200.
    case("ura-with-double-riichi", R, double_riichi=True, dora="z1", ura="s2",
         yaku={"double_riichi": 2, "ura_dora": 1}, han=3, points=5200),
    # no riichi: ura dora are never revealed, so ura indicators without riichi are a
    # situation that cannot happen (the engine refuses it rather than ignoring it).
    case("ura-without-riichi-refused", "m123789p45699s23s4-", dora="z1", ura="s2",
         error="contradictory_flags"),
    # kan ura: dora m1 (1) and z1 (South: none); ura s5 -> s6 x 4 and p8 -> p9 x 1:
    # riichi + 1 + 5 = 7 han -> haneman 12000.
    case("kan-ura", KAN, riichi=True, dora="m1z1", ura="s5p8",
         yaku={"riichi": 1, "dora": 1, "ura_dora": 5}, han=7, basic=3000, points=12000),
    # --- red fives -----------------------------------------------------------------------------
    # riichi + pinfu + one red 5p: 3 han 30 fu = 960 -> 3900.
    case("red-five", "m123789p406z33s23s4-", riichi=True,
         yaku={"riichi": 1, "pinfu": 1, "aka_dora": 1}, han=3, fu=30, points=3900),
    # the red 5p is also a dora when p4 is the indicator: dora 1 + aka 1.
    # 4 han 30 fu = 1920 -> 7700.
    case("red-five-and-dora", "m123789p406z33s23s4-", riichi=True, dora="p4",
         yaku={"riichi": 1, "pinfu": 1, "aka_dora": 1, "dora": 1}, han=4, fu=30,
         points=7700),
    # red five in a chi: tanyao + aka = 2 han, open pinfu shape 30 fu -> 2000.
    case("red-five-in-chi", "m234567p23s88p4-,s4-06",
         yaku={"tanyao": 1, "aka_dora": 1}, han=2, fu=30, points=2000),
    # red five in a pon: tanyao + aka; 20 + 2 = 22 -> 30; 2000.
    case("red-five-in-pon", "m234567s2388s4-,p505=",
         yaku={"tanyao": 1, "aka_dora": 1}, han=2, fu=30, points=2000),
    # red five as the tsumo tile: pinfu + tsumo + aka = 3 han 20 fu = 640: 1300 / 700.
    case("red-five-win-tile", "m123789p45699s34s0",
         yaku={"pinfu": 1, "menzen_tsumo": 1, "aka_dora": 1}, han=3, fu=20, points=2700),
    # --- dora on seven pairs, dora are no yaku -----------------------------------------------
    # p1 indicates p2: the p22 pair is 2 dora. 4 han 25 fu = 1600 -> 6400.
    case("dora-chiitoitsu-pair", "m1133p2288s55z113z3-", dora="p1",
         yaku={"chiitoitsu": 2, "dora": 2}, han=4, fu=25, points=6400),
    # ura indicator South (z2) makes West the ura dora: the West pair is 2 ura.
    # riichi + seven pairs + 2 = 5 han: mangan.
    case("ura-chiitoitsu-pair", "m1133p2288s55z113z3-", riichi=True, dora="p5", ura="z2",
         yaku={"riichi": 1, "chiitoitsu": 2, "ura_dora": 2}, han=5, points=8000),
    case("dora-alone-is-no-yaku", "m123789s24z33s3-,p4-56", dora="m1", error="no_yaku"),
    case("red-five-alone-is-no-yaku", "m123789s24z33s3-,p4-06", error="no_yaku"),
]


@pytest.mark.parametrize("c", CASES)
def test_worked_dora(c: Case) -> None:
    check(c)
