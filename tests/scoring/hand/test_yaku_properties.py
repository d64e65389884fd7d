"""Yaku made of three groups, as properties both ways (issue 35, item 4): the yaku is
counted when its three groups are there, and not when only two of them are.

Each hand is four groups and an honor pair, concealed, won by tsumo on the pair (so it
always has a yaku, menzen tsumo, and scores). The rule (seed 000): sanshoku doukou is a
triplet of one number in each of the three suits; sanshoku a run of the same numbers in
each suit; ittsu the runs 123, 456 and 789 of one suit. The negative hands move one of
the three groups to another number, and no reading of their tiles can make the missing
group (the comments say why), so the yaku must be missing from every result.
"""

from __future__ import annotations

from typing import Any

from handmaker import hand
from hypothesis import given, settings
from hypothesis import strategies as st
from properties import examples

from scoring.hand.scorer import score
from scoring.rules import Rules
from scoring.situation import Situation

SAKI = Rules("saki")
PROPERTY = settings(max_examples=examples(100))
SUITS = st.permutations(["m", "p", "s"])
HONORS = st.lists(st.integers(1, 7), min_size=2, max_size=2, unique=True)


def yaku_of(groups: list[str], pair: int) -> set[str]:
    """The yaku of the hand ``groups`` + the honor pair, tsumo on the pair's second tile."""
    text = "".join(groups) + f"z{pair}z{pair}"
    result: Any = score(hand(text), Situation(), SAKI)
    return {hit.id for hit in result.best.yaku}


@PROPERTY
@given(SUITS, st.integers(1, 9), st.integers(1, 7), st.integers(1, 7), HONORS)
def test_sanshoku_doukou_needs_all_three_suits(suits: list[str], number: int, other: int,
                                               run: int, honors: list[int]) -> None:
    a, b, c = suits
    # a run (its start ``run``) in suit a as the fourth group: at most one more copy of
    # ``number`` there, four in all; a fourth five is the suit's red one (the default
    # rules have one red five a suit, so only three plain fives)
    fourth = a + "".join("0" if n == number == 5 else str(n) for n in range(run, run + 3))
    yes = [f"{a}{str(number) * 3}", f"{b}{str(number) * 3}", f"{c}{str(number) * 3}", fourth]
    assert "sanshoku_doukou" in yaku_of(yes, honors[0])
    # suit c's triplet moved to another number: suit c then holds no copy of ``number``
    # at all, so no reading has its triplet
    moved = other if other < number else other + 1  # 1..9 without ``number``
    no = [f"{a}{str(number) * 3}", f"{b}{str(number) * 3}", f"{c}{str(moved) * 3}", fourth]
    assert "sanshoku_doukou" not in yaku_of(no, honors[0])


@PROPERTY
@given(SUITS, st.integers(1, 7), st.integers(1, 6), HONORS)
def test_sanshoku_needs_the_run_in_all_three_suits(suits: list[str], start: int, other: int,
                                                  honors: list[int]) -> None:
    a, b, c = suits
    # the fourth group an honor triplet, the pair another honor
    triplet = f"z{str(honors[1]) * 3}"
    yes = [f"{s}{start}{start + 1}{start + 2}" for s in (a, b, c)] + [triplet]
    assert "sanshoku" in yaku_of(yes, honors[0])
    # suit c's run starts elsewhere: its three tiles are the only tiles of suit c, read
    # one way only, so the run of ``start`` is not there
    moved = other if other < start else other + 1  # 1..7 without ``start``
    no = [f"{a}{start}{start + 1}{start + 2}", f"{b}{start}{start + 1}{start + 2}",
          f"{c}{moved}{moved + 1}{moved + 2}", triplet]
    assert "sanshoku" not in yaku_of(no, honors[0])


@PROPERTY
@given(st.sampled_from("mps"), st.sampled_from([1, 4, 7]),
       st.sampled_from([2, 3, 5, 6]), HONORS)
def test_ittsu_needs_all_three_runs(suit: str, missing: int, third: int,
                                    honors: list[int]) -> None:
    triplet = f"z{str(honors[1]) * 3}"
    runs = [f"{suit}{s}{s + 1}{s + 2}" for s in (1, 4, 7)]
    assert "ittsu" in yaku_of([*runs, triplet], honors[0])
    # the run of ``missing`` replaced by one starting at 2, 3, 5 or 6: it never holds all
    # three tiles of the missing run (only a run of the same start would), and the other
    # two runs hold none of them, so no reading finds it
    kept = [f"{suit}{s}{s + 1}{s + 2}" for s in (1, 4, 7) if s != missing]
    no = [*kept, f"{suit}{third}{third + 1}{third + 2}", triplet]
    assert "ittsu" not in yaku_of(no, honors[0])
