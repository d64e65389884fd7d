"""The error line and the caret echo (calc_cli/errors.py)."""

from __future__ import annotations

import io

from hypothesis import given, settings
from hypothesis import strategies as st
from properties import examples

from calc_cli import errors
from scoring.errors import InvalidHandError, NotationError, ScoringError


def test_error_line_names_code_and_message() -> None:
    assert errors.error_line("notation", "bad tile") == "mjcalc: error[notation]: bad tile"


def test_error_line_stays_on_one_line() -> None:
    # a message built from user input must not break the one-line contract
    line = errors.error_line("usage", "bad\nvalue\x1b[31m here")
    assert "\n" not in line
    assert "\x1b" not in line


def test_caret_under_the_character() -> None:
    # m12x3: the x is at 0-based position 3, so the caret sits under it
    echo, caret = errors.caret_lines("m12x3", 3)
    assert echo == "  m12x3"
    assert caret == "     ^"
    assert caret.index("^") == echo.index("x")


def test_caret_after_the_end_for_missing_input() -> None:
    echo, caret = errors.caret_lines("m12", 3)
    assert caret.index("^") == len(echo)


def test_caret_counts_wide_characters_twice() -> None:
    # 東 takes two terminal columns, so the caret under 'x' moves right by one extra column
    _, caret = errors.caret_lines("東x", 1)
    assert caret == "    ^"


def test_control_characters_are_masked_one_for_one() -> None:
    echo, caret = errors.caret_lines("m1\tx", 3)
    assert echo == "  m1?x"
    assert caret.index("^") == echo.index("x")


def test_long_input_is_cut_around_the_position() -> None:
    text = "m1" * 5000 + "x" + "m1" * 5000
    echo, caret = errors.caret_lines(text, 10000)
    assert len(echo) < 200
    assert echo.startswith("  ...") and echo.endswith("...")
    assert echo[caret.index("^")] == "x"


def test_report_returns_the_exit_status_and_writes_stderr() -> None:
    out = io.StringIO()
    status = errors.report(NotationError("column 4: expected a digit", position=3,
                                         text="m12x3"), out)
    assert status == 2
    assert out.getvalue().splitlines() == [
        "mjcalc: error[notation]: column 4: expected a digit",
        "  m12x3",
        "     ^",
    ]


def test_exit_statuses_by_kind() -> None:
    # README "Errors": impossible hands are refused like notation (2); unscorable hands 1
    assert errors.report(InvalidHandError("fifth m1"), io.StringIO()) == 2
    assert errors.report(ScoringError("no yaku", code="no_yaku"), io.StringIO()) == 1


def test_internal_error_is_one_line_with_status_1() -> None:
    out = io.StringIO()
    assert errors.report_internal(RuntimeError("boom"), out) == 1
    assert out.getvalue() == "mjcalc: error[internal]: internal error, please report it: " \
                             "RuntimeError: boom\n"


@settings(max_examples=examples(200), deadline=None)
@given(st.text(max_size=300), st.integers(min_value=-5, max_value=400))
def test_caret_lines_always_two_clean_lines(text: str, position: int) -> None:
    echo, caret = errors.caret_lines(text, position)
    for line in (echo, caret):
        assert "\n" not in line and "\r" not in line
        assert all(ch.isprintable() for ch in line)
    assert caret.strip() == "^"
