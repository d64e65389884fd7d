"""Readings built suit by suit (scoring/hand/suit_pieces.py) against shapes and fu.

``closed_readings`` must give exactly the standard readings ``shapes.readings`` gives,
in the same order, each with ``shapes.closed_groups`` and ``fu.fu_parts`` of them.

Kinds: m1-m9 = 0-8, p1-p9 = 9-17, s1-s9 = 18-26, z1-z7 = 27-33.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from properties import examples

from scoring.hand.fu import FuParts, fu_parts
from scoring.hand.results import Form, Wait
from scoring.hand.shapes import closed_groups, readings
from scoring.hand.suit_pieces import (
    _WIN_PIECES,
    CODE_WEIGHTS,
    ClosedReading,
    SuitCodes,
    closed_readings,
)
from scoring.tiles import Tile

M1, M3, P5, S1 = 0, 2, 13, 18


def counts_of(kinds: list[int]) -> list[int]:
    counts = [0] * 34
    for kind in kinds:
        counts[kind] += 1
    return counts


def parts_of(parts: FuParts) -> tuple[object, ...]:
    return parts.before, parts.pair, parts.after, parts.raw, parts.wait


def codes(counts: list[int], win: Tile) -> SuitCodes:
    """The suit codes of the tiles of ``counts`` but the winning tile, by their
    definition: each suit's counts from its first kind, read as digits in base 5 (what
    scorer.score adds up tile by tile)."""
    rest = counts.copy()
    rest[win.kind] -= 1
    man, pin, sou, honors = (int("".join(map(str, rest[base:base + size])), 5)
                             for base, size in ((0, 9), (9, 9), (18, 9), (27, 7)))
    return man, pin, sou, honors


def test_code_weights_are_the_base_5_digits() -> None:
    # a tile adds its weight to its suit's code, as the scorer counts the tiles: m1 m1 m2
    # -> 2 1 0 0 0 0 0 0 0 = 2 * 5**8 + 5**7; p9 -> 1; the honors have 7 digits:
    # z1 -> 5**6, z7 -> 1
    assert [CODE_WEIGHTS[kind] for kind in (0, 1, 17, 27, 33)] == [5**8, 5**7, 1, 5**6, 1]
    # every kind: the first of its suit is the highest digit, the last the lowest
    for base, size in ((0, 9), (9, 9), (18, 9), (27, 7)):
        assert [CODE_WEIGHTS[base + i] for i in range(size)] == [
            5 ** (size - 1 - i) for i in range(size)]
    assert codes(counts_of([0, 0, 1, 17, 27, 33, 33]), Tile(33)) == (
        2 * 5**8 + 5**7, 1, 0, 5**6 + 1)


def expected(counts: list[int], win: Tile, ron: bool, reds: dict[int, int]
             ) -> list[tuple[object, ...]]:
    out: list[tuple[object, ...]] = []
    for r in readings(counts, win.kind, 1):  # one meld: no seven pairs / orphans
        groups = closed_groups(r, ron, reds, win)
        out.append((r, groups, parts_of(fu_parts(groups, r.wait))))
    return out


def got(found: list[ClosedReading]) -> list[tuple[object, ...]]:
    return [(r, groups, parts_of(parts)) for r, groups, parts in found]


def test_two_readings_in_order() -> None:
    # m111222333 p55 s123 won on m3: three triplets (shanpon with p55) or three runs
    # 123 (m3 completes 12 from the edge: penchan), as shapes lists them
    counts = counts_of([0, 0, 0, 1, 1, 1, 2, 2, 2, P5, P5, S1, S1 + 1, S1 + 2])
    found = closed_readings(counts, codes(counts, Tile(M3)), Tile(M3), False, {})
    assert [(r.form, r.runs, r.triplets, r.wait) for r, _, _ in found] == [
        (Form.STANDARD, (S1,), (M1, 1, M3), Wait.SHANPON),
        (Form.STANDARD, (0, 0, 0, S1), (), Wait.PENCHAN)]
    assert got(found) == expected(counts, Tile(M3), False, {})


def test_red_five_of_the_winning_suit() -> None:
    # p345 p456 s11 m789 z777, the red 5p concealed, won on a plain 5p by ron
    counts = counts_of([11, 12, 13, 12, 13, 14, S1, S1, 6, 7, 8, 33, 33, 33])
    win = Tile(P5)
    reds = {P5: 1}
    assert got(closed_readings(counts, codes(counts, win), win, True, reds)) == expected(
        counts, win, True, reds)


def test_honor_pair_after_sets_of_later_suits() -> None:
    # m23 + m4 (ryanmen), p222 and s555 (closed triplets), z111 (a closed honor triplet,
    # before the pair in kind order) and the pair z22: the fu items of p222, s555, z111
    # all come before the pair, in kind order, whichever suit holds the winning tile
    counts = counts_of([1, 2, 3, 10, 10, 10, 22, 22, 22, 27, 27, 27, 28, 28])
    for win in (Tile(3), Tile(10), Tile(27)):
        assert got(closed_readings(counts, codes(counts, win), win, False, {})) == expected(
            counts, win, False, {})


def test_ron_and_tsumo_read_apart_only_with_a_triplet_of_the_winning_tile() -> None:
    # The pieces of the winning tile's suit are remembered by ron and by tsumo; without a
    # triplet that could hold the winning tile they read the same both ways and are
    # shared. m111222333 p55 s123 on m3 can complete m333 (open by ron: shanpon), so ron
    # and tsumo read it apart, in either order; m234 m567 p55 s123 s789 on m2 has no such
    # triplet (one reading: m2 completes m34, ryanmen), the same both ways.
    shanpon = counts_of([0, 0, 0, 1, 1, 1, 2, 2, 2, P5, P5, S1, S1 + 1, S1 + 2])
    plain = counts_of([1, 2, 3, 4, 5, 6, P5, P5, S1, S1 + 1, S1 + 2, 24, 25, 26])
    for counts, win in ((shanpon, Tile(M3)), (plain, Tile(1))):
        for order in ((True, False), (False, True)):
            _WIN_PIECES.clear()
            for ron in order:
                assert got(closed_readings(counts, codes(counts, win), win, ron, {})) == (
                    expected(counts, win, ron, {}))


@st.composite
def closed_parts(draw: st.DrawFn) -> tuple[list[int], Tile, bool, dict[int, int]]:
    """A complete closed part (1-4 sets and a pair), a winning tile in it, ron or tsumo,
    and concealed red fives."""
    counts = [0] * 34
    kinds: list[int] = []
    for _ in range(draw(st.integers(1, 4))):
        if draw(st.booleans()):
            start = draw(st.sampled_from([s * 9 + n for s in range(3) for n in range(7)]))
            group = [start, start + 1, start + 2]
        else:
            group = [draw(st.integers(0, 33))] * 3
        if all(counts[k] + group.count(k) <= 4 for k in group):
            for k in group:
                counts[k] += 1
            kinds.extend(group)
    pair = draw(st.integers(0, 33).filter(lambda k: counts[k] <= 2))
    counts[pair] += 2
    kinds.extend([pair, pair])
    win_kind = draw(st.sampled_from(kinds))
    fives = [k for k in (4, 13, 22) if counts[k]]
    win_red = win_kind in fives and draw(st.booleans())
    reds = {}
    for five in fives:
        room = counts[five] - (1 if win_kind == five else 0)
        n = draw(st.integers(0, min(room, 2)))
        if n:
            reds[five] = n
    return counts, Tile(win_kind, win_red), draw(st.booleans()), reds


@settings(max_examples=examples(400), deadline=None)
@given(closed_parts())
def test_same_as_shapes_and_fu(case: tuple[list[int], Tile, bool, dict[int, int]]) -> None:
    counts, win, ron, reds = case
    assert got(closed_readings(counts, codes(counts, win), win, ron, reds)) == expected(
        counts, win, ron, reds)
