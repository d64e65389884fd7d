"""Errors the scoring core raises. Every error has a stable code (see docs/errors.md)."""

from __future__ import annotations

#: Codes found while reading a hand that SPEC nonetheless counts as "a hand that cannot be
#: scored" (exit status 1, not 2): the tiles are well written, the hand is impossible.
CANNOT_SCORE_CODES = frozenset({"fifth_tile", "red_fives", "sanma_tile", "sanma_chi"})


class MjcalcError(Exception):
    """Base of every error mjcalc reports to a user: a code, a message, and maybe a position.

    ``exit_status`` is 2 for usage errors (bad notation, bad options) and 1 for a hand that
    was understood but cannot be scored.
    """

    code = "error"
    exit_status = 1

    def __init__(self, message: str, *, code: str | None = None, position: int | None = None,
                 text: str | None = None, detail: dict[str, object] | None = None) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code
        if self.code in CANNOT_SCORE_CODES:
            self.exit_status = 1
        #: 0-based character offset into ``text`` where the problem is, when known.
        self.position = position
        #: the input the position refers to.
        self.text = text
        #: extra machine-readable facts (e.g. waits or shanten of a hand that is not a win).
        self.detail = detail or {}


class NotationError(MjcalcError):
    """Input text that is not valid hand notation (exit status 2)."""

    code = "notation"
    exit_status = 2


class UsageError(MjcalcError):
    """Options or records that are malformed or out of range (exit status 2)."""

    code = "usage"
    exit_status = 2


class InvalidHandError(MjcalcError):
    """A hand that is well written but impossible (tile counts, red fives, meld shape)."""

    code = "invalid_hand"
    exit_status = 2


class ScoringError(MjcalcError):
    """A hand that is understood but cannot be scored: not a win, no yaku, contradictory flags."""

    code = "cannot_score"
    exit_status = 1
