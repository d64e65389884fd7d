"""Several winners on one discard (double or triple ron): each hand scored, settled together.

Each winner's hand is scored on its own (:func:`scoring.hand.scorer.score`), with its own seat,
flags, ura indicators and pao. What belongs to the discard and the table is shared and
must agree between the winners: the discarder, the winning tile, the round wind, the dora
indicators, the honba and riichi sticks, whether the tile was a kan tile robbed (chankan)
or the last discard (houtei); tiles cannot appear more than four times across all the
hands (the winning tile is one tile) and the indicators.

The winners are then settled together by :func:`scoring.hand.payments.settle` with one
:class:`~scoring.hand.payments.WinClaim` per winner, per the rules (seed 000 "场棒负担额" and
"立直棒负担额"; majiang-core for the ``majiang`` preset):

- ``double_ron`` / ``triple_ron``: ``settled`` pays every winner, ``head_bump`` only the
  winner nearest the discarder in turn order, ``draw`` (three winners) is an abortive
  draw — nobody is paid, the riichi sticks stay on the table;
- ``multi_ron_honba``: the discarder pays 300 x honba in total, ``split`` evenly between
  the winners; ``each`` winner gets 300 x honba; or the ``first`` (nearest) winner alone;
- the riichi sticks all go to the winner nearest the discarder;
- each hand's pao is settled on its own (the liable seat and the discarder share that
  winner's hand only).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final

from ..errors import MjcalcError, ScoringError, UsageError
from ..frozen import Value
from ..hands import Hand
from ..rules import DEFAULT_RULES, Rules
from ..situation import SEAT_NAMES, Situation
from ..tiles import Tile
from .payments import SEATS, WinClaim, settle, settled_claims
from .results import Payment, Settlement
from .score_result import ScoreResult
from .validate import check_possible

#: ``MultiRonResult.mode`` for a single winner (no multiple-ron switch applies).
SINGLE: Final = "single"
MAX_WINNERS: Final = SEATS - 1


@dataclass(frozen=True, slots=True)
class MultiRonResult(Value):
    """The answer for one discard won by one to three players.

    ``winners``: each winner's ScoreResult, nearest the discarder first (turn order). The
    ``settlement`` of each is its share of the combined settlement: the payments made to
    it (basic, pao, honba, deposits) and their net change of the four seats.
    ``paid``: per winner, whether it is paid (False when head-bumped, and for every
    winner of a triple ron that is an abortive draw).
    ``mode``: what applied — ``single`` (one winner), or the value of ``double_ron`` /
    ``triple_ron``: ``settled``, ``head_bump`` or ``draw``.
    ``honba_mode``: the value of ``multi_ron_honba`` (it matters when several are paid).
    ``settlement``: every payment of the discard, nearest winner first, and the net change
    of the four seats (``abortive_draw`` True and no payments under ``draw``).
    """

    winners: tuple[ScoreResult, ...]
    paid: tuple[bool, ...]
    discarder: int
    mode: str
    honba_mode: str
    settlement: Settlement
    preset: str

    @property
    def abortive_draw(self) -> bool:
        """True when the win is not paid at all (triple ron under ``triple_ron=draw``)."""
        return self.settlement.abortive_draw


def win_claim(result: ScoreResult, rules: Rules) -> WinClaim:
    """The claim a scored hand makes on the payments (its pao included)."""
    from .scorer import liable_seat

    best = result.best
    pao_seat, pao_yakuman = liable_seat(result.hand, result.situation, rules, best)
    return WinClaim(result.situation.seat, best.basic, best.yakuman,
                    result.discarder is None, pao_seat, pao_yakuman)


def score_multi_ron(entries: Sequence[tuple[Hand, Situation]],
                    rules: Rules = DEFAULT_RULES) -> MultiRonResult:
    """Score every winner of one discard and settle them together.

    ``entries`` are (hand, situation) per winner, in any order; each hand is complete
    (its winning tile is the discard, marked as a ron). Raises what
    :func:`scoring.hand.scorer.score` raises for a hand, UsageError ``bad_claims`` for winners
    that cannot share one discard (see the module doc), ScoringError
    ``contradictory_flags`` when chankan or houtei is given for some winners only, and
    InvalidHandError ``fifth_tile`` / ``red_fives`` for tiles the hands cannot hold
    together.
    """
    most = rules.number("players") - 1
    if not 1 <= len(entries) <= most:
        raise UsageError(f"one discard has 1 to {most} winners, got {len(entries)}",
                         code="bad_claims")
    from .scorer import score

    results = []
    for number, (hand, situation) in enumerate(entries, 1):
        try:
            results.append(score(hand, situation, rules))
        except MjcalcError as err:
            if len(entries) == 1:
                raise
            # say which winner: the same error, its message prefixed.
            raise type(err)(f"{_winner(number, situation.seat)}: {err.message}",
                            code=err.code, position=err.position, text=err.text,
                            detail=err.detail) from None
    discarder = _check_one_discard(results, rules)
    claims = [win_claim(r, rules) for r in results]
    first = results[0].situation
    settlement = settle(claims, discarder, first.honba, first.deposits, rules)
    paid_seats = {c.seat for c in settled_claims(claims, discarder, rules)}
    seats = rules.number("players")
    ordered = sorted(results, key=lambda r: (r.situation.seat - discarder) % seats)
    n = len(results)
    mode = SINGLE if n == 1 else rules.choice("double_ron" if n == 2 else "triple_ron")
    return MultiRonResult(
        winners=tuple(replace(r, settlement=share(settlement, r.situation.seat))
                      for r in ordered),
        paid=tuple(r.situation.seat in paid_seats for r in ordered),
        discarder=discarder,
        mode=mode,
        honba_mode=rules.choice("multi_ron_honba"),
        settlement=settlement,
        preset=rules.preset,
    )


def share(settlement: Settlement, seat: int) -> Settlement:
    """The part of ``settlement`` paid to ``seat``: those payments and their net change."""
    payments = tuple(p for p in settlement.payments if p.payee == seat)
    return Settlement(payments, net_of(payments, len(settlement.net)),
                      settlement.abortive_draw)


def net_of(payments: Sequence[Payment], seats: int = SEATS) -> tuple[int, ...]:
    """The change of the seats' points (four, or three with three players) that
    ``payments`` make."""
    net = [0] * seats
    for p in payments:
        net[p.payee] += p.amount
        if p.payer is not None:
            net[p.payer] -= p.amount
    return tuple(net)


def _seat(seat: int) -> str:
    return SEAT_NAMES[seat].capitalize() if 0 <= seat < SEATS else f"seat {seat}"


def _winner(number: int, seat: int) -> str:
    """How messages name a winner: ``winner 2 (North)``."""
    return f"winner {number} ({_seat(seat)})"


def _check_one_discard(results: Sequence[ScoreResult], rules: Rules) -> int:
    """The common discarder of the winners; raises when they cannot share one discard."""
    first = results[0]
    if first.discarder is None:
        if len(results) == 1:
            raise UsageError("a multiple ron needs ron wins; this one is a tsumo",
                             code="bad_claims")
        raise UsageError("a tsumo win has exactly one winner", code="bad_claims")
    discarder = first.discarder
    tile = first.hand.win_tile
    s0 = first.situation
    seats: list[int] = []
    for number, r in enumerate(results, 1):
        s = r.situation
        what = _winner(number, s.seat)
        if r.discarder is None:
            raise UsageError(f"{what} wins by tsumo: every winner of one discard wins by ron",
                             code="bad_claims")
        if r.discarder != discarder:
            raise UsageError(f"{what} wins on {_seat(r.discarder)}'s discard, winner 1 on "
                             f"{_seat(discarder)}'s: one discard has one discarder",
                             code="bad_claims")
        if s.seat in seats:
            raise UsageError(f"{what}: that seat wins twice", code="bad_claims")
        seats.append(s.seat)
        if r.hand.win_tile != tile:
            raise UsageError(f"{what} wins on {r.hand.win_tile}, winner 1 on {tile}: one "
                             "discard is one tile", code="bad_claims")
        for field, label in (("round_wind", "round wind"), ("dora_indicators", "dora"),
                             ("honba", "honba"), ("deposits", "riichi sticks")):
            if getattr(s, field) != getattr(s0, field):
                raise UsageError(f"{what} has other {label} than winner 1: the table's "
                                 f"{label} are the same for every winner", code="bad_claims")
        if s.chankan != s0.chankan or s.houtei != s0.houtei:
            raise ScoringError(f"{what}: chankan and houtei describe the discard, so they "
                               "hold for every winner or for none", code="contradictory_flags")
    uras = {r.situation.ura_indicators for r in results if r.situation.ura_indicators}
    if len(uras) > 1:
        raise UsageError("the winners name different ura indicators: there is one set",
                         code="bad_claims")
    if len(results) > 1:
        _check_tiles_together(results, uras.pop() if uras else (), rules)
    return discarder


def _check_tiles_together(results: Sequence[ScoreResult], ura: tuple[Tile, ...],
                          rules: Rules) -> None:
    """No fifth copy and no extra red five across every hand and the indicators."""
    tiles: list[Tile] = list(results[0].hand.all_tiles)
    for r in results[1:]:
        hand = r.hand
        tiles.extend(hand.without_win().all_tiles)  # the discard is one tile, counted once
    tiles.extend(results[0].situation.dora_indicators)
    tiles.extend(ura)
    check_possible(tiles, rules,
                   lambda index: "across the winners' hands and the indicators")
