"""Tile efficiency (scoring/table/efficiency.py): shanten per discard, improving tiles with their
copies left, wait values and the depth-2 look-ahead, worked by hand from the rules.

Standard shanten is ``8 - 2*sets - blocks - head`` (blocks up to ``4 - sets``); seven
pairs ``6 - pairs + max(0, 7 - kinds)``; thirteen orphans ``13 - kinds - (1 if one is
doubled)``. Unless said otherwise the player sits South in the East round, and copies
left are 4 less those in the hand (the 14 tiles, melds included) and in sight.
"""

from __future__ import annotations

import pytest
from handmaker import hand, tiles, waiting
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.errors import InvalidHandError, UsageError
from scoring.hand.shanten import shanten
from scoring.hand.shapes import counts_of
from scoring.hands import Hand
from scoring.rules import Rules
from scoring.situation import Situation
from scoring.table.efficiency import (
    DiscardOption,
    EfficiencyReport,
    analyze_efficiency,
    form_shanten,
    good_wait,
    improving_kinds,
)
from scoring.tiles import COPIES, KIND_COUNT, Tile, kind_name

SAKI = Rules()


def drawn(text: str, melds: str = "") -> Hand:
    """A hand of 14 - 3k tiles, the last one written just drawn."""
    return hand(text, melds)


def analyse(h: Hand, **options: object) -> EfficiencyReport:
    situation = options.pop("situation", Situation())
    rules = options.pop("rules", SAKI)
    return analyze_efficiency(h, situation, rules, **options)  # type: ignore[arg-type]


def tiles_of(option: DiscardOption) -> str:
    """``m1:4 m4:3``: the improving kinds with their copies left."""
    return " ".join(f"{kind_name(t.kind)}:{t.left}" for t in option.tiles)


def by_discard(report: EfficiencyReport) -> dict[str, DiscardOption]:
    return {str(o.discard): o for o in report.options}


# --- the shapes of a tenpai hand (13 tiles: the hand as it is) --------------------------


@pytest.mark.parametrize(("concealed", "expected", "count"), [
    # nobetan m1234: tanki on m1 (m234 a run) or on m4 (m123); each held once: 3 + 3
    ("m1234p123s456z111", "m1:3 m4:3", 6),
    # sanmenchan m23456: m1 (m123 m456), m4 (m234 m456 / m234+m456), m7 (m234 m567);
    # m4 is held once: 4 + 3 + 4
    ("m23456p123s789z11", "m1:4 m4:3 m7:4", 11),
    # entotsu m45666 + z11: m3/m6 by ryanmen (m45, m666 a set, z11 the pair), and the
    # shanpon m66/z11 on m6 or z1; m6 is held three times, z1 twice: 4 + 1 + 2
    ("m45666p123s789z11", "m3:4 m6:1 z1:2", 7),
    # thirteen orphans, all thirteen kinds single: 13 waits, 3 left of each
    ("m19p19s19z1234567",
     "m1:3 m9:3 p1:3 p9:3 s1:3 s9:3 z1:3 z2:3 z3:3 z4:3 z5:3 z6:3 z7:3", 39),
    # thirteen orphans with m1 doubled: 13 - 12 - 1 = 0, waiting only on the missing z7
    ("m119p19s19z123456", "z7:4", 4),
])
def test_the_improving_tiles_of_a_tenpai_hand_are_its_waits(
        concealed: str, expected: str, count: int) -> None:
    report = analyse(waiting(concealed))
    assert not report.drawn
    (option,) = report.options
    assert option.discard is None and option.shanten == 0 == report.shanten
    assert tiles_of(option) == expected
    assert option.count == count


def test_tiles_all_in_sight_are_listed_dead() -> None:
    # sanmenchan m23456 with the four m1 seen elsewhere: m1 stays, with 0 left
    report = analyse(waiting("m23456p123s789z11"), seen=tiles("m1111"))
    assert tiles_of(report.best) == "m1:0 m4:3 m7:4"
    assert report.best.count == 7


def test_the_dora_indicators_and_own_discards_count_as_seen() -> None:
    # m4 shown as an indicator and m7 among the player's own discards: one less of each
    report = analyse(waiting("m23456p123s789z11"), situation=Situation(dora_indicators=(
        Tile(3),)), discards=tiles("m7"))
    assert tiles_of(report.best) == "m1:4 m4:2 m7:3"


def test_a_kind_held_four_times_cannot_be_drawn() -> None:
    # m1111 p22 p33 s44 s55 z1 (13 tiles). Seven pairs: pairs m1 p2 p3 s4 s5 = 5 (the four
    # m1 are one pair only), kinds 6: 6 - 5 + 1 = 2. Standard: m111 a set, four pairs:
    # 8 - 2 - 3 (blocks, up to 4 - 1) - 1 = 2. Orphans: m1 z1, m1 doubled: 13 - 2 - 1 = 10.
    report = analyse(waiting("m1111p2233s4455z1"))
    forms = report.best.forms
    assert (forms.standard, forms.seven_pairs, forms.thirteen_orphans) == (2, 2, 10)
    # seven pairs alone: z1 makes a sixth pair (6 - 6 + 1 = 1) and any kind not held a
    # seventh kind (6 - 5 + 0 = 1): 34 - 6 = 28 new kinds of 4 copies, and z1 with 3;
    # m1, the fifth copy, is not a tile that can come
    pairs = analyse(waiting("m1111p2233s4455z1"), form="seven_pairs")
    assert pairs.shanten == 2
    kinds = {t.kind for t in pairs.best.tiles}
    assert 0 not in kinds and len(kinds) == 29
    assert pairs.best.count == 28 * 4 + 3


# --- discards of a 14-tile hand -----------------------------------------------------------


def test_a_ryanmen_is_kept_against_a_kanchan() -> None:
    # m23 p24 s123 s789 z55 z1 z7: discarding z1 (or z7) leaves two sets, the blocks m23 and
    # p24 and the pair z55: 8 - 4 - 2 - 1 = 1. Improving: m1 or m4 (m23 becomes a set) and
    # p3 (p24 becomes a set): 8 - 6 - 1 - 1 = 0; z5 makes a third set but loses the
    # head (8 - 6 - 1 - 0 = 1): not improving. 4 + 4 + 4 = 12.
    report = analyse(drawn("m23p24s123789z551z7"), depth=2)
    first, second, third = report.options[:3]
    assert (str(first.discard), str(second.discard)) == ("z1", "z7")  # a tie: tile order
    assert first.shanten == second.shanten == report.shanten == 1
    assert tiles_of(first) == tiles_of(second) == "m1:4 m4:4 p3:4"
    assert first.count == 12
    # every other discard breaks a block: 2-shanten (e.g. p2: 8 - 4 - 1 - 1 = 2)
    assert third.shanten == 2 and all(o.shanten >= 2 for o in report.options[2:])
    # depth 2 after z1: m1 or m4 leaves the kanchan p24 (one kind: not good); p3 leaves
    # the ryanmen m23 on m1/m4 (good): 4 good draws of 12
    ahead = first.lookahead
    assert ahead is not None and (ahead.tenpai_draws, ahead.good_draws) == (12, 4)
    assert third.lookahead is None  # only one-away discards look ahead


def test_a_worked_iishanten_hand_as_tenhou_net_2_lists_it() -> None:
    # m3445 p556 s123 s77 z77 (14 tiles).
    # - m4: m345 s123 sets, pairs p55 s77 z77, p56: 8 - 4 - 2 - 1 = 1. Improving: p4
    #   (p456), p7 (p567), p5 (p555): 3 sets, head + one pair; s7, z7 (a third set).
    #   Left: p4 4, p5 4-2 = 2, p7 4, s7 2, z7 2 = 14.
    # - p5: m345 + m4, p56, s77 z77: 1-shanten; p4 p7 (p56 a set), s7 z7: 4+4+2+2 = 12
    #   (p5 no longer: p556 gone, p55 + p6 is not better).
    # - p6: m345 + m4, p55 s77 z77: p5 s7 z7 make a third set: 2+2+2 = 6.
    # - every other discard is 2-shanten.
    report = analyse(drawn("m3445p556s12377z77"), depth=2)
    assert report.shanten == 1
    assert [(str(o.discard), o.shanten, o.count) for o in report.options[:3]] == [
        ("m4", 1, 14), ("p5", 1, 12), ("p6", 1, 6)]
    options = by_discard(report)
    assert tiles_of(options["m4"]) == "p4:4 p5:2 p7:4 s7:2 z7:2"
    assert tiles_of(options["p5"]) == "p4:4 p7:4 s7:2 z7:2"
    assert tiles_of(options["p6"]) == "p5:2 s7:2 z7:2"
    assert all(o.shanten == 2 for o in report.options[3:])
    # depth 2. After m4: p4, p5 or p7 leave the shanpon s77/z77 (bad); s7 or z7 leave
    # p56 waiting on p4/p7 (good): 4 of 14. After p5: p4/p7 leave the shanpon, s7/z7 the
    # ryanmen p56: 4 of 12. After p6 every draw leaves a shanpon: 0 of 6.
    looks = {name: options[name].lookahead for name in ("m4", "p5", "p6")}
    assert {k: (v.tenpai_draws, v.good_draws) for k, v in looks.items() if v} == {
        "m4": (14, 4), "p5": (12, 4), "p6": (6, 0)}


def test_a_complete_hand_lists_its_discards() -> None:
    # m123456 p123 s789 z11 is complete (-1). Discarding m1 leaves m23456: m1 m4 m7, but
    # m1 is the tile just thrown, so the hand is furiten on its own discard.
    report = analyse(drawn("m123456p123s789z11"), values=True)
    assert report.shanten == -1
    options = by_discard(report)
    # m1 left: 4 - 1 (the discard, in sight); m4: 4 - 1; m7: 4
    assert tiles_of(options["m1"]) == "m1:3 m4:3 m7:4"
    value = options["m1"].value
    assert value is not None and value.furiten
    assert not any(w.ron_allowed for w in value.waits)
    assert min(o.shanten for o in report.options) == 0


def test_called_melds_and_the_value_of_each_wait() -> None:
    # m23 p456 s789 z11 z7 (drawn) with a pon of haku: discard z7, tenpai on m1/m4, 4 each.
    # Value: haku 1 han. Ron: 20 + 4 (open honour triplet) + 2 (z11, the round wind's
    # pair) = 26 -> 30 fu 1 han: 1000. Tsumo: 28 -> 30 fu: 300 + 300 + 500 = 1100.
    report = analyse(drawn("m23p456s789z117", "z555="), values=True)
    best = report.best
    assert str(best.discard) == "z7" and best.shanten == 0
    assert tiles_of(best) == "m1:4 m4:4"
    value = best.value
    assert value is not None and not value.furiten
    assert [(w.ron_points, w.tsumo_points) for w in value.waits] == [(1000, 1100)] * 2
    assert (value.ev_ron, value.ev_tsumo) == (1000, 1100)
    with pytest.raises(UsageError):  # seven pairs is a closed form
        analyse(drawn("m23p456s789z117", "z555="), form="seven_pairs")


def test_a_yakuless_wait_needs_riichi() -> None:
    # m234 m68 p567 s234 s99 z1: discard z1, kanchan m7. No yaku by ron (s99: no tanyao;
    # a kanchan: no pinfu); the tsumo has menzen tsumo: 20 + 2 (kanchan) + 2 = 24 -> 30 fu
    # 1 han: 300 + 300 + 500 = 1100.
    report = analyse(drawn("m23468p567s23499z1"), values=True)
    value = report.best.value
    assert value is not None
    (wait,) = value.waits
    assert wait.needs_riichi and not wait.ron_allowed
    assert (wait.ron_points, wait.tsumo_points) == (0, 1100)
    assert (value.ev_ron, value.ev_tsumo) == (0, 1100)
    # with riichi: ron 20 + 10 (closed ron) + 2 = 32 -> 40 fu 1 han = 1300; tsumo riichi +
    # tsumo, 30 fu 2 han = 500 + 500 + 1000 = 2000
    riichi = analyse(drawn("m23468p567s23499z1"), situation=Situation(riichi=True),
                     values=True).best.value
    assert riichi is not None
    (wait,) = riichi.waits
    assert not wait.needs_riichi and (wait.ron_points, wait.tsumo_points) == (1300, 2000)


def test_a_wait_among_the_discards_is_furiten() -> None:
    report = analyse(drawn("m23468p567s23499z1"), situation=Situation(riichi=True),
                     discards=tiles("m7"), values=True)
    value = report.best.value
    assert value is not None and value.furiten
    assert value.ev_ron == 0 and value.ev_tsumo == 2000
    # the m7 discarded is in sight: 3 left
    assert tiles_of(report.best) == "m7:3"


def test_the_expected_value_weights_by_copies_left() -> None:
    # m23 p456 s789 z11 with the haku pon, dora indicator m3 (dora m4), the four m1 seen.
    # A win on m1: haku, 30 fu 1 han = 1000, but no m1 is left. On m4: haku + dora, 30 fu
    # 2 han = 2000, with 4 left (the indicator is an m3). Mean: (0 x 1000 + 4 x 2000) / 4.
    report = analyse(drawn("m23p456s789z117", "z555="), values=True,
                     situation=Situation(dora_indicators=(Tile(2),)), seen=tiles("m1111"))
    value = report.best.value
    assert value is not None
    assert tiles_of(report.best) == "m1:0 m4:4"
    assert [(kind_name(w.kind), w.ron_points) for w in value.waits] == [
        ("m1", 1000), ("m4", 2000)]
    assert value.ev_ron == 2000


def test_red_fives_are_fives() -> None:
    # the hand holds m0 and m5: one discard of the kind, the plain five (the red one stays)
    report = analyse(drawn("m3405p123s789z11z77"))
    fives = [o for o in report.options if o.discard is not None and o.discard.kind == 4]
    assert len(fives) == 1 and fives[0].discard == Tile(4)
    # a red five alone is discarded as itself, and counts as any five would
    red = analyse(drawn("m340p123s789z11z777"))
    plain = analyse(drawn("m345p123s789z11z777"))
    (red_five,) = [o for o in red.options if o.discard is not None and o.discard.kind == 4]
    assert red_five.discard == Tile(4, red=True)
    assert [(o.discard.kind if o.discard else None, o.shanten, tiles_of(o))
            for o in red.options] == [(o.discard.kind if o.discard else None, o.shanten,
                                       tiles_of(o)) for o in plain.options]


def test_three_players_have_no_m2_to_m8() -> None:
    # m1 m9 p123456 s123 z11: three sets, head z11, m1 m9 alone: 8 - 6 - 0 - 1 = 1.
    # Four players: m1 or m9 (a pair: 8 - 6 - 1 - 1), m2 m3 (a block with m1), m7 m8
    # (with m9), z1 (a fourth set, 8 - 8 = 0): 3+4+4+4+4+3+2 = 24. Three players: m1 m9 z1.
    four = analyse(waiting("m19p123456s123z11"))
    assert tiles_of(four.best) == "m1:3 m2:4 m3:4 m7:4 m8:4 m9:3 z1:2"
    assert four.best.count == 24
    three = analyse(waiting("m19p123456s123z11"), rules=Rules("tenhou-sanma"))
    assert tiles_of(three.best) == "m1:3 m9:3 z1:2"
    with pytest.raises(InvalidHandError):
        analyse(waiting("m19p123456s123z11"), rules=Rules("tenhou-sanma"), seen=tiles("m5"))


def test_bad_hands_are_refused() -> None:
    with pytest.raises(InvalidHandError) as info:
        analyse(waiting("m123456p123s78"))  # 11 tiles
    assert info.value.code == "bad_tile_count"
    with pytest.raises(InvalidHandError) as fifth:
        analyse(waiting("m23456p123s789z11"), seen=tiles("z11z11"))  # six z1
    assert fifth.value.code == "fifth_tile"
    with pytest.raises(UsageError):
        analyse(drawn("m123456p123s789z11+"))  # a ron mark
    with pytest.raises(UsageError):
        analyse(waiting("m23456p123s789z11"), depth=3)


# --- the tenpai-after-draw helper -----------------------------------------------------


@pytest.mark.parametrize(("concealed", "good"), [
    ("m23p123456s789z11", True),   # ryanmen m1/m4
    ("m24p123456s789z11", False),  # kanchan m3
    ("m1234p123s456z111", True),   # nobetan m1/m4: two kinds
    ("m11p123456s789z11", False),  # shanpon m1/z1 alone
    ("m45666p123s789z11", True),   # entotsu: m3 m6 z1
])
def test_good_waits(concealed: str, good: bool) -> None:
    assert good_wait(counts_of(tiles(concealed)), 0) is good


# --- properties, checked by brute force against shanten() ------------------------------

# the physical set under the default rules (saki): one of the four fives of each suit red
WALL = [Tile(k, red=k in (4, 13, 22) and copy == 0)
        for k in range(KIND_COUNT) for copy in range(COPIES)]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, len(WALL) - 1), min_size=14, max_size=14, unique=True),
       st.sampled_from(["all", "standard", "seven_pairs", "thirteen_orphans"]))
def test_improving_tiles_are_exactly_those_that_lower_shanten(
        picks: list[int], form: str) -> None:
    dealt = [WALL[i] for i in picks]
    h = Hand(tuple(sorted(dealt[:13], key=lambda t: t.kind)), (), dealt[13])
    report = analyse(h, form=form)
    closed = counts_of(dealt)
    whole = form_shanten(closed, 0, form)
    assert report.shanten == whole
    # one option per kind held, each shanten no lower than the whole hand's (a discard
    # never improves a hand), the best equal to it (or tenpai for a complete hand)
    assert sorted(o.discard.kind for o in report.options if o.discard) == [
        k for k in range(KIND_COUNT) if closed[k]]
    assert all(o.shanten >= max(whole, 0) for o in report.options)
    assert report.best.shanten == max(whole, 0)
    for option in report.options:
        assert option.discard is not None
        rest = list(closed)
        rest[option.discard.kind] -= 1
        base = form_shanten(rest, 0, form)
        assert option.shanten == base
        lowering = []
        for kind in range(KIND_COUNT):
            if rest[kind] == COPIES:
                continue  # no fifth copy to draw
            rest[kind] += 1
            if form_shanten(rest, 0, form) < base:
                lowering.append(kind)
            rest[kind] -= 1
        assert [t.kind for t in option.tiles] == lowering
        assert all(t.left == COPIES - closed[t.kind] for t in option.tiles)
        assert option.count == sum(t.left for t in option.tiles)
    # best first: shanten up, then tiles down
    keys = [(o.shanten, -o.count) for o in report.options]
    assert keys == sorted(keys)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(0, len(WALL) - 1), min_size=13, max_size=13, unique=True))
def test_a_13_tile_hand_is_the_hand_as_it_is(picks: list[int]) -> None:
    dealt = [WALL[i] for i in picks]
    h = Hand(tuple(sorted(dealt, key=lambda t: t.kind)))
    report = analyse(h)
    (option,) = report.options
    counts = counts_of(dealt)
    assert option.shanten == shanten(counts) == report.shanten
    assert [t.kind for t in option.tiles] == list(improving_kinds(counts, 0))
