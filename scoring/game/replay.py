"""Replay a game record (:mod:`scoring.game.game_record`): follow the deal, draws, discards and
calls of each round far enough to know every win's hand and situation, then score each
win, settle each draw and the end of the game under the rules (issue 12).

The situation is derived from the play, never from the yaku the log records:

* riichi: a discard that declares it; the stick is put down only when that discard is
  not ronned (a ronned riichi discard puts no stick down). Double riichi: the declaring
  discard is the player's first and nobody has called yet.
* ippatsu: the winner declared riichi and has not discarded since, and nobody has called
  since (a closed kan counts as a call) — except the added kan the winner robs (chankan),
  which does not break it.
* haitei / houtei: a tsumo on the last live tile (70 draws in a four-player round, 55 in
  a three-player one, replacement draws included, as the wall gives one tile up per kan
  and per kita), a ron on the discard after it; a replacement draw is rinshan, never
  haitei.
* rinshan: a tsumo on a replacement draw; chankan: a ron on the tile added to a pon.
* tenhou / chiihou: a tsumo on the player's first draw with no call yet in the round;
  renhou: a ron before the player's first draw, no call yet.

Three players (issue 13): the seats are East, South and West, the North tiles a player
sets aside (kita) are counted at the win (each a dora). Under ``kita_is_call`` (Tenhou's
rule) a kita ends every ippatsu and the first go-around like a call; a ron on a North
set aside keeps the winner's ippatsu, as a robbed kan does, and is never houtei; it is
chankan only under ``kita_ron=chankan``.

What the wall and the hands make possible is checked as the round is played (issues
29 and 33), and a round that breaks it is reported as an :class:`ErrorOutcome` naming
the event, its recorded win or draw left unscored:

* tiles: no fifth copy of a kind among the tiles come into play (the deal, the dora and
  ura indicators, every draw; a red five is one of the four fives), no more red fives
  than the rules have, no m2-m8 with three players, and, where the format numbers the
  physical tiles (mjlog), no number coming into play twice and no discard of a number
  that never came into play or was discarded already;
* hands: a discard, a call or a kita takes tiles the player holds; a meld has its shape
  (a run for a chi, one kind for a pon or kan) and holds the tile it called;
* turns: the dealer draws first; after a discard the next seat draws, or another seat
  calls that discard (chi only by the next seat, never with three players) or rons it;
  a draw is followed by that player's discard, kan, kita or tsumo; a pon or chi by the
  caller's discard; a kan or kita by the same player's replacement draw, or a ron on
  the added tile, the North set aside or (thirteen orphans) the closed kan; no more
  draws than the live wall holds (replacement draws included, see below).

Seats in the record are absolute (0 = the game's first dealer); the scoring core counts
seats as seat winds (0 = this round's dealer): ``wind = (seat - dealer) % players``. A
meld's source is the discarder's place at the table as in four-player play (North's place
empty with three players). Every change of score this module returns is in absolute seats.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final

from ..errors import MjcalcError
from ..hand.multi_ron import score_multi_ron
from ..hand.score_result import ScoreResult
from ..hand.scorer import score
from ..hand.validate import SANMA_MISSING
from ..hands import Hand, Meld, MeldKind, Source, sorted_tiles, source_at
from ..memo import IdentityMemo
from ..rules import SWITCHED_FEATURES, Rules, counted_situation, switched_off
from ..situation import Situation, asked_features
from ..table.tenpai import tenpai_for_draw
from ..tiles import COPIES, KIND_COUNT, NORTH, PLAIN_TILES, RED_TILES, Tile, kind_name
from .game_record import Call, Discard, Draw, Event, Game, Kita, NewDora, Round, RoundEnd, Win
from .settlement import settle_draw, settle_final

#: draws from the live wall in a round, by the number of players: 136 tiles, 52 dealt, 14
#: in the dead wall; with three players 108 tiles (no m2-m8), 39 dealt, 14 dead.
LIVE_DRAWS = {4: 136 - 52 - 14, 3: 108 - 39 - 14}

#: the round ends that are exhaustive draws (noten payments or nagashi mangan).
EXHAUSTIVE = ("exhaustive", "nagashi")


@dataclass(frozen=True, slots=True)
class WinOutcome:
    """One win replayed: the hand and situation derived, and its score or why none.

    ``hand`` and ``situation`` are in seat winds (the scoring core's frame); ``deltas`` is
    the change of each absolute seat's score from this win (its share of a double ron).
    """

    round: Round
    win: Win
    hand: Hand | None
    situation: Situation | None
    result: ScoreResult | None
    deltas: tuple[int, ...] | None
    error: str | None
    error_code: str | None


@dataclass(frozen=True, slots=True)
class DrawOutcome:
    """A round ended without a win: the tenpai the replay finds and the settlement."""

    round: Round
    end: RoundEnd
    tenpai: tuple[bool, ...] | None
    nagashi: tuple[int, ...]
    deltas: tuple[int, ...] | None
    error: str | None


@dataclass(frozen=True, slots=True)
class EndOutcome:
    """The end of the game: the final scores reached and the settlement's points."""

    game: Game
    final_scores: tuple[int, ...]
    deposits: int
    points: tuple[int, ...] | None
    error: str | None


@dataclass(frozen=True, slots=True)
class ErrorOutcome:
    """A round whose play cannot happen: the event that breaks it (``event``: 1-based in
    the round's events, 0 for the deal and the indicators), the seat and tile concerned
    where there is one, and why. The round's recorded win or draw is not scored."""

    round: Round
    event: int
    seat: int | None
    tile: Tile | None
    reason: str


Outcome = WinOutcome | DrawOutcome | EndOutcome | ErrorOutcome


class ReplayError(Exception):
    """The events of a round cannot be played (a tile not in hand, a call out of place,
    a fifth copy, a draw out of turn); ``seat`` and ``tile``: the ones concerned."""

    def __init__(self, message: str, seat: int | None = None, tile: Tile | None = None
                 ) -> None:
        super().__init__(message)
        self.seat = seat
        self.tile = tile


# The phase of the turn, which says what the play allows next (see _Table.play); Final,
# so a compiled build reads each as a constant, not from the module's dict:
#: the round starts: the dealer draws.
START: Final = 0
#: ``actor`` has drawn: it discards, calls a kan from its hand, sets a North aside or wins.
DRAWN: Final = 1
#: ``actor`` called a pon or chi: it discards.
CALLED: Final = 2
#: ``actor`` called a kan or set a North aside: it draws the replacement tile, unless
#: another seat rons ``offered`` (the added tile, the North, a closed kan's kind).
KAN: Final = 3
#: ``actor`` discarded ``offered``: the next seat draws, or another seat calls or rons it.
DISCARDED: Final = 4


def to_wind(seat: int, dealer: int, players: int = 4) -> int:
    """The seat wind (0 = East) of absolute ``seat`` in a round dealt by ``dealer``."""
    return (seat - dealer) % players


def absolute(net: tuple[int, ...], dealer: int) -> tuple[int, ...]:
    """Changes listed by seat wind, re-listed by absolute seat (as many as ``net`` has:
    the players at the table)."""
    players = len(net)
    return tuple(net[to_wind(seat, dealer, players)] for seat in range(players))


#: a call as the error messages name it.
_CALL_NAMES = {MeldKind.CHI: "a chi", MeldKind.PON: "a pon", MeldKind.OPEN_KAN: "a kan",
               MeldKind.ADDED_KAN: "an added kan", MeldKind.CLOSED_KAN: "a closed kan"}


def _same(one: Tile, other: Tile | None) -> bool:
    """Whether two tiles are the same tile (kind and red flag): compared as ints, not by
    the dataclass's generated ``__eq__`` (interpreted, even in a compiled build)."""
    return other is not None and one.kind == other.kind and one.red == other.red


def _without(tiles: tuple[Tile, ...], one: Tile) -> list[Tile]:
    """``tiles`` less one copy of ``one`` (which they hold)."""
    out = list(tiles)
    for index, tile in enumerate(out):
        if _same(tile, one):
            del out[index]
            break
    return out


def _meld_shape(kind: MeldKind, tiles: tuple[Tile, ...]) -> bool:
    """Whether ``tiles`` make a meld of ``kind``: a run of three in one number suit for a
    chi, three of one kind for a pon, four of one kind for a kan."""
    kinds = sorted(tile.kind for tile in tiles)
    if kind is MeldKind.CHI:
        return (len(kinds) == 3 and kinds[2] < 27 and kinds[0] // 9 == kinds[2] // 9
                and kinds[1] == kinds[0] + 1 and kinds[2] == kinds[0] + 2)
    return len(kinds) == (3 if kind is MeldKind.PON else 4) and kinds[0] == kinds[-1]


class _RulesRead:
    """What a round's replay reads from the rules, read once per rule set: the Rules
    class is plain Python even in a compiled build, and asking it five times a round was
    a hundredth of ``mjcalc log``'s time (issue 30)."""

    def __init__(self, rules: Rules) -> None:
        self.kita_is_call = rules.flag("kita_is_call")
        self.kita_chankan = rules.choice("kita_ron") == "chankan"
        #: red fives the rules have, by suit letter (never changed: shared by the rounds)
        self.red_limit: dict[str, int] = {suit: rules.red_fives(suit) for suit in "mps"}
        #: the features of a situation these rules switch off (counted_situation)
        self.off = frozenset(name for name in SWITCHED_FEATURES if switched_off(rules, name))


_RULES_READ: Final[IdentityMemo[Rules, _RulesRead]] = IdentityMemo(16)


def _rules_read(rules: Rules) -> _RulesRead:
    read = _RULES_READ.get(rules)
    return read if read is not None else _RULES_READ.put(rules, _RulesRead(rules))


#: the physical tile numbers a log gives (mjlog's: 0-135), kept as flags
_NUMBERED_TILES: Final = 136


class _NumbersSeen:
    """The physical tile numbers seen in a round: flags for 0-135, a set for any other
    number a game record may hold (a set alone grew and was freed each round: 2.5% of
    the CPU time of an mjlog replay, issue 30)."""

    __slots__ = ("flags", "others")

    def __init__(self) -> None:
        self.flags = [False] * _NUMBERED_TILES
        self.others: set[int] = set()

    def add(self, number: int) -> bool:
        """Mark ``number`` seen: whether it was not seen before."""
        if 0 <= number < _NUMBERED_TILES:
            if self.flags[number]:
                return False
            self.flags[number] = True
            return True
        if number in self.others:
            return False
        self.others.add(number)
        return True

    def __contains__(self, number: int) -> bool:
        if 0 <= number < _NUMBERED_TILES:
            return self.flags[number]
        return number in self.others


class _Table:
    """The state of one round being replayed, and what the play allows next."""

    def __init__(self, rnd: Round, rules: Rules) -> None:
        self.round = rnd
        self.rules_read = _rules_read(rules)
        self.players = len(rnd.deal)
        # each seat's concealed tiles as counts by kind (index 0-33): ``plain`` the tiles
        # that are not red fives, ``red`` the red fives (only m5 p5 s5 are ever non-zero).
        # A tile held is then one list index, never a search through a list of tiles.
        self.plain: list[list[int]] = [[0] * KIND_COUNT for _ in rnd.deal]
        self.red: list[list[int]] = [[0] * KIND_COUNT for _ in rnd.deal]
        for seat, tiles in enumerate(rnd.deal):
            for tile in tiles:
                self.give(seat, tile)
        self.live_draws = LIVE_DRAWS.get(self.players, LIVE_DRAWS[4])
        self.kita: list[int] = [0] * self.players  # North tiles each seat set aside
        self.melds: list[list[Meld]] = [[] for _ in rnd.deal]
        self.dora: list[Tile] = list(rnd.dora_indicators)
        self.draws = 0
        self.draws_by: list[int] = [0] * len(rnd.deal)
        self.discards_by: list[int] = [0] * len(rnd.deal)
        self.called = False  # any call yet this round (closed kans included)
        self.riichi: list[bool] = [False] * len(rnd.deal)
        self.double_riichi: list[bool] = [False] * len(rnd.deal)
        self.ippatsu: list[bool] = [False] * len(rnd.deal)
        self.ippatsu_before_call: list[bool] = [False] * len(rnd.deal)
        self.sticks = rnd.deposits
        self.unpaid_riichi: int | None = None  # a riichi discard not yet past a ron
        self.last: Draw | Discard | Call | Kita | NewDora | None = None
        self.last_draw: Draw | None = None
        # the turn (see START ... DISCARDED): whose it is and the tile others may take
        self.phase = START
        self.actor = rnd.dealer
        self.offered: Tile | None = None
        # the tiles come into play: a count a kind (34), the red fives a suit, and the
        # physical numbers where the format gives them
        self.counts = [0] * KIND_COUNT
        self.reds = {"m": 0, "p": 0, "s": 0}
        self.ids = _NumbersSeen()
        self.discarded_ids = _NumbersSeen()

    # --- what the wall holds ----------------------------------------------------------

    def check_deal(self) -> None:
        """The deal and the first dora indicator: 13 tiles a seat, all of them possible."""
        rnd = self.round
        for seat, tiles in enumerate(rnd.deal):
            if len(tiles) != 13:
                raise ReplayError(f"the deal gives seat {seat} {len(tiles)} tiles, not 13",
                                  seat)
        for seat, tiles in enumerate(rnd.deal):
            ids = rnd.deal_ids[seat] if rnd.deal_ids is not None else ()
            for place, tile in enumerate(tiles):
                self.reveal(tile, "seat {seat}'s deal holds", seat,
                            ids[place] if place < len(ids) else None)
        ids = rnd.dora_ids or ()
        for place, tile in enumerate(rnd.dora_indicators):
            self.reveal(tile, "the dora indicator is", None,
                        ids[place] if place < len(ids) else None)

    def reveal(self, tile: Tile, what: str, seat: int | None, tile_id: int | None = None
               ) -> None:
        """``tile`` comes into play (dealt, drawn, turned as an indicator): refuse a fifth
        copy, a red five the rules lack, an m2-m8 with three players, a number seen.

        ``what`` says how, with ``{seat}`` for the seat: formatted only for a refusal, as
        the 53 tiles of each deal and every draw come through here (issue 30)."""
        kind = tile.kind
        count = self.counts[kind] + 1
        if count > COPIES:
            raise ReplayError(f"{what.format(seat=seat)} a fifth {kind_name(kind)}", seat, tile)
        self.counts[kind] = count
        if tile.red:
            suit = tile.suit
            reds = self.reds[suit] + 1
            limit = self.rules_read.red_limit[suit]
            if reds > limit:
                raise ReplayError(
                    f"{what.format(seat=seat)} red 5{suit} number {reds}: the rules have "
                    f"{limit or 'no'} red 5{suit}", seat, tile)
            self.reds[suit] = reds
        if self.players == 3 and kind in SANMA_MISSING:
            raise ReplayError(f"{what.format(seat=seat)} {tile}: three-player mahjong has no "
                              "m2-m8", seat, tile)
        if tile_id is not None and not self.ids.add(tile_id):
            raise ReplayError(f"{what.format(seat=seat)} tile number {tile_id} ({tile}), "
                              "already in play", seat, tile)

    # --- the hands ----------------------------------------------------------------------

    def give(self, seat: int, tile: Tile) -> None:
        """``seat`` now holds ``tile`` (dealt or drawn)."""
        counts = self.red[seat] if tile.red else self.plain[seat]
        counts[tile.kind] += 1

    def holds(self, seat: int, tile: Tile) -> bool:
        """Whether ``seat`` holds ``tile`` (a red five and a plain five are different)."""
        counts = self.red[seat] if tile.red else self.plain[seat]
        return counts[tile.kind] > 0

    def take(self, seat: int, tile: Tile) -> None:
        """``seat`` gives up ``tile`` (a discard, a call, a kita): it must hold it."""
        counts = self.red[seat] if tile.red else self.plain[seat]
        if counts[tile.kind] == 0:
            raise ReplayError(f"seat {seat} does not hold {tile}", seat, tile)
        counts[tile.kind] -= 1

    def concealed(self, seat: int) -> list[Tile]:
        """The tiles ``seat`` holds, in canonical order (by kind, a red five before the
        plain ones): the shared tile objects, for the hand scored or checked for tenpai."""
        plain, red = self.plain[seat], self.red[seat]
        tiles: list[Tile] = []
        for kind in range(KIND_COUNT):
            if red[kind]:
                tiles += [RED_TILES[kind]] * red[kind]
            if plain[kind]:
                tiles += [PLAIN_TILES[kind]] * plain[kind]
        return tiles

    # --- whose turn -------------------------------------------------------------------

    def next_seat(self, seat: int) -> int:
        """The seat after ``seat`` in turn order (three players: East, South, West)."""
        return (seat + 1) % self.players

    def turn_text(self) -> str:
        """What the play allows now, for an error message."""
        actor = self.actor
        if self.phase == START:
            return f"the dealer, seat {actor}, draws first"
        if self.phase == DRAWN:
            return f"seat {actor} has drawn and plays next"
        if self.phase == CALLED:
            return f"seat {actor} called and discards next"
        if self.phase == KAN:
            return f"seat {actor} draws its replacement tile next"
        return f"seat {actor} discarded: seat {self.next_seat(actor)} draws next"

    def out_of_turn(self, seat: int, what: str, tile: Tile | None) -> ReplayError:
        return ReplayError(f"seat {seat} {what} out of turn ({self.turn_text()})", seat, tile)

    def check_draw(self, event: Draw) -> None:
        seat = event.seat
        phase = self.phase
        if phase == KAN:
            allowed = seat == self.actor
        elif event.rinshan:
            raise ReplayError(f"seat {seat} draws a replacement tile with no kan or kita "
                              f"before it", seat, event.tile)
        elif phase == START:
            allowed = seat == self.actor
        else:
            allowed = phase == DISCARDED and seat == self.next_seat(self.actor)
        if not allowed:
            raise self.out_of_turn(seat, f"draws {event.tile}", event.tile)
        if self.draws >= self.live_draws:
            raise ReplayError(f"seat {seat} draws {event.tile} after the wall's last tile "
                              f"({self.live_draws} draws with {self.players} players)",
                              seat, event.tile)
        self.reveal(event.tile, "seat {seat} draws", seat, event.tile_id)
        self.phase, self.actor = DRAWN, seat

    def check_discard(self, event: Discard) -> None:
        seat = event.seat
        if self.phase not in (DRAWN, CALLED) or seat != self.actor:
            raise self.out_of_turn(seat, f"discards {event.tile}", event.tile)
        if event.riichi:
            if self.riichi[seat]:
                raise ReplayError(f"seat {seat} declares riichi a second time", seat,
                                  event.tile)
            if self.phase == CALLED or any(m.is_open for m in self.melds[seat]):
                raise ReplayError(f"seat {seat} declares riichi with an open hand", seat,
                                  event.tile)
        tile_id = event.tile_id
        if tile_id is not None:
            if tile_id not in self.ids:
                raise ReplayError(f"seat {seat} discards tile number {tile_id} "
                                  f"({event.tile}), never drawn or dealt", seat, event.tile)
            if not self.discarded_ids.add(tile_id):
                raise ReplayError(f"seat {seat} discards tile number {tile_id} "
                                  f"({event.tile}), discarded already", seat, event.tile)
        self.phase, self.actor, self.offered = DISCARDED, seat, event.tile

    def check_call(self, call: Call) -> None:
        seat = call.seat
        kind = call.kind
        what = f"calls {_CALL_NAMES[kind]}"
        if not _meld_shape(kind, call.tiles):
            raise ReplayError(f"seat {seat} {what} of "
                              f"{' '.join(str(t) for t in call.tiles)}: not such a meld",
                              seat, call.called)
        if kind is MeldKind.CLOSED_KAN or kind is MeldKind.ADDED_KAN:
            if self.phase != DRAWN or seat != self.actor:
                raise self.out_of_turn(seat, what, call.added)
            self.phase = KAN
            # thirteen orphans may rob a closed kan: its kind, whichever copy
            self.offered = call.added if kind is MeldKind.ADDED_KAN else call.tiles[0]
            return
        discarder = self.actor
        if self.phase != DISCARDED:
            raise ReplayError(f"seat {seat} {what} with no discard to call "
                              f"({self.turn_text()})", seat, call.called)
        if call.from_seat != discarder or seat == discarder:
            raise ReplayError(f"seat {seat} {what} of seat {call.from_seat}'s "
                              f"{call.called}, but the last discard is seat {discarder}'s",
                              seat, call.called)
        if call.called is None or not _same(call.called, self.offered) or not any(
                _same(tile, call.called) for tile in call.tiles):
            raise ReplayError(f"seat {seat} {what} on {call.called}, but the discard is "
                              f"{self.offered}", seat, call.called)
        if kind is MeldKind.CHI and self.players == 3:
            raise ReplayError(f"seat {seat} calls a chi: three players cannot chi", seat,
                              call.called)
        if kind is MeldKind.CHI and seat != self.next_seat(discarder):
            raise ReplayError(f"seat {seat} calls a chi from seat {discarder}: only the next "
                              f"seat may", seat, call.called)
        self.phase, self.actor = (KAN if kind is MeldKind.OPEN_KAN else CALLED), seat
        self.offered = None  # a kan called from a discard cannot be robbed

    def check_kita(self, event: Kita) -> None:
        seat = event.seat
        if self.players != 3:
            raise ReplayError(f"seat {seat} sets a North aside (kita) in a four-player game",
                              seat, event.tile)
        if event.tile.kind != NORTH:
            raise ReplayError(f"seat {seat} sets {event.tile} aside as a kita, not a North",
                              seat, event.tile)
        if self.phase != DRAWN or seat != self.actor:
            raise self.out_of_turn(seat, "sets a North aside", event.tile)
        self.phase, self.offered = KAN, event.tile

    def check_win(self, win: Win, first: Win, before: int) -> None:
        """One of the wins on one tile (``first`` the first of them, ``before`` how many
        came before this one): a tsumo on the tile just drawn, or a ron by another seat,
        each once, on the tile just discarded, added to a pon or set aside."""
        seat, tile = win.seat, win.tile
        if before and (seat == first.seat or win.from_seat != first.from_seat
                       or not _same(tile, first.tile) or win.from_seat == seat):
            raise ReplayError(f"seat {seat}'s win on seat {win.from_seat}'s {tile} cannot go "
                              f"with seat {first.seat}'s win on seat {first.from_seat}'s "
                              f"{first.tile}", seat, tile)
        if win.from_seat == seat:
            drawn = self.last_draw.tile if self.last_draw is not None else None
            if self.phase != DRAWN or seat != self.actor:
                raise self.out_of_turn(seat, f"wins by tsumo on {tile}", tile)
            if not _same(tile, drawn):
                raise ReplayError(f"seat {seat} wins by tsumo on {tile}, but drew {drawn}",
                                  seat, tile)
            return
        offered = self.offered
        if self.phase not in (DISCARDED, KAN) or offered is None or (
                win.from_seat != self.actor):
            raise ReplayError(f"seat {seat} wins by ron on seat {win.from_seat}'s {tile}, "
                              f"which that seat did not just give up ({self.turn_text()})",
                              seat, tile)
        robbed_closed = isinstance(self.last, Call) and self.last.kind is MeldKind.CLOSED_KAN
        if (tile.kind != offered.kind) if robbed_closed else not _same(tile, offered):
            raise ReplayError(f"seat {seat} wins by ron on {tile}, but seat "
                              f"{win.from_seat} gave up {offered}", seat, tile)

    def reveal_ura(self, events: tuple[Event, ...], start: int) -> None:
        """The ura indicators turned at the wins from ``start`` on (the longest list any
        of them gives: a winner without riichi may be given none)."""
        longest: tuple[Tile, ...] = ()
        for event in events[start:]:
            if not isinstance(event, Win):
                break
            if len(event.ura_indicators) > len(longest):
                longest = event.ura_indicators
        for tile in longest:
            self.reveal(tile, "an ura indicator is", None)

    # --- the play ---------------------------------------------------------------------

    def settle_riichi(self) -> None:
        """The riichi discard was not ronned: its stick goes down."""
        if self.unpaid_riichi is not None:
            self.sticks += 1
            self.unpaid_riichi = None

    def play(self, event: Draw | Discard | Call | Kita | NewDora) -> None:
        """Play one event, after checking that the wall, the hands and the turn allow it."""
        if isinstance(event, NewDora):
            self.reveal(event.indicator, "a kan dora indicator is", None, event.tile_id)
            self.dora.append(event.indicator)
            self.last = event
            return
        self.settle_riichi()
        if isinstance(event, Draw):
            self.check_draw(event)
            self.give(event.seat, event.tile)
            self.draws += 1
            self.draws_by[event.seat] += 1
            self.last_draw = event
        elif isinstance(event, Discard):
            self.check_discard(event)
            self.take(event.seat, event.tile)
            self.ippatsu[event.seat] = False
            if event.riichi:
                self.riichi[event.seat] = True
                self.double_riichi[event.seat] = (
                    self.discards_by[event.seat] == 0 and not self.called)
                self.ippatsu[event.seat] = True
                self.unpaid_riichi = event.seat
            self.discards_by[event.seat] += 1
        elif isinstance(event, Call):
            self.check_call(event)
            self.call(event)
        else:
            self.check_kita(event)
            self.take(event.seat, event.tile)
            self.kita[event.seat] += 1
            # a ron on this North is scored with the ippatsu the kita would end
            self.ippatsu_before_call = list(self.ippatsu)
            if self.rules_read.kita_is_call:
                self.ippatsu = [False] * len(self.ippatsu)
                self.called = True
        self.last = event

    def call(self, call: Call) -> None:
        self.ippatsu_before_call = list(self.ippatsu)
        self.ippatsu = [False] * len(self.ippatsu)
        self.called = True
        seat = call.seat
        if call.kind is MeldKind.ADDED_KAN:
            if call.added is None:
                raise ReplayError("an added kan without its added tile", seat)
            self.take(seat, call.added)
            for index, meld in enumerate(self.melds[seat]):
                if meld.kind is MeldKind.PON and meld.tiles[0].kind == call.added.kind:
                    self.melds[seat][index] = Meld(
                        MeldKind.ADDED_KAN, sorted_tiles(call.tiles), meld.called, meld.source,
                        call.added)
                    return
            raise ReplayError(f"seat {seat} adds {call.added} to a pon it does not have",
                              seat, call.added)
        own = list(call.tiles) if call.called is None else _without(call.tiles, call.called)
        for tile in own:
            self.take(seat, tile)
        source = None if call.from_seat is None else self.source(call.from_seat, seat)
        self.melds[seat].append(Meld(call.kind, sorted_tiles(call.tiles), call.called, source))

    def wind(self, seat: int) -> int:
        """The seat wind of absolute ``seat`` this round."""
        return to_wind(seat, self.round.dealer, self.players)

    def source(self, discarder: int, taker: int) -> Source:
        """Where ``discarder`` sits seen from ``taker``, by their winds, as in four-player
        play: with three players North's place is empty, so East takes West's tile from
        across the table (``=``), as Tenhou records three-player calls."""
        return source_at((self.wind(discarder) - self.wind(taker)) % 4)

    def winning_hand(self, win: Win) -> Hand:
        """The winner's hand: the concealed tiles less the winning tile, the melds."""
        seat = win.seat
        concealed = self.concealed(seat)
        if win.from_seat == seat:
            if not self.holds(seat, win.tile):
                raise ReplayError(f"seat {seat} does not hold its winning tile {win.tile}",
                                  seat, win.tile)
            concealed = _without(tuple(concealed), win.tile)
            source = None
        else:
            source = self.source(win.from_seat, seat)
        return Hand(tuple(concealed), tuple(self.melds[seat]), win.tile, source)

    def situation(self, win: Win) -> Situation:
        rnd = self.round
        seat = win.seat
        tsumo = win.from_seat == seat
        last = self.last
        robbed_kan = not tsumo and isinstance(last, Call) and last.kind is MeldKind.ADDED_KAN
        robbed_kita = not tsumo and isinstance(last, Kita)
        chankan = robbed_kan or (robbed_kita and self.rules_read.kita_chankan)
        ippatsu = (self.ippatsu_before_call if robbed_kan or robbed_kita
                   else self.ippatsu)[seat]
        rinshan = tsumo and self.last_draw is not None and self.last_draw.rinshan and (
            self.last is self.last_draw)
        first_go = not self.called and self.discards_by[seat] == 0
        double = self.double_riichi[seat]
        riichi = self.riichi[seat]
        deposits = self.sticks
        last_draw = LIVE_DRAWS[self.players]
        return Situation(
            round_wind=rnd.wind, seat=self.wind(seat),
            discarder=None if tsumo else self.wind(win.from_seat),
            dora_indicators=tuple(self.dora),
            ura_indicators=win.ura_indicators if riichi else (),
            riichi=riichi and not double, double_riichi=double, ippatsu=ippatsu and riichi,
            haitei=tsumo and not rinshan and self.draws >= last_draw,
            houtei=not tsumo and not robbed_kan and not robbed_kita
            and self.draws >= last_draw,
            rinshan=rinshan, chankan=chankan,
            tenhou=tsumo and seat == rnd.dealer and first_go and self.draws_by[seat] == 1,
            chiihou=tsumo and seat != rnd.dealer and first_go and self.draws_by[seat] == 1,
            renhou=not tsumo and first_go and self.draws_by[seat] == 0,
            honba=rnd.honba, deposits=deposits, kita=self.kita[seat])

    def tenpai(self, rules: Rules) -> tuple[bool, ...]:
        """Each seat's tenpai at an exhaustive draw, from the hands the replay holds."""
        out = []
        for seat in range(self.players):
            hand = Hand(tuple(self.concealed(seat)), tuple(self.melds[seat]))
            try:
                out.append(tenpai_for_draw(hand, rules))
            except MjcalcError:
                out.append(False)
        return tuple(out)

    def nagashi(self, discards: list[list[Tile]], called_from: set[int]) -> tuple[int, ...]:
        """Seats whose every discard was a terminal or honor and none was called."""
        return tuple(seat for seat, tiles in enumerate(discards)
                     if tiles and seat not in called_from
                     and all(t.kind >= 27 or t.kind % 9 in (0, 8) for t in tiles))


def _wins_of(rnd: Round, wins: list[Win], hands: list[Hand], table: _Table, rules: Rules
             ) -> list[WinOutcome]:
    """Score the wins on one tile (one, or several on one discard), settled together;
    ``hands``: each winner's hand as the replay holds it."""
    out: list[WinOutcome] = []
    entries: list[tuple[Hand, Situation]] = []
    for win, hand in zip(wins, hands, strict=True):
        # a replay is scored as its rules count the events, never refused for them
        situation = table.situation(win)
        if not table.rules_read.off.isdisjoint(asked_features(situation)):
            situation = counted_situation(situation, rules)
        try:
            result = score(hand, situation, rules)
        except MjcalcError as err:
            out.append(WinOutcome(rnd, win, hand, situation, None, None, err.message, err.code))
            continue
        entries.append((hand, situation))
        out.append(WinOutcome(rnd, win, hand, situation, result,
                              absolute(result.settlement.net, rnd.dealer), None, None))
    if len(entries) > 1 and len(entries) == len(wins):
        try:
            together = score_multi_ron(entries, rules)
        except MjcalcError as err:
            return [WinOutcome(o.round, o.win, o.hand, o.situation, o.result, None,
                               err.message, err.code) for o in out]
        by_seat = {r.situation.seat: r for r in together.winners}
        settled = []
        for outcome in out:
            assert outcome.situation is not None
            share = by_seat[outcome.situation.seat]
            settled.append(WinOutcome(
                rnd, outcome.win, outcome.hand, outcome.situation, share,
                absolute(share.settlement.net, rnd.dealer), None, None))
        return settled
    return out


RoundOutcome = WinOutcome | DrawOutcome | ErrorOutcome


def replay_round(rnd: Round, rules: Rules) -> tuple[list[RoundOutcome], int]:
    """Replay one round: its outcomes (wins or a draw, none for a cut round; one
    :class:`ErrorOutcome` for a round whose play cannot happen) and the riichi sticks
    left on the table after it."""
    table = _Table(rnd, rules)
    discards: list[list[Tile]] = [[] for _ in rnd.deal]
    called_from: set[int] = set()
    events = rnd.events
    index = -1  # the deal
    try:
        table.check_deal()
        index = 0
        while index < len(events):
            event = events[index]
            if isinstance(event, Win):
                won: list[RoundOutcome] = list(_wins_at(rnd, index, table, rules))
                return won, 0
            if isinstance(event, RoundEnd):
                table.settle_riichi()
                return [_draw(rnd, event, table, discards, called_from, rules)], table.sticks
            if isinstance(event, Discard):
                discards[event.seat].append(event.tile)
            if isinstance(event, Call) and event.from_seat is not None and (
                    event.kind is not MeldKind.ADDED_KAN):
                called_from.add(event.from_seat)
            table.play(event)
            index += 1
    except _EventError as at_event:  # not `err`: compiled, a name has one type per function
        table.settle_riichi()
        return [_error(rnd, at_event.index, at_event.error)], table.sticks
    except ReplayError as err:
        table.settle_riichi()
        return [_error(rnd, index, err)], table.sticks
    table.settle_riichi()
    return [], table.sticks


class _EventError(Exception):
    """A ReplayError at the event ``index`` (0-based) of the round."""

    def __init__(self, index: int, error: ReplayError) -> None:
        super().__init__(str(error))
        self.index = index
        self.error = error


def _error(rnd: Round, index: int, err: ReplayError) -> ErrorOutcome:
    """The round's error outcome for ``err`` at event ``index`` (0-based; -1: the deal)."""
    where = "the deal" if index < 0 else f"event {index + 1}"
    return ErrorOutcome(rnd, index + 1, err.seat, err.tile, f"{where}: {err}")


def _wins_at(rnd: Round, start: int, table: _Table, rules: Rules) -> list[WinOutcome]:
    """The wins on one tile from event ``start`` on (several in a row: a double or triple
    ron), checked against the turn and the hands, then scored."""
    events = rnd.events
    wins: list[Win] = []
    hands: list[Hand] = []
    index = start
    while index < len(events):
        win = events[index]
        if not isinstance(win, Win):
            break
        try:
            table.check_win(win, wins[0] if wins else win, len(wins))
            if not wins:
                table.reveal_ura(events, start)
            hand = table.winning_hand(win)
            if win.hand is not None and sorted_tiles(win.hand) != sorted_tiles(
                    (*hand.concealed, win.tile)):
                raise ReplayError(
                    f"seat {win.seat}'s hand replayed differs from the hand the log shows "
                    f"at the win", win.seat, win.tile)
        except ReplayError as err:
            raise _EventError(index, err) from None
        wins.append(win)
        hands.append(hand)
        index += 1
    return _wins_of(rnd, wins, hands, table, rules)


def _draw(rnd: Round, end: RoundEnd, table: _Table, discards: list[list[Tile]],
          called_from: set[int], rules: Rules) -> DrawOutcome:
    if end.kind not in EXHAUSTIVE:
        return DrawOutcome(rnd, end, None, (), (0,) * len(rnd.deal), None)
    tenpai = table.tenpai(rules)
    nagashi = table.nagashi(discards, called_from)
    players = table.players
    wind_tenpai = tuple(tenpai[(w + rnd.dealer) % players] for w in range(players))
    wind_nagashi = tuple(sorted(table.wind(s) for s in nagashi))
    try:
        result = settle_draw(wind_tenpai, wind_nagashi, rnd.honba, table.sticks, rules)
    except MjcalcError as err:
        return DrawOutcome(rnd, end, tenpai, nagashi, None, err.message)
    return DrawOutcome(rnd, end, tenpai, nagashi, absolute(result.net, rnd.dealer), None)


def replay_game(game: Game, rules: Rules) -> Iterator[Outcome]:
    """Every win and draw of ``game`` in order (an :class:`ErrorOutcome` in place of a
    round whose play cannot happen; the other rounds go on), then the end of the game
    when the log records one (the settlement of the final scores the log reaches)."""
    sticks = 0
    for rnd in game.rounds:
        outcomes, sticks = replay_round(rnd, rules)
        yield from outcomes
    if game.final_scores is None:
        return
    table = game.players * rules.number("start_points")
    if sum(game.final_scores) == table:
        sticks = 0  # the log's final scores already hold the sticks left to first place
    try:
        final = settle_final(game.final_scores, sticks, rules)
    except MjcalcError as err:
        yield EndOutcome(game, game.final_scores, sticks, None, err.message)
        return
    yield EndOutcome(game, game.final_scores, sticks, final.points, None)
