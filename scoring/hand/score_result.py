"""ScoreResult: the full answer for one winning hand, what :func:`scoring.score` returns.

Its parts are in :mod:`scoring.hand.results`; its ``why`` is made when asked
(:mod:`scoring.hand.explanation`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..frozen import Value, refuse_delete, set_once, stores_directly
from ..hands import Hand
from ..situation import Situation
from .explanation import why_best
from .results import Evaluation, Settlement


@dataclass(init=False, unsafe_hash=True, slots=True)
class ScoreResult(Value):
    """The full answer for one winning hand."""

    hand: Final[Hand]
    situation: Final[Situation]
    preset: Final[str]
    best: Final[Evaluation]
    considered: Final[tuple[Evaluation, ...]]  # every decomposition tried, best first
    settlement: Final[Settlement]
    discarder: Final[int | None]  # None on tsumo
    pao: Final[int | None]  # the liable seat, if any

    def __init__(self, hand: Hand, situation: Situation, preset: str, best: Evaluation,
                 considered: tuple[Evaluation, ...], settlement: Settlement,
                 discarder: int | None, pao: int | None) -> None:
        self.hand = hand
        self.situation = situation
        self.preset = preset
        self.best = best
        self.considered = considered
        self.settlement = settlement
        self.discarder = discarder
        self.pao = pao

    @property
    def why(self) -> str:
        """Why the best reading was chosen, in words. Made when asked, from ``considered``
        (so not a field: it adds nothing to equality): most callers never read it, and
        it cost a tenth of scoring a hand."""
        return why_best(self.considered)

    def __setattr__(self, name: str, value: object) -> None:
        set_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)


stores_directly(ScoreResult)
