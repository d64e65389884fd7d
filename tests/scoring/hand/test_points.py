"""Basic points, limits, payments per payer and the points table (scoring/hand/points.py)."""

from __future__ import annotations

import pytest

from scoring.hand.points import (
    basic_points,
    points_table,
    ron_points,
    tsumo_shares,
    win_points,
)
from scoring.rules import Rules

SAKI = Rules("saki")


@pytest.mark.parametrize(("han", "fu", "basic", "limit"), [
    (1, 30, 240, None),       # 30 x 2^3
    (2, 40, 640, None),       # 40 x 2^4
    (3, 60, 1920, None),      # 60 x 2^5: not a mangan without kiriage (SPEC erratum)
    (4, 30, 1920, None),      # 30 x 2^6
    (3, 70, 2000, "mangan"),  # 70 x 32 = 2240, capped
    (4, 40, 2000, "mangan"),  # 40 x 64 = 2560, capped
    (5, 20, 2000, "mangan"),  # 5 han is a mangan whatever the fu
    (6, 30, 3000, "haneman"),
    (7, 110, 3000, "haneman"),
    (8, 30, 4000, "baiman"),
    (10, 30, 4000, "baiman"),
    (11, 30, 6000, "sanbaiman"),
    (12, 30, 6000, "sanbaiman"),
    (13, 30, 8000, "kazoe_yakuman"),   # saki: kazoe, floor(13/13) = 1
    (25, 30, 8000, "kazoe_yakuman"),
    (26, 30, 16000, "kazoe_yakuman"),  # floor(26/13) = 2: a double yakuman
    (39, 30, 24000, "kazoe_yakuman"),
])
def test_basic_points_saki(han: int, fu: int, basic: int, limit: str | None) -> None:
    assert basic_points(han, fu, 0, SAKI)[:2] == (basic, limit)


def test_kazoe_switch() -> None:
    # yakuman: one yakuman however many han; sanbaiman / none: capped at 6000
    assert basic_points(26, 30, 0, SAKI.changed({"kazoe": "yakuman"})) == (
        8000, "kazoe_yakuman", 1)
    assert basic_points(26, 30, 0, SAKI.changed({"kazoe": "sanbaiman"})) == (
        6000, "sanbaiman", 0)
    assert basic_points(13, 30, 0, SAKI.changed({"kazoe": "none"})) == (6000, "sanbaiman", 0)
    assert basic_points(26, 30, 0, SAKI) == (16000, "kazoe_yakuman", 2)


def test_kiriage_mangan() -> None:
    kiriage = SAKI.changed({"kiriage_mangan": True})
    assert basic_points(4, 30, 0, kiriage) == (2000, "mangan", 0)
    assert basic_points(3, 60, 0, kiriage) == (2000, "mangan", 0)
    # 3 han 50 fu = 1600 is not touched
    assert basic_points(3, 50, 0, kiriage) == (1600, None, 0)


def test_yakuman_basic() -> None:
    # 8000 per yakuman; han and fu do not matter
    assert basic_points(0, 30, 1, SAKI) == (8000, "yakuman", 1)
    assert basic_points(0, 40, 3, SAKI) == (24000, "yakuman", 3)


@pytest.mark.parametrize(("basic", "dealer", "ron", "tsumo_shares_", "tsumo_total"), [
    # 1 han 30 fu, 240 basic: non-dealer ron 960 -> 1000; tsumo 480 -> 500 and 240 -> 300
    (240, False, 1000, (500, 300), 1100),
    # dealer: ron 240 x 6 = 1440 -> 1500; tsumo 480 -> 500 from each of three
    (240, True, 1500, (500, 500), 1500),
    # 2 han 40 fu = 640: non-dealer ron 2560 -> 2600; tsumo 1300 / 700
    (640, False, 2600, (1300, 700), 2700),
    # mangan
    (2000, False, 8000, (4000, 2000), 8000),
    (2000, True, 12000, (4000, 4000), 12000),
    # 25 fu 3 han (seven pairs tsumo): 800 basic -> 1600 / 800
    (800, False, 3200, (1600, 800), 3200),
    # 20 fu 2 han pinfu tsumo: 320 basic -> 700 / 400, total 1500
    (320, False, 1300, (700, 400), 1500),
])
def test_payments_rounded_per_payer(basic: int, dealer: bool, ron: int,
                                    tsumo_shares_: tuple[int, int], tsumo_total: int) -> None:
    assert ron_points(basic, dealer) == ron
    assert win_points(basic, dealer, tsumo=False) == ron
    assert tsumo_shares(basic, dealer) == tsumo_shares_
    assert win_points(basic, dealer, tsumo=True) == tsumo_total


def test_points_table() -> None:
    rows = {(r.han, r.fu): r for r in points_table(SAKI)}
    # 1 han 30 fu: non-dealer ron 1000, tsumo 500/300; dealer ron 1500, tsumo 500 each
    r = rows[(1, 30)]
    assert (r.basic, r.non_dealer_ron, r.non_dealer_tsumo, r.dealer_ron, r.dealer_tsumo) == (
        240, 1000, (500, 300), 1500, 500)
    # 20 fu: no ron; at 1 han no tsumo either (pinfu tsumo is 2 han at least)
    assert rows[(2, 20)].non_dealer_ron is None
    assert rows[(2, 20)].non_dealer_tsumo == (700, 400)
    assert rows[(1, 20)].non_dealer_tsumo is None
    # 25 fu: nothing at 1 han; 2 han ron 1600 (25 x 16 = 400 x 4), no 2 han tsumo
    assert rows[(1, 25)].non_dealer_ron is None
    assert rows[(2, 25)].non_dealer_ron == 1600
    assert rows[(2, 25)].non_dealer_tsumo is None
    # 4 han 30 fu is 7700 without kiriage
    assert rows[(4, 30)].non_dealer_ron == 7700
    assert rows[(4, 30)].limit is None
    # 4 han 40 fu is a mangan
    assert (rows[(4, 40)].limit, rows[(4, 40)].non_dealer_ron) == ("mangan", 8000)
    # limit rows
    limits = [(r.han, r.limit, r.non_dealer_ron) for r in points_table(SAKI) if r.fu is None]
    assert limits == [(5, "mangan", 8000), (6, "haneman", 12000), (8, "baiman", 16000),
                      (11, "sanbaiman", 24000), (13, "kazoe_yakuman", 32000),
                      (13, "yakuman", 32000)]
    # with kiriage 4 han 30 fu becomes a mangan
    kiriage = {(r.han, r.fu): r for r in points_table(SAKI.changed({"kiriage_mangan": True}))}
    assert kiriage[(4, 30)].non_dealer_ron == 8000
