"""Issue 36, point 4: a red five is one of the four fives of its suit.

With ``red_fives_p = n`` the set holds n red 5p and 4 - n plain ones, so a hand (with its
indicators) holding more than 4 - n plain 5p holds a fifth 5p: refused as a fifth copy
(``fifth_tile``, exit status 1), as four plain 5p and a red one already were. Counts below
are worked from the hands as written.
"""

from __future__ import annotations

import pytest

from grammar import parse_hand
from scoring.errors import InvalidHandError
from scoring.hand.scorer import score
from scoring.hand.validate import excess_tile
from scoring.rules import Rules
from scoring.situation import Situation
from scoring.tiles import Tile

# m123 p345 p456 p55 s789 + p4: four p5 written plain (p3455556 holds p5 x4), no red
FOUR_PLAIN = "m123p3455556s789p4"
# the same with one of them red: three plain p5 and p0
ONE_RED = "m123p3405556s789p4"


@pytest.mark.parametrize(("preset", "overrides", "refused"), [
    ("saki", {}, True),            # one red 5p: three plain at most
    ("tenhou", {}, True),
    ("tenhou-sanma", {}, True),    # three players keep a red 5p (tenhou.net/man)
    ("mahjongsoul-sanma", {}, True),
    ("wrc", {}, False),            # no red five: four plain 5p
    ("ema", {}, False),
    ("jpml", {}, False),
    ("saki", {"red_fives_p": 0}, False),
    ("saki", {"red_fives_p": 2}, True),  # two red 5p: two plain at most
])
def test_four_plain_fives_are_refused_where_one_is_red(preset: str, overrides: dict[str, int],
                                                      refused: bool) -> None:
    rules = Rules(preset, overrides)
    if not refused:
        assert parse_hand(FOUR_PLAIN, rules).win_tile == Tile(12)  # p4
        return
    with pytest.raises(InvalidHandError) as err:
        parse_hand(FOUR_PLAIN, rules)
    assert err.value.code == "fifth_tile" and err.value.exit_status == 1
    # the first plain p5 beyond 4 - n is named: the 4th with one red, the 3rd with two
    red = rules.red_fives("p")
    assert err.value.message.endswith(
        f"fifth p5: {5 - red} plain p5, and the set's "
        f"{'fourth is' if red == 1 else 'other 2 are'} red (red_fives_p={red})")


def test_three_plain_and_the_red_one_are_the_four() -> None:
    assert parse_hand(ONE_RED, Rules("saki")).concealed.count(Tile(13, red=True)) == 1
    # two red 5p: p0 p0 and two plain fives are the four
    assert parse_hand("m123p3400556s789p4", Rules("saki", {"red_fives_p": 2}))


def test_the_slow_and_fast_readings_agree() -> None:
    # excess_tile (the reader's slow pass, the scorer's) names the fourth plain p5
    tiles = [Tile(13)] * 4
    assert excess_tile(tiles, Rules("saki")) == (3, "fifth p5: 4 plain p5, and the set's "
                                                    "fourth is red (red_fives_p=1)")
    assert excess_tile(tiles, Rules("wrc")) is None
    assert excess_tile([*tiles[:3], Tile(13, red=True)], Rules("saki")) is None


def test_an_indicator_counts_too() -> None:
    # m123 p345 p55 s789 z111: three plain p5 in the hand; a plain p5 indicator is the
    # fourth plain one (saki: refused), a red p5 indicator is the red one (fine)
    hand = parse_hand("m123p34555s789z111", Rules("saki"))
    with pytest.raises(InvalidHandError) as err:
        score(hand, Situation(dora_indicators=(Tile(13),)), Rules("saki"))
    assert err.value.code == "fifth_tile"
    assert "among the dora indicators" in err.value.message
    assert score(hand, Situation(dora_indicators=(Tile(13, red=True),)), Rules("saki"))
    assert score(hand, Situation(dora_indicators=(Tile(13),)), Rules("wrc"))
