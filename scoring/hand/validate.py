"""Physical limits of a tile set: four copies of each tile, and the red fives the rules have.

Used by the notation reader (a hand as written) and by the scoring core (a hand together
with its dora indicators), so both refuse the same things with the same words.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from ..errors import InvalidHandError
from ..hands import MeldKind
from ..tiles import COPIES, KIND_COUNT, Tile, kind_name

if TYPE_CHECKING:
    from ..hands import Hand
    from ..rules import Rules

#: the kinds three players do without: m2-m8
SANMA_MISSING: frozenset[int] = frozenset(range(1, 8))


def tile_counts(tiles: Iterable[Tile]) -> list[int]:
    """How many tiles of each of the 34 kinds (a red five counts as a five)."""
    counts = [0] * KIND_COUNT
    for tile in tiles:
        counts[tile.kind] += 1
    return counts


def red_counts(tiles: Iterable[Tile]) -> dict[str, int]:
    """How many red fives of each number suit (``{"m": 0, "p": 1, "s": 0}``)."""
    reds = {"m": 0, "p": 0, "s": 0}
    for tile in tiles:
        if tile.red:
            reds[tile.suit] += 1
    return reds


def excess_tile(tiles: Sequence[Tile], rules: Rules) -> tuple[int, str] | None:
    """The first tile of ``tiles`` that cannot exist, with the reason; ``None`` if all can.

    A tile cannot exist when it is a fifth copy of its kind (a red five is one of the four
    fives), a red five beyond the number ``rules`` has in its suit, or a plain five beyond
    the plain ones the set has (with one red 5p, three plain 5p: the red one replaces a
    plain one). The index lets a caller point at the tile in the text it was read from.
    Reasons read like ``"fifth m5"``, ``"2 red 5p, the rules have 1"`` or ``"fifth p5: 4
    plain p5, and the set's fourth is red (red_fives_p=1)"``.
    """
    counts = [0] * KIND_COUNT
    reds = {"m": 0, "p": 0, "s": 0}
    plain = {"m": 0, "p": 0, "s": 0}
    for index, tile in enumerate(tiles):
        kind = tile.kind
        counts[kind] += 1
        if counts[kind] > COPIES:
            return index, f"fifth {kind_name(kind)}"
        if tile.red:
            suit = tile.suit
            reds[suit] += 1
            allowed = rules.red_fives(suit)
            if reds[suit] > allowed:
                return index, f"{reds[suit]} red 5{suit}, the rules have {allowed}"
        elif kind < 27 and kind % 9 == 4:  # a plain five
            suit = tile.suit
            plain[suit] += 1
            allowed = rules.red_fives(suit)
            if plain[suit] > COPIES - allowed:
                return index, plain_five_reason(kind, plain[suit], allowed)
    return None


def plain_five_reason(kind: int, plain: int, red: int) -> str:
    """Why ``plain`` plain fives of ``kind`` cannot be: the rules make ``red`` of the four
    red, so a plain one beyond ``4 - red`` is a fifth copy of the kind."""
    name = kind_name(kind)
    suit = "mps"[kind // 9]
    fourth = "fourth is" if red == 1 else f"other {red} are"
    return (f"fifth {name}: {plain} plain {name}, and the set's {fourth} red "
            f"(red_fives_{suit}={red})")


def check_possible(tiles: Sequence[Tile], rules: Rules,
                   where: Callable[[int], str] = lambda index: "") -> None:
    """Raise InvalidHandError if ``tiles`` hold a fifth copy or a red five the rules lack.

    The code is ``fifth_tile`` or ``red_fives`` (exit status 1, as SPEC says of a hand that
    cannot be scored), the same as the notation reader's. ``where(index)`` names the place
    of the offending tile in the caller's terms (e.g. "among the dora indicators").
    """
    problem = excess_tile(tiles, rules)
    if problem is None:
        return
    index, reason = problem
    code = "fifth_tile" if reason.startswith("fifth") else "red_fives"
    place = where(index)
    raise InvalidHandError(f"impossible tile{' ' + place if place else ''}: {reason}",
                           code=code, detail={"tile": str(tiles[index])})


def check_three_player_hand(hand: Hand, indicators: Sequence[Tile] = ()) -> None:
    """Raise InvalidHandError when three players could not hold ``hand``: an m2-m8 in it
    or among ``indicators`` (code ``sanma_tile``), or a chi (``sanma_chi``); both exit
    status 1, as a red five the rules lack."""
    for tiles, where in ((hand.all_tiles, "in the hand"), (indicators, "among the indicators")):
        for tile in tiles:
            if tile.kind in SANMA_MISSING:
                raise InvalidHandError(
                    f"{tile} {where}: three-player mahjong has no m2-m8", code="sanma_tile",
                    detail={"tile": str(tile)})
    for meld in hand.melds:
        if meld.kind is MeldKind.CHI:
            raise InvalidHandError(f"chi {meld.tiles[0]}: three players cannot chi",
                                   code="sanma_chi")
