"""Reading a learner's typed answers (grammar.answers)."""

from __future__ import annotations

import pytest

from grammar.answers import parse_fu, parse_han, parse_waits, parse_yaku
from scoring.errors import UsageError
from scoring.tiles import Tile


def kinds(*names: str) -> tuple[int, ...]:
    return tuple(sorted(Tile.parse(n).kind for n in names))


@pytest.mark.parametrize("text", ["40", "40fu", " 40 FU ", "40 fu"])
def test_fu(text: str) -> None:
    assert parse_fu(text) == 40


@pytest.mark.parametrize(("text", "value"), [
    ("3", (3, 0)), ("3 han", (3, 0)), ("13HAN", (13, 0)), ("yakuman", (0, 1)),
    ("Double  Yakuman", (0, 2)), ("2x yakuman", (0, 2)), ("2 yakuman", (0, 2))])
def test_han(text: str, value: tuple[int, int]) -> None:
    assert parse_han(text) == value


def test_yaku_in_any_language_any_spelling() -> None:
    assert parse_yaku("Riichi, menzen-tsumo, 平和,tanyao") == (
        "riichi", "menzen_tsumo", "pinfu", "tanyao")
    assert parse_yaku("All Simples; 一发") == ("tanyao", "ippatsu")
    assert parse_yaku("none") == ()
    assert parse_yaku("pinfu, Pinfu") == ("pinfu",)


def test_waits_any_spacing() -> None:
    assert parse_waits("m14") == kinds("m1", "m4")
    assert parse_waits("m1 4m") == kinds("m1", "m4")
    assert parse_waits("m4, m1, p0") == kinds("m1", "m4", "p5")
    assert parse_waits("-") == ()


@pytest.mark.parametrize(("reader", "text"), [
    (parse_fu, "forty"), (parse_fu, "40 han"), (parse_han, "lots"),
    (parse_yaku, "riichi, flying dragon"), (parse_waits, "x9"), (parse_waits, "  ")])
def test_unreadable_answers(reader: object, text: str) -> None:
    with pytest.raises(UsageError) as caught:
        reader(text)  # type: ignore[operator]
    assert caught.value.code == "bad_answer"
    assert "\n" not in caught.value.message


# --- the points as called (grade_points), worked by hand --------------------------------
# South, East round, m13 p456 s789 z111 p99 winning on m2 (kanchan). By tsumo: 20 + 2 tsumo
# + 8 closed honor triplet + 2 kanchan = 32 -> 40 fu; round wind + menzen tsumo = 2 han;
# basic 40 x 2^4 = 640: each non-dealer 640 -> 700, the dealer 1280 -> 1300.
KANCHAN = "m13p456s789z111p99m2"


def result_of(text: str, **situation: object):  # type: ignore[no-untyped-def]
    from grammar import parse_hand
    from scoring.hand.scorer import score
    from scoring.situation import Situation

    return score(parse_hand(text), Situation(**situation))  # type: ignore[arg-type]


def test_points_non_dealer_tsumo() -> None:
    from grammar.answers import grade_points

    result = result_of(KANCHAN)
    for right in ("700/1300", "1300/700", "700-1300"):
        assert grade_points(result, right).correct
    verdict = grade_points(result, "2700")
    assert not verdict.correct and verdict.expected == "700/1300"
    assert "others' share / the dealer's" in verdict.note
    assert "rounded up" in grade_points(result, "640/1280").note


def test_points_honba_left_out() -> None:
    from grammar.answers import grade_points

    # two honba: 100 more from each payer per stick: 900/1500
    result = result_of(KANCHAN, honba=2)
    assert grade_points(result, "900/1500").correct
    verdict = grade_points(result, "700/1300")
    assert not verdict.correct and verdict.expected == "900/1500 (2 honba)"
    assert "2 honba" in verdict.note


def test_points_dealer_tsumo_and_ron() -> None:
    from grammar.answers import grade_points

    # East: z111 is seat and round wind (2 han) + menzen tsumo = 3 han, 40 fu:
    # basic 40 x 2^5 = 1280, each pays 2560 -> 2600 all.
    assert grade_points(result_of(KANCHAN, seat=0), "2600 all").correct
    # South by ron from West: 20 + 10 closed ron + 8 + 2 = 40 fu, round wind 1 han:
    # basic 320 x 4 = 1280 -> 1300; with 1 honba 1600.
    ron = result_of("m13p456s789z111p99m2+")
    assert grade_points(ron, "1300").correct
    assert "rounded up" in grade_points(ron, "1280").note
    assert grade_points(result_of("m13p456s789z111p99m2+", honba=1), "1600").correct


def test_points_over_the_cap() -> None:
    from grammar.answers import grade_points
    from scoring.tiles import Tile

    # dora p9 twice (indicator p8): 4 han 40 fu, 40 x 2^6 = 2560 > 2000: mangan, 2000/4000.
    # Uncapped it would be 2560 -> 2600 from the others, 5120 -> 5200 from the dealer.
    result = result_of(KANCHAN, dora_indicators=(Tile.parse("p8"),))
    assert grade_points(result, "2000/4000").correct
    verdict = grade_points(result, "2600/5200")
    assert not verdict.correct and "over the cap" in verdict.note


def test_points_unreadable() -> None:
    from grammar.answers import grade_points

    with pytest.raises(UsageError) as caught:
        grade_points(result_of(KANCHAN), "mangan")
    assert caught.value.code == "bad_answer"
