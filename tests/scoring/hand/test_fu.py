"""Fu item by item (scoring/hand/fu.py), worked from seed 000's fu rules.

Winds are tile kinds: East 27, South 28, West 29, North 30. The default seat here is
South (28) in an East round (27).
"""

from __future__ import annotations

from collections import Counter

from handmaker import hand

from scoring.hand.fu import count_fu, set_fu
from scoring.hand.results import FuItem, Wait
from scoring.hand.shapes import decompose

EAST, SOUTH = 27, 28


def fu_of(concealed: str, melds: str = "", *, wait: Wait | None = None, pinfu: bool = False,
          seat_wind: int = SOUTH, round_wind: int = EAST, pair_fu: int = 4
          ) -> tuple[int, int, tuple[FuItem, ...]]:
    h = hand(concealed, melds)
    options = [d for d in decompose(h) if wait is None or d.wait is wait]
    assert len(options) == 1, options
    return count_fu(options[0], closed=h.is_closed, tsumo=h.is_tsumo, pinfu=pinfu,
                    seat_wind=seat_wind, round_wind=round_wind, double_wind_pair_fu=pair_fu)


def codes(items: tuple[FuItem, ...]) -> Counter[tuple[str, int]]:
    return Counter((i.code, i.fu) for i in items)


def test_set_fu_table() -> None:
    # 2, x2 terminal/honor, x2 concealed, x4 kan
    assert [set_fu(False, False, False), set_fu(False, True, False),
            set_fu(False, False, True), set_fu(False, True, True)] == [2, 4, 4, 8]
    assert [set_fu(True, False, False), set_fu(True, True, False),
            set_fu(True, False, True), set_fu(True, True, True)] == [8, 16, 16, 32]


def test_pinfu_tsumo_is_20() -> None:
    # seed 002's hule hand: pinfu tsumo, only the base counts (the tsumo 2 is dropped)
    raw, fu, items = fu_of("m78p405667s34577m9", pinfu=True)
    assert (raw, fu) == (20, 20)
    assert codes(items) == Counter({("base", 20): 1, ("pinfu_tsumo", 0): 1})


def test_pinfu_ron_is_30() -> None:
    # m23 p456789 s678 s99 + m4 by ron: base 20 + concealed ron 10
    raw, fu, items = fu_of("m23p456789s67899m4+", pinfu=True)
    assert (raw, fu) == (30, 30)
    assert codes(items) == Counter({("base", 20): 1, ("menzen_ron", 10): 1})


def test_no_pinfu_tsumo_counts_2() -> None:
    # the same shape by tsumo when pinfu is not awarded (pinfu_tsumo off): 22 -> 30
    raw, fu, _ = fu_of("m23p456789s67899m4", pinfu=False)
    assert (raw, fu) == (22, 30)


def test_double_wind_pair_and_concealed_dragon_triplet() -> None:
    # dealer in the East round: m123 p456 s78+s9 (ryanmen) z777 closed, pair z11 (East is
    # both seat and round wind): 20 + 10 ron + 8 (closed honor triplet) + 4 = 42 -> 50
    raw, fu, items = fu_of("m123p456s78z11777s9+", seat_wind=EAST, round_wind=EAST)
    assert (raw, fu) == (42, 50)
    assert codes(items) == Counter({("base", 20): 1, ("menzen_ron", 10): 1,
                                    ("closed_triplet_yaochu", 8): 1,
                                    ("pair_double_wind", 4): 1})
    # with double_wind_pair_fu = 2 the pair is worth 2: 40 -> 40
    raw, fu, _ = fu_of("m123p456s78z11777s9+", seat_wind=EAST, round_wind=EAST, pair_fu=2)
    assert (raw, fu) == (40, 40)


def test_pair_fu_by_kind() -> None:
    # pair z11 for a South seat in the East round: round wind only, 2
    _, _, items = fu_of("m123p456s78z11777s9+")
    assert ("pair_round_wind", 2) in codes(items)
    # pair z22 for South: seat wind, 2
    _, _, items = fu_of("m123p456s78z22777s9+")
    assert ("pair_seat_wind", 2) in codes(items)
    # pair z55: dragon, 2
    _, _, items = fu_of("m123p456s78z55777s9+")
    assert ("pair_dragon", 2) in codes(items)
    # pair z44 (North) for South in East: no fu, no item
    raw, _, items = fu_of("m123p456s78z44777s9+")
    assert raw == 38  # 20 + 10 + 8
    assert not any(i.code.startswith("pair") for i in items)


def test_triplet_completed_by_ron_is_open() -> None:
    # m123 p456 + pair/triplet z11 and s55, won on s5: shanpon.
    # ron: s555 open simple 2; z11 round-wind pair 2; concealed ron 10: 34 -> 40
    raw, fu, items = fu_of("m123p456s55789z11s5+")
    assert (raw, fu) == (34, 40)
    assert ("open_triplet_simple", 2) in codes(items)
    (item,) = [i for i in items if i.code == "open_triplet_simple"]
    assert "completed by ron" in item.reason and len(item.tiles) == 3
    # tsumo: s555 concealed 4, tsumo 2: 20 + 4 + 2 + 2 = 28 -> 30
    raw, fu, items = fu_of("m123p456s55789z11s5")
    assert (raw, fu) == (28, 30)
    assert ("closed_triplet_simple", 4) in codes(items)


def test_waits_worth_2() -> None:
    # kanchan: m13 + m2, z555 closed (8), ron 10: 20 + 8 + 2 + 10 = 40
    raw, fu, items = fu_of("m1399p456s789z555m2+")
    assert (raw, fu) == (40, 40)
    assert ("wait_kanchan", 2) in codes(items)
    # penchan: m12 + m3: same count
    raw, _, items = fu_of("m1299p456s789z555m3+")
    assert raw == 40 and ("wait_penchan", 2) in codes(items)
    # penchan 89 + 7
    raw, _, items = fu_of("m8911p456s789z555m7+")
    assert raw == 40 and ("wait_penchan", 2) in codes(items)
    # tanki on m9: same count; the item names the pair's tiles
    raw, _, items = fu_of("m1239p456s789z555m9+")
    assert raw == 40
    (tanki,) = [i for i in items if i.code == "wait_tanki"]
    assert [t.kind for t in tanki.tiles] == [8, 8]


def test_open_pinfu_shape_ron_is_30() -> None:
    # m234 s66 p56 + p7 by ron, with chi s345 and p678: 20 fu raw, open ron -> 30
    raw, fu, items = fu_of("m234p56s66p7-", "s3-45,p8-67")
    assert (raw, fu) == (30, 30)
    assert ("open_pinfu_ron", 10) in codes(items)
    # by tsumo it is 20 + 2 = 22 -> 30, counted as a tsumo
    raw, fu, items = fu_of("m234p56s66p7", "s3-45,p8-67")
    assert (raw, fu) == (22, 30)
    assert ("tsumo", 2) in codes(items)


def test_kans() -> None:
    # closed kan m1111 (terminal, concealed: 32), open kan p4444 (simple: 8), pair z55
    # (dragon 2), s78 + s6 ryanmen, tsumo 2: 20 + 32 + 8 + 2 + 2 = 64 -> 70
    raw, fu, items = fu_of("m234s78z55s6", "m1111,p4444=")
    assert (raw, fu) == (64, 70)
    assert codes(items) == Counter({("base", 20): 1, ("closed_kan_yaochu", 32): 1,
                                    ("open_kan_simple", 8): 1, ("pair_dragon", 2): 1,
                                    ("tsumo", 2): 1})
    # an added kan is open: z777 added kan 16 (open honor), ron on an open hand
    raw, _, items = fu_of("m234s78z55s6+", "z777=7,p4444=")
    assert ("open_kan_yaochu", 16) in codes(items)
    assert raw == 20 + 16 + 8 + 2


def test_seven_pairs_25_flat() -> None:
    raw, fu, items = fu_of("m1199p2277s33z116z6")
    assert (raw, fu) == (25, 25)
    assert codes(items) == Counter({("chiitoitsu", 25): 1})


def test_thirteen_orphans_counts_base_and_win() -> None:
    # no sets: base 20 + concealed ron 10 (fu does not matter for a yakuman)
    raw, fu, _ = fu_of("m19p19s19z1234567z7+")
    assert (raw, fu) == (30, 30)
