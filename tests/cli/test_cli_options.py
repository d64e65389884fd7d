"""Shared option converters: seats, rules presets, --rule and --rules-file."""

from __future__ import annotations

from pathlib import Path

import pytest

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
