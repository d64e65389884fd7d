"""What a win pays as players call it (grammar.called), and reading a called answer back.

The amounts are worked by hand from seed 000 ("负担额的计算", "场棒"): basic points
fu x 2^(han+2); a ron pays basic x 4 (x 6 for the dealer), a tsumo basic x 1 from each
non-dealer and x 2 from the dealer (x 2 from each when the dealer wins), each rounded up
to 100; honba 300 x sticks on a ron, 100 x sticks from each payer on a tsumo.
"""

from __future__ import annotations

import pytest

from grammar import parse_hand, parse_tile
from grammar.called import ALL, RON, SPLIT, Called, called_text, called_value, parse_called
from scoring import Situation, score
from scoring.hand.score_result import ScoreResult

# m234 m666 p234 s345 p55, m2 drawn: riichi, menzen tsumo, tanyao = 3 han; fu 20 base
# + 2 tsumo + 4 closed simple triplet m666 = 26, rounded to 30. Basic 30 x 2^5 = 960.
TSUMO_HAND = "m34666p23455s345m2"
# m234567 p345 s23 s55 + ron s4: riichi, pinfu, tanyao, dora 1 (indicator m1 -> m2)
# = 4 han, 30 fu closed ron; basic 30 x 2^6 = 1920, x 4 = 7680 -> 7700.
RON_HAND = "m234567p345s2355s4+"


def _tsumo(seat: int, honba: int = 0) -> ScoreResult:
    return score(parse_hand(TSUMO_HAND), Situation(seat=seat, riichi=True, honba=honba))


def _ron(honba: int = 0) -> ScoreResult:
    dora = parse_tile("m1")
    return score(parse_hand(RON_HAND), Situation(seat=1, discarder=2, riichi=True,
                                                 dora_indicators=(dora,), honba=honba))


def test_non_dealer_tsumo_is_called_others_then_dealer() -> None:
    result = _tsumo(seat=1)
    assert (result.best.fu, result.best.han) == (30, 3)
    # 960 -> 1000 from each non-dealer, 1920 -> 2000 from the dealer
    assert called_value(result) == Called(SPLIT, (1000, 2000))
    assert called_text(result) == "1000/2000"


def test_dealer_tsumo_is_called_all() -> None:
    # 960 x 2 = 1920 -> 2000 from each of the three
    assert called_text(_tsumo(seat=0)) == "2000 all"


def test_ron_is_one_amount() -> None:
    result = _ron()
    assert (result.best.fu, result.best.han) == (30, 4)
    assert called_text(result) == "7700"
    assert called_value(result) == Called(RON, (7700,))


def test_honba_are_in_the_amounts_and_named() -> None:
    # tsumo: 100 per stick from each payer; ron: 300 per stick from the discarder
    assert called_text(_tsumo(seat=1, honba=2)) == "1200/2200 (2 honba)"
    assert called_text(_tsumo(seat=1, honba=1)) == "1100/2100 (1 honba)"
    assert called_text(_tsumo(seat=0, honba=2)) == "2200 all (2 honba)"
    assert called_text(_ron(honba=2)) == "8300 (7700 + 2 honba)"
    # called_value without honba is the hand's own value, whatever the table holds
    assert called_value(_ron(honba=2)) == Called(RON, (7700,))


def test_limit_hands_round_nothing() -> None:
    # indicator m5: dora m6 x 3 makes 6 han, a haneman, basic 3000: 3000 from each
    # non-dealer and 6000 from the dealer, nothing to round
    dora = parse_tile("m5")
    result = score(parse_hand(TSUMO_HAND),
                   Situation(seat=1, riichi=True, dora_indicators=(dora,)))
    assert result.best.limit == "haneman"
    assert called_text(result) == "3000/6000"


@pytest.mark.parametrize(("typed", "expected"), [
    ("7700", Called(RON, (7700,))),
    (" 7,700 ", Called(RON, (7700,))),
    ("1000/2000", Called(SPLIT, (1000, 2000))),
    ("1000-2000", Called(SPLIT, (1000, 2000))),
    ("1000 / 2000", Called(SPLIT, (1000, 2000))),
    ("2000/1000", Called(SPLIT, (1000, 2000))),
    ("１０００／２０００", Called(SPLIT, (1000, 2000))),
    ("2000 all", Called(ALL, (2000,))),
    ("2000 ALL", Called(ALL, (2000,))),
    ("2000all", Called(ALL, (2000,))),
    ("2000オール", Called(ALL, (2000,))),
    ("２０００ｵｰﾙ", Called(ALL, (2000,))),
])
def test_parse_called(typed: str, expected: Called) -> None:
    assert parse_called(typed) == expected


@pytest.mark.parametrize("typed", ["", "all", "1000/", "7700 points", "1000/2000/4000",
                                   "-7700", "2000 each"])
def test_parse_called_refuses_other_text(typed: str) -> None:
    with pytest.raises(ValueError, match="not a called amount"):
        parse_called(typed)


def test_a_typed_answer_compares_with_the_result() -> None:
    assert parse_called("1000-2000") == called_value(_tsumo(seat=1))
    assert parse_called("2000オール") == called_value(_tsumo(seat=0))
    assert parse_called("7700") == called_value(_ron())
    assert parse_called("2000 all") != called_value(_tsumo(seat=1))
    assert parse_called("1000/2000") != called_value(_ron())


def test_three_players_are_called_as_they_pay() -> None:
    # p123456789 s1 z777, s1 drawn by South (tenhou-sanma): menzen tsumo 1, chun 1, ittsu
    # 2 = 4 han; fu 20 + 2 tsumo + 8 closed honor triplet + 2 tanki = 32 -> 40:
    # 40 x 2^6 = 2560, a mangan, 2000 basic. The dealer pays 4000, West 2000; North's
    # 2000 is lost (tsumo loss) or split, 1000 to each payer (北家折半). One honba: a
    # 200 stick (Tenhou three-player), 100 from each of the two payers.
    from scoring.rules import Rules

    hand = parse_hand("p123456789s1z777s1")
    for mode, called in (("loss", "2100/4100"), ("north_split", "3100/5100")):
        rules = Rules("tenhou-sanma").changed({"sanma_tsumo": mode})
        result = score(hand, Situation(seat=1, honba=1), rules)
        assert result.best.basic == 2000
        assert called_text(result) == f"{called} (1 honba)", mode
