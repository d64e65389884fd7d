"""Shared option converters: seats, rules presets, --rule and --rules-file."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import Run

from calc_cli.inputs.score_inputs import parse_seat
from calc_cli.options import Conditions, Sticks, Waiting, Winds, build_rules, with_groups
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


# Option groups inside option groups (issue 34: the waits/efficiency option list declared
# once, as options.Waiting). The expected names are the order the commands listed these
# options in before the group existed: --seat --round --from, the conditions, --honba
# --deposits, --discards.
WAITING_NAMES = ["seat", "round_wind", "discarder", "dora", "ura", "riichi", "double_riichi",
                 "ippatsu", "haitei", "houtei", "rinshan", "chankan", "tenhou", "chiihou",
                 "renhou", "honba", "deposits", "discards"]


# The commands below are defined in this module and the groups imported at its top:
# with_groups resolves a command's annotations in its module.
def _parameter_names(command: object) -> list[str]:
    import inspect
    from typing import Any, cast

    return list(inspect.signature(cast(Any, command)).parameters)


def test_nested_group_expands_in_place_and_gathers_back() -> None:
    seen: list[tuple[str, Waiting]] = []

    def command(first: str, *, waiting: Waiting, last: int = 0) -> None:
        seen.append((first, waiting))

    expanded = with_groups(command)
    assert _parameter_names(expanded) == ["first", *WAITING_NAMES, "last"]
    given = {name: None for name in WAITING_NAMES}
    given.update(seat="W", discarder="N", dora=["m1"], riichi=True, honba=2, deposits=1,
                 discards=["p1"], ippatsu=False, double_riichi=False, haitei=False,
                 houtei=False, rinshan=False, chankan=False, tenhou=False, chiihou=False,
                 renhou=False)
    expanded(first="x", last=3, **given)  # Typer calls by keyword
    first, waiting = seen[0]
    assert first == "x"
    assert waiting.winds == Winds(seat="W", round_wind=None)
    assert waiting.discarder == "N" and waiting.discards == ["p1"]
    assert waiting.sticks == Sticks(honba=2, deposits=1)
    assert waiting.conditions == Conditions(dora=["m1"], riichi=True)


def test_group_field_given_twice_is_refused() -> None:
    def command(*, winds: Winds, waiting: Waiting) -> None:  # --seat twice
        pass

    with pytest.raises(ValueError, match="duplicate parameter name"):
        with_groups(command)


def test_waits_and_efficiency_list_the_waiting_options_alike() -> None:
    from calc_cli.commands.efficiency import efficiency
    from calc_cli.commands.waits import waits

    for command in (waits, efficiency):
        names = _parameter_names(command)
        start = names.index("seat")
        assert names[start:start + len(WAITING_NAMES)] == WAITING_NAMES, command


@pytest.mark.parametrize("command", ["waits", "efficiency"])
def test_waiting_options_reach_the_situation(run: Run, command: str) -> None:
    import json

    # m23456p123s789z11 waits on m1-m4-m7; with m4 among --discards every wait is discard
    # furiten (no ron). For efficiency the drawn z7 is the discard that leaves it so.
    # Ron on m1 from North (seat 3) to West (seat 2): riichi + pinfu, 2 han 30 fu = 2000
    # for a non-dealer; +2 honba (600, paid by the discarder) +1 deposit (1000 to the
    # winner): gain 3600, the discarder pays 2600.
    hand = "m23456p123s789z11" + ("z7" if command == "efficiency" else "")
    result = run(command, hand, "-f", "json", "--seat", "W", "--round", "S", "--from", "N",
                 "--honba", "2", "--deposits", "1", "--riichi", "--discards", "m4")
    assert result.exit_code == 0, result.output
    answer = json.loads(result.stdout)
    assert (answer["seat"], answer["round_wind"]) == (2, 1)
    waits = answer["waits"] if command == "waits" else answer["discards"][0]["waits"]
    ron = next(wait["ron"] for wait in waits if wait["tile"] == "m1")
    assert (ron["allowed"], ron["points"], ron["gain"]) == (False, 2000, 3600)
    assert ron["net"] == [0, 0, 3600, -2600]
