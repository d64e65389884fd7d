"""Game-end switches the played presets brought: JPML's floating uma and tie splitting,
worked by hand (``settle_final``'s points, in seat order East South West North)."""

from __future__ import annotations

from scoring.game.settlement import settle_final, uma_by_rank
from scoring.rules import Rules

JPML = Rules("jpml")  # 30000 start and return, floating uma, no rounding


def test_floating_uma_with_one_above_the_return() -> None:
    # only East floats: +12 -1 -3 -8. South -5 - 1, West -10 - 3, North -15 - 8, East +30 + 12
    result = settle_final((60000, 25000, 20000, 15000), 0, JPML)
    assert result.uma == (12000, -1000, -3000, -8000)
    assert result.points == (42000, -6000, -13000, -23000)


def test_floating_uma_by_the_count_of_floating_players() -> None:
    assert uma_by_rank(JPML, (40000, 30000, 30000, 20000)) == (8000, 3000, 1000, -12000)
    assert uma_by_rank(JPML, (40000, 35000, 25000, 20000)) == (8000, 4000, -4000, -8000)
    # all four on 30000: nobody sinks, no uma (no source found; none given)
    assert settle_final((30000,) * 4, 0, JPML).points == (0, 0, 0, 0)


def test_two_tied_for_first_share_uma_and_oka() -> None:
    # M.League (+50 +10 -10 -30 with the oka): East and South tie on 35000, West and
    # North on 15000: (50 + 10) / 2 = 30 each, (-10 - 30) / 2 = -20 each
    result = settle_final((35000, 35000, 15000, 15000), 0, Rules("mleague"))
    assert result.points == (35000, 35000, -35000, -35000)


def test_a_remainder_of_a_shared_bonus_goes_to_the_first_in_seat_order() -> None:
    # uma 5-15 with oka 20000: three tied on 30000 share 35000 + 5000 - 5000 = 35000:
    # 11666 each and the 2 points left to East; North -20000 - 15000
    rules = Rules("saki", {"uma": "5-15", "tie_split": True})
    result = settle_final((30000, 30000, 30000, 10000), 0, rules)
    assert result.points == (11668, 11666, 11666, -35000)
