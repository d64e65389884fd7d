"""電脳麻将 (majiang-core) hule records: read its ``Majiang.Util.hule`` input, write its result.

Input record (one JSON object)::

    {"shoupai": "m78p405667s34577m9", "rongpai": null | "s2+", "param": {...}}

``shoupai`` is the hand in prefix notation. Without ``rongpai`` it holds 14 − 3×melds
concealed tiles and the last one written is the drawn winning tile; with ``rongpai`` it
holds 13 − 3×melds and ``rongpai`` is the tile won by ron with the mark of its discarder
(``+`` next seat, ``=`` opposite, ``-`` previous). A ``*`` after the concealed tiles
(majiang-core's riichi mark) is ignored: riichi comes from ``param``.

``param`` is accepted in both forms majiang-core knows:

- the flat form ``Majiang.Util.hule_param()`` takes: ``zhuangfeng``, ``menfeng``,
  ``lizhi`` (0/1/2), ``yifa``, ``qianggang``, ``lingshang``, ``haidi`` (0/1/2),
  ``tianhu`` (0/1/2), ``baopai``, ``fubaopai``, ``changbang``, ``lizhibang``, ``rule``;
  every key may be left out (the defaults are hule_param's: round East, seat South, ...);
- the expanded form ``Majiang.Util.hule()`` takes: ``zhuangfeng``, ``menfeng``,
  ``hupai`` {lizhi, yifa, qianggang, lingshang, haidi, tianhu}, ``baopai`` [...],
  ``fubaopai`` [...] | null, ``jicun`` {changbang, lizhibang}, ``rule``.

A param is read as the expanded form when it has ``hupai`` or ``jicun``; mixing the two
forms is refused. Mapping to mjcalc: menfeng → seat, zhuangfeng → round wind, lizhi 1 →
riichi, 2 → double riichi, yifa → ippatsu, haidi 1 → haitei, 2 → houtei, lingshang →
rinshan, qianggang → chankan, tianhu 1 → tenhou, 2 → chiihou, baopai → dora indicators,
fubaopai → ura indicators, changbang → honba, lizhibang → riichi deposits on the table.

``rule`` is a majiang-core rule object (``Majiang.rule()``); keys left out take
majiang-core's defaults, as ``Majiang.rule(param)`` fills them. The keys that change the
score of a hand map to mjcalc rule switches (see ``RULE_KEYS``); majiang-core's game-flow
keys that have no bearing on one hand (場数, 連荘方式, ...) are accepted and ignored; any
other key is refused.

Every malformed record raises :class:`scoring.errors.UsageError` with code ``bad_record``
and a message naming the key and what was expected (a notation error in ``shoupai`` stays
a NotationError, its message naming the key).

Output: :func:`majiang_result` turns a :class:`scoring.hand.results.ScoreResult` into the object
majiang-core's ``Majiang.Util.hule`` returns — ``{hupai: [{name, fanshu[, baojia]}], fu,
fanshu, damanguan, defen, fenpei}`` with the keys JSON.stringify keeps: a yakuman result
has no ``fu``/``fanshu``, any other result no ``damanguan``.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from json.encoder import encode_basestring
from operator import itemgetter
from typing import TYPE_CHECKING, Any, Final

from scoring.errors import InvalidHandError, NotationError, UsageError
from scoring.frozen import Value, refuse_delete, set_once, stores_directly
from scoring.hand.validate import excess_tile
from scoring.hands import Hand, Source
from scoring.names.majiang import has_majiang_name, majiang_name, majiang_rank
from scoring.rules import Rules, RuleValue
from scoring.situation import Situation
from scoring.tiles import COPIES, Tile

from .reader import parse_hand

if TYPE_CHECKING:
    from scoring.hand.results import YakuHit
    from scoring.hand.score_result import ScoreResult

BAD_RECORD: Final = "bad_record"
#: The longest record text read (a hand record is ~300 characters; refuse floods at once).
MAX_RECORD_CHARS: Final = 20_000
#: Honba and deposit sticks beyond this are refused as nonsense.
MAX_STICKS: Final = 999
#: At most one dora indicator plus one per kan.
MAX_INDICATORS: Final = 5

TOP_KEYS: Final = frozenset(("shoupai", "rongpai", "param"))
FLAT_KEYS: Final = frozenset((
    "rule", "zhuangfeng", "menfeng", "lizhi", "yifa", "qianggang", "lingshang", "haidi",
    "tianhu", "baopai", "fubaopai", "changbang", "lizhibang",
))
EXPANDED_KEYS: Final = frozenset((
    "rule", "zhuangfeng", "menfeng", "hupai", "baopai", "fubaopai", "jicun",
))
HUPAI_KEYS: Final = frozenset(("lizhi", "yifa", "qianggang", "lingshang", "haidi", "tianhu"))
JICUN_KEYS: Final = frozenset(("changbang", "lizhibang"))

#: majiang-core rule keys that change the score of one hand, and the mjcalc switches they
#: set (the value mapping is in ``_rule_switches``).
RULE_KEYS: Final[Mapping[str, tuple[str, ...]]] = {
    "赤牌": ("red_fives_m", "red_fives_p", "red_fives_s"),
    "クイタンあり": ("open_tanyao",),
    "一発あり": ("ippatsu",),
    "裏ドラあり": ("ura_dora",),
    "カンドラあり": ("kan_dora",),
    "カン裏あり": ("kan_ura",),
    "連風牌は2符": ("double_wind_pair_fu",),
    "役満の複合あり": ("yakuman_stacking",),
    "ダブル役満あり": ("double_kokushi_13", "double_suuankou_tanki", "double_junsei_chuuren",
                       "double_daisuushii"),
    "数え役満あり": ("kazoe",),
    "役満パオあり": ("pao_daisangen", "pao_daisuushii"),
    "切り上げ満貫あり": ("kiriage_mangan",),
    "流し満貫あり": ("nagashi_mangan",),
    "ノーテン罰あり": ("noten_penalty",),
    "最大同時和了数": ("double_ron", "triple_ron"),
    "配給原点": ("start_points",),
    "順位点": ("uma",),
}
#: majiang-core rule keys about the flow of a game: accepted, no bearing on one hand.
IGNORED_RULE_KEYS: Final = frozenset((
    "喰い替え許可レベル", "場数", "途中流局あり", "ノーテン宣言あり", "連荘方式",
    "トビ終了あり", "オーラス止めあり", "延長戦方式", "カンドラ後乗せ",
    "ツモ番なしリーチあり", "リーチ後暗槓許可レベル",
))

#: every indicator tile's text (``m0``-``m9``, ``p``, ``s``, ``z1``-``z7``) and its tile
_TILE_OF_TEXT: Final[dict[str, Tile]] = {
    text: Tile.parse(text)
    for text in [s + str(n) for s in "mps" for n in range(10)] + [f"z{n}" for n in range(1, 8)]
}
#: every rongpai's text (a tile and the discarder's mark: ``z1+``, ``m0=``, ``s9-``), its
#: tile and source: one look-up where a pattern, Tile.parse and Source.from_mark were three
_RON_OF_TEXT: Final[dict[str, tuple[Tile, Source]]] = {
    text + mark: (tile, Source.from_mark(mark))
    for text, tile in _TILE_OF_TEXT.items() for mark in "+=-"
}
#: keys of the flat param form only: with hupai or jicun they mix the two forms
_FLAT_ONLY_KEYS: Final = FLAT_KEYS - EXPANDED_KEYS


@dataclass(init=False, eq=True, slots=True)
class HuleRecord(Value):
    """A majiang-core hule record read into mjcalc's domain.

    ``overrides`` are the rule switches the record's ``rule`` object sets (empty without
    one); ``rules`` the rules to score it with: the rules given to the reader, changed by
    those overrides. ``form`` is ``"flat"`` or ``"expanded"`` (the param form read).
    Immutable as the scoring core's values are (scoring.frozen): fields set once.
    """

    hand: Final[Hand]
    situation: Final[Situation]
    overrides: Final[Mapping[str, RuleValue]]
    rules: Final[Rules]
    form: Final[str]

    def __init__(self, hand: Hand, situation: Situation, overrides: Mapping[str, RuleValue],
                 rules: Rules, form: str) -> None:
        self.hand = hand
        self.situation = situation
        self.overrides = overrides
        self.rules = rules
        self.form = form

    def __setattr__(self, name: str, value: object) -> None:
        set_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)


stores_directly(HuleRecord)


def _bad(message: str) -> UsageError:
    return UsageError(f"majiang record: {message}", code=BAD_RECORD)


def _describe(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False) if _jsonable(value) else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _jsonable(value: object) -> bool:
    try:
        json.dumps(value)
    except (TypeError, ValueError, RecursionError):
        return False
    return True


def is_hule_record(obj: object) -> bool:
    """True for a JSON object that looks like a majiang-core hule record (has ``shoupai``)."""
    return isinstance(obj, dict) and "shoupai" in obj


class DuplicateKey(ValueError):
    """A JSON object with a key given twice (see :func:`unique_keys`)."""


def unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """``object_pairs_hook`` for ``json.loads``: an object's members, DuplicateKey for a
    key given twice (json.loads alone keeps the last silently, so a record or a batch
    line would not say what it seems to)."""
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise DuplicateKey(f"key {key!r} given twice")
            seen.add(key)
    return obj


#: one decoder for every record: ``json.loads`` with a hook builds a decoder (and its
#: scanner) per call, about a tenth of reading a record.
_DECODER: Final = json.JSONDecoder(object_pairs_hook=unique_keys)
#: its scanner, (value, index after it) from an index: what its raw_decode calls (set by
#: JSONDecoder.__init__ since Python 2.6; typeshed leaves it out)
_SCAN: Final[Callable[[str, int], tuple[Any, int]]] = _DECODER.scan_once  # type: ignore[attr-defined]


def decode_json(text: str) -> Any:
    """``json.loads(text, object_pairs_hook=unique_keys)``, with the decoder made once.

    Raises what ``json.loads`` raises (JSONDecodeError, DuplicateKey, RecursionError,
    ValueError), a byte order mark included."""
    if text[:1] == "\ufeff":  # json.loads's own message for it
        return json.loads(text, object_pairs_hook=unique_keys)
    # the decoder's C scanner reads a value that fills the text by itself; anything else
    # (white space around it, more after it, no value) goes through decode(), which says
    # what json.loads says. decode()'s own Python code and its two white-space matches
    # cost plain Python a tenth of decoding a record.
    try:
        obj, end = _SCAN(text, 0)
    except StopIteration:
        end = -1
    if end == len(text):
        return obj
    return _DECODER.decode(text)


def load_record(text: str) -> dict[str, Any]:
    """The JSON object of a record's text; UsageError ``bad_record`` if it is not one."""
    if len(text) > MAX_RECORD_CHARS:
        raise _bad(f"{len(text)} characters, more than the {MAX_RECORD_CHARS} a record may have")
    try:
        obj = decode_json(text)
    except json.JSONDecodeError as exc:
        raise UsageError(f"majiang record: not valid JSON ({exc.msg})", code=BAD_RECORD,
                         position=exc.pos, text=text) from None
    except RecursionError:
        raise _bad("JSON nested too deeply") from None
    except DuplicateKey as exc:
        raise _bad(str(exc)) from None
    except ValueError:  # an integer of more digits than Python converts (4300)
        raise _bad("a number too long to read") from None
    if not isinstance(obj, dict):
        raise _bad(f"expected a JSON object, got {type(obj).__name__}")
    return obj


# --- scalar readers ------------------------------------------------------------------


def _int(value: object, where: str, low: int, high: int, *, allow_bool: bool = False) -> int:
    """An integer in low..high (JSON true/false as 1/0 when ``allow_bool``, as JS reads them)."""
    if isinstance(value, bool):
        if allow_bool:
            return int(value)
    elif isinstance(value, int) and low <= value <= high:
        return value
    raise _bad(f"{where} must be an integer {low}..{high}, got {_describe(value)}")


def _flag(value: object, where: str) -> bool:
    """true/false (or 0/1)."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    raise _bad(f"{where} must be true or false, got {_describe(value)}")


def _tiles(value: object, where: str, *, allow_single: bool) -> tuple[Tile, ...]:
    """Indicator tiles: a list of tile strings (``m1``, ``p0``, ``z7``), or null."""
    if value is None:
        return ()
    items: list[object]
    if isinstance(value, str) and allow_single:
        items = [value]  # hule_param() takes one tile as well as a list
    elif isinstance(value, list):
        items = value
    else:
        expected = "a tile or a list of tiles" if allow_single else "a list of tiles"
        raise _bad(f"{where} must be {expected} (e.g. [\"m1\"]), got {_describe(value)}")
    if len(items) > MAX_INDICATORS:
        raise _bad(f"{where} has {len(items)} tiles, at most {MAX_INDICATORS} indicators exist")
    tiles = []
    for i, item in enumerate(items):
        tile = _TILE_OF_TEXT.get(item) if isinstance(item, str) else None
        if tile is None:
            raise _bad(f"{where}[{i}] must be a tile such as \"m1\", \"p0\" or \"z7\", "
                       f"got {_describe(item)}")
        tiles.append(tile)
    return tuple(tiles)


def _member_int(obj: dict[str, Any], key: str, default: int, place: str, low: int, high: int,
                *, allow_bool: bool = False) -> int:
    """``_int(_get(obj, key, default), place + key, low, high, allow_bool=allow_bool)``:
    the member's place in the record is spelt out only for a value refused."""
    value = obj.get(key)
    if value is None:
        return default
    if type(value) is int and low <= value <= high:  # not a bool: _int decides those
        return value
    return _int(value, place + key, low, high, allow_bool=allow_bool)


def _member_flag(obj: dict[str, Any], key: str, place: str) -> bool:
    """``_flag(_get(obj, key, False), place + key)``, the place spelt out as above."""
    value = obj.get(key)
    if value is None:
        return False
    if value is True or value is False:
        return value
    return _flag(value, place + key)


def _only(keys: frozenset[str], obj: Mapping[str, Any]) -> bool:
    """Whether every key of ``obj`` is one of ``keys`` (``keys.issuperset(obj)``, which
    first makes a set of obj's keys)."""
    for key in obj:  # noqa: SIM110 (all() with a generator costs plain Python a frame)
        if key not in keys:
            return False
    return True


def _get(obj: dict[str, Any], key: str, default: object) -> object:
    """``obj[key]``, or ``default`` when missing or null (hule_param() reads ``??``).

    ``obj`` is typed a dict (what _object returns): compiled, its ``get`` is then the
    dict's own, not a method looked up on any Mapping (about a fourth of the cost)."""
    value = obj.get(key)
    return default if value is None else value


def _object(value: object, where: str, keys: frozenset[str]) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _bad(f"{where} must be an object, got {_describe(value)}")
    if not _only(keys, value):
        unknown = sorted(k for k in value if k not in keys)
        raise _bad(f"{where}: unknown key {unknown[0]!r} (valid: {', '.join(sorted(keys))})")
    return value


# --- the rule object -------------------------------------------------------------------


def rule_overrides(rule: object) -> dict[str, RuleValue]:
    """mjcalc rule switches for a majiang-core rule object (keys as in ``Majiang.rule()``).

    Keys left out are not set (majiang-core's defaults are those of the ``majiang``
    preset). Raises UsageError ``bad_record`` for an unknown key or a bad value.
    """
    if not isinstance(rule, dict):
        raise _bad(f"param.rule must be an object, got {_describe(rule)}")
    out: dict[str, RuleValue] = {}
    for key, value in rule.items():
        if key in IGNORED_RULE_KEYS:
            continue
        if key not in RULE_KEYS:
            raise _bad(f"param.rule: unknown majiang-core rule {key!r}")
        out.update(_rule_switches(key, value, f"param.rule[{key!r}]"))
    return out


def _rule_switches(key: str, value: object, where: str) -> dict[str, RuleValue]:
    """The switches one majiang-core rule key sets."""
    names = RULE_KEYS[key]
    if key == "赤牌":
        reds = _object(value, where, frozenset("mps"))
        return {f"red_fives_{s}": _int(reds[s], f"{where}.{s}", 0, 4)
                for s in "mps" if s in reds}
    if key == "連風牌は2符":
        return {names[0]: 2 if _flag(value, where) else 4}
    if key == "数え役満あり":
        # majiang-core without kazoe: 13 han and more stay sanbaiman (6000 basic).
        return {names[0]: "yakuman" if _flag(value, where) else "sanbaiman"}
    if key == "ノーテン罰あり":
        return {names[0]: 3000 if _flag(value, where) else 0}
    if key == "最大同時和了数":
        n = _int(value, where, 1, 3)
        # 1: head bump; 2: double ron, a triple ron is an abortive draw; 3: triple ron.
        modes = {1: ("head_bump", "head_bump"), 2: ("settled", "draw"),
                 3: ("settled", "settled")}[n]
        return dict(zip(names, modes, strict=True))
    if key == "配給原点":
        return {names[0]: _int(value, where, 0, 1_000_000)}
    if key == "順位点":
        return {names[0]: _uma(value, where)}
    flag = _flag(value, where)
    return dict.fromkeys(names, flag)


def _uma(value: object, where: str) -> str:
    """majiang-core's 順位点 ["20.0","10.0","-10.0","-20.0"] as mjcalc's uma "10-20"."""
    from scoring.rules import SWITCH_BY_NAME

    choices = [str(c) for c in SWITCH_BY_NAME["uma"].choices if "-" in str(c)]
    try:
        if not isinstance(value, list) or len(value) != 4:
            raise ValueError
        points = [float(v) for v in value if isinstance(v, (str, int, float))]
        if len(points) != 4:
            raise ValueError
        big, small = points[0], points[1]
        text = f"{small:g}-{big:g}"
        if points != [big, small, -small, -big] or text not in choices:
            raise ValueError
    except ValueError:
        raise _bad(f"{where} must be four rank points [big, small, -small, -big] with "
                   f"small-big one of {', '.join(choices)}, got {_describe(value)}") from None
    return text


# --- the record ------------------------------------------------------------------------


def read_hule_record(record: str | Mapping[str, Any], rules: Rules | None = None) -> HuleRecord:
    """A majiang-core ``Majiang.Util.hule`` input record as mjcalc's hand and situation.

    ``record`` is the JSON text or the decoded object. ``rules`` are the rules to read and
    score it with (default: the ``majiang`` preset, majiang-core's own), changed by the
    record's ``rule`` object if it has one. Raises UsageError ``bad_record`` for a
    malformed record, NotationError for bad notation in ``shoupai``, InvalidHandError for
    impossible tiles (a fifth copy, a red five the rules don't have).
    """
    obj = load_record(record) if isinstance(record, str) else record
    if not isinstance(obj, dict) and not isinstance(obj, Mapping):  # a dict: the quick test
        raise _bad(f"expected a JSON object, got {type(obj).__name__}")
    unknown = [] if _only(TOP_KEYS, obj) else sorted(str(k) for k in obj
                                                         if k not in TOP_KEYS)
    if unknown:
        raise _bad(f"unknown key {unknown[0]!r} (valid: param, rongpai, shoupai)")
    if "shoupai" not in obj:
        raise _bad("missing key 'shoupai' (the hand, e.g. \"m123p456s789z1122\")")

    raw_param = obj.get("param", {})
    if raw_param is None:
        raw_param = {}
    if not isinstance(raw_param, dict):
        raise _bad(f"param must be an object, got {_describe(raw_param)}")
    expanded = "hupai" in raw_param or "jicun" in raw_param
    if expanded and not _FLAT_ONLY_KEYS.isdisjoint(raw_param):
        mixed = sorted(k for k in raw_param if k in _FLAT_ONLY_KEYS)
        raise _bad(f"param mixes the two forms: {mixed[0]!r} belongs in the flat form, "
                   "while 'hupai'/'jicun' belong in the expanded one")
    param = _object(raw_param, "param", EXPANDED_KEYS if expanded else FLAT_KEYS)

    rule = param.get("rule")
    overrides = rule_overrides(rule) if rule is not None else {}
    base = rules if rules is not None else Rules("majiang")
    effective = base.changed(overrides) if overrides else base

    seat = _member_int(param, "menfeng", 1, "param.", 0, 3)
    round_wind = _member_int(param, "zhuangfeng", 0, "param.", 0, 3)

    if expanded:
        flags = _object(_get(param, "hupai", {}), "param.hupai", HUPAI_KEYS)
        sticks = _object(_get(param, "jicun", {}), "param.jicun", JICUN_KEYS)
        flags_at, sticks_at = "param.hupai.", "param.jicun."
    else:
        flags = sticks = param
        flags_at = sticks_at = "param."
    lizhi = haidi = tianhu = 0
    yifa = qianggang = lingshang = False
    if flags:  # an empty hupai, most records': none of the six looked up
        lizhi = _member_int(flags, "lizhi", 0, flags_at, 0, 2, allow_bool=True)
        haidi = _member_int(flags, "haidi", 0, flags_at, 0, 2, allow_bool=True)
        tianhu = _member_int(flags, "tianhu", 0, flags_at, 0, 2, allow_bool=True)
        yifa = _member_flag(flags, "yifa", flags_at)
        qianggang = _member_flag(flags, "qianggang", flags_at)
        lingshang = _member_flag(flags, "lingshang", flags_at)
    honba = _member_int(sticks, "changbang", 0, sticks_at, 0, MAX_STICKS)
    deposits = _member_int(sticks, "lizhibang", 0, sticks_at, 0, MAX_STICKS)
    dora = _tiles(param.get("baopai"), "param.baopai", allow_single=not expanded)
    ura = _tiles(param.get("fubaopai"), "param.fubaopai", allow_single=not expanded)

    hand = _read_hand(obj["shoupai"], obj.get("rongpai"), effective)
    discarder = None if hand.win_source is None else hand.win_source.seat_from(seat)
    situation = Situation(
        round_wind=round_wind,
        seat=seat,
        discarder=discarder,
        dora_indicators=dora,
        ura_indicators=ura,
        riichi=lizhi == 1,
        double_riichi=lizhi == 2,
        ippatsu=yifa,
        haitei=haidi == 1,
        houtei=haidi == 2,
        rinshan=lingshang,
        chankan=qianggang,
        tenhou=tianhu == 1,
        chiihou=tianhu == 2,
        honba=honba,
        deposits=deposits,
    )
    return HuleRecord(hand, situation, dict(overrides), effective,
                      "expanded" if expanded else "flat")


def _read_hand(shoupai: object, rongpai: object, rules: Rules) -> Hand:
    """The hand of ``shoupai``, completed by ``rongpai`` (a ron) if there is one."""
    if not isinstance(shoupai, str) or not shoupai.strip():
        raise _bad(f"shoupai must be a hand such as \"m123p456s789z1122\", "
                   f"got {_describe(shoupai)}")
    concealed, comma, melds = shoupai.partition(",")
    if concealed.endswith("*"):
        # majiang-core writes a riichi hand with a trailing '*'; riichi comes from param.
        shoupai = concealed[:-1] + comma + melds
    try:
        hand = parse_hand(shoupai, rules)
    except NotationError as exc:
        raise NotationError(f"majiang record, shoupai: {exc.message}", code=exc.code,
                            position=exc.position, text=exc.text, detail=exc.detail) from None
    if rongpai is None:
        if hand.win_tile is None:
            raise _bad("shoupai has no winning tile: give 14 − 3×melds tiles (the last one "
                       "written is the drawn tile) or a rongpai")
        if hand.win_source is not None:
            raise _bad("shoupai marks its last tile as a ron; give the ron tile as rongpai")
        return hand
    ron = _RON_OF_TEXT.get(rongpai) if isinstance(rongpai, str) else None
    if ron is None:
        raise _bad(f"rongpai must be null or a tile with the discarder's mark such as "
                   f"\"z1+\", \"m0=\" or \"s9-\", got {_describe(rongpai)}")
    if hand.win_tile is not None:
        raise _bad("shoupai already holds its winning tile (14 − 3×melds tiles) and a "
                   "rongpai is given; a ron hand has 13 − 3×melds tiles")
    win, source = ron
    hand = hand.with_win(win, source)
    # parse_hand has checked the shoupai: only the ron tile can be a fifth copy of its
    # kind or a red five beyond the rules, so the full check runs only when it may be one
    if not win.red and _copies(hand.all_tiles, win.kind) <= COPIES:
        return hand
    excess = excess_tile(hand.all_tiles, rules)
    if excess is not None:
        # the codes (and exit status 1) of the same problem written in the hand
        raise InvalidHandError(f"majiang record, rongpai {rongpai}: {excess[1]}",
                               code="fifth_tile" if excess[1].startswith("fifth")
                               else "red_fives")
    return hand


def _copies(tiles: tuple[Tile, ...], kind: int) -> int:
    """How many of ``tiles`` are of ``kind``."""
    count = 0
    for tile in tiles:
        if tile.kind == kind:
            count += 1
    return count


# --- the result ------------------------------------------------------------------------


def majiang_result(result: ScoreResult) -> dict[str, Any]:
    """``result`` as majiang-core's ``Majiang.Util.hule`` gives it (JSON-ready dict).

    Keys and their order are those of JSON.stringify on majiang-core's answer: a
    yakuman hand ``{hupai, damanguan, defen, fenpei}`` (yakuman fanshu ``"*"`` or ``"**"``,
    the liable player's mark as ``baojia`` on the yakuman it answers for), any other
    hand ``{hupai, fu, fanshu, defen, fenpei}``. ``defen`` is the value of the win
    without honba and deposits; ``fenpei`` the net change of the four seats.
    """
    best = result.best
    hupai, yakuman = _hupai(result)
    out: dict[str, Any] = {"hupai": hupai}
    if yakuman:
        out["damanguan"] = best.yakuman
    else:
        out["fu"] = best.fu
        out["fanshu"] = best.han
    out["defen"] = _defen(result)
    out["fenpei"] = list(result.settlement.net)
    return out


def _hupai(result: ScoreResult) -> tuple[list[dict[str, Any]], bool]:
    """majiang_result's ``hupai`` entries, and whether the hand is a yakuman."""
    situation = result.situation
    hits, yakuman = _hupai_hits(result)
    hupai: list[dict[str, Any]] = [
        {"name": _hupai_name(hit, situation), "fanshu": "*" * hit.yakuman if yakuman else hit.han}
        for hit in hits]
    if yakuman and result.pao is not None:
        liable = _pao_entry(hupai, [h.id for h in hits])
        liable["baojia"] = Source((result.pao - situation.seat) % 4).mark
    return hupai, yakuman


def _hupai_hits(result: ScoreResult) -> tuple[list[YakuHit], bool]:
    """The yaku of the ``hupai`` entries, in majiang-core's order, and whether they are
    yakuman (then only they are listed)."""
    hits, yakuman = _listed_hits(result.best.yaku)
    if len(hits) > 1:
        hits.sort(key=_majiang_rank)
    return hits, yakuman


def _listed_hits(yaku: tuple[YakuHit, ...]) -> tuple[list[YakuHit], bool]:
    """The yaku majiang-core lists, in ``yaku``'s order: the yakuman if there are any
    (then True), else those worth some han (dora count, at no han they are left out)."""
    hits: list[YakuHit] = []
    for hit in yaku:  # (loops: a comprehension is a call, and this runs once a record)
        if hit.yakuman > 0:
            hits.append(hit)
    if hits:
        return hits, True
    for hit in yaku:
        if hit.han > 0:
            hits.append(hit)
    return hits, False


def _hupai_name(hit: YakuHit, situation: Situation) -> str:
    """The name majiang-core gives the yaku (a wind's yakuhai named by the seat's wind)."""
    if has_majiang_name(hit.id):
        return majiang_name(hit.id, situation.round_wind, situation.seat)
    return hit.id


def _majiang_rank(hit: YakuHit) -> int:
    return majiang_rank(hit.id)


def _defen(result: ScoreResult) -> int:
    """majiang-core's ``defen``: what the winner is paid for the hand itself."""
    seat = result.situation.seat
    total = 0
    for payment in result.settlement.payments:  # (a loop: a comprehension is a call)
        if payment.payee == seat and payment.part in ("basic", "pao"):
            total += payment.amount
    return total


#: The yakuman a liable player can answer for, in the order they are looked for.
_PAO_YAKUMAN: Final = ("daisangen", "daisuushii", "suukantsu")


def _pao_entry(hupai: list[dict[str, Any]], ids: list[str]) -> dict[str, Any]:
    for yaku_id in _PAO_YAKUMAN:
        if yaku_id in ids:
            return hupai[ids.index(yaku_id)]
    return hupai[0]  # a liable seat forced by hand (--pao): show it on the first yakuman


#: what json.dumps writes with these options, for any value json_text does not write itself
_ENCODER: Final = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))


def majiang_json(result: ScoreResult) -> str:
    """:func:`majiang_result` as one line of JSON (non-ASCII names kept as they are).

    The text ``json.dumps(majiang_result(result), ensure_ascii=False, separators=(",",
    ":"))`` gives, written directly in majiang_result's order, without its dict; each
    ``hupai`` entry, of which there are few, is written once (a batch of records writes
    the same ones again and again).
    """
    best = result.best
    hits, yakuman = _listed_hits(best.yaku)
    if yakuman and result.pao is not None:  # an entry names the liable player: rare
        entries = ",".join([json_text(entry) for entry in _hupai(result)[0]])
    else:
        situation = result.situation
        round_wind = situation.round_wind
        seat = situation.seat
        listed: list[tuple[int, str]] = []
        for hit in hits:
            key = (hit.id, hit.han, hit.yakuman, round_wind, seat)
            entry = _HUPAI_ENTRIES.get(key)
            if entry is None:
                entry = _hupai_entry(hit, situation, yakuman, key)
            listed.append(entry)
        if len(listed) > 1:
            listed.sort(key=_RANK)  # stable, as _hupai_hits' sort
        entries = ",".join(map(_TEXT, listed))
    points = f'"damanguan":{best.yakuman}' if yakuman else f'"fu":{best.fu},"fanshu":{best.han}'
    fenpei = ",".join(map(str, result.settlement.net))
    return f'{{"hupai":[{entries}],{points},"defen":{_defen(result)},"fenpei":[{fenpei}]}}'


#: majiang-core's place and the JSON text of each ``hupai`` entry written so far, by the
#: yaku's (id, han, yakuman, round wind, seat): a few thousand at most (a wind's name
#: depends on the winds), each written once, where a batch of records writes the same
#: ones again and again. (One look-up an entry: its name, text and place were three
#: calls each, and its sort key two.)
_HUPAI_ENTRIES: Final[dict[tuple[str, int, int, int, int], tuple[int, str]]] = {}
_HUPAI_ENTRIES_SIZE: Final = 1 << 14
_RANK: Final = itemgetter(0)
_TEXT: Final = itemgetter(1)


def _hupai_entry(hit: YakuHit, situation: Situation, yakuman: bool,
                 key: tuple[str, int, int, int, int]) -> tuple[int, str]:
    """The place and JSON text of ``hit``'s ``hupai`` entry (as majiang_result writes it),
    remembered in _HUPAI_ENTRIES under ``key`` (see there). ``yakuman``: the hand's
    entries are its yakuman."""
    fanshu: int | str = "*" * hit.yakuman if yakuman else hit.han
    entry = (_majiang_rank(hit),
             json_text({"name": _hupai_name(hit, situation), "fanshu": fanshu}))
    if len(_HUPAI_ENTRIES) >= _HUPAI_ENTRIES_SIZE:
        _HUPAI_ENTRIES.clear()
    _HUPAI_ENTRIES[key] = entry
    return entry


def json_text(value: object) -> str:
    """``json.dumps(value, ensure_ascii=False, separators=(",", ":"))``, written directly.

    The values records are made of (objects with string keys, lists, strings, integers,
    finite floats, true, false, null) are written here, compiled, at a fraction of the
    encoder's cost per call (majiang_result's; ``mjcalc log``'s records, where json.dumps
    was a twentieth of the time: issue 30); anything else (NaN or an infinity, a tuple,
    an int subclass) goes to the encoder.
    """
    out: list[str] = []
    _write_json(value, out)
    return "".join(out)


def _write_json(value: object, out: list[str]) -> None:
    """Append the pieces of ``value``'s JSON text to ``out``: joined once, at the end (a
    record of mjcalc log, 60 values, took 4.6 us when each object and list was joined
    on its own and each member's text concatenated; 2.5 us so, issue 30)."""
    if isinstance(value, str):
        out.append(encode_basestring(value))
    elif value is None:
        out.append("null")
    elif value is True:
        out.append("true")
    elif value is False:
        out.append("false")
    elif type(value) is int:  # not a subclass: an IntEnum's str() is not its number before 3.11
        out.append(str(value))
    elif type(value) is float and math.isfinite(value):
        out.append(repr(value))  # json.dumps's float text (a log's end points: 8 a game)
    elif isinstance(value, list):
        if not value:
            out.append("[]")
            return
        out.append("[")
        for item in value:
            _write_json(item, out)
            out.append(",")
        out[-1] = "]"  # the last comma
    elif isinstance(value, dict):
        if not value:
            out.append("{}")
            return
        start = len(out)
        out.append("{")
        for key, item in value.items():
            if not isinstance(key, str):  # json.dumps's text for the whole object
                del out[start:]
                out.append(_ENCODER.encode(value))
                return
            out.append(_key_text(key))
            _write_json(item, out)
            out.append(",")
        out[-1] = "}"  # the last comma
    else:
        out.append(_ENCODER.encode(value))


def _key_text(key: str) -> str:
    """``"key":`` as JSON writes it, remembered: records use a few dozen keys."""
    text = _KEY_TEXTS.get(key)
    if text is None:
        text = encode_basestring(key) + ":"
        if len(_KEY_TEXTS) >= _KEY_TEXTS_SIZE:
            _KEY_TEXTS.clear()
        _KEY_TEXTS[key] = text
    return text


#: see _key_text (bounded: any program may write objects of its own)
_KEY_TEXTS: Final[dict[str, str]] = {}
_KEY_TEXTS_SIZE: Final = 1024
