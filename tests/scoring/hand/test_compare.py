"""scoring.hand.compare: one hand under several presets, each result worked by hand.

Reminders: basic = fu x 2^(han+2); a non-dealer's ron is basic x 4 rounded up to 100;
4 han 30 fu = 1920 basic = 7700, or a mangan (8000) where kiriage mangan applies
(Mahjong Soul: 切り上げ満貫を採用; WRC: EMA 2016 names '4-30 is not rounded to mangan
payment' as one of its differences to WRC).
"""

from __future__ import annotations

import pytest
from handmaker import hand
from rule_cases import situation

from scoring.errors import UsageError
from scoring.hand.compare import parse_presets, reading_rules, score_under_presets
from scoring.rules import FOUR_PLAYER_PRESETS

# South's riichi pinfu tanyao on West's s4, dora indicator m1 (dora m2): 4 han 30 fu.
PINFU = "m234567p345s2355s4+"


def points(rows: tuple) -> dict[str, object]:
    return {r.preset: r.result.best.points if r.result else r.error.code for r in rows}


def test_every_four_player_preset_in_order_by_default() -> None:
    rows = score_under_presets(hand(PINFU), situation(riichi=True, dora="m1"))
    assert tuple(r.preset for r in rows) == FOUR_PLAYER_PRESETS
    assert points(rows) == {"saki": 7700, "majiang": 7700, "tenhou": 7700,
                            "mahjongsoul": 7700, "mleague": 7700, "wrc": 8000,
                            "ema": 7700, "jpml": 7700}


def test_a_refusing_preset_keeps_its_row_and_reason() -> None:
    # the red m5 exists only where the rules have red fives (not WRC, EMA 2016, JPML):
    # 3 han 30 fu (pinfu tanyao red dora) = 960 x 4 = 3840 -> 3900 elsewhere
    rows = score_under_presets(hand("m340678p234s2355s4+"), situation(),
                               ("tenhou", "wrc", "mleague"))
    assert points(rows) == {"tenhou": 3900, "wrc": "red_fives", "mleague": 3900}
    refused = rows[1]
    assert refused.result is None and refused.error is not None
    assert "red" in refused.error.message


def test_overrides_apply_to_every_preset() -> None:
    rows = score_under_presets(hand(PINFU), situation(riichi=True, dora="m1"),
                               ("tenhou", "ema"), {"kiriage_mangan": True})
    assert points(rows) == {"tenhou": 8000, "ema": 8000}


def test_presets_are_parsed_in_order_and_checked() -> None:
    assert parse_presets("wrc, ema,tenhou") == ("wrc", "ema", "tenhou")
    with pytest.raises(UsageError) as bad:
        parse_presets("wrc,house")
    assert bad.value.code == "bad_preset"
    with pytest.raises(UsageError):
        parse_presets("wrc,wrc")


def test_the_reading_rules_have_each_red_five_set_compared() -> None:
    # saki, majiang, tenhou, mahjongsoul, mleague: one red five per suit; wrc, ema, jpml
    # none: two sets to read with, the overrides kept in each
    rules = reading_rules({"kazoe": "none"})
    assert [(r.red_fives("m"), r.red_fives("p"), r.red_fives("s")) for r in rules] == [
        (1, 1, 1), (0, 0, 0)]
    assert all(r["kazoe"] == "none" for r in rules)
    two = {"red_fives_m": 0, "red_fives_p": 2, "red_fives_s": 0}
    assert [(r.red_fives("p")) for r in reading_rules(two)] == [2]  # one set for all


def test_a_three_player_preset_named_refuses_a_four_player_hand_with_its_reason() -> None:
    # PINFU holds m2-m7, which three-player mahjong has not: the sanma row says so
    rows = score_under_presets(hand(PINFU), situation(riichi=True, dora="m1"),
                               ("tenhou", "tenhou-sanma"))
    assert points(rows) == {"tenhou": 7700, "tenhou-sanma": "sanma_tile"}
