"""A tiny builder of Hands from prefix notation for the scoring core's own tests.

It knows only well-formed input (the grammar package does the real parsing and error
reporting); it keeps these tests independent of the grammar. Forms::

    hand("m78p405667s34577m9")              # last tile is the drawn winning tile (tsumo)
    hand("m123p456s789z11s2+", "z666=")      # a ron tile ends with its source mark
    hand("m123p456z11s2", "m5550+,s505+5,z1111,m3-45")

Melds: chi ``m3-45``; pon ``z666=``; open kan ``m5550+``; added kan ``s505+5``;
closed kan ``z1111``.
"""

from __future__ import annotations

from scoring.hands import Hand, Meld, MeldKind, Source, sorted_tiles
from scoring.tiles import Tile


def tiles(text: str) -> list[Tile]:
    """Tiles of a prefix string without marks (``m1230p55z7``)."""
    out: list[Tile] = []
    suit = ""
    for ch in text:
        if ch in "mpsz":
            suit = ch
        else:
            out.append(Tile.parse(suit + ch))
    return out


def meld(text: str) -> Meld:
    """One meld in prefix notation with its source mark."""
    suit = text[0]
    digits: list[Tile] = []
    called: Tile | None = None
    source: Source | None = None
    added: Tile | None = None
    mark_after = -1
    for ch in text[1:]:
        if ch in "+=-":
            called = digits[-1]
            source = Source.from_mark(ch)
            mark_after = len(digits)
        else:
            digits.append(Tile.parse(suit + ch))
    ts = sorted_tiles(digits)
    if len(digits) == 3:
        kind = MeldKind.PON if len({t.kind for t in digits}) == 1 else MeldKind.CHI
    elif source is None:
        kind = MeldKind.CLOSED_KAN
    elif mark_after == 3:
        kind = MeldKind.ADDED_KAN
        added = digits[3]
    else:
        kind = MeldKind.OPEN_KAN
    return Meld(kind, ts, called, source, added)


def hand(concealed: str, melds: str = "") -> Hand:
    """A winning hand: concealed tiles with the winning tile last (marked for a ron)."""
    source: Source | None = None
    if concealed[-1] in "+=-":
        source = Source.from_mark(concealed[-1])
        concealed = concealed[:-1]
    ts = tiles(concealed)
    win = ts.pop()
    ms = tuple(meld(m) for m in melds.split(",") if m)
    return Hand(sorted_tiles(ts), ms, win, source)


def waiting(concealed: str, melds: str = "") -> Hand:
    """A hand without its winning tile."""
    ms = tuple(meld(m) for m in melds.split(",") if m)
    return Hand(sorted_tiles(tiles(concealed)), ms)
