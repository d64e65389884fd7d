"""mjcalc's scoring core: pure Python (stdlib only), no I/O.

Public entry points::

    from scoring import score, Situation, DEFAULT_RULES, Rules
    result = score(hand, Situation(seat=1, riichi=True), Rules("saki"))

The package in parts, each using only those before it:

- the vocabulary every part uses: ``tiles``, ``hands``, ``situation``, ``rules``,
  ``errors``, and small helpers (``frozen``, ``memo``, ``suggest``); ``names``, other
  systems' names for the yaku, stands beside them and imports nothing;
- ``hand``: one win (shapes, shanten, fu, yaku, points, payments, the scorer);
- ``table``: a hand at the table (waits, furiten, tenpai at a draw, tile efficiency);
- ``game``: a whole game (the game record, its replay, draws and the game end);
- ``trainer``: the quiz's deals, grading and progress.

tests/cli/test_import_graph.py keeps that order.
"""

from typing import TYPE_CHECKING

from .errors import (
    InvalidHandError,
    MjcalcError,
    NotationError,
    ScoringError,
    UsageError,
)
from .hands import Hand, Meld, MeldKind, Source
from .rules import DEFAULT_RULES, SWITCHES, Rules
from .situation import Situation
from .tiles import Tile

if TYPE_CHECKING:
    from .hand.scorer import score

__all__ = [
    "DEFAULT_RULES",
    "SWITCHES",
    "Hand",
    "InvalidHandError",
    "Meld",
    "MeldKind",
    "MjcalcError",
    "NotationError",
    "Rules",
    "ScoringError",
    "Situation",
    "Source",
    "Tile",
    "UsageError",
    "score",
]


def __getattr__(name: str) -> object:
    # ``score`` pulls in the whole engine (shapes, yaku, fu, points, payments): it is
    # imported on first use so that ``import scoring`` (e.g. by the grammar) stays light.
    if name == "score":
        from .hand.scorer import score

        return score
    raise AttributeError(f"module 'scoring' has no attribute {name!r}")
