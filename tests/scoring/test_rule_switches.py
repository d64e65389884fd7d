"""Every rule switch changes something: one case per switch of scoring.rules.SWITCHES.

Each case is run under the preset (``saki`` unless said) and with the one switch set
otherwise; both outcomes are worked by hand from the rules (seed 000 with SPEC's
corrections; majiang-core / Tenhou for the values they name). ``test_every_switch_has_a_case``
fails as soon as a switch is added without a case here.

Reminders: basic = fu x 2^(han+2), mangan 2000, haneman 3000, baiman 4000, sanbaiman
6000, yakuman 8000 each; ron = basic x 4 (x 6 to the dealer), tsumo = basic x 2 from the
dealer and x 1 from the others (x 2 from each to a dealer), each rounded up to 100.
Seats: 0 East (dealer), 1 South (the default winner), 2 West, 3 North; a ron tile marked
``+`` comes from the winner's next seat, ``=`` from the seat opposite, ``-`` from the
previous seat (for South: West, North, East).
"""

from __future__ import annotations

import pytest
from rule_cases import (
    DRAW,
    ERR,
    NET,
    Flip,
    H,
    Y,
    exhaustive_draw,
    game_end,
    multi,
    replayed,
    tenpai_at_draw,
    win,
)

from scoring.game.game_record import Discard, Draw, Kita, Round, Win
from scoring.rules import SWITCH_BY_NAME, SWITCHES, Rules
from scoring.tiles import Tile

# South's pinfu tanyao on West's s4: m234 m567 p345 s55 + s23.
PINFU = "m234567p345s2355s4+"
# South's open tanyao: chi s3-45 (from East), ron p2 from West: m234 m567 p234 s345 s55;
# one han, 30 fu (an open pinfu shape by ron counts 30).
OPEN_TANYAO = ("m234567p34s55p2+", "s3-45")
OPEN_TANYAO_OUT = H(1, 30, 240, (0, 1000, -1000, 0))  # 30 x 2^3 = 240 -> 960 -> 1000
# 13-sided thirteen orphans, South on West's z7.
KOKUSHI_13 = "m19p19s19z1234567z7+"
RON_BY_SOUTH_1 = (0, 32000, -32000, 0)  # one yakuman by ron from West: 8000 x 4
RON_BY_SOUTH_2 = (0, 64000, -64000, 0)
TSUMO_BY_SOUTH_1 = (-16000, 32000, -8000, -8000)  # one yakuman by tsumo: 16000/8000/8000
TSUMO_BY_SOUTH_2 = (-32000, 64000, -16000, -16000)
# the same discard (West's s4) won by South (2000), North in riichi (3900), East (2400).
SOUTH_S4 = ("m234567p345s2355s4+", {"seat": 1})
NORTH_S4 = ("m345p234567s5688s4-", {"seat": 3, "riichi": True})
EAST_S4 = ("m123p789s44z11777s4=", {"seat": 0})
GAME = (40000, 30000, 20000, 10000)
# three players: South's tsumo p234 p567 s234 z777 s55, the pair completed (tanki); and
# South's open hand p234 p567 s234 s55 + North pon from West, won on s5 from West.
SANMA_TSUMO = "p234567s234s5z777s5"
NORTH_PON = ("p234567s2345s5+", "z444+")


def _t(text: str) -> tuple[Tile, ...]:
    return tuple(Tile.parse(text[i:i + 2]) for i in range(0, len(text), 2))


def kita_round(south: str, *, ron_on_the_kita: bool) -> Round:
    """A three-player round (East 0 deals, South 1, West 2; dora indicator z5): South
    discards z2 once, then declares riichi on z1 at its second discard; West draws a North,
    sets it aside (kita) and either South rons that North, or West draws s8 from the dead
    wall and discards it and South rons the s8. ``south``: South's 13 dealt tiles."""
    deal = (_t("m1m1m1m9m9m9p1p1p1p9p9p9z6"), _t(south), _t("s1s1s1s9s9s9z5z5z5z6z6z6z7"))
    events: tuple[object, ...] = (
        Draw(0, _t("z7")[0]), Discard(0, _t("z7")[0]),
        Draw(1, _t("z2")[0]), Discard(1, _t("z2")[0]),
        Draw(2, _t("z3")[0]), Discard(2, _t("z3")[0]),
        Draw(0, _t("z3")[0]), Discard(0, _t("z3")[0]),
        Draw(1, _t("z1")[0]), Discard(1, _t("z1")[0], riichi=True),
        Draw(2, _t("z4")[0]), Kita(2, _t("z4")[0]))
    if ron_on_the_kita:
        events += (Win(1, 2, _t("z4")[0]),)
    else:
        events += (Draw(2, _t("s8")[0], rinshan=True), Discard(2, _t("s8")[0]),
                   Win(1, 2, _t("s8")[0]))
    return Round(0, 1, 0, 0, 0, (35000,) * 3, _t("z5"), deal, events)  # type: ignore[arg-type]


# South waits on s5/s8 with p234 p567 s234 s55 s67 (pinfu, tanyao) and rons West's s8
# after West's kita; or waits on a North alone (p234 p567 s234 s678 z4) and rons the
# North West sets aside.
KITA_THEN_DISCARD = kita_round("p2p3p4p5p6p7s2s3s4s5s5s6s7", ron_on_the_kita=False)
RON_ON_THE_KITA = kita_round("p2p3p4p5p6p7s2s3s4s6s7s8z4", ron_on_the_kita=True)
# GAME under saki (return 30000, oka 20000, uma 10-20): second 0 + 10000, third -10000
# - 10000, fourth -20000 - 20000, first the rest: 10000 + 20000 oka + 20000 uma.
GAME_POINTS = ("points", (50000, 10000, -20000, -40000))

CASES: dict[str, Flip] = {f.switch: f for f in (
    # --- tiles and dora ----------------------------------------------------------------------
    Flip("red_fives_m", 0, win("m340678p234s2355s4+"),
         H(3, 30, 960, (0, 3900, -3900, 0)), ERR("red_fives"),
         "pinfu tanyao + the red m5: 3 han 30 fu = 960 -> 3840 -> 3900; without red 5m "
         "the m0 cannot exist"),
    Flip("red_fives_p", 0, win("m234678p340s2355s4+"),
         H(3, 30, 960, (0, 3900, -3900, 0)), ERR("red_fives"), "as red_fives_m, with p0"),
    Flip("red_fives_s", 0, win("m234678p345s2305s4+"),
         H(3, 30, 960, (0, 3900, -3900, 0)), ERR("red_fives"),
         "as red_fives_m, the red five in the s55 pair"),
    Flip("ura_dora", False, win(PINFU, riichi=True, dora="z1", ura="s4"),
         H(5, 30, 2000, (0, 8000, -8000, 0)), ERR("rule_off"),
         "riichi pinfu tanyao + ura s4 -> s5, two of them: 5 han, mangan 8000; without ura "
         "dora an ura indicator is refused"),
    Flip("kan_dora", False, win(PINFU, dora="z1m1"),
         H(3, 30, 960, (0, 3900, -3900, 0)), ERR("rule_off"),
         "pinfu tanyao + dora m2: 3 han 3900; without kan dora a second indicator is refused"),
    Flip("kan_ura", False, win(PINFU, riichi=True, dora="z1z2", ura="z3s4"),
         H(5, 30, 2000, (0, 8000, -8000, 0)), ERR("rule_off"),
         "riichi pinfu tanyao + ura 2 (s4 -> s5 s5): mangan; without kan ura a second ura "
         "indicator is refused"),
    # --- yaku ----------------------------------------------------------------------------------
    Flip("open_tanyao", False, win(*OPEN_TANYAO), OPEN_TANYAO_OUT, ERR("no_yaku"),
         "an open hand of simples: tanyao 1 han, or no yaku at all without kuitan"),
    Flip("ippatsu", False, win(PINFU, riichi=True, ippatsu=True),
         H(4, 30, 1920, (0, 7700, -7700, 0)), ERR("rule_off"),
         "riichi ippatsu pinfu tanyao 4 han 30 fu: 1920 -> 7680 -> 7700; without ippatsu "
         "--ippatsu is refused, naming the switch (issue 36: never dropped in silence)"),
    Flip("pinfu_tsumo", False, win("m234567p345s2355s4"),
         H(3, 20, 640, (-1300, 2700, -700, -700)), H(2, 30, 480, (-1000, 2000, -500, -500)),
         "tsumo pinfu tanyao: 3 han 20 fu = 640: 1280 -> 1300 from East, 640 -> 700 from "
         "each other; no pinfu on a tsumo: tsumo tanyao 2 han, 20 + 2 tsumo = 22 -> 30 fu: "
         "480: 960 -> 1000 and 500"),
    Flip("sanshoku_doukou_kuisagari", True, win("p222s222m45p99m6+", "m222="),
         H(2, 30, 480, (0, 2000, -2000, 0)), H(1, 30, 240, (0, 1000, -1000, 0)),
         "open triple pung (m222 called): 2 han, or 1 with kuisagari; fu 20 + 2 (open "
         "simple pon) + 4 + 4 (concealed simple pungs) = 30"),
    Flip("renhou", "none", win("m23p456789s67899m4+", renhou=True),
         Y(1, 8000, (0, 32000, -32000, 0)), ERR("rule_off"),
         "renhou is a yakuman (saki); with renhou=none --renhou is refused (issue 36)"),
    Flip("kokushi_chankan_closed", True, win("m19p19s19z1234566z7-", chankan_closed=True),
         ERR("rule_off"), Y(1, 8000, (-32000, 32000, 0, 0)),
         "thirteen orphans (z6 pair) on the z7 of East's closed kan: refused in saki (seed "
         "000: 国士无双抢暗杠：无); allowed, a yakuman ron from East: 32000"),
    Flip("min_han", 2, win(*OPEN_TANYAO), OPEN_TANYAO_OUT, ERR("no_yaku"),
         "one han of yaku is enough to win, not when two are needed"),
    # --- limits --------------------------------------------------------------------------------
    Flip("kazoe", "sanbaiman", win("m2233445566778m8", riichi=True),
         Y(1, 8000, (-16000, 32000, -8000, -8000)),
         H(13, 20, 6000, (-12000, 24000, -6000, -6000)),
         "read m22 m345 m345 m678 m678, ryanmen on m8: riichi 1, tsumo 1, pinfu 1, tanyao 1, "
         "ryanpeikou 3, chinitsu 6 = 13 han: a kazoe yakuman (16000/8000 by tsumo), or a "
         "sanbaiman 6000 (12000/6000)"),
    Flip("yakuman_stacking", False, win(KOKUSHI_13),
         Y(2, 16000, RON_BY_SOUTH_2), Y(1, 8000, RON_BY_SOUTH_1),
         "13-sided kokushi is a double yakuman, 64000 by ron; without stacking any yakuman "
         "hand is one yakuman (majiang-core's 役満の複合あり false), 32000"),
    Flip("double_kokushi_13", False, win(KOKUSHI_13),
         Y(2, 16000, RON_BY_SOUTH_2), Y(1, 8000, RON_BY_SOUTH_1),
         "the 13-sided wait doubles thirteen orphans, or not"),
    Flip("double_suuankou_tanki", False, win("m111p222s333z555z6z6"),
         Y(2, 16000, TSUMO_BY_SOUTH_2), Y(1, 8000, TSUMO_BY_SOUTH_1),
         "four concealed pungs on a pair wait, by tsumo: double (32000/16000/16000) or single"),
    Flip("double_junsei_chuuren", False, win("m1112345678999m5+"),
         Y(2, 16000, RON_BY_SOUTH_2), Y(1, 8000, RON_BY_SOUTH_1),
         "nine gates on its 9-sided wait: double or single"),
    Flip("double_daisuushii", True, win("z333z444m5m5", "z111-,z222="),
         Y(1, 8000, TSUMO_BY_SOUTH_1), Y(2, 16000, TSUMO_BY_SOUTH_2),
         "big four winds by tsumo, two wind pungs concealed (no pao): single in saki, "
         "double with the switch"),
    Flip("kiriage_mangan", True, win(PINFU, riichi=True, dora="m1"),
         H(4, 30, 1920, (0, 7700, -7700, 0)), H(4, 30, 2000, (0, 8000, -8000, 0)),
         "riichi pinfu tanyao dora: 4 han 30 fu = 1920 -> 7700, rounded up to mangan with "
         "kiriage"),
    # --- fu ------------------------------------------------------------------------------------
    Flip("double_wind_pair_fu", 2, win("m345p234s999s23z11s4=", seat=0, riichi=True),
         H(1, 50, 400, (2400, 0, -2400, 0)), H(1, 40, 320, (2000, 0, -2000, 0)),
         "East in the East round, pair z11: 20 + 10 ron + 8 (s999 concealed terminals) + 4 "
         "= 42 -> 50 fu: 400 x 6 = 2400; with 2 fu for the pair 40 fu: 1920 -> 2000"),
    # --- pao -----------------------------------------------------------------------------------
    Flip("pao_daisangen", False, win("m123p11", "z555+,z666=,z777-"),
         Y(1, 8000, (-32000, 32000, 0, 0)), Y(1, 8000, TSUMO_BY_SOUTH_1),
         "East fed the third dragon pon (z777-): on a tsumo it pays all 32000; without pao "
         "an ordinary yakuman tsumo"),
    Flip("pao_daisuushii", False, win("m5m5", "z111-,z222=,z444=,z333+"),
         Y(1, 8000, (0, 32000, -32000, 0)), Y(1, 8000, TSUMO_BY_SOUTH_1),
         "West fed the fourth wind pon, the last called (z333+): it pays the whole tsumo, "
         "or nobody is liable"),
    Flip("pao_suukantsu", True, win("m2m2", "m1111,s111=1,z7777,p1111+"),
         Y(1, 8000, TSUMO_BY_SOUTH_1), Y(1, 8000, (0, 32000, -32000, 0)),
         "four kans, the fourth an open kan of West's discard: liable only with the switch"),
    Flip("pao_scope", "liable_yakuman", win("z1z1", "z555-,z666=,z777+,z222+"),
         Y(2, 16000, (0, 64000, -64000, 0)), Y(2, 16000, (-16000, 64000, -40000, -8000)),
         "daisangen (West fed z777+) + tsuuiisou by tsumo, 16000 basic: West pays it all "
         "(whole), or 8000 x 4 for the daisangen and the rest as a tsumo: East 16000, "
         "West 8000 more, North 8000"),
    Flip("pao_ron_honba", "discarder", win("m123p1p1=", "z555+,z666=,z777-", honba=2),
         Y(1, 8000, (-16300, 32600, 0, -16300)), Y(1, 8000, (-16000, 32600, 0, -16600)),
         "daisangen (East fed z777-) won on North's p1 with 2 honba: East and North 16000 "
         "each, the 600 honba split 300/300, or all paid by North"),
    # --- several winners -----------------------------------------------------------------------
    Flip("double_ron", "head_bump", multi(SOUTH_S4, NORTH_S4),
         NET((0, 2000, -5900, 3900)), NET((0, 0, -3900, 3900)),
         "West pays South 2000 and North 3900, or only North, the nearer in turn order"),
    Flip("triple_ron", "settled", multi(SOUTH_S4, NORTH_S4, EAST_S4),
         DRAW, NET((2400, 2000, -8300, 3900)),
         "three winners: an abortive draw, or each paid (East 2400, South 2000, North 3900)"),
    Flip("multi_ron_honba", "each",
         multi((SOUTH_S4[0], {"seat": 1, "honba": 2}),
               (NORTH_S4[0], {"seat": 3, "riichi": True, "honba": 2})),
         NET((0, 2300, -6500, 4200)), NET((0, 2600, -7100, 4500)),
         "2 honba = 600 split 300/300, or 600 to each winner"),
    # --- draws ---------------------------------------------------------------------------------
    Flip("nagashi_mangan", False, exhaustive_draw((False,) * 4, nagashi=(1,)),
         NET((-4000, 8000, -2000, -2000)), NET((0, 0, 0, 0)),
         "South's nagashi is a mangan tsumo (4000/2000/2000); without it, all noten, "
         "nothing is paid"),
    Flip("nagashi_win", True, exhaustive_draw((False,) * 4, nagashi=(1,), honba=1, deposits=1),
         NET((-4000, 8000, -2000, -2000)), NET((-4100, 9300, -2100, -2100)),
         "South's nagashi with 1 honba and 1 riichi stick on the table: a draw payment "
         "(4000/2000/2000, the stick stays), or a win: 100 more from each and the stick"),
    Flip("noten_penalty", 1500, exhaustive_draw((True, False, False, False)),
         NET((3000, -1000, -1000, -1000)), NET((1500, -500, -500, -500)),
         "East alone tenpai: 3000 (or 1500) in all from the three others"),
    Flip("form_tenpai", "not_own_four", tenpai_at_draw("m1111p123s456z555"),
         ("tenpai", True), ("tenpai", False),
         "the hand waits only on m1, of which it holds all four: tenpai in form, or noten"),
    # --- game end ------------------------------------------------------------------------------
    Flip("start_points", 30000, game_end(GAME), GAME_POINTS, ERR("bad_final"),
         "100000 on the table is 4 x 25000; with 30000 each it cannot be"),
    Flip("return_points", 25000, game_end(GAME),
         GAME_POINTS, ("points", (35000, 15000, -15000, -35000)),
         "return 25000, no oka: second 5000 + 10000, third -5000 - 10000, fourth -15000 - "
         "20000, first the rest 35000"),
    Flip("uma", "5-10", game_end(GAME),
         GAME_POINTS, ("points", (40000, 5000, -15000, -30000)),
         "uma 5-10: second 0 + 5000, third -10000 - 5000, fourth -20000 - 10000, first "
         "40000"),
    Flip("tie_split", True, game_end((35000, 25000, 25000, 15000)),
         ("points", (45000, 5000, -15000, -35000)), ("points", (45000, -5000, -5000, -35000)),
         "South and West tie on 25000 (-5000 each): seat order makes South second (+10000 "
         "uma) and West third (-10000); split, each has (10000 - 10000) / 2 = 0 uma. "
         "North -15000 - 20000; East the rest: 5000 + 20000 oka + 20000 uma"),
    Flip("final_rounding", "five_down_six_up", game_end((40500, 29500, 20000, 10000)),
         ("points", (50000, 10000, -20000, -40000)),
         ("points", (51000, 9000, -20000, -40000)),
         "second has 29500 - 30000 = -500: half up 0, five down -1000; first takes the rest"),
    Flip("deposits_to_first", False, game_end((40000, 30000, 20000, 9000), deposits=1),
         ("points", (51000, 10000, -20000, -41000)),
         ("points", (50000, 10000, -20000, -41000)),
         "the stick left on the table: first place's 1000, or lost to everyone"),
    # --- three players (issue 13) ------------------------------------------------------------
    Flip("players", 3, win(PINFU), H(2, 30, 480, (0, 2000, -2000, 0)), ERR("sanma_tile"),
         "pinfu tanyao 2 han 30 fu = 480 -> 1920 -> 2000; three players have no m2-m8, so "
         "m234 m567 cannot be held"),
    Flip("sanma_tsumo", "north_split", win(SANMA_TSUMO), H(2, 40, 640, (-1300, 2000, -700)),
         H(2, 40, 640, (-1600, 2600, -1000)),
         "South's menzen tsumo + chun: 20 + concealed honor triplet 8 + tanki 2 + tsumo 2 = "
         "32 -> 40 fu, 2 han: 640. Tsumo loss: East 1280 -> 1300, West 640 -> 700 (North's "
         "640 lost). Split: each adds half North's 640: East 1600, West 960 -> 1000",
         preset="tenhou-sanma"),
    Flip("north_yakuhai", True, win(*NORTH_PON), ERR("no_yaku"),
         H(1, 30, 240, (0, 1000, -1000)),
         "an open hand whose only value is a North pon (from West, '+'): a guest wind, no "
         "yaku; as a value tile 1 han, 20 + open honor pon 4 + tanki 2 = 26 -> 30 fu: 240 "
         "-> 960 -> 1000", preset="tenhou-sanma"),
    Flip("honba_stick", 200, win(PINFU, honba=2), H(2, 30, 480, (0, 2600, -2600, 0)),
         H(2, 30, 480, (0, 2400, -2400, 0)),
         "2000 for pinfu tanyao plus 2 honba: 600 at 300 a stick, 400 at 200"),
    Flip("kita_is_call", False, replayed(KITA_THEN_DISCARD),
         ("replayed", 3, ("riichi",), (0, 4900, -3900)),
         ("replayed", 4, ("riichi", "ippatsu"), (0, 8700, -7700)),
         "South's riichi, pinfu, tanyao on West's s8 (30 fu closed ron): 3 han 960 -> 3840 "
         "-> 3900, plus South's own riichi stick back: +4900. West's kita came between the "
         "riichi and the win: as a call (Tenhou) it ends the ippatsu; if not, ippatsu makes "
         "4 han: 1920 -> 7680 -> 7700, +8700", preset="tenhou-sanma"),
    Flip("kita_ron", "chankan", replayed(RON_ON_THE_KITA),
         ("replayed", 2, ("riichi", "ippatsu"), (0, 3600, -2600)),
         ("replayed", 3, ("riichi", "ippatsu", "chankan"), (0, 6200, -5200)),
         "South rons the North West sets aside, one go-around after its riichi: the kita "
         "would end the ippatsu, but a ron on it comes first (as on a robbed kan). 20 + 10 "
         "closed ron + 2 single wait = 32 -> 40 fu (North no value tile). Plain: riichi "
         "ippatsu 2 han, 640 -> 2560 -> 2600; as chankan 3 han, 1280 -> 5120 -> 5200; "
         "plus South's stick back (+1000)", preset="tenhou-sanma"),
    # --- end three players ---------------------------------------------------------------------
)}


def test_every_switch_has_a_case() -> None:
    missing = [s.name for s in SWITCHES if s.name not in CASES]
    assert not missing, f"rule switches without a case that they change: {missing}"
    assert set(CASES) <= set(SWITCH_BY_NAME), "a case names a switch that does not exist"


def test_the_meta_test_sees_a_missing_case() -> None:
    # the coverage check must be able to fail: without one case it would
    partial = dict(CASES)
    del partial["kazoe"]
    assert [s.name for s in SWITCHES if s.name not in partial] == ["kazoe"]


@pytest.mark.parametrize("name", sorted(CASES))
def test_flipping_the_switch_changes_the_outcome(name: str) -> None:
    case = CASES[name]
    before = Rules(case.preset)
    after = before.changed({name: case.to})
    assert before[name] != after[name], "the case does not flip the switch"
    assert case.before != case.after, "the worked outcomes must differ"
    assert case.run(before) == case.before, case.why
    assert case.run(after) == case.after, case.why
