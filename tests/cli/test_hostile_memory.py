"""Issue 33, item 1: hostile input to ``log`` and ``quiz`` keeps memory bounded.

Each command runs in a real process whose address space is capped (``RLIMIT_AS``, set in
``preexec_fn``): before the limits, each of these inputs was read or inflated whole and
the process ended in an ``internal`` MemoryError (or was killed). Now each is refused with
its code after a bounded amount, well within the cap, and the other files go on.
"""

from __future__ import annotations

import gzip
import json
import os
import resource
import subprocess
from pathlib import Path

import pytest
from build_under_test import build

from calc_cli.batch.lines import MAX_LINE_BYTES
from calc_cli.logs.input import MAX_LOG_BYTES
from calc_cli.quiz.store import MAX_BYTES

ROOT = Path(__file__).resolve().parents[2]
LOG = ROOT / "tests" / "fixtures" / "logs" / "handwritten" / "no-red-tenhou.mjlog"
#: the address space a command may use: `mjcalc log` on a real game needs about 100 MiB
#: (measured with this same cap lowered); every input below is bigger than the cap.
CAP = 256 << 20


def capped() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (CAP, CAP))


def mjcalc(args: list[str], env: dict[str, str] | None = None, **kwargs: object
           ) -> subprocess.CompletedProcess[str]:
    return subprocess.run(build().mjcalc(*args), **build().kwargs(**(env or {})),
                          preexec_fn=capped, capture_output=True, text=True, timeout=120,
                          check=False, **kwargs)  # type: ignore[call-overload]


def errors(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if line.startswith("mjcalc: error")]


def bomb(path: Path, mebibytes: int) -> Path:
    """A gzip file that inflates to ``mebibytes`` MiB of zeros: one member of 1 MiB,
    repeated (a gzip file may hold many members; each inflates on its own)."""
    member = gzip.compress(b"\0" * (1 << 20), compresslevel=9)
    path.write_bytes(member * mebibytes)
    return path


def test_a_gzip_bomb_is_refused_and_the_next_file_read(tmp_path: Path) -> None:
    big = bomb(tmp_path / "bomb.gz", 2 * CAP >> 20)  # inflates to twice the cap
    assert big.stat().st_size < MAX_LOG_BYTES  # small as read: only inflating is refused
    out = mjcalc(["log", str(big), str(LOG)])
    assert out.returncode == 2, out.stderr
    assert errors(out.stderr) == [
        f"mjcalc: error[bad_log]: {big}: inflates to more than {MAX_LOG_BYTES} bytes: "
        "not read further"]
    # the file after it was read: its win and its game end
    kinds = [json.loads(line)["kind"] for line in out.stdout.splitlines()]
    assert kinds == ["win", "end"]


def test_a_gzip_file_just_within_the_limit_is_read(tmp_path: Path) -> None:
    # the handwritten log padded with spaces (XML allows them after the root) to exactly
    # the limit, compressed: read whole (the limit is on what it inflates to)
    text = LOG.read_bytes()
    padded = text + b" " * (MAX_LOG_BYTES - len(text))
    path = tmp_path / "padded.mjlog.gz"
    path.write_bytes(gzip.compress(padded))
    out = mjcalc(["log", str(path)])
    assert out.returncode == 0, out.stderr
    path.write_bytes(gzip.compress(padded + b" "))
    out = mjcalc(["log", str(path)])
    assert out.returncode == 2 and "inflates to more than" in out.stderr


@pytest.mark.parametrize("how", ["file", "stdin"])
def test_an_endless_log_is_refused(how: str) -> None:
    with open(os.devnull, "rb") as nothing, open("/dev/zero", "rb") as zeros:
        if how == "file":
            out = mjcalc(["log", "/dev/zero", str(LOG)], stdin=nothing)
        else:
            out = mjcalc(["log", "-", str(LOG)], stdin=zeros)
    name = "/dev/zero" if how == "file" else "-"
    assert out.returncode == 2, out.stderr
    assert errors(out.stderr) == [
        f"mjcalc: error[bad_log]: {name}: larger than {MAX_LOG_BYTES} bytes: not read "
        "further (split it into smaller files)"]
    assert len(out.stdout.splitlines()) == 2  # the next file's records


def test_quiz_check_refuses_a_device() -> None:
    out = mjcalc(["quiz", "--check", "/dev/zero"])
    assert out.returncode == 2
    assert errors(out.stderr) == [
        "mjcalc: error[input_file]: --check: /dev/zero: not a regular file or a pipe"]


def test_quiz_check_skips_a_huge_line_while_reading_it(tmp_path: Path) -> None:
    """A line of 300 MiB (more than the cap) and then a graded one: the long one is
    refused as it streams by, never held, and the next is graded."""
    with open(tmp_path / "out", "w+b") as stdout, open(tmp_path / "err", "w+b") as stderr:
        proc = subprocess.Popen(build().mjcalc("quiz", "--check", "-"), **build().kwargs(),
                                preexec_fn=capped, stdin=subprocess.PIPE, stdout=stdout,
                                stderr=stderr)
        assert proc.stdin is not None
        block = b"x" * (1 << 20)
        for _ in range(300):
            proc.stdin.write(block)
        # 20 base + 10 closed ron + 8 (East pon concealed, an honor) + 2 (kanchan m2)
        # = 40: the answer is right
        proc.stdin.write(b'\n{"hand":"m13p456s789z111p99m2","fu":40}\n')
        proc.stdin.close()
        assert proc.wait(timeout=120) == 1, (tmp_path / "err").read_text()
    lines = (tmp_path / "out").read_text().splitlines()
    assert lines[0] == (f"line 1: error[line_too_long]: line longer than {MAX_LINE_BYTES} "
                        "bytes: not read")
    assert lines[1] == "line 2: fu right: 40 fu"
    assert lines[-1] == "1 of 1 answers right; 1 line(s) not graded"


@pytest.mark.parametrize("kind", ["device", "fifo", "large"])
def test_the_progress_file_is_read_bounded_and_only_if_regular(tmp_path: Path,
                                                                kind: str) -> None:
    data = tmp_path / "mjcalc"
    data.mkdir()
    progress = data / "quiz.json"
    if kind == "device":
        progress.symlink_to("/dev/zero")
    elif kind == "fifo":
        os.mkfifo(progress)  # no writer: a read would wait for ever
    else:
        progress.write_bytes(b" " * (MAX_BYTES + 1))
    out = mjcalc(["quiz", "--stats"], env={"XDG_DATA_HOME": str(tmp_path)})
    assert out.returncode == 2, out.stderr
    reason = (f"larger than {MAX_BYTES} bytes" if kind == "large"
              else "not a regular file")
    assert errors(out.stderr) == [
        f"mjcalc: error[input_file]: {progress}: cannot use it ({reason})"]
