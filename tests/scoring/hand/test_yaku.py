"""The yaku table and the yaku found in hands (scoring/hand/yaku.py, through scoring.score).

Each case gives a hand (winning tile last; a source mark means ron) and the complete set
of yaku of its best reading, worked by hand from seed 000 (with SPEC's corrections).
``Y`` is a yakuman, ``YY`` a double yakuman. The seat is South (1) in the East round
unless a case says otherwise.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from handmaker import hand

from scoring.errors import ScoringError
from scoring.hand.facts import Facts
from scoring.hand.scorer import score
from scoring.hand.shapes import counts_of, readings
from scoring.hand.yaku import YAKU, YAKU_BY_ID, active_yaku, effective_yaku
from scoring.hands import Hand
from scoring.rules import Rules
from scoring.situation import Situation

Y, YY = "Y", "YY"
SAKI = Rules("saki")

CASES: list[Any] = [
    # --- situational and 1 han ---------------------------------------------------------
    # m234 (m4 completes m23: ryanmen) p456 p789 s678 s99 by ron: pinfu (the terminal pair
    # s99 is fine); riichi and ippatsu from the flags.
    pytest.param("m23p456789s67899m4+", "", {"riichi": True, "ippatsu": True}, {},
                 {"riichi": 1, "ippatsu": 1, "pinfu": 1}, id="riichi-ippatsu-pinfu"),
    # double riichi replaces riichi when both are flagged
    pytest.param("m23p456789s67899m4+", "", {"riichi": True, "double_riichi": True}, {},
                 {"double_riichi": 2, "pinfu": 1}, id="double-riichi-replaces-riichi"),
    # the same shape by tsumo: menzen tsumo and pinfu (pinfu_tsumo on)
    pytest.param("m23p456789s67899m4", "", {}, {}, {"menzen_tsumo": 1, "pinfu": 1},
                 id="menzen-tsumo-pinfu"),
    pytest.param("m23p456789s67899m4", "", {}, {"pinfu_tsumo": False}, {"menzen_tsumo": 1},
                 id="pinfu-tsumo-off"),
    # a pair of the seat wind (South) is yakuhai: no pinfu; nor the round wind (East)
    # or a dragon; West is neither for South in the East round: pinfu
    pytest.param("m23p456789s678z22m4+", "", {"riichi": True}, {}, {"riichi": 1},
                 id="pinfu-not-with-seat-wind-pair"),
    pytest.param("m23p456789s678z11m4+", "", {"riichi": True}, {}, {"riichi": 1},
                 id="pinfu-not-with-round-wind-pair"),
    pytest.param("m23p456789s678z55m4+", "", {"riichi": True}, {}, {"riichi": 1},
                 id="pinfu-not-with-dragon-pair"),
    pytest.param("m23p456789s678z33m4+", "", {"riichi": True}, {}, {"riichi": 1, "pinfu": 1},
                 id="pinfu-with-guest-wind-pair"),
    # m234 m234 p567 s234 (s2 opens s34: ryanmen) s88: pinfu, iipeikou, tanyao
    pytest.param("m223344p567s3488s2-", "", {}, {}, {"pinfu": 1, "iipeikou": 1, "tanyao": 1},
                 id="iipeikou-tanyao-pinfu"),
    # open tanyao: m234 p567 s66 with chi s345 and p678, s6 tanki by ron
    pytest.param("m234p567s6s6-", "s3-45,p8-67", {}, {}, {"tanyao": 1}, id="open-tanyao"),
    pytest.param("m234p567s6s6", "s3-45,p8-67", {"haitei": True}, {},
                 {"tanyao": 1, "haitei": 1}, id="haitei"),
    pytest.param("m234p567s6s6-", "s3-45,p8-67", {"houtei": True}, {},
                 {"tanyao": 1, "houtei": 1}, id="houtei"),
    # m123 m99 p456 z555 + s6 (s78): white dragon triplet
    pytest.param("m12399p456s78z555s6+", "", {}, {}, {"yakuhai_haku": 1}, id="haku"),
    pytest.param("m12399p456s78z666s6+", "", {}, {}, {"yakuhai_hatsu": 1}, id="hatsu"),
    pytest.param("m12399p456s78z777s6+", "", {}, {}, {"yakuhai_chun": 1}, id="chun"),
    # the dealer (East) in the East round with a pon of East: both wind yaku
    pytest.param("m12399p456s78s6-", "z111=", {"seat": 0}, {},
                 {"seat_wind": 1, "round_wind": 1}, id="double-wind-pon"),
    # South's pon of South in the East round: seat wind only
    pytest.param("m12399p456s78s6-", "z222=", {}, {}, {"seat_wind": 1}, id="seat-wind"),
    # closed kan m1111 and open kan p4444, win on the replacement tile
    pytest.param("m234s78z55s6", "m1111,p4444=", {"rinshan": True}, {}, {"rinshan": 1},
                 id="rinshan"),
    pytest.param("m23p456789s67899m4+", "", {"chankan": True}, {},
                 {"chankan": 1, "pinfu": 1}, id="chankan"),
    # --- 2 han -----------------------------------------------------------------------
    # seven pairs m11 m99 p22 p77 s33 z11 z66, z6 drawn
    pytest.param("m1199p2277s33z116z6", "", {}, {}, {"chiitoitsu": 2, "menzen_tsumo": 1},
                 id="chiitoitsu"),
    # seven pairs of terminals and honors in one suit: honroutou and honitsu too
    pytest.param("m1199z112233556z6+", "", {}, {},
                 {"chiitoitsu": 2, "honroutou": 2, "honitsu": 3}, id="chiitoitsu-honroutou"),
    # m123 p123 s123 (m1 opens m23) z777 p55: sanshoku and chun; no chanta (p55)
    pytest.param("m23p12355s123z777m1+", "", {}, {}, {"sanshoku": 2, "yakuhai_chun": 1},
                 id="sanshoku"),
    pytest.param("m23p55s123z777m1+", "p1-23", {}, {}, {"sanshoku": 1, "yakuhai_chun": 1},
                 id="sanshoku-open"),
    pytest.param("m123456789p55s78s6+", "", {}, {}, {"ittsu": 2, "pinfu": 1}, id="ittsu"),
    pytest.param("m23456789p55s789m1+", "", {}, {}, {"ittsu": 2, "pinfu": 1},
                 id="ittsu-m1-opens-23"),
    # m123 m789 p999 s789 (s9 opens s78) z11: chanta
    pytest.param("m123789p999s78z11s9+", "", {}, {}, {"chanta": 2}, id="chanta"),
    pytest.param("m789p999s78z11s9+", "m1-23", {}, {}, {"chanta": 1}, id="chanta-open"),
    # the same with a terminal pair s11: junchan (replaces chanta)
    pytest.param("m123789p999s78s11s9+", "", {}, {}, {"junchan": 3}, id="junchan"),
    pytest.param("m789p999s78s11s9+", "m1-23", {}, {}, {"junchan": 2}, id="junchan-open"),
    # m111 p999 s555 (s5 drawn: shanpon) z22, pon m777: toitoi, sanankou
    pytest.param("m111p999s55z22s5", "m777=", {}, {}, {"toitoi": 2, "sanankou": 2},
                 id="toitoi-sanankou"),
    # by ron the s555 triplet is open: no sanankou
    pytest.param("m111p999s55z22s5+", "m777=", {}, {}, {"toitoi": 2}, id="toitoi-ron"),
    # m222 p222 s222 m456 z11 (z1 tanki by ron): triple pung and three concealed pungs
    pytest.param("m222456p222s222z1z1+", "", {}, {}, {"sanshoku_doukou": 2, "sanankou": 2},
                 id="sanshoku-doukou"),
    # open: still 2 han (SPEC); the seed's one-han-less is switch sanshoku_doukou_kuisagari
    pytest.param("m222456s222z1z1+", "p222-", {}, {}, {"sanshoku_doukou": 2},
                 id="sanshoku-doukou-open"),
    pytest.param("m222456s222z1z1+", "p222-", {}, {"sanshoku_doukou_kuisagari": True},
                 {"sanshoku_doukou": 1}, id="sanshoku-doukou-kuisagari"),
    # kans m1111 (closed), p9999 (closed), s6666 (open): sankantsu
    pytest.param("m234z2z2", "m1111,p9999,s6666=", {}, {}, {"sankantsu": 2},
                 id="sankantsu"),
    # m123 s789 z555 z666 + z77 tanki by tsumo: both dragons, shousangen, chanta
    pytest.param("m123s789z555666z7z7", "", {}, {},
                 {"yakuhai_haku": 1, "yakuhai_hatsu": 1, "shousangen": 2,
                  "menzen_tsumo": 1, "chanta": 2}, id="shousangen"),
    # m111 m999 p111 and pon s999, z22 tanki by ron: toitoi, honroutou, sanankou
    pytest.param("m111999p111z2z2+", "s999-", {}, {},
                 {"toitoi": 2, "honroutou": 2, "sanankou": 2}, id="honroutou-toitoi"),
    # --- 3 han and up ----------------------------------------------------------------
    # m234 m234 p567 p567 s88 (s8 tanki): ryanpeikou beats seven pairs (5 han vs 4)
    pytest.param("m223344p556677s8s8", "", {}, {},
                 {"ryanpeikou": 3, "tanyao": 1, "menzen_tsumo": 1}, id="ryanpeikou"),
    # m123 m456 m789 z111 z22 (tanki by ron): honitsu, ittsu, East is the round wind
    pytest.param("m123456789z111z2z2+", "", {}, {},
                 {"honitsu": 3, "ittsu": 2, "round_wind": 1}, id="honitsu-ittsu"),
    # p123 p234 p456 p789 p55, p5 drawn: chinitsu, ittsu, menzen tsumo (no pinfu: the p5
    # is a kanchan in 456 or the pair)
    pytest.param("p1223344556789p5", "", {}, {},
                 {"chinitsu": 6, "ittsu": 2, "menzen_tsumo": 1}, id="chinitsu-ittsu"),
    pytest.param("p1223344556789p5+", "", {}, {},
                 {"chinitsu": 6, "ittsu": 2}, id="chinitsu-ittsu-ron"),
    pytest.param("p2344556789p5+", "p1-23", {}, {}, {"chinitsu": 5, "ittsu": 1},
                 id="chinitsu-open"),
    # --- yakuman ---------------------------------------------------------------------
    pytest.param("m19p19s19z1234577z6", "", {}, {}, {"kokushi": Y}, id="kokushi"),
    pytest.param("m19p19s19z1234567z7", "", {}, {}, {"kokushi_13": YY}, id="kokushi-13"),
    pytest.param("m19p19s19z1234567z7", "", {}, {"double_kokushi_13": False},
                 {"kokushi_13": Y}, id="kokushi-13-single"),
    pytest.param("m1112345678999m5", "", {}, {}, {"junsei_chuuren": YY}, id="junsei-chuuren"),
    pytest.param("m1112345678999m5", "", {}, {"double_junsei_chuuren": False},
                 {"junsei_chuuren": Y}, id="junsei-chuuren-single"),
    # before the m9: m11123456788 99 (not the pure shape): nine gates
    pytest.param("m1112345678899m9", "", {}, {}, {"chuuren": Y}, id="chuuren"),
    pytest.param("m11155p999s555z22m5", "", {}, {}, {"suuankou": Y}, id="suuankou"),
    # by ron the m555 triplet is open: toitoi and sanankou only
    pytest.param("m11155p999s555z22m5+", "", {}, {}, {"toitoi": 2, "sanankou": 2},
                 id="suuankou-broken-by-ron"),
    pytest.param("m111555p999s555z2z2", "", {}, {}, {"suuankou_tanki": YY},
                 id="suuankou-tanki"),
    pytest.param("m111555p999s555z2z2+", "", {}, {}, {"suuankou_tanki": YY},
                 id="suuankou-tanki-ron"),
    pytest.param("m111555p999s555z2z2", "", {}, {"double_suuankou_tanki": False},
                 {"suuankou_tanki": Y}, id="suuankou-tanki-single"),
    pytest.param("z1z1", "m1111,p9999,s6666=,z777=7", {}, {}, {"suukantsu": Y},
                 id="suukantsu"),
    # s234 s234 s666 s888 z66 (z6 tanki)
    pytest.param("s223344666888z6z6", "", {}, {}, {"ryuuiisou": Y}, id="ryuuiisou"),
    pytest.param("z222555666z7z7+", "z111-", {}, {}, {"tsuuiisou": Y}, id="tsuuiisou"),
    pytest.param("m999p111s1199s1+", "m111=", {}, {}, {"chinroutou": Y}, id="chinroutou"),
    pytest.param("m2355m1-", "z555=,z666-,z777+", {}, {}, {"daisangen": Y}, id="daisangen"),
    pytest.param("m123z1112223334z4", "", {}, {}, {"shousuushii": Y}, id="shousuushii"),
    pytest.param("z444m5m5", "z111-,z222=,z333+", {}, {}, {"daisuushii": Y},
                 id="daisuushii"),
    pytest.param("z444m5m5", "z111-,z222=,z333+", {}, {"double_daisuushii": True},
                 {"daisuushii": YY}, id="daisuushii-double"),
    # two yakuman add up; without stacking only the larger counts
    pytest.param("z555666777z2z2+", "z111-", {}, {}, {"daisangen": Y, "tsuuiisou": Y},
                 id="yakuman-stacking"),
    pytest.param("m23p456789s67899m4", "", {"seat": 0, "tenhou": True}, {}, {"tenhou": Y},
                 id="tenhou"),
    pytest.param("m23p456789s67899m4", "", {"chiihou": True}, {}, {"chiihou": Y},
                 id="chiihou"),
    pytest.param("m23p456789s67899m4+", "", {"renhou": True}, {}, {"renhou": Y},
                 id="renhou-yakuman"),
    pytest.param("m23p456789s67899m4+", "", {"renhou": True}, {"renhou": "mangan"},
                 {"renhou": 5, "pinfu": 1}, id="renhou-mangan"),
]


def yaku_of(concealed: str, melds: str, situation: dict[str, Any],
            rules: dict[str, Any]) -> dict[str, int | str]:
    result = score(hand(concealed, melds), Situation(**situation), SAKI.changed(rules))
    out: dict[str, int | str] = {}
    for hit in result.best.yaku:
        out[hit.id] = "Y" * hit.yakuman if hit.yakuman else hit.han
    return out


@pytest.mark.parametrize(("concealed", "melds", "situation", "rules", "expected"), CASES)
def test_yaku(concealed: str, melds: str, situation: dict[str, Any], rules: dict[str, Any],
              expected: dict[str, int | str]) -> None:
    assert yaku_of(concealed, melds, situation, rules) == expected


def test_yakuman_stacking_off_counts_one() -> None:
    r = score(hand("z555666777z2z2+", "z111-"), Situation(),
              SAKI.changed({"yakuman_stacking": False}))
    assert r.best.yakuman == 1 and r.best.basic == 8000
    r = score(hand("z555666777z2z2+", "z111-"), Situation(), SAKI)
    assert r.best.yakuman == 2 and r.best.basic == 16000


def test_open_tanyao_off() -> None:
    with pytest.raises(ScoringError) as err:
        score(hand("m234p567s6s6-", "s3-45,p8-67"), Situation(),
              SAKI.changed({"open_tanyao": False}))
    assert err.value.code == "no_yaku"
    # closed tanyao still counts: m234 m567 p234 s66 + s3 opening s45 (pinfu shape)
    r = score(hand("m234567p234s4566s3+"), Situation(), SAKI.changed({"open_tanyao": False}))
    assert {h.id for h in r.best.yaku} == {"tanyao", "pinfu"}


@pytest.mark.parametrize(("situation", "rules", "switch"), [
    ({"riichi": True, "ippatsu": True}, {"ippatsu": False}, "ippatsu=false"),
    ({"renhou": True}, {"renhou": "none"}, "renhou=none"),
])
def test_a_yaku_switched_off_is_refused_not_dropped(situation: dict[str, Any],
                                                    rules: dict[str, Any],
                                                    switch: str) -> None:
    # issue 36: asked for under rules without it, the yaku is refused, the switch named
    from scoring.errors import ScoringError

    with pytest.raises(ScoringError) as err:
        yaku_of("m23p456789s67899m4+", "", situation, rules)
    assert err.value.code == "rule_off" and switch in err.value.message
    assert err.value.exit_status == 1


# --- the table itself ------------------------------------------------------------------

IDS = (
    "riichi", "ippatsu", "menzen_tsumo", "pinfu", "iipeikou", "tanyao", "yakuhai_haku",
    "yakuhai_hatsu", "yakuhai_chun", "seat_wind", "round_wind", "north_wind", "rinshan",
    "chankan", "haitei",
    "houtei", "double_riichi", "chiitoitsu", "sanshoku", "ittsu", "chanta", "sanshoku_doukou",
    "sanankou", "sankantsu", "toitoi", "shousangen", "honroutou", "ryanpeikou", "honitsu",
    "junchan", "chinitsu", "kokushi", "kokushi_13", "chuuren", "junsei_chuuren", "tenhou",
    "chiihou", "renhou", "suuankou", "suuankou_tanki", "suukantsu", "ryuuiisou", "tsuuiisou",
    "chinroutou", "daisangen", "shousuushii", "daisuushii", "dora", "aka_dora", "ura_dora",
    "kita",
)


def test_table_has_exactly_the_agreed_ids() -> None:
    assert tuple(y.id for y in YAKU) == IDS


@pytest.mark.parametrize(("yaku_id", "closed", "open_"), [
    ("riichi", 1, None), ("pinfu", 1, None), ("tanyao", 1, 1), ("double_riichi", 2, None),
    ("chiitoitsu", 2, None), ("sanshoku", 2, 1), ("ittsu", 2, 1), ("chanta", 2, 1),
    ("sanshoku_doukou", 2, 2), ("sanankou", 2, 2), ("sankantsu", 2, 2), ("toitoi", 2, 2),
    ("shousangen", 2, 2), ("honroutou", 2, 2), ("ryanpeikou", 3, None), ("honitsu", 3, 2),
    ("junchan", 3, 2), ("chinitsu", 6, 5),
])
def test_han_closed_and_open(yaku_id: str, closed: int, open_: int | None) -> None:
    y = YAKU_BY_ID[yaku_id]
    assert (y.closed_han, y.open_han, y.yakuman) == (closed, open_, 0)


def test_names() -> None:
    # the seed swaps these two English names; SPEC says so
    assert YAKU_BY_ID["tsuuiisou"].en == "All Honours"
    assert YAKU_BY_ID["tsuuiisou"].ja == "字一色"
    assert YAKU_BY_ID["chinroutou"].en == "All Terminals"
    assert YAKU_BY_ID["chinroutou"].zh == "清老头"
    assert YAKU_BY_ID["pinfu"].name("romaji") == "pinfu"
    for y in YAKU:
        assert all(y.name(lang) for lang in ("en", "romaji", "ja", "zh"))
    with pytest.raises(ValueError):
        YAKU_BY_ID["pinfu"].name("fr")


def test_yakuman_weights_and_dora_rows() -> None:
    doubles = {y.id for y in YAKU if y.yakuman == 2}
    assert doubles == {"kokushi_13", "junsei_chuuren", "suuankou_tanki"}
    assert {y.id for y in YAKU if y.dora} == {"dora", "aka_dora", "ura_dora", "kita"}


def test_effective_table_follows_switches() -> None:
    base = {y.id: y for y in effective_yaku(SAKI)}
    assert base["renhou"].yakuman == 1
    assert base["daisuushii"].yakuman == 1  # saki: single (SPEC), majiang: double
    assert {y.id: y for y in effective_yaku(Rules("majiang"))}["daisuushii"].yakuman == 2
    assert "renhou" not in {y.id for y in effective_yaku(Rules("majiang"))}
    mangan = {y.id: y for y in effective_yaku(SAKI.changed({"renhou": "mangan"}))}
    assert (mangan["renhou"].closed_han, mangan["renhou"].yakuman) == (5, 0)
    tenhou = {y.id: y for y in effective_yaku(Rules("tenhou"))}
    assert tenhou["kokushi_13"].yakuman == 1 and tenhou["suuankou_tanki"].yakuman == 1
    no_kuitan = {y.id: y for y in effective_yaku(SAKI.changed({"open_tanyao": False}))}
    assert no_kuitan["tanyao"].open_han is None
    # compiled once per rule set
    assert active_yaku(SAKI) is active_yaku(Rules("saki"))


# --- the prefilter never hides a yaku ----------------------------------------------------


def _facts(h: Hand, s: Situation, rules: Rules) -> Iterator[Facts]:
    assert h.win_tile is not None
    counts = counts_of(h.closed_tiles)
    mask = 0
    for tile in h.all_tiles:
        mask |= 1 << tile.kind
    f = Facts()
    f.set_hand(h, mask, counts, 27 + s.seat, 27 + s.round_wind)
    f.set_situation(s, rules.flag("pinfu_tsumo"))
    for r in readings(counts, h.win_tile.kind, len(h.melds)):
        f.set_reading(r)
        yield f


@pytest.mark.parametrize(("concealed", "melds", "situation", "rules", "expected"), CASES)
def test_needs_are_implied_by_the_predicates(concealed: str, melds: str,
                                             situation: dict[str, Any], rules: dict[str, Any],
                                             expected: dict[str, int | str]) -> None:
    # For every reading of every case hand: a row whose predicate holds must have all the
    # bits it lists in ``needs`` (else the prefilter in find_yaku would hide it).
    for f in _facts(hand(concealed, melds), Situation(**situation), SAKI.changed(rules)):
        for y in YAKU:
            if not y.dora and y.test(f):
                assert y.needs & ~f.bits == 0, y.id
