"""Seats counted from the game's first dealer (issue 29, point 8).

The model's seats are 0 for the game's first dealer, then in turn order. A format whose
seats are fixed places at the table (mjai's ``actor``: 0 is whoever sat there, the first
dealer being the first ``start_kyoku``'s ``oya``) is turned into those seats here, every
seat and every per-seat list of the game alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TypeVar

from scoring.game.game_record import Call, Discard, Draw, Event, Game, Kita, Round, RoundEnd, Win

T = TypeVar("T")


def first_dealer(game: Game) -> int:
    """The place of the game's first dealer: the dealer of its first round read, less the
    hands played before it (the dealer moves one place a hand number, whatever the wind)."""
    if not game.rounds:
        return 0
    first = game.rounds[0]
    return (first.dealer - (first.number - 1)) % game.players


def from_first_dealer(game: Game) -> Game:
    """``game`` with every seat counted from its first dealer (unchanged when that is
    already place 0)."""
    shift = first_dealer(game)
    if not shift:
        return game
    players = game.players

    def seat(place: int) -> int:
        return (place - shift) % players

    def by_seat(values: Sequence[T]) -> tuple[T, ...]:
        return tuple(values[(index + shift) % players] for index in range(players))

    def event(item: Event) -> Event:
        if isinstance(item, (Draw, Discard, Kita)):
            return replace(item, seat=seat(item.seat))
        if isinstance(item, Call):
            return replace(item, seat=seat(item.seat), from_seat=None
                           if item.from_seat is None else seat(item.from_seat))
        if isinstance(item, Win):
            recorded = item.recorded
            if recorded is not None:
                recorded = replace(
                    recorded,
                    pao_seat=None if recorded.pao_seat is None else seat(recorded.pao_seat),
                    deltas=None if recorded.deltas is None else by_seat(recorded.deltas))
            return replace(item, seat=seat(item.seat), from_seat=seat(item.from_seat),
                           recorded=recorded)
        if isinstance(item, RoundEnd):
            return replace(item, tenpai=None if item.tenpai is None else by_seat(item.tenpai),
                           deltas=None if item.deltas is None else by_seat(item.deltas))
        return item

    def round_(rnd: Round) -> Round:
        return replace(rnd, dealer=seat(rnd.dealer), scores=by_seat(rnd.scores),
                       deal=by_seat(rnd.deal), events=tuple(event(e) for e in rnd.events))

    return replace(game, names=by_seat(game.names) if len(game.names) == players else
                   game.names, rounds=tuple(round_(r) for r in game.rounds),
                   final_scores=None if game.final_scores is None else
                   by_seat(game.final_scores),
                   final_points=None if game.final_points is None else
                   by_seat(game.final_points))
