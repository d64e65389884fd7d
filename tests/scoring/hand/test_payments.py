"""Payments of a win, worked by hand from seed 000 (负担额的计算, 包) and seed 001.

Reminders used below: ron = basic x 6 (dealer winner) or x 4, rounded up to 100; tsumo =
basic x 2 from the dealer (or from everyone when the dealer wins) and basic x 1 from the
others, each rounded up to 100; honba 300 per stick on a ron, 100 from each on a tsumo;
deposits 1000 each from the table. Basic points: fu x 2^(han + 2), mangan 2000,
yakuman 8000 each.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from properties import examples

from scoring.errors import ScoringError, UsageError
from scoring.hand.payments import WinClaim, round_up_100, settle, settle_one, settled_claims
from scoring.hand.results import Settlement
from scoring.rules import Rules

SAKI = Rules("saki")
MAJIANG = Rules("majiang")
TENHOU = Rules("tenhou")


def ron(seat: int, basic: int, yakuman: int = 0, pao: int | None = None,
        pao_yakuman: int = 0) -> WinClaim:
    return WinClaim(seat, basic, yakuman, False, pao, pao_yakuman)


def tsumo(seat: int, basic: int, yakuman: int = 0, pao: int | None = None,
          pao_yakuman: int = 0) -> WinClaim:
    return WinClaim(seat, basic, yakuman, True, pao, pao_yakuman)


def items(s: Settlement) -> Counter[tuple[int | None, int, str]]:
    """Payments summed by (payer, payee, part)."""
    out: Counter[tuple[int | None, int, str]] = Counter()
    for p in s.payments:
        out[(p.payer, p.payee, p.part)] += p.amount
    return out


# --- rounding ---------------------------------------------------------------------------

@pytest.mark.parametrize(("points", "rounded"), [
    (0, 0), (1, 100), (99, 100), (100, 100), (101, 200), (7680, 7700), (11520, 11600),
])
def test_round_up_100(points: int, rounded: int) -> None:
    assert round_up_100(points) == rounded


# --- one winner, ron --------------------------------------------------------------------

@pytest.mark.parametrize(("seat", "discarder", "basic", "net"), [
    # 30 fu 4 han: 30 x 2^6 = 1920; non-dealer 1920 x 4 = 7680 -> 7700.
    (1, 2, 1920, (0, 7700, -7700, 0)),
    # the same for the dealer: 1920 x 6 = 11520 -> 11600.
    (0, 3, 1920, (11600, 0, 0, -11600)),
    # 30 fu 1 han: 240 x 4 = 960 -> 1000; dealer 240 x 6 = 1440 -> 1500.
    (2, 0, 240, (-1000, 0, 1000, 0)),
    (0, 1, 240, (1500, -1500, 0, 0)),
    # 30 fu 3 han: 960 x 4 = 3840 -> 3900.
    (3, 1, 960, (0, -3900, 0, 3900)),
    # mangan: 2000 x 4 = 8000, dealer 2000 x 6 = 12000.
    (1, 0, 2000, (-8000, 8000, 0, 0)),
    (0, 2, 2000, (12000, 0, -12000, 0)),
    # double yakuman for the dealer: 16000 x 6 = 96000.
    (0, 1, 16000, (96000, -96000, 0, 0)),
])
def test_single_ron(seat: int, discarder: int, basic: int,
                    net: tuple[int, int, int, int]) -> None:
    s = settle([ron(seat, basic, 2 if basic == 16000 else 0)], discarder, 0, 0, SAKI)
    assert s.net == net
    assert not s.abortive_draw
    # A plain ron is one payment, basic, from the discarder.
    assert [(p.payer, p.payee, p.part) for p in s.payments] == [(discarder, seat, "basic")]


def test_ron_with_honba_and_deposits_itemized() -> None:
    # Non-dealer mangan ron, 3 honba, 2 deposits: 8000 basic + 900 honba from the
    # discarder, 2000 from the table.
    s = settle([ron(1, 2000)], 3, 3, 2, SAKI)
    assert items(s) == {(3, 1, "basic"): 8000, (3, 1, "honba"): 900,
                        (None, 1, "deposits"): 2000}
    assert s.net == (0, 10900, 0, -8900)


def test_dealer_ron_with_honba_and_deposits() -> None:
    # Dealer mangan 12000 + 1 honba 300 + 2 sticks 2000.
    s = settle([ron(0, 2000)], 2, 1, 2, SAKI)
    assert s.net == (14300, 0, -12300, 0)


# --- one winner, tsumo ------------------------------------------------------------------

@pytest.mark.parametrize(("seat", "basic", "net"), [
    # 30 fu 1 han non-dealer: dealer 480 -> 500, others 240 -> 300: 1100 in all.
    (1, 240, (-500, 1100, -300, -300)),
    # 30 fu 1 han dealer: 480 -> 500 from each: 1500.
    (0, 240, (1500, -500, -500, -500)),
    # 20 fu 2 han (pinfu tsumo) non-dealer: 320 x 2 = 640 -> 700, 320 -> 400: 1500.
    (2, 320, (-700, -400, 1500, -400)),
    # 20 fu 2 han dealer: 700 all = 2100.
    (0, 320, (2100, -700, -700, -700)),
    # 25 fu 2 han (chiitoitsu) non-dealer: 25 x 16 = 400 -> dealer 800, others 400.
    (3, 400, (-800, -400, -400, 1600)),
    # 40 fu 1 han non-dealer: 320 -> 700 / 400 (rounded per payer, not on the total).
    (1, 320, (-700, 1500, -400, -400)),
    # mangan non-dealer 4000/2000, dealer 4000 all.
    (2, 2000, (-4000, -2000, 8000, -2000)),
    (0, 2000, (12000, -4000, -4000, -4000)),
    # yakuman non-dealer 16000/8000.
    (1, 8000, (-16000, 32000, -8000, -8000)),
])
def test_single_tsumo(seat: int, basic: int, net: tuple[int, int, int, int]) -> None:
    s = settle([tsumo(seat, basic, 1 if basic == 8000 else 0)], None, 0, 0, SAKI)
    assert s.net == net
    assert all(p.part == "basic" for p in s.payments)
    assert len(s.payments) == 3


def test_seed_002_hule_record() -> None:
    # Seed 002: North (3) tsumo m78p405667s34577m9, 20 fu 5 han = mangan, fenpei
    # [-4200, -2200, -2200, 9600]: 4000/2000 + 2 honba (200 from each) + 1 deposit.
    s = settle([tsumo(3, 2000)], None, 2, 1, SAKI)
    assert s.net == (-4200, -2200, -2200, 9600)


def test_dealer_tsumo_with_honba() -> None:
    # 4000 all + 100 each for 1 honba.
    s = settle([tsumo(0, 2000)], None, 1, 0, SAKI)
    assert items(s) == {(1, 0, "basic"): 4000, (2, 0, "basic"): 4000, (3, 0, "basic"): 4000,
                        (1, 0, "honba"): 100, (2, 0, "honba"): 100, (3, 0, "honba"): 100}
    assert s.net == (12300, -4100, -4100, -4100)


def test_tsumo_deposits_go_to_winner() -> None:
    # 30 fu 2 han non-dealer: 480 -> 1000 / 500; 3 sticks from the table.
    s = settle([tsumo(2, 480)], None, 0, 3, SAKI)
    assert s.net == (-1000, -500, 5000, -500)
    assert sum(s.net) == 3000


# --- pao, one winner --------------------------------------------------------------------

def test_pao_tsumo_whole_saki() -> None:
    # Daisangen by South (1), liable East (0), tsumo, 2 honba, 1 deposit. Saki: the liable
    # player pays everything: 8000 x 4 = 32000 and 300 x 2 = 600 honba.
    s = settle([tsumo(1, 8000, 1, pao=0, pao_yakuman=1)], None, 2, 1, SAKI)
    assert items(s) == {(0, 1, "pao"): 32000, (0, 1, "honba"): 600,
                        (None, 1, "deposits"): 1000}
    # majiang-core gives the same fenpei for this hand: [-32600, 33600, 0, 0].
    assert s.net == (-32600, 33600, 0, 0)


def test_pao_ron_split_saki() -> None:
    # Daisangen by South (1) on North's (3) discard, liable East (0), 1 honba.
    # Saki: half each of 32000 and of 300.
    s = settle([ron(1, 8000, 1, pao=0, pao_yakuman=1)], 3, 1, 0, SAKI)
    assert items(s) == {(0, 1, "pao"): 16000, (3, 1, "basic"): 16000,
                        (0, 1, "honba"): 150, (3, 1, "honba"): 150}
    assert s.net == (-16150, 32300, 0, -16150)


def test_pao_ron_honba_discarder() -> None:
    # The same with pao_ron_honba=discarder: 16000 each, the 300 honba from the discarder.
    rules = SAKI.changed({"pao_ron_honba": "discarder"})
    s = settle([ron(1, 8000, 1, pao=0, pao_yakuman=1)], 3, 1, 0, rules)
    # majiang-core: [-16000, 32300, 0, -16300].
    assert s.net == (-16000, 32300, 0, -16300)


def test_pao_dealer_ron_split() -> None:
    # Dealer daisangen on West's (2) discard, liable North (3), 1 honba:
    # 8000 x 6 = 48000 -> 24000 each; 300 -> 150 each.
    s = settle([ron(0, 8000, 1, pao=3, pao_yakuman=1)], 2, 1, 0, SAKI)
    assert s.net == (48300, 0, -24150, -24150)


def test_pao_dealer_ron_majiang() -> None:
    # majiang preset (honba to the discarder): [48300, 0, -24300, -24000].
    s = settle([ron(0, 8000, 1, pao=3, pao_yakuman=1)], 2, 1, 0, MAJIANG)
    assert s.net == (48300, 0, -24300, -24000)


def test_pao_liable_is_discarder() -> None:
    # The liable player deals in: it pays both halves (16000 pao + 16000 basic) and both
    # halves of the 300 honba.
    s = settle([ron(1, 8000, 1, pao=0, pao_yakuman=1)], 0, 1, 0, SAKI)
    assert s.net == (-32300, 32300, 0, 0)


def test_pao_whole_scope_double_yakuman_tsumo() -> None:
    # Daisangen + tsuuiisou (2 yakuman, basic 16000) by South, liable East fed the
    # daisangen. Saki whole: the liable player pays 16000 x 4 = 64000 and 600 honba.
    s = settle([tsumo(1, 16000, 2, pao=0, pao_yakuman=1)], None, 2, 1, SAKI)
    assert s.net == (-64600, 65600, 0, 0)


def test_pao_liable_yakuman_tsumo() -> None:
    # Same hand, majiang-core (liable_yakuman): the liable player pays the daisangen alone,
    # 8000 x 4 = 32000; the tsuuiisou (8000 basic) is an ordinary tsumo: dealer (the liable
    # player here) 16000, the others 8000, plus 200 honba from each, plus the stick.
    # Winner: 32000 + 32000 + 600 + 1000 = 65600 (majiang-core: [-48200,65600,-8200,-8200]).
    s = settle([tsumo(1, 16000, 2, pao=0, pao_yakuman=1)], None, 2, 1, MAJIANG)
    assert items(s)[(0, 1, "pao")] == 32000
    assert items(s)[(0, 1, "basic")] == 16000
    assert s.net == (-48200, 65600, -8200, -8200)


def test_pao_liable_yakuman_dealer_tsumo() -> None:
    # Dealer daisangen + tsuuiisou, liable North: 8000 x 6 = 48000 from North, then
    # 8000 x 2 = 16000 all + 100 honba each. majiang-core: [96300,-16100,-16100,-64100].
    s = settle([tsumo(0, 16000, 2, pao=3, pao_yakuman=1)], None, 1, 0, MAJIANG)
    assert s.net == (96300, -16100, -16100, -64100)


def test_pao_liable_yakuman_ron() -> None:
    # Same non-dealer double yakuman by ron from North, liable East: the liable part
    # 8000 / 2 = 4000 basic -> 16000 from East; the discarder pays (16000 - 4000) x 4 =
    # 48000 and the 300 honba. majiang-core: [-16000, 64300, 0, -48300].
    s = settle([ron(1, 16000, 2, pao=0, pao_yakuman=1)], 3, 1, 0, MAJIANG)
    assert s.net == (-16000, 64300, 0, -48300)


def test_pao_liable_yakuman_ron_split_honba() -> None:
    # As above with pao_ron_honba=split: the 300 honba 150 / 150.
    rules = MAJIANG.changed({"pao_ron_honba": "split"})
    s = settle([ron(1, 16000, 2, pao=0, pao_yakuman=1)], 3, 1, 0, rules)
    assert s.net == (-16150, 64300, 0, -48150)


def test_pao_whole_scope_ron_double_yakuman() -> None:
    # Saki whole: 16000 x 4 = 64000 shared 32000 / 32000, honba 150 / 150.
    s = settle([ron(1, 16000, 2, pao=0, pao_yakuman=1)], 3, 1, 0, SAKI)
    assert s.net == (-32150, 64300, 0, -32150)


def test_pao_liable_for_all_yakuman_pays_honba_on_tsumo() -> None:
    # Majiang double daisuushii (basic 16000, the liable player fed both yakuman) by West,
    # liable South: whole amount 64000 and the honba 300 from South alone.
    s = settle([tsumo(2, 16000, 2, pao=1, pao_yakuman=2)], None, 1, 0, MAJIANG)
    assert items(s) == {(1, 2, "pao"): 64000, (1, 2, "honba"): 300}
    assert s.net == (0, -64300, 64300, 0)


def test_pao_weight_capped_by_hand() -> None:
    # A double daisuushii counted as one yakuman (yakuman stacking off): the liable weight
    # 2 is capped at the hand's 1 (majiang-core: min(weight, yakuman)): 8000 x 4 = 32000.
    s = settle([tsumo(2, 8000, 1, pao=1, pao_yakuman=2)], None, 0, 0, MAJIANG)
    assert s.net == (0, -32000, 32000, 0)


def test_pao_yakuman_unknown_means_whole() -> None:
    # pao_yakuman=0 with a pao seat: the liable player answers for the whole hand even
    # under liable_yakuman.
    s = settle([tsumo(1, 16000, 2, pao=0)], None, 0, 0, MAJIANG)
    assert s.net == (-64000, 64000, 0, 0)


def test_tenhou_pao_ron() -> None:
    # Tenhou preset: whole scope, honba from the discarder. Non-dealer daisangen +
    # tsuuiisou on West's discard, liable North: 64000 -> 32000 each, +300 from West.
    s = settle([ron(1, 16000, 2, pao=3, pao_yakuman=1)], 2, 1, 0, TENHOU)
    assert s.net == (0, 64300, -32300, -32000)


# --- several winners --------------------------------------------------------------------

def _double(rules: Rules) -> Settlement:
    # East (0) deals into South (1, mangan 8000) and North (3, 30 fu 2 han: 480 x 4 =
    # 1920 -> 2000), 2 honba (600 in all), 2 sticks.
    return settle([ron(3, 480), ron(1, 2000)], 0, 2, 2, rules)


def test_double_ron_split() -> None:
    # Split: 600 / 2 = 300 to each winner; sticks to South, the nearest (0 -> 1).
    s = _double(SAKI)
    assert s.net == (-10600, 10300, 0, 2300)
    assert items(s)[(None, 1, "deposits")] == 2000


def test_double_ron_each() -> None:
    # Each: 600 to each winner.
    s = _double(SAKI.changed({"multi_ron_honba": "each"}))
    assert s.net == (-11200, 10600, 0, 2600)


def test_double_ron_first() -> None:
    # First: all 600 to South.
    s = _double(SAKI.changed({"multi_ron_honba": "first"}))
    assert s.net == (-10600, 10600, 0, 2000)


def test_double_ron_nearest_wraps_around() -> None:
    # West (2) deals in; winners East (0) and South (1). Turn order after West: North,
    # East, South, so East is nearest: it takes the stick and, under 'first', the honba.
    rules = SAKI.changed({"multi_ron_honba": "first"})
    s = settle([ron(1, 2000), ron(0, 2000)], 2, 1, 1, rules)
    # East: 12000 + 300 + 1000; South: 8000.
    assert s.net == (13300, 8000, -20300, 0)
    assert [c.seat for c in settled_claims([ron(1, 2000), ron(0, 2000)], 2, rules)] == [0, 1]


def test_double_ron_head_bump() -> None:
    # Head bump: only the nearest winner (South after East) is paid, with all honba/sticks.
    rules = SAKI.changed({"double_ron": "head_bump"})
    s = _double(rules)
    assert s.net == (-8600, 10600, 0, 0)


def test_double_ron_with_pao_on_one_winner_saki() -> None:
    # West (2) deals into North (3: daisangen, liable South 1) and East (0: mangan 12000);
    # 1 honba, 1 stick. Split honba: 150 each; North's 150 is split again by pao (75/75).
    s = settle([ron(0, 2000), ron(3, 8000, 1, pao=1, pao_yakuman=1)], 2, 1, 1, SAKI)
    assert items(s) == {
        (1, 3, "pao"): 16000, (2, 3, "basic"): 16000,
        (1, 3, "honba"): 75, (2, 3, "honba"): 75,
        (None, 3, "deposits"): 1000,
        (2, 0, "basic"): 12000, (2, 0, "honba"): 150,
    }
    assert s.net == (12150, -16075, -28225, 33150)


def test_double_ron_with_pao_majiang() -> None:
    # The same under majiang: honba all to the nearest (North), pao honba from the
    # discarder; East gets only its 12000.
    s = settle([ron(0, 2000), ron(3, 8000, 1, pao=1, pao_yakuman=1)], 2, 1, 1, MAJIANG)
    assert s.net == (12000, -16000, -28300, 33300)


def test_double_ron_deposits_only() -> None:
    # North (3) deals into South (1) and West (2), each 30 fu 1 han (1000), 0 honba,
    # 3 sticks. After North come East, South, West: South (distance 2) is nearer than
    # West (distance 3) and takes the 3000.
    s = settle([ron(2, 240), ron(1, 240)], 3, 0, 3, SAKI)
    assert items(s)[(None, 1, "deposits")] == 3000
    assert s.net == (0, 4000, 1000, -2000)


def test_triple_ron_draw() -> None:
    claims = [ron(1, 2000), ron(2, 2000), ron(3, 2000)]
    s = settle(claims, 0, 2, 1, SAKI)
    assert s.abortive_draw
    assert s.payments == ()
    assert s.net == (0, 0, 0, 0)
    assert settled_claims(claims, 0, SAKI) == ()


def test_triple_ron_settled_split() -> None:
    # East deals into South, West and North, each 30 fu 1 han (1000); 1 honba: 300 / 3 =
    # 100 each; 1 stick to South.
    rules = SAKI.changed({"triple_ron": "settled"})
    s = settle([ron(3, 240), ron(2, 240), ron(1, 240)], 0, 1, 1, rules)
    assert s.net == (-3300, 2100, 1100, 1100)


def test_triple_ron_settled_each() -> None:
    # Each winner 300: East pays 3000 + 900.
    rules = SAKI.changed({"triple_ron": "settled", "multi_ron_honba": "each"})
    s = settle([ron(3, 240), ron(2, 240), ron(1, 240)], 0, 1, 0, rules)
    assert s.net == (-3900, 1300, 1300, 1300)


def test_triple_ron_head_bump() -> None:
    # Head bump: only South (nearest East) is paid: 1000 + 300 + 1000.
    rules = SAKI.changed({"triple_ron": "head_bump"})
    s = settle([ron(3, 240), ron(2, 240), ron(1, 240)], 0, 1, 1, rules)
    assert s.net == (-1300, 2300, 0, 0)


# --- bad input --------------------------------------------------------------------------

@pytest.mark.parametrize(("claims", "discarder"), [
    ([], 0),                                   # nobody won
    ([tsumo(1, 2000)], 2),                     # a tsumo has no discarder
    ([tsumo(1, 2000), tsumo(2, 2000)], None),  # two tsumo
    ([ron(1, 2000), tsumo(2, 2000)], 0),       # ron and tsumo mixed
    ([ron(1, 2000)], None),                    # a ron needs a discarder
    ([ron(1, 2000)], 1),                       # winning on one's own discard
    ([ron(1, 2000), ron(1, 1000)], 0),         # the same seat twice
    ([ron(4, 2000)], 0),                       # no seat 4
    ([ron(1, 2000)], 5),                       # no seat 5
    ([ron(1, 0)], 0),                          # no points
])
def test_bad_claims(claims: list[WinClaim], discarder: int | None) -> None:
    with pytest.raises(UsageError):
        settle(claims, discarder, 0, 0, SAKI)


def test_negative_sticks() -> None:
    with pytest.raises(UsageError):
        settle([ron(1, 2000)], 0, -1, 0, SAKI)


@pytest.mark.parametrize("claim", [
    ron(1, 8000, 1, pao=1, pao_yakuman=1),  # liable for its own win
    ron(1, 2000, 0, pao=2),                 # pao needs a yakuman
])
def test_bad_pao(claim: WinClaim) -> None:
    with pytest.raises(ScoringError):
        settle([claim], 0, 0, 0, SAKI)


# --- properties -------------------------------------------------------------------------

BASICS = st.sampled_from([240, 320, 400, 480, 640, 960, 1280, 1920, 2000, 3000, 4000, 6000])


@st.composite
def hands(draw: st.DrawFn) -> tuple[list[WinClaim], int | None]:
    """One tsumo or 1-3 rons, with random limits, yakuman and pao."""

    def claim(seat: int, is_tsumo: bool, others: list[int]) -> WinClaim:
        yakuman = draw(st.integers(0, 3))
        if yakuman:
            pao = draw(st.sampled_from([None, *others]))
            weight = draw(st.integers(0, yakuman)) if pao is not None else 0
            return WinClaim(seat, 8000 * yakuman, yakuman, is_tsumo, pao, weight)
        return WinClaim(seat, draw(BASICS), 0, is_tsumo)

    if draw(st.booleans()):
        seat = draw(st.integers(0, 3))
        return [claim(seat, True, [s for s in range(4) if s != seat])], None
    discarder = draw(st.integers(0, 3))
    others = [s for s in range(4) if s != discarder]
    winners = draw(st.lists(st.sampled_from(others), min_size=1, max_size=3, unique=True))
    return [claim(w, False, [s for s in range(4) if s != w]) for w in winners], discarder


RULES = st.builds(
    lambda scope, honba_mode, pao_honba, triple, double: SAKI.changed({
        "pao_scope": scope, "multi_ron_honba": honba_mode, "pao_ron_honba": pao_honba,
        "triple_ron": triple, "double_ron": double}),
    st.sampled_from(["whole", "liable_yakuman"]),
    st.sampled_from(["split", "each", "first"]),
    st.sampled_from(["split", "discarder"]),
    st.sampled_from(["draw", "settled", "head_bump"]),
    st.sampled_from(["settled", "head_bump"]),
)


@settings(max_examples=examples(300), deadline=None)
@given(hands(), st.integers(0, 8), st.integers(0, 6), RULES)
def test_money_is_conserved(hand: tuple[list[WinClaim], int | None], honba: int,
                            deposits: int, rules: Rules) -> None:
    claims, discarder = hand
    s = settle(claims, discarder, honba, deposits, rules)
    if s.abortive_draw:
        assert len(claims) == 3 and s.net == (0, 0, 0, 0) and not s.payments
        return
    # Only the table's sticks come from outside the four seats.
    assert sum(s.net) == 1000 * deposits
    for p in s.payments:
        assert p.amount > 0
        assert p.payer != p.payee
        if p.part in ("basic", "pao"):
            assert p.amount % 100 == 0
        assert (p.payer is None) == (p.part == "deposits")
    received = Counter[int]()
    for p in s.payments:
        received[p.payee] += p.amount
    # Every paid winner receives at least a ron's worth of its basic points: x4 at least.
    for c in claims:
        if received[c.seat]:
            assert received[c.seat] >= 4 * c.basic
    # Without pao, nobody but the discarder pays on a ron.
    if discarder is not None and all(c.pao_seat is None for c in claims):
        assert {p.payer for p in s.payments} <= {discarder, None}


# --- settle_one: the scorer's fast path for one winner without pao ------------------------

def test_settle_one_ron_worked() -> None:
    # South (1) deals in to West (2): 30 fu 3 han, basic 960; x4 = 3840 -> 3900;
    # 2 honba = 600 from the discarder; 1 deposit = 1000 from the table.
    s = settle_one(2, 960, False, 1, 2, 1)
    assert items(s) == Counter({(1, 2, "basic"): 3900, (1, 2, "honba"): 600,
                                (None, 2, "deposits"): 1000})
    assert s.net == (0, -4500, 5500, 0)


def test_settle_one_dealer_tsumo_worked() -> None:
    # East tsumo, basic 1280 (40 fu 3 han): x2 = 2560 -> 2600 from each; 1 honba: 100 each.
    s = settle_one(0, 1280, True, None, 1, 0)
    assert [(p.payer, p.amount, p.part) for p in s.payments] == [
        (1, 2600, "basic"), (2, 2600, "basic"), (3, 2600, "basic"),
        (1, 100, "honba"), (2, 100, "honba"), (3, 100, "honba")]
    assert s.net == (8100, -2700, -2700, -2700)


@settings(max_examples=examples(300), deadline=None)
@given(st.integers(0, 3), st.integers(0, 3), st.booleans(),
       st.one_of(BASICS, st.integers(1, 3).map(lambda n: 8000 * n), st.integers(1, 9999)),
       st.integers(0, 12), st.integers(0, 9))
def test_settle_one_is_settle_of_one_claim(seat: int, discarder: int, is_tsumo: bool,
                                           basic: int, honba: int, deposits: int) -> None:
    # the same payments, in the same order, as the general settle() (worked above)
    if not is_tsumo and discarder == seat:
        discarder = (seat + 1) % 4
    dealt_in = None if is_tsumo else discarder
    for rules in (SAKI, MAJIANG, TENHOU):
        assert settle_one(seat, basic, is_tsumo, dealt_in, honba, deposits) == settle(
            [WinClaim(seat, basic, 0, is_tsumo)], dealt_in, honba, deposits, rules)


@pytest.mark.parametrize(("honba", "deposits"), [
    (0, 4096), (1, 0), (4095, 4095), (4096, 0), (0, 4097), (10**6, 3), (3, 10**6)])
def test_settle_one_with_many_sticks_is_settle(honba: int, deposits: int) -> None:
    # settle_one remembers its results by its arguments packed into one number: sticks
    # past what packs (4096 here, honba 1 and deposits 4096 would meet) are settled anew,
    # and each of these pairs is asked for before and after the others
    for _ in range(2):
        for seat, tsumo, dealt_in in ((1, False, 0), (0, True, None)):
            assert settle_one(seat, 2000, tsumo, dealt_in, honba, deposits) == settle(
                [WinClaim(seat, 2000, 0, tsumo)], dealt_in, honba, deposits, SAKI)
