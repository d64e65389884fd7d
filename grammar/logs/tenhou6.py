"""tenhou.net/6 JSON, the game format Tenhou's viewer reads and review tools exchange:
``{"title", "name", "rule", "log": [round, ...]}``, one game per object (issues 12, 29).

tenhou.net's own files have the keys ``ver`` (a number or a string), ``ref`` (the game's
id), ``log``, ``ratingc``, ``rule``, ``lobby``, ``dan``, ``rate``, ``sx``, ``sc``,
``name``; Mahjong Soul's converters (tensoul and its kin) write the same, with a ``ref``
like ``220602-d182ba37-...`` and a ``rule.disp`` naming a Mahjong Soul room (``玉の間南喰赤``,
``Gold Room South``).

A round is a list: ``[kyoku, honba, sticks]``, the four scores, the dora indicators
(kan dora included, in the order shown), the ura indicators, then for each seat its 13
tiles, its takes (draws and calls) and its discards, and last the result. Tiles are
numbers: 11-19 man, 21-29 pin, 31-39 sou, 41-47 honors (East ... red), 51/52/53 the red
5m/5p/5s. In the takes, a call is text: ``c`` (chi), ``p`` (pon) or ``m`` (open kan)
just before the called tile, its place telling who discarded it (first: the previous
player; second: the one opposite; last: the next one). In the discards, ``60`` is the
drawn tile discarded at once, ``r`` before a tile declares riichi, a closed kan is text
with ``a`` and an added kan text with ``k`` before the added tile, ``0`` fills the
discard slot of an open kan, and ``f44`` is a North set aside (kita, three players),
after which the player draws again. The result is ``["和了", changes, [who, from, pao,
"30符4飜7700点", "立直(1飜)", ...], ...]`` (one changes/detail pair per winner) or
``["流局", changes]`` and the like for a draw.

Three players: the fourth seat's columns are empty (its tiles ``[]``, its score 0) and
turns go round the three seats. A call's text places its discarder around a table of
four whose fourth place is empty all game: seat 0 calls seat 2's tile as the player
opposite, seat 1 calls seat 2's as the next one (so real three-player files read).

The format does not say which discard a call took: a player who throws the same tile
twice may be called on the second throw, another call coming in between. The reader
searches for the reading under which every later take and discard fits (all of them
used, each win on the tile and from the seat the result names) and refuses a round only
when none does.

``sc`` holds each player's final score and game points. tenhou.net writes the scores in
points (``[43000, 38, ...]``), converters copying the mjlog ``owari`` write hundreds
(``[430, 38, ...]``): the reader takes the unit under which the scores add up to the
table's total (the first round's scores and sticks), less the sticks left on the table
at the end, and refuses an ``sc`` that fits neither.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any, Final

from scoring.game.game_record import (
    Call,
    Discard,
    Draw,
    Event,
    Game,
    Kita,
    NewDora,
    RecordedWin,
    Round,
    RoundEnd,
    Win,
)
from scoring.hand.yaku import YAKU
from scoring.hands import MeldKind
from scoring.names.mahjongsoul import MAHJONGSOUL_ROOMS, MAHJONGSOUL_YAKU
from scoring.rules import RuleValue
from scoring.tiles import PLAIN_TILES, RED_TILES, Tile

from . import fields
from .errors import LogFormatError
from .shared_plays import SharedPlay, shared_discard, shared_draw
from .tenhou_rules import final_rounding_stated

#: the draw names of the result to :attr:`RoundEnd.kind` (Japanese as Tenhou writes them;
#: English and romaji as Mahjong Soul's converters may).
DRAW_NAMES: Final = {"流局": "exhaustive", "全員聴牌": "exhaustive", "全員不聴": "exhaustive",
                     "流し満貫": "nagashi", "九種九牌": "nine_terminals",
                     "四家立直": "four_riichi", "三家和了": "triple_ron",
                     "四槓散了": "four_kans", "四風連打": "four_winds",
                     "四開槓": "four_kans", "三家和": "triple_ron",
                     "Ryuukyoku": "exhaustive", "Exhaustive Draw": "exhaustive",
                     "Nagashi Mangan": "nagashi", "Mangan at Draw": "nagashi",
                     "Kyuushu Kyuuhai": "nine_terminals",
                     "Nine Terminal Abortion": "nine_terminals",
                     "Suucha Riichi": "four_riichi", "Four Riichi Abortion": "four_riichi",
                     "Suukaikan": "four_kans", "Four Kan Abortion": "four_kans",
                     "Sanchahou": "triple_ron", "Three Ron Abortion": "triple_ron",
                     "Suufon Renda": "four_winds", "Four Wind Abortion": "four_winds"}

#: the names of a win in the result.
WIN_NAMES: Final = frozenset({"和了", "Agari"})

#: the number written for "the tile just drawn" in a discard list.
TSUMOGIRI: Final = 60

#: the North tile, the only one set aside as a kita.
NORTH: Final = 44

#: a Mahjong Soul game's id (``ref``): the date, then a UUID.
_MAHJONGSOUL_REF: Final = re.compile(r"^\d{6}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-"
                                     r"[0-9a-f]{4}-[0-9a-f]{12}")

#: the most readings of one round tried before giving up (each call is a choice; real
#: rounds settle at the first or second).
_MAX_STEPS: Final = 20000

_POINTS = re.compile(r"(?:(\d+)(?:符|Fu))?(?:(\d+)(?:飜|Han))?[^\d]*?(\d+)(?:-(\d+))?点(∀)?")
_YAKU = re.compile(r"^(.*?)\s*\((\d+)\s*(?:飜|翻|番|[Hh]an)\)$"
                   r"|^(.*?)\s*\((ダブル|トリプル)?(?:役満|役满|[Yy]akuman)\)$")

#: mjcalc's yaku id -> the Japanese name the comparison reads (scoring/hand/yaku.py's).
_JA_OF: Final = {y.id: y.ja for y in YAKU}
_ID_OF_JA: Final = {y.ja: y.id for y in YAKU}


def _coded_tile(code: int) -> Tile | None:
    """The tile numbered ``code`` (11-19, 21-29, 31-39, 41-47, 51-53), None for others."""
    if code in (51, 52, 53):
        return RED_TILES[(code - 51) * 9 + 4]
    suit, number = divmod(code, 10)
    if (1 <= suit <= 3 and 1 <= number <= 9) or (suit == 4 and 1 <= number <= 7):
        return PLAIN_TILES[(suit - 1) * 9 + number - 1]
    return None


#: the tile of each code (the index), None where the code is no tile's: looked up, not
#: worked out, for every tile of a file
_TILES_BY_CODE: Final[tuple[Tile | None, ...]] = tuple(_coded_tile(c) for c in range(54))


def tile_of(code: object) -> Tile:
    """The tile tenhou.net/6 numbers ``code``."""
    # checked here, not by the parameter's type: compiled, a float would be refused at the
    # call as a TypeError and a bool taken as 0 or 1, where plain Python names the code as
    # written (both builds say the same)
    if isinstance(code, bool) or not isinstance(code, int):
        raise ValueError(f"not a tile code: {code}")
    tile = _TILES_BY_CODE[code] if 0 <= code < len(_TILES_BY_CODE) else None
    if tile is None:
        raise ValueError(f"not a tile code: {code}")
    return tile


_Plays = tuple[tuple[SharedPlay | None, ...], ...]


def _shared_plays(draw: bool, tsumogiri: bool = False) -> _Plays:
    """For each seat and tile code, the draw (``draw``) or the discard made once (see
    shared_plays): ``plain``, and ``after`` a kan or kita (a replacement draw) or
    declaring riichi (a riichi discard); None where the code is no tile's."""
    def play(seat: int, tile: Tile) -> SharedPlay:
        return shared_draw(seat, tile) if draw else shared_discard(seat, tile, tsumogiri)

    return tuple(tuple(play(seat, tile) if tile is not None else None
                       for tile in _TILES_BY_CODE) for seat in range(4))


#: see _shared_plays: draws, discards from the hand, discards of the tile just drawn
_DRAWS: Final = _shared_plays(draw=True)
_DISCARDS: Final = _shared_plays(draw=False)
_TSUMOGIRI_DISCARDS: Final = _shared_plays(draw=False, tsumogiri=True)


def _as_int(value: Any) -> int:
    """``int(value)``, without the call for an int (most values: compiled, ``int()`` goes
    through the type's call each time)."""
    return value if type(value) is int else int(value)


def _shared(plays: _Plays, seat: int, code: int) -> SharedPlay:
    """``seat``'s play of tile ``code`` in the table ``plays``."""
    row = plays[seat]
    play = row[code] if 0 <= code < len(row) else None
    if play is None:
        raise ValueError(f"not a tile code: {code}")
    return play


#: a call's text: the codes before the marked tile, the letter, the marked tile's, the rest
_MELD: Final = re.compile(r"((?:\d\d)*)([cpmak])(\d\d)((?:\d\d)*)")
#: a kan from the hand, in the discards: a closed kan ("a") or an added one ("k")
_KAN_LETTER: Final = re.compile(r"[ak]")


#: calls' texts read (see _meld_codes), emptied when it holds this many
_MELDS_READ_BOUND: Final = 4096
_MELDS_READ: dict[str, tuple[tuple[int, ...], int, str]] = {}


def _meld_codes(text: str) -> tuple[tuple[int, ...], int, str]:
    """A call's text → (its tile codes in order, the index of the marked tile, the letter).

    Remembered by text (a few thousand spellings cover a corpus): a call's text was read
    twice a round, and again in every round it recurs."""
    known = _MELDS_READ.get(text)
    if known is not None:
        return known
    match = _MELD.fullmatch(text)
    if match is None:
        raise ValueError(f"not a call: {text!r}")
    before, letter, marked, after = match.groups()
    codes = [int(before[i:i + 2]) for i in range(0, len(before), 2)]
    index = len(codes)
    codes.append(int(marked))
    codes += [int(after[i:i + 2]) for i in range(0, len(after), 2)]
    if len(_MELDS_READ) >= _MELDS_READ_BOUND:
        _MELDS_READ.clear()
    read = _MELDS_READ[text] = (tuple(codes), index, letter)
    return read


#: for pon and open kan: the place of the called tile → who discarded it, counted in
#: winds from the caller (3: the previous player, 2: opposite, 1: the next).
_PON_FROM: Final = {0: 3, 1: 2, 2: 1}
_KAN_FROM: Final = {0: 3, 1: 2, 3: 1}


def yaku_name(name: str) -> str:
    """The name the comparison reads for a yaku a file writes as ``name``: Mahjong Soul's
    names (Japanese, English, Chinese) become mjcalc's Japanese ones; others stay."""
    id_ = MAHJONGSOUL_YAKU.get(name)
    return _JA_OF.get(id_, name) if id_ is not None else name


def _recorded(deltas: Any, detail: Any, pao: int | None,
              players: int, dealer: bool) -> RecordedWin:
    # deltas and detail as the log has them, lists if it is well made: typed Any, so that
    # the compiled build reads on as plain Python does and fails the same way when not
    yaku: list[tuple[str, int]] = []
    yakuman = 0
    for text in detail[4:]:
        match = _YAKU.match(str(text))
        if match is None:
            raise ValueError(f"not a yaku: {text!r}")
        if match.group(1) is not None:
            yaku.append((yaku_name(match.group(1)), int(match.group(2))))
        else:
            count = {"トリプル": 3, "ダブル": 2}.get(match.group(4) or "", 1)
            yakuman += count
            yaku.append((yaku_name(match.group(3)), 13 * count))
    # converters may leave out the points text (and the yaku): nothing recorded, then
    points_match = _POINTS.search(str(detail[3])) if len(detail) > 3 else None
    fu = han = points = None
    if points_match is not None:
        fu_text, _han, first, second, all_pay = points_match.groups()
        fu = int(fu_text) if fu_text else None
        if second is not None:  # a tsumo: the others' share, then the dealer's
            points = (players - 2) * int(first) + int(second)
        elif all_pay:  # a dealer's tsumo, the same from each
            points = (players - 1) * int(first)
        else:
            points = int(first)
    if yakuman and points_match is not None:
        yaku, yakuman = _yakuman_by_points(yaku, yakuman, points_match.groups(), dealer)
    if not yakuman:
        han = sum(h for _, h in yaku)
    return RecordedWin(fu=fu if not yakuman else None, han=han, yakuman=yakuman,
                       points=points, yaku=tuple(yaku), pao_seat=pao,
                       deltas=tuple(int(d) for d in deltas[:players]))


#: yakuman Mahjong Soul counts double (its fan table's "(役満)" does not say so).
_DOUBLE_YAKUMAN: Final = ("kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii")


def _yakuman_by_points(yaku: list[tuple[str, int]], listed: int,
                       groups: tuple[str | None, ...], dealer: bool
                       ) -> tuple[list[tuple[str, int]], int]:
    """The yakuman a win is paid for, where its points say more than its names: Mahjong
    Soul's converters write ``国士無双十三面待ち(役満)`` for the double yakuman it pays
    64000. The points text's largest share counts them (a yakuman: 32000 for a ron, 48000
    the dealer's; 16000 from the dealer or, the dealer winning, from each)."""
    _fu, _han, first, second, all_pay = groups
    if first is None:
        return yaku, listed
    if second is not None:
        paid, unit = int(second), 16000
    elif all_pay:
        paid, unit = int(first), 16000
    else:
        paid, unit = int(first), 48000 if dealer else 32000
    count, rest = divmod(paid, unit)
    if rest or count <= listed:
        return yaku, listed
    surplus = count - listed
    out = []
    for name, han in yaku:
        if surplus and han == 13 and yaku_id_of(name) in _DOUBLE_YAKUMAN:
            han, surplus = 26, surplus - 1
        out.append((name, han))
    if surplus:  # no name the surplus can be put on: leave the names as written
        return yaku, listed
    return out, count


def yaku_id_of(name: str) -> str | None:
    """mjcalc's id of a yaku written (after :func:`yaku_name`) as mjcalc's Japanese."""
    return _ID_OF_JA.get(name)


#: no seat (see _RoundReader.takers): the answer after most discards
_NO_SEATS: Final[tuple[int, ...]] = ()


class _NoFit(ValueError):
    """This reading of the round's lists does not fit a later take, discard or result."""


class _Reading:
    """One reading of a round in progress: how far each seat's takes and discards are
    read, and the events so far. Copied where a call could be read two ways."""

    __slots__ = ("discarder", "drawn", "events", "open_kan", "pons", "rinshan", "seat",
                 "shown", "taken", "thrown")

    def __init__(self, players: int, dealer: int) -> None:
        self.taken = [0] * players
        self.thrown = [0] * players
        self.events: list[Event] = []
        self.pons: list[dict[int, Call]] = [{} for _ in range(players)]
        self.shown = 1
        self.seat = dealer
        self.drawn: int | None = None  # the code of the tile just drawn
        self.rinshan = False
        self.discarder = -1
        self.open_kan = False

    def copy(self) -> _Reading:
        # made through __init__, then overwritten: compiled by mypyc, _Reading.__new__
        # runs __init__ (without its arguments), so it cannot make a bare instance
        other = _Reading(len(self.taken), self.seat)
        other.taken, other.thrown = list(self.taken), list(self.thrown)
        other.events = list(self.events)
        other.pons = [dict(p) for p in self.pons]
        other.shown, other.seat, other.drawn = self.shown, self.seat, self.drawn
        other.rinshan, other.discarder = self.rinshan, self.discarder
        other.open_kan = self.open_kan
        return other


class _RoundReader:
    """Puts one round's per-seat takes and discards back into play order."""

    def __init__(self, data: list[Any], dealer: int, players: int) -> None:
        self.data = data
        self.dealer = dealer
        self.players = players
        self.takes = [list(data[5 + 3 * s]) for s in range(players)]
        self.discards = [list(data[6 + 3 * s]) for s in range(players)]
        self.dora = [tile_of(c) for c in data[2]]
        self.result = data[-1] if data and isinstance(data[-1], list) else []
        self.steps = 0
        # each call's source and tile, by seat and text: a call waiting in a seat's takes
        # is looked at after every discard until it is made
        self.sources: dict[tuple[int, str], tuple[int | None, Tile]] = {}
        # why the first reading tried did not fit: the words, never the exception (its
        # traceback holds the frames of the search, and they this reader: a cycle that
        # only the collector frees)
        self.first: str | None = None

    # -- seats and calls ---------------------------------------------------------------

    def from_seat(self, seat: int, places_on: int) -> int | None:
        """The seat ``places_on`` places after ``seat`` at the table (None: the empty
        fourth place of a three-player table, which stays where it is all game)."""
        other = (seat + places_on) % 4
        return other if other < self.players else None

    def call_source(self, seat: int, text: str) -> tuple[int | None, Tile]:
        """Who a call from a discard in ``seat``'s takes took from, and the tile taken."""
        known = self.sources.get((seat, text))
        if known is None:
            known = self.sources[seat, text] = self.read_call_source(seat, text)
        return known

    def read_call_source(self, seat: int, text: str) -> tuple[int | None, Tile]:
        """:meth:`call_source`, read from the text."""
        codes, index, letter = _meld_codes(text)
        if letter == "c":
            return self.from_seat(seat, 3), tile_of(codes[index])
        table = _PON_FROM if letter == "p" else _KAN_FROM
        if letter not in "pm" or index not in table:
            raise ValueError(f"not a call from a discard: {text!r}")
        return self.from_seat(seat, table[index]), tile_of(codes[index])

    def takers(self, st: _Reading, discarder: int, tile: Tile) -> tuple[int, ...]:
        """The seats whose next take is a call of this discard: pon and kan first, in
        turn order, then the chi of the next player."""
        # the seats, in turn order, whose next take is a call (a text; a draw is a
        # number): after most discards, none
        calls: list[tuple[int, str]] | None = None
        for step in range(1, self.players):
            seat = (discarder + step) % self.players
            taken, takes = st.taken[seat], self.takes[seat]
            if taken < len(takes) and isinstance(takes[taken], str):
                calls = calls or []
                calls.append((seat, takes[taken]))
        if calls is None:
            return _NO_SEATS
        found: list[int] = []
        for letters in ("pm", "c"):
            for seat, nxt in calls:
                if not any(letter in nxt for letter in letters):
                    continue
                source, called = self.call_source(seat, nxt)
                if source == discarder and called.kind == tile.kind:
                    found.append(seat)
        return tuple(found)

    def call_from_take(self, st: _Reading, seat: int, text: str) -> Call:
        codes, index, letter = _meld_codes(text)
        tiles = tuple(tile_of(c) for c in codes)
        source, called = self.call_source(seat, text)
        if source != st.discarder:
            raise _NoFit(f"{text!r} calls from seat {source}, not the discarder "
                         f"{st.discarder}")
        last = st.events[-1] if st.events else None
        if not isinstance(last, Discard) or last.tile.kind != called.kind:
            raise _NoFit(f"{text!r} calls a tile that was not just discarded")
        kind = {"c": MeldKind.CHI, "p": MeldKind.PON, "m": MeldKind.OPEN_KAN}[letter]
        call = Call(seat, kind, tiles, tiles[index], source)
        if kind is MeldKind.PON:
            st.pons[seat][tiles[0].kind] = call
        return call

    def new_dora(self, st: _Reading) -> None:
        if st.shown < len(self.dora):
            st.events.append(NewDora(self.dora[st.shown]))
            st.shown += 1

    # -- the search ----------------------------------------------------------------------

    def play(self) -> list[Event]:
        """The round's events in play order, under the first reading that fits."""
        return self.run(_Reading(self.players, self.dealer)).events

    def run(self, st: _Reading) -> _Reading:
        """Read on from ``st`` to the round's end; the reading that fits, or :class:`_NoFit`
        (the first reading's reason) when none does."""
        while True:
            self.steps += 1
            if self.steps > _MAX_STEPS:  # give the first reading's reason
                raise _NoFit(self.first or "too many ways to read the calls of this round")
            seat = st.seat
            # the take: a draw, or the call of the last discard
            if st.taken[seat] >= len(self.takes[seat]):
                return self.finish(st)
            take = self.takes[seat][st.taken[seat]]
            st.taken[seat] += 1
            if isinstance(take, str):
                call = self.call_from_take(st, seat, take)
                st.events.append(call)
                st.drawn = None
                st.open_kan = call.kind is MeldKind.OPEN_KAN
            else:
                st.drawn = _as_int(take)
                draw = _shared(_DRAWS, seat, st.drawn)
                st.events.append(draw.after if st.rinshan else draw.plain)
                st.rinshan = False
            # the discard (or a kan or a kita, then a replacement draw)
            if st.thrown[seat] >= len(self.discards[seat]):
                return self.finish(st)
            action = self.discards[seat][st.thrown[seat]]
            st.thrown[seat] += 1
            if st.open_kan:
                st.open_kan = False
                if action != 0:
                    raise _NoFit("an open kan's discard slot is not 0")
                self.new_dora(st)
                st.rinshan = True
                continue
            if isinstance(action, str) and _KAN_LETTER.search(action):
                self.kan_from_hand(st, seat, action)
                st.rinshan = True
                continue
            if isinstance(action, str) and action.startswith("f"):
                self.kita(st, seat, action)
                st.rinshan = True
                continue
            tile = self.discard(st, seat, action)
            st.discarder = seat
            # the next player's turn takes its call too, if its next take is one
            after = (seat + 1) % self.players
            takers = self.takers(st, seat, tile)
            if after in takers:
                takers = tuple(s for s in takers if s != after)
            if not takers:
                st.seat = after
                continue
            # a call now, or (the same tile thrown again later) none now: try each
            first: str | None = None
            for nxt in (*takers, after):
                branch = st.copy()
                branch.seat = nxt
                try:
                    return self.run(branch)
                except _NoFit as err:
                    first = first or str(err)
                    self.first = self.first or str(err)
            assert first is not None
            raise _NoFit(first)

    def discard(self, st: _Reading, seat: int, action: Any) -> Tile:
        riichi = False
        if isinstance(action, str):
            if not action.startswith("r"):
                raise ValueError(f"not a discard: {action!r}")
            riichi = True
            action = int(action[1:])
        if action == TSUMOGIRI:
            if st.drawn is None:
                raise _NoFit("a tsumogiri (60) with no tile drawn")
            discard = _shared(_TSUMOGIRI_DISCARDS, seat, st.drawn)
        else:
            discard = _shared(_DISCARDS, seat, _as_int(action))
        event = discard.after if riichi else discard.plain
        st.events.append(event)
        assert isinstance(event, Discard)
        return event.tile

    def kita(self, st: _Reading, seat: int, action: str) -> None:
        code = action[1:]
        if not code.isdigit():
            raise ValueError(f"not a kita: {action!r}")
        if int(code) == TSUMOGIRI:
            if st.drawn is None:
                raise _NoFit("a kita of the tile drawn (f60) with no tile drawn")
            tile = tile_of(st.drawn)
        else:
            tile = tile_of(int(code))
        if self.players != 3 or tile != tile_of(NORTH):
            raise ValueError(f"a kita is a North set aside in a three-player game: "
                             f"{action!r}")
        st.events.append(Kita(seat, tile))

    def kan_from_hand(self, st: _Reading, seat: int, text: str) -> None:
        codes, index, letter = _meld_codes(text)
        tiles = tuple(tile_of(c) for c in codes)
        if letter == "a":
            st.events.append(Call(seat, MeldKind.CLOSED_KAN, tiles, None, None))
            self.new_dora(st)
            return
        added = tiles[index]
        pon = st.pons[seat].get(added.kind)
        if pon is None:
            raise _NoFit(f"{text!r} adds to a pon seat {seat} has not called")
        st.events.append(Call(seat, MeldKind.ADDED_KAN, (*pon.tiles, added), pon.called,
                              pon.from_seat, added))
        self.new_dora(st)

    def finish(self, st: _Reading) -> _Reading:
        """``st`` if it has used every take and discard and ends as the result says."""
        for seat in range(self.players):
            if st.taken[seat] < len(self.takes[seat]):
                raise _NoFit(f"seat {seat}'s takes go on after the round's end")
            if st.thrown[seat] < len(self.discards[seat]):
                raise _NoFit(f"seat {seat}'s discards go on after the round's end")
        if self.result and self.result[0] in WIN_NAMES:
            last = next((e for e in reversed(st.events) if not isinstance(e, NewDora)),
                        None)
            for detail in self.result[2::2]:
                who, from_who = int(detail[0]), int(detail[1])
                if who == from_who:
                    fits = isinstance(last, Draw) and last.seat == who
                else:
                    fits = isinstance(last, (Discard, Call, Kita)) and last.seat == from_who
                if not fits:
                    raise _NoFit(f"the win of seat {who} from seat {from_who} does not "
                                 "follow the last play")
        return st


def _round(data: list[Any], players: int) -> Round:
    head = [int(v) for v in data[0][:3]]
    if len(head) != 3:  # said in the reader's words, not unpacking's (which builds differ on)
        raise ValueError("a round opens with [kyoku, honba, riichi sticks]")
    kyoku, honba, sticks = head
    dealer = kyoku % 4
    if dealer >= players:
        raise ValueError(f"round {kyoku}: no such dealer with {players} players")
    reader = _RoundReader(data, dealer, players)
    result = reader.result
    events = reader.play()
    name = result[0] if result else ""
    if name in WIN_NAMES:
        ura = tuple(tile_of(c) for c in data[3])
        last_tile = _last_tile(events)
        for i in range(1, len(result) - 1, 2):
            deltas, detail = result[i], result[i + 1]
            who, from_who, pao = int(detail[0]), int(detail[1]), int(detail[2])
            events.append(Win(who, from_who, last_tile, ura, None,
                              _recorded(deltas, detail, pao if pao != who else None,
                                        players, who == dealer)))
    elif name in DRAW_NAMES:
        deltas = tuple(int(d) for d in result[1][:players]) if len(result) > 1 else None
        events.append(RoundEnd(DRAW_NAMES[name], None, deltas or (0,) * players))
    else:
        raise ValueError(f"unknown round result {name!r}")
    return Round(wind=kyoku // 4, number=kyoku % 4 + 1, honba=honba, deposits=sticks,
                 dealer=dealer, scores=tuple(int(v) for v in data[1][:players]),
                 dora_indicators=(tile_of(data[2][0]),),
                 deal=tuple(tuple(tile_of(c) for c in data[4 + 3 * s])
                            for s in range(players)),
                 events=tuple(events))


def _last_tile(events: list[Event]) -> Tile:
    """The tile won on: the last draw, discard, added tile or North set aside."""
    for event in reversed(events):
        if isinstance(event, (Draw, Discard, Kita)):
            return event.tile
        if isinstance(event, Call) and event.added is not None:
            return event.added
    raise ValueError("a win before any tile was drawn")


def _players(obj: dict[str, Any]) -> int:
    """3 when the fourth seat is empty in every round (its tiles ``[]``) or left out (a
    round of 14 items: three seats' columns), else 4."""
    rounds = [r for r in obj["log"] if isinstance(r, list) and len(r) >= 14]
    if rounds and all(len(r) == 14 or (isinstance(r[13], list) and not r[13])
                      for r in rounds):
        return 3
    return 4


def _texts(obj: dict[str, Any]) -> list[str]:
    """What names the game's room: ``rule.disp`` and the title's first line."""
    rule: dict[str, Any] = obj["rule"] if isinstance(obj.get("rule"), dict) else {}
    title = obj.get("title")
    texts = [str(rule.get("disp", ""))]
    if isinstance(title, list) and title:
        texts.append(str(title[0]))
    elif isinstance(title, str):
        texts.append(title)
    return texts


def is_mahjongsoul(obj: dict[str, Any]) -> bool:
    """Whether a tenhou.net/6 game was played on Mahjong Soul: its ``ref`` is a Mahjong
    Soul game id, or its room (``rule.disp``, ``title``) is one of Mahjong Soul's."""
    if _MAHJONGSOUL_REF.match(str(obj.get("ref", ""))):
        return True
    texts = tuple(_texts(obj))
    known = _ROOMS_NAMED.get(texts)
    if known is None:
        if len(_ROOMS_NAMED) >= _ROOMS_NAMED_BOUND:
            _ROOMS_NAMED.clear()
        known = _ROOMS_NAMED[texts] = any(room in text for text in texts
                                          for room in MAHJONGSOUL_ROOMS)
    return known


#: whether texts naming a room (see _texts) name one of Mahjong Soul's, remembered: a
#: corpus has few rooms, and a file of one object a round asks for each round; emptied
#: when it holds this many
_ROOMS_NAMED_BOUND: Final = 256
_ROOMS_NAMED: dict[tuple[str, ...], bool] = {}


def _overrides(rule: dict[str, Any], mahjongsoul: bool) -> dict[str, RuleValue]:
    out: dict[str, RuleValue] = {}
    if "aka" in rule or any(k.startswith("aka5") for k in rule):
        for suit, key in (("m", "aka51"), ("p", "aka52"), ("s", "aka53")):
            named = key if key in rule else "aka"
            out[f"red_fives_{suit}"] = fields.integer(rule.get(named, 0), f"rule.{named}",
                                                      0, 4)
    disp = str(rule.get("disp", ""))
    # Tenhou's room names say 喰 for open tanyao; Mahjong Soul's ranked rooms always
    # allow it, and its converters leave 喰 out of some names (三銀の間赤)
    if disp and not mahjongsoul and "喰" not in disp:
        out["open_tanyao"] = False
    return out


def _final(obj: dict[str, Any], players: int) -> tuple[tuple[int, ...], tuple[float, ...]] | None:
    """The game's end from ``sc``: each player's final score in points, and game points.

    The scores are in points or in hundreds, whichever adds up to the table's total (the
    first round's scores and sticks) less the sticks that can be left at the end.
    """
    owari = obj.get("sc")
    if not isinstance(owari, list) or len(owari) < 2 * players:
        return None
    raw = [float(v) for v in owari[0::2][:players]]
    points = tuple(float(v) for v in owari[1::2][:players])
    rounds = [r for r in obj["log"] if isinstance(r, list) and len(r) > 1]
    if not rounds:
        return None
    first, last = rounds[0], rounds[-1]
    total = sum(int(v) for v in first[1][:players]) + 1000 * int(first[0][2])
    most_left = 1000 * (int(last[0][2]) + players)  # the sticks, and a riichi each
    fits = []
    for unit in (1, 100):
        scores = tuple(round(v * unit) for v in raw)
        left = total - sum(scores)
        if 0 <= left <= most_left and left % 1000 == 0:
            fits.append(scores)
    if len(fits) != 1:
        raise ValueError(f"the game's end (sc) {owari[:2 * players]}: its scores add up "
                         f"to the table's {total} neither in points nor in hundreds")
    return fits[0], points


_NOT_A_ROUND = ("the round is not a list laid out as tenhou.net/6 writes one (kyoku, scores, "
                "dora, ura, then tiles, takes and discards for each seat, then the result)")


def _game(obj: Any, source: str, index: int) -> Game:
    if not isinstance(obj, dict) or not isinstance(obj.get("log"), list):
        raise ValueError("a tenhou.net/6 game is an object with a \"log\" list")
    names = fields.texts(obj.get("name", []), '"name"')
    rule: dict[str, Any] = obj["rule"] if isinstance(obj.get("rule"), dict) else {}
    players = _players(obj)
    mahjongsoul = is_mahjongsoul(obj)
    preset = {(False, 4): "tenhou", (False, 3): "tenhou-sanma",
              (True, 4): "mahjongsoul", (True, 3): "mahjongsoul-sanma"}[mahjongsoul, players]
    overrides = _overrides(rule, mahjongsoul)
    rounds: list[Round] = []
    for number, data in enumerate(obj["log"], 1):
        if not isinstance(data, list):  # before the call: compiled, its type is checked there
            raise _Cut(rounds, players, preset, overrides, f"round {number}", _NOT_A_ROUND)
        try:
            rounds.append(_round(data, players))
        except ValueError as err:
            raise _Cut(rounds, players, preset, overrides, f"round {number}",
                       str(err)) from None
        except (TypeError, IndexError, KeyError, AttributeError):
            raise _Cut(rounds, players, preset, overrides, f"round {number}",
                       _NOT_A_ROUND) from None
    try:
        final = _final(obj, players)
    except ValueError as err:
        raise _Cut(rounds, players, preset, overrides, "the game's end", str(err)) from None
    except (TypeError, IndexError, KeyError):
        raise _Cut(rounds, players, preset, overrides, "the game's end",
                   "sc is not each player's final score then game points") from None
    final_scores, final_points = final if final is not None else (None, None)
    return Game(source=source, index=index, format="tenhou6", players=players,
                names=names[:players], rules=preset,
                rule_overrides={**overrides, **final_rounding_stated(final_points)},
                rounds=tuple(rounds),
                final_scores=final_scores, final_points=final_points,
                complete=final_points is not None,
                stopped_at=None if final_points is not None else
                "the end of the log, before the game's end")


class _Cut(Exception):
    """A game cut where it cannot be read: the rounds before, and why."""

    def __init__(self, rounds: list[Round], players: int, preset: str,
                 overrides: dict[str, RuleValue], where: str, message: str) -> None:
        super().__init__(message)
        self.rounds = rounds
        self.players = players
        self.preset = preset
        self.overrides = overrides
        self.where = where
        self.message = message


def read_tenhou6(text: str, source: str, document: Any = None) -> Iterator[Game]:
    """The games of a tenhou.net/6 JSON file: one object, a list of them, or one object
    per line. A round that cannot be read ends its game there: the rounds before it are
    yielded as an incomplete game, then :class:`LogFormatError` names the round.
    ``document``: the text's JSON value when already parsed (by
    :func:`.detect.detect_document`)."""
    try:
        data = document if document is not None else json.loads(text)
        objects = data if isinstance(data, list) else [data]
    except json.JSONDecodeError as err:
        lines = [line for line in text.splitlines() if line.strip()]
        if len(lines) < 2:
            raise LogFormatError(source, f"line {err.lineno}", f"not JSON: {err.msg}"
                                 ) from None
        objects = []
        for number, line in enumerate(lines, 1):
            try:
                objects.append(fields.json_value(line))
            except json.JSONDecodeError as line_err:
                raise LogFormatError(source, f"line {number}",
                                     f"not JSON: {line_err.msg}") from None
    for index, obj in enumerate(objects, 1):
        try:
            yield _game(obj, source, index)
        except _Cut as cut:
            yield Game(source=source, index=index, format="tenhou6", players=cut.players,
                       names=tuple(str(n) for n in obj.get("name", ()))[:cut.players],
                       rules=cut.preset, rule_overrides=cut.overrides,
                       rounds=tuple(cut.rounds), final_scores=None, final_points=None,
                       complete=False, stopped_at=cut.where)
            raise LogFormatError(source, f"game {index}, {cut.where}", cut.message) from None
        except ValueError as err:
            raise LogFormatError(source, f"game {index}", str(err)) from None
        except (TypeError, KeyError, IndexError, AttributeError):
            raise LogFormatError(source, f"game {index}", "not laid out as a tenhou.net/6 "
                                 "game (its rule, names or log)") from None
