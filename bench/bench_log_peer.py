#!/usr/bin/env python3
"""``mjcalc log`` against riichienv's replay, on the same real Tenhou games as mjai JSON
Lines and as mjlog XML (issue 30).

    python bench/bench_log_peer.py --mjlog DIR [--mjlog DIR]... [-n 743] [--rounds 5]
                                   [--jobs-games 2000] [--memory-games 200] [--json FILE]

The games: every complete four-player game among the mjlog files under the ``--mjlog``
folders (``.mjlog``, ``.xml``, either gzip-compressed; default: the complete games among
the test fixtures, ``tests/fixtures/logs/mjlog``), each distinct game once, converted to mjai
by ``bench/mjlog_to_mjai.py``. ``-n`` files of each format are written to
``bench/out/logpeer/`` (one game a file, the distinct games in turn, file i of each
format the same game), reused while the games and ``-n`` are the same.

Timed, whole processes, ``--rounds`` rounds, one of each in turn (the order rotating),
medians of the wall time, and the least CPU time (user and system) of the rounds beside
them (this machine's speed drifts between minutes; the least CPU time drifts less):

* ``riichienv``: ``python bench/peer_riichienv_logs.py MJAI_DIR`` (``MjaiReplay.from_jsonl``
  and every win scored with its ``HandEvaluator``);
* ``mjcalc log MJAI_DIR --rules tenhou -f json`` and ``mjcalc log MJLOG_DIR -f json``,
  output to a file (``bench/out/logpeer/out-*.jsonl``: ``cmp`` them across builds).

With ``--tenhou6 DIR``: the tenhou.net/6 files there of the same games as mjlog files
among the games (matched by name: ``2010081709gm-00a9-0000-fe3371ad.json`` and ``.mjlog``,
as mjx's resources have them), ``--format-games`` files of each format in turn,
``mjcalc log`` on each folder in alternating rounds (the last build): ms a game of each
(issue 30: tenhou.net/6 no slower a game than mjlog). ``--tenhou6`` may be given again:
mjx's ``mjscore`` files are one round a line (a converter's); tenhou.net's own downloads,
one game a document, are ``tests/fixtures/logs/tenhou6`` (those of mjx's games among
them). With ``--paipu``: the same for 牌譜,
on the four real Tenhou games of ``tests/fixtures/logs/real/tenhou-as-paipu.json.gz`` (laid
out as kobalab/tenhou-log's converter writes a 牌譜) and their mjlog fixtures.

Then, unless set to 0: ``--jobs 2`` against ``--jobs 1`` on ``--jobs-games`` mjlog files
(alternating, ``--jobs-rounds`` pairs, outputs compared byte for byte), and the peak RSS
of ``mjcalc log`` on ``--memory-games`` and on ten times as many mjlog files (forked by a
small launcher, see peak_rss).

``mjcalc`` is the one beside this Python (``--mjcalc`` to choose another, or several:
each build in the same rounds; ``--jobs`` and memory use the last): install the build to
time in the venv that runs the benchmark (``pip install .``: compiled).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
OUT = BENCH / "out" / "logpeer"
DEFAULT_MJLOG = ROOT / "tests" / "fixtures" / "logs" / "mjlog"
sys.path.insert(0, str(BENCH))

from mjlog_to_mjai import convert  # noqa: E402


@dataclass
class Timed:
    """One process run: wall seconds, exit status, peak resident memory (KiB), CPU
    seconds (user and system, the process and its children)."""

    seconds: float
    status: int
    peak_kib: int
    stderr: str
    cpu: float = 0.0


#: the launcher peak_rss runs a command through: a small process forks it and reports its
#: peak RSS (KiB) into the file named first, then exits with the command's status
_LAUNCHER = """import os, sys
pid = os.fork()
if pid == 0:
    try:
        os.execvp(sys.argv[2], sys.argv[2:])
    finally:
        os._exit(127)
_, status, usage = os.wait4(pid, 0)
with open(sys.argv[1], "w") as report:
    report.write(str(usage.ru_maxrss))
sys.exit(os.waitstatus_to_exitcode(status))
"""


def peak_rss(command: Sequence[str], out: Path) -> tuple[int, Timed]:
    """The peak RSS (KiB) of ``command``, and its run.

    Linux keeps a process's peak RSS across exec: a child forked by this process starts
    with this process's own peak (riichienv and the games read make it some 125 MiB), so
    wait4's figure for a child of ours was that, whatever the child used. A small
    launcher (Python without site, under 10 MiB) forks the command instead."""
    report = out.with_suffix(".peak")
    timed = run([sys.executable, "-S", "-c", _LAUNCHER, str(report), *command], out)
    return int(report.read_text(encoding="ascii")), timed


def run(command: Sequence[str], out: Path) -> Timed:
    """Run ``command`` with stdout to ``out``; its wall time, peak RSS and CPU time
    (wait4: of the process and the children it waited for, ``--jobs`` workers too)."""
    err = out.with_suffix(".err")
    with out.open("wb") as stdout, err.open("wb") as stderr:
        start = time.perf_counter()
        process = subprocess.Popen(list(command), stdout=stdout, stderr=stderr,
                                   stdin=subprocess.DEVNULL, cwd=ROOT)
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    return Timed(seconds, process.returncode, usage.ru_maxrss,
                 err.read_text(encoding="utf-8", errors="replace"),
                 usage.ru_utime + usage.ru_stime)


def mjlog_text(path: Path) -> str:
    data = path.read_bytes()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    return data.decode("utf-8")


def distinct_games(folders: Sequence[Path]) -> list[tuple[str, str, str]]:
    """(name, mjlog text, mjai text) of each distinct complete four-player game."""
    games: dict[str, tuple[str, str, str]] = {}
    for folder in folders:
        for path in sorted(folder.rglob("*")):
            if not path.is_file() or not any(s in (".mjlog", ".xml") for s in path.suffixes):
                continue
            try:
                text = mjlog_text(path)
                mjai = convert(text, str(path))
            except (ValueError, UnicodeDecodeError, OSError, LookupError):
                continue  # not a complete four-player game (or not an mjlog)
            games.setdefault(hashlib.sha1(text.encode()).hexdigest(), (path.name, text, mjai))
    return list(games.values())


def write_corpus(games: list[tuple[str, str, str]], count: int, name: str,
                 mjai: bool = True) -> tuple[Path, Path | None]:
    """``count`` files of each format under OUT/name (reused when already written)."""
    base = OUT / name
    stamp = hashlib.sha1("".join(g[1] for g in games).encode()).hexdigest() + f":{count}"
    mark = base / ".made"
    mjlog_dir, mjai_dir = base / "mjlog", base / "mjai"
    if mark.exists() and mark.read_text() == stamp + f":{mjai}":
        return mjlog_dir, mjai_dir if mjai else None
    for folder in (mjlog_dir, mjai_dir):
        folder.mkdir(parents=True, exist_ok=True)
        for old in folder.iterdir():
            old.unlink()
    for i in range(count):
        _, text, converted = games[i % len(games)]
        (mjlog_dir / f"g{i:05d}.mjlog").write_text(text, encoding="utf-8")
        if mjai:
            (mjai_dir / f"g{i:05d}.mjson").write_text(converted, encoding="utf-8")
    mark.write_text(stamp + f":{mjai}")
    return mjlog_dir, mjai_dir if mjai else None


def mjcalc_command(chosen: str | None) -> list[str]:
    if chosen:
        return [chosen]
    beside = Path(sys.executable).parent / "mjcalc"
    if beside.exists():
        return [str(beside)]
    return [sys.executable, "-m", "calc_cli"]


@dataclass
class Row:
    name: str
    times: list[float] = field(default_factory=list)
    note: str = ""
    #: CPU seconds of each run: this machine's speed drifts between minutes, and the
    #: least CPU time of a few runs drifts less than wall-time medians (issue 30)
    cpu: list[float] = field(default_factory=list)

    @property
    def median(self) -> float:
        return statistics.median(self.times)

    @property
    def least_cpu(self) -> float:
        return min(self.cpu)


def in_rounds(commands: dict[str, tuple[list[str], Path]], rounds: int) -> dict[str, Row]:
    """Each command once a round, the order rotating; a failed run stops the bench."""
    rows = {name: Row(name) for name in commands}
    names = list(commands)
    for r in range(rounds):
        for name in names[r % len(names):] + names[:r % len(names)]:
            command, out = commands[name]
            timed = run(command, out)
            if timed.status not in (0, 1):
                raise SystemExit(f"{name}: exit {timed.status}\n{timed.stderr[-2000:]}")
            rows[name].times.append(timed.seconds)
            rows[name].cpu.append(timed.cpu)
            rows[name].note = timed.stderr.strip().splitlines()[-1] if timed.stderr else ""
    return rows


def tenhou6_pairs(games: list[tuple[str, str, str]], folder: Path) -> list[tuple[str, str]]:
    """(tenhou.net/6 text, mjlog text) of each file in ``folder`` whose game is among the
    mjlog ones (matched by name, as mjx's resources have them)."""
    mjlog_of = {name.split(".")[0]: text for name, text, _ in games}
    pairs = [(path.read_text(encoding="utf-8"), mjlog_of[path.name.split(".")[0]])
             for path in sorted(folder.glob("*.json")) if path.name.split(".")[0] in mjlog_of]
    if not pairs:
        raise SystemExit(f"--tenhou6 {folder}: no file of a game among the mjlog ones")
    return pairs


#: real Tenhou games laid out as 牌譜 the way kobalab/tenhou-log's converter writes them,
#: and the mjlog files they came from, in the list's order (tests/fixtures/README.md)
PAIPU_FIXTURE = ROOT / "tests" / "fixtures" / "logs" / "real" / "tenhou-as-paipu.json.gz"
PAIPU_SOURCES = ("2011020415gm-00a9-0000-e037b629", "2017082021gm-00a9-0000-b8cc6957",
                 "double-ron", "pao-tsumo")


def paipu_pairs() -> list[tuple[str, str]]:
    """(牌譜 text, mjlog text) of each game of PAIPU_FIXTURE: one game a file, compact
    JSON as majiang-core and the converters write it."""
    games = json.loads(mjlog_text(PAIPU_FIXTURE))
    return [(json.dumps(game, ensure_ascii=False, separators=(",", ":")),
             mjlog_text(DEFAULT_MJLOG / f"{source}.mjlog.gz"))
            for game, source in zip(games, PAIPU_SOURCES, strict=True)]


def against_mjlog(mjcalc: list[str], fmt: str, pairs: list[tuple[str, str]], count: int,
                  rounds: int, label: str = "") -> dict[str, object]:
    """``mjcalc log`` on ``count`` files of format ``fmt`` (the pairs' first texts, in
    turn) and on the mjlog files of the same games, alternating: the ms a game of each
    (``label``: where the files came from, printed)."""
    dirs = {fmt: OUT / "formats" / fmt, "mjlog": OUT / "formats" / f"mjlog-{fmt}"}
    for place, target in dirs.items():
        target.mkdir(parents=True, exist_ok=True)
        for old in target.iterdir():
            old.unlink()
        for i in range(count):
            text, mjlog = pairs[i % len(pairs)]
            suffix = "mjlog" if place == "mjlog" else "json"
            (target / f"g{i:05d}.{suffix}").write_text(
                mjlog if place == "mjlog" else text, encoding="utf-8")
    rows = in_rounds({place: ([*mjcalc, "log", str(target), "-f", "json"],
                              OUT / f"out-format-{fmt}-{place}.jsonl")
                      for place, target in dirs.items()}, rounds)
    per_game = {place: 1000 * row.median / count for place, row in rows.items()}
    cpu = {place: row.least_cpu for place, row in rows.items()}
    print(f"\n{count} files of {len(pairs)} games{' (' + label + ')' if label else ''}: "
          f"{fmt} {per_game[fmt]:.2f} ms a game, "
          f"mjlog {per_game['mjlog']:.2f} ms ({per_game[fmt] / per_game['mjlog']:.2f}x; "
          f"target <= 1); least CPU {cpu[fmt]:.3f} / {cpu['mjlog']:.3f} s "
          f"({cpu[fmt] / cpu['mjlog']:.2f}x)")
    return {"files": count, "games": len(pairs), "from": label,
            "runs": {place: row.times for place, row in rows.items()}, "ms_per_game": per_game,
            "cpu_runs": {place: row.cpu for place, row in rows.items()}}


def summary_of(note: str) -> dict[str, object]:
    try:
        found: dict[str, object] = json.loads(note)
        return found
    except json.JSONDecodeError:
        return {}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mjlog", type=Path, action="append",
                        help="a folder of mjlog files (repeatable; default: the fixtures)")
    parser.add_argument("-n", "--games", type=int, default=743, help="files of each format")
    parser.add_argument("--rounds", type=int, default=5, help="rounds of the three processes")
    parser.add_argument("--jobs-games", type=int, default=2000,
                        help="mjlog files for --jobs 2 against 1 (0: skip)")
    parser.add_argument("--jobs-rounds", type=int, default=3)
    parser.add_argument("--memory-games", type=int, default=200,
                        help="peak RSS on this many mjlog files and ten times as many (0: skip)")
    parser.add_argument("--mjcalc", action="append",
                        help="the mjcalc executable (default: beside this Python); given "
                        "twice or more, each is timed in the same rounds (before/after)")
    parser.add_argument("--tenhou6", type=Path, action="append",
                        help="a folder of tenhou.net/6 files of games among the mjlog ones "
                        "(repeatable: each compared on its own)")
    parser.add_argument("--paipu", action="store_true",
                        help="also 牌譜 against mjlog, on the games of the fixture "
                        "tenhou-as-paipu.json.gz")
    parser.add_argument("--format-games", type=int, default=300,
                        help="files of each format for the tenhou.net/6 and 牌譜 comparisons")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    options = parser.parse_args(argv)

    games = distinct_games(options.mjlog or [DEFAULT_MJLOG])
    if not games:
        raise SystemExit("no complete four-player mjlog game found")
    mjlog_dir, mjai_dir = write_corpus(games, options.games, "main")
    assert mjai_dir is not None
    builds = [mjcalc_command(chosen) for chosen in options.mjcalc or [None]]
    load = os.getloadavg()
    print(f"{options.games} games a format ({len(games)} distinct); load average "
          f"{load[0]:.2f} {load[1]:.2f} {load[2]:.2f} at the start", flush=True)
    figures: dict[str, object] = {"games": options.games, "distinct": len(games),
                                  "load_start": load}
    commands = {
        "riichienv": ([sys.executable, str(BENCH / "peer_riichienv_logs.py"), str(mjai_dir),
                       "--out", str(OUT / "out-riichienv.jsonl")], OUT / "riichienv.log"),
    }
    for number, mjcalc in enumerate(builds, 1):
        tag = f" #{number}" if len(builds) > 1 else ""
        version = subprocess.run([*mjcalc, "--version"], capture_output=True, text=True,
                                 check=False).stdout.strip()
        print(f"mjcalc{tag}: {' '.join(mjcalc)}: {version}")
        figures[f"build{tag}"] = [*mjcalc, version]
        commands[f"mjcalc{tag} log, mjai"] = (
            [*mjcalc, "log", str(mjai_dir), "--rules", "tenhou", "-f", "json"],
            OUT / f"out-mjai{number if tag else ''}.jsonl")
        commands[f"mjcalc{tag} log, mjlog"] = (
            [*mjcalc, "log", str(mjlog_dir), "-f", "json"],
            OUT / f"out-mjlog{number if tag else ''}.jsonl")
    rows = in_rounds(commands, options.rounds)
    peer = rows["riichienv"].median
    peer_cpu = rows["riichienv"].least_cpu
    print(f"\n{'process':25} {'median s':>9} {'ms/game':>8} {'/ riichienv':>11} "
          f"{'least CPU s':>11} {'/ riichienv':>11}  runs")
    for row in rows.values():
        runs = " ".join(f"{t:.2f}" for t in row.times)
        print(f"{row.name:25} {row.median:9.3f} {1000 * row.median / options.games:8.2f} "
              f"{row.median / peer:11.2f} {row.least_cpu:11.3f} "
              f"{row.least_cpu / peer_cpu:11.2f}  {runs}")
        figures[row.name] = {"median": row.median, "runs": row.times,
                             "ratio": row.median / peer, "cpu_runs": row.cpu,
                             "cpu_ratio": row.least_cpu / peer_cpu,
                             "summary": summary_of(row.note)}
    peer_summary = summary_of(rows["riichienv"].note)
    print(f"riichienv: {peer_summary.get('wins')} wins, {peer_summary.get('no_win')} "
          f"it found no winning hand in")
    for name in rows:
        events = summary_of(rows[name].note).get("events")
        win = events.get("win") if isinstance(events, dict) else None
        if isinstance(win, dict):
            print(f"{name}: {win.get('total')} wins, {win.get('agree')} agree with the log")
    mjcalc = builds[-1]  # tenhou.net/6, --jobs and memory: the last build given

    for number, folder in enumerate(options.tenhou6 or [], 1):
        fmt = "tenhou6" if number == 1 else f"tenhou6-{number}"
        figures[fmt] = against_mjlog(mjcalc, fmt, tenhou6_pairs(games, folder),
                                     options.format_games, options.rounds, label=str(folder))
    if options.paipu:
        figures["paipu"] = against_mjlog(mjcalc, "paipu", paipu_pairs(), options.format_games,
                                         options.rounds)

    if options.jobs_games:
        jobs_dir, _ = write_corpus(games, options.jobs_games, "jobs", mjai=False)
        base = [*mjcalc, "log", str(jobs_dir), "-f", "json"]
        pair = in_rounds({"--jobs 1": (base, OUT / "out-jobs1.jsonl"),
                          "--jobs 2": ([*base, "--jobs", "2"], OUT / "out-jobs2.jsonl")},
                         options.jobs_rounds)
        same = (OUT / "out-jobs1.jsonl").read_bytes() == (OUT / "out-jobs2.jsonl").read_bytes()
        one, two = pair["--jobs 1"], pair["--jobs 2"]
        print(f"\n{options.jobs_games} mjlog files: --jobs 1 {one.median:.2f} s, --jobs 2 "
              f"{two.median:.2f} s: {one.median / two.median:.2f}x (target >= 1.8); "
              f"outputs {'identical' if same else 'DIFFERENT'}")
        figures["jobs"] = {"files": options.jobs_games, "jobs1": one.times, "jobs2": two.times,
                           "speedup": one.median / two.median, "identical": same}

    if options.memory_games:
        peaks = []
        for count in (options.memory_games, 10 * options.memory_games):
            folder, _ = write_corpus(games, count, f"memory{count}", mjai=False)
            peak, timed = peak_rss([*mjcalc, "log", str(folder), "-f", "json"],
                                   OUT / f"out-memory{count}.jsonl")
            peaks.append(peak)
            print(f"peak RSS, {count} mjlog files: {peak / 1024:.1f} MiB "
                  f"({timed.seconds:.1f} s)")
        print(f"peak RSS ratio (10x the games): {peaks[1] / peaks[0]:.3f} (target <= 1.10)")
        figures["memory"] = {"games": options.memory_games, "peak_kib": peaks}

    load = os.getloadavg()
    print(f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} at the end")
    figures["load_end"] = load
    if options.json:
        options.json.write_text(json.dumps(figures, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
