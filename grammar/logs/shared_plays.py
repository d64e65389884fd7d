"""A draw or a discard as a log writes it again and again, read once (issue 30).

Most of a log is draws and discards, and a format spells each the same way every time
("T12", ``{"type":"tsumo","actor":2,"pai":"1m"}``): a reader looks the spelling up and
appends the events made for it here, once, instead of making and freeing an event for
each. The events are values (frozen), so sharing them changes nothing a reader of the
game can see.
"""

from __future__ import annotations

from scoring.game.game_record import Discard, Draw, Event
from scoring.tiles import Tile


class SharedPlay:
    """The events one spelling of a draw or a discard reads as: ``plain``, and ``after``
    a kan or a kita (a replacement draw) or a riichi declaration (a riichi discard).

    A class of its own, not a pair: compiled, a tuple of events is checked against every
    kind of event each time it is unpacked, which cost more than making the event.
    """

    __slots__ = ("after", "plain")

    def __init__(self, plain: Event, after: Event) -> None:
        self.plain = plain
        self.after = after


def shared_draw(seat: int, tile: Tile, tile_id: int | None = None) -> SharedPlay:
    """``seat``'s draw of ``tile``: ``plain``, and ``after`` a kan or a kita (rinshan)."""
    return SharedPlay(Draw(seat, tile, False, tile_id), Draw(seat, tile, True, tile_id))


def shared_discard(seat: int, tile: Tile, tsumogiri: bool | None = None,
                   tile_id: int | None = None) -> SharedPlay:
    """``seat``'s discard of ``tile``: ``plain``, and ``after`` declaring riichi."""
    return SharedPlay(Discard(seat, tile, False, tsumogiri, tile_id),
                      Discard(seat, tile, True, tsumogiri, tile_id))
