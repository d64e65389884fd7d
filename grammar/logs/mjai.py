"""Reader of mjai JSON Lines: one event object per line, ``start_game`` ... ``end_game``.

The events (gimite's mjai protocol; Mortal's ``libriichi/src/mjai/event.rs``)::

    start_game {names}            start_kyoku {bakaze, kyoku, honba, kyotaku, oya,
                                               scores, dora_marker, tehais}
    tsumo {actor, pai}            dahai {actor, pai, tsumogiri}
    chi | pon | daiminkan {actor, target, pai, consumed}
    kakan {actor, pai, consumed}  ankan {actor, consumed}      dora {dora_marker}
    reach {actor}                 reach_accepted {actor}
    hora {actor, target, ...}     ryukyoku {...}               end_kyoku    end_game

Tiles are ``1m``-``9m`` (and p, s), ``5mr`` a red five, ``E S W N P F C`` the honors; seats
(``actor``, ``target``, ``oya``) are places at the table, counted here from the first
dealer's (the first ``start_kyoku``'s ``oya``), as in every format. What a log records of a
result differs by writer: Mortal and mjai-reviewer write ``deltas`` and ``ura_markers``;
gimite's server also ``uradora_markers``, ``hora_tehais``, ``yakus``, ``fu``, ``fan``,
``hora_points`` on a win, and ``reason``, ``tenpais`` on a draw. All are read when present.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, Final

from scoring.game.game_record import (
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
from scoring.rules import RuleValue
from scoring.tiles import PLAIN_TILES, RED_TILES, TERMINALS_AND_HONORS, Tile, kind_of, sort_key

from . import fields
from .errors import LogFormatError
from .seats import from_first_dealer
from .shared_plays import SharedPlay, shared_discard, shared_draw

FORMAT = "mjai"
#: mjai logs mostly come from Tenhou games or bots playing Tenhou's rules (issue 12).
PRESET = "tenhou"
WIND_LETTERS = "ESWN"
HONOR_LETTERS = "ESWNPFC"
#: ``ryukyoku`` reasons (gimite's server and the writers that follow it) to the model's kinds.
DRAW_REASONS: dict[str, str] = {
    "fanpai": "exhaustive",
    "howanpai": "exhaustive",
    "nagashimangan": "nagashi",
    "kyushukyuhai": "nine_terminals",
    "sufonrenta": "four_winds",
    "sufurenta": "four_winds",
    "suufuurenda": "four_winds",
    "suchareach": "four_riichi",
    "suuchariichi": "four_riichi",
    "sukaikan": "four_kans",
    "suukaikan": "four_kans",
    "sanchaho": "triple_ron",
    "sanchahou": "triple_ron",
}
#: live draws in a round: 136 tiles - 14 in the dead wall - 4 x 13 dealt; for three
#: players 108 - 14 - 3 x 13. Each kan (and North set aside) moves the last one earlier.
LIVE_DRAWS: dict[int, int] = {4: 70, 3: 55}
START_SCORE = 25000
YAKUMAN_FAN = 100


def read_mjai(text: str, source: str, document: Any = None) -> Iterator[Game]:
    """Every game of an mjai JSON Lines text, in order.

    A log that ends before ``end_game`` gives an incomplete game saying where it stops.
    Raises LogFormatError naming the line where reading stopped; the rounds read before
    it are yielded first, as an incomplete game. ``document``: unused (JSON Lines are
    parsed a line at a time).
    """
    reader = _GameReader(source)
    number = 0
    for number, line in enumerate(text.splitlines(), 1):
        plain = _PLAIN_LINES.get(line)
        if plain is None and not line.strip():
            continue
        try:
            if plain is not None:
                reader.draw_or_discard(plain)
                continue  # never the end of a game
            event = _json_line(line)
            if not isinstance(event, dict) or not isinstance(event.get("type"), str):
                raise ValueError('an event is an object with a "type"')
            finished = reader.read(event, number)
        except (json.JSONDecodeError, KeyError, IndexError, TypeError, ValueError,
                AttributeError, RecursionError) as err:
            partial = reader.cut(f"line {number}")
            if partial is not None:
                yield partial
            raise LogFormatError(source, f"line {number}", _reason(err)) from None
        if finished is not None:
            yield finished
    partial = reader.cut(f"line {number + 1}: the log ends before end_game")
    if partial is not None:
        yield partial


#: a draw or a discard, as a line gives it: "tsumo" or "dahai", the actor, the tile,
#: whether the tile discarded is the one just drawn (None: not said), and the events it
#: reads as, made once and shared by every such line (see _plain_lines).
PlainLine = tuple[str, int, Tile, bool | None, SharedPlay]


def _plain_lines() -> dict[str, PlainLine]:
    """Every draw and discard line as the writers spell them, to its fields.

    Nine lines in ten of a log are a draw or a discard, and there are only some six
    hundred of them (four actors, 37 tile spellings, tsumogiri true, false or not
    given): mjai.app, Mortal, mjai-reviewer and gimite's server write them compactly, in
    this key order; Python's json.dumps writes them with a space after each ',' and ':'.
    Looking the whole line up is a quarter of the time of scanning its JSON and taking
    the fields from that (issue 30); each entry is the JSON of its own fields, so a line
    found reads exactly as it would through JSON, and any other line goes through JSON.
    The events such a line reads as are values (frozen): made here once, each line's
    event is shared, not made and freed again for every draw and discard of a corpus.
    """
    table: dict[str, PlainLine] = {}
    for separators in _WRITERS_SEPARATORS:
        for actor in range(4):
            for pai, tile in _TILES.items():
                fields_of: dict[str, Any] = {"type": "tsumo", "actor": actor, "pai": pai}
                table[json.dumps(fields_of, separators=separators)] = (
                    "tsumo", actor, tile, None, shared_draw(actor, tile))
                for said in (None, True, False):
                    fields_of = {"type": "dahai", "actor": actor, "pai": pai}
                    if said is not None:
                        fields_of["tsumogiri"] = said
                    table[json.dumps(fields_of, separators=separators)] = (
                        "dahai", actor, tile, said, shared_discard(actor, tile, said))
    return table


#: the separators the writers put between JSON's items and after its keys: compact
#: (mjai.app, Mortal, mjai-reviewer, gimite's server) and json.dumps's own default.
_WRITERS_SEPARATORS: Final = ((",", ":"), (", ", ": "))


def _fixed_lines() -> dict[str, dict[str, Any]]:
    """The lines other than draws and discards that every log writes alike, spelt as
    :func:`_plain_lines` spells those, to their JSON: ``reach`` of each actor and
    ``end_kyoku``, a quarter of the lines that went through JSON (issue 30). The events
    are shared: a reader never changes an event it is given."""
    table: dict[str, dict[str, Any]] = {}
    for separators in _WRITERS_SEPARATORS:
        events: list[dict[str, Any]] = [{"type": "end_kyoku"}]
        events += [{"type": "reach", "actor": actor} for actor in range(4)]
        for event in events:
            table[json.dumps(event, separators=separators)] = event
    return table


def _json_line(line: str) -> Any:
    """``json.loads(line)`` (:func:`.fields.json_value`); a line every log writes alike (a
    riichi declared, a round's end) is looked up, parsed once (:func:`_fixed_lines`)."""
    fixed = _FIXED_LINES.get(line)
    if fixed is not None:
        return fixed
    return fields.json_value(line)


#: the words Python's own int() and float() use for text that is no number, and unpacking
#: for a list of the wrong length (its words differ compiled and plain)
_PYTHON_VALUE_WORDS = ("invalid literal for", "could not convert", "not enough values to unpack",
                       "too many values to unpack")


def _reason(err: Exception) -> str:
    """Why an event cannot be read, in the reader's words: a field of a type no check
    foresaw is said so, never with Python's own message (issue 29)."""
    if isinstance(err, json.JSONDecodeError):
        return f"not JSON: {err.msg}"
    if isinstance(err, KeyError):
        return f"missing field {err}"
    if isinstance(err, RecursionError):
        return "not JSON this reader can take: nested too deeply"
    if not isinstance(err, ValueError) or str(err).startswith(_PYTHON_VALUE_WORDS):
        return "a field of an unexpected type or value"
    return str(err)


class _GameReader:
    """Collects the rounds of the game being read; one instance reads a whole file."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.index = 1  # the next game's place in the file, 1-based as in every format
        self.names: tuple[str, ...] | None = None
        self.rounds: list[Round] = []
        self.round: _RoundReader | None = None
        self.started = False
        # the scores after the last event that stated them, for a start_kyoku without them
        self.scores: tuple[int, ...] | None = None
        self.overrides: dict[str, RuleValue] = {}

    def read(self, event: Mapping[str, Any], line: int) -> Game | None:
        """Read one event; the finished game after ``end_game``."""
        kind = event["type"]
        if kind == "start_game":
            if self.started:
                raise ValueError("start_game inside a game")
            names = event.get("names")
            self.names = fields.texts(names, '"names"') if names else None
            self.overrides = _stated_rules(event)
            self.started = True
        elif kind == "start_kyoku":
            self.close_round()
            self.started = True
            self.round = _RoundReader(event, self.scores)
            self.scores = self.round.scores
        elif kind == "end_kyoku":
            self.close_round()
        elif kind == "end_game":
            self.close_round()
            scores = event.get("scores")
            return self.finish(tuple(int(x) for x in scores) if scores else None, None)
        elif kind == "error":
            # a server's report that the game stopped (a bot's bad response): a cut game
            message = str(event.get("message", ""))[:80]
            return self.cut(f"line {line}: the server's error: {message}" if message
                            else f"line {line}: the server's error")
        elif kind == "none":
            pass
        elif self.round is None:
            raise ValueError(f"{kind} outside a round")
        else:
            self.round.read(event, line)
        if isinstance(event.get("scores"), list) and kind != "start_kyoku":
            self.scores = tuple(int(x) for x in event["scores"])
        return None

    def draw_or_discard(self, plain: PlainLine) -> None:
        """Read a ``tsumo`` or a ``dahai`` given by its fields (what :meth:`read` does with
        such an event)."""
        kind, actor, tile, tsumogiri, made = plain
        if self.round is None:
            raise ValueError(f"{kind} outside a round")
        seat = self.round.seat(actor)
        if kind == "tsumo":
            self.round.tsumo(seat, tile, made)
        else:
            self.round.dahai(seat, tile, tsumogiri, made)

    def close_round(self) -> None:
        if self.round is not None:
            self.rounds.append(self.round.result())
            self.round = None

    def players(self) -> int:
        if self.rounds:
            return len(self.rounds[0].scores)
        return len(self.names) if self.names else 4

    def finish(self, final_scores: tuple[int, ...] | None, stopped_at: str | None) -> Game:
        players = self.players()
        game = Game(source=self.source, index=self.index, format=FORMAT, players=players,
                    names=self.names or ("",) * players, rules=PRESET,
                    rule_overrides=self.overrides,
                    rounds=tuple(self.rounds), final_scores=final_scores, final_points=None,
                    complete=stopped_at is None, stopped_at=stopped_at)
        # mjai's actors are places at the table: seat 0 is the first dealer's place
        game = from_first_dealer(game)
        self.index += 1
        self.names, self.rounds, self.round, self.started = None, [], None, False
        self.scores = None
        self.overrides = {}
        return game

    def cut(self, where: str) -> Game | None:
        """The game read so far as an incomplete game (None when no game was open)."""
        if not self.started:
            return None
        open_round = self.round
        self.round = None
        place = f"before the first round, {where}"
        if open_round is not None:
            place = f"{open_round.label()}, {where}"
            # the events before the cut are kept: a replay scores what they settle
            self.rounds.append(open_round.result())
        elif self.rounds:
            last = self.rounds[-1]
            place = f"{WIND_LETTERS[last.wind]}{last.number} {last.honba}-honba (ended), {where}"
        return self.finish(None, place)


class _RoundReader:
    """Reads one round's events in order into the model's events."""

    def __init__(self, start: Mapping[str, Any], scores: tuple[int, ...] | None) -> None:
        tehais = start["tehais"]
        self.players = len(tehais)
        self.wind = WIND_LETTERS.index(str(start["bakaze"]))
        self.number = int(start["kyoku"])
        self.honba = int(start["honba"])
        self.deposits = int(start["kyotaku"])
        self.dealer = self.seat(start["oya"])
        if "scores" in start:
            self.scores = tuple(int(x) for x in start["scores"])
        else:
            # gimite's server leaves them out: the scores the last result stated, or the
            # start of a game (25000, the tenhou preset's)
            self.scores = scores or (START_SCORE,) * self.players
        if len(self.scores) != self.players:
            raise ValueError(f"{len(self.scores)} scores for {self.players} hands")
        self.dora = (_tile(start["dora_marker"]),)
        self.deal = tuple(tuple(_tile(t) for t in hand) for hand in tehais)
        if any(len(hand) != 13 for hand in self.deal):
            raise ValueError("a hand of the deal is not 13 tiles")
        self.events: list[Event] = []
        self.riichi_pending: set[int] = set()
        self.rinshan_pending: int | None = None
        self.last_tile: Tile | None = None
        self.calls: dict[int, list[Call]] = {seat: [] for seat in range(self.players)}
        self.live_draws = 0
        self.kans = 0
        # kans and Norths set aside: each takes a tile from the dead wall
        self.replacements = 0

    def label(self) -> str:
        return f"{WIND_LETTERS[self.wind]}{self.number} {self.honba}-honba"

    def seat(self, value: object) -> int:
        if not isinstance(value, int) or isinstance(value, bool) or not (
                0 <= value < self.players):
            raise ValueError(f"not a seat: {value!r}")
        return value

    def read(self, event: Mapping[str, Any], line: int) -> None:
        kind = event["type"]
        if kind == "tsumo":
            actor = self.seat(event["actor"])
            self.tsumo(actor, _tile(event["pai"]))
        elif kind == "dahai":
            tsumogiri = event.get("tsumogiri")
            actor = self.seat(event["actor"])
            self.dahai(actor, _tile(event["pai"]),
                       bool(tsumogiri) if tsumogiri is not None else None)
        elif kind in ("chi", "pon", "daiminkan", "kakan", "ankan"):
            self.call(kind, event)
        elif kind in ("nukidora", "kita"):
            # three-player extensions: a North set aside, then a replacement draw
            actor = self.seat(event["actor"])
            self.events.append(Kita(actor, _tile(event.get("pai", "N"))))
            self.rinshan_pending = actor
            self.replacements += 1
        elif kind == "dora":
            self.events.append(NewDora(_tile(event["dora_marker"])))
        elif kind == "reach":
            self.riichi_pending.add(self.seat(event["actor"]))
        elif kind == "reach_accepted":
            self.seat(event["actor"])
        elif kind == "hora":
            self.events.append(self.hora(event))
        elif kind == "ryukyoku":
            self.events.append(self.ryukyoku(event))
        else:
            raise ValueError(f"unknown event type {kind!r}")

    def dahai(self, actor: int, tile: Tile, tsumogiri: bool | None,
              made: SharedPlay | None = None) -> None:
        """``actor`` discards ``tile``; ``made``: the line's shared events (PlainLine)."""
        riichi = actor in self.riichi_pending
        if made is None:
            self.events.append(Discard(actor, tile, riichi=riichi, tsumogiri=tsumogiri))
        else:
            self.events.append(made.after if riichi else made.plain)
        self.riichi_pending.discard(actor)
        self.last_tile = tile

    def tsumo(self, actor: int, tile: Tile, made: SharedPlay | None = None) -> None:
        """``actor`` draws ``tile``; ``made``: the line's shared events (PlainLine)."""
        # the draw after one's own kan comes from the dead wall
        rinshan = self.rinshan_pending == actor
        self.rinshan_pending = None
        if not rinshan:
            self.live_draws += 1
        if made is None:
            self.events.append(Draw(actor, tile, rinshan=rinshan))
        else:
            self.events.append(made.after if rinshan else made.plain)
        self.last_tile = tile

    def call(self, kind: str, event: Mapping[str, Any]) -> None:
        actor = self.seat(event["actor"])
        consumed = tuple(_tile(t) for t in event["consumed"])
        call: Call
        if kind == "ankan":
            if len(consumed) != 4:
                raise ValueError("ankan consumes 4 tiles")
            call = Call(actor, MeldKind.CLOSED_KAN, _sorted(consumed), None, None)
            self.last_tile = consumed[-1]  # thirteen orphans may rob a closed kan
        elif kind == "kakan":
            added = _tile(event["pai"])
            pon = next((c for c in self.calls[actor] if c.kind is MeldKind.PON
                        and c.tiles[0].kind == added.kind), None)
            if pon is None or len(consumed) != 3:
                raise ValueError(f"kakan of {event['pai']} without a pon of it")
            call = Call(actor, MeldKind.ADDED_KAN, _sorted((*consumed, added)), pon.called,
                        pon.from_seat, added=added)
            self.last_tile = added  # a chankan takes this tile
        else:
            called = _tile(event["pai"])
            meld_kind = {"chi": MeldKind.CHI, "pon": MeldKind.PON,
                         "daiminkan": MeldKind.OPEN_KAN}[kind]
            if len(consumed) != (3 if meld_kind is MeldKind.OPEN_KAN else 2):
                raise ValueError(f"{kind} consumes the wrong number of tiles")
            call = Call(actor, meld_kind, _sorted((*consumed, called)), called,
                        self.seat(event["target"]))
        if call.kind.is_kan:
            self.rinshan_pending = actor
            self.kans += 1
            self.replacements += 1
        self.calls[actor].append(call)
        self.events.append(call)

    def hora(self, event: Mapping[str, Any]) -> Win:
        actor = self.seat(event["actor"])
        target = self.seat(event.get("target", actor))
        tile = _tile(event["pai"]) if "pai" in event else self.last_tile
        if tile is None:
            raise ValueError("hora before any tile was drawn")
        ura = event.get("ura_markers", event.get("uradora_markers")) or ()
        hand = None
        if event.get("hora_tehais"):
            hand = tuple(_tile(t) for t in event["hora_tehais"])
            # some writers leave the winning tile out of the hand
            concealed = 14 - 3 * len(self.calls[actor])
            if len(hand) == concealed - 1:
                hand = (*hand, tile)
        return Win(seat=actor, from_seat=target, tile=tile,
                   ura_indicators=tuple(_tile(t) for t in ura), hand=hand,
                   recorded=_recorded(event, self.players))

    def ryukyoku(self, event: Mapping[str, Any]) -> RoundEnd:
        reason = event.get("reason")
        if reason is not None:
            if str(reason).lower() not in DRAW_REASONS:
                raise ValueError(f"unknown ryukyoku reason {reason!r}")
            kind = DRAW_REASONS[str(reason).lower()]
        else:
            kind = self.draw_kind()
        tenpais = event.get("tenpais")
        deltas = event.get("deltas")
        return RoundEnd(kind,
                        tenpai=tuple(bool(t) for t in _sized(tenpais, self.players))
                        if tenpais is not None else None,
                        deltas=tuple(int(x) for x in _sized(deltas, self.players))
                        if deltas is not None else None)

    def draw_kind(self) -> str:
        """The kind of a draw the log does not name, from the play before it."""
        if self.live_draws + self.replacements >= LIVE_DRAWS.get(self.players, 70):
            return "nagashi" if any(self.nagashi(seat) for seat in range(self.players)) \
                else "exhaustive"
        if self.events and isinstance(self.events[-1], Draw):
            return "nine_terminals"  # a draw declared instead of a discard
        if self.kans >= 4:
            return "four_kans"
        discards = [e for e in self.events if isinstance(e, Discard)]
        if sum(d.riichi for d in discards) >= 4:
            return "four_riichi"
        if len(discards) == 4 and len({d.tile.kind for d in discards}) == 1:
            return "four_winds"
        raise ValueError("ryukyoku with no reason before the wall is empty")

    def nagashi(self, seat: int) -> bool:
        """All of a seat's discards terminals and honors, none of them called."""
        discards = [e for e in self.events if isinstance(e, Discard) and e.seat == seat]
        called_from = {call.from_seat for calls in self.calls.values() for call in calls}
        return (bool(discards) and seat not in called_from
                and all(d.tile.kind in TERMINALS_AND_HONORS for d in discards))

    def result(self) -> Round:
        return Round(wind=self.wind, number=self.number, honba=self.honba,
                     deposits=self.deposits, dealer=self.dealer, scores=self.scores,
                     dora_indicators=self.dora, deal=self.deal, events=tuple(self.events))


def _stated_rules(start_game: Mapping[str, Any]) -> dict[str, RuleValue]:
    """The rule switches a start_game states: ``aka_flag`` (mjai-reviewer's and Mortal's
    logs converted from Tenhou) says whether the game has red fives, one a suit."""
    aka = start_game.get("aka_flag")
    if not isinstance(aka, bool):
        return {}
    return {f"red_fives_{suit}": int(aka) for suit in "mps"}


def _recorded(event: Mapping[str, Any], players: int) -> RecordedWin | None:
    """What a hora records of its result; None when it records nothing."""
    keys = ("yakus", "fu", "fan", "hora_points", "deltas")
    if not any(event.get(key) is not None for key in keys):
        return None
    yaku = tuple((str(name), _model_han(int(han))) for name, han in event.get("yakus") or ())
    yakuman = sum(han // 13 for _, han in yaku)
    deltas = event.get("deltas")
    return RecordedWin(
        fu=_optional_int(event.get("fu")),
        # a yakuman's "fan" is no count of han: the model records it apart
        han=None if yakuman else _optional_int(event.get("fan")), yakuman=yakuman,
        points=_optional_int(event.get("hora_points")), yaku=yaku, pao_seat=None,
        deltas=tuple(int(x) for x in _sized(deltas, players)) if deltas is not None else None)


def _model_han(han: int) -> int:
    """A yaku's han as the model counts them: 13 per yakuman. gimite's server writes a
    yakuman as 100 han (``YAKUMAN_FAN`` of lib/mjai/hora.rb), other writers as 13."""
    return 13 * (han // YAKUMAN_FAN) if han >= YAKUMAN_FAN else han


def _optional_int(value: object) -> int | None:
    return None if value is None else int(str(value))


def _sized(values: object, players: int) -> Sequence[Any]:
    if not isinstance(values, list) or len(values) != players:
        raise ValueError(f"expected a list of {players} values, not {values!r}")
    return values


def _sorted(tiles: tuple[Tile, ...]) -> tuple[Tile, ...]:
    return tuple(sorted(tiles, key=sort_key))


#: mjai's tile spellings: ``3m``, ``5pr`` (red), ``E``..``C``; looked up, not parsed
_TILES: dict[str, Tile] = {
    **{f"{number}{suit}": PLAIN_TILES[kind_of(suit, number)] for suit in "mps"
       for number in range(1, 10)},
    **{f"5{suit}r": RED_TILES[kind_of(suit, 5)] for suit in "mps"},
    **{letter: PLAIN_TILES[27 + index] for index, letter in enumerate(HONOR_LETTERS)},
}


#: see _plain_lines
_PLAIN_LINES: Final = _plain_lines()
_FIXED_LINES: Final = _fixed_lines()


def _tile(text: object) -> Tile:
    """A tile from mjai's spelling."""
    tile = _TILES.get(text) if isinstance(text, str) else None
    if tile is not None:
        return tile
    if text == "?":
        raise ValueError("a hidden tile '?': the log is one player's view, not the whole game")
    raise ValueError(f"not a tile: {text!r}")
