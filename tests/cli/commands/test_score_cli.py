"""`mjcalc score`: the views, the winning-tile options, and the errors, end to end.

Expected values are worked from the rules (SPEC "Scoring", seed 000), not from the
program: basic = fu x 2^(han+2); ron costs basic x 4 (x 6 to the dealer), a tsumo
basic x 2 from the dealer and x 1 from the others, each rounded up to 100.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from docs_pages import DOCS, section
from typer.testing import Result

Run = Callable[..., Result]

# seed 002's hule record: North wins by tsumo on m9 after riichi; ura indicators s2 m4;
# two honba and one riichi stick. 2 dora indicators (z1, z5: they show z2 and z6, which
# the hand lacks) because two ura indicators need two dora indicators.
SEED = ["m78p405667s34577m9", "--seat", "N", "--riichi", "--dora", "z1,z5",
        "--ura", "s2,m4", "--honba", "2", "--deposits", "1"]
# m234 m567 p345 s55 + s23 waiting s1/s4, won on s4: pinfu, tanyao; 20 + 10 closed ron
# = 30 fu, 2 han: basic 30 x 16 = 480.
PINFU_TANYAO = ["m234567p345s2355", "--ron", "s4+"]


def _ok(result: Result) -> str:
    assert result.exit_code == 0, result.output
    assert result.stderr == ""
    return result.stdout


def test_seed_hule_short(run: Run) -> None:
    # riichi, menzen tsumo, pinfu, red five p0, ura: s2 shows s3 (one in hand), m4 shows
    # m5 (none) = 5 han: mangan, basic 2000; 20 fu (pinfu tsumo). North, not the dealer,
    # is called 2000/4000; two honba add 100 per stick to each share: 2200/4200, and the
    # one riichi stick: North +2200 x 2 +4200 +1000 = +9600.
    out = _ok(run("score", *SEED, "-f", "short"))
    assert out == ("20fu 5han mangan 2200/4200 (2 honba) + 1 riichi stick (Riichi, Fully "
                   "Concealed Hand, Pinfu, Red Dora 1, Ura Dora 1)\n"
                   "net: East -4200, South -2200, West -2200, North +9600\n")


def test_seed_hule_json(run: Run) -> None:
    data = json.loads(_ok(run("score", *SEED, "-f", "json")))
    assert data["hand"] == "m78p405667s34577m9"
    assert data["win"] == {"tile": "m9", "how": "tsumo", "from": None}
    assert data["seats"] == {"winner": 3, "discarder": None, "round_wind": 0}
    assert data["rules"] == "saki"
    assert data["dora"] == ["z1", "z5"]
    assert data["ura"] == ["s2", "m4"]
    assert [y["id"] for y in data["yaku"]] == [
        "riichi", "menzen_tsumo", "pinfu", "aka_dora", "ura_dora"]
    assert (data["han"], data["fu"], data["limit"], data["basic"], data["points"]) == (
        5, 20, "mangan", 2000, 8000)
    assert data["yakuman"] == 0
    assert data["wait"] == "ryanmen"
    assert data["decomposition"]["form"] == "standard"
    # mangan tsumo by a non-dealer: 4000 from the dealer, 2000 from each other seat,
    # 100 more per honba from each payer, the 1000 stick to the winner (seed 002 fenpei)
    assert data["net"] == [-4200, -2200, -2200, 9600]
    assert data["per_payer"] == [{"seat": 0, "pays": 4200}, {"seat": 1, "pays": 2200},
                                 {"seat": 2, "pays": 2200}]
    assert sum(p["amount"] for p in data["payments"]) == 9600
    assert data["pao"] is None
    assert data["considered"][0]["points"] == 8000
    assert data["why"]


JSON_KEYS = {"version", "hand", "win", "seats", "rules", "dora", "ura", "decomposition",
             "wait", "yaku", "yakuman", "han", "fu", "raw_fu", "fu_items", "limit", "basic",
             "points", "honba", "deposits", "payments", "per_payer", "net", "pao",
             "considered", "why"}


def test_json_keys_are_the_documented_ones(run: Run) -> None:
    data = json.loads(_ok(run("score", *PINFU_TANYAO, "-f", "json")))
    assert set(data) == JSON_KEYS
    docs = section(DOCS / "json.md", "# JSON output")
    for key in JSON_KEYS:
        assert f"`{key}`" in docs, f"JSON key {key!r} is not documented in docs/json.md"
    assert set(data["fu_items"][0]) == {"code", "fu", "reason", "tiles"}


def test_ron_with_a_mark_names_the_discarder(run: Run) -> None:
    # South (default seat) wins on s4+: the next seat, West, dealt it; 480 x 4 = 1920 -> 2000
    data = json.loads(_ok(run("score", *PINFU_TANYAO, "-f", "json")))
    assert data["win"] == {"tile": "s4", "how": "ron", "from": 2}
    assert data["seats"]["discarder"] == 2
    assert data["points"] == 2000
    assert data["net"] == [0, 2000, -2000, 0]


def test_dealer_ron_and_from(run: Run) -> None:
    # dealer: 480 x 6 = 2880 -> 2900; the 14th tile with --from is the same ron
    assert _ok(run("score", *PINFU_TANYAO, "--seat", "E", "-f", "short")) == (
        "30fu 2han 2900 (Pinfu, All Simples)\n"
        "net: East +2900, South -2900, West +0, North +0\n")  # s4+: South dealt it
    out = _ok(run("score", "m234567p345s2355s4", "--from", "S", "--seat", "E",
                  "--honba", "1", "-f", "json"))
    data = json.loads(out)
    assert data["win"]["how"] == "ron"
    assert data["net"] == [3200, -3200, 0, 0]  # 2900 + 300 for the honba, all from South


def test_ron_without_mark_takes_from(run: Run) -> None:
    out = _ok(run("score", "m234567p345s2355", "--ron", "s4", "--from", "N", "-f", "json"))
    assert json.loads(out)["seats"]["discarder"] == 3


def test_the_brief_example_and_kiriage(run: Run) -> None:
    # riichi + pinfu + tanyao + dora 1 (m1 shows m2) = 4 han 30 fu: 1920 x 4 = 7680 -> 7700;
    # kiriage mangan rounds 1920 up to a mangan (8000)
    args = [*PINFU_TANYAO, "--riichi", "--dora", "m1", "-f", "short"]
    assert _ok(run("score", *args)) == ("30fu 4han 7700 (Riichi, Pinfu, All Simples, Dora 1)\n"
                                        "net: East +0, South +7700, West -7700, North +0\n")
    assert _ok(run("score", *args, "--rule", "kiriage_mangan=true")) == (
        "30fu 4han mangan 8000 (Riichi, Pinfu, All Simples, Dora 1)\n"
        "net: East +0, South +8000, West -8000, North +0\n")


def test_rules_file(run: Run, tmp_path: Path) -> None:
    house = tmp_path / "house.toml"
    house.write_text("kiriage_mangan = true\n")
    out = _ok(run("score", *PINFU_TANYAO, "--riichi", "--dora", "m1", "-f", "short",
                  "--rules-file", str(house)))
    assert out.startswith("30fu 4han mangan 8000 ")


def test_lang(run: Run) -> None:
    assert _ok(run("score", *PINFU_TANYAO, "-f", "short", "--lang", "ja")) == (
        "30fu 2han 2000 (平和, 断幺九)\n" + "net: East +0, South +2000, West -2000, North +0\n")
    assert _ok(run("score", *PINFU_TANYAO, "-f", "short", "--lang", "romaji")) == (
        "30fu 2han 2000 (pinfu, tanyao)\n" + "net: East +0, South +2000, West -2000, North +0\n")
    data = json.loads(_ok(run("score", *PINFU_TANYAO, "-f", "json", "--lang", "zh")))
    assert [y["name"] for y in data["yaku"]] == ["平和", "断幺九"]


def test_pao_by_tsumo_in_every_view(run: Run) -> None:
    # daisangen: the last dragon pon (z777-) came from the previous player, East for
    # South; on a tsumo the liable player pays the whole yakuman: 8000 x 4 = 32000
    hand = "m123p11,z555+,z666=,z777-"
    # called as a non-dealer's yakuman tsumo, 8000/16000; East, liable, pays all 32000
    assert _ok(run("score", hand, "-f", "short")) == (
        "yakuman 8000/16000 (Big Three Dragons)\n"
        "net: East -32000, South +32000, West +0, North +0\n")
    data = json.loads(_ok(run("score", hand, "-f", "json")))
    assert data["pao"] == 0
    assert data["yakuman"] == 1
    assert data["net"] == [-32000, 32000, 0, 0]
    table = _ok(run("score", hand))
    assert "Pao     East is liable" in table
    assert "yakuman" in table


def test_table_view(run: Run) -> None:
    out = _ok(run("score", *SEED))
    lines = out.splitlines()
    assert lines[0] == "Hand     m78p405667s34577m9"
    assert "Win      tsumo m9" in lines
    assert "Seat     North, East round" in lines
    assert "Ura      indicators s2 m4" in lines
    assert "Limit   mangan" in lines
    assert "Points  8000" in lines
    assert lines[-1].split() == ["-4200", "-2200", "-2200", "+9600"]


def test_explain(run: Run) -> None:
    # m111222333 p55 s78 + s9 by ron reads as three concealed pungs (sanankou) or as
    # three m123 runs (pinfu, iipeikou): both readings are listed, one chosen
    out = _ok(run("score", "m111222333p55s78", "--ron", "s9+", "--riichi", "--explain"))
    assert "How the fu are counted" in out
    assert "Readings tried (* = chosen)" in out
    readings = out[out.index("Readings tried"):].splitlines()
    chosen = [line for line in readings if line.startswith("*")]
    others = [line for line in readings[3:] if line.startswith("   m")]
    assert len(chosen) == 1 and len(others) == 1
    assert "Why: " in out


def test_explain_rounding(run: Run) -> None:
    # 20 base + 2 round-wind pair (z11 for South in an East round) + 4 (z222 completed by
    # ron: an open honor triplet) + 10 closed ron = 36, rounded up to 40
    out = _ok(run("score", "m123p456s789z1122", "--ron", "z2=", "--explain"))
    assert "Total 36 fu, rounded up to the next 10: 40 fu." in out
    assert "North pays South 1300 (basic: 320 x 4 = 1280, rounded up to 1300)." in out


ERRORS: list[tuple[list[str], int, str]] = [
    (["m12x3"], 2, "notation"),
    (["m11111p2345678s11"], 1, "fifth_tile"),  # SPEC: a fifth copy cannot be scored
    (["m123"], 2, "tile_count"),
    ([*PINFU_TANYAO, "--ippatsu"], 1, "contradictory_flags"),
    ([*PINFU_TANYAO, "--tsumo"], 1, "contradictory_flags"),
    (["m234567p345s2355s4", "--from", "W", "--tsumo"], 1, "contradictory_flags"),
    (["m234567p345s2355s4", "--ron", "s4+"], 2, "win_tile_twice"),
    (["m234567p345s2355", "--ron", "s4"], 2, "no_source"),
    (["m234567p345s2355", "--ron", "s4+", "--from", "N"], 2, "contradictory_source"),
    (["m234567p345s2355s4", "--from", "S"], 2, "bad_seat"),  # the winner itself
    (["m234567p345s2355", "--ron", "s4x"], 2, "notation"),
    (["m234567p345s2355", "--ron", "s4+", "--dora", "m1,q"], 2, "notation"),
    (["m123p456s789z1122", "--ron", "z2=", "--seat", "E"], 1, "no_yaku"),
    (["m123456789p1234"], 1, "not_winning"),
    ([*PINFU_TANYAO, "--rules", "club"], 2, "bad_preset"),
    ([*PINFU_TANYAO, "--rule", "kazoe=lots"], 2, "bad_rule_value"),
    ([*PINFU_TANYAO, "--rule", "nope=1"], 2, "bad_rule"),
    ([*PINFU_TANYAO, "--rules-file", "/nonexistent/house.toml"], 2, "rules_file"),
]


@pytest.mark.parametrize(("args", "status", "code"), ERRORS)
def test_errors(run: Run, args: list[str], status: int, code: str) -> None:
    result = run("score", *args)
    assert result.exit_code == status, result.output
    assert result.stdout == ""
    assert result.stderr.startswith(f"mjcalc: error[{code}]: "), result.stderr
    assert "Traceback" not in result.stderr


def test_notation_error_has_a_caret(run: Run) -> None:
    result = run("score", "m12x3")
    assert result.stderr.splitlines() == [
        "mjcalc: error[notation]: column 4: expected a digit or a suit letter, found 'x'",
        "  m12x3",
        "     ^",
    ]


def test_caret_points_into_the_option_text(run: Run) -> None:
    result = run("score", *PINFU_TANYAO, "--dora", "m1,q")
    lines = result.stderr.splitlines()
    assert lines[0].startswith("mjcalc: error[notation]: --dora: column 4: ")  # q is 4th
    assert lines[1:] == ["  m1,q", "     ^"]


def test_not_winning_says_the_waits(run: Run) -> None:
    # m123456789 p1234: p123 + p4 waits on p4 (tanki), p234 + p1 on p1
    result = run("score", "m123456789p1234")
    assert "waiting on p1 p4" in result.stderr


def _errors_catalogue() -> dict[str, Any]:
    return {code: status for _, status, code in ERRORS}


def test_error_codes_are_in_the_docs() -> None:
    errors_section = section(DOCS / "errors.md", "# Errors and exit status")
    for code in _errors_catalogue():
        assert f"`{code}`" in errors_section, code
