"""mjcalc as a Python library: score a hand, list its waits, weigh its discards, replay a
game log, build a rule set (docs/library.md).

Every function takes plain Python values: the hand in mjcalc's notation (``"m234567p345s2355"``),
the situation as keywords named as the command line's options (``ron="s4+"``,
``riichi=True``, ``dora=["m1"]``, ``seat="S"`` or ``seat=1``), and the rules as a preset
name or a :class:`Rules` (:func:`rules`). Each returns a :class:`Result`: the very data
``mjcalc COMMAND -f json`` prints (``result.data``, or ``result["points"]``), with
:meth:`Result.to_json`, and the domain object it was built from (``result.value``).

Errors are :class:`MjcalcError` (``code``, ``message``, ``exit_status``), the codes of the
table of docs/errors.md; a message names a keyword (``ron=``) where the command line
would name its option (``--ron``).

This module sits on top of the packages, as ``calc_cli`` does: ``mjcalc -> calc_cli ->
grammar -> scoring``. It imports no Typer (the command line's framework): the parts of
``calc_cli`` it uses (option reading, JSON records) are plain Python.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import wraps
from os import PathLike
from typing import TYPE_CHECKING, Any, TypeVar

from scoring.errors import MjcalcError
from scoring.rules import PRESETS, Rules

if TYPE_CHECKING:
    from scoring.situation import Situation

__all__ = ["PRESETS", "MjcalcError", "Result", "Rules", "efficiency", "replay_log", "rules",
           "score", "waits"]

#: a seat or round wind: 0-3 (0 = East, the dealer) or its name ("E", "south", "西").
Seat = int | str | None
Tiles = str | Sequence[str] | None

_F = TypeVar("_F", bound=Callable[..., Any])

#: an option as the command line names it (``--since-riichi``, ``--from``), and the
#: placeholder of its value when one follows (``--ron TILE``).
_OPTION = re.compile(r"--([a-z][a-z-]*)\b( (?=[A-Z]{2,}))?")
#: options whose keyword is named otherwise.
_KEYWORDS = {"from": "discarder", "round": "round_wind", "json": "record"}


def _library_words(message: str) -> str:
    """A message as a library user reads it: ``--ron TILE`` -> ``ron=TILE``, ``--from``
    -> ``discarder``, ``--tsumo`` -> ``tsumo``."""
    def keyword(match: re.Match[str]) -> str:
        name = _KEYWORDS.get(match.group(1), match.group(1).replace("-", "_"))
        return name + ("=" if match.group(2) else "")

    return _OPTION.sub(keyword, message)


def _in_library_terms(function: _F) -> _F:
    """Errors of ``function`` with keywords, not options, in their messages."""
    @wraps(function)
    def call(*args: Any, **kwargs: Any) -> Any:
        try:
            return function(*args, **kwargs)
        except MjcalcError as err:
            err.message = _library_words(err.message)
            err.args = (err.message,)
            raise

    return call  # type: ignore[return-value]


@dataclass(frozen=True)
class Result(Mapping[str, Any]):
    """What a function returns: ``data``, the record ``mjcalc ... -f json`` prints (a
    mapping: ``result["points"]``), and ``value``, the domain object behind it."""

    data: dict[str, Any]
    value: Any = field(default=None, compare=False, repr=False)

    def to_json(self, indent: int | None = None) -> str:
        """The record as JSON text, as the command line writes it (UTF-8 names kept)."""
        return json.dumps(self.data, ensure_ascii=False, indent=indent)

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.data)

    def __len__(self) -> int:
        return len(self.data)


@_in_library_terms
def rules(preset: str | Rules = "saki", *, players: int | None = None,
          **switches: Any) -> Rules:
    """A rule set: a preset (``"saki"``, ``"tenhou"``, :data:`PRESETS`) with switches
    changed by keyword (``kiriage_mangan=True``, ``kazoe="none"``, the names of ``mjcalc
    rules``) and ``players=3``; each value is checked as ``--rule key=value`` checks it.
    A :class:`Rules` given as ``preset`` is returned unchanged when nothing else is."""
    from scoring.rules import parse_assignment

    if isinstance(preset, Rules):
        if players is None and not switches:
            return preset
        from scoring.errors import UsageError

        raise UsageError("rules(): name the preset to change its switches, not a Rules",
                         code="usage")
    if players is not None:
        switches["players"] = players
    overrides = dict(parse_assignment(f"{name}={_rule_text(value)}")
                     for name, value in switches.items())
    return Rules(preset, overrides)


def _rule_text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _rules_of(given: str | Rules) -> Rules:
    return given if isinstance(given, Rules) else rules(given)


def _seat_text(seat: Seat) -> str | None:
    return None if seat is None else str(seat)


def _tile_texts(tiles: Tiles) -> list[str] | None:
    if tiles is None:
        return None
    return [tiles] if isinstance(tiles, str) else list(tiles)


@_in_library_terms
def score(hand: str, *, rules: str | Rules = "saki", lang: str = "en",
          ron: str | None = None, tsumo: bool = False, discarder: Seat = None,
          seat: Seat = None, round_wind: Seat = None, dora: Tiles = None, ura: Tiles = None,
          honba: int = 0, deposits: int = 0, kita: int = 0, pao: Seat = None,
          **flags: bool) -> Result:
    """Score a winning hand as ``mjcalc score HAND -f json`` does.

    ``hand`` holds 14 tiles (the last one the winning tile) or 13 with ``ron="s4"`` or
    ``tsumo=True``; a tile suffix (``s4+``) or ``discarder`` names who dealt the ron.
    ``flags``: ``riichi``, ``double_riichi``, ``ippatsu``, ``haitei``, ``houtei``,
    ``rinshan``, ``chankan``, ``chankan_closed``, ``tenhou``, ``chiihou``, ``renhou``.
    ``lang`` names the yaku: ``en``, ``ja`` or ``zh``. The result's data follows
    ``score.schema.json`` (:func:`calc_cli.views.json_records.result_json`).
    """
    from calc_cli.inputs.score_inputs import FLAGS, read_hand_and_situation
    from calc_cli.inputs.score_options import ScoreOptions
    from calc_cli.views.json_records import result_json
    from scoring.hand.scorer import score as score_hand

    unknown = sorted(set(flags) - set(FLAGS))
    if unknown:
        raise TypeError(f"score() got an unexpected keyword argument {unknown[0]!r}")
    rule_set = _rules_of(rules)
    options = ScoreOptions(
        hand=hand, ron=ron, tsumo=tsumo, discarder=_seat_text(discarder),
        seat=_seat_text(seat), round_wind=_seat_text(round_wind), dora=_tile_texts(dora),
        ura=_tile_texts(ura), honba=honba, deposits=deposits, kita=kita,
        pao=_seat_text(pao))
    for name, value in flags.items():
        setattr(options, name, bool(value))
    found, situation = read_hand_and_situation(options, rule_set)
    result = score_hand(found, situation, rule_set)
    return Result(result_json(result, lang), result)


def _situation(rule_set: Rules, seat: Seat, round_wind: Seat, discarder: Seat, dora: Tiles,
               ura: Tiles, honba: int, deposits: int, kita: int, flags: Mapping[str, bool]
               ) -> Situation:
    """The situation of ``waits`` and ``efficiency``, read as their commands read it."""
    from calc_cli.inputs.score_inputs import parse_optional_seat, parse_tile_list
    from scoring.errors import UsageError
    from scoring.situation import Situation

    count = rule_set.number("players")
    defaults = Situation()
    seat_no = parse_optional_seat(_seat_text(seat), "--seat")
    seat_no = defaults.seat if seat_no is None else seat_no
    round_no = parse_optional_seat(_seat_text(round_wind), "--round")
    from_seat = parse_optional_seat(_seat_text(discarder), "--from")
    if from_seat is None:
        from_seat = (seat_no + count - 1) % count  # the previous player (kamicha)
    elif from_seat == seat_no:
        raise UsageError("--from: the player's own seat cannot deal the ron", code="bad_seat")
    allowed = {"riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan",
               "chankan", "tenhou", "chiihou", "renhou"}
    unknown = sorted(set(flags) - allowed)
    if unknown:
        raise TypeError(f"unexpected keyword argument {unknown[0]!r}")
    return Situation(
        round_wind=defaults.round_wind if round_no is None else round_no,
        seat=seat_no, discarder=from_seat,
        dora_indicators=parse_tile_list(_tile_texts(dora) or (), "--dora"),
        ura_indicators=parse_tile_list(_tile_texts(ura) or (), "--ura"),
        honba=honba, deposits=deposits, kita=kita,
        **{name: bool(value) for name, value in flags.items()})


@_in_library_terms
def waits(hand: str, *, rules: str | Rules = "saki", lang: str = "en", seat: Seat = None,
          round_wind: Seat = None, discarder: Seat = None, dora: Tiles = None,
          ura: Tiles = None, honba: int = 0, deposits: int = 0, kita: int = 0,
          visible: Tiles = None, discards: Tiles = None, since_riichi: Tiles = None,
          this_turn: Tiles = None, **flags: bool) -> Result:
    """The waits of a 13-tile hand, as ``mjcalc waits HAND -f json``: each waiting tile,
    its copies left, its value by ron and tsumo, furiten; the shanten when not tenpai.
    ``discards`` (the player's own), ``since_riichi`` and ``this_turn`` decide furiten;
    ``visible`` tiles count against the copies left. Data: ``waits.schema.json``."""
    from calc_cli.inputs.score_inputs import parse_tile_list
    from calc_cli.views.waits import waits_json
    from grammar import parse_hand
    from scoring.table.furiten import Discards
    from scoring.table.waits import analyze_waits
    from scoring.tiles import NORTH, Tile

    rule_set = _rules_of(rules)
    parsed = parse_hand(hand, rule_set)
    situation = _situation(rule_set, seat, round_wind, discarder, dora, ura, honba,
                           deposits, kita, flags)
    if rule_set.number("players") == 3:
        from scoring.hand.validate import check_three_player_hand

        check_three_player_hand(parsed, situation.dora_indicators + situation.ura_indicators)
    records = Discards(
        own=parse_tile_list(_tile_texts(discards) or (), "--discards"),
        since_riichi=None if since_riichi is None
        else parse_tile_list(_tile_texts(since_riichi) or (), "--since-riichi"),
        this_turn=parse_tile_list(_tile_texts(this_turn) or (), "--this-turn"))
    kita_tiles = (Tile(NORTH),) * kita if 0 < kita <= 4 else ()
    report = analyze_waits(
        parsed, situation, rule_set,
        visible=(*parse_tile_list(_tile_texts(visible) or (), "--visible"), *kita_tiles),
        discards=records)
    return Result(waits_json(report, situation, lang, preset=rule_set.preset), report)


@_in_library_terms
def efficiency(hand: str, *, rules: str | Rules = "saki", lang: str = "en",
               seat: Seat = None, round_wind: Seat = None, discarder: Seat = None,
               dora: Tiles = None, ura: Tiles = None, honba: int = 0, deposits: int = 0,
               kita: int = 0, seen: Tiles = None, discards: Tiles = None, form: str = "all",
               depth: int = 1, **flags: bool) -> Result:
    """Which tile to discard, as ``mjcalc efficiency HAND -f json``: every discard of a
    14-tile hand (or the 13-tile hand as it is) with its shanten, the tiles that improve
    it and their copies left, and the value of the tenpai it reaches. ``form``: ``all``,
    ``standard``, ``chiitoi`` or ``kokushi``. Data: ``efficiency.schema.json``."""
    from calc_cli.inputs.score_inputs import parse_tile_list
    from calc_cli.views.efficiency import efficiency_json
    from grammar import parse_hand
    from scoring.table.efficiency import analyze_efficiency
    from scoring.tiles import NORTH, Tile

    rule_set = _rules_of(rules)
    situation = _situation(rule_set, seat, round_wind, discarder, dora, ura, honba,
                           deposits, kita, flags)
    kita_tiles = (Tile(NORTH),) * kita if 0 < kita <= 4 else ()
    report = analyze_efficiency(
        parse_hand(hand, rule_set), situation, rule_set,
        seen=(*parse_tile_list(_tile_texts(seen) or (), "--seen"), *kita_tiles),
        discards=parse_tile_list(_tile_texts(discards) or (), "--discards"),
        form=form, values=True, depth=depth)
    return Result(efficiency_json(report, situation, lang, preset=rule_set.preset), report)


@_in_library_terms
def replay_log(log: str | PathLike[str], *, text: bool = False, input_format: str | None = None,
               rules: str | None = None, commands: bool = False,
               **switches: Any) -> list[Result]:
    """Replay every game of a log file (or of ``log`` itself with ``text=True``) and
    compare each score change with the log's own, as ``mjcalc log FILE -f json``: one
    :class:`Result` an event (``kind``: win, draw, end, skipped or error), data as
    ``log_record.schema.json``. ``rules`` scores under a preset instead of the log's;
    keyword switches change it; ``commands=True`` adds each win's ``mjcalc score``
    command. Formats: mjlog, tenhou6, mjai, paipu (``input_format``, else read off
    the content)."""
    from os import fspath

    from calc_cli.logs.input import read_log_text
    from calc_cli.logs.records import game_rules, log_records
    from grammar.logs.read import read_games
    from scoring.rules import parse_assignment

    name = "<text>" if text else fspath(log)
    content = str(log) if text else read_log_text(name)
    assignments = dict(parse_assignment(f"{key}={_rule_text(value)}")
                       for key, value in switches.items())
    out: list[Result] = []
    for game in read_games(content, name, input_format):
        rule_set = game_rules(game, rules, assignments)
        out.extend(Result(record) for record in log_records(game, rule_set,
                                                            commands=commands))
    return out
