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
    ERR,
    NET,
    H,
    Outcome,
    Run,
    Y,
    game_end,
    multi,
    tenpai_at_draw,
    win,
)

from scoring.rules import FOUR_PLAYER_PRESETS as PRESETS
from scoring.rules import SWITCHES, Rules

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


def each(saki: Outcome, majiang: Outcome, tenhou: Outcome) -> dict[str, Outcome]:
    return {"saki": saki, "majiang": majiang, "tenhou": tenhou}


CASES: dict[str, PresetCase] = {
    "renhou": PresetCase(
        win("m23p456789s67899m4+", renhou=True),
        each(Y(1, 8000, RON_1), H(1, 30, 240, (0, 1000, -1000, 0)),
             H(1, 30, 240, (0, 1000, -1000, 0))),
        "ron before the first draw: a yakuman in saki; majiang-core and Tenhou have no "
        "renhou, so only pinfu, 30 fu 1 han = 1000"),
    "kazoe": PresetCase(
        win("m2233445566778m8", riichi=True, dora="m1m2m3m4m5", ura="m6m7m1m2m3"),
        each(Y(2, 16000, TSUMO_2), Y(1, 8000, TSUMO_1), Y(1, 8000, TSUMO_1)),
        "riichi tsumo pinfu tanyao ryanpeikou chinitsu = 13 han, + 10 dora (m2..m6, two "
        "each) + 10 ura (m7 m8 m2 m3 m4, two each) = 33 han: floor(33/13) = 2 yakuman in "
        "saki, one yakuman where kazoe is capped"),
    "double_kokushi_13": PresetCase(
        win("m19p19s19z1234567z7+"),
        each(Y(2, 16000, RON_2), Y(2, 16000, RON_2), Y(1, 8000, RON_1)),
        "13-sided thirteen orphans: double in saki and majiang-core, single on Tenhou"),
    "double_suuankou_tanki": PresetCase(
        win("m111p222s333z555z6z6"),
        each(Y(2, 16000, TSUMO_2), Y(2, 16000, TSUMO_2), Y(1, 8000, TSUMO_1)),
        "four concealed pungs on a pair wait: double, double, single"),
    "double_junsei_chuuren": PresetCase(
        win("m1112345678999m5+"),
        each(Y(2, 16000, RON_2), Y(2, 16000, RON_2), Y(1, 8000, RON_1)),
        "nine gates on the 9-sided wait: double, double, single"),
    "double_daisuushii": PresetCase(
        win("z333z444m5m5", "z111-,z222="),
        each(Y(1, 8000, TSUMO_1), Y(2, 16000, TSUMO_2), Y(1, 8000, TSUMO_1)),
        "big four winds (no pao: two wind pungs concealed): double only in majiang-core"),
    "pao_scope": PresetCase(
        win("z1z1", "z555-,z666=,z777+,z222+"),
        each(Y(2, 16000, (0, 64000, -64000, 0)),
             Y(2, 16000, (-16000, 64000, -40000, -8000)),
             Y(2, 16000, (0, 64000, -64000, 0))),
        "daisangen (West fed z777+) + tsuuiisou by tsumo: West pays all 64000 (saki, "
        "Tenhou); majiang-core: West pays the daisangen, 8000 x 4 = 32000, and the other "
        "yakuman is an ordinary tsumo (East 16000, West and North 8000)"),
    "pao_ron_honba": PresetCase(
        win("m123p1p1=", "z555+,z666=,z777-", honba=2),
        each(Y(1, 8000, (-16300, 32600, 0, -16300)),
             Y(1, 8000, (-16000, 32600, 0, -16600)),
             Y(1, 8000, (-16000, 32600, 0, -16600))),
        "daisangen (East fed z777-) won on North's p1, 2 honba: East and North pay 16000 "
        "each; the 600 honba are split 300/300 in saki, paid by North elsewhere"),
    "multi_ron_honba": PresetCase(
        multi(("m234567p345s2355s4+", {"seat": 1, "honba": 2}),
              ("m345p234567s5688s4-", {"seat": 3, "riichi": True, "honba": 2})),
        each(NET((0, 2300, -6500, 4200)), NET((0, 2000, -6500, 4500)),
             NET((0, 2000, -6500, 4500))),
        "West deals in to South (2000) and North (3900), 2 honba: 300 each in saki, all "
        "600 to North (the nearer) in majiang-core and on Tenhou"),
    "form_tenpai": PresetCase(
        tenpai_at_draw("m1111p123s456z555"),
        each(("tenpai", True), ("tenpai", True), ("tenpai", False)),
        "a wait only on m1, all four in the hand: tenpai in form except on Tenhou"),
    "final_rounding": PresetCase(
        game_end((40500, 29500, 20000, 10000)),
        each(("points", (50000, 10000, -20000, -40000)),
             ("points", (50000, 10000, -20000, -40000)),
             ("points", (51000, 9000, -20000, -40000))),
        "second place's 29500 - 30000 = -500 rounds to 0 (half up) or -1000 (5 down 6 "
        "up), plus 10000 uma; first takes the rest"),
}


def differing_switches() -> set[str]:
    """The switches whose value is not the same in every preset."""
    return {s.name for s in SWITCHES if len({repr(s.presets[p]) for p in PRESETS}) > 1}


def test_every_preset_difference_has_a_case() -> None:
    assert differing_switches() == set(CASES)


def test_the_presets_differ_as_documented() -> None:
    # a guard on the list above: the known differences, so a silent change shows here
    assert differing_switches() == {
        "renhou", "kazoe", "double_kokushi_13", "double_suuankou_tanki",
        "double_junsei_chuuren", "double_daisuushii", "pao_scope", "pao_ron_honba",
        "multi_ron_honba", "form_tenpai", "final_rounding"}


@pytest.mark.parametrize("name", sorted(CASES))
def test_each_preset_gives_its_own_outcome(name: str) -> None:
    case = CASES[name]
    switch = next(s for s in SWITCHES if s.name == name)
    for a, b in itertools.combinations(PRESETS, 2):
        if switch.presets[a] != switch.presets[b]:
            assert case.expected[a] != case.expected[b], (name, a, b)
    for preset in PRESETS:
        assert case.run(Rules(preset)) == case.expected[preset], (preset, case.why)


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
    assert "saki, majiang, tenhou, tenhou-sanma, mahjongsoul-sanma" in err.value.message


def test_error_outcomes_are_comparable() -> None:
    # the outcome helpers themselves: an impossible hand is an error outcome, not a crash
    assert win("m234567p345s2355s4+", riichi=True, ura="s4")(Rules("saki")) == \
        ERR("contradictory_flags")
