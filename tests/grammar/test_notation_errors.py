"""Every kind of malformed or impossible hand text: class, code, position and message.

Positions are 0-based offsets counted by hand in the text (the message names the 1-based
column). ``M`` below is a prefix of 17 characters, ``m123p456s78z22p9,`` (11 concealed
tiles winning on p9), so a meld written after it starts at offset 17.
"""

from __future__ import annotations

import tracemalloc

import pytest

from grammar import MAX_HAND_LENGTH, parse_hand, parse_tile, parse_tiles, parse_win_tile
from scoring.errors import InvalidHandError, MjcalcError, NotationError
from scoring.rules import Rules

M = "m123p456s78z22p9,"
assert len(M) == 17

NOTATION = NotationError
INVALID = InvalidHandError

CASES: list[tuple[str, type[MjcalcError], str, int, str]] = [
    # --- characters and tokens -------------------------------------------------------
    ("m12x3", NOTATION, "notation", 3, "expected a digit or a suit letter, found 'x'"),
    ("x", NOTATION, "notation", 0, "expected a tile, found 'x'"),
    ("m", NOTATION, "notation", 1, "expected a digit, found end of text"),
    ("m123p", NOTATION, "notation", 5, "expected a digit, found end of text"),
    ("m+1", NOTATION, "notation", 1, "expected a digit, found '+'"),
    ("123", NOTATION, "notation", 3, "expected a digit or a suit letter, found end of text"),
    ("12x", NOTATION, "notation", 2, "expected a digit or a suit letter, found 'x'"),
    ("m123456p", NOTATION, "notation", 8, "expected a digit, found end of text"),
    ("+m1", NOTATION, "notation", 0, "expected a tile, found '+'"),
    ("m1*", NOTATION, "notation", 2, "found '*'"),  # majiang-core's riichi mark
    ("m1_", NOTATION, "notation", 2, "found '_'"),
    ("m1é", NOTATION, "notation", 2, "found 'é' (U+00E9)"),
    ("m1\x00", NOTATION, "notation", 2, "found U+0000"),
    ("m1\x1b[0m", NOTATION, "notation", 2, "found U+001B"),
    ("m1\n", NOTATION, "notation", 2, "found U+000A"),
    ("m1\u3000", NOTATION, "notation", 2, "U+3000"),  # ideographic space is not a space
    ("m１", NOTATION, "notation", 1, "expected a digit"),  # full-width digit
    ("e", NOTATION, "notation", 0, "expected a tile, found 'e'"),  # letters are upper case
    ("M1", NOTATION, "notation", 0, "expected a tile, found 'M'"),
    # --- honors and red fives ---------------------------------------------------------
    ("m12z0", NOTATION, "notation", 4, "z0 is not a tile"),
    ("z8", NOTATION, "notation", 1, "z8 is not a tile"),
    ("z19", NOTATION, "notation", 2, "z9 is not a tile"),
    ("0z", NOTATION, "notation", 0, "0z is not a tile"),
    ("128z", NOTATION, "notation", 2, "8z is not a tile"),
    ("r", NOTATION, "notation", 1, "expected 5"),
    ("r6m", NOTATION, "notation", 1, "expected 5"),
    ("r5z", NOTATION, "notation", 2, "expected m, p or s, found 'z'"),
    ("r5", NOTATION, "notation", 2, "expected m, p or s, found end of text"),
    # --- spaces and commas ------------------------------------------------------------
    ("m1 2", NOTATION, "notation", 2, "unexpected space"),
    ("m1  2", NOTATION, "notation", 2, "unexpected space"),
    ("m1\t2", NOTATION, "notation", 2, "unexpected space"),
    (",m123-", NOTATION, "notation", 0, "expected a tile, found ','"),
    ("m123p456s789z1122,", NOTATION, "notation", 18, "expected a tile, found end of text"),
    ("m123,,z111=", NOTATION, "notation", 5, "expected a tile, found ','"),
    ("m123, ", NOTATION, "notation", 6, "expected a tile, found end of text"),
    # --- marks --------------------------------------------------------------------------
    ("m123p456s789z11m4++", NOTATION, "notation", 18, "a tile takes one source mark"),
    ("12+m+", NOTATION, "notation", 4, "a tile takes one source mark"),
    ("m1+23p456s789z112-2", NOTATION, "notation", 17,
     "only one concealed tile may carry a source mark"),
    (M + "m1-2-3", NOTATION, "notation", 21, "only the called tile carries a mark"),
    (M + "z888=", NOTATION, "notation", 18, "z8 is not a tile"),
    # --- empty ------------------------------------------------------------------------
    ("", NOTATION, "empty_hand", 0, "empty hand"),
    ("  \t", NOTATION, "empty_hand", 0, "empty hand"),
    # --- melds ------------------------------------------------------------------------
    (M + "z666", INVALID, "bad_meld", 17, "meld z666: a called meld needs a source mark"),
    (M + "m345", INVALID, "bad_meld", 17, "a called meld needs a source mark"),
    (M + "m124-", INVALID, "bad_meld", 17, "meld m124-: neither a run nor three of a kind"),
    (M + "m12p3-", INVALID, "bad_meld", 17, "neither a run nor three of a kind"),
    (M + "m891-", INVALID, "bad_meld", 17, "neither a run"),  # runs do not wrap around
    (M + "z123-", INVALID, "bad_meld", 17, "honors make no chi"),
    (M + "ESW-", INVALID, "bad_meld", 17, "honors make no chi"),
    (M + "m1+23", INVALID, "bad_meld", 19, "a chi is called from the previous player (-)"),
    (M + "m123=", INVALID, "bad_meld", 21, "not '='"),
    (M + "m556=", INVALID, "bad_meld", 17, "neither a run nor three of a kind"),
    (M + "m5556+", INVALID, "bad_meld", 17, "a kan is four of the same tile"),
    (M + "m1112", INVALID, "bad_meld", 17, "a kan is four of the same tile"),
    (M + "m11=", INVALID, "bad_meld", 17, "a meld has 3 or 4 tiles, not 2"),
    (M + "m11111=", INVALID, "bad_meld", 17, "a meld has 3 or 4 tiles, not 5"),
    ("m1,z111=,z222=,z333=,z444=,z555=", INVALID, "too_many_melds", 27,
     "5 melds: a hand has at most 4"),
    # --- tile counts --------------------------------------------------------------------
    ("m123p456s789z11", INVALID, "tile_count", 15, "11 tiles with 0 melds: expected 13 or 14"),
    ("m123p456s789z112233", INVALID, "tile_count", 18,
     "15 tiles with 0 melds: expected 13 or 14"),
    ("m123p456s789z1122,z666=", INVALID, "tile_count", 15,
     "13 tiles with 1 meld: expected 10 or 11"),
    ("m123p456s789z11m4+", INVALID, "tile_count", 18,
     "12 tiles with 0 melds and a ron tile: expected 14"),
    ("m1,z111=,z222=,z333=", INVALID, "tile_count", 2, "1 tile with 3 melds: expected 4 or 5"),
    # --- impossible tiles ---------------------------------------------------------------
    ("m1111p456s789,m1-23", INVALID, "fifth_tile", 15, "fifth m1"),  # the meld's m1
    ("m1111p456s789z112m1", INVALID, "fifth_tile", 18, "fifth m1"),  # the drawn tile
    ("m5550p456s789z1,m0-67", INVALID, "fifth_tile", 17, "fifth m5"),  # a red one too
    ("m005p456s789z1122", INVALID, "red_fives", 2, "2 red 5m, the rules have 1"),
    ("r5pm123p04s789z1122", INVALID, "red_fives", 8, "2 red 5p, the rules have 1"),
    (M + "s0000", INVALID, "red_fives", 19, "2 red 5s, the rules have 1"),
]


@pytest.mark.parametrize(("text", "error", "code", "position", "message"), CASES)
def test_refused(text: str, error: type[MjcalcError], code: str, position: int,
                 message: str) -> None:
    with pytest.raises(MjcalcError) as info:
        parse_hand(text)
    err = info.value
    assert type(err) is error
    assert err.code == code
    assert err.position == position
    assert err.text == text
    assert err.message.startswith(f"column {position + 1}: ")
    assert message in err.message


def test_notation_errors_are_usage_errors() -> None:
    # a notation error is a usage error (exit status 2), whatever else may change
    assert NotationError.exit_status == 2


def test_red_five_the_rules_do_not_have() -> None:
    with pytest.raises(InvalidHandError) as info:
        parse_hand("m123p406s789z1122", Rules("saki", {"red_fives_p": 0}))
    assert info.value.code == "red_fives"
    assert info.value.position == 6
    assert "1 red 5p, the rules have 0" in info.value.message


@pytest.mark.parametrize("value", [None, 12, b"m123", ["m1"]])
def test_not_text(value: object) -> None:
    # a NotationError, not a bare TypeError, in pure Python and compiled by mypyc alike
    for read in (parse_hand, parse_tiles, parse_win_tile):
        with pytest.raises(NotationError):
            read(value)


class TestLongInput:
    def test_refused_without_position(self) -> None:
        text = "m1" * 101
        assert len(text) > MAX_HAND_LENGTH
        with pytest.raises(NotationError) as info:
            parse_hand(text)
        assert info.value.code == "input_too_long"
        assert info.value.position is None
        assert "202 characters" in info.value.message

    def test_limit_itself_is_read(self) -> None:
        # exactly MAX_HAND_LENGTH characters are parsed (and refused here for the count)
        text = "m1" * (MAX_HAND_LENGTH // 2)
        with pytest.raises(InvalidHandError):
            parse_hand(text)

    def test_ten_megabytes_refused_at_once(self) -> None:
        # "at once": refused on its length, nothing of it copied, scanned into parts or
        # put in the message. What the refusal allocates is bounded, not its time (issue
        # 35): a copy, a split or a parse of these 10,000,000 characters takes megabytes
        # (dropping the length check before the cache: 10 MB), the refusal under a
        # kilobyte; 64 KiB leaves room for any build and Python version.
        text = "m123" * 2_500_000
        with pytest.raises(NotationError):
            parse_hand(text)  # once before measuring: lazy imports and caches are set up
        tracemalloc.start()
        try:
            with pytest.raises(NotationError) as info:
                parse_hand(text)
            peak = tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
        assert info.value.code == "input_too_long"
        assert "10000000 characters" in info.value.message
        assert peak < 64 * 1024, f"{peak} bytes allocated to refuse a 10 MB text"

    def test_long_tile_list_refused(self) -> None:
        with pytest.raises(NotationError) as info:
            parse_tiles("m1," * 100)
        assert info.value.code == "input_too_long"


TILE_CASES: list[tuple[str, int, str]] = [
    ("m1+", 2, "expected a tile without a source mark, found '+'"),
    ("m1,,", 3, "expected a tile, found ','"),
    ("m1, ", 4, "expected a tile, found end of text"),
    ("x", 0, "expected a tile, found 'x'"),
    ("m1 x", 3, "expected a tile, found 'x'"),
    ("z0", 1, "z0 is not a tile"),
]


@pytest.mark.parametrize(("text", "position", "message"), TILE_CASES)
def test_tile_list_refused(text: str, position: int, message: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_tiles(text)
    assert info.value.position == position
    assert message in info.value.message


@pytest.mark.parametrize(("text", "position", "message"), [
    ("m12", 2, "expected one tile, found 2"),
    ("E S", 2, "expected one tile, found 2"),
    ("", 0, "expected a tile, found end of text"),
    ("m1=", 2, "without a source mark"),
])
def test_single_tile_refused(text: str, position: int, message: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_tile(text)
    assert info.value.position == position
    assert message in info.value.message


@pytest.mark.parametrize(("text", "position", "message"), [
    ("s2+=", 3, "a tile takes one source mark"),
    ("s23", 2, "expected one tile, found 2"),
    ("s2+s3", 4, "expected one tile, found 2"),  # at the second tile's digit
    ("", 0, "expected a tile"),
    ("s", 1, "expected a digit"),
])
def test_win_tile_refused(text: str, position: int, message: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_win_tile(text)
    assert info.value.position == position
    assert message in info.value.message
