"""grammar.logs.fields.game_fault: what no real game can hold, whatever reader made it."""

from __future__ import annotations

from dataclasses import replace

import pytest
from log_fixtures import FIXTURES, text_of

from grammar.logs.fields import game_fault
from grammar.logs.mjai import read_mjai
from scoring.game.game_record import Discard, Draw, Event, Game, Kita
from scoring.tiles import Tile

EDGE = FIXTURES / "mjai_edge_cases.mjson"


def _game() -> Game:
    return next(iter(read_mjai(text_of(EDGE), "edge.mjson")))


def _with_event(game: Game, round_index: int, place: int, event: Event) -> Game:
    """``game`` with event ``place`` (0-based) of round ``round_index`` replaced."""
    rnd = game.rounds[round_index]
    events = (*rnd.events[:place], event, *rnd.events[place + 1:])
    rounds = list(game.rounds)
    rounds[round_index] = replace(rnd, events=events)
    return replace(game, rounds=tuple(rounds))


def test_a_game_as_read_has_no_fault() -> None:
    assert game_fault(_game()) is None


@pytest.mark.parametrize("bad", [
    Draw(4, Tile.parse("m1")),  # a fifth seat in a four-player game
    Discard(-1, Tile.parse("m1")),
    Kita(7, Tile.parse("z4")),
])
def test_a_draw_a_discard_or_a_kita_by_no_seat_is_a_fault(bad: Draw | Discard | Kita) -> None:
    # each kind of play is checked (the check tests the classes one by one, issue 30):
    # the second event of the second round, named 1-based
    assert game_fault(_with_event(_game(), 1, 1, bad)) == (
        1, f"event 2: seat {bad.seat} or tile {bad.tile!r} out of range")
