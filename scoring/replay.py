"""Replay a game record (:mod:`scoring.game_record`): follow the deal, draws, discards and
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

Seats in the record are absolute (0 = the game's first dealer); the scoring core counts
seats as seat winds (0 = this round's dealer): ``wind = (seat - dealer) % players``. A
meld's source is the discarder's place at the table as in four-player play (North's place
empty with three players). Every change of score this module returns is in absolute seats.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from .errors import MjcalcError
from .game_record import Call, Discard, Draw, Game, Kita, NewDora, Round, RoundEnd, Win
from .hands import Hand, Meld, MeldKind, Source, sorted_tiles
from .multi_ron import score_multi_ron
from .rules import Rules
from .score_result import ScoreResult
from .scorer import score
from .settlement import settle_draw, settle_final
from .situation import Situation
from .tiles import Tile
from .waits import tenpai_for_draw

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


Outcome = WinOutcome | DrawOutcome | EndOutcome


class ReplayError(Exception):
    """The events of a round cannot be played (a tile not in hand, a call out of place)."""


def to_wind(seat: int, dealer: int, players: int = 4) -> int:
    """The seat wind (0 = East) of absolute ``seat`` in a round dealt by ``dealer``."""
    return (seat - dealer) % players


def absolute(net: tuple[int, ...], dealer: int) -> tuple[int, ...]:
    """Changes listed by seat wind, re-listed by absolute seat (as many as ``net`` has:
    the players at the table)."""
    players = len(net)
    return tuple(net[to_wind(seat, dealer, players)] for seat in range(players))


class _Table:
    """The state of one round being replayed."""

    def __init__(self, rnd: Round, rules: Rules) -> None:
        self.round = rnd
        self.kita_is_call = rules.flag("kita_is_call")
        self.kita_chankan = rules.choice("kita_ron") == "chankan"
        self.hands: list[list[Tile]] = [list(tiles) for tiles in rnd.deal]
        self.players = len(rnd.deal)
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

    def take(self, seat: int, tile: Tile) -> None:
        hand = self.hands[seat]
        if tile not in hand:
            raise ReplayError(f"seat {seat} does not hold {tile}")
        hand.remove(tile)

    def settle_riichi(self) -> None:
        """The riichi discard was not ronned: its stick goes down."""
        if self.unpaid_riichi is not None:
            self.sticks += 1
            self.unpaid_riichi = None

    def play(self, event: Draw | Discard | Call | Kita | NewDora) -> None:
        if not isinstance(event, NewDora):
            self.settle_riichi()
        if isinstance(event, Draw):
            self.hands[event.seat].append(event.tile)
            self.draws += 1
            self.draws_by[event.seat] += 1
            self.last_draw = event
        elif isinstance(event, Discard):
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
            self.call(event)
        elif isinstance(event, Kita):
            self.take(event.seat, event.tile)
            self.kita[event.seat] += 1
            # a ron on this North is scored with the ippatsu the kita would end
            self.ippatsu_before_call = list(self.ippatsu)
            if self.kita_is_call:
                self.ippatsu = [False] * len(self.ippatsu)
                self.called = True
        else:
            self.dora.append(event.indicator)
        self.last = event

    def call(self, call: Call) -> None:
        self.ippatsu_before_call = list(self.ippatsu)
        self.ippatsu = [False] * len(self.ippatsu)
        self.called = True
        seat = call.seat
        if call.kind is MeldKind.ADDED_KAN:
            if call.added is None:
                raise ReplayError("an added kan without its added tile")
            self.take(seat, call.added)
            for index, meld in enumerate(self.melds[seat]):
                if meld.kind is MeldKind.PON and meld.tiles[0].kind == call.added.kind:
                    self.melds[seat][index] = Meld(
                        MeldKind.ADDED_KAN, sorted_tiles(call.tiles), meld.called, meld.source,
                        call.added)
                    return
            raise ReplayError(f"seat {seat} adds {call.added} to a pon it does not have")
        own = list(call.tiles)
        if call.called is not None:
            own.remove(call.called)
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
        return Source((self.wind(discarder) - self.wind(taker)) % 4)

    def winning_hand(self, win: Win) -> Hand:
        """The winner's hand: the concealed tiles less the winning tile, the melds."""
        concealed = list(self.hands[win.seat])
        if win.from_seat == win.seat:
            if win.tile not in concealed:
                raise ReplayError(f"the winner does not hold the winning tile {win.tile}")
            concealed.remove(win.tile)
            source = None
        else:
            source = self.source(win.from_seat, win.seat)
        return Hand(sorted_tiles(concealed), tuple(self.melds[win.seat]), win.tile, source)

    def situation(self, win: Win) -> Situation:
        rnd = self.round
        seat = win.seat
        tsumo = win.from_seat == seat
        last = self.last
        robbed_kan = not tsumo and isinstance(last, Call) and last.kind is MeldKind.ADDED_KAN
        robbed_kita = not tsumo and isinstance(last, Kita)
        chankan = robbed_kan or (robbed_kita and self.kita_chankan)
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
        for seat, tiles in enumerate(self.hands):
            hand = Hand(sorted_tiles(tiles), tuple(self.melds[seat]))
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


def _wins_of(rnd: Round, wins: list[Win], table: _Table, rules: Rules) -> list[WinOutcome]:
    """Score the wins on one tile (one, or several on one discard), settled together."""
    out: list[WinOutcome] = []
    entries: list[tuple[Hand, Situation]] = []
    for win in wins:
        try:
            hand = table.winning_hand(win)
            if win.hand is not None and sorted_tiles(win.hand) != sorted_tiles(
                    (*hand.concealed, win.tile)):
                raise ReplayError(
                    "the replayed hand differs from the hand the log shows at the win")
            situation = table.situation(win)
        except ReplayError as fault:  # not `err`: mypyc gives a name one type a function
            out.append(WinOutcome(rnd, win, None, None, None, None, str(fault), "replay"))
            continue
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


def replay_round(rnd: Round, rules: Rules) -> tuple[list[WinOutcome | DrawOutcome], int]:
    """Replay one round: its outcomes (wins or a draw, none for a cut round) and the riichi
    sticks left on the table after it."""
    table = _Table(rnd, rules)
    discards: list[list[Tile]] = [[] for _ in rnd.deal]
    called_from: set[int] = set()
    events = rnd.events
    outcomes: list[WinOutcome | DrawOutcome] = []
    index = 0
    try:
        while index < len(events):
            event = events[index]
            if isinstance(event, Win):
                wins = [event]
                while index + 1 < len(events) and isinstance(events[index + 1], Win):
                    index += 1
                    nxt = events[index]
                    assert isinstance(nxt, Win)
                    wins.append(nxt)
                outcomes.extend(_wins_of(rnd, wins, table, rules))
                return outcomes, 0
            if isinstance(event, RoundEnd):
                table.settle_riichi()
                outcomes.append(_draw(rnd, event, table, discards, called_from, rules))
                return outcomes, table.sticks
            if isinstance(event, Discard):
                discards[event.seat].append(event.tile)
            if isinstance(event, Call) and event.from_seat is not None and (
                    event.kind is not MeldKind.ADDED_KAN):
                called_from.add(event.from_seat)
            table.play(event)
            index += 1
    except ReplayError as err:
        # the round's recorded outcome still gets its record, with the reason it is unscored
        reason = f"event {index + 1}: {err}"
        ends = [e for e in events[index:] if isinstance(e, (Win, RoundEnd))]
        for end in ends:
            if isinstance(end, Win):
                outcomes.append(WinOutcome(rnd, end, None, None, None, None, reason, "replay"))
            else:
                outcomes.append(DrawOutcome(rnd, end, None, (), None, reason))
        if not ends:
            outcomes.append(DrawOutcome(rnd, RoundEnd("exhaustive"), None, (), None, reason))
    table.settle_riichi()
    return outcomes, table.sticks


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


def replay_game(game: Game, rules: Rules) -> Iterator[WinOutcome | DrawOutcome | EndOutcome]:
    """Every win and draw of ``game`` in order, then the end of the game when the log
    records one (the settlement of the final scores the log reaches)."""
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
