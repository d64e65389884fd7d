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
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from scoring.game_record import (
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
from scoring.tiles import Tile

from . import fields
from .errors import LogFormatError

FORMAT = "paipu"
#: majiang-core's own rules; a 牌譜 does not state its rules (seed 002, note 4).
PRESET = "majiang"

#: Source marks of a meld: how many seats after the caller the called tile came from.
MARK_OFFSET: dict[str, int] = {"+": 1, "=": 2, "-": 3}

#: pingju names (majiang-core lib/game.js) to the model's kinds of round end.
DRAW_KINDS: dict[str, str] = {
    "荒牌平局": "exhaustive",
    "流し満貫": "nagashi",
    "九種九牌": "nine_terminals",
    "四風連打": "four_winds",
    "四家立直": "four_riichi",
    "四開槓": "four_kans",
    "三家和": "triple_ron",
}
#: Draws whose hands shown are the tenpai hands (the others show no tenpai).
TENPAI_SHOWN = frozenset({"exhaustive", "nagashi"})
WIND_LETTERS = "ESWN"


def read_paipu(text: str, source: str) -> Iterator[Game]:
    """Every game of a 牌譜 file (one object or a list of them), in file order.

    Raises LogFormatError naming the game, round and message where reading stopped; the
    rounds read before it are yielded first, as an incomplete game.
    """
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise LogFormatError(source, f"line {err.lineno}", f"not JSON: {err.msg}") from None
    games = data if isinstance(data, list) else [data]
    for index, game in enumerate(games):
        yield from _read_game(game, source, index)


def _read_game(data: object, source: str, index: int) -> Iterator[Game]:
    where = f"game {index + 1}"
    if not isinstance(data, dict) or not isinstance(data.get("log"), list):
        raise LogFormatError(source, where, 'not a 牌譜 object: no "log" list')
    try:
        names: tuple[str, ...] = fields.texts(data.get("player", []), '"player"')
    except ValueError as err:
        raise LogFormatError(source, where, str(err)) from None
    qijia = data.get("qijia", 0)
    if not isinstance(qijia, int) or not 0 <= qijia < 4:
        raise LogFormatError(source, where, f'"qijia" must be a seat 0-3, not {qijia!r}')
    players = len(names) or 4
    # the player list is by id; the model's seats start at the first dealer
    names = tuple(names[(qijia + seat) % players] for seat in range(players)) if names else (
        ("",) * players)
    rounds: list[Round] = []
    for number, log in enumerate(data["log"], 1):
        try:
            rounds.append(_read_round(log, players))
        except _Fault as fault:
            place = f"{where}, round {number}, message {fault.position}"
            yield _game(source, index, names, rounds, players, None, None, place)
            raise LogFormatError(source, place, fault.message) from None
    final_scores, final_points = _final(data, qijia, players)
    overrides = _stated_rules(data)
    stopped = None
    if final_points is None:
        last = rounds[-1] if rounds else None
        # every message but the qipai is one event
        stopped = (f"{WIND_LETTERS[last.wind]}{last.number} {last.honba}-honba, "
                   f"after message {len(last.events) + 1}" if last else "before the first round")
    yield _game(source, index, names, rounds, players, final_scores, final_points, stopped,
                overrides)


def _game(source: str, index: int, names: tuple[str, ...], rounds: list[Round], players: int,
          final_scores: tuple[int, ...] | None, final_points: tuple[float, ...] | None,
          stopped_at: str | None, overrides: dict[str, RuleValue] | None = None) -> Game:
    return Game(source=source, index=index, format=FORMAT, players=players, names=names,
                rules=PRESET, rule_overrides=overrides or {}, rounds=tuple(rounds),
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


def _read_round(log: object, players: int) -> Round:
    if not isinstance(log, list) or not log:
        raise _Fault(1, "a round must be a non-empty list of messages")
    reader = _RoundReader(players)
    for position, message in enumerate(log, 1):
        try:
            reader.read(message)
        except (KeyError, IndexError, TypeError, ValueError) as err:
            raise _Fault(position, f"cannot read {_abridged(message)}: {err}") from None
    if reader.start is None:
        raise _Fault(1, "the round does not start with qipai")
    return reader.round()


def _abridged(message: object) -> str:
    text = json.dumps(message, ensure_ascii=False)
    return text if len(text) <= 60 else text[:57] + "..."


class _RoundReader:
    """Reads one round's messages in order into the model's events."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.start: dict[str, Any] | None = None
        self.jushu = 0
        self.events: list[Event] = []
        # the tile a ron takes: the last discard, or the tile of an added kan (chankan)
        self.last_tile: Tile | None = None

    def seat(self, relative: object) -> int:
        """The model's seat of a message's ``l`` (counted from this round's dealer)."""
        if not isinstance(relative, int) or not 0 <= relative < self.players:
            raise ValueError(f"not a seat: {relative!r}")
        return (self.jushu + relative) % self.players

    def read(self, message: object) -> None:
        if not isinstance(message, dict) or len(message) != 1:
            raise ValueError("a message is an object with one key")
        (kind, body), = message.items()
        if kind == "qipai":
            self.qipai(body)
            return
        if self.start is None:
            raise ValueError("a message before qipai")
        if kind in ("zimo", "gangzimo"):
            tile = _tile(body["p"])
            self.events.append(Draw(self.seat(body["l"]), tile, rinshan=kind == "gangzimo"))
            self.last_tile = tile
        elif kind == "dapai":
            text = str(body["p"])
            tile = _tile(text)
            self.events.append(Discard(self.seat(body["l"]), tile, riichi="*" in text,
                                       tsumogiri="_" in text))
            self.last_tile = tile
        elif kind in ("fulou", "gang"):
            call = _meld(str(body["m"]), self.seat(body["l"]), self.players)
            self.events.append(call)
            if kind == "gang":
                # a kan robbed (chankan; a closed one by thirteen orphans) gives this tile
                self.last_tile = call.added or call.tiles[-1]
        elif kind == "kaigang":
            dora = NewDora(_tile(body["baopai"]))
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
            raise ValueError(f"unknown message {kind!r}")

    def qipai(self, body: Mapping[str, Any]) -> None:
        if self.start is not None:
            raise ValueError("a second qipai in one round")
        jushu = body["jushu"]
        if not isinstance(jushu, int) or not 0 <= jushu < self.players:
            raise ValueError(f"jushu must be 0-{self.players - 1}, not {jushu!r}")
        self.jushu = jushu
        self.start = dict(body)

    def by_seat(self, values: Sequence[Any]) -> tuple[Any, ...]:
        """A list indexed by ``l`` reordered by the model's seats."""
        if len(values) != self.players:
            raise ValueError(f"{len(values)} entries for {self.players} players")
        return tuple(values[(seat - self.jushu) % self.players] for seat in range(self.players))

    def hule(self, body: Mapping[str, Any]) -> Win:
        seat = self.seat(body["l"])
        baojia = body.get("baojia")
        from_seat = seat if baojia is None else self.seat(baojia)
        if self.last_tile is None:
            raise ValueError("a win before any tile was drawn")
        yaku: list[tuple[str, int]] = []
        pao_seat: int | None = None
        for entry in body.get("hupai", ()):
            han = entry["fanshu"]
            # a yakuman is written '*' (double: '**'); the model counts 13 han per yakuman
            yaku.append((str(entry["name"]), 13 * len(han) if isinstance(han, str) else int(han)))
            if entry.get("baojia"):
                pao_seat = (seat + MARK_OFFSET[entry["baojia"]]) % self.players
        fenpei = body.get("fenpei")
        recorded = RecordedWin(
            fu=_optional_int(body.get("fu")), han=_optional_int(body.get("fanshu")),
            yakuman=int(body.get("damanguan") or 0), points=_optional_int(body.get("defen")),
            yaku=tuple(yaku), pao_seat=pao_seat,
            deltas=tuple(int(x) for x in self.by_seat(fenpei)) if fenpei else None)
        return Win(seat=seat, from_seat=from_seat, tile=self.last_tile,
                   ura_indicators=tuple(_tile(t) for t in body.get("fubaopai") or ()),
                   hand=_concealed(str(body["shoupai"])), recorded=recorded)

    def pingju(self, body: Mapping[str, Any]) -> RoundEnd:
        name = str(body["name"])
        if name not in DRAW_KINDS:
            raise ValueError(f"unknown draw {name!r}")
        kind = DRAW_KINDS[name]
        shown = body.get("shoupai")
        tenpai = (tuple(bool(hand) for hand in self.by_seat(shown))
                  if kind in TENPAI_SHOWN and shown else None)
        fenpei = body.get("fenpei")
        deltas = tuple(int(x) for x in self.by_seat(fenpei)) if fenpei else None
        return RoundEnd(kind, tenpai=tenpai, deltas=deltas)

    def round(self) -> Round:
        start = self.start
        assert start is not None
        try:
            deal = tuple(_concealed(str(hand)) for hand in self.by_seat(start["shoupai"]))
            if any(len(hand) != 13 for hand in deal):
                # majiang-core masks the other players' hands in what it sends a player
                raise ValueError("a hand of the deal is not 13 tiles (hidden: the log is "
                                 "one player's view, not the whole game)")
            return Round(
                wind=int(start["zhuangfeng"]), number=self.jushu + 1,
                honba=int(start["changbang"]), deposits=int(start["lizhibang"]),
                dealer=self.jushu, scores=tuple(int(x) for x in self.by_seat(start["defen"])),
                dora_indicators=(_tile(start["baopai"]),), deal=deal, events=tuple(self.events))
        except (KeyError, TypeError, ValueError) as err:
            raise _Fault(1, f"cannot read qipai: {err}") from None


def _optional_int(value: object) -> int | None:
    return None if value is None else int(str(value))


#: every tile spelling a 牌譜 uses (``p0`` the red five), looked up rather than parsed:
#: a game has thousands
_TILES: dict[str, Tile] = {
    suit + digit: Tile.parse(suit + digit)
    for suit, digits in (("m", "0123456789"), ("p", "0123456789"), ("s", "0123456789"),
                         ("z", "1234567"))
    for digit in digits}


def _tile(text: object) -> Tile:
    """A tile from a message's spelling (``m5``, ``p0``, ``z7``, marks after it ignored)."""
    tile = _TILES.get(text[:2]) if isinstance(text, str) else None
    if tile is None:
        raise ValueError(f"not a tile: {text!r}")
    return tile


def _concealed(text: str) -> tuple[Tile, ...]:
    """The concealed tiles of a hand string (before the first comma, marks ignored)."""
    tiles: list[Tile] = []
    suit = ""
    for char in text.split(",", 1)[0]:
        if char in "mpsz":
            suit = char
        elif char.isdigit():
            if not suit:
                raise ValueError(f"a digit before any suit in {text!r}")
            tiles.append(_tile(suit + char))
        elif char not in "*_+=-":
            raise ValueError(f"not a hand: {text!r}")
    return tuple(tiles)


def _meld(text: str, seat: int, players: int) -> Call:
    """A call from a meld string (``m3-45``, ``z666=``, ``m5550+``, ``s505+5``, ``z1111``)."""
    if len(text) < 4 or text[0] not in "mpsz":
        raise ValueError(f"not a meld: {text!r}")
    suit = text[0]
    tiles: list[Tile] = []
    called: Tile | None = None
    from_seat: int | None = None
    for char in text[1:]:
        if char in MARK_OFFSET:
            if not tiles or called is not None:
                raise ValueError(f"not a meld: {text!r}")
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
    raise ValueError(f"not a meld: {text!r}")
