"""Tenpai at an exhaustive draw: whether a waiting hand counts as tenpai (``form_tenpai``),
without listing its waits, and the checks a waiting hand passes first.

Apart from :mod:`scoring.table.waits` (which re-exports it) because a game's replay needs
only this at each exhaustive draw: the waits' analysis, its values and shapes, took 5 ms
of every ``mjcalc log`` run's start-up to import (issue 30).
"""

from __future__ import annotations

from typing import Final

from ..errors import InvalidHandError, UsageError
from ..hand.shanten import shanten
from ..hand.shapes import counts_of, has_wait
from ..hands import Hand
from ..rules import DEFAULT_RULES, Rules

#: tiles of a complete hand; a waiting hand has one less (a kan counting as three).
HAND_TILES: Final = 14


def check_waiting_hand(hand: Hand) -> None:
    """Refuse a hand that is not ``13 - 3k`` concealed tiles with ``k`` melds.

    A hand written with its 14th tile is a usage error here (``waits`` wants the hand
    before the win); a wrong count otherwise is an impossible hand.
    """
    melds = len(hand.melds)
    expected = HAND_TILES - 1 - 3 * melds
    if hand.win_tile is not None:
        raise UsageError(
            f"waits takes the hand before its winning tile: {expected} tiles with "
            f"{melds} meld(s), but {expected + 1} were written", code="bad_tile_count")
    if len(hand.concealed) != expected:
        raise InvalidHandError(
            f"a waiting hand has {expected} concealed tiles with {melds} meld(s), "
            f"got {len(hand.concealed)}", code="bad_tile_count")


def fifth_copy_counts(rules: Rules) -> bool:
    """Whether a wait only on a kind the concealed hand holds all four of counts as
    tenpai at a draw (``form_tenpai=any``; see
    :func:`scoring.table.waits.is_tenpai_for_draw`)."""
    return rules.choice("form_tenpai") == "any"


def tenpai_for_draw(hand: Hand, rules: Rules = DEFAULT_RULES) -> bool:
    """Whether a waiting hand counts as tenpai at an exhaustive draw (``form_tenpai``)."""
    check_waiting_hand(hand)
    counts = counts_of(hand.concealed)
    # A hand with a wait is one tile from complete, so its shanten is 0. The shanten is
    # a third of the time of trying each tile that could complete the hand, and most
    # hands at a draw are further away: a replay's draws take a third less (issue 30).
    melds = len(hand.melds)
    if shanten(counts, melds) > 0:
        return False
    # is_tenpai_for_draw of hand_waits, without listing every wait
    return has_wait(counts, melds, fifth=fifth_copy_counts(rules))


__all__ = ["HAND_TILES", "check_waiting_hand", "fifth_copy_counts", "tenpai_for_draw"]
