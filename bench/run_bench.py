#!/usr/bin/env python3
"""One benchmark run of mjcalc against its peers, on the same generated hands.

    python bench/run_bench.py [-n 10000] [--seed 1] [--runs 10] [--repeat 5]
                              [--rules saki] [--memory [--memory-lines 1000000]]
                              [--json FILE] [--keep]

Measures, on the same N hands (``bench/gen_hands.py``, seeded):

* ``mjcalc batch`` end to end: wall time from process start to its last line, stdin
  from the ``score``-arguments file (and ``--jobs 2`` when the command has it);
* the scoring core as a library, each in a fresh process so no cache is warm: grammar
  parse alone, ``grammar.parse_hand`` + ``scoring.score``, and ``scoring.score`` alone
  (µs per hand, one pass over the N hands);
* one ``mjcalc score`` one-liner (median of ``--runs``) against
  ``python -c "import typer, pyparsing"`` (median of ``--runs``);
* majiang-core (node): the whole ``node bench/peer_majiang.js`` process on the same hands
  (end to end), and ``Majiang.Util.hule`` alone (first, cold pass, and the best of
  ``--repeat`` warm passes);
* the PyPI package ``mahjong``: ``HandCalculator.estimate_hand_value`` µs per hand
  (conversion excluded; mean of ``--repeat`` passes);
* on majiang-core records (the generated hands', or with ``--hule FILE`` the ``in``
  objects of majiang-core's ``test/data/hule.json``): ``mjcalc batch -f majiang`` end to
  end, the same from the plain-Python sources of this tree (``python -m calc_cli`` with
  ``PYTHONPATH`` = the tree), and the PyPI package ``riichienv`` (``peer_riichienv.py``):
  its whole process (reading, converting, scoring, writing) and its µs per hand (Python-to-
  Rust conversion and ``calc``; the first pass, and the best of ``--repeat``);

then prints hands/s and the ratios against the peers and the targets of issues 5 and 17. A part
that does not exist yet (no ``batch`` command, no ``scoring.score``, no node) is shown as
``n/a`` with the reason. ``--memory`` also measures the peak RSS of ``mjcalc batch`` on
10,000 lines and on ``--memory-lines`` (1,000,000) lines made by cycling the same hands;
it takes minutes.

Working files go to ``bench/out/`` (ignored by git).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
OUT = BENCH / "out"
sys.path.insert(0, str(BENCH))

import gen_hands  # noqa: E402  (a sibling script, not a package)

NA = "n/a"


@dataclass
class Row:
    """One measured component."""

    name: str
    hands: int | None = None
    wall_s: float | None = None
    us_per_hand: float | None = None
    note: str = ""
    failed: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def hands_per_s(self) -> float | None:
        if self.us_per_hand:
            return 1e6 / self.us_per_hand
        if self.wall_s and self.hands:
            return self.hands / self.wall_s
        return None


# ----------------------------------------------------------------------------- helpers

def mjcalc_command() -> list[str]:
    """How to start mjcalc: the console script next to this Python, on PATH, or -m."""
    here = Path(sys.executable).parent / "mjcalc"
    if here.exists():
        return [str(here)]
    found = shutil.which("mjcalc")
    if found:
        return [found]
    return [sys.executable, "-m", "calc_cli"]


def timed(cmd: Sequence[str], stdin: Path | None = None, stdout: Path | None = None,
          cwd: Path = ROOT, env: dict[str, str] | None = None) -> tuple[float, int, str]:
    """Wall time of a whole process, its exit status and its stderr."""
    fin = open(stdin, "rb") if stdin else subprocess.DEVNULL  # noqa: SIM115
    fout = open(stdout, "wb") if stdout else subprocess.DEVNULL  # noqa: SIM115
    try:
        t0 = time.perf_counter()
        proc = subprocess.run(cmd, stdin=fin, stdout=fout, stderr=subprocess.PIPE, cwd=cwd,
                              env=env)
        wall = time.perf_counter() - t0
    finally:
        for f in (fin, fout):
            if f is not subprocess.DEVNULL:
                f.close()  # type: ignore[union-attr]
    return wall, proc.returncode, proc.stderr.decode("utf-8", "replace")


#: one end-to-end process: the arguments of :func:`timed`.
Process = dict[str, Any]


def in_rounds(processes: dict[str, Process], runs: int) -> dict[str, list[tuple[float, int, str]]]:
    """Each process run ``runs`` times, one of each in turn (a round), so that a slower
    spell of a shared machine falls on ours and the peers' alike: the ratios of medians
    compare runs made side by side. ``timed``'s results, by name, in run order."""
    results: dict[str, list[tuple[float, int, str]]] = {name: [] for name in processes}
    for _ in range(runs):
        for name, process in processes.items():
            results[name].append(timed(**process))
    return results


def median_time(cmd: Sequence[str], runs: int) -> tuple[float, int, str]:
    times = []
    rc, err = 0, ""
    for _ in range(runs):
        wall, rc, err = timed(cmd)
        times.append(wall)
    return statistics.median(times), rc, err


def last_json(text: str) -> dict[str, Any] | None:
    """The last line of ``text`` that is a JSON object (a peer's summary)."""
    for line in reversed(text.strip().splitlines()):
        try:
            obj = json.loads(line)
        except ValueError:
            continue
        if isinstance(obj, dict):
            return obj
    return None


def count_records(path: Path) -> tuple[int, int]:
    """Lines and error records in a JSON Lines output."""
    lines = errors = 0
    with open(path, "rb") as f:
        for raw in f:
            lines += 1
            try:
                obj = json.loads(raw)
            except ValueError:
                errors += 1
                continue
            if isinstance(obj, dict) and obj.get("error"):
                errors += 1
    return lines, errors


def first_line(err: str) -> str:
    lines = [ln for ln in err.strip().splitlines() if ln.strip()]
    return lines[-1][:100] if lines else ""


# ----------------------------------------------------------------------------- parts

def write_hands(n: int, seed: int) -> tuple[Path, Path]:
    OUT.mkdir(exist_ok=True)
    base = OUT / f"hands-{n}-{seed}"
    args, recs = Path(f"{base}.args"), Path(f"{base}.jsonl")
    with open(args, "w") as fa, open(recs, "w") as fm:
        for h in gen_hands.generate(n, seed):
            fa.write(gen_hands.to_args(h) + "\n")
            fm.write(json.dumps(gen_hands.to_majiang(h), ensure_ascii=False) + "\n")
    return args, recs


def batch_help(mjcalc: list[str]) -> str | None:
    proc = subprocess.run([*mjcalc, "batch", "--help"], capture_output=True, cwd=ROOT,
                          env={**os.environ, "COLUMNS": "200"})
    return proc.stdout.decode("utf-8", "replace") if proc.returncode == 0 else None


def bench_batch(mjcalc: list[str], args_file: Path, n: int, jobs: int | None,
                runs: int) -> Row:
    name = "mjcalc batch, end to end" + (f" --jobs {jobs}" if jobs else "")
    cmd = [*mjcalc, "batch", *(["--jobs", str(jobs)] if jobs else [])]
    out = OUT / "batch-out.jsonl"
    walls = []
    rc, err = 0, ""
    for _ in range(runs):
        wall, rc, err = timed(cmd, stdin=args_file, stdout=out)
        walls.append(wall)
    lines, errors = count_records(out)
    note = f"exit {rc}; {lines} records, {errors} errors"
    if lines != n:
        note += f" (expected {n} records: {first_line(err)})"
    wall = statistics.median(walls)
    return Row(name, n, wall, wall / n * 1e6, note, errors)


#: the scoring core's rows: (worker mode, row label), each timed in a fresh process
CORE_MODES: Final = (("parse", "core: grammar parse alone"),
                     ("parse+score", "core: parse + score"),
                     ("score", "core: score alone"))


def library_processes(n: int, seed: int, rules: str,
                      records: Path | None = None) -> dict[str, Process]:
    """A fresh worker process per core mode (:func:`library_worker`), by row label: run in
    rounds with the peers' processes, as riichienv's first pass is (issue 17's ratios)."""
    source = ["--records", str(records)] if records else ["--seed", str(seed)]
    return {label: {"cmd": [sys.executable, str(Path(__file__)), "--worker", mode, "-n", str(n),
                            *source, "--rules", rules]}
            for mode, label in CORE_MODES}


def bench_library(n: int, runs: dict[str, list[tuple[float, int, str]]]) -> list[Row]:
    """The core's rows from its workers' ``runs``: the median pass of the fresh processes
    (each pass the first of its process, caches cold, as a single run pays)."""
    rows = []
    for _, label in CORE_MODES:
        results: list[dict[str, Any]] = []
        for _, rc, err in runs[label]:
            res = last_json(err)
            if rc != 0 or res is None or "error" in res:
                why = res["error"] if res and "error" in res else first_line(err)
                rows.append(Row(label, note=f"{NA}: {why}"))
                break
            results.append(res)
        else:  # every process reported
            us = statistics.median(res["us_per_hand"] for res in results)
            failed = results[-1]["failed"]
            note = f"median of {len(results)} processes"
            rows.append(Row(label, n, us * n / 1e6, us,
                            f"{failed} failed; {note}" if failed else note, failed))
    return rows


def library_worker(mode: str, n: int, seed: int, preset: str,
                   records: Path | None = None) -> dict[str, Any]:
    """Time one mode in this (fresh) process; the hands are built before the clock runs.

    The hands are the generator's (``n``, ``seed``), or with ``records`` the majiang-core
    records of that file (the notation of ``shoupai`` and ``rongpai`` in one string, the
    situation read from ``param``), scored under ``preset``.
    """
    try:
        from grammar import parse_hand
        from scoring import Rules
        from scoring.errors import MjcalcError
    except ImportError as exc:
        return {"error": f"import: {exc}"}
    score: Any = None
    if mode != "parse":
        try:
            score = gen_hands.load_score()
        except ImportError as exc:
            return {"error": f"no scoring.score yet ({exc})"}
    rules = Rules(preset)
    texts: list[str] = []
    situations: list[Any] = []
    if records is not None:
        texts, situations = record_texts(records, rules)
        n = len(texts)
    for h in () if records is not None else gen_hands.generate(n, seed):
        # the whole hand in one string: the ron tile carries its source mark
        text = gen_hands.tiles_text(h.concealed) + str(h.win)
        if h.ron_source is not None:
            text += gen_hands.MARKS[h.ron_source - 1]
        text = ",".join([text, *(gen_hands.meld_text(m) for m in h.melds)])
        texts.append(text)
        situations.append(gen_hands.to_domain(h)[1])
    failed = 0
    if mode == "parse":
        collect_before_clock()
        t0 = time.perf_counter()
        for text in texts:
            try:
                parse_hand(text, rules)
            except MjcalcError:
                failed += 1
        seconds = time.perf_counter() - t0
    elif mode == "parse+score":
        collect_before_clock()
        t0 = time.perf_counter()
        for text, situation in zip(texts, situations, strict=True):
            try:
                score(parse_hand(text, rules), situation, rules)
            except MjcalcError:
                failed += 1
        seconds = time.perf_counter() - t0
    else:
        hands: list[Any] = []  # a Hand, or None where it did not parse
        for text in texts:
            try:
                hands.append(parse_hand(text, rules))
            except MjcalcError:
                hands.append(None)
        collect_before_clock()
        t0 = time.perf_counter()
        for hand, situation in zip(hands, situations, strict=True):
            if hand is None:
                failed += 1
                continue
            try:
                score(hand, situation, rules)
            except MjcalcError:
                failed += 1
        seconds = time.perf_counter() - t0
    return {"mode": mode, "seconds": seconds, "us_per_hand": seconds / n * 1e6,
            "failed": failed}


def collect_before_clock() -> None:
    """A full collection before a timed pass, in every Python worker of the bench (ours,
    riichienv's, mahjong's): the objects the setup made (the hands read beforehand, the
    modules imported) and the full collection they have made due are the setup's, not the
    timed work's. The collector stays on while the clock runs: what the timed work keeps
    is collected in its time."""
    gc.collect()


def record_texts(records: Path, rules: Any) -> tuple[list[str], list[Any]]:
    """Each record's whole hand as one notation string, and its situation."""
    from grammar.records import read_hule_record

    texts, situations = [], []
    with open(records) as f:
        for line in f:
            rec = json.loads(line)
            concealed, comma, melds = rec["shoupai"].partition(",")
            texts.append(concealed + (rec.get("rongpai") or "") + comma + melds)
            situations.append(read_hule_record(rec, rules).situation)
    return texts, situations


def read_hule_json(path: Path) -> Path:
    """majiang-core's test/data/hule.json ([{"in", "out"}, ...]) as JSON Lines of its ins."""
    with open(path) as f:
        cases = json.load(f)
    out = OUT / "hule-in.jsonl"
    with open(out, "w") as f:
        for case in cases:
            f.write(json.dumps(case["in"], ensure_ascii=False) + "\n")
    return out


def with_bytecode() -> None:
    """Let the processes timed here use and write bytecode caches, as they do where
    PYTHONDONTWRITEBYTECODE is not set (an installed package has its .pyc from pip),
    and write the tree's now: with the variable set, the plain-Python build compiled
    every module from source at every start (about 0.1 s), and the Python peers'
    sibling modules likewise."""
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    PLAIN_ENV.pop("PYTHONDONTWRITEBYTECODE", None)
    subprocess.run([sys.executable, "-m", "compileall", "-q", "calc_cli", "grammar",
                    "scoring", "bench"], cwd=ROOT, check=False)


#: the plain-Python build: python -m calc_cli from the tree's root imports its .py files
PLAIN = [sys.executable, "-m", "calc_cli"]
PLAIN_ENV = {**os.environ, "PYTHONPATH": str(ROOT)}


def records_builds(mjcalc: list[str]) -> tuple[tuple[list[str], str], ...]:
    """The two builds that score the records, each with its row's label."""
    return ((mjcalc, "mjcalc batch -f majiang, records, end to end"),
            (PLAIN, "plain Python: mjcalc batch -f majiang, records"))


def records_processes(mjcalc: list[str], recs_file: Path) -> dict[str, Process]:
    """``mjcalc batch -f majiang`` on the records: as installed, and as plain Python."""
    return {label: {"cmd": [*cmd, "batch", "-f", "majiang"], "stdin": recs_file,
                    "stdout": OUT / f"batch-majiang-out-{i}.jsonl",
                    "env": PLAIN_ENV if cmd is PLAIN else None}
            for i, (cmd, label) in enumerate(records_builds(mjcalc))}


def bench_records(mjcalc: list[str], n: int, processes: dict[str, Process],
                  runs: dict[str, list[tuple[float, int, str]]]) -> list[Row]:
    """The rows of :func:`records_processes`' runs."""
    rows = []
    for cmd, label in records_builds(mjcalc):
        out = processes[label]["stdout"]
        walls = [wall for wall, _, _ in runs[label]]
        _, rc, err = runs[label][-1]
        lines, errors = count_records(out)
        build = subprocess.run([*cmd, "--version"], capture_output=True, text=True, cwd=ROOT,
                               env=PLAIN_ENV if cmd is PLAIN else None).stdout.strip()
        note = f"exit {rc}; {lines} records, {errors} errors; {build}"
        if lines != n:
            note += f" (expected {n} records: {first_line(err)})"
        wall = statistics.median(walls)
        rows.append(Row(label, n, wall, wall / n * 1e6, note, errors))
    return rows


def riichienv_process(recs_file: Path) -> Process:
    """riichienv's whole process on the records."""
    return {"cmd": [sys.executable, str(BENCH / "peer_riichienv.py"), str(recs_file),
                    "--out", str(OUT / "riichienv-out.jsonl")]}


def bench_riichienv(recs_file: Path, n: int, repeat: int,
                    runs: list[tuple[float, int, str]]) -> list[Row]:
    """riichienv's rows from its end-to-end ``runs`` (median) and its µs per hand."""
    script = [sys.executable, str(BENCH / "peer_riichienv.py"), str(recs_file)]
    walls, summaries = [], []
    for wall, rc, err in runs:
        if rc != 0:
            return [Row("riichienv (PyPI)", note=f"{NA}: {first_line(err)}")]
        walls.append(wall)
        summaries.append(last_json(err) or {})
    _, rc, err = timed([*script, "--quiet", "--repeat", str(repeat)])
    warm = last_json(err) or {}
    first = statistics.median(s.get("us_per_hand_first", 0.0) for s in summaries)
    failed = summaries[-1].get("failed")
    e2e = statistics.median(walls)
    return [
        Row(f"riichienv {summaries[-1].get('version', '?')}: process, end to end", n, e2e,
            e2e / n * 1e6, (f"{failed} failed; " if failed else "")
            + "reads, converts, scores, writes", failed),
        Row("riichienv: conversion + calc, first pass", n, first * n / 1e6, first,
            "Meld, HandEvaluator, Conditions, calc", failed),
        Row(f"riichienv: conversion + calc, best of {repeat} passes", n,
            warm.get("us_per_hand_best", 0.0) * n / 1e6, warm.get("us_per_hand_best"), "",
            failed),
    ]


def bench_oneliner(mjcalc: list[str], args_file: Path, runs: int) -> list[Row]:
    with open(args_file) as f:
        line = f.readline().strip()
    one = [*mjcalc, "score", *shlex.split(line)]
    wall, rc, err = median_time(one, runs)
    note = f"exit {rc}" + (f": {first_line(err)}" if rc else "")
    base, brc, berr = median_time([sys.executable, "-c", "import typer, pyparsing"], runs)
    return [
        Row(f"mjcalc score one-liner (median of {runs})", 1, wall, None, note,
            1 if rc else 0),
        Row(f'python -c "import typer, pyparsing" (median of {runs})', 1, base, None,
            f"exit {brc}" + (f": {first_line(berr)}" if brc else "")),
    ]


def majiang_process(recs_file: Path) -> Process | Row:
    """majiang-core's node process on the records, or a row saying why not."""
    node = shutil.which("node")
    script = BENCH / "peer_majiang.js"
    if node is None:
        return Row("majiang-core (node)", note=f"{NA}: node not found")
    # a first tiny run installs majiang-core into bench/.peers when it is nowhere
    probe = OUT / "probe.jsonl"
    with open(recs_file) as f, open(probe, "w") as p:
        p.write(f.readline())
    _, rc, err = timed([node, str(script), str(probe), "--quiet"])
    if rc != 0:
        return Row("majiang-core (node)", note=f"{NA}: {first_line(err)}")
    return {"cmd": [node, str(script), str(recs_file), "--out",
                    str(OUT / "majiang-out.jsonl")]}


def bench_majiang(process: Process, recs_file: Path, n: int, repeat: int,
                  runs: list[tuple[float, int, str]]) -> list[Row]:
    """majiang-core's rows from its end-to-end ``runs`` (:func:`in_rounds`), and a run
    of its own for the warm figure."""
    node, script = process["cmd"][:2]
    walls = [wall for wall, _, _ in runs]
    summaries = [last_json(err) or {} for _, _, err in runs]
    first = statistics.median(s.get("us_per_hand_first", 0.0) for s in summaries)
    failed = summaries[-1].get("failed")
    version = summaries[-1].get("version", "?")
    _, _, err = timed([node, str(script), str(recs_file), "--quiet",
                       "--repeat", str(repeat)])
    warm = last_json(err) or {}
    e2e = statistics.median(walls)
    return [
        Row(f"majiang-core {version}: node process, end to end", n, e2e, e2e / n * 1e6,
            f"{failed} failed" if failed else "", failed),
        Row("majiang-core: Util.hule alone, first pass", n, first * n / 1e6, first,
            "cold: V8 warms up during it"),
        Row(f"majiang-core: Util.hule alone, best of {repeat} passes", n,
            warm.get("us_per_hand_best", 0.0) * n / 1e6, warm.get("us_per_hand_best"),
            "warm JIT"),
    ]


def bench_mahjong(recs_file: Path, n: int, repeat: int, rules: str) -> Row:
    _, rc, err = timed([sys.executable, str(BENCH / "peer_mahjong.py"), str(recs_file),
                       "--quiet", "--repeat", str(repeat),
                       "--rules", "majiang" if rules == "majiang" else "saki"])
    res = last_json(err)
    if rc != 0 or not res:
        return Row("mahjong (PyPI)", note=f"{NA}: {first_line(err)}")
    failed = res.get("failed")
    return Row(f"mahjong {res.get('version')}: estimate_hand_value, mean of {repeat}", n,
               res["us_per_hand"] * n / 1e6, res["us_per_hand"],
               (f"{failed} failed; " if failed else "") + "conversion excluded", failed)


def peak_rss(cmd: Sequence[str], stdin: Path) -> tuple[int, int, float]:
    """Peak RSS (KiB) of ``cmd`` and its children, its exit status and wall time."""
    helper = (
        "import resource, subprocess, sys, time\n"
        "t = time.perf_counter()\n"
        "with open(sys.argv[1], 'rb') as f:\n"
        "    rc = subprocess.call(sys.argv[2:], stdin=f, stdout=subprocess.DEVNULL)\n"
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, rc,"
        " time.perf_counter() - t)\n"
    )
    proc = subprocess.run([sys.executable, "-c", helper, str(stdin), *cmd],
                          capture_output=True, cwd=ROOT)
    kib, rc, wall = proc.stdout.decode().split()
    return int(kib), int(rc), float(wall)


def bench_memory(mjcalc: list[str], args_file: Path, lines: int) -> list[Row]:
    big = OUT / f"cycle-{lines}.args"
    with open(args_file) as f:
        hands = f.read().splitlines()
    small = OUT / "cycle-10000.args"
    for path, count in ((small, 10_000), (big, lines)):
        with open(path, "w") as out:
            for i in range(count):
                out.write(hands[i % len(hands)] + "\n")
    rows = []
    for path, count in ((small, 10_000), (big, lines)):
        kib, rc, wall = peak_rss([*mjcalc, "batch"], path)
        rows.append(Row(f"peak RSS of mjcalc batch, {count:,} lines", count, wall,
                        wall / count * 1e6, f"{kib / 1024:.1f} MiB peak; exit {rc}",
                        extra={"peak_kib": kib}))
    return rows


# ----------------------------------------------------------------------------- report

def fmt(value: float | None, digits: int = 1) -> str:
    return NA if value is None else f"{value:,.{digits}f}"


def print_table(rows: list[Row]) -> None:
    headers = ("component", "hands", "wall s", "µs/hand", "hands/s", "note")
    body = [
        (r.name, "" if r.hands is None else f"{r.hands:,}", fmt(r.wall_s, 3),
         fmt(r.us_per_hand), fmt(r.hands_per_s, 0),
         r.note if len(r.note) <= 72 else r.note[:71] + "…")
        for r in rows
    ]
    widths = [max(len(h), *(len(b[i]) for b in body)) for i, h in enumerate(headers)]
    line = "  ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True))
    print(line)
    print("  ".join("-" * w for w in widths))
    for b in body:
        print("  ".join(
            (c.rjust(w) if 0 < i < 5 else c.ljust(w))
            for i, (c, w) in enumerate(zip(b, widths, strict=True))
        ).rstrip())


def print_ratios(rows: list[Row]) -> list[tuple[str, float | None, str]]:
    """Ratios ours / theirs, each with its target; flags a ratio whose rows had failures."""

    def find(prefix: str) -> Row | None:
        return next((r for r in rows if r.name.startswith(prefix)), None)

    batch1 = find("mjcalc batch, end to end")
    batch2 = find("mjcalc batch, end to end --jobs 2")
    core = find("core: parse + score")
    alone = find("core: score alone")
    node = find("majiang-core 1") or find("majiang-core ")
    hule_first = find("majiang-core: Util.hule alone, first")
    hule_best = find("majiang-core: Util.hule alone, best")
    mahjong = find("mahjong ")
    records = find("mjcalc batch -f majiang, records")
    plain_records = find("plain Python: mjcalc batch -f majiang")
    riichienv = find("riichienv 0") or find("riichienv ")
    riichienv_hand = find("riichienv: conversion + calc, first")
    oneliner = find("mjcalc score one-liner")
    baseline = find("python -c")
    specs: list[tuple[str, Row | None, Row | None, str, str]] = [
        ("batch end to end / majiang-core node end to end", batch1, node, "wall_s",
         "< 1 (issue 5)"),
        ("batch --jobs 1 / --jobs 2 (speed-up, higher is better)", batch1, batch2, "wall_s",
         ">= 1.7 on 2 cores (issue 5)"),
        ("core parse+score / majiang-core hule (first pass)", core, hule_first,
         "us_per_hand", "< 1 (issue 5)"),
        ("core parse+score / majiang-core hule (warm, best pass)", core, hule_best,
         "us_per_hand", "info"),
        ("core score alone / majiang-core hule (first pass)", alone, hule_first,
         "us_per_hand", "info"),
        ("core parse+score / mahjong estimate_hand_value", core, mahjong, "us_per_hand",
         "< 1"),
        ("mjcalc score one-liner / python -c 'import typer, pyparsing'", oneliner, baseline,
         "wall_s", "<= 1.25 (issue 5)"),
        ("batch -f majiang on records / riichienv process, end to end", records, riichienv,
         "wall_s", "<= 1.0 (issue 17, 1)"),
        ("core parse+score / riichienv conversion+calc (first pass)", core, riichienv_hand,
         "us_per_hand", "<= 3 (issue 17, 2)"),
        ("core score alone / riichienv conversion+calc (first pass)", alone, riichienv_hand,
         "us_per_hand", "<= 2 (issue 17, 2)"),
        ("plain Python batch -f majiang / majiang-core node process", plain_records, node,
         "wall_s", "<= 1.5 (issue 17, 3)"),
    ]
    memory: list[tuple[str, float | None, str]] = []
    peaks = [r for r in rows if r.name.startswith("peak RSS") and "peak_kib" in r.extra]
    if len(peaks) == 2:
        value = peaks[1].extra["peak_kib"] / peaks[0].extra["peak_kib"]
        memory.append((f"peak RSS {peaks[1].hands:,} lines / {peaks[0].hands:,} lines", value,
                       "about 1: streaming (issue 5)"))
    checks: list[tuple[str, float | None, str]] = []
    print()
    width = max(len(label) for label in [*(spec[0] for spec in specs), *(m[0] for m in memory)])
    print(f"{'ratio (ours / theirs: below 1 = mjcalc faster)'.ljust(width)}  value   target")
    for label, ours, theirs, attr, target in specs:
        a = getattr(ours, attr) if ours else None
        b = getattr(theirs, attr) if theirs else None
        value = a / b if a and b else None
        flawed = [r.name for r in (ours, theirs) if r is not None and r.failed]
        mark = f"   ! failures in: {'; '.join(flawed)}" if flawed and value else ""
        print(f"{label.ljust(width)}  {fmt(value, 2).rjust(5)}   {target}{mark}")
        checks.append((label, value, target))
    for label, value, target in memory:
        print(f"{label.ljust(width)}  {fmt(value, 2).rjust(5)}   {target}")
    return checks + memory


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=10_000, help="hands (10000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=10,
                        help="runs of the one-liner and its baseline (median; 10)")
    parser.add_argument("--batch-runs", type=int, default=3,
                        help="runs of each end-to-end process (median; 3)")
    parser.add_argument("--repeat", type=int, default=5,
                        help="passes of the peers' scoring loops (5)")
    parser.add_argument("--rules", help="preset for the library timing (saki; majiang "
                                         "with --hule, whose hands are majiang-core's)")
    parser.add_argument("--memory", action="store_true",
                        help="also the peak-RSS check (10,000 vs --memory-lines lines; slow)")
    parser.add_argument("--memory-lines", type=int, default=1_000_000)
    parser.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    parser.add_argument("--hule", metavar="FILE", type=Path,
                        help="majiang-core's test/data/hule.json: its records for the core, "
                             "majiang-core, riichienv and batch -f majiang rows")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--records", type=Path, help=argparse.SUPPRESS)
    opts = parser.parse_args(argv)

    if opts.rules is None:
        opts.rules = "majiang" if opts.hule or opts.records else "saki"
    if opts.worker:
        # on stderr, where timed() keeps it (as the peers' summaries)
        print(json.dumps(library_worker(opts.worker, opts.n, opts.seed, opts.rules,
                                        opts.records)), file=sys.stderr)
        return 0

    with_bytecode()
    t0 = time.perf_counter()
    args_file, recs_file = write_hands(opts.n, opts.seed)
    print(f"{opts.n:,} hands (seed {opts.seed}) generated in {time.perf_counter() - t0:.1f} s:"
          f" {args_file.relative_to(ROOT)}, {recs_file.relative_to(ROOT)}", file=sys.stderr,
          flush=True)
    hule = read_hule_json(opts.hule) if opts.hule else None
    if hule is not None:
        recs_file = hule
        with open(hule) as f:
            n_recs = sum(1 for _ in f)
        print(f"{n_recs:,} records of {opts.hule}: {hule.relative_to(ROOT)}", file=sys.stderr)
    else:
        n_recs = opts.n
    mjcalc = mjcalc_command()
    rows: list[Row] = []

    help_text = batch_help(mjcalc)
    if help_text is None:
        rows.append(Row("mjcalc batch, end to end", note=f"{NA}: no batch command yet"))
    else:
        rows.append(bench_batch(mjcalc, args_file, opts.n, None, opts.batch_runs))
        if "--jobs" in help_text:
            rows.append(bench_batch(mjcalc, args_file, opts.n, 2, opts.batch_runs))
        else:
            rows.append(Row("mjcalc batch, end to end --jobs 2", note=f"{NA}: no --jobs"))
    core_at = len(rows)  # the core's rows go here, once their rounds have run
    rows.extend(bench_oneliner(mjcalc, args_file, opts.runs))
    # the whole processes that issue 17's ratios compare, run in rounds (in_rounds)
    majiang = majiang_process(recs_file)
    processes = {} if isinstance(majiang, Row) else {"majiang": majiang}
    processes["riichienv"] = riichienv_process(recs_file)
    if help_text is not None:
        processes.update(records_processes(mjcalc, recs_file))
    processes.update(library_processes(n_recs, opts.seed, opts.rules, hule))
    runs = in_rounds(processes, opts.batch_runs)
    rows[core_at:core_at] = bench_library(n_recs, runs)
    if isinstance(majiang, Row):
        rows.append(majiang)
    else:
        rows.extend(bench_majiang(majiang, recs_file, n_recs, opts.repeat, runs["majiang"]))
    rows.append(bench_mahjong(recs_file, n_recs, opts.repeat, opts.rules))
    if help_text is not None:
        rows.extend(bench_records(mjcalc, n_recs, processes, runs))
    rows.extend(bench_riichienv(recs_file, n_recs, opts.repeat, runs["riichienv"]))
    if opts.memory:
        if help_text is None:
            rows.append(Row("peak RSS of mjcalc batch", note=f"{NA}: no batch command yet"))
        else:
            rows.extend(bench_memory(mjcalc, args_file, opts.memory_lines))

    version = subprocess.run([*mjcalc, "--version"], capture_output=True, text=True)
    records_of = f"records of {opts.hule}" if opts.hule else "records of the same hands"
    print(f"mjcalc benchmark: {opts.n:,} hands, seed {opts.seed}, rules {opts.rules}; "
          f"{n_recs:,} {records_of}; "
          f"{os.cpu_count()} CPUs, Python {sys.version.split()[0]}; "
          f"{version.stdout.strip() or 'mjcalc --version failed'}")
    print()
    print_table(rows)
    checks = print_ratios(rows)
    if opts.json:
        with open(opts.json, "w") as f:
            json.dump({
                "hands": opts.n, "seed": opts.seed, "rules": opts.rules,
                "rows": [{"name": r.name, "hands": r.hands, "wall_s": r.wall_s,
                          "us_per_hand": r.us_per_hand, "hands_per_s": r.hands_per_s,
                          "failed": r.failed, "note": r.note, **r.extra} for r in rows],
                "ratios": [{"what": c[0], "value": c[1], "target": c[2]} for c in checks],
            }, f, indent=2, ensure_ascii=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
