"""From notation text to domain objects: hands, tiles, the winning tile.

The grammar (``grammar.syntax``) says whether a text is well written and which tiles and
marks it holds; this module gives them their meaning: which part is concealed, which tile
wins and how, what kind each meld is, and whether the tiles can exist at all.
"""

from __future__ import annotations

import re
from functools import lru_cache
from operator import attrgetter
from typing import Final

from scoring.errors import InvalidHandError, NotationError
from scoring.hand.validate import excess_tile
from scoring.hands import Hand, Meld, MeldKind, Source, sorted_tiles
from scoring.memo import IdentityMemo
from scoring.rules import DEFAULT_RULES, Rules
from scoring.tiles import COPIES, Tile

from .syntax import PREFIX_TILES, Part, check_length, error_at, read_parts, scan

#: A hand has at most four melds.
MAX_MELDS: Final = 4
#: Tiles of a complete hand before melds (each meld, kan or not, stands for three).
FULL_HAND: Final = 14
#: Entries kept in the cache of parsed hands.
CACHE_SIZE: Final = 8192


def parse_hand(text: object, rules: Rules | None = None) -> Hand:
    """The hand written as ``text`` (any notation the package docstring describes).

    ``text`` is typed ``object`` because it is checked here: compiled by mypyc (setup.py),
    a ``str`` annotation would refuse anything else with a bare TypeError first.

    ``rules`` decides how many red fives there may be (default: ``DEFAULT_RULES``).
    Raises NotationError for text that is not notation and InvalidHandError for a hand
    that cannot exist, both with ``position`` (0-based offset into ``text``) when the
    problem has a place. Hands read by the full reader are cached (they are immutable).
    """
    if not isinstance(text, str):
        raise NotationError(f"a hand is text, not {type(text).__name__}")
    check_length(text)  # before the cache, which would hash a text of any size
    rules = DEFAULT_RULES if rules is None else rules
    # The plain case is not cached: reading it costs little more than a cache's look-up,
    # and a batch's hands seldom repeat (10,000 majiang-core records: 2 hits), while the
    # thousands of hands a cache keeps alive are walked by the collector again and again.
    hand = _plain_hand(text, rules)
    return _read_hand(text, rules) if hand is None else hand


@lru_cache(maxsize=CACHE_SIZE)
def _read_hand(text: str, rules: Rules) -> Hand:
    """The full reader: any notation, and the error with its column."""
    if not text.strip(" \t"):
        raise error_at(text, 0, "empty hand: expected tiles", code="empty_hand")
    parts = read_parts(text)
    concealed, meld_parts = parts[0], parts[1:]
    if len(meld_parts) > MAX_MELDS:
        extra = meld_parts[MAX_MELDS]
        raise _invalid(text, extra.start, f"{len(meld_parts)} melds: a hand has at most "
                       f"{MAX_MELDS}", "too_many_melds")
    melds = tuple(_meld(text, part) for part in meld_parts)
    win_index, win_source = _win_tile(text, concealed, len(melds))

    written = list(concealed.tiles)
    positions = list(concealed.positions)
    for part in meld_parts:
        written.extend(part.tiles)
        positions.extend(part.positions)
    excess = excess_tile(written, rules)
    if excess is not None:
        index, reason = excess
        code = "fifth_tile" if reason.startswith("fifth") else "red_fives"
        raise _invalid(text, positions[index], reason, code)

    tiles = concealed.tiles
    if win_index is None:
        return Hand(sorted_tiles(tiles), melds)
    rest = tiles[:win_index] + tiles[win_index + 1:]
    return Hand(sorted_tiles(rest), melds, tiles[win_index], win_source)


# --- the plain case, read fast ------------------------------------------------------
# Most hands come in the canonical form (what format_hand and majiang-core write): prefix
# groups only, no spaces, parts separated by commas. _plain_hand reads exactly those
# texts, without positions; anything else, and any plain text with a problem (a tile that
# cannot exist, a bad meld, a wrong count), is left to the full reader below, which finds
# the same hand or raises the error with its column (tests/grammar/test_reader.py checks
# that both give the same hands).

#: one plain part: prefix groups (a suit letter, then digits, each maybe marked); a plain
#: text is such parts joined by commas
_PLAIN_PART: Final = re.compile(r"(?:[mpsz](?:[0-9][-+=]?)+)+")
#: _plain_hand's reading states: where in the concealed part the last character was
#: (one Final each: compiled, a Final integer is a constant, not a look-up per character)
_START: Final = 0
_LETTER: Final = 1
_DIGIT: Final = 2
_MARK: Final = 3
#: _plain_hand reads the concealed part's bytes (UTF-8): a byte is an int, and the tile of
#: a digit is found by indexing a list, not by hashing a one-character string into a dict.
#: The tile of each byte after a suit letter, by the letter's byte (None: not a digit of
#: that suit, z0 z8 z9 included); and the empty table, before any letter.
_CODE_TILES: Final[dict[int, list[Tile | None]]] = {
    ord(suit): [table.get(chr(code)) for code in range(256)]
    for suit, table in PREFIX_TILES.items()
}
_NO_TILES: Final[list[Tile | None]] = [None] * 256
#: the bytes of the source marks, and of the red five's digit
_MARK_BYTES: Final = b"+=-"
_RED_DIGIT: Final = ord("0")
#: melds read from plain texts, by text (a Meld is immutable: hands may share one)
_PLAIN_MELDS: Final[dict[str, Meld]] = {}
_KIND: Final = attrgetter("kind")


def _plain_hand(text: str, rules: Rules) -> Hand | None:
    """The hand of a plain ``text`` (see above), or None: then the full reader decides."""
    written = text.split(",")
    count_melds = len(written) - 1
    if count_melds > MAX_MELDS:
        return None
    melds: list[Meld] = []
    for meld_text in written[1:]:
        meld = _PLAIN_MELDS.get(meld_text)
        if meld is None:
            meld = _plain_meld(meld_text)
            if meld is None:
                return None
        melds.append(meld)
    tiles: list[Tile] = []
    mark = ""
    marked = -1
    reds = 0  # red fives, 1 per red 5m, 8 per red 5p, 64 per red 5s
    counts = [0] * 34
    # The concealed part is checked against _PLAIN as it is read: a letter starts it and
    # each group has a digit, a mark follows a digit. (No regex: it cost as much as this.)
    table = _NO_TILES  # no tile before the first letter
    state = _START
    # (a lone surrogate cannot be UTF-8: passed through as bytes that are no tile, it goes
    # to the full reader, which says where it is)
    for code in written[0].encode("utf-8", "surrogatepass"):
        tile = table[code]  # a digit, most bytes: looked for first
        if tile is not None:
            state = _DIGIT
            tiles.append(tile)
            kind = tile.kind
            count = counts[kind] + 1  # compiled, += on a list item is a generic add
            if count > COPIES:
                return None  # a fifth copy: the full reader says where
            counts[kind] = count
            if code == _RED_DIGIT:
                reds += _RED_UNIT[kind]
            continue
        letter_table = _CODE_TILES.get(code)
        if letter_table is not None:
            if state == _LETTER:
                return None  # a letter without digits
            table = letter_table
            state = _LETTER
        elif code in _MARK_BYTES:
            if state != _DIGIT or mark:
                return None  # a mark not after a digit, or a second mark
            mark = chr(code)
            marked = len(tiles) - 1
            state = _MARK
        else:
            return None  # not a digit of the suit, a digit before any letter, z0, z8, z9
    if state != _DIGIT and state != _MARK:
        return None  # empty, or a letter without digits at the end
    full = FULL_HAND - 3 * count_melds
    # the tiles must be possible (excess_tile): no fifth copy (looked for as they are
    # counted: a test a tile, where a pass over the 34 counts cost ten times as much), no
    # red five too many
    for meld in melds:
        for tile in meld.tiles:
            kind = tile.kind
            count = counts[kind] + 1
            if count > COPIES:
                return None
            counts[kind] = count
            if tile.red:
                reds += _RED_UNIT[kind]
    red = reds != 0
    fives = counts[4] or counts[13] or counts[22]
    if fives:
        limits = _red_limits(rules)
        if red and (reds & 7 > limits[0] or (reds >> 3) & 7 > limits[1]
                    or (reds >> 6) & 7 > limits[2]):
            return None
        # a red five replaces a plain one: with n red, 4 - n plain fives at most
        if (counts[4] - (reds & 7) + limits[0] > COPIES
                or counts[13] - ((reds >> 3) & 7) + limits[1] > COPIES
                or counts[22] - ((reds >> 6) & 7) + limits[2] > COPIES):
            return None
    if mark:
        if len(tiles) != full:
            return None
        win = tiles.pop(marked)
        return Hand(_sorted(tiles, red), tuple(melds), win, _SOURCES[mark])
    if len(tiles) == full:
        win = tiles.pop()
        return Hand(_sorted(tiles, red), tuple(melds), win, None)
    if len(tiles) == full - 1:
        return Hand(_sorted(tiles, red), tuple(melds), None, None)
    return None


#: what a red five adds to _plain_hand's red count, by kind (3 bits per suit: at most
#: 4 fives of a suit are in a possible hand, and the fifth is refused before the reds)
_RED_UNIT: Final = {4: 1, 13: 8, 22: 64}
#: red fives the rules have in m, p, s, by the identity of the rules
_RED_LIMITS: Final[IdentityMemo[Rules, tuple[int, int, int]]] = IdentityMemo(65)


def _red_limits(rules: Rules) -> tuple[int, int, int]:
    limits = _RED_LIMITS.get(rules)
    if limits is None:
        limits = _RED_LIMITS.put(rules, (rules.red_fives("m"), rules.red_fives("p"),
                                         rules.red_fives("s")))
    return limits


def _plain_meld(text: str) -> Meld | None:
    """The meld of a plain meld text, or None when the full reader must say why not."""
    if _PLAIN_PART.fullmatch(text) is None:
        return None
    try:
        (part,) = scan(text)
        meld = _meld(text, part)
    except (InvalidHandError, NotationError):
        return None
    if len(_PLAIN_MELDS) >= CACHE_SIZE:
        _PLAIN_MELDS.clear()
    _PLAIN_MELDS[text] = meld
    return meld


def _sorted(tiles: list[Tile], red: bool) -> tuple[Tile, ...]:
    """sorted_tiles(tiles); ``red``: some tile may be a red five."""
    if red:
        return sorted_tiles(tiles)
    # no red five: by kind alone, the same order; most hands are written in that order
    previous = -1
    for tile in tiles:
        if tile.kind < previous:
            return tuple(sorted(tiles, key=_KIND))  # a C-level key
        previous = tile.kind
    return tuple(tiles)


def _win_tile(text: str, concealed: Part, melds: int) -> tuple[int | None, Source | None]:
    """The index of the winning tile in the concealed part and where it came from."""
    count = len(concealed.tiles)
    full = FULL_HAND - 3 * melds
    counted = f"{_plural(count, 'tile')} with {_plural(melds, 'meld')}"
    if len(concealed.marks) > 1:
        second = sorted(position for _, position in concealed.marks.values())[1]
        raise error_at(text, second, "only one concealed tile may carry a source mark "
                                     "(the tile won by ron)")
    if concealed.marks:
        ((index, (mark, _)),) = concealed.marks.items()
        if count != full:
            raise _invalid(text, _count_position(concealed, full),
                           f"{counted} and a ron tile: expected {full} (the ron tile included)",
                           "tile_count")
        return index, _SOURCES[mark]
    if count == full:
        return count - 1, None  # the last tile written is the one drawn
    if count == full - 1:
        return None, None
    raise _invalid(text, _count_position(concealed, full),
                   f"{counted}: expected {full - 1} or {full}", "tile_count")


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def _count_position(concealed: Part, full: int) -> int:
    """Where a wrong tile count shows: the first tile too many, or the end of the part."""
    if len(concealed.tiles) > full:
        return concealed.positions[full]
    return concealed.end


def _meld(text: str, part: Part) -> Meld:
    """The meld written as ``part`` (see the package docstring for the forms)."""
    tiles = part.tiles
    size = len(tiles)
    if size != 3 and size != 4:
        raise _invalid(text, part.start, f"meld {_written(text, part)}: a meld has 3 or 4 "
                       f"tiles, not {size}", "bad_meld")
    marks = part.marks
    if len(marks) > 1:
        second = sorted(position for _, position in marks.values())[1]
        raise error_at(text, second, f"meld {_written(text, part)}: only the called tile "
                                     "carries a mark")
    kind = tiles[0].kind
    same = tiles[1].kind == kind and tiles[2].kind == kind and (size == 3 or
                                                               tiles[3].kind == kind)
    if not marks:
        if size == 3:
            raise _invalid(text, part.start, f"meld {_written(text, part)}: a called meld "
                           "needs a source mark (+ = -) after the called tile", "bad_meld")
        if not same:
            raise _invalid(text, part.start, f"meld {_written(text, part)}: a kan is four "
                           "of the same tile", "bad_meld")
        return Meld(MeldKind.CLOSED_KAN, sorted_tiles(tiles))
    ((index, (mark, mark_position)),) = marks.items()
    source = _SOURCES[mark]
    called = tiles[index]
    if size == 4:
        if not same:
            raise _invalid(text, part.start, f"meld {_written(text, part)}: a kan is four "
                           "of the same tile", "bad_meld")
        if index == 3:
            return Meld(MeldKind.OPEN_KAN, sorted_tiles(tiles), called, source)
        # A mark before the last tile: the pon as it was called, then the tile added.
        return Meld(MeldKind.ADDED_KAN, sorted_tiles(tiles), called, source, tiles[3])
    if same:
        return Meld(MeldKind.PON, sorted_tiles(tiles), called, source)
    _check_chi(text, part, tiles)
    if source is not Source.KAMICHA:
        raise _invalid(text, mark_position, f"meld {_written(text, part)}: a chi is called "
                       f"from the previous player (-), not '{mark}'", "bad_meld")
    return Meld(MeldKind.CHI, sorted_tiles(tiles), called, source)


_SOURCES: Final = {source.mark: source for source in Source}


def _written(text: str, part: Part) -> str:
    return text[part.start:part.end]


def _check_chi(text: str, part: Part, tiles: list[Tile]) -> None:
    kinds = sorted(tile.kind for tile in tiles)
    if kinds[-1] >= 27:
        # z112=: meant as a pon, so say that first; z123-: meant as a chi
        what = "honors make no chi" if len(set(kinds)) == 3 else \
            "neither three of a kind nor a run (honors make no chi)"
        raise _invalid(text, part.start, f"meld {_written(text, part)}: {what}", "bad_meld")
    run = kinds[0] // 9 == kinds[2] // 9 and kinds[1] == kinds[0] + 1 == kinds[2] - 1
    if not run:
        raise _invalid(text, part.start, f"meld {_written(text, part)}: neither a run nor "
                       "three of a kind", "bad_meld")


def _invalid(text: str, position: int, message: str, code: str) -> InvalidHandError:
    return InvalidHandError(f"column {position + 1}: {message}", code=code,
                            position=position, text=text)


def parse_tiles(text: object) -> tuple[Tile, ...]:
    """Tiles in the order written, e.g. dora indicators: ``m1p2``, ``1m2p``, ``m1, p2``, ``E``.

    Tiles may be separated by commas or spaces; an empty text is an empty tuple. Marks
    are refused. Whether the tiles can exist together is left to the caller
    (``scoring.hand.validate.excess_tile``), which knows the other tiles in play.
    """
    if not isinstance(text, str):
        raise NotationError(f"tiles are text, not {type(text).__name__}")
    check_length(text)
    return _parse_tiles(text)


#: a plain tile list: prefix groups without marks, nothing between them (``s5p6s7m1``)
_PLAIN_TILES: Final = re.compile(r"(?:[mpsz][0-9]+)+")


@lru_cache(maxsize=CACHE_SIZE)
def _parse_tiles(text: str) -> tuple[Tile, ...]:
    tiles = _plain_tiles(text)
    return _read_tiles(text) if tiles is None else tiles


def _plain_tiles(text: str) -> tuple[Tile, ...] | None:
    """The tiles of a plain tile list (``s5p6s7m1``), or None: the full reader decides."""
    if _PLAIN_TILES.fullmatch(text) is None:
        return None
    tiles: list[Tile] = []
    table = PREFIX_TILES["m"]  # replaced at once: the text starts with a letter
    for char in text:
        if char in "mpsz":
            table = PREFIX_TILES[char]
        else:
            tile = table.get(char)
            if tile is None:
                return None  # z0, z8, z9: the full reader says why
            tiles.append(tile)
    return tuple(tiles)


def _read_tiles(text: str) -> tuple[Tile, ...]:
    """The full reader of tile lists."""
    tiles: list[Tile] = []
    for part in read_parts(text, tile_list=True):
        if part.marks:
            position = min(position for _, position in part.marks.values())
            raise error_at(text, position, "expected a tile without a source mark, found "
                           f"'{text[position]}'")
        tiles.extend(part.tiles)
    return tuple(tiles)


def parse_tile(text: str) -> Tile:
    """One tile, written any way: ``m5``, ``5m``, ``m0``, ``0m``, ``r5m``, ``z7``, ``C``."""
    tiles = parse_tiles(text)
    if len(tiles) != 1:
        raise _one_tile_error(text, len(tiles))
    return tiles[0]


def parse_win_tile(text: object) -> tuple[Tile, Source | None]:
    """A winning tile and its source: ``s2+`` (ron from shimocha), ``2s+``, ``s2`` (tsumo)."""
    if not isinstance(text, str):
        raise NotationError(f"a tile is text, not {type(text).__name__}")
    plain = _PLAIN_WIN_TILES.get(text)
    if plain is not None:
        return plain
    if not text.strip(" \t"):
        raise error_at(text, 0, "expected a tile, found end of text")
    parts = read_parts(text, tile_list=True)
    tiles = [tile for part in parts for tile in part.tiles]
    if len(tiles) != 1:
        raise _one_tile_error(text, len(tiles))
    marks = parts[0].marks
    if not marks:
        return tiles[0], None
    return tiles[0], _SOURCES[marks[0][0]]


#: parse_win_tile's answers for the canonical spellings (``s4``, ``s4+``, ``z1=``, ``p0-``):
#: the common case is read without the grammar, so a batch of canonical lines never
#: imports pyparsing (issue 5); anything else goes through the full reader.
_PLAIN_WIN_TILES: Final[dict[str, tuple[Tile, Source | None]]] = {
    f"{suit}{digit}{mark}": (tile, _SOURCES.get(mark))
    for suit, table in PREFIX_TILES.items() for digit, tile in table.items()
    for mark in ("", "-", "+", "=")
}


def _one_tile_error(text: str, count: int) -> NotationError:
    if count == 0:
        return error_at(text, 0, "expected a tile, found end of text")
    parts = read_parts(text, tile_list=True)
    second = [position for part in parts for position in part.positions][1]
    return error_at(text, second, f"expected one tile, found {count}")
