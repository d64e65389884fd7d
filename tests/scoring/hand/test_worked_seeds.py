"""Hand-worked cases taken from the seeds (000, 001, 002) and SPEC's errata.

Seed 002, the hule record::

    l: 3, shoupai: 'm78p405667s34577m9', baojia: null, fubaopai: ['s2', 'm4'],
    fu: 20, fanshu: 5, defen: 8000,
    hupai: 立直 1, 門前清自摸和 1, 平和 1, 赤ドラ 1, 裏ドラ 1,
    fenpei: [-4200, -2200, -2200, 9600]

Worked by hand: North (seat 3) draws m9 (the 14th tile). The hand reads m789, p456 +
p567 (p4 p0 p5 p6 p6 p7), s345, s77: all runs, a plain pair, m78 + m9 is ryanmen, closed:
pinfu; tsumo pinfu is 20 fu. Riichi 1 + menzen tsumo 1 + pinfu 1 + the red 5p 1 + ura:
s2 indicates s3 (one, in s345), m4 indicates m5 (none) -> 1. No tanyao (m9), no dora
(the record's dora indicator is not shown and none of its hupai is ドラ). 5 han = mangan,
2000 basic, defen 8000. A non-dealer tsumo pays dealer 4000, others 2000: that would be
[-4000, -2000, -2000, 8000]. The record has 200 more from each payer, which is 100 per
honba from each: 2 honba (changbang 2); the winner's +9600 = 8000 + 600 + 1000, so one
riichi stick (lizhibang 1, the winner's own riichi deposit) was on the table. The
figures follow with honba=2, deposits=1, and the net sums to 1000 = that deposit.

Two ura indicators mean two dora indicators (someone made a kan); the record's dora
indicators are not shown and gave no dora, so the cases use East and South (making South
and West the dora: none in the hand).
"""

from __future__ import annotations

import pytest
from worked import Case, Y, case, check

HULE = "m78p405667s34577m9"
MISS = "z1z2"  # two dora indicators that hit nothing in HULE
HULE_YAKU = {"riichi": 1, "menzen_tsumo": 1, "pinfu": 1, "aka_dora": 1, "ura_dora": 1}

CASES = [
    # --- seed 002: the hule record ---------------------------------------------------------
    case("seed002-hule-record", HULE, seat=3, round_wind=0, riichi=True, dora=MISS,
         ura="s2m4",
         honba=2, deposits=1,
         yaku=HULE_YAKU, han=5, fu=20, basic=2000, points=8000, limit="mangan",
         wait="ryanmen", net=(-4200, -2200, -2200, 9600)),
    # majiang-core's own preset gives the same record.
    case("seed002-hule-record-majiang", HULE, seat=3, riichi=True, dora=MISS, ura="s2m4",
         honba=2, deposits=1, preset="majiang",
         yaku=HULE_YAKU, han=5, fu=20, points=8000, net=(-4200, -2200, -2200, 9600)),
    # without the sticks: the bare mangan tsumo.
    case("seed002-hule-no-sticks", HULE, seat=3, riichi=True, dora=MISS, ura="s2m4",
         han=5, fu=20, points=8000, net=(-4000, -2000, -2000, 8000)),
    # had the first indicator been s6, the s77 pair would be 2 dora: 7 han -> haneman
    # 3000: dealer 6000, others 3000, + 200 each; 12000 + 600 + 1000 = 13600.
    case("seed002-hule-dora-hit", HULE, seat=3, riichi=True, ura="s2m4", dora="s6z1",
         honba=2, deposits=1, yaku={**HULE_YAKU, "dora": 2}, han=7, basic=3000,
         points=12000, net=(-6200, -3200, -3200, 13600)),
    # without riichi there is no riichi han and no ura: pinfu + tsumo + red
    # = 3 han 20 fu = 640: dealer 1280 -> 1300, others 640 -> 700; + 200 each for 2 honba,
    # and the deposit still goes to the winner: 2700 + 600 + 1000 = 4300.
    case("seed002-hule-without-riichi", HULE, seat=3, dora=MISS, honba=2, deposits=1,
         yaku={"menzen_tsumo": 1, "pinfu": 1, "aka_dora": 1}, han=3, fu=20, points=2700,
         net=(-1500, -900, -900, 4300)),
    # the same hand won by the dealer: 2000 x 2 = 4000 + 200 from each; 12000 + 600 + 1000.
    case("seed002-hule-as-dealer", HULE, seat=0, riichi=True, dora=MISS, ura="s2m4",
         honba=2, deposits=1, points=12000, net=(13600, -4200, -4200, -4200)),
    # the same shape won by ron (m9 from toimen: seat 3 + 2 = South, seat 1): no tsumo;
    # riichi + pinfu + red + ura = 4 han 30 fu = 1920 -> 7700; + 600 honba; + 1000.
    case("seed002-hule-by-ron", "m78p405667s34577m9=", seat=3, riichi=True, dora=MISS,
         ura="s2m4", honba=2, deposits=1,
         yaku={"riichi": 1, "pinfu": 1, "aka_dora": 1, "ura_dora": 1}, han=4, fu=30,
         points=7700, net=(0, -8300, 0, 9300)),
    # --- seed 001: the rounding of each payment --------------------------------------------
    # 1 han 30 fu tsumo, non-dealer: 240 -> 300 from each child, 480 -> 500 from the
    # dealer ("負担額の100点未満は切り上げる": each share rounded up on its own).
    case("seed001-rounding-per-payer", "m123789p456s24z33s3",
         basic=240, points=1100, net=(-500, 1100, -300, -300)),
    # seed 001: "2,000点を超える場合は 2,000点で切り捨て" — 3 han 70 fu (2240) is mangan.
    case("seed001-mangan-cap", "m234p789s2388s4-,z7777", riichi=True, ippatsu=True,
         han=3, fu=70, basic=2000, points=8000),
    # --- seed 000 errata decided by SPEC -------------------------------------------------------
    # the seed's table lists 4 han 30 fu as mangan; saki follows the formula: 1920 -> 7700.
    case("spec-4-han-30-fu-is-7700", "m34078p406s067z33m9-",
         han=4, fu=30, basic=1920, points=7700, limit=None),
    # SPEC: 3 han 60 fu = 1920 basic -> 7700 for a non-dealer ron without kiriage.
    case("spec-3-han-60-fu-is-7700", "m24p444678s88m3-,s6666", riichi=True, dora="p7",
         han=3, fu=60, basic=1920, points=7700, limit=None),
    # pinfu's pair must not be yakuhai; a terminal pair (9p) is fine (seed says
    # "non-terminal", SPEC corrects it).
    case("spec-pinfu-terminal-pair", "m123789p45699s23s4-",
         yaku={"pinfu": 1}, han=1, fu=30, points=1000),
    # seed 000: honitsu and chinitsu lose a han when open ("as everywhere", SPEC).
    case("spec-honitsu-open-minus-one", "m1234567899m6-,z333=",
         yaku={"honitsu": 2}, han=2),
    case("spec-chinitsu-open-minus-one", "p2345688899p7-,p111=",
         yaku={"chinitsu": 5}, han=5),
    # seed 000 lists triple pung (三色同刻) with "非门清减1番"; SPEC's switch table treats
    # that as an error (off in saki): open it is still 2 han.
    case("spec-sanshoku-doukou-open-stays-2", "m34p222s222z33m5-,m222=",
         yaku={"sanshoku_doukou": 2}, han=2),
    # with the switch on it drops to 1 han: the hand is 1 han 30 fu = 1000.
    case("spec-sanshoku-doukou-kuisagari-switch", "m34p222s222z33m5-,m222=",
         rules={"sanshoku_doukou_kuisagari": True},
         yaku={"sanshoku_doukou": 1}, han=1, fu=30, points=1000),
    # seed 000 basic-point table: 26-38 han double yakuman (see test_worked_limits), and
    # renhou is a yakuman "要求第一次自摸前" (before one's first draw).
    case("seed000-renhou-yakuman", "m123789p456s24z33s3-", seat=3, renhou=True,
         yaku={"renhou": Y}, yakuman=1, points=32000, net=(0, 0, -32000, 32000)),
]


@pytest.mark.parametrize("c", CASES)
def test_worked_seeds(c: Case) -> None:
    check(c)
