"""ScoreOptions: score's options as one typed value, the same for the command, a batch
line and an --also winner."""

from __future__ import annotations

import inspect
from dataclasses import fields

import pytest

from calc_cli.commands import score as cmd_score
from calc_cli.inputs.score_options import ScoreOptions


def test_one_field_per_parameter_of_score() -> None:
    # a new option of `score` needs its field here (the command passes them all by name)
    assert [f.name for f in fields(ScoreOptions)] == list(
        inspect.signature(cmd_score.score).parameters)


def test_defaults_are_the_commands() -> None:
    signature = inspect.signature(cmd_score.score).parameters
    for field in fields(ScoreOptions):
        default = signature[field.name].default
        assert getattr(ScoreOptions(), field.name) == getattr(default, "value", default)


def test_of_a_read_line() -> None:
    reader = cmd_score.score_reader()
    options = ScoreOptions.of(reader.params(
        ["m234567p345s2355", "--ron", "s4+", "--riichi", "--dora", "m1", "-f", "short",
         "--lang", "ja", "--honba", "2"]))
    assert (options.hand, options.ron, options.riichi, options.dora) == (
        "m234567p345s2355", "s4+", True, ["m1"])
    assert (options.fmt, options.lang, options.honba) == ("short", "ja", 2)
    assert options.given("riichi") and not options.given("tsumo")
    # scored as the command scores it: 30 fu 4 han, 7700 + 600 for two honba
    result = cmd_score.score_params(options)
    assert result.best.points == 7700
    assert result.settlement.net[1] == 8300


def test_an_unknown_name_is_refused() -> None:
    with pytest.raises(TypeError):
        ScoreOptions.of({"hand": "m1", "no_such_option": 1})
