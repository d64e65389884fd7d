"""Double and triple ron: each hand scored alone, settled together (scoring.hand.multi_ron).

Worked by hand from seed 000 ("场棒负担额": the discarder pays 300 x honba in total, split
between the winners; "立直棒负担额": the riichi sticks go to the winner nearest the
discarder in turn order; triple ron is an abortive draw) and, for the other presets,
majiang-core / Tenhou (honba to the nearest winner only). Ron = basic x 4 (x 6 to the
dealer) rounded up to 100; pao on a ron: the liable seat pays half of the hand, the
discarder the other half.

The discarder is West (seat 2) throughout. Turn order after West: North (3), East (0),
South (1) — so North is always the nearest winner, then East, then South.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from handmaker import hand

from scoring.errors import InvalidHandError, ScoringError, UsageError
from scoring.hand.multi_ron import MultiRonResult, score_multi_ron
from scoring.hands import Hand
from scoring.rules import Rules
from scoring.situation import Situation

SAKI = Rules("saki")
MAJIANG = Rules("majiang")
TENHOU = Rules("tenhou")

# --- hands winning on West's s4 -----------------------------------------------------------
# South (seat 1; West is its next seat, mark +): m234 m567 p345 s55 + s23 on s4: pinfu,
# tanyao; 20 + 10 closed ron = 30 fu, 2 han: 30 x 2^4 = 480 basic, x 4 = 1920 -> 2000.
SOUTH_S4 = hand("m234567p345s2355s4+")
# North (seat 3; West is its previous seat, mark -) with riichi: m345 p234 p567 s88 + s56
# on s4: riichi, pinfu, tanyao = 3 han 30 fu: 960 basic, x 4 = 3840 -> 3900.
NORTH_S4 = hand("m345p234567s5688s4-")
# East (seat 0, dealer; West opposite, mark =): m123 p789 z777 s44 z11 on s4 (shanpon):
# chun 1 han; fu 20 + 10 closed ron + 2 (s444, completed by ron: open simples)
# + 8 (z777 concealed honors) + 4 (z11: East seat and East round) = 44 -> 50 fu:
# 50 x 2^3 = 400 basic, x 6 = 2400.
EAST_S4 = hand("m123p789s44z11777s4=")

# --- hands winning on West's m4, one with pao ---------------------------------------------
# North: daisangen, the third dragon pon (z777+, the last called) from its next seat,
# East: East is liable. 8000 basic, x 4 = 32000: East pays 16000 (pao), West 16000.
NORTH_PAO = hand("m23p55m4-", "z555-,z666=,z777+")
# South: p234 p567 s22 s567 + m23 on m4: pinfu tanyao 30 fu 2 han -> 2000 (as SOUTH_S4).
SOUTH_M4 = hand("m23p234567s22567m4+")
# East (dealer): m56 p234 p678 s234 s55 on m4: pinfu tanyao 30 fu 2 han: 480 x 6 = 2880
# -> 2900.
EAST_M4 = hand("m56p234678s23455m4=")


def sit(seat: int, honba: int = 0, deposits: int = 0, *, riichi: bool = False,
        chankan: bool = False) -> Situation:
    return Situation(seat=seat, honba=honba, deposits=deposits, riichi=riichi,
                     chankan=chankan)


def multi(entries: Sequence[tuple[Hand, Situation]], rules: Rules) -> MultiRonResult:
    return score_multi_ron(entries, rules)


def by_seat(result: MultiRonResult) -> dict[int, tuple[int, ...]]:
    """Each winner's own net change (its share), by seat."""
    return {w.situation.seat: w.settlement.net for w in result.winners}


def test_each_hand_is_worth_what_it_is_alone() -> None:
    r = multi([(SOUTH_S4, sit(1)), (NORTH_S4, sit(3, riichi=True))], SAKI)
    assert [(w.situation.seat, w.best.han, w.best.fu, w.best.points) for w in r.winners] == [
        (3, 3, 30, 3900), (1, 2, 30, 2000)]  # nearest the discarder first
    assert r.discarder == 2
    assert r.mode == "settled"
    assert r.paid == (True, True)


# --- honba modes, deposits ----------------------------------------------------------------

DOUBLE = [(SOUTH_S4, sit(1, honba=2, deposits=2)),
          (NORTH_S4, sit(3, honba=2, deposits=2, riichi=True))]


@pytest.mark.parametrize(("honba_mode", "net"), [
    # split: 2 honba = 600 from West, 300 to each; the 2 sticks (2000) to North, nearest.
    # North 3900 + 300 + 2000 = 6200; South 2000 + 300 = 2300; West pays 3900 + 300 +
    # 2000 + 300 = 6500.
    ("split", (0, 2300, -6500, 6200)),
    # each: 600 to each winner: North 3900 + 600 + 2000; South 2000 + 600; West -7100.
    ("each", (0, 2600, -7100, 6500)),
    # first: 600 to North only: North 3900 + 600 + 2000 = 6500; South 2000; West -6500.
    ("first", (0, 2000, -6500, 6500)),
])
def test_double_ron_honba_modes(honba_mode: str, net: tuple[int, ...]) -> None:
    r = multi(DOUBLE, SAKI.changed({"multi_ron_honba": honba_mode}))
    assert r.settlement.net == net
    assert r.honba_mode == honba_mode
    # the deposits come from the table: the net sums to 2000
    assert sum(r.settlement.net) == 2000


def test_double_ron_split_honba_is_the_saki_default() -> None:
    assert multi(DOUBLE, SAKI).settlement.net == (0, 2300, -6500, 6200)


@pytest.mark.parametrize("rules", [MAJIANG, TENHOU], ids=["majiang", "tenhou"])
def test_double_ron_honba_and_deposits_to_the_nearest_in_majiang_and_tenhou(
        rules: Rules) -> None:
    assert multi(DOUBLE, rules).settlement.net == (0, 2000, -6500, 6500)


def test_odd_split_keeps_every_point() -> None:
    # 1 honba = 300 split: 150 each (seed 000 divides the total evenly).
    r = multi([(SOUTH_S4, sit(1, honba=1)), (NORTH_S4, sit(3, honba=1, riichi=True))], SAKI)
    assert by_seat(r) == {3: (0, 0, -4050, 4050), 1: (0, 2150, -2150, 0)}


def test_each_winner_gets_its_own_share() -> None:
    r = multi(DOUBLE, SAKI)
    # North: 3900 basic + 300 honba + 2000 deposits (from the table); South 2000 + 300.
    assert by_seat(r) == {3: (0, 0, -4200, 6200), 1: (0, 2300, -2300, 0)}
    north = r.winners[0].settlement.payments
    assert {(p.payer, p.part, p.amount) for p in north} == {
        (2, "basic", 3900), (2, "honba", 300), (None, "deposits", 2000)}


def test_deposits_go_to_the_nearest_even_when_it_is_not_given_first() -> None:
    # South is given first, but North sits nearer West: the stick is North's.
    r = multi([(SOUTH_S4, sit(1, deposits=1)), (NORTH_S4, sit(3, deposits=1, riichi=True))],
              SAKI)
    assert by_seat(r)[3] == (0, 0, -3900, 4900)
    assert by_seat(r)[1] == (0, 2000, -2000, 0)


def test_nearest_in_turn_order_wraps_round_the_table() -> None:
    # discarder West; winners East (+2 from West) and South (+3): East is nearer.
    r = multi([(SOUTH_S4, sit(1, deposits=1)), (EAST_S4, sit(0, deposits=1))], SAKI)
    assert [w.situation.seat for w in r.winners] == [0, 1]
    # East 2400 + 1000; South 2000; West -4400.
    assert r.settlement.net == (3400, 2000, -4400, 0)


def test_double_ron_head_bump() -> None:
    # only North (nearest) is paid, with every honba (a lone winner) and the sticks:
    # 3900 + 600 + 2000; South gets nothing.
    r = multi(DOUBLE, SAKI.changed({"double_ron": "head_bump"}))
    assert r.mode == "head_bump"
    assert r.paid == (True, False)
    assert r.settlement.net == (0, 0, -4500, 6500)
    assert by_seat(r)[1] == (0, 0, 0, 0)


# --- pao on one of two winners ------------------------------------------------------------

PAO_DOUBLE = [(SOUTH_M4, sit(1, honba=2, deposits=1)),
              (NORTH_PAO, sit(3, honba=2, deposits=1))]


def test_double_ron_with_pao_on_one_winner_saki() -> None:
    r = multi(PAO_DOUBLE, SAKI)
    assert [w.pao for w in r.winners] == [0, None]  # North's hand: East liable
    # North: 32000, half (16000) from East (pao), half from West; its honba share 300
    # (split) is itself split (pao_ron_honba=split): 150 East, 150 West; the stick 1000.
    # South: 2000 + 300 honba from West. The pao does not touch South's hand.
    assert by_seat(r) == {3: (-16150, 0, -16150, 33300), 1: (0, 2300, -2300, 0)}
    assert r.settlement.net == (-16150, 2300, -18450, 33300)


def test_double_ron_with_pao_on_one_winner_majiang() -> None:
    # majiang: the liable seat answers for the daisangen only (the whole hand here),
    # every honba to the nearest winner (North) and paid by the discarder alone.
    r = multi(PAO_DOUBLE, MAJIANG)
    assert by_seat(r) == {3: (-16000, 0, -16600, 33600), 1: (0, 2000, -2000, 0)}
    assert r.settlement.net == (-16000, 2000, -18600, 33600)


def test_double_ron_with_pao_tenhou_honba_each() -> None:
    # tenhou with honba to each winner: North 600 all from West (pao_ron_honba=discarder),
    # South 600.
    r = multi(PAO_DOUBLE, TENHOU.changed({"multi_ron_honba": "each"}))
    assert r.settlement.net == (-16000, 2600, -19200, 33600)


def test_liable_seat_that_is_another_winner() -> None:
    # East wins too and is also liable for North's hand: it pays North's pao half and is
    # paid for its own hand; each hand on its own.
    r = multi([(NORTH_PAO, sit(3)), (EAST_M4, sit(0))], SAKI)
    # East: -16000 (pao) + 2900; West: -16000 - 2900; North +32000.
    assert r.settlement.net == (-13100, 0, -18900, 32000)


# --- three winners ------------------------------------------------------------------------

TRIPLE = [(SOUTH_M4, sit(1, honba=3, deposits=2)), (NORTH_PAO, sit(3, honba=3, deposits=2)),
          (EAST_M4, sit(0, honba=3, deposits=2))]


def test_triple_ron_is_an_abortive_draw_by_default() -> None:
    r = multi(TRIPLE, SAKI)
    assert r.mode == "draw"
    assert r.abortive_draw
    assert r.settlement.payments == ()
    assert r.settlement.net == (0, 0, 0, 0)
    assert r.paid == (False, False, False)
    # the hands are still scored (what they would have been worth)
    assert [w.best.points for w in r.winners] == [32000, 2900, 2000]


def test_triple_ron_settled() -> None:
    r = multi(TRIPLE, SAKI.changed({"triple_ron": "settled"}))
    assert [w.situation.seat for w in r.winners] == [3, 0, 1]
    # 3 honba = 900 split: 300 each. North: 16000 East (pao) + 16000 West, its 300 honba
    # half East half West, both sticks (2000). East: 2900 + 300 from West. South 2000 + 300.
    assert by_seat(r) == {3: (-16150, 0, -16150, 34300), 0: (3200, 0, -3200, 0),
                          1: (0, 2300, -2300, 0)}
    assert r.settlement.net == (-12950, 2300, -21650, 34300)
    assert sum(r.settlement.net) == 2000


def test_triple_ron_head_bump() -> None:
    # only North: all 900 honba (pao split: 450 East, 450 West) and the 2000 in sticks.
    r = multi(TRIPLE, SAKI.changed({"triple_ron": "head_bump"}))
    assert r.paid == (True, False, False)
    assert r.settlement.net == (-16450, 0, -16450, 34900)


# --- what cannot be one discard -----------------------------------------------------------


def test_different_discarders_are_refused() -> None:
    # South's s4 from North (mark -), North's from West.
    with pytest.raises(UsageError) as err:
        multi([(hand("m234567p345s2355s4-"), sit(1)), (NORTH_S4, sit(3, riichi=True))], SAKI)
    assert err.value.code == "bad_claims"


def test_different_tiles_are_refused() -> None:
    with pytest.raises(UsageError) as err:
        multi([(SOUTH_S4, sit(1)), (NORTH_PAO, sit(3))], SAKI)
    assert err.value.code == "bad_claims"


def test_different_table_sticks_are_refused() -> None:
    with pytest.raises(UsageError) as err:
        multi([(SOUTH_S4, sit(1, honba=1)), (NORTH_S4, sit(3, riichi=True))], SAKI)
    assert err.value.code == "bad_claims"


def test_chankan_for_one_winner_only_is_contradictory() -> None:
    with pytest.raises(ScoringError) as err:
        multi([(SOUTH_S4, sit(1, chankan=True)), (NORTH_S4, sit(3, riichi=True))], SAKI)
    assert err.value.code == "contradictory_flags"


def test_a_fifth_tile_across_the_hands_is_refused() -> None:
    # South holds s55, North s5, East (a second s4 ron hand) s55 too: five s5 in all.
    east = hand("m234p234678s2355s4=")
    with pytest.raises(InvalidHandError) as err:
        multi([(SOUTH_S4, sit(1)), (NORTH_S4, sit(3, riichi=True)), (east, sit(0))],
              SAKI.changed({"triple_ron": "settled"}))
    assert err.value.code == "fifth_tile"


def test_the_shared_discard_is_one_tile() -> None:
    # the s4 is in all three hands once, as the winning tile: 1 copy, not 3; plus s44 in
    # East's hand = 3 copies. Accepted.
    r = multi([(SOUTH_S4, sit(1)), (NORTH_S4, sit(3, riichi=True)), (EAST_S4, sit(0))],
              SAKI.changed({"triple_ron": "settled"}))
    # East 2400, South 2000, North 3900, all from West.
    assert r.settlement.net == (2400, 2000, -8300, 3900)


def test_tsumo_and_seat_twice_and_too_many_are_refused() -> None:
    with pytest.raises(UsageError):
        multi([(hand("m234567p345s2355s4"), sit(1))], SAKI)
    with pytest.raises(UsageError):
        multi([(SOUTH_S4, sit(1)), (SOUTH_S4, sit(1))], SAKI)
    with pytest.raises(UsageError):
        multi([], SAKI)
    with pytest.raises(UsageError):
        multi([(SOUTH_S4, sit(1))] * 4, SAKI)


def test_one_winner_is_a_plain_ron() -> None:
    r = multi([(NORTH_S4, sit(3, honba=1, deposits=1, riichi=True))], SAKI)
    assert r.mode == "single"
    # 3900 + 300 + 1000
    assert r.settlement.net == (0, 0, -4200, 5200)
