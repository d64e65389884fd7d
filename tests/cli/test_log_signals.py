"""Ctrl-C and SIGTERM on ``mjcalc log --jobs`` (issue 11 item 2, for every long-running
command): exit 130 or 143 within seconds, no traceback, no worker left behind holding
the output. Through real processes, as tests/cli/test_batch_signals.py does."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest
from build_under_test import build
from test_batch_signals import (
    STOP,
    at_a_prompt,
    read_records,
    read_slowly,
    session_processes,
)

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def logs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The fixtures' Tenhou logs, copied 20 times: enough files to keep three workers
    busy for a while."""
    folder = tmp_path_factory.mktemp("logs")
    for copy in range(20):
        for path in (ROOT / "tests" / "fixtures" / "logs" / "mjlog").glob("*.gz"):
            shutil.copy(path, folder / f"{copy}-{path.name}")
    return folder


@pytest.mark.parametrize(("sig", "status"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_a_signal_stops_log_and_its_workers(logs: Path, sig: int, status: int) -> None:
    read, write = os.pipe()
    proc = subprocess.Popen(build().mjcalc("log", str(logs), "--jobs", "3"),
                            **build().kwargs(), stdout=write, stderr=subprocess.PIPE,
                            start_new_session=True, preexec_fn=at_a_prompt)
    os.close(write)
    try:
        read_records(read, 200)
        if sig == signal.SIGINT:
            os.killpg(proc.pid, sig)  # Ctrl-C: the whole foreground group
        else:
            proc.send_signal(sig)  # the main process alone
        signalled = time.monotonic()
        read_slowly(read, signalled + STOP)  # to its end: no worker holds the pipe
        assert proc.wait(STOP) == status
        assert proc.stderr is not None
        err = proc.stderr.read().decode()
    finally:
        os.close(read)
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert "Traceback" not in err and "Error" not in err, err
    deadline = time.monotonic() + STOP
    while session_processes(proc.pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert session_processes(proc.pid) == []
