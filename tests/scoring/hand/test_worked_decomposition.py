"""Hand-worked cases: hands readable several ways; the highest-scoring reading must win.

SPEC: among several decompositions the highest-scoring one wins (then more han, then more
fu), and the result names the wait it was read as. Each case works out every reading by
hand and states which one scores more. Winner South (seat 1), East round.
"""

from __future__ import annotations

import pytest
from worked import Case, Y, case, check

CASES = [
    # m112233 p778899 s55 + p9 by ron:
    #   ryanpeikou + pinfu = 4 han 30 fu = 1920 -> 7700;
    #   seven pairs = 2 han 25 fu = 400 -> 1600.  Ryanpeikou wins.
    case("ryanpeikou-beats-chiitoitsu", "m112233p77889s55p9-",
         yaku={"ryanpeikou": 3, "pinfu": 1}, han=4, fu=30, points=7700, wait="ryanmen"),
    # the same by tsumo with riichi:
    #   riichi + tsumo + pinfu + ryanpeikou = 6 han -> haneman 3000: 6000 / 3000;
    #   riichi + tsumo + seven pairs = 4 han 25 fu = 1600: 3200 / 1600.
    case("ryanpeikou-tsumo-beats-chiitoitsu", "m112233p77889s55p9", riichi=True,
         yaku={"riichi": 1, "menzen_tsumo": 1, "pinfu": 1, "ryanpeikou": 3}, han=6,
         basic=3000, points=12000, limit="haneman", net=(-6000, 12000, -3000, -3000)),
    # m111 222 333 + s78(9) + p55, tsumo:
    #   triplets: sanankou + tsumo = 3 han; 20 + 8 + 4 + 4 + 2 = 38 -> 40: 1280:
    #     2600 / 1300 = 5200;
    #   runs m123 x3: iipeikou + pinfu + tsumo = 3 han 20 fu = 640: 1300 / 700 = 2700.
    case("sanankou-beats-runs-tsumo", "m111222333p55s78s9",
         yaku={"sanankou": 2, "menzen_tsumo": 1}, han=3, fu=40, raw_fu=38, points=5200,
         net=(-2600, 5200, -1300, -1300)),
    # the same by ron on s9:
    #   triplets: sanankou 2 han, 20 + 8 + 4 + 4 + 10 = 46 -> 50: 800 -> 3200;
    #   runs: iipeikou + pinfu = 2 han 30 fu = 480 -> 2000.
    case("sanankou-beats-runs-ron", "m111222333p55s78s9-",
         yaku={"sanankou": 2}, han=2, fu=50, raw_fu=46, points=3200),
    # m111 222 333 m78(9) + p99, ron on m9:
    #   runs m123 x3 + m789 + p99: junchan 3 + iipeikou 1 + pinfu 1 = 5 han -> mangan 8000;
    #   triplets: sanankou 2 han 50 fu (20 + 8 + 4 + 4 + 10 = 46) = 3200.  Runs win.
    case("runs-beat-sanankou", "m11122233378p99m9-",
         yaku={"junchan": 3, "iipeikou": 1, "pinfu": 1}, han=5, basic=2000, points=8000,
         limit="mangan", wait="ryanmen"),
    # m3(4)5 m456 vs m345 m(4)56 on the win m4:
    #   ryanmen (m56 + m4): riichi + pinfu = 2 han 30 fu -> 2000;
    #   kanchan (m3_5): riichi only, 20 + 10 + 2 = 32 -> 40 fu: 1300.  Ryanmen wins.
    case("ryanmen-pinfu-beats-kanchan", "m34556p123s789z33m4-", riichi=True,
         yaku={"riichi": 1, "pinfu": 1}, han=2, fu=30, points=2000, wait="ryanmen"),
    # same shape, but a closed 9s triplet and a dragon pair make pinfu impossible:
    #   ryanmen: 20 + 10 + 8 + 2 = 40 fu: 1300;
    #   kanchan: 20 + 10 + 8 + 2 + 2 = 42 -> 50 fu: 400 -> 1600.  Kanchan wins.
    case("kanchan-beats-ryanmen-on-fu", "m34556p789s999z55m4-", riichi=True,
         yaku={"riichi": 1}, han=1, fu=50, raw_fu=42, points=1600, wait="kanchan"),
    # m345 + m55 on the win m5: ryanmen (m34 + m5, pair m55) or tanki (m345 + m5):
    #   ryanmen: riichi + pinfu 2 han 30 fu -> 2000;  tanki: riichi 1 han 40 fu -> 1300.
    case("ryanmen-beats-tanki", "m3455p123s123789m5-", riichi=True,
         yaku={"riichi": 1, "pinfu": 1}, han=2, fu=30, points=2000, wait="ryanmen"),
    # by tsumo: pinfu reading 3 han 20 fu = 640: 1300 / 700 = 2700; tanki reading
    # riichi + tsumo 2 han, 20 + 2 + 2 = 24 -> 30 fu = 480: 1000 / 500 = 2000.
    case("ryanmen-beats-tanki-tsumo", "m3455p123s123789m5", riichi=True,
         yaku={"riichi": 1, "menzen_tsumo": 1, "pinfu": 1}, han=3, fu=20, points=2700),
    # open hand, no pinfu to gain: m345 + m55 read as tanki gives 2 more fu:
    #   tanki: 20 + 4 (white pon) + 2 = 26 -> 30; ryanmen: 24 -> 30. Same 30 fu, 1000.
    case("open-tanki-or-ryanmen-same-score", "m3455p123s789m5-,z555+",
         yaku={"yakuhai_haku": 1}, han=1, fu=30, points=1000),
    # 2m 2m 3m 3m 4m 4m + win: read as iipeikou runs, not as three pairs (no seven pairs
    # possible with a run left over): m234 m234 p123 s789 z33, iipeikou + pinfu.
    case("iipeikou-not-pairs", "m23344p123s789z33m2-",
         yaku={"iipeikou": 1, "pinfu": 1}, han=2, fu=30, points=2000),
    # s1112345678999 + s1 (chinitsu, not the pure form):
    #   chuuren yakuman beats any reading as chinitsu + ittsu.
    case("chuuren-beats-chinitsu", "s1123456789999s1-",
         yaku={"chuuren": Y}, yakuman=1, points=32000),
    # seven pairs that are also ryanpeikou with tanyao: m55 p22334 s667788, tsumo p4
    # on p23 (ryanmen): p234 x2, s678 x2, m55
    #   ryanpeikou 3 + tanyao 1 + pinfu 1 + tsumo 1 = 6 han -> haneman 3000: 6000 / 3000;
    #   seven pairs + tanyao + tsumo = 4 han 25 fu = 1600: 3200 / 1600.
    case("ryanpeikou-tanyao-beats-pairs", "m55p22334s667788p4",
         yaku={"ryanpeikou": 3, "tanyao": 1, "pinfu": 1, "menzen_tsumo": 1}, han=6,
         points=12000, net=(-6000, 12000, -3000, -3000)),
]


@pytest.mark.parametrize("c", CASES)
def test_worked_decomposition(c: Case) -> None:
    check(c)
