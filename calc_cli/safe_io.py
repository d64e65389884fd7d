"""Reading named files safely: regular files only, bounded, every failure a clear error.

How to use it (``--rules-file``, and any command that reads a file a user names)::

    from .safe_io import read_regular_file
    data = read_regular_file(name, limit=1 << 20, option="--rules-file", code="rules_file")

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

from scoring.errors import UsageError

from .text import shown_value


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
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            data = os.read(fd, limit + 1 - size)
            if not data:
                break
            chunks.append(data)
            size += len(data)
    except OSError as exc:  # EIO, EISDIR...
        raise UsageError(f"{where}: cannot read it: {exc.strerror}", code=code) from None
    finally:
        os.close(fd)
    if size > limit:
        raise UsageError(f"{where} is larger than {limit} bytes", code=code)
    return b"".join(chunks)
