"""Runnable cases for the rule-switch and preset tests: what a hand, a discard, a draw or a
game end comes to under given rules, as a small comparable "outcome".

Outcomes:

- ``("han", han, fu, basic, net)`` for a scored hand without yakuman;
- ``("yakuman", count, basic, net)`` for a yakuman hand (kazoe included);
- ``("error", code)`` when it cannot be scored or settled;
- ``("net", net)`` for a discard won by several players, ``("draw",)`` when that discard
  is an abortive draw; ``("net", net)`` for an exhaustive draw too;
- ``("points", points)`` for a game end; ``("tenpai", bool)`` for a hand at a draw;
- ``("replayed", han, situational yaku, deltas)`` for the one win of a round played
  back from a log (:mod:`scoring.game.replay`), deltas by absolute seat.

``net`` is the change of the four seats (0 = East, the dealer; 1 = South; 2 = West;
3 = North).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from handmaker import hand, tiles, waiting

from scoring.errors import MjcalcError
from scoring.game.game_record import Round
from scoring.game.replay import WinOutcome, replay_round
from scoring.game.settlement import settle_draw, settle_final
from scoring.hand.multi_ron import score_multi_ron
from scoring.hand.scorer import score
from scoring.rules import Rules, RuleValue
from scoring.situation import Situation
from scoring.table.waits import tenpai_for_draw

Outcome = tuple[Any, ...]
Net = tuple[int, int, int, int]
Run = Callable[[Rules], Outcome]


def H(han: int, fu: int, basic: int, net: Net) -> Outcome:
    """An ordinary scored hand."""
    return ("han", han, fu, basic, net)


def Y(count: int, basic: int, net: Net) -> Outcome:
    """A yakuman hand worth ``count`` yakuman."""
    return ("yakuman", count, basic, net)


def ERR(code: str) -> Outcome:
    """Refused with this error code."""
    return ("error", code)


def NET(net: Net) -> Outcome:
    """A settlement's net change."""
    return ("net", net)


DRAW: Outcome = ("draw",)


def situation(**given: Any) -> Situation:
    """A Situation; ``dora`` / ``ura`` given as prefix strings (``"m1z4"``)."""
    for key, field in (("dora", "dora_indicators"), ("ura", "ura_indicators")):
        if key in given:
            given[field] = tuple(tiles(given.pop(key)))
    return Situation(**given)


def win(concealed: str, melds: str = "", **given: Any) -> Run:
    """Score one hand (handmaker notation: the winning tile last, a mark for a ron)."""
    def run(rules: Rules) -> Outcome:
        try:
            result = score(hand(concealed, melds), situation(**given), rules)
        except MjcalcError as err:
            return ERR(err.code)
        best = result.best
        if best.yakuman:
            return Y(best.yakuman, best.basic, result.settlement.net)
        return H(best.han, best.fu, best.basic, result.settlement.net)
    return run


def multi(*entries: tuple[str, dict[str, Any]]) -> Run:
    """Several winners on one discard: (concealed with its marked ron tile, situation)."""
    def run(rules: Rules) -> Outcome:
        try:
            result = score_multi_ron(
                [(hand(text), situation(**given)) for text, given in entries], rules)
        except MjcalcError as err:
            return ERR(err.code)
        return DRAW if result.abortive_draw else NET(result.settlement.net)
    return run


def exhaustive_draw(tenpai: Sequence[bool], nagashi: Sequence[int] = (), honba: int = 0,
                    deposits: int = 0) -> Run:
    """The net change of an exhaustive draw (riichi sticks taken from the table count)."""
    def run(rules: Rules) -> Outcome:
        return NET(settle_draw(tenpai, nagashi, honba, deposits, rules=rules).net)
    return run


def game_end(scores: Sequence[int], deposits: int = 0) -> Run:
    """The final points of a game."""
    def run(rules: Rules) -> Outcome:
        try:
            return ("points", settle_final(scores, deposits, rules).points)
        except MjcalcError as err:
            return ERR(err.code)
    return run


def tenpai_at_draw(concealed: str, melds: str = "") -> Run:
    """Whether a hand one tile short counts as tenpai at an exhaustive draw."""
    def run(rules: Rules) -> Outcome:
        return ("tenpai", tenpai_for_draw(waiting(concealed, melds), rules))
    return run


#: the yaku a replay derives from the play rather than from the tiles.
_SITUATIONAL = ("riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan",
                "chankan", "tenhou", "chiihou", "renhou")


def replayed(rnd: Round) -> Run:
    """The one win of ``rnd`` played back: its han, situational yaku and deltas."""
    def run(rules: Rules) -> Outcome:
        (outcome,), _ = replay_round(rnd, rules)
        assert isinstance(outcome, WinOutcome), outcome
        if outcome.result is None:
            return ERR(outcome.error_code or "replay")
        assert outcome.situation is not None
        yaku = tuple(name for name in _SITUATIONAL if getattr(outcome.situation, name))
        return ("replayed", outcome.result.best.han, yaku, outcome.deltas)
    return run


@dataclass(frozen=True)
class Flip:
    """A case that comes out differently when ``switch`` is set to ``to``.

    ``before`` is the outcome under ``preset`` as it is, ``after`` under ``preset`` with
    the switch set to ``to``; both are worked by hand (``why`` says how).
    """

    switch: str
    to: RuleValue
    run: Run
    before: Outcome
    after: Outcome
    why: str
    preset: str = "saki"
