"""Grading the trainer's answers (scoring.trainer.grade): right, wrong and near misses.

Every expected value is worked by hand from the rule book (seed 000, SPEC "Scoring").
"""

from __future__ import annotations

from handmaker import hand

from scoring.hand.score_result import ScoreResult
from scoring.hand.scorer import score
from scoring.hands import Hand
from scoring.situation import Situation
from scoring.tiles import Tile
from scoring.trainer.grade import (
    grade_fu,
    grade_han,
    grade_waits,
    grade_yaku,
    item_label,
    learning_items,
)

# South seat, East round, tsumo on m2 into m13 (kanchan): 20 base + 2 tsumo + 8 closed
# honor triplet z111 + 2 kanchan = 32, rounded up to 40. Yaku: round wind (z1 in the East
# round), menzen tsumo: 2 han.
KANCHAN_TSUMO = hand("m13p456s789z111p99m2")


def scored(h: Hand, **situation: object) -> ScoreResult:
    return score(h, Situation(**situation))  # type: ignore[arg-type]


def test_fu_right_answer() -> None:
    verdict = grade_fu(scored(KANCHAN_TSUMO), 40)
    assert verdict.correct and verdict.missed == ()
    assert verdict.expected == "40 fu"


def test_fu_rounded_down_is_a_near_miss() -> None:
    # "30" for 32 fu before rounding: fu round up, so 40.
    verdict = grade_fu(scored(KANCHAN_TSUMO), 30)
    assert not verdict.correct
    assert "round up, not down" in verdict.note and "32" in verdict.note


def test_fu_unrounded_is_a_near_miss() -> None:
    verdict = grade_fu(scored(KANCHAN_TSUMO), 32)
    assert not verdict.correct
    assert "before rounding" in verdict.note


def test_fu_items_of_the_hand_are_held_against_a_miss() -> None:
    verdict = grade_fu(scored(KANCHAN_TSUMO), 50)
    assert set(verdict.missed) == {"fu:tsumo", "fu:closed_triplet_yaochu", "fu:wait_kanchan",
                                   "fu:rounding"}
    assert item_label("fu:closed_triplet_yaochu") == "closed terminal/honor triplet"
    assert item_label("fu:wait_kanchan") == "kanchan wait +2 fu"


def test_han_right_and_forgotten_dora() -> None:
    # dora indicator p8 makes p9 dora: the pair p99 adds 2, 4 han in all.
    result = scored(KANCHAN_TSUMO, dora_indicators=(Tile.parse("p8"),))
    assert grade_han(result, 4, 0).correct
    verdict = grade_han(result, 2, 0)
    assert not verdict.correct and "dora" in verdict.note and "2 more" in verdict.note
    assert "yaku:dora" in verdict.missed


def test_han_open_hand_loses_a_han() -> None:
    # chi m7-89 opens the hand: half flush 2 (3 closed), straight 1 (2 closed), seat wind
    # South z222 1: 4 han; counted at the closed values it would be 6.
    result = scored(hand("m123456z222m9m9", "m7-89"))
    assert grade_han(result, 4, 0).correct
    verdict = grade_han(result, 6, 0)
    assert not verdict.correct and "open hand" in verdict.note
    assert "han:open_loss" in verdict.items


def test_han_of_a_yakuman() -> None:
    # big three dragons: one yakuman; "13 han" is not how a yakuman is counted here.
    result = scored(hand("m123p1z555666777p1"))
    assert grade_han(result, 0, 1).correct
    assert not grade_han(result, 0, 2).correct
    assert not grade_han(result, 13, 0).correct


def test_yaku_exact_misses_and_false_claims() -> None:
    result = scored(KANCHAN_TSUMO)
    assert grade_yaku(result, ("round_wind", "menzen_tsumo")).correct
    verdict = grade_yaku(result, ("menzen_tsumo", "pinfu"))
    assert not verdict.correct
    # only the yaku missed (round wind) and the one wrongly claimed (pinfu) count
    assert set(verdict.missed) == {"yaku:round_wind", "yaku:pinfu"}
    assert "missing: Prevailing Wind" in verdict.note
    assert "not in this hand: Pinfu" in verdict.note


def test_yaku_dora_named_are_ignored() -> None:
    result = scored(KANCHAN_TSUMO, dora_indicators=(Tile.parse("p8"),))
    assert grade_yaku(result, ("round_wind", "menzen_tsumo", "dora")).correct


def test_waits_right_wrong_and_order_free() -> None:
    result = scored(KANCHAN_TSUMO)
    m2, m4 = Tile.parse("m2").kind, Tile.parse("m4").kind
    assert grade_waits(result, (m2,)).correct
    verdict = grade_waits(result, (m2, m4))
    assert not verdict.correct and verdict.note == "not a wait: m4"
    assert verdict.items == ("wait:kanchan",)
    # m23 waits on m1 and m4 (ryanmen), in any order
    two_sided = scored(hand("m23p456s789z111p99m4"))
    assert grade_waits(two_sided, (m4, Tile.parse("m1").kind)).correct
    assert not grade_waits(two_sided, (m4,)).correct


def test_points_items_name_who_pays() -> None:
    # a non-dealer tsumo with one honba: the payment items the points drill teaches.
    result = scored(KANCHAN_TSUMO, honba=1)
    assert learning_items(result, "points") == ("points:non_dealer_tsumo", "points:honba")
    dealer = scored(KANCHAN_TSUMO, seat=0)
    assert learning_items(dealer, "points") == ("points:dealer_tsumo",)


def test_yaku_named_in_the_language_asked() -> None:
    verdict = grade_yaku(scored(KANCHAN_TSUMO), ("menzen_tsumo",), "ja")
    assert verdict.expected == "門前清自摸和, 場風"  # menzen tsumo, round wind (yaku table)
    assert verdict.note == "missing: 場風"
