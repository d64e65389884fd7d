"""tenhou.net/6 JSON, the game format Tenhou's viewer reads and review tools exchange:
``{"title", "name", "rule", "log": [round, ...]}``, one game per object (issue 12).

A round is a list: ``[kyoku, honba, sticks]``, the four scores, the dora indicators
(kan dora included, in the order shown), the ura indicators, then for each seat its 13
tiles, its takes (draws and calls) and its discards, and last the result. Tiles are
numbers: 11-19 man, 21-29 pin, 31-39 sou, 41-47 honors (East ... red), 51/52/53 the red
5m/5p/5s. In the takes, a call is text: ``c`` (chi), ``p`` (pon) or ``m`` (open kan)
just before the called tile, its place telling who discarded it (first: the previous
player; second: the one opposite; last: the next one). In the discards, ``60`` is the
drawn tile discarded at once, ``r`` before a tile declares riichi, a closed kan is text
with ``a`` and an added kan text with ``k`` before the added tile, and ``0`` fills the
discard slot of an open kan. The result is ``["和了", changes, [who, from, pao,
"30符4飜7700点", "立直(1飜)", ...], ...]`` (one changes/detail pair per winner) or
``["流局", changes]`` and the like for a draw.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any, Final

from scoring.game_record import (
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
from scoring.tiles import Tile

from . import fields
from .errors import LogFormatError
from .tenhou_rules import final_rounding_stated

#: the draw names of the result to :attr:`RoundEnd.kind`.
DRAW_NAMES: Final = {"流局": "exhaustive", "全員聴牌": "exhaustive", "全員不聴": "exhaustive",
                     "流し満貫": "nagashi", "九種九牌": "nine_terminals",
                     "四家立直": "four_riichi", "三家和了": "triple_ron",
                     "四槓散了": "four_kans", "四風連打": "four_winds"}

#: the number written for "the tile just drawn" in a discard list.
TSUMOGIRI: Final = 60

_POINTS = re.compile(r"(?:(\d+)符)?(?:(\d+)飜)?[^\d]*?(\d+)(?:-(\d+))?点(∀)?")
_YAKU = re.compile(r"^(.*)\((\d+)飜\)$|^(.*)\((?:ダブル|トリプル)?役満\)$")


def tile_of(code: int) -> Tile:
    """The tile tenhou.net/6 numbers ``code``."""
    if code in (51, 52, 53):
        return Tile((code - 51) * 9 + 4, red=True)
    suit, number = divmod(code, 10)
    if not ((1 <= suit <= 3 and 1 <= number <= 9) or (suit == 4 and 1 <= number <= 7)):
        raise ValueError(f"not a tile code: {code}")
    return Tile((suit - 1) * 9 + number - 1)


def _meld_codes(text: str) -> tuple[list[int], int, str]:
    """A call's text → (its tile codes in order, the index of the marked tile, the letter)."""
    match = re.fullmatch(r"((?:\d\d)*)([cpmak])(\d\d)((?:\d\d)*)", text)
    if match is None:
        raise ValueError(f"not a call: {text!r}")
    before, letter, marked, after = match.groups()
    codes = [int(before[i:i + 2]) for i in range(0, len(before), 2)]
    index = len(codes)
    codes.append(int(marked))
    codes += [int(after[i:i + 2]) for i in range(0, len(after), 2)]
    return codes, index, letter


#: for pon and open kan: the place of the called tile → who discarded it, counted from
#: the caller in turn order (3: the previous player, 2: opposite, 1: the next).
_PON_FROM: Final = {0: 3, 1: 2, 2: 1}
_KAN_FROM: Final = {0: 3, 1: 2, 3: 1}


def _recorded(deltas: list[int], detail: list[Any], pao: int | None) -> RecordedWin:
    yaku: list[tuple[str, int]] = []
    yakuman = 0
    for text in detail[4:]:
        match = _YAKU.match(str(text))
        if match is None:
            raise ValueError(f"not a yaku: {text!r}")
        if match.group(1) is not None:
            yaku.append((match.group(1), int(match.group(2))))
        else:
            count = 3 if "トリプル" in text else 2 if "ダブル" in text else 1
            yakuman += count
            yaku.append((match.group(3), 13 * count))
    points_match = _POINTS.search(str(detail[3]))
    fu = han = points = None
    if points_match is not None:
        fu_text, _han, first, second, all_pay = points_match.groups()
        fu = int(fu_text) if fu_text else None
        if second is not None:  # a tsumo: the others' share, then the dealer's
            points = 2 * int(first) + int(second)
        elif all_pay:  # a dealer's tsumo, the same from each
            points = 3 * int(first)
        else:
            points = int(first)
    if not yakuman:
        han = sum(h for _, h in yaku)
    return RecordedWin(fu=fu if not yakuman else None, han=han, yakuman=yakuman,
                       points=points, yaku=tuple(yaku), pao_seat=pao,
                       deltas=tuple(int(d) for d in deltas))


class _RoundReader:
    """Puts one round's per-seat takes and discards back into play order."""

    def __init__(self, data: list[Any], dealer: int) -> None:
        self.data = data
        self.dealer = dealer
        self.takes = [list(data[5 + 3 * s]) for s in range(4)]
        self.discards = [list(data[6 + 3 * s]) for s in range(4)]
        self.dora = [tile_of(c) for c in data[2]]
        self.shown_dora = 1
        self.events: list[Event] = []
        self.pons: list[dict[int, Call]] = [{} for _ in range(4)]

    def new_dora(self) -> None:
        if self.shown_dora < len(self.dora):
            self.events.append(NewDora(self.dora[self.shown_dora]))
            self.shown_dora += 1

    def call_from_take(self, seat: int, text: str, discarder: int) -> Call:
        codes, index, letter = _meld_codes(text)
        tiles = tuple(tile_of(c) for c in codes)
        if letter == "c":
            return Call(seat, MeldKind.CHI, tiles, tiles[index], (seat + 3) % 4)
        table = _PON_FROM if letter == "p" else _KAN_FROM
        if letter not in "pm" or index not in table:
            raise ValueError(f"not a call from a discard: {text!r}")
        from_seat = (seat + table[index]) % 4
        if from_seat != discarder:
            raise ValueError(f"{text!r} calls from seat {from_seat}, not the discarder "
                             f"{discarder}")
        kind = MeldKind.PON if letter == "p" else MeldKind.OPEN_KAN
        call = Call(seat, kind, tiles, tiles[index], from_seat)
        if kind is MeldKind.PON:
            self.pons[seat][tiles[0].kind] = call
        return call

    def caller(self, discarder: int, tile: Tile) -> int | None:
        """The seat that calls the discard, from the takes waiting next (pon/kan first)."""
        for step in (1, 2, 3):
            seat = (discarder + step) % 4
            nxt = self.takes[seat][0] if self.takes[seat] else None
            if isinstance(nxt, str) and re.search(r"[pm]", nxt):
                codes, index, letter = _meld_codes(nxt)
                table = _PON_FROM if letter == "p" else _KAN_FROM
                if table.get(index) == (discarder - seat) % 4 and (
                        tile_of(codes[index]).kind == tile.kind):
                    return seat
        seat = (discarder + 1) % 4
        nxt = self.takes[seat][0] if self.takes[seat] else None
        if isinstance(nxt, str) and nxt.startswith("c"):
            return seat
        return None

    def play(self) -> int:
        """Turn the round's lists into events; the number of seats' actions read."""
        seat = self.dealer
        drawn: Tile | None = None
        rinshan = False
        pending_call: str | None = None
        discarder = -1
        while True:
            # the take: a draw, or the call of the last discard
            if not self.takes[seat]:
                return 0
            take = self.takes[seat].pop(0)
            if isinstance(take, str):
                call = self.call_from_take(seat, take, discarder)
                self.events.append(call)
                drawn = None
                if call.kind is MeldKind.OPEN_KAN:
                    pending_call = "open_kan"
            else:
                drawn = tile_of(take)
                self.events.append(Draw(seat, drawn, rinshan))
                rinshan = False
            # the discard (or a kan, then a replacement draw)
            while True:
                if not self.discards[seat]:
                    return 0
                action = self.discards[seat].pop(0)
                if pending_call == "open_kan":
                    pending_call = None
                    if action != 0:
                        raise ValueError("an open kan's discard slot is not 0")
                    self.new_dora()
                    rinshan = True
                    break
                if isinstance(action, str) and re.search(r"[ak]", action):
                    self.kan_from_hand(seat, action)
                    rinshan = True
                    break
                riichi = False
                if isinstance(action, str):
                    if not action.startswith("r"):
                        raise ValueError(f"not a discard: {action!r}")
                    riichi = True
                    action = int(action[1:])
                if action == TSUMOGIRI:
                    if drawn is None:
                        raise ValueError("a tsumogiri (60) with no tile drawn")
                    tile, tsumogiri = drawn, True
                else:
                    tile, tsumogiri = tile_of(int(action)), False
                self.events.append(Discard(seat, tile, riichi, tsumogiri))
                discarder = seat
                nxt = self.caller(seat, tile)
                seat = nxt if nxt is not None else (seat + 1) % 4
                break

    def kan_from_hand(self, seat: int, text: str) -> None:
        codes, index, letter = _meld_codes(text)
        tiles = tuple(tile_of(c) for c in codes)
        if letter == "a":
            self.events.append(Call(seat, MeldKind.CLOSED_KAN, tiles, None, None))
            self.new_dora()
            return
        added = tiles[index]
        pon = self.pons[seat].get(added.kind)
        if pon is None:
            raise ValueError(f"{text!r} adds to a pon seat {seat} has not called")
        self.events.append(Call(seat, MeldKind.ADDED_KAN, (*pon.tiles, added), pon.called,
                                pon.from_seat, added))
        self.new_dora()


def _round(data: list[Any], players: int) -> tuple[Round, list[Any]]:
    kyoku, honba, sticks = (int(v) for v in data[0][:3])
    dealer = kyoku % 4
    reader = _RoundReader(data, dealer)
    result = data[-1]
    try:
        reader.play()
    except IndexError:
        raise ValueError("the takes and discards do not fit together") from None
    events = reader.events
    name = result[0] if result else ""
    if name == "和了":
        ura = tuple(tile_of(c) for c in data[3])
        last_tile = _last_tile(events)
        for i in range(1, len(result) - 1, 2):
            deltas, detail = result[i], result[i + 1]
            who, from_who, pao = int(detail[0]), int(detail[1]), int(detail[2])
            events.append(Win(who, from_who, last_tile, ura, None,
                              _recorded(deltas, detail, pao if pao != who else None)))
    elif name in DRAW_NAMES:
        deltas = tuple(int(d) for d in result[1]) if len(result) > 1 else None
        events.append(RoundEnd(DRAW_NAMES[name], None, deltas or (0, 0, 0, 0)))
    else:
        raise ValueError(f"unknown round result {name!r}")
    rnd = Round(wind=kyoku // 4, number=kyoku % 4 + 1, honba=honba, deposits=sticks,
                dealer=dealer, scores=tuple(int(v) for v in data[1][:players]),
                dora_indicators=(tile_of(data[2][0]),),
                deal=tuple(tuple(tile_of(c) for c in data[4 + 3 * s]) for s in range(players)),
                events=tuple(events))
    return rnd, result


def _last_tile(events: list[Event]) -> Tile:
    """The tile won on: the last draw, discard or added tile before the result."""
    for event in reversed(events):
        if isinstance(event, (Draw, Discard)):
            return event.tile
        if isinstance(event, Call) and event.added is not None:
            return event.added
        if isinstance(event, Kita):
            continue
    raise ValueError("a win before any tile was drawn")


def _overrides(rule: dict[str, Any]) -> dict[str, RuleValue]:
    out: dict[str, RuleValue] = {}
    if "aka" in rule or any(k.startswith("aka5") for k in rule):
        for suit, key in (("m", "aka51"), ("p", "aka52"), ("s", "aka53")):
            named = key if key in rule else "aka"
            out[f"red_fives_{suit}"] = fields.integer(rule.get(named, 0), f"rule.{named}",
                                                      0, 4)
    disp = str(rule.get("disp", ""))
    if disp and "喰" not in disp:
        out["open_tanyao"] = False
    return out


def _game(obj: Any, source: str, index: int) -> Game:
    if not isinstance(obj, dict) or not isinstance(obj.get("log"), list):
        raise ValueError("a tenhou.net/6 game is an object with a \"log\" list")
    names = fields.texts(obj.get("name", []), '"name"')
    rule: dict[str, Any] = obj["rule"] if isinstance(obj.get("rule"), dict) else {}
    players = 3 if "三" in str(rule.get("disp", "")) else 4
    overrides = _overrides(rule)  # checked before any round: a cut game states it too
    rounds: list[Round] = []
    final_scores = final_points = None
    stopped_at = None
    for number, data in enumerate(obj["log"], 1):
        try:
            rnd, _ = _round(data, players)
        except (ValueError, TypeError, IndexError, KeyError) as err:
            stopped_at = f"round {number}"
            raise _Cut(rounds, rule, stopped_at, str(err)) from None
        rounds.append(rnd)
    owari = obj.get("sc")
    if isinstance(owari, list) and len(owari) >= 2 * players:
        final_scores = tuple(fields.integer(v, '"sc"') * 100 for v in owari[0::2][:players])
        final_points = tuple(fields.real(v, '"sc"') for v in owari[1::2][:players])
    return Game(source=source, index=index, format="tenhou6", players=players, names=names,
                rules="tenhou" if players == 4 else "tenhou-sanma",
                rule_overrides={**overrides, **final_rounding_stated(final_points)},
                rounds=tuple(rounds),
                final_scores=final_scores, final_points=final_points,
                complete=final_points is not None,
                stopped_at=None if final_points is not None else
                "the end of the log, before the game's end")


class _Cut(Exception):
    """A game cut at a round that cannot be read: the rounds before it, and why."""

    def __init__(self, rounds: list[Round], rule: dict[str, Any], where: str,
                 message: str) -> None:
        super().__init__(message)
        self.rounds = rounds
        self.rule = rule
        self.where = where
        self.message = message


def read_tenhou6(text: str, source: str) -> Iterator[Game]:
    """The games of a tenhou.net/6 JSON file: one object, a list of them, or one object
    per line. A round that cannot be read ends its game there: the rounds before it are
    yielded as an incomplete game, then :class:`LogFormatError` names the round."""
    try:
        data = json.loads(text)
        objects = data if isinstance(data, list) else [data]
    except json.JSONDecodeError as err:
        lines = [line for line in text.splitlines() if line.strip()]
        if len(lines) < 2:
            raise LogFormatError(source, f"line {err.lineno}", f"not JSON: {err.msg}"
                                 ) from None
        objects = []
        for number, line in enumerate(lines, 1):
            try:
                objects.append(json.loads(line))
            except json.JSONDecodeError as line_err:
                raise LogFormatError(source, f"line {number}",
                                     f"not JSON: {line_err.msg}") from None
    for index, obj in enumerate(objects, 1):
        try:
            yield _game(obj, source, index)
        except _Cut as cut:
            yield Game(source=source, index=index, format="tenhou6", players=4,
                       names=tuple(str(n) for n in obj.get("name", ())), rules="tenhou",
                       rule_overrides=_overrides(cut.rule),
                       rounds=tuple(cut.rounds), final_scores=None, final_points=None,
                       complete=False, stopped_at=cut.where)
            raise LogFormatError(source, f"game {index}, {cut.where}", cut.message) from None
        except ValueError as err:
            raise LogFormatError(source, f"game {index}", str(err)) from None
