#!/usr/bin/env python3
"""Score the benchmark hands with the PyPI package ``mahjong`` (a peer of the benchmarks).

Reads majiang-core hule records (JSON Lines, as written by
``python bench/gen_hands.py --form majiang``), converts each to ``mahjong``'s inputs
(the 136-tile array, ``Meld`` objects, the win tile, dora and ura indicators, a
``HandConfig`` with the situation and ``OptionalRules`` matching our preset as closely as
the package allows), then times ``HandCalculator.estimate_hand_value`` alone: the
conversion and the ``HandConfig`` construction are done before the clock starts.

    python bench/peer_mahjong.py bench/out/hands.jsonl [--rules saki|majiang] [--out FILE]
                                 [--repeat N] [--quiet]

Output: one JSON line per record (han, fu, cost, yaku names, or the package's error) on
stdout or ``--out``; a summary JSON line on stderr: hands, failed, us_per_hand (mean
over ``--repeat`` passes), us_per_hand_best (fastest pass), conversion_s, scoring_s.
Needs ``pip install mahjong`` (2.x).
"""

from __future__ import annotations

import argparse
import gc
import json
import re
import sys
import time
from dataclasses import dataclass
from typing import Any

SUITS = "mpsz"
TileK = tuple[int, bool]  # kind 0..33, red
_GROUP = re.compile(r"[mpsz]\d+")


def _tile(suit: str, digit: str) -> TileK:
    n = int(digit)
    return (SUITS.index(suit) * 9 + (5 if n == 0 else n) - 1, n == 0)


@dataclass
class ParsedMeld:
    """A meld read from majiang-core notation."""

    kind: str  # chi pon open_kan added_kan closed_kan
    tiles: list[TileK]
    called: TileK | None


def parse_meld(text: str) -> ParsedMeld:
    """``m3-45`` chi, ``z666=`` pon, ``m5550+`` open kan, ``s505+5`` added kan, ``z1111``."""
    suit = text[0]
    tiles: list[TileK] = []
    called: TileK | None = None
    mark_after = -1
    for ch in text[1:]:
        if ch.isdigit():
            tiles.append(_tile(suit, ch))
        else:
            called = tiles[-1]
            mark_after = len(tiles)
    kinds = {k for k, _ in tiles}
    if len(kinds) == 3:
        kind = "chi"
    elif len(tiles) == 3:
        kind = "pon"
    elif called is None:
        kind = "closed_kan"
    elif mark_after == 4:
        kind = "open_kan"
    else:
        kind = "added_kan"
    return ParsedMeld(kind, tiles, called)


def parse_record(rec: dict[str, Any]) -> tuple[list[TileK], TileK, list[ParsedMeld]]:
    """Concealed tiles (without the win tile), the win tile and the melds of a record."""
    parts = rec["shoupai"].split(",")
    concealed = [
        _tile(group[0], d) for group in _GROUP.findall(parts[0]) for d in group[1:]
    ]
    melds = [parse_meld(m) for m in parts[1:] if m]
    rongpai = rec.get("rongpai")
    # majiang-core writes the drawn tile of a tsumo last
    win = _tile(rongpai[0], rongpai[1]) if rongpai else concealed.pop()
    return concealed, win, melds


class Ids:
    """Hands out distinct 136-format ids: the red five is copy 0 of its kind."""

    def __init__(self) -> None:
        self.next = [0] * 34

    def get(self, tile: TileK) -> int:
        kind, red = tile
        if red:
            return kind * 4
        if kind < 27 and kind % 9 == 4 and self.next[kind] == 0:
            self.next[kind] = 1  # copy 0 is the red five: plain fives start at 1
        copy = self.next[kind]
        if copy > 3:
            raise ValueError(f"fifth copy of kind {kind}")
        self.next[kind] += 1
        return kind * 4 + copy


def options_for(preset: str) -> Any:
    """``OptionalRules`` as close as the package allows to one of our presets."""
    from mahjong.hand_calculating.hand_config import HandConstants, OptionalRules

    common = dict(
        has_open_tanyao=True,
        has_aka_dora=True,
        has_double_yakuman=True,
        kiriage=False,
        fu_for_open_pinfu=True,
        fu_for_pinfu_tsumo=False,
    )
    if preset == "majiang":
        return OptionalRules(kazoe_limit=HandConstants.KAZOE_LIMITED,
                             renhou_as_yakuman=False, **common)  # type: ignore[arg-type, unused-ignore]
    return OptionalRules(kazoe_limit=HandConstants.KAZOE_NO_LIMIT,
                         renhou_as_yakuman=True, **common)  # type: ignore[arg-type, unused-ignore]


def convert(rec: dict[str, Any], options: Any) -> tuple[Any, ...]:
    """The arguments of ``estimate_hand_value`` for one record."""
    from mahjong.constants import EAST
    from mahjong.hand_calculating.hand_config import HandConfig
    from mahjong.meld import Meld

    concealed, win, melds = parse_record(rec)
    ids = Ids()
    tiles = [ids.get(t) for t in concealed]
    win_id = ids.get(win)
    tiles.append(win_id)
    mj_melds = []
    kinds = {"chi": Meld.CHI, "pon": Meld.PON, "open_kan": Meld.KAN,
             "added_kan": Meld.SHOUMINKAN, "closed_kan": Meld.KAN}
    for m in melds:
        meld_ids = [ids.get(t) for t in m.tiles]
        tiles.extend(meld_ids)
        called = None
        if m.called is not None:
            called = meld_ids[m.tiles.index(m.called)]
        mj_melds.append(Meld(meld_type=kinds[m.kind], tiles=meld_ids,
                             opened=m.kind != "closed_kan", called_tile=called))
    param = rec["param"]
    dora = [ids.get(_tile(p[0], p[1])) for p in param.get("baopai") or []]
    ura = [ids.get(_tile(p[0], p[1])) for p in param.get("fubaopai") or []]
    hupai = param.get("hupai", {})
    lizhi = hupai.get("lizhi", 0)
    config = HandConfig(
        is_tsumo=not rec.get("rongpai"),
        is_riichi=lizhi > 0,
        is_daburu_riichi=lizhi == 2,
        is_ippatsu=bool(hupai.get("yifa")),
        is_rinshan=bool(hupai.get("lingshang")),
        is_chankan=bool(hupai.get("qianggang")),
        is_haitei=hupai.get("haidi", 0) == 1,
        is_houtei=hupai.get("haidi", 0) == 2,
        is_tenhou=hupai.get("tianhu", 0) == 1,
        is_chiihou=hupai.get("tianhu", 0) == 2,
        player_wind=EAST + param.get("menfeng", 1),
        round_wind=EAST + param.get("zhuangfeng", 0),
        kyoutaku_number=param.get("jicun", {}).get("lizhibang", 0),
        tsumi_number=param.get("jicun", {}).get("changbang", 0),
        options=options,
    )
    return tiles, win_id, mj_melds, dora, config, ura


def result_json(line: int, res: Any) -> dict[str, Any]:
    if res.error:
        return {"line": line, "error": res.error}
    return {
        "line": line,
        "han": res.han,
        "fu": res.fu,
        "yaku": [y.name for y in res.yaku],
        "cost": {k: v for k, v in res.cost.items() if isinstance(v, (int, str, bool))},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("input", nargs="?", default="-", help="JSON Lines file (- = stdin)")
    parser.add_argument("--rules", choices=("saki", "majiang"), default="saki")
    parser.add_argument("--out", help="write results here (default stdout)")
    parser.add_argument("--repeat", type=int, default=1, help="score the set N times")
    parser.add_argument("--quiet", action="store_true", help="no per-hand output")
    opts = parser.parse_args(argv)

    try:
        from mahjong.hand_calculating.hand import HandCalculator
    except ImportError:
        print("peer_mahjong: the package 'mahjong' is not installed (pip install mahjong)",
              file=sys.stderr)
        return 2

    src = sys.stdin if opts.input == "-" else open(opts.input)  # noqa: SIM115
    with src:
        lines = [(i, line) for i, line in enumerate(src, 1)
                 if line.strip() and not line.startswith("#")]

    t0 = time.perf_counter()
    options = options_for(opts.rules)
    jobs: list[tuple[int, tuple[Any, ...] | None, str]] = []
    for i, line in lines:
        try:
            jobs.append((i, convert(json.loads(line), options), ""))
        except (ValueError, KeyError, IndexError) as exc:
            jobs.append((i, None, f"conversion: {exc}"))
    conversion_s = time.perf_counter() - t0

    estimate = HandCalculator.estimate_hand_value
    results: list[Any] = [None] * len(jobs)
    scored = sum(args is not None for _, args, _ in jobs)
    passes: list[float] = []
    for rep in range(max(1, opts.repeat)):
        # the collector emptied before the clock (as in every Python worker of the bench): the
        # setup's objects, and the full collection they have made due, are not the timed work's
        gc.collect()
        t0 = time.perf_counter()
        for n, (_, args, _) in enumerate(jobs):
            if args is None:
                continue
            tiles, win_id, melds, dora, config, ura = args
            res = estimate(tiles, win_id, melds, dora, config, ura_dora_indicators=ura)
            if rep == 0:
                results[n] = res
        passes.append(time.perf_counter() - t0)
    scoring_s = sum(passes)

    failed = 0
    out = open(opts.out, "w") if opts.out else sys.stdout  # noqa: SIM115
    try:
        for n, (i, _, err) in enumerate(jobs):
            record = {"line": i, "error": err} if err else result_json(i, results[n])
            failed += "error" in record
            if not opts.quiet:
                out.write(json.dumps(record, ensure_ascii=False) + "\n")
    finally:
        if out is not sys.stdout:
            out.close()
    summary = {
        "peer": "mahjong",
        "version": package_version(),
        "hands": len(jobs),
        "failed": failed,
        "repeat": opts.repeat,
        "conversion_s": round(conversion_s, 6),
        "scoring_s": round(scoring_s, 6),
        "us_per_hand": round(scoring_s / len(passes) / scored * 1e6, 3) if scored else None,
        "us_per_hand_best": round(min(passes) / scored * 1e6, 3) if scored else None,
    }
    print(json.dumps(summary), file=sys.stderr)
    return 0


def package_version(package: str = "mahjong") -> str:
    """The installed version of ``package``, or ``?``."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(package)
    except PackageNotFoundError:
        return "?"


if __name__ == "__main__":
    sys.exit(main())
