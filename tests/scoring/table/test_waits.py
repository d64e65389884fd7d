"""Waits of a tenpai hand (scoring/table/waits.py), worked by hand from the rules.

Unless said otherwise the player sits South (seat 1) in the East round, so East (z1) is
the round wind and South (z2) the seat wind; ron comes from the previous player (East).
"""

from __future__ import annotations

import pytest
from handmaker import tiles, waiting
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from properties import examples

from scoring.errors import InvalidHandError, ScoringError, UsageError
from scoring.hand.shanten import shanten
from scoring.hand.shapes import counts_of
from scoring.rules import Rules
from scoring.situation import Situation
from scoring.table.waits import (
    NO_TILE,
    NO_YAKU,
    Shape,
    WaitsReport,
    WaitType,
    analyze_waits,
    find_shapes,
    hand_waits,
    is_tenpai_for_draw,
    tenpai_for_draw,
    wait_types,
    win_tile_for,
)
from scoring.tiles import Tile, kind_name

SOUTH = Situation(seat=1)


def report(concealed: str, melds: str = "", situation: Situation = SOUTH,
           rules: Rules | None = None, visible: str = "", values: bool = True
           ) -> WaitsReport:
    return analyze_waits(waiting(concealed, melds), situation, rules or Rules(),
                         visible=tiles(visible), values=values)


def waits_of(r: WaitsReport) -> dict[str, tuple[str, ...]]:
    """{tile: wait types} of a report, tiles in prefix spelling."""
    return {kind_name(w.kind): tuple(t.value for t in w.types) for w in r.waits}


def shapes_of(r: WaitsReport) -> list[tuple[str, tuple[str, ...]]]:
    return [(s.shape.value, tuple(kind_name(k) for k in s.waits)) for s in r.shapes]


# --- the waits and their types --------------------------------------------------------

@pytest.mark.parametrize(("hand", "expected"), [
    # 23 with three sets and a pair: 1 or 4 make a run at either end
    ("m23p123s456s789z11", {"m1": ("ryanmen",), "m4": ("ryanmen",)}),
    # 13: only the middle tile
    ("m13p123s456s789z11", {"m2": ("kanchan",)}),
    # 12: only 3 (0 does not exist); 89: only 7
    ("m12p123s456s789z11", {"m3": ("penchan",)}),
    ("m89p123s456s789z11", {"m7": ("penchan",)}),
    # four sets and a single: the single's own kind as the pair
    ("m123p123s456s789z1", {"z1": ("tanki",)}),
    # two pairs: either becomes a triplet
    ("m11p123s456s789z11", {"m1": ("shanpon",), "z1": ("shanpon",)}),
    # 2345: 2 + 345 or 234 + 5, a tanki at either end of a four-tile run
    ("m2345p123s456z111", {"m2": ("nobetan",), "m5": ("nobetan",)}),
    # 4556: 456 + 5 tanki, or 55 pair + 46 kanchan: one tile, two readings
    ("m4556p123s456z111", {"m5": ("kanchan", "tanki")}),
    # 1233: 123 + 3 tanki or 33 + 12 penchan: only 3
    ("m1233p123s456z111", {"m3": ("penchan", "tanki")}),
    # 5567: 55 + 67 ryanmen (5, 8), or 567 + 5 tanki
    ("m5567p123s456z111", {"m5": ("ryanmen", "tanki"), "m8": ("ryanmen",)}),
    # seven pairs missing one: tanki on the single
    ("m1133p55s77z11223", {"z3": ("tanki",)}),
    # twelve orphan kinds and a pair: the missing thirteenth (z7)
    ("m19p19s19z1234566", {"z7": ("kokushi",)}),
])
def test_wait_types(hand: str, expected: dict[str, tuple[str, ...]]) -> None:
    r = report(hand, values=False)
    assert r.tenpai and r.shanten == 0
    assert waits_of(r) == expected


def test_thirteen_sided_kokushi_waits_on_all_thirteen() -> None:
    r = report("m19p19s19z1234567", values=False)
    assert [kind_name(w.kind) for w in r.waits] == [
        "m1", "m9", "p1", "p9", "s1", "s9", "z1", "z2", "z3", "z4", "z5", "z6", "z7"]
    assert all(w.types == (WaitType.KOKUSHI_13,) for w in r.waits)
    assert shapes_of(r) == [("kokushi_13", tuple(kind_name(w.kind) for w in r.waits))]


def test_nine_gates_waits_on_all_nine() -> None:
    # 1112345678999: m1 as 111+123.. (ryanmen of 23) or 11+99 shanpon; m2 as 22 pair with
    # 2345 -> nobetan; m3 as 12 penchan + 345 ... or 34 ryanmen; and so on
    r = report("m1112345678999", values=False)
    assert waits_of(r) == {
        "m1": ("ryanmen", "shanpon"), "m2": ("nobetan",), "m3": ("ryanmen", "penchan"),
        "m4": ("ryanmen",), "m5": ("nobetan",), "m6": ("ryanmen",),
        "m7": ("ryanmen", "penchan"), "m8": ("nobetan",), "m9": ("ryanmen", "shanpon")}
    assert [s.shape for s in r.shapes] == [Shape.CHUUREN_9]


# --- named shapes ------------------------------------------------------------------

@pytest.mark.parametrize(("hand", "expected"), [
    ("m23456p123s789z11", [("sanmenchan", ("m1", "m4", "m7"))]),
    # 12345 is not a sanmenchan: 123+45 waits 3/6, 12+345 waits 3 -> two tiles
    ("m12345p123s789z11", []),
    ("m2345p123s456z111", [("nobetan", ("m2", "m5"))]),
    # 2345678: 2, 5 or 8 as the pair; the two nobetan inside are not listed again
    ("m2345678p123s456", [("sanmentan", ("m2", "m5", "m8"))]),
    ("m5567p123s456z111", [("aryanmen", ("m5", "m8"))]),
    ("m3455p123s456z111", [("aryanmen", ("m2", "m5"))]),
    ("m1233p123s456z111", []),  # 1233 waits on 3 only
    ("m5557p123s456z111", [("kantan", ("m6", "m7"))]),
    ("m3555p123s456z111", [("kantan", ("m3", "m4"))]),
    ("m1112p123s456z111", [("pentan", ("m2", "m3"))]),
    ("m8999p123s456z111", [("pentan", ("m7", "m8"))]),
    ("m4555p123s456z111", [("ryantan", ("m3", "m4", "m6"))]),
    ("m5556p123s456z111", [("ryantan", ("m4", "m6", "m7"))]),
    # 45666 and the pair z11: 666 + 45 (3, 6), or 456 + 66 and 11 shanpon (6, z1)
    ("m45666p123s456z11", [("entotsu", ("m3", "m6", "z1"))]),
    ("m23p123s456s789z11", []),  # a plain ryanmen has no special name
])
def test_named_shapes(hand: str, expected: list[tuple[str, tuple[str, ...]]]) -> None:
    assert shapes_of(report(hand, values=False)) == expected


def test_find_shapes_on_counts_directly() -> None:
    closed = counts_of(tiles("m2345p123s456z111"))
    found = find_shapes(closed, 0, hand_waits(waiting("m2345p123s456z111")))
    assert [(s.shape, s.tiles) for s in found] == [(Shape.NOBETAN, (1, 2, 3, 4))]


def test_wait_types_function_reads_a_nobetan_apart_from_a_tanki() -> None:
    closed = counts_of(tiles("m2345p123s456z111"))
    assert wait_types(closed, 1, 0) == (WaitType.NOBETAN,)  # m2
    closed = counts_of(tiles("m123p123s456s789z1"))
    assert wait_types(closed, 27, 0) == (WaitType.TANKI,)


# --- shanten ------------------------------------------------------------------------

def test_not_tenpai_gives_shanten_by_form() -> None:
    # m123 p456 s789 + four different winds: two more tiles of one wind -> 2-shanten
    # standard; seven pairs 6 - 0 pairs (13 kinds) = 6; orphans held m1 s9 z1-z4 = 6 -> 7
    r = report("m123p456s789z1234")
    assert not r.tenpai and r.waits == () and r.shapes == ()
    assert r.shanten == 2
    assert (r.forms.standard, r.forms.seven_pairs, r.forms.thirteen_orphans) == (2, 6, 7)


def test_one_shanten() -> None:
    # three sets, the pair z11 and two singles: one more pair -> tenpai (8 - 6 - 1 = 1);
    # seven pairs: 1 pair among 12 kinds -> 5; orphans m1 s9 z1 z3 z5, z1 doubled -> 7
    r = report("m123p456s789z1135")
    assert (r.tenpai, r.shanten) == (False, 1)
    assert (r.forms.seven_pairs, r.forms.thirteen_orphans) == (5, 7)


def test_seven_pairs_shanten_zero_when_waiting_on_the_seventh_pair() -> None:
    r = report("m1133p55s77z11223", values=False)
    assert r.forms.seven_pairs == 0 and r.shanten == 0


def test_open_hand_has_no_seven_pairs_or_orphans_shanten() -> None:
    r = report("m123p456s78z11", "z555=")
    assert r.forms.seven_pairs is None and r.forms.thirteen_orphans is None
    assert r.forms.standard == 0
    assert waits_of(r) == {"s6": ("ryanmen",), "s9": ("ryanmen",)}


def test_a_hand_written_with_its_winning_tile_is_refused() -> None:
    with pytest.raises(UsageError) as err:
        analyze_waits(waiting("m123p456s789z1122").with_win(Tile(27), None))
    assert err.value.code == "bad_tile_count" and err.value.exit_status == 2


# --- copies left, karaten, jigoku tanki -------------------------------------------------

def test_copies_left_count_hand_indicators_and_visible_tiles() -> None:
    # kanchan m13 on m2: none in hand, one dora indicator m2 and two visible -> 1 left
    r = report("m13p123s456s789z11", situation=Situation(seat=1, dora_indicators=(Tile(1),)),
               visible="m22", values=False)
    (w,) = r.waits
    assert (w.in_hand, w.seen, w.left) == (0, 3, 1)
    assert not r.karaten
    assert not r.jigoku_tanki  # one left, but a kanchan, not a tanki


def test_karaten_when_every_copy_is_visible() -> None:
    r = report("m13p123s456s789z11", visible="m2222", values=False)
    assert r.waits[0].left == 0 and r.karaten and r.left == 0


def test_jigoku_tanki_one_copy_left_of_a_single_wait() -> None:
    # tanki on z1: one in hand, two seen -> one left
    r = report("m123p123s456s789z1", visible="z11", values=False)
    assert r.waits[0].left == 1 and r.jigoku_tanki and not r.karaten


def test_tanki_with_two_left_is_not_jigoku() -> None:
    r = report("m123p123s456s789z1", visible="z1", values=False)
    assert r.waits[0].left == 2 and not r.jigoku_tanki


def test_nobetan_with_one_left_on_each_side_is_not_jigoku() -> None:
    # two waiting kinds: jigoku is a single kind with one left
    r = report("m2345p123s456z111", visible="m225", values=False)
    assert [w.left for w in r.waits] == [1, 2]
    assert not r.jigoku_tanki


def test_karaten_needs_all_waits_gone() -> None:
    r = report("m23p123s456s789z11", visible="m1111", values=False)
    assert [w.left for w in r.waits] == [0, 4]  # m4: none in hand, none seen
    assert not r.karaten


def test_a_fifth_copy_among_hand_and_visible_is_refused() -> None:
    with pytest.raises(InvalidHandError) as err:
        # one z1 in hand and four visible: five
        report("m123p123s456s789z1", visible="z1111", values=False)
    # the same code and status as a fifth copy in a hand (SPEC: cannot be scored, 1)
    assert (err.value.code, err.value.exit_status) == ("fifth_tile", 1)
    assert "visible" in err.value.message


def test_wait_on_a_tile_the_hand_holds_all_four_of() -> None:
    # m1111 + three sets: 111 + 1 tanki, the fifth m1 cannot come: karaten, no value
    r = report("m1111p123s456z111")
    assert waits_of(r) == {"m1": ("shanpon", "tanki")}  # readings of the impossible 5th
    (w,) = r.waits
    assert w.left == 0 and r.karaten
    assert w.ron is not None and w.ron.result is None and w.ron.reason == NO_TILE
    # form tenpai: saki counts any wait, tenhou not one only on the hand's own four
    assert r.draw_tenpai
    assert not report("m1111p123s456z111", rules=Rules("tenhou"), values=False).draw_tenpai


def test_own_four_with_another_wait_is_tenpai_everywhere() -> None:
    # m1111234: 111 + the four-tile run 1234 -> tanki on 1 or 4 (nobetan). The fifth m1
    # cannot come, m4 can: tenpai under both form-tenpai rules
    r = report("m1111234p123s456", values=False)
    assert set(waits_of(r)) == {"m1", "m4"}
    assert r.draw_tenpai
    assert report("m1111234p123s456", rules=Rules("tenhou"), values=False).draw_tenpai


# --- form tenpai at an exhaustive draw --------------------------------------------------

def _counts(**held: int) -> list[int]:
    counts = [0] * 34
    for name, n in held.items():
        counts[int(name[1:])] = n
    return counts


def test_form_tenpai_any() -> None:
    # Saki (seed 000: 形式听牌有，不考虑待牌数): waiting only on 5m (kind 4) while holding
    # all four 5m still counts as tenpai.
    assert is_tenpai_for_draw([4], _counts(k4=4), Rules("saki"))
    assert not is_tenpai_for_draw([], _counts(), Rules("saki"))


def test_form_tenpai_not_own_four() -> None:
    # Tenhou: a wait only on tiles the hand holds all four of is noten ...
    assert not is_tenpai_for_draw([4], _counts(k4=4), Rules("tenhou"))
    # ... but a second wait on a tile not all held makes it tenpai again,
    assert is_tenpai_for_draw([4, 7], _counts(k4=4, k7=1), Rules("tenhou"))
    # and three copies held is still a wait.
    assert is_tenpai_for_draw([4], _counts(k4=3), Rules("tenhou"))
    assert not is_tenpai_for_draw([], _counts(), Rules("tenhou"))


# --- values by ron and by tsumo ------------------------------------------------------------

PINFU_HAND = "m23p123456s456s99"  # closed, all runs, s99 pair, ryanmen on m1/m4


def test_values_riichi_pinfu_non_dealer() -> None:
    r = report(PINFU_HAND, situation=Situation(seat=1, riichi=True))
    for w in r.waits:
        assert w.ron is not None and w.tsumo is not None
        # ron: riichi + pinfu, 20 base + 10 closed ron = 30 fu, 2 han -> 30x16=480 -> 2000
        assert w.ron.points == 2000 and w.ron.has_yaku
        # tsumo: riichi + menzen tsumo + pinfu, 20 fu 3 han -> 640: 1300 + 700 + 700
        assert w.tsumo.points == 2700


def test_values_dama_pinfu_dealer() -> None:
    r = report(PINFU_HAND, situation=Situation(seat=0))
    w = r.waits[0]
    assert w.ron is not None and w.tsumo is not None
    # ron: pinfu 1 han 30 fu -> 240 x 6 = 1440 -> 1500
    assert w.ron.points == 1500
    # tsumo: pinfu + tsumo, 2 han 20 fu -> 320 x 2 = 640 -> 700 from each of three
    assert w.tsumo.points == 2100


def test_no_yaku_by_ron_but_menzen_tsumo_by_tsumo() -> None:
    # pair of the round wind: no pinfu; no riichi -> ron has no yaku
    r = report("m23p123456s456z11")
    w = r.waits[0]
    assert w.ron is not None and w.tsumo is not None
    assert not w.ron.has_yaku and w.ron.reason == NO_YAKU and w.ron.points == 0
    # tsumo: menzen tsumo 1 han; 20 + 2 (round wind pair) + 2 tsumo = 24 -> 30 fu
    # basic 240: 500 from the dealer, 300 from each other -> 1100
    assert w.tsumo.has_yaku and w.tsumo.points == 1100


def test_open_hand_without_yaku_has_no_value_either_way() -> None:
    r = report("m23p123s456z11", "s7-89")
    assert all(w.ron is not None and not w.ron.has_yaku for w in r.waits)
    assert all(w.tsumo is not None and not w.tsumo.has_yaku for w in r.waits)


def test_flags_of_one_way_of_winning_apply_only_to_it() -> None:
    # haitei (tsumo only) and houtei (ron only) together: each win gets its own yaku
    r = report("m23p123s456z11", "s7-89",
               situation=Situation(seat=1, haitei=True, houtei=True))
    w = r.waits[0]
    assert w.ron is not None and w.tsumo is not None and w.ron.result and w.tsumo.result
    assert [h.id for h in w.ron.result.best.yaku] == ["houtei"]
    assert [h.id for h in w.tsumo.result.best.yaku] == ["haitei"]
    # ron: open, 20 + 2 (round wind pair) = 22 -> 30 fu, 1 han -> 1000
    assert w.ron.points == 1000
    # tsumo: 20 + 2 pair + 2 tsumo = 24 -> 30 fu, 1 han -> 500 + 300 + 300
    assert w.tsumo.points == 1100


def test_ron_comes_from_the_previous_player_unless_told() -> None:
    r = report(PINFU_HAND, situation=Situation(seat=1, riichi=True))
    ron = r.waits[0].ron
    assert ron is not None and ron.result is not None
    assert ron.result.discarder == 0  # East is South's previous player
    assert ron.result.settlement.net == (-2000, 2000, 0, 0)
    r = report(PINFU_HAND, situation=Situation(seat=1, riichi=True, discarder=2))
    ron = r.waits[0].ron
    assert ron is not None and ron.result is not None
    assert ron.result.settlement.net == (0, 2000, -2000, 0)


def test_gain_includes_honba_and_deposits() -> None:
    r = report(PINFU_HAND, situation=Situation(seat=1, riichi=True, honba=2, deposits=1))
    w = r.waits[0]
    assert w.ron is not None and w.tsumo is not None
    assert w.ron.gain == 2000 + 600 + 1000  # 300 per honba from the discarder
    assert w.tsumo.gain == 2700 + 600 + 1000  # 100 per honba from each of three


def test_contradictory_flags_are_not_hidden_as_no_yaku() -> None:
    with pytest.raises(ScoringError) as err:
        report("m23p123s456z11", "s7-89", situation=Situation(seat=1, riichi=True))
    assert err.value.code == "contradictory_flags"


def test_the_last_copy_of_a_five_is_priced_red() -> None:
    # shanpon m55 / z22 with one plain m5 visible: three plain fives are known and the
    # rules have one red 5m, so the m5 that can still come is the red one.
    # ron on m5: z111 (round wind) 1 han + red five 1 = 2 han; fu 20 + 10 closed ron
    # + m555 by ron (open simple) 2 + z111 concealed honor 8 + z22 seat-wind pair 2 = 42
    # -> 50 fu: 50 x 16 = 800 basic -> 3200
    r = report("m55p123s456z111z22", visible="m5")
    m5 = next(w for w in r.waits if w.kind == 4)
    assert m5.ron is not None and m5.ron.tile == Tile(4, red=True)
    assert m5.ron.points == 3200
    # without the visible m5 the plain one can still come: 1 han 50 fu -> 1600
    r = report("m55p123s456z111z22")
    m5 = next(w for w in r.waits if w.kind == 4)
    assert m5.ron is not None and m5.ron.tile == Tile(4) and m5.ron.points == 1600


def test_win_tile_for() -> None:
    rules = Rules()
    assert win_tile_for(27, (), rules) == Tile(27)
    plain3 = tuple(tiles("p555"))
    assert win_tile_for(13, plain3, rules) == Tile(13, red=True)
    # red fives off: the fourth is plain too
    no_red = Rules(overrides={"red_fives_p": 0})
    assert win_tile_for(13, plain3, no_red) == Tile(13)


def test_nine_gates_values_are_double_yakuman() -> None:
    # junsei chuuren (9-sided) is a double yakuman under saki: 16000 basic, non-dealer
    # ron x4 = 64000; under tenhou a single yakuman: 32000
    r = report("m1112345678999")
    assert {w.ron.points for w in r.waits if w.ron} == {64000}
    r = report("m1112345678999", rules=Rules("tenhou"))
    assert {w.ron.points for w in r.waits if w.ron} == {32000}


# --- property: a complete hand less any tile waits on that tile ---------------------------

_SET = st.one_of(
    st.tuples(st.sampled_from((0, 9, 18)), st.integers(0, 6)).map(
        lambda bs: [bs[0] + bs[1] + i for i in range(3)]),  # a run
    st.integers(0, 33).map(lambda k: [k] * 3),  # a triplet
)


@st.composite
def _complete_kinds(draw: st.DrawFn) -> list[int]:
    kinds = [k for _ in range(4) for k in draw(_SET)] + [draw(st.integers(0, 33))] * 2
    assume(max(kinds.count(k) for k in set(kinds)) <= 4)
    # written plain, and the default rules make one five of each suit red: 3 plain fives
    assume(all(kinds.count(five) <= 3 for five in (4, 13, 22)))
    return kinds


@settings(max_examples=examples(60), deadline=None)
@given(kinds=_complete_kinds(), drop=st.integers(0, 13))
def test_a_complete_hand_less_one_tile_waits_on_it(kinds: list[int], drop: int) -> None:
    # Taking any tile out of four sets and a pair leaves a tenpai hand that waits on that
    # tile; shanten.py (a different algorithm) must agree that it is tenpai.
    removed = kinds.pop(drop)
    hand = waiting("".join(kind_name(k) for k in kinds))
    r = analyze_waits(hand, values=False)
    assert r.tenpai and r.shanten == 0 and r.forms.standard == 0
    assert removed in [w.kind for w in r.waits]
    for w in r.waits:  # every listed wait completes the hand, read at least one way
        assert w.types
    # and the other way (issue 35): a kind not listed does not complete it, by
    # shanten.py's count (-1 is a complete hand), a different algorithm from waits.py
    counts = counts_of(tiles("".join(kind_name(k) for k in kinds)))
    listed = {w.kind for w in r.waits}
    for kind in range(34):
        if kind not in listed and counts[kind] < 4:  # (a fifth copy is no wait)
            counts[kind] += 1
            assert shanten(counts) >= 0, kind_name(kind)
            counts[kind] -= 1


@settings(max_examples=examples(60), deadline=None)
@given(kinds=_complete_kinds(), drop=st.integers(0, 13), swap=st.integers(0, 12),
       other=st.integers(0, 33), preset=st.sampled_from(("tenhou", "saki")))
def test_tenpai_at_a_draw_is_a_wait_that_counts(kinds: list[int], drop: int, swap: int,
                                                other: int, preset: str) -> None:
    # tenpai_for_draw looks at the shanten first and lists the waits only for a hand one
    # tile from complete: it must answer as the waits alone do (a hand with a wait, under
    # Tenhou's rule one not only on tiles the hand holds all four of). Complete hands
    # less one tile, some with another tile swapped in, give tenpai and noten hands.
    kinds.pop(drop)
    kinds[swap] = other
    assume(max(kinds.count(k) for k in set(kinds)) <= 4)
    assume(all(kinds.count(five) <= 3 for five in (4, 13, 22)))
    hand = waiting("".join(kind_name(k) for k in sorted(kinds)))
    rules = Rules(preset)
    counts = counts_of(hand.concealed)
    assert tenpai_for_draw(hand, rules) == is_tenpai_for_draw(hand_waits(hand), counts, rules)
