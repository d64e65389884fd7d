#!/usr/bin/env python3
"""Write a Tenhou mjlog game as mjai JSON Lines, the way converted Tenhou corpora are
written (Mortal's and mjai-reviewer's events: ``deltas`` and ``ura_markers`` on a
``hora``, ``deltas`` on a ``ryukyoku``, ``aka_flag`` on ``start_game``).

    python bench/mjlog_to_mjai.py GAME.mjlog [OUT.mjson]

The game is read with this project's mjlog reader (``grammar.logs.mjlog``), so the two
files of a game hold the same play; ``bench/bench_log_peer.py`` times both. Four-player
games only (riichienv's ``MjaiReplay`` is four-player). What mjai has and the reader
does not keep is made up the usual way: ``tsumogiri`` when a seat discards a tile equal
to the one it just drew, ``reach_accepted`` after a riichi discard nobody won on.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from grammar.logs.mjlog import read_mjlog
from scoring.game.game_record import Call, Discard, Draw, Game, NewDora, RoundEnd, Win
from scoring.hands import MeldKind
from scoring.tiles import Tile

HONORS = "ESWNPFC"
CALL_TYPES = {MeldKind.CHI: "chi", MeldKind.PON: "pon", MeldKind.OPEN_KAN: "daiminkan"}


def pai(tile: Tile) -> str:
    """mjai's name of a tile: ``1m``..``9s``, ``5mr`` for a red five, ``E``..``C``."""
    if tile.kind >= 27:
        return HONORS[tile.kind - 27]
    return f"{tile.kind % 9 + 1}{'mps'[tile.kind // 9]}{'r' if tile.red else ''}"


def _without(tiles: tuple[Tile, ...], one: Tile) -> list[str]:
    rest = list(tiles)
    rest.remove(one)
    return [pai(t) for t in rest]


def events(game: Game) -> Iterator[dict[str, Any]]:
    """The mjai events of one four-player game."""
    red = game.rule_overrides.get("red_fives_m", 1) != 0
    yield {"type": "start_game", "names": list(game.names), "kyoku_first": 0, "aka_flag": red}
    for rnd in game.rounds:
        yield {"type": "start_kyoku", "bakaze": "ESWN"[rnd.wind], "dora_marker":
               pai(rnd.dora_indicators[0]), "kyoku": rnd.number, "honba": rnd.honba,
               "kyotaku": rnd.deposits, "oya": rnd.dealer, "scores": list(rnd.scores),
               "tehais": [[pai(t) for t in hand] for hand in rnd.deal]}
        evs = rnd.events
        for i, event in enumerate(evs):
            if isinstance(event, Draw):
                yield {"type": "tsumo", "actor": event.seat, "pai": pai(event.tile)}
            elif isinstance(event, Discard):
                if event.riichi:
                    yield {"type": "reach", "actor": event.seat}
                before = evs[i - 1] if i else None
                drawn = (isinstance(before, Draw) and before.seat == event.seat
                         and before.tile == event.tile)
                yield {"type": "dahai", "actor": event.seat, "pai": pai(event.tile),
                       "tsumogiri": drawn}
                after = evs[i + 1] if i + 1 < len(evs) else None
                if event.riichi and not isinstance(after, Win):
                    yield {"type": "reach_accepted", "actor": event.seat}
            elif isinstance(event, Call):
                yield _call(event)
            elif isinstance(event, NewDora):
                yield {"type": "dora", "dora_marker": pai(event.indicator)}
            elif isinstance(event, Win):
                deltas = event.recorded.deltas if event.recorded else None
                yield {"type": "hora", "actor": event.seat, "target": event.from_seat,
                       "pai": pai(event.tile), "deltas": list(deltas or (0, 0, 0, 0)),
                       "ura_markers": [pai(t) for t in event.ura_indicators]}
            elif isinstance(event, RoundEnd):
                yield {"type": "ryukyoku", "deltas": list(event.deltas or (0, 0, 0, 0))}
            else:
                raise ValueError(f"no mjai event for {type(event).__name__} (a three-player "
                                 "game?)")
        yield {"type": "end_kyoku"}
    yield {"type": "end_game"}


def _call(call: Call) -> dict[str, Any]:
    if call.kind is MeldKind.CLOSED_KAN:
        return {"type": "ankan", "actor": call.seat, "consumed": [pai(t) for t in call.tiles]}
    if call.kind is MeldKind.ADDED_KAN:
        assert call.added is not None
        return {"type": "kakan", "actor": call.seat, "pai": pai(call.added),
                "consumed": _without(call.tiles, call.added)}
    assert call.called is not None
    return {"type": CALL_TYPES[call.kind], "actor": call.seat, "target": call.from_seat,
            "pai": pai(call.called), "consumed": _without(call.tiles, call.called)}


def convert(mjlog_text: str, source: str) -> str:
    """The mjai JSON Lines of the (four-player, complete) game of an mjlog text."""
    games = list(read_mjlog(mjlog_text, source))
    if len(games) != 1 or games[0].players != 4 or not games[0].complete:
        raise ValueError(f"{source}: not one complete four-player game")
    return "".join(json.dumps(e, separators=(",", ":")) + "\n" for e in events(games[0]))


def main(argv: list[str]) -> int:
    if not 1 <= len(argv) <= 2:
        print(__doc__, file=sys.stderr)
        return 2
    text = convert(Path(argv[0]).read_text(encoding="utf-8"), argv[0])
    if len(argv) == 2:
        Path(argv[1]).write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
