"""mjcalc results in majiang-core's form (grammar.records.majiang_result, `--format majiang`).

Two parts. The writer alone, on results built by hand: names, order, keys and the pao mark
exactly as majiang-core's Majiang.Util.hule writes them (facts from its lib/hule.js).
Then whole records scored under ``--rules majiang``: each expected value is worked out by
hand from majiang-core's algorithm (seed 001) — the reasoning is in the comments.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from grammar.records import majiang_json, majiang_result, read_hule_record
from scoring.errors import ScoringError
from scoring.hand.results import (
    Decomposition,
    Evaluation,
    Form,
    Payment,
    Settlement,
    Wait,
    YakuHit,
)
from scoring.hand.score_result import ScoreResult
from scoring.hand.scorer import score
from scoring.hand.yaku import YAKU
from scoring.hands import Hand
from scoring.names.majiang import MAJIANG_NAMES, majiang_name
from scoring.rules import Rules
from scoring.situation import Situation

YAKU_IDS = (
    "riichi", "ippatsu", "menzen_tsumo", "pinfu", "iipeikou", "tanyao", "yakuhai_haku",
    "yakuhai_hatsu", "yakuhai_chun", "seat_wind", "round_wind", "rinshan", "chankan",
    "haitei", "houtei", "double_riichi", "chiitoitsu", "sanshoku", "ittsu", "chanta",
    "sanshoku_doukou", "sanankou", "sankantsu", "toitoi", "shousangen", "honroutou",
    "ryanpeikou", "honitsu", "junchan", "chinitsu", "kokushi", "kokushi_13", "chuuren",
    "junsei_chuuren", "tenhou", "chiihou", "renhou", "suuankou", "suuankou_tanki",
    "suukantsu", "ryuuiisou", "tsuuiisou", "chinroutou", "daisangen", "shousuushii",
    "daisuushii", "dora", "aka_dora", "ura_dora",
)

# --- the writer alone ----------------------------------------------------------------------


def _result(yaku: list[YakuHit], *, han: int = 0, fu: int = 30, yakuman: int = 0,
            seat: int = 1, round_wind: int = 0, payments: tuple[Payment, ...] = (),
            net: tuple[int, int, int, int] = (0, 0, 0, 0), pao: int | None = None
            ) -> ScoreResult:
    best = Evaluation(
        decomposition=Decomposition(Form.STANDARD, (), Wait.RYANMEN),
        yaku=tuple(yaku), han=han, fu=fu, raw_fu=fu, fu_items=(), yakuman=yakuman,
        limit=None, basic=0, points=0,
    )
    return ScoreResult(
        hand=Hand(()), situation=Situation(seat=seat, round_wind=round_wind),
        preset="majiang", best=best, considered=(best,),
        settlement=Settlement(payments, net), discarder=None, pao=pao,
    )


def test_names_cover_every_yaku_id() -> None:
    # every id of the brief, and every row of the yaku table (a new yaku needs a name)
    assert set(YAKU_IDS) <= set(MAJIANG_NAMES)
    assert {y.id for y in YAKU} <= set(MAJIANG_NAMES)


@pytest.mark.parametrize(("yaku_id", "round_wind", "seat", "name"), [
    ("round_wind", 0, 1, "場風 東"),
    ("round_wind", 1, 1, "場風 南"),
    ("seat_wind", 0, 1, "自風 南"),
    ("seat_wind", 1, 3, "自風 北"),
    ("seat_wind", 0, 2, "自風 西"),
    ("yakuhai_hatsu", 0, 1, "翻牌 發"),
    ("menzen_tsumo", 0, 1, "門前清自摸和"),
    ("chanta", 0, 1, "混全帯幺九"),
    ("junchan", 0, 1, "純全帯幺九"),
    ("kokushi_13", 0, 1, "国士無双十三面"),
    ("suuankou_tanki", 0, 1, "四暗刻単騎"),
    ("junsei_chuuren", 0, 1, "純正九蓮宝燈"),
])
def test_majiang_names(yaku_id: str, round_wind: int, seat: int, name: str) -> None:
    assert majiang_name(yaku_id, round_wind, seat) == name


def test_ordinary_hand_in_majiang_core_order() -> None:
    # majiang-core lists riichi-type yaku first, then 門前清自摸和, the winds, the
    # dragons, then the shape yaku in a fixed order, then ドラ, 赤ドラ, 裏ドラ -- whatever
    # order mjcalc found them in. A dora count of 0 is not listed.
    yaku = [YakuHit("ura_dora", 1), YakuHit("tanyao", 1), YakuHit("dora", 0),
            YakuHit("aka_dora", 2), YakuHit("menzen_tsumo", 1), YakuHit("riichi", 1),
            YakuHit("dora", 2)]
    payments = (Payment(0, 1, 4000, "basic"), Payment(2, 1, 2000, "basic"),
                Payment(3, 1, 2000, "basic"), Payment(0, 1, 100, "honba"),
                Payment(None, 1, 1000, "deposits"))
    out = majiang_result(_result(yaku, han=8, fu=30, payments=payments,
                                 net=(-4100, 9100, -2000, -2000)))
    assert list(out) == ["hupai", "fu", "fanshu", "defen", "fenpei"]  # no damanguan
    assert out["hupai"] == [
        {"name": "立直", "fanshu": 1}, {"name": "門前清自摸和", "fanshu": 1},
        {"name": "断幺九", "fanshu": 1}, {"name": "ドラ", "fanshu": 2},
        {"name": "赤ドラ", "fanshu": 2}, {"name": "裏ドラ", "fanshu": 1},
    ]
    assert (out["fu"], out["fanshu"]) == (30, 8)
    assert out["defen"] == 8000  # basic payments only: no honba, no deposits
    assert out["fenpei"] == [-4100, 9100, -2000, -2000]


def test_yakuman_hand_has_stars_and_no_fu() -> None:
    # majiang-core: fu and fanshu undefined for yakuman, so JSON.stringify leaves them
    # out; the dora of a yakuman hand are not listed.
    yaku = [YakuHit("tsuuiisou", 0, 1), YakuHit("daisuushii", 0, 2), YakuHit("dora", 3)]
    out = majiang_result(_result(yaku, yakuman=3, seat=0,
                                 payments=(Payment(2, 0, 144000, "basic"),),
                                 net=(144000, 0, -144000, 0)))
    assert list(out) == ["hupai", "damanguan", "defen", "fenpei"]
    assert out["hupai"] == [{"name": "大四喜", "fanshu": "**"},
                            {"name": "字一色", "fanshu": "*"}]
    assert out["damanguan"] == 3
    assert out["defen"] == 144000


@pytest.mark.parametrize(("seat", "pao", "mark"), [(1, 2, "+"), (1, 3, "="), (1, 0, "-"),
                                                    (0, 3, "-"), (3, 0, "+")])
def test_pao_mark_on_the_liable_yakuman(seat: int, pao: int, mark: str) -> None:
    yaku = [YakuHit("tsuuiisou", 0, 1), YakuHit("daisangen", 0, 1)]
    out = majiang_result(_result(yaku, yakuman=2, seat=seat, pao=pao))
    assert out["hupai"] == [{"name": "大三元", "fanshu": "*", "baojia": mark},
                            {"name": "字一色", "fanshu": "*"}]


def test_kazoe_is_not_a_yakuman_in_majiang_form() -> None:
    # 13 han of ordinary yaku: majiang-core gives fu and fanshu, no damanguan.
    yaku = [YakuHit("chinitsu", 6), YakuHit("ryanpeikou", 3), YakuHit("riichi", 1),
            YakuHit("pinfu", 1), YakuHit("menzen_tsumo", 1), YakuHit("tanyao", 1)]
    out = majiang_result(_result(yaku, han=13, fu=20, yakuman=1))
    assert list(out) == ["hupai", "fu", "fanshu", "defen", "fenpei"]
    assert [h["name"] for h in out["hupai"]] == [
        "立直", "門前清自摸和", "平和", "断幺九", "二盃口", "清一色"]


def test_json_line() -> None:
    text = majiang_json(_result([YakuHit("chiitoitsu", 2)], han=2, fu=25))
    assert text == ('{"hupai":[{"name":"七対子","fanshu":2}],"fu":25,"fanshu":2,'
                    '"defen":0,"fenpei":[0,0,0,0]}')


@pytest.mark.parametrize("record", [
    {"shoupai": "m78p405667s34577m9", "param": {"menfeng": 3, "hupai": {"lizhi": 1}}},
    {"shoupai": "m1115p999s333z222m5", "param": {"menfeng": 0}},  # '**'
    {"shoupai": "m234p5,z555-,z666=,z777+", "rongpai": "p5=",  # baojia
     "param": {"menfeng": 1, "changbang": 2}},
    {"shoupai": "p22s45667s5,m4-56,p4-56", "param": {"menfeng": 0, "baopai": ["m8"]}},
    # the same wind yaku of the same han named by the winds: 自風 南 then 自風 西, 場風 南
    # then 場風 西 (an entry kept without the winds would be named as the first one seen)
    {"shoupai": "m123p456s789z22233", "param": {"zhuangfeng": 0, "menfeng": 1}},
    {"shoupai": "m123p456s789z33322", "param": {"zhuangfeng": 0, "menfeng": 2}},
    {"shoupai": "m123p456s789z22233", "param": {"zhuangfeng": 1, "menfeng": 2}},
    {"shoupai": "m123p456s789z33322", "param": {"zhuangfeng": 2, "menfeng": 1}},
])
def test_json_line_of_a_record_is_json_dumps_of_its_result(record: dict[str, Any]) -> None:
    # majiang_json writes the text itself (hupai entries kept once written): the reference
    # is the standard library's encoder on majiang_result, with majiang_json's options
    rec = read_hule_record(record, Rules("majiang"))
    result = score(rec.hand, rec.situation, rec.rules)
    expected = json.dumps(majiang_result(result), ensure_ascii=False, separators=(",", ":"))
    assert majiang_json(result) == expected
    assert majiang_json(result) == expected  # again, from the kept entries


# --- whole records under --rules majiang --------------------------------------------------


def majiang(record: dict[str, Any]) -> dict[str, Any]:
    rec = read_hule_record(record, Rules("majiang"))
    return majiang_result(score(rec.hand, rec.situation, rec.rules))


def test_seed_002_hule_example() -> None:
    # Seed 002: m78p405667s34577m9 by tsumo, North (menfeng 3), riichi, ura indicators
    # s2 (-> s3, one in the hand) and m4 (-> m5, none). Pinfu tsumo 20 fu; 立直, 門前清自摸和,
    # 平和, 赤ドラ (p0), 裏ドラ 1 = 5 han: mangan, 8000 (dealer 4000, others 2000).
    # fenpei [-4200, -2200, -2200, 9600]: each payer pays 200 more (2 honba x 100 each),
    # the winner gets 8000 + 600 + 1000, so changbang 2, lizhibang 1.
    # Two ura indicators mean two dora indicators (a kan somewhere); the seed does not
    # give them: z1 and p9 show z2 and p1, which the hand does not hold.
    out = majiang({"shoupai": "m78p405667s34577m9", "rongpai": None,
                   "param": {"zhuangfeng": 0, "menfeng": 3, "lizhi": 1,
                             "baopai": ["z1", "p9"],
                             "fubaopai": ["s2", "m4"], "changbang": 2, "lizhibang": 1}})
    assert out == {
        "hupai": [{"name": "立直", "fanshu": 1}, {"name": "門前清自摸和", "fanshu": 1},
                  {"name": "平和", "fanshu": 1}, {"name": "赤ドラ", "fanshu": 1},
                  {"name": "裏ドラ", "fanshu": 1}],
        "fu": 20, "fanshu": 5, "defen": 8000, "fenpei": [-4200, -2200, -2200, 9600],
    }
    assert list(out) == ["hupai", "fu", "fanshu", "defen", "fenpei"]


def test_double_east_for_the_dealer() -> None:
    # Dealer in the East round draws z1 onto z11 + p99 (shanpon): a concealed East triplet.
    # 門前清自摸和, 場風 東, 自風 東 (two entries) = 3 han. Fu: 20 + 8 (concealed honor
    # triplet) + 2 (tsumo) = 30. Basic 30 x 2^5 = 960; a dealer tsumo: 1920 -> 2000 each.
    out = majiang({"shoupai": "m234p45699s789z11z1", "param": {"menfeng": 0}})
    assert out == {
        "hupai": [{"name": "門前清自摸和", "fanshu": 1}, {"name": "場風 東", "fanshu": 1},
                  {"name": "自風 東", "fanshu": 1}],
        "fu": 30, "fanshu": 3, "defen": 6000, "fenpei": [6000, -2000, -2000, -2000],
    }


def test_riichi_ippatsu_houtei_order() -> None:
    # West (2) wins m4 from the previous seat ('-': South, 1) on the last discard:
    # 立直, 一発, 河底撈魚, 翻牌 中 = 4 han.
    # Fu: 20 + 8 (concealed chun) + 10 (closed ron) = 38 -> 40.
    # 40 x 2^6 = 2560 -> mangan 2000 x 4 = 8000; one deposit.
    out = majiang({"shoupai": "m23p456s67888z777", "rongpai": "m4-",
                   "param": {"menfeng": 2, "lizhi": 1, "yifa": True, "haidi": 2,
                             "lizhibang": 1}})
    assert out == {
        "hupai": [{"name": "立直", "fanshu": 1}, {"name": "一発", "fanshu": 1},
                  {"name": "河底撈魚", "fanshu": 1}, {"name": "翻牌 中", "fanshu": 1}],
        "fu": 40, "fanshu": 4, "defen": 8000, "fenpei": [0, -8000, 9000, 0],
    }


def test_chiitoitsu_dealer_ron() -> None:
    # 七対子 2 han 25 fu: 25 x 2^4 = 400 basic, a dealer ron x 6 = 2400, from North ('-').
    out = majiang({"shoupai": "m1133p5577s22z557", "rongpai": "z7-",
                   "param": {"menfeng": 0}})
    assert out == {"hupai": [{"name": "七対子", "fanshu": 2}], "fu": 25, "fanshu": 2,
                   "defen": 2400, "fenpei": [2400, 0, 0, -2400]}


def test_open_tanyao_ron_with_sticks() -> None:
    # West (2) ron on p2 from North ('+'): open tanyao 1 han. Fu 20 + 2 (tanki) = 22, open
    # ron -> 30. 30 x 2^3 = 240 x 4 = 960 -> 1000; 1 honba: the discarder pays 300 more;
    # 2 deposits: the winner gets 2000 more. The indicator z1 shows z2: no dora.
    record: dict[str, Any] = {"shoupai": "m234p456s678p2,s5-67", "rongpai": "p2+",
              "param": {"zhuangfeng": 0, "menfeng": 2, "hupai": {}, "baopai": ["z1"],
                        "fubaopai": None, "jicun": {"changbang": 1, "lizhibang": 2}}}
    assert majiang(record) == {"hupai": [{"name": "断幺九", "fanshu": 1}], "fu": 30,
                               "fanshu": 1, "defen": 1000, "fenpei": [0, 0, 3300, -1300]}
    # Without クイタン the hand has no yaku: majiang-core gives {"defen": 0}, mjcalc refuses.
    record["param"]["rule"] = {"クイタンあり": False}
    with pytest.raises(ScoringError):
        majiang(record)


def test_kazoe_yakuman_and_without_it() -> None:
    # South (1) draws m8: 234 234 678 678 + 55, all in characters. 立直 1, 門前清自摸和 1,
    # 平和 1, 断幺九 1, 二盃口 3, 清一色 6 = 13 han, 20 fu: kazoe, 8000 basic;
    # dealer pays 16000, the others 8000; one deposit to the winner.
    record: dict[str, Any] = {"shoupai": "m2233445566778m8",
                              "param": {"menfeng": 1, "lizhi": 1, "lizhibang": 1}}
    out = majiang(record)
    assert out == {
        "hupai": [{"name": "立直", "fanshu": 1}, {"name": "門前清自摸和", "fanshu": 1},
                  {"name": "平和", "fanshu": 1}, {"name": "断幺九", "fanshu": 1},
                  {"name": "二盃口", "fanshu": 3}, {"name": "清一色", "fanshu": 6}],
        "fu": 20, "fanshu": 13, "defen": 32000, "fenpei": [-16000, 33000, -8000, -8000],
    }
    # 数え役満なし: 13 han is sanbaiman, 6000 basic: 12000 + 6000 + 6000.
    record["param"]["rule"] = {"数え役満あり": False}
    out = majiang(record)
    assert (out["defen"], out["fenpei"]) == (24000, [-12000, 25000, -6000, -6000])


def test_suuankou_tanki_double_and_single() -> None:
    # Dealer draws m5 onto m5: four concealed triplets on a pair wait, 四暗刻単騎 '**'.
    # 2 x 8000 basic, dealer tsumo: 32000 from each.
    record: dict[str, Any] = {"shoupai": "m1115p999s333z222m5", "param": {"menfeng": 0}}
    assert majiang(record) == {
        "hupai": [{"name": "四暗刻単騎", "fanshu": "**"}], "damanguan": 2,
        "defen": 96000, "fenpei": [96000, -32000, -32000, -32000]}
    # ダブル役満なし: every yakuman counts once.
    record["param"]["rule"] = {"ダブル役満あり": False}
    assert majiang(record) == {
        "hupai": [{"name": "四暗刻単騎", "fanshu": "*"}], "damanguan": 1,
        "defen": 48000, "fenpei": [48000, -16000, -16000, -16000]}


def test_daisangen_pao_tsumo() -> None:
    # South (1) called the dragons in order white (from North, '-'), green (West, '='),
    # red (from the next seat '+', i.e. West = 2): the last dragon meld makes West liable.
    # Tsumo with only the liable yakuman: West pays all, 8000 x 4 = 32000, and the honba
    # (1 x 300) too (seed 001: 供託も含めパオ対象者の全額負担).
    out = majiang({"shoupai": "m234p55,z555-,z666=,z777+", "rongpai": None,
                   "param": {"menfeng": 1, "changbang": 1}})
    assert out == {"hupai": [{"name": "大三元", "fanshu": "*", "baojia": "+"}],
                   "damanguan": 1, "defen": 32000, "fenpei": [0, 32300, -32300, 0]}


def test_daisangen_pao_ron() -> None:
    # The same hand won by ron from the opposite seat (North, 3): the liable West pays half
    # (16000), the discarder the other half and the 2 honba (600).
    out = majiang({"shoupai": "m234p5,z555-,z666=,z777+", "rongpai": "p5=",
                   "param": {"menfeng": 1, "changbang": 2}})
    assert out == {"hupai": [{"name": "大三元", "fanshu": "*", "baojia": "+"}],
                   "damanguan": 1, "defen": 32000, "fenpei": [0, 32600, -16000, -16600]}


def test_daisuushii_pao_ron_double() -> None:
    # South (1) holds four wind pons, the last (North) from the previous seat: East (0) is
    # liable. Ron on m1 from the opposite seat (3). 大四喜 is a double yakuman: 16000 basic;
    # the liable half 8000 x 4 = 32000 from East, the other 32000 from the discarder.
    out = majiang({"shoupai": "m1,z111-,z222=,z333+,z444-", "rongpai": "m1=",
                   "param": {"menfeng": 1}})
    assert out == {"hupai": [{"name": "大四喜", "fanshu": "**", "baojia": "-"}],
                   "damanguan": 2, "defen": 64000, "fenpei": [-32000, 64000, 0, -32000]}
    # the writer's JSON line is what JSON.stringify gives
    assert json.loads(majiang_json(score(*_hand_situation_rules(
        {"shoupai": "m1,z111-,z222=,z333+,z444-", "rongpai": "m1=",
         "param": {"menfeng": 1}})))) == out


def _hand_situation_rules(record: dict[str, Any]) -> tuple[Hand, Situation, Rules]:
    rec = read_hule_record(record)
    return rec.hand, rec.situation, rec.rules


def test_yakuman_reading_beats_an_equal_kazoe() -> None:
    # s222 s44 s055 s666 s88 + s4 drawn: four concealed triplets s222 s444 s555 s666
    # (四暗刻, 8000 basic), or s222 s456 s456 s456 s88: 門前清自摸和 1, 断幺九 1,
    # 一盃口 1, 清一色 6, ドラ 3 (indicator s3 shows s4), 赤ドラ 1 = 13 han, kazoe:
    # also 8000 basic. Equal points: majiang-core keeps the yakuman reading (its
    # tie-break takes a yakuman result over an ordinary one of the same defen).
    out = majiang({"shoupai": "s2224405566688s4",
                   "param": {"zhuangfeng": 1, "menfeng": 1, "baopai": ["s3"]}})
    assert out == {"hupai": [{"name": "四暗刻", "fanshu": "*"}], "damanguan": 1,
                   "defen": 32000, "fenpei": [-16000, 32000, -8000, -8000]}
