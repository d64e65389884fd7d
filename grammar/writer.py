"""From domain objects to the canonical prefix notation (what ``parse_hand`` reads back)."""

from __future__ import annotations

from collections.abc import Iterable

from scoring.hands import Hand, Meld, MeldKind, Source, sorted_tiles
from scoring.tiles import Tile, tiles_text


def format_tile(tile: Tile) -> str:
    """A tile in prefix form: ``m5``, ``m0`` (red five), ``z7``."""
    return f"{tile.suit}{tile.digit}"


def format_tiles(tiles: Iterable[Tile]) -> str:
    """Tiles in the order given, in prefix groups: ``m123p0z11``."""
    return tiles_text(list(tiles))


def format_win_tile(tile: Tile, source: Source | None) -> str:
    """A winning tile with its source mark: ``s2+`` (ron), ``s2`` (tsumo)."""
    return format_tile(tile) + ("" if source is None else source.mark)


def format_meld(meld: Meld) -> str:
    """A meld in canonical form.

    Chi: digits in number order, the mark right after the called tile (``m3-45``,
    ``m34-0``). Pon and open kan: the tiles from the hand (plain before red), then the
    called tile and its mark (``z666=``, ``m505=``, ``m550=``, ``m5550+``). Added kan: the
    pon, then the added tile (``s505+5``). Closed kan: plain tiles, then red (``m5550``).
    """
    if meld.kind is MeldKind.CLOSED_KAN or meld.called is None or meld.source is None:
        return meld.tiles[0].suit + "".join(tile.digit for tile in _plain_first(meld.tiles))
    mark = meld.source.mark
    if meld.kind is MeldKind.CHI:
        digits = "".join(tile.digit + (mark if tile == meld.called else "")
                         for tile in sorted(meld.tiles, key=lambda tile: tile.kind))
        return meld.called.suit + digits
    tiles = list(meld.tiles)
    if meld.kind is MeldKind.ADDED_KAN and meld.added is not None:
        tiles.remove(meld.added)
        added = meld.added.digit
    else:
        added = ""
    tiles.remove(meld.called)
    return (meld.called.suit + "".join(tile.digit for tile in _plain_first(tiles))
            + meld.called.digit + mark + added)


def _plain_first(tiles: Iterable[Tile]) -> list[Tile]:
    return sorted(tiles, key=lambda tile: (tile.kind, tile.red))


def format_hand(hand: Hand) -> str:
    """The canonical prefix form of a hand.

    The concealed tiles in canonical order (a red five before the plain fives of its
    suit, ``p405667``), then the winning tile with its suit letter (and its source mark
    for a ron), then the melds in call order, each after a comma:
    ``m78p405667s34577m9``, ``p456s789z11m23m1+,z666=``.
    """
    text = tiles_text(sorted_tiles(hand.concealed))
    if hand.win_tile is not None:
        text += format_win_tile(hand.win_tile, hand.win_source)
    for meld in hand.melds:
        text += "," + format_meld(meld)
    return text
