"""Shell completion (Typer's, turned on): the scripts for bash, zsh and fish, and what a
completion request offers — commands, options, presets, rule switches and their values,
seats, formats and languages."""

from __future__ import annotations

import subprocess

import pytest
from build_under_test import build

from calc_cli.completion import complete_preset, complete_rule, complete_seat
from scoring.rules import PRESETS, SWITCH_BY_NAME


def _mjcalc(args: list[str], env: dict[str, str]) -> str:
    done = subprocess.run(build().mjcalc(*args), capture_output=True, text=True, check=False,
                          **build().kwargs(**env), timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    return done.stdout


def _bash(words: str) -> list[str]:
    """What bash completion offers for ``words`` (the last word being completed)."""
    parts = words.split(" ")
    return _mjcalc([], {"_MJCALC_COMPLETE": "complete_bash", "COMP_WORDS": words,
                        "COMP_CWORD": str(len(parts) - 1)}).split()


@pytest.mark.parametrize(("shell", "marks"), [
    ("bash", ["_mjcalc_completion()", "_MJCALC_COMPLETE=complete_bash"]),
    ("zsh", ["#compdef mjcalc", "_MJCALC_COMPLETE=complete_zsh"]),
    ("fish", ["complete --command mjcalc", "_MJCALC_COMPLETE=complete_fish"]),
])
def test_the_completion_script_is_produced(shell: str, marks: list[str]) -> None:
    # detection off: the shell is named, as it is when Typer cannot tell which runs it
    script = _mjcalc(["--show-completion", shell],
                     {"_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION": "1"})
    for mark in marks:
        assert mark in script


def test_rules_completes_the_presets() -> None:
    assert _bash("mjcalc score m1 --rules ") == list(PRESETS)
    assert _bash("mjcalc table --rules te") == ["tenhou", "tenhou-sanma"]


def test_zsh_and_fish_offer_the_presets_too() -> None:
    zsh = _mjcalc([], {"_MJCALC_COMPLETE": "complete_zsh",
                       "_TYPER_COMPLETE_ARGS": "mjcalc score m1 --rules "})
    assert all(f'"{preset}"' in zsh for preset in PRESETS)
    fish = _mjcalc([], {"_MJCALC_COMPLETE": "complete_fish",
                        "_TYPER_COMPLETE_FISH_ACTION": "get-args",
                        "_TYPER_COMPLETE_ARGS": "mjcalc score m1 --rules "})
    assert [line.split("\t")[0] for line in fish.splitlines()] == list(PRESETS)


def test_commands_options_and_choices() -> None:
    assert "score" in _bash("mjcalc sc")
    assert _bash("mjcalc score m1 --rii") == ["--riichi"]
    assert _bash("mjcalc score m1 -f ") == ["table", "json", "short", "majiang"]
    assert _bash("mjcalc score m1 --lang ") == ["en", "romaji", "ja", "zh"]
    assert _bash("mjcalc score m1 --seat ") == ["E", "S", "W", "N"]


def test_rule_names_then_their_values() -> None:
    assert [name for name, _ in complete_rule("")] == [f"{n}=" for n in SWITCH_BY_NAME]
    # one switch left: its values at once (a lone "kazoe=" would get a space after it)
    assert _bash("mjcalc score m1 --rule kaz") == [
        "kazoe=none", "kazoe=sanbaiman", "kazoe=yakuman", "kazoe=multiple"]
    assert _bash("mjcalc score m1 --rule red") == [
        "red_fives_m=", "red_fives_p=", "red_fives_s="]
    assert _bash("mjcalc score m1 --rule kazoe=") == [
        "kazoe=none", "kazoe=sanbaiman", "kazoe=yakuman", "kazoe=multiple"]
    assert [v for v, _ in complete_rule("open_tanyao=")] == ["open_tanyao=true",
                                                            "open_tanyao=false"]
    # a number in a range offers the presets' values (min_han: 1 everywhere)
    assert [v for v, _ in complete_rule("min_han=")] == ["min_han=1"]
    assert complete_rule("no_such_switch=") == []


def test_the_value_completers() -> None:
    assert [name for name, _ in complete_preset("m")] == ["majiang", "mahjongsoul", "mleague",
                                                          "mahjongsoul-sanma"]
    assert [letter for letter, _ in complete_seat("n")] == ["N"]
    assert complete_seat("x") == []
