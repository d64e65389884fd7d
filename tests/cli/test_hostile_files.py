"""Issue 33, item 4: files written where they should not be, answers lost, a directory
skipped silently."""

from __future__ import annotations

import json
import os
import pwd
import subprocess
import sys
from pathlib import Path

import pytest
from build_under_test import build

from calc_cli.logs.input import log_paths, read_log_text
from grammar.logs.errors import LogFormatError


def quiz(args: list[str], env: dict[str, str], answers: str) -> subprocess.Popen[str]:
    return subprocess.Popen(build().mjcalc("quiz", *args), **build().kwargs(**env),
                            stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)


def test_the_temporary_file_is_never_a_planted_link(tmp_path: Path) -> None:
    folder = tmp_path / "mjcalc"
    folder.mkdir()
    victim = tmp_path / "victim"
    victim.write_text("precious\n")
    (folder / "quiz.json.tmp").symlink_to(victim)  # the old fixed temporary name
    proc = quiz(["--seed", "1", "--drill", "fu"], {"XDG_DATA_HOME": str(tmp_path)}, "")
    _, stderr = proc.communicate("5\nq\n", timeout=120)
    assert proc.returncode == 0 and stderr == ""
    assert victim.read_text() == "precious\n"
    assert json.loads((folder / "quiz.json").read_text())["answered"] == 1
    # nothing left behind but the file and the planted link
    assert sorted(p.name for p in folder.iterdir()) == ["quiz.json", "quiz.json.tmp"]


def test_an_empty_home_is_unset(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "XDG_DATA_HOME"}
    out = subprocess.run(build().mjcalc("quiz", "--stats"), **build().kwargs(env, HOME=""),
                         capture_output=True, text=True, timeout=120, check=False)
    home = pwd.getpwuid(os.getuid()).pw_dir
    expected = os.path.join(home, ".local", "share", "mjcalc", "quiz.json")
    assert expected in out.stdout + out.stderr, out
    assert "/.local/share/mjcalc" not in (out.stdout + out.stderr).replace(expected, "")


def test_quizzes_at_once_keep_every_answer(tmp_path: Path) -> None:
    """Four sessions answering 40 questions each, side by side: the file counts all
    160 answers and the four sessions (each answer is added to the file as it is)."""
    env = {"XDG_DATA_HOME": str(tmp_path)}
    procs = [quiz(["--seed", str(seed), "--drill", "fu"], env, "") for seed in range(4)]
    for proc in procs:
        assert proc.stdin is not None
        proc.stdin.write("5\n" * 40 + "q\n")  # 5 fu: always wrong, never asked again
        proc.stdin.close()
    for proc in procs:
        assert proc.wait(timeout=300) == 0
        assert proc.stderr is not None and proc.stderr.read() == ""
    saved = json.loads((tmp_path / "mjcalc" / "quiz.json").read_text())
    assert (saved["answered"], saved["right"], saved["sessions"]) == (160, 0, 4)


def test_an_unreadable_directory_inside_is_reported(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "a.json").write_text("{}")
    locked = tmp_path / "locked"
    locked.mkdir()
    (locked / "hidden.json").write_text("{}")
    real_scandir, real_listdir = os.scandir, os.listdir

    def refuse(path: object = ".") -> object:
        if os.fspath(path) == str(locked):  # type: ignore[call-overload]
            raise PermissionError(13, "Permission denied", str(locked))
        return real_scandir(path)  # type: ignore[call-overload]

    def refuse_list(path: object = ".") -> object:
        if os.fspath(path) == str(locked):  # type: ignore[call-overload]
            raise PermissionError(13, "Permission denied", str(locked))
        return real_listdir(path)  # type: ignore[call-overload]

    monkeypatch.setattr(os, "scandir", refuse)
    monkeypatch.setattr(os, "listdir", refuse_list)
    names = list(log_paths([str(tmp_path)]))
    assert names == [str(tmp_path / "a.json"), str(locked)]
    with pytest.raises(LogFormatError) as caught:
        read_log_text(str(locked))
    assert str(caught.value) == f"{locked}: cannot read: Permission denied"


def test_stats_refuse_counts_no_session_could_make(tmp_path: Path) -> None:
    folder = tmp_path / "mjcalc"
    folder.mkdir()
    (folder / "quiz.json").write_text(json.dumps(
        {"version": 1, "answered": 3, "right": 100, "streak": 0, "best_streak": 0,
         "sessions": 1, "items": {}}))
    out = subprocess.run(build().mjcalc("quiz", "--stats"),
                         **build().kwargs(XDG_DATA_HOME=str(tmp_path)),
                         capture_output=True, text=True, timeout=120, check=False)
    assert out.returncode == 2
    assert "3333%" not in out.stdout
    assert "not a progress file (right answers and streaks must not exceed the answers)" \
        in out.stderr


def test_the_quiz_fuzzer_bounded() -> None:
    """fuzz/fuzz_quiz.py, seeded and bounded (the same inputs every run): every mutated
    answer sheet graded and progress file read, nothing raised."""
    fuzz = str(Path(__file__).resolve().parents[2] / "fuzz")
    sys.path.insert(0, fuzz)
    try:
        from fuzz_quiz import run
    finally:
        sys.path.remove(fuzz)
    tally = run(seed=33, count=80, keep=False, report=lambda line: None)
    assert tally["failures"] == 0, tally["places"]
    assert tally["inputs"] > 60  # distinct inputs, not one repeated
