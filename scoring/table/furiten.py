"""Furiten: when a tenpai player may not win by ron (seed 000, 振听).

Seed 000 keeps, for every player, the *open history* (公开牌记录): the tiles each player
discarded (and added to a kan). A tenpai player is furiten — ron refused, tsumo still
allowed — in three cases:

- **discard furiten** (舍牌振听, *OpenFuriten*): the player's own open history holds a
  furiten target tile;
- **riichi furiten** (立直振听, *RiichiFuriten*): since the player's riichi declaration,
  any player's open history holds a target tile (the player let a winning tile pass);
- **temporary furiten** (同巡振听, *TemporaryFuriten*): since the start of the player's
  last discard turn, any player's open history holds a target tile (it ends with the
  player's next discard; "同巡" is not "the same go-around").

The furiten target tiles: seed 000's list (振听目标牌清单) names the winning tile itself, and
for a ryanmen wait every tile of that ryanmen — so that 23 waiting on 1 and 4 is furiten
on both when either was discarded. Every rule book the seed cites (MIL, Tenhou, JPML)
goes one step further and makes *all* the hand's waits targets: one waiting tile among
the discards refuses a ron on any of them. That is what this module does (it contains
the seed's ryanmen rule, and the lead's brief for issue 6 asks for it); whether a wait
has a yaku does not matter.

The caller gives the tiles; this module only compares kinds (a red five is a five).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from ..frozen import Value
from ..tiles import Tile


class Furiten(str, Enum):
    """The three kinds of furiten of seed 000."""

    DISCARD = "discard"  # 舍牌振听: a wait among one's own discards
    RIICHI = "riichi"  # 立直振听: a wait passed by after one's riichi
    TEMPORARY = "temporary"  # 同巡振听: a wait passed by since one's last discard


@dataclass(frozen=True, slots=True)
class Discards(Value):
    """The open history the furiten check needs.

    ``own``: the player's own discards (and tiles added to kans), the whole hand long.
    ``since_riichi``: every tile any player discarded after this player's riichi
    (``None`` when the player is not in riichi; an empty tuple for a riichi with nothing
    passed yet). ``this_turn``: every tile any player discarded since the start of this
    player's last discard turn.
    """

    own: tuple[Tile, ...] = ()
    since_riichi: tuple[Tile, ...] | None = None
    this_turn: tuple[Tile, ...] = ()

    @property
    def given(self) -> bool:
        """True when any record was given (so a furiten answer means something)."""
        return bool(self.own or self.this_turn) or self.since_riichi is not None


@dataclass(frozen=True, slots=True)
class FuritenCause(Value):
    """One kind of furiten that applies, and the waiting tiles found in its record."""

    kind: Furiten
    tiles: tuple[Tile, ...]


@dataclass(frozen=True, slots=True)
class FuritenStatus(Value):
    """Whether a tenpai hand is furiten and why (every kind that applies, in seed order)."""

    causes: tuple[FuritenCause, ...] = ()

    @property
    def furiten(self) -> bool:
        """True when ron is refused."""
        return bool(self.causes)

    @property
    def kinds(self) -> tuple[Furiten, ...]:
        """The kinds of furiten that apply."""
        return tuple(c.kind for c in self.causes)


def _hits(record: Iterable[Tile], waits: frozenset[int]) -> tuple[Tile, ...]:
    """The tiles of ``record`` that are waits, each kind once, in record order."""
    out: list[Tile] = []
    seen: set[int] = set()
    for tile in record:
        if tile.kind in waits and tile.kind not in seen:
            seen.add(tile.kind)
            out.append(tile)
    return tuple(out)


def furiten_status(waits: Iterable[int], discards: Discards) -> FuritenStatus:
    """The furiten of a hand waiting on the kinds ``waits`` (0..33), given its records.

    A hand that is not tenpai (no waits) is never furiten.
    """
    targets = frozenset(waits)
    if not targets:
        return FuritenStatus()
    causes: list[FuritenCause] = []
    records: tuple[tuple[Furiten, Iterable[Tile] | None], ...] = (
        (Furiten.DISCARD, discards.own),
        (Furiten.RIICHI, discards.since_riichi),
        (Furiten.TEMPORARY, discards.this_turn),
    )
    for kind, record in records:
        if record is None:
            continue
        found = _hits(record, targets)
        if found:
            causes.append(FuritenCause(kind, found))
    return FuritenStatus(tuple(causes))


__all__ = ["Discards", "Furiten", "FuritenCause", "FuritenStatus", "furiten_status"]
