"""The trainer's discard drill (scoring.trainer.discard): grading by tiles left, worked by hand,
and the deals (the level's shanten, a real choice, a seed repeats).

Copies left are 4 less those in the 14-tile hand and the dora indicator (the discarded
tile stays in sight). Standard shanten is ``8 - 2*sets - blocks - pair`` with blocks up to
``4 - sets``. The player sits South in the East round unless said otherwise.
"""

from __future__ import annotations

import random

import pytest
from handmaker import hand

from scoring.errors import UsageError
from scoring.hand.shanten import shanten
from scoring.rules import Rules
from scoring.situation import Situation
from scoring.table.efficiency import EfficiencyReport, analyze_efficiency
from scoring.tiles import KIND_COUNT, Tile
from scoring.tiles import kind_of as suit_kind
from scoring.trainer.discard import LEVELS, asks_something, deal_discard, grade_discard
from scoring.trainer.grade import item_label
from scoring.trainer.progress import Progress

SAKI = Rules("saki")


def kind_of(name: str) -> int:
    """``m7`` as its kind."""
    return suit_kind(name[0], int(name[1]))

# m23345 p45678 s11 s79 (14 tiles), worked by hand:
# - discard s7 or s9: m23345 is m234+m35 or m345+m23, p45678 is p456+p78 or p45+p678:
#   2 sets, 2 blocks, the pair s11: 1-shanten. Improving: m1 (m123 m345), m4 (m234
#   m345), p3 (p345 p678), p6 (p456 p678), p9 (p456 p789); m4 and p6 are held once:
#   4 + 3 + 4 + 3 + 4 = 18.
# - discard m2, m3 or m5: the m part is one set and a floater; blocks p45678 and s79:
#   still 1-shanten, improved by p3, p6, p9 and s8: 4 + 3 + 4 + 4 = 15.
# - discard p4, p5, p7 or p8: improved by m1, m4, s8: 4 + 3 + 4 = 11.
# - discard s1 (no pair left) or m4, p6 (a set broken): 2-shanten.
TWO_BLOCKS = hand("m23345p45678s1179")

# m123 m456 p11 s123 s89 z1: discarding z1 leaves 3 sets, the pair p11 and the penchan
# s89: tenpai on s7, 4 left. Any other discard keeps z1 a floater: 1-shanten.
PENCHAN = hand("m123456p11s12389z1")

# m123 m456 p789 s555 m9 z1, dora indicator m8 (dora m9): discarding z1 waits on m9 as a
# tanki, discarding m9 waits on z1; each is held once: 3 left either way, a tie. With no
# riichi a ron has no yaku (0); a tsumo is menzen tsumo, fu 20 + 2 tsumo + 2 tanki + 4
# (s555 closed simples) = 28 -> 30:
# - on m9 (z1 discarded): + 2 dora (the pair m99) = 3 han, 30 x 2^5 = 960 basic:
#   1000 + 1000 + 2000 = 4000;
# - on z1 (m9 discarded): + 2 fu for the round wind pair, still 30 fu, 1 han: 240 basic:
#   300 + 300 + 500 = 1100.
TANKI = hand("m123456p789s555z1m9")


def report(h: object, **situation: object) -> EfficiencyReport:
    return analyze_efficiency(h, Situation(seat=1, **situation), SAKI,  # type: ignore[arg-type]
                              values=True)


def test_every_discard_tied_with_the_best_is_right() -> None:
    r = report(TWO_BLOCKS)
    for tile in ("s7", "s9"):
        verdict = grade_discard(r, kind_of(tile))
        assert verdict.correct and verdict.missed == ()
        assert verdict.expected == "s7 or s9 (1-shanten, 18 tiles)"
    assert asks_something(r)  # m2 keeps the shanten with fewer tiles: a real question


def test_fewer_tiles_at_the_same_shanten_is_wrong_with_the_numbers() -> None:
    verdict = grade_discard(report(TWO_BLOCKS), kind_of("m2"))
    assert not verdict.correct
    assert verdict.given == "m2 (1-shanten, 15 tiles)"
    assert verdict.note == "3 tiles fewer than s7"  # 18 - 15
    assert verdict.items == ("discard:iishanten",)
    assert verdict.missed == ("discard:iishanten", "discard:tiles_left")
    assert item_label("discard:tiles_left") == "the discard that keeps the most tiles"


def test_a_discard_that_raises_the_shanten_is_wrong() -> None:
    r = report(PENCHAN)
    assert grade_discard(r, kind_of("z1")).expected == "z1 (tenpai, 4 tiles)"
    verdict = grade_discard(r, kind_of("s9"))
    assert not verdict.correct
    assert verdict.note == "s9 leaves the hand 1-shanten, z1 keeps it tenpai"
    assert verdict.missed == ("discard:tenpai", "discard:shanten")


def test_a_tie_on_tiles_names_the_wait_worth_more() -> None:
    r = report(TANKI, dora_indicators=(Tile(kind_of("m8")),))
    right = grade_discard(r, kind_of("z1"))
    assert right.correct and right.note == ""  # the richer of the two
    poorer = grade_discard(r, kind_of("m9"))
    assert poorer.correct  # judged by tiles left: 3 and 3
    assert poorer.expected == "z1 or m9 (tenpai, 3 tiles)"
    assert poorer.note == ("z1 keeps as many tiles and its waits are worth more: 0 by ron, "
                           "4000 by tsumo on average, against 0 by ron, 1100 by tsumo")


def test_a_tile_not_in_the_hand_is_not_an_answer() -> None:
    with pytest.raises(UsageError, match="m7 is not in the hand") as caught:
        grade_discard(report(TWO_BLOCKS), kind_of("m7"))
    assert caught.value.code == "bad_answer"


def counts_of(tiles: tuple[Tile, ...]) -> list[int]:
    counts = [0] * KIND_COUNT
    for tile in tiles:
        counts[tile.kind] += 1
    return counts


@pytest.mark.parametrize("level", [1, 2, 3])
def test_deals_are_at_the_levels_shanten_and_ask_something(level: int) -> None:
    rng = random.Random(level)
    for _ in range(12):
        dealt = deal_discard(rng, level, SAKI)
        h = dealt.hand
        assert len(h.closed_tiles) == 14 and not h.melds and h.win_source is None
        counts = counts_of(h.closed_tiles)
        assert max(counts) <= 4
        # the 14-tile shanten is the shanten after the best discard
        assert shanten(counts, 0) in LEVELS[level]
        again = analyze_efficiency(h, dealt.situation, SAKI, values=True)
        assert again.best.shanten in LEVELS[level]
        best = again.best
        # a discard keeping the shanten leaves fewer tiles: a plausible wrong answer
        assert any(o.shanten == best.shanten and o.count < best.count
                   for o in again.options)


def test_a_seed_repeats_the_deals() -> None:
    def hands(seed: int) -> list[str]:
        rng = random.Random(seed)
        return [str(deal_discard(rng, 1, SAKI).hand) for _ in range(4)]

    assert hands(7) == hands(7) != hands(8)


def test_missed_items_weigh_a_deal_up() -> None:
    rng = random.Random(3)
    dealt = deal_discard(rng, 2, SAKI)
    progress = Progress()
    assert progress.weigh(dealt, "discard") == 1.0
    verdict = grade_discard(dealt.report, dealt.report.options[-1].discard.kind)  # type: ignore[union-attr]
    assert not verdict.correct  # the worst discard: the hand asks something
    progress.record(verdict)
    # one miss in one answer: miss rate 1 / (1 + 1), weight 1 + 6 x 0.5
    assert progress.weigh(dealt, "discard") == 4.0
