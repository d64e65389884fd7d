"""scoring.game.game_record: the values a log reader makes are immutable, compare by their
fields, and survive pickling and copying (``mjcalc log --jobs N --db`` sends games
between processes) — compiled and plain alike."""

from __future__ import annotations

import copy
import pickle
from dataclasses import FrozenInstanceError, fields, replace

import pytest

from scoring.game.game_record import (
    Call,
    Discard,
    Draw,
    Event,
    Game,
    Kita,
    NewDora,
    RecordedWin,
    Round,
    RoundEnd,
    Win,
)
from scoring.hands import MeldKind
from scoring.tiles import Tile

M5, Z4 = Tile.parse("m5"), Tile.parse("z4")
RECORDED = RecordedWin(30, 2, 0, 2000, (("riichi", 1), ("tsumo", 1)), None,
                       (-700, 2000, -700, -600))
EVENTS: list[Event] = [
    Draw(1, M5), Draw(2, M5, True, 17),
    Discard(1, M5), Discard(3, Z4, True, False, 121),
    Call(2, MeldKind.PON, (M5, M5, M5), M5, 1), Kita(0, Z4), NewDora(M5, 16),
    Win(1, 1, M5, (Z4,), None, RECORDED), RoundEnd("exhaustive", (True, False, False, True)),
]
ROUND = Round(0, 1, 0, 0, 0, (25000,) * 4, (M5,), ((M5,) * 13,) * 4, tuple(EVENTS))
GAME = Game("x.log", 1, "mjlog", 4, ("A", "B", "C", "D"), "tenhou", {"open_tanyao": False},
            (ROUND,), None, None, False, "round 2")


@pytest.mark.parametrize("value", [*EVENTS, RECORDED, ROUND, GAME],
                         ids=lambda v: type(v).__name__)
def test_a_value_survives_pickle_and_copy(value: object) -> None:
    assert pickle.loads(pickle.dumps(value)) == value
    assert copy.copy(value) == value and copy.deepcopy(value) == value


@pytest.mark.parametrize("value", EVENTS, ids=lambda v: type(v).__name__)
def test_an_event_refuses_a_later_store(value: object) -> None:
    name = fields(value)[0].name  # type: ignore[arg-type]
    with pytest.raises(FrozenInstanceError):
        setattr(value, name, -99)
    assert getattr(value, name) != -99


def test_events_compare_and_hash_by_their_fields() -> None:
    # the defaults are the documented ones: no rinshan, no riichi, no tile number
    assert Draw(1, M5) == Draw(1, M5, False, None) and Draw(1, M5) != Draw(2, M5)
    assert hash(Discard(1, M5)) == hash(Discard(1, M5, False, None, None))
    draw: object = Draw(1, M5)
    assert draw != Discard(1, M5)  # same seat and tile, another event
    assert replace(Discard(3, Z4), seat=0) == Discard(0, Z4)
    assert repr(Draw(1, M5, True, 7)) == f"Draw(seat=1, tile={M5!r}, rinshan=True, tile_id=7)"
