"""Seats count from the game's first dealer in every format (issue 29, point 8): an mjai
log whose places at the table are turned (the first dealer sitting at place 1, not 0)
reads as the same game, seat for seat; its records are those of the log as written.
"""

from __future__ import annotations

import json
from typing import Any

from log_fixtures import FIXTURES, text_of

from calc_cli.logs.records import game_rules, log_records
from grammar.logs.mjai import read_mjai
from grammar.logs.seats import first_dealer

MJAI = FIXTURES / "mjai_edge_cases.mjson"
#: mjai's per-place lists (indexed by actor) and its seat fields
PER_PLACE = ("names", "scores", "tehais", "deltas", "tenpais")
SEATS = ("actor", "target", "oya")


def _turned(event: dict[str, Any], by: int) -> dict[str, Any]:
    """The event with everyone sitting ``by`` places further on."""
    out = dict(event)
    for key in SEATS:
        if isinstance(out.get(key), int):
            out[key] = (out[key] + by) % 4
    for key in PER_PLACE:
        values = out.get(key)
        if isinstance(values, list) and len(values) == 4:
            out[key] = [values[(place - by) % 4] for place in range(4)]
    return out


def _records(text: str) -> list[dict[str, Any]]:
    game, = read_mjai(text, "f")
    return [{k: v for k, v in r.items() if k != "file"}
            for r in log_records(game, game_rules(game, None, {}))]


def test_a_game_whose_first_dealer_sits_at_place_1_reads_the_same() -> None:
    text = text_of(MJAI)
    turned = "\n".join(json.dumps(_turned(json.loads(line), 1))
                       for line in text.splitlines() if line.strip())
    game, = read_mjai(turned, "f")
    # the first start_kyoku now has oya 1: that place is seat 0
    assert json.loads(turned.splitlines()[1])["oya"] == 1
    assert game.rounds[0].dealer == 0 and first_dealer(game) == 0
    assert game.names == ("A", "B", "C", "D")
    assert _records(turned) == _records(text)
