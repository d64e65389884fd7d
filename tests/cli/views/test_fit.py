"""Tables fit the terminal (COLUMNS, or the terminal's size): long cells wrap, optional
columns go; a pipe gets the full table."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import Result

from calc_cli.views.fit import fitted_table, output_width, widest

Run = Callable[..., Result]
DOUBLE_RON = (Path(__file__).resolve().parents[2] / "fixtures" / "logs" / "mjlog"
              / "double-ron.mjlog.gz")


@pytest.mark.parametrize("command", [["yaku"], ["rules"], ["rules", "majiang"], ["table"],
                                     ["table", "--rules", "tenhou"],
                                     # the hands and their waits make "How known" long
                                     ["draw", "--tenpai", "E,S", "--hand", "E=m123456789p1234",
                                      "--hand", "S=m1112223p123456", "--nagashi", "N"],
                                     # a game sheet: the event text and the summary wrap
                                     ["log", str(DOUBLE_RON), "-f", "table"]])
def test_nothing_is_wider_than_80_columns(run: Run, monkeypatch: pytest.MonkeyPatch,
                                          command: list[str]) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    narrow = run(*command)
    assert narrow.exit_code == 0
    assert widest(narrow.stdout) <= 80
    monkeypatch.delenv("COLUMNS")
    full = run(*command)
    assert widest(full.stdout) > 80  # the same table in full, for a pipe


def test_the_yaku_at_80_columns_keep_their_english_names_and_conditions(
        run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    out = run("yaku").stdout
    assert out.splitlines()[0].split() == ["id", "closed", "open", "English", "condition"]
    assert "riichi declared" in out and "立直" not in out


def test_output_width(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    assert output_width() == 100
    monkeypatch.setenv("COLUMNS", "wide")
    # not a number: as if unset; pytest captures stdout, which is no terminal
    assert output_width() is None


ROWS = [["a", "one two three four five six seven eight nine ten", "x" * 30],
        ["b", "short", "y"]]
HEADERS = ["key", "text", "extra"]


def test_wrap_before_dropping_then_drop() -> None:
    full = fitted_table(ROWS, HEADERS, None, wrap=(1,), optional=(2,))
    assert widest(full) > 60 and len(full.splitlines()) == 4
    # 60 columns: the text wraps, the extra column stays
    text = fitted_table(ROWS, HEADERS, 60, wrap=(1,), optional=(2,))
    assert widest(text) <= 60 and "extra" in text and len(text.splitlines()) > 4
    # 30 columns: no room for the extra column even with the text at its narrowest
    text = fitted_table(ROWS, HEADERS, 30, wrap=(1,), optional=(2,))
    assert widest(text) <= 30 and "extra" not in text and "seven" in text


def test_explain_fits_80_columns(run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    args = ["score", "m111222333p55s78", "--ron", "s9+", "--riichi", "--explain"]
    monkeypatch.setenv("COLUMNS", "80")
    narrow = run(*args).stdout
    assert widest(narrow) <= 80
    assert "three triplets (sanankou, 50 fu)" in " ".join(narrow.split())
    monkeypatch.delenv("COLUMNS")
    full = run(*args).stdout
    assert widest(full) > 80
    # the same words, only the lines broken otherwise (the rules under the headings
    # are as wide as their columns)
    def words(text: str) -> set[str]:
        return {word for word in text.split() if set(word) != {"-"}}

    assert words(full) == words(narrow)


def test_wrap_column_continues_a_cell_on_its_own_rows() -> None:
    from calc_cli.views.fit import wrap_column

    rows = [["1", "alpha beta gamma delta epsilon zeta", "x"]]
    # widths: 1 + 2 + text + 2 + 1 = 30 -> the text gets 24 columns
    assert wrap_column(rows, (), 1, 30) == [["1", "alpha beta gamma delta", "x"],
                                           ["", "epsilon zeta", ""]]
    assert wrap_column(rows, (), 1, None) == rows
