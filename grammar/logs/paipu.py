"""Reader of 電脳麻将 (majiang-core) 牌譜: a JSON object, or a list of them, per game.

The format (seed ``002_*`` describes its messages; majiang-core's ``lib/game.js`` writes it)::

    {"title", "player": [4 names], "qijia": first dealer, "log": [[message, ...], ...],
     "defen": [final scores], "rank": [...], "point": ["47", ...]}

Each round of ``log`` is a list of one-key messages: ``qipai`` (the deal), ``zimo`` and
``gangzimo`` (a draw, the second after a kan), ``dapai`` (a discard: ``_`` after the tile
marks a tsumogiri, ``*`` a riichi), ``fulou`` (chi, pon, open kan), ``gang`` (closed or
added kan), ``kaigang`` (a kan dora indicator), ``hule`` (a win) and ``pingju`` (a draw).

Seats: in a message ``l`` counts from the round's dealer (0 = East), while the game-level
lists (``player``, ``defen``, ``rank``, ``point``) are by player id, ``qijia`` being the id
of the first dealer. The model's seats count from the first dealer, so seat = (jushu + l)
% 4 and player id = (qijia + seat) % 4 (majiang-core: ``player_id[l] = (qijia + jushu + l)
% 4``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from typing import Any, Final

from scoring.game.game_record import (
    Call,
    Discard,
    Draw,
    Event,
    Game,
    NewDora,
    RecordedWin,
    Round,
    RoundEnd,
    Win,
)
from scoring.hands import MeldKind
from scoring.rules import RuleValue
from scoring.tiles import Tile, shared_tile

from .errors import LogFormatError
from .paipu_plays import StraightDocument, StraightPlays, decode, play_fields
from .shared_plays import SharedPlay, shared_draw
from .tenhou_rules import final_rounding_stated

FORMAT = "paipu"
#: majiang-core's own rules; a 牌譜 does not state its rules (seed 002, note 4).
PRESET = "majiang"

#: Source marks of a meld: how many seats after the caller the called tile came from.
MARK_OFFSET: dict[str, int] = {"+": 1, "=": 2, "-": 3}

#: pingju names to the model's kinds of round end: majiang-core's own (lib/game.js:
#: 荒牌平局, 四開槓, 三家和), those of converters of Tenhou logs (kobalab/tenhou-log's
#: convlog: 流局 for an exhaustive draw, 三家和了, 四槓散了) and tenhou.net/6's (全員聴牌,
#: 全員不聴: an exhaustive draw with every player tenpai or none).
DRAW_KINDS: dict[str, str] = {
    "荒牌平局": "exhaustive",
    "流局": "exhaustive",
    "全員聴牌": "exhaustive",
    "全員不聴": "exhaustive",
    "流し満貫": "nagashi",
    "九種九牌": "nine_terminals",
    "四風連打": "four_winds",
    "四家立直": "four_riichi",
    "四開槓": "four_kans",
    "四槓散了": "four_kans",
    "三家和": "triple_ron",
    "三家和了": "triple_ron",
}
#: Draws whose hands shown are the tenpai hands (the others show no tenpai).
TENPAI_SHOWN = frozenset({"exhaustive", "nagashi"})
WIND_LETTERS = "ESWN"

#: A title naming a Tenhou room, as converters of Tenhou logs write it (kobalab/tenhou-log:
#: 三/四 players, the table 般上特鳳, 東/南 the length, 喰 open tanyao, 赤 red fives, then
#: 速/光 and － for a game that is not a demo): such a game is scored under Tenhou's rules.
TENHOU_ROOM = re.compile(r"([三四])[般上特鳳技若銀琥孔][東南](喰?)(赤?)")


class _Bad(ValueError):
    """A field this reader refuses, with the reason in the reader's own words."""


def read_paipu(text: str, source: str, document: Any = None) -> Iterator[Game]:
    """Every game of a 牌譜 file (one object or a list of them), in file order.

    Raises LogFormatError naming the game, round and message where reading stopped; the
    rounds read before it are yielded first, as an incomplete game. ``document``: the
    text's JSON value when already parsed (by :func:`.detect.detect_document`).
    """
    try:
        data = document if document is not None else decode(text)
        if isinstance(data, StraightDocument):
            straight = _straight_games(data, source)
            if straight is not None:
                yield from straight
                return
            data = json.loads(text)  # read again as the plain decoder reads it
    except json.JSONDecodeError as err:
        raise LogFormatError(source, f"line {err.lineno}", f"not JSON: {err.msg}") from None
    games = data if isinstance(data, list) else [data]
    for index, game in enumerate(games, 1):  # 1-based, as in every format
        yield from _read_game(game, source, index)


def _straight_games(document: StraightDocument, source: str) -> list[Game] | None:
    """The games of a 牌譜 whose plays were cut out of its text, all read before any is
    given; None when the plain decoder's value must be read instead: reading stopped, or
    a play cut out was not among a round's messages (see paipu_plays)."""
    data = document.value
    plays = document.plays
    listed = data if isinstance(data, list) else [data]
    try:
        games = [game for index, value in enumerate(listed, 1)
                 for game in _read_game(value, source, index, plays)]
    except Exception:  # read again, the plain way, to say what is wrong
        return None
    return games if plays.all_taken() else None


def _read_game(data: object, source: str, index: int,
               plays: StraightPlays | None = None) -> Iterator[Game]:
    where = f"game {index}"
    if not isinstance(data, dict) or not isinstance(data.get("log"), list):
        raise LogFormatError(source, where, 'not a 牌譜 object: no "log" list')
    preset, players, overrides = _title_rules(data.get("title"))
    listed = data.get("player", [])
    if not isinstance(listed, list) or not all(isinstance(n, (str, int)) for n in listed):
        raise LogFormatError(source, where, '"player" must be a list of names')
    names: tuple[str, ...] = tuple(str(name) for name in listed)
    if players == 3 and len(names) == 4 and not names[3]:
        names = names[:3]  # a three-player room with North's empty place
    players = players or len(names) or 4
    if (names and len(names) != players) or players not in (3, 4):
        raise LogFormatError(source, where, f"{len(names)} players named, not "
                             f"{players} (a game has three or four)")
    qijia = data.get("qijia", 0)
    if not isinstance(qijia, int) or isinstance(qijia, bool) or not 0 <= qijia < players:
        raise LogFormatError(source, where, f'"qijia" must be a seat 0-{players - 1}, '
                             f"not {_shown(qijia)}")
    # the player list is by id; the model's seats start at the first dealer
    names = tuple(names[(qijia + seat) % players] for seat in range(players)) if names else (
        ("",) * players)
    rounds: list[Round] = []
    for number, log in enumerate(data["log"], 1):
        try:
            rounds.append(_read_round(log, players, preset != PRESET, plays))
        except _Fault as fault:
            place = f"{where}, round {number}, message {fault.position}"
            yield _game(source, index, names, rounds, players, None, None, place, preset,
                        overrides)
            raise LogFormatError(source, place, fault.message) from None
    final_scores, final_points = _final(data, qijia, players)
    if preset == PRESET:
        overrides = _stated_rules(data)
    else:  # Tenhou rounds; a record in tenths was not rounded (mjlog and tenhou6 alike)
        overrides.update(final_rounding_stated(final_points))
    stopped = None
    if final_points is None:
        last = rounds[-1] if rounds else None
        # every message but the qipai is one event
        stopped = (f"{WIND_LETTERS[last.wind]}{last.number} {last.honba}-honba, "
                   f"after message {len(last.events) + 1}" if last else "before the first round")
    yield _game(source, index, names, rounds, players, final_scores, final_points, stopped,
                preset, overrides)


def _title_rules(title: object) -> tuple[str, int | None, dict[str, RuleValue]]:
    """The preset, the number of players (None: not stated) and the switches a title
    states: a Tenhou room (``四鳳南喰赤``, ``三鳳南喰赤``; the first line of the title)
    selects ``tenhou`` or ``tenhou-sanma``, without red fives unless 赤 and without open
    tanyao unless 喰; any other title is majiang-core's own game."""
    room = TENHOU_ROOM.match(title.lstrip()) if isinstance(title, str) else None
    if room is None:
        return PRESET, None, {}
    three = room.group(1) == "三"
    overrides: dict[str, RuleValue] = {}
    if not room.group(3):
        overrides.update(red_fives_m=0, red_fives_p=0, red_fives_s=0)
    if not room.group(2):
        overrides["open_tanyao"] = False
    return ("tenhou-sanma" if three else "tenhou"), (3 if three else 4), overrides


def _game(source: str, index: int, names: tuple[str, ...], rounds: list[Round], players: int,
          final_scores: tuple[int, ...] | None, final_points: tuple[float, ...] | None,
          stopped_at: str | None, preset: str = PRESET,
          overrides: dict[str, RuleValue] | None = None) -> Game:
    return Game(source=source, index=index, format=FORMAT, players=players, names=names,
                rules=preset, rule_overrides=overrides or {}, rounds=tuple(rounds),
                final_scores=final_scores, final_points=final_points,
                complete=stopped_at is None, stopped_at=stopped_at)


def _stated_rules(data: Mapping[str, Any]) -> dict[str, RuleValue]:
    """The switches a 牌譜 shows: points written with tenths ("2.3", "-20.0") are not
    rounded. majiang-core (lib/game.js, jieju) rounds the points to whole thousands only
    when its 順位点 are whole numbers, and writes them with ``toFixed(round ? 0 : 1)``."""
    point = data.get("point")
    if isinstance(point, list) and any("." in str(p) for p in point):
        return {"final_rounding": "none"}
    return {}


def _final(data: Mapping[str, Any], qijia: int, players: int
           ) -> tuple[tuple[int, ...] | None, tuple[float, ...] | None]:
    """The game-end scores and points by seat, when the game has ended (rank is set)."""
    defen, rank, point = data.get("defen"), data.get("rank"), data.get("point")
    if not (isinstance(rank, list) and len(rank) == players and isinstance(point, list)
            and len(point) == players and isinstance(defen, list) and len(defen) == players):
        return None, None
    try:
        scores = tuple(int(defen[(qijia + seat) % players]) for seat in range(players))
        # majiang-core writes the points as text ("47", "-20.5")
        points = tuple(float(point[(qijia + seat) % players]) for seat in range(players))
    except (TypeError, ValueError):
        return None, None
    return scores, points


class _Fault(Exception):
    """A message that cannot be read, with its 1-based position in the round."""

    def __init__(self, position: int, message: str) -> None:
        super().__init__(message)
        self.position = position
        self.message = message


def _read_round(log: object, players: int, converted: bool = False,
                plays: StraightPlays | None = None) -> Round:
    if not isinstance(log, list) or not log:
        raise _Fault(1, "a round must be a non-empty list of messages")
    reader = _RoundReader(players, converted, plays)
    for position, message in enumerate(log, 1):
        try:
            reader.read(message)
        except _Bad as err:
            raise _Fault(position, f"cannot read {_abridged(message)}: {err}") from None
        except (KeyError, IndexError, TypeError, ValueError, AttributeError):
            # a field of a type no check above foresaw: said in the reader's words, never
            # Python's (an internal exception text is no message for the user)
            raise _Fault(position, f"cannot read {_abridged(message)}: a field of an "
                         "unexpected type or value") from None
    if reader.start is None:
        raise _Fault(1, "the round does not start with qipai")
    try:
        return reader.round()
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        raise _Fault(1, "cannot read qipai: a field of an unexpected type or value") from None


def _abridged(message: object) -> str:
    text = json.dumps(message, ensure_ascii=False)
    return text if len(text) <= 60 else text[:57] + "..."


def _shown(value: object) -> str:
    """A value as a message quotes it (shortened)."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _field(body: object, key: str) -> Any:
    """``body[key]``, a message's body being an object with that field."""
    if not isinstance(body, dict):
        raise _Bad(f"the message's body must be an object, not {_shown(body)}")
    value = body.get(key, _MISSING)  # one look-up: a parsed key is not our key object
    if value is _MISSING:
        raise _Bad(f"no {key!r}")
    return value


#: what _field's look-up gives for a field that is not there (no JSON value is it)
_MISSING: Final = object()


def _int(value: object, what: str) -> int:
    """A whole number, written as a number or as text ("25000")."""
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise _Bad(f"{what} must be a whole number, not {_shown(value)}")
    try:
        return int(value)
    except ValueError:
        raise _Bad(f"{what} must be a whole number, not {_shown(value)}") from None


def _list(value: object, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise _Bad(f"{what} must be a list, not {_shown(value)}")
    return value


def _text(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise _Bad(f"{what} must be text, not {_shown(value)}")
    return value


class _RoundReader:
    """Reads one round's messages in order into the model's events."""

    def __init__(self, players: int, converted: bool = False,
                 plays: StraightPlays | None = None) -> None:
        self.players = players
        self.converted = converted  # a Tenhou game converted (its title a Tenhou room)
        self.plays = plays  # the draws and discards cut out of the text, if any
        self.start: dict[str, Any] | None = None
        self.jushu = 0
        self.events: list[Event] = []
        # the tile a ron takes: the last discard, or the tile of an added kan (chankan)
        self.last_tile: Tile | None = None

    def seat(self, relative: object) -> int:
        """The model's seat of a message's ``l`` (counted from this round's dealer)."""
        if isinstance(relative, bool) or not isinstance(relative, int) or not (
                0 <= relative < self.players):
            raise _Bad(f"not a seat: {_shown(relative)}")
        return (self.jushu + relative) % self.players

    def read(self, message: object) -> None:
        if message is True and self.plays is not None:
            self.straight_play(_straight_play(self.plays.take()))
            return
        if not isinstance(message, dict) or len(message) != 1:
            raise _Bad("a message is an object with one key")
        if self.start is not None:
            # draws and discards, most of a round, looked up first: unpacking the one
            # member and comparing its key with each kind took a third of reading them
            body = message.get("dapai", _MISSING)
            if body is not _MISSING:
                self.discard(body)
                return
            body = message.get("zimo", _MISSING)
            if body is not _MISSING:
                self.draw(body, rinshan=False)
                return
        members: dict[str, object] = message  # a JSON object's keys are text
        (kind, body), = members.items()
        if kind == "qipai":
            self.qipai(body)
            return
        if self.start is None:
            raise _Bad("a message before qipai")
        if kind in ("zimo", "gangzimo"):
            self.draw(body, rinshan=kind == "gangzimo")
        elif kind == "dapai":
            self.discard(body)
        elif kind in ("fulou", "gang"):
            call = _meld(_text(_field(body, "m"), "a meld"), self.seat(_field(body, "l")),
                         self.players)
            self.events.append(call)
            if kind == "gang":
                # a kan robbed (chankan; a closed one by thirteen orphans) gives this tile
                self.last_tile = call.added or call.tiles[-1]
        elif kind == "kaigang":
            dora = NewDora(_tile(_field(body, "baopai")))
            last = self.events[-1] if self.events else None
            if (isinstance(last, Draw) and last.rinshan) or (
                    isinstance(last, Call) and last.kind.is_kan):
                # majiang-core turns the indicator in the same step as the replacement draw
                # or the next kan but writes it after them (seed 002 says its order is an
                # implementation matter); put it where Tenhou and mjai logs have it, so
                # that a win on that draw or on that kan follows its own event
                self.events.insert(len(self.events) - 1, dora)
            else:
                self.events.append(dora)
        elif kind == "hule":
            self.events.append(self.hule(body))
        elif kind == "pingju":
            self.events.append(self.pingju(body))
        else:
            raise _Bad(f"unknown message {kind!r}")

    def straight_play(self, play: _StraightPlay) -> None:
        """A draw or discard cut out of the text (a ``true`` message)."""
        if self.start is None:
            raise _Bad("a message before qipai")
        seat = self.seat(play.relative)
        if play.by_seat is not None:
            self.events.append(play.by_seat[seat])
        elif play.discard:
            self.events.append(Discard(seat, play.tile, riichi="*" in play.spelt,
                                       tsumogiri="_" in play.spelt))
        else:
            self.events.append(Draw(seat, play.tile, rinshan=play.rinshan))
        self.last_tile = play.tile

    def draw(self, body: object, rinshan: bool) -> None:
        """A ``zimo`` (``gangzimo``: ``rinshan``, the replacement draw after a kan)."""
        tile, draws = _draw_spelt(_field(body, "p"))
        self.drawn(tile, draws, self.seat(_field(body, "l")), rinshan)

    def drawn(self, tile: Tile, draws: tuple[SharedPlay, ...] | None, seat: int,
              rinshan: bool) -> None:
        """A draw of ``tile`` by ``seat`` (``draws``: its shared events, if any)."""
        event: Event
        if draws is not None:
            event = draws[seat].after if rinshan else draws[seat].plain
        else:
            event = Draw(seat, tile, rinshan=rinshan)
        self.events.append(event)
        self.last_tile = tile

    def discard(self, body: object) -> None:
        """A ``dapai``."""
        text = _text(_field(body, "p"), "a discard")
        tile, discards = _discard_spelt(text)
        self.discarded(text, tile, discards, self.seat(_field(body, "l")))

    def discarded(self, spelt: str, tile: Tile, discards: tuple[Discard, ...] | None,
                  seat: int) -> None:
        """A discard of ``tile``, spelt ``spelt``, by ``seat`` (``discards``: the shared
        events of that spelling, if any)."""
        self.events.append(discards[seat] if discards is not None else Discard(
            seat, tile, riichi="*" in spelt, tsumogiri="_" in spelt))
        self.last_tile = tile

    def qipai(self, body: object) -> None:
        if self.start is not None:
            raise _Bad("a second qipai in one round")
        jushu = _field(body, "jushu")
        if isinstance(jushu, bool) or not isinstance(jushu, int) or not (
                0 <= jushu < self.players):
            raise _Bad(f"jushu must be 0-{self.players - 1}, not {_shown(jushu)}")
        assert isinstance(body, dict)  # _field checked it
        self.jushu = jushu
        self.start = dict(body)

    def by_seat(self, values: object, what: str = "a list by seat") -> tuple[Any, ...]:
        """A list indexed by ``l`` reordered by the model's seats."""
        values = _list(values, what)
        if len(values) != self.players:
            raise _Bad(f"{what}: {len(values)} entries for {self.players} players")
        return tuple(values[(seat - self.jushu) % self.players] for seat in range(self.players))

    def hule(self, body: object) -> Win:
        seat = self.seat(_field(body, "l"))
        assert isinstance(body, dict)  # _field checked it
        baojia = body.get("baojia")
        from_seat = seat if baojia is None else self.seat(baojia)
        if self.last_tile is None:
            raise _Bad("a win before any tile was drawn")
        yaku: list[tuple[str, int]] = []
        pao_seat: int | None = None
        for entry in _list(body.get("hupai", []), "hupai"):
            han = _field(entry, "fanshu")
            name = _field(entry, "name")
            # a yakuman is written '*' (double: '**'); the model counts 13 han per yakuman
            if isinstance(han, str) and han and set(han) == {"*"}:
                yaku.append((str(name), 13 * len(han)))
            else:
                yaku.append((str(name), _int(han, "a yaku's fanshu")))
            liable = entry.get("baojia")
            if liable:
                if liable not in MARK_OFFSET:
                    raise _Bad(f"a liable seat is +, = or -, not {_shown(liable)}")
                pao_seat = (seat + MARK_OFFSET[liable]) % self.players
        fenpei = body.get("fenpei")
        recorded = RecordedWin(
            fu=_optional_int(body.get("fu"), "fu"),
            han=_optional_int(body.get("fanshu"), "fanshu"),
            yakuman=_optional_int(body.get("damanguan") or 0, "damanguan") or 0,
            points=_optional_int(body.get("defen"), "defen"),
            yaku=tuple(yaku), pao_seat=pao_seat,
            deltas=tuple(_int(x, "fenpei") for x in self.by_seat(fenpei, "fenpei"))
            if fenpei else None,
            # converted from Tenhou: the converter writes no baojia, so none is no answer
            pao_known=pao_seat is not None or not self.converted)
        ura = body.get("fubaopai") or []
        return Win(seat=seat, from_seat=from_seat, tile=self.last_tile,
                   ura_indicators=tuple(_tile(t) for t in _list(ura, "fubaopai")),
                   hand=_concealed(_text(_field(body, "shoupai"), "the hand")),
                   recorded=recorded)

    def pingju(self, body: object) -> RoundEnd:
        name = _field(body, "name")
        if not isinstance(name, str) or name not in DRAW_KINDS:
            raise _Bad(f"unknown draw {_shown(name)} (known: {', '.join(DRAW_KINDS)})")
        assert isinstance(body, dict)  # _field checked it
        kind = DRAW_KINDS[name]
        shown = body.get("shoupai")
        tenpai = (tuple(bool(hand) for hand in self.by_seat(shown, "the hands shown"))
                  if kind in TENPAI_SHOWN and shown else None)
        fenpei = body.get("fenpei")
        deltas = (tuple(_int(x, "fenpei") for x in self.by_seat(fenpei, "fenpei"))
                  if fenpei else None)
        return RoundEnd(kind, tenpai=tenpai, deltas=deltas)

    def round(self) -> Round:
        start = self.start
        assert start is not None
        try:
            deal = tuple(_concealed(_text(hand, "a hand of the deal"))
                         for hand in self.by_seat(_field(start, "shoupai"), "shoupai"))
            if any(len(hand) != 13 for hand in deal):
                # majiang-core masks the other players' hands in what it sends a player
                raise _Bad("a hand of the deal is not 13 tiles (hidden: the log is "
                           "one player's view, not the whole game)")
            wind = _int(_field(start, "zhuangfeng"), "zhuangfeng")
            if not 0 <= wind < len(WIND_LETTERS):
                raise _Bad(f"zhuangfeng must be 0-3, not {wind}")
            return Round(
                wind=wind, number=self.jushu + 1,
                honba=_int(_field(start, "changbang"), "changbang"),
                deposits=_int(_field(start, "lizhibang"), "lizhibang"),
                dealer=self.jushu,
                scores=tuple(_int(x, "defen") for x in self.by_seat(_field(start, "defen"),
                                                                   "defen")),
                dora_indicators=(_tile(_field(start, "baopai")),), deal=deal,
                events=tuple(self.events))
        except _Bad as err:
            raise _Fault(1, f"cannot read qipai: {err}") from None


def _optional_int(value: object, what: str) -> int | None:
    return None if value is None else _int(value, what)


def _shared_parsed(spelt: str) -> Tile:
    """The shared tile (scoring.tiles) of a spelling: a tile equal to another but not the
    same object is compared by the dataclass's ``__eq__``, interpreted even in a compiled
    build (86 times a game in a replay: 1% of mjcalc log's time on a 牌譜)."""
    tile = Tile.parse(spelt)
    return shared_tile(tile.kind, tile.red)


#: every tile spelling a 牌譜 uses (``p0`` the red five), looked up rather than parsed:
#: a game has thousands
_TILES: dict[str, Tile] = {
    suit + digit: _shared_parsed(suit + digit)
    for suit, digits in (("m", "0123456789"), ("p", "0123456789"), ("s", "0123456789"),
                         ("z", "1234567"))
    for digit in digits}


def _tile(text: object) -> Tile:
    """A tile from a message's spelling (``m5``, ``p0``, ``z7``, marks after it ignored)."""
    tile = _TILES.get(text[:2]) if isinstance(text, str) else None
    if tile is None:
        raise _Bad(f"not a tile: {_shown(text)}")
    return tile


#: each seat's draw of each tile as spelt (see shared_plays): ``plain`` for ``zimo``,
#: ``after`` for ``gangzimo`` (the replacement draw after a kan)
_DRAWS: dict[str, tuple[SharedPlay, ...]] = {
    spelt: tuple(shared_draw(seat, tile) for seat in range(4))
    for spelt, tile in _TILES.items()}

#: each seat's discard of each tile as majiang-core spells it: ``_`` after the tile a
#: tsumogiri, ``*`` a riichi
_DISCARDS: dict[str, tuple[Discard, ...]] = {
    spelt + marks: tuple(Discard(seat, tile, riichi="*" in marks, tsumogiri="_" in marks)
                         for seat in range(4))
    for spelt, tile in _TILES.items() for marks in ("", "_", "*", "_*", "*_")}


class _StraightPlay:
    """A play cut out of the text, read: what each seat's play of it is."""

    def __init__(self, text: str) -> None:
        kind, self.relative, self.spelt = play_fields(text)
        self.discard = kind == "dapai"
        self.rinshan = kind == "gangzimo"
        #: the event of each seat's play, when shared (see shared_plays), else None
        self.by_seat: tuple[Event, ...] | None = None
        if self.discard:
            self.tile, discards = _discard_spelt(self.spelt)
            self.by_seat = discards
        else:
            self.tile, draws = _draw_spelt(self.spelt)
            if draws is not None:
                self.by_seat = tuple(draw.after if self.rinshan else draw.plain
                                     for draw in draws)


#: plays cut out of texts, read, by their text (a game has a thousand, of a few hundred
#: texts); at most _MOST_STRAIGHT of them, whatever the files hold
_STRAIGHT: dict[str, _StraightPlay] = {}
_MOST_STRAIGHT: Final = 4096


def _straight_play(text: str) -> _StraightPlay:
    """The play of ``text`` (:meth:`.paipu_plays.StraightPlays.take`'s), read once."""
    play = _STRAIGHT.get(text)
    if play is None:
        play = _StraightPlay(text)
        if len(_STRAIGHT) < _MOST_STRAIGHT:
            _STRAIGHT[text] = play
    return play


def _draw_spelt(spelt: object) -> tuple[Tile, tuple[SharedPlay, ...] | None]:
    """A drawn tile's spelling read: the tile, and its shared draws when the spelling is
    in their table (others, with marks after the tile, are read the long way)."""
    if isinstance(spelt, str):
        draws = _DRAWS.get(spelt)
        if draws is not None:
            return _TILES[spelt], draws
    return _tile(spelt), None


def _discard_spelt(spelt: str) -> tuple[Tile, tuple[Discard, ...] | None]:
    """A discard's spelling read: the tile, and the shared discards of that spelling
    when it is in their table."""
    discards = _DISCARDS.get(spelt)
    return (discards[0].tile if discards is not None else _tile(spelt)), discards


def _concealed(text: str) -> tuple[Tile, ...]:
    """The concealed tiles of a hand string (before the first comma, marks ignored)."""
    tiles: list[Tile] = []
    suit = ""
    digits: dict[str, Tile] = {}  # the tiles of the suit being read, by digit
    for char in text.split(",", 1)[0]:
        tile = digits.get(char)
        if tile is not None:
            tiles.append(tile)
        elif char in "mpsz":
            suit, digits = char, _SUIT_TILES[char]
        elif char.isdigit():
            if not suit:
                raise _Bad(f"a digit before any suit in {text!r}")
            tiles.append(_tile(suit + char))  # not a tile of the suit: refused there
        elif char not in "*_+=-":
            raise _Bad(f"not a hand: {text!r}")
    return tuple(tiles)


#: _TILES by suit and digit: a hand's digits looked up one by one, with no spelling
#: made of suit and digit for each (a round's four hands were a sixth of reading a 牌譜)
_SUIT_TILES: dict[str, dict[str, Tile]] = {
    suit: {spelt[1]: tile for spelt, tile in _TILES.items() if spelt[0] == suit}
    for suit in "mpsz"}


def _meld(text: str, seat: int, players: int) -> Call:
    """A call from a meld string (``m3-45``, ``z666=``, ``m5550+``, ``s505+5``, ``z1111``)."""
    if len(text) < 4 or text[0] not in "mpsz":
        raise _Bad(f"not a meld: {text!r}")
    suit = text[0]
    tiles: list[Tile] = []
    called: Tile | None = None
    from_seat: int | None = None
    for char in text[1:]:
        if char in MARK_OFFSET:
            if not tiles or called is not None:
                raise _Bad(f"not a meld: {text!r}")
            called = tiles[-1]
            from_seat = (seat + MARK_OFFSET[char]) % players
        else:
            tiles.append(_tile(suit + char))
    kinds = {tile.kind for tile in tiles}
    if len(tiles) == 3 and called is not None:
        kind = MeldKind.PON if len(kinds) == 1 else MeldKind.CHI
        return Call(seat, kind, tuple(tiles), called, from_seat)
    if len(tiles) == 4 and len(kinds) == 1:
        if called is None:
            return Call(seat, MeldKind.CLOSED_KAN, tuple(tiles), None, None)
        # majiang-core writes the mark of a pon or open kan last: m5550+
        if text[-1] in MARK_OFFSET:
            return Call(seat, MeldKind.OPEN_KAN, tuple(tiles), called, from_seat)
        # an added kan is written as the pon, then the added tile: s505+5
        return Call(seat, MeldKind.ADDED_KAN, tuple(tiles), called, from_seat, added=tiles[-1])
    raise _Bad(f"not a meld: {text!r}")
