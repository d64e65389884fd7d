"""The batch's reader of ``score`` arguments agrees with click on every line it reads.

``ScoreArgs`` reads the common case itself (it is many times faster than click's parser)
and hands everything else to click; these tests generate word lists, near-valid and
wrong, and check that whenever the fast reader answers, click answers the same.
"""

from __future__ import annotations

import shlex
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from properties import examples

from calc_cli.batch.records import line_scorer
from calc_cli.inputs.score_args import ScoreArgs, _Fallback, split_line
from scoring.errors import UsageError

ARGS: ScoreArgs = line_scorer().args

OPTION_WORDS = sorted(ARGS.options)
VALUES = ["m234567p345s2355", "s4+", "3", "0", "-1", "999", "1000", "abc", "E", "north",
          "m1,p2", "json", "short", "ja", "xx", "house.toml", "kiriage_mangan=true", "",
          "--riichi", "-", "007", "\u0663", " 5", "+5", "5 "]  # int() takes the last five
ODD = ["--", "-", "--ron=s4+", "-fjson", "--nope", "-x", "--format=json"]


def click_reading(words: list[str]) -> dict[str, Any] | str:
    """click's parameters (after Typer's conversions), or its error message."""
    try:
        return ARGS._typer(ARGS._click_params(list(words)))
    except UsageError as err:
        return err.message


@settings(max_examples=examples(300), deadline=None)
@given(st.lists(st.one_of(st.sampled_from(OPTION_WORDS), st.sampled_from(VALUES),
                          st.sampled_from(ODD)), max_size=8))
def test_whenever_the_fast_reader_answers_click_answers_the_same(words: list[str]) -> None:
    try:
        fast = ARGS._fast(words)
    except _Fallback:
        return  # click reads it: nothing to compare
    assert click_reading(words) == fast


@settings(max_examples=examples(100), deadline=None)
@given(st.lists(st.one_of(st.sampled_from(OPTION_WORDS), st.sampled_from(VALUES)),
                max_size=8))
def test_params_is_clicks_reading_or_its_error(words: list[str]) -> None:
    try:
        got: dict[str, Any] | str = ARGS.params(words)
    except UsageError as err:
        got = err.message
    assert got == click_reading(words)


def test_the_fast_reader_does_read_ordinary_lines() -> None:
    # the point of it: the usual line must not fall back to click
    words = ["m234567p345s2355", "--ron", "s4+", "--seat", "2", "--dora", "m1", "--dora",
             "p2", "--riichi", "--honba", "3", "--rules", "majiang", "--lang", "ja"]
    fast = ARGS._fast(words)
    assert fast == click_reading(words)
    assert fast["dora"] == ["m1", "p2"] and fast["honba"] == 3 and fast["riichi"] is True


def test_every_option_of_score_is_known() -> None:
    # the table is derived from the command: each option's long name is a JSON key
    for param in ARGS.command.params:
        if param.param_type_name == "option":
            long_names = [name for name in param.opts if name.startswith("--")]
            assert any(name[2:] in ARGS.json_keys for name in long_names), param.name
            assert param.name in ARGS.json_keys


@pytest.mark.parametrize("text", [
    "m123 --ron s4+", "  a\tb  ", "'m1 23' x", 'a "b c" d', "a\\ b", "a\x0bb", "a\x1cb",
    "a\u3000b", "a\xa0b", "", "x # not a comment", "é ü",
])
def test_split_line_is_shlex(text: str) -> None:
    assert split_line(text) == shlex.split(text)


@settings(max_examples=examples(300), deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab1 \t\r\n'\"\\#\x0b\x0c\x1c\x1f\x85\xa0\u3000é")),
               max_size=20))
def test_split_line_agrees_with_shlex_on_any_text(text: str) -> None:
    try:
        expected: list[str] | None = shlex.split(text)
    except ValueError:
        expected = None
    if expected is None:
        with pytest.raises(UsageError):
            split_line(text)
    else:
        assert split_line(text) == expected


def test_words_of_a_json_object() -> None:
    words = ARGS.words_of({"hand": "m234567p345s2355", "ron": "s4+", "seat": 2,
                           "riichi": True, "ippatsu": False, "dora": ["m1", "p2"],
                           "double_riichi": False, "pao": None})
    assert words == ["--ron", "s4+", "--seat", "2", "--riichi", "--dora", "m1", "--dora",
                     "p2", "--", "m234567p345s2355"]


def test_score_flags_are_situation_flags() -> None:
    # cmd_score hands its flags to build_situation by name: a name it does not know
    # would be dropped silently
    from calc_cli.commands.score import FLAGS
    from scoring.situation import FLAG_NAMES

    assert set(FLAGS) <= set(FLAG_NAMES)
