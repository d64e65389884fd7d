"""`mjcalc score --also` (double and triple ron), `--json RECORD` and `--format majiang`.

Expected values worked by hand (seed 000; see tests/scoring/hand/test_multi_ron.py for the
hands): ron = basic x 4 (x 6 to the dealer), rounded up to 100; the discarder pays
300 x honba in all, split between the winners under `saki`, to the nearest winner under
`majiang`; riichi sticks to the winner nearest the discarder in turn order. West (seat 2)
deals in throughout; after West come North (3), East (0), South (1).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from typer.testing import Result

Run = Callable[..., Result]

# South wins on West's s4: pinfu tanyao, 30 fu 2 han: 480 basic -> 1920 -> 2000.
SOUTH = ["m234567p345s2355", "--ron", "s4+"]
# North, in riichi, on the same s4: riichi pinfu tanyao 30 fu 3 han: 960 -> 3840 -> 3900.
NORTH = "m345p234567s5688 --seat N --riichi"
# East (dealer) on the same s4: chun, 50 fu 1 han: 400 x 6 = 2400.
EAST = "m123p789s44z11777 --seat E"
STICKS = ["--honba", "2", "--deposits", "2"]

# North's daisangen on West's m4, the last dragon pon from East (z777+): East is liable.
NORTH_PAO = ["m23p55m4-,z555-,z666=,z777+", "--seat", "N"]
# South on the same m4: pinfu tanyao 2000. East (dealer) on it: pinfu tanyao 2900.
SOUTH_M4 = "m23p234567s22567 --seat S"
EAST_M4 = "m56p234678s23455 --seat E"


def ok(result: Result) -> str:
    assert result.exit_code == 0, result.output
    assert result.stderr == ""
    return result.stdout


def as_json(result: Result) -> Any:
    return json.loads(ok(result))


def error(result: Result) -> tuple[int, str]:
    """(exit status, error code) of a refused command."""
    assert result.stdout == ""
    assert result.stderr.startswith("mjcalc: error["), result.stderr
    assert "Traceback" not in result.output
    return result.exit_code, result.stderr[len("mjcalc: error["):].split("]", 1)[0]


# --- double ron ---------------------------------------------------------------------------


def test_double_ron_short_saki(run: Run) -> None:
    # 600 honba split: 300 each; both sticks (2000) to North, next after West.
    # North 3900 + 300 + 2000 = 6200, South 2000 + 300 = 2300, West -6500.
    out = ok(run("score", *SOUTH, *STICKS, "--also", NORTH, "-f", "short"))
    assert out.splitlines() == [
        "North: 30fu 3han 3900 (Riichi, Pinfu, All Simples)",
        "South: 30fu 2han 2000 (Pinfu, All Simples)",
        "net: East +0, South +2300, West -6500, North +6200",
    ]


@pytest.mark.parametrize(("rules", "net"), [
    # majiang / tenhou: all 600 honba to North: 3900 + 600 + 2000; South 2000.
    (["--rules", "majiang"], [0, 2000, -6500, 6500]),
    (["--rules", "tenhou"], [0, 2000, -6500, 6500]),
    # each winner gets the 600: North 6500, South 2600, West -7100.
    (["--rule", "multi_ron_honba=each"], [0, 2600, -7100, 6500]),
    # head bump: North alone, 3900 + 600 + 2000; West pays 4500.
    (["--rule", "double_ron=head_bump"], [0, 0, -4500, 6500]),
])
def test_double_ron_follows_the_rules(run: Run, rules: list[str], net: list[int]) -> None:
    data = as_json(run("score", *SOUTH, *STICKS, "--also", NORTH, *rules, "-f", "json"))
    assert data["net"] == net


def test_double_ron_json(run: Run) -> None:
    data = as_json(run("score", *SOUTH, *STICKS, "--also", NORTH, "-f", "json"))
    assert (data["multi_ron"], data["mode"], data["abortive_draw"], data["honba_mode"]) == (
        2, "settled", False, "split")
    assert (data["discarder"], data["win_tile"], data["honba"], data["deposits"]) == (
        2, "s4", 2, 2)
    assert data["rules"] == "saki"
    # nearest first; each winner record is the one-hand record with its own share
    north, south = data["winners"]
    assert (north["seats"]["winner"], north["points"], north["paid"]) == (3, 3900, True)
    assert (south["seats"]["winner"], south["points"], south["paid"]) == (1, 2000, True)
    assert north["net"] == [0, 0, -4200, 6200]  # 3900 + 300 from West, 2000 from the table
    assert south["net"] == [0, 2300, -2300, 0]
    assert data["net"] == [0, 2300, -6500, 6200]
    assert data["per_payer"] == [{"seat": 2, "pays": 6500}]
    assert {(p["payer"], p["payee"], p["part"], p["amount"]) for p in data["payments"]} == {
        (2, 3, "basic", 3900), (2, 3, "honba", 300), (None, 3, "deposits", 2000),
        (2, 1, "basic", 2000), (2, 1, "honba", 300)}


def test_double_ron_table_shows_each_winner_and_the_combined_net(run: Run) -> None:
    out = ok(run("score", *SOUTH, *STICKS, "--also", NORTH))
    assert out.startswith("Double ron on West's s4 by North, South")
    assert "the honba split between the winners" in out
    assert out.index("== Winner 1 of 2: North ==") < out.index("== Winner 2 of 2: South ==") \
        < out.index("== All payments ==")
    assert "Net change from this winner's payments" in out
    tail = out.rstrip().splitlines()[-4:]
    assert tail[0] == "Net change of the four seats"
    assert tail[3].split() == ["+0", "+2300", "-6500", "+6200"]


def test_explain_covers_every_winner(run: Run) -> None:
    out = ok(run("score", *SOUTH, "--also", NORTH, "--explain"))
    # the teaching view of each hand, North's (3 han) then South's (2 han)
    assert out.count("How the fu are counted") == 2
    assert out.index("30 x 2^5 = 960") < out.index("30 x 2^4 = 480")
    assert "How the fu are counted" not in ok(run("score", *SOUTH, "--also", NORTH))


def test_pao_on_one_of_two_winners(run: Run) -> None:
    # North: 32000, East (pao) 16000 and West 16000; its honba share 300 split 150/150;
    # the stick 1000. South: 2000 + 300 from West. (saki: split, pao_ron_honba split)
    data = as_json(run("score", *NORTH_PAO, "--honba", "2", "--deposits", "1",
                       "--also", SOUTH_M4, "-f", "json"))
    assert [w["pao"] for w in data["winners"]] == [0, None]
    assert data["net"] == [-16150, 2300, -18450, 33300]


def test_a_pao_override_for_the_second_winner(run: Run) -> None:
    # South's pinfu hand first (2000); North's daisangen second, with --pao W inside
    # --also: West, the discarder, is made liable instead of East (who fed z777): the
    # liable half and the discarder's half are both West's, 16000 + 16000.
    data = as_json(run("score", "m23p234567s22567", "--ron", "m4+", "--also",
                       "m23p55,z555-,z666=,z777+ --seat N --pao W", "-f", "json"))
    north = data["winners"][0]
    assert north["pao"] == 2
    # liable West and discarder West: 16000 + 16000 from West; South 2000.
    assert data["net"] == [0, 2000, -34000, 32000]


# --- triple ron ---------------------------------------------------------------------------


def test_triple_ron_is_an_abortive_draw(run: Run) -> None:
    args = ["score", *SOUTH, *STICKS, "--also", NORTH, "--also", EAST]
    assert ok(run(*args, "-f", "short")).splitlines() == [
        "North: 30fu 3han 3900 (Riichi, Pinfu, All Simples) [not paid]",
        "East: 50fu 1han 2400 (Dragon Pung Red) [not paid]",
        "South: 30fu 2han 2000 (Pinfu, All Simples) [not paid]",
        "abortive draw: nobody is paid",
    ]
    data = as_json(run(*args, "-f", "json"))
    assert (data["mode"], data["abortive_draw"], data["payments"], data["net"]) == (
        "draw", True, [], [0, 0, 0, 0])
    assert [w["paid"] for w in data["winners"]] == [False, False, False]
    table = ok(run(*args))
    assert table.splitlines()[0] == (
        "Triple ron on West's s4 by North, East, South: an abortive draw "
        "(triple_ron=draw), nobody is paid; the 2 riichi stick(s) stay on the table.")
    assert "No payments." in table


def test_triple_ron_settled_with_pao(run: Run) -> None:
    # 3 honba = 900 split 300 each. North 32000 (16000 East pao, 16000 West), its 300
    # honba 150/150, both sticks 2000; East 2900 + 300; South 2000 + 300.
    data = as_json(run("score", *NORTH_PAO, "--honba", "3", "--deposits", "2",
                       "--also", SOUTH_M4, "--also", EAST_M4,
                       "--rule", "triple_ron=settled", "-f", "json"))
    assert [w["seats"]["winner"] for w in data["winners"]] == [3, 0, 1]
    assert data["net"] == [-12950, 2300, -21650, 34300]


def test_triple_ron_head_bump(run: Run) -> None:
    # North alone: 32000 with 900 honba split by pao 450/450, and the 2000 sticks.
    data = as_json(run("score", *NORTH_PAO, "--honba", "3", "--deposits", "2",
                       "--also", SOUTH_M4, "--also", EAST_M4,
                       "--rule", "triple_ron=head_bump", "-f", "json"))
    assert data["net"] == [-16450, 0, -16450, 34900]
    assert [w["paid"] for w in data["winners"]] == [True, False, False]


# --- majiang-core form --------------------------------------------------------------------


def test_double_ron_majiang_form(run: Run) -> None:
    out = ok(run("score", *SOUTH, *STICKS, "--also", NORTH, "--rules", "majiang",
                 "-f", "majiang"))
    # one result per winner, nearest first; majiang: honba and sticks to North.
    assert json.loads(out) == [
        {"hupai": [{"name": "立直", "fanshu": 1}, {"name": "平和", "fanshu": 1},
                   {"name": "断幺九", "fanshu": 1}],
         "fu": 30, "fanshu": 3, "defen": 3900, "fenpei": [0, 0, -4500, 6500]},
        {"hupai": [{"name": "平和", "fanshu": 1}, {"name": "断幺九", "fanshu": 1}],
         "fu": 30, "fanshu": 2, "defen": 2000, "fenpei": [0, 2000, -2000, 0]},
    ]


def test_triple_ron_draw_majiang_form(run: Run) -> None:
    out = ok(run("score", *SOUTH, "--also", NORTH, "--also", EAST, "-f", "majiang"))
    assert json.loads(out) == {
        "name": "三家和",
        "shoupai": ["m123p789s44z11777", "m234567p345s2355", "", "m345p234567s5688"],
        "fenpei": [0, 0, 0, 0]}


# --- how the second hand may be written ---------------------------------------------------


@pytest.mark.parametrize("also", [
    NORTH,  # 13 tiles: the first hand's winning tile
    "m345p234567s5688s4 --seat N --riichi",  # 14 tiles ending with it
    "m345p234567s5688 --seat N --riichi --ron s4",  # --ron without a mark
    "m345p234567s5688 --seat N --riichi --ron s4-",  # --ron with West's mark for North
    "--seat N --riichi -- m345p234567s5688",
])
def test_ways_to_write_the_second_winner(run: Run, also: str) -> None:
    data = as_json(run("score", *SOUTH, "--also", also, "-f", "json"))
    assert data["net"] == [0, 2000, -5900, 3900]


@pytest.mark.parametrize(("also", "status", "code"), [
    ("m345p234567s5688 --riichi", 2, "usage"),  # no --seat
    ("--seat N", 2, "usage"),  # no hand
    ("m345p234567s5688 --seat N --dora m1", 2, "usage"),  # the table's, not a winner's
    ("m345p234567s5688 --seat N --honba 1", 2, "usage"),
    ("m345p234567s5688 --seat N --tsumo", 2, "usage"),
    ("m345p234567s5688 --seat N -f json", 2, "usage"),
    ("m345p234567s5688 --seat N --no-such", 2, "usage"),
    ("m345p234567s5688 --seat N --help", 2, "usage"),
    ("m345p234567s5688 --seat W", 2, "bad_seat"),  # West dealt the tile
    ("m345p234567s5688 --seat S", 2, "bad_claims"),  # South already won
    ("m345p234567s5688s7 --seat N --riichi", 2, "bad_claims"),  # another tile
    ("m345p234567s5688 --seat N --ron s4+", 2, "contradictory_source"),  # East's tile
    ("m345p234567s5688 --seat N --ippatsu", 1, "contradictory_flags"),  # no riichi
    ("m345p234567s5689 --seat N", 1, "not_winning"),
    ("m3x --seat N", 2, "notation"),
    # South holds s55, North s5, this East hand s55: five s5.
    ("m234p234678s2355 --seat E", 1, "fifth_tile"),
])
def test_bad_second_winners(run: Run, also: str, status: int, code: str) -> None:
    # a third winner for the fifth s5, a second one otherwise
    others = ["--also", NORTH] if code == "fifth_tile" else []
    assert error(run("score", *SOUTH, *others, "--also", also)) == (status, code)


def test_errors_name_the_winner(run: Run) -> None:
    result = run("score", *SOUTH, "--also", "m345p234567s5688 --seat N --ippatsu")
    assert "winner 2 (North): ippatsu without riichi" in result.stderr
    result = run("score", *SOUTH, "--also", "m345p234567s5688 --seat N --dora m1")
    assert "--also 'm345p234567s5688 --seat N --dora m1': --dora" in result.stderr


def test_a_tsumo_cannot_share_its_tile(run: Run) -> None:
    assert error(run("score", "m234567p345s2355s4", "--also", NORTH)) == (2, "bad_claims")


def test_four_winners_are_refused(run: Run) -> None:
    # West dealt; three other seats win at most. A fourth --also names a taken seat.
    result = run("score", *SOUTH, "--also", NORTH, "--also", EAST, "--also",
                 "m345p234567s5688 --seat N --riichi")
    assert error(result) == (2, "bad_claims")


# --- majiang-core records -----------------------------------------------------------------

# seed 002's hule record: North's riichi tsumo on m9, ura s2 m4, 2 honba, 1 stick.
SEED_RECORD = json.dumps({
    "shoupai": "m78p405667s34577m9",
    "param": {"menfeng": 3, "lizhi": 1, "baopai": ["z1", "z5"], "fubaopai": ["s2", "m4"],
              "changbang": 2, "lizhibang": 1}})


def test_record_majiang_form(run: Run) -> None:
    # riichi, tsumo, pinfu, red five, ura (s2 shows s3) = 5 han: mangan 2000 basic;
    # North's tsumo: 4000 from East, 2000 from the others, +200 each for 2 honba, +1000.
    out = ok(run("score", "--json", SEED_RECORD, "-f", "majiang"))
    assert json.loads(out) == {
        "hupai": [{"name": "立直", "fanshu": 1}, {"name": "門前清自摸和", "fanshu": 1},
                  {"name": "平和", "fanshu": 1}, {"name": "赤ドラ", "fanshu": 1},
                  {"name": "裏ドラ", "fanshu": 1}],
        "fu": 20, "fanshu": 5, "defen": 8000, "fenpei": [-4200, -2200, -2200, 9600]}


def test_record_from_standard_input_and_the_other_views(run: Run) -> None:
    out = ok(run("score", "--json", "-", "-f", "short", input=SEED_RECORD))
    # the seed's North mangan tsumo, 2000/4000, with 2 honba and 1 riichi stick (the
    # same hand is worked in tests/cli/commands/test_score_cli.py::test_seed_hule_short)
    assert out == ("20fu 5han mangan 2200/4200 (2 honba) + 1 riichi stick (Riichi, Fully "
                   "Concealed Hand, Pinfu, Red Dora 1, Ura Dora 1)\n"
                   "net: East -4200, South -2200, West -2200, North +9600\n")
    data = as_json(run("score", "--json", SEED_RECORD, "-f", "json"))
    assert (data["rules"], data["seats"]["winner"], data["honba"], data["deposits"]) == (
        "majiang", 3, 2, 1)


# 4 han 30 fu by ron (riichi pinfu tanyao dora): 1920 basic -> 7700, or 8000 with kiriage.
KIRIAGE_RECORD = json.dumps({"shoupai": "m234678p456s2355", "rongpai": "s4-",
                             "param": {"menfeng": 1, "lizhi": 1, "baopai": ["m1"]}})


def test_record_rules_options_and_the_records_own_rule(run: Run) -> None:
    assert ok(run("score", "--json", KIRIAGE_RECORD, "-f", "short")).startswith(
        "30fu 4han 7700")
    assert ok(run("score", "--json", KIRIAGE_RECORD, "--rule", "kiriage_mangan=true",
                  "-f", "short")).startswith("30fu 4han mangan 8000")
    own = json.loads(KIRIAGE_RECORD)
    own["param"]["rule"] = {"切り上げ満貫あり": True}
    assert ok(run("score", "--json", json.dumps(own), "-f", "short")).startswith(
        "30fu 4han mangan 8000")


def test_a_lone_double_yakuman_counts_once_without_stacking(run: Run) -> None:
    # 13-sided kokushi: a double yakuman (64000 by ron) unless 役満の複合あり is false,
    # then one yakuman, 32000 (majiang-core's reading, adopted by yakuman_stacking).
    record = {"shoupai": "m19p19s19z1234567", "rongpai": "z7+", "param": {"menfeng": 1}}
    double = json.loads(ok(run("score", "--json", json.dumps(record), "-f", "majiang")))
    assert (double["damanguan"], double["defen"]) == (2, 64000)
    record["param"] = {"menfeng": 1, "rule": {"役満の複合あり": False}}
    single = json.loads(ok(run("score", "--json", json.dumps(record), "-f", "majiang")))
    assert (single["damanguan"], single["defen"]) == (1, 32000)
    assert single["hupai"] == [{"name": "国士無双十三面", "fanshu": "**"}]


def test_record_with_a_second_winner(run: Run) -> None:
    # the record's South ron on West's s4, then North: majiang rules, no sticks.
    record = json.dumps({"shoupai": "m234567p345s2355", "rongpai": "s4+",
                         "param": {"menfeng": 1}})
    data = as_json(run("score", "--json", record, "--also", NORTH, "-f", "json"))
    assert data["rules"] == "majiang"
    assert data["net"] == [0, 2000, -5900, 3900]


@pytest.mark.parametrize(("args", "code"), [
    (["m234567p345s2355", "--json", SEED_RECORD], "usage"),  # a hand beside the record
    (["--json", SEED_RECORD, "--seat", "N"], "usage"),
    (["--json", SEED_RECORD, "--riichi"], "usage"),
    (["--json", "{nope"], "bad_record"),
    (["--json", '{"shoupai": "m123", "bogus": 1}'], "bad_record"),
    ([], "usage"),  # neither a hand nor a record
])
def test_bad_records(run: Run, args: list[str], code: str) -> None:
    assert error(run("score", *args)) == (2, code)


def test_majiang_form_of_a_hand(run: Run) -> None:
    # riichi pinfu tanyao dora 1 (m1 shows m2): 4 han 30 fu, 7700 from West.
    out = ok(run("score", *SOUTH, "--riichi", "--dora", "m1", "-f", "majiang"))
    assert json.loads(out) == {
        "hupai": [{"name": "立直", "fanshu": 1}, {"name": "平和", "fanshu": 1},
                  {"name": "断幺九", "fanshu": 1}, {"name": "ドラ", "fanshu": 1}],
        "fu": 30, "fanshu": 4, "defen": 7700, "fenpei": [0, 7700, -7700, 0]}


# --- batch lines --------------------------------------------------------------------------


def test_batch_lines_read_also_and_refuse_json(run: Run) -> None:
    # issue 15: a batch line may carry --also (as words or as a JSON key); --json RECORD
    # is still refused (the record itself is the line)
    lines = [
        "m234567p345s2355 --ron s4+ --also 'm345p234567s5688 --seat N'",
        f"--json '{SEED_RECORD}'",
        json.dumps({"hand": "m234567p345s2355", "ron": "s4+",
                    "also": ["m345p234567s5688 --seat N"]}),
    ]
    result = run("batch", input="\n".join(lines) + "\n")
    assert result.exit_code == 1
    records = [json.loads(line) for line in result.stdout.splitlines()]
    # South 2000 (pinfu, tanyao), North 2000 (pinfu, tanyao: no riichi here), both
    # from West
    assert records[0]["result"]["net"] == records[2]["result"]["net"] == [0, 2000, -4000,
                                                                         2000]
    assert (records[1]["line"], records[1]["error"]["code"],
            records[1]["error"]["status"]) == (2, "usage", 2)
