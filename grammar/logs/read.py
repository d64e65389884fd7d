"""Read a log of any known format: detect it (or take the one forced), then hand the text
to that format's reader, ``grammar.logs.<format>.read_<format>`` (issue 12).

This is the read boundary (issue 33): whatever a reader lets through on a hostile file (a
RecursionError on deeply nested JSON, an XML parser's own error, a field of the wrong type
no reader checked) becomes a :class:`LogFormatError` naming the file and the game, and
every game passes :func:`grammar.logs.fields.game_fault` before it is handed on, so that
the replay never sees a seat 9. A bad file is then one ``bad_log``; the others go on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from importlib import import_module
from typing import Any

from scoring.errors import MjcalcError
from scoring.game.game_record import Game

from .detect import LOG_FORMATS, detect_document
from .errors import LogFormatError
from .fields import game_fault

#: a format's reader: (text, source, the text's JSON value if already parsed, else None)
Reader = Callable[[str, str, Any], Iterator[Game]]


class ReaderFailure(LogFormatError):
    """A ``bad_log`` made at the boundary from an exception a reader let through (kept
    as ``cause``: the fuzzers in ``fuzz/`` count these, each a check the reader lacks)."""

    def __init__(self, source: str, where: str, message: str, cause: BaseException) -> None:
        super().__init__(source, where, message)
        self.cause = cause


def reader_for(fmt: str) -> Reader:
    """The reader of format ``fmt`` (one of :data:`LOG_FORMATS`)."""
    if fmt not in LOG_FORMATS:
        raise LogFormatError("--input-format", "", f"unknown log format {fmt!r} "
                             f"(valid: {', '.join(LOG_FORMATS)})")
    try:
        module = import_module(f"grammar.logs.{fmt}")
    except ModuleNotFoundError:
        raise LogFormatError("--input-format", "",
                             f"no reader for {fmt} in this build") from None
    reader: Reader = getattr(module, f"read_{fmt}")
    return reader


def read_games(text: str, source: str, fmt: str | None = None) -> Iterator[Game]:
    """The games in ``text``, of format ``fmt`` or the one its content shows: each one
    checked; LogFormatError for anything in the file that cannot be read."""
    document: Any = None
    try:
        if not fmt:  # None (or "", as before): told by the content
            fmt, document = detect_document(text, source)
    except MjcalcError:
        raise
    except Exception as err:  # RecursionError on a deeply nested head, and the like
        raise ReaderFailure(source, "line 1", f"cannot tell its format: {_what(err)}",
                            err) from None
    return _checked(reader_for(fmt)(text, source, document), source, fmt)


def _checked(games: Iterator[Game], source: str, fmt: str) -> Iterator[Game]:
    """``games`` each checked, any failure of the reader a LogFormatError."""
    number = 0
    while True:
        try:
            game = next(games, None)
        except MjcalcError:
            raise
        except Exception as err:  # the boundary: a hostile file, not a bug
            raise ReaderFailure(source, f"game {number + 1}",
                                f"cannot read it as {fmt}: {_what(err)}", err) from None
        if game is None:
            return
        number += 1
        fault = game_fault(game)
        if fault is not None:
            at, reason = fault
            if at is None:
                raise LogFormatError(source, f"game {number}", reason)
            where = f"game {number}, round {at + 1}"
            if at:  # the rounds before the fault are replayed, as for a cut log
                yield replace(game, rounds=game.rounds[:at], final_scores=None,
                              final_points=None, complete=False, stopped_at=where)
            raise LogFormatError(source, where, reason)
        yield game


def _what(err: BaseException) -> str:
    """An exception as a short reason: its type, and its message when it has one."""
    if isinstance(err, RecursionError):
        return "nested too deeply"
    message = str(err)
    return f"{type(err).__name__}: {message}" if message else type(err).__name__
