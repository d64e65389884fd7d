"""The fast builders of scoring/results.py make the very objects the classes make."""

from __future__ import annotations

from dataclasses import FrozenInstanceError, fields

import pytest

from scoring.hands import Hand, Meld, MeldKind, Source, build_hand
from scoring.results import (
    Decomposition,
    Evaluation,
    Form,
    FuItem,
    Group,
    GroupKind,
    Payment,
    ScoreResult,
    Settlement,
    Wait,
    YakuHit,
    build_decomposition,
    build_evaluation,
    build_fu_item,
    build_group,
    build_payment,
    build_score_result,
    build_settlement,
)
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
               (Evaluation(*EVALUATION_ARGS),), "why", Settlement(*SETTLEMENT_ARGS), 2, None)

HAND_ARGS = ((Tile(0), Tile(1)), (Meld(MeldKind.PON, (Tile(27),) * 3, Tile(27), Source.TOIMEN),),
             Tile(2), Source.KAMICHA)

CASES = [
    (Hand, build_hand, HAND_ARGS),
    (Group, build_group, GROUP_ARGS),
    (Decomposition, build_decomposition, DECOMPOSITION_ARGS),
    (FuItem, build_fu_item, FU_ITEM_ARGS),
    (Evaluation, build_evaluation, EVALUATION_ARGS),
    (Payment, build_payment, PAYMENT_ARGS),
    (Settlement, build_settlement, SETTLEMENT_ARGS),
    (ScoreResult, build_score_result, RESULT_ARGS),
]


@pytest.mark.parametrize(("cls", "build", "args"), CASES, ids=[c[0].__name__ for c in CASES])
def test_builder_makes_what_the_class_makes(cls: type, build: object, args: tuple[object, ...]
                                            ) -> None:
    # every field is a parameter of the builder, in order: a field added to the class
    # and forgotten in its builder fails here
    assert len(args) == len(fields(cls))
    made = build(*args)  # type: ignore[operator]
    assert type(made) is cls
    assert made == cls(*args)
    assert _values(made) == args
    assert hash(made) == hash(cls(*args))
    assert repr(made) == repr(cls(*args))
    with pytest.raises(FrozenInstanceError):
        setattr(made, fields(cls)[0].name, None)  # still frozen
