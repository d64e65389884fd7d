"""Hand-worked cases: pao (liability) for daisangen and daisuushii.

Seed 000 (包): pao for daisangen and daisuushii, on the player who fed the meld that
completed the set (melds are written in call order, so it is the source of the third
dragon / fourth wind meld). Tsumo: the liable player pays everything (basic amount and
honba). Ron: the liable player and the discarder pay half each (basic amount and honba).
Riichi deposits come from the table. A set completed in the concealed hand, or by a closed
kan, was fed by nobody: no pao. SPEC: ``--pao SEAT`` (``Situation.pao``) overrides.

Winner South (seat 1) unless stated; from South, ``+`` is West (2), ``=`` North (3),
``-`` East (0). A non-dealer yakuman is 8000 basic = 32000.
"""

from __future__ import annotations

import pytest
from worked import YY, Case, Y, case, check

# m23 m99 + win m4; pons white from North, green from East, red from West (last).
DSG_TSUMO = "m2399m4,z555=,z666-,z777+"
DSG_RON_EAST = "m2399m4-,z555=,z666-,z777+"
DSG_RON_WEST = "m2399m4+,z555=,z666-,z777+"
# m5 tanki; wind pons East (North), South (East), West (West), North last from North.
DSS_TSUMO = "m5m5,z111=,z222-,z333+,z444="
DSS_RON_EAST = "m5m5-,z111=,z222-,z333+,z444="

CASES = [
    # --- daisangen ---------------------------------------------------------------------------
    # tsumo: West fed the red pon, pays all 32000.
    case("daisangen-pao-tsumo", DSG_TSUMO,
         yaku={"daisangen": Y}, pao=2, points=32000, net=(0, 32000, -32000, 0)),
    # honba 2 + a deposit: West pays 32000 + 600; the deposit comes from the table.
    case("daisangen-pao-tsumo-honba", DSG_TSUMO, honba=2, deposits=1,
         pao=2, net=(0, 33600, -32600, 0)),
    # ron on East's discard: West and East pay 16000 each.
    case("daisangen-pao-ron", DSG_RON_EAST,
         pao=2, points=32000, net=(-16000, 32000, -16000, 0)),
    # honba 1 split too: 16000 + 150 each; winner 32300 + 1000 deposit.
    case("daisangen-pao-ron-honba", DSG_RON_EAST, honba=1, deposits=1,
         pao=2, net=(-16150, 33300, -16150, 0)),
    # honba 3: 900 split 450 / 450.
    case("daisangen-pao-ron-honba-3", DSG_RON_EAST, honba=3,
         pao=2, net=(-16450, 32900, -16450, 0)),
    # switch: the discarder pays the whole honba.
    case("daisangen-pao-ron-honba-discarder", DSG_RON_EAST, honba=1, deposits=1,
         rules={"pao_ron_honba": "discarder"}, pao=2, net=(-16300, 33300, -16000, 0)),
    # the liable player deals in himself: he pays both halves.
    case("daisangen-pao-ron-by-liable", DSG_RON_WEST,
         pao=2, net=(0, 32000, -32000, 0)),
    # dealer wins: pons white from South ('+'), green from West ('='), red from North ('-').
    # 48000: tsumo -> North pays all.
    case("daisangen-pao-dealer-tsumo", "m2399m4,z555+,z666=,z777-", seat=0,
         pao=3, points=48000, net=(48000, 0, 0, -48000)),
    # ron on South's discard: 24000 each from South and North.
    case("daisangen-pao-dealer-ron", "m2399m4+,z555+,z666=,z777-", seat=0,
         pao=3, net=(48000, -24000, 0, -24000)),
    # red as an open kan fed by West: West is liable.
    case("daisangen-pao-open-kan", "m2399m4,z555=,z666-,z7777+",
         pao=2, net=(0, 32000, -32000, 0)),
    # red as an added kan: the pon was fed by North ('='): North is liable.
    case("daisangen-pao-added-kan", "m2399m4,z555=,z666-,z777=7",
         pao=3, net=(0, 32000, 0, -32000)),
    # red as a closed kan: nobody fed the set; a plain yakuman tsumo 16000 / 8000 / 8000.
    case("daisangen-closed-kan-no-pao", "m2399m4,z555=,z666-,z7777",
         pao=None, net=(-16000, 32000, -8000, -8000)),
    # red concealed triplet: no pao.
    case("daisangen-concealed-third-no-pao", "m2399z777m4,z555=,z666-",
         pao=None, net=(-16000, 32000, -8000, -8000)),
    # the order of calls decides: red first, white last (from North).
    case("daisangen-pao-last-call-decides", "m2399m4,z777+,z666-,z555=",
         pao=3, net=(0, 32000, 0, -32000)),
    # --- daisuushii -----------------------------------------------------------------------------
    # the North pon, the fourth wind set, came from '=' (North, seat 3): North is liable.
    case("daisuushii-pao-tsumo", DSS_TSUMO,
         yaku={"daisuushii": Y}, pao=3, points=32000, net=(0, 32000, 0, -32000)),
    case("daisuushii-pao-ron", DSS_RON_EAST,
         pao=3, net=(-16000, 32000, 0, -16000)),
    case("daisuushii-pao-tsumo-honba", DSS_TSUMO, honba=1,
         pao=3, net=(0, 32300, 0, -32300)),
    # --- whole-hand scope (saki) ---------------------------------------------------------------
    # daisangen + tsuuiisou (East pon called after the dragons, South tanki): two
    # yakuman, 64000. Under saki the liable West answers for the whole hand.
    case("pao-whole-hand-tsumo", "z2z2,z555=,z666-,z777+,z111=",
         yaku={"daisangen": Y, "tsuuiisou": Y}, pao=2, points=64000,
         net=(0, 64000, -64000, 0)),
    case("pao-whole-hand-ron", "z2z2-,z555=,z666-,z777+,z111=",
         pao=2, net=(-32000, 64000, -32000, 0)),
    # majiang: the liable player answers only for daisangen (32000 on tsumo), the
    # tsuuiisou is a plain tsumo: East 16000, West 8000, North 8000.
    case("pao-liable-yakuman-only-majiang", "z2z2,z555=,z666-,z777+,z111=",
         preset="majiang", pao=2, net=(-16000, 64000, -40000, -8000)),
    # majiang ron: daisangen split 16000 / 16000, tsuuiisou 32000 from the discarder.
    case("pao-liable-yakuman-only-majiang-ron", "z2z2-,z555=,z666-,z777+,z111=",
         preset="majiang", pao=2, net=(-48000, 64000, -16000, 0)),
    # majiang pao ron: the discarder pays all the honba (seed 001).
    case("pao-ron-honba-majiang", DSG_RON_EAST, honba=1, preset="majiang",
         pao=2, net=(-16300, 32300, -16000, 0)),
    # majiang: daisuushii is double; pao covers both yakuman of it.
    case("daisuushii-pao-majiang", DSS_TSUMO, preset="majiang",
         yaku={"daisuushii": YY}, pao=3, net=(0, 64000, 0, -64000)),
    # --- override -----------------------------------------------------------------------------
    # the daisangen with a concealed red triplet has no pao of its own; --pao East makes
    # East pay the whole tsumo.
    case("pao-override-tsumo", "m2399z777m4,z555=,z666-", override_pao=0, pao=0,
         net=(-32000, 32000, 0, 0)),
]


@pytest.mark.parametrize("c", CASES)
def test_worked_pao(c: Case) -> None:
    check(c)
