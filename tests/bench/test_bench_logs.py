"""Smoke test of bench/bench_logs.py: it finds the fixture logs by format and times their
readers (the subprocess steps are the benchmark's own business, not run here)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_logs", ROOT / "bench" / "bench_logs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_logs"] = module
    spec.loader.exec_module(module)
    return module


def test_fixture_logs_are_grouped_by_format_and_read() -> None:
    bench = _load()
    logs = ROOT / "tests" / "fixtures" / "logs"
    found = bench.logs_by_format([logs])
    # the mjai fixtures: one hand-written, six real; the 牌譜: one hand-written, one real
    assert sorted(p.name for p in found["mjai"]) == sorted(
        [p.name for p in logs.rglob("*.mjson*")])
    assert len(found["mjai"]) >= 7 and len(found["paipu"]) >= 2
    row = bench.time_reader("paipu", found["paipu"])
    assert row.step == "read" and row.wins and row.seconds is not None
    assert "n/a" in bench.time_reader("nosuchformat", found["paipu"]).note
