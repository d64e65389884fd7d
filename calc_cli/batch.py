"""``mjcalc batch``: run a stream of lines through :mod:`calc_cli.batch_records`, in order.

Streaming: the input is read in blocks as it arrives (:class:`calc_cli.line_reader.
LineReader`); the lines are scored in chunks of at most :data:`CHUNK_LINES`, each chunk's
records written in one piece, and the output is flushed whenever the input has nothing
more ready (so a slow producer sees each answer at once and a file is written in large
blocks) or, with workers, after each chunk. Nothing grows with the input: memory for
1,000,000 lines is that for 10,000.

``jobs > 1``: the first :data:`INLINE_FIRST_LINES` lines are scored here (a short input
never starts workers); then chunks of lines (bytes) are shared between a pool of
``jobs - 1`` forked worker processes and this one, which scores runs of chunks too
(``jobs`` processes score, on ``jobs`` cores). A reader thread fills a bounded queue
and at most ``IN_FLIGHT_PER_JOB * jobs * POOL_CHUNK_LINES`` lines are handed out and
not yet written. Each process writes its chunk's records to the output's descriptor
itself when its turn comes (chunks are numbered; :class:`_Turns`), so the output keeps
the input's order without every record passing through this process; an output without
a descriptor (an in-memory stream) gets the workers' encoded chunks sent back and
written here, oldest first.

Ends: exit 0 when every line scored, 1 when any failed (the count on stderr); Ctrl-C
stops the workers and exits 130, the records written so far complete; a closed output
(``mjcalc batch < big | head -1``) ends quietly with 141, no traceback.
"""

from __future__ import annotations

import itertools
import os
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import IO, Any, Final

from scoring.errors import UsageError

from .batch_records import (
    FORMATS,
    ChunkOut,
    line_scorer,
    process_chunk,
    table_footer,
    table_header,
)
from .line_reader import Line, LineReader, stream_reader

#: lines scored together, one write (with --jobs: POOL_CHUNK_LINES).
CHUNK_LINES: Final = 256
#: with --jobs, lines scored in this process before the workers start (see run_batch).
INLINE_FIRST_LINES: Final = 512
#: with --jobs, chunks of POOL_CHUNK_LINES in flight per process (bounds memory).
IN_FLIGHT_PER_JOB: Final = 4
#: with --jobs, the lines this process scores for each line a worker scores: a little
#: less, as it also reads the input and hands out the chunks. Lines, not chunks, are
#: shared: a chunk ends where a block of input does, so their sizes vary.
MAIN_SHARE: Final = 0.9
#: with --jobs, the most lines in a chunk for a worker (a block of input, at most).
POOL_CHUNK_LINES: Final = 1024
#: with --jobs, the lines given to one process before the next one takes over: each
#: change of hands makes one wait for the other's chunk to be written.
RUN_LINES: Final = 2048
#: how often the progress line is redrawn (seconds).
PROGRESS_EVERY: Final = 0.2
#: a line scored before the workers are forked (README, "Batch": riichi, pinfu, tanyao).
WARM_UP_LINE: Final = b"m234567p345s2355 --ron s4+ --riichi"
#: allocations between two collections of the youngest generation while scoring (the
#: interpreter's default is 700; see _fewer_collections).
GC_YOUNG_THRESHOLD: Final = 50_000
#: exit statuses besides 0/1/2: interrupted (128 + SIGINT), output closed (128 + SIGPIPE).
EXIT_INTERRUPTED: Final = 130
EXIT_BROKEN_PIPE: Final = 141


@dataclass
class Totals:
    """Counts of a run: lines read, records written, records that are errors."""

    lines: int = 0
    records: int = 0
    failed: int = 0

    def add(self, lines: int, done: ChunkOut) -> None:
        """Count a chunk of ``lines`` lines that gave ``done``."""
        self.lines += lines
        self.records += done.records
        self.failed += done.failed


class Progress:
    """One line on a terminal (stderr), redrawn a few times a second: lines, failures,
    rate, and for a file how much of it is read."""

    def __init__(self, stream: IO[str], total_bytes: int | None) -> None:
        self.stream = stream
        self.total_bytes = total_bytes
        self.start = self.last = time.monotonic()
        self.shown = False

    def update(self, totals: Totals, bytes_read: int, force: bool = False) -> None:
        """Redraw, unless it was drawn less than :data:`PROGRESS_EVERY` ago."""
        now = time.monotonic()
        if not force and now - self.last < PROGRESS_EVERY:
            return
        self.last = now
        rate = totals.lines / max(now - self.start, 1e-9)
        text = (f"mjcalc batch: {totals.lines:,} lines, {totals.failed:,} failed, "
                f"{rate:,.0f} lines/s")
        if self.total_bytes:
            done = min(bytes_read / self.total_bytes, 1.0)
            filled = int(done * 20)
            text = f"[{'#' * filled}{'.' * (20 - filled)}] {done:4.0%} {text}"
        self.stream.write(f"\r{text}\x1b[K")
        self.stream.flush()
        self.shown = True

    def clear(self) -> None:
        """Erase the line (before a message)."""
        if self.shown:
            self.stream.write("\r\x1b[K")
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
    reader = LineReader(stream_reader(source))
    progress = Progress(err, total_bytes) if _isatty(err) else None
    totals = Totals()
    line_scorer()  # built before any worker starts: forked workers inherit it
    # Score one line here first: the grammar and the scoring engine get imported and built
    # once (before the fork, with workers), and are then set aside from the collector.
    process_chunk((1, [WARM_UP_LINE], fmt))
    try:
        if fmt == "table":
            out.write(f"{table_header()}\n".encode())
        with _fewer_collections():
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
    except KeyboardInterrupt:
        if progress is not None:
            progress.clear()
        _flush_quietly(out)
        err.write(f"mjcalc: batch interrupted after line {totals.lines} "
                  f"({totals.records} records written)\n")
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_BROKEN_PIPE
    if progress is not None:
        progress.update(totals, reader.bytes_read, force=True)
        err.write("\n")
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
        if chunk is None:
            out.flush()
            if progress is not None:
                progress.update(totals, reader.bytes_read)
            continue
        done = process_chunk((totals.lines + 1, chunk, fmt))
        totals.add(len(chunk), done)  # before the write: stdout may be unbuffered (-u)
        if done.data:
            out.write(done.data)
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


def _worker_init(turns: _Turns | None = None) -> None:
    """A worker leaves Ctrl-C to the main process, which stops it; with ``turns`` it
    writes its chunks itself (:func:`_score_in_turn`)."""
    import signal

    global _TURNS
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _TURNS = turns
    line_scorer()


class _Turns:
    """What forked workers share to write their chunks straight to the output, each in
    its turn (input order): it spares the main process receiving and writing every
    record (a tenth of the work of a batch with two workers)."""

    def __init__(self, context: Any, fd: int) -> None:
        self.fd = fd
        self.condition = context.Condition(context.Lock())
        #: the index of the chunk to be written next (chunks are numbered from 0)
        self.next = context.RawValue("q", 0)
        #: lines, records and failed records the workers have written
        self.lines = context.RawValue("q", 0)
        self.records = context.RawValue("q", 0)
        self.failed = context.RawValue("q", 0)


#: in a worker: the turns it writes in, or None when it sends its output back.
_TURNS: _Turns | None = None


def _score_in_turn(task: tuple[int, int, Sequence[Line], str]) -> ChunkOut:
    """Score a chunk ``(index, first line number, lines, format)`` in a worker, wait for
    its turn, write it to the output; what it wrote, without the data."""
    import signal

    index, first, lines, fmt = task
    done = process_chunk((first, lines, fmt))
    turns = _TURNS
    assert turns is not None
    with turns.condition:
        while turns.next.value != index:
            turns.condition.wait()
    # a stopped batch (Ctrl-C) terminates the workers: not in the middle of a record
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM})
    written = False
    try:
        view = memoryview(done.data)
        while view:
            view = view[os.write(turns.fd, view):]
        written = True
    finally:
        with turns.condition:
            if written:
                turns.lines.value += len(lines)
                turns.records.value += done.records
                turns.failed.value += done.failed
            turns.next.value = index + 1
            turns.condition.notify_all()
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM})
    return ChunkOut(b"", done.records, done.failed)


def _run_pool(source: Iterator[list[Line] | None], reader: LineReader, fmt: str, jobs: int,
              out: IO[bytes], totals: Totals, progress: Progress | None) -> None:
    """Score the rest of ``source`` in ``jobs`` processes in all, output in input order:
    ``jobs - 1`` forked workers and this one, which takes its share (:data:`MAIN_SHARE`)
    of the chunks.

    This process scores too: with ``jobs`` workers besides it, ``jobs + 1`` busy
    processes would share ``jobs`` cores (reading, dispatching and collecting cost it
    about a tenth of the scoring), and the batch was only 1.5 times faster on two.
    """
    import multiprocessing
    import queue
    import threading

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

    # Workers forked with the output's descriptor write their chunks themselves, in turn;
    # otherwise (no descriptor, or no fork) they send them back to be written here.
    fd = _descriptor(out) if context.get_start_method() == "fork" else None
    turns = None if fd is None else _Turns(context, fd)
    if turns is not None:
        out.flush()  # what this process wrote comes first
    before = Totals(totals.lines, totals.records, totals.failed)
    pool = context.Pool(workers, initializer=_worker_init, initargs=(turns,))
    try:
        threading.Thread(target=read_all, name="mjcalc-batch-reader", daemon=True).start()
        # oldest first: (index, a worker's AsyncResult or None for ours, lines, first line)
        pending: list[tuple[int, Any, Sequence[Line], int]] = []
        next_line = totals.lines + 1
        index = 0
        ours_lines = theirs_lines = 0  # lines given to this process and to the workers
        ahead = 0  # lines in pending
        to_us = False  # whose run of chunks it is
        finished = False
        while pending or not finished:
            while not finished and ahead < limit:
                try:
                    item = ready.get(block=not pending)
                except queue.Empty:
                    break
                if item is None:
                    finished = True
                elif isinstance(item, BaseException):
                    raise item
                else:
                    result = None
                    # runs of about RUN_LINES lines each, in the proportion MAIN_SHARE
                    balance = ours_lines * workers - MAIN_SHARE * theirs_lines
                    if to_us and balance >= RUN_LINES / 2:
                        to_us = False
                    elif not to_us and balance <= -RUN_LINES / 2:
                        to_us = True
                    if not to_us:
                        theirs_lines += len(item)
                        if turns is None:
                            result = pool.apply_async(process_chunk,
                                                      ((next_line, item, fmt),))
                        else:
                            result = pool.apply_async(_score_in_turn,
                                                      ((index, next_line, item, fmt),))
                    else:
                        ours_lines += len(item)
                    pending.append((index, result, item, next_line))
                    ahead += len(item)
                    next_line += len(item)
                    index += 1
            if not pending:
                continue
            # our run of chunks (the oldest of ours, and those that follow it) is scored
            # while the workers score the ones before it; then everything up to its end
            # is written, in order.
            ours = next((n for n, entry in enumerate(pending) if entry[1] is None), None)
            scored: list[ChunkOut] = []
            upto = 0
            if ours is not None:
                upto = ours
                while upto < len(pending) and pending[upto][1] is None:
                    _, _, lines, first = pending[upto]
                    scored.append(process_chunk((first, lines, fmt)))
                    upto += 1
                upto -= 1
            for _ in range(upto + 1):
                chunk_index, result, lines, _ = pending.pop(0)
                ahead -= len(lines)
                if result is None:
                    done = scored.pop(0)
                    if turns is not None:
                        _write_in_turn(turns, chunk_index, len(lines), done)
                        done = ChunkOut(b"", done.records, done.failed)
                else:
                    done = result.get()
                totals.add(len(lines), done)
                if done.data:
                    out.write(done.data)
                    out.flush()
            if progress is not None:
                progress.update(totals, reader.bytes_read)
        pool.close()
        pool.join()
    finally:
        pool.terminate()
        if turns is not None:  # what was written to the descriptor, also when stopped early
            totals.lines = before.lines + turns.lines.value
            totals.records = before.records + turns.records.value
            totals.failed = before.failed + turns.failed.value


def _write_in_turn(turns: _Turns, index: int, lines: int, done: ChunkOut) -> None:
    """Write this process's chunk ``index`` to the descriptor, every chunk before it
    being written; Ctrl-C waits until the chunk is whole and counted."""
    import signal

    # Not pthread_sigmask: this process has other threads (the reader, the pool's), and
    # the signal would reach one of them and be raised here all the same.
    interrupted: list[int] = []
    previous = signal.signal(signal.SIGINT, lambda number, frame: interrupted.append(number))
    try:
        view = memoryview(done.data)
        while view:
            view = view[os.write(turns.fd, view):]
        with turns.condition:
            turns.lines.value += lines
            turns.records.value += done.records
            turns.failed.value += done.failed
            turns.next.value = index + 1
            turns.condition.notify_all()
    finally:
        signal.signal(signal.SIGINT, previous)
    if interrupted and callable(previous):
        previous(signal.SIGINT, None)  # the default handler: KeyboardInterrupt


def _descriptor(out: IO[bytes]) -> int | None:
    """The file descriptor of ``out``, or None (an in-memory stream)."""
    try:
        return out.fileno()
    except (AttributeError, OSError, ValueError):
        return None


@contextmanager
def _fewer_collections() -> Iterator[None]:
    """The garbage collector set for a stream of short-lived objects (issue 5).

    Scoring a line allocates many small containers that die with the line, and it makes
    no reference cycles (a failing line's traceback does). The default collector runs
    every 700 allocations and now and then walks every object of the program (modules,
    grammar, tables, caches): about a tenth of a batch's time. So what exists before
    the first line is frozen (never walked again; copy-on-write pages stay shared with
    forked workers) and the youngest generation is collected every
    :data:`GC_YOUNG_THRESHOLD` allocations. Both are undone on the way out.
    """
    import gc

    thresholds = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(max(GC_YOUNG_THRESHOLD, thresholds[0]), *thresholds[1:])
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)
        gc.unfreeze()


def _isatty(stream: IO[str]) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def _flush_quietly(out: IO[bytes]) -> None:
    try:
        out.flush()
    except (OSError, ValueError):
        _silence_stdout()


def _silence_stdout() -> None:
    """Point stdout at /dev/null: its reader is gone, and the interpreter's last flush
    would otherwise complain about the broken pipe on stderr."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass
