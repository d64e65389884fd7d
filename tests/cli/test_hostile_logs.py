"""Issue 33, item 2: a hostile log is a ``bad_log`` naming the file and where, never an
``internal`` error, and the files after it are read.

Each case is one of the issue's findings, written by hand from a real fixture log; each
runs as ``mjcalc log BAD GOOD``: BAD gives one ``bad_log`` line, GOOD its records, exit 2.
Then the fuzzers of ``fuzz/`` (bounded and seeded: the same inputs every run).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from build_under_test import build
from fast_cli import invoke

ROOT = Path(__file__).resolve().parents[2]
LOGS = ROOT / "tests" / "fixtures" / "logs"
GOOD = LOGS / "handwritten" / "no-red-tenhou.mjlog"
MJLOG = GOOD.read_text()
TENHOU6 = (LOGS / "tenhou6" / "2010112714gm-00a9-0000-d497e395.json").read_text()
PAIPU = (LOGS / "paipu_edge_cases.json").read_text()
MJAI = (LOGS / "mjai_edge_cases.mjson").read_text()


def tenhou6(change: str) -> str:
    """The tenhou.net/6 fixture with one change applied (a Python statement on ``obj``)."""
    obj = json.loads(TENHOU6)
    exec(change, {"obj": obj})
    return json.dumps(obj, ensure_ascii=False)


CASES = {
    # tenhou.net/6: the names a number, a null final score, a win from seat 16, aka "x"
    "name-number": (tenhou6('obj["name"] = 5'), "json",
                    'game 1: "name" must be a list, not 5'),
    "sc-null": (tenhou6('obj["sc"] = [None] * 8'), "json",
                # the scores are not numbers: the game's end cannot be read
                "game 1, the game's end: sc is not each player's final score"),
    "fromwho-16": (tenhou6('obj["log"][1][-1][2][1] = 16'), "json",  # round 2 is a win
                   "game 1, round 2: the win of seat 1 from seat 16"),
    "aka-x": (tenhou6('obj["rule"]["aka"] = "x"'), "json",
              "game 1: rule.aka must be an integer, not 'x'"),
    # 牌譜: the players a number
    "paipu-player": (PAIPU.replace('"player"', '"player": 5, "was"', 1), "json",
                     'game 1: "player" must be a list of names'),
    # mjlog: a win by seat 4, a round seed empty, a call by seat 9
    "agari-who-4": (re.sub(r'(<AGARI[^>]*?) who="\d"', r'\1 who="4"', MJLOG, count=1),
                    "mjlog", "who='4' must be 0-3, not 4"),
    "init-seed-empty": (re.sub(r'seed="[^"]*"', 'seed=""', MJLOG, count=1), "mjlog",
                        "INIT seed needs six numbers"),
    "n-who-9": (MJLOG.replace("<AGARI", '<N who="9" m="1234" /><AGARI', 1), "mjlog",
                "who='9' must be 0-3, not 9"),
    # malformed XML, cut in an element; an entity that expands past expat's limit
    "xml-malformed": (MJLOG.replace("<AGARI", "<AGARI <", 1), "mjlog",
                      "the XML stops being readable"),
    "xml-entities": (MJLOG.replace("<mjloggm", '<!DOCTYPE mjloggm [<!ENTITY a0 "xxxxxxxxxx">'
                                   + "".join(f'<!ENTITY a{i} "&a{i - 1};&a{i - 1};&a{i - 1};'
                                             f'&a{i - 1};&a{i - 1};&a{i - 1};&a{i - 1};'
                                             f'&a{i - 1};&a{i - 1};&a{i - 1};">'
                                             for i in range(1, 9))
                                   + ']><mjloggm', 1).replace("<UN ", '<UN n1="&a8;" ', 1),
                     "mjlog", "the XML stops being readable"),
    # deeply nested JSON, for the detector and for each reader
    "nested-detect": ("[" * 100000 + "]" * 100000, "json",
                      "line 1: cannot tell its format: nested too deeply"),
    "nested-tenhou6": ('{"name": [], "log": ' + "[" * 100000 + "]" * 100000 + "}", "json",
                       "nested too deeply"),
    "nested-paipu": ('{"qijia": 0, "log": ' + "[" * 100000 + "]" * 100000 + "}", "json",
                     "nested too deeply"),
    "nested-mjai": ('{"type": "start_game"}\n{"type": "none", "x": '
                    + "[" * 100000 + "]" * 100000 + "}\n", "json",
                    "line 2: not JSON this reader can take: nested too deeply"),
    # mjai: six players named
    "mjai-six-names": (MJAI.replace('"names":["A","B","C","D"]',
                                    '"names":["A","B","C","D","E","F"]', 1), "json",
                       'line 1: "names" must have at most 4 entries, not 6'),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_hostile_log_is_a_bad_log_and_the_next_file_is_read(tmp_path: Path,
                                                                case: str) -> None:
    text, suffix, expected = CASES[case]
    bad = tmp_path / f"{case}.{suffix}"
    bad.write_text(text, encoding="utf-8", errors="surrogatepass")
    out = invoke(["log", str(bad), str(GOOD)])
    assert out.status == 2, out.stderr
    errors = [line for line in out.stderr.splitlines() if line.startswith("mjcalc: error")]
    assert len(errors) == 1 and errors[0].startswith(f"mjcalc: error[bad_log]: {bad}: "), errors
    assert expected in errors[0], errors[0]
    # the good file after it: its win and its game end (and any rounds before the fault)
    kinds = [json.loads(line)["kind"] for line in out.stdout.splitlines()
             if json.loads(line)["file"] == str(GOOD)]
    assert kinds == ["win", "end"]


def test_a_forced_format_that_the_content_is_not(tmp_path: Path) -> None:
    bad = tmp_path / "game.json"
    bad.write_text(TENHOU6)
    out = invoke(["log", "--input-format", "mjlog", str(bad)])
    assert out.status == 2
    assert "error[bad_log]" in out.stderr and "the XML stops being readable" in out.stderr


def test_db_with_a_file_name_that_is_not_utf8(tmp_path: Path) -> None:
    import os
    import sqlite3

    name = os.fsdecode(os.fsencode(str(tmp_path)) + b"/bad\xff.mjlog")
    Path(name).write_text(MJLOG)
    database = tmp_path / "games.sqlite"
    # a real process: its output writes what is not UTF-8 escaped (calc_cli.app.main)
    out = subprocess.run(build().mjcalc("log", "--db", str(database), name),
                         **build().kwargs(), capture_output=True, timeout=120, check=False)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout.splitlines()[0])["file"] == name  # escaped, read back
    stored = sqlite3.connect(database).execute("SELECT file FROM games").fetchall()
    assert stored == [(str(tmp_path) + "/bad\\xff.mjlog",)]


@pytest.mark.parametrize("fmt", ["mjlog", "tenhou6", "mjai", "paipu"])
def test_the_log_fuzzer_bounded(fmt: str) -> None:
    """The fuzzer of ``fuzz/`` for ``fmt``, seeded and bounded (the same inputs every
    run): every mutated log read and replayed, nothing but MjcalcError raised."""
    sys.path.insert(0, str(ROOT / "fuzz"))
    try:
        from log_fuzz import run
    finally:
        sys.path.pop(0)
    # seeds of up to 100 KB: the 60-game majiang-core script is for the long runs
    tally = run(fmt, seed=33, count=60, keep=False, report=lambda line: None,
                largest=100_000)
    assert tally["failures"] == 0, tally["places"]
    assert tally["refused"] > 0  # the mutations do reach the checks
