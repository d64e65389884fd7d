"""Tenhou's mjlog XML (``<mjloggm>``), as downloaded from tenhou.net and as found in public
repositories: one game per file (issue 12).

The format, as Tenhou writes it (element by element, in play order):

* ``GO type``: the game-type bits — 0x02 no red fives, 0x04 no open tanyao, 0x10
  three players (the rest: lobby, speed, length, table rank);
* ``UN n0..n3``: the players' names, URL-quoted;
* ``INIT seed="round,honba,sticks,die,die,dora" ten oya hai0..hai3``: a round starts;
  scores in hundreds; tiles are numbered 0-135, kind = number // 4, and with red fives
  the tiles 16, 52 and 88 are the red 5m, 5p and 5s; a number names one physical tile,
  so the reader passes the numbers on with the tiles (the replay refuses one seen twice);
* ``T U V W`` + tile: seat 0-3 draws; ``D E F G`` + tile: seat 0-3 discards;
* ``N who m``: a call, the meld packed into the bits of ``m`` (see :func:`decode_meld`);
* ``REACH who step=1``: the next discard declares riichi; ``step=2``: the stick is down;
* ``DORA hai``: a kan dora indicator;
* ``AGARI``: a win (``ba`` honba,sticks; ``hai`` the concealed tiles; ``machi`` the
  winning tile; ``ten`` fu,points,limit; ``yaku``/``yakuman`` Tenhou's yaku ids;
  ``doraHaiUra``; ``who`` ``fromWho`` ``paoWho``; ``sc`` score,change pairs in
  hundreds; ``owari`` on the game's last event);
* ``RYUUKYOKU``: a draw (``type`` for an abortive one; ``hai0..3`` the hands shown
  tenpai; ``sc``; maybe ``owari``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any, Final
from urllib.parse import unquote
from xml.parsers import expat

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
from scoring.hands import MeldKind
from scoring.rules import RuleValue
from scoring.tiles import PLAIN_TILES, RED_TILES, Tile

from . import fields
from .errors import LogFormatError
from .plain_xml import Nesting, NotPlain, tag_pieces
from .shared_plays import SharedPlay, shared_discard, shared_draw
from .tenhou_rules import final_rounding_stated

#: game-type bits of ``GO type`` (tenhou.net/img/tenhou-log description, mjlog docs).
NO_RED: Final = 0x02
NO_OPEN_TANYAO: Final = 0x04
SANMA: Final = 0x10

#: the red fives' tile numbers when the game has red fives.
RED_IDS: Final = frozenset((16, 52, 88))

#: ``RYUUKYOKU type`` to :attr:`RoundEnd.kind`.
DRAW_KINDS: Final = {"yao9": "nine_terminals", "kaze4": "four_winds", "reach4": "four_riichi",
                     "kan4": "four_kans", "ron3": "triple_ron", "nm": "nagashi"}

_DRAW_TAGS: Final = "TUVW"
_DISCARD_TAGS: Final = "DEFG"


#: the tile of each number 0-135 (index = number), shared, with and without red fives.
_TILES_RED: Final[tuple[Tile, ...]] = tuple(
    RED_TILES[n // 4] if n in RED_IDS else PLAIN_TILES[n // 4] for n in range(136))
_TILES_NO_RED: Final[tuple[Tile, ...]] = tuple(PLAIN_TILES[n // 4] for n in range(136))


#: a draw or discard tag read: (True for a draw, seat, tile number, its events with red
#: fives, without)
_PlayEntry = tuple[bool, int, int, SharedPlay, SharedPlay]


def _play_events(draw: bool, seat: int, number: int) -> tuple[SharedPlay, SharedPlay]:
    """The events a draw or a discard element reads as, with red fives and without."""
    red, plain = _TILES_RED[number], _TILES_NO_RED[number]
    if draw:
        return shared_draw(seat, red, number), shared_draw(seat, plain, number)
    return (shared_discard(seat, red, tile_id=number),
            shared_discard(seat, plain, tile_id=number))


def _plays() -> dict[str, _PlayEntry]:
    """Each draw and discard tag as Tenhou writes it ("T12", "D0", "e135": a lower-case
    discard letter is a discard too) → (True for a draw, seat, tile number, the events it
    reads as with red fives and without): one look-up for the element that makes up
    most of a file. Any other spelling the tag's letter and digits allow ("T012") is
    read the long way, by :meth:`_Reader.element_read`."""
    table: dict[str, _PlayEntry] = {}
    for n in range(136):
        for seat, letter in enumerate(_DRAW_TAGS):
            table[f"{letter}{n}"] = (True, seat, n, *_play_events(True, seat, n))
        for seat, letter in enumerate(_DISCARD_TAGS):
            entry = (False, seat, n, *_play_events(False, seat, n))
            table[f"{letter}{n}"] = table[f"{letter.lower()}{n}"] = entry
    return table


#: see _plays
_PLAYS: Final = _plays()
#: the same, keyed by the tag's piece of a plain document (``T12/>``: see plain_xml)
_PLAY_PIECES: Final = {f"{tag}/>": entry for tag, entry in _PLAYS.items()}


def tile_of(number: int, red_fives: bool) -> Tile:
    """The tile Tenhou numbers ``number`` (0-135)."""
    if not 0 <= number < 136:
        raise ValueError(f"tile number out of range: {number}")
    return _TILES_RED[number] if red_fives else _TILES_NO_RED[number]


def tiles_of(numbers: list[int], red_fives: bool) -> tuple[Tile, ...]:
    """The tiles numbered ``numbers`` (:func:`tile_of` each), looked up in one table: a
    round's deal is 52 of them."""
    table = _TILES_RED if red_fives else _TILES_NO_RED
    return tuple(table[n] if 0 <= n < 136 else tile_of(n, red_fives) for n in numbers)


#: the INIT attributes of the seats' deals
_DEAL_KEYS: Final = ("hai0", "hai1", "hai2", "hai3")


def _ints(text: str | None) -> list[int]:
    return [int(part) for part in text.split(",")] if text else []


def decode_meld(who: int, m: int, red_fives: bool) -> Call | Kita:
    """The call packed in ``N m``: the kind from the low bits, the tiles from the rest.

    Bit 2: chi (bits 10+: 3 × base run + which tile was called; bits 3-8 the copy of
    each tile); bit 3: pon, bit 4: added kan (bits 9+: 3 × kind + which was called; bits
    5-6 the copy left out of the pon); bit 5: kita; otherwise a kan from a discard or a
    closed kan (bits 8+: the tile). Bits 0-1: who discarded the called tile, counted
    after ``who`` in turn order (0: nobody, a closed kan).
    """
    relative = m & 3
    from_seat = (who + relative) % 4

    def tile(number: int) -> Tile:
        return tile_of(number, red_fives)

    if m & 0x4:
        packed = m >> 10
        called_index = packed % 3
        run = packed // 3
        base = (run // 7) * 9 + run % 7
        numbers = [(base + i) * 4 + ((m >> (3 + 2 * i)) & 3) for i in range(3)]
        return Call(who, MeldKind.CHI, tuple(tile(n) for n in numbers),
                    tile(numbers[called_index]), from_seat)
    if m & 0x18:
        packed = m >> 9
        called_index = packed % 3
        kind = packed // 3
        left_out = (m >> 5) & 3
        numbers = [kind * 4 + copy for copy in range(4) if copy != left_out]
        called = tile(numbers[called_index])
        if m & 0x8:
            return Call(who, MeldKind.PON, tuple(tile(n) for n in numbers), called, from_seat)
        added = tile(kind * 4 + left_out)
        return Call(who, MeldKind.ADDED_KAN, (*(tile(n) for n in numbers), added), called,
                    from_seat, added)
    if m & 0x20:
        return Kita(who, tile(m >> 8))
    number = m >> 8
    numbers = [number // 4 * 4 + copy for copy in range(4)]
    tiles = tuple(tile(n) for n in numbers)
    if relative == 0:
        return Call(who, MeldKind.CLOSED_KAN, tiles, None, None)
    return Call(who, MeldKind.OPEN_KAN, tiles, tile(number), from_seat)


def _pairs(sc: list[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``sc``: score, change, score, change... in hundreds → (scores, changes) in points."""
    return tuple(v * 100 for v in sc[0::2]), tuple(v * 100 for v in sc[1::2])


def _recorded_win(attrs: dict[str, str], players: int) -> RecordedWin:
    fu, points, _limit = ([*_ints(attrs.get("ten")), 0, 0, 0])[:3]
    yaku_ids = _ints(attrs.get("yaku"))
    yakuman_ids = _ints(attrs.get("yakuman"))
    yaku = [(str(yaku_ids[i]), yaku_ids[i + 1]) for i in range(0, len(yaku_ids) - 1, 2)]
    yaku += [(str(y), 13) for y in yakuman_ids]
    _, deltas = _pairs(_ints(attrs.get("sc")))
    deltas = deltas[:players]  # three players: North's empty place left out
    pao = attrs.get("paoWho")
    return RecordedWin(
        fu=fu, han=None if yakuman_ids else sum(h for _, h in yaku), yakuman=len(yakuman_ids),
        points=points, yaku=tuple(yaku),
        pao_seat=fields.seat(pao, players, "paoWho") if pao is not None else None,
        deltas=deltas)


class _Reader:
    """The state of reading one mjlog: the round being read and the rounds done."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.game_type = 0
        self.names: tuple[str, ...] = ()
        self.rounds: list[Round] = []
        self.head: dict[str, str] | None = None  # the INIT of the round being read
        self.events: list[Event] = []
        # the round's last event other than a kan dora indicator: a draw right after a
        # kan or kita of the same seat is its replacement draw (rinshan)
        self.last_play: Event | None = None
        self.pending_riichi: set[int] = set()
        self.final_scores: tuple[int, ...] | None = None
        self.final_points: tuple[float, ...] | None = None
        self.element = 0
        self.last_place: str | None = None  # where the last element read left off
        self.parser: expat.XMLParserType | None = None  # the parser calling root()

    @property
    def red_fives(self) -> bool:
        return not self.game_type & NO_RED

    def tile(self, number: int) -> Tile:
        """The tile numbered ``number`` in this game (red fives or not, as GO says)."""
        return tile_of(number, self.red_fives)

    def play(self, draw: bool, seat: int, number: int, made: SharedPlay | None = None
             ) -> None:
        """Seat ``seat`` draws (``draw``) or discards tile ``number``; ``made``: the
        events the element reads as in this game (:data:`_PLAYS`), else they are made
        here."""
        event: Event
        if draw:
            last = self.last_play
            rinshan = (isinstance(last, Kita) or (isinstance(last, Call) and last.kind.is_kan)
                       ) and last.seat == seat
            if made is None:
                event = Draw(seat, self.tile(number), rinshan, number)
            else:
                event = made.after if rinshan else made.plain
        else:
            riichi = seat in self.pending_riichi
            if riichi:
                self.pending_riichi.discard(seat)
            if made is None:
                event = Discard(seat, self.tile(number), riichi, tile_id=number)
            else:
                event = made.after if riichi else made.plain
        self.add(event)

    def where(self) -> str:
        if self.head is None:
            return f"element {self.element}"
        try:
            seed = _ints(self.head.get("seed"))
            name = _round_name(seed[0], seed[1])
        except (ValueError, IndexError):  # the INIT's own seed is what cannot be read
            return f"element {self.element}, a round whose seed cannot be read"
        return f"{name}, event {len(self.events) + 1}"

    def seat(self, attrs: dict[str, str], name: str) -> int:
        """The seat in attribute ``name``: 0-3, 0-2 with three players."""
        return fields.seat(attrs[name], self.players, f"{name}={attrs[name]!r}")

    def finish_round(self) -> None:
        if self.head is None:
            return
        head = self.head
        seed = _ints(head.get("seed"))
        if len(seed) < 6:
            raise ValueError("INIT seed needs six numbers")
        scores = tuple(v * 100 for v in _ints(head.get("ten")))
        players = 3 if self.game_type & SANMA else 4
        numbers = [_ints(head.get(_DEAL_KEYS[s])) for s in range(players)]
        deal_ids = tuple(tuple(hand) for hand in numbers)
        deal = tuple(tiles_of(hand, self.red_fives) for hand in numbers)
        # the tile numbers go with the tiles: the replay refuses a number seen twice
        self.rounds.append(Round(
            wind=seed[0] // 4, number=seed[0] % 4 + 1, honba=seed[1], deposits=seed[2],
            dealer=fields.seat(head.get("oya", "0"), players, "oya"), scores=scores[:players],
            dora_indicators=(self.tile(seed[5]),), deal=deal, events=tuple(self.events),
            deal_ids=deal_ids, dora_ids=(seed[5],)))
        self.head = None
        self.events = []
        self.last_play = None

    def add(self, event: Event) -> None:
        """Append ``event`` to the round being read."""
        self.events.append(event)
        if not isinstance(event, NewDora):
            self.last_play = event

    def root(self, tag: str, attrs: dict[str, str]) -> None:
        """Expat's start-element handler for the root, which must be ``mjloggm``; then
        expat hands each element to :meth:`element_read`."""
        if tag != "mjloggm":
            raise LogFormatError(self.source, "line 1", "not a Tenhou mjlog (no <mjloggm>)")
        assert self.parser is not None
        self.parser.StartElementHandler = self.element_read

    def text(self, data: str) -> None:
        """Expat's character-data handler: mjlog's text between elements says nothing
        (set so that it does not reach :meth:`unexpanded`)."""

    def unexpanded(self, data: str) -> None:
        """Expat's default handler: an entity reference it could not expand (declared in
        a DTD it does not read, or external) is refused in ElementTree's words, as
        before; the rest (declarations, comments) says nothing."""
        if not data.startswith("&"):
            return
        parser = self.parser
        assert parser is not None
        line, column = parser.ErrorLineNumber, parser.ErrorColumnNumber
        err = expat.ExpatError(f"undefined entity {data[:100]}: line {line}, column {column}")
        err.lineno = line
        err.offset = column
        raise err

    def shared_play(self, entry: _PlayEntry) -> None:
        """Read a draw or discard element spelt as in :data:`_PLAYS`."""
        self.element += 1
        draw, seat, number, with_red, without_red = entry
        self.play(draw, seat, number, with_red if self.red_fives else without_red)

    def element_read(self, tag: str, attrs: dict[str, str]) -> None:
        play = _PLAYS.get(tag)
        if play is not None:
            self.shared_play(play)
            return
        self.element += 1
        if tag[0] in _DRAW_TAGS and tag[1:].isdigit():
            self.play(True, _DRAW_TAGS.index(tag[0]), int(tag[1:]))
        elif tag[0].upper() in _DISCARD_TAGS and tag[1:].isdigit():
            self.play(False, _DISCARD_TAGS.index(tag[0].upper()), int(tag[1:]))
        elif tag == "GO":
            self.game_type = int(attrs.get("type", "0"))
        elif tag == "UN":
            if not self.names:
                self.names = tuple(player_name(attrs.get(f"n{s}", "")) for s in range(4)
                                   if f"n{s}" in attrs)
        elif tag == "INIT":
            self.finish_round()
            self.head = attrs
            self.pending_riichi.clear()
        elif tag == "N":
            meld = fields.integer(attrs["m"], "m", 0, 0xFFFF)  # 16 bits: the meld's code
            self.add(decode_meld(self.seat(attrs, "who"), meld, self.red_fives))
        elif tag == "REACH":
            if attrs.get("step") == "1":
                self.pending_riichi.add(self.seat(attrs, "who"))
        elif tag == "DORA":
            number = int(attrs["hai"])
            self.add(NewDora(self.tile(number), number))
        elif tag == "AGARI":
            self.agari(attrs)
        elif tag == "RYUUKYOKU":
            self.ryuukyoku(attrs)

    def agari(self, attrs: dict[str, str]) -> None:
        who, from_who = self.seat(attrs, "who"), self.seat(attrs, "fromWho")
        hand = tiles_of(_ints(attrs.get("hai")), self.red_fives)
        ura = tiles_of(_ints(attrs.get("doraHaiUra")), self.red_fives)
        self.add(Win(who, from_who, self.tile(int(attrs["machi"])), ura, hand,
                               _recorded_win(attrs, self.players)))
        self.owari(attrs)

    def ryuukyoku(self, attrs: dict[str, str]) -> None:
        kind = DRAW_KINDS.get(attrs.get("type", ""), "exhaustive")
        if kind in ("exhaustive", "nagashi"):
            tenpai: tuple[bool, ...] | None = tuple(
                f"hai{s}" in attrs for s in range(self.players))
        else:
            tenpai = None
        _, deltas = _pairs(_ints(attrs.get("sc")))
        deltas = deltas[:self.players]
        self.add(RoundEnd(kind, tenpai, deltas))
        self.owari(attrs)

    @property
    def players(self) -> int:
        """3 for a three-player game (its game type says so), else 4."""
        return 3 if self.game_type & SANMA else 4

    def owari(self, attrs: dict[str, str]) -> None:
        owari = attrs.get("owari")
        if owari is None:
            return
        parts = owari.split(",")
        self.final_scores = tuple(int(v) * 100 for v in parts[0::2])[:self.players]
        self.final_points = tuple(float(v) for v in parts[1::2])[:self.players]

    def game(self, fault: bool) -> Game:
        """The game read so far; ``fault``: reading stopped at a fault."""
        if fault:
            stopped_at: str | None = self.last_place or self.where()
            try:
                self.finish_round()
            except (ValueError, IndexError):  # the round cut by the fault cannot be read
                self.head = None
        elif self.final_points is None:
            stopped_at = "the end of the file, before the game's end"
        else:
            stopped_at = None
        self.finish_round()
        overrides: dict[str, RuleValue] = {}
        if not self.red_fives:
            overrides.update(red_fives_m=0, red_fives_p=0, red_fives_s=0)
        if self.game_type & NO_OPEN_TANYAO:
            overrides["open_tanyao"] = False
        overrides.update(final_rounding_stated(self.final_points))
        return Game(
            source=self.source, index=1, format="mjlog",
            players=3 if self.game_type & SANMA else 4, names=self.names,
            rules="tenhou-sanma" if self.game_type & SANMA else "tenhou",
            rule_overrides=overrides, rounds=tuple(self.rounds),
            final_scores=self.final_scores, final_points=self.final_points,
            complete=stopped_at is None, stopped_at=stopped_at)


#: a name as Tenhou writes it: every byte of its UTF-8 written ``%XX``
_EVERY_BYTE_ESCAPED: Final = re.compile("(?:%[0-9A-Fa-f]{2})+")


def player_name(value: str) -> str:
    """A player's name from its ``UN`` attribute: ``urllib.parse.unquote(value)``, with
    the usual spelling (every byte escaped) decoded directly (unquote, plain Python, took
    2.6 us a name: 1% of reading a game, issue 30)."""
    if _EVERY_BYTE_ESCAPED.fullmatch(value):
        return bytes.fromhex(value.replace("%", "")).decode("utf-8", "replace")
    return unquote(value)


def _round_name(number: int, honba: int) -> str:
    """Round 0 → "E1 0-honba", 5 → "S2 ..."."""
    return f"{'ESWN'[number // 4 % 4]}{number % 4 + 1} {honba}-honba"


def _parse_error(err: expat.ExpatError, source: str) -> LogFormatError:
    """The fault of XML that expat cannot read, in ElementTree's words (as before)."""
    return LogFormatError(source, f"line {err.lineno}, column {err.offset + 1}",
                          f"the XML stops being readable ({err})")


def read_mjlog(text: str, source: str, document: Any = None) -> Iterator[Game]:
    """The game of a Tenhou mjlog file (XML text).

    A file cut short (or malformed part-way) yields the rounds read before the fault, as
    an incomplete game, then raises :class:`LogFormatError` naming the line where the XML
    stopped; a file with no round at all just raises it. ``document``: unused (a
    reader's parameter for the JSON formats).
    """
    game = _read_plain(text, source)
    if game is not None:
        yield game
    else:
        yield from read_with_expat(text, source)


def read_with_expat(text: str, source: str) -> Iterator[Game]:
    """:func:`read_mjlog` for any file, through expat: the way a file that is not plain,
    or has a fault, is read."""
    # expat calls the reader at each element's start: no element objects are built (a
    # third of the parse's time through ElementTree's pull parser). The parser is set up
    # as ElementTree's (namespaces split at "}"), and the text goes in as it fed it, all
    # at once then the end apart: an error at the end (a file cut short) still lets the
    # last round be read, as ElementTree's close did.
    parser = expat.ParserCreate(None, "}")
    reader = _Reader(source)
    parser.StartElementHandler = reader.root
    parser.CharacterDataHandler = reader.text
    parser.DefaultHandlerExpand = reader.unexpanded
    reader.parser = parser
    try:
        fault = _parse(parser, reader, text, source)
    finally:
        # the parser's handlers are the reader's methods: without this the two make a
        # cycle that keeps the whole game until the collector walks it (a tenth of a log's
        # time went to collecting them)
        reader.parser = None
    if fault is None:
        yield reader.game(fault=False)
        return
    if reader.rounds or reader.head is not None:
        yield reader.game(fault=True)
    raise fault


def _read_plain(text: str, source: str) -> Game | None:
    """The game of an mjlog written plainly (:mod:`.plain_xml`: as Tenhou writes them),
    read without expat: None for any other file, or one with a fault, which
    :func:`read_mjlog` then reads with expat (and so reports as it always has).

    Most tags are draws and discards spelt as in :data:`_PLAYS`: looked up as they
    stand, they are not matched nor split into name and attributes.
    """
    reader = _Reader(source)
    nesting = Nesting()
    try:
        pieces = tag_pieces(text)
        root = nesting.tag(pieces[0]) if pieces else None
        if root is None or root[0] != "mjloggm":
            return None  # expat's reading names the fault
        for piece in pieces[1:]:
            play = _PLAY_PIECES.get(piece)
            if play is not None and nesting.inside_root:
                reader.shared_play(play)
                continue
            tag = nesting.tag(piece)
            if tag is not None:
                # called with its two arguments, not *tag: compiled, that is a native
                # call, where a starred one goes through Python's calling convention
                reader.element_read(tag[0], tag[1])
        nesting.close()
        reader.finish_round()
    except (NotPlain, LogFormatError, KeyError, ValueError, IndexError):
        return None
    return reader.game(fault=False)


def _parse(parser: expat.XMLParserType, reader: _Reader, text: str, source: str
           ) -> LogFormatError | None:
    """Feed ``text`` to ``parser`` (which calls ``reader``): the fault that stopped it,
    None when the whole file was read."""
    fault: LogFormatError | None = None
    try:
        try:
            parser.Parse(text, False)
        except expat.ExpatError as err:
            reader.last_place = reader.where()
            raise _FeedError(_parse_error(err, source)) from None
        try:
            parser.Parse("", True)
        except expat.ExpatError as err:
            fault = _parse_error(err, source)
        reader.last_place = reader.where()
        reader.finish_round()
    except LogFormatError:
        raise
    except _FeedError as err:
        fault = err.fault
    except (KeyError, ValueError, IndexError) as err:
        what = f"missing attribute {err}" if isinstance(err, KeyError) else str(err)
        reader.last_place = reader.where()
        fault = LogFormatError(source, reader.last_place, f"cannot read this element: {what}")
        reader.head = None  # the round whose start cannot be read is left out
    return fault


class _FeedError(Exception):
    """The XML stopped being readable before its end (kept apart from the end's error,
    after which the round being read is still finished)."""

    def __init__(self, fault: LogFormatError) -> None:
        super().__init__(str(fault))
        self.fault = fault
