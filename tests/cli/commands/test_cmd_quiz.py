"""``mjcalc quiz`` for scripts: JSON questions, --check, --stats, the progress file.

The answers graded are worked by hand. examples/quiz_answers.jsonl:

line 2: South, East round, tsumo on m2 into m13 (kanchan), dora indicator p8 (dora p9):
  fu 20 base + 2 tsumo + 8 closed honor triplet z111 + 2 kanchan = 32 -> 40 (40: right);
  han: menzen tsumo 1 + round wind z1 1 + dora 2 (the pair p99) = 4 (2: wrong, the dora
  forgotten); points: 40 fu 4 han = 40 x 2^6 = 2560 basic, over 2000: a mangan,
  2000/4000 (2600/5200, the uncapped count: wrong); yaku: menzen tsumo and round wind
  (right); waits: m2 only (right).
line 3: South, chi m7-89 (open), tsumo on m9 as a pair wait:
  fu 20 + 2 tsumo + 8 closed triplet z222 + 2 tanki = 32 -> 40 (30: wrong, rounded down);
  han: half flush 2 open (3 closed) + straight 1 open (2 closed) + seat wind 1 = 4
  (6, the closed values: wrong); points: 40 fu 4 han is a mangan, 2000/4000, with one
  honba 2100/4100 (1000/2000: wrong).
"""

from __future__ import annotations

import json
import shlex
from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import Result

Run = Callable[..., Result]
ROOT = Path(__file__).resolve().parents[3]
ANSWERS = ROOT / "examples" / "quiz_answers.jsonl"


@pytest.fixture(autouse=True)
def data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test keeps its progress file in its own directory."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    return tmp_path / "mjcalc" / "quiz.json"


def test_json_questions_are_batch_lines_without_answers(run: Run) -> None:
    out = run("quiz", "--count", "6", "--seed", "4", "--level", "3", "-f", "json")
    assert out.exit_code == 0, out.output
    lines = out.stdout.splitlines()
    assert len(lines) == 6
    for line in lines:
        record = json.loads(line)
        assert not {"fu", "han", "points", "yaku", "waits"} & set(record)
    batch = run("batch", input=out.stdout)
    assert batch.exit_code == 0, batch.output
    records = [json.loads(line) for line in batch.stdout.splitlines()]
    assert [r["line"] for r in records] == [1, 2, 3, 4, 5, 6]
    assert all(r["result"]["yaku"] for r in records)


def test_json_questions_repeat_with_the_seed(run: Run) -> None:
    first = run("quiz", "--count", "5", "--seed", "9", "-f", "json").stdout
    again = run("quiz", "--count", "5", "--seed", "9", "-f", "json").stdout
    other = run("quiz", "--count", "5", "--seed", "10", "-f", "json").stdout
    assert first == again != other


def test_check_grades_the_sheet(run: Run) -> None:
    out = run("quiz", "--check", str(ANSWERS))
    assert out.exit_code == 0, out.output
    text = out.stdout
    assert "line 2: fu right: 40 fu" in text
    assert "line 2: han wrong: 4 han, not 2 han (the dora count too: 2 more)" in text
    assert "line 2: yaku right: Fully Concealed Hand, Prevailing Wind" in text
    assert "line 2: waits right: m2" in text
    assert "line 3: fu wrong: 40 fu, not 30 fu (the items add up to 32" in text
    assert "Total 32 fu, rounded up to the next 10: 40 fu." in text  # the fu table shown
    assert "line 3: han wrong: 4 han, not 6 han (open hand" in text
    assert "line 2: points wrong: 2000/4000, not 2600/5200 (40 x 2^6 = 2560 is over" in text
    assert "line 3: points wrong: 2100/4100 (1 honba), not 1000/2000" in text
    assert text.splitlines()[-1] == "3 of 8 answers right"


def test_check_json_lines(run: Run) -> None:
    out = run("quiz", "--check", str(ANSWERS), "-f", "json")
    records = [json.loads(line) for line in out.stdout.splitlines()]
    assert [r["line"] for r in records] == [2, 3]
    verdicts = {(r["line"], a["drill"]): a["correct"] for r in records for a in r["answers"]}
    assert verdicts == {(2, "fu"): True, (2, "han"): False, (2, "points"): False,
                        (2, "yaku"): True, (2, "waits"): True, (3, "fu"): False,
                        (3, "han"): False, (3, "points"): False}
    fu_miss = records[1]["answers"][0]
    assert "fu:wait_tanki" in fu_miss["items"] and "fu:rounding" in fu_miss["items"]


def test_check_bad_lines_do_not_stop_the_others(run: Run, tmp_path: Path) -> None:
    sheet = tmp_path / "answers.jsonl"
    good = '{"hand":"m13p456s789z111p99m2","fu":40}'
    sheet.write_bytes(b"\n".join([
        b'{"hand":"m123","fu":30}',  # not a hand of 14 tiles
        b"not json",
        b'{"hand":"m13p456s789z111p99m2"}',  # no answer
        b'{"hand":"m13p456s789z111p99m2","fu":"forty","han":2}',  # one answer unreadable
        b"\xff\xfe",
        good.encode(),
    ]) + b"\n")
    out = run("quiz", "--check", str(sheet))
    assert out.exit_code == 1
    lines = out.stdout.splitlines()
    assert lines[0].startswith("line 1: error[")
    assert lines[1].startswith("line 2: error[bad_json]")
    assert lines[2].startswith("line 3: error[bad_answer]: no answer")
    assert lines[3].startswith("line 4: fu: error[bad_answer]")
    assert lines[4] == "line 4: han right: 2 han"
    assert lines[5].startswith("line 5: error[bad_utf8]")
    assert lines[6] == "line 6: fu right: 40 fu"
    assert "Traceback" not in out.output


def test_check_missing_file_is_a_usage_error(run: Run, tmp_path: Path) -> None:
    out = run("quiz", "--check", str(tmp_path / "none.jsonl"))
    assert out.exit_code == 2
    assert "error[input_file]" in out.stderr and len(out.stderr.splitlines()) == 1


def test_check_from_standard_input(run: Run) -> None:
    out = run("quiz", "--check", "-", input='{"hand":"m13p456s789z111p99m2","fu":32}\n')
    assert out.exit_code == 0
    assert "line 1: fu wrong: 40 fu, not 32 fu (32 is the count before rounding" in out.stdout


def test_session_saves_progress_and_stats_show_it(run: Run, data_home: Path) -> None:
    out = run("quiz", "--seed", "1", "--drill", "fu", input="5\nq\n")  # 5 fu: never right
    assert out.exit_code == 0, out.output
    assert "Wrong" in out.stdout and "How the fu are counted" in out.stdout
    assert "0 of 1 right (0%)" in out.stdout and "Weakest items:" in out.stdout
    saved = json.loads(data_home.read_text())
    assert (saved["answered"], saved["right"], saved["sessions"]) == (1, 0, 1)
    assert saved["items"] and all(seen == missed == 1 for seen, missed in saved["items"].values())
    stats = run("quiz", "--stats")
    assert "1 session(s), 0 of 1 right (0%)" in stats.stdout
    assert "Weakest items:" in stats.stdout


def test_no_save_leaves_no_file(run: Run, data_home: Path) -> None:
    out = run("quiz", "--seed", "1", "--no-save", input="5\nq\n")
    assert out.exit_code == 0
    assert not data_home.exists()
    assert "No progress saved yet" in run("quiz", "--stats").stdout


def test_a_damaged_progress_file_is_left_alone(run: Run, data_home: Path) -> None:
    data_home.parent.mkdir(parents=True)
    data_home.write_text("{not json")
    out = run("quiz", "--seed", "1", input="5\nq\n")
    assert out.exit_code == 0
    assert "warning" in out.stderr and "not saved" in out.stderr
    assert data_home.read_text() == "{not json"
    stats = run("quiz", "--stats")
    assert stats.exit_code == 2 and "error[input_file]" in stats.stderr


def test_session_count_and_unicode_tiles(run: Run) -> None:
    out = run("quiz", "--seed", "2", "--count", "2", "--no-save", "--tiles", "unicode",
              input="5\n5\n")
    assert out.exit_code == 0
    assert out.stdout.count("Question ") == 2
    assert any(0x1F000 <= ord(ch) <= 0x1F021 for ch in out.stdout)
    assert "\033[" not in out.stdout  # not a terminal: no colour


def test_bad_options(run: Run) -> None:
    assert run("quiz", "--level", "4").exit_code == 2
    assert run("quiz", "--drill", "nothing").exit_code == 2


def test_the_readme_session_is_what_mjcalc_prints(run: Run) -> None:
    # docs/quiz.md's ```text block: the session as seen on a terminal, answers typed after
    # "> ".
    # Off a terminal the answer is not echoed: "> " is followed by the next output line.
    text = (ROOT / "docs" / "quiz.md").read_text(encoding="utf-8")
    start = text.index("```text\n$ mjcalc quiz") + len("```text\n")
    lines = text[start:text.index("\n```", start)].splitlines()
    args = shlex.split(lines[0][2:])[1:]
    answers: list[str] = []
    expected: list[str] = []
    merge = False
    for line in lines[1:]:
        if line.startswith("> "):
            answers.append(line[2:])
            merge = True
        elif merge:
            expected.append("> " + line)
            merge = False
        else:
            expected.append(line)
    assert len(answers) >= 2
    out = run(*args, input="\n".join(answers) + "\n")
    assert out.exit_code == 0
    assert out.stdout.splitlines() == expected


@pytest.mark.parametrize(("drill", "answer", "settles"), [
    ("points", "100", "How the points are counted"),  # no win is called as 100
    ("han", "0", "Total "),  # every hand dealt has a yaku
    ("yaku", "none", "Yaku"),
    ("waits", "-", "Wait  Type"),
])
def test_each_drill_explains_a_miss(run: Run, drill: str, answer: str, settles: str) -> None:
    out = run("quiz", "--drill", drill, "--seed", "3", "--level", "3", "--no-save",
              input=f"{answer}\nq\n")
    assert out.exit_code == 0, out.output
    assert f"Question 1 ({drill})" in out.stdout
    assert "Wrong" in out.stdout and settles in out.stdout


DISCARD_ANSWERS = ROOT / "examples" / "quiz_discard_answers.jsonl"


def test_a_wrong_points_answer_shows_the_yaku_and_the_fu(run: Run) -> None:
    # line 2 (worked in the module doc): the points come from 4 han (menzen tsumo 1,
    # round wind 1, dora 2) and 40 fu (20 + 2 + 8 + 2 = 32, rounded up): the yaku table
    # with their han, then the fu items, then the payments, in that order.
    out = run("quiz", "--check", str(ANSWERS))
    text = out.stdout
    block = text[text.index("line 2: points wrong"):text.index("line 2: yaku right")]
    order = [block.index(part) for part in (
        "Fully Concealed Hand    1", "Prevailing Wind         1", "Dora                    2",
        "Total 4 han.", "How the fu are counted", "Total 32 fu, rounded up to the next 10",
        "The yaku above make 4 han.", "East pays South 4000")]
    assert order == sorted(order)


def test_check_grades_discards_by_tiles_left(run: Run) -> None:
    # the hands of tests/scoring/trainer/test_quiz_discard.py, counted there by hand: m23345
    # p45678 s1179 keeps 18 tiles by s7 or s9, 15 by m2; m123456p11s12389z1 is tenpai on
    # s7 (4 left) by z1, 1-shanten by s9.
    out = run("quiz", "--check", str(DISCARD_ANSWERS))
    assert out.exit_code == 0, out.output
    lines = out.stdout.splitlines()
    assert lines[0] == "line 2: discard right: s7 or s9 (1-shanten, 18 tiles)"
    assert lines[1] == ("line 3: discard wrong: s7 or s9 (1-shanten, 18 tiles), not m2 "
                        "(1-shanten, 15 tiles) (3 tiles fewer than s7)")
    assert any(line.split()[:4] == ["yours", "m2", "1-shanten", "15"] for line in lines)
    assert "line 4: discard wrong: z1 (tenpai, 4 tiles), not s9 (1-shanten, 19 tiles)" \
        in out.stdout
    assert lines[-1] == "1 of 3 answers right"
    as_json = run("quiz", "--check", str(DISCARD_ANSWERS), "-f", "json")
    records = [json.loads(line) for line in as_json.stdout.splitlines()]
    assert [a["correct"] for r in records for a in r["answers"]] == [True, False, False]
    assert records[2]["answers"][0]["items"] == ["discard:tenpai", "discard:shanten"]


def test_check_discard_lines_that_cannot_be_graded(run: Run) -> None:
    hand = '"hand":"m23345p45678s1179"'
    out = run("quiz", "--check", "-", input="\n".join([
        "{" + hand + ',"discard":"m7"}',  # not in the hand
        "{" + hand + ',"discard":"s7","fu":30}',  # a hand to discard from is no win
        '{"hand":"m2334p45678s1179","discard":"m2"}',  # 13 tiles: nothing to discard
        "{" + hand + ',"discard":"s7"}',
    ]) + "\n")
    assert out.exit_code == 1
    lines = out.stdout.splitlines()
    assert lines[0] == "line 1: discard: error[bad_answer]: m7 is not in the hand"
    assert lines[1].startswith("line 2: error[bad_answer]: a discard line asks only")
    assert lines[2].startswith("line 3: error[bad_answer]: a discard question is a hand of 14")
    assert lines[3].startswith("line 4: discard right: s7 or s9")


def test_discard_questions_agree_with_efficiency(run: Run) -> None:
    # each question's best discard by 'mjcalc efficiency' is graded right, and the
    # discard it ranks last (fewest tiles or a higher shanten) wrong
    out = run("quiz", "--drill", "discard", "--count", "3", "--seed", "5", "-f", "json")
    assert out.exit_code == 0, out.output
    questions = [json.loads(line) for line in out.stdout.splitlines()]
    assert len(questions) == 3 and all("discard" not in q for q in questions)
    again = run("quiz", "--drill", "discard", "--count", "3", "--seed", "5", "-f", "json")
    assert again.stdout == out.stdout
    sheet = []
    for q in questions:
        args = ["efficiency", q["hand"], "--seat", "ESWN"[q["seat"]],
                "--round", "ESWN"[q["round"]], "--dora", *q["dora"], "-f", "json"]
        options = json.loads(run(*args).stdout)["discards"]
        sheet += [json.dumps({**q, "discard": options[0]["discard"]}),
                  json.dumps({**q, "discard": options[-1]["discard"]})]
    graded = run("quiz", "--check", "-", "-f", "json", input="\n".join(sheet) + "\n")
    verdicts = [a["correct"] for line in graded.stdout.splitlines()
                for a in json.loads(line)["answers"]]
    assert verdicts == [True, False] * 3


def test_a_discard_session(run: Run) -> None:
    out = run("quiz", "--drill", "discard", "--seed", "2", "--no-save",
              input="z9\nq\n")
    assert out.exit_code == 0, out.output
    assert "mjcalc quiz: discard; level 1 (tenpai or one away" in out.stdout
    assert "Question 1 (discard)" in out.stdout and " + drew " in out.stdout
    assert "Cannot read that" in out.stdout  # z9 is no tile: asked again
