#!/usr/bin/env python3
"""How fast ``mjcalc efficiency`` answers, against ``mjcalc score`` (issue 31).

    python bench/bench_efficiency.py [-n 1000] [--seed 1]

Two kinds of 14-tile hands, seeded:

* **dealt**: 14 tiles from a shuffled wall (what a player holds early in a hand: far
  from tenpai, every discard a long list of improving tiles);
* **winning**: the tsumo hands of ``bench/gen_hands.py`` (complete: most discards leave
  the hand tenpai, so every wait of every discard is priced — the heaviest case).

Timed, each in this process after one warm-up hand:

* ``analyze_efficiency`` per hand: depth 1 and depth 2 (values on, as the command asks);
* ``scoring.score`` per winning hand (parsed before the clock), for scale;

and end to end, one process each: ``mjcalc efficiency -`` on the dealt hands (one JSON
line a hand) against ``mjcalc batch`` on the winning hands' ``score`` arguments.
Nothing here is asserted; it prints a table of µs per hand.
"""

from __future__ import annotations

import argparse
import importlib.util
import random
import subprocess
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scoring.hands import Hand
    from scoring.situation import Situation

    Case = tuple[Hand, Situation]

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "bench" / "out"


def _gen_hands() -> ModuleType:
    path = ROOT / "bench" / "gen_hands.py"
    spec = importlib.util.spec_from_file_location("mjcalc_bench_gen_hands", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def dealt_hands(n: int, seed: int) -> list[str]:
    """``n`` hands of 14 tiles dealt from a shuffled wall, in prefix notation."""
    rng = random.Random(seed)
    wall = [f"{suit}{number}" for suit in "mps" for number in range(1, 10) for _ in range(4)]
    wall += [f"z{number}" for number in range(1, 8) for _ in range(4)]
    hands = []
    for _ in range(n):
        rng.shuffle(wall)
        hands.append("".join(wall[:14]))
    return hands


def winning_hands(n: int, seed: int) -> tuple[list[Case], list[str]]:
    """(hand and situation, score argument line) of ``n`` tsumo hands of gen_hands."""
    gen = _gen_hands()
    hands: list[Case] = []
    args: list[str] = []
    for h in gen.generate(4 * n, seed):
        if h.is_tsumo:
            hands.append(gen.to_domain(h))
            args.append(gen.to_args(h))
        if len(hands) == n:
            break
    return hands, args


def _per_hand(seconds: float, n: int) -> str:
    return f"{seconds / n * 1e6:12.0f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args(argv)
    n = options.n

    from calc_cli.app import build_kind
    from grammar import parse_hand
    from scoring import score
    from scoring.errors import MjcalcError
    from scoring.rules import Rules
    from scoring.situation import Situation
    from scoring.table.efficiency import analyze_efficiency

    rules = Rules()
    situation = Situation()
    dealt = dealt_hands(n, options.seed)
    winning, score_args = winning_hands(n, options.seed)
    rows: list[tuple[str, int, float]] = []

    def timed(label: str, cases: list[Case], depth: int) -> None:
        analyze_efficiency(*cases[0], rules, values=True, depth=depth)
        failed = 0
        start = time.perf_counter()
        for h, where in cases:
            try:
                analyze_efficiency(h, where, rules, values=True, depth=depth)
            except MjcalcError:
                failed += 1
        rows.append((label + (f" ({failed} refused)" if failed else ""), len(cases),
                     time.perf_counter() - start))
        print(f"{label}: done", file=sys.stderr)

    dealt_cases = [(parse_hand(text, rules), situation) for text in dealt]
    timed("efficiency core, dealt, depth 1", dealt_cases, 1)
    timed("efficiency core, dealt, depth 2", dealt_cases, 2)
    timed("efficiency core, winning, depth 1", winning, 1)
    timed("efficiency core, winning, depth 2", winning, 2)

    score(*winning[0], rules)
    start = time.perf_counter()
    for h, where in winning:
        score(h, where, rules)
    rows.append(("score core, winning", len(winning), time.perf_counter() - start))

    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "efficiency_dealt.txt").write_text("\n".join(dealt) + "\n", encoding="utf-8")
    (OUT / "score_args.txt").write_text("\n".join(score_args) + "\n", encoding="utf-8")
    mjcalc = [sys.executable, "-m", "calc_cli"]
    for label, command, source in (
            ("mjcalc efficiency -, dealt, end to end", [*mjcalc, "efficiency", "-"],
             OUT / "efficiency_dealt.txt"),
            ("mjcalc batch (score), winning, end to end", [*mjcalc, "batch"],
             OUT / "score_args.txt")):
        with open(source, "rb") as stdin:
            start = time.perf_counter()
            subprocess.run(command, stdin=stdin, stdout=subprocess.DEVNULL, check=False)
            rows.append((label, n, time.perf_counter() - start))

    print(f"mjcalc {build_kind()}, {n} hands, seed {options.seed}")
    print(f"{'what':45} {'hands':>6} {'µs/hand':>12}")
    for label, count, seconds in rows:
        print(f"{label:45} {count:6d} {_per_hand(seconds, count)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
