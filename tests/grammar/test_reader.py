"""The reader's fast path for plain text (grammar/reader.py) against its full reader.

Plain text is the canonical form: prefix groups only, no spaces, parts joined by commas.
``_plain_hand`` / ``_plain_tiles`` read it without positions and give up (None) on
anything else or on any problem; the full reader then decides. Whatever the plain path
returns must be what the full reader returns for the same text.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from notation_strategies import legal_hands
from properties import examples

from grammar import format_hand, format_tiles
from grammar.reader import _plain_hand, _plain_tiles, _read_hand, _read_tiles
from scoring.errors import MjcalcError
from scoring.hands import Hand, MeldKind, Source
from scoring.rules import DEFAULT_RULES, Rules
from scoring.tiles import Tile

NO_REDS = Rules("saki", {"red_fives_m": 0, "red_fives_p": 0, "red_fives_s": 0})
PLAIN_CHARS = "mpsz0123456789+=-,"
NEAR_CHARS = PLAIN_CHARS + "ESWNPFCr \tx"


def test_plain_ron_hand() -> None:
    # m123 p456 s789 z11 m44 and m4 by ron from shimocha (+): the marked tile wins; the
    # other 13 in kind order (m1-m4 0-3, p4-p6 12-14, s7-s9 24-26, z1 27)
    hand = _plain_hand("m123p456s789z11m44m4+", DEFAULT_RULES)
    assert hand == Hand(
        tuple(Tile(k) for k in (0, 1, 2, 3, 3, 12, 13, 14, 24, 25, 26, 27, 27)),
        (), Tile(3), Source.SHIMOCHA)


def test_plain_hand_with_melds_and_red_five() -> None:
    # p405 sorted red first; the chi m3-45 called from kamicha; the last tile is drawn
    hand = _plain_hand("p40567s11z222s1,m3-45", DEFAULT_RULES)
    assert hand is not None
    assert [str(t) for t in hand.concealed] == ["p4", "p0", "p5", "p6", "p7", "s1", "s1",
                                                 "z2", "z2", "z2"]
    assert hand.win_tile == Tile(18) and hand.win_source is None
    assert hand.melds[0].kind is MeldKind.CHI and hand.melds[0].source is Source.KAMICHA


def test_not_plain_goes_to_the_full_reader() -> None:
    # suffix form, spaces, letters, a letter without digits, a mark not after a digit,
    # two marks, a digit before any letter, z8, an empty part
    for text in ("123m456p", "m123 p456", "m123,E", "m123p456s789z11m4 4", " m1",
                 "m1234p56s789z1122p", "mp123456s789z1122", "m-123456p123s12z11",
                 "m1--23456p123s12z11", "1m23456p123s12z11", "m123456p123s12z18",
                 "m123456p123s12z11,", "m123p456s789z11m44,,m4"):
        assert _plain_hand(text, DEFAULT_RULES) is None


@settings(max_examples=examples(200), deadline=None)
@given(legal_hands())
def test_canonical_text_is_read_plainly(hand: Hand) -> None:
    text = format_hand(hand)
    assert _plain_hand(text, DEFAULT_RULES) == hand == _read_hand(text, DEFAULT_RULES)


@settings(max_examples=examples(100), deadline=None)
@given(legal_hands(rules=NO_REDS))
def test_canonical_text_is_read_plainly_without_reds(hand: Hand) -> None:
    text = format_hand(hand)
    assert _plain_hand(text, NO_REDS) == hand == _read_hand(text, NO_REDS)


@st.composite
def near_plain(draw: st.DrawFn) -> str:
    """Canonical text with a few characters changed, or plain characters at random."""
    if draw(st.booleans()):
        return draw(st.text(PLAIN_CHARS, min_size=1, max_size=40))
    text = format_hand(draw(legal_hands()))
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(text)))
        char = draw(st.sampled_from(NEAR_CHARS))
        how = draw(st.sampled_from(["insert", "delete", "replace"]))
        if how == "insert":
            text = text[:at] + char + text[at:]
        elif how == "delete":
            text = text[:at] + text[at + 1:]
        else:
            text = text[:at] + char + text[at + 1:]
    return text


@settings(max_examples=examples(400), deadline=None)
@given(near_plain(), st.sampled_from([DEFAULT_RULES, NO_REDS]))
def test_plain_path_never_disagrees(text: str, rules: Rules) -> None:
    plain = _plain_hand(text, rules)
    try:
        full = _read_hand(text, rules)
    except MjcalcError:
        assert plain is None  # the error is the full reader's, with its column
        return
    assert plain is None or plain == full


@settings(max_examples=examples(300), deadline=None)
@given(st.one_of(st.text("mpsz0123456789", min_size=1, max_size=12),
                 st.lists(st.integers(0, 33), min_size=1, max_size=6).map(
                     lambda kinds: format_tiles(Tile(k) for k in kinds))))
def test_plain_tiles_never_disagree(text: str) -> None:
    plain = _plain_tiles(text)
    try:
        full = _read_tiles(text)
    except MjcalcError:
        assert plain is None
        return
    assert plain is None or plain == full


def test_plain_win_tiles_match_the_full_reader() -> None:
    # every canonical win-tile spelling (37 tiles x no mark / - + =) is answered from a
    # table; the full reader must give the same tile and source for each
    from grammar.reader import _PLAIN_WIN_TILES, _SOURCES
    from grammar.syntax import read_parts

    assert len(_PLAIN_WIN_TILES) == 37 * 4
    for text, answer in _PLAIN_WIN_TILES.items():
        (part,) = read_parts(text, tile_list=True)
        (tile,) = part.tiles
        source = _SOURCES[part.marks[0][0]] if part.marks else None
        assert answer == (tile, source), text
    # 5s+ is by ron from shimocha; p0 the red five, drawn
    assert _PLAIN_WIN_TILES["s5+"] == (Tile(22), Source.SHIMOCHA)
    assert _PLAIN_WIN_TILES["p0"] == (Tile(13, red=True), None)
    assert "z8" not in _PLAIN_WIN_TILES and "5s+" not in _PLAIN_WIN_TILES
