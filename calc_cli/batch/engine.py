"""``mjcalc batch``: run a stream of lines through :mod:`calc_cli.batch.records`, in order.

Streaming: the input is read in blocks as it arrives (:class:`calc_cli.batch.lines.
LineReader`); the lines are scored in chunks of at most :data:`CHUNK_LINES`, each chunk's
records written in one piece, and the output is flushed whenever the input has nothing
more ready (so a slow producer sees each answer at once and a file is written in large
blocks) or, with workers, after each chunk. Nothing grows with the input: memory for
1,000,000 lines is that for 10,000.

``jobs > 1``: the first :data:`INLINE_FIRST_LINES` lines are scored here (a short input
never starts workers); then chunks of lines (bytes) are shared between a pool of
``jobs - 1`` forked worker processes and this one (``jobs`` processes score, on ``jobs``
cores): the workers always have the oldest chunks no one has, and this process, rather
than wait for them, scores the next one itself (work stealing). A reader thread fills a
bounded queue, and at most ``IN_FLIGHT_PER_JOB * jobs * POOL_CHUNK_LINES`` lines are
handed out and not yet written. The workers send their encoded chunks back, and this
process alone writes the output, oldest chunk first (issue 33): what reached the output
is then counted in one place, record by record, so a stop (a signal, a full disk, a
file size limit) reports exactly the records written and never leaves one cut by a
worker killed while it wrote.

Ends: exit 0 when every line scored, 1 when any failed (the count on stderr); Ctrl-C
stops the workers and exits 130, the records written so far complete; a closed output
(``mjcalc batch < big | head -1``) ends quietly with 141, no traceback.
"""

from __future__ import annotations

import itertools
import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import IO, Any, Final

from scoring.errors import UsageError

from ..collector import fewer_collections
from ..errors import EXIT_WORKER_DIED, WorkerDied
from ..safe_io import EXIT_BROKEN_PIPE, io_error, output_closed, silence_stdout
from .lines import Line, LineReader, stream_reader
from .records import (
    FORMATS,
    ChunkOut,
    line_scorer,
    process_chunk,
    table_footer,
    table_header,
)
from .signals import (
    EXIT_INTERRUPTED,
    EXIT_TERMINATED,
    Terminated,
    install,
    install_in_worker,
    is_pipe,
    restore,
    signals_blocked,
    stop_if_pending,
    stop_pool,
    stops_deferred,
    worker_death,
    write_records,
)

#: lines scored together, one write (with --jobs: POOL_CHUNK_LINES).
CHUNK_LINES: Final = 256
#: with --jobs, lines scored in this process before the workers start (see run_batch).
INLINE_FIRST_LINES: Final = 512
#: with --jobs, chunks of POOL_CHUNK_LINES in flight per process (bounds memory).
IN_FLIGHT_PER_JOB: Final = 4
#: with --jobs, the most lines in a chunk for a worker (a block of input, at most).
POOL_CHUNK_LINES: Final = 1024
#: with --jobs, chunks each worker has to score at any time (the next one is there when
#: it finishes one).
WORKER_DEPTH: Final = 2
#: with --jobs, lines this process scores at a time, of a chunk it takes (see
#: _score_in_steps).
STEAL_STEP: Final = 128
#: with --jobs, seconds this process waits for a worker's chunk before looking again for
#: new input to score itself.
WAIT_POLL: Final = 0.005
#: with --jobs, seconds this process waits for input before looking at a stop signal.
WAIT_INPUT: Final = 0.2
#: with --jobs, seconds the pool's own terminate gets before the workers left are killed
#: (SIGKILL), and again for the kill (see _stop_pool).
STOP_GRACE: Final = 2.0
#: how often the progress line is redrawn (seconds).
PROGRESS_EVERY: Final = 0.2
#: a line scored before the workers are forked (docs/batch.md: riichi, pinfu, tanyao),
#: written as a majiang-core record: a line of arguments would also build the reader of
#: ``mjcalc score``'s arguments, a fifth of the start-up, which a batch of records never
#: needs (a batch of arguments builds it on its first line, before any fork).
WARM_UP_LINE: Final = (b'{"shoupai": "m234567p345s2355", "rongpai": "s4+", '
                       b'"param": {"hupai": {"lizhi": 1}}}')


@dataclass
class Totals:
    """Counts of a run: lines read, records written, records that are errors, and the
    last line up to which every record is written (what an early stop reports)."""

    lines: int = 0
    records: int = 0
    failed: int = 0
    through: int = 0

    def add(self, lines: int, done: ChunkOut) -> None:
        """Count a chunk of ``lines`` lines that gave ``done``."""
        self.lines += lines
        self.records += done.records
        self.failed += done.failed


class _Sink:
    """The output descriptor, written a whole record at a time (a signal waits for the
    end of the record under way: calc_cli.batch.signals); counts the lines written."""

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.pipe = is_pipe(fd)
        #: lines (records, and the table's heading and footer) written by this process
        self.lines = 0

    def write(self, data: bytes) -> int:
        """Write ``data``, whole lines; raise the stop a signal asked for once counted."""
        self.write_counted(data)
        stop_if_pending()
        return len(data)

    def write_counted(self, data: bytes) -> int:
        """Write ``data``, whole lines; the lines written: all of them, unless a stop
        signal came (the caller counts them, then calls stop_if_pending)."""
        with stops_deferred():  # counted before a stop can come
            try:
                written = write_records(self.fd, data, self.pipe)
            except OSError as exc:  # a full disk, a file size limit: count what went out
                self.lines += getattr(exc, "records_written", 0)
                raise
            self.lines += written
        return written

    def flush(self) -> None:
        """Nothing is held back."""

    def fileno(self) -> int:
        """The descriptor. (Workers once wrote their chunks to it in turn, which spared
        sending each chunk back, but a stop then cut what a killed worker wrote and
        left it uncounted, issue 33: now only this process writes it.)"""
        return self.fd


class Progress:
    """One line on a terminal (stderr), redrawn a few times a second: lines, failures,
    rate, and for a file how much of it is read."""

    def __init__(self, stream: IO[str], total_bytes: int | None) -> None:
        self.stream = stream
        self.total_bytes = total_bytes
        self.start = self.last = time.monotonic()
        self.shown = False
        #: a terminal that knows no escape codes (TERM=dumb): spaces erase the line
        self.plain = os.environ.get("TERM") == "dumb"
        self.width = 0  # the longest line drawn, for the spaces that erase it

    def update(self, totals: Totals, bytes_read: int, force: bool = False) -> None:
        """Redraw, unless it was drawn less than :data:`PROGRESS_EVERY` ago."""
        now = time.monotonic()
        if not force and now - self.last < PROGRESS_EVERY:
            return
        self.last = now
        # records, as the summary counts them (blank lines and comments are none)
        rate = totals.records / max(now - self.start, 1e-9)
        text = (f"mjcalc batch: {totals.records:,} records, {totals.failed:,} failed, "
                f"{rate:,.0f} records/s")
        if self.total_bytes:
            done = min(bytes_read / self.total_bytes, 1.0)
            filled = int(done * 20)
            text = f"[{'#' * filled}{'.' * (20 - filled)}] {done:4.0%} {text}"
        self.width = max(self.width, len(text))
        end = " " * (self.width - len(text)) if self.plain else "\x1b[K"
        self.stream.write(f"\r{text}{end}")
        self.stream.flush()
        self.shown = True

    def clear(self) -> None:
        """Erase the line (before a message)."""
        if self.shown:
            erase = f"\r{' ' * self.width}\r" if self.plain else "\r\x1b[K"
            self.stream.write(erase)
            self.stream.flush()
            self.shown = False


def chunks(blocks: Iterator[list[Line]]) -> Iterator[list[Line] | None]:
    """Blocks of lines cut into chunks of at most :data:`CHUNK_LINES`, and None after
    each block: the input may make us wait next, so it is the moment to flush."""
    for block in blocks:
        for i in range(0, len(block), CHUNK_LINES):
            yield block[i:i + CHUNK_LINES]
        yield None


def run_batch(source: IO[bytes], fmt: str = "json", jobs: int = 1,
              out: IO[bytes] | None = None, err: IO[str] | None = None,
              total_bytes: int | None = None) -> int:
    """Score every line of ``source`` into ``out`` (default stdout); the exit status.

    0 when every line scored, 1 when one or more failed (their count on ``err``), 130 on
    Ctrl-C, 141 when the output was closed early. A progress line goes to ``err`` when
    it is a terminal (``total_bytes``, the size of a file, lets it show a percentage).
    """
    if fmt not in FORMATS:
        raise UsageError(f"unknown batch format {fmt!r} (valid: {', '.join(FORMATS)})",
                         code="usage")
    out = sys.stdout.buffer if out is None else out
    err = sys.stderr if err is None else err
    fd = _descriptor(out)
    sink = None
    if fd is not None:
        out.flush()
        sink = _Sink(fd)
        out = sink  # type: ignore[assignment]
    reader = LineReader(stream_reader(source))
    progress = Progress(err, total_bytes) if _isatty(err) else None
    totals = Totals()
    line_scorer()  # built before any worker starts: forked workers inherit it
    # Score one line here first: the grammar and the scoring engine get imported and built
    # once (before the fork, with workers), and are then set aside from the collector.
    process_chunk((1, [WARM_UP_LINE], fmt))
    handlers = install()

    def records_written() -> int:
        # exactly what reached the descriptor when there is one (this process alone
        # writes it: the sink counts every record as it goes out)
        if sink is None:
            return totals.records
        # the table's heading lines are no records, nor its footer (past the records)
        heading = table_header().count("\n") + 1 if fmt == "table" else 0
        return min(max(sink.lines - heading, 0), totals.records)

    def written_when_stopped() -> int:
        # the progress line cleared, the output flushed: the records written
        if progress is not None:
            progress.clear()
        _flush_quietly(out)
        return records_written()

    try:
        if fmt == "table":
            out.write(f"{table_header()}\n".encode())
        with fewer_collections():
            source_chunks = chunks(reader.blocks())
            if jobs <= 1:
                _run_inline(source_chunks, reader, fmt, out, totals, progress)
            else:
                # the first lines here: a short input needs no workers, and a long one's
                # workers inherit caches warmed on its own lines.
                _run_inline(source_chunks, reader, fmt, out, totals, progress,
                            stop_after=INLINE_FIRST_LINES)
                following = _next_chunk(source_chunks, out)
                if following is not None:
                    _run_pool(itertools.chain([following], source_chunks), reader, fmt,
                              jobs, out, totals, progress)
        if fmt == "table":
            out.write(f"{table_footer(totals.records, totals.failed)}\n".encode())
        out.flush()
    except (KeyboardInterrupt, Terminated) as stop:
        records = written_when_stopped()
        how = "terminated" if isinstance(stop, Terminated) else "interrupted"
        err.write(f"mjcalc: batch {how} after line {totals.through} "
                  f"({records} records written)\n")
        return EXIT_TERMINATED if isinstance(stop, Terminated) else EXIT_INTERRUPTED
    except WorkerDied as died:
        records = written_when_stopped()
        err.write(f"mjcalc: batch stopped: {died}; {records} records written, in "
                  f"order; the lines after the last of them were not scored\n")
        return EXIT_WORKER_DIED
    except OSError as exc:
        silence_stdout()
        if output_closed(exc):  # the reader went away: quietly
            return EXIT_BROKEN_PIPE
        # a full disk, EIO: not a bug, and loud
        if progress is not None:
            progress.clear()
        raise io_error(exc, f"cannot write the output after {records_written()} records"
                       ) from None
    finally:
        restore(handlers)
    if progress is not None:
        progress.update(totals, reader.bytes_read, force=True)  # the final counts
        progress.clear()  # then the summary takes its place
    if totals.failed:
        err.write(f"mjcalc: {totals.failed} of {totals.records} lines failed\n")
        return 1
    return 0


def _run_inline(source: Iterator[list[Line] | None], reader: LineReader, fmt: str,
                out: IO[bytes], totals: Totals, progress: Progress | None,
                stop_after: int | None = None) -> None:
    """Score in this process, chunk after chunk (with ``stop_after``: until that many
    lines are done, the rest of ``source`` left to the caller)."""
    for chunk in source:
        stop_if_pending()  # a signal that came where it could not be raised
        if chunk is None:
            out.flush()
            if progress is not None:
                progress.update(totals, reader.bytes_read)
            continue
        done = process_chunk((totals.lines + 1, chunk, fmt))
        totals.add(len(chunk), done)  # before the write: stdout may be unbuffered (-u)
        _write_chunk(out, done, totals.lines, totals)
        if stop_after is not None and totals.lines >= stop_after:
            out.flush()
            return


def _next_chunk(source: Iterator[list[Line] | None], out: IO[bytes]) -> list[Line] | None:
    """The next chunk of ``source`` (flushing ``out`` when the input pauses), or None at
    the end of the input."""
    for chunk in source:
        if chunk is not None:
            return chunk
        out.flush()
    return None


def _new_pool(context: Any, workers: int) -> Any:
    """A pool of ``workers`` processes, created with the stop signals blocked.

    A process forked by the pool (at its start, or later in place of one that died)
    would otherwise run the main process's handlers until its initializer replaced them,
    and a signal in that moment raised in a half-made worker (its traceback, or a wait
    on a lock copied held). The pool's own threads, started here, keep them blocked too,
    so every worker starts with them blocked; :func:`_worker_init` installs the worker's
    handlers and then unblocks them. A signal meanwhile waits and reaches this process
    as the block ends, inside the caller's clean-up.
    """
    with signals_blocked():
        return context.Pool(workers, initializer=_worker_init)


def _worker_init() -> None:
    """A worker leaves Ctrl-C to the main process, which stops it with SIGTERM
    (calc_cli.batch.signals); it never writes the output: its chunks go back to the main
    process, which alone writes and counts. It starts with the stop signals blocked
    (:func:`_new_pool`): its own handlers first, then they may come."""
    install_in_worker()
    line_scorer()


@dataclass
class _Chunk:
    """A chunk of lines in the pool's hands: scored by a worker (``result``), by this
    process (``done``), or by no one yet (both None)."""

    index: int
    first: int
    lines: Sequence[Line]
    result: Any = None
    done: ChunkOut | None = None

    def finished(self) -> bool:
        """Scored, by a worker or by this process."""
        return self.done is not None or (self.result is not None and self.result.ready())


def _run_pool(source: Iterator[list[Line] | None], reader: LineReader, fmt: str, jobs: int,
              out: IO[bytes], totals: Totals, progress: Progress | None) -> None:
    """Score the rest of ``source`` in ``jobs`` processes in all, output in input order:
    ``jobs - 1`` forked workers and this one.

    The chunks are numbered in input order. The workers always have
    :data:`WORKER_DEPTH` chunks each to score (the oldest no one has) and send their
    records back; this process alone writes the finished chunks, oldest first, and
    whenever the oldest is not finished it scores the oldest chunk no one has rather
    than wait (work stealing: neither side
    waits for the other, whatever each line costs). It waits only when every chunk in
    hand is with a worker.
    """
    import multiprocessing
    import queue
    import threading
    from collections import deque

    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    workers = jobs - 1
    # lines handed out and not yet written: bounds the memory
    limit = IN_FLIGHT_PER_JOB * jobs * POOL_CHUNK_LINES
    ready: queue.Queue[list[Line] | BaseException | None] = queue.Queue(
        maxsize=IN_FLIGHT_PER_JOB * jobs)

    def read_all() -> None:
        # in a thread, so that waiting for input never delays writing finished chunks.
        # The chunks of a block are put together again (up to POOL_CHUNK_LINES): a
        # block's end is where the input may make us wait, and a chunk must not.
        try:
            merged: list[Line] = []
            for chunk in source:
                if chunk is not None:
                    merged.extend(chunk)
                    if len(merged) < POOL_CHUNK_LINES:
                        continue
                if merged:
                    ready.put(merged)
                    merged = []
            if merged:
                ready.put(merged)
        except BaseException as exc:  # handed over to the main thread
            ready.put(exc)
            return
        ready.put(None)

    pool = _new_pool(context, workers)
    # the pool's processes as it started them (a public view of them: this process has
    # no other children); one that ends before the pool is closed has died
    started = multiprocessing.active_children()
    try:
        threading.Thread(target=read_all, name="mjcalc-batch-reader", daemon=True).start()
        pending: deque[_Chunk] = deque()  # every chunk in hand, oldest first
        unclaimed: deque[_Chunk] = deque()  # those no one scores yet, oldest first
        claimed: list[_Chunk] = []  # those given to the workers, not yet finished
        next_line = totals.lines + 1
        index = 0  # of the next chunk
        ahead = 0  # lines in pending
        finished = False

        def hand_out() -> None:
            # the workers always have WORKER_DEPTH chunks each: the oldest unclaimed
            claimed[:] = [c for c in claimed if not c.result.ready()]
            while unclaimed and len(claimed) < WORKER_DEPTH * workers:
                chunk = unclaimed.popleft()
                chunk.result = pool.apply_async(process_chunk,
                                                ((chunk.first, chunk.lines, fmt),))
                claimed.append(chunk)

        def write_finished() -> None:
            # the finished chunks at the head, in order: written and counted here alone
            nonlocal ahead
            wrote = False
            while pending and pending[0].finished():
                chunk = pending.popleft()
                ahead -= len(chunk.lines)
                done = chunk.result.get() if chunk.done is None else chunk.done
                totals.add(len(chunk.lines), done)
                _write_chunk(out, done, chunk.first + len(chunk.lines) - 1, totals)
                wrote = wrote or bool(done.data)
            if wrote:
                out.flush()

        def tend() -> None:
            # between two steps of our own scoring, and before each: keep the workers
            # supplied and write what is finished
            hand_out()
            write_finished()

        while pending or not finished:
            stop_if_pending()  # a signal that came where it could not be raised
            died = worker_death(started)
            if died is not None:
                time.sleep(WAIT_INPUT)  # a stop signal sent to the whole group ended it
                stop_if_pending()       # : reported as that stop
                raise WorkerDied(died)
            while not finished and ahead < limit:
                try:
                    # waiting for input, look at a stop now and then
                    item = ready.get(timeout=WAIT_INPUT) if not pending else \
                        ready.get(block=False)
                except queue.Empty:
                    break
                if item is None:
                    finished = True
                elif isinstance(item, BaseException):
                    raise item
                else:
                    chunk = _Chunk(index, next_line, item)
                    index += 1
                    pending.append(chunk)
                    unclaimed.append(chunk)
                    ahead += len(item)
                    next_line += len(item)
            tend()
            if progress is not None:
                progress.update(totals, reader.bytes_read)
            if not pending:
                continue
            if unclaimed:  # rather than wait for a worker: score the oldest no one has
                chunk = unclaimed.popleft()
                chunk.done = _score_in_steps(chunk, fmt, tend)
            elif not pending[0].finished():
                pending[0].result.wait(WAIT_POLL)
        pool.close()
        pool.join()
    finally:
        stop_pool(pool, STOP_GRACE)  # the workers never write: nothing of theirs to count


def _score_in_steps(chunk: _Chunk, fmt: str, between: Callable[[], None]) -> ChunkOut:
    """Score a chunk in this process :data:`STEAL_STEP` lines at a time, calling
    ``between`` after each step: finished chunks get written meanwhile, and a worker
    waiting for its turn behind one of ours waits a step, not a whole chunk."""
    data: list[bytes] = []
    numbers: list[int] = []
    records = failed = 0
    for start in range(0, len(chunk.lines), STEAL_STEP):
        done = process_chunk((chunk.first + start, chunk.lines[start:start + STEAL_STEP], fmt))
        data.append(done.data)
        numbers += done.numbers
        records += done.records
        failed += done.failed
        between()
    return ChunkOut(b"".join(data), records, failed, numbers)


def _write_chunk(out: IO[bytes], done: ChunkOut, last_line: int, totals: Totals) -> None:
    """Write a chunk's records to ``out`` (a stop raised once counted); ``totals.through``
    says how far it got."""
    if isinstance(out, _Sink):
        with stops_deferred():
            written = out.write_counted(done.data) if done.data else 0
            totals.through = done.through(last_line, written)
        stop_if_pending()
        return
    if done.data:
        out.write(done.data)
    totals.through = last_line


def _descriptor(out: IO[bytes]) -> int | None:
    """The file descriptor of ``out``, or None (an in-memory stream)."""
    try:
        return out.fileno()
    except (AttributeError, OSError, ValueError):
        return None


def _isatty(stream: IO[str]) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def _flush_quietly(out: IO[bytes]) -> None:
    try:
        out.flush()
    except (OSError, ValueError):
        silence_stdout()
