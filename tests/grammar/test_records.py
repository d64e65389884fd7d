"""Reading majiang-core ``Majiang.Util.hule`` input records (grammar/records.py).

Expected values come from majiang-core's record format (seed 002 and its hule_param()
defaults: round East, seat South, nothing else) mapped to mjcalc's domain by hand.
"""

from __future__ import annotations

import json
from enum import IntEnum
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from properties import examples

from grammar.records import (
    BAD_RECORD,
    DuplicateKey,
    decode_json,
    is_hule_record,
    json_text,
    load_record,
    read_hule_record,
    rule_overrides,
    unique_keys,
)
from scoring.errors import InvalidHandError, NotationError, UsageError
from scoring.hands import MeldKind, Source
from scoring.rules import Rules
from scoring.situation import Situation
from scoring.tiles import Tile

SEED_SHOUPAI = "m78p405667s34577m9"  # seed 002's hule example: a pinfu hand drawing m9


def t(text: str) -> Tile:
    return Tile.parse(text)


def tiles(*texts: str) -> tuple[Tile, ...]:
    return tuple(Tile.parse(x) for x in texts)


# --- the seed example, both param forms ---------------------------------------------------

FLAT = {
    "shoupai": SEED_SHOUPAI,
    "rongpai": None,
    "param": {"zhuangfeng": 0, "menfeng": 3, "lizhi": 1, "baopai": ["z1"],
              "fubaopai": ["s2", "m4"], "changbang": 2, "lizhibang": 1},
}
EXPANDED = {
    "shoupai": SEED_SHOUPAI,
    "rongpai": None,
    "param": {
        "zhuangfeng": 0, "menfeng": 3,
        "hupai": {"lizhi": 1, "yifa": False, "qianggang": False, "lingshang": False,
                  "haidi": 0, "tianhu": 0},
        "baopai": ["z1"], "fubaopai": ["s2", "m4"],
        "jicun": {"changbang": 2, "lizhibang": 1},
    },
}
SEED_SITUATION = Situation(round_wind=0, seat=3, discarder=None,
                           dora_indicators=tiles("z1"), ura_indicators=tiles("s2", "m4"),
                           riichi=True, honba=2, deposits=1)


def test_flat_form_of_the_seed_example() -> None:
    rec = read_hule_record(FLAT)
    assert rec.form == "flat"
    # 14 tiles and no rongpai: the last tile written (m9) is the drawn winning tile.
    assert rec.hand.win_tile == t("m9")
    assert rec.hand.win_source is None
    assert len(rec.hand.concealed) == 13
    assert t("p0") in rec.hand.concealed  # the red five of pins
    assert rec.hand.melds == ()
    assert rec.situation == SEED_SITUATION
    assert rec.overrides == {}
    assert rec.rules == Rules("majiang")  # the default: majiang-core's own rules


def test_expanded_form_reads_the_same() -> None:
    flat, expanded = read_hule_record(FLAT), read_hule_record(EXPANDED)
    assert expanded.form == "expanded"
    assert expanded.hand == flat.hand
    assert expanded.situation == flat.situation


def test_json_text_is_read_like_the_object() -> None:
    assert read_hule_record(json.dumps(FLAT, ensure_ascii=False)) == read_hule_record(FLAT)


def test_hule_param_defaults() -> None:
    # hule_param({}): zhuangfeng 0, menfeng 1, no flags, no dora, no sticks.
    rec = read_hule_record({"shoupai": SEED_SHOUPAI, "rongpai": None, "param": {}})
    assert rec.situation == Situation(round_wind=0, seat=1)
    assert read_hule_record({"shoupai": SEED_SHOUPAI}).situation == Situation(seat=1)
    # null counts as missing (hule_param reads param.x ?? default)
    nulls = {"shoupai": SEED_SHOUPAI, "param": {"menfeng": None, "lizhi": None,
                                                  "baopai": None, "rule": None}}
    assert read_hule_record(nulls).situation == Situation(seat=1)


def test_riichi_mark_of_majiang_core_is_ignored() -> None:
    # Shoupai.toString() writes a riichi hand with '*' after the drawn tile.
    plain = read_hule_record(FLAT)
    marked = read_hule_record({**FLAT, "shoupai": SEED_SHOUPAI + "*"})
    assert marked.hand == plain.hand


def test_the_given_rules_are_used() -> None:
    rec = read_hule_record(FLAT, Rules("saki"))
    assert rec.rules == Rules("saki")


# --- ron, melds, seats ---------------------------------------------------------------------


@pytest.mark.parametrize(("mark", "source", "menfeng", "discarder"), [
    ("+", Source.SHIMOCHA, 2, 3),  # '+' is the next seat: West's is North
    ("=", Source.TOIMEN, 2, 0),
    ("-", Source.KAMICHA, 2, 1),
    ("-", Source.KAMICHA, 0, 3),  # the dealer's previous seat is North
])
def test_ron_tile_and_discarder(mark: str, source: Source, menfeng: int,
                                discarder: int) -> None:
    rec = read_hule_record({"shoupai": "m123p456s789z1122", "rongpai": "z1" + mark,
                            "param": {"menfeng": menfeng}})
    assert rec.hand.win_tile == t("z1")
    assert rec.hand.win_source is source
    assert len(rec.hand.concealed) == 13
    assert rec.situation.seat == menfeng
    assert rec.situation.discarder == discarder


def test_red_ron_tile() -> None:
    rec = read_hule_record({"shoupai": "m123p456s789z111s5", "rongpai": "s0="})
    assert rec.hand.win_tile == Tile(t("s5").kind, red=True)


def test_majiang_core_meld_forms() -> None:
    # z111=1: a pon of East from the opposite seat with the fourth East added (加槓);
    # m5550: a closed kan of fives holding the red one. 14 - 2x3 = 8 concealed tiles,
    # the last (z2) drawn.
    rec = read_hule_record({"shoupai": "p234s678z22,z111=1,m5550", "rongpai": None})
    added, closed = rec.hand.melds
    assert added.kind is MeldKind.ADDED_KAN
    assert added.source is Source.TOIMEN
    assert [x.kind for x in added.tiles] == [t("z1").kind] * 4
    assert closed.kind is MeldKind.CLOSED_KAN
    assert closed.source is None
    assert sum(x.red for x in closed.tiles) == 1
    assert rec.hand.win_tile == t("z2")
    assert rec.hand.is_tsumo


def test_chi_pon_open_kan_in_call_order() -> None:
    # Four melds: 13 - 4x3 = 1 concealed tile, the ron tile makes the pair.
    rec = read_hule_record({"shoupai": "p2,m34-0,z666=,s6666+,p999-", "rongpai": "p2+"})
    kinds = [m.kind for m in rec.hand.melds]
    assert kinds == [MeldKind.CHI, MeldKind.PON, MeldKind.OPEN_KAN, MeldKind.PON]
    assert [m.source for m in rec.hand.melds] == [
        Source.KAMICHA, Source.TOIMEN, Source.SHIMOCHA, Source.KAMICHA]
    assert rec.hand.concealed == (t("p2"),)


@pytest.mark.parametrize(("flags", "expected"), [
    ({"lizhi": 1}, {"riichi": True}),
    ({"lizhi": 2}, {"double_riichi": True}),
    ({"lizhi": 1, "yifa": True}, {"riichi": True, "ippatsu": True}),
    ({"haidi": 1}, {"haitei": True}),
    ({"haidi": 2}, {"houtei": True}),
    ({"lingshang": True}, {"rinshan": True}),
    ({"qianggang": True}, {"chankan": True}),
    ({"tianhu": 1}, {"tenhou": True}),
    ({"tianhu": 2}, {"chiihou": True}),
    ({"lizhi": True}, {"riichi": True}),  # JS reads true == 1
    ({"yifa": 0}, {}),
])
def test_situational_flags_both_forms(flags: dict[str, Any], expected: dict[str, Any]) -> None:
    flat = read_hule_record({"shoupai": SEED_SHOUPAI, "param": {"menfeng": 0, **flags}})
    expanded = read_hule_record({"shoupai": SEED_SHOUPAI,
                                 "param": {"menfeng": 0, "hupai": flags}})
    assert flat.situation == Situation(seat=0, **expected)
    assert expanded.situation == flat.situation


def test_indicators_and_sticks() -> None:
    rec = read_hule_record({"shoupai": SEED_SHOUPAI, "param": {
        "zhuangfeng": 1, "baopai": "m0", "changbang": 5, "lizhibang": 3}})
    # hule_param() accepts a single tile for baopai ([].concat(param.baopai)).
    assert rec.situation.dora_indicators == (Tile(t("m5").kind, red=True),)
    assert rec.situation.round_wind == 1
    assert (rec.situation.honba, rec.situation.deposits) == (5, 3)
    rec = read_hule_record({"shoupai": SEED_SHOUPAI, "param": {
        "hupai": {}, "baopai": ["z1", "p9", "s3"], "fubaopai": None,
        "jicun": {"changbang": 0, "lizhibang": 4}}})
    assert rec.situation.dora_indicators == tiles("z1", "p9", "s3")
    assert rec.situation.ura_indicators == ()
    assert rec.situation.deposits == 4


# --- the rule object -----------------------------------------------------------------------


def test_rule_object_maps_to_switches() -> None:
    rule = {
        "赤牌": {"m": 0, "p": 2, "s": 1},
        "クイタンあり": False,
        "連風牌は2符": True,
        "役満の複合あり": False,
        "ダブル役満あり": False,
        "数え役満あり": False,
        "役満パオあり": False,
        "切り上げ満貫あり": True,
        "最大同時和了数": 1,
        "順位点": ["20.0", "10.0", "-10.0", "-20.0"],
        "場数": 1,  # game flow: no bearing on one hand, accepted and ignored
    }
    assert rule_overrides(rule) == {
        "red_fives_m": 0, "red_fives_p": 2, "red_fives_s": 1,
        "open_tanyao": False,
        "double_wind_pair_fu": 2,
        "yakuman_stacking": False,
        "double_kokushi_13": False, "double_suuankou_tanki": False,
        "double_junsei_chuuren": False, "double_daisuushii": False,
        "kazoe": "sanbaiman",  # majiang-core without 数え役満: 13+ han stay 6000 basic
        "pao_daisangen": False, "pao_daisuushii": False,
        "kiriage_mangan": True,
        "double_ron": "head_bump", "triple_ron": "head_bump",
        "uma": "10-20",
    }


def test_rule_object_changes_the_rules_of_the_record() -> None:
    rec = read_hule_record({"shoupai": SEED_SHOUPAI,
                            "param": {"rule": {"クイタンあり": False, "数え役満あり": True}}})
    assert rec.overrides == {"open_tanyao": False, "kazoe": "yakuman"}
    assert rec.rules == Rules("majiang", {"open_tanyao": False})
    assert rec.rules.flag("open_tanyao") is False


def test_full_default_rule_object_is_the_majiang_preset() -> None:
    # Majiang.rule() as majiang-core writes it: every key at its default.
    rule = {
        "配給原点": 25000, "順位点": ["20.0", "10.0", "-10.0", "-20.0"], "連風牌は2符": False,
        "赤牌": {"m": 1, "p": 1, "s": 1}, "クイタンあり": True, "喰い替え許可レベル": 0,
        "場数": 2, "途中流局あり": True, "流し満貫あり": True, "ノーテン宣言あり": False,
        "ノーテン罰あり": True, "最大同時和了数": 2, "連荘方式": 2, "トビ終了あり": True,
        "オーラス止めあり": True, "延長戦方式": 1, "一発あり": True, "裏ドラあり": True,
        "カンドラあり": True, "カン裏あり": True, "カンドラ後乗せ": True,
        "ツモ番なしリーチあり": False, "リーチ後暗槓許可レベル": 2, "役満の複合あり": True,
        "ダブル役満あり": True, "数え役満あり": True, "役満パオあり": True,
        "切り上げ満貫あり": False,
    }
    rec = read_hule_record({"shoupai": SEED_SHOUPAI, "param": {"rule": rule}})
    assert rec.rules == Rules("majiang")


def test_red_fives_of_the_rule_apply_to_the_hand() -> None:
    # The hand holds p0; a rule without red pins makes it impossible.
    with pytest.raises(InvalidHandError):
        read_hule_record({"shoupai": SEED_SHOUPAI, "param": {"rule": {"赤牌": {"p": 0}}}})


# --- malformed records ---------------------------------------------------------------------

ERRORS: list[tuple[str, object, str]] = [
    ("not JSON", "{shoupai:", "JSON"),
    ("an array", "[1, 2]", "object"),
    ("a number", "42", "object"),
    ("missing shoupai", {"rongpai": None}, "shoupai"),
    ("unknown key", {"shoupai": SEED_SHOUPAI, "hand": "x"}, "'hand'"),
    ("shoupai not a string", {"shoupai": 123}, "shoupai"),
    ("empty shoupai", {"shoupai": ""}, "shoupai"),
    ("param not an object", {"shoupai": SEED_SHOUPAI, "param": [1]}, "param"),
    ("menfeng 4", {"shoupai": SEED_SHOUPAI, "param": {"menfeng": 4}}, "param.menfeng"),
    ("menfeng string", {"shoupai": SEED_SHOUPAI, "param": {"menfeng": "1"}}, "param.menfeng"),
    ("menfeng bool", {"shoupai": SEED_SHOUPAI, "param": {"menfeng": True}}, "param.menfeng"),
    ("zhuangfeng float", {"shoupai": SEED_SHOUPAI, "param": {"zhuangfeng": 1.0}},
     "param.zhuangfeng"),
    ("lizhi 3", {"shoupai": SEED_SHOUPAI, "param": {"lizhi": 3}}, "param.lizhi"),
    ("haidi -1", {"shoupai": SEED_SHOUPAI, "param": {"haidi": -1}}, "param.haidi"),
    ("yifa 2", {"shoupai": SEED_SHOUPAI, "param": {"yifa": 2}}, "param.yifa"),
    ("yifa string", {"shoupai": SEED_SHOUPAI, "param": {"yifa": "yes"}}, "param.yifa"),
    ("changbang negative", {"shoupai": SEED_SHOUPAI, "param": {"changbang": -1}},
     "param.changbang"),
    ("changbang huge", {"shoupai": SEED_SHOUPAI, "param": {"changbang": 10**30}},
     "param.changbang"),
    ("lizhibang float", {"shoupai": SEED_SHOUPAI, "param": {"lizhibang": 1.5}},
     "param.lizhibang"),
    ("jicun sticks huge", {"shoupai": SEED_SHOUPAI,
                           "param": {"jicun": {"changbang": 0, "lizhibang": 10**6}}},
     "param.jicun.lizhibang"),
    ("hupai flag bad", {"shoupai": SEED_SHOUPAI, "param": {"hupai": {"tianhu": 5}}},
     "param.hupai.tianhu"),
    ("hupai not object", {"shoupai": SEED_SHOUPAI, "param": {"hupai": 1}}, "param.hupai"),
    ("unknown hupai key", {"shoupai": SEED_SHOUPAI, "param": {"hupai": {"dora": 1}}},
     "'dora'"),
    ("unknown param key", {"shoupai": SEED_SHOUPAI, "param": {"menfen": 1}}, "'menfen'"),
    ("mixed forms", {"shoupai": SEED_SHOUPAI, "param": {"hupai": {}, "lizhi": 1}},
     "'lizhi'"),
    ("baopai single tile, expanded form",
     {"shoupai": SEED_SHOUPAI, "param": {"jicun": {}, "baopai": "m1"}}, "param.baopai"),
    ("baopai bad tile", {"shoupai": SEED_SHOUPAI, "param": {"baopai": ["x1"]}},
     "param.baopai[0]"),
    ("baopai z8", {"shoupai": SEED_SHOUPAI, "param": {"baopai": ["m1", "z8"]}},
     "param.baopai[1]"),
    ("baopai number", {"shoupai": SEED_SHOUPAI, "param": {"baopai": 7}}, "param.baopai"),
    ("too many indicators", {"shoupai": SEED_SHOUPAI, "param": {"baopai": ["m1"] * 6}},
     "param.baopai"),
    ("fubaopai bad", {"shoupai": SEED_SHOUPAI, "param": {"fubaopai": [None]}},
     "param.fubaopai[0]"),
    ("rongpai without mark", {"shoupai": "m123p456s789z1122", "rongpai": "z1"}, "rongpai"),
    ("rongpai z8", {"shoupai": "m123p456s789z1122", "rongpai": "z8+"}, "rongpai"),
    ("rongpai number", {"shoupai": "m123p456s789z1122", "rongpai": 1}, "rongpai"),
    ("rongpai with 14 tiles", {"shoupai": SEED_SHOUPAI, "rongpai": "m9+"}, "rongpai"),
    ("no winning tile", {"shoupai": "m123p456s789z1122", "rongpai": None}, "rongpai"),
    ("rule not object", {"shoupai": SEED_SHOUPAI, "param": {"rule": "majiang"}},
     "param.rule"),
    ("unknown rule key", {"shoupai": SEED_SHOUPAI, "param": {"rule": {"クイタン": True}}},
     "クイタン"),
    ("rule bad flag", {"shoupai": SEED_SHOUPAI, "param": {"rule": {"クイタンあり": "yes"}}},
     "クイタンあり"),
    ("rule bad reds", {"shoupai": SEED_SHOUPAI, "param": {"rule": {"赤牌": {"m": 9}}}},
     "赤牌"),
    ("rule reds not object", {"shoupai": SEED_SHOUPAI, "param": {"rule": {"赤牌": 1}}},
     "赤牌"),
    ("rule bad winners", {"shoupai": SEED_SHOUPAI, "param": {"rule": {"最大同時和了数": 4}}},
     "最大同時和了数"),
    ("rule uma not one of ours",
     {"shoupai": SEED_SHOUPAI, "param": {"rule": {"順位点": ["40", "5", "-5", "-40"]}}},
     "順位点"),
    ("rule uma asymmetric",
     {"shoupai": SEED_SHOUPAI, "param": {"rule": {"順位点": ["20", "10", "-10", "-30"]}}},
     "順位点"),
    ("rule uma not a list", {"shoupai": SEED_SHOUPAI, "param": {"rule": {"順位点": 1}}},
     "順位点"),
    ("deeply nested", "[" * 100_000 + "]" * 100_000, "record"),
    ("huge text", json.dumps({"shoupai": "m1" * 50_000}), "characters"),
]


@pytest.mark.parametrize(("case", "record", "names"), ERRORS, ids=[e[0] for e in ERRORS])
def test_malformed_records_are_refused(case: str, record: Any, names: str) -> None:
    with pytest.raises(UsageError) as info:
        read_hule_record(record)
    assert info.value.code == BAD_RECORD
    assert names in info.value.message
    assert info.value.exit_status == 2


def test_bad_json_gives_the_position() -> None:
    with pytest.raises(UsageError) as info:
        load_record('{"shoupai": x}')
    assert info.value.position == 12  # the x


def test_notation_error_in_shoupai_names_the_key() -> None:
    with pytest.raises(NotationError) as info:
        read_hule_record({"shoupai": "m12x3p456s789z1122"})
    assert "shoupai" in info.value.message
    assert info.value.position is not None


def test_fifth_copy_through_rongpai_is_refused() -> None:
    with pytest.raises(InvalidHandError):
        read_hule_record({"shoupai": "m1111p456s789z112", "rongpai": "m1+"})


def test_uma_that_is_one_of_ours() -> None:
    assert rule_overrides({"順位点": ["30", "10", "-10", "-30"]}) == {"uma": "10-30"}
    assert rule_overrides({"順位点": [20, 10, -10, -20]}) == {"uma": "10-20"}


def test_is_hule_record() -> None:
    assert is_hule_record({"shoupai": "m1"})
    assert not is_hule_record({"hand": "m1"})
    assert not is_hule_record(["shoupai"])


# --- the JSON writer of majiang_json ----------------------------------------------------

class _Wind(IntEnum):
    EAST = 0
    SOUTH = 1


_JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8)
    | st.floats() | st.sampled_from(_Wind),
    lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner)
    | st.dictionaries(st.text(max_size=4) | st.integers(), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=examples(150), deadline=None)
@given(_JSON_VALUES)
def test_json_text_writes_what_json_dumps_writes(value: object) -> None:
    # the reference is the standard library's encoder with majiang_json's options (the
    # log's JSON lines too): written directly or handed to the encoder, the same text
    assert json_text(value) == json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def test_json_text_escapes_as_json_dumps_does() -> None:
    value = {"name": 'a"b\\c\n\x01役満', "fanshu": ["*", -3, True, None]}
    assert json_text(value) == ('{"name":"a\\"b\\\\c\\n\\u0001役満",'
                                 '"fanshu":["*",-3,true,null]}')


# --- decode_json: json.loads with the duplicate-key hook, the scanner asked directly -----


def _loads(text: str) -> object:
    return json.loads(text, object_pairs_hook=unique_keys)


@pytest.mark.parametrize("text", [
    '{"shoupai": "m123", "param": {"menfeng": 1}}', "[1, 2]", "3", '"x"', "null",
    ' {"a": 1}', '{"a": 1}  ', "\t[]\n",  # white space around: decode()'s path
])
def test_decode_json_gives_what_json_loads_gives(text: str) -> None:
    assert decode_json(text) == _loads(text)


@pytest.mark.parametrize("text", [
    "", "  ", '{"a": 1} x', '{"a": 1}{}', '{"a": }', '{"a" 1}', "[1,]", "nul", "{",
    '"open', "\ufeff{}",
])
def test_decode_json_refuses_as_json_loads_does(text: str) -> None:
    # the same exception, message and position: the reference is json.loads itself
    with pytest.raises(json.JSONDecodeError) as expected:
        _loads(text)
    with pytest.raises(json.JSONDecodeError) as got:
        decode_json(text)
    assert (got.value.msg, got.value.pos) == (expected.value.msg, expected.value.pos)


def test_decode_json_refuses_a_key_given_twice() -> None:
    with pytest.raises(DuplicateKey):
        decode_json('{"param": {"menfeng": 1, "menfeng": 2}}')
    with pytest.raises(DuplicateKey):
        decode_json(' {"a": 1, "a": 1} ')
