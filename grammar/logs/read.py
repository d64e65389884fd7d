"""Read a log of any known format: detect it (or take the one forced), then hand the text
to that format's reader, ``grammar.logs.<format>.read_<format>`` (issue 12)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from importlib import import_module

from scoring.game_record import Game

from .detect import LOG_FORMATS, detect_format
from .errors import LogFormatError

Reader = Callable[[str, str], Iterator[Game]]


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
    """The games in ``text``, of format ``fmt`` or the one its content shows."""
    return reader_for(fmt or detect_format(text, source))(text, source)
