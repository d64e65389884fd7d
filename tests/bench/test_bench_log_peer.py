"""Smoke test of bench/mjlog_to_mjai.py, the converter that gives bench/bench_log_peer.py
the same games as mjai: a real game's mjai, read back by the mjai reader, holds the same
rounds, wins and recorded deltas as its mjlog (the timed processes are the benchmark's
own business, not run here)."""

from __future__ import annotations

import gzip
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from grammar.logs.mjai import read_mjai
from grammar.logs.mjlog import read_mjlog
from scoring.game.game_record import Call, Discard, Win

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "tests" / "fixtures" / "logs" / "mjlog" / "2017040900gm-00a9-0000-af5434e3.mjlog.gz"


def _load() -> ModuleType:
    sys.path.insert(0, str(ROOT / "bench"))
    spec = importlib.util.spec_from_file_location("mjlog_to_mjai",
                                                  ROOT / "bench" / "mjlog_to_mjai.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_real_game_reads_the_same_as_mjai_and_as_mjlog() -> None:
    text = gzip.decompress(GAME.read_bytes()).decode("utf-8")
    mjai = _load().convert(text, GAME.name)
    (as_mjlog,) = read_mjlog(text, GAME.name)
    (as_mjai,) = read_mjai(mjai, "converted")
    assert len(as_mjai.rounds) == len(as_mjlog.rounds) > 0
    for theirs, ours in zip(as_mjai.rounds, as_mjlog.rounds, strict=True):
        assert theirs.deal == ours.deal and theirs.dealer == ours.dealer
        # the play itself: discards (riichi marked) and calls, in the same order
        def play(events: tuple[object, ...]) -> list[tuple[object, ...]]:
            return [(e.seat, e.tile, e.riichi) if isinstance(e, Discard)
                    else (e.seat, e.kind, e.tiles) for e in events
                    if isinstance(e, (Discard, Call))]
        assert play(theirs.events) == play(ours.events)
        wins = [(w.seat, w.from_seat, w.tile, w.recorded and w.recorded.deltas)
                for w in ours.events if isinstance(w, Win)]
        assert [(w.seat, w.from_seat, w.tile, w.recorded and w.recorded.deltas)
                for w in theirs.events if isinstance(w, Win)] == wins


def test_a_three_player_game_is_refused() -> None:
    sanma = (ROOT / "tests" / "fixtures" / "logs" / "handwritten" / "sanma.mjlog").read_text(
        encoding="utf-8")
    with pytest.raises(ValueError, match="four-player"):
        _load().convert(sanma, "sanma.mjlog")
