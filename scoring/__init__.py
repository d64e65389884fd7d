"""mjcalc's scoring core: pure Python (stdlib only), no I/O.

Public entry points::

    from scoring import score, Situation, DEFAULT_RULES, Rules
    result = score(hand, Situation(seat=1, riichi=True), Rules("saki"))
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
    from .scorer import score

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
        from .scorer import score

        return score
    raise AttributeError(f"module 'scoring' has no attribute {name!r}")
