"""The fields of a log, checked: typed accessors for the readers, and the check every
game read passes before it is replayed (issue 33).

A log is hostile input: a JSON value of the wrong type (``"name": 5``, ``"sc": [null]``),
an XML attribute out of range (``who="9"``) must stop the reading of that file with a
``bad_log`` naming the file and where, never reach the replay as a seat 9. The accessors
raise :class:`ValueError` with a message saying what was expected, which each reader
already turns into a :class:`LogFormatError` with its place; :func:`game_fault` checks
the finished :class:`Game` as a whole, whatever reader made it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any, Final

from scoring.game.game_record import (
    ROUND_END_KINDS,
    Call,
    Discard,
    Draw,
    Event,
    Game,
    Kita,
    NewDora,
    RecordedWin,
    Round,
    RoundEnd,
    Win,
)
from scoring.hands import MeldKind
from scoring.tiles import Tile

#: the most characters of a bad value a message quotes.
_SHOWN: Final = 40
#: the largest number a log field may hold: scores, points and counts are far smaller,
#: and a 4,000-digit integer must not reach arithmetic or formatting.
MAX_NUMBER: Final = 10 ** 9


def shown(value: object) -> str:
    """``repr(value)`` cut to a readable length for a message."""
    text = repr(value)
    return text if len(text) <= _SHOWN else f"{text[:_SHOWN]}... ({len(text)} characters)"


def integer(value: object, what: str, low: int = -MAX_NUMBER, high: int = MAX_NUMBER) -> int:
    """``value`` as an int in ``low..high``: a JSON integer, or text of ASCII digits (an
    XML attribute) with an optional minus; ValueError naming ``what`` otherwise."""
    number: int | None = None
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, str) and 0 < len(value) <= 12:
        digits = value[1:] if value[:1] == "-" else value
        if digits.isascii() and digits.isdigit():
            number = int(value)
    if number is None:
        raise ValueError(f"{what} must be an integer, not {shown(value)}")
    if not low <= number <= high:
        raise ValueError(f"{what} must be {low}-{high}, not {number}")
    return number


def real(value: object, what: str) -> float:
    """``value`` as a float: a JSON number, or text of one (never NaN or infinite)."""
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise ValueError(f"{what} must be a number, not {shown(value)}")
    try:
        number = float(value)
    except (ValueError, OverflowError):
        raise ValueError(f"{what} must be a number, not {shown(value)}") from None
    if not -MAX_NUMBER <= number <= MAX_NUMBER:  # NaN fails this too
        raise ValueError(f"{what} must be a number of at most {MAX_NUMBER}, not {shown(value)}")
    return number


def seat(value: object, players: int, what: str = "seat") -> int:
    """``value`` as a seat of a ``players``-player game (0 .. players - 1)."""
    return integer(value, what, 0, players - 1)


def text(value: object, what: str) -> str:
    """``value`` if it is a string; ValueError naming ``what`` otherwise."""
    if not isinstance(value, str):
        raise ValueError(f"{what} must be text, not {shown(value)}")
    return value


def items(value: object, what: str) -> list[Any]:
    """``value`` if it is a JSON list; ValueError naming ``what`` otherwise."""
    if not isinstance(value, list):
        raise ValueError(f"{what} must be a list, not {shown(value)}")
    return value


def texts(value: object, what: str, most: int = 4) -> tuple[str, ...]:
    """A list of at most ``most`` strings (the players' names) as a tuple."""
    found = tuple(text(item, f"each of {what}") for item in items(value, what))
    if len(found) > most:
        raise ValueError(f"{what} must have at most {most} entries, not {len(found)}")
    return found


def integers(value: object, what: str, count: int | None = None) -> tuple[int, ...]:
    """A list of integers (of ``count`` of them when given) as a tuple."""
    found = tuple(integer(item, f"each of {what}") for item in items(value, what))
    if count is not None and len(found) != count:
        raise ValueError(f"{what} must have {count} entries, not {len(found)}")
    return found


def game_fault(game: Game) -> tuple[int | None, str] | None:
    """The first thing in ``game`` no real game can hold, as (the index of the round it
    is in, None when it is in the game's own fields; what), or None.

    Checked: every seat named is one of the game's, every tile a tile, the counts of
    names, scores and changes those of its players, winds and numbers in range.
    """
    players = game.players
    if players not in (3, 4):
        return None, f"a game of {players} players"
    # a three-player mjlog names North's empty place too: at most four names
    if not isinstance(game.names, tuple) or len(game.names) > 4 or not all(
            isinstance(name, str) for name in game.names):
        return None, "the players' names must be at most four texts"
    for index, round_ in enumerate(game.rounds):
        fault = _round_fault(round_, players)
        if fault is not None:
            return index, fault
    for what, values, kind in (("final scores", game.final_scores, int),
                               ("final points", game.final_points, (int, float))):
        if values is not None and (not players <= len(values) <= 4 or not all(
                isinstance(v, kind) and not isinstance(v, bool) for v in values)):
            return None, f"the {what} must be {players} numbers"
    return None


def _round_fault(round_: Round, players: int) -> str | None:
    if not (_is_int(round_.wind, 0, 3) and _is_int(round_.number, 1, 4)):
        return f"round wind {round_.wind!r} / number {round_.number!r} out of range"
    if not (_is_int(round_.honba, 0, MAX_NUMBER) and _is_int(round_.deposits, 0, MAX_NUMBER)):
        return "the honba and the riichi sticks must be counts"
    if not _is_int(round_.dealer, 0, players - 1):
        return f"dealer {round_.dealer!r} is not a seat"
    if not _numbers(round_.scores, players):
        return f"the scores must be {players} integers"
    if not (round_.dora_indicators and _tiles(round_.dora_indicators)):
        return "no dora indicator"
    if len(round_.deal) != players or not all(_tiles(hand) for hand in round_.deal):
        return f"the deal must be {players} hands of tiles"
    events = round_.events
    for index in range(len(events)):
        fault = _event_fault(events[index], players)
        if fault is not None:
            return f"event {index + 1}: {fault}"
    return None


def _event_fault(event: Event, players: int) -> str | None:
    # each class tested on its own (not merged, as ruff would): compiled, that is a
    # pointer comparison, where a tuple of classes goes through Python's isinstance; this
    # check sees every event (a game's check took 108 us, 66 us so, issue 30)
    if isinstance(event, Draw) or isinstance(event, Discard) or isinstance(event, Kita):  # noqa: SIM101
        ok = _is_int(event.seat, 0, players - 1) and isinstance(event.tile, Tile)
        return None if ok else f"seat {event.seat!r} or tile {event.tile!r} out of range"
    if isinstance(event, Call):
        from_ok = event.from_seat is None or _is_int(event.from_seat, 0, players - 1)
        ok = (_is_int(event.seat, 0, players - 1) and from_ok
              and isinstance(event.kind, MeldKind) and _tiles(event.tiles)
              and all(t is None or isinstance(t, Tile) for t in (event.called, event.added)))
        return None if ok else f"a call by seat {event.seat!r} from {event.from_seat!r}"
    if isinstance(event, NewDora):
        return None if isinstance(event.indicator, Tile) else "a dora that is not a tile"
    if isinstance(event, Win):
        ok = (_is_int(event.seat, 0, players - 1) and _is_int(event.from_seat, 0, players - 1)
              and isinstance(event.tile, Tile) and _tiles(event.ura_indicators)
              and (event.hand is None or _tiles(event.hand)))
        if not ok:
            return f"a win by seat {event.seat!r} from {event.from_seat!r}"
        return _recorded_fault(event.recorded, players)
    if isinstance(event, RoundEnd):
        if event.kind not in ROUND_END_KINDS:
            return f"a draw of kind {event.kind!r}"
        if event.tenpai is not None and (len(event.tenpai) != players or not all(
                isinstance(t, bool) for t in event.tenpai)):
            return f"the tenpai of a draw must be {players} flags"
        if event.deltas is not None and not _numbers(event.deltas, players):
            return f"a draw's score changes must be {players} integers"
        return None
    return f"an event of type {type(event).__name__}"


def _recorded_fault(recorded: RecordedWin | None, players: int) -> str | None:
    if recorded is None:
        return None
    if not all(value is None or _is_int(value, 0, MAX_NUMBER)
               for value in (recorded.fu, recorded.han, recorded.points)):
        return "a win's recorded fu, han or points out of range"
    if not _is_int(recorded.yakuman, 0, 20):
        return f"a win's recorded yakuman count {recorded.yakuman!r}"
    if recorded.pao_seat is not None and not _is_int(recorded.pao_seat, 0, players - 1):
        return f"pao seat {recorded.pao_seat!r} is not a seat"
    if recorded.deltas is not None and not _numbers(recorded.deltas, players):
        return f"a win's score changes must be {players} integers"
    if not all(isinstance(name, str) and _is_int(han, 0, 13 * 20)
               for name, han in recorded.yaku):
        return "a win's recorded yaku must be names with han"
    return None


def _is_int(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _numbers(values: Sequence[object], count: int) -> bool:
    # a three-player log may keep North's empty place (four entries)
    return count <= len(values) <= 4 and all(_is_int(v, -MAX_NUMBER, MAX_NUMBER) for v in values)


def _tiles(values: Sequence[object]) -> bool:
    return all(isinstance(t, Tile) for t in values)


#: the C scanner under json.loads (a JSONDecoder's scan_once): one JSON value from a place
#: in a text, and where it ends
_SCAN: Final[Callable[[str, int], tuple[Any, int]]] = (
    json.JSONDecoder().scan_once)  # type: ignore[attr-defined]


def json_value(line: str) -> Any:
    """``json.loads(line)``, the usual line (one JSON value, nothing around it) scanned
    straight: json.loads's own checks around the scanner cost about as much as the
    scanning (mjai: 0.2 s a hundred games). Any other line goes through json.loads, which
    takes it or raises the error it always has."""
    try:
        value, end = _SCAN(line, 0)
    except (StopIteration, json.JSONDecodeError):
        return json.loads(line)
    return value if end == len(line) else json.loads(line)
