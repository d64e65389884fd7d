"""``mjcalc draw``: exhaustive-draw settlement from the command line, worked by hand.

Seed 000 (流局规则): the noten penalty is 3000 in all, from the noten players to the
tenpai players (1 tenpai: 1000 from each of three; 2: 1500 each way; 3: 3000 from the
one noten); nagashi mangan is paid as a mangan tsumo (dealer 4000 all; a non-dealer
4000 from the dealer and 2000 from the others), several settled separately, instead of
the noten penalty; the dealer keeps the seat when tenpai; the honba go up by one and the
riichi sticks stay on the table.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from typer.testing import Result

Run = Callable[..., Result]

TENPAI_HAND = "m23456p123s789z33"  # sanmenchan m1/m4/m7
NOTEN_HAND = "p123p456s123z1234"  # 2-shanten
OWN_FOUR = "m1111p789s456z777"  # waits only on the fifth m1


def short(run: Run, *args: str) -> str:
    result = run("draw", *args, "-f", "short")
    assert result.exit_code == 0, result.output
    return result.stdout.strip()


def as_json(run: Run, *args: str) -> Any:
    result = run("draw", *args, "-f", "json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


@pytest.mark.parametrize(("tenpai", "expected"), [
    ("E,W", "tenpai E W; net +1500 -1500 +1500 -1500; dealer keeps; honba 1; deposits 0"),
    ("S", "tenpai S; net -1000 +3000 -1000 -1000; dealer passes; honba 1; deposits 0"),
    ("E,S,W", "tenpai E S W; net +1000 +1000 +1000 -3000; dealer keeps; honba 1; "
              "deposits 0"),
    ("none", "tenpai none; net +0 +0 +0 +0; dealer passes; honba 1; deposits 0"),
    ("E,S,W,N", "tenpai E S W N; net +0 +0 +0 +0; dealer keeps; honba 1; deposits 0"),
])
def test_noten_penalty(run: Run, tenpai: str, expected: str) -> None:
    assert short(run, "--tenpai", tenpai) == expected


def test_no_tenpai_option_means_everyone_noten(run: Run) -> None:
    assert short(run).startswith("tenpai none; net +0 +0 +0 +0; dealer passes")


def test_repeated_and_numeric_seats(run: Run) -> None:
    assert short(run, "--tenpai", "0", "--tenpai", "2") == short(run, "--tenpai", "E,W")
    assert short(run, "--tenpai", "east west") == short(run, "--tenpai", "E,W")


def test_honba_and_deposits_carry_over(run: Run) -> None:
    assert short(run, "--tenpai", "N", "--honba", "2", "--deposits", "3") == \
        "tenpai N; net -1000 -1000 -1000 +3000; dealer passes; honba 3; deposits 3"


def test_payments_are_itemized_pairwise(run: Run) -> None:
    # two tenpai, two noten: each noten player pays each tenpai player 3000 / 4 = 750
    data = as_json(run, "--tenpai", "E,W")
    assert data["payments"] == [
        {"payer": 1, "payee": 0, "amount": 750, "part": "noten"},
        {"payer": 1, "payee": 2, "amount": 750, "part": "noten"},
        {"payer": 3, "payee": 0, "amount": 750, "part": "noten"},
        {"payer": 3, "payee": 2, "amount": 750, "part": "noten"},
    ]


def test_json_record(run: Run) -> None:
    data = as_json(run, "--tenpai", "E", "--hand", f"S={TENPAI_HAND}", "--honba", "1")
    assert set(data) == {"version", "rules", "seats", "tenpai", "nagashi", "nagashi_asked",
                         "nagashi_off",
                         "payments", "net", "dealer_keeps", "honba", "honba_next",
                         "deposits_carried"}
    assert set(data["seats"][0]) == {"seat", "tenpai", "source", "hand", "waits", "nagashi",
                                     "net"}
    assert [s["source"] for s in data["seats"]] == ["given", "hand", "none", "none"]
    assert data["seats"][1]["waits"] == ["m1", "m4", "m7"]
    assert data["tenpai"] == [True, True, False, False]
    assert data["net"] == [1500, 1500, -1500, -1500]
    assert (data["honba"], data["honba_next"], data["dealer_keeps"]) == (1, 2, True)


def test_tenpai_worked_out_from_hands(run: Run) -> None:
    # East tenpai, South 2-shanten, West and North not given (noten): 1000 from each
    assert short(run, "--hand", f"E={TENPAI_HAND}", "--hand", f"S={NOTEN_HAND}") == \
        "tenpai E; net +3000 -1000 -1000 -1000; dealer keeps; honba 1; deposits 0"


def test_form_tenpai_on_the_hands_own_four_depends_on_the_rules(run: Run) -> None:
    args = ("--hand", f"E={TENPAI_HAND}", "--hand", f"W={OWN_FOUR}")
    # saki: any wait counts, even the fifth m1 that cannot come -> East and West tenpai
    assert short(run, *args).startswith("tenpai E W; net +1500 -1500 +1500 -1500")
    # tenhou: a wait only on tiles the hand holds all four of is noten -> East alone
    assert short(run, *args, "--rules", "tenhou").startswith(
        "tenpai E; net +3000 -1000 -1000 -1000")


def test_non_dealer_nagashi_replaces_the_noten_penalty(run: Run) -> None:
    # South: mangan tsumo, 4000 from the dealer and 2000 from each other; East tenpai
    # keeps the seat but gets no noten payments
    assert short(run, "--nagashi", "S", "--tenpai", "E") == \
        "tenpai E; nagashi S; net -4000 +8000 -2000 -2000; dealer keeps; honba 1; " \
        "deposits 0"


def test_dealer_nagashi(run: Run) -> None:
    # the dealer's mangan tsumo is 4000 from each; noten dealer passes the seat
    assert short(run, "--nagashi", "E") == \
        "tenpai none; nagashi E; net +12000 -4000 -4000 -4000; dealer passes; honba 1; " \
        "deposits 0"


def test_two_nagashi_settled_separately(run: Run) -> None:
    # South: E 4000, W 2000, N 2000; West: E 4000, S 2000, N 2000
    # net E -8000, S +8000 - 2000, W +8000 - 2000, N -4000
    assert "net -8000 +6000 +6000 -4000" in short(run, "--nagashi", "S", "--nagashi", "W")


def test_nagashi_off_by_rule_pays_the_noten_penalty(run: Run) -> None:
    data = as_json(run, "--nagashi", "S", "--tenpai", "E",
                   "--rule", "nagashi_mangan=false")
    assert data["nagashi"] == [] and data["nagashi_asked"] == [1]
    assert data["net"] == [3000, -1000, -1000, -1000]
    table = run("draw", "--nagashi", "S", "--rule", "nagashi_mangan=false").stdout
    assert "nagashi mangan is off" in table
    # issue 36: the claim is never dropped in silence: every format names the switch
    assert data["nagashi_off"] == ("nagashi mangan is off in these rules "
                                   "(nagashi_mangan=false)")
    assert "(nagashi_mangan=false); settled as a plain draw" in table
    short = run("draw", "--nagashi", "S", "--rules", "wrc", "-f", "short").stdout
    assert "nagashi not paid: nagashi mangan is off in these rules" in short
    paid = as_json(run, "--nagashi", "S", "--tenpai", "E")
    assert paid["nagashi"] == [1] and paid["nagashi_off"] is None


def test_no_noten_penalty_rule(run: Run) -> None:
    result = run("draw", "--tenpai", "E", "--rule", "noten_penalty=0")
    assert "No payments" in result.stdout


def test_table_view(run: Run) -> None:
    out = run("draw", "--tenpai", "E,W", "--deposits", "2").stdout
    assert "keeps the seat (tenpai)" in out
    assert "0 -> 1 next hand" in out
    assert "2 riichi stick(s) stay on the table" in out
    assert "+1500" in out and "-1500" in out


def test_fifth_copy_across_hands_cannot_be_scored(run: Run) -> None:
    # E holds m1111, S one more m1: a fifth copy is "cannot be scored" (exit 1, SPEC),
    # with the same code as in a single hand.
    result = run("draw", "--hand", f"E={OWN_FOUR}", "--hand", "S=m1p123s123z555666")
    assert result.exit_code == 1
    assert "error[fifth_tile]" in result.stderr


@pytest.mark.parametrize(("args", "code"), [
    (["--tenpai", "E", "--hand", f"E={NOTEN_HAND}"], "contradictory_tenpai"),
    (["--hand", TENPAI_HAND], "bad_hand_option"),  # no SEAT=
    (["--hand", f"E={TENPAI_HAND}", "--hand", f"E={NOTEN_HAND}"], "bad_hand_option"),
    (["--hand", "E=m23456p123s789z33m1"], "bad_tile_count"),  # 14 tiles
    (["--hand", "E=m23456p123s789z3x"], "notation"),
    (["--tenpai", "X"], "bad_seat"),
    (["--nagashi", "S", "--nagashi", "S"], "bad_draw"),
    # a seat named twice, in one list or across the options (issue 33)
    (["--tenpai", "E,E"], "bad_draw"),
    (["--tenpai", "E", "--tenpai", "0"], "bad_draw"),
])
def test_usage_errors(run: Run, args: list[str], code: str) -> None:
    result = run("draw", *args)
    assert result.exit_code == 2
    assert f"error[{code}]" in result.stderr
    assert "Traceback" not in result.output
