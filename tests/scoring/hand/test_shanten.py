"""Shanten numbers (scoring/hand/shanten.py), worked by hand."""

from __future__ import annotations

import pytest
from handmaker import tiles

from scoring.hand.shanten import (
    seven_pairs_shanten,
    shanten,
    standard_shanten,
    thirteen_orphans_shanten,
)
from scoring.hand.shapes import counts_of


def c(text: str) -> list[int]:
    return counts_of(tiles(text))


@pytest.mark.parametrize(("text", "melds", "expected"), [
    # complete hands: -1
    ("m78p405667s34577m9", 0, -1),
    ("m11223344556677", 0, -1),          # seven pairs (and a standard hand)
    ("m19p19s19z12345677", 0, -1),       # thirteen orphans
    ("m123p456s78z11s9", 1, -1),         # 11 tiles + one meld
    # tenpai: 0
    ("m1112345678999", 0, 0),            # nine gates
    ("m19p19s19z1234567", 0, 0),         # thirteen-sided orphans
    ("m11p22s33z1122334", 0, 0),         # six pairs and a single (tanki on z4)
    ("m123p456s78z11", 1, 0),            # ryanmen with a meld
    # m123 p456 s789 + four different honors: a fourth set needs two more tiles of
    # one honor (two draws) -> 2-shanten (then shanpon / tanki)
    ("m123p456s789z1234", 0, 2),
    # six partial sets m13 m57 p24 p68 s13 s57 and z1: only four partials count
    # (four sets needed), no pair: 8 - 4 = 4
    ("m1357p2468s1357z1", 0, 4),
    # five partials m12 m45 p12 p45 s12 (four count) and s9 z1 z2, no pair: 8 - 4 = 4
    ("m1245p1245s129z12", 0, 4),
    # twelve orphan kinds, none doubled: 13 - 12 = 1 (thirteen orphans form)
    ("m159p19s19z123456", 0, 1),
])
def test_shanten(text: str, melds: int, expected: int) -> None:
    assert shanten(c(text), melds) == expected


def test_each_form_on_its_own() -> None:
    # six pairs + single: seven pairs 0; standard: one pair is the head, the other five
    # count as partial sets but only four are useful: 8 - 0 - 4 - 1 = 3
    hand = c("m11p22s33z1122334")
    assert seven_pairs_shanten(hand) == 0
    assert standard_shanten(hand) == 3
    # m1111 is one pair for seven pairs: pairs m1 p2 s3 z1 z2 = 5, kinds 6 (m1 p2 s3
    # z1 z2 z3): 6 - 5 + (7 - 6) = 2
    assert seven_pairs_shanten(c("m1111p22s33z11223")) == 2
    # orphans: all 13 kinds, one doubled -> -1; eleven kinds and a pair -> 13 - 11 - 1 = 1
    assert thirteen_orphans_shanten(c("m19p19s19z12345677")) == -1
    assert thirteen_orphans_shanten(c("m119p19s19z12345m5")) == 1


def test_melds_exclude_seven_pairs_and_orphans() -> None:
    # 10 closed tiles that are five pairs: with a meld only the standard form counts:
    # three sets? none; pairs 5: head 1 + four partials (cap 4 - 1 meld = 3): 8-2-3-1 = 2
    assert shanten(c("m11p22s33z1122"), melds=1) == 2
