#!/usr/bin/env python3
"""Differential check of three-player scoring: mjcalc (``tenhou-sanma``) against the
PyPI package ``mahjong`` (2.x) with its three-player options.

Hands come from bench/gen_hands.py with ``players=3`` (no m2-m8, no chi, seats East
South West, kita now and then). Each is scored by ``scoring.score`` under the preset
``tenhou-sanma`` and by ``mahjong``'s ``HandCalculator.estimate_hand_value`` with
``OptionalRules(is_three_player=True, ...)`` set as Tenhou plays (open tanyao, red fives,
no double yakuman, kazoe capped at one yakuman, no kiriage, no renhou) and
``HandConfig(num_nuki_dora=kita)``. The package's three-player mode, read from its
source (hand_calculating/scores.py, hand.py, utils.py): m1 indicator shows m9, kita
counted as dora with their own dora and ura, a tsumo paid by two (tsumo loss), 200 a
honba on a ron, 100 from each payer on a tsumo.

Compared: han and fu (hands below yakuman), the yakuman count, and the points each
payer pays the winner (basic and honba) plus the riichi sticks. Every difference is
sorted under a known reason (see ``known_reason``) or reported as unexplained; the exit
status is 1 when any is unexplained.

    python bench/diff_sanma.py [-n 6000] [--seed 1] [--show 10]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType
from typing import Any

HERE = Path(__file__).resolve().parent


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"mjcalc_bench_{name}", HERE / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look the module up while building
    spec.loader.exec_module(module)
    return module


def peer_options() -> Any:
    """``OptionalRules`` for Tenhou's three-player ranked rules."""
    from mahjong.hand_calculating.hand_config import HandConstants, OptionalRules

    return OptionalRules(
        has_open_tanyao=True, has_aka_dora=True, has_double_yakuman=False,
        kazoe_limit=HandConstants.KAZOE_LIMITED, kiriage=False, fu_for_open_pinfu=True,
        fu_for_pinfu_tsumo=False, renhou_as_yakuman=False, is_three_player=True)


def peer_score(gen: ModuleType, peer: ModuleType, h: Any, options: Any) -> dict[str, Any]:
    """The package's answer: han, fu, yakuman count and what each seat pays."""
    from mahjong.hand_calculating.hand import HandCalculator

    record = gen.to_majiang(h)
    tiles, win_id, melds, dora, config, ura = peer.convert(record, options)
    config.num_nuki_dora = h.kita
    res = HandCalculator.estimate_hand_value(tiles, win_id, melds, dora, config,
                                             ura_dora_indicators=ura)
    if res.error:
        return {"error": res.error}
    cost = res.cost
    pays: dict[int, int] = {}
    main = cost["main"] + cost["main_bonus"]
    other = cost["additional"] + cost["additional_bonus"]
    if h.ron_source is None:
        for seat in range(3):
            if seat != h.seat:
                pays[seat] = main if (seat == 0 or h.seat == 0) else other
    else:
        pays[(h.seat + h.ron_source) % 4] = main
    yakuman = sum(y.han_closed // 13 for y in res.yaku if y.is_yakuman) if res.han >= 13 \
        and any(y.is_yakuman for y in res.yaku) else 0
    return {"han": res.han, "fu": res.fu, "yakuman": yakuman, "pays": pays,
            "sticks": cost["kyoutaku_bonus"], "yaku": [y.name for y in res.yaku]}


def our_score(gen: ModuleType, h: Any, rules: Any) -> dict[str, Any]:
    from scoring.errors import MjcalcError
    from scoring.hand.scorer import score

    hand, situation = gen.to_domain(h)
    try:
        result = score(hand, situation, rules)
    except MjcalcError as err:
        return {"error": err.code}
    best = result.best
    pays: dict[int, int] = {}
    sticks = 0
    for p in result.settlement.payments:
        if p.payer is None:
            sticks += p.amount
        else:
            pays[p.payer] = pays.get(p.payer, 0) + p.amount
    return {"han": best.han, "fu": best.fu, "yakuman": best.yakuman if best.limit == "yakuman"
            else 0, "pays": pays, "sticks": sticks, "pao": result.pao,
            "yaku": [y.id for y in best.yaku], "limit": best.limit}


def differences(peer: dict[str, Any], ours: dict[str, Any]) -> list[str]:
    if "error" in peer or "error" in ours:
        return [] if peer.get("error") == ours.get("error") else ["error"]
    out = []
    if ours["yakuman"] != peer["yakuman"]:
        out.append("yakuman")
    elif not ours["yakuman"]:
        if ours["han"] != peer["han"]:
            out.append("han")
        if ours["fu"] != peer["fu"]:
            out.append("fu")
    if ours["pays"] != peer["pays"]:
        out.append("pays")
    if ours["sticks"] != peer["sticks"]:
        out.append("sticks")
    return out


def known_reason(h: Any, peer: dict[str, Any], ours: dict[str, Any], diff: list[str]
                 ) -> str | None:
    """Why the two answers differ, when it is one of the differences we know of."""
    if diff == ["pays"] and ours.get("pao") is not None:
        # the package has no pao (liability): it bills the winner's ordinary payers
        return "pao: mahjong has no liability payments"
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=6000, help="hands (6000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--show", type=int, default=10, help="unexplained cases shown")
    opts = parser.parse_args(argv)
    try:
        import mahjong  # noqa: F401
    except ImportError:
        print("diff_sanma: the package 'mahjong' is not installed", file=sys.stderr)
        return 2
    from scoring.rules import Rules

    gen, peer = _load("gen_hands"), _load("peer_mahjong")
    rules = Rules("tenhou-sanma")
    options = peer_options()
    reasons: Counter[str] = Counter()
    unexplained: list[dict[str, Any]] = []
    kita_hands = 0
    for h in gen.generate(opts.n, opts.seed, players=3):
        kita_hands += h.kita > 0
        theirs = peer_score(gen, peer, h, options)
        ours = our_score(gen, h, rules)
        diff = differences(theirs, ours)
        if not diff:
            reasons["same"] += 1
            continue
        why = known_reason(h, theirs, ours, diff)
        if why is not None:
            reasons[why] += 1
            continue
        reasons["unexplained: " + ",".join(diff)] += 1
        unexplained.append({"args": gen.to_args(h), "diff": diff, "mahjong": theirs,
                            "mjcalc": ours})
    summary = {"hands": opts.n, "seed": opts.seed, "with_kita": kita_hands,
               "outcomes": dict(reasons.most_common())}
    print(json.dumps(summary, ensure_ascii=False, default=str))
    for case in unexplained[:opts.show]:
        print(json.dumps(case, ensure_ascii=False, default=str))
    return 1 if unexplained else 0


if __name__ == "__main__":
    sys.exit(main())
