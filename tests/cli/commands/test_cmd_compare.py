"""``mjcalc compare``: one hand under several presets from the command line.

The hand: South's riichi pinfu tanyao on West's s4 with dora indicator m1 (dora m2):
4 han 30 fu = 1920 basic -> 7700, a mangan 8000 under kiriage mangan (Mahjong Soul
切り上げ満貫を採用; WRC, per EMA 2016's list of its differences to WRC).
"""

from __future__ import annotations

import json
from collections.abc import Callable

from typer.testing import Result

Run = Callable[..., Result]

HAND = ("m234567p345s2355s4", "--from", "W", "--riichi", "--dora", "m1")


def test_short_one_line_a_preset_marked_when_it_differs(run: Run) -> None:
    result = run("compare", *HAND, "--presets", "tenhou,wrc,jpml", "-f", "short")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert [line.split(":")[0] for line in lines] == ["tenhou", "wrc*", "jpml"]
    assert lines[0].endswith("net +0 +7700 -7700 +0")
    assert "30fu 4han mangan 8000" in lines[1]
    assert lines[1].endswith("net +0 +8000 -8000 +0")


def test_json_records_name_the_cells_that_differ(run: Run) -> None:
    result = run("compare", *HAND, "--presets", "tenhou,wrc", "-f", "json")
    assert result.exit_code == 0, result.output
    tenhou, wrc = json.loads(result.stdout)
    assert (tenhou["preset"], tenhou["points"], tenhou["limit"]) == ("tenhou", 7700, None)
    assert tenhou["differs"] == []
    assert (wrc["han"], wrc["fu"], wrc["points"], wrc["limit"]) == (4, 30, 8000, "mangan")
    assert wrc["net"] == [0, 8000, -8000, 0]
    assert wrc["differs"] == ["limit", "points", "South", "West"]


def test_table_marks_differing_cells(run: Run) -> None:
    # WRC rounds 4 han 30 fu up to a mangan (WRC 2015 §6.1), Tenhou does not
    result = run("compare", *HAND, "--presets", "tenhou,wrc")
    assert result.exit_code == 0, result.output
    row = next(line for line in result.stdout.splitlines()
               if line.startswith("wrc"))
    assert "8000*" in row and "mangan*" in row and "+8000*" in row
    assert "4 " in row and "30 " in row  # han and fu are the same: not marked
    assert "* differs from the first row (tenhou)" in result.stdout


def test_a_refused_hand_shows_its_reason(run: Run) -> None:
    # red m5: no red fives under WRC (EMA 2016 'Red fives have been removed', as WRC)
    result = run("compare", "m340678p234s2355s4", "--from", "W", "--presets",
                 "tenhou,wrc", "-f", "short")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[1].startswith("wrc*: refused: ")
    assert result.stdout.splitlines()[1].endswith("[red_fives]")


def test_no_preset_scores_the_hand(run: Run) -> None:
    # no yaku at all (tanki m9, West's z333 concealed): refused everywhere, exit 1
    result = run("compare", "m123p456s789z333m9m9", "--from", "W", "-f", "short")
    assert result.exit_code == 1
    assert len(result.stdout.splitlines()) == 8
    assert "error[no_yaku]: no preset can score this hand" in result.stderr


def test_rule_switches_apply_to_every_preset(run: Run) -> None:
    result = run("compare", *HAND, "--presets", "tenhou,ema", "--rule",
                 "kiriage_mangan=true", "-f", "short")
    assert result.exit_code == 0, result.output
    assert all("mangan 8000" in line for line in result.stdout.splitlines())


def test_bad_presets_are_usage_errors(run: Run) -> None:
    result = run("compare", *HAND, "--presets", "tenhou,club")
    assert result.exit_code == 2
    assert "error[bad_preset]: --presets: unknown preset 'club'" in result.stderr


def test_each_row_is_what_score_says_under_that_preset(run: Run) -> None:
    # compare adds nothing of its own: a row's value is score's under the same preset
    hand = ("m2233445566778m8", "--riichi", "--dora", "m1")
    lines = run("compare", *hand, "-f", "short").stdout.splitlines()
    for line in lines:
        preset, _, rest = line.partition(": ")
        alone = run("score", *hand, "--rules", preset.rstrip("*"), "-f", "short")
        assert alone.exit_code == 0, alone.output
        # score -f short: the called line, then its own "net:" line
        assert rest.startswith(alone.stdout.splitlines()[0] + " net "), preset


# A like hand for three players: p234 p567 s678 s55 + s23 on West's s4 (no m2-m8),
# dora indicator p1 (dora p2): riichi pinfu tanyao dora 1 = 4 han 30 fu, 1920 basic ->
# 7700 in both three-player presets (no kiriage: Mahjong Soul's real games pay 4-30 as
# 7700, 11600, 2000-3900); with one honba, 200 more in both (Tenhou sanma; Mahjong Soul's
# real jade-room game pays a 3900 ron with one honba as 4100).
SANMA_HAND = ("p234567s2355678s4", "--from", "W", "--riichi", "--dora", "p1")


def test_by_default_the_four_player_presets_only(run: Run) -> None:
    result = run("compare", *HAND, "-f", "short")
    assert result.exit_code == 0, result.output
    assert [line.split(":")[0].rstrip("*") for line in result.stdout.splitlines()] == [
        "saki", "majiang", "tenhou", "mahjongsoul", "mleague", "wrc", "ema", "jpml"]


def test_players_3_compares_the_three_player_presets(run: Run) -> None:
    result = run("compare", *SANMA_HAND, "--players", "3", "-f", "short")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert [line.split(":")[0].rstrip("*") for line in lines] == [
        "tenhou-sanma", "mahjongsoul-sanma"]
    assert lines[0].endswith("net +0 +7700 -7700")
    assert lines[1].endswith("net +0 +7700 -7700")
    with_honba = run("compare", *SANMA_HAND, "--honba", "1", "--players", "3", "-f", "short")
    assert [line.rsplit(" net ", 1)[1] for line in with_honba.stdout.splitlines()] == [
        "+0 +7900 -7900", "+0 +7900 -7900"]


def test_a_three_player_preset_named_refuses_a_four_player_hand(run: Run) -> None:
    result = run("compare", *HAND, "--presets", "tenhou,tenhou-sanma", "-f", "short")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].endswith("net +0 +7700 -7700 +0")
    assert "sanma_tile" in lines[1] or "m2-m8" in lines[1], lines[1]
