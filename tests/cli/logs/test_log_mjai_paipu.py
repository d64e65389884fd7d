"""``mjcalc log`` on mjai and majiang-core 牌譜 logs, and ``--db``.

The logs' own results are the expected values (see tests/grammar/logs for how the
hand-written fixtures were worked out and where the real ones come from).
"""

from __future__ import annotations

import gzip
import json
import sqlite3
from pathlib import Path

from conftest import Run

ROOT = Path(__file__).resolve().parents[3]
LOGS = ROOT / "tests" / "fixtures" / "logs"
MJAI = LOGS / "mjai_edge_cases.mjson"
PAIPU = LOGS / "paipu_edge_cases.json"


def _records(stdout: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in stdout.splitlines() if line.startswith("{")]


def test_every_event_of_the_real_logs_agrees(run: Run) -> None:
    result = run("log", str(LOGS / "real"), "--verify")
    assert result.exit_code == 0, result.output
    records = _records(result.stdout)
    wins = [r for r in records if r["kind"] == "win"]
    text = "".join(gzip.decompress(p.read_bytes()).decode() for p in (LOGS / "real").iterdir())
    # every hule and hora of the files, each agreeing in every field the log records
    assert len(wins) == text.count('"hule"') + text.count('"type":"hora"')
    assert all(r["agree"] for r in records)
    # the mjai-manue games record the yaku (gimite's names), compared with ours
    assert all("yaku" in r["recorded"] for r in wins)


def test_the_hand_written_mjai_game_agrees_and_says_where_it_stops(run: Run) -> None:
    result = run("log", str(MJAI), "-f", "short", "--verify")
    assert result.exit_code == 0, result.output
    assert "stops at E2 3-honba (ended), line 67: the log ends before end_game" in result.stdout


def test_a_mortal_style_log_compares_only_what_it_records(run: Run, tmp_path: Path) -> None:
    # Mortal and mjai-reviewer write only deltas (and ura markers) on a hora
    lines = []
    for line in MJAI.read_text(encoding="utf-8").splitlines():
        event = json.loads(line)
        if event["type"] == "hora":
            event = {key: event[key] for key in ("type", "actor", "target", "deltas")}
        lines.append(json.dumps(event))
    path = tmp_path / "mortal.mjson"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = run("log", str(path), "--verify")
    assert result.exit_code == 0, result.output
    wins = [r for r in _records(result.stdout) if r["kind"] == "win"]
    assert [sorted(r["recorded"]) for r in wins] == [["deltas"]] * 4
    assert all(r["agree"] for r in wins)


def test_the_hand_written_paipu_game_agrees_to_its_end_in_tenths(run: Run) -> None:
    # its end is written as majiang-core's jieju settles it with its default 順位点
    # ("20.0"...): in tenths, unrounded; the points written so state the rule
    result = run("log", str(PAIPU), "--verify")
    assert result.exit_code == 0, result.output
    end = _records(result.stdout)[-1]
    assert end["kind"] == "end" and end["scored"]["points"] == [-20.0, -47.5, 2.3, 65.2]


def test_db_stores_each_game_once_over_runs(run: Run, tmp_path: Path) -> None:
    db = tmp_path / "club.sqlite"
    first = run("log", str(MJAI), "--db", str(db), "-f", "short")
    assert first.exit_code == 0, first.output
    ours = [str(MJAI), str(PAIPU), str(LOGS / "real")]
    second = run("log", *ours, "--db", str(db), "-f", "short")
    assert second.exit_code == 0, second.output
    with sqlite3.connect(db) as connection:
        games = connection.execute("SELECT format, COUNT(*) FROM games GROUP BY format"
                                   " ORDER BY format").fetchall()
        wins = connection.execute("SELECT COUNT(*), SUM(agree) FROM wins").fetchone()
        paipu_end = connection.execute(
            "SELECT COUNT(*) FROM finals JOIN games USING (game_key)"
            " WHERE file LIKE '%paipu_edge_cases.json'").fetchone()
    # 6 real mjai games and the hand-written one (stored by the first run only once);
    # 18 real 牌譜 games of majiang-core, 4 Tenhou games converted, the hand-written one
    assert games == [("mjai", 7), ("paipu", 23)]
    records = _records(run("log", *ours).stdout)
    assert wins == (sum(r["kind"] == "win" for r in records),) * 2
    assert paipu_end == (4,)


def test_db_that_cannot_be_opened_is_a_usage_error(run: Run, tmp_path: Path) -> None:
    result = run("log", str(MJAI), "--db", str(tmp_path / "no" / "such" / "dir.sqlite"))
    assert result.exit_code == 2
    assert "--db" in result.stderr and "Traceback" not in result.output
    not_a_db = tmp_path / "text.sqlite"
    not_a_db.write_text("this is not SQLite\n" * 100, encoding="utf-8")
    result = run("log", str(MJAI), "--db", str(not_a_db))
    assert result.exit_code == 2 and "cannot use it as a database" in result.stderr
