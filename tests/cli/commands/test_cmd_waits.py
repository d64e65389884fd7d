"""``mjcalc waits``: the command line, its three views and its errors, worked by hand.

The player sits South in the East round unless told (East's z1 is the round wind); the
ron comes from the previous player (East) unless --from says otherwise.

PINFU is m23 p123 p456 s456 s99: closed, all runs, a plain pair, ryanmen on m1/m4.
With riichi: ron = riichi + pinfu, 30 fu (20 + 10 closed ron) 2 han -> 480 x 4 -> 2000;
tsumo = riichi + menzen tsumo + pinfu, 20 fu 3 han -> 640: 1300 + 700 + 700 = 2700.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from typer.testing import Result

Run = Callable[..., Result]

PINFU = "m23p123456s456s99"


def field(out: str, label: str) -> str:
    """The value of a ``Label   value`` line of a table view."""
    for text in out.splitlines():
        if text.startswith(label + " "):
            return text[len(label):].strip()
    raise AssertionError(f"no {label!r} line in:\n{out}")


def as_json(result: Result) -> Any:
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_short_line_gives_each_wait_with_ron_and_tsumo_values(run: Run) -> None:
    result = run("waits", PINFU, "--riichi", "-f", "short")
    assert result.exit_code == 0
    assert result.stdout.strip() == "tenpai m1 ryanmen 2000/2700, m4 ryanmen 2000/2700"


def test_table_view(run: Run) -> None:
    result = run("waits", PINFU, "--riichi")
    assert result.exit_code == 0
    out = result.stdout
    assert field(out, "Tenpai") == "yes, 2 tile(s), 8 left"  # no m1 or m4 held or seen
    assert "2000 (30fu 2han)" in out and "2700 (20fu 3han)" in out
    assert "Riichi, Pinfu" in out  # the yaku by ron
    assert "Furiten" not in out  # no discards given: not checked


def test_dealer_values(run: Run) -> None:
    # dealer: ron 2 han 30 fu -> 480 x 6 = 2880 -> 2900; tsumo 3 han 20 fu -> 640 x 2
    # = 1280 -> 1300 from each of three = 3900
    result = run("waits", PINFU, "--riichi", "--seat", "E", "-f", "short")
    assert result.stdout.strip() == "tenpai m1 ryanmen 2900/3900, m4 ryanmen 2900/3900"


def test_no_yaku_by_ron_shows_a_dash(run: Run) -> None:
    # tanki on z1 (the round wind, no yaku as a pair), no riichi: ron has no yaku;
    # tsumo: menzen tsumo, 20 + 2 tanki + 2 round-wind pair + 2 tsumo = 26 -> 30 fu
    # 1 han -> 500 + 300 + 300 = 1100
    result = run("waits", "m123p123s456s789z1", "-f", "short")
    assert result.stdout.strip() == "tenpai z1 tanki -/1100"


def test_json_record(run: Run) -> None:
    data = as_json(run("waits", PINFU, "--riichi", "-f", "json"))
    assert set(data) == {
        "version", "hand", "rules", "seat", "round_wind", "discarder", "tenpai", "shanten",
        "shanten_forms", "waits", "shapes", "left", "furiten", "karaten", "jigoku_tanki",
        "draw_tenpai"}
    # the canonical spelling of the hand; South sits at 1, East (0) deals the ron
    assert (data["hand"], data["seat"], data["discarder"]) == ("m23p123456s45699", 1, 0)
    assert data["tenpai"] is True and data["shanten"] == 0
    m1 = data["waits"][0]
    assert set(m1) == {"tile", "types", "in_hand", "seen", "left", "ron", "tsumo"}
    assert (m1["tile"], m1["types"], m1["left"]) == ("m1", ["ryanmen"], 4)
    ron = m1["ron"]
    assert {"tile", "has_yaku", "reason", "allowed", "points", "gain", "wait", "yaku",
            "yakuman", "han", "fu", "limit", "basic", "net"} == set(ron)
    assert (ron["points"], ron["han"], ron["fu"], ron["allowed"]) == (2000, 2, 30, True)
    assert [y["id"] for y in ron["yaku"]] == ["riichi", "pinfu"]
    assert ron["net"] == [-2000, 2000, 0, 0]  # East, the previous player, deals in
    assert m1["tsumo"]["points"] == 2700


def test_from_names_the_discarder(run: Run) -> None:
    data = as_json(run("waits", PINFU, "--riichi", "--from", "W", "-f", "json"))
    assert data["discarder"] == 2
    assert data["waits"][0]["ron"]["net"] == [0, 2000, -2000, 0]


def test_gain_counts_honba_and_deposits(run: Run) -> None:
    data = as_json(run("waits", PINFU, "--riichi", "--honba", "1", "--deposits", "2",
                       "-f", "json"))
    assert data["waits"][0]["ron"]["gain"] == 2000 + 300 + 2000
    assert data["waits"][0]["tsumo"]["gain"] == 2700 + 300 + 2000


def test_lang_changes_yaku_names(run: Run) -> None:
    data = as_json(run("waits", PINFU, "--riichi", "--lang", "ja", "-f", "json"))
    assert data["waits"][0]["ron"]["yaku"][0]["name"] == "立直"


def test_not_tenpai(run: Run) -> None:
    # m123 p456 s789 + four different winds: standard 2, seven pairs 6, orphans 7
    result = run("waits", "m123p456s789z1234")
    assert result.exit_code == 0
    assert "no: 2-shanten (standard 2, seven pairs 6, thirteen orphans 7)" in result.stdout
    assert run("waits", "m123p456s789z1234", "-f", "short").stdout.strip() == "2-shanten"


def test_named_shape_in_every_view(run: Run) -> None:
    hand = "m23456p123s789z11"
    assert field(run("waits", hand).stdout, "Shape") == "sanmenchan m23456 on m1 m4 m7"
    assert run("waits", hand, "-f", "short").stdout.rstrip().endswith("; sanmenchan")
    data = as_json(run("waits", hand, "-f", "json"))
    assert data["shapes"] == [{"shape": "sanmenchan", "tiles": "m23456",
                               "waits": ["m1", "m4", "m7"]}]


def test_discard_furiten(run: Run) -> None:
    # m4 discarded: the whole ryanmen (m1 too) is furiten; tsumo still allowed
    data = as_json(run("waits", PINFU, "--riichi", "--discards", "z7,m4", "-f", "json"))
    assert data["furiten"] == {"checked": True, "furiten": True, "kinds": ["discard"],
                               "causes": [{"kind": "discard", "tiles": ["m4"]}]}
    m1 = data["waits"][0]
    assert m1["ron"]["allowed"] is False and m1["tsumo"]["allowed"] is True
    short = run("waits", PINFU, "--riichi", "--discards", "m4", "-f", "short").stdout
    assert short.strip().endswith("; furiten discard")
    assert field(run("waits", PINFU, "--discards", "m4").stdout, "Furiten") == \
        "yes: discard (m4)"


def test_riichi_and_temporary_furiten(run: Run) -> None:
    data = as_json(run("waits", PINFU, "--riichi", "--discards", "z1",
                       "--since-riichi", "p9,m1", "--this-turn", "m4", "-f", "json"))
    assert data["furiten"]["kinds"] == ["riichi", "temporary"]


def test_not_furiten_when_no_wait_was_discarded(run: Run) -> None:
    data = as_json(run("waits", PINFU, "--discards", "m2,m3,m5", "-f", "json"))
    assert data["furiten"]["checked"] is True and data["furiten"]["furiten"] is False


def test_since_riichi_without_riichi_is_contradictory(run: Run) -> None:
    result = run("waits", PINFU, "--since-riichi", "m1")
    assert result.exit_code == 1
    assert "error[contradictory_flags]" in result.stderr


def test_karaten(run: Run) -> None:
    data = as_json(run("waits", PINFU, "--visible", "m1111,m4444", "-f", "json"))
    assert data["karaten"] is True and data["left"] == 0
    assert "karaten" in run("waits", PINFU, "--visible", "m1111m4444", "-f", "short").stdout


def test_jigoku_tanki(run: Run) -> None:
    # z1: one in hand, two visible -> one left of the only waiting tile, a tanki
    result = run("waits", "m123p123s456s789z1", "--visible", "z1 z1", "-f", "short")
    assert result.stdout.strip() == "tenpai z1 tanki -/1100; jigoku tanki"


def test_draw_tenpai_follows_the_form_tenpai_rule(run: Run) -> None:
    # waiting only on the fifth m1: counts at a draw under saki, not under tenhou
    hand = "m1111p123s456z111"
    assert as_json(run("waits", hand, "-f", "json"))["draw_tenpai"] is True
    assert as_json(run("waits", hand, "--rules", "tenhou", "-f", "json"))["draw_tenpai"] \
        is False
    assert "noten at a draw" in run("waits", hand, "--rules", "tenhou").stdout


@pytest.mark.parametrize(("args", "status", "code"), [
    (["m23p123456s456s99m1"], 2, "bad_tile_count"),  # 14 tiles: a winning hand
    (["m23p123456s456s9x"], 2, "notation"),
    (["m23p123456s456s99", "--from", "S"], 2, "bad_seat"),  # own seat deals in
    (["m23p123456s456s99", "--visible", "s999"], 1, "fifth_tile"),  # fifth s9
    (["m23p123456s456s99", "--seat", "X"], 2, "bad_seat"),
    (["m23p123s456z11,s7-89", "--riichi"], 1, "contradictory_flags"),  # open riichi
])
def test_errors(run: Run, args: list[str], status: int, code: str) -> None:
    result = run("waits", *args)
    assert result.exit_code == status
    assert f"error[{code}]" in result.stderr
    assert "Traceback" not in result.output


def test_own_discards_count_towards_a_fifth_copy(run: Any) -> None:
    # issue 11: the hand's one m2 and four discarded m2 are five copies
    result = run("waits", PINFU, "--discards", "m2,m2,m2,m2")
    assert result.exit_code == 1
    assert result.stderr.startswith("mjcalc: error[fifth_tile]: ")
    assert "among the discards" in result.stderr


def test_a_tile_added_to_a_kan_may_be_listed_among_the_discards(run: Any) -> None:
    # the added kan s505+5 holds four s5; its added s5 may be listed among the discards
    # (Discards.own) without being a fifth copy, but a second s5 there is one
    hand = "p456p789m2344,s505+5"
    assert run("waits", hand, "--discards", "s5").exit_code == 0
    assert run("waits", hand, "--discards", "s5,s5").exit_code == 1
