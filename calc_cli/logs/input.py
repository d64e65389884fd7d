"""Where ``mjcalc log`` finds its logs: files, directories read recursively, ``.gz`` files
read compressed, ``-`` for standard input (issue 12).

Reading is the one place that maps an operating-system failure (OSError) or bytes that
are not UTF-8 to a :class:`grammar.logs.errors.LogFormatError` naming the file, so that
one unreadable file is reported and the others go on.
"""

from __future__ import annotations

import gzip
import sys
from collections.abc import Iterator
from pathlib import Path

from grammar.logs.errors import LogFormatError

#: the name standard input is listed under.
STDIN = "-"


def log_paths(arguments: list[str]) -> Iterator[str]:
    """Every file the arguments name, in order; a directory's files sorted, recursively
    (hidden files and directories skipped)."""
    for argument in arguments:
        path = Path(argument)
        if argument != STDIN and path.is_dir():
            for found in sorted(path.rglob("*")):
                parts = found.relative_to(path).parts
                if found.is_file() and not any(part.startswith(".") for part in parts):
                    yield str(found)
        else:
            yield argument


def read_log_text(name: str) -> str:
    """The text of the log ``name`` (``-``: standard input; ``.gz``: decompressed)."""
    try:
        if name == STDIN:
            data = sys.stdin.buffer.read()
        else:
            with open(name, "rb") as raw:
                data = raw.read()
        if data[:2] == b"\x1f\x8b":  # gzip's magic number, whatever the file is called
            data = gzip.decompress(data)
        return data.decode("utf-8-sig")
    except OSError as err:
        raise LogFormatError(name, "", f"cannot read: {err.strerror or err}") from None
    except (EOFError, gzip.BadGzipFile) as err:
        raise LogFormatError(name, "", f"a broken gzip file: {err}") from None
    except UnicodeDecodeError as err:
        raise LogFormatError(name, f"byte {err.start}", "not UTF-8 text") from None
