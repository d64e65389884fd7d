"""Basic points and limits, what a win is worth, and the han × fu points table.

Basic points (基本点) are ``fu × 2^(han+2)`` (SPEC erratum: the seed's table garbles the
formula), capped by the limits:

=================  =========  ============
han                basic      limit name
=================  =========  ============
5, or ≥ 2000       2000       mangan
6-7                3000       haneman
8-10               4000       baiman
11-12              6000       sanbaiman
13+ (kazoe)        see below  kazoe_yakuman
yakuman            8000 each  yakuman
=================  =========  ============

Switch ``kiriage_mangan`` rounds 1920 (4 han 30 fu, 3 han 60 fu) up to a mangan. Switch
``kazoe`` says what 13+ han are: ``multiple`` floor(han/13) yakuman (26 han = double),
``yakuman`` one yakuman, ``sanbaiman`` / ``none`` a sanbaiman. Several yakuman in one
hand add up; how they do (``yakuman_stacking``) is decided where the yakuman are counted.

A payer's share is rounded up to 100 (seed 000): a ron costs the discarder basic × 6
(dealer winner) or × 4; a tsumo costs each player basic × 2 (dealer winner), or the
dealer basic × 2 and the others basic × 1 (non-dealer winner).
"""

from __future__ import annotations

from typing import Final, NamedTuple

from ..rules import DEFAULT_RULES, Rules

YAKUMAN_BASIC: Final = 8000
MANGAN: Final = 2000
HANEMAN: Final = 3000
BAIMAN: Final = 4000
SANBAIMAN: Final = 6000
KAZOE_HAN: Final = 13
#: the basic points kiriage mangan rounds up (4 han 30 fu, 3 han 60 fu).
KIRIAGE_BASIC: Final = 1920

#: Limit names, lowest first.
LIMIT_NAMES: Final = ("mangan", "haneman", "baiman", "sanbaiman", "yakuman", "kazoe_yakuman")


def reported_yakuman(yakuman: int, limit: str | None) -> int:
    """The yakuman a win is reported with: a counted yakuman (kazoe, 13 han or more) has
    its han and is no yakuman, as the logs record it; its limit (``kazoe_yakuman``) and
    basic points say what it is worth. The scorer counts it as yakuman internally (the
    payments of a limit hand), never in what it shows."""
    return 0 if limit == "kazoe_yakuman" else yakuman


def round_up_100(points: int) -> int:
    """``points`` rounded up to a multiple of 100."""
    return -(-points // 100) * 100


def basic_points(han: int, fu: int, yakuman: int, rules: Rules = DEFAULT_RULES
                 ) -> tuple[int, str | None, int]:
    """(basic points, limit name or None, yakuman count) of a hand.

    ``yakuman`` is the number of yakuman the yaku make (already stacked); when it is 0,
    ``han`` and ``fu`` decide, and 13+ han follow ``kazoe`` (the returned count is then
    the kazoe yakuman count, 0 for a sanbaiman).
    """
    if yakuman:
        return YAKUMAN_BASIC * yakuman, "yakuman", yakuman
    if han >= KAZOE_HAN:
        mode = rules.choice("kazoe")
        if mode == "multiple":
            count = han // KAZOE_HAN
            return YAKUMAN_BASIC * count, "kazoe_yakuman", count
        if mode == "yakuman":
            return YAKUMAN_BASIC, "kazoe_yakuman", 1
        return SANBAIMAN, "sanbaiman", 0
    if han >= 11:
        return SANBAIMAN, "sanbaiman", 0
    if han >= 8:
        return BAIMAN, "baiman", 0
    if han >= 6:
        return HANEMAN, "haneman", 0
    if han >= 5:
        return MANGAN, "mangan", 0
    basic = fu << (han + 2)
    if basic >= MANGAN or (basic == KIRIAGE_BASIC and rules.flag("kiriage_mangan")):
        return MANGAN, "mangan", 0
    return basic, None, 0


def ron_points(basic: int, dealer: bool) -> int:
    """What the discarder pays for a ron (before honba): basic × 6 or × 4, rounded up."""
    return round_up_100(basic * (6 if dealer else 4))


def tsumo_shares(basic: int, dealer: bool, north_split: bool = False) -> tuple[int, int]:
    """A tsumo's shares (before honba): (what the dealer pays, what each other pays).

    For a dealer winner both are basic × 2 rounded up (the first is then what each of
    the three pays); for a non-dealer the dealer pays basic × 2 and the others basic × 1.
    ``north_split`` (three players, ``sanma_tsumo=north_split``): each payer adds half of
    what the absent North would pay (basic × 2 to a dealer, × 1 otherwise) before rounding.
    """
    half = (basic * 2 if dealer else basic) // 2 if north_split else 0
    if dealer:
        share = round_up_100(basic * 2 + half)
        return share, share
    return round_up_100(basic * 2 + half), round_up_100(basic + half)


def win_points(basic: int, dealer: bool, tsumo: bool, players: int = 4,
               north_split: bool = False) -> int:
    """What a win is worth in total before honba and deposits (with three players a
    tsumo is paid by two: North's share lost, or split under ``north_split``)."""
    if not tsumo:
        return ron_points(basic, dealer)
    from_dealer, from_other = tsumo_shares(basic, dealer, north_split)
    if dealer:
        return from_dealer * (players - 1)
    return from_dealer + from_other * (players - 2)


class TableRow(NamedTuple):
    """One cell row of the points table. Amounts are ``None`` where no hand scores so.

    ``dealer_tsumo`` is what each of the three pays a dealer; ``non_dealer_tsumo`` is
    (what the dealer pays, what each other player pays) to a non-dealer.
    """

    han: int
    fu: int | None  # None for the limit rows (5+ han)
    basic: int
    limit: str | None
    dealer_ron: int | None
    dealer_tsumo: int | None
    non_dealer_ron: int | None
    non_dealer_tsumo: tuple[int, int] | None


#: fu values of the table (20 tsumo pinfu, 25 seven pairs, then 30..110).
TABLE_FU: Final = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)
#: the han that start each limit row.
LIMIT_HAN: Final = (5, 6, 8, 11, 13)


def points_table(rules: Rules = DEFAULT_RULES) -> tuple[TableRow, ...]:
    """The han × fu table for ``mjcalc table``: 1-4 han at each fu, then the limits.

    Impossible cells are ``None``: 20 fu by ron (20 fu is the pinfu tsumo), 20 fu at 1 han
    (pinfu tsumo is at least 2 han), 25 fu at 1 han (seven pairs is 2 han), 25 fu tsumo at
    2 han (seven pairs by tsumo is at least 3 han).
    """
    rows: list[TableRow] = []
    split = rules.number("players") == 3 and rules.choice("sanma_tsumo") == "north_split"
    for han in range(1, 5):
        for fu in TABLE_FU:
            basic, limit, _ = basic_points(han, fu, 0, rules)
            ron_ok = fu != 20 and not (fu == 25 and han == 1)
            tsumo_ok = not (fu in (20, 25) and han == 1) and not (fu == 25 and han == 2)
            rows.append(_row(han, fu, basic, limit, ron_ok, tsumo_ok, split))
    for han in LIMIT_HAN:
        basic, limit, _ = basic_points(han, 30, 0, rules)
        rows.append(_row(han, None, basic, limit, True, True, split))
    rows.append(_row(13, None, YAKUMAN_BASIC, "yakuman", True, True, split))
    return tuple(rows)


def _row(han: int, fu: int | None, basic: int, limit: str | None, ron_ok: bool,
         tsumo_ok: bool, north_split: bool) -> TableRow:
    return TableRow(
        han, fu, basic, limit,
        ron_points(basic, True) if ron_ok else None,
        tsumo_shares(basic, True, north_split)[0] if tsumo_ok else None,
        ron_points(basic, False) if ron_ok else None,
        tsumo_shares(basic, False, north_split) if tsumo_ok else None,
    )
