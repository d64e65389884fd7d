"""Issue 33, item 3: closed or odd standard streams, through a real shell.

Standard input closed (``<&-``) or open for writing only (``0>/dev/null``) is an error
that says so (``bad_log`` for ``log -``, ``io`` for the quiz), never ``internal`` or a
silent 141; standard error closed (``2>&-``) never sends messages into standard output.
"""

from __future__ import annotations

import os
import shlex
import subprocess
from pathlib import Path

import pytest
from build_under_test import build

ROOT = Path(__file__).resolve().parents[2]
LOG = ROOT / "tests" / "fixtures" / "logs" / "handwritten" / "no-red-tenhou.mjlog"


def shell(command: str, tmp_path: Path) -> tuple[int, str, str]:
    """Run ``mjcalc ARGS REDIRECTIONS`` in sh; its status, stdout and stderr."""
    program = shlex.join(build().mjcalc())
    out = subprocess.run(["sh", "-c", f"{program} {command}"],
                         **build().kwargs(XDG_DATA_HOME=str(tmp_path)),
                         capture_output=True, text=True, timeout=120, check=False)
    return out.returncode, out.stdout, out.stderr


CLOSED = "cannot read the input: standard input is closed"
WRITE_ONLY = "cannot read the input: standard input is open for writing only"


@pytest.mark.parametrize(("redirect", "reason"), [("<&-", CLOSED), ("0>/dev/null", WRITE_ONLY)])
def test_log_from_an_unreadable_stdin(tmp_path: Path, redirect: str, reason: str) -> None:
    status, stdout, stderr = shell(f"log - {LOG} {redirect}", tmp_path)
    assert status == 2
    assert stderr.splitlines()[0] == f"mjcalc: error[bad_log]: -: {reason}"
    assert len(stdout.splitlines()) == 2  # the next file was read: a win, the game end


@pytest.mark.parametrize(("redirect", "reason"), [("<&-", CLOSED), ("0>/dev/null", WRITE_ONLY)])
@pytest.mark.parametrize("args", ["quiz --check -", "quiz --seed 1", "batch"])
def test_quiz_and_batch_from_an_unreadable_stdin(tmp_path: Path, args: str, redirect: str,
                                                 reason: str) -> None:
    status, stdout, stderr = shell(f"{args} {redirect}", tmp_path)
    assert (status, stdout if args != "quiz --seed 1" else "") == (1, "")
    assert stderr.splitlines() == [f"mjcalc: error[io]: {reason}"]


@pytest.mark.parametrize("args", [
    f"log {LOG} /nonexistent -f json",
    "batch /nonexistent",
    "quiz --check /nonexistent",
    "quiz --seed 1 --count 1 </dev/null",
    "score m12x3",
])
def test_closed_stderr_keeps_messages_out_of_stdout(tmp_path: Path, args: str) -> None:
    status, stdout, _ = shell(f"{args} 2>&-", tmp_path)
    assert "error" not in stdout and "{\"summary\"" not in stdout, stdout
    expected = {0} if "quiz --seed" in args else {1, 2}  # a session; a failure
    assert status in expected
    if args.startswith("log"):  # the records of the file that was read, and only them
        assert [line[:8] for line in stdout.splitlines()] == ['{"file":'] * 2


def test_sigterm_in_a_quiz_shows_the_summary_as_ctrl_c_does(tmp_path: Path) -> None:
    import select
    import signal
    import time

    def at_a_prompt() -> None:  # as typed at a shell: SIGTERM not ignored
        signal.signal(signal.SIGTERM, signal.SIG_DFL)

    proc = subprocess.Popen(build().mjcalc("quiz", "--seed", "1", "--drill", "fu",
                                           "--no-save"), **build().kwargs(),
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, preexec_fn=at_a_prompt)
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(b"5\n")  # one answer (5 fu: wrong), then the next question waits
    proc.stdin.flush()
    seen = b""
    deadline = time.monotonic() + 120
    while seen.count(b"> ") < 2 and time.monotonic() < deadline:
        if select.select([proc.stdout], [], [], 1.0)[0]:
            seen += os.read(proc.stdout.fileno(), 65536)
    assert seen.count(b"> ") >= 2, seen
    proc.send_signal(signal.SIGTERM)
    rest, stderr = proc.communicate(timeout=60)
    proc.stdin.close()
    assert proc.returncode == 143, stderr
    assert b"0 of 1 right (0%)" in seen + rest  # the summary, as after Ctrl-C
    assert stderr == b""
