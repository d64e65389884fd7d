"""--rules, --rule KEY=VALUE, --rules-file: unknown switches and values are refused with the
list of valid ones; `mjcalc rules [PRESET]` shows every switch with its value, allowed
values, explanation and source."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import Result

from scoring.rules import PRESETS, SWITCHES

Run = Callable[..., Result]

PINFU = ["score", "m234567p345s2355", "--ron", "s4+"]


def refused(result: Result) -> tuple[int, str, str]:
    """(exit status, code, message) of a refused command."""
    assert result.stdout == ""
    line = result.stderr.strip()
    assert line.startswith("mjcalc: error["), result.stderr
    assert "\n" not in line and "Traceback" not in result.output
    code, message = line[len("mjcalc: error["):].split("]: ", 1)
    return result.exit_code, code, message


@pytest.mark.parametrize(("given", "meant"), [
    ("kuitan", "open_tanyao"),  # the players' name, not the closest spelling (kita_ron)
    ("open_tanyo", "open_tanyao"),  # a typo
])
def test_an_unknown_switch_suggests_the_one_meant(run: Run, given: str, meant: str) -> None:
    status, code, message = refused(run(*PINFU, "--rule", f"{given}=true"))
    assert (status, code) == (2, "bad_rule")
    assert f"did you mean '{meant}'?" in message


def test_an_unknown_switch_lists_every_switch(run: Run) -> None:
    status, code, message = refused(run(*PINFU, "--rule", "xyzzy=true"))
    assert (status, code) == (2, "bad_rule")
    assert "unknown rule 'xyzzy'" in message
    valid = message.split("(valid: ", 1)[1].rstrip(")").split(", ")
    assert valid == [s.name for s in SWITCHES]


@pytest.mark.parametrize(("assignment", "allowed"), [
    ("kazoe=lots", "none|sanbaiman|yakuman|multiple"),  # named values
    ("open_tanyao=maybe", "true|false"),  # a flag
    ("red_fives_m=5", "0..4"),  # a number in a range (four fives exist)
    ("noten_penalty=2500", "0|1000|1500|2000|3000"),  # a number from a list
    ("double_wind_pair_fu=3", "2|4"),
    ("min_han=0", "1..4"),
])
def test_an_unknown_value_lists_the_valid_ones(run: Run, assignment: str,
                                               allowed: str) -> None:
    status, code, message = refused(run(*PINFU, "--rule", assignment))
    name, value = assignment.split("=")
    assert (status, code) == (2, "bad_rule_value")
    assert message == f"rule {name}: invalid value '{value}' (valid: {allowed})"


def test_an_assignment_without_a_value(run: Run) -> None:
    assert refused(run(*PINFU, "--rule", "kazoe"))[:2] == (2, "bad_rule")


def test_an_unknown_preset_lists_the_presets(run: Run) -> None:
    status, code, message = refused(run(*PINFU, "--rules", "house"))
    assert (status, code) == (2, "bad_preset")
    assert message.endswith("(valid: saki, majiang, tenhou, mahjongsoul, mleague, wrc, ema, "
                            "jpml, tenhou-sanma, mahjongsoul-sanma)")


@pytest.mark.parametrize(("content", "code", "listed"), [
    ("xyzzy = true\n", "bad_rule", "red_fives_m, red_fives_p"),
    ("kazoe = 'lots'\n", "bad_rule_value", "none|sanbaiman|yakuman|multiple"),
    ("open_tanyao = 1\n", "bad_rule_value", "true|false"),  # TOML integer for a flag
    ("noten_penalty = true\n", "bad_rule_value", "0|1000|1500|2000|3000"),
    ("preset = 'house'\n", "bad_preset",
     "saki, majiang, tenhou, mahjongsoul, mleague, wrc, ema, jpml, tenhou-sanma, "
     "mahjongsoul-sanma"),
])
def test_a_rules_file_is_checked_the_same_way(run: Run, tmp_path: Path, content: str,
                                              code: str, listed: str) -> None:
    house = tmp_path / "house.toml"
    house.write_text(content, encoding="utf-8")
    status, got, message = refused(run(*PINFU, "--rules-file", str(house)))
    assert (status, got) == (2, code)
    assert listed in message


def test_rule_options_change_the_score(run: Run) -> None:
    # riichi pinfu tanyao dora 1: 4 han 30 fu = 1920 basic, 7700; kiriage: mangan 8000,
    # from --rule and from a file alike.
    args = [*PINFU, "--riichi", "--dora", "m1", "-f", "short"]
    assert run(*args).stdout.startswith("30fu 4han 7700")
    assert run(*args, "--rule", "kiriage_mangan=true").stdout.startswith(
        "30fu 4han mangan 8000")


# --- mjcalc rules [PRESET] -------------------------------------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
def test_rules_json_lists_every_switch_with_value_allowed_explanation_source(
        run: Run, preset: str) -> None:
    result = run("rules", preset, "-f", "json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["preset"] == preset
    rows = data["rules"]
    assert [r["name"] for r in rows] == [s.name for s in SWITCHES]
    for row, switch in zip(rows, SWITCHES, strict=True):
        assert row["value"] == switch.presets[preset]
        assert row["changed"] is False
        assert row["allowed"] == switch.allowed()
        assert row["explanation"] == switch.explanation and row["explanation"]
        assert row["source"] == switch.source(preset) and row["source"]


def test_rules_sources_name_the_preset_documents(run: Run) -> None:
    # each preset's values are sourced: seed 000 for saki, majiang-core for majiang,
    # tenhou.net for tenhou (a switch may name a more precise source)
    for preset, word in (("saki", "seed"), ("majiang", "majiang-core"), ("tenhou", "tenhou")):
        data = json.loads(run("rules", preset, "-f", "json").stdout)
        sources = [r["source"] for r in data["rules"]]
        assert sum(word in s.lower() for s in sources) > len(sources) // 2, preset


@pytest.mark.parametrize(("preset", "name", "value"), [
    # values known from the sources, not read back from the table
    ("saki", "renhou", "yakuman"),  # seed 000: renhou is a yakuman
    ("majiang", "renhou", "none"),  # majiang-core has no renhou
    ("tenhou", "double_kokushi_13", "false"),  # Tenhou: no double yakuman forms
    ("majiang", "double_daisuushii", "true"),  # majiang-core: daisuushii is double
    ("majiang", "pao_scope", "liable_yakuman"),  # seed 001
    ("saki", "multi_ron_honba", "split"),  # seed 000 场棒负担额
    ("tenhou", "final_rounding", "half_away"),  # real Tenhou owari, tests/scoring/test_replay
])
def test_rules_table_shows_each_value(run: Run, preset: str, name: str, value: str) -> None:
    result = run("rules", preset)
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0] == f"Rules: preset {preset}"
    row = next(line for line in lines if line.split()[:1] == [name])
    assert row.split()[1] == value
    switch = next(s for s in SWITCHES if s.name == name)
    # the allowed values (a long list wraps onto the next line of the cell)
    assert switch.allowed().startswith(row.split()[2])


def test_rules_table_has_a_row_for_every_switch(run: Run) -> None:
    lines = run("rules").stdout.splitlines()
    firsts = [line.split()[0] for line in lines[3:] if line and not line.startswith(" ")]
    assert firsts == [s.name for s in SWITCHES]


def test_rules_marks_what_the_options_change(run: Run) -> None:
    short = run("rules", "tenhou", "--rule", "kazoe=multiple", "-f", "short").stdout
    assert "kazoe=multiple" in short.splitlines()
    data = json.loads(run("rules", "tenhou", "--rule", "kazoe=multiple", "-f", "json").stdout)
    changed = [r["name"] for r in data["rules"] if r["changed"]]
    assert changed == ["kazoe"]


def test_rules_refuses_unknown_switches_too(run: Run) -> None:
    assert refused(run("rules", "--rule", "nope=1"))[:2] == (2, "bad_rule")
    assert refused(run("rules", "house"))[:2] == (2, "bad_preset")
