"""scoring.table.tenpai: tenpai at an exhaustive draw (form_tenpai), and what a game's
replay imports for it. (That it answers as the waits' own analysis does, on drawn hands,
is tests/scoring/table/test_waits.py's property test.)"""

from __future__ import annotations

import subprocess
import sys

import pytest
from handmaker import waiting

from scoring.errors import InvalidHandError, UsageError
from scoring.hands import Hand
from scoring.rules import Rules
from scoring.table.tenpai import check_waiting_hand, tenpai_for_draw
from scoring.tiles import Tile


def test_tenpai_for_draw() -> None:
    assert tenpai_for_draw(waiting("m23p123s456s789z11"))  # waits on m1 m4
    assert not tenpai_for_draw(waiting("m123p456s789z1234"))  # four lone honours
    # waiting only on a fifth m1: tenpai under saki's form tenpai (seed 000: 形式听牌有，
    # 不考虑待牌数), noten under Tenhou's (純手牌で4枚使い)
    assert tenpai_for_draw(waiting("m1111p123s456z111"), Rules("saki"))
    assert not tenpai_for_draw(waiting("m1111p123s456z111"), Rules("tenhou"))
    # a pon of z1 and the fourth z1 alone: the concealed part does not hold four
    assert tenpai_for_draw(waiting("m123p456s789z1", "z111="), Rules("tenhou"))


def test_a_waiting_hand_has_thirteen_tiles_less_three_a_meld() -> None:
    with pytest.raises(InvalidHandError, match=r"13 concealed tiles with 0 meld.*got 12"):
        check_waiting_hand(waiting("m23p123s456s789z1"))
    with pytest.raises(UsageError, match="before its winning tile"):
        check_waiting_hand(Hand(concealed=waiting("m23p123s456s789z11").concealed,
                                win_tile=Tile.parse("m1")))


def test_a_replay_does_not_import_the_waits_analysis() -> None:
    # the reason this module stands apart: mjcalc log's start-up (issue 30)
    code = ("import sys, scoring.game.replay; "
            "print('scoring.table.waits' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    assert done.stdout.strip() == "False"
