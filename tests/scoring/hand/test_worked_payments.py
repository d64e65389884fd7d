"""Hand-worked cases: who pays whom, for every payment shape.

Seed 000 (负担额) and seed 001: ron: the discarder pays basic x 6 (dealer winner) or x 4,
rounded up to 100, plus 300 per honba. Tsumo: the dealer pays basic x 2, the others
basic x 1 (everyone basic x 2 when the dealer wins), each rounded up to 100, plus 100 per
honba each. Riichi deposits on the table (1000 each) go to the winner, so the net changes
sum to 1000 x deposits.

Hands used (worked in test_worked_yaku / test_worked_fu):
- ``R``  m123789p456s24z33 + s3 ron, riichi: 1 han 40 fu, basic 320.
- ``RT`` the same by tsumo, riichi + tsumo: 2 han 30 fu, basic 480.
- ``P``  pinfu m123789p45699s23 + s4: ron 1 han 30 fu (240), tsumo 2 han 20 fu (320).
- ``K``  chun closed kan m234p789s2388 + s4: ron 1 han 70 fu (560); with riichi 2 han 70
  (1120); by tsumo chun + tsumo 2 han, 20 + 32 + 2 = 54 -> 60 fu (960).
"""

from __future__ import annotations

import pytest
from worked import Case, case, check

R = "m123789p456s24z33s3-"
R_TOIMEN = "m123789p456s24z33s3="
R_SHIMO = "m123789p456s24z33s3+"
RT = "m123789p456s24z33s3"
P_RON = "m123789p45699s23s4-"
P_RON_SHIMO = "m123789p45699s23s4+"
P_TSUMO = "m123789p45699s23s4"
K_RON = "m234p789s2388s4-,z7777"
K_TSUMO = "m234p789s2388s4,z7777"
CHIITOI_RON = "m1133p2288s55z113z3-"
CHIITOI_TSUMO = "m1133p2288s55z113z3"

CASES = [
    # --- non-dealer ron ---------------------------------------------------------------------
    # 320 x 4 = 1280 -> 1300, from East (seat 0, '-' seen from South).
    case("nd-ron-from-kamicha", R, riichi=True, points=1300, net=(-1300, 1300, 0, 0)),
    # '=' from South is North (seat 3); '+' is West (seat 2).
    case("nd-ron-from-toimen", R_TOIMEN, riichi=True, points=1300, net=(0, 1300, 0, -1300)),
    case("nd-ron-from-shimocha", R_SHIMO, riichi=True, points=1300,
         net=(0, 1300, -1300, 0)),
    # honba 1: the discarder adds 300.
    case("nd-ron-honba-1", R, riichi=True, honba=1, points=1300, net=(-1600, 1600, 0, 0)),
    # honba 2 + 1 deposit: discarder 1300 + 600 = 1900; winner 1900 + 1000.
    case("nd-ron-honba-2-deposit-1", R, riichi=True, honba=2, deposits=1,
         net=(-1900, 2900, 0, 0)),
    # deposits only: 1300 from the discarder, 2000 from the table.
    case("nd-ron-deposits-2", R, riichi=True, deposits=2, net=(-1300, 3300, 0, 0)),
    # 1 han 30 fu: 240 x 4 = 960 -> 1000.
    case("nd-ron-1000", P_RON, points=1000, net=(-1000, 1000, 0, 0)),
    # 2 han 25 fu: 400 x 4 = 1600.
    case("nd-ron-chiitoitsu", CHIITOI_RON, points=1600),
    # 1 han 70 fu: 560 x 4 = 2240 -> 2300.
    case("nd-ron-1-han-70", K_RON, points=2300),
    # 2 han 70 fu: 1120 x 4 = 4480 -> 4500.
    case("nd-ron-2-han-70", K_RON, riichi=True, han=2, fu=70, basic=1120, points=4500),
    # West (seat 2) wins on its kamicha's discard ('-'): South (seat 1) pays.
    case("nd-west-ron-from-south", R, seat=2, riichi=True, net=(0, -1300, 1300, 0)),
    # North (seat 3): kamicha is West (seat 2).
    case("nd-north-ron-from-west", R, seat=3, riichi=True, net=(0, 0, -1300, 1300)),
    # North wins on the dealer's discard: '+' from North is East.
    case("nd-north-ron-from-dealer", R_SHIMO, seat=3, riichi=True,
         net=(-1300, 0, 0, 1300)),
    # --- dealer ron ---------------------------------------------------------------------------
    # 320 x 6 = 1920 -> 2000; '-' from East is North.
    case("dealer-ron", R, seat=0, riichi=True, points=2000, net=(2000, 0, 0, -2000)),
    # honba 3 + 2 deposits: North pays 2000 + 900; dealer gets 2900 + 2000.
    case("dealer-ron-honba-3-deposits-2", R, seat=0, riichi=True, honba=3, deposits=2,
         net=(4900, 0, 0, -2900)),
    # 240 x 6 = 1440 -> 1500, from South ('+').
    case("dealer-ron-1500", P_RON_SHIMO, seat=0, points=1500, net=(1500, -1500, 0, 0)),
    # 400 x 6 = 2400.
    case("dealer-ron-chiitoitsu", CHIITOI_RON, seat=0, points=2400, net=(2400, 0, 0, -2400)),
    # 560 x 6 = 3360 -> 3400.
    case("dealer-ron-1-han-70", K_RON, seat=0, points=3400),
    # 1120 x 6 = 6720 -> 6800.
    case("dealer-ron-2-han-70", K_RON, seat=0, riichi=True, points=6800),
    # --- non-dealer tsumo -----------------------------------------------------------------------
    # 480: dealer 960 -> 1000, others 480 -> 500.
    case("nd-tsumo", RT, riichi=True, han=2, fu=30, points=2000,
         net=(-1000, 2000, -500, -500)),
    # honba 1: 100 more from each; deposit 1: +1000 from the table.
    case("nd-tsumo-honba-1-deposit-1", RT, riichi=True, honba=1, deposits=1,
         net=(-1100, 3300, -600, -600)),
    case("nd-tsumo-honba-3", RT, riichi=True, honba=3, net=(-1300, 2900, -800, -800)),
    # West and North winning: the dealer still pays double.
    case("nd-tsumo-west", RT, riichi=True, seat=2, net=(-1000, -500, 2000, -500)),
    case("nd-tsumo-north", RT, riichi=True, seat=3, net=(-1000, -500, -500, 2000)),
    # pinfu tsumo 320: dealer 640 -> 700, others 320 -> 400: 1500 (not 1300).
    case("nd-tsumo-rounding-pinfu", P_TSUMO, points=1500, net=(-700, 1500, -400, -400)),
    # chiitoitsu tsumo 3 han 25 fu = 800: 1600 / 800.
    case("nd-tsumo-chiitoitsu", CHIITOI_TSUMO, points=3200, net=(-1600, 3200, -800, -800)),
    # K by tsumo: 960: dealer 1920 -> 2000, others 960 -> 1000.
    case("nd-tsumo-2-han-60", K_TSUMO, han=2, fu=60, basic=960, points=4000,
         net=(-2000, 4000, -1000, -1000)),
    # --- dealer tsumo -------------------------------------------------------------------------
    # 480 x 2 = 960 -> 1000 from each.
    case("dealer-tsumo", RT, seat=0, riichi=True, points=3000,
         net=(3000, -1000, -1000, -1000)),
    # honba 2 + 3 deposits: 1200 from each, 3000 from the table.
    case("dealer-tsumo-honba-2-deposits-3", RT, seat=0, riichi=True, honba=2, deposits=3,
         net=(6600, -1200, -1200, -1200)),
    # pinfu tsumo 320 x 2 = 640 -> 700 each.
    case("dealer-tsumo-pinfu", P_TSUMO, seat=0, points=2100, net=(2100, -700, -700, -700)),
    # chiitoitsu tsumo 800 x 2 = 1600 each.
    case("dealer-tsumo-chiitoitsu", CHIITOI_TSUMO, seat=0, points=4800,
         net=(4800, -1600, -1600, -1600)),
    # K by tsumo: 960 x 2 = 1920 -> 2000 each.
    case("dealer-tsumo-2-han-60", K_TSUMO, seat=0, points=6000,
         net=(6000, -2000, -2000, -2000)),
    # --- limits with honba and deposits ---------------------------------------------------------
    # mangan ron (5 han: riichi + pinfu + 3 red) with honba 1 and a deposit.
    case("mangan-ron-honba-deposit", "m34078p406s067z33m9-", riichi=True, honba=1,
         deposits=1, points=8000, net=(-8300, 9300, 0, 0)),
    # dealer mangan tsumo, honba 1: 4100 from each.
    case("dealer-mangan-tsumo-honba", "m34078p406s067z33m9", seat=0, honba=1,
         points=12000, net=(12300, -4100, -4100, -4100)),
    # haneman tsumo (chinitsu + tsumo, 7 han): 6000 / 3000.
    case("haneman-tsumo", "p1112345688899p7", points=12000,
         net=(-6000, 12000, -3000, -3000)),
    # yakuman tsumo with honba 2 and 2 deposits: 16200 / 8200 / 8200; 32000 + 600 + 2000.
    case("yakuman-tsumo-honba-deposits", "m22299p444s666z33z3", honba=2, deposits=2,
         points=32000, net=(-16200, 34600, -8200, -8200)),
    # dealer yakuman ron with honba 4: 48000 + 1200.
    case("dealer-yakuman-ron-honba", "m199p19s19z123456z7=", seat=0, honba=4,
         points=48000, net=(49200, 0, -49200, 0)),
]


@pytest.mark.parametrize("c", CASES)
def test_worked_payments(c: Case) -> None:
    check(c)
