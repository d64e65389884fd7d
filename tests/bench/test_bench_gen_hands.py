"""Smoke test of the benchmark hand generator (bench/gen_hands.py): legal hands only.

The generator is a script outside the packages; it is loaded from its path. The checks
are the rules of the game, not the generator's own bookkeeping: four copies of a tile at
most (hand, dora and ura indicators together), one red five per suit, a complete hand of
the right size, flags only where they can happen.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

N = 400  # a few hundred hands: well under a second


def _load() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "bench" / "gen_hands.py"
    spec = importlib.util.spec_from_file_location("mjcalc_bench_gen_hands", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look the module up while building
    spec.loader.exec_module(module)
    return module


gen = _load()
HANDS = list(gen.generate(N, seed=7))


def _complete(counts: list[int], sets: int) -> bool:
    """True when ``counts`` (34 kinds) split into ``sets`` runs/triplets and one pair."""

    def sets_only(c: list[int], need: int) -> bool:
        i = next((k for k in range(34) if c[k]), None)
        if i is None:
            return need == 0
        if c[i] >= 3:
            c[i] -= 3
            ok = sets_only(c, need - 1)
            c[i] += 3
            if ok:
                return True
        if i < 27 and i % 9 <= 6 and c[i + 1] and c[i + 2]:
            for j in (i, i + 1, i + 2):
                c[j] -= 1
            ok = sets_only(c, need - 1)
            for j in (i, i + 1, i + 2):
                c[j] += 1
            return ok
        return False

    for k in range(34):
        if counts[k] >= 2:
            counts[k] -= 2
            ok = sets_only(counts, sets)
            counts[k] += 2
            if ok:
                return True
    return False


def _is_winning(h: Any) -> bool:
    counts = [0] * 34
    for k in h.closed_kinds():
        counts[k] += 1
    if not h.melds:
        if sorted(counts, reverse=True)[:8] == [2] * 7 + [0]:
            return True  # seven distinct pairs
        orphans = (0, 8, 9, 17, 18, 26, *range(27, 34))
        if all(counts[k] for k in orphans) and sum(counts[k] for k in orphans) == 14:
            return True
    return _complete(counts, 4 - len(h.melds))


def test_same_seed_same_hands_other_seed_other_hands() -> None:
    again = [gen.to_args(h) for h in gen.generate(50, seed=7)]
    assert again == [gen.to_args(h) for h in HANDS[:50]]
    other = [gen.to_args(h) for h in gen.generate(50, seed=8)]
    assert other != again


def _each(check: Callable[[Any], None]) -> None:
    """Run ``check`` on every hand; a failure names the hand in score-argument form."""
    for h in HANDS:
        try:
            check(h)
        except AssertionError as exc:
            raise AssertionError(f"{gen.to_args(h)}: {exc}") from exc


def test_hands_are_legal() -> None:
    _each(_check_legal)


def _check_legal(h: Any) -> None:
    tiles = h.hand_tiles()
    kans = sum(m.is_kan for m in h.melds)
    # 14 tiles, plus one for each kan
    assert len(tiles) == 14 + kans
    assert _is_winning(h)
    # at most four of a kind, indicators included; at most one red five per suit
    everything = tiles + h.dora + h.ura
    assert max(Counter(t.kind for t in everything).values()) <= 4
    reds = Counter(t.kind for t in everything if t.red)
    assert all(k in (4, 13, 22) and n == 1 for k, n in reds.items())
    # four fives of a suit in sight: one of them is the red one
    for five in (4, 13, 22):
        if sum(t.kind == five for t in everything) == 4:
            assert reds[five] == 1
    # one dora indicator, and one more for each kan on the table (up to 5)
    assert 1 + kans <= len(h.dora) <= 5
    assert len(h.ura) == (len(h.dora) if h.riichi else 0)
    # chi only from the previous player (kamicha, mark '-')
    assert all(m.source == 3 for m in h.melds if m.kind == "chi")


def test_flags_fit_the_hands() -> None:
    _each(_check_flags)


def _check_flags(h: Any) -> None:
    if h.riichi:
        assert h.is_closed
        assert h.deposits >= 1  # the winner's own stick is on the table
    if h.riichi == 2:
        assert not h.melds
    if h.ippatsu:
        assert h.riichi and not h.rinshan
    if h.rinshan:
        assert h.is_tsumo and any(m.is_kan for m in h.melds) and not h.haitei
    if h.haitei:
        assert h.is_tsumo
    if h.houtei or h.chankan:
        assert not h.is_tsumo and not (h.houtei and h.chankan)
    if h.chankan:
        # the other three copies sit in the kan being robbed
        everything = h.hand_tiles() + h.dora + h.ura
        assert sum(t.kind == h.win.kind for t in everything) == 1
    if h.tenhou:
        assert h.seat == 0 and h.is_tsumo and not h.melds and not h.riichi
    if h.chiihou:
        assert h.seat != 0 and h.is_tsumo and not h.melds and not h.riichi
    assert h.guaranteed, "every hand carries a yaku whatever the decomposition"


def test_all_kinds_of_hand_and_call_appear() -> None:
    many = list(gen.generate(3000, seed=3))
    shapes = {h.shape for h in many}
    assert {"chiitoitsu", "kokushi", "tanyao", "yakuhai"} <= shapes
    assert shapes & set(gen.YAKUMAN_SHAPES)
    melds = {m.kind for h in many for m in h.melds}
    assert melds == {"chi", "pon", "open_kan", "added_kan", "closed_kan"}
    assert {m.source for h in many for m in h.melds if m.kind == "pon"} == {1, 2, 3}
    assert {h.ron_source for h in many} == {None, 1, 2, 3}
    for flag in ("ippatsu", "haitei", "houtei", "rinshan", "chankan", "chiihou"):
        assert any(getattr(h, flag) for h in many), flag
    assert any(h.riichi == 2 for h in many) and any(h.honba for h in many)


def test_majiang_record_form() -> None:
    for h in HANDS[:100]:
        rec = json.loads(json.dumps(gen.to_majiang(h)))
        assert set(rec) == {"shoupai", "rongpai", "param"}
        param = rec["param"]
        assert set(param) == {"zhuangfeng", "menfeng", "hupai", "baopai", "fubaopai", "jicun"}
        assert set(param["hupai"]) == {"lizhi", "yifa", "qianggang", "lingshang", "haidi",
                                       "tianhu"}
        assert set(param["jicun"]) == {"changbang", "lizhibang"}
        assert (rec["rongpai"] is None) == h.is_tsumo
        assert (param["fubaopai"] is None) == (not h.riichi)


def test_project_grammar_reads_every_generated_hand() -> None:
    grammar = pytest.importorskip("grammar")
    for h in HANDS:
        text = gen.hand_text(h)
        hand = grammar.parse_hand(text)
        if h.is_tsumo:
            assert hand.win_tile is not None and hand.win_tile.kind == h.win.kind
        else:
            assert hand.win_tile is None  # 13 tiles: the ron tile comes with --ron
        assert len(hand.melds) == len(h.melds)


# --- three players (issue 13) ---------------------------------------------------------

SANMA = list(gen.generate(200, seed=11, players=3))


def test_three_player_hands_fit_the_three_player_rules() -> None:
    # no m2-m8, no chi, no call or ron from North's empty seat (seat + source = 3), seats
    # and rounds East to West, kita only where Norths are left (4 in all, indicators too)
    assert any(h.kita for h in SANMA)
    for h in SANMA:
        kinds = [t.kind for t in (*h.hand_tiles(), *h.dora, *h.ura)]
        assert not any(1 <= k <= 7 for k in kinds), gen.to_args(h)
        assert h.seat < 3 and h.round_wind < 3
        assert all(m.kind != "chi" for m in h.melds)
        sources = [m.source for m in h.melds if m.source] + (
            [h.ron_source] if h.ron_source else [])
        assert all((h.seat + s) % 4 != 3 for s in sources), gen.to_args(h)
        assert kinds.count(30) + h.kita <= 4
        assert "--players 3" in gen.to_args(h)


def test_three_player_hands_are_scored_under_tenhou_sanma() -> None:
    from scoring.hand.scorer import score
    from scoring.rules import Rules

    rules = Rules("tenhou-sanma")
    for h in SANMA[:100]:
        hand, situation = gen.to_domain(h)
        result = score(hand, situation, rules)
        assert len(result.settlement.net) == 3
