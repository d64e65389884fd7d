"""Properties of the notation (hypothesis, bounded).

* parse(format(h)) == h for generated legal hands, under several red-five rules;
* every accepted spelling of a hand reads as that hand and formats to one canonical text;
* the fast one-regex grammar and the detailed grammar accept exactly the same texts;
* any text at all gives a Hand or a NotationError/InvalidHandError with a position inside
  the text and a "column N:" message, never another exception.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from notation_strategies import legal_hands, spellings
from properties import examples

from grammar import format_hand, parse_hand, parse_tile, parse_tiles, parse_win_tile
from grammar.syntax import detailed_grammar, fast_grammar, locate_error
from scoring.errors import InvalidHandError, MjcalcError, NotationError
from scoring.hand.validate import excess_tile
from scoring.hands import Hand
from scoring.rules import DEFAULT_RULES, Rules

LIMIT = settings(max_examples=examples(200), deadline=None,
                 suppress_health_check=[HealthCheck.too_slow])

TWO_REDS = Rules("saki", {"red_fives_m": 2, "red_fives_p": 2, "red_fives_s": 2})
NO_REDS = Rules("saki", {"red_fives_m": 0, "red_fives_p": 0, "red_fives_s": 0})


@LIMIT
@given(legal_hands())
def test_format_then_parse_is_identity(hand: Hand) -> None:
    text = format_hand(hand)
    assert parse_hand(text) == hand
    # the canonical text is a fixed point
    assert format_hand(parse_hand(text)) == text


@LIMIT
@given(st.sampled_from([TWO_REDS, NO_REDS]).flatmap(
    lambda rules: st.tuples(st.just(rules), legal_hands(rules))))
def test_identity_under_other_red_rules(case: tuple[Rules, Hand]) -> None:
    rules, hand = case
    assert parse_hand(format_hand(hand), rules) == hand


@LIMIT
@given(legal_hands().flatmap(lambda hand: st.tuples(st.just(hand), spellings(hand))))
def test_every_spelling_reads_the_same(case: tuple[Hand, str]) -> None:
    hand, text = case
    assert parse_hand(text) == hand
    assert format_hand(parse_hand(text)) == format_hand(hand)


@LIMIT
@given(legal_hands(min_melds=1, win="tsumo"))
def test_melds_in_call_order(hand: Hand) -> None:
    # the order of the melds is kept as written, not sorted
    reversed_hand = Hand(hand.concealed, hand.melds[::-1], hand.win_tile, hand.win_source)
    assert parse_hand(format_hand(reversed_hand)).melds == hand.melds[::-1]


def _fast_accepts(tile_list: bool, text: str) -> bool:
    fast = fast_grammar()
    try:
        (fast.tiles if tile_list else fast.hand).parse_string(text)
    except fast.failure:
        return False
    except MjcalcError:
        return True  # the text was matched; its tiles were then refused (z8, double mark)
    return True


def _detailed_accepts(tile_list: bool, text: str) -> bool:
    detailed = detailed_grammar()
    return locate_error(detailed.tiles if tile_list else detailed.hand, text) is None


NOTATION_CHARS = "mpsz0123456789ESWNPFCr+=-, \t"


@st.composite
def mutated(draw: st.DrawFn, texts: st.SearchStrategy[str]) -> str:
    """A text with a few characters inserted, deleted or replaced: near-valid input."""
    text = draw(texts)
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(text)))
        how = draw(st.sampled_from(["insert", "delete", "replace"]))
        char = draw(st.sampled_from(NOTATION_CHARS + "x*_é\x00"))
        if how == "insert":
            text = text[:at] + char + text[at:]
        elif how == "delete":
            text = text[:at] + text[at + 1:]
        else:
            text = text[:at] + char + text[at + 1:]
    return text


SPELLED = legal_hands().flatmap(spellings)
NEAR_VALID = mutated(SPELLED)


def _agree(text: str) -> None:
    for tile_list in (False, True):
        assert _fast_accepts(tile_list, text) == _detailed_accepts(tile_list, text), text


def test_grammars_agree_on_tricky_texts() -> None:
    # where the two could plausibly differ: backtracking, marks, spaces, commas
    for text in ["m12p", "m1++", "12m+34p", "m1 ,z111=", "m1,", "1m2", "m12E3", "Er5m1m",
                 "m1 p2", "m1, p2", " m1 ", "m1  ,  p2", "1z+", "m1+m", "r5m+=", "", " ",
                 "m1 ", "m1\t,\tp2", "p4r5p5667p", "m+", "12+", "E+S-"]:
        _agree(text)


@LIMIT
@given(st.one_of(st.text(NOTATION_CHARS, max_size=25), SPELLED, NEAR_VALID))
def test_fast_and_detailed_grammars_agree(text: str) -> None:
    _agree(text)


def _check_error(err: MjcalcError, text: str) -> None:
    assert isinstance(err, NotationError | InvalidHandError)
    assert err.message
    if err.position is not None:
        assert 0 <= err.position <= len(text)
        assert err.message.startswith(f"column {err.position + 1}: ")
        assert err.text == text


@LIMIT
@given(st.one_of(st.text(max_size=40), st.text(NOTATION_CHARS, max_size=40), NEAR_VALID))
def test_any_text_gives_a_hand_or_a_located_error(text: str) -> None:
    try:
        hand = parse_hand(text)
    except MjcalcError as err:
        _check_error(err, text)
    else:
        # what was accepted is a possible hand, and reads back the same
        assert excess_tile(hand.all_tiles, DEFAULT_RULES) is None
        assert parse_hand(format_hand(hand)) == hand
    for parse in (parse_tiles, parse_tile, parse_win_tile):
        try:
            parse(text)
        except MjcalcError as err:
            _check_error(err, text)
