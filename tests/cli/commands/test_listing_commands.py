"""`mjcalc table`, `mjcalc yaku` and `mjcalc rules`: values worked from the rules."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from typer.testing import Result

Run = Callable[..., Result]


def _json(run: Run, *args: str) -> Any:
    result = run(*args, "-f", "json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def _cell(rows: list[dict[str, Any]], han: int, fu: int | None) -> dict[str, Any]:
    return next(r for r in rows if r["han"] == han and r["fu"] == fu)


def test_points_table_cells(run: Run) -> None:
    rows = _json(run, "table")["rows"]
    # 30 fu 1 han: basic 240; ron x4 = 960 -> 1000, dealer x6 = 1440 -> 1500; tsumo:
    # 480 -> 500 from the dealer, 240 -> 300 from the others, 500 each to a dealer
    cell = _cell(rows, 1, 30)
    assert cell["basic"] == 240
    assert (cell["non_dealer_ron"], cell["dealer_ron"], cell["dealer_tsumo"]) == (1000, 1500, 500)
    assert cell["non_dealer_tsumo"] == {"dealer": 500, "other": 300}
    # 4 han 30 fu: 1920 basic, no kiriage under saki: 7680 -> 7700, 11520 -> 11600
    cell = _cell(rows, 4, 30)
    assert (cell["basic"], cell["limit"]) == (1920, None)
    assert (cell["non_dealer_ron"], cell["dealer_ron"]) == (7700, 11600)
    # 20 fu is the pinfu tsumo: no ron at 20 fu
    assert _cell(rows, 2, 20)["non_dealer_ron"] is None
    # 5 han is a mangan: 2000 basic, 8000 / 12000
    cell = _cell(rows, 5, None)
    assert (cell["limit"], cell["non_dealer_ron"], cell["dealer_ron"]) == ("mangan", 8000, 12000)


def test_points_table_follows_kiriage(run: Run) -> None:
    rows = _json(run, "table", "--rule", "kiriage_mangan=true")["rows"]
    cell = _cell(rows, 4, 30)
    assert (cell["limit"], cell["non_dealer_ron"], cell["dealer_ron"]) == ("mangan", 8000, 12000)


def test_points_table_text(run: Run) -> None:
    result = run("table")
    assert result.exit_code == 0
    assert "a non-dealer's as others/dealer" in result.stdout
    lines = [line.split() for line in result.stdout.splitlines()]
    # 1 han 30 fu: basic 240; a non-dealer's tsumo is called others first: 300/500
    assert ["1", "30", "1500", "500", "1000", "300/500"] in lines
    # limit rows by their han range (seed 000: haneman 6-7, baiman 8-10, sanbaiman 11-12)
    assert ["6-7", "-", "haneman", "18000", "6000", "12000", "3000/6000"] in lines
    assert ["8-10", "-", "baiman", "24000", "8000", "16000", "4000/8000"] in lines
    assert ["11-12", "-", "sanbaiman", "36000", "12000", "24000", "6000/12000"] in lines


def test_yaku_list_names_in_four_languages(run: Run) -> None:
    yaku = {y["id"]: y for y in _json(run, "yaku")["yaku"]}
    assert yaku["riichi"]["names"] == {"en": "Riichi", "romaji": "riichi", "ja": "立直",
                                      "zh": "立直"}
    # SPEC erratum: All Honours is 字一色 (the seed swaps it with All Terminals)
    assert yaku["tsuuiisou"]["names"]["en"] == "All Honours"
    assert yaku["chinroutou"]["names"]["en"] == "All Terminals"
    # honitsu 3 closed / 2 open; pinfu closed only; kokushi a yakuman, closed only
    assert (yaku["honitsu"]["closed_han"], yaku["honitsu"]["open_han"]) == (3, 2)
    assert yaku["pinfu"]["open_han"] is None
    assert (yaku["kokushi"]["yakuman"], yaku["kokushi"]["open_han"]) == (1, None)
    assert yaku["dora"]["dora"] is True


def test_yaku_list_follows_the_rules(run: Run) -> None:
    saki = {y["id"]: y for y in _json(run, "yaku")["yaku"]}
    assert saki["tanyao"]["open_han"] == 1
    assert "renhou" in saki  # saki: renhou is a yakuman
    no_kuitan = {y["id"]: y for y in _json(run, "yaku", "--rule", "open_tanyao=false")["yaku"]}
    assert no_kuitan["tanyao"]["open_han"] is None
    majiang = {y["id"]: y for y in _json(run, "yaku", "--rules", "majiang")["yaku"]}
    assert "renhou" not in majiang  # majiang-core has no renhou


def test_yaku_table_text(run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("COLUMNS", raising=False)  # not a terminal: the full table
    result = run("yaku")
    assert result.exit_code == 0
    header = result.stdout.splitlines()[0].split()
    assert header == ["id", "closed", "open", "English", "condition", "romaji", "Japanese",
                      "Chinese"]
    assert "Big Three Dragons" in result.stdout
    # each yaku's condition (the yaku table's own words, scoring/hand/yaku.py)
    riichi = next(line for line in result.stdout.splitlines() if line.startswith("riichi "))
    assert "closed hand, riichi declared" in riichi


def test_rules_short_and_changes(run: Run) -> None:
    result = run("rules", "majiang", "-f", "short")
    assert result.exit_code == 0
    assert "renhou=none" in result.stdout.splitlines()
    changed = run("rules", "--rule", "kazoe=none")
    assert any(line.startswith("kazoe*") and " none " in line
               for line in changed.stdout.splitlines())


def test_rules_json_has_values_allowed_and_sources(run: Run) -> None:
    data = _json(run, "rules", "tenhou")
    assert data["preset"] == "tenhou"
    by_name = {r["name"]: r for r in data["rules"]}
    assert by_name["renhou"]["value"] == "none"
    assert by_name["renhou"]["allowed"] == "none|mangan|strict_mangan|yakuman"
    assert by_name["renhou"]["presets"]["saki"] == "yakuman"
    assert all(r["explanation"] and r["source"] for r in data["rules"])
