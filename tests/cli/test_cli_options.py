"""Shared option converters: seats, rules presets, --rule and --rules-file."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import Run

from calc_cli.inputs.score_inputs import parse_seat
from calc_cli.options import build_rules
from scoring.errors import UsageError


@pytest.mark.parametrize(("text", "seat"), [
    ("E", 0), ("s", 1), ("West", 2), ("NORTH", 3), ("0", 0), ("3", 3), ("北", 3), ("2z", 1),
])
def test_seat_spellings(text: str, seat: int) -> None:
    assert parse_seat(text, "--seat") == seat


@pytest.mark.parametrize("text", ["9", "4", "-1", "x", "", "ee", "5z"])
def test_bad_seat_is_a_usage_error(text: str) -> None:
    with pytest.raises(UsageError) as info:
        parse_seat(text, "--seat")
    assert info.value.exit_status == 2
    assert "--seat" in info.value.message


def test_default_preset_is_saki() -> None:
    assert build_rules(None).preset == "saki"


def test_rule_assignment_changes_one_switch() -> None:
    rules = build_rules("tenhou", ["kiriage_mangan=true"])
    assert rules.preset == "tenhou"
    assert rules.flag("kiriage_mangan") is True


def test_rules_file_then_command_line(tmp_path: Path) -> None:
    path = tmp_path / "house.toml"
    path.write_text('preset = "majiang"\nkiriage_mangan = true\nkazoe = "sanbaiman"\n')
    rules = build_rules(None, ["kazoe=none"], path)
    assert rules.preset == "majiang"
    assert rules.flag("kiriage_mangan") is True
    assert rules.choice("kazoe") == "none"  # --rule wins over the file
    assert build_rules("saki", [], path).preset == "saki"  # --rules wins over the file


@pytest.mark.parametrize(("content", "code"), [
    ("kazoe = 'lots'\n", "bad_rule_value"),
    ("no_such_rule = true\n", "bad_rule"),
    ("kazoe = \n", "rules_file"),
    ("[section]\nkazoe = 'none'\n", "rules_file"),
    ("preset = 3\n", "rules_file"),
    ("preset = 'club'\n", "bad_preset"),
])
def test_bad_rules_file(tmp_path: Path, content: str, code: str) -> None:
    path = tmp_path / "house.toml"
    path.write_text(content)
    with pytest.raises(UsageError) as info:
        build_rules(None, [], path)
    assert info.value.code == code


def test_missing_rules_file(tmp_path: Path) -> None:
    with pytest.raises(UsageError) as info:
        build_rules(None, [], tmp_path / "nope.toml")
    assert info.value.code == "rules_file"


# Issue 33: a number on the command line is ASCII digits only (README, "Errors"); int()
# would take full-width and Arabic-Indic digits, underscores and spaces.
NOT_ASCII = ["２５０００", "25_000", " 25000", "٣"]


@pytest.mark.parametrize("args", [
    *[["final", text, "25000", "25000", "25000"] for text in NOT_ASCII],
    ["score", "m111p456s789z111z22", "--players", "3", "--kita", "٣"],
    ["score", "m123p456s789z1122z1", "--players", "٣"],
    ["score", "m123p456s789z1122z1", "--honba", "٣"],
    ["batch", "-j", "٢"], ["log", "-j", "٢", "-"],
    ["quiz", "--seed", "٣"], ["quiz", "--count", "３"], ["quiz", "--level", "１"],
    ["efficiency", "m123p456s789z11223", "--depth", "２"],
])
def test_numbers_are_ascii_digits_only(run: Run, args: list[str]) -> None:
    result = run(*args, input="")
    assert result.exit_code == 2, result.output
    assert "error[" in result.stderr and "Traceback" not in result.output


@pytest.mark.parametrize("args", [
    ["final", "-5000", "45000", "35000", "25000"],  # a negative score is a number too
    ["final", "+40000", "20000", "20000", "20000"],
    ["score", "m111p456s789z111z22", "--players", "3", "--kita", "1"],
])
def test_ascii_numbers_are_taken(run: Run, args: list[str]) -> None:
    result = run(*args)
    assert result.exit_code == 0, result.output
