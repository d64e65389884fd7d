"""mjcalc's scoring core: pure Python (stdlib only), no I/O.

Public entry points::

    from scoring import score, Situation, DEFAULT_RULES, Rules
    result = score(hand, Situation(seat=1, riichi=True), Rules("saki"))
"""

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
]
