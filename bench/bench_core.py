#!/usr/bin/env python3
"""Time the scoring core as a library: ``scoring.score`` on a few hundred varied hands.

    python bench/bench_core.py                  # 500 hands, seed 1, 5 passes
    python bench/bench_core.py -n 2000 --seed 7 --passes 10 --preset majiang
    python bench/bench_core.py --peer           # also majiang-core's hule, same hands
    python bench/bench_core.py --profile        # cProfile of one warm pass (top 25)

The hands come from ``bench/gen_hands.py`` (seeded: every shape, calls of every kind,
flags, dora, honba, deposits) and are turned into ``Hand`` / ``Situation`` objects before
the clock starts, so only ``score()`` is timed (validation, readings, yaku, fu, points,
pao and the settlement). It prints µs per hand for the first pass (cold shape caches, what
one pass over new hands pays) and for the best of the passes (warm caches), in CPU time
of this process (``time.process_time``), which other work on the machine disturbs less
than wall time. With ``--peer``, majiang-core (node, ``bench/peer_majiang.js``) scores the
same hands in the same run, first pass and best pass, for a fair ratio.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

import gen_hands  # noqa: E402

from scoring import Rules, score  # noqa: E402
from scoring.errors import MjcalcError  # noqa: E402


def passes(cases: list[tuple[Any, Any]], rules: Rules, count: int) -> list[float]:
    """µs per hand of each pass over all cases (CPU time); errors are counted as work."""
    out: list[float] = []
    for _ in range(count):
        start = time.process_time()
        for hand, situation in cases:
            # try/except, not contextlib.suppress: no context manager inside the timing
            try:  # noqa: SIM105
                score(hand, situation, rules)
            except MjcalcError:
                pass
        out.append((time.process_time() - start) / len(cases) * 1e6)
    return out


def peer(records: list[dict[str, Any]], count: int) -> dict[str, Any] | None:
    """majiang-core's summary line for the same hands, or None without node."""
    node = shutil.which("node")
    if node is None:
        return None
    text = "".join(json.dumps(r) + "\n" for r in records)
    proc = subprocess.run(
        [node, str(HERE / "peer_majiang.js"), "-", "--quiet", "--repeat", str(count)],
        input=text, capture_output=True, text=True, check=False)
    lines = [line for line in proc.stderr.splitlines() if line.startswith("{")]
    return json.loads(lines[-1]) if lines else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=500, help="hands (default 500)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--passes", type=int, default=5)
    parser.add_argument("--preset", default="saki")
    parser.add_argument("--peer", action="store_true", help="also time majiang-core")
    parser.add_argument("--profile", action="store_true", help="cProfile one warm pass")
    args = parser.parse_args(argv)

    generated = list(gen_hands.generate(args.n, args.seed))
    cases = [gen_hands.to_domain(h) for h in generated]
    rules = Rules(args.preset)
    failed = 0
    for hand, situation in cases:
        try:
            score(hand, situation, rules)
        except MjcalcError:
            failed += 1
    # the check above warmed the caches: time a fresh set for the cold figure
    fresh = [gen_hands.to_domain(h) for h in gen_hands.generate(args.n, args.seed + 1000)]
    cold = passes(fresh, rules, 1)[0]
    warm = passes(cases, rules, args.passes)
    print(f"scoring.score, preset {args.preset}: {args.n} hands (seed {args.seed}), "
          f"{failed} refused")
    print(f"  first pass (cold caches): {cold:7.1f} µs/hand")
    print(f"  best of {args.passes} passes:        {min(warm):7.1f} µs/hand "
          f"({1e6 / min(warm):,.0f} hands/s)")
    print(f"  mean of {args.passes} passes:        {sum(warm) / len(warm):7.1f} µs/hand")
    if args.peer:
        summary = peer([gen_hands.to_majiang(h) for h in generated], args.passes)
        if summary is None:
            print("  majiang-core: n/a (no node, or peer_majiang.js failed)")
        else:
            print(f"  majiang-core {summary.get('version')} hule, first pass: "
                  f"{summary['us_per_hand_first']:7.1f} µs/hand")
            print(f"  majiang-core hule, best of {args.passes}:      "
                  f"{summary['us_per_hand_best']:7.1f} µs/hand")
            print(f"  ratio ours/theirs: first {cold / summary['us_per_hand_first']:.2f}, "
                  f"best {min(warm) / summary['us_per_hand_best']:.2f}")
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        passes(cases, rules, 1)
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(25)
    return 0


if __name__ == "__main__":
    sys.exit(main())
