"""The garbage collector set for a stream of short-lived objects: ``batch`` (issue 5) and
``log`` (issue 30) run under :func:`fewer_collections`."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Final

#: allocations between two collections of the youngest generation while a stream is
#: worked through (the interpreter's default is 700).
YOUNG_THRESHOLD: Final = 50_000


@contextmanager
def fewer_collections() -> Iterator[None]:
    """Collect the youngest generation every :data:`YOUNG_THRESHOLD` allocations, with
    what exists on entry frozen (never walked again); both undone on the way out.

    Scoring a line, or reading and replaying a game, allocates many small containers
    that die with it, and makes no reference cycles (a failure's traceback does). The
    default collector runs every 700 allocations and now and then walks every object of
    the program (modules, grammar, tables, caches): about a tenth of a batch's time, and
    of a log's. What is frozen also keeps its copy-on-write pages shared with forked
    workers.
    """
    thresholds = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(max(YOUNG_THRESHOLD, thresholds[0]), *thresholds[1:])
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)
        gc.unfreeze()
