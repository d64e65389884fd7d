"""What ``score``'s parameters say: the hand with its win, and the situation.

Seats and tile lists as the options write them, and the hand completed by --ron, --tsumo
and --from. No Typer here: ``batch`` reads every line through this module, which
setup.py compiles with mypyc (pyproject.toml, ``[tool.mjcalc.mypyc]``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import TYPE_CHECKING, Final, NamedTuple

from scoring.errors import NotationError, ScoringError, UsageError

if TYPE_CHECKING:
    from scoring.hands import Hand, Source
    from scoring.rules import Rules
    from scoring.situation import Situation
    from scoring.tiles import Tile

    from .score_options import ScoreOptions

#: every spelling of a seat or round wind the options take, lower-cased.
SEAT_WORDS: dict[str, int] = {
    **{str(i): i for i in range(4)},
    **{w: i for i, w in enumerate("eswn")},
    **{w: i for i, w in enumerate(("east", "south", "west", "north"))},
    **{w: i for i, w in enumerate("東南西北")},
    **{f"{i + 1}z": i for i in range(4)},
    **{f"z{i + 1}": i for i in range(4)},
}
SEAT_HELP = "E, S, W, N (or east... or 0-3; 0 = East = dealer)"
SEAT_LABELS = ("East", "South", "West", "North")


def parse_seat(text: str, option: str) -> int:
    """A seat or wind written as E/S/W/N, east..north, 東南西北, 1z-4z or 0-3."""
    seat = SEAT_WORDS.get(text.strip().lower())
    if seat is None:
        raise UsageError(f"{option}: {text!r} is not a seat; use {SEAT_HELP}", code="bad_seat")
    return seat


def parse_optional_seat(text: str | None, option: str) -> int | None:
    """:func:`parse_seat`, or None when the option was not given."""
    return None if text is None else parse_seat(text, option)


def parse_tile_list(texts: Sequence[str], option: str) -> tuple[Tile, ...]:
    """Tiles given to an option, in any notation; commas and spaces separate freely.

    ``--dora m3,p4``, ``--dora m3p4`` and ``--dora m3 --dora p4`` are the same. A notation
    error points into the option's own text.
    """
    from grammar import MAX_HAND_LENGTH, parse_tiles

    # the limit is on the whole list, checked before any of it is split or read
    length = sum(len(text) for text in texts)
    if length > MAX_HAND_LENGTH:
        raise NotationError(f"{option}: input too long: {length} characters, at most "
                            f"{MAX_HAND_LENGTH} are read", code="input_too_long")
    tiles: list[Tile] = []
    for text in texts:
        for start, word in _words(text):
            try:
                tiles.extend(parse_tiles(word))
            except NotationError as err:
                position = None if err.position is None else start + err.position
                message = err.message
                if position is not None and message.startswith("column "):
                    # the grammar counted columns in the chunk: count them in the option
                    message = f"column {position + 1}:{message.split(':', 1)[1]}"
                raise NotationError(f"{option}: {message}", code=err.code,
                                    position=position, text=text) from None
    return tuple(tiles)


def _words(text: str) -> list[tuple[int, str]]:
    """The words of ``text`` between commas and white space, each with where it starts."""
    if text.isalnum():  # the usual case, one word (m3p4)
        return [(0, text)]
    words: list[tuple[int, str]] = []
    start = -1
    for index, char in enumerate(text):
        if char == "," or char.isspace():
            if start >= 0:
                words.append((start, text[start:index]))
                start = -1
        elif start < 0:
            start = index
    if start >= 0:
        words.append((start, text[start:]))
    return words


#: the situational flags of ``score``: parameter names, also Situation's field names.
FLAGS = ("riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan",
         "tenhou", "chiihou", "renhou", "chankan_closed")


def complete_hand(hand: Hand, options: ScoreOptions, seat: int, discarder: int | None
                  ) -> Hand:
    """``hand`` with its winning tile and how it was won, from --ron/--tsumo/--from."""
    ron = options.ron
    tsumo = options.tsumo
    from_source = None if discarder is None else _late().Source((discarder - seat) % 4)
    if ron is not None:
        if tsumo:
            raise ScoringError("--ron and --tsumo contradict each other",
                               code="contradictory_flags")
        if hand.win_tile is not None:
            raise UsageError(
                "--ron: the hand already holds its winning tile (the last of 14 written); "
                "give 13 tiles with --ron, or use --from SEAT alone", code="win_tile_twice")
        tile, source = _win_tile(ron)
        if source is None:
            source = from_source
        elif from_source is not None and source != from_source:
            raise UsageError(
                f"--ron {ron} marks {seat_name(source.seat_from(seat))} as the "
                f"discarder but --from says {seat_name(from_source.seat_from(seat))}",
                code="contradictory_source")
        if source is None:
            raise UsageError(f"--ron {ron}: say who dealt it, with a mark (+ = -) or "
                             "--from SEAT", code="no_source")
        return hand.with_win(tile, source)
    if hand.win_tile is None:
        raise not_a_win(hand)
    if hand.win_source is not None:  # a ron mark written in the hand itself
        if tsumo:
            raise ScoringError(f"--tsumo, but the hand marks {hand.win_tile} as a ron",
                               code="contradictory_flags")
        if from_source is not None and from_source != hand.win_source:
            raise UsageError("the source mark of the winning tile and --from disagree",
                             code="contradictory_source")
        return hand
    if from_source is not None:
        if tsumo:
            raise ScoringError("--from (a ron) and --tsumo contradict each other",
                               code="contradictory_flags")
        return hand.with_win(hand.win_tile, from_source)
    return hand


def not_a_win(hand: Hand) -> ScoringError:
    """The error for a hand written without its winning tile: its waits, or its shanten."""
    from scoring.hand.shanten import shanten
    from scoring.hand.shapes import counts_of, waiting_kinds
    from scoring.tiles import kind_name

    counts = counts_of(hand.concealed)
    how = "add the winning tile (as the 14th tile, or --ron TILE)"
    waits = [kind_name(kind) for kind in waiting_kinds(counts, len(hand.melds))]
    if waits:
        return ScoringError(f"not a winning hand yet: tenpai, waiting on {' '.join(waits)}; "
                            f"{how}", code="not_winning", detail={"waits": waits})
    steps = shanten(counts, len(hand.melds))
    return ScoringError(f"not a winning hand: {steps}-shanten (no winning tile given)",
                        code="not_winning", detail={"shanten": steps})


def seat_name(seat: int) -> str:
    """East, South, West or North."""
    return SEAT_LABELS[seat]


def read_hand_and_situation(options: ScoreOptions, rules: Rules
                            ) -> tuple[Hand, Situation]:
    """The hand, completed by its winning tile (--ron, --tsumo, --from), and the situation
    of the win, from ``score``'s options (HAND and its options, not --json)."""
    late = _late()
    if options.hand is None:
        raise UsageError("missing HAND: give the hand to score (or --json RECORD)",
                         code="usage")
    seat = parse_optional_seat(options.seat, "--seat")
    seat = late.seat if seat is None else seat
    round_wind = parse_optional_seat(options.round_wind, "--round")
    discarder = parse_optional_seat(options.discarder, "--from")
    if discarder is not None and discarder == seat:
        raise UsageError(f"--from: the winner's own seat ({seat_name(seat)}) cannot "
                         "deal in", code="bad_seat")
    hand = complete_hand(late.parse_hand(options.hand, rules), options, seat, discarder)
    situation = late.build_situation(
        late.round_wind if round_wind is None else round_wind,
        seat,
        None if hand.win_source is None else hand.win_source.seat_from(seat),
        _tile_list(options.dora, "--dora"),
        _tile_list(options.ura, "--ura"),
        options.honba or 0,
        options.deposits or 0,
        parse_optional_seat(options.pao, "--pao"),
        # every flag is False unless given
        [name for name in FLAGS if options.given(name)],
        options.kita or 0,
    )
    return hand, situation


def line_hand_and_situation(options: ScoreOptions, rules: Rules) -> tuple[Hand, Situation]:
    """The hand, completed by its winning tile, and the situation of the win.

    :func:`read_hand_and_situation` for a line of arguments read by ``batch``:
    ``--json`` is refused (UsageError ``usage``) rather than ignored; ``batch`` reads
    a line with ``--also`` as ``score`` does (``commands.score.multi_ron_params``).
    """
    if options.record is not None:
        raise UsageError("--json RECORD is for 'mjcalc score' alone; in a batch, write "
                         "the record itself as the line", code="usage")
    return read_hand_and_situation(options, rules)


class _Late(NamedTuple):
    """What reading a hand needs, imported on first use (a one-shot command that does
    not score imports no grammar), then at hand for every batch line."""

    parse_hand: Callable[[str, Rules], Hand]
    parse_win_tile: Callable[[str], tuple[Tile, Source | None]]
    build_situation: Callable[..., Situation]
    Source: type[Source]
    #: the seat and round wind when none is given (Situation's defaults)
    seat: int
    round_wind: int


@cache
def _late() -> _Late:
    from grammar import parse_hand, parse_win_tile
    from scoring.hands import Source
    from scoring.situation import Situation, build_situation

    defaults = Situation()
    return _Late(parse_hand, parse_win_tile, build_situation, Source, defaults.seat,
                 defaults.round_wind)


#: texts read once and kept (a tile list, a winning tile): a batch repeats them often.
_READ_CACHE_SIZE: Final = 1024
_TILE_LISTS: dict[tuple[str, ...], tuple[Tile, ...]] = {}
_WIN_TILES: dict[str, tuple[Tile, Source | None]] = {}


def _tile_list(texts: Sequence[str] | None, option: str) -> tuple[Tile, ...]:
    """:func:`parse_tile_list` of an option's texts, kept per texts
    (the tiles do not depend on the option, only an error's message does; an error is
    raised again each time, never kept)."""
    if not texts:
        return ()
    key = tuple(texts)
    tiles = _TILE_LISTS.get(key)
    if tiles is None:
        tiles = parse_tile_list(texts, option)
        if len(_TILE_LISTS) >= _READ_CACHE_SIZE:
            _TILE_LISTS.clear()
        _TILE_LISTS[key] = tiles
    return tiles


def _win_tile(text: str) -> tuple[Tile, Source | None]:
    """:func:`grammar.parse_win_tile`, kept per text (errors raised each time)."""
    if type(text) is not str:  # what the grammar refuses with its own message
        return _late().parse_win_tile(text)
    read = _WIN_TILES.get(text)
    if read is None:
        read = _late().parse_win_tile(text)
        if len(_WIN_TILES) >= _READ_CACHE_SIZE:
            _WIN_TILES.clear()
        _WIN_TILES[text] = read
    return read
