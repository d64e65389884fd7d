"""Robbing a closed kan (``Situation.chankan_closed``): thirteen orphans only, a ron,
and only under ``kokushi_chankan_closed`` (Tenhou: yes; seed 000: 国士无双抢暗杠：无)."""

from __future__ import annotations

from rule_cases import ERR, Y, win

from scoring.rules import Rules

TENHOU = Rules("tenhou")


def test_thirteen_orphans_robs_a_closed_kan_on_tenhou() -> None:
    # a single-wait kokushi (z6 pair) on the z7 of East's closed kan: 32000 from East
    assert win("m19p19s19z1234566z7-", chankan_closed=True)(TENHOU) == \
        Y(1, 8000, (-32000, 32000, 0, 0))


def test_no_other_hand_may() -> None:
    # pinfu tanyao waiting on s1-s4: a closed kan of s4 cannot be robbed
    assert win("m234567p345s2355s4-", chankan_closed=True)(TENHOU) == \
        ERR("contradictory_flags")


def test_it_is_a_ron_on_the_kan_tile() -> None:
    assert win("m19p19s19z1234566z7", chankan_closed=True)(TENHOU) == \
        ERR("contradictory_flags")  # a tsumo
    assert win("m19p19s19z1234566z7-", chankan_closed=True, houtei=True)(TENHOU) == \
        ERR("contradictory_flags")  # the last discard is not a kan tile
