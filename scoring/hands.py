"""Hands: the concealed tiles, the called melds (in call order) and the winning tile."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum
from typing import Final

from .frozen import Value, refuse_delete, set_once, stores_directly
from .tiles import Tile, sort_key


class Source(IntEnum):
    """Where a called tile came from, as an offset in turn order from the caller.

    Notation marks: ``+`` shimocha (next player), ``=`` toimen (opposite),
    ``-`` kamicha (previous player).
    """

    SHIMOCHA = 1
    TOIMEN = 2
    KAMICHA = 3

    @property
    def mark(self) -> str:
        """The notation mark of this source."""
        return "+=-"[int(self) - 1]

    @classmethod
    def from_mark(cls, mark: str) -> Source:
        """The source written as ``+``, ``=`` or ``-``."""
        return source_at("+=-".index(mark) + 1)

    def seat_from(self, seat: int) -> int:
        """The absolute seat (0 = dealer/East) of the source, seen from ``seat``."""
        return (seat + int(self)) % 4  # int(): Enum.value is a slow descriptor


#: each Source by its offset: calling an enum with a value is a call of Python code (some
#: 0.5 us; a replay asks it for every call and ron, 2% of replaying an mjlog, issue 30)
_SOURCE_AT: dict[int, Source] = {int(source): source for source in Source}


def source_at(offset: int) -> Source:
    """``Source(offset)``, looked up; ValueError for an offset that is none (as the
    call's)."""
    source = _SOURCE_AT.get(offset)
    return source if source is not None else Source(offset)


class MeldKind(str, Enum):
    """The five kinds of meld on the table."""

    CHI = "chi"
    PON = "pon"
    OPEN_KAN = "open_kan"  # daiminkan: called from a discard
    ADDED_KAN = "added_kan"  # shouminkan: a pon with the fourth tile added
    CLOSED_KAN = "closed_kan"  # ankan

    @property
    def is_kan(self) -> bool:
        """True for the three kinds of kan."""
        return self in (MeldKind.OPEN_KAN, MeldKind.ADDED_KAN, MeldKind.CLOSED_KAN)

    @property
    def is_open(self) -> bool:
        """True when the meld opens the hand (every kind but the closed kan)."""
        return self is not MeldKind.CLOSED_KAN


@dataclass(init=False, unsafe_hash=True, slots=True)
class Meld(Value):
    """One meld.

    ``tiles`` holds every tile of the meld, sorted in canonical order. ``called`` is the
    tile taken from another player's discard and ``source`` where it came from (both
    ``None`` for a closed kan). For an added kan, ``added`` is the tile added to the pon.
    """

    kind: Final[MeldKind]
    tiles: Final[tuple[Tile, ...]]
    called: Final[Tile | None]
    source: Final[Source | None]
    added: Final[Tile | None]

    def __init__(self, kind: MeldKind, tiles: tuple[Tile, ...], called: Tile | None = None,
                 source: Source | None = None, added: Tile | None = None) -> None:
        self.kind = kind
        self.tiles = tiles
        self.called = called
        self.source = source
        self.added = added

    def __setattr__(self, name: str, value: object) -> None:
        set_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)

    @property
    def kind_index(self) -> int:
        """The lowest tile kind of the meld (the kind itself for pon and kan)."""
        return min(t.kind for t in self.tiles)

    @property
    def is_open(self) -> bool:
        """True unless a closed kan."""
        return self.kind.is_open


stores_directly(Meld)


@dataclass(init=False, unsafe_hash=True, slots=True)
class Hand(Value):
    """A hand as written.

    ``concealed`` holds the concealed tiles in canonical order, *without* the winning
    tile. ``win_tile`` is the winning tile (``None`` for a hand still waiting);
    ``win_source`` is ``None`` for a tile drawn by the player (tsumo) and the source of
    the discard for a ron. ``melds`` are in call order (that order decides pao).
    """

    concealed: Final[tuple[Tile, ...]]
    melds: Final[tuple[Meld, ...]]
    win_tile: Final[Tile | None]
    win_source: Final[Source | None]

    def __init__(self, concealed: tuple[Tile, ...], melds: tuple[Meld, ...] = (),
                 win_tile: Tile | None = None, win_source: Source | None = None) -> None:
        self.concealed = concealed
        self.melds = melds
        self.win_tile = win_tile
        self.win_source = win_source

    def __setattr__(self, name: str, value: object) -> None:
        set_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)

    @property
    def is_closed(self) -> bool:
        """True when no meld opens the hand (closed kans keep it closed)."""
        return not any(m.kind.is_open for m in self.melds)

    @property
    def is_tsumo(self) -> bool:
        """True when the winning tile was drawn by the player."""
        return self.win_tile is not None and self.win_source is None

    @property
    def all_tiles(self) -> tuple[Tile, ...]:
        """Every tile of the hand: concealed, winning tile and melds."""
        tiles = list(self.concealed)
        if self.win_tile is not None:
            tiles.append(self.win_tile)
        for meld in self.melds:
            tiles.extend(meld.tiles)
        return tuple(tiles)

    @property
    def closed_tiles(self) -> tuple[Tile, ...]:
        """Concealed tiles with the winning tile (what must form sets with the melds)."""
        if self.win_tile is None:
            return self.concealed
        return (*self.concealed, self.win_tile)

    def with_win(self, tile: Tile, source: Source | None) -> Hand:
        """This hand completed by ``tile`` (drawn when ``source`` is None)."""
        return Hand(self.concealed, self.melds, tile, source)

    def without_win(self) -> Hand:
        """This hand before its winning tile."""
        return Hand(self.concealed, self.melds)


stores_directly(Hand)


def sorted_tiles(tiles: list[Tile] | tuple[Tile, ...]) -> tuple[Tile, ...]:
    """Tiles in canonical order (kind, red five before the plain fives)."""
    # Most tiles come in order already (a hand's concealed tiles, written canonically):
    # one pass checks it, where sorting calls sort_key for every tile.
    previous = -1
    for tile in tiles:
        rank = 2 * tile.kind + (0 if tile.red else 1)
        if rank < previous:
            return tuple(sorted(tiles, key=sort_key))
        previous = rank
    return tuple(tiles)
