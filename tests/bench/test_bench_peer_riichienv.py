"""The riichienv peer's conversion (bench/peer_riichienv.py): majiang records to 136-ids.

Loaded from its path like the generator; riichienv itself is not needed for the
conversion. The expected ids follow riichienv's numbering: kind × 4 + copy, kinds m1-m9
0-8, p 9-17, s 18-26, z 27-33, the red five copy 0 of its kind (so plain fives start at
copy 1), other tiles numbered in the order read.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

BENCH = Path(__file__).resolve().parents[2] / "bench"


def _load() -> ModuleType:
    sys.path.insert(0, str(BENCH))  # it imports its sibling peer_mahjong
    try:
        spec = importlib.util.spec_from_file_location("mjcalc_bench_peer_riichienv",
                                                      BENCH / "peer_riichienv.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(BENCH))


def test_tsumo_with_a_chi_red_five_and_flags() -> None:
    peer = _load()
    # hule.json's first record: tsumo on s8 (written last), chi m3-4-0 from the left
    rec = {"shoupai": "m345p40677s67s8,m34-0",
           "param": {"zhuangfeng": 0, "menfeng": 3, "hupai": {"lizhi": 1, "yifa": True},
                     "baopai": ["s4"], "fubaopai": ["m3"],
                     "jicun": {"changbang": 2, "lizhibang": 1}}}
    tiles, melds, win, dora, ura, cond = peer.convert(rec)
    # m3 (kind 2) 8, m4 12, m5 plain copy 1 = 17, p4 (kind 12) 48, p0 red = 13×4 = 52,
    # p6 56, p7 60 and 61, s6 (kind 23) 92, s7 96
    assert tiles == [8, 12, 17, 48, 52, 56, 60, 61, 92, 96]
    assert win == 100  # s8, kind 24
    # the chi: m3 and m4 second copies, m0 the red five of kind 4
    assert melds == [("Chi", [9, 13, 16])]
    assert dora == [21 * 4] and ura == [10]  # s4 kind 21 copy 0; m3's third copy
    assert cond["tsumo"] and cond["riichi"] and cond["ippatsu"]
    assert not cond["double_riichi"] and not cond["tsumo_first_turn"]
    assert (cond["player_wind"], cond["round_wind"]) == (3, 0)
    assert (cond["honba"], cond["riichi_sticks"]) == (2, 1)


def test_ron_and_closed_kan() -> None:
    peer = _load()
    rec = {"shoupai": "p11s234m789z55,z7777", "rongpai": "z5=",
           "param": {"menfeng": 1, "hupai": {"haidi": 2}}}
    tiles, melds, win, _dora, _ura, cond = peer.convert(rec)
    # p1 kind 9, s2-s4 kinds 19-21, m7-m9 kinds 6-8, z5 kind 27 + 4 = 31
    assert tiles == [36, 37, 76, 80, 84, 24, 28, 32, 124, 125]
    assert win == 126  # the third z5
    assert melds == [("Ankan", [132, 133, 134, 135])]
    assert not cond["tsumo"] and cond["houtei"] and not cond["haitei"]
