"""Issue 11 items 4 and 5: I/O failures are ``io`` errors or a quiet 141, never ``internal``;
reads are bounded; a non-blocking output pipe gets every byte.

Through real processes (the build under test: tests/build_under_test.py), since
descriptors are what is at stake.
"""

from __future__ import annotations

import fcntl
import os
import subprocess
import threading
import time
from pathlib import Path

import pytest
from build_under_test import build

ROOT = Path(__file__).resolve().parents[2]
RON = ["score", "m234567p345s2355", "--ron", "s4+"]
#: one command line of each command (and the help), each printing something.
COMMANDS = [RON, [*RON, "-f", "json"], ["yaku"], ["table"], ["rules"],
            ["waits", "m234567p345s235s5"], ["draw"], ["final", "25000", "25000", "25000",
                                                      "25000"],
            ["batch", str(ROOT / "examples" / "hands.txt")], ["--help"], ["score", "--help"],
            [], ["--version"]]
LINE = b"m234567p345s2355 --ron s4+ --riichi\n"


def mjcalc(args: list[str], **kwargs: object) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(build().mjcalc(*args), **build().kwargs(),
                          capture_output="stdout" not in kwargs or "stderr" not in kwargs,
                          timeout=120, check=False, **kwargs)  # type: ignore[call-overload]


def one_io_error(stderr: bytes, status: int) -> None:
    """One ``io`` error line on stderr and exit status 1 (README, "Errors")."""
    lines = stderr.decode().splitlines()
    assert status == 1, stderr
    assert len(lines) == 1 and lines[0].startswith("mjcalc: error[io]: "), stderr


@pytest.mark.parametrize("args", COMMANDS, ids=lambda a: " ".join(a[:2]) or "bare")
def test_a_closed_pipe_ends_every_command_quietly_with_141(args: list[str]) -> None:
    read, write = os.pipe()
    os.close(read)  # the reader is gone before a byte is written
    try:
        done = subprocess.run(build().mjcalc(*args), **build().kwargs(),
                              stdout=write, stderr=subprocess.PIPE,
                              stdin=subprocess.DEVNULL, timeout=120, check=False)
    finally:
        os.close(write)
    assert (done.returncode, done.stderr) == (141, b"")


@pytest.mark.parametrize("args", [RON, ["yaku"], ["batch", str(ROOT / "examples" /
                                                                "hands.txt")]],
                         ids=lambda a: a[0])
def test_a_full_disk_is_an_io_error(args: list[str]) -> None:
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    with open("/dev/full", "wb") as full:
        done = subprocess.run(build().mjcalc(*args), **build().kwargs(),
                              stdout=full, stderr=subprocess.PIPE,
                              stdin=subprocess.DEVNULL, timeout=120, check=False)
    one_io_error(done.stderr, done.returncode)
    assert b"No space left on device" in done.stderr


def test_a_closed_stdout_is_141_quietly() -> None:
    done = subprocess.run(build().python(
                           "-c", "import os, runpy, sys; os.close(1); sys.argv[1:] = ['yaku']; "
                           "runpy.run_module('calc_cli', run_name='__main__')"),
                          **build().kwargs(), stderr=subprocess.PIPE, timeout=120, check=False)
    assert (done.returncode, done.stderr) == (141, b"")


@pytest.mark.parametrize("args", [["batch"], ["score", "--json", "-"]], ids=lambda a: a[0])
@pytest.mark.parametrize("stdin", ["closed", "write-only"])
def test_an_unreadable_stdin_is_an_io_error(args: list[str], stdin: str) -> None:
    # closed: fd 0 not open at all; write-only: reading it is EBADF
    prelude = "os.close(0)" if stdin == "closed" else \
        "fd = os.open(os.devnull, os.O_WRONLY); os.dup2(fd, 0)"
    done = subprocess.run(build().python(
                           "-c", f"import os, runpy, sys; {prelude}; sys.argv[1:] = {args!r}; "
                           "runpy.run_module('calc_cli', run_name='__main__')"),
                          **build().kwargs(), capture_output=True, timeout=120, check=False)
    one_io_error(done.stderr, done.returncode)


def test_an_endless_record_on_stdin_is_refused_at_the_limit() -> None:
    # /dev/zero never ends: without a bound the read would take all memory
    with open("/dev/zero", "rb") as zero:
        done = subprocess.run(build().mjcalc("score", "--json", "-"),
                              **build().kwargs(), stdin=zero, capture_output=True, timeout=120,
                              check=False)
    assert done.returncode == 2
    assert done.stderr.startswith(b"mjcalc: error[bad_record]: "), done.stderr
    assert b"80000 bytes" in done.stderr  # 4 bytes of UTF-8 for each of 20,000 characters


@pytest.mark.parametrize("jobs", ["1", "3"])
def test_a_non_blocking_output_pipe_gets_every_record(jobs: str) -> None:
    lines = 3000  # over INLINE_FIRST_LINES: with -j 3 the workers write too
    read, write = os.pipe()
    flags = fcntl.fcntl(write, fcntl.F_GETFL)
    fcntl.fcntl(write, fcntl.F_SETFL, flags | os.O_NONBLOCK)
    proc = subprocess.Popen(build().mjcalc("batch", "-j", jobs),
                            **build().kwargs(), stdin=subprocess.PIPE, stdout=write,
                            stderr=subprocess.PIPE)
    os.close(write)
    assert proc.stdin is not None and proc.stderr is not None
    feeder = threading.Thread(target=lambda: (proc.stdin.write(LINE * lines),  # type: ignore[union-attr]
                                              proc.stdin.close()))  # type: ignore[union-attr]
    feeder.start()
    data = bytearray()
    deadline = time.monotonic() + 120
    with os.fdopen(read, "rb", buffering=0) as pipe:
        while time.monotonic() < deadline:
            chunk = pipe.read(4096)  # a slow reader: the pipe fills and writes would fail
            if not chunk:
                break
            data += chunk
            time.sleep(0.0005)
    feeder.join(60)
    assert proc.wait(60) == 0, proc.stderr.read()
    records = data.decode().splitlines()
    assert len(records) == lines
    assert records[-1].startswith(f'{{"line": {lines}, "result": ')
