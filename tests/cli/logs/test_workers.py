"""calc_cli.logs.workers: ``log --jobs``'s forked workers give every result once, in the
order of the items, raise a worker's exception in the main process, end with WorkerDied
when a worker is killed, and leave no process behind however the iteration ends."""

from __future__ import annotations

import multiprocessing
import os
import signal
import time

import pytest

from calc_cli.errors import WorkerDied
from calc_cli.logs.workers import MOST_FILES_A_TASK, files_a_task, ordered_map


def test_chunks_hold_a_few_files_and_several_go_to_each_worker() -> None:
    # at least four chunks a worker, so that the workers end close together; at most
    # MOST_FILES_A_TASK files a chunk; never none
    assert files_a_task(743, 2) == MOST_FILES_A_TASK
    assert files_a_task(40, 2) == 5  # 40 files, 2 workers: 8 chunks of 5
    assert files_a_task(7, 2) == 1 and files_a_task(1, 4) == 1


def _square_with_pid(number: int) -> tuple[int, int]:
    return number * number, os.getpid()


@pytest.mark.parametrize(("items", "jobs"), [(1, 2), (2, 2), (7, 3), (40, 2), (333, 4)])
def test_every_result_once_in_order_from_the_workers(items: int, jobs: int) -> None:
    results = list(ordered_map(_square_with_pid, range(items), jobs))
    assert [square for square, _ in results] == [n * n for n in range(items)]
    pids = {pid for _, pid in results}
    assert os.getpid() not in pids  # all of it done in workers
    # as many workers as there are chunks, up to jobs
    chunks = -(-items // files_a_task(items, jobs))
    assert len(pids) == min(jobs, chunks)
    assert multiprocessing.active_children() == []


def _fail_on_five(number: int) -> int:
    if number == 5:
        raise ValueError(f"no {number}")
    return number


def test_an_exception_in_a_worker_is_raised_after_the_results_before_it() -> None:
    seen = []
    with pytest.raises(ValueError, match="no 5"):
        for number in ordered_map(_fail_on_five, range(40), 2):  # chunks of 5: 5 starts one
            seen.append(number)
    assert seen == list(range(5))
    assert multiprocessing.active_children() == []


def _slow(number: int) -> int:
    time.sleep(0.01)
    return number


def test_a_killed_worker_ends_the_run_with_the_results_before_it() -> None:
    seen = []
    with pytest.raises(WorkerDied, match=r"a worker process \(pid \d+\) died \(killed by "
                                         r"signal 9\)"):
        for number in ordered_map(_slow, range(400), 2):
            seen.append(number)
            if number == 10:
                os.kill(multiprocessing.active_children()[0].pid, signal.SIGKILL)
    assert seen == list(range(len(seen))) and 10 < len(seen) < 400
    assert multiprocessing.active_children() == []


def test_closing_early_stops_the_workers() -> None:
    results = ordered_map(_slow, range(400), 2)
    assert next(results) == 0
    assert len(multiprocessing.active_children()) == 2
    started = time.monotonic()
    results.close()
    assert multiprocessing.active_children() == []
    assert time.monotonic() - started < 1.0  # SIGTERM ends them at once, no grace needed
