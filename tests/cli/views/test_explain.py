"""--explain states limits exactly: the basic points before a cap, the han of a counted
yakuman; thirteen orphans shows no fu (null in JSON)."""

from __future__ import annotations

import json
from collections.abc import Callable

from typer.testing import Result

Run = Callable[..., Result]

# m111 m222 m333 p55 s78 + ron s9: riichi, sanankou = 3 han; fu 20 + 10 closed ron
# + 8 (closed terminal triplet m111) + 4 + 4 (closed simple triplets m222, m333) = 46,
# ron-completed group is the run s789: 50 fu.
TRIPLETS = ["m111222333p55s78", "--ron", "s9+", "--riichi"]


def _explain(run: Run, *args: str) -> str:
    result = run("score", *args, "--explain")
    assert result.exit_code == 0, result.output
    return result.stdout


def test_the_basic_points_before_a_cap(run: Run) -> None:
    # dora s7 (indicator s6) makes 4 han: 50 x 2^6 = 3200, more than mangan's 2000
    out = _explain(run, *TRIPLETS, "--dora", "s6")
    assert "Basic points = fu x 2^(han+2) = 50 x 2^6 = 3200, capped at mangan: 2000." in out


def test_no_limit_shows_the_formula(run: Run) -> None:
    out = _explain(run, *TRIPLETS)
    assert "Basic points = fu x 2^(han+2) = 50 x 2^5 = 1600." in out


def test_kiriage_rounds_up(run: Run) -> None:
    # 30 fu 4 han: 1920, which kiriage mangan counts as a mangan
    out = _explain(run, "m234567p345s2355", "--ron", "s4+", "--riichi", "--dora", "m1",
                   "--rule", "kiriage_mangan=true")
    assert ("= 30 x 2^6 = 1920, rounded up to mangan (kiriage_mangan): 2000." in out)


def test_han_make_the_limit(run: Run) -> None:
    # dora p5 x 2 (indicator p4): riichi, sanankou, dora 2 = 5 han, a mangan by han
    out = _explain(run, *TRIPLETS, "--dora", "p4")
    assert "Basic points: 5 han make mangan: 2000." in out


def test_a_counted_yakuman_says_its_han(run: Run) -> None:
    # m22 33 44 55 66 77 88, tsumo: riichi 1, menzen tsumo 1, pinfu 1, tanyao 1,
    # ryanpeikou 3, chinitsu 6 = 13 han: kazoe yakuman (saki: kazoe=multiple, 1 yakuman)
    out = _explain(run, "m22334455667788", "--riichi")
    assert "The yaku above make 13 han: kazoe yakuman." in out
    assert "Basic points of kazoe yakuman: 8000." in out
    out = _explain(run, "m22334455667788", "--riichi", "--rule", "kazoe=sanbaiman")
    assert "Basic points: 13 han make sanbaiman: 6000." in out


def test_thirteen_orphans_has_no_fu(run: Run) -> None:
    hand = "m19p19s19z1234567m1"
    out = _explain(run, hand)
    assert "no fu are counted" in out
    result = run("score", hand, "-f", "json")
    data = json.loads(result.stdout)
    assert (data["fu"], data["raw_fu"], data["fu_items"]) == (None, None, [])
    assert data["considered"][0]["fu"] is None
