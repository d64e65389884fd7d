"""Furiten (scoring/table/furiten.py and its use in scoring/table/waits.py), from seed 000's 振听.

Seed 000: discard furiten — a target tile among one's own discards; riichi furiten — a
target tile discarded by anyone after one's riichi; temporary furiten — a target tile
discarded by anyone since the start of one's last discard turn. Targets: every waiting
tile of the hand (the seed's "all tiles of a ryanmen" rule included).
"""

from __future__ import annotations

import pytest
from handmaker import tiles, waiting

from scoring.errors import ScoringError
from scoring.situation import Situation
from scoring.table.furiten import Discards, Furiten, furiten_status
from scoring.table.waits import analyze_waits
from scoring.tiles import Tile

M1, M4 = 0, 3  # kinds of a ryanmen m23 waiting on m1 / m4
WAITS_14 = (M1, M4)


def t(text: str) -> tuple[Tile, ...]:
    return tuple(tiles(text))


def test_no_records_no_furiten() -> None:
    status = furiten_status(WAITS_14, Discards())
    assert not status.furiten and status.kinds == ()
    assert not Discards().given


def test_a_wait_among_ones_own_discards_is_discard_furiten() -> None:
    status = furiten_status(WAITS_14, Discards(own=t("p9m1z7")))
    assert status.furiten and status.kinds == (Furiten.DISCARD,)
    assert status.causes[0].tiles == (Tile(M1),)


def test_the_other_side_of_a_ryanmen_counts_too() -> None:
    # seed 000: for a ryanmen wait the target list is every tile of that ryanmen, so a
    # discarded m4 refuses a ron on m1 as well: the hand is furiten as a whole
    status = furiten_status(WAITS_14, Discards(own=t("m4")))
    assert status.kinds == (Furiten.DISCARD,)


def test_discards_that_are_not_waits_do_not_count() -> None:
    status = furiten_status(WAITS_14, Discards(own=t("m235p1s4z1")))
    assert not status.furiten


def test_a_wait_passed_after_riichi_is_riichi_furiten() -> None:
    status = furiten_status(WAITS_14, Discards(own=t("z1"), since_riichi=t("p5m4")))
    assert status.kinds == (Furiten.RIICHI,)
    assert status.causes[0].tiles == (Tile(M4),)


def test_since_riichi_tiles_without_a_wait_do_not_count() -> None:
    status = furiten_status(WAITS_14, Discards(since_riichi=t("p5s5")))
    assert not status.furiten
    assert Discards(since_riichi=()).given  # a riichi with nothing passed yet


def test_a_wait_passed_this_turn_is_temporary_furiten() -> None:
    status = furiten_status(WAITS_14, Discards(this_turn=t("s3m1")))
    assert status.kinds == (Furiten.TEMPORARY,)


def test_every_kind_that_applies_is_reported_in_seed_order() -> None:
    status = furiten_status(WAITS_14, Discards(own=t("m4"), since_riichi=t("m1"),
                                               this_turn=t("m1")))
    assert status.kinds == (Furiten.DISCARD, Furiten.RIICHI, Furiten.TEMPORARY)


def test_a_red_five_is_a_five() -> None:
    status = furiten_status((13,), Discards(own=(Tile(13, red=True),)))
    assert status.kinds == (Furiten.DISCARD,)


def test_each_wait_kind_listed_once_in_record_order() -> None:
    status = furiten_status(WAITS_14, Discards(own=t("m4m1m4m1")))
    assert status.causes[0].tiles == (Tile(M4), Tile(M1))


def test_a_hand_that_is_not_tenpai_is_never_furiten() -> None:
    assert not furiten_status((), Discards(own=t("m1234"))).furiten


@pytest.mark.parametrize(("discarded", "furiten"), [
    ("m1", True), ("m4", True), ("m7", True),  # sanmenchan 23456: every side counts
    ("m2", False), ("m5", False), ("m8", False),
])
def test_sanmenchan_furiten_on_any_of_its_three_tiles(discarded: str, furiten: bool) -> None:
    r = analyze_waits(waiting("m23456p123s789z11"), Situation(seat=1),
                      discards=Discards(own=t(discarded)), values=False)
    assert r.furiten.furiten is furiten
    assert r.furiten_checked


def test_shanpon_and_the_other_pair() -> None:
    # shanpon m11 / z11: discarding z1 makes the m1 ron furiten too (all waits count)
    r = analyze_waits(waiting("m11p123s456s789z11"), Situation(seat=1),
                      discards=Discards(own=t("z1")), values=False)
    assert r.furiten.kinds == (Furiten.DISCARD,)


def test_riichi_furiten_through_the_analysis() -> None:
    r = analyze_waits(waiting("m23p123456s456s99"), Situation(seat=1, riichi=True),
                      discards=Discards(own=t("z7"), since_riichi=t("m4")), values=False)
    assert r.furiten.kinds == (Furiten.RIICHI,)


def test_since_riichi_without_riichi_is_contradictory() -> None:
    with pytest.raises(ScoringError) as err:
        analyze_waits(waiting("m23p123456s456s99"), Situation(seat=1),
                      discards=Discards(since_riichi=t("m4")), values=False)
    assert err.value.code == "contradictory_flags" and err.value.exit_status == 1


def test_no_discards_given_means_not_checked() -> None:
    r = analyze_waits(waiting("m23p123456s456s99"), Situation(seat=1), values=False)
    assert not r.furiten_checked and not r.furiten.furiten


def test_noten_hand_with_discards_is_not_furiten() -> None:
    r = analyze_waits(waiting("m123p456s789z1234"), Situation(seat=1),
                      discards=Discards(own=t("z1z2z3z4")), values=False)
    assert not r.tenpai and not r.furiten.furiten
