#!/usr/bin/env python3
"""Wins per second of ``mjcalc log``, per log format, against the same wins through
``mjcalc batch``.

    python bench/bench_logs.py [--logs DIR]... [--copies 1] [--runs 3] [--jobs 1]
                               [--json FILE]

The logs are every file under the ``--logs`` folders (default: the game-log fixtures,
``tests/fixtures/logs``), grouped by the format ``grammar.logs.detect`` finds in them,
each given ``--copies`` times (the fixtures are small: copies make the process start-up
a small part of the time). For each format it measures:

* ``read``: the format's reader alone, in this process (games and wins read per second);
* ``log, end to end``: the whole ``mjcalc log FILES -f json`` process, median of
  ``--runs``, wins per second counted from its win records;
* ``batch, same wins``: the ``mjcalc score`` commands ``mjcalc log --commands`` gives
  for those wins, as the lines of one ``mjcalc batch`` run (median of ``--runs``): what
  scoring the same hands costs without reading and replaying the logs.

A step that cannot run (no ``log`` command yet, no ``--commands``) is shown as ``n/a``
with the reason. Working files go to ``bench/out/`` (ignored by git).
"""

from __future__ import annotations

import argparse
import gzip
import importlib
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
OUT = BENCH / "out"
DEFAULT_LOGS = ROOT / "tests" / "fixtures" / "logs"
sys.path.insert(0, str(ROOT))

from grammar.logs.detect import LOG_FORMATS, detect_format  # noqa: E402
from grammar.logs.errors import LogFormatError  # noqa: E402
from scoring.game.game_record import Game, Win  # noqa: E402

Reader = Callable[[str, str], Iterator[Game]]


@dataclass
class Row:
    """One line of the table: a format, a step, what it did and how long it took."""

    format: str
    step: str
    files: int
    wins: int | None
    seconds: float | None
    note: str = ""

    @property
    def wins_per_second(self) -> float | None:
        if self.wins is None or not self.seconds:
            return None
        return self.wins / self.seconds


def text_of(path: Path) -> str:
    data = path.read_bytes()
    if path.suffix == ".gz":
        data = gzip.decompress(data)
    return data.decode("utf-8")


def reader_of(log_format: str) -> Reader | None:
    """The reader ``read_<format>`` of ``grammar/logs/<format>.py``, if it exists."""
    try:
        module = importlib.import_module(f"grammar.logs.{log_format}")
    except ImportError:
        return None
    reader: Reader | None = getattr(module, f"read_{log_format}", None)
    return reader


def logs_by_format(folders: Sequence[Path]) -> dict[str, list[Path]]:
    """Every readable log file under the folders, by the format detected in it."""
    found: dict[str, list[Path]] = {name: [] for name in LOG_FORMATS}
    for folder in folders:
        for path in sorted(p for p in folder.rglob("*") if p.is_file()):
            if path.suffix in (".md", ".py"):
                continue
            try:
                found[detect_format(text_of(path), str(path))].append(path)
            except (LogFormatError, UnicodeDecodeError, OSError):
                continue
    return {name: paths for name, paths in found.items() if paths}


def time_reader(log_format: str, paths: list[Path]) -> Row:
    reader = reader_of(log_format)
    if reader is None:
        return Row(log_format, "read", len(paths), None, None, "n/a: no reader")
    texts = [(text_of(p), str(p)) for p in paths]
    games = wins = 0
    errors = 0
    start = time.perf_counter()
    for text, source in texts:
        try:
            for game in reader(text, source):
                games += 1
                wins += sum(isinstance(e, Win) for r in game.rounds for e in r.events)
        except LogFormatError:
            errors += 1
    seconds = time.perf_counter() - start
    note = f"{games} games" + (f", {errors} files stopped by an error" if errors else "")
    return Row(log_format, "read", len(paths), wins, seconds, note)


def mjcalc(*args: str, stdin: Path | None = None) -> tuple[float, subprocess.CompletedProcess[str]]:
    """Run ``python -m calc_cli ARGS`` from the project root; (wall seconds, result)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    start = time.perf_counter()
    with (stdin.open("rb") if stdin else open(os.devnull, "rb")) as handle:
        done = subprocess.run([sys.executable, "-m", "calc_cli", *args], stdin=handle,
                              capture_output=True, env=env, cwd=ROOT, check=False)
    seconds = time.perf_counter() - start
    result = subprocess.CompletedProcess(done.args, done.returncode,
                                         done.stdout.decode("utf-8", "replace"),
                                         done.stderr.decode("utf-8", "replace"))
    return seconds, result


def _records(stdout: str) -> list[dict[str, object]]:
    records = []
    for line in stdout.splitlines():
        if line.startswith("{"):
            try:
                records.append(json.loads(line))
            except json.JSONDecodeError:
                continue
    return records


def time_log(log_format: str, paths: list[Path], runs: int, jobs: int) -> Row:
    args = ["log", *map(str, paths), "-f", "json"] + (["--jobs", str(jobs)] if jobs > 1 else [])
    times = []
    for _ in range(runs):
        seconds, done = mjcalc(*args)
        if done.returncode not in (0, 1):
            reason = (done.stderr.strip().splitlines() or ["?"])[-1][:70]
            return Row(log_format, "log, end to end", len(paths), None, None, f"n/a: {reason}")
        times.append(seconds)
    records = _records(done.stdout)
    wins = sum(r.get("kind") == "win" for r in records)
    agree = sum(r.get("kind") == "win" and r.get("agree") is True for r in records)
    return Row(log_format, "log, end to end", len(paths), wins, statistics.median(times),
               f"{agree} of {wins} wins agree with the log")


def score_commands(paths: list[Path]) -> list[str] | str:
    """The ``score`` arguments of every win, from ``mjcalc log --commands``; or why not."""
    _, done = mjcalc("log", *map(str, paths), "--commands")
    if done.returncode not in (0, 1):
        return "n/a: " + (done.stderr.strip().splitlines() or ["?"])[-1][:70]
    prefix = "mjcalc score "
    lines = [str(r["command"])[len(prefix):] for r in _records(done.stdout)
             if str(r.get("command") or "").startswith(prefix)]
    return lines or "n/a: mjcalc log --commands gave no `mjcalc score` command"


def time_batch(log_format: str, paths: list[Path], runs: int) -> Row:
    commands = score_commands(paths)
    if isinstance(commands, str):
        return Row(log_format, "batch, same wins", len(paths), None, None, commands)
    OUT.mkdir(exist_ok=True)
    lines = OUT / f"log_wins_{log_format}.txt"
    lines.write_text("\n".join(commands) + "\n", encoding="utf-8")
    times = []
    for _ in range(runs):
        seconds, done = mjcalc("batch", stdin=lines)
        times.append(seconds)
    failed = sum('"error"' in line for line in done.stdout.splitlines())
    return Row(log_format, "batch, same wins", len(paths), len(commands),
               statistics.median(times), f"{failed} lines failed" if failed else "")


def table(rows: list[Row]) -> str:
    head = f"{'format':8} {'step':18} {'files':>5} {'wins':>6} {'seconds':>8} {'wins/s':>8}  note"
    out = [head, "-" * len(head)]
    for row in rows:
        seconds = f"{row.seconds:8.3f}" if row.seconds is not None else f"{'n/a':>8}"
        rate = f"{row.wins_per_second:8.0f}" if row.wins_per_second else f"{'n/a':>8}"
        wins = f"{row.wins:6d}" if row.wins is not None else f"{'n/a':>6}"
        out.append(f"{row.format:8} {row.step:18} {row.files:5d} {wins} {seconds} {rate}  "
                   f"{row.note}")
    return "\n".join(out)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--logs", type=Path, action="append",
                        help="a folder of logs (repeatable; default: the test fixtures)")
    parser.add_argument("--copies", type=int, default=1,
                        help="give every file this many times (a bigger set)")
    parser.add_argument("--runs", type=int, default=3, help="runs of each process (median)")
    parser.add_argument("--jobs", type=int, default=1, help="mjcalc log --jobs")
    parser.add_argument("--json", type=Path, help="also write the rows as JSON here")
    options = parser.parse_args(argv)
    found = logs_by_format(options.logs or [DEFAULT_LOGS])
    rows: list[Row] = []
    for log_format, distinct in found.items():
        paths = distinct * max(options.copies, 1)
        rows.append(time_reader(log_format, paths))
        rows.append(time_log(log_format, paths, options.runs, options.jobs))
        rows.append(time_batch(log_format, paths, options.runs))
    print(table(rows))
    if options.json:
        options.json.write_text(json.dumps([asdict(r) | {"wins_per_second": r.wins_per_second}
                                            for r in rows], indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
