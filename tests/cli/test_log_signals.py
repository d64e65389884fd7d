"""Ctrl-C and SIGTERM on ``mjcalc log --jobs`` (issue 11 item 2, for every long-running
command): exit 130 or 143 within seconds, no traceback, no worker left behind holding
the output. Through real processes, as tests/cli/test_batch_signals.py does."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
from pathlib import Path

import pytest
from build_under_test import build
from test_batch_signals import at_a_prompt, signal_after

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
    signal_after(proc, read, 200, sig, status)
