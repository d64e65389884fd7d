"""Scoring one winning hand: from a Hand, a Situation and Rules to the best Evaluation.

:func:`score` checks the input (contradictory flags, impossible tiles), reads the hand
every way it can be read (:mod:`scoring.hand.shapes`), evaluates each reading (yaku from
:mod:`scoring.hand.yaku`, fu from :mod:`scoring.hand.fu`, limits from :mod:`scoring.hand.points`),
keeps the best — most points, then (at equal points) a true yakuman before a kazoe one,
then more han, then more fu — works out pao and settles the payments
(:mod:`scoring.hand.payments`).

Errors (all :class:`~scoring.errors.ScoringError`, exit status 1, unless said):

- ``no_win_tile`` — the hand has no winning tile;
- ``not_winning`` — the tiles are not a complete hand; ``detail`` has ``waits`` (kind
  names the 13 tiles wait on) or ``shanten`` (of the 13 tiles without the winning tile);
- ``no_yaku`` — complete, but no reading has a yaku (dora do not count);
- ``contradictory_flags`` — a situation that cannot happen (see :func:`check_situation`);
- ``bad_pao`` — a liable seat given (``Situation.pao``) that cannot apply: the winner
  itself, or a hand that is not a yakuman;
- :class:`~scoring.errors.InvalidHandError`: ``fifth_tile`` — a fifth copy of a tile
  (dora and ura indicators counted), ``red_fives`` — a red five the rules do not have
  (both exit status 1, as the notation reader's); ``bad_tile_count`` — a hand of the
  wrong size (exit status 2).
"""

from __future__ import annotations

from typing import Final

from ..errors import InvalidHandError, ScoringError, UsageError
from ..hands import Hand, Meld, MeldKind
from ..memo import IdentityMemo
from ..rules import DEFAULT_RULES, Rules, refuse_switched_off
from ..situation import Situation
from ..tiles import (
    COPIES,
    DRAGONS,
    EAST,
    KIND_COUNT,
    NORTH,
    SUITS,
    TERMINALS_AND_HONORS,
    WINDS,
    Tile,
    dora_after,
    kind_name,
    sanma_dora_after,
)
from .facts import Facts
from .fu import NO_PARTS, PAIR_FU, SEVEN_PAIRS_FU, FuParts, fu_parts, total_fu
from .payments import HONBA_RON, WinClaim, settle, settle_one
from .points import basic_points, win_points
from .results import (
    Decomposition,
    Evaluation,
    Form,
    FuItem,
    Group,
    YakuHit,
)
from .score_result import ScoreResult
from .shapes import (
    closed_groups,
    concealed_reds,
    meld_groups,
    special_readings,
    waiting_kinds,
)
from .suit_pieces import CODE_WEIGHTS, ClosedReading, SuitCodes, closed_readings
from .validate import check_possible, check_three_player_hand
from .yaku import ActiveTable, active_yaku, north_yakuhai, strict_renhou, yaku_and_han

CONTRADICTORY: Final = "contradictory_flags"
NORTH_SEAT: Final = 3  # absent with three players
MAX_KITA: Final = 4
BAD_PAO: Final = "bad_pao"  # the same code as scoring.hand.payments uses
MAX_DORA_INDICATORS: Final = 5  # the first indicator and four kan dora
HAND_TILES: Final = 14
_NO_REDS: Final[dict[int, int]] = {}
#: the default situation: East round, South seat, nothing else.
NO_SITUATION: Final = Situation()


def score(hand: Hand, situation: Situation = NO_SITUATION,
          rules: Rules = DEFAULT_RULES) -> ScoreResult:
    """Score a winning hand: its best reading, every reading considered, and the payments.

    Raises ScoringError / InvalidHandError as described in the module doc.
    """
    win = hand.win_tile
    if win is None:
        raise ScoringError("the hand has no winning tile: give the 14th tile, --tsumo or "
                           "--ron TILE", code="no_win_tile")
    tsumo = hand.win_source is None
    view = _view(rules)
    discarder = _check_situation(hand, situation, view)

    concealed = hand.concealed
    melds = hand.melds
    if len(concealed) + 1 + 3 * len(melds) != HAND_TILES:
        raise InvalidHandError(
            f"a winning hand has 14 tiles (a kan counting as 3): got "
            f"{len(concealed) + 1} in hand and {len(melds)} meld(s)", code="bad_tile_count")
    counts = [0] * KIND_COUNT
    mask = 0  # bit k set when kind k is anywhere in the hand
    reds: list[int] = []
    # a fifth copy is looked for as the tiles are counted: a test per tile, where a pass
    # over the 34 counts afterwards cost ten times as much compiled
    fifth = False
    # the closed part's distinct kinds, counted as the tiles are (compiled, int.bit_count
    # on the mask is a method called by name, ~290 instructions)
    kinds = 0
    # the suit codes of the concealed tiles (suit_pieces.closed_readings), added up here,
    # the one place they are made: from the counts, they cost a pass over each suit's
    # nine kinds (compiled, 2.8% of score's instructions, a62e977)
    man = pin = sou = honors = 0
    # (n = counts[kind] + 1, then counts[kind] = n, not +=: compiled, += on a list item is
    # Python's generic in-place add, a + of plain ints is not)
    for tile in concealed:
        kind = tile.kind
        n = counts[kind] + 1
        counts[kind] = n
        if n == 1:
            kinds += 1
        elif n > COPIES:
            fifth = True
        mask |= 1 << kind
        if kind < 9:
            man += CODE_WEIGHTS[kind]
        elif kind < 18:
            pin += CODE_WEIGHTS[kind]
        elif kind < 27:
            sou += CODE_WEIGHTS[kind]
        else:
            honors += CODE_WEIGHTS[kind]
        if tile.red:
            reds.append(kind)
    # the concealed red fives by five kind, the winning tile apart: counted again only
    # when there are some (counting them in the loop above saved 0.3% compiled, 464a33a)
    hidden_reds = concealed_reds(hand) if reds else _NO_REDS
    kind = win.kind  # the winning tile belongs to the closed part too
    n = counts[kind] + 1
    counts[kind] = n
    if n == 1:
        kinds += 1
    elif n > COPIES:
        fifth = True
    mask |= 1 << kind
    if win.red:
        reds.append(kind)
    all_counts = counts
    if melds:
        all_counts = counts.copy()
        for meld in melds:
            for tile in meld.tiles:
                kind = tile.kind
                n = all_counts[kind] + 1
                all_counts[kind] = n
                if n > COPIES:
                    fifth = True
                mask |= 1 << kind
                if tile.red:
                    reds.append(kind)
    _check_tiles(hand, situation, rules, all_counts, reds, view, fifth)
    if view.three:
        check_three_players(hand, situation, all_counts)

    ron = not tsumo
    # seven pairs hold seven kinds; thirteen orphans thirteen
    found = _closed(counts, (man, pin, sou, honors), win, ron, hidden_reds,
                    not melds and (kinds == 7 or kinds == 13))
    if not found:
        raise _not_winning(counts, win, len(melds))

    facts = Facts()
    facts.set_hand(hand, mask, counts, EAST + situation.seat, EAST + situation.round_wind)
    facts.set_situation(situation, view.pinfu_tsumo)
    facts.north_value = view.north_yakuhai
    dora_hits = _dora_hits(situation, view.ura_dora, all_counts, len(reds), view.dora_of)
    if melds:
        groups_of_melds, meld_fu = _meld_part(melds)
    else:
        groups_of_melds, meld_fu = (), NO_PARTS
    dealer = situation.seat == 0
    considered: tuple[Evaluation, ...]
    if len(found) == 1:  # most hands read one way: no list to sort and turn into a tuple
        best = _evaluate(found[0], facts, view, dora_hits, rules, groups_of_melds, meld_fu,
                         dealer)
        considered = (best,)
    else:
        evaluations = [_evaluate(entry, facts, view, dora_hits, rules, groups_of_melds,
                                 meld_fu, dealer)
                       for entry in found]
        # best first (see _rank); the sort is stable, so full ties keep reading order
        evaluations.sort(key=_rank, reverse=True)
        best = evaluations[0]
        considered = tuple(evaluations)
    if not best.has_yaku:
        raise ScoringError(
            "no yaku: the hand is complete but has no yaku (dora do not count)",
            code="no_yaku", detail={"readings": len(considered)})

    if situation.pao is None and best.limit != "yakuman":
        pao_seat, pao_yakuman = None, 0  # liable_seat's common case, without the call
    else:
        pao_seat, pao_yakuman = liable_seat(hand, situation, rules, best)
    if pao_seat is None and view.simple_pay:
        # the common case; check_situation has checked what settle() would
        settlement = settle_one(situation.seat, best.basic, tsumo, discarder, situation.honba,
                                situation.deposits)
    else:
        # WinClaim(seat, basic, yakuman, tsumo, pao_seat, pao_yakuman)
        claim = WinClaim(situation.seat, best.basic, best.yakuman, tsumo, pao_seat,
                         pao_yakuman)
        settlement = settle((claim,), discarder, situation.honba, situation.deposits, rules)
    # ScoreResult(hand, situation, preset, best, considered, settlement, discarder, pao)
    return ScoreResult(hand, situation, view.preset, best, considered, settlement,
                       discarder, pao_seat)


# _RuleView is a working record, a plain slotted class: a NamedTuple or a dataclass would
# generate and compile methods at import (start-up time matters).


class _RuleView:
    """What scoring reads from the rules on every hand, read once per rule set."""

    __slots__ = (
        "dora_of",
        "ippatsu",
        "kan_dora",
        "kan_ura",
        "kita_chankan",
        "kokushi_chankan_closed",
        "no_renhou",
        "north_split",
        "north_yakuhai",
        "pair_fu",
        "pinfu_tsumo",
        "players",
        "preset",
        "red_limits",
        "renhou_strict",
        "rules",
        "simple_pay",
        "table",
        "three",
        "ura_dora",
        "worth",
    )

    def __init__(self, rules: Rules) -> None:
        self.table: ActiveTable = active_yaku(rules)
        #: the rules themselves, for a refusal that names a switch (refuse_switched_off)
        self.rules = rules
        self.ippatsu = rules.flag("ippatsu")
        self.no_renhou = rules.choice("renhou") == "none"
        #: the preset's name, for the result (Rules.preset is a Python attribute look-up)
        self.preset = rules.preset
        self.pinfu_tsumo = rules.flag("pinfu_tsumo")
        self.pair_fu = rules.number("double_wind_pair_fu")
        self.ura_dora = rules.flag("ura_dora")
        #: red fives the rules have, by five kind (m5 4, p5 13, s5 22)
        self.red_limits = {kind: rules.red_fives(SUITS[kind // 9]) for kind in (4, 13, 22)}
        self.kan_dora = rules.flag("kan_dora")
        self.kan_ura = rules.flag("kan_ura")
        self.kokushi_chankan_closed = rules.flag("kokushi_chankan_closed")
        #: renhou a mangan that nothing adds to (yaku.strict_renhou)
        self.renhou_strict = rules.choice("renhou") == "strict_mangan"
        #: three players (sanma): the checks of check_three_players, m1 <-> m9 dora
        self.three = rules.number("players") == 3
        self.dora_of = _SANMA_DORA_OF if self.three else _DORA_OF
        self.north_yakuhai = north_yakuhai(rules)
        self.players = rules.number("players")
        self.north_split = self.three and rules.choice("sanma_tsumo") == "north_split"
        #: a ron on a North set aside is chankan (three players, ``kita_ron``)
        self.kita_chankan = self.three and rules.choice("kita_ron") == "chankan"
        #: payments.settle_one applies (four players, 300 a honba stick)
        self.simple_pay = not self.three and rules.number("honba_stick") == HONBA_RON
        #: (han, fu, yakuman, dealer, tsumo) -> (basic, limit, yakuman count, points):
        #: points.basic_points and win_points under these rules, remembered (a few
        #: hundred), keyed by one int (see _evaluate: an int hashes at no cost)
        self.worth: dict[int, tuple[int, str | None, int, int]] = {}


_VIEWS: Final[dict[Rules, _RuleView]] = {}
#: the same views by the identity of their Rules: hashing a Rules runs Python code,
#: id() does not.
_VIEWS_BY_ID: Final[IdentityMemo[Rules, _RuleView]] = IdentityMemo(65)


def _view(rules: Rules) -> _RuleView:
    view = _VIEWS_BY_ID.get(rules)
    if view is not None:
        return view
    view = _VIEWS.get(rules)
    if view is None:
        if len(_VIEWS) > 64:
            _VIEWS.clear()
        view = _VIEWS[rules] = _RuleView(rules)
    return _VIEWS_BY_ID.put(rules, view)


# --- checks --------------------------------------------------------------------------


def _contradiction(message: str) -> ScoringError:
    return ScoringError(message, code=CONTRADICTORY)


def check_situation(hand: Hand, s: Situation, rules: Rules) -> int | None:
    """Refuse a situation that cannot happen with this hand; return the discarder's seat.

    The discarder is ``s.discarder`` or, when that is None, read from the winning tile's
    source mark; None for a tsumo.
    """
    return _check_situation(hand, s, _view(rules))


def _check_situation(hand: Hand, s: Situation, view: _RuleView) -> int | None:
    seat = s.seat
    discarder = s.discarder
    pao = s.pao
    if view.three:
        _check_three_seats(s)
    if not (0 <= seat <= 3 and 0 <= s.round_wind <= 3
            and (discarder is None or 0 <= discarder <= 3) and (pao is None or 0 <= pao <= 3)):
        # out-of-range numbers are malformed input (usage, exit 2), not contradictory flags
        for name, value in (("seat", seat), ("round wind", s.round_wind),
                            ("discarder", discarder), ("pao seat", pao)):
            if value is not None and not 0 <= value <= 3:
                raise UsageError(f"{name} {value} is not 0..3 (East South West North)",
                                 code="bad_seat")
    if s.honba < 0 or s.deposits < 0:
        raise UsageError(
            f"honba and deposits cannot be negative (got {s.honba}, {s.deposits})",
            code="bad_sticks")
    source = hand.win_source
    tsumo = source is None
    if source is None:
        if discarder is not None:
            raise _contradiction(f"a tsumo win has no discarder (got seat {discarder})")
    else:
        # Source.seat_from(seat), in int arithmetic (a Source is its offset in turn order)
        marked = (seat + source) % 4
        if discarder is None:
            discarder = marked
        elif discarder != marked:
            raise _contradiction(
                f"the discarder is seat {discarder} but the winning tile's mark "
                f"{source.mark!r} says seat {marked}")
        if discarder == seat:
            raise _contradiction("the winner cannot be the discarder")
        if view.three and discarder == NORTH_SEAT:
            raise UsageError(f"the winning tile's mark {source.mark!r} names North's seat, "
                             "empty with three players", code="bad_seat")
    if pao is not None and pao == seat:
        raise ScoringError("the winner cannot be liable (pao) for its own hand",
                           code=BAD_PAO)
    riichi = s.riichi or s.double_riichi
    if riichi and not hand.is_closed:
        raise _contradiction("riichi with an open hand")
    if (s.ippatsu or s.chankan or s.rinshan or s.haitei or s.houtei or s.tenhou
            or s.chiihou or s.renhou):
        _check_special(hand, s, tsumo, riichi, view)
        # asked for, but switched off by the rules: refused, naming the switch
        if s.ippatsu and not view.ippatsu:
            refuse_switched_off(view.rules, "ippatsu")
        if s.renhou and view.no_renhou:
            refuse_switched_off(view.rules, "renhou")
    if s.chankan_closed:
        _check_closed_kan_robbery(hand, s, tsumo, view)
    dora = s.dora_indicators
    ura = s.ura_indicators
    if ura or len(dora) > 1:
        _check_indicators(s, riichi, view)
    if s.kita and not view.three:
        raise UsageError("kita (North tiles set aside) exist only with three players "
                         "(--players 3)", code="bad_kita")
    return discarder


def _check_three_seats(s: Situation) -> None:
    """Three players: no North seat (as winner, discarder or liable player), no North
    round, and 0-4 kita."""
    for name, value in (("seat", s.seat), ("round wind", s.round_wind),
                        ("discarder", s.discarder), ("pao seat", s.pao)):
        if value == NORTH_SEAT:
            raise UsageError(f"{name} North: there is no North seat with three players "
                             "(seats East, South, West)", code="bad_seat")
    if not 0 <= s.kita <= MAX_KITA:
        raise UsageError(f"kita {s.kita} is not 0..{MAX_KITA}", code="bad_kita")


def check_three_players(hand: Hand, s: Situation, all_counts: list[int]) -> None:
    """Three players: no m2-m8 (in the hand or among the indicators), no chi, no meld
    called from North's empty seat, and no fifth North counting the kita."""
    check_three_player_hand(hand, s.dora_indicators + s.ura_indicators)
    for meld in hand.melds:
        if meld.source is not None and meld.source.seat_from(s.seat) == NORTH_SEAT:
            raise UsageError(f"a meld marked {meld.source.mark!r} was called from North's "
                             "seat, empty with three players", code="bad_seat")
    if s.kita and all_counts[NORTH] + s.kita > 4:
        raise InvalidHandError(
            f"{all_counts[NORTH]} North tiles in the hand and {s.kita} kita: a fifth North",
            code="fifth_tile", detail={"tile": "z4"})


def _check_special(hand: Hand, s: Situation, tsumo: bool, riichi: bool,
                   view: _RuleView) -> None:
    """The situational yaku flags against each other and the hand."""
    if s.ippatsu and not riichi:
        raise _contradiction("ippatsu without riichi")
    if s.chankan and tsumo:
        raise _contradiction("chankan is a ron on another player's kan, not a tsumo")
    if s.rinshan:
        if not tsumo:
            raise _contradiction("rinshan is a tsumo on the replacement tile, not a ron")
        if not s.kita and not any(m.kind.is_kan for m in hand.melds):
            # (three players: the tile drawn after a kita is a replacement tile too)
            raise _contradiction("rinshan without a kan")
    if s.haitei and not tsumo:
        raise _contradiction("haitei is a tsumo on the last tile, not a ron")
    if s.houtei and tsumo:
        raise _contradiction("houtei is a ron on the last discard, not a tsumo")
    if s.ippatsu and s.rinshan:
        raise _contradiction("ippatsu and rinshan together (a kan ends the ippatsu turn; "
                             "a kan before the riichi drew its replacement tile then)")
    if s.haitei and s.rinshan:
        raise _contradiction("haitei and rinshan together (the replacement tile is not "
                             "the last tile of the wall)")
    if s.double_riichi and s.ippatsu and (s.haitei or s.houtei):
        # double riichi is declared in the first go-around and its ippatsu ends at the
        # declarer's next discard, with no call between: at most two go-arounds of draws
        # (8, or 10 with three players and four Norths set aside), never the wall's last
        raise _contradiction("double riichi, ippatsu and haitei or houtei together (the "
                             "ippatsu turn of a double riichi ends long before the last "
                             "tile)")
    if s.chankan and s.houtei:
        raise _contradiction("chankan and houtei together (a kan tile is not a discard)")
    if s.chankan and not (view.kita_chankan and hand.win_tile is not None
                          and hand.win_tile.kind == NORTH):
        # (a North robbed under kita_ron=chankan was set aside, not added to a kan)
        _check_robbed_kan(hand, s)
    if (s.tenhou or s.chiihou) and s.haitei:
        raise _contradiction("tenhou or chiihou with haitei (the first draw is not the "
                             "last tile of the wall)")
    if s.renhou and (s.houtei or s.chankan):
        raise _contradiction("renhou with houtei or chankan (renhou is a ron before "
                             "one's first draw, with no call before it: neither the last "
                             "discard nor a kan)")
    if s.tenhou:
        if not s.is_dealer:
            raise _contradiction("tenhou is for the dealer (chiihou for the others)")
        if not tsumo or hand.melds or riichi:
            raise _contradiction("tenhou is a tsumo on the first draw, with no meld and "
                                 "no riichi")
    if s.chiihou:
        if s.is_dealer:
            raise _contradiction("chiihou is for a non-dealer (tenhou for the dealer)")
        if not tsumo or hand.melds or riichi:
            raise _contradiction("chiihou is a tsumo on the first draw, with no meld and "
                                 "no riichi")
    if s.renhou:
        if s.is_dealer:
            raise _contradiction("renhou is for a non-dealer")
        if tsumo or hand.melds or riichi:
            raise _contradiction("renhou is a ron before one's first draw, with no meld "
                                 "and no riichi")


def _check_closed_kan_robbery(hand: Hand, s: Situation, tsumo: bool, view: _RuleView
                              ) -> None:
    """A ron on a tile robbed from a closed kan: thirteen orphans only, where allowed."""
    if tsumo or s.houtei:
        raise _contradiction("robbing a closed kan is a ron on the kan tile, not a tsumo "
                             "or a discard")
    if not view.kokushi_chankan_closed:
        refuse_switched_off(view.rules, "chankan_closed")
    tiles = hand.closed_tiles
    if hand.melds or len(tiles) != 14 or {t.kind for t in tiles} != TERMINALS_AND_HONORS:
        raise _contradiction("only thirteen orphans may rob a closed kan")


def _check_robbed_kan(hand: Hand, s: Situation) -> None:
    """Chankan robs the fourth copy of a tile from the kan it completes (a kokushi robbing
    a closed kan, where the rules allow it, robs one of four too): the other three are on
    the table in the kan, so no other copy of the winning tile can be in play: not in
    the winner's hand nor melds, not among the indicators."""
    win = hand.win_tile
    if win is None:
        return
    kind = win.kind
    held = sum(1 for tile in hand.all_tiles if tile.kind == kind) - 1  # less the win tile
    shown = sum(1 for tile in (*s.dora_indicators, *s.ura_indicators) if tile.kind == kind)
    if held + shown > 0:
        where = "the winner holds" if held else "an indicator shows"
        raise InvalidHandError(
            f"impossible tile: chankan on {win} robs the fourth copy from a kan, but "
            f"{where} another copy (a fifth {win} in play)",
            code="fifth_tile", detail={"tile": str(win)})


def _check_indicators(s: Situation, riichi: bool, view: _RuleView) -> None:
    """Dora and ura indicators: how many, and whether the rules and riichi allow them.

    (One dora indicator and no ura indicator is always fine: nothing to check then.)
    """
    dora = len(s.dora_indicators)
    ura = len(s.ura_indicators)
    if ura and not riichi:
        raise _contradiction("ura dora indicators without riichi")
    if dora > MAX_DORA_INDICATORS:
        raise _contradiction(f"{dora} dora indicators: at most {MAX_DORA_INDICATORS}")
    if ura > dora:
        raise _contradiction("more ura dora indicators than dora indicators")
    if dora > 1 and not view.kan_dora:
        refuse_switched_off(view.rules, "kan_dora")
    if ura and not view.ura_dora:
        refuse_switched_off(view.rules, "ura_dora")
    if ura > 1 and not view.kan_ura:
        refuse_switched_off(view.rules, "kan_ura")


def _check_tiles(hand: Hand, s: Situation, rules: Rules, all_counts: list[int],
                 reds: list[int], view: _RuleView, fifth: bool) -> None:
    """Fifth copies (dora indicators included) and red fives beyond the rules; ``fifth``:
    the hand's own tiles hold a fifth copy of some kind (``all_counts`` has a count over
    4)."""
    fine = not fifth
    extra = s.dora_indicators + s.ura_indicators if s.ura_indicators else s.dora_indicators
    if extra and fine:
        for index, tile in enumerate(extra):
            kind = tile.kind
            copies = all_counts[kind] + 1  # with the indicators before it
            for before in range(index):
                if extra[before].kind == kind:
                    copies += 1
            if copies > COPIES:
                fine = False
            if tile.red:
                reds = [*reds, kind]
    if fine and reds:
        limits = view.red_limits
        if len(reds) == 1:
            fine = limits[reds[0]] >= 1
        else:
            fine = all(reds.count(kind) <= limits[kind] for kind in reds)
    if fine:
        # a red five replaces a plain one: with n red in the set, 4 - n plain fives
        for kind, limit in view.red_limits.items():
            if limit:
                copies = all_counts[kind]
                if extra:
                    copies += sum(1 for t in extra if t.kind == kind)
                if copies + limit > COPIES and copies - reds.count(kind) + limit > COPIES:
                    fine = False
    if fine:
        return  # the common case: nothing to report, no need for the slow pass
    held = len(hand.all_tiles)
    check_possible((*hand.all_tiles, *extra), rules, lambda index: (
        "among the dora indicators" if index >= held else "in the hand"))


def _not_winning(counts: list[int], win: Tile, melds: int) -> ScoringError:
    before = counts.copy()
    before[win.kind] -= 1
    waits = waiting_kinds(before, melds)
    if waits:
        names = [kind_name(k) for k in waits]
        return ScoringError(
            f"not a winning hand: {kind_name(win.kind)} does not complete it; "
            f"it waits on {' '.join(names)}",
            code="not_winning", detail={"waits": names})
    from .shanten import shanten  # only for this error: not imported with the scorer

    n = shanten(before, melds)
    return ScoringError(
        f"not a winning hand: without {kind_name(win.kind)} it is {n}-shanten",
        code="not_winning", detail={"shanten": n})


# --- evaluation ----------------------------------------------------------------------


def _rank(e: Evaluation) -> tuple[int, bool, int, int]:
    """Sort key, best last: points; at equal points a true yakuman beats a counted one
    (kazoe; a yakuman hand has no han to compare, majiang-core ranks them so too); then
    more han, then more fu."""
    return e.points, e.limit == "yakuman", e.han, e.fu


#: the shared YakuHits of the dora-type entries, by count: a dict per entry, asked by an
#: int (a (name, count) key was a tuple made and hashed per hand)
_DORA_HITS: Final[dict[int, YakuHit]] = {}
_AKA_HITS: Final[dict[int, YakuHit]] = {}
_HITS_BY_ID: Final[dict[str, dict[int, YakuHit]]] = {
    "dora": _DORA_HITS, "aka_dora": _AKA_HITS, "ura_dora": {}, "kita": {}}


def dora_hit(yaku_id: str, count: int) -> YakuHit:
    """The (shared, immutable) YakuHit of a dora-type entry with ``count`` han."""
    by_count = _HITS_BY_ID.get(yaku_id)
    if by_count is None:
        by_count = _HITS_BY_ID[yaku_id] = {}
    hit = by_count.get(count)
    if hit is None:
        hit = by_count[count] = YakuHit(yaku_id, count)
    return hit


#: the dora kind each indicator kind shows (tiles.dora_after, as a table)
_DORA_OF: Final = tuple(dora_after(kind) for kind in range(KIND_COUNT))
#: the same with three players: no m2-m8, so m1 shows m9 and m9 shows m1
_SANMA_DORA_OF: Final = tuple(sanma_dora_after(kind) for kind in range(KIND_COUNT))


def _dora_hits(s: Situation, ura_dora: bool, all_counts: list[int], reds: int,
               dora_of: tuple[int, ...] = _DORA_OF) -> tuple[YakuHit, ...]:
    """Dora, red dora and ura dora of the hand (not yaku; added to a hand with yaku).

    Kita (three players) are North tiles of the winner's: an indicator showing North
    (West) makes each one more dora, and each is a dora of its own (``kita``).
    """
    dora = 0
    for tile in s.dora_indicators:
        dora += all_counts[dora_of[tile.kind]]
    ura = 0
    ura_counted = bool(s.ura_indicators) and ura_dora and (s.riichi or s.double_riichi)
    if ura_counted:
        for tile in s.ura_indicators:
            ura += all_counts[dora_of[tile.kind]]
    kita = s.kita
    hits: list[YakuHit]
    if kita:
        dora += kita * sum(1 for tile in s.dora_indicators if dora_of[tile.kind] == NORTH)
        if ura_counted:
            ura += kita * sum(1 for tile in s.ura_indicators if dora_of[tile.kind] == NORTH)
        hits = [dora_hit("kita", kita)]
    else:
        if not ura:
            if not reds:
                return (_DORA_HITS.get(dora) or dora_hit("dora", dora),) if dora else ()
            if not dora:
                return (_AKA_HITS.get(reds) or dora_hit("aka_dora", reds),)
        hits = []
    if dora:
        hits.append(dora_hit("dora", dora))
    if reds:
        hits.append(dora_hit("aka_dora", reds))
    if ura:
        hits.append(dora_hit("ura_dora", ura))
    return tuple(hits)


#: a called meld's group (in a tuple of its own) and fu parts, by id(meld) * 4 + its index
#: in call order (0-3). The entry holds the Meld itself, so that its id cannot be reused by
#: another meld while the entry lives. The reader shares one Meld between the hands that
#: write it alike, so melds repeat from hand to hand. (The group's tuple is typed
#: tuple[Group, ...]: compiled, a tuple[Group] is a C struct, boxed anew each time it is
#: handed on as a tuple.)
#: Bounded at 4,096 entries: a batch of 10,000 generated hands makes 1,221; a log's replay
#: makes new melds with every game, which filled 16,384 entries of 0.6 KiB each before a
#: clear, and mjcalc log's peak memory grew with the number of games (issue 30).
_MELDS: Final[dict[int, tuple[Meld, tuple[Group, ...], FuParts]]] = {}
_MELDS_SIZE: Final = 1 << 12


def _meld_entry(meld: Meld, index: int) -> tuple[Meld, tuple[Group, ...], FuParts]:
    """The _MELDS entry of the meld called ``index``-th."""
    key = id(meld) * 4 + index
    entry = _MELDS.get(key)
    if entry is None or entry[0] is not meld:
        (group,) = meld_groups(Hand((), (meld,)))
        if index:  # meld_groups numbers the melds of the hand it is given
            group = Group(group.kind, group.tiles, group.concealed, index, False)
        groups: tuple[Group, ...] = (group,)
        entry = (meld, groups, fu_parts(groups, None))
        if len(_MELDS) >= _MELDS_SIZE:
            _MELDS.clear()
        _MELDS[key] = entry
    return entry


def _meld_part(melds: tuple[Meld, ...]) -> tuple[tuple[Group, ...], FuParts]:
    """shapes.meld_groups of the melds, and their fu_parts."""
    if len(melds) == 1:  # half the open hands: the entry's own tuple and parts serve
        _, groups, parts = _meld_entry(melds[0], 0)
        return groups, parts
    group_list: list[Group] = []
    items: list[FuItem] = []
    raw = 0
    for index, meld in enumerate(melds):
        _, groups, parts = _meld_entry(meld, index)
        group_list.append(groups[0])
        items.extend(parts.after)
        raw += parts.raw
    return tuple(group_list), FuParts((), None, tuple(items), raw, None)


def _closed(counts: list[int], codes: SuitCodes, win: Tile, ron: bool, reds: dict[int, int],
            special: bool) -> list[ClosedReading]:
    """Every reading of the closed part with its closed groups and their fu parts: the
    standard ones suit by suit (suit_pieces), then, when ``special`` (no meld, and seven
    or thirteen kinds: a quick look before special_readings' full one), seven pairs or
    thirteen orphans.

    Whole closed parts are not remembered, only their suits' pieces (suit_pieces): in one
    pass over a batch they almost never repeat (7 of majiang-core's 10,000 test hands),
    and a memo of them cost more than its hits saved (a key of 34 counts per hand, and
    the collector walking every reading kept)."""
    found = closed_readings(counts, codes, win, ron, reds)
    if special:
        for reading in special_readings(counts, win.kind):
            found.append((reading, closed_groups(reading, ron, reds, win), NO_PARTS))
    return found


def _north_pair_fu(parts: FuParts, raw: int, fu: int, items: tuple[FuItem, ...]
                   ) -> tuple[int, int, tuple[FuItem, ...]]:
    """The fu with a North pair worth 2 more (three players, ``north_yakuhai``), as a
    dragon pair; the count unchanged for any other pair."""
    pair = parts.pair
    if pair is None or pair.tiles[0].kind != NORTH:
        return raw, fu, items
    raw += PAIR_FU
    return raw, -(-raw // 10) * 10, (*items, FuItem(
        "pair_north", PAIR_FU, "pair of North, a value tile (north_yakuhai): 2", pair.tiles))


def _evaluate(entry: ClosedReading, f: Facts, view: _RuleView, dora_hits: tuple[YakuHit, ...],
              rules: Rules, melds: tuple[Group, ...], meld_fu: FuParts, dealer: bool
              ) -> Evaluation:
    """Yaku, fu and points of one reading with its closed groups and their fu parts
    (``f`` is set for the hand already), in a hand whose called melds give the groups
    ``melds`` (shapes.meld_groups) and the fu parts ``meld_fu``; ``dealer``: the winner
    is East. (Passed as arguments: a record of them per hand cost more to make and free
    than the calls.)"""
    reading, groups, parts = entry
    f.set_reading(reading)
    table = view.table
    hits, yakuman, han, pinfu = yaku_and_han(f, table)
    form = reading.form
    decomposition = Decomposition(form, groups + melds if melds else groups, reading.wait)
    if yakuman:
        has_yaku = True
    else:
        has_yaku = han >= table.min_han
        if dora_hits and hits:
            for hit in dora_hits:
                han += hit.han
            hits.extend(dora_hits)
        if view.renhou_strict and f.renhou and any(hit.id == "renhou" for hit in hits):
            hits, han = strict_renhou(hits, han)
    tsumo = f.tsumo
    if form is Form.SEVEN_PAIRS:
        raw, fu, items = SEVEN_PAIRS_FU
    else:
        raw, fu, items = total_fu(parts, meld_fu, form is Form.STANDARD, f.closed, tsumo,
                                  pinfu, f.seat_wind, f.round_wind, view.pair_fu)
        if view.north_yakuhai:
            raw, fu, items = _north_pair_fu(parts, raw, fu, items)
    if has_yaku:
        # (han, fu, yakuman, dealer, tsumo) as one int: fu < 1024 (170 at most), a
        # yakuman count < 64
        key = ((han * 1024 + fu) * 64 + yakuman) * 4 + 2 * dealer + tsumo
        worth = view.worth.get(key)
        if worth is None:
            basic, limit, count = basic_points(han, fu, yakuman, rules)
            worth = view.worth[key] = (basic, limit, count,
                                       win_points(basic, dealer, tsumo, view.players,
                                                  view.north_split))
        basic, limit, count, points = worth
    else:
        basic, limit, count, points = 0, None, 0, 0
    return Evaluation(decomposition, tuple(hits), han, fu, raw, items, count, limit,
                      basic, points, has_yaku)


# --- pao -----------------------------------------------------------------------------

#: yakuman that can carry pao: id, switch, the tile kinds whose sets complete it.
_PAO_YAKUMAN: Final = (
    ("daisangen", "pao_daisangen", frozenset(DRAGONS)),
    ("daisuushii", "pao_daisuushii", frozenset(WINDS)),
)


def liable_seat(hand: Hand, s: Situation, rules: Rules, best: Evaluation
                ) -> tuple[int | None, int]:
    """The seat liable (pao) for the hand and the yakuman weight it answers for.

    Daisangen / daisuushii (when their switch is on): the meld that completed the set of
    dragons / winds — the last such meld in call order — must have been called from
    another player; suukantsu (``pao_suukantsu``): the fourth kan must be an open kan
    called from a discard. ``s.pao`` overrides the seat (the weight is that of the pao
    yakuman in the hand, or 0 = the whole hand when it has none). ``(None, 0)`` without
    pao. The first applicable yakuman in that order decides.
    """
    if s.pao is None and best.limit != "yakuman":
        return None, 0  # the common case: no yakuman, nothing to look up
    ids = {h.id: h.yakuman for h in best.yaku if h.yakuman}
    if s.pao is not None:
        if not best.yakuman or best.limit != "yakuman":
            raise ScoringError("pao applies only to a yakuman hand", code=BAD_PAO)
        for yid in ("daisangen", "daisuushii", "suukantsu"):
            if yid in ids:
                return s.pao, ids[yid]
        return s.pao, 0
    if not ids:
        return None, 0
    for yid, switch, kinds in _PAO_YAKUMAN:
        if yid not in ids or not rules.flag(switch):
            continue
        sets = [m for m in hand.melds if m.kind is not MeldKind.CHI and m.tiles[0].kind in kinds]
        if len(sets) == len(kinds) and sets[-1].source is not None:
            return sets[-1].source.seat_from(s.seat), ids[yid]
    if "suukantsu" in ids and rules.flag("pao_suukantsu"):
        kans = [m for m in hand.melds if m.kind.is_kan]
        last = kans[-1]
        if last.kind is MeldKind.OPEN_KAN and last.source is not None:
            return last.source.seat_from(s.seat), ids["suukantsu"]
    return None, 0
