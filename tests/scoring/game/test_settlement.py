"""Exhaustive draw and game end, worked by hand from seed 000 (流局规则, 点数与终局,
游戏结束结算) and the examples of seed 002 (pingju, jieju).
"""

from __future__ import annotations

from collections import Counter

import pytest

from scoring.errors import UsageError
from scoring.game.settlement import (
    DrawResult,
    format_points,
    settle_draw,
    settle_final,
    uma_by_rank,
)
from scoring.rules import Rules

SAKI = Rules("saki")
TENHOU = Rules("tenhou")

T, N = True, False


def items(r: DrawResult) -> Counter[tuple[int | None, int, str]]:
    out: Counter[tuple[int | None, int, str]] = Counter()
    for p in r.payments:
        out[(p.payer, p.payee, p.part)] += p.amount
    return out


# --- exhaustive draw: noten penalty -----------------------------------------------------

@pytest.mark.parametrize(("tenpai", "net"), [
    # nobody or everybody tenpai: no payment.
    ((N, N, N, N), (0, 0, 0, 0)),
    ((T, T, T, T), (0, 0, 0, 0)),
    # one tenpai: each noten pays 3000 / 3 = 1000, the tenpai player gets 3000.
    ((N, N, T, N), (-1000, -1000, 3000, -1000)),
    ((T, N, N, N), (3000, -1000, -1000, -1000)),
    # two tenpai: each noten pays 3000 / 2 = 1500, each tenpai gets 1500.
    ((T, N, N, T), (1500, -1500, -1500, 1500)),
    # three tenpai: the noten pays 3000, each tenpai gets 1000.
    ((T, N, T, T), (1000, -3000, 1000, 1000)),
    # seed 002 pingju record: only West noten, fenpei [1000, 1000, -3000, 1000].
    ((T, T, N, T), (1000, 1000, -3000, 1000)),
])
def test_noten_penalty(tenpai: tuple[bool, bool, bool, bool],
                       net: tuple[int, int, int, int]) -> None:
    r = settle_draw(tenpai, (), 0, 0, SAKI)
    assert r.net == net
    assert sum(r.net) == 0
    assert r.dealer_keeps is tenpai[0]
    assert r.nagashi == ()


def test_two_tenpai_itemized() -> None:
    # Each noten player pays each tenpai player 3000 / (2 x 2) = 750.
    r = settle_draw((T, N, T, N), (), 0, 0, SAKI)
    assert items(r) == {(1, 0, "noten"): 750, (1, 2, "noten"): 750,
                        (3, 0, "noten"): 750, (3, 2, "noten"): 750}


@pytest.mark.parametrize(("penalty", "tenpai", "net"), [
    # 1500 in total: one tenpai gets 1500 (500 from each); two get 750 each (375 x 2).
    (1500, (N, T, N, N), (-500, 1500, -500, -500)),
    (1500, (N, T, T, N), (-750, 750, 750, -750)),
    # 0: no penalty at all.
    (0, (T, N, N, N), (0, 0, 0, 0)),
    # 1000 with two tenpai: 250 pairwise, 500 each way.
    (1000, (T, T, N, N), (500, 500, -500, -500)),
    # 1000 with one tenpai: 1000 / 3 is not whole; each payment is rounded up to 100:
    # 334 -> 400 from each noten player, 1200 to the tenpai player.
    (1000, (N, N, N, T), (-400, -400, -400, 1200)),
])
def test_noten_penalty_switch(penalty: int, tenpai: tuple[bool, bool, bool, bool],
                              net: tuple[int, int, int, int]) -> None:
    r = settle_draw(tenpai, (), 0, 0, SAKI.changed({"noten_penalty": penalty}))
    assert r.net == net


def test_sticks_carry_over() -> None:
    # The draw adds a honba and leaves the riichi sticks on the table.
    r = settle_draw((N, T, N, N), (), 3, 2, SAKI)
    assert r.honba_next == 4
    assert r.deposits_carried == 2
    assert sum(r.net) == 0  # the sticks are not paid out


def test_dealer_noten_loses_the_seat() -> None:
    r = settle_draw((N, T, T, T), (), 0, 0, SAKI)
    assert not r.dealer_keeps
    assert r.honba_next == 1


# --- nagashi mangan ---------------------------------------------------------------------

def test_nagashi_non_dealer() -> None:
    # West's nagashi mangan, paid as a mangan tsumo: dealer 4000, others 2000. It replaces
    # the noten penalty (here West alone would also have been tenpai: no extra 3000).
    r = settle_draw((N, N, T, N), (2,), 1, 1, SAKI)
    assert r.net == (-4000, -2000, 8000, -2000)
    assert r.nagashi == (2,)
    assert {p.part for p in r.payments} == {"nagashi"}
    # No honba and no deposits with a nagashi mangan; they carry over.
    assert r.honba_next == 2 and r.deposits_carried == 1


def test_nagashi_dealer() -> None:
    # Dealer's nagashi mangan: 4000 all. Dealer noten: the seat passes.
    r = settle_draw((N, T, N, N), (0,), 0, 0, SAKI)
    assert r.net == (12000, -4000, -4000, -4000)
    assert not r.dealer_keeps


def test_nagashi_several() -> None:
    # South and North both: each collects 4000 from East and 2000 from each other player,
    # paying 2000 to the other. East -8000, South +8000 - 2000, West -4000, North +6000.
    r = settle_draw((T, N, N, N), (3, 1), 0, 0, SAKI)
    assert r.net == (-8000, 6000, -4000, 6000)
    assert r.nagashi == (1, 3)
    # The dealer was tenpai: it keeps the seat even though the others had nagashi.
    assert r.dealer_keeps


def test_nagashi_switched_off() -> None:
    # Without nagashi mangan the hand is an ordinary draw: the noten penalty is paid.
    r = settle_draw((N, N, T, N), (2,), 0, 0, SAKI.changed({"nagashi_mangan": False}))
    assert r.net == (-1000, -1000, 3000, -1000)
    assert r.nagashi == ()


@pytest.mark.parametrize(("tenpai", "nagashi"), [
    ((T, T, T), ()),          # three seats
    ((T, T, T, T, T), ()),    # five seats
    ((T, T, T, T), (4,)),     # no seat 4
    ((T, T, T, T), (1, 1)),   # the same seat twice
])
def test_bad_draw(tenpai: tuple[bool, ...], nagashi: tuple[int, ...]) -> None:
    with pytest.raises(UsageError):
        settle_draw(tenpai, nagashi, 0, 0, SAKI)


def test_draw_negative_sticks() -> None:
    with pytest.raises(UsageError):
        settle_draw((T, T, T, T), (), -1, 0, SAKI)


# --- game end ---------------------------------------------------------------------------

def test_seed_002_jieju() -> None:
    # 36700 25300 19700 18300, return 30000, uma 10-20:
    #   2nd: -4.7 -> -5, +10 = +5;  3rd: -10.3 -> -10, -10 = -20;
    #   4th: -11.7 -> -12, -20 = -32;  1st: -(5 - 20 - 32) = +47
    #   (its own +6.7 + oka 20 + uma 20 = 46.7, the rounding of the others gives 47).
    r = settle_final([36700, 25300, 19700, 18300], 0, SAKI)
    assert r.points == (47000, 5000, -20000, -32000)
    assert r.ranks == (1, 2, 3, 4)
    assert r.order == (0, 1, 2, 3)
    assert r.oka == 20000
    assert [format_points(p) for p in r.points] == ["+47", "+5", "-20", "-32"]


def test_ranks_follow_points_not_seats() -> None:
    # The same scores in other seats.
    r = settle_final([18300, 36700, 19700, 25300], 0, SAKI)
    assert r.ranks == (4, 1, 3, 2)
    assert r.order == (1, 3, 2, 0)
    assert r.points == (-32000, 47000, -20000, 5000)


def test_tie_goes_to_earlier_seat() -> None:
    # 30000 30000 20000 20000: seat order breaks ties (no splitting of uma).
    #   2nd (seat 1): 0 + 10 = +10; 3rd (seat 2): -10 - 10 = -20;
    #   4th (seat 3): -10 - 20 = -30; 1st: +40 (0 + oka 20 + uma 20).
    r = settle_final([30000, 30000, 20000, 20000], 0, SAKI)
    assert r.ranks == (1, 2, 3, 4)
    assert r.points == (40000, 10000, -20000, -30000)


def test_tie_later_seats() -> None:
    # 20000 30000 30000 20000: seat 1 beats seat 2, seat 0 beats seat 3.
    r = settle_final([20000, 30000, 30000, 20000], 0, SAKI)
    assert r.ranks == (3, 1, 2, 4)


def test_deposits_to_first() -> None:
    # 35000 25000 20000 18000 + 2 sticks = 100000. First gets 37000.
    #   2nd: -5 + 10 = +5; 3rd: -10 - 10 = -20; 4th: -12 - 20 = -32; 1st: +47
    #   (7 + 20 + 20).
    r = settle_final([35000, 25000, 20000, 18000], 2, SAKI)
    assert r.final_scores == (37000, 25000, 20000, 18000)
    assert r.points == (47000, 5000, -20000, -32000)


def test_deposits_lost() -> None:
    # deposits_to_first off: first keeps 35000: 5 + 20 + 20 = +45, total -2.
    r = settle_final([35000, 25000, 20000, 18000], 2,
                     SAKI.changed({"deposits_to_first": False}))
    assert r.final_scores == (35000, 25000, 20000, 18000)
    assert r.points == (45000, 5000, -20000, -32000)
    assert sum(r.points) == -2000


HALF = [41000, 24500, 19500, 15000]


def test_half_up() -> None:
    # 24500 -> -5.5 -> -5 (score rounds to 25000), +10 = +5;
    # 19500 -> -10.5 -> -10, -10 = -20; 15000 -> -15 - 20 = -35; 1st: +50.
    r = settle_final(HALF, 0, SAKI)
    assert r.points == (50000, 5000, -20000, -35000)


def test_five_down_six_up() -> None:
    # 24500 -> 24000: -6 + 10 = +4; 19500 -> 19000: -11 - 10 = -21; -35; 1st: +52.
    r = settle_final(HALF, 0, SAKI.changed({"final_rounding": "five_down_six_up"}))
    assert r.points == (52000, 4000, -21000, -35000)


def test_five_down_six_up_rounds_six_up() -> None:
    # 24600 -> 25000: -5 + 10 = +5; 19600 -> 20000: -20; 15400 -> 15000: -35; 1st +50.
    r = settle_final([40400, 24600, 19600, 15400], 0,
                     SAKI.changed({"final_rounding": "five_down_six_up"}))
    assert r.points == (50000, 5000, -20000, -35000)


def test_no_rounding() -> None:
    # none: 2nd -4.7 + 10 = +5.3; 3rd -10.3 - 10 = -20.3; 4th -11.7 - 20 = -31.7;
    # 1st 6.7 + 20 + 20 = +46.7.
    r = settle_final([36700, 25300, 19700, 18300], 0, SAKI.changed({"final_rounding": "none"}))
    assert r.points == (46700, 5300, -20300, -31700)
    assert [format_points(p) for p in r.points] == ["+46.7", "+5.3", "-20.3", "-31.7"]


def test_negative_score() -> None:
    # 60000 30000 15000 -5000 (a player below zero): 2nd 0 + 10; 3rd -15 - 10 = -25;
    # 4th -35 - 20 = -55; 1st 30 + 40 = +70.
    r = settle_final([60000, 30000, 15000, -5000], 0, SAKI)
    assert r.ranks == (1, 2, 3, 4)
    assert r.points == (70000, 10000, -25000, -55000)


@pytest.mark.parametrize(("mode", "last"), [
    # -4500 - 30000 = -34500: half up -> -34, five down -> -35; then -20 uma.
    ("half_up", -54000),
    ("five_down_six_up", -55000),
    # half away: the score -4500 -> -5000 (away from zero), -35 - 20 = -55
    ("half_away", -55000),
])
def test_negative_score_rounding(mode: str, last: int) -> None:
    r = settle_final([62500, 30000, 12000, -4500], 0, SAKI.changed({"final_rounding": mode}))
    assert r.points[3] == last
    assert sum(r.points) == 0


def test_other_uma() -> None:
    # uma 10-30: +30 +10 -10 -30. Seed 002 scores: 2nd +5, 3rd -20, 4th -12 - 30 = -42,
    # 1st +57.
    rules = SAKI.changed({"uma": "10-30"})
    assert uma_by_rank(rules) == (30000, 10000, -10000, -30000)
    assert settle_final([36700, 25300, 19700, 18300], 0, rules).points == (
        57000, 5000, -20000, -42000)


def test_no_uma_no_oka() -> None:
    # start = return = 30000, uma 0-0: just the scores less 30000, rounded.
    # 46700 35300 19700 18300: 2nd +5, 3rd -10, 4th -12; 1st +17 (16.7 + rounding).
    rules = SAKI.changed({"uma": "0-0", "start_points": 30000})
    r = settle_final([46700, 35300, 19700, 18300], 0, rules)
    assert r.oka == 0
    assert r.points == (17000, 5000, -10000, -12000)


@pytest.mark.parametrize(("scores", "deposits"), [
    ([25000, 25000, 25000], 0),           # three scores
    ([25000, 25000, 25000, 24000], 0),    # 1000 missing
    ([25000, 25000, 25000, 25000], 1),    # a stick out of nowhere
    ([25000, 25000, 25000, 25000], -1),   # negative sticks
])
def test_bad_final(scores: list[int], deposits: int) -> None:
    with pytest.raises(UsageError):
        settle_final(scores, deposits, SAKI)


@pytest.mark.parametrize(("points", "text"), [
    (47000, "+47"), (-32000, "-32"), (0, "0"), (5300, "+5.3"), (-20300, "-20.3"),
    (6750, "+6.75"), (-500, "-0.5"),
])
def test_format_points(points: int, text: str) -> None:
    assert format_points(points) == text


@pytest.mark.parametrize(("scores", "points"), [
    # Tenhou (issue 29): each score rounded to the thousand half away from zero, then the
    # return (30000) taken off and the uma (10-20) added; first place takes the rest.
    # -7500 -> -8000: -38 - 20 = -58 (half up on the difference said -37.5 -> -37, -57);
    # 30000: 0 + 10; 15000: -15 - 10 = -25; first: -(10 - 25 - 58) = +73
    ((62500, 30000, 15000, -7500), (73000, 10000, -25000, -58000)),
    # positive scores ending in 500 round up, as half up: 25500 -> 26000, -4 + 10 = +6;
    # 19500 -> 20000, -10 - 10 = -20; 14500 -> 15000, -15 - 20 = -35; first +49
    ((40500, 25500, 19500, 14500), (49000, 6000, -20000, -35000)),
    # -500 -> -1000: -31 - 20 = -51; 500 -> 1000: -29 - 10 = -39; 34000: +4 + 10 = +14;
    # first: -(14 - 39 - 51) = +76
    ((66000, 34000, 500, -500), (76000, 14000, -39000, -51000)),
])
def test_half_away_rounds_the_score_away_from_zero(scores: tuple[int, ...],
                                                    points: tuple[int, ...]) -> None:
    rules = SAKI.changed({"final_rounding": "half_away"})
    assert settle_final(scores, 0, rules).points == points
