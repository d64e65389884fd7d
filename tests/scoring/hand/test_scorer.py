"""Scoring whole hands (scoring/hand/scorer.py): validation, the choice among readings, dora,
pao and the settlement. Expected values are worked from the rules in the comments.

Seats: 0 East (dealer), 1 South, 2 West, 3 North. Source marks: ``+`` next seat
(shimocha), ``=`` opposite (toimen), ``-`` previous seat (kamicha).
"""

from __future__ import annotations

from typing import Any

import pytest
from handmaker import hand, meld, tiles, waiting

from scoring import score as exported_score
from scoring.errors import InvalidHandError, ScoringError, UsageError
from scoring.hand.scorer import score
from scoring.hands import Hand
from scoring.rules import Rules
from scoring.situation import Situation
from scoring.tiles import Tile

SAKI = Rules("saki")


def yaku(result: Any) -> dict[str, int]:
    return {h.id: h.han or h.yakuman for h in result.best.yaku}


# --- seed 002: the hule record of m78p405667s34577m9 ----------------------------------


def test_seed_002_hule_record() -> None:
    # North (seat 3) wins by tsumo on m9 in the East round with riichi. m789 p456 p567
    # s345 s77: pinfu (m9 opens m78), menzen tsumo, riichi; the red p0 is one aka dora.
    # The record shows ura indicators s2 and m4: s2 -> s3 (one s3 in the hand: 1 ura),
    # m4 -> m5 (none). Two ura indicators mean two dora indicators (a kan dora from
    # someone's kan); the record's hupai has no ドラ, so the dora indicators showed tiles
    # whose dora the hand lacks: z1 (-> z2) and p9 (-> p1) here.
    # 1+1+1+1+1 = 5 han, pinfu tsumo 20 fu: mangan, 2000 basic, 8000 from a tsumo.
    # fenpei [-4200, -2200, -2200, 9600]: dealer 4000 and the others 2000 each, plus 100
    # each per honba -> 2 honba; the winner also takes 1 riichi stick: 8000+600+1000.
    s = Situation(seat=3, round_wind=0, riichi=True, dora_indicators=tuple(tiles("z1p9")),
                  ura_indicators=tuple(tiles("s2m4")), honba=2, deposits=1)
    r = score(hand("m78p405667s34577m9"), s)
    assert yaku(r) == {"riichi": 1, "menzen_tsumo": 1, "pinfu": 1, "aka_dora": 1,
                       "ura_dora": 1}
    assert (r.best.han, r.best.fu, r.best.basic, r.best.points) == (5, 20, 2000, 8000)
    assert r.best.limit == "mangan"
    assert r.settlement.net == (-4200, -2200, -2200, 9600)
    assert r.discarder is None and r.pao is None and r.preset == "saki"
    assert exported_score is score


def test_result_names_the_preset_it_was_scored_under() -> None:
    # Rules compare by their preset and values, as they hash: tenhou's preset with every
    # switch set to majiang's values is not Rules("majiang"), though every value is the
    # same. Each result names its own preset.
    majiang = Rules("majiang")
    like_majiang = Rules("tenhou", dict(majiang))
    assert dict(like_majiang) == dict(majiang)
    assert like_majiang != majiang
    assert Rules("majiang", {}) == majiang and hash(Rules("majiang", {})) == hash(majiang)
    s = Situation(seat=3, round_wind=0, riichi=True)
    for rules, name in ((majiang, "majiang"), (like_majiang, "tenhou"), (majiang, "majiang")):
        assert score(hand("m78p405667s34577m9"), s, rules).preset == name


# --- choosing among readings -------------------------------------------------------------


def test_best_reading_by_points() -> None:
    # m111 m222 m333 s123 p55 with m3 drawn. As triplets (m3 makes m333: shanpon):
    # menzen tsumo 1 + sanankou 2 = 3 han; fu 20 + 8 (m111) + 4 + 4 + 2 tsumo = 38 -> 40;
    # 40 x 2^5 = 1280: 2600 from the dealer and 1300 each = 5200.
    # As runs m123 x3 (m3 penchan): menzen tsumo 1 + iipeikou 1 = 2 han, 20+2+2 -> 30 fu,
    # 480 basic: 1000 + 500 + 500 = 2000. The triplets win.
    r = score(hand("m11122233p55s123m3"), Situation())
    assert [e.points for e in r.considered] == [5200, 2000]
    assert yaku(r) == {"menzen_tsumo": 1, "sanankou": 2}
    assert r.best.decomposition.wait.value == "shanpon"
    assert r.considered[1].decomposition.wait.value == "penchan"
    assert "5200" in r.why and "2000" in r.why


def test_reading_without_yaku_is_listed_not_chosen() -> None:
    # m234 m44 p456 p789 s678 won on m4 by ron: m4 completing 23 (ryanmen: pinfu, 1 han
    # 30 fu = 1000) or making the pair 44 (tanki: no yaku at all).
    r = score(hand("m2344p456789s678m4+"), Situation())
    assert yaku(r) == {"pinfu": 1}
    assert (r.best.points, r.best.fu) == (1000, 30)
    assert [e.has_yaku for e in r.considered] == [True, False]
    assert (r.considered[1].points, r.considered[1].basic) == (0, 0)
    assert "no yaku" in r.why


def test_ties_on_points_go_to_more_han() -> None:
    # p2334455667788 + p2 by tsumo, riichi and ippatsu; dora indicators p1 p2 p3 p4 p5
    # (dora p2..p6, two of each in the hand: 10), ura p6 p7 p1 p2 p3 (dora p7 p8 p2 p3 p4:
    # 10). Read as 234 234 567 567 88 (p2 ryanmen): riichi, ippatsu, tsumo, pinfu, tanyao
    # 1 each + ryanpeikou 3 + chinitsu 6 = 14, +20 dora = 34 han; as 22 + 345 345 678 678
    # (tanki, no pinfu) 33 han; as seven pairs 2+1+1+1+1+6+20 = 32 han. All are kazoe
    # double yakuman under saki (floor(han/13) = 2): the tie goes to the most han.
    s = Situation(riichi=True, ippatsu=True, dora_indicators=tuple(tiles("p12345")),
                  ura_indicators=tuple(tiles("p67123")))
    r = score(hand("p2334455667788p2"), s)
    assert (r.best.han, r.best.yakuman, r.best.limit) == (34, 2, "kazoe_yakuman")
    # 16000 basic by tsumo: 32000 from the dealer, 16000 from each other player
    assert r.best.points == 64000
    assert r.settlement.net == (-32000, 64000, -16000, -16000)
    assert sorted({e.han for e in r.considered}) == [32, 33, 34]
    # majiang counts kazoe as one yakuman: 8000 basic, 32000
    r = score(hand("p2334455667788p2"), s, Rules("majiang"))
    assert (r.best.yakuman, r.best.points) == (1, 32000)


def test_true_yakuman_beats_equal_kazoe() -> None:
    # s222 s44 s055 s666 s88 + s4 drawn, dora indicator s3 (dora s4). As four concealed
    # triplets s222 s444 s555 s666 (s4 by tsumo keeps s444 concealed): suuankou, 8000
    # basic. As s222 s456 s456 s456 s88: menzen tsumo 1 + tanyao 1 + iipeikou 1 (three
    # equal runs make one pair) + chinitsu 6 + dora 3 (three s4) + aka 1 = 13 han: kazoe,
    # also 8000 basic. Equal points: the true yakuman is chosen.
    r = score(hand("s2224405566688s4"), Situation(dora_indicators=tuple(tiles("s3"))))
    assert yaku(r) == {"suuankou": 1}
    assert [(e.limit, e.basic) for e in r.considered[:2]] == [
        ("yakuman", 8000), ("kazoe_yakuman", 8000)]
    assert "true yakuman" in r.why


# --- dora --------------------------------------------------------------------------------


def test_dora_kinds_and_indicator_wrap() -> None:
    # m123 m99 p456 s78 z555 + s6 by ron (white dragon triplet). Indicators: z4
    # (North -> East: none), z7
    # (red -> white: three z5 = 3 dora), m8 (-> m9: two = 2 dora), and a kan dora m8 again
    # (2 more). Dora count 7; yakuhai 1: 8 han -> baiman 4000, 16000 by ron.
    s = Situation(dora_indicators=tuple(tiles("z4z7m8m8")))
    r = score(hand("m12399p456s78z555s6+"), s)
    assert yaku(r) == {"yakuhai_haku": 1, "dora": 7}
    assert (r.best.han, r.best.limit, r.best.points) == (8, "baiman", 16000)


def test_ura_only_with_riichi_and_dropped_by_yakuman() -> None:
    with pytest.raises(ScoringError) as err:
        score(hand("m12399p456s78z555s6+"), Situation(dora_indicators=tuple(tiles("z1")),
                                                      ura_indicators=tuple(tiles("z7"))))
    assert err.value.code == "contradictory_flags"
    # a yakuman drops the dora: kokushi with dora indicator m9 (-> m1, one m1 in the
    # hand) is still exactly one yakuman
    r = score(hand("m19p19s19z1234577z6"), Situation(dora_indicators=tuple(tiles("m9"))))
    assert yaku(r) == {"kokushi": 1} and r.best.han == 0 and r.best.basic == 8000


# --- pao -----------------------------------------------------------------------------------


def test_pao_daisangen_ron_and_tsumo() -> None:
    # South (1) with pons of white (from opposite), green (from previous), red (from next
    # seat = West, 2): West fed the third dragon and is liable.
    # Ron from East (the previous seat): 8000 x 4 = 32000, half from the liable West and
    # half from the discarder East.
    r = score(hand("m2355m1-", "z555=,z666-,z777+"), Situation(seat=1))
    assert yaku(r) == {"daisangen": 1}
    assert (r.pao, r.discarder) == (2, 0)
    assert r.settlement.net == (-16000, 32000, -16000, 0)
    # Tsumo: the liable player pays it all.
    r = score(hand("m2355m1", "z555=,z666-,z777+"), Situation(seat=1))
    assert r.pao == 2
    assert r.settlement.net == (0, 32000, -32000, 0)


def test_pao_needs_the_completing_meld_called() -> None:
    # the red dragons are a concealed triplet: nobody fed the third set
    r = score(hand("m2355z777m1-", "z555=,z666-"), Situation(seat=1))
    assert yaku(r) == {"daisangen": 1} and r.pao is None
    # the switch off: no pao
    r = score(hand("m2355m1-", "z555=,z666-,z777+"), Situation(seat=1),
              SAKI.changed({"pao_daisangen": False}))
    assert r.pao is None
    assert r.settlement.net == (-32000, 32000, 0, 0)


def test_pao_daisuushii_and_override() -> None:
    # four wind pons, the fourth (North) from the previous seat: South (1) -> East (0).
    # Tsumo: East pays the whole yakuman 32000 (saki: single yakuman).
    r = score(hand("m5m5", "z111-,z222=,z333+,z444-"), Situation(seat=1))
    assert yaku(r) == {"daisuushii": 1}
    assert r.pao == 0
    assert r.settlement.net == (-32000, 32000, 0, 0)
    # --pao overrides the liable seat
    r = score(hand("m5m5", "z111-,z222=,z333+,z444-"), Situation(seat=1, pao=3))
    assert r.pao == 3 and r.settlement.net == (0, 32000, 0, -32000)


def test_pao_override_needs_a_yakuman_and_another_seat() -> None:
    with pytest.raises(ScoringError) as err:
        score(hand("m23p456789s67899m4+"), Situation(pao=2))
    assert err.value.code == "bad_pao" and err.value.exit_status == 1
    with pytest.raises(ScoringError) as err:
        score(hand("m2355m1-", "z555=,z666-,z777+"), Situation(pao=1))
    assert err.value.code == "bad_pao"


# --- sticks ------------------------------------------------------------------------------


def test_dealer_ron_with_honba_and_deposits() -> None:
    # dealer pinfu ron from North: 1 han 30 fu, 240 x 6 = 1440 -> 1500; 1 honba 300;
    # 2 riichi sticks 2000 to the winner.
    r = score(hand("m23p456789s67899m4-"), Situation(seat=0, honba=1, deposits=2))
    assert r.best.points == 1500 and r.discarder == 3
    assert r.settlement.net == (3800, 0, 0, -1800)


# --- errors ------------------------------------------------------------------------------


def test_not_winning_lists_waits() -> None:
    # m12345 p456 s789 z11 is m123 + m45 (waiting on m3 or m6): z2 does not complete it
    with pytest.raises(ScoringError) as err:
        score(hand("m12345p456s789z11z2"), Situation())
    assert err.value.code == "not_winning"
    assert err.value.detail == {"waits": ["m3", "m6"]}
    assert "m3 m6" in err.value.message
    assert err.value.exit_status == 1


def test_not_winning_gives_shanten() -> None:
    # m1357 p2468 s1357 z1: six partial sets, four count, no pair: 4-shanten
    with pytest.raises(ScoringError) as err:
        score(hand("m1357p2468s1357z1z2"), Situation())
    assert err.value.code == "not_winning"
    assert err.value.detail == {"shanten": 4}


def test_no_yaku_and_no_win_tile() -> None:
    # closed ron, ryanmen, but the pair is South's seat wind: not pinfu, no yaku
    with pytest.raises(ScoringError) as err:
        score(hand("m23p456789s678z22m4+"), Situation())
    assert err.value.code == "no_yaku"
    with pytest.raises(ScoringError) as err:
        score(waiting("m23p456789s67899"), Situation())
    assert err.value.code == "no_win_tile"


def test_impossible_tiles() -> None:
    # four dora indicators m9 with the m9 in the hand: a fifth m9
    with pytest.raises(InvalidHandError) as err:
        score(hand("m78p405667s34577m9"), Situation(dora_indicators=tuple(tiles("m9999"))))
    assert err.value.code == "fifth_tile" and err.value.exit_status == 1
    assert "dora" in err.value.message
    # a red five the rules do not have
    with pytest.raises(InvalidHandError) as err:
        score(hand("m78p405667s34577m9"), Situation(), SAKI.changed({"red_fives_p": 0}))
    assert err.value.code == "red_fives" and err.value.exit_status == 1
    # wrong size
    bad = hand("m78p405667s34577m9")
    short = type(bad)(bad.concealed[1:], (), bad.win_tile, None)
    with pytest.raises(InvalidHandError) as err:
        score(short, Situation())
    assert err.value.code == "bad_tile_count"


@pytest.mark.parametrize(("concealed", "melds", "win", "where"), [
    # Hands built directly (the notation reader refuses these before scoring): five m1
    # counted wherever they are, in the concealed part, with the winning tile, in a kan
    ("m11111p234s234z22", "", "z2", "concealed"),
    ("m1111p234s234z222", "", "m1", "the winning tile"),
    ("m1p234s234z222", "m1111", "m1", "a closed kan"),
])
def test_a_fifth_copy_in_the_hand_is_refused(concealed: str, melds: str, win: str,
                                               where: str) -> None:
    kan = (meld(melds),) if melds else ()
    built = Hand(tuple(tiles(concealed)), kan, Tile.parse(win), None)
    with pytest.raises(InvalidHandError) as err:
        score(built, Situation())
    assert err.value.code == "fifth_tile", where
    assert err.value.exit_status == 1


TSUMO = "m23p456789s67899m4"  # closed, tsumo, pinfu shape
RON = "m23p456789s67899m4+"  # closed, ron from the next seat
OPEN_RON = "m234p567s6s6-"
OPEN_MELDS = "s3-45,p8-67"
KAN_TSUMO = "m234s78z55s6"
KAN_MELDS = "m1111,p4444="


@pytest.mark.parametrize(("concealed", "melds", "situation", "rules"), [
    (TSUMO, "", {"ippatsu": True}, {}),                              # ippatsu without riichi
    (OPEN_RON, OPEN_MELDS, {"riichi": True}, {}),                    # riichi, open hand
    (OPEN_RON, OPEN_MELDS, {"double_riichi": True}, {}),
    (TSUMO, "", {"chankan": True}, {}),                              # chankan with tsumo
    (KAN_TSUMO + "+", KAN_MELDS, {"rinshan": True}, {}),             # rinshan with ron
    (TSUMO, "", {"rinshan": True}, {}),                              # rinshan without kan
    (RON, "", {"haitei": True}, {}),                                 # haitei with ron
    (TSUMO, "", {"houtei": True}, {}),                               # houtei with tsumo
    (KAN_TSUMO, KAN_MELDS, {"haitei": True, "rinshan": True}, {}),
    (KAN_TSUMO, "m1111,p2222", {"riichi": True, "ippatsu": True, "rinshan": True}, {}),
    (RON, "", {"chankan": True, "houtei": True}, {}),
    (TSUMO, "", {"tenhou": True}, {}),                               # tenhou, not dealer
    (RON, "", {"tenhou": True, "seat": 0}, {}),                      # tenhou by ron
    (KAN_TSUMO, KAN_MELDS, {"tenhou": True, "seat": 0}, {}),         # tenhou with melds
    (TSUMO, "", {"tenhou": True, "seat": 0, "riichi": True}, {}),
    (TSUMO, "", {"chiihou": True, "seat": 0}, {}),                   # chiihou for dealer
    (RON, "", {"chiihou": True}, {}),                                # chiihou by ron
    (RON, "", {"renhou": True, "seat": 0}, {}),                      # renhou for dealer
    (TSUMO, "", {"renhou": True}, {}),                               # renhou by tsumo
    (OPEN_RON, OPEN_MELDS, {"renhou": True}, {}),                    # renhou with melds
    (RON, "", {"ura_indicators": (Tile(0),), "dora_indicators": (Tile(1),)}, {}),
    (RON, "", {"riichi": True, "dora_indicators": tuple(tiles("z111222"))}, {}),  # 6
    (RON, "", {"riichi": True, "dora_indicators": (Tile(0),),
               "ura_indicators": (Tile(1), Tile(2))}, {}),           # more ura than dora
    (RON, "", {"discarder": 0}, {}),                                 # mark + says seat 2
    (TSUMO, "", {"discarder": 2}, {}),                               # tsumo has none
])
def test_contradictory_flags(concealed: str, melds: str, situation: dict[str, Any],
                             rules: dict[str, Any]) -> None:
    with pytest.raises(ScoringError) as err:
        score(hand(concealed, melds), Situation(**situation), SAKI.changed(rules))
    assert err.value.code == "contradictory_flags"
    assert err.value.exit_status == 1


# Issue 36: asked for under rules that switch it off, a feature is refused with code
# rule_off (exit 1), the switch and its value named — the same words for each.
@pytest.mark.parametrize(("concealed", "situation", "rules", "named"), [
    (RON, {"dora_indicators": (Tile(0), Tile(1))}, {"kan_dora": False}, "kan_dora=false"),
    (RON, {"riichi": True, "dora_indicators": (Tile(0),), "ura_indicators": (Tile(1),)},
     {"ura_dora": False}, "ura_dora=false"),
    (RON, {"riichi": True, "dora_indicators": (Tile(0), Tile(2)),
           "ura_indicators": (Tile(1), Tile(3))}, {"kan_ura": False}, "kan_ura=false"),
    (RON, {"riichi": True, "ippatsu": True}, {"ippatsu": False}, "ippatsu=false"),
    (RON, {"renhou": True}, {"renhou": "none"}, "renhou=none"),
])
def test_a_feature_the_rules_switch_off_is_refused(concealed: str, situation: dict[str, Any],
                                                   rules: dict[str, Any],
                                                   named: str) -> None:
    with pytest.raises(ScoringError) as err:
        score(hand(concealed, ""), Situation(**situation), SAKI.changed(rules))
    assert err.value.code == "rule_off" and err.value.exit_status == 1
    assert err.value.message.endswith(f"is off in these rules ({named})")
    # the same situation under rules that have the feature scores
    best = score(hand(concealed, ""), Situation(**situation), SAKI).best
    assert best.han + best.yakuman >= 1


@pytest.mark.parametrize(("situation", "code"), [
    ({"seat": 4}, "bad_seat"),
    ({"round_wind": -1}, "bad_seat"),
    ({"discarder": 5}, "bad_seat"),
    ({"pao": 7}, "bad_seat"),
    ({"honba": -1}, "bad_sticks"),
    ({"deposits": -1}, "bad_sticks"),
])
def test_out_of_range_numbers_are_usage_errors(situation: dict[str, Any], code: str) -> None:
    # malformed numbers are not flags that contradict each other: usage (exit 2), with the
    # codes the command line gives for the same mistakes
    with pytest.raises(UsageError) as err:
        score(hand(RON), Situation(**situation))
    assert (err.value.code, err.value.exit_status) == (code, 2)


def test_consistent_flags_score() -> None:
    # the same hands with flags that fit: no error
    assert score(hand(RON), Situation(discarder=2)).discarder == 2
    assert score(hand(KAN_TSUMO, KAN_MELDS), Situation(rinshan=True)).best.han == 1
    assert score(hand(TSUMO), Situation(seat=0, tenhou=True)).best.yakuman == 1


def test_a_replay_counts_only_what_the_rules_have() -> None:
    # a replayed game's events are not a user's request: the ippatsu and ura indicators
    # that happened are scored as the rules count them (JPML: neither), not refused
    from scoring.rules import Rules, counted_situation

    s = Situation(riichi=True, ippatsu=True, dora_indicators=(Tile(0), Tile(2)),
                  ura_indicators=(Tile(1), Tile(3)))
    jpml = counted_situation(s, Rules("jpml"))
    assert (jpml.ippatsu, jpml.dora_indicators, jpml.ura_indicators) == (
        False, (Tile(0),), ())
    assert counted_situation(s, SAKI) is s
    kan_ura_off = counted_situation(s, SAKI.changed({"kan_ura": False}))
    assert kan_ura_off.ura_indicators == (Tile(1),) and kan_ura_off.ippatsu
    # and scoring the counted situation works where the raw one is refused
    with pytest.raises(ScoringError):
        score(hand(RON, ""), s, Rules("jpml"))
    assert score(hand(RON, ""), jpml, Rules("jpml")).best.han >= 1
