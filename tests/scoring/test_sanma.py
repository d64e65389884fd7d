"""Three-player mahjong (sanma), worked by hand under ``tenhou-sanma`` unless said.

Tenhou's three-player ranked rules (tenhou.net/man, and the facts of issue 13): no m2-m8,
m1 shows m9 and m9 shows m1 as dora indicators; no chi; seats East South West, North
absent; North tiles set aside as kita, each a dora, an indicator showing North (West)
making each one more, never a yaku and nothing on a yakuman; a tsumo paid by the two
others with North's share lost (tsumo loss); 200 a honba stick (100 from each payer on a
tsumo); noten penalty 2000 in all.

Reminders: basic = fu x 2^(han+2); mangan 2000; ron x4 (x6 to the dealer); tsumo x2 from
the dealer and x1 from the other (x2 from each to a dealer), rounded up to 100 a payer.
Seats 0 East, 1 South (the default winner), 2 West; for South a ron tile marked ``+``
comes from West, ``-`` from East (``=`` would be North's empty seat).
"""

from __future__ import annotations

import pytest
from handmaker import hand, tiles
from hypothesis import given, settings
from hypothesis import strategies as st
from properties import examples

from scoring.errors import MjcalcError, UsageError
from scoring.game.settlement import settle_draw, settle_final
from scoring.hand.multi_ron import score_multi_ron
from scoring.hand.payments import WinClaim, round_up_100, settle
from scoring.hand.scorer import score
from scoring.rules import Rules
from scoring.situation import Situation
from scoring.tiles import kind_of, sanma_dora_after

TENHOU3 = Rules("tenhou-sanma")
SPLIT3 = TENHOU3.changed({"sanma_tsumo": "north_split"})

# South's closed p234 p567 s234 z777 s55, the pair completed on s5 (tanki).
CHUN = "p234567s234s5z777s5"


def run(concealed: str, melds: str = "", rules: Rules = TENHOU3, **given: object):
    for key, field in (("dora", "dora_indicators"), ("ura", "ura_indicators")):
        if key in given:
            given[field] = tuple(tiles(str(given.pop(key))))
    return score(hand(concealed, melds), Situation(**given), rules)  # type: ignore[arg-type]


def han_of(result: object) -> dict[str, int]:
    return {h.id: h.han for h in result.best.yaku}  # type: ignore[attr-defined]


def code(concealed: str, melds: str = "", rules: Rules = TENHOU3, **given: object) -> str:
    with pytest.raises(MjcalcError) as err:
        run(concealed, melds, rules, **given)
    return err.value.code


# --- tiles and dora -------------------------------------------------------------------


def test_m1_and_m9_indicators_wrap() -> None:
    m1, m9 = kind_of("m", 1), kind_of("m", 9)
    assert sanma_dora_after(m1) == m9 and sanma_dora_after(m9) == m1
    assert sanma_dora_after(kind_of("p", 9)) == kind_of("p", 1)  # other suits as always
    # South's p234 p567 s234 z777 + m99 pair by tsumo; indicator m1 -> m9: two dora.
    # menzen tsumo + chun 2 han + dora 2 = 4 han; 20 + 8 (concealed chun) + 2 (tanki)
    # + 2 (tsumo) = 32 -> 40 fu: 40 x 2^6 = 2560 -> mangan 2000 (four players' rule).
    result = run("p234567s234z777m9m9", dora="m1")
    assert han_of(result) == {"menzen_tsumo": 1, "yakuhai_chun": 1, "dora": 2}
    assert result.best.basic == 2000
    # four players: m1 shows m2, no dora (and m9 would show m1)
    assert han_of(run("p234567s234z777m9m9", rules=Rules("tenhou"), dora="m1")) == {
        "menzen_tsumo": 1, "yakuhai_chun": 1}
    # indicator m9 -> m1: none in this hand
    assert "dora" not in han_of(run("p234567s234z777m9m9", dora="m9"))


def test_m2_to_m8_are_refused_in_the_hand_and_among_the_indicators() -> None:
    assert code("m234p234567s234s5s5") == "sanma_tile"
    assert code(CHUN, dora="m5") == "sanma_tile"
    assert code(CHUN, riichi=True, dora="p1", ura="m8") == "sanma_tile"


def test_a_chi_is_refused() -> None:
    assert code("p567s234s5z777s5", "p2-34") == "sanma_chi"


def test_north_has_no_seat() -> None:
    assert code(CHUN, seat=3) == "bad_seat"
    assert code(CHUN, round_wind=3) == "bad_seat"
    # South's ron marked '=' names the seat opposite: North's, empty
    assert code("p234567s234s5z777s5=") == "bad_seat"
    # a pon called from North ('=' for South)
    assert code("p234567s2345s5+", "z777=") == "bad_seat"
    # West's round exists in three-player play (West entry)
    assert run(CHUN, round_wind=2).best.han == 2


# --- kita ------------------------------------------------------------------------------


def test_kita_are_dora_and_an_indicator_showing_north_counts_them_again() -> None:
    # CHUN by tsumo (menzen tsumo + chun 2 han, 40 fu as above) with 2 kita: +2; West
    # indicator shows North: +1 per kita = +2 dora; 6 han: haneman 3000.
    result = run(CHUN, kita=2, dora="z3")
    assert han_of(result) == {"menzen_tsumo": 1, "yakuhai_chun": 1, "kita": 2, "dora": 2}
    assert result.best.basic == 3000
    # tsumo loss: East 6000, West 3000; North's 3000 lost
    assert result.settlement.net == (-6000, 9000, -3000)


def test_kita_count_with_ura_dora() -> None:
    # riichi + menzen tsumo + chun = 3 han; 1 kita +1; dora s9 shows s1 (none held); ura
    # z3 (West) shows North: +1 for the kita, and the hand holds no North: 5 han = mangan.
    result = run(CHUN, kita=1, riichi=True, dora="s9", ura="z3")
    assert han_of(result) == {"riichi": 1, "menzen_tsumo": 1, "yakuhai_chun": 1, "kita": 1,
                              "ura_dora": 1}
    assert result.best.basic == 2000
    # without riichi no ura: the kita's own dora only (3 han 40 fu: 1280)
    assert run(CHUN, kita=1, dora="s9").best.basic == 1280


def test_kita_never_make_a_yaku_and_are_nothing_on_a_yakuman() -> None:
    # an open hand with no yaku: p234 p567 s234 s55 + s999 pon; kita do not help
    assert code("p234567s2345s5+", "s999+", kita=3) == "no_yaku"
    # thirteen orphans (single wait on z1, z7 the pair) with kita: one yakuman, no dora
    result = run("m19p19s19z2345677z1+", kita=1, dora="z3")
    assert result.best.yakuman == 1 and [h.id for h in result.best.yaku] == ["kokushi"]


def test_a_win_on_the_tile_drawn_after_a_kita_is_rinshan() -> None:
    # riichi.wiki "Sanma": a win on the replacement tile after a kita is rinshan; without
    # a kan or a kita there is no replacement tile
    assert han_of(run(CHUN, kita=1, rinshan=True)) == {
        "menzen_tsumo": 1, "yakuhai_chun": 1, "rinshan": 1, "kita": 1}
    assert code(CHUN, rinshan=True) == "contradictory_flags"


def test_a_fifth_north_counting_the_kita_and_kita_limits() -> None:
    assert code("p234567s234z444s5s5", kita=2) == "fifth_tile"
    assert code(CHUN, kita=5) == "bad_kita"
    assert code(CHUN, rules=Rules("tenhou"), kita=1) == "bad_kita"


# --- North ---------------------------------------------------------------------------


def test_a_north_pair_gives_no_fu_and_a_north_pon_no_han() -> None:
    # South: p234 p567 s234 z777 + North pair, win z4 by ron from West (tanki):
    # 20 + chun 8 + tanki 2 + closed ron 10 = 40 fu; chun 1 han (North is no one's wind)
    result = run("p234567s234z777z4z4+")
    assert result.best.fu == 40 and han_of(result) == {"yakuhai_chun": 1}
    # under north_yakuhai the pair is 2 fu more: 42 -> 50 fu
    valued = run("p234567s234z777z4z4+", rules=TENHOU3.changed({"north_yakuhai": True}))
    assert valued.best.fu == 50
    assert any(item.code == "pair_north" for item in valued.best.fu_items)


# --- payments --------------------------------------------------------------------------


@pytest.mark.parametrize(("rules", "net"), [
    # non-dealer mangan tsumo: East 4000, West 2000 (North's 2000 lost) / split: +1000 each
    (TENHOU3, (-4000, 6000, -2000)),
    (SPLIT3, (-5000, 8000, -3000)),
])
def test_non_dealer_tsumo_loss_and_split(rules: Rules, net: tuple[int, ...]) -> None:
    # riichi + menzen tsumo + chun + 2 kita = 5 han: mangan 2000.
    result = run(CHUN, rules=rules, riichi=True, kita=2)
    assert result.best.basic == 2000
    assert result.settlement.net == net


@pytest.mark.parametrize(("rules", "net"), [
    # dealer mangan tsumo: 4000 from each of two (8000; North's 4000 lost) / split: each
    # adds half of North's 4000: 6000 each, 12000 = a dealer mangan ron
    (TENHOU3, (8000, -4000, -4000)),
    (SPLIT3, (12000, -6000, -6000)),
])
def test_dealer_tsumo_loss_and_split(rules: Rules, net: tuple[int, ...]) -> None:
    result = run(CHUN, rules=rules, seat=0, riichi=True, kita=2)
    assert result.settlement.net == net


def test_honba_on_tenhou_three_player() -> None:
    # CHUN ron from West: chun 1 han 40 fu = 1300; 2 honba at 200 = 400 from West
    assert run("p234567s234s5z777s5+", honba=2).settlement.net == (0, 1700, -1700)
    # CHUN tsumo (2 han 40 fu: East 1300, West 700) + 2 honba: 100 x 2 from each payer
    assert run(CHUN, honba=2).settlement.net == (-1500, 2400, -900)


def test_a_yakuman_with_pao() -> None:
    # South's daisangen: white from East ('-'), green and red from West ('+'): West fed
    # the third dragon set. Tsumo: West pays it all, 8000 x 4 = 32000, East nothing.
    tsumo = run("p234s5s5", "z555-,z666+,z777+")
    assert tsumo.settlement.net == (0, 32000, -32000)
    # Ron on East's s5 ('-'): West and East pay half each, 16000 + 16000
    ron = run("p234s5s5-", "z555-,z666+,z777+")
    assert ron.settlement.net == (-16000, 32000, -16000)


def test_double_ron_for_three() -> None:
    # West discards p5; South and East both win on it. East (dealer, '=' is West for
    # East): p123 s789 z555 z666 + p5 pair (tanki): haku + hatsu 2 han; 20 + 8 + 8 +
    # tanki 2 + closed ron 10 = 48 -> 50 fu: 50 x 16 = 800, x6 = 4800. South ('+' is
    # West): p234 s234 s567 z777 + p5 pair (tanki): chun 1 han 40 fu = 1300.
    result = score_multi_ron([
        (hand("p2345s234567z777p5+"), Situation(seat=1, honba=1)),
        (hand("p123s789z555666p5p5="), Situation(seat=0, honba=1)),
    ], TENHOU3)
    # tenhou: the honba (200) go to the winner nearest West in turn order: East
    assert result.settlement.net == (4800 + 200, 1300, -(4800 + 200 + 1300))


def test_more_than_two_winners_cannot_share_a_discard() -> None:
    with pytest.raises(MjcalcError) as err:
        score_multi_ron([(hand(CHUN[:-2] + "s5+"), Situation(seat=1))] * 3, TENHOU3)
    assert err.value.code == "bad_claims"


# --- draws -----------------------------------------------------------------------------


def test_noten_penalty_for_three() -> None:
    assert settle_draw((True, False, False), rules=TENHOU3).net == (2000, -1000, -1000)
    assert settle_draw((True, True, False), rules=TENHOU3).net == (1000, 1000, -2000)
    assert settle_draw((False,) * 3, rules=TENHOU3).net == (0, 0, 0)


def test_nagashi_for_three() -> None:
    # South's nagashi: a mangan tsumo with tsumo loss (East 4000, West 2000), or split
    assert settle_draw((False,) * 3, nagashi=(1,), rules=TENHOU3).net == (-4000, 6000, -2000)
    assert settle_draw((False,) * 3, nagashi=(1,), rules=SPLIT3).net == (-5000, 8000, -3000)
    with pytest.raises(MjcalcError):
        settle_draw((False,) * 4, rules=TENHOU3)


# --- payments, for any basic points -----------------------------------------------------

FOUR = Rules("tenhou")


@settings(max_examples=examples(60), deadline=None)
@given(basic=st.integers(min_value=24, max_value=800).map(lambda n: n * 10),
       seat=st.integers(min_value=0, max_value=2), honba=st.integers(0, 5))
def test_a_three_player_tsumo_is_the_four_player_one_without_north(
        basic: int, seat: int, honba: int) -> None:
    four = settle((WinClaim(seat, basic, 0, True),), None, honba, 0, FOUR)
    loss = settle((WinClaim(seat, basic, 0, True),), None, honba, 0, TENHOU3)
    # tsumo loss: East, South and West pay what they pay with four players (each 100 a
    # honba: 200 a stick shared by two, 300 by three); North's payment is simply missing
    assert loss.net[:3] == tuple(
        n + (four.net[3] if s == seat else 0) for s, n in enumerate(four.net[:3]))
    split = settle((WinClaim(seat, basic, 0, True),), None, 0, 0, SPLIT3)
    # split: each payer adds half North's share before rounding, so the two pay what a
    # ron would cost, up to each payer's rounding (less than 100 each)
    ron = round_up_100(basic * (6 if seat == 0 else 4))
    assert 0 <= split.net[seat] - basic * (6 if seat == 0 else 4) < 200
    assert split.net[seat] >= ron - 100


def test_three_players_refuse_the_floating_uma_of_four() -> None:
    # JPML's floating uma is a table for four ranks; three players have no such table
    rules = Rules("tenhou-sanma", {"uma": "floating"})
    with pytest.raises(UsageError) as err:
        settle_final((55500, 34500, 15000), 0, rules)
    assert err.value.code == "bad_rule_value"


def test_a_three_player_nagashi_counted_as_a_win_takes_honba_and_sticks() -> None:
    # South's nagashi mangan under tenhou-sanma with nagashi_win: a non-dealer mangan
    # tsumo with tsumo loss (East 4000, West 2000, North's 2000 lost); one honba of 200
    # is 100 from each of the two payers; the riichi stick (1000) goes to South.
    rules = Rules("tenhou-sanma", {"nagashi_win": True})
    result = settle_draw((False, False, False), nagashi=(1,), honba=1, deposits=1,
                         rules=rules)
    assert result.net == (-4100, 7200, -2100)
