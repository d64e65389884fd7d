"""One numbering of games (issue 29, point 8): ``game`` is 1-based in every log format, in
the records and in the database's ``game_index``; a file of several games counts 1, 2...
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from fast_cli import invoke

ROOT = Path(__file__).resolve().parents[3]
LOGS = ROOT / "tests" / "fixtures" / "logs"

#: one file of each format, each holding one game (its first is game 1)
ONE_GAME_EACH = {
    "mjlog": LOGS / "mjlog" / "double-ron.mjlog.gz",
    "tenhou6": LOGS / "tenhou6" / "2017040900gm-00a9-0000-af5434e3.json",
    "mjai": LOGS / "mjai_edge_cases.mjson",
    "paipu": LOGS / "paipu_edge_cases.json",
}


def _records(*args: str) -> list[dict[str, object]]:
    out = invoke(["log", *args])
    assert out.status == 0, out.stderr
    return [json.loads(line) for line in out.stdout.splitlines() if line.strip()]


@pytest.mark.parametrize("fmt", sorted(ONE_GAME_EACH))
def test_the_first_game_of_a_file_is_game_1_in_every_format(fmt: str) -> None:
    records = _records(str(ONE_GAME_EACH[fmt]))
    assert records and {r["game"] for r in records} == {1}


def test_the_games_of_a_file_count_from_1() -> None:
    # majiang-core's test data: 18 games in one list, game 1 to game 18
    records = _records(str(LOGS / "real" / "majiang-core-script.json.gz"))
    assert sorted({r["game"] for r in records}) == list(range(1, 19))


def test_the_database_game_index_is_the_records_game(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite"
    _records(str(ONE_GAME_EACH["mjai"]), str(ONE_GAME_EACH["paipu"]), "--db", str(path))
    with sqlite3.connect(path) as connection:
        rows = connection.execute("SELECT format, game_index FROM games ORDER BY format")
        assert rows.fetchall() == [("mjai", 1), ("paipu", 1)]
