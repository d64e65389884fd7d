#!/usr/bin/env python3
"""Time the scoring core as a library, and majiang-core on the same hands, in one run.

    python bench/bench_core.py                       # 2000 hands, seed 1, 10 passes
    python bench/bench_core.py --peer --rounds 3     # also majiang-core, best of 3 rounds
    python bench/bench_core.py -n 2000 --seed 7 --passes 10 --preset majiang
    python bench/bench_core.py --profile             # cProfile of one warm score() pass

The hands come from ``bench/gen_hands.py`` (seeded: every shape, calls of every kind,
flags, dora, honba, deposits). Each is written as one notation string, the ron tile with
its source mark (what majiang-core's ``Shoupai.fromString`` + ``rongpai`` get), and its
``Situation`` is built before any clock starts. Timed, per hand, with a wall clock around
whole passes (no clock read per hand), the best (fastest) pass counting:

* ``score alone``: ``scoring.score`` on hands parsed beforehand, the same hands each pass;
* ``parse alone``: ``grammar.parse_hand`` with its cache (of the texts the full reader
  read; plain texts are not kept) emptied before each pass, so that every text is
  really read;
* ``parse + score``: both, the parse cache emptied before each pass;
* ``new hands``: parse + score on hands this process has never seen (another seed each
  pass): what a long batch pays once the shape caches are warm.

``--cold`` adds first passes in fresh processes, nothing warm: ours (parse + score, and
score alone on hands parsed before the clock, each in its own new process) against a
new node process's first pass of fromString + hule over the same hands — what one batch
run over N hands pays on each side (N matters: the caches and V8 warm up during the
pass).

With ``--peer``, majiang-core (``node bench/peer_majiang.js --split``) scores the same
hands in the same run, each pass also timed whole: ``Shoupai.fromString`` + ``Util.hule``
together, ``fromString`` alone and ``hule`` alone (on shoupai read beforehand), first
pass (V8 still warming up) and best pass. Like is compared with like: our score alone
with their hule alone, our parse + score with their fromString + hule, our parse with
their fromString. ``--rounds R`` runs ours and theirs R times in turn and keeps each
figure's best, to see through other work on the machine. First passes in a fresh process
(cold caches, cold JIT) are also in ``bench/run_bench.py``, beside the batch figures.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import importlib.util
import json
import pstats
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
if importlib.util.find_spec("scoring") is None:  # not installed: time the source tree
    sys.path.insert(0, str(HERE.parent))

import gen_hands  # noqa: E402

from grammar import parse_hand  # noqa: E402
from grammar import reader as _reader  # noqa: E402
from scoring import Rules, score  # noqa: E402
from scoring.errors import MjcalcError  # noqa: E402

Case = tuple[str, Any, Any]  # (hand text, Situation, Hand parsed beforehand or None)


def hand_text(h: gen_hands.GenHand) -> str:
    """The whole hand in one notation string, the ron tile with its source mark."""
    text = gen_hands.tiles_text(h.concealed) + str(h.win)
    if h.ron_source is not None:
        text += gen_hands.MARKS[h.ron_source - 1]
    return ",".join([text, *(gen_hands.meld_text(m) for m in h.melds)])


def make_cases(n: int, seed: int, rules: Rules) -> tuple[list[Case], list[dict[str, Any]]]:
    """The hands of ``seed``, as cases, and as majiang-core records."""
    cases: list[Case] = []
    records: list[dict[str, Any]] = []
    for h in gen_hands.generate(n, seed):
        text = hand_text(h)
        try:
            hand = parse_hand(text, rules)
        except MjcalcError:
            hand = None
        cases.append((text, gen_hands.to_domain(h)[1], hand))
        records.append(gen_hands.to_majiang(h))
    return cases, records


def clear_parse_cache() -> None:
    """Forget the parsed texts (grammar.parse_hand remembers those of the full reader)."""
    _reader._read_hand.cache_clear()


def timed_pass(work: Callable[[], int], count: int) -> tuple[float, int]:
    """(µs per hand, failures) of one pass of ``work``, which returns its failures."""
    gc.collect()  # as in every Python worker of the bench: the setup's garbage is not timed
    start = time.perf_counter()
    failed = work()
    return (time.perf_counter() - start) / count * 1e6, failed


def score_all(cases: list[Case], rules: Rules) -> Callable[[], int]:
    def work() -> int:
        failed = 0
        for _text, situation, hand in cases:
            try:
                score(hand, situation, rules)
            except (MjcalcError, AttributeError):  # AttributeError: a hand that did not parse
                failed += 1
        return failed
    return work


def parse_all(cases: list[Case], rules: Rules) -> Callable[[], int]:
    def work() -> int:
        clear_parse_cache()
        failed = 0
        for text, _situation, _hand in cases:
            try:
                parse_hand(text, rules)
            except MjcalcError:
                failed += 1
        return failed
    return work


def parse_and_score_all(cases: list[Case], rules: Rules) -> Callable[[], int]:
    def work() -> int:
        clear_parse_cache()
        failed = 0
        for text, situation, _hand in cases:
            try:
                score(parse_hand(text, rules), situation, rules)
            except MjcalcError:
                failed += 1
        return failed
    return work


def ours(cases: list[Case], rules: Rules, passes: int, n: int, new_seed: int
         ) -> dict[str, list[float]]:
    """µs per hand of every pass of each of our timings (warm-up pass not included); the
    new hands of pass i come from seed ``new_seed + i``."""
    out: dict[str, list[float]] = {"score": [], "parse": [], "parse+score": [], "new": []}
    score_all(cases, rules)()  # warm-up: shape caches, the rule tables
    for key, work in (("score", score_all(cases, rules)), ("parse", parse_all(cases, rules)),
                      ("parse+score", parse_and_score_all(cases, rules))):
        for _ in range(passes):
            out[key].append(timed_pass(work, len(cases))[0])
    for i in range(passes):
        fresh, _ = make_cases(n, new_seed + i, rules)
        clear_parse_cache()
        out["new"].append(timed_pass(parse_and_score_all(fresh, rules), n)[0])
    clear_parse_cache()
    return out


def theirs(records: list[dict[str, Any]], passes: int) -> dict[str, Any] | None:
    """majiang-core's summary line for the same hands (--split), or None without node."""
    node = shutil.which("node")
    if node is None:
        return None
    text = "".join(json.dumps(r) + "\n" for r in records)
    proc = subprocess.run(
        [node, str(HERE / "peer_majiang.js"), "-", "--quiet", "--split", "--repeat",
         str(passes)], input=text, capture_output=True, text=True, check=False)
    lines = [line for line in proc.stderr.splitlines() if line.startswith("{")]
    return json.loads(lines[-1]) if lines else None


def cold_worker(mode: str, n: int, seed: int, preset: str) -> dict[str, Any]:
    """One pass in this (new) process: µs per hand of ``parse+score`` or ``score``."""
    rules = Rules(preset)
    cases, _ = make_cases(n, seed, rules) if mode == "score" else (
        [(hand_text(h), gen_hands.to_domain(h)[1], None) for h in gen_hands.generate(n, seed)],
        [])
    if mode == "score":
        us, failed = timed_pass(score_all(cases, rules), n)
    else:
        us, failed = timed_pass(parse_and_score_all(cases, rules), n)
    return {"mode": mode, "us_per_hand": us, "failed": failed}


def cold(n: int, seed: int, preset: str, peer: bool, records: list[dict[str, Any]]
         ) -> dict[str, float]:
    """First passes in new processes: ours (two processes) and majiang-core's."""
    out: dict[str, float] = {}
    for mode in ("parse+score", "score"):
        proc = subprocess.run(
            [sys.executable, str(Path(__file__)), "--cold-worker", mode, "-n", str(n),
             "--seed", str(seed), "--preset", preset], capture_output=True, text=True,
            check=False)
        lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
        if lines:
            out[mode] = json.loads(lines[-1])["us_per_hand"]
    node = shutil.which("node")
    if peer and node is not None:
        text = "".join(json.dumps(r) + "\n" for r in records)
        proc = subprocess.run([node, str(HERE / "peer_majiang.js"), "-", "--quiet"],
                              input=text, capture_output=True, text=True, check=False)
        lines = [line for line in proc.stderr.splitlines() if line.startswith("{")]
        if lines:
            out["majiang-core"] = json.loads(lines[-1])["us_per_hand_first"]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=2000, help="hands (default 2000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--passes", type=int, default=10, help="timed passes (default 10)")
    parser.add_argument("--rounds", type=int, default=1,
                        help="ours then theirs, this many times; best of all (default 1)")
    parser.add_argument("--preset", default="saki")
    parser.add_argument("--peer", action="store_true", help="also time majiang-core")
    parser.add_argument("--profile", action="store_true", help="cProfile one warm pass")
    parser.add_argument("--cold", action="store_true",
                        help="also first passes in fresh processes (ours and majiang-core's)")
    parser.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    parser.add_argument("--cold-worker", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.cold_worker:
        print(json.dumps(cold_worker(args.cold_worker, args.n, args.seed, args.preset)))
        return 0

    rules = Rules(args.preset)
    cases, records = make_cases(args.n, args.seed, rules)
    failed = score_all(cases, rules)()
    mine: dict[str, list[float]] = {}
    peer: dict[str, list[float]] = {}
    version = "?"
    for round_index in range(args.rounds):
        new_seed = args.seed + 1000 + round_index * args.passes
        for key, values in ours(cases, rules, args.passes, args.n, new_seed).items():
            mine.setdefault(key, []).extend(values)
        if args.peer:
            summary = theirs(records, args.passes)
            if summary is not None:
                version = summary.get("version", version)
                for key in ("both", "parse", "hule"):
                    peer.setdefault(key, []).append(summary[f"us_per_hand_{key}_best"])
                # the very first pass of the process (V8 cold), fromString + hule
                peer.setdefault("first", []).append(summary["us_per_hand_first"])
                peer.setdefault("failed", []).append(summary.get("failed", 0))

    def best(values: list[float]) -> float:
        return min(values)

    from calc_cli.app import build_kind

    print(f"scoring core: {build_kind()} ({Path(_reader.__file__ or '').parent.parent})")
    print(f"{args.n} hands (seed {args.seed}), preset {args.preset}, {args.passes} passes x "
          f"{args.rounds} round(s); {failed} refused by scoring.score; µs per hand, wall "
          f"clock, best pass")
    rows = [("score alone (same hands)", "score"), ("parse alone (cache emptied)", "parse"),
            ("parse + score (cache emptied)", "parse+score"),
            ("parse + score, new hands", "new")]
    for label, key in rows:
        values = mine[key]
        print(f"  mjcalc {label:31s} {best(values):7.1f}   (mean {sum(values) / len(values):.1f})")
    figures: dict[str, Any] = {"hands": args.n, "seed": args.seed, "preset": args.preset,
                               "ours_best": {k: best(v) for k, v in mine.items()}}
    if args.peer:
        if not peer:
            print("  majiang-core: n/a (no node, or peer_majiang.js failed)")
        else:
            print(f"  majiang-core {version} fromString + hule     {best(peer['both']):7.1f}"
                  f"   (first pass of the process, V8 cold: {peer['first'][0]:.1f})")
            print(f"  majiang-core Shoupai.fromString alone      {best(peer['parse']):7.1f}")
            print(f"  majiang-core Util.hule alone               {best(peer['hule']):7.1f}")
            ratios = [
                ("score alone / hule alone", best(mine["score"]) / best(peer["hule"])),
                ("parse + score / fromString + hule",
                 best(mine["parse+score"]) / best(peer["both"])),
                ("parse / fromString", best(mine["parse"]) / best(peer["parse"])),
                ("new hands parse + score / fromString + hule",
                 best(mine["new"]) / best(peer["both"])),
            ]
            print("  ratio ours / theirs (below 1: mjcalc faster), warm against warm:")
            for label, value in ratios:
                print(f"    {label:44s} {value:5.2f}")
            figures["majiang_core_best"] = {k: best(v) for k, v in peer.items()
                                            if k != "failed"}
            figures["ratios"] = dict(ratios)
    if args.cold:
        first = cold(args.n, args.seed, args.preset, args.peer, records)
        figures["first_pass"] = first
        print(f"  first pass in a new process ({args.n} hands, nothing warm):")
        for key, label in (("parse+score", "mjcalc parse + score"),
                           ("score", "mjcalc score alone"),
                           ("majiang-core", "majiang-core fromString + hule")):
            if key in first:
                print(f"    {label:42s} {first[key]:7.1f}")
        if "majiang-core" in first and "parse+score" in first:
            print(f"    ratio parse + score / fromString + hule, first passes "
                  f"{first['parse+score'] / first['majiang-core']:5.2f}")
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=2) + "\n")
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        score_all(cases, rules)()
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(25)
    return 0


if __name__ == "__main__":
    sys.exit(main())
