"""Issue 32: at ``COLUMNS=80`` no line of any command's view is wider than 80 terminal
columns, measured as a terminal shows them (``wcwidth``: a CJK character takes two),
not by mjcalc's own measure. The quiz's views are the trainer's
(tests/cli/commands/test_cmd_quiz.py).

``-f short`` is left out on purpose (but for score's, which is short anyway): it is one
line a record, for grep and scripts (README, "Terminal width")."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
import wcwidth
from typer.testing import Result

Run = Callable[..., Result]
ROOT = Path(__file__).resolve().parents[2]
DOUBLE_RON = str(ROOT / "tests" / "fixtures" / "logs" / "mjlog" / "double-ron.mjlog.gz")
SANMA_LOG = str(ROOT / "tests" / "fixtures" / "logs" / "handwritten" / "sanma.mjlog")
MIXED = str(ROOT / "examples" / "mixed.txt")
HANDS = str(ROOT / "examples" / "hands.txt")
PINFU = ["m234567p345s2355", "--ron", "s4+", "--riichi", "--dora", "m1"]
#: a hand read two ways (three triplets or three runs), many yaku: a long readings table
TWO_READINGS = ["m223344p556677s5", "--ron", "s5+", "--riichi", "--ippatsu", "--dora", "s4"]
DOUBLE = ["m234567p345s2355", "--ron", "s4+", "--honba", "2", "--deposits", "2",
          "--also", "m345p234567s5688 --seat N --riichi"]

# (command and options, exit status): every command, its table view and the options that
# make it wider (other languages, three players, teaching views).
VIEWS = [
    (["score", *PINFU], 0),
    (["score", *PINFU, "-f", "short", "--lang", "ja"], 0),
    (["score", *TWO_READINGS, "--explain"], 0),
    (["score", *TWO_READINGS, "--explain", "--lang", "ja"], 0),
    (["score", *TWO_READINGS, "--explain", "--lang", "zh"], 0),
    (["score", *DOUBLE], 0),
    (["score", *DOUBLE, "--explain", "--lang", "ja"], 0),
    (["score", *DOUBLE, "-f", "short"], 0),
    (["compare", "m234567p345s2355s4", "--from", "W", "--riichi", "--dora", "m1"], 0),
    (["compare", "m234567p345s2355s4", "--from", "W", "--lang", "ja"], 0),
    (["compare", "p234567s234s5z777s5", "--players", "3", "--kita", "2", "--lang", "zh"], 0),
    (["waits", "m23456p123s789z11", "--riichi", "--discards", "m7,z1"], 0),
    (["waits", "m2345678p123s789", "--lang", "ja"], 0),
    (["efficiency", "m3445p556s12377z77", "--depth", "2", "--explain"], 0),
    (["efficiency", "m23468p567s23499z1", "--lang", "zh"], 0),
    (["draw", "--tenpai", "E,S", "--hand", "E=m123456789p1234", "--hand",
      "S=m1112223p123456", "--nagashi", "N"], 0),
    (["draw", "--rules", "tenhou-sanma", "--tenpai", "E"], 0),
    (["final", "36700", "25300", "19700", "18300"], 0),
    (["final", "40000", "30000", "30000", "20000", "--rules", "wrc"], 0),
    (["rules"], 0),
    (["rules", "jpml"], 0),
    (["yaku"], 0),
    (["table"], 0),
    (["table", "--players", "3"], 0),
    (["batch", MIXED, "-f", "table"], 1),
    (["batch", HANDS, "-f", "table"], 0),
    (["log", DOUBLE_RON, "-f", "table"], 0),
    (["log", DOUBLE_RON, "-f", "table", "--commands"], 0),
    (["log", SANMA_LOG, "-f", "table"], 0),
]


def terminal_width(text: str) -> int:
    """The widest line as a terminal shows it."""
    return max((wcwidth.wcswidth(line) for line in text.splitlines()), default=0)


@pytest.mark.parametrize(("args", "status"), VIEWS, ids=[" ".join(a[:1] + [
    w for w in a[1:] if w.startswith("-") and w != "--ron"]) for a, _ in VIEWS])
def test_every_view_fits_80_columns(run: Run, monkeypatch: pytest.MonkeyPatch,
                                    args: list[str], status: int) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    result = run(*args)
    assert result.exit_code == status, result.output
    assert result.stdout.strip()
    lines = result.stdout.splitlines()
    too_wide = [line for line in lines if wcwidth.wcswidth(line) > 80]
    assert not too_wide, f"{terminal_width(result.stdout)} columns: {too_wide[0]!r}"


def test_log_commands_wrapped_stay_commands(run: Run, monkeypatch: pytest.MonkeyPatch
                                            ) -> None:
    """A wrapped --commands line goes on with a backslash: joined, it is the command in
    full that a pipe gets on one line."""
    monkeypatch.setenv("COLUMNS", "80")
    narrow = run("log", DOUBLE_RON, "-f", "table", "--commands").stdout
    monkeypatch.delenv("COLUMNS")
    full = run("log", DOUBLE_RON, "-f", "table", "--commands").stdout
    whole = [line for line in full.splitlines() if "mjcalc score" in line]
    assert any(len(line) > 80 for line in whole)  # something had to wrap
    joined = narrow.replace(" \\\n", " ")
    for line in whole:
        label, command = line.split(": ", 1)
        # the continuation is indented under the label
        assert f"{label}: {command.split()[0]}" in joined
        assert " ".join(command.split()) in " ".join(joined.split())
