"""Every difference between the presets saki, majiang and tenhou is shown by a case.

For each switch whose value is not the same in all three presets there is one case, run
under each whole preset, with the outcome worked by hand for each (see rule_cases.py for
the outcome forms and tests/scoring/test_rule_switches.py for the reminders). The cases
are chosen so that no other preset difference touches them. ``test_every_preset_difference
_has_a_case`` fails when a preset value changes and no case shows it.

Sources of the preset values: saki = seed 000 (the Saki rule book, SPEC); majiang =
majiang-core's ``Majiang.rule()`` defaults and seed 001 (pao for the liable yakuman only,
honba and riichi sticks to the nearest winner); tenhou = Tenhou's ranked rules (no double
yakuman forms, kazoe capped at one yakuman, form tenpai not on a wait on one's own four
tiles, rounding 5 down 6 up). The three-player presets have their own cases:
tests/scoring/test_sanma_presets.py.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass

import pytest
from rule_cases import (
    DRAW,
    ERR,
    NET,
    H,
    Outcome,
    Run,
    Y,
    exhaustive_draw,
    game_end,
    multi,
    tenpai_at_draw,
    win,
)

from scoring.rules import FOUR_PLAYER_PRESETS as PRESETS
from scoring.rules import PLAYED, SWITCHES, Rules

RON_1 = (0, 32000, -32000, 0)  # South's one-yakuman ron on West's discard
RON_2 = (0, 64000, -64000, 0)
TSUMO_1 = (-16000, 32000, -8000, -8000)  # South's one-yakuman tsumo
TSUMO_2 = (-32000, 64000, -16000, -16000)


@dataclass(frozen=True)
class PresetCase:
    """One case and its outcome under each preset, worked by hand."""

    run: Run
    expected: Mapping[str, Outcome]
    why: str


def each(saki: Outcome, majiang: Outcome, tenhou: Outcome, **played: Outcome
         ) -> dict[str, Outcome]:
    """The outcome per preset. A played preset not named comes out as under ``tenhou``:
    its values of every switch the case touches are Tenhou's (worked, not assumed: the
    test runs the case under it)."""
    assert set(played) <= set(PLAYED), played
    return {"saki": saki, "majiang": majiang, "tenhou": tenhou,
            **{p: played.get(p, tenhou) for p in PLAYED}}


NO_RED = {p: ERR("red_fives") for p in ("wrc", "ema", "jpml")}
HEAD_BUMP = ("mleague", "wrc", "jpml")
ONE = (0, 32000, -32000, 0)
# 25000 on the table each (sum 100000) or 30000 each (120000): a preset with the other
# start refuses the scores (bad_final).
FINAL_25 = game_end((40500, 29500, 20000, 10000))
FINAL_30 = game_end((40500, 29500, 30000, 20000))
BAD = ERR("bad_final")
FINAL_25_OUT = each(
    ("points", (50000, 10000, -20000, -40000)), ("points", (50000, 10000, -20000, -40000)),
    ("points", (50000, 10000, -20000, -40000)),
    mahjongsoul=("points", (30500, 9500, -10000, -30000)),
    mleague=("points", (60500, 9500, -20000, -50000)), wrc=BAD, ema=BAD, jpml=BAD)
FINAL_30_OUT = each(BAD, BAD, BAD, mahjongsoul=BAD, mleague=BAD,
                    wrc=("points", (25500, -5500, 5000, -25000)),
                    ema=("points", (25500, -5500, 5000, -25000)),
                    jpml=("points", (18500, -4500, 4000, -18000)))
FINAL_WHY = (
    "40500 29500 20000 10000: saki/majiang/Tenhou -500 rounds to 0 (half up; Tenhou's "
    "real owari, tests/fixtures/tenhou_owari.csv), uma 10-20 and oka 20000; Mahjong Soul "
    "(return 25000, uma 15/5, no rounding): 4500 + 5000, -5000 - 5000, -15000 - 15000, "
    "first 15500 + 15000; M.League "
    "(riichi.wiki: +50/+10/-10/-30, tenths): -500 + 10000, -10000 - 10000, -20000 - "
    "30000, first 10500 + 50000. 40500 29500 30000 20000 (30000 start): WRC/EMA uma "
    "15/5 (riichi.wiki WRC rules; EMA 2016 'Uma is changed to 15,000/5,000'), no rounding: "
    "West 0 + 5000, South -500 - 5000, North -10000 - 15000, East 10500 + 15000; JPML "
    "floating uma, two at or above 30000 (East, West): +8 +4 -4 -8")
FINAL_CASES = (PresetCase(FINAL_25, FINAL_25_OUT, FINAL_WHY),
               PresetCase(FINAL_30, FINAL_30_OUT, FINAL_WHY))

CASES: dict[str, tuple[PresetCase, ...]] = {name: cases if isinstance(cases, tuple)
                                            else (cases,) for name, cases in {
    "red_fives_m": PresetCase(
        win("m340678p234s2355s4+"),
        each(H(3, 30, 960, (0, 3900, -3900, 0)), H(3, 30, 960, (0, 3900, -3900, 0)),
             H(3, 30, 960, (0, 3900, -3900, 0)), **NO_RED),
        "pinfu tanyao + red m5: 3900; no red fives in WRC, EMA 2016 ('Red fives have "
        "been removed') and JPML (赤なし): the m0 cannot exist"),
    "red_fives_p": PresetCase(
        win("m234678p340s2355s4+"),
        each(H(3, 30, 960, (0, 3900, -3900, 0)), H(3, 30, 960, (0, 3900, -3900, 0)),
             H(3, 30, 960, (0, 3900, -3900, 0)), **NO_RED), "as red_fives_m, with p0"),
    "red_fives_s": PresetCase(
        win("m234678p345s2305s4+"),
        each(H(3, 30, 960, (0, 3900, -3900, 0)), H(3, 30, 960, (0, 3900, -3900, 0)),
             H(3, 30, 960, (0, 3900, -3900, 0)), **NO_RED), "as red_fives_m, with s0"),
    "ura_dora": PresetCase(
        win("m234567p345s2355s4+", riichi=True, dora="z1", ura="s4"),
        each(*[H(5, 30, 2000, (0, 8000, -8000, 0))] * 3, jpml=ERR("rule_off")),
        "riichi pinfu tanyao + ura 2 (s5 s5): mangan 8000; JPML has no ura dora "
        "(連盟公式: 裏ドラなし), so an ura indicator is refused"),
    "kan_dora": PresetCase(
        win("m234567p345s2355s4+", dora="z1m1"),
        each(*[H(3, 30, 960, (0, 3900, -3900, 0))] * 3, jpml=ERR("rule_off")),
        "pinfu tanyao + kan dora m2: 3900; JPML has no kan dora (槓ドラなし)"),
    "kan_ura": PresetCase(
        win("m234567p345s2355s4+", riichi=True, dora="z1z2", ura="z3s4"),
        each(*[H(5, 30, 2000, (0, 8000, -8000, 0))] * 3, jpml=ERR("rule_off")),
        "riichi pinfu tanyao + kan ura 2: mangan; JPML has no kan (ura) dora"),
    "ippatsu": PresetCase(
        win("m234567p345s2355s4+", riichi=True, ippatsu=True),
        each(*[H(4, 30, 1920, (0, 7700, -7700, 0))] * 3,
             wrc=H(4, 30, 2000, (0, 8000, -8000, 0)),
             jpml=ERR("rule_off")),
        "riichi ippatsu pinfu tanyao 4 han 30 fu: 7700, a mangan where 4-30 is rounded up "
        "(WRC); JPML has no ippatsu (一発なし): asked for, it is "
        "refused (issue 36: never dropped in silence)"),
    "renhou": (PresetCase(
        win("m123p456s789z333m9m9+", renhou=True),
        each(Y(1, 8000, ONE), ERR("rule_off"), ERR("rule_off"),
             wrc=H(5, 40, 2000, (0, 8000, -8000, 0)), ema=H(5, 40, 2000, (0, 8000, -8000, 0)),
             jpml=H(5, 40, 2000, (0, 8000, -8000, 0))),
        "a hand with no yaku but renhou (tanki on m9, West's z333 concealed: 20 + 10 + 8 "
        "+ 2 = 40 fu): a yakuman in saki; no renhou in majiang-core, Tenhou, Mahjong Soul "
        "or M.League (renhou=none: --renhou refused); a mangan (8000) in WRC (2014 "
        "errata), EMA 2016 ('Renho ... is a mangan') and JPML (人和満貫)"),
        PresetCase(
        win("m234567p345s2355s4+", renhou=True),
        each(Y(1, 8000, ONE), ERR("rule_off"), ERR("rule_off"),
             wrc=H(7, 30, 3000, (0, 12000, -12000, 0)),
             ema=H(5, 30, 2000, (0, 8000, -8000, 0)), jpml=H(5, 30, 2000, (0, 8000, -8000, 0))),
        "renhou with pinfu and tanyao (2 han, 30 fu): saki a yakuman; no renhou: refused; "
        "WRC's renhou adds to the others (2014 errata: cumulative): "
        "5 + 2 = 7 han, haneman 12000; EMA's is a strict mangan (riichi.wiki EMA RCR, 2016 "
        "changes: 'renhou is now a strict mangan only'), JPML's 人和満貫 too: 8000"),
        PresetCase(
        win("p1222234567899p9+", renhou=True),
        each(Y(1, 8000, ONE), ERR("rule_off"), ERR("rule_off"),
             wrc=H(13, 40, 6000, (0, 24000, -24000, 0)),
             ema=H(8, 40, 4000, (0, 16000, -16000, 0)),
             jpml=H(8, 40, 4000, (0, 16000, -16000, 0))),
        "renhou with a closed full flush and pure straight, p123 p456 p789 p222 p99 (6 + 2 "
        "= 8 han; 20 + 10 closed ron + 4 for the concealed p222, + 2 if the p9 is read as "
        "the pair's tanki: 34 or 36 -> 40 fu): without renhou a baiman, 16000 (where "
        "there is no renhou, --renhou is refused); "
        "WRC adds its 5 han: 13 han, sanbaiman 24000 (the wrc preset's kazoe: no counted "
        "yakuman); a strict mangan (EMA, JPML) adds nothing to a hand worth more: the "
        "baiman stays")),
    "kokushi_chankan_closed": PresetCase(
        win("m19p19s19z1234566z7-", chankan_closed=True),
        each(ERR("rule_off"), ERR("rule_off"),
             Y(1, 8000, (-32000, 32000, 0, 0)), jpml=ERR("rule_off")),
        "thirteen orphans robbing East's closed kan of z7: refused in saki (seed 000: "
        "国士无双抢暗杠：无), majiang and JPML (役満の特例なし, 国士無双聴牌で暗槓に対する槍槓"
        "等); a yakuman ron from East on Tenhou and where no text found says otherwise"),
    "kazoe": (
        PresetCase(
            win("m2233445566778m8", riichi=True, dora="m1m2m3m4m5", ura="m6m7m1m2m3"),
            each(Y(2, 16000, TSUMO_2), Y(1, 8000, TSUMO_1), Y(1, 8000, TSUMO_1),
                 **{p: H(33, 20, 6000, (-12000, 24000, -6000, -6000))
                    for p in ("mleague", "wrc", "ema")},
                 jpml=ERR("rule_off")),
            "13 han of yaku + 10 dora + 10 ura = 33 han: 2 yakuman in saki, one where "
            "kazoe is capped (Tenhou, Mahjong Soul); sanbaiman 6000 where there is no "
            "kazoe yakuman (M.League, WRC 2014 errata, EMA 2016 '13+ fan ... sanbaiman'); "
            "JPML refuses the kan dora indicators"),
        PresetCase(
            win("m2233445566778m8", riichi=True),
            each(Y(1, 8000, TSUMO_1), Y(1, 8000, TSUMO_1), Y(1, 8000, TSUMO_1),
                 **{p: H(13, 20, 6000, (-12000, 24000, -6000, -6000))
                    for p in ("mleague", "wrc", "ema", "jpml")}),
            "riichi tsumo pinfu tanyao ryanpeikou chinitsu = 13 han, no dora: one "
            "yakuman, or sanbaiman (JPML 数え役満なし, 三倍満どまり)")),
    "double_kokushi_13": PresetCase(
        win("m19p19s19z1234567z7+"),
        each(Y(2, 16000, RON_2), Y(2, 16000, RON_2), Y(1, 8000, RON_1),
             mahjongsoul=Y(2, 16000, RON_2)),
        "13-sided thirteen orphans: double in saki, majiang-core and Mahjong Soul; single "
        "on Tenhou and where every yakuman is single (WRC, EMA, M.League, JPML)"),
    "double_suuankou_tanki": PresetCase(
        win("m111p222s333z555z6z6"),
        each(Y(2, 16000, TSUMO_2), Y(2, 16000, TSUMO_2), Y(1, 8000, TSUMO_1),
             mahjongsoul=Y(2, 16000, TSUMO_2)),
        "four concealed pungs on a pair wait: double in saki, majiang, Mahjong Soul"),
    "double_junsei_chuuren": PresetCase(
        win("m1112345678999m5+"),
        each(Y(2, 16000, RON_2), Y(2, 16000, RON_2), Y(1, 8000, RON_1),
             mahjongsoul=Y(2, 16000, RON_2)),
        "nine gates on the 9-sided wait: double in saki, majiang, Mahjong Soul"),
    "double_daisuushii": PresetCase(
        win("z333z444m5m5", "z111-,z222="),
        each(Y(1, 8000, TSUMO_1), Y(2, 16000, TSUMO_2), Y(1, 8000, TSUMO_1),
             mahjongsoul=Y(2, 16000, TSUMO_2)),
        "big four winds (no pao: two wind pungs concealed): double in majiang-core and "
        "Mahjong Soul; single elsewhere (EMA 2016: 'a yakuman, not a double yakuman')"),
    "yakuman_stacking": (PresetCase(
        win("z1666777z1+", "z555-,z2222"),
        each(Y(2, 16000, RON_2), Y(2, 16000, RON_2), Y(2, 16000, RON_2),
             wrc=Y(1, 8000, RON_1), ema=Y(1, 8000, RON_1)),
        "all honours + big three dragons (one dragon pung called: no pao), South's ron on "
        "West's z1: two yakuman, 64000, where yakuman add up; one, 32000, under WRC 2015 "
        "§6.5 'Yakuman yaku are not cumulative' and EMA ('Yakuman are not cumulative')"),
        PresetCase(
        win("z1122233344466z6", seat=0),
        each(Y(3, 24000, (144000, -48000, -48000, -48000)),
             Y(3, 24000, (144000, -48000, -48000, -48000)),
             Y(3, 24000, (144000, -48000, -48000, -48000)),
             wrc=Y(1, 8000, (48000, -16000, -16000, -16000)),
             ema=Y(1, 8000, (48000, -16000, -16000, -16000))),
        "East's tsumo z6 (a shanpon wait: no suuankou tanki): four concealed pungs + all "
        "honours + little four winds, three yakuman, 48000 all; one yakuman, 16000 all, "
        "in WRC and EMA (not cumulative)")),
    "kiriage_mangan": PresetCase(
        win("m234567p345s2355s4+", riichi=True, dora="m1"),
        each(*[H(4, 30, 1920, (0, 7700, -7700, 0))] * 3,
             wrc=H(4, 30, 2000, (0, 8000, -8000, 0))),
        "riichi pinfu tanyao dora 1: 4 han 30 fu = 7700, rounded up to 8000 by WRC (2015 "
        "§6.1: 'A base value of 1920 points, being close to mangan, is rounded up to 2,000 "
        "points'); EMA ('4-30 is not rounded to mangan payment'), JPML (満貫に切り上げず) "
        "and Mahjong Soul (its real games pay 4-30 as 7700, 11600 and 2000-3900: "
        "tests/fixtures/open-questions) pay 7700"),
    "double_wind_pair_fu": PresetCase(
        win("m345p234s999s23z11s4=", seat=0, riichi=True),
        each(*[H(1, 50, 400, (2400, 0, -2400, 0))] * 3,
             mleague=H(1, 40, 320, (2000, 0, -2000, 0)),
             jpml=H(1, 40, 320, (2000, 0, -2000, 0))),
        "East's riichi with an East pair in the East round: 20 + 10 + 8 + 4 = 42 -> 50 fu, "
        "2400; the pair is 2 fu in M.League (riichi.wiki) and JPML (連風牌の対子も2符): 40 "
        "fu, 1920 -> 2000"),
    "pao_suukantsu": PresetCase(
        win("m2m2", "m1111,s111=1,z7777,p1111+"),
        each(*[Y(1, 8000, TSUMO_1)] * 3, mleague=Y(1, 8000, ONE), jpml=Y(1, 8000, ONE)),
        "four kans by tsumo, the fourth an open kan of West's discard: West pays all 32000 "
        "in M.League (pao for suukantsu when the fourth kan is a daiminkan) and JPML (包: "
        "大三元大四喜四槓子); an ordinary yakuman tsumo elsewhere"),
    "pao_scope": PresetCase(
        win("z1z1", "z555-,z666=,z777+,z222+"),
        each(Y(2, 16000, (0, 64000, -64000, 0)),
             Y(2, 16000, (-16000, 64000, -40000, -8000)),
             Y(2, 16000, (0, 64000, -64000, 0)),
             wrc=Y(1, 8000, ONE), ema=Y(1, 8000, ONE)),
        "daisangen (West fed z777+) + tsuuiisou by tsumo: West pays all 64000 (saki, "
        "Tenhou and the played presets; 32000 under WRC and EMA, whose yakuman are not "
        "cumulative); majiang-core: West pays the daisangen, 8000 x 4, "
        "and the other yakuman is an ordinary tsumo (East 16000, West and North 8000)"),
    "pao_ron_honba": PresetCase(
        win("m123p1p1=", "z555+,z666=,z777-", honba=2),
        each(Y(1, 8000, (-16300, 32600, 0, -16300)),
             Y(1, 8000, (-16000, 32600, 0, -16600)),
             Y(1, 8000, (-16000, 32600, 0, -16600))),
        "daisangen (East fed z777-) won on North's p1, 2 honba: East and North pay 16000 "
        "each; the 600 honba are split 300/300 in saki, paid by North elsewhere (JPML: "
        "積み場は放銃者が支払う)"),
    "double_ron": PresetCase(
        multi(("m234567p345s2355s4+", {"seat": 1}),
              ("m345p234567s5688s4-", {"seat": 3, "riichi": True})),
        each(*[NET((0, 2000, -5900, 3900))] * 3,
             **{p: NET((0, 0, -3900, 3900)) for p in HEAD_BUMP}),
        "West deals in to South (2000) and North (3900): both paid, or only North, the "
        "nearer, under head bump (M.League atamahane; JPML 頭ハネ; WRC 2015 §5.7.6 'only the "
        "player closer to the discarder, according to the turn order, will win')"),
    "triple_ron": PresetCase(
        multi(("m234567p345s2355s4+", {"seat": 1}),
              ("m345p234567s5688s4-", {"seat": 3, "riichi": True}),
              ("m123p789s44z11777s4=", {"seat": 0})),
        each(DRAW, DRAW, DRAW, ema=NET((2400, 2000, -8300, 3900)),
             **{p: NET((0, 0, -3900, 3900)) for p in HEAD_BUMP}),
        "three winners on West's s4: an abortive draw (saki, majiang, Tenhou, Mahjong "
        "Soul); EMA pays each (East 2400, South 2000, North 3900: 'double and triple Ron "
        "is allowed'); head bump elsewhere: North only"),
    "multi_ron_honba": PresetCase(
        multi(("m234567p345s2355s4+", {"seat": 1, "honba": 2}),
              ("m345p234567s5688s4-", {"seat": 3, "riichi": True, "honba": 2})),
        each(NET((0, 2300, -6500, 4200)), NET((0, 2000, -6500, 4500)),
             NET((0, 2000, -6500, 4500)),
             **{p: NET((0, 0, -4500, 4500)) for p in HEAD_BUMP}),
        "West deals in to South (2000) and North (3900), 2 honba: 300 each in saki, all "
        "600 to North (the nearer) in majiang-core, Tenhou, Mahjong Soul and EMA; under "
        "head bump North alone takes 3900 + 600"),
    "nagashi_mangan": PresetCase(
        exhaustive_draw((False,) * 4, nagashi=(1,)),
        each(*[NET((-4000, 8000, -2000, -2000))] * 3, wrc=NET((0, 0, 0, 0)),
             ema=NET((0, 0, 0, 0))),
        "South's nagashi mangan: paid as a mangan tsumo, or nothing at all (all noten) "
        "where there is none (EMA 2016 'Nagashi Mangan is not allowed', WRC)"),
    "form_tenpai": PresetCase(
        tenpai_at_draw("m1111p123s456z555"),
        each(("tenpai", True), ("tenpai", True), ("tenpai", False),
             **{p: ("tenpai", True) for p in ("mleague", "wrc")}),
        "a wait only on m1, all four in the hand: noten on Tenhou, Mahjong Soul (待ち牌を"
        "手牌で使い切っている場合はノーテン), JPML (五枚遣いの形は不可) and EMA ('all "
        "possible winning tiles are already used in his own hand ... Karaten counts as "
        "noten'); tenpai in form elsewhere"),
    "start_points": FINAL_CASES,
    "return_points": FINAL_CASES,
    "uma": FINAL_CASES,
    "final_rounding": (*FINAL_CASES, PresetCase(
        game_end((62500, 30000, 15000, -7500)),
        each(("points", (72000, 10000, -25000, -57000)),
             ("points", (72000, 10000, -25000, -57000)),
             ("points", (73000, 10000, -25000, -58000)),
             mahjongsoul=("points", (52500, 10000, -15000, -47500)),
             mleague=("points", (82500, 10000, -25000, -67500)), wrc=BAD, ema=BAD, jpml=BAD),
        "62500 30000 15000 -7500: saki/majiang round the difference half up, -37500 -> "
        "-37000, -20 uma = -57 (majiang-core's Math.round); Tenhou rounds the score half "
        "away from zero, -7500 -> -8000, -38 - 20 = -58 (issue 29), first takes the rest; "
        "Mahjong Soul (return 25000, uma 15/5, tenths): +5 + 5, -10 - 5, -32.5 - 15, first "
        "37.5 + 15; M.League (uma 10-30 + oka 20): 0 + 10, -15 - 10, -37.5 - 30, first "
        "82.5")),
    "tie_split": (
        PresetCase(
            game_end((35000, 25000, 25000, 15000)),
            each(("points", (45000, 5000, -15000, -35000)),
                 ("points", (45000, 5000, -15000, -35000)),
                 ("points", (45000, 5000, -15000, -35000)),
                 mahjongsoul=("points", (25000, 5000, -5000, -25000)),
                 mleague=("points", (55000, -5000, -5000, -45000)),
                 wrc=BAD, ema=BAD, jpml=BAD),
            "South and West tie on 25000: seat order makes South second (Mahjong Soul: "
            "同点の場合は上家優先): +10000/-10000 uma, Mahjong Soul (return 25000) +5000/"
            "-5000; M.League splits evenly: (10000 - 10000) / 2 = 0 each, North -15000 - "
            "30000, East 5000 + 50000"),
        PresetCase(
            game_end((40000, 30000, 30000, 20000)),
            each(BAD, BAD, BAD, mahjongsoul=BAD, mleague=BAD,
                 wrc=("points", (25000, 0, 0, -25000)),
                 ema=("points", (25000, 0, 0, -25000)),
                 jpml=("points", (18000, 3000, 1000, -22000))),
            "South and West tie on 30000: WRC averages the uma ((5000 - 5000) / 2 = 0 "
            "each, riichi.wiki), as EMA; JPML (no split found) by seat order, three at "
            "or above 30000: floating uma +8 +3 +1 -12")),
    "deposits_to_first": PresetCase(
        game_end((40000, 31000, 29000, 19000), deposits=1),
        each(BAD, BAD, BAD, mahjongsoul=BAD, mleague=BAD,
             wrc=("points", (25000, 6000, -6000, -26000)),
             ema=("points", (26000, 6000, -6000, -26000)),
             jpml=("points", (19000, 5000, -5000, -19000))),
        "one stick left at the end (30000 start): WRC loses it (EMA 2016 names 'Riichi "
        "bets at game end go to the winner' as its difference to WRC): East 10000 + "
        "15000; EMA gives it to East: 11000 + 15000; JPML: East and South float: +8 +4"),
}.items()}


def differing_switches() -> set[str]:
    """The switches whose value is not the same in every preset."""
    return {s.name for s in SWITCHES if len({repr(s.presets[p]) for p in PRESETS}) > 1}


def test_every_preset_difference_has_a_case() -> None:
    assert differing_switches() == set(CASES)


def test_the_presets_differ_as_documented() -> None:
    # a guard on the list above: the known differences, so a silent change shows here
    assert differing_switches() == {
        "red_fives_m", "red_fives_p", "red_fives_s", "ura_dora", "kan_dora", "kan_ura",
        "ippatsu", "renhou", "kokushi_chankan_closed", "kazoe", "double_kokushi_13",
        "double_suuankou_tanki",
        "double_junsei_chuuren", "double_daisuushii", "yakuman_stacking", "kiriage_mangan",
        "double_wind_pair_fu", "pao_suukantsu", "pao_scope", "pao_ron_honba", "double_ron",
        "triple_ron", "multi_ron_honba", "nagashi_mangan", "form_tenpai", "start_points",
        "return_points", "uma", "tie_split", "final_rounding", "deposits_to_first"}


@pytest.mark.parametrize("name", sorted(CASES))
def test_each_preset_gives_its_own_outcome(name: str) -> None:
    cases = CASES[name]
    switch = next(s for s in SWITCHES if s.name == name)
    for a, b in itertools.combinations(PRESETS, 2):
        if switch.presets[a] != switch.presets[b]:
            assert any(c.expected[a] != c.expected[b] for c in cases), (name, a, b)
    for case in cases:
        for preset in PRESETS:
            assert case.run(Rules(preset)) == case.expected[preset], (preset, case.why)


def test_a_played_presets_own_value_names_its_source() -> None:
    # every value of a played preset that differs from Tenhou's says where it comes from
    for switch in SWITCHES:
        for preset in PLAYED:
            if switch.presets[preset] != switch.presets["tenhou"]:
                assert preset in switch.sources, (switch.name, preset)
            assert switch.source(preset), (switch.name, preset)


def test_majiang_preset_follows_majiang_core_defaults() -> None:
    # majiang-core's Majiang.rule(): 赤牌 one per suit, クイタンあり, 数え役満あり (one
    # yakuman), 役満の複合あり, ダブル役満あり, 役満パオあり, no 切り上げ満貫,
    # 最大同時和了数 2 (double ron settled, triple ron a draw).
    rules = Rules("majiang")
    assert (rules["red_fives_m"], rules["red_fives_p"], rules["red_fives_s"]) == (1, 1, 1)
    assert rules["open_tanyao"] is True
    assert rules["kazoe"] == "yakuman"
    assert rules["yakuman_stacking"] is True
    assert rules["kiriage_mangan"] is False
    assert (rules["double_ron"], rules["triple_ron"]) == ("settled", "draw")
    assert rules["renhou"] == "none"


def test_an_unknown_preset_is_refused() -> None:
    from scoring.errors import UsageError

    with pytest.raises(UsageError) as err:
        Rules("house")
    assert err.value.code == "bad_preset"
    assert ("saki, majiang, tenhou, mahjongsoul, mleague, wrc, ema, jpml, tenhou-sanma, "
            "mahjongsoul-sanma") in err.value.message


def test_error_outcomes_are_comparable() -> None:
    # the outcome helpers themselves: an impossible hand is an error outcome, not a crash
    assert win("m234567p345s2355s4+", riichi=True, ura="s4")(Rules("saki")) == \
        ERR("contradictory_flags")
