"""Every difference between the three-player presets and Tenhou's four-player one.

tenhou-sanma and mahjongsoul-sanma take the value of their base preset (``tenhou``,
``mahjongsoul``) for a switch whose row names none (scoring.rules.THREE_PLAYER_BASE). For
each switch whose value is not the same under tenhou, mahjongsoul, tenhou-sanma and
mahjongsoul-sanma there is a case here, run under each, with the outcome worked by hand.
Seats: 0 East (dealer), 1 South (the default winner), 2 West; with three players ``net``
has three entries.

Sources: tenhou-sanma = Tenhou's ranked three-player rules (tenhou.net/man): 35000
start, 40000 return, uma +20 0 -20, honba 200, noten penalty 2000, tsumo loss;
mahjongsoul-sanma = riichi.wiki "Majsoul", 3P-Mahjong: 35000 start and return (no oka),
uma +15 0 -15, tsumo loss, North a guest wind; the rest as the mahjongsoul preset (its
double yakuman, kiriage mangan, unrounded points).
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass

import pytest
from rule_cases import NET, H, Outcome, Run, Y, win

from scoring.errors import MjcalcError
from scoring.game.settlement import settle_draw, settle_final
from scoring.rules import SWITCHES, THREE_PLAYER_BASE, Rules

PRESETS = ("tenhou", "mahjongsoul", "tenhou-sanma", "mahjongsoul-sanma")

# South's ron on West's s5: p234 p567 s234 z777 s55 (tanki): chun 1 han; 20 + concealed
# honor triplet 8 + tanki 2 + closed ron 10 = 40 fu: 320 -> 1280 -> 1300.
CHUN_RON = "p234567s234s5z777s5+"


def east_alone_tenpai(rules: Rules) -> Outcome:
    """An exhaustive draw where only East is tenpai, at a table of the rules' size."""
    seats = rules.number("players")
    return NET(settle_draw((True,) + (False,) * (seats - 1), rules=rules).net)


def game_end(rules: Rules) -> Outcome:
    """A game end: 4 players 45500 24500 20000 10000, 3 players 55500 34500 15000."""
    scores = ((45500, 24500, 20000, 10000) if rules.number("players") == 4
              else (55500, 34500, 15000))
    try:
        return ("points", settle_final(scores, 0, rules).points)
    except MjcalcError as err:
        return ("error", err.code)


# tenhou, 4 players: second 24500 - 30000 = -5500, half up -> -5000, + 10000 uma = 5000;
# third -10000 - 10000; fourth -20000 - 20000; first the rest, 55000.
# mahjongsoul, 4 players: return 25000, no rounding, uma 5-15: second -500 + 5000 = 4500;
# third -5000 - 5000 = -10000; fourth -15000 - 15000 = -30000; first the rest, 35500
# (20500 + 15000).
# tenhou-sanma: second 34500 - 40000 = -5500 -> -5000 (half up, as tenhou), uma 0; third
# -25000 - 20000 = -45000; first the rest 50000 (= 15500 + oka 15000 + uma 20000, -500
# from rounding).
# mahjongsoul-sanma: no rounding, return 35000: second -500; third -20000 - 15000; first
# 35500 (20500 + uma 15000, no oka).
GAME_4 = ("points", (55000, 5000, -20000, -40000))
GAME_MAJSOUL_4 = ("points", (35500, 4500, -10000, -30000))
GAME_TENHOU_3 = ("points", (50000, -5000, -45000))
GAME_MAJSOUL_3 = ("points", (35500, -500, -35000))


@dataclass(frozen=True)
class Case:
    run: Run
    expected: Mapping[str, Outcome]
    why: str


def each(tenhou: Outcome, tenhou_sanma: Outcome, mahjongsoul_sanma: Outcome,
         mahjongsoul: Outcome | None = None) -> dict[str, Outcome]:
    """The outcome per preset; ``mahjongsoul`` (four players) is ``tenhou``'s unless
    given (its values of the switches the case touches are Tenhou's)."""
    return {"tenhou": tenhou, "mahjongsoul": tenhou if mahjongsoul is None else mahjongsoul,
            "tenhou-sanma": tenhou_sanma, "mahjongsoul-sanma": mahjongsoul_sanma}




CASES: dict[str, Case] = {
    "players": Case(
        win(CHUN_RON),
        each(H(1, 40, 320, (0, 1300, -1300, 0)), H(1, 40, 320, (0, 1300, -1300)),
             H(1, 40, 320, (0, 1300, -1300))),
        "the same 1300 ron; three players settle three seats"),
    "honba_stick": Case(
        win(CHUN_RON, honba=1),
        each(H(1, 40, 320, (0, 1600, -1600, 0)), H(1, 40, 320, (0, 1500, -1500)),
             H(1, 40, 320, (0, 1500, -1500))),
        "1300 and one honba: 300 (four players), 200 (Tenhou sanma; Mahjong Soul, whose "
        "real jade-room game pays a 3900 ron with one honba as 4100)"),
    "noten_penalty": Case(
        east_alone_tenpai,
        each(NET((3000, -1000, -1000, -1000)), NET((2000, -1000, -1000)),
             NET((2000, -1000, -1000))),
        "East alone tenpai: 3000 from three noten players, or 2000 from two"),
    "start_points": Case(
        game_end, each(GAME_4, GAME_TENHOU_3, GAME_MAJSOUL_3, GAME_MAJSOUL_4),
        "the tables add up to 4 x 25000 and 3 x 35000 (see GAME_* for the points)"),
    "return_points": Case(
        game_end, each(GAME_4, GAME_TENHOU_3, GAME_MAJSOUL_3, GAME_MAJSOUL_4),
        "return 30000, 40000 (oka 15000), 35000 (no oka)"),
    "uma": Case(
        game_end, each(GAME_4, GAME_TENHOU_3, GAME_MAJSOUL_3, GAME_MAJSOUL_4),
        "uma +20 +10 -10 -20, +20 0 -20, +15 0 -15"),
    "final_rounding": Case(
        game_end, each(GAME_4, GAME_TENHOU_3, GAME_MAJSOUL_3, GAME_MAJSOUL_4),
        "-5500 rounds half up to -5000 on Tenhou; Mahjong Soul keeps -500"),
    "double_kokushi_13": Case(
        win("m19p19s19z1234567z7+"),
        each(Y(1, 8000, (0, 32000, -32000, 0)), Y(1, 8000, (0, 32000, -32000)),
             Y(2, 16000, (0, 64000, -64000)), Y(2, 16000, (0, 64000, -64000, 0))),
        "13-sided thirteen orphans by ron from West: single on Tenhou, double on Mahjong "
        "Soul (8000 x 4 per yakuman)"),
    "double_suuankou_tanki": Case(
        win("m111p222s333z555z6z6"),
        each(Y(1, 8000, (-16000, 32000, -8000, -8000)), Y(1, 8000, (-16000, 24000, -8000)),
             Y(2, 16000, (-32000, 48000, -16000)),
             Y(2, 16000, (-32000, 64000, -16000, -16000))),
        "four concealed pungs on a pair wait, South's tsumo: with three players North's "
        "8000 (16000) is lost"),
    "double_junsei_chuuren": Case(
        win("p1112345678999p5+"),
        each(Y(1, 8000, (0, 32000, -32000, 0)), Y(1, 8000, (0, 32000, -32000)),
             Y(2, 16000, (0, 64000, -64000)), Y(2, 16000, (0, 64000, -64000, 0))),
        "nine gates in pinzu on the 9-sided wait, ron from West"),
    "double_daisuushii": Case(
        win("z333z444p5p5", "z111-,z222+"),
        each(Y(1, 8000, (-16000, 32000, -8000, -8000)), Y(1, 8000, (-16000, 24000, -8000)),
             Y(2, 16000, (-32000, 48000, -16000)),
             Y(2, 16000, (-32000, 64000, -16000, -16000))),
        "big four winds by tsumo, two wind pungs concealed (no pao): tsumo loss"),
}


def differing_switches() -> set[str]:
    return {s.name for s in SWITCHES if len({repr(s.presets[p]) for p in PRESETS}) > 1}


def test_every_difference_has_a_case() -> None:
    assert differing_switches() == set(CASES)


def test_three_player_presets_start_from_their_four_player_base() -> None:
    assert dict(THREE_PLAYER_BASE) == {"tenhou-sanma": "tenhou",
                                       "mahjongsoul-sanma": "mahjongsoul"}
    for preset in THREE_PLAYER_BASE:
        assert Rules(preset).number("players") == 3


@pytest.mark.parametrize("name", sorted(CASES))
def test_each_preset_gives_its_own_outcome(name: str) -> None:
    case = CASES[name]
    switch = next(s for s in SWITCHES if s.name == name)
    for a, b in itertools.combinations(PRESETS, 2):
        if switch.presets[a] != switch.presets[b]:
            assert case.expected[a] != case.expected[b], (name, a, b)
    for preset in PRESETS:
        assert case.run(Rules(preset)) == case.expected[preset], (preset, case.why)


def test_sources_name_the_three_player_rules() -> None:
    by_name = {s.name: s for s in SWITCHES}
    assert "tenhou.net" in by_name["honba_stick"].source("tenhou-sanma")
    assert "Majsoul" in by_name["honba_stick"].source("mahjongsoul-sanma")
    # a value taken over from the base preset keeps the base preset's source
    assert by_name["kazoe"].source("tenhou-sanma") == by_name["kazoe"].source("tenhou")


def test_three_player_switches_name_the_three_player_sources() -> None:
    # a three-player-only switch never borrows its four-player base's source
    for name in ("players", "sanma_tsumo", "north_yakuhai", "kita_is_call", "kita_ron",
                 "honba_stick"):
        switch = next(s for s in SWITCHES if s.name == name)
        assert "three-player" in switch.source("tenhou-sanma"), name
        assert "Majsoul" in switch.source("mahjongsoul-sanma"), name


def test_mahjong_soul_pays_4_han_30_fu_without_rounding_up() -> None:
    # South's riichi ron on West's s4: p234 p567 s678 s55 + s23 (ryanmen), dora indicator
    # p1 (dora p2): riichi, pinfu, tanyao, dora 1 = 4 han 30 fu, 1920 basic: 7680 -> 7700.
    # Mahjong Soul rounds nothing up to mangan: its real games in
    # tests/fixtures/open-questions pay 4 han 30 fu as 7700, 11600 and 2000-3900
    # (four- and three-player rooms).
    run = win("p234567s2355678s4+", riichi=True, dora="p1")
    expected = H(4, 30, 1920, (0, 7700, -7700, 0))
    assert run(Rules("mahjongsoul")) == expected
    assert run(Rules("mahjongsoul-sanma")) == H(4, 30, 1920, (0, 7700, -7700))
