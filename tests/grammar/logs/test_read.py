"""grammar.logs.read: every fixture read through the boundary, whatever its format."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from log_fixtures import FIXTURES, text_of

from grammar.logs.errors import LogFormatError
from grammar.logs.read import read_games

#: one fixture of each folder and format (the readers differ by format, not by file)
SAMPLES = sorted({(path.parent, "".join(path.suffixes)): path
                  for path in FIXTURES.rglob("*") if path.is_file()}.values())


@contextmanager
def collector_off() -> Iterator[None]:
    was_enabled = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: str(p.relative_to(FIXTURES)))
def test_reading_a_log_leaves_no_cycle_for_the_collector(path: Path) -> None:
    # A game read is freed as soon as the replay is done with it: nothing of a reader is
    # left in a reference cycle, which only the collector frees (the mjlog reader and its
    # expat parser held each other, and with them the whole game: a tenth of `mjcalc
    # log`'s time went to collecting them, issue 30).
    text = text_of(path)
    with collector_off():
        try:
            games = list(read_games(text, path.name))
        except LogFormatError:
            games = []
        del games
        assert gc.collect() == 0
