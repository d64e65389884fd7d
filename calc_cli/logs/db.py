"""``mjcalc log --db FILE.sqlite``: the games a log run reads, and what it finds, in SQLite.

One database gathers any number of runs over any number of files: a game is keyed by a
digest of its content (format, players, names, every round's deal and events, the
recorded end), so reading the same game again, from the same file or a copy, stores
nothing new. Each game is written in one transaction: a run stopped halfway leaves no
half-stored game.

The tables (docs/logs.md, "Game log database"): ``games``, ``rounds``, ``wins`` and their
``win_yaku``, ``draws``, ``riichi`` (every riichi declared, won or not) and ``finals``.
Facts of the play come from the game as read; the scored values, ``agree`` and ``diff``
from the records ``mjcalc log`` prints for it.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any, Final

from scoring.errors import UsageError
from scoring.game.game_record import Discard, Game, Round, RoundEnd, Win

WIND_LETTERS: Final = "ESWN"

SCHEMA: Final = """
CREATE TABLE IF NOT EXISTS games (
    game_key   TEXT PRIMARY KEY,  -- digest of the game's content
    file       TEXT NOT NULL,     -- where it was first read
    game_index INTEGER NOT NULL,  -- 1-based place in that file (the records' game)
    format     TEXT NOT NULL,     -- mjlog, tenhou6, mjai, paipu
    players    INTEGER NOT NULL,
    rules      TEXT NOT NULL,     -- the preset the game was scored with
    complete   INTEGER NOT NULL,  -- 0: the log stops before the game's end
    stopped_at TEXT
);
CREATE TABLE IF NOT EXISTS rounds (
    game_key TEXT NOT NULL REFERENCES games,
    round_no INTEGER NOT NULL,    -- 1-based order in the game
    round    TEXT NOT NULL,       -- E1, S3...
    honba    INTEGER NOT NULL,
    deposits INTEGER NOT NULL,    -- riichi sticks on the table at the start
    dealer   INTEGER NOT NULL,    -- seat, 0 = the game's first dealer
    scores   TEXT NOT NULL,       -- JSON list, by seat, at the start
    PRIMARY KEY (game_key, round_no)
);
CREATE TABLE IF NOT EXISTS wins (
    game_key         TEXT NOT NULL REFERENCES games,
    round_no         INTEGER NOT NULL,
    win_no           INTEGER NOT NULL,  -- 1, 2 (3) in a double (triple) ron
    seat             INTEGER NOT NULL,
    name             TEXT NOT NULL,
    seat_wind        TEXT NOT NULL,     -- E (the dealer), S, W, N
    from_seat        INTEGER NOT NULL,  -- = seat for a tsumo
    tsumo            INTEGER NOT NULL,
    riichi           INTEGER NOT NULL,  -- the winner had declared riichi
    tile             TEXT NOT NULL,
    hand             TEXT,              -- as the record shows it
    recorded_han     INTEGER,           -- NULL where the log does not record it
    recorded_fu      INTEGER,
    recorded_yakuman INTEGER,
    recorded_points  INTEGER,
    scored_han       INTEGER,           -- NULL when the win could not be scored
    scored_fu        INTEGER,
    scored_yakuman   INTEGER,
    scored_points    INTEGER,
    agree            INTEGER,           -- NULL without a record of the comparison
    diff             TEXT,              -- JSON list of the fields that differ
    PRIMARY KEY (game_key, round_no, win_no)
);
CREATE TABLE IF NOT EXISTS win_yaku (
    game_key TEXT NOT NULL REFERENCES games,
    round_no INTEGER NOT NULL,
    win_no   INTEGER NOT NULL,
    source   TEXT NOT NULL,     -- recorded (the log's own name) or scored
    yaku     TEXT NOT NULL,
    han      INTEGER NOT NULL   -- 13 per yakuman
);
CREATE TABLE IF NOT EXISTS draws (
    game_key TEXT NOT NULL REFERENCES games,
    round_no INTEGER NOT NULL,
    kind     TEXT NOT NULL,     -- exhaustive, nagashi, nine_terminals, four_winds...
    deltas   TEXT,              -- JSON list by seat, as recorded
    agree    INTEGER,
    PRIMARY KEY (game_key, round_no)
);
CREATE TABLE IF NOT EXISTS riichi (
    game_key TEXT NOT NULL REFERENCES games,
    round_no INTEGER NOT NULL,
    seat     INTEGER NOT NULL,
    name     TEXT NOT NULL,
    won      INTEGER NOT NULL,  -- the round ended with this seat's win
    PRIMARY KEY (game_key, round_no, seat)
);
CREATE TABLE IF NOT EXISTS finals (
    game_key TEXT NOT NULL REFERENCES games,
    seat     INTEGER NOT NULL,
    name     TEXT NOT NULL,
    score    INTEGER NOT NULL,  -- as recorded at the game's end
    points   REAL,              -- recorded points (uma and oka included), if any
    rank     INTEGER NOT NULL,  -- by score, ties to the seat nearer the first dealer
    PRIMARY KEY (game_key, seat)
);
"""


def game_key(game: Game) -> str:
    """The digest that identifies a game whatever file it was read from."""
    content = repr((game.format, game.players, game.names, game.rounds, game.final_scores,
                    game.final_points))
    return hashlib.sha256(content.encode("utf-8")).hexdigest()[:32]


#: no record (an event the replay gave no record for).
_NONE: Mapping[str, Any] = {}


def _next_of(records: Sequence[Mapping[str, Any]], position: int, kind: str
             ) -> Mapping[str, Any]:
    """The record at ``position`` if it is of ``kind``, else :data:`_NONE`."""
    if position < len(records) and records[position].get("kind") == kind:
        return records[position]
    return _NONE


def round_label(round_: Round) -> str:
    """``E1``, ``S3``...: the round wind's letter and the round's number."""
    return f"{WIND_LETTERS[round_.wind]}{round_.number}"


def open_database(path: str | Path) -> LogDatabase:
    """The database at ``path`` (created when missing); a usage error when it cannot be
    opened or is not an mjcalc log database."""
    try:
        return LogDatabase(path)
    except sqlite3.Error as err:
        raise UsageError(f"--db {path}: cannot use it as a database: {err}") from None


class LogDatabase:
    """A SQLite database that games are added to, each once."""

    def __init__(self, path: str | Path) -> None:
        self.connection = sqlite3.connect(str(path))
        self.connection.executescript(SCHEMA)

    def close(self) -> None:
        """Commit what is pending and close the file."""
        self.connection.commit()
        self.connection.close()

    def __enter__(self) -> LogDatabase:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def add_game(self, game: Game, records: Sequence[Mapping[str, Any]], rules: str | None = None
                 ) -> bool:
        """Store a game with the records printed for it; False if it was stored already.

        ``records`` are the game's records in order; its win (draw) records go with its
        wins (draws) in order. ``rules`` is the preset it was scored with, when not the
        one the log implies.
        """
        key = game_key(game)
        try:
            with self.connection:
                inserted = self.connection.execute(
                    "INSERT OR IGNORE INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (key, _file_name(game.source), game.index, game.format, game.players,
                     rules or game.rules, int(game.complete), game.stopped_at)).rowcount
                if not inserted:
                    return False
                self._add_rounds(key, game, records)
        except sqlite3.Error as err:
            # another program's tables of the same names, a locked or read-only file
            raise UsageError(f"--db: cannot store game {game.index} of {game.source}: "
                             f"{err}") from None
        return True

    def _add_rounds(self, key: str, game: Game, records: Sequence[Mapping[str, Any]]) -> None:
        # the records of the rounds, in order: a round's wins or draw, or one error
        # record for a round that cannot be played (it stands for its wins and draw)
        outcomes = [r for r in records if r.get("kind") in ("win", "draw", "error")]
        position = 0
        names = _names(game)
        sql = self.connection.executemany
        for number, round_ in enumerate(game.rounds, 1):
            error: Mapping[str, Any] | None = None
            if position < len(outcomes) and outcomes[position].get("kind") == "error" and (
                    outcomes[position].get("round"), outcomes[position].get("honba")) == (
                    round_label(round_), round_.honba):
                error = outcomes[position]
                position += 1
            self.connection.execute(
                "INSERT INTO rounds VALUES (?, ?, ?, ?, ?, ?, ?)",
                (key, number, round_label(round_), round_.honba, round_.deposits,
                 round_.dealer, json.dumps(list(round_.scores))))
            riichi = _riichi_seats(round_)
            wins = [e for e in round_.events if isinstance(e, Win)]
            for win_no, win in enumerate(wins, 1):
                record = error or _next_of(outcomes, position, "win")
                position += error is None and record is not _NONE
                self._add_win(key, number, win_no, round_, win, win.seat in riichi, names,
                              record)
            winners = {win.seat for win in wins}
            sql("INSERT INTO riichi VALUES (?, ?, ?, ?, ?)",
                [(key, number, seat, names[seat], int(seat in winners))
                 for seat in sorted(riichi)])
            for end in (e for e in round_.events if isinstance(e, RoundEnd)):
                record = error or _next_of(outcomes, position, "draw")
                position += error is None and record is not _NONE
                self.connection.execute(
                    "INSERT INTO draws VALUES (?, ?, ?, ?, ?)",
                    (key, number, end.kind,
                     json.dumps(list(end.deltas)) if end.deltas is not None else None,
                     _flag(record.get("agree"))))
        if game.final_scores is not None:
            ranks = _ranks(game.final_scores)
            points = game.final_points or (None,) * game.players
            sql("INSERT INTO finals VALUES (?, ?, ?, ?, ?, ?)",
                [(key, seat, names[seat], score, points[seat], ranks[seat])
                 for seat, score in enumerate(game.final_scores)])

    def _add_win(self, key: str, round_no: int, win_no: int, round_: Round, win: Win,
                 riichi: bool, names: tuple[str, ...], record: Mapping[str, Any]) -> None:
        recorded = win.recorded
        scored = record.get("scored")
        scored = scored if isinstance(scored, Mapping) else {}
        diff = record.get("diff")
        self.connection.execute(
            "INSERT INTO wins VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
            " ?)",
            (key, round_no, win_no, win.seat, names[win.seat],
             WIND_LETTERS[(win.seat - round_.dealer) % len(names)], win.from_seat,
             int(win.from_seat == win.seat), int(riichi), str(win.tile),
             _text(record.get("hand")),
             recorded.han if recorded else None, recorded.fu if recorded else None,
             recorded.yakuman if recorded else None, recorded.points if recorded else None,
             _integer(scored.get("han")), _integer(scored.get("fu")),
             _integer(scored.get("yakuman")), _integer(scored.get("points")),
             _flag(record.get("agree")),
             json.dumps(diff) if isinstance(diff, list) else None))
        yaku = [(key, round_no, win_no, "recorded", name, han)
                for name, han in (recorded.yaku if recorded else ())]
        yaku += [(key, round_no, win_no, "scored", name, han)
                 for name, han in _scored_yaku(scored.get("yaku"))]
        self.connection.executemany("INSERT INTO win_yaku VALUES (?, ?, ?, ?, ?, ?)", yaku)


def _names(game: Game) -> tuple[str, ...]:
    """A name for every seat: the log's, or ``seat N`` where it has none."""
    return tuple(name or f"seat {seat}" for seat, name in enumerate(
        game.names + ("",) * (game.players - len(game.names))))


def _riichi_seats(round_: Round) -> set[int]:
    """The seats that declared riichi in the round (one ronned on its declaring discard
    too: it was declared, though it puts no stick down)."""
    return {e.seat for e in round_.events if isinstance(e, Discard) and e.riichi}


def _ranks(scores: tuple[int, ...]) -> tuple[int, ...]:
    order = sorted(range(len(scores)), key=lambda seat: (-scores[seat], seat))
    ranks = [0] * len(scores)
    for rank, seat in enumerate(order, 1):
        ranks[seat] = rank
    return tuple(ranks)


def _scored_yaku(value: object) -> Iterator[tuple[str, int]]:
    """(name, han) of a record's yaku: a list of objects with a name (or id) and han, or of
    [name, han] pairs."""
    if not isinstance(value, list):
        return
    for item in value:
        if isinstance(item, Mapping):
            name = item.get("name", item.get("id"))
            han = item.get("han")
        elif isinstance(item, (list, tuple)) and len(item) == 2:
            name, han = item
        else:
            continue
        if name is not None and isinstance(han, int):
            yield str(name), han


def _file_name(name: str) -> str:
    """A file name as text SQLite can store: bytes that are not UTF-8 (kept by Python
    as lone surrogates) written as ``\\xff`` escapes."""
    return name.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def _integer(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _flag(value: object) -> int | None:
    return int(value) if isinstance(value, bool) else None


def _text(value: object) -> str | None:
    return value if isinstance(value, str) else None
