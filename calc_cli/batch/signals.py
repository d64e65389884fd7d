"""Ctrl-C and SIGTERM in ``mjcalc batch``: stop within seconds, whole records only, an
exact count (issue 11).

A record is never cut by a signal: while one is being written (:func:`write_records`)
a signal only marks the stop as pending; the record under way is finished (waiting on a
slow reader at most :data:`GRACE` seconds, then given up: a reader that does not read
for that long gets the cut record, the count leaves it out) and the stop happens at its
end. Outside a write, SIGINT raises KeyboardInterrupt (exit 130) and SIGTERM
:class:`Terminated` (exit 143) at once, in the main process; a forked worker leaves
SIGINT to the main process and, on the SIGTERM with which the main process stops the
pool, exits (:func:`install_in_worker`). A second signal while stopping is ignored
(no traceback).

Writes go out in pieces a pipe takes without blocking (``PIPE_BUF`` after ``POLLOUT``),
so a blocked write never keeps a signal waiting and a non-blocking descriptor loses
nothing.
"""

from __future__ import annotations

import os
import select
import signal
import stat
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from types import FrameType
from typing import Any, Final

from ..errors import EXIT_INTERRUPTED, EXIT_TERMINATED, Terminated

__all__ = ["EXIT_INTERRUPTED", "EXIT_TERMINATED", "STOP_SIGNALS", "Terminated",
           "die_with_parent", "install", "install_in_worker", "is_pipe", "restore",
           "signals_blocked", "stop_if_pending", "stop_pool",
           "stops_deferred", "worker_death", "write_records"]

#: seconds a stop waits for a slow reader to take the rest of the record under way.
GRACE: Final = 3.0
#: seconds between two looks at a stop while waiting on a full pipe.
POLL_MS: Final = 100
#: the signals that stop a command.
STOP_SIGNALS: Final = frozenset({signal.SIGINT, signal.SIGTERM})


@contextmanager
def signals_blocked() -> Iterator[None]:
    """SIGINT and SIGTERM held back in this thread for the ``with`` block: a process
    forked in it (a pool's worker) and a thread started in it (a pool's own threads)
    start with them blocked, so that no worker runs this process's handlers before it
    has installed its own (:func:`install_in_worker` unblocks them). A signal meanwhile
    waits, and comes as the block ends."""
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


class Stopper:
    """The signal state of one process of a batch: whether a record is being written,
    and the stop signal pending, if any."""

    def __init__(self, in_worker: bool = False) -> None:
        self.in_worker = in_worker
        self.writing = False
        self.pending: int | None = None
        self.since = 0.0
        #: the stop was raised (or the worker is exiting): later signals are ignored
        self.raised = False

    def handle(self, number: int, frame: FrameType | None) -> None:
        """The handler of SIGINT and SIGTERM."""
        if self.raised:
            return  # stopping already: a second Ctrl-C changes nothing
        if self.pending is None:
            self.pending = number
            self.since = time.monotonic()
        if not self.writing and (self.in_worker or _may_raise_in(frame)):
            self.stop()
        # else the stop waits for the next stop_if_pending (after the record under way)

    def stop(self) -> None:
        """Act on the pending signal: raise it as an exception (a worker exits)."""
        self.raised = True
        if self.in_worker:
            os._exit(0)
        if self.pending == signal.SIGTERM:
            raise Terminated
        raise KeyboardInterrupt


def _may_raise_in(frame: FrameType | None) -> bool:
    """Whether an exception raised in ``frame`` reaches the batch's main loop: not in the
    import machinery nor in a weakref callback or finalizer, where the interpreter prints
    it as "Exception ignored" with a traceback and goes on (found by fuzz_signals.py)."""
    if frame is None:
        return True
    code = frame.f_code
    return not (code.co_filename.startswith("<frozen") or code.co_name in _SWALLOWING)


#: functions whose exceptions the interpreter swallows (weakref callbacks, finalizers).
_SWALLOWING: Final = frozenset({"cb", "__del__", "_callback"})


#: the stopper of this process (set by install / install_in_worker).
STOPPER = Stopper()


def install() -> dict[int, object]:
    """Install the batch's handlers in the main process; the previous ones, for
    :func:`restore`. A signal ignored by whoever started mjcalc (a command run in the
    background by a script: the shell sets SIGINT ignored) stays ignored, as POSIX asks
    and as the other commands do."""
    global STOPPER
    STOPPER = Stopper()
    previous: dict[int, object] = {}
    for number in (signal.SIGINT, signal.SIGTERM):
        if signal.getsignal(number) is signal.SIG_IGN:
            continue
        previous[number] = signal.signal(number, STOPPER.handle)
    return previous


def restore(previous: dict[int, object]) -> None:
    """Put back the handlers :func:`install` replaced."""
    for number, handler in previous.items():
        signal.signal(number, handler)  # type: ignore[arg-type]


def install_in_worker() -> None:
    """In a forked worker: SIGINT ignored (the main process stops the pool), SIGTERM
    exits, after the record under way if any; and the worker dies with its parent."""
    global STOPPER
    STOPPER = Stopper(in_worker=True)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, STOPPER.handle)
    die_with_parent()
    signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)  # see signals_blocked


def die_with_parent() -> None:
    """Linux: SIGTERM to this process when its parent dies (even by SIGKILL), so that no
    worker is left behind holding the output pipe. Elsewhere nothing."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        pr_set_pdeathsig = 1
        libc.prctl(pr_set_pdeathsig, signal.SIGTERM)
    except (OSError, AttributeError):
        pass
    if os.getppid() == 1:  # the parent died before prctl
        os._exit(0)


def is_pipe(fd: int) -> bool:
    """True when ``fd`` is a pipe or a socket (writes may block on its reader)."""
    try:
        mode = os.fstat(fd).st_mode
    except OSError:
        return False
    return stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode)


def write_records(fd: int, data: bytes, pipe: bool) -> int:
    """Write ``data`` (whole records, each ending with a newline) to ``fd``; the number
    of records written, which is all of them unless a stop signal came: then the
    record under way is finished (within :data:`GRACE` seconds) and the stop raised
    (:meth:`Stopper.stop`) once the caller has counted: call :func:`stop_if_pending`
    after counting the records returned. OSError (EPIPE, ENOSPC, EFBIG) goes to the
    caller, with the whole records written before it as its ``records_written``."""
    stopper = STOPPER
    view = memoryview(data)
    size = len(data)
    piece = select.PIPE_BUF if pipe else size
    pos = records = 0
    poller = select.poll()
    poller.register(fd, select.POLLOUT)
    was_writing = stopper.writing
    stopper.writing = True
    try:
        while pos < size:
            limit = size
            if stopper.pending is not None:
                if pos == 0 or data[pos - 1] == 10:
                    break  # between two records: stop here
                if time.monotonic() - stopper.since > GRACE:
                    break  # the reader does not read: the record stays cut
                limit = data.index(b"\n", pos) + 1  # only the rest of this record
            if pipe and not poller.poll(POLL_MS):
                continue  # full: look at the stop again
            try:
                written = os.write(fd, view[pos:min(limit, pos + piece)])
            except BlockingIOError:  # a non-blocking descriptor that is full
                if not pipe:
                    poller.poll(POLL_MS)
                continue
            except OSError as exc:
                exc.records_written = records  # type: ignore[attr-defined]
                raise
            records += data.count(b"\n", pos, pos + written)
            pos += written
    finally:
        stopper.writing = was_writing
    return records


@contextmanager
def stops_deferred() -> Iterator[None]:
    """A stop signal in the ``with`` block only marks the stop pending, as during a
    write: for counting the records just written before the stop can come (call
    :func:`stop_if_pending` after the block)."""
    stopper = STOPPER
    was_writing = stopper.writing
    stopper.writing = True
    try:
        yield
    finally:
        stopper.writing = was_writing


def stop_if_pending() -> None:
    """Raise the pending stop, if a signal came during :func:`write_records` (or where
    raising was not safe); the batch's loops call it between chunks."""
    if STOPPER.pending is not None and not STOPPER.raised:
        STOPPER.stop()


def worker_death(workers: Sequence[Any]) -> str | None:
    """How one of ``workers`` (a pool's processes as it started them) ended, or None
    while all of them live."""
    for worker in workers:
        code = worker.exitcode  # polls the process: None while it runs
        if code is not None:
            how = f"killed by signal {-code}" if code < 0 else f"exit status {code}"
            return f"a worker process (pid {worker.pid}) died ({how})"
    return None


def stop_pool(pool: Any, grace: float) -> None:
    """Terminate ``pool`` (a :class:`multiprocessing.pool.Pool`) within about 2 x
    ``grace`` seconds, whatever state its workers are in, and leave no worker alive.

    ``Pool.terminate`` first takes the task queue's read lock, then sends SIGTERM to each
    worker and joins it, with no deadline: a worker that a stop ended while it held that
    lock (an idle worker holds it while it waits for a task), or one forked by the pool
    while another thread held a lock the new process then needs, makes it wait for ever
    (found by fuzz/fuzz_signals.py: a batch -j 4 hung in join on a worker blocked on a
    lock). So terminate runs in a thread of its own; past the grace, every child process
    still alive is killed; a terminate that still does not return is left behind in its
    daemon thread, which does not keep the process from exiting (and the pool's exit
    finalizer is spent: terminate consumed it).
    """
    import multiprocessing
    import threading

    stopping = threading.Thread(target=pool.terminate, name="mjcalc-pool-stop", daemon=True)
    stopping.start()
    stopping.join(grace)
    deadline = time.monotonic() + grace
    while stopping.is_alive() and time.monotonic() < deadline:
        children = multiprocessing.active_children()
        if not children:  # terminate is stuck on a lock, with no worker left: go on
            break
        for child in children:  # the pool may still fork one: killed in the next round
            child.kill()
        stopping.join(0.2)
