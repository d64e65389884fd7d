#!/usr/bin/env python3
"""Signals at random moments: ``mjcalc batch -j 1/2/4`` stopped by SIGINT (to the process
group, once or twice, as Ctrl-C) or SIGTERM (to the main process alone) while a slow
reader of random speed reads its output (issue 11).

Each run must hold what tests/cli/test_batch_signals.py holds for a few fixed runs:
exit 130 / 143 (or 0 when the batch finished first) within seconds, whole records in
order, the count on stderr equal to the records read, no process left, no traceback.

    nice python fuzz/fuzz_signals.py --seconds 600 [--seed N]

Prints one line per failure and a summary; exit status 1 if any run failed.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import re
import select
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "cli"))
sys.path.insert(0, str(ROOT / "tests"))  # test_batch_signals imports build_under_test
from test_batch_signals import LINE, session_processes, start_batch  # noqa: E402

STOP = 20.0


def one_run(rng: random.Random, hands: Path) -> str | None:
    """One batch stopped at a random moment; None if all held, else what did not."""
    jobs = rng.choice(["1", "2", "4"])
    sig = rng.choice([signal.SIGINT, signal.SIGINT, signal.SIGTERM])
    twice = rng.random() < 0.5
    # from the first record (the batch is running; a signal before that meets the
    # interpreter's defaults): the inline start, the workers' start and their work
    delay = rng.uniform(0.0, 2.5)
    pause = rng.choice([0.0, 0.0005, 0.002, 0.01])  # the reader's pause between reads
    size = rng.choice([512, 2048, 8192])
    proc, read = start_batch(jobs, hands)
    what = f"-j {jobs} {signal.Signals(sig).name}{' x2' if twice else ''} " \
           f"after {delay:.2f}s, reads of {size} every {pause}s"
    data = bytearray()
    try:
        start = None
        signalled = None
        while True:
            now = time.monotonic()
            if start is None and data:
                start = now
            if signalled is None and start is not None and now - start >= delay:
                if sig == signal.SIGINT:
                    os.killpg(proc.pid, sig)
                    if twice:
                        os.killpg(proc.pid, sig)
                else:
                    proc.send_signal(sig)
                signalled = now
            if signalled is not None and now - signalled > STOP:
                return f"{what}: output still open {STOP}s after the signal"
            # never a read without a deadline: a batch that hangs with its output open
            # is a failure, not a wait for ever
            limit = STOP if signalled is None else STOP - (now - signalled)
            if not select.select([read], [], [], max(limit, 0.0))[0]:
                return f"{what}: output still open {STOP}s after the signal " \
                       f"(or silent for {STOP}s){process_tree(proc.pid)}"
            chunk = os.read(read, size)
            if not chunk:
                break
            data += chunk
            if pause:
                time.sleep(pause)
        status = proc.wait(STOP)
        err = read_until_closed(proc, STOP)
    except subprocess.TimeoutExpired:
        return f"{what}: no exit {STOP}s after the output closed{process_tree(proc.pid)}"
    except TimeoutError:
        return f"{what}: standard error still open {STOP}s after the exit" \
               f"{process_tree(proc.pid)}"
    finally:
        os.close(read)
        kill_session(proc.pid)  # whatever it left, so that one hang does not spoil the next
    expected = 130 if sig == signal.SIGINT else 143
    if status not in (expected, 0):
        return f"{what}: exit status {status}: {err[-300:]!r}"
    if "Traceback" in err or "Error" in err:
        return f"{what}: {err[-300:]!r}"
    text = data.decode()
    if text and not text.endswith("\n"):
        return f"{what}: a cut record at the end"
    records = [json.loads(line) for line in text.splitlines()]
    if [r["line"] for r in records] != list(range(1, len(records) + 1)):
        return f"{what}: records lost or out of order"
    if status == expected:
        match = re.search(r"\((\d+) records written\)", err)
        if match is None or int(match.group(1)) != len(records):
            return f"{what}: count {match and match.group(1)} for {len(records)} records"
    deadline = time.monotonic() + STOP
    while session_processes(proc.pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    if session_processes(proc.pid):
        return f"{what}: processes left{process_tree(proc.pid)}"
    return None


def read_until_closed(proc: subprocess.Popen[bytes], seconds: float) -> str:
    """The batch's standard error to its end, within ``seconds`` (TimeoutError)."""
    assert proc.stderr is not None
    fd = proc.stderr.fileno()
    data = bytearray()
    deadline = time.monotonic() + seconds
    while True:
        if not select.select([fd], [], [], max(deadline - time.monotonic(), 0.0))[0]:
            raise TimeoutError
        chunk = os.read(fd, 65536)
        if not chunk:
            return data.decode(errors="replace")
        data += chunk


def process_tree(sid: int) -> str:
    """The live processes of the batch's session, with their state and kernel wait
    channel: what a hang report needs."""
    lines = []
    for pid in session_processes(sid):
        try:
            stat = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            wchan = Path(f"/proc/{pid}/wchan").read_text()
        except OSError:
            continue
        lines.append(f"  pid {pid} ppid {stat[1]} state {stat[0]} waiting in {wchan}")
    return "\n" + "\n".join(lines) if lines else ""


def kill_session(sid: int) -> None:
    """SIGKILL every process left in the batch's session."""
    for pid in session_processes(sid):
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)


def main() -> int:
    """Run random stops for ``--seconds``; print the failures and a summary."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=600)
    parser.add_argument("--seed", type=int, default=None)
    options = parser.parse_args()
    seed = options.seed if options.seed is not None else random.randrange(1 << 30)
    rng = random.Random(seed)
    runs = failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        hands = Path(tmp) / "hands.txt"
        hands.write_bytes(LINE * 20_000)
        end = time.monotonic() + options.seconds
        while time.monotonic() < end:
            runs += 1
            problem = one_run(rng, hands)
            if problem is not None:
                failures += 1
                print(f"run {runs}: {problem}", flush=True)
    print(f"seed {seed}: {runs} runs, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
