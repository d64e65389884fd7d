"""The pyparsing grammar of the notation: which texts are well written, and where not.

The language is a sequence of *tokens*, one of

* a prefix group ``m123``: a suit letter and one or more digits (each maybe followed by a
  source mark); it takes every digit up to the next letter;
* a suffix group ``123m``: digits (maybe marked), then the suit letter, maybe a mark
  (which marks the group's last tile);
* an honor letter ``E S W N P F C``, maybe marked;
* a red five ``r5m r5p r5s``, maybe marked.

A hand is parts of tokens separated by commas (spaces and tabs allowed around commas and at
both ends); a tile list (dora indicators) is parts separated by commas or spaces.

Two pyparsing grammars describe the same language:

* the *fast* grammar is one ``pp.Regex`` per kind of input. Well-written input, the
  common case, is matched by it in a few microseconds and its parse action hands the text
  to the reader;
* the *detailed* grammar is built from token-sized ``pp.Regex`` pieces joined with
  error stops. It runs only when the fast one fails, to find the column of the first
  mistake and say what was expected there.

Each is built on first use and cached (the detailed one only when a text is refused), so
importing this module stays cheap: pyparsing itself is imported only then. The test suite
checks that both accept the same texts.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Final

from scoring.errors import NotationError
from scoring.tiles import Tile, kind_of

if TYPE_CHECKING:
    import pyparsing as pp

#: Longest text accepted as a hand or a tile list; longer input is refused before parsing.
#: A hand with four kans spelled out in full needs about 40 characters.
MAX_HAND_LENGTH: Final = 200

_DIGITS: Final = r"(?:[0-9][-+=]?)+"
# The look-ahead keeps a prefix group from giving back digits to a following suffix
# group when the regex backtracks: ``m12p`` must not read as ``m1`` + ``2p``.
PREFIX_PATTERN: Final = rf"[mpsz]{_DIGITS}(?![-+=0-9])"
SUFFIX_PATTERN: Final = rf"{_DIGITS}[mpsz][-+=]?"
LETTER_PATTERN: Final = r"[ESWNPFC][-+=]?"
RED_PATTERN: Final = r"r5[mps][-+=]?"
TOKEN_PATTERN: Final = f"(?:{PREFIX_PATTERN}|{SUFFIX_PATTERN}|{LETTER_PATTERN}|{RED_PATTERN})"
_SPACE: Final = "[ \t]*"
_COMMA: Final = rf"{_SPACE},{_SPACE}"
HAND_PATTERN: Final = rf"{_SPACE}{TOKEN_PATTERN}+(?:{_COMMA}{TOKEN_PATTERN}+)*{_SPACE}\Z"
TILES_PATTERN: Final = (
    rf"{_SPACE}(?:{TOKEN_PATTERN}+(?:(?:{_COMMA}|[ \t]+){TOKEN_PATTERN}+)*{_SPACE})?\Z"
)

_END_NAME: Final = "<end>"


# The two records below are plain slotted classes, not dataclasses or NamedTuples: those
# generate and compile methods when the module is imported, and start-up time matters.


class FastGrammar:
    """The one-regex grammars (built once by :func:`fast_grammar`)."""

    __slots__ = ("failure", "hand", "tiles")

    def __init__(self, hand: pp.Regex, tiles: pp.Regex, failure: type[Exception]) -> None:
        self.hand = hand
        self.tiles = tiles
        #: pyparsing's base exception class, kept here so callers need not import pyparsing.
        self.failure = failure


class DetailedGrammar:
    """The token-by-token grammars (built once by :func:`detailed_grammar`)."""

    __slots__ = ("hand", "tiles")

    def __init__(self, hand: pp.ParserElement, tiles: pp.ParserElement) -> None:
        self.hand = hand
        self.tiles = tiles


class Scanned:
    """What the fast grammars' parse action yields: the text's parts."""

    __slots__ = ("parts",)

    def __init__(self, parts: list[Part]) -> None:
        self.parts = parts


def _scan_action(text: str, _loc: int, _tokens: pp.ParseResults) -> Scanned:
    return Scanned(scan(text))


def _finish(element: pp.ParserElement) -> pp.ParserElement:
    # Whitespace is part of the language (only around commas), and positions must be
    # offsets into the text as given, so no skipping and no tab expansion.
    return element.leave_whitespace().parse_with_tabs()


@cache
def fast_grammar() -> FastGrammar:
    """Build the fast grammars (first call only; later calls return the same objects)."""
    import pyparsing as pp

    return FastGrammar(
        hand=_regex(HAND_PATTERN),
        tiles=_regex(TILES_PATTERN),
        failure=pp.ParseBaseException,
    )


def _regex(pattern: str) -> pp.Regex:
    import pyparsing as pp

    element = pp.Regex(pattern)
    _finish(element.set_parse_action(_scan_action))
    return element


@cache
def detailed_grammar() -> DetailedGrammar:
    """Build the detailed grammars (first error only: well-written input never needs them)."""
    import pyparsing as pp

    mark = pp.Regex("[-+=]")
    digits = pp.Regex(_DIGITS).set_name("a digit")
    prefix = pp.Regex("[mpsz]") - digits
    suffix = digits - pp.Regex("[mpsz]").set_name("a digit or a suit letter") + pp.Opt(mark)
    letter = pp.Regex(LETTER_PATTERN)
    red = (
        pp.Literal("r")
        - pp.Literal("5").set_name("5 (r5m, r5p and r5s are the red fives)")
        - pp.Regex("[mps]").set_name("m, p or s")
        + pp.Opt(mark)
    )
    token = (prefix | suffix | letter | red).set_name("a tile")
    part = pp.OneOrMore(token).set_name("a tile")
    space = pp.Opt(pp.Regex("[ \t]+"))
    end = pp.StringEnd().set_name(_END_NAME)
    comma = pp.Regex(_COMMA)
    hand = space + part + pp.ZeroOrMore(comma - part) + space + end
    # Between tiles of a list a comma or spaces; trailing spaces belong to the end.
    separator = pp.Regex(rf"{_COMMA}|[ \t]+(?=[^ \t])")
    tiles = space + pp.Opt(part + pp.ZeroOrMore(separator - part)) + space + end
    return DetailedGrammar(hand=_finish(hand), tiles=_finish(tiles))


def read_parts(text: str, *, tile_list: bool = False) -> list[Part]:
    """The parts of ``text``, a hand (or with ``tile_list`` a list of tiles).

    Raises NotationError at the first mistake.
    """
    check_length(text)
    fast = fast_grammar()
    # The fast grammar is one pp.Regex: whether it accepts the text is whether its
    # compiled pattern matches at 0 (the pattern ends with \Z; no whitespace is skipped).
    # Asking the pattern itself spares parse_string's machinery, which cost more than the
    # match and the scan together; the parse action would only have called scan().
    if (fast.tiles if tile_list else fast.hand).re.match(text) is not None:
        return scan(text)
    detailed = detailed_grammar()
    error = locate_error(detailed.tiles if tile_list else detailed.hand, text)
    if error is not None:
        raise error
    # Both grammars describe one language (the tests check it); should they ever differ,
    # the detailed one, which accepted the text, is the reference.
    return scan(text)


def check_length(text: str) -> None:
    """Refuse a text longer than MAX_HAND_LENGTH at once, without reading it."""
    if len(text) > MAX_HAND_LENGTH:
        # No position and no copy of the text: it may be megabytes long.
        raise NotationError(f"input too long: {len(text)} characters, at most "
                            f"{MAX_HAND_LENGTH} are read", code="input_too_long")


def locate_error(element: pp.ParserElement, text: str) -> NotationError | None:
    """The error the detailed grammar ``element`` finds in ``text`` (None: well written)."""
    import pyparsing as pp

    try:
        element.parse_string(text)
    except pp.ParseBaseException as exc:
        return _notation_error(text, exc.loc, exc.msg)
    return None


def describe(text: str, position: int) -> str:
    """The character at ``position`` as an error message names it."""
    if position >= len(text):
        return "end of text"
    char = text[position]
    if char == " ":
        return "a space"
    if char == "\t":
        return "a tab"
    if char.isascii() and char.isprintable():
        return f"'{char}'"
    if char.isprintable():
        return f"'{char}' (U+{ord(char):04X})"
    return f"U+{ord(char):04X}"


def error_at(text: str, position: int, message: str, *, code: str | None = None) -> NotationError:
    """A NotationError at ``position`` whose message starts with the 1-based column."""
    return NotationError(f"column {position + 1}: {message}", code=code, position=position,
                         text=text)


def _notation_error(text: str, loc: int, msg: str) -> NotationError:
    expected = msg[len("Expected "):] if msg.startswith("Expected ") else msg
    if expected == _END_NAME:
        # The tokens stopped before the end: say what could have continued them.
        previous = text[loc - 1] if loc > 0 else ""
        if previous and previous in " \t":
            while loc > 0 and text[loc - 1] in " \t":
                loc -= 1
            return error_at(text, loc, "unexpected space: spaces are allowed only around "
                                       "commas and at the ends")
        if previous and previous in "+=-" and text[loc] in "+=-":
            return error_at(text, loc, f"a tile takes one source mark, found {describe(text, loc)}")
        if previous and (previous.isdigit() or previous in "+=-"):
            expected = "a digit or a suit letter"
        else:
            expected = "a tile"
    return error_at(text, loc, f"expected {expected}, found {describe(text, loc)}")


class Part:
    """One comma-separated part of a text as written: its tiles in text order.

    ``positions[i]`` is the offset of tile ``i``'s digit (its letter for ``E``..``C``, the
    ``r`` of ``r5m``); ``marks`` maps a tile index to its mark and the mark's offset.
    ``start``/``end`` delimit the part without the spaces around it.
    """

    __slots__ = ("end", "marks", "positions", "start", "tiles")

    def __init__(self, start: int) -> None:
        self.start = start
        self.end = start
        self.tiles: list[Tile] = []
        self.positions: list[int] = []
        self.marks: dict[int, tuple[str, int]] = {}


# One shared Tile object per spelling: tiles are immutable, and building a new one for
# each tile read would cost more than all the rest of the scan.
_TILES: Final[dict[str, Tile]] = {
    **{f"{suit}{n}": Tile(kind_of(suit, n)) for suit in "mps" for n in range(1, 10)},
    **{f"{suit}0": Tile(kind_of(suit, 5), red=True) for suit in "mps"},
    **{f"z{n}": Tile(kind_of("z", n)) for n in range(1, 8)},
}
_LETTERS: Final[dict[str, Tile]] = {letter: _TILES[f"z{n}"] for n, letter in
                                    enumerate("ESWNPFC", start=1)}


def scan(text: str) -> list[Part]:
    """The tiles and marks of a well-written ``text`` (one the grammar accepts), by part.

    Raises NotationError for what the grammar lets through but no tile set can hold: a
    digit that is not an honor (``z8``, ``0z``) and a tile with two marks (``12m+`` is
    fine, ``12+m+`` is not).
    """
    # A plain loop over the characters, digits of a prefix group first: this runs for
    # every hand read, and was measured faster than re-tokenizing with a regex.
    parts: list[Part] = []
    part = _NO_PART  # replaced before its first use: every part starts with a token
    new_part = True
    pending: list[int] = []  # offsets of suffix digits still waiting for their letter
    prefix: dict[str, Tile] | None = None  # digit -> tile, in a prefix group
    i = 0
    size = len(text)
    while i < size:
        char = text[i]
        if char in " \t,":
            prefix = None
            new_part = new_part or char == ","
            i += 1
            continue
        if new_part:
            part = Part(i)
            parts.append(part)
            new_part = False
        if char in _DIGITS_SET:
            if prefix is None:
                pending.append(i)
            else:
                tile = prefix.get(char)
                if tile is None:
                    raise _not_a_tile(text, "z", i, prefix_form=True)
                part.tiles.append(tile)
                part.positions.append(i)
        elif char in "+=-":
            # The mark belongs to the last tile written, suit letter or not yet.
            _add_mark(text, part, len(part.tiles) + len(pending) - 1, i)
        elif char in "mpsz":
            if pending:
                for offset in pending:
                    part.tiles.append(_tile(text, char, offset))
                    part.positions.append(offset)
                pending.clear()
            else:
                prefix = _BY_SUIT[char]
        elif char == "r":
            part.tiles.append(_TILES[text[i + 2] + "0"])
            part.positions.append(i)
            prefix = None
            i += 2
        else:
            part.tiles.append(_LETTERS[char])
            part.positions.append(i)
            prefix = None
        i += 1
        part.end = i
    return parts


_NO_PART: Final = Part(0)
_DIGITS_SET: Final = frozenset("0123456789")
#: the tile of each digit in a prefix group, by suit letter (``PREFIX_TILES["p"]["0"]`` is
#: the red 5p); a digit missing from a suit's table is not a tile (z0, z8, z9).
PREFIX_TILES: Final[dict[str, dict[str, Tile]]] = {
    suit: {name[1]: tile for name, tile in _TILES.items() if name[0] == suit} for suit in "mpsz"
}
_BY_SUIT: Final = PREFIX_TILES


def _tile(text: str, suit: str, offset: int) -> Tile:
    """The tile of a suffix group's digit at ``offset``."""
    tile = _TILES.get(suit + text[offset])
    if tile is None:
        raise _not_a_tile(text, suit, offset, prefix_form=False)
    return tile


def _add_mark(text: str, part: Part, index: int, offset: int) -> None:
    if index in part.marks:
        raise error_at(text, offset, f"a tile takes one source mark, found '{text[offset]}'")
    part.marks[index] = (text[offset], offset)


def _not_a_tile(text: str, suit: str, offset: int, *, prefix_form: bool) -> NotationError:
    digit = text[offset]
    spelled = f"{suit}{digit}" if prefix_form else f"{digit}{suit}"
    honors = "z1-z7" if prefix_form else "1z-7z"
    return error_at(text, offset, f"{spelled} is not a tile (honors are {honors}: "
                                  "E S W N, then P F C)")
