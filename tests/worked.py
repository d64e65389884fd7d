"""Helpers for the hand-worked scoring corpus (``tests/scoring/test_worked_*.py``).

Each case is one line: the hand in prefix notation, the situation, and the values worked
out by hand from the rule book (seed 000 with SPEC's corrections), never from the
program's output. ``case()`` turns it into a ``pytest.param``; ``check()`` scores the hand
and compares every value the case states (a value left out is not checked).

Expectation keywords:

- ``han``, ``fu`` (rounded), ``raw_fu`` (before rounding), ``basic``, ``points`` (the
  value of the win before honba and deposits), ``limit`` (``None`` or a limit name),
  ``yakuman`` (how many yakuman, kazoe included);
- ``yaku``: the complete set of yaku and dora entries, ``{id: han}``; a yakuman is written
  ``Y`` (single) or ``YY`` (double). Entries with 0 han (e.g. "ura dora 0") are ignored;
- ``net``: the net change of the four seats (0 = East = dealer, 1 = South, ...);
- ``wait``: the wait the chosen decomposition was read as (``"ryanmen"``, ...);
- ``items``: the multiset of non-zero fu items (their fu values, any order), when the
  count is itemised (not for the fixed 20/25/30 special cases);
- ``pao``: the liable seat (``None`` for no pao);
- ``error``: the ``ScoringError`` code expected instead of a score.

Every other keyword is a ``Situation`` field (``seat`` defaults to 1 = South, the round to
East); ``dora`` and ``ura`` are indicator strings (``"m1z4"``); ``override_pao`` is the
``Situation.pao`` override (``pao`` itself is the expected liable seat); ``rules`` maps rule
switches to values on top of the preset (``preset``, default ``saki``).

Before scoring, ``check()`` also checks the case against itself (the net sums to the
deposits, points follow from basic points, basic points from han and fu) so that an
arithmetic slip in the corpus shows up as a corpus error, not as an engine bug.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import pytest

Y = "Y"  # a single yakuman in an expected yaku set
YY = "YY"  # a double yakuman

_UNSET: Any = object()

_EXPECT_KEYS = frozenset(
    ("han", "fu", "raw_fu", "basic", "points", "limit", "yakuman", "yaku", "net", "wait",
     "items", "pao", "error")
)


@dataclass(frozen=True)
class Case:
    """One hand-worked case: the input and what the rules say it is worth."""

    hand: str
    situation: Mapping[str, Any]
    expect: Mapping[str, Any]
    preset: str = "saki"
    rules: Mapping[str, Any] = field(default_factory=dict)


def case(case_id: str, hand: str, *, preset: str = "saki",
         rules: Mapping[str, Any] | None = None, marks: Any = (),
         **kwargs: Any) -> Any:
    """A ``pytest.param`` for one worked case (see the module docstring for the keywords)."""
    expect = {k: v for k, v in kwargs.items() if k in _EXPECT_KEYS}
    situation = {k: v for k, v in kwargs.items() if k not in _EXPECT_KEYS}
    return pytest.param(Case(hand, situation, expect, preset, dict(rules or {})),
                        id=case_id, marks=marks)


def engine_bug(reason: str) -> Any:
    """Mark for a case where the engine disagrees with the rule book (routed to the lead)."""
    return pytest.mark.xfail(strict=True, reason=f"engine bug: {reason}")


def _ceil100(value: float) -> int:
    return int(math.ceil(value / 100) * 100)


def _limit_basic(han: int, fu: int, kiriage: bool) -> int:
    """Basic points of han/fu under saki's table (the corpus' own cross-check)."""
    if han >= 13:
        return 8000 * (han // 13)
    if han >= 11:
        return 6000
    if han >= 8:
        return 4000
    if han >= 6:
        return 3000
    basic = fu * 2 ** (han + 2)
    if kiriage and basic == 1920:
        return 2000
    return min(basic, 2000)


def self_check(c: Case) -> None:
    """Arithmetic consistency of the case's own expectations (catches corpus typos)."""
    e = c.expect
    if "error" in e:
        return
    deposits = c.situation.get("deposits", 0)
    if "net" in e:
        assert sum(e["net"]) == 1000 * deposits, "corpus: net does not sum to the deposits"
    if "han" in e and "fu" in e and "basic" in e and not e.get("yakuman"):
        kiriage = bool(c.rules.get("kiriage_mangan", False))
        assert _limit_basic(e["han"], e["fu"], kiriage) == e["basic"], \
            "corpus: basic points do not follow from han and fu"
    if "basic" in e and "points" in e and "pao" not in e:
        dealer = c.situation.get("seat", 1) == 0
        ron = _is_ron(c.hand)
        b = e["basic"]
        if ron:
            want = _ceil100(b * (6 if dealer else 4))
        elif dealer:
            want = 3 * _ceil100(2 * b)
        else:
            want = _ceil100(2 * b) + 2 * _ceil100(b)
        assert want == e["points"], "corpus: points do not follow from basic points"
    if "items" in e and "raw_fu" in e:
        assert sum(e["items"]) == e["raw_fu"], "corpus: fu items do not add up to raw fu"


def _is_ron(hand: str) -> bool:
    concealed = hand.split(",")[0]
    return any(mark in concealed for mark in "+=-")


def _yaku_view(hits: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for hit in hits:
        if hit.yakuman:
            out[hit.id] = Y if hit.yakuman == 1 else YY if hit.yakuman == 2 else hit.yakuman
        elif hit.han:
            out[hit.id] = hit.han
    return out


def _situation(c: Case) -> Any:
    from grammar import parse_tiles
    from scoring import Situation

    fields = dict(c.situation)
    if "dora" in fields:
        fields["dora_indicators"] = tuple(parse_tiles(fields.pop("dora")))
    if "ura" in fields:
        fields["ura_indicators"] = tuple(parse_tiles(fields.pop("ura")))
    if "override_pao" in fields:
        fields["pao"] = fields.pop("override_pao")
    return Situation(**fields)


def check(c: Case) -> None:
    """Score the case's hand and compare every stated value."""
    from grammar import parse_hand
    from scoring import Rules, score
    from scoring.errors import ScoringError

    self_check(c)
    hand = parse_hand(c.hand)
    rules = Rules(c.preset, c.rules)
    situation = _situation(c)
    e = c.expect
    if "error" in e:
        with pytest.raises(ScoringError) as info:
            score(hand, situation, rules)
        assert info.value.code == e["error"]
        return
    result = score(hand, situation, rules)
    best = result.best
    got: dict[str, Any] = {}
    want: dict[str, Any] = {}
    simple = {
        "han": lambda: best.han,
        "fu": lambda: best.fu,
        "raw_fu": lambda: best.raw_fu,
        "basic": lambda: best.basic,
        "points": lambda: best.points,
        "limit": lambda: best.limit,
        "yakuman": lambda: best.yakuman,
        "net": lambda: tuple(result.settlement.net),
        "pao": lambda: result.pao,
        "yaku": lambda: _yaku_view(best.yaku),
        "wait": lambda: _wait_name(best.decomposition.wait),
        "items": lambda: Counter(i.fu for i in best.fu_items if i.fu),
    }
    for key, read in simple.items():
        if key in e:
            got[key] = read()
            want[key] = Counter(e[key]) if key == "items" else e[key]
            if key == "net":
                want[key] = tuple(e[key])
    assert got == want


def _wait_name(wait: Any) -> str:
    return str(getattr(wait, "value", wait))
