"""Three players on the command line: --players, --kita, the sanma presets, every command.

Worked values (tenhou-sanma: tsumo loss, 200 a honba stick, noten penalty 2000, 35000
start, 40000 return, uma +20 0 -20). HAND is South's p234 p567 s234 z777 + s55, the pair
completed on s5 (tanki): menzen tsumo + chun, 20 + 8 (concealed chun) + 2 (tanki) + 2
(tsumo) = 32 -> 40 fu; by ron 20 + 8 + 2 + 10 = 40 fu, chun alone.
"""

from __future__ import annotations

import json

import pytest
from conftest import Run

HAND = "p234567s234s5z777s5"


def _json(run: Run, *args: str) -> dict[str, object]:
    result = run(*args, "-f", "json")
    assert result.exit_code == 0, result.output
    data: dict[str, object] = json.loads(result.stdout)
    return data


def test_score_with_kita_and_a_west_indicator(run: Run) -> None:
    # 2 han + 2 kita + 2 dora (z3 shows North: one for each kita) = 6 han, haneman 3000:
    # East 6000, West 3000, North's 3000 lost.
    data = _json(run, "score", HAND, "--rules", "tenhou-sanma", "--kita", "2", "--dora", "z3")
    assert data["net"] == [-6000, 9000, -3000]
    assert data["han"] == 6 and data["fu"] == 40 and data["points"] == 9000
    assert {"id": "kita", "name": "North Dora", "han": 2, "yakuman": 0} in data["yaku"]  # type: ignore[operator]


def test_players_3_is_the_players_switch(run: Run) -> None:
    by_option = _json(run, "score", HAND, "--players", "3")
    by_rule = _json(run, "score", HAND, "--rule", "players=3")
    assert by_option["net"] == by_rule["net"] == [-1300, 2000, -700]
    # four players: 2 han 40 fu = 640: East 1300, West and North 700 each
    assert _json(run, "score", HAND)["net"] == [-1300, 2700, -700, -700]


def test_the_table_view_shows_three_seats_and_the_kita(run: Run) -> None:
    result = run("score", HAND, "--players", "3", "--kita", "1")
    assert result.exit_code == 0
    assert "Kita     1 North set aside" in result.stdout
    assert "saki, three players" in result.stdout
    last = result.stdout.rstrip().splitlines()
    assert last[-3].split() == ["East", "South", "West"]


@pytest.mark.parametrize(("args", "code", "status"), [
    (("score", "m234p234567s234s5s5", "--players", "3"), "sanma_tile", 1),
    (("score", HAND, "--players", "3", "--dora", "m5"), "sanma_tile", 1),
    (("score", "p567s234s5z777s5,p2-34", "--players", "3"), "sanma_chi", 1),
    (("score", HAND, "--players", "3", "--seat", "N"), "bad_seat", 2),
    (("score", "p234567s234s5z777", "--ron", "s5=", "--players", "3"), "bad_seat", 2),
    (("score", HAND, "--kita", "1"), "bad_kita", 2),
    (("score", HAND, "--players", "3", "--kita", "5"), "bad_kita", 2),
    (("score", HAND, "--players", "5"), "bad_rule_value", 2),
    (("draw", "--players", "3", "--tenpai", "N"), "bad_seat", 2),
    (("final", "40000", "30000", "20000", "10000", "--rules", "tenhou-sanma"),
     "bad_final", 2),
])
def test_what_three_players_cannot_have_is_refused(run: Run, args: tuple[str, ...],
                                                    code: str, status: int) -> None:
    result = run(*args)
    assert result.exit_code == status
    assert f"error[{code}]" in result.stderr
    assert "Traceback" not in result.output


def test_ron_honba_and_calls_from_both_sides(run: Run) -> None:
    # South's ron on West's s5 ('+'): 1300 + 2 honba at 200; the chun pon from East ('-')
    # keeps the hand's only yaku: 20 + open honor pon 4 + tanki 2 = 26 -> 30 fu, 1 han:
    # 240 x 4 = 960 -> 1000, + 400.
    data = _json(run, "score", "p234567s2345,z777-", "--ron", "s5+", "--rules",
                 "tenhou-sanma", "--honba", "2")
    assert data["net"] == [0, 1400, -1400]


def test_waits_count_the_kita_as_seen(run: Run) -> None:
    # waiting on z4 alone (tanki): one in the hand and two kita leave one
    data = _json(run, "waits", "p234567s234z777z4", "--rules", "tenhou-sanma", "--kita", "2")
    waits = data["waits"]
    assert isinstance(waits, list) and len(waits) == 1
    assert waits[0]["tile"] == "z4" and waits[0]["left"] == 1


def test_draw_and_final_for_three(run: Run) -> None:
    draw = _json(run, "draw", "--rules", "tenhou-sanma", "--tenpai", "E,S")
    assert draw["net"] == [1000, 1000, -2000]
    final = _json(run, "final", "55500", "34500", "15000", "--rules", "tenhou-sanma")
    # second 34500 - 40000 = -5500 -> -5000 (half up, as the tenhou preset), third
    # -25000 - 20000, first the rest: 15500 + 15000 oka + 20000 uma, -500 from rounding
    assert final["points"] == [50000, -5000, -45000]
    mahjongsoul = _json(run, "final", "55500", "34500", "15000", "--rules",
                        "mahjongsoul-sanma")
    assert mahjongsoul["points"] == [35500, -500, -35000]


def test_the_three_player_points_table(run: Run) -> None:
    data = _json(run, "table", "--players", "3", "--rule", "sanma_tsumo=north_split")
    assert data["players"] == 3
    rows = data["rows"]
    assert isinstance(rows, list)
    row = next(r for r in rows if r["han"] == 1 and r["fu"] == 30)
    # 240 basic: dealer ron 1500; a non-dealer tsumo 480 + 120 -> 600 from the dealer,
    # 240 + 120 -> 400 from the other; a dealer tsumo 480 + 240 -> 800 from each
    assert row["dealer_ron"] == 1500
    assert row["non_dealer_tsumo"] == {"dealer": 600, "other": 400}
    assert row["dealer_tsumo"] == 800
    text = run("table", "--rules", "tenhou-sanma")
    assert "North's share lost" in text.stdout and "each of two" in text.stdout


def test_rules_lists_the_three_player_switches_with_sources(run: Run) -> None:
    data = json.loads(run("rules", "tenhou-sanma", "-f", "json").stdout)
    rows = {row["name"]: row for row in data["rules"]}
    assert rows["players"]["value"] == 3
    assert rows["honba_stick"]["value"] == 200
    assert "tenhou.net" in rows["honba_stick"]["source"]
    assert rows["sanma_tsumo"]["value"] == "loss"


def test_yaku_lists_kita_and_north_only_when_it_applies(run: Run) -> None:
    plain = run("yaku", "--players", "3", "-f", "short").stdout
    valued = run("yaku", "--players", "3", "--rule", "north_yakuhai=true", "-f",
                 "short").stdout
    assert "kita" in plain and "north_wind" not in plain
    assert "north_wind" in valued


def test_a_batch_line_and_a_json_line_carry_players_and_kita(run: Run) -> None:
    lines = "\n".join([
        f"{HAND} --players 3 --kita 1",
        json.dumps({"hand": HAND, "players": 3, "kita": 1}),
        json.dumps({"hand": HAND, "rules": "tenhou-sanma", "kita": 1, "honba": 1}),
        f"{HAND} --kita 1",
    ]) + "\n"
    result = run("batch", input=lines)
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["line"] for r in records] == [1, 2, 3, 4]
    # 2 han + 1 kita = 3 han 40 fu = 1280: East 2600, West 1300 (North's lost)
    assert records[0]["result"]["net"] == [-2600, 3900, -1300]
    assert records[1]["result"]["net"] == [-2600, 3900, -1300]
    # one honba on Tenhou: 100 from each of the two payers
    assert records[2]["result"]["net"] == [-2700, 4100, -1400]
    assert records[3]["error"]["code"] == "bad_kita"
    assert result.exit_code == 1


def test_explain_says_how_a_split_share_is_made(run: Run) -> None:
    # 3 han 40 fu = 1280 basic; split: East 1280 x 2.5 = 3200, West x 1.5 = 1920 -> 2000
    text = run("score", HAND, "--rules", "tenhou-sanma", "--rule", "sanma_tsumo=north_split",
               "--kita", "1", "--explain").stdout
    assert "East pays South 3200 (basic: 1280 x 2.5 (its share and half of North's) = " \
        "3200)." in text
    assert "West pays South 2000 (basic: 1280 x 1.5 (its share and half of North's) = " \
        "1920, rounded up to 2000)." in text


def test_a_double_ron_for_three(run: Run) -> None:
    # West deals p5. South: p234 s234 s567 z777 + p55 (tanki), chun 1 han 40 fu = 1300.
    # East (dealer, 13 tiles, wins on the same p5): p123 s789 z555 z666 + p55: haku +
    # hatsu, 20 + 8 + 8 + 2 + 10 = 48 -> 50 fu: 800 x 6 = 4800; Tenhou gives the honba
    # (200) to the winner nearest the discarder in turn order: East, right after West.
    data = _json(run, "score", "p2345s234567z777", "--ron", "p5+", "--rules", "tenhou-sanma",
                 "--honba", "1", "--also", "p123s789z555666p5 --seat E")
    assert data["net"] == [5000, 1300, -6300]
