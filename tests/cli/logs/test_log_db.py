"""calc_cli.logs.db: games and their records in SQLite, each game once, and the queries of
docs/logs.md ("Game log database") run as documented.

The expected rows are worked by hand from the fixture game (tests/grammar/logs/test_mjai.py
tells its rounds): seat 0 ("A") declares the game's only riichi and does not win; the
wins are seat 2 (West in E1) 1300, seat 3 (North in E1) 1300, seat 1 (the dealer of E2)
12000, seat 3 (West in E2) 32000.
"""

from __future__ import annotations

import re
import shlex
import sqlite3
from pathlib import Path

import pytest
from conftest import Run
from docs_pages import DOCS, section

from calc_cli.logs.db import LogDatabase, game_key
from grammar.logs.mjai import read_mjai
from grammar.logs.paipu import read_paipu
from scoring.errors import UsageError

ROOT = Path(__file__).resolve().parents[3]
FIXTURES = ROOT / "tests" / "fixtures" / "logs"
SECTION = "## Game log database (`mjcalc log --db`)"


def _readme_blocks(kind: str) -> list[str]:
    """The ```kind blocks of the database section of docs/logs.md, in order."""
    text = section(DOCS / "logs.md", SECTION)
    return re.findall(rf"```{kind}\n(.*?)```", text, flags=re.S)


def _fill(path: Path) -> None:
    mjai = (FIXTURES / "mjai_edge_cases.mjson").read_text(encoding="utf-8")
    with LogDatabase(path) as db:
        for game in read_mjai(mjai, "mjai_edge_cases.mjson"):
            assert db.add_game(game, [])


def _rows(path: Path, sql: str) -> list[str]:
    """Rows as ``sqlite3`` prints them by default: values joined by ``|``."""
    with sqlite3.connect(path) as connection:
        return ["|".join(str(v) for v in row) for row in connection.execute(sql)]


def test_the_readme_command_and_queries_give_the_rows_it_shows(run: Run, tmp_path: Path
                                                             ) -> None:
    command, = _readme_blocks("sh")
    words = shlex.split(command)
    assert words[:2] == ["mjcalc", "log"] and words[-2] == "--db"
    path = tmp_path / words[-1]
    # the README's relative path is from the project's root
    args = [str(ROOT / w) if w.startswith("tests/") else w for w in words[1:-1]]
    result = run(*args, str(path))
    assert result.exit_code == 0, result.output
    queries, results = _readme_blocks("sql"), _readme_blocks("text")
    assert len(queries) == len(results) == 2
    for sql, shown in zip(queries, results, strict=True):
        assert _rows(path, sql) == shown.splitlines()


def test_the_readme_results_are_those_worked_by_hand(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite"
    _fill(path)
    riichi, per_win = _readme_blocks("sql")
    assert _rows(path, riichi) == ["A|1|0|0.0"]
    # West: (1300 + 32000) / 2
    assert _rows(path, per_win) == ["E|1|12000", "W|2|16650", "N|1|1300"]


def test_tables_of_another_program_are_a_usage_error(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite"
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE games (id INTEGER PRIMARY KEY)")
    game, = read_mjai((FIXTURES / "mjai_edge_cases.mjson").read_text(encoding="utf-8"), "m")
    with LogDatabase(path) as db, pytest.raises(UsageError, match="cannot store game 1 "):
        db.add_game(game, [])


def test_a_game_read_again_is_stored_once(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite"
    _fill(path)
    counts = "SELECT (SELECT COUNT(*) FROM games), (SELECT COUNT(*) FROM rounds)," \
             " (SELECT COUNT(*) FROM wins), (SELECT COUNT(*) FROM win_yaku)," \
             " (SELECT COUNT(*) FROM draws), (SELECT COUNT(*) FROM riichi)"
    # 5 rounds, 4 wins with 1 + 1 + 4 + 1 recorded yaku, 2 draws, 1 riichi
    assert _rows(path, counts) == ["1|5|4|7|2|1"]
    mjai = (FIXTURES / "mjai_edge_cases.mjson").read_text(encoding="utf-8")
    with LogDatabase(path) as db:
        # the same content under another file name is the same game
        game, = read_mjai(mjai, "copy/of/it.mjson")
        assert not db.add_game(game, [])
    assert _rows(path, counts) == ["1|5|4|7|2|1"]
    assert _rows(path, "SELECT file, complete, stopped_at FROM games") == [
        "mjai_edge_cases.mjson|0|E2 3-honba (ended), line 67: the log ends before end_game"]


def test_records_give_the_scored_side_and_finals_rank_the_end(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite"
    paipu = (FIXTURES / "paipu_edge_cases.json").read_text(encoding="utf-8")
    game, = read_paipu(paipu, "paipu_edge_cases.json")
    # records as `mjcalc log` prints them (the contract's keys); the values are the
    # hand-worked results of the five rounds
    records = [
        {"kind": "win", "hand": "m456p678s12789z44s3-", "agree": True, "diff": [],
         "scored": {"han": 1, "fu": 40, "yakuman": 0, "points": 1300,
                    "yaku": [{"id": "chankan", "name": "Robbing a Kan", "han": 1}]}},
        {"kind": "win", "agree": False, "diff": ["fu"],
         "scored": {"han": 1, "fu": 30, "points": 1000, "yaku": [["chankan", 1]]}},
        {"kind": "win", "agree": True, "diff": [], "scored": {"points": 12000}},
        {"kind": "draw", "agree": True}, {"kind": "draw", "agree": True},
        {"kind": "win", "agree": True, "diff": [], "scored": {"yakuman": 1, "points": 32000}},
        {"kind": "end", "agree": True},
    ]
    with LogDatabase(path) as db:
        assert db.add_game(game, records)
    assert _rows(path, "SELECT round_no, win_no, seat, from_seat, tsumo, scored_fu, agree,"
                       " diff, hand FROM wins ORDER BY round_no, win_no") == [
        '1|1|2|1|0|40|1|[]|m456p678s12789z44s3-', '1|2|3|1|0|30|0|["fu"]|None',
        "2|1|1|1|1|None|1|[]|None", "5|1|3|3|1|None|1|[]|None"]
    assert _rows(path, "SELECT source, yaku, han FROM win_yaku WHERE round_no = 1"
                       " ORDER BY win_no, source") == [
        "recorded|槍槓|1", "scored|Robbing a Kan|1", "recorded|槍槓|1", "scored|chankan|1"]
    assert _rows(path, "SELECT kind, agree FROM draws ORDER BY round_no") == [
        "nine_terminals|1", "four_winds|1"]
    # final scores by seat 20000, 2500, 22300, 55200: ranks 3, 4, 2, 1
    assert _rows(path, "SELECT seat, name, score, points, rank FROM finals ORDER BY seat") == [
        "0|A|20000|-20.0|3", "1|B|2500|-47.5|4", "2|C|22300|2.3|2", "3|D|55200|65.2|1"]
    assert _rows(path, "SELECT COUNT(*) FROM games") == ["1"]
    assert game_key(game) != game_key(next(read_mjai(
        (FIXTURES / "mjai_edge_cases.mjson").read_text(encoding="utf-8"), "x")))


def test_games_read_survive_the_trip_between_processes() -> None:
    # `log --jobs N --db` reads each file in a worker process and sends its games to the
    # main process (pickled) for the database: a game must come back equal. (Compiled by
    # mypyc, the frozen dataclasses of scoring.game.game_record could not be unpickled, and
    # the pool waited for ever.)
    import gzip
    import pickle

    from grammar.logs.mjlog import read_mjlog

    mjai = (FIXTURES / "mjai_edge_cases.mjson").read_text(encoding="utf-8")
    mjlog = gzip.decompress((FIXTURES / "mjlog" / "double-ron.mjlog.gz").read_bytes())
    games = [*read_mjai(mjai, "mjai_edge_cases.mjson"),
             *read_mjlog(mjlog.decode("utf-8"), "double-ron.mjlog")]
    assert len(games) == 2 and all(game.rounds for game in games)
    for game in games:
        assert pickle.loads(pickle.dumps(game)) == game
