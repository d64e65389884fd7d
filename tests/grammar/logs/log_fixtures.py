"""Paths of the game-log fixtures and helpers to look at a read game."""

from __future__ import annotations

import gzip
from collections import Counter
from pathlib import Path

from scoring.game.game_record import Call, Draw, Event, Game, NewDora, Round, Win

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "logs"
REAL = FIXTURES / "real"


def text_of(path: Path) -> str:
    """A fixture's text, uncompressed when it ends in .gz."""
    data = path.read_bytes()
    return (gzip.decompress(data) if path.suffix == ".gz" else data).decode("utf-8")


def events_of(game: Game, kind: type) -> list[Event]:
    """Every event of one class in a game, in order."""
    return [e for r in game.rounds for e in r.events if isinstance(e, kind)]


def tiles_seen(round_: Round) -> Counter[int]:
    """How many of each tile kind a round shows: the deal, draws, indicators, won hands' ura."""
    seen: Counter[int] = Counter(t.kind for hand in round_.deal for t in hand)
    seen.update(t.kind for t in round_.dora_indicators)
    for event in round_.events:
        if isinstance(event, Draw):
            seen[event.tile.kind] += 1
        elif isinstance(event, NewDora):
            seen[event.indicator.kind] += 1
    return seen


def calls_of(game: Game) -> list[Call]:
    return [e for e in events_of(game, Call) if isinstance(e, Call)]


def wins_of(game: Game) -> list[Win]:
    return [e for e in events_of(game, Win) if isinstance(e, Win)]
