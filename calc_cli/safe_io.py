"""Safe reading and writing: bounded reads, regular files only, every I/O failure a
clear ``io`` error (docs/errors.md), a closed pipe a quiet exit 141.

How to use it:

- a file a user names (``--rules-file``)::

    data = read_regular_file(name, limit=1 << 20, option="--rules-file", code="rules_file")

- standard input, bounded (``score --json -``)::

    data = read_stdin(limit=80_000, what="the record", code="bad_record")

- a stream of input read by blocks (``batch``): ``fd_reader(fd)`` gives a ``read(n)``
  that waits out a non-blocking descriptor and turns EIO/EBADF into :class:`IoError`;
- writing to a descriptor shared with other processes: :func:`write_all` writes every
  byte (a non-blocking pipe included) or raises;
- a command's output: :func:`calc_cli.app.main` calls :func:`blocking_stdout` first and
  :func:`finish_output` last; an ``OSError`` a command lets through becomes exit 141,
  quietly, for a closed pipe, else an ``io`` error (``MjcalcGroup.invoke``).

The file is opened without waiting (a FIFO with no writer does not hang us), refused
unless it is a regular file (``/dev/stdin``, a FIFO, a terminal, a directory or a
device: a batch line must never read the batch's own input or block on a pipe), read
to at most ``limit`` bytes (an endless or huge file is refused, not read whole), and
every way it can fail, a file name that cannot be one (a NUL, a lone surrogate) included,
is a :class:`scoring.errors.UsageError` with ``code``, exit status 2.
"""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Callable
from functools import partial
from typing import Final

from scoring.errors import MjcalcError, UsageError

from .text import shown_value

#: the error code of a failed read or write (docs/errors.md); exit status 1.
IO_CODE: Final = "io"
#: the exit status when the output was closed early (128 + SIGPIPE), quietly.
EXIT_BROKEN_PIPE: Final = 141


class IoError(MjcalcError):
    """The input could not be read or the output not written (not a bug: a full disk, a
    closed or unreadable descriptor, EIO). Code ``io``, exit status 1."""

    code = IO_CODE
    exit_status = 1


def io_error(exc: OSError, doing: str) -> IoError:
    """:class:`IoError` for ``exc`` met while ``doing`` (``"writing the output"``)."""
    reason = exc.strerror or type(exc).__name__
    return IoError(f"{doing}: {reason}")


def read_regular_file(name: str, *, limit: int, option: str, code: str) -> bytes:
    """The bytes of the regular file ``name``, at most ``limit`` of them; UsageError
    ``code`` (the message naming ``option``) if it is not one or cannot be read."""
    where = f"{option}: {shown_value(name)}"
    if not name:
        raise UsageError(f"{option}: an empty file name", code=code)
    try:
        fd = os.open(name, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | os.O_CLOEXEC)
    except OSError as exc:
        raise UsageError(f"{where}: cannot read it: {exc.strerror}", code=code) from None
    except (ValueError, UnicodeError):  # a NUL byte, a lone surrogate
        raise UsageError(f"{where}: not a valid file name", code=code) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise UsageError(f"{where}: not a regular file", code=code)
        data = read_at_most(partial(os.read, fd), limit)
    except OSError as exc:  # EIO, EISDIR...
        raise UsageError(f"{where}: cannot read it: {exc.strerror}", code=code) from None
    finally:
        os.close(fd)
    if data is None:
        raise UsageError(f"{where} is larger than {limit} bytes", code=code)
    return data


def read_at_most(read: Callable[[int], bytes], limit: int) -> bytes | None:
    """Everything ``read(n)`` gives until it gives ``b""``, or None as soon as that is more
    than ``limit`` bytes: never more than ``limit + 1`` bytes are asked for or held, so an
    endless input (``/dev/zero``) is refused, not read whole. Errors of ``read`` pass."""
    chunks: list[bytes] = []
    size = 0
    while size <= limit:
        data = read(min(1 << 16, limit + 1 - size))
        if not data:
            return b"".join(chunks)
        chunks.append(data)
        size += len(data)
    return None


def _wait(fd: int, event: int) -> None:
    """Wait until ``fd`` is ready for ``event`` (a descriptor left non-blocking)."""
    import select

    poller = select.poll()
    poller.register(fd, event)
    poller.poll()


def write_all(fd: int, data: bytes | memoryview) -> None:
    """Write every byte of ``data`` to ``fd``: a short write is continued and a
    non-blocking descriptor (a parent may leave one) waited on, never a byte dropped.
    OSError (EPIPE, ENOSPC...) is raised to the caller."""
    import select

    view = memoryview(data)
    while view:
        try:
            view = view[os.write(fd, view):]
        except BlockingIOError:
            _wait(fd, select.POLLOUT)


def fd_reader(fd: int) -> Callable[[int], bytes]:
    """A ``read(n)`` of descriptor ``fd`` for :class:`calc_cli.batch.lines.LineReader`:
    what has arrived, up to ``n`` bytes; a non-blocking descriptor waited on; a failure
    (EIO, EBADF: a descriptor not open for reading) an :class:`IoError`."""
    import select

    def read(n: int) -> bytes:
        while True:
            try:
                return os.read(fd, n)
            except BlockingIOError:
                _wait(fd, select.POLLIN)
            except OSError as exc:
                raise io_error(exc, "cannot read the input") from None

    return read


def stdin_fd() -> int | None:
    """The descriptor of standard input (None for an in-memory one, as in tests);
    IoError when it is closed or open for writing only."""
    stream = sys.stdin
    if stream is None or stream.closed:
        raise IoError("cannot read the input: standard input is closed")
    try:
        fd = stream.fileno()
    except (ValueError, OSError, AttributeError):
        return None
    import fcntl

    try:
        mode = fcntl.fcntl(fd, fcntl.F_GETFL) & os.O_ACCMODE
    except OSError:  # the descriptor closed under the stream
        raise IoError("cannot read the input: standard input is closed") from None
    if mode == os.O_WRONLY:
        raise IoError("cannot read the input: standard input is open for writing only")
    return fd


def stdin_reader() -> Callable[[int], bytes]:
    """A ``read(n)`` of standard input (:func:`fd_reader` of its descriptor): IoError when
    it is closed, or open for writing only (EBADF on the first read)."""
    fd = stdin_fd()
    return fd_reader(fd) if fd is not None else sys.stdin.buffer.read


def read_stdin(*, limit: int, what: str, code: str) -> bytes:
    """All of standard input, at most ``limit`` bytes: UsageError ``code`` when there is
    more (``what`` names it), read no further; IoError when it cannot be read."""
    data = read_at_most(stdin_reader(), limit)
    if data is not None:
        return data
    raise UsageError(f"{what} on standard input is longer than {limit} bytes: not read "
                     "further", code=code)


def blocking_stdout() -> None:
    """If standard output is a non-blocking descriptor, put a writer in front of it that
    waits rather than drop what does not fit (Python's own stream loses it with
    BlockingIOError). The descriptor's flags are left alone: they are shared with
    whoever passed it on."""
    import fcntl
    import io

    stream = sys.stdout
    try:
        fd = stream.fileno()
        blocking = not fcntl.fcntl(fd, fcntl.F_GETFL) & os.O_NONBLOCK
    except (AttributeError, ValueError, OSError):
        return
    if blocking:
        return

    class Raw(io.RawIOBase):
        def writable(self) -> bool:
            return True

        def fileno(self) -> int:
            return fd

        def write(self, data: bytes) -> int:  # type: ignore[override]
            write_all(fd, data)
            return len(data)

    stream.flush()
    sys.stdout = io.TextIOWrapper(io.BufferedWriter(Raw()), encoding=stream.encoding,
                                  errors="backslashreplace",
                                  line_buffering=bool(stream.line_buffering))


def stderr_or_null() -> None:
    """Started with standard error closed (``2>&-``), Python has no ``sys.stderr`` and
    ``print(file=None)`` would write the messages to standard output, into the answer:
    point it at /dev/null instead (the exit status still tells what happened)."""
    if sys.stderr is not None:
        return
    try:
        sys.stderr = open(os.devnull, "w", encoding="utf-8", errors="backslashreplace")  # noqa: SIM115
    except OSError:  # no /dev/null: a stream that drops what it is given
        import io

        sys.stderr = io.StringIO()


def silence_stdout() -> None:
    """Point standard output at /dev/null: its reader is gone (EPIPE), and the
    interpreter's last flush would otherwise complain on stderr."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def output_closed(exc: OSError) -> bool:
    """True for the errors of an output no one reads: EPIPE (the reader went away) and
    EBADF (standard output closed under us); commands end quietly with 141 on them."""
    import errno

    return isinstance(exc, BrokenPipeError) or exc.errno == errno.EBADF


def finish_output(status: int) -> int:
    """Flush standard output at the end of a command: the exit status, changed to 141
    (closed pipe) or an ``io`` error (a full disk, a closed stdout) when it fails."""
    stream = sys.stdout
    if stream is None:
        return status
    try:
        stream.flush()
    except OSError as exc:
        from .errors import report

        if output_closed(exc):
            silence_stdout()
            return EXIT_BROKEN_PIPE
        # what is left in the buffer could not be written either: drop it quietly
        silence_stdout()
        return report(io_error(exc, "cannot write the output"))
    return status
