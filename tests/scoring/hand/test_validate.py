"""scoring.hand.validate: four copies of each tile, and the red fives the rules have."""

from __future__ import annotations

from scoring.hand.validate import excess_tile, red_counts, tile_counts
from scoring.rules import DEFAULT_RULES, Rules
from scoring.tiles import Tile


def ts(*spellings: str) -> list[Tile]:
    return [Tile.parse(s) for s in spellings]


def test_four_copies_are_fine() -> None:
    assert excess_tile(ts("m1", "m1", "m1", "m1", "z7", "z7", "z7", "z7"), DEFAULT_RULES) is None


def test_fifth_copy_is_found_at_its_index() -> None:
    tiles = ts("m1", "m1", "p2", "m1", "m1", "z1", "m1", "m1")
    # the fifth m1 is the one at index 6 (indexes 0, 1, 3, 4 are the first four)
    assert excess_tile(tiles, DEFAULT_RULES) == (6, "fifth m1")


def test_red_five_counts_as_a_five() -> None:
    tiles = ts("p5", "p5", "p0", "p5", "p5")
    assert excess_tile(tiles, DEFAULT_RULES) == (4, "fifth p5")


def test_second_red_five_beyond_default_rules() -> None:
    # saki has one red five per suit (seed 000: 0m 0p 0s)
    tiles = ts("s0", "m0", "p0", "s5", "s0")
    assert excess_tile(tiles, DEFAULT_RULES) == (4, "2 red 5s, the rules have 1")


def test_red_fives_follow_the_rules() -> None:
    two = Rules("saki", {"red_fives_p": 2})
    assert excess_tile(ts("p0", "p0"), two) is None
    assert excess_tile(ts("p0", "p0", "p0"), two) == (2, "3 red 5p, the rules have 2")
    none = Rules("saki", {"red_fives_m": 0})
    assert excess_tile(ts("m5", "m0"), none) == (1, "1 red 5m, the rules have 0")


def test_fifth_copy_is_reported_before_the_red_count() -> None:
    # the fifth five is itself red and the second red: the copy count is the reason
    tiles = ts("m5", "m5", "m5", "m0", "m0")
    assert excess_tile(tiles, DEFAULT_RULES) == (4, "fifth m5")


def test_empty() -> None:
    assert excess_tile([], DEFAULT_RULES) is None


def test_counts() -> None:
    tiles = ts("m1", "m0", "m5", "z7", "s0")
    counts = tile_counts(tiles)
    assert counts[0] == 1  # m1
    assert counts[4] == 2  # m5 and the red m5
    assert counts[33] == 1  # z7
    assert counts[22] == 1  # s5 (the red one)
    assert sum(counts) == 5
    assert red_counts(tiles) == {"m": 1, "p": 0, "s": 1}
