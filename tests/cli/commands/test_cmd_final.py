"""``mjcalc final``: game-end settlement from the command line, worked by hand.

saki (seed 000): start 25000, return 30000, uma 10-20 (+20 +10 -10 -20 in thousands),
leftover deposits to first place, each score less the return rounded to 1000 half up,
ranked by (score, seat order); first place takes whatever keeps the total at zero
(its own rounded result + oka 20 + uma 20, up to rounding).
"""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from typer.testing import Result

Run = Callable[..., Result]

SEED_002 = ("36700", "25300", "19700", "18300")


def short(run: Run, *args: str) -> str:
    result = run("final", *args, "-f", "short")
    assert result.exit_code == 0, result.output
    return result.stdout.strip()


def test_seed_002_example(run: Run) -> None:
    # 36700: +6.7 -> +7, +20 uma, +20 oka = +47; 25300: -4.7 -> -5, +10 = +5;
    # 19700: -10.3 -> -10, -10 = -20; 18300: -11.7 -> -12, -20 = -32
    assert short(run, *SEED_002) == "+47 +5 -20 -32"


def test_seed_002_json(run: Run) -> None:
    result = run("final", *SEED_002, "-f", "json")
    data = json.loads(result.stdout)
    assert set(data) == {"version", "rules", "scores", "deposits", "final_scores", "ranks",
                         "order", "points", "points_text", "uma", "oka"}
    assert data["ranks"] == [1, 2, 3, 4]
    assert data["points"] == [47000, 5000, -20000, -32000]
    assert data["points_text"] == ["+47", "+5", "-20", "-32"]
    assert data["uma"] == [20000, 10000, -10000, -20000]
    assert data["oka"] == 20000  # (30000 - 25000) x 4


def test_table_lists_first_to_last(run: Run) -> None:
    out = run("final", "18300", "36700", "25300", "19700").stdout
    rows = [line.split() for line in out.splitlines() if line[:6].strip().isdigit()]
    # rank, seat, score, with deposits, uma, result
    assert [r[:2] for r in rows] == [["1", "South"], ["2", "West"], ["3", "North"],
                                     ["4", "East"]]
    assert [r[-1] for r in rows] == ["+47", "+5", "-20", "-32"]


def test_results_are_printed_in_seat_order(run: Run) -> None:
    assert short(run, "18300", "36700", "25300", "19700") == "-32 +47 +5 -20"


def test_ties_rank_by_seat_order(run: Run) -> None:
    # 30000 30000 20000 20000: East ranks above South, West above North.
    # South 0 + 10 = +10; West -10 - 10 = -20; North -10 - 20 = -30; East the rest +40
    assert short(run, "30000", "30000", "20000", "20000") == "+40 +10 -20 -30"


def test_leftover_deposits_go_to_first_place(run: Run) -> None:
    # 99000 on the scores + one stick = 100000; East gets it back: 36700 as in the seed
    result = run("final", "35700", "25300", "19700", "18300", "--deposits", "1",
                 "-f", "json")
    data = json.loads(result.stdout)
    assert data["final_scores"] == [36700, 25300, 19700, 18300]
    assert data["points_text"] == ["+47", "+5", "-20", "-32"]


def test_half_up_rounding_and_first_place_absorbing_it(run: Run) -> None:
    # 25500: -4.5 -> -4 (half up) + 10 = +6; 19500: -10.5 -> -10, -10 = -20;
    # 14500: -15.5 -> -15, -20 = -35; East takes -(6 - 20 - 35) = +49 (its own +10.5
    # rounded would say 11 + 40 = 51: first place absorbs the rounding of the others)
    assert short(run, "40500", "25500", "19500", "14500") == "+49 +6 -20 -35"


def test_tenhou_rounds_half_up(run: Run) -> None:
    # Tenhou rounds as the owari of real games show (tests/scoring/game/test_log_replay.py):
    # -4.5 -> -4, +10 = +6; -10.5 -> -10, -10 = -20; -15.5 -> -15, -20 = -35;
    # East -(6 - 20 - 35) = +49
    assert short(run, "40500", "25500", "19500", "14500", "--rules", "tenhou") == \
        "+49 +6 -20 -35"


def test_tenhou_rounds_a_negative_score_away_from_zero(run: Run) -> None:
    # issue 29: Tenhou rounds each final score half away from zero before the return:
    # -7500 -> -8000, -38 - 20 = -58; 30000: 0 + 10; 15000: -15 - 10 = -25; East takes
    # -(10 - 25 - 58) = +73 (rounding the difference half up said -57 and +72)
    assert short(run, "62500", "30000", "15000", "-7500", "--rules", "tenhou") == \
        "+73 +10 -25 -58"
    # three players (35000 start, 40000 back, uma 0-20): -2500 -> -3000, -43 - 20 = -63;
    # 40000: 0 + 0; West -(0 - 63) = +63
    assert short(run, "67500", "40000", "-2500", "--rules", "tenhou-sanma") == "+63 +0 -63"


def test_other_uma(run: Run) -> None:
    # uma 10-30: North -12 - 30 = -42, East -(5 - 20 - 42) = +57
    assert short(run, *SEED_002, "--rule", "uma=10-30") == "+57 +5 -20 -42"


def test_no_rounding_gives_tenths(run: Run) -> None:
    # South -4.7 + 10 = +5.3; West -10.3 - 10 = -20.3; North -11.7 - 20 = -31.7;
    # East -(5.3 - 20.3 - 31.7) = +46.7
    assert short(run, *SEED_002, "--rule", "final_rounding=none") == \
        "+46.7 +5.3 -20.3 -31.7"


def test_negative_scores_are_arguments_not_options(run: Run) -> None:
    # North -10000: -40 - 20 = -60; West -10 - 10 = -20; South 0 + 10; East +70
    assert short(run, "60000", "30000", "20000", "-10000") == "+70 +10 -20 -60"


@pytest.mark.parametrize(("args", "code"), [
    (["36700", "25300", "19700"], "bad_final"),  # three scores
    (["36700", "25300", "19700", "18300", "100"], "bad_final"),  # five
    (["36700", "25300", "19700", "18400"], "bad_final"),  # adds up to 100100
    (["36700", "25300", "19700", "abc"], "bad_final"),
    (["36700", "25300", "19700", "18300", "--no-such"], "usage"),
    (["36700", "25300", "19700", "18300", "--deposits", "-1"], "usage"),
])
def test_usage_errors(run: Run, args: list[str], code: str) -> None:
    result = run("final", *args)
    assert result.exit_code == 2
    assert f"error[{code}]" in result.stderr
    assert "Traceback" not in result.output
