#!/usr/bin/env python3
"""Replay mjai game logs with the PyPI package ``riichienv`` (a Rust core) and score
every win: the peer of ``mjcalc log`` in ``bench/bench_log_peer.py``.

    python bench/peer_riichienv_logs.py DIR [--out FILE]

For each ``*.mjson`` file under DIR (sorted), ``MjaiReplay.from_jsonl(path)`` reads and
replays the game; every win of every round (``Kyoku.take_win_result_contexts``) is
scored with the hand evaluator riichienv builds for it
(``ctx.calculate(ctx.create_calculator())``). One JSON line a win goes to ``--out``
(file, round, seat, is_win, han, fu, yakuman); a summary line on stderr (files, rounds,
wins, wins riichienv found no winning hand in, seconds). Needs ``pip install riichienv``
(0.4.x).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import riichienv


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--out", type=Path, help="one JSON line a win (default: none)")
    options = parser.parse_args(argv)
    start = time.perf_counter()
    files = sorted(options.folder.rglob("*.mjson"))
    lines: list[str] = []
    rounds = wins = no_win = 0
    for path in files:
        replay = riichienv.MjaiReplay.from_jsonl(str(path))
        for number, kyoku in enumerate(replay.take_kyokus()):
            rounds += 1
            for context in kyoku.take_win_result_contexts():
                result = context.calculate(context.create_calculator())
                wins += 1
                no_win += not result.is_win
                lines.append(json.dumps({"file": path.name, "round": number,
                                         "seat": context.seat, "is_win": result.is_win,
                                         "han": result.han, "fu": result.fu,
                                         "yakuman": result.yakuman}))
    if options.out:
        options.out.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    print(json.dumps({"files": len(files), "rounds": rounds, "wins": wins, "no_win": no_win,
                      "riichienv": riichienv_version(),
                      "seconds": round(time.perf_counter() - start, 4)}), file=sys.stderr)
    return 0


def riichienv_version() -> str:
    from importlib.metadata import version

    return version("riichienv")


if __name__ == "__main__":
    sys.exit(main())
