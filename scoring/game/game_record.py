"""A game as a log holds it, before replay: the deal, every draw, discard and call, the wins
and draws the log records, and the game's recorded end (issue 12).

Pure data: immutable dataclasses, standard library only; each a :class:`~scoring.frozen.Value`
(pickled and copied through its fields: compiled by mypyc, a frozen dataclass could not be
unpickled otherwise, and ``mjcalc log --jobs N --db`` sends games between processes). The
events and the round are made as the scoring core's values are (their own ``__init__``,
see :mod:`scoring.frozen`): compiled, a frozen dataclass's generated ``__init__`` still
runs as Python, about 1.5 µs an event; only :class:`Game`, one a game, stays a frozen
dataclass. Seats are absolute, 0-3, 0 being the
game's first dealer; a wind is 0-3 for East, South, West, North. The readers in
``grammar/logs`` build these values; :mod:`scoring.game.replay` plays them back.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

from ..frozen import Value, refuse_delete, set_once, stores_directly
from ..hands import MeldKind
from ..rules import RuleValue
from ..tiles import Tile

#: the formats a reader can name in :attr:`Game.format`.
FORMATS: Final = ("mjlog", "tenhou6", "mjai", "paipu")

#: the ways a round ends without a win (:attr:`RoundEnd.kind`).
ROUND_END_KINDS: Final = ("exhaustive", "nagashi", "nine_terminals", "four_winds",
                          "four_riichi", "four_kans", "triple_ron")


@dataclass(init=False, unsafe_hash=True, slots=True)
class Draw(Value):
    """``seat`` draws ``tile``; ``rinshan``: the replacement draw after a kan (or a kita);
    ``tile_id``: the physical tile's number where the format gives one (mjlog: 0-135)."""

    seat: Final[int]
    tile: Final[Tile]
    rinshan: Final[bool]
    tile_id: Final[int | None]

    def __init__(self, seat: int, tile: Tile, rinshan: bool = False,
                 tile_id: int | None = None) -> None:
        self.seat = seat
        self.tile = tile
        self.rinshan = rinshan
        self.tile_id = tile_id

    def __setattr__(self, name: str, value: object) -> None:
        set_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)


stores_directly(Draw)


@dataclass(init=False, unsafe_hash=True, slots=True)
class Discard(Value):
    """``seat`` discards ``tile``; ``riichi``: this discard declares riichi.

    ``tsumogiri``: the tile just drawn was discarded, where the log says (else None);
    ``tile_id``: the physical tile's number where the format gives one (mjlog).
    """

    seat: Final[int]
    tile: Final[Tile]
    riichi: Final[bool]
    tsumogiri: Final[bool | None]
    tile_id: Final[int | None]

    def __init__(self, seat: int, tile: Tile, riichi: bool = False,
                 tsumogiri: bool | None = None, tile_id: int | None = None) -> None:
        self.seat = seat
        self.tile = tile
        self.riichi = riichi
        self.tsumogiri = tsumogiri
        self.tile_id = tile_id

    def __setattr__(self, name: str, value: object) -> None:
        set_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)


stores_directly(Discard)


@dataclass(init=False, unsafe_hash=True, slots=True)
class Call(Value):
    """``seat`` calls a meld.

    ``tiles``: every tile of the meld after the call (an added kan: all four);
    ``called``/``from_seat``: the discard taken and its discarder (None for a closed kan);
    ``added``: the tile added to a pon for an added kan.
    """

    seat: Final[int]
    kind: Final[MeldKind]
    tiles: Final[tuple[Tile, ...]]
    called: Final[Tile | None]
    from_seat: Final[int | None]
    added: Final[Tile | None]

    def __init__(self, seat: int, kind: MeldKind, tiles: tuple[Tile, ...], called: Tile | None,
                 from_seat: int | None, added: Tile | None = None) -> None:
        self.seat = seat
        self.kind = kind
        self.tiles = tiles
        self.called = called
        self.from_seat = from_seat
        self.added = added

    def __setattr__(self, name: str, value: object) -> None:
        set_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)


stores_directly(Call)


@dataclass(init=False, unsafe_hash=True, slots=True)
class Kita(Value):
    """Three-player: ``seat`` sets a North aside."""

    seat: Final[int]
    tile: Final[Tile]

    def __init__(self, seat: int, tile: Tile) -> None:
        self.seat = seat
        self.tile = tile

    def __setattr__(self, name: str, value: object) -> None:
        set_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)


stores_directly(Kita)


@dataclass(init=False, unsafe_hash=True, slots=True)
class NewDora(Value):
    """A kan dora indicator is revealed (``tile_id``: its physical number, mjlog)."""

    indicator: Final[Tile]
    tile_id: Final[int | None]

    def __init__(self, indicator: Tile, tile_id: int | None = None) -> None:
        self.indicator = indicator
        self.tile_id = tile_id

    def __setattr__(self, name: str, value: object) -> None:
        set_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)


stores_directly(NewDora)


@dataclass(init=False, unsafe_hash=True, slots=True)
class RecordedWin(Value):
    """What the log records of a win; each field None when the format does not record it.

    ``points``: the hand's value as the log states it, before honba and sticks;
    ``yaku``: (the log's own name or id as text, han), 13 han per yakuman for a yakuman;
    ``deltas``: the change of each seat's score, honba and sticks included;
    ``pao_known`` False where the log cannot say a win had no liable seat (a 牌譜
    converted from Tenhou's mjlog, whose converter drops ``paoWho``).
    """

    fu: Final[int | None]
    han: Final[int | None]
    yakuman: Final[int]
    points: Final[int | None]
    yaku: Final[tuple[tuple[str, int], ...]]
    pao_seat: Final[int | None]
    deltas: Final[tuple[int, ...] | None]
    pao_known: Final[bool]

    def __init__(self, fu: int | None, han: int | None, yakuman: int, points: int | None,
                 yaku: tuple[tuple[str, int], ...], pao_seat: int | None,
                 deltas: tuple[int, ...] | None, pao_known: bool = True) -> None:
        self.fu = fu
        self.han = han
        self.yakuman = yakuman
        self.points = points
        self.yaku = yaku
        self.pao_seat = pao_seat
        self.deltas = deltas
        self.pao_known = pao_known

    def __setattr__(self, name: str, value: object) -> None:
        set_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)


stores_directly(RecordedWin)


@dataclass(init=False, unsafe_hash=True, slots=True)
class Win(Value):
    """``seat`` wins on ``tile`` discarded by ``from_seat`` (== seat for a tsumo).

    ``hand``: the concealed tiles at the win, winning tile included, where the log states
    them. A double or triple ron is several consecutive Win events.
    """

    seat: Final[int]
    from_seat: Final[int]
    tile: Final[Tile]
    ura_indicators: Final[tuple[Tile, ...]]
    hand: Final[tuple[Tile, ...] | None]
    recorded: Final[RecordedWin | None]

    def __init__(self, seat: int, from_seat: int, tile: Tile,
                 ura_indicators: tuple[Tile, ...] = (), hand: tuple[Tile, ...] | None = None,
                 recorded: RecordedWin | None = None) -> None:
        self.seat = seat
        self.from_seat = from_seat
        self.tile = tile
        self.ura_indicators = ura_indicators
        self.hand = hand
        self.recorded = recorded

    def __setattr__(self, name: str, value: object) -> None:
        set_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)


stores_directly(Win)


@dataclass(init=False, unsafe_hash=True, slots=True)
class RoundEnd(Value):
    """A round that ends without a win; ``kind`` is one of :data:`ROUND_END_KINDS`.

    ``tenpai``: each seat's tenpai at an exhaustive draw, where recorded; ``deltas``: the
    change of each seat's score the log records.
    """

    kind: Final[str]
    tenpai: Final[tuple[bool, ...] | None]
    deltas: Final[tuple[int, ...] | None]

    def __init__(self, kind: str, tenpai: tuple[bool, ...] | None = None,
                 deltas: tuple[int, ...] | None = None) -> None:
        self.kind = kind
        self.tenpai = tenpai
        self.deltas = deltas

    def __setattr__(self, name: str, value: object) -> None:
        set_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)


stores_directly(RoundEnd)


Event = Draw | Discard | Call | Kita | NewDora | Win | RoundEnd


@dataclass(init=False, unsafe_hash=True, slots=True)
class Round(Value):
    """One hand of the game: ``number`` 1-4 within the ``wind``; ``deposits``: riichi sticks
    on the table at the start; ``scores`` at the start; ``deal``: 13 tiles per seat.

    ``deal_ids`` and ``dora_ids``: the physical numbers of the deal's tiles and of the
    dora indicators, where the format gives them (mjlog's 0-135; else None), so that the
    replay can tell one physical tile coming into play twice.
    """

    wind: Final[int]
    number: Final[int]
    honba: Final[int]
    deposits: Final[int]
    dealer: Final[int]
    scores: Final[tuple[int, ...]]
    dora_indicators: Final[tuple[Tile, ...]]
    deal: Final[tuple[tuple[Tile, ...], ...]]
    events: Final[tuple[Event, ...]]
    deal_ids: Final[tuple[tuple[int, ...], ...] | None]
    dora_ids: Final[tuple[int, ...] | None]

    def __init__(self, wind: int, number: int, honba: int, deposits: int, dealer: int,
                 scores: tuple[int, ...], dora_indicators: tuple[Tile, ...],
                 deal: tuple[tuple[Tile, ...], ...], events: tuple[Event, ...],
                 deal_ids: tuple[tuple[int, ...], ...] | None = None,
                 dora_ids: tuple[int, ...] | None = None) -> None:
        self.wind = wind
        self.number = number
        self.honba = honba
        self.deposits = deposits
        self.dealer = dealer
        self.scores = scores
        self.dora_indicators = dora_indicators
        self.deal = deal
        self.events = events
        self.deal_ids = deal_ids
        self.dora_ids = dora_ids

    def __setattr__(self, name: str, value: object) -> None:
        set_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)


stores_directly(Round)


@dataclass(frozen=True, slots=True)
class Game(Value):
    """One game of a log.

    ``index``: the game's place in its file, 1-based in every format; seats (in rounds,
    events, ``names``, ``final_scores``) count from the game's first dealer (0).
    ``format``: one of :data:`FORMATS`; ``rules``: the preset the log implies, and
    ``rule_overrides`` the switches it states; ``final_points``: the recorded game-end points
    (Tenhou's owari) where recorded; ``complete`` False, with ``stopped_at`` saying where
    (e.g. "E3 0-honba, event 41"), for a cut log.
    """

    source: str
    index: int
    format: str
    players: int
    names: tuple[str, ...]
    rules: str
    rule_overrides: Mapping[str, RuleValue] = field(hash=False)
    rounds: tuple[Round, ...]
    final_scores: tuple[int, ...] | None
    final_points: tuple[float, ...] | None
    complete: bool
    stopped_at: str | None
