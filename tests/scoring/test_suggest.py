"""scoring.suggest: the closest name to a typo, or none."""

from __future__ import annotations

import pytest

from scoring.rules import PRESETS, SWITCH_BY_NAME
from scoring.suggest import closest, did_you_mean


@pytest.mark.parametrize(("typed", "meant"), [
    ("kiriage", "kiriage_mangan"),  # the start of exactly one name
    ("kiriage_manga", "kiriage_mangan"),
    ("open_tanyo", "open_tanyao"),  # one letter left out
    ("KAZOE", "kazoe"),  # case
])
def test_a_close_switch_name_is_suggested(typed: str, meant: str) -> None:
    assert closest(typed, SWITCH_BY_NAME) == meant


def test_nothing_close_suggests_nothing() -> None:
    assert closest("zzz", SWITCH_BY_NAME) is None
    assert did_you_mean("zzz", PRESETS) == ""
    # "red_fives" starts three names: no one of them is more likely
    assert closest("red_fives", SWITCH_BY_NAME) in (None, "red_fives_m", "red_fives_p",
                                                    "red_fives_s")


def test_did_you_mean_text() -> None:
    assert did_you_mean("tenho", PRESETS) == "; did you mean 'tenhou'?"
