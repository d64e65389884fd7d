"""Lines of a byte stream as they arrive, in blocks, with a bound on the length of a line.

``mjcalc batch`` reads its input with :class:`LineReader`: one read asks for up to
:data:`READ_SIZE` bytes and gets what has arrived, so each block yielded holds the lines
that are there and the caller can flush its output before the next read, which may wait
(a slow producer sees each answer at once; a file is read 64 KiB at a time). Memory stays
flat: one block and one unfinished line of at most ``limit`` bytes are held; a longer
line is skipped as it streams by and reported as :class:`TooLong`, never held whole.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import IO, Final

#: the longest line read; a longer one is skipped unread.
MAX_LINE_BYTES: Final = 64 * 1024
#: bytes asked of the input at a time.
READ_SIZE: Final = 1 << 16
#: bytes of a skipped line kept (enough to tell a comment).
HEAD_BYTES: Final = 64


@dataclass(slots=True)
class TooLong:
    """A line longer than the reader's limit: its first bytes and its length in bytes."""

    head: bytes
    length: int


#: a line without its newline, or the stub of a line too long to read.
Line = bytes | TooLong


class LineReader:
    """The lines of a stream, in blocks of those that have arrived.

    ``read(n)`` returns at most ``n`` bytes, ``b""`` at the end, and blocks only when
    nothing has arrived (``os.read`` on a descriptor, ``read1`` of a buffered stream).
    Lines come without their ``\\n``; the last line needs none.
    """

    def __init__(self, read: Callable[[int], bytes], limit: int = MAX_LINE_BYTES) -> None:
        self.read = read
        self.limit = limit
        #: bytes read so far (for a progress report).
        self.bytes_read = 0

    def blocks(self) -> Iterator[list[Line]]:
        """Each block of complete lines as it arrives, then the unfinished last line."""
        limit = self.limit
        pending = bytearray()  # the line begun in an earlier block
        skipping: TooLong | None = None  # the over-long line being skipped
        while True:
            data = self.read(READ_SIZE)
            if not data:
                break
            self.bytes_read += len(data)
            block: list[Line] = []
            start = 0
            if skipping is not None:
                end = data.find(b"\n")
                if end < 0:
                    skipping.length += len(data)
                    continue
                skipping.length += end
                block.append(skipping)
                skipping = None
                start = end + 1
            end = data.find(b"\n", start)
            if end < 0:  # no line ends here
                pending += data[start:]
                if len(pending) > limit:
                    skipping = TooLong(bytes(pending[:HEAD_BYTES]), len(pending))
                    pending.clear()
            else:
                first = bytes(pending) + data[start:end] if pending else data[start:end]
                pending.clear()
                rest = data[end + 1:].split(b"\n")
                pending += rest.pop()
                block.append(first)
                block.extend(rest)
                if len(first) > limit or len(data) > limit:
                    block = [self._checked(line) for line in block]
                if len(pending) > limit:
                    skipping = TooLong(bytes(pending[:HEAD_BYTES]), len(pending))
                    pending.clear()
            if block:
                yield block
        if skipping is not None:
            yield [skipping]
        elif pending:
            yield [bytes(pending)]

    def _checked(self, line: Line) -> Line:
        if isinstance(line, bytes) and len(line) > self.limit:
            return TooLong(line[:HEAD_BYTES], len(line))
        return line


def stream_reader(stream: IO[bytes]) -> Callable[[int], bytes]:
    """A ``read(n)`` for :class:`LineReader` that returns what is there without waiting
    for ``n`` bytes.

    A stream with a descriptor is read with ``os.read`` (no buffer lock, so a reader
    thread blocked on it never holds up the interpreter's exit; a non-blocking one waited
    on; a failure an ``io`` error: :func:`calc_cli.safe_io.fd_reader`); others with
    ``read1``. The stream must not have buffered anything yet.
    """
    from ..safe_io import fd_reader

    try:
        fd = stream.fileno()
    except (AttributeError, OSError, ValueError):
        read1 = getattr(stream, "read1", None)
        return read1 if read1 is not None else stream.read
    return fd_reader(fd)
