"""The trainer's deals (scoring.trainer.deal): every hand scores with a yaku, the levels'
limits hold, a seed repeats, and missed items come back more often (quiz_progress)."""

from __future__ import annotations

import random

import pytest

from scoring.hand.scorer import score
from scoring.hand.yaku import YAKU_BY_ID
from scoring.rules import Rules
from scoring.trainer.deal import LEVELS, deal
from scoring.trainer.grade import expected_yaku, learning_items
from scoring.trainer.progress import ItemRecord, Progress

SAKI = Rules("saki")
DEALS = 150  # per level: enough to see every kind of deal, quick (about 0.1 s a level)


def deals(level: int, seed: int, count: int = DEALS) -> list:  # type: ignore[type-arg]
    rng = random.Random(seed)
    return [deal(rng, level, SAKI) for _ in range(count)]


@pytest.mark.parametrize("level", [1, 2, 3])
def test_every_hand_scores_with_a_yaku(level: int) -> None:
    for d in deals(level, seed=level):
        again = score(d.hand, d.situation, SAKI)  # scored afresh, not the deal's own copy
        assert again.best.has_yaku
        assert expected_yaku(again), "dora alone are no yaku"


def test_level_1_closed_no_kans_common_yaku() -> None:
    allowed = LEVELS[1].yaku
    assert allowed is not None
    for d in deals(1, seed=11):
        assert d.hand.is_closed
        assert not d.hand.melds
        assert d.situation.honba == 0
        assert d.result.best.yakuman == 0
        for hit in d.result.best.yaku:
            assert YAKU_BY_ID[hit.id].dora or hit.id in allowed


def test_level_2_opens_hands_without_kans() -> None:
    hands = deals(2, seed=12)
    assert not any(m.kind.is_kan for d in hands for m in d.hand.melds)
    assert not any(d.result.best.yakuman or d.situation.honba for d in hands)
    assert any(not d.hand.is_closed for d in hands)


def test_level_3_deals_what_level_3_promises() -> None:
    hands = deals(3, seed=13, count=400)
    assert any(m.kind.is_kan for d in hands for m in d.hand.melds)
    assert any(not d.hand.is_closed for d in hands)
    assert any(d.result.best.yakuman for d in hands)
    assert any(d.situation.honba for d in hands)
    assert any(d.situation.rinshan for d in hands)
    assert any(d.situation.chankan for d in hands)


def test_common_shapes_come_more_often_than_rare_ones() -> None:
    # a table deals far more hands with runs than all-triplet hands or seven pairs.
    hands = deals(2, seed=14, count=300)
    with_runs = sum(any(g.kind.value == "run" for g in d.result.best.decomposition.groups)
                    for d in hands)
    assert with_runs > 0.6 * len(hands)


def test_the_seed_repeats_the_deals() -> None:
    first = [(d.hand, d.situation) for d in deals(3, seed=99, count=30)]
    second = [(d.hand, d.situation) for d in deals(3, seed=99, count=30)]
    other = [(d.hand, d.situation) for d in deals(3, seed=100, count=30)]
    assert first == second
    assert first != other


def test_missed_items_come_back_more_often() -> None:
    # kanchan waits missed every time: hands with a kanchan fu item should be dealt
    # clearly more often than without the record.
    item = "fu:wait_kanchan"
    weak = Progress(items={item: ItemRecord(seen=10, missed=10)})

    def share(progress: Progress | None) -> float:
        rng = random.Random(5)
        weigh = None if progress is None else (lambda d: progress.weigh(d, "fu"))
        hits = sum(item in learning_items(deal(rng, 1, SAKI, weigh).result, "fu")
                   for _ in range(300))
        return hits / 300

    plain, weighted = share(None), share(weak)
    assert weighted > 1.5 * plain
