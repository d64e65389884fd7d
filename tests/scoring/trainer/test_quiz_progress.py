"""A learner's progress (scoring.trainer.progress): streaks, item records, the weakest items,
and the progress file's JSON form."""

from __future__ import annotations

import pytest

from scoring.trainer.grade import Verdict
from scoring.trainer.progress import ItemRecord, Progress


def verdict(correct: bool, items: tuple[str, ...], missed: tuple[str, ...] = ()) -> Verdict:
    return Verdict("fu", correct, "", "", "", items, missed)


def test_score_and_streaks() -> None:
    p = Progress()
    for ok in (True, True, False, True):
        p.record(verdict(ok, ("fu:tsumo",), () if ok else ("fu:tsumo",)))
    assert (p.answered, p.right, p.streak, p.best_streak) == (4, 3, 1, 2)
    assert p.items["fu:tsumo"] == ItemRecord(seen=4, missed=1)


def test_miss_rate_and_weakest() -> None:
    p = Progress()
    p.record(verdict(False, ("a", "b"), ("a", "b")))
    p.record(verdict(False, ("a",), ("a",)))
    p.record(verdict(True, ("b", "c")))
    # a: 2 missed of 2 -> 2/3; b: 1 of 2 -> 1/3; c never missed
    assert p.miss_rate("a") == pytest.approx(2 / 3)
    assert p.miss_rate("b") == pytest.approx(1 / 3)
    assert p.miss_rate("never") == 0
    assert [name for name, _ in p.weakest()] == ["a", "b"]


def test_a_claimed_item_not_in_the_hand_is_counted_too() -> None:
    # a yaku claimed wrongly is missed though it is not among the hand's items
    p = Progress()
    p.record(verdict(False, ("yaku:riichi",), ("yaku:pinfu",)))
    assert p.items["yaku:pinfu"] == ItemRecord(1, 1)
    assert p.items["yaku:riichi"] == ItemRecord(1, 0)


def test_json_round_trip_and_refusals() -> None:
    p = Progress(answered=3, right=2, streak=1, best_streak=2, sessions=1,
                 items={"wait:kanchan": ItemRecord(3, 1)})
    assert Progress.from_json(p.to_json()) == p
    for bad in ({}, {"version": 1, "answered": -1}, {"version": 1, "items": {"x": [1, 2]}},
                {"version": 1, "items": []}, [1]):
        with pytest.raises(ValueError):
            Progress.from_json(bad)
