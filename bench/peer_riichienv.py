#!/usr/bin/env python3
"""Score the benchmark hands with the PyPI package ``riichienv`` (a Rust core; a peer).

Reads majiang-core hule records (JSON Lines, as written by ``python bench/gen_hands.py
--form majiang``, or the ``in`` objects of majiang-core's ``test/data/hule.json``),
converts each in this process to riichienv's inputs (136-tile ids, the red five being
copy 0 of its kind as riichienv reads it; meld kinds; the win tile; dora and ura
indicators; the situation's flags, winds and sticks), scores it with the Rust
``HandEvaluator`` and writes one JSON line per record. The per-hand clock covers what a
caller of riichienv pays per hand once its tiles are numbers: building the ``Meld``,
``HandEvaluator`` and ``Conditions`` objects (the Python-to-Rust conversions) and
``calc``. Reading the JSON and the majiang notation is outside that clock and inside the
whole process, which ``run_bench.py`` times end to end.

    python bench/peer_riichienv.py FILE [--out FILE] [--repeat N] [--quiet]

Summary on stderr (one JSON line): hands, failed, us_per_hand_first (the first pass, the
one the outputs come from), us_per_hand_best (fastest of ``--repeat``), conversion_s
(reading and numbering, before the clock), total_s. Needs ``pip install riichienv``.
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
import time
from typing import Any

# a sibling script: the same majiang reading
from peer_mahjong import Ids, package_version, parse_record

# majiang-core's meld kinds (peer_mahjong.parse_meld) -> riichienv MeldType names
MELD_TYPES = {"chi": "Chi", "pon": "Pon", "open_kan": "Daiminkan", "added_kan": "Kakan",
              "closed_kan": "Ankan"}

Job = tuple[list[int], list[tuple[str, list[int]]], int, list[int], list[int], dict[str, Any]]


def convert(rec: dict[str, Any]) -> Job:
    """Tile ids, melds, win tile, dora, ura and the Conditions keywords of one record."""
    concealed, win, melds = parse_record(rec)
    ids = Ids()
    tiles = [ids.get(t) for t in concealed]
    win_id = ids.get(win)
    meld_specs = [(MELD_TYPES[m.kind], [ids.get(t) for t in m.tiles]) for m in melds]
    param = rec.get("param") or {}
    hupai = param.get("hupai") or {}
    jicun = param.get("jicun") or {}
    lizhi = hupai.get("lizhi", 0)
    haidi = hupai.get("haidi", 0)
    conditions = {
        "tsumo": not rec.get("rongpai"),
        "riichi": lizhi == 1,
        "double_riichi": lizhi == 2,
        "ippatsu": bool(hupai.get("yifa")),
        "haitei": haidi == 1,
        "houtei": haidi == 2,
        "rinshan": bool(hupai.get("lingshang")),
        "chankan": bool(hupai.get("qianggang")),
        "tsumo_first_turn": bool(hupai.get("tianhu")),
        "player_wind": param.get("menfeng", 1),
        "round_wind": param.get("zhuangfeng", 0),
        "riichi_sticks": jicun.get("lizhibang", 0),
        "honba": jicun.get("changbang", 0),
    }
    dora = [ids.get(_tile(p)) for p in param.get("baopai") or []]
    ura = [ids.get(_tile(p)) for p in param.get("fubaopai") or []]
    return tiles, meld_specs, win_id, dora, ura, conditions


def _tile(text: str) -> tuple[int, bool]:
    n = int(text[1])
    return ("mpsz".index(text[0]) * 9 + (5 if n == 0 else n) - 1, n == 0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("input", help="JSON Lines of majiang-core hule records")
    parser.add_argument("--out", help="write results here (default stdout)")
    parser.add_argument("--repeat", type=int, default=1, help="score the set N times")
    parser.add_argument("--quiet", action="store_true", help="no per-hand output")
    opts = parser.parse_args(argv)
    start = time.perf_counter()
    try:
        from riichienv import _riichienv as rust  # type: ignore[import-untyped, unused-ignore]
    except ImportError:
        print("peer_riichienv: the package 'riichienv' is not installed "
              "(pip install riichienv)", file=sys.stderr)
        return 2
    HandEvaluator, Meld, Conditions = rust.HandEvaluator, rust.Meld, rust.Conditions
    meld_type = {name: getattr(rust.MeldType, name) for name in MELD_TYPES.values()}
    winds = [rust.Wind.East, rust.Wind.South, rust.Wind.West, rust.Wind.North]

    t0 = time.perf_counter()
    jobs: list[tuple[int, Job | None, str]] = []
    with open(opts.input) as src:
        for i, line in enumerate(src, 1):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                job = convert(json.loads(line))
                job[5]["player_wind"] = winds[job[5]["player_wind"]]
                job[5]["round_wind"] = winds[job[5]["round_wind"]]
                jobs.append((i, job, ""))
            except (ValueError, KeyError, IndexError) as exc:
                jobs.append((i, None, f"conversion: {exc}"))
    conversion_s = time.perf_counter() - t0

    results: list[Any] = [None] * len(jobs)
    passes: list[float] = []
    for rep in range(max(1, opts.repeat)):
        # the collector emptied before the clock (as in every Python worker of the bench): the
        # setup's objects, and the full collection they have made due, are not the timed work's
        gc.collect()
        t0 = time.perf_counter()
        for n, (_, maybe_job, _) in enumerate(jobs):
            if maybe_job is None:
                continue
            tiles, meld_specs, win_id, dora, ura, conditions = maybe_job
            res: Any
            melds = [Meld(meld_type[kind], ids, kind != "Ankan") for kind, ids in meld_specs]
            try:
                res = HandEvaluator(tiles, melds).calc(win_id, dora, ura,
                                                       Conditions(**conditions))
            except (ValueError, RuntimeError) as exc:
                res = f"riichienv: {exc}"
            if rep == 0:
                results[n] = res
        passes.append(time.perf_counter() - t0)

    failed = 0
    out = open(opts.out, "w") if opts.out else sys.stdout  # noqa: SIM115
    try:
        for n, (i, _, err) in enumerate(jobs):
            res = results[n]
            record: dict[str, Any]
            if err or isinstance(res, str):
                record = {"line": i, "error": err or res}
            elif not res.is_win:
                record = {"line": i, "error": "not a win (no yaku or no winning shape)"}
            else:
                record = {"line": i, "han": res.han, "fu": res.fu, "yakuman": res.yakuman,
                          "yaku": list(res.yaku), "ron": res.ron_agari,
                          "tsumo": [res.tsumo_agari_oya, res.tsumo_agari_ko]}
            failed += "error" in record
            if not opts.quiet:
                out.write(json.dumps(record) + "\n")
    finally:
        if out is not sys.stdout:
            out.close()
    scored = sum(job is not None for _, job, _ in jobs)
    print(json.dumps({
        "peer": "riichienv",
        "version": package_version("riichienv"),
        "hands": len(jobs),
        "failed": failed,
        "repeat": len(passes),
        "conversion_s": round(conversion_s, 6),
        "us_per_hand_first": round(passes[0] / scored * 1e6, 3) if scored else None,
        "us_per_hand_best": round(min(passes) / scored * 1e6, 3) if scored else None,
        "total_s": round(time.perf_counter() - start, 6),
    }), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
