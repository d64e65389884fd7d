"""Where ``mjcalc log`` finds its logs: files, directories read recursively, ``.gz`` files
read compressed, ``-`` for standard input (issue 12).

Reading is the one place that maps an operating-system failure (OSError) or bytes that
are not UTF-8 to a :class:`grammar.logs.errors.LogFormatError` naming the file, so that
one unreadable file is reported and the others go on.

Memory stays bounded whatever the file (issue 33): a log is read to at most
:data:`MAX_LOG_BYTES` and a gzip file inflated to at most as many, so ``/dev/zero``, an
endless standard input or a gzip bomb is refused with ``bad_log`` after that much, never
held whole (docs/logs.md).
"""

from __future__ import annotations

import os
import zlib
from collections.abc import Iterator
from typing import Final

from grammar.logs.errors import LogFormatError

#: the name standard input is listed under.
STDIN = "-"
#: the most bytes a log may hold, as read and once inflated (a Tenhou game is 20-60 KB,
#: the 600 KB majiang-core script of 60 games well within it).
MAX_LOG_BYTES: Final = 8 << 20
#: gzip's magic number, which marks a compressed log whatever it is called.
GZIP_MAGIC: Final = b"\x1f\x8b"


def log_paths(arguments: list[str]) -> Iterator[str]:
    """Every file the arguments name, in order; a directory's files sorted, recursively
    (hidden files and directories skipped). A directory inside that cannot be read is
    named among them (:func:`read_log_text` reports it), not skipped silently."""
    for argument in arguments:
        if argument != STDIN and os.path.isdir(argument):
            yield from sorted(_walk(argument), key=path_order)
        else:
            yield argument


def path_order(path: str) -> str:
    """The sort key of a path from one directory walk: its text with each separator made
    the lowest character, which orders the paths as :class:`pathlib.Path` does (part by
    part, a part before the longer ones it begins). Path made an object for each file,
    all alive while they were sorted: about 0.6 MiB more at the peak over 10,000 files (most
    of the growth of mjcalc log's peak memory with the files was the scorer's table of
    melds, bounded since; issue 30)."""
    return path.replace(os.sep, "\0")


def _walk(top: str) -> Iterator[str]:
    """The regular files under ``top`` and the directories that could not be listed."""
    unreadable: list[str] = []

    def failed(err: OSError) -> None:
        unreadable.append(str(err.filename) if err.filename is not None else top)

    for folder, subfolders, files in os.walk(top, onerror=failed):
        subfolders[:] = [name for name in subfolders if not name.startswith(".")]
        for name in files:
            path = os.path.join(folder, name)
            if not name.startswith(".") and os.path.isfile(path):
                yield path
    yield from unreadable


def read_log_text(name: str) -> str:
    """The text of the log ``name`` (``-``: standard input; gzip content: inflated), at
    most :data:`MAX_LOG_BYTES` of it; LogFormatError when it cannot be read."""
    from calc_cli.safe_io import IoError, read_at_most, stdin_reader

    try:
        if name == STDIN:
            data = read_at_most(stdin_reader(), MAX_LOG_BYTES)
        else:
            if os.path.isdir(name):  # one a directory walk could not list
                os.listdir(name)
                raise LogFormatError(name, "", "a directory inside another")
            with open(name, "rb", buffering=0) as raw:
                data = read_at_most(raw.read, MAX_LOG_BYTES)
        if data is None:
            raise LogFormatError(name, "", f"larger than {MAX_LOG_BYTES} bytes: not read "
                                 "further (split it into smaller files)")
        if data[:2] == GZIP_MAGIC:
            data = gunzip(data, name)
        return data.decode("utf-8-sig")
    except IoError as err:  # standard input closed or not open for reading
        raise LogFormatError(name, "", err.message) from None
    except OSError as err:
        raise LogFormatError(name, "", f"cannot read: {err.strerror or err}") from None
    except UnicodeDecodeError as err:
        raise LogFormatError(name, f"byte {err.start}", "not UTF-8 text") from None
    except (ValueError, UnicodeError):  # a NUL in the name, a lone surrogate
        raise LogFormatError(name, "", "not a valid file name") from None


def gunzip(data: bytes, name: str, limit: int = MAX_LOG_BYTES) -> bytes:
    """The inflated content of the gzip ``data`` (every member, as ``gzip.decompress``),
    refused as soon as it passes ``limit`` bytes: a bomb is never inflated whole."""
    out = bytearray()
    rest = data
    while rest[:2] == GZIP_MAGIC:
        member = zlib.decompressobj(16 + zlib.MAX_WBITS)
        try:
            out += member.decompress(rest, limit + 1 - len(out))
            while member.unconsumed_tail and len(out) <= limit:
                out += member.decompress(member.unconsumed_tail, limit + 1 - len(out))
        except zlib.error as err:
            raise LogFormatError(name, "", f"a broken gzip file: {err}") from None
        if len(out) > limit:
            raise LogFormatError(name, "", f"inflates to more than {limit} bytes: not read "
                                 "further")
        if not member.eof:
            raise LogFormatError(name, "", "a broken gzip file: it ends before its end "
                                 "marker")
        rest = member.unused_data
    if rest.strip(b"\0"):  # gzip allows zero padding after the last member, nothing else
        raise LogFormatError(name, "", "a broken gzip file: data after its end")
    return bytes(out)
