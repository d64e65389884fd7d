"""Ctrl-C and SIGTERM on ``mjcalc log --jobs`` (issue 11 item 2, for every long-running
command): exit 130 or 143 within seconds, no traceback, no worker left behind holding
the output. Through real processes, as tests/cli/test_batch_signals.py does."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
from pathlib import Path

import pytest
from build_under_test import build
from test_batch_signals import (
    assert_no_process_left,
    at_a_prompt,
    kill_workers_after,
    signal_after,
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
    signal_after(proc, read, 200, sig, status)


def test_a_log_whose_worker_was_killed_stops_with_the_files_before(logs: Path) -> None:
    # A worker killed (SIGKILL: the OOM killer) loses the files it was reading. With
    # multiprocessing.Pool, log --jobs then waited for them for ever. Required, as of
    # batch: exit status 70 within seconds, a message naming the worker and how it died
    # and how many files were written, those files' records whole and in file order (the
    # same as --jobs 1 gives for them), and no process left.
    whole = subprocess.run(build().mjcalc("log", str(logs)), **build().kwargs(),
                           capture_output=True, check=True).stdout.decode()
    read, write = os.pipe()
    proc = subprocess.Popen(build().mjcalc("log", str(logs), "--jobs", "2"),
                            **build().kwargs(), stdout=write, stderr=subprocess.PIPE,
                            start_new_session=True, preexec_fn=at_a_prompt)
    os.close(write)
    data, status, err, workers = kill_workers_after(proc, read, 100)
    assert len(workers) == 2, workers
    if status == 0:  # the worker had read its last files: nothing was lost
        assert data.decode() == whole
        return
    assert status == 70, err
    assert "Traceback" not in err, err
    assert f"a worker process (pid {workers[0]}) died (killed by signal 9)" in err, err
    match = re.search(r"; (\d+) files read and written, in order", err)
    assert match is not None, err
    files = int(match.group(1))
    assert files < len(list(logs.iterdir()))
    # the records of the first `files` files, whole: the output of --jobs 1 up to the
    # first record of the next file
    text = data.decode()
    assert whole.startswith(text)
    assert _files_of(text) == _files_of(whole)[:files]
    rest = whole[len(text):]
    assert rest and json.loads(rest.split("\n", 1)[0])["file"] not in _files_of(text)
    assert_no_process_left(proc.pid)


def _files_of(records: str) -> list[str]:
    """The files that JSON Lines records name, in order of first appearance."""
    return list(dict.fromkeys(json.loads(line)["file"] for line in records.splitlines()))
