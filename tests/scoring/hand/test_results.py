"""The result values of scoring/hand/results.py (and Hand) are immutable, hashable dataclasses,
whether the package runs as Python source or compiled by mypyc (setup.py)."""

from __future__ import annotations

import copy
import pickle
from dataclasses import FrozenInstanceError, fields

import pytest

from scoring.hand.results import (
    Decomposition,
    Evaluation,
    Form,
    FuItem,
    Group,
    GroupKind,
    Payment,
    Settlement,
    Wait,
    YakuHit,
)
from scoring.hand.score_result import ScoreResult
from scoring.hands import Hand, Meld, MeldKind, Source
from scoring.situation import Situation
from scoring.tiles import Tile


def _values(obj: object) -> tuple[object, ...]:
    return tuple(getattr(obj, f.name) for f in fields(obj))  # type: ignore[arg-type]


GROUP_ARGS = (GroupKind.TRIPLET, (Tile(4, True), Tile(4), Tile(4)), False, 1, True)
DECOMPOSITION_ARGS = (Form.STANDARD, (Group(*GROUP_ARGS),), Wait.SHANPON)
FU_ITEM_ARGS = ("open_triplet_simple", 2, "open triplet of simples: 2 = 2", GROUP_ARGS[1])
EVALUATION_ARGS = (Decomposition(*DECOMPOSITION_ARGS), (YakuHit("tanyao", 1),), 1, 30, 22,
                   (FuItem(*FU_ITEM_ARGS),), 0, None, 240, 1000, True)
PAYMENT_ARGS = (2, 1, 1000, "basic")
SETTLEMENT_ARGS = ((Payment(*PAYMENT_ARGS),), (0, 1000, -1000, 0), False)
RESULT_ARGS = (Hand((Tile(0),)), Situation(), "saki", Evaluation(*EVALUATION_ARGS),
               (Evaluation(*EVALUATION_ARGS),), Settlement(*SETTLEMENT_ARGS), 2, None)

HAND_ARGS = ((Tile(0), Tile(1)), (Meld(MeldKind.PON, (Tile(27),) * 3, Tile(27), Source.TOIMEN),),
             Tile(2), Source.KAMICHA)

CASES = [
    (Hand, HAND_ARGS),
    (Group, GROUP_ARGS),
    (Decomposition, DECOMPOSITION_ARGS),
    (FuItem, FU_ITEM_ARGS),
    (Evaluation, EVALUATION_ARGS),
    (Payment, PAYMENT_ARGS),
    (Settlement, SETTLEMENT_ARGS),
    (ScoreResult, RESULT_ARGS),
]


@pytest.mark.parametrize(("cls", "args"), CASES, ids=[c[0].__name__ for c in CASES])
def test_values_are_frozen_and_compare_by_value(cls: type, args: tuple[object, ...]) -> None:
    assert len(args) == len(fields(cls))
    made = cls(*args)
    again = cls(*args)
    assert type(made) is cls  # not the twin it is made as in plain Python (frozen.py)
    assert _values(made) == args
    assert made == again and made is not again
    assert hash(made) == hash(again)
    assert repr(made) == repr(again)
    assert len({made, again}) == 1
    for field in fields(cls):
        with pytest.raises(FrozenInstanceError):
            setattr(made, field.name, None)
        with pytest.raises(FrozenInstanceError):
            delattr(made, field.name)
    assert _values(made) == args  # unchanged


def _round_trips(value: object) -> None:
    for copied in (pickle.loads(pickle.dumps(value)), copy.copy(value), copy.deepcopy(value)):
        assert type(copied) is type(value)
        assert copied == value
        if isinstance(value, ScoreResult):  # why is made from the fields when asked
            assert isinstance(copied, ScoreResult) and copied.why == value.why


@pytest.mark.parametrize(("cls", "args"), CASES, ids=[c[0].__name__ for c in CASES])
def test_values_pickle_and_copy(cls: type, args: tuple[object, ...]) -> None:
    # what a frozen dataclass does by itself; compiled by mypyc, or refusing stores, a
    # value is rebuilt through its __init__ (scoring/frozen.py, Value.__reduce__)
    _round_trips(cls(*args))


def test_whole_results_pickle_and_copy() -> None:
    # a score (tiles, groups, yaku, fu items, payments), and a waits report
    from grammar import parse_hand
    from scoring.hand.scorer import score
    from scoring.rules import Rules
    from scoring.table.waits import analyze_waits

    hand = parse_hand("m234567p345s2355s4+")
    _round_trips(score(hand, Situation(seat=1, riichi=True, dora_indicators=(Tile(3),)),
                       Rules("saki")))
    _round_trips(analyze_waits(parse_hand("m234567p345s2355")))
    from scoring.game.settlement import settle_draw, settle_final

    _round_trips(settle_draw([True, False, False, True]))
    _round_trips(settle_final([36700, 25300, 19700, 18300]))
