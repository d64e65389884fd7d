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
