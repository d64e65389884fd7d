"""``mjcalc log`` on a log whose play cannot happen (issue 29 point 7, issue 33): one
record of kind ``error`` naming the round, event, seat and tile, in every view; the other
files go on; ``--verify`` says on standard error why it exits 1, whatever ``-f``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fast_cli import invoke

LOGS = Path(__file__).resolve().parents[2] / "fixtures" / "logs"
NO_RED = LOGS / "handwritten" / "no-red-tenhou.mjlog"


def drawn_twice(tmp_path: Path) -> Path:
    """The handwritten tenhou with the dealer drawing tile 52, which it was dealt, instead
    of 53 (another p5): by kind a possible tenhou, by tile number impossible."""
    text = NO_RED.read_text().replace("<T53/>", "<T52/>").replace('machi="53"', 'machi="52"')
    path = tmp_path / "drawn-twice.mjlog"
    path.write_text(text)
    return path


def test_an_error_record_in_place_of_the_win(tmp_path: Path) -> None:
    path = drawn_twice(tmp_path)
    out = invoke(["log", str(path)])
    assert out.status == 0, out.stderr  # without --verify, a report, not a failure
    first, end = (json.loads(line) for line in out.stdout.splitlines())
    assert first["kind"] == "error" and first["agree"] is False
    assert (first["round"], first["honba"], first["event"], first["seat"], first["tile"]) == (
        "E1", 0, 1, 0, "p5")
    assert first["reason"] == "event 1: seat 0 draws tile number 52 (p5), already in play"
    assert first["hand"] is None and "deltas" not in first["scored"]
    # the game end is still compared (its scores come from the log)
    assert end["kind"] == "end" and end["agree"] is True
    counts = json.loads(out.stderr.splitlines()[-1])["events"]
    assert counts["error"] == {"total": 1, "agree": 0}
    assert counts["win"] == {"total": 0, "agree": 0}


@pytest.mark.parametrize("view", ["json", "short", "table"])
def test_verify_says_why_on_stderr_in_every_view(tmp_path: Path, view: str) -> None:
    path = drawn_twice(tmp_path)
    out = invoke(["log", str(path), "--verify", "-f", view])
    assert out.status == 1
    line = [x for x in out.stderr.splitlines() if x.startswith("mjcalc: ")]
    assert line == [
        f"mjcalc: error[disagreement]: --verify: 1 of 2 events disagree with the log (1 round "
        f"that cannot be played); the first: {path} game 1 E1-0 error: event 1: seat 0 "
        f"draws tile number 52 (p5), already in play"]
    if view != "json":
        assert "ERROR (event 1: seat 0 draws tile number 52 (p5)" in out.stdout
        assert "Traceback" not in out.stdout + out.stderr


def test_verify_names_a_plain_disagreement_too(tmp_path: Path) -> None:
    # the tenhou recorded as 36000: a win that disagrees in points, -f table
    path = tmp_path / "tampered.mjlog"
    path.write_text(NO_RED.read_text().replace('ten="20,48000,5"', 'ten="20,36000,5"'))
    out = invoke(["log", str(path), "--verify", "-f", "table"])
    assert out.status == 1
    assert (f"mjcalc: error[disagreement]: --verify: 1 of 2 events disagree with the log "
            f"(1 win); the first: {path} game 1 E1-0 win: differs in points") in out.stderr


def test_the_other_files_go_on(tmp_path: Path) -> None:
    path = drawn_twice(tmp_path)
    out = invoke(["log", str(path), str(NO_RED), "-f", "short"])
    assert out.status == 0
    lines = out.stdout.splitlines()
    assert lines[0].startswith(f"{path}#1 E1-0 error ERROR (event 1:")
    assert lines[2] == (f"{NO_RED}#1 E1-0 win seat 0 m123456789p2345p5 yakuman x1 48000 "
                        f"agree")
    assert "rounds that cannot be played: 1" in lines


def test_the_database_keeps_each_round_with_its_own_records(tmp_path: Path) -> None:
    # Two rounds: E1 0-honba broken (tile 52 drawn twice), then the same tenhou, valid, at
    # 1 honba (48000 + 300: 16100 from each, sc in hundreds). The error record stands for
    # the first round's win; the second round's win keeps its own record (it agrees).
    import sqlite3

    text = NO_RED.read_text()
    head, rest = text.split("<INIT", 1)
    valid = "<INIT" + rest.split("</mjloggm>")[0]
    broken = valid.replace("<T53/>", "<T52/>").replace('machi="53"', 'machi="52"')
    second = (valid.replace('seed="0,0,0', 'seed="0,1,0').replace('ba="0,0"', 'ba="1,0"')
              .replace('sc="250,480,250,-160,250,-160,250,-160"',
                       'sc="250,483,250,-161,250,-161,250,-161"'))
    second = second.split(" owari=")[0] + "/>\n"  # the game end left out: a cut log
    broken = broken.split(" owari=")[0] + "/>\n"
    path = tmp_path / "two-rounds.mjlog"
    path.write_text(head + broken + second + "</mjloggm>\n")
    database = tmp_path / "games.sqlite"
    out = invoke(["log", str(path), "--db", str(database), "-f", "short"])
    assert out.status == 0, out.stderr
    assert [line.split(" ")[2] for line in out.stdout.splitlines()[:2]] == ["error", "win"]
    with sqlite3.connect(database) as connection:
        rows = connection.execute("SELECT round_no, agree FROM wins ORDER BY round_no").fetchall()
    assert rows == [(1, 0), (2, 1)]
