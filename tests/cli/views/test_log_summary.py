"""``Summary.merge``: a ``log --jobs`` worker counts its file's games, the main process
adds the counts up; the sum is the count of all the games in one summary."""

from __future__ import annotations

from typing import Any

from calc_cli.views.log import Summary


def record(kind: str, agree: bool, recorded: dict[str, Any], diff: list[str]
           ) -> dict[str, Any]:
    return {"kind": kind, "agree": agree, "recorded": recorded, "diff": diff}


# file a: one game, a win that agrees (han, points) and a draw whose points differ;
# file b: a skipped game, then a cut game whose end agrees
WIN = record("win", True, {"kind": "ron", "han": 3, "points": 3900}, [])
DRAW = record("draw", False, {"kind": "exhaustive", "points": [1500]}, ["points"])
END = record("end", True, {"points": [1]}, [])
SKIPPED = {"kind": "skipped"}
FILE_A = [({"file": "a", "game": 1}, [WIN, DRAW])]
FILE_B = [({"file": "b", "game": 1}, [SKIPPED]),
          ({"file": "b", "game": 2, "stopped_at": "E2"}, [END])]


def test_merged_counts_are_the_counts_of_every_game() -> None:
    merged = Summary()
    for games in (FILE_A, FILE_B):
        part = Summary()
        for meta, records in games:
            part.add_game(meta, records)
        merged.merge(part)
    # by hand: 3 games, 1 skipped; win 1/1, draw 0/1, end 1/1; han 1/1; points 2 of 3
    # (the draw's differ), the game of b that stops named
    assert merged.as_dict() == {
        "summary": True, "files": 0, "unreadable_files": 0, "games": 3,
        "skipped_games": 1, "incomplete_games": ["b game 2: stops at E2"],
        "events": {"win": {"total": 1, "agree": 1}, "draw": {"total": 1, "agree": 0},
                   "end": {"total": 1, "agree": 1}, "error": {"total": 0, "agree": 0}},
        "fields": {"han": {"compared": 1, "agree": 1},
                   "points": {"compared": 3, "agree": 2}}}
    assert merged.disagreements == 1


def test_a_field_that_never_agrees_keeps_its_zero() -> None:
    # Counter's + would drop a 0; the merge keeps it, as one summary does
    merged, part = Summary(), Summary()
    part.add_game({"file": "a", "game": 1}, [DRAW])
    merged.merge(part)
    assert merged.field_agreed == part.field_agreed
    assert "points" in merged.field_agreed and merged.field_agreed["points"] == 0
