"""scoring.names.mjai: gimite's mjai yaku names against mjcalc's yaku ids."""

from __future__ import annotations

from scoring.game.log_compare import TENHOU_YAKU_IDS, yaku_id
from scoring.hand.yaku import YAKU
from scoring.names.mjai import DRAGONS, MJAI_YAKU, as_mjai_yaku


def test_every_name_maps_to_a_yaku_of_ours() -> None:
    ids = {y.id for y in YAKU}
    assert set(MJAI_YAKU.values()) - ids == {DRAGONS}
    # gimite lists its names in the order of Tenhou's yaku numbers: one name for the four
    # seat winds, one for the four round winds, one for the three dragons, one for each
    # yakuman's single and double form; everything else one to one
    folded = {TENHOU_YAKU_IDS[n] for n in TENHOU_YAKU_IDS} - {
        "yakuhai_haku", "yakuhai_hatsu", "yakuhai_chun", "suuankou_tanki", "kokushi_13",
        "junsei_chuuren"}
    assert set(MJAI_YAKU.values()) == folded | {DRAGONS}


def test_yaku_id_reads_mjai_names() -> None:
    assert yaku_id("mjai", "menzenchin_tsumoho") == "menzen_tsumo"
    assert yaku_id("mjai", "sangenpai") == DRAGONS
    assert yaku_id("mjai", "nosuchyaku") == "?nosuchyaku"


def test_our_yaku_in_mjai_granularity() -> None:
    # two dragon pons are one sangenpai of 2 han; a 13-sided kokushi is kokushi
    assert as_mjai_yaku([["yakuhai_chun", 1], ["riichi", 1], ["yakuhai_haku", 1]]) == [
        ["riichi", 1], [DRAGONS, 2]]
    assert as_mjai_yaku([["kokushi_13", 26]]) == [["kokushi", 26]]
