"""Tiles: the 34 kinds, the red fives, and the facts about them the rules ask for.

A tile kind is an index 0..33: m1-m9 = 0-8, p1-p9 = 9-17, s1-s9 = 18-26,
z1-z7 = 27-33 (East South West North, white, green, red).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .frozen import Value

SUITS: Final = "mpsz"
NUMBER_SUITS: Final = "mps"
KIND_COUNT: Final = 34
COPIES: Final = 4

EAST: Final = 27
SOUTH: Final = 28
WEST: Final = 29
NORTH: Final = 30
WHITE: Final = 31
GREEN: Final = 32
RED: Final = 33
WINDS: Final = (EAST, SOUTH, WEST, NORTH)
DRAGONS: Final = (WHITE, GREEN, RED)

#: Kinds that are terminals (1 and 9 of a suit) or honors.
TERMINALS_AND_HONORS: Final = frozenset((0, 8, 9, 17, 18, 26, *range(27, 34)))
#: The tiles allowed in all green (ryuuiisou): 2s 3s 4s 6s 8s and green dragon.
GREEN_KINDS: Final = frozenset((19, 20, 21, 23, 25, GREEN))


def kind_of(suit: str, number: int) -> int:
    """The kind index of a suit letter (m p s z) and a number (1-9, 1-7 for z)."""
    return SUITS.index(suit) * 9 + number - 1


def is_honor(kind: int) -> bool:
    """True for winds and dragons."""
    return kind >= 27


def is_terminal(kind: int) -> bool:
    """True for the 1 and 9 of a number suit."""
    return kind < 27 and kind % 9 in (0, 8)


def is_terminal_or_honor(kind: int) -> bool:
    """True for the 13 kinds of thirteen orphans (yaochuuhai)."""
    return kind in TERMINALS_AND_HONORS


def suit_of(kind: int) -> str:
    """The suit letter of a kind."""
    return SUITS[kind // 9]


def number_of(kind: int) -> int:
    """The number of a kind within its suit (1-9, honors 1-7)."""
    return kind % 9 + 1


def kind_name(kind: int) -> str:
    """Prefix spelling of a kind without the red flag, e.g. ``m5`` or ``z7``."""
    return f"{suit_of(kind)}{number_of(kind)}"


def dora_after(indicator: int) -> int:
    """The dora kind shown by an indicator kind (next in cycle within its group)."""
    if indicator < 27:
        base = indicator - indicator % 9
        return base + (indicator - base + 1) % 9
    if indicator <= NORTH:
        return EAST + (indicator - EAST + 1) % 4
    return WHITE + (indicator - WHITE + 1) % 3


def sanma_dora_after(indicator: int) -> int:
    """:func:`dora_after` with three players: m2-m8 are out, so m1 shows m9 and m9 m1."""
    if indicator == 0:
        return 8
    if indicator == 8:
        return 0
    return dora_after(indicator)


@dataclass(frozen=True, slots=True, order=True)
class Tile(Value):
    """One physical tile: its kind and whether it is a red five."""

    kind: int
    red: bool = False

    def __post_init__(self) -> None:
        if not 0 <= self.kind < KIND_COUNT:
            raise ValueError(f"tile kind out of range: {self.kind}")
        if self.red and (self.kind >= 27 or self.kind % 9 != 4):
            raise ValueError("only a five of m, p or s can be red")

    @property
    def suit(self) -> str:
        """Suit letter: m, p, s or z."""
        return SUITS[self.kind // 9]

    @property
    def number(self) -> int:
        """Number within the suit (1-9; honors 1-7)."""
        return self.kind % 9 + 1

    @property
    def digit(self) -> str:
        """The digit written in notation: ``0`` for a red five."""
        return "0" if self.red else str(self.kind % 9 + 1)

    def __str__(self) -> str:
        return f"{self.suit}{self.digit}"

    @classmethod
    def parse(cls, text: str) -> Tile:
        """A tile from the two-character prefix spelling (``m5``, ``p0``, ``z7``)."""
        suit, digit = text[0], text[1]
        if suit not in SUITS or not digit.isdigit():
            raise ValueError(f"not a tile: {text!r}")
        number = int(digit)
        if number == 0:
            if suit == "z":
                raise ValueError(f"not a tile: {text!r}")
            return cls(kind_of(suit, 5), red=True)
        if suit == "z" and number > 7:
            raise ValueError(f"not a tile: {text!r}")
        return cls(kind_of(suit, number))


def sort_key(tile: Tile) -> tuple[int, int]:
    """Canonical order: by kind, the red five before the plain fives."""
    return (tile.kind, 0 if tile.red else 1)


def tiles_text(tiles: tuple[Tile, ...] | list[Tile]) -> str:
    """Compact prefix spelling of tiles in the given order (``m123p0z11``)."""
    out: list[str] = []
    suit = ""
    for tile in tiles:
        if tile.suit != suit:
            suit = tile.suit
            out.append(suit)
        out.append(tile.digit)
    return "".join(out)


#: One shared :class:`Tile` per kind (index = kind), made once at import. Tiles are
#: immutable values, so readers that turn a log's tile codes into tiles hand these out
#: instead of making (and validating) a new object per tile read.
PLAIN_TILES: Final[tuple[Tile, ...]] = tuple(Tile(kind) for kind in range(KIND_COUNT))
#: The shared red fives, by kind (m5 = 4, p5 = 13, s5 = 22).
RED_TILES: Final[dict[int, Tile]] = {kind: Tile(kind, red=True) for kind in (4, 13, 22)}


def shared_tile(kind: int, red: bool = False) -> Tile:
    """The shared tile of ``kind`` (red: the red five), equal to ``Tile(kind, red)``;
    a kind out of range or a red tile that is not a five raises ``ValueError`` as
    ``Tile`` does."""
    if red:
        tile = RED_TILES.get(kind)
        if tile is None:
            raise ValueError("only a five of m, p or s can be red")
        return tile
    if not 0 <= kind < KIND_COUNT:
        raise ValueError(f"tile kind out of range: {kind}")
    return PLAIN_TILES[kind]
