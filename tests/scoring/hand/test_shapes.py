"""Readings of complete hands and waits of tenpai hands (scoring/hand/shapes.py).

Kinds: m1-m9 = 0-8, p1-p9 = 9-17, s1-s9 = 18-26, z1-z7 = 27-33.
"""

from __future__ import annotations

import pytest
from handmaker import hand, tiles
from hypothesis import given
from hypothesis import strategies as st

from scoring.hand.results import Form, GroupKind, Wait
from scoring.hand.shapes import (
    arrangements,
    counts_of,
    decompose,
    has_wait,
    is_complete,
    readings,
    run_wait,
    suit_splits,
    waiting_kinds,
)
from scoring.tiles import Tile

M1, M2, M3, M7, M9 = 0, 1, 2, 6, 8
P5 = 13
S1, S5, S7 = 18, 22, 24
Z1, Z7 = 27, 33


def c(text: str) -> list[int]:
    return counts_of(tiles(text))


def test_counts_of() -> None:
    counts = counts_of(tiles("m23p123s456s789z11"))
    assert len(counts) == 34 and sum(counts) == 13
    assert counts[1] == counts[2] == 1 and counts[27] == 2  # m2 m3, z1 twice


def summary(text: str, win: int, melds: int = 0) -> set[tuple[object, ...]]:
    return {(r.form, r.pair, r.runs, r.triplets, r.wait)
            for r in readings(c(text), win, melds)}


def test_seed_hule_hand_reads_one_way() -> None:
    # m78 p405667 s34577 + m9: m789, p456, p567, s345 and the pair s77 — the only split.
    # m9 completes 78 from the outside: ryanmen (78 waits on 6 and 9).
    assert summary("m78p405667s34577m9", M9) == {
        (Form.STANDARD, S7, (6, 12, 13, 20), (), Wait.RYANMEN)}


def test_three_identical_runs_or_three_triplets() -> None:
    # m111222333 p55 s123, won on m3: three triplets (m3 completes the m333 triplet:
    # shanpon with p55) or three runs 123 (m3 completes 12 from the edge: penchan).
    assert summary("m11122233p55s123m3", M3) == {
        (Form.STANDARD, P5, (S1,), (M1, M2, M3), Wait.SHANPON),
        (Form.STANDARD, P5, (0, 0, 0, S1), (), Wait.PENCHAN),
    }


def test_seven_pairs_that_are_also_two_double_runs() -> None:
    # m11223344556677 won on m1: pair m7 + 123 123 456 456 (m1 opens 23: ryanmen);
    # pair m4 + 123 123 567 567 (ryanmen); pair m1 + 234 234 567 567 (tanki);
    # and seven pairs (tanki). Four readings.
    assert summary("m1122334455667m7", M7) >= {
        (Form.SEVEN_PAIRS, -1, (), (), Wait.TANKI)}
    assert summary("m1223344556677m1", M1) == {
        (Form.STANDARD, M7, (0, 0, 3, 3), (), Wait.RYANMEN),
        (Form.STANDARD, 3, (0, 0, 4, 4), (), Wait.RYANMEN),
        (Form.STANDARD, M1, (1, 1, 4, 4), (), Wait.TANKI),
        (Form.SEVEN_PAIRS, -1, (), (), Wait.TANKI),
    }


def test_four_of_a_kind_is_not_two_pairs() -> None:
    # seven pairs need seven DIFFERENT pairs: m1111 is not two pairs.
    assert not any(r.form is Form.SEVEN_PAIRS
                   for r in readings(c("m1111p2233s4455z11"), Z1))


def test_thirteen_orphans_single_and_thirteen_sided() -> None:
    # m19p19s19z1234567 + z7: the hand held all thirteen, z7 made the pair: 13-sided.
    (r,) = readings(c("m19p19s19z1234567z7"), Z7)
    assert (r.form, r.pair, r.wait) == (Form.THIRTEEN_ORPHANS, Z7, Wait.KOKUSHI_13)
    # m19p19s19z1234577 + z6: z7 was already the pair, z6 was the missing kind.
    (r,) = readings(c("m19p19s19z1234577z6"), 32)
    assert (r.form, r.pair, r.wait) == (Form.THIRTEEN_ORPHANS, Z7, Wait.KOKUSHI)


def test_no_seven_pairs_or_orphans_with_melds() -> None:
    # the same 11 tiles with a meld cannot be seven pairs (needs 14 closed tiles anyway)
    assert readings(c("m11p22s33z11223"), Z1, melds=1) == ()


@pytest.mark.parametrize(("first", "win", "wait"), [
    (3, 3, Wait.RYANMEN),   # 56 waiting on 4: 4 completes 456 from below
    (3, 5, Wait.RYANMEN),   # 45 waiting on 6
    (3, 4, Wait.KANCHAN),   # 46 waiting on 5
    (0, 2, Wait.PENCHAN),   # 12 waiting on 3
    (6, 6, Wait.PENCHAN),   # 89 waiting on 7
    (0, 0, Wait.RYANMEN),   # 23 waiting on 1 (or 4): 1 is an outside wait, not an edge
    (6, 8, Wait.RYANMEN),   # 78 waiting on 9 (or 6)
])
def test_run_wait(first: int, win: int, wait: Wait) -> None:
    assert run_wait(first, win) is wait


def test_win_tile_in_several_groups_gives_several_waits() -> None:
    # m234 m456 p111 s99 z777 won on m4 (tsumo): m4 sits in 234 (ryanmen, 23 waiting 1-4)
    # and in 456 (ryanmen, 56 waiting 4-7) — same wait, two readings (different groups).
    found = readings(c("m23456p111s99z777m4"), 3)
    assert {(r.win_first, r.wait) for r in found} == {(1, Wait.RYANMEN), (3, Wait.RYANMEN)}
    # m1233 + ... won on m3: m3 in 123 (penchan) or as the pair m33 (tanki).
    found = readings(c("m123p456s789z111m3m3"), M3)
    assert {r.wait for r in found} == {Wait.PENCHAN, Wait.TANKI}


def test_honors_only_form_pairs_and_triplets() -> None:
    assert arrangements(c("z11122233344455")) == ((31, (), (27, 28, 29, 30)),)
    assert arrangements(c("z11112223334455")) == ()  # four z1 cannot be used
    assert not is_complete(c("z11112223334455"))


def test_suit_splits_finds_each_split_once() -> None:
    # 111222333: three triplets or three runs; with a pair impossible (9 tiles)
    splits = suit_splits((3, 3, 3, 0, 0, 0, 0, 0, 0))
    assert sorted(splits) == [(-1, (), (0, 1, 2)), (-1, (0, 0, 0), ())]
    # 11123: pair 11 + run 123 (found placing the pair first or the run first: once),
    # or triplet 111 + 23 left over (no)
    assert suit_splits((3, 1, 1, 0, 0, 0, 0, 0, 0)) == ((0, (0,), ()),)
    assert suit_splits((1, 0, 0, 0, 0, 0, 0, 0, 0)) == ()


def test_waits_of_tenpai_hands() -> None:
    # the nine gates wait on every tile of the suit
    assert waiting_kinds(c("m1112345678999")) == tuple(range(9))
    # thirteen orphans with all 13 kinds waits on all 13
    assert waiting_kinds(c("m19p19s19z1234567")) == (0, 8, 9, 17, 18, 26, *range(27, 34))
    # thirteen orphans lacking z7 (z5 paired) waits on z7 alone, a kind it does not hold
    assert waiting_kinds(c("m19p19s19z1234556")) == (Z7,)
    # m2345 with three melds: 234+5 (tanki 5) or 345+2 (tanki 2): nobetan on 2 and 5
    assert waiting_kinds(c("m2345"), melds=3) == (M2, 4)
    # m1111 with three melds: only a fifth m1 would complete it
    assert waiting_kinds(c("m1111"), melds=3) == ()
    assert waiting_kinds(c("m1111"), melds=3, fifth=True) == (M1,)
    # not tenpai
    assert waiting_kinds(c("m1357p2468s1357z1")) == ()


def _every_completing_kind(counts: list[int], melds: int, fifth: bool) -> tuple[int, ...]:
    """The waits by definition: each of the 34 kinds added and the shape checked."""
    out = []
    for kind in range(34):
        if counts[kind] >= 4 and not fifth:
            continue
        counts[kind] += 1
        if is_complete(counts, melds):
            out.append(kind)
        counts[kind] -= 1
    return tuple(out)


@st.composite
def closed_parts(draw: st.DrawFn) -> tuple[list[int], int]:
    """A closed part of 13 - 3 x melds tiles drawn from a few kinds (often tenpai), or
    from the orphans alone (thirteen orphans)."""
    melds = draw(st.integers(0, 4))
    orphans = [0, 8, 9, 17, 18, 26, *range(27, 34)]
    if melds == 0 and draw(st.booleans()):
        # thirteen orphans one away: twelve kinds, one of them paired (or thirteen)
        held = draw(st.lists(st.sampled_from(orphans), min_size=12, max_size=13,
                             unique=True))
        counts = [1 if kind in held else 0 for kind in range(34)]
        if len(held) == 12:
            counts[draw(st.sampled_from(held))] += 1
        return counts, melds
    pool = draw(st.one_of(st.just(orphans),
                          st.lists(st.integers(0, 33), min_size=3, max_size=8, unique=True)))
    counts = [0] * 34
    for kind in draw(st.lists(st.sampled_from(pool), min_size=40, max_size=40)):
        if sum(counts) < 13 - 3 * melds and counts[kind] < 4:
            counts[kind] += 1
    return counts, melds


@given(closed_parts(), st.booleans())
def test_the_waits_are_every_kind_that_completes_the_hand(
        part: tuple[list[int], int], fifth: bool) -> None:
    # waiting_kinds tries only the kinds near the tiles held (issue 30); whatever the hand,
    # it must find what trying all 34 finds
    counts, melds = part
    assert waiting_kinds(counts, melds, fifth=fifth) == _every_completing_kind(
        counts, melds, fifth)
    # and has_wait, which stops at the first, says whether there is one
    assert has_wait(counts, melds, fifth=fifth) == bool(_every_completing_kind(
        counts, melds, fifth))


def test_decompose_marks_ron_triplet_open_and_places_tiles() -> None:
    # m123 p0(red)55 s55 s789 z11 + z1 by ron from shimocha: the z111 triplet completed by
    # ron is open (shanpon with s55); the p055 triplet holds the red five.
    h = hand("m123p055s55789z11z1+")
    (d,) = [d for d in decompose(h) if d.wait is Wait.SHANPON and
            any(g.has_win and g.tiles[0].kind == Z1 for g in d.groups)]
    z_group = next(g for g in d.groups if g.tiles[0].kind == Z1)
    assert z_group.kind is GroupKind.TRIPLET and not z_group.concealed and z_group.has_win
    p_group = next(g for g in d.groups if g.tiles[0].kind == P5)
    assert p_group.tiles == (Tile(P5, True), Tile(P5), Tile(P5)) and p_group.concealed
    # by tsumo the same triplet stays concealed
    h = hand("m123p055s55789z11z1")
    assert all(g.concealed for d in decompose(h) for g in d.groups)


def test_decompose_with_melds_and_thirteen_orphans() -> None:
    # closed m123 p456 z77 (z7 drawn), then the melds in call order: kan s5550, chi m789
    h = hand("m123p456z7z7", "s5550+,m9-78")
    (d,) = decompose(h)
    assert [g.kind for g in d.groups] == [GroupKind.RUN, GroupKind.RUN, GroupKind.PAIR,
                                          GroupKind.KAN, GroupKind.RUN]
    assert [g.meld for g in d.groups] == [None, None, None, 0, 1]
    assert d.groups[3].tiles[0] == Tile(S5, True)
    (d,) = decompose(hand("m19p19s19z1234577z6"))
    assert d.form is Form.THIRTEEN_ORPHANS
    assert sum(1 for g in d.groups if g.kind is GroupKind.SINGLE) == 12
    assert [g.tiles[0].kind for g in d.groups if g.has_win] == [32]


def test_not_complete() -> None:
    assert readings(c("m1357p2468s1357z1z1"), Z1) == ()
    assert not is_complete(c("m1357p2468s1357z11"))
    with pytest.raises(ValueError):
        decompose(hand("m123p456s789z1122z3").without_win())
