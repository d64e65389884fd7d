"""Hypothesis strategies for the notation tests: legal hands, and ways to spell them.

``legal_hands`` builds hands straight from domain objects (never from text), respecting
four copies of each tile and the red fives the rules have. ``spellings`` writes such a
hand in a random mix of every notation the grammar reads: prefix and suffix groups split
at random, honor letters, ``r5m``, marks after the digit or after a suffix letter, any
tile order (the drawn tile last), spaces around commas.
"""

from __future__ import annotations

from hypothesis import strategies as st

from scoring.hands import Hand, Meld, MeldKind, Source, sorted_tiles
from scoring.rules import DEFAULT_RULES, Rules
from scoring.tiles import Tile

_CHI_BASES = [suit * 9 + n for suit in range(3) for n in range(7)]
_LETTER = {27: "E", 28: "S", 29: "W", 30: "N", 31: "P", 32: "F", 33: "C"}


@st.composite
def legal_hands(draw: st.DrawFn, rules: Rules = DEFAULT_RULES, min_melds: int = 0,
                max_melds: int = 4, win: str | None = None) -> Hand:
    """A hand that can exist: melds of every kind with sources, with or without a win.

    ``win`` forces "tsumo", "ron" or "none"; by default any.
    """
    counts = [0] * 34
    reds = {suit: rules.red_fives(suit) for suit in "mps"}
    plain = {suit: 4 - rules.red_fives(suit) for suit in "mps"}  # a red five is a five

    def take(kind: int) -> Tile:
        counts[kind] += 1
        if kind < 27 and kind % 9 == 4:
            suit = "mps"[kind // 9]
            if reds[suit] > 0 and (plain[suit] == 0 or draw(st.booleans())):
                reds[suit] -= 1
                return Tile(kind, red=True)
            plain[suit] -= 1
        return Tile(kind)

    def kinds_with(room: int) -> list[int]:
        return [kind for kind in range(34) if counts[kind] + room <= 4]

    melds: list[Meld] = []
    for _ in range(draw(st.integers(min_melds, max_melds))):
        kind = draw(st.sampled_from(list(MeldKind)))
        if kind is MeldKind.CHI:
            base = draw(st.sampled_from([b for b in _CHI_BASES
                                         if all(counts[b + i] < 4 for i in range(3))]))
            tiles = [take(base + i) for i in range(3)]
            called = draw(st.sampled_from(tiles))
            melds.append(Meld(kind, sorted_tiles(tiles), called, Source.KAMICHA))
            continue
        size = 3 if kind is MeldKind.PON else 4
        tile_kind = draw(st.sampled_from(kinds_with(size)))
        tiles = [take(tile_kind) for _ in range(size)]
        if kind is MeldKind.CLOSED_KAN:
            melds.append(Meld(kind, sorted_tiles(tiles)))
            continue
        source = draw(st.sampled_from(list(Source)))
        added = None
        rest = list(tiles)
        if kind is MeldKind.ADDED_KAN:
            added = draw(st.sampled_from(rest))
            rest.remove(added)
        called = draw(st.sampled_from(rest))
        melds.append(Meld(kind, sorted_tiles(tiles), called, source, added))

    how = win if win is not None else draw(st.sampled_from(["tsumo", "ron", "none"]))
    size = 13 - 3 * len(melds) + (0 if how == "none" else 1)
    concealed = [take(draw(st.sampled_from(kinds_with(1)))) for _ in range(size)]
    if how == "none":
        return Hand(sorted_tiles(concealed), tuple(melds))
    win_tile = concealed.pop(draw(st.integers(0, len(concealed) - 1)))
    win_source = None if how == "tsumo" else draw(st.sampled_from(list(Source)))
    return Hand(sorted_tiles(concealed), tuple(melds), win_tile, win_source)


@st.composite
def spellings(draw: st.DrawFn, hand: Hand) -> str:
    """``hand`` written in a random mix of the accepted notations."""
    concealed = list(hand.concealed)
    concealed = draw(st.permutations(concealed))
    marked: int | None = None
    mark = ""
    if hand.win_tile is not None:
        if hand.win_source is None:
            concealed.append(hand.win_tile)  # the drawn tile is the last one written
        else:
            marked = draw(st.integers(0, len(concealed)))
            concealed.insert(marked, hand.win_tile)
            mark = hand.win_source.mark
    parts = [draw(_spell(concealed, marked, mark))]
    for meld in hand.melds:
        tiles, marked, mark = draw(_meld_order(meld))
        parts.append(draw(_spell(tiles, marked, mark)))
    separators = [draw(st.sampled_from([",", ", ", " ,", " , ", "\t,"]))
                  for _ in parts[1:]]
    text = parts[0] + "".join(sep + part for sep, part in zip(separators, parts[1:], strict=True))
    return draw(st.sampled_from(["", " "])) + text + draw(st.sampled_from(["", " ", "\t"]))


@st.composite
def _meld_order(draw: st.DrawFn, meld: Meld) -> tuple[list[Tile], int | None, str]:
    """A meld's tiles in an order the grammar reads as this meld, and the marked index."""
    tiles = list(meld.tiles)
    if meld.called is None or meld.source is None:
        return draw(st.permutations(tiles)), None, ""
    tiles.remove(meld.called)
    if meld.kind is MeldKind.OPEN_KAN:
        # the mark on the tile written last is what makes it an open kan
        return [*draw(st.permutations(tiles)), meld.called], 3, meld.source.mark
    added: list[Tile] = []
    if meld.kind is MeldKind.ADDED_KAN and meld.added is not None:
        tiles.remove(meld.added)
        added = [meld.added]
    index = draw(st.integers(0, len(tiles)))
    ordered = draw(st.permutations(tiles))
    ordered.insert(index, meld.called)
    return ordered + added, index, meld.source.mark


@st.composite
def _spell(draw: st.DrawFn, tiles: list[Tile], marked: int | None, mark: str) -> str:
    """Tiles in this order as text: groups split and styled at random."""
    out: list[str] = []
    group: list[str] = []  # digits (with marks) of the open group
    group_suit = ""
    previous_prefix = False  # the last thing written is a prefix group (it eats digits)

    def close() -> None:
        nonlocal group, group_suit, previous_prefix
        if not group:
            return
        suffix = not previous_prefix and draw(st.booleans())
        if suffix:
            text = "".join(group) + group_suit
            if text[-2] in "+=-" and draw(st.booleans()):
                # a mark on the group's last tile may follow the suit letter instead
                text = text[:-2] + text[-1] + text[-2]
            out.append(text)
            previous_prefix = False
        else:
            out.append(group_suit + "".join(group))
            previous_prefix = True
        group, group_suit = [], ""

    for index, tile in enumerate(tiles):
        tile_mark = mark if index == marked else ""
        standalone = (tile.kind >= 27 or tile.red) and draw(st.booleans())
        if standalone:
            close()
            out.append((_LETTER[tile.kind] if tile.kind >= 27 else f"r5{tile.suit}") + tile_mark)
            previous_prefix = False
            continue
        if group and (tile.suit != group_suit or draw(st.integers(0, 3)) == 0):
            close()
        group_suit = tile.suit
        group.append(tile.digit + tile_mark)
    close()
    return "".join(out)
