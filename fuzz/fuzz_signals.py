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
import json
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "cli"))
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
            chunk = os.read(read, size)
            if not chunk:
                break
            data += chunk
            if pause:
                time.sleep(pause)
        status = proc.wait(STOP)
        assert proc.stderr is not None
        err = proc.stderr.read().decode()
    except subprocess.TimeoutExpired:
        return f"{what}: no exit {STOP}s after the output closed"
    finally:
        os.close(read)
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
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
        return f"{what}: processes left {session_processes(proc.pid)}"
    return None


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
