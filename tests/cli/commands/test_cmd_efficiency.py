"""``mjcalc efficiency``: the views, the value of each wait against ``mjcalc score``, the
JSON lines of ``HAND -``, and the errors (README, "mjcalc efficiency")."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from typer.testing import Result

from calc_cli.text import display_width

Run = Callable[..., Result]


def _json(run: Run, *args: str) -> Any:
    result = run("efficiency", *args, "-f", "json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


@pytest.mark.parametrize("args", [
    ["m3445p556s12377z77", "--depth", "2", "--explain"],
    ["m19p19s19z1234567", "--explain"],  # thirteen waits, each a double yakuman
    ["m1245p1378s2468z12", "--depth", "2"],  # far from tenpai: long lists of tiles
    ["m123456p123s789z11", "--riichi", "--dora", "m3", "--explain"],
])
def test_the_table_fits_80_columns(run: Run, args: list[str],
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("COLUMNS", raising=False)  # a pipe: the table still fits 80
    result = run("efficiency", *args)
    assert result.exit_code == 0, result.output
    assert max(display_width(line) for line in result.stdout.splitlines()) <= 80


def test_the_table_names_the_discards_best_first(run: Run) -> None:
    # worked in tests/scoring/table/test_efficiency.py: m4 14 tiles, p5 12, p6 6
    result = run("efficiency", "m3445p556s12377z77", "--depth", "2", "--explain")
    lines = result.stdout.splitlines()
    rows = [line.split() for line in lines if line.startswith(("m4 ", "p5 ", "p6 "))]
    assert [row[:4] for row in rows] == [["m4", "1-shanten", "14", "4/14"],
                                         ["p5", "1-shanten", "12", "4/12"],
                                         ["p6", "1-shanten", "6", "0/6"]]
    why = result.stdout[result.stdout.index("Why: "):].replace("\n", " ")
    assert "Discard m4" in why and "2 more than discarding p5 (12)" in why


def test_short_is_one_line_with_the_best_discard_and_why(run: Run) -> None:
    result = run("efficiency", "m3445p556s12377z77", "-f", "short")
    assert result.exit_code == 0
    (line,) = result.stdout.splitlines()
    assert line.startswith("Discard m4: it leaves the hand 1-shanten, and 14 tiles (5 kinds)")


def test_a_yakuless_tenpai_says_it_needs_riichi(run: Run) -> None:
    # m234 m68 p567 s234 s99 z1: discard z1, kanchan m7 without a yaku by ron
    record = _json(run, "m23468p567s23499z1")
    best = record["discards"][0]
    assert best["discard"] == "z1" and best["tenpai"]
    (wait,) = best["waits"]
    assert wait["tile"] == "m7" and wait["needs_riichi"]
    assert wait["ron"]["has_yaku"] is False and wait["ron"]["reason"] == "no_yaku"
    assert best["ev_ron"] == 0
    assert "needs riichi" in record["why"]
    table = run("efficiency", "m23468p567s23499z1").stdout
    assert "no yaku (riichi)" in table


def test_a_furiten_wait(run: Run) -> None:
    record = _json(run, "m23468p567s23499z1", "--riichi", "--discards", "m7")
    best = record["discards"][0]
    assert best["furiten"] is True
    assert best["waits"][0]["ron"]["allowed"] is False
    assert best["ev_ron"] == 0 and best["ev_tsumo"] > 0
    assert best["tiles"] == [{"tile": "m7", "left": 3}]  # the m7 discarded is in sight


@pytest.mark.parametrize(("hand", "options"), [
    ("m123456p123s789z11", ["--riichi", "--dora", "m3"]),
    ("m23p456s789z117,z555=", ["--seat", "E", "--honba", "1"]),
    ("m23468p567s23499z1", ["--riichi", "--rules", "tenhou"]),
])
def test_each_wait_is_worth_what_score_says(run: Run, hand: str, options: list[str]) -> None:
    # the value of every wait of every tenpai discard is mjcalc score's for that win
    record = _json(run, hand, *options)
    from grammar import format_hand, parse_hand
    from scoring.hands import Hand
    from scoring.rules import Rules

    parsed = parse_hand(hand, Rules())
    checked = 0
    for option in record["discards"]:
        if not option["tenpai"]:
            continue
        rest = list(parsed.closed_tiles)
        rest.remove(next(t for t in rest if str(t) == option["discard"]))
        waiting = format_hand(Hand(tuple(rest), parsed.melds))
        for wait in option["waits"]:
            for how in ("ron", "tsumo"):
                price = wait[how]
                if not price["has_yaku"]:
                    continue
                tile = price["tile"]
                args = ([waiting, "--ron", tile + "-"] if how == "ron"
                        else [waiting.replace(",", tile + ",", 1) if "," in waiting
                              else waiting + tile, "--tsumo"])
                scored = run("score", *args, *options, "-f", "json")
                assert scored.exit_code == 0, scored.output
                points = json.loads(scored.stdout)
                assert price["points"] == points["points"], (option["discard"], tile, how)
                checked += 1
    assert checked >= 2


def test_hands_from_standard_input_one_record_a_line(run: Run) -> None:
    lines = "m3445p556s12377z77\n# a comment\n\nm12345\nm19p19s19z1234567\n"
    result = run("efficiency", "-", input=lines)
    assert result.exit_code == 1  # a line failed
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["line"] for r in records] == [1, 4, 5]
    assert records[0]["result"]["best"] == "m4"
    assert records[1]["error"]["code"] and records[1]["error"]["status"] == 2
    assert records[2]["result"]["drawn"] is False and records[2]["result"]["best"] is None
    ok = run("efficiency", "-", input="m3445p556s12377z77\n")
    assert ok.exit_code == 0


@pytest.mark.parametrize(("args", "status", "code"), [
    (["m123456p123s78"], 2, "tile_count"),
    (["m23p456s789z117,z555=", "--form", "seven_pairs"], 2, "usage"),
    (["m23456p123s789z11", "--seen", "z11z11"], 1, "fifth_tile"),
    (["m19p123456s123z11", "--players", "3", "--seen", "m5"], 1, "sanma_tile"),
    (["m23456p123s789z11", "--depth", "3"], 2, None),
])
def test_bad_input_is_one_line_and_a_status(run: Run, args: list[str], status: int,
                                            code: str | None) -> None:
    result = run("efficiency", *args)
    assert result.exit_code == status, result.output
    assert "Traceback" not in result.output
    if code is not None:
        assert code in result.stderr
