"""``mjcalc log --jobs N``: files read in N forked worker processes, results in file order.

Each worker gets its share of the files when it is forked: the files are cut into chunks
(:func:`files_a_task`), chunk ``k`` going to worker ``k % N``, and a worker sends its
chunks' results, in order, through a pipe of its own. The main process reads chunk 0
from worker 0, chunk 1 from worker 1, and so on: the results come in file order with no
task messages, no thread and no lock shared between workers. A worker runs ahead of the
main process by what its pipe holds at most, so memory stays bounded whatever the output.

The standard library's pools were used first, and each failed on one count (issue 30):

- :class:`multiprocessing.pool.Pool`: its worker-watching thread wakes whenever a result
  waits in the pipe that all workers share, and spun, polling the workers (1.1 s of the
  main process's CPU over 10,000 files, taken from the two workers on two cores:
  ``--jobs 2`` 1.6x ``--jobs 1``); a worker killed from outside left ``imap`` waiting
  for ever.
- :class:`concurrent.futures.ProcessPoolExecutor` (1.85x): a worker killed while it
  wrote a result left the executor's thread waiting for the rest of that message in the
  shared pipe, and the interpreter joins that thread at exit: the process hung.

Here a worker's death is the end of its own pipe: the main process sees it at once
(:class:`~calc_cli.errors.WorkerDied`, exit status 70), with every file before the lost
chunk written.
"""

from __future__ import annotations

import pickle
import signal
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import suppress
from typing import Any, Final, TypeVar

from ..batch.signals import STOP_SIGNALS, die_with_parent, signals_blocked, worker_death
from ..errors import WorkerDied

Item = TypeVar("Item")
Result = TypeVar("Result")

#: seconds the workers get to stop before they are killed.
STOP_GRACE: Final = 2.0
#: the most files a chunk holds (see files_a_task).
MOST_FILES_A_TASK: Final = 32
#: the pipe size asked for (Linux; else the system's): how far a worker may run ahead
#: of the main process, so that one slow chunk does not stall the other workers.
PIPE_BYTES: Final = 1 << 20


def files_a_task(files: int, jobs: int) -> int:
    """How many files a chunk holds: up to :data:`MOST_FILES_A_TASK`, but a few chunks a
    worker at least, so that the workers end close together.

    With :class:`multiprocessing.pool.Pool`, one file a task, the main process spent
    0.5 ms on each file; eight a task, 0.15 ms. Here a chunk is one message: over 10,000
    files at 32 a chunk, the main process's CPU is its start-up and the writing."""
    return max(1, min(MOST_FILES_A_TASK, files // (4 * jobs)))


def ordered_map(function: Callable[[Item], Result], items: Sequence[Item], jobs: int
                ) -> Iterator[Result]:
    """``function`` on each of ``items`` in ``jobs`` forked processes; the results in the
    order of ``items``. An exception ``function`` raises in a worker is raised here.
    WorkerDied when a worker dies; every worker is stopped when the iterator is closed
    early (Ctrl-C, SIGTERM, a closed output) or ends."""
    import multiprocessing

    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    size = files_a_task(len(items), jobs)
    chunks = [items[start:start + size] for start in range(0, len(items), size)]
    jobs = min(jobs, len(chunks))
    workers: list[Any] = []
    pipes = []
    try:
        # forked with the stop signals blocked: a worker unblocks them once its own
        # handlers are in place (_work)
        with signals_blocked():
            for number in range(jobs):
                reader, writer = context.Pipe(duplex=False)
                _widen(writer.fileno())
                worker = context.Process(target=_work, daemon=True, name=f"mjcalc-log-{number}",
                                         args=(function, chunks[number::jobs], writer))
                worker.start()
                writer.close()  # the worker's end: its death closes the pipe
                workers.append(worker)
                pipes.append(reader)
        for index in range(len(chunks)):
            try:
                failed, payload = pickle.loads(pipes[index % jobs].recv_bytes())
            except EOFError:  # the worker is gone, with this chunk
                raise _death(workers) from None
            if failed:
                raise payload
            yield from payload
    finally:
        for reader in pipes:
            reader.close()
        _stop(workers)


def _work(function: Callable[[Any], Any], chunks: list[Sequence[Any]], out: Any) -> None:
    """A worker: ``function`` on each item of its ``chunks``, each chunk's results sent
    as one message (or the exception that stopped it, and nothing more). It leaves
    Ctrl-C to the main process (which stops the workers), ends on SIGTERM and dies with
    the main process."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    die_with_parent()
    signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)
    for chunk in chunks:
        message: tuple[bool, Any]
        try:
            message = (False, [function(item) for item in chunk])
        except Exception as exc:  # a defect: raised in the main process, as Pool did
            message = (True, exc)
        try:
            data = pickle.dumps(message, pickle.HIGHEST_PROTOCOL)
        except Exception as exc:  # an exception that cannot be pickled
            data = pickle.dumps((True, RuntimeError(repr(exc))))
        out.send_bytes(data)
        if message[0]:
            return


def _death(workers: Sequence[Any]) -> WorkerDied:
    """The error for a worker's end: which worker, how it died."""
    deadline = time.monotonic() + STOP_GRACE
    while (told := worker_death(workers)) is None and time.monotonic() < deadline:
        time.sleep(0.01)  # its pipe closed as it exited: reaped in a moment
    # a stop signal sent to the whole group may have ended it: its handler, run while
    # this sleeps, reports that stop instead (exit status 130, 143)
    time.sleep(STOP_GRACE / 20)
    return WorkerDied(told or "a worker process closed its pipe")


def _stop(workers: Sequence[Any]) -> None:
    """Every worker ended: SIGTERM, and past :data:`STOP_GRACE` seconds SIGKILL; each
    reaped. Nothing is waited for without a deadline."""
    for worker in workers:
        if worker.is_alive():
            worker.terminate()
    deadline = time.monotonic() + STOP_GRACE
    for worker in workers:
        worker.join(max(0.0, deadline - time.monotonic()))
        if worker.is_alive():
            worker.kill()
            worker.join(STOP_GRACE)


def _widen(fd: int) -> None:
    """Ask for a pipe of :data:`PIPE_BYTES` (Linux's F_SETPIPE_SZ); keep the system's
    size where that is refused or unknown."""
    import fcntl

    setpipe_sz = getattr(fcntl, "F_SETPIPE_SZ", None)
    if setpipe_sz is not None:
        with suppress(OSError):
            fcntl.fcntl(fd, setpipe_sz, PIPE_BYTES)


