"""Tile efficiency: what to discard (牌理, as tenhou.net/2 answers it), with the value of
every wait.

A hand of ``14 - 3k`` concealed tiles and ``k`` melds (13 and the tile just drawn): for
every distinct discard, the shanten after it and the tiles that lower it (受け入れ),
each with its copies left, and their total. A hand of ``13 - 3k`` tiles: the same for
the hand as it is (one "option" with no discard). :func:`analyze_efficiency` is the
entry point; shanten comes from :mod:`scoring.hand.shanten`, the waits, furiten and the value
of each win from :func:`scoring.table.waits.analyze_waits`.

Decisions (docs/commands.md, "mjcalc efficiency"):

- **Shanten** is the least of the standard form, seven pairs and thirteen orphans
  (``form="all"``), or one form's own. A tile *improves* the hand when the hand with it
  added has a lower shanten: at tenpai, the improving tiles are the waits.
- **Red fives** are fives: one discard per kind, as tenhou.net/2 lists one row per kind.
  When the hand holds a plain and a red five of the kind, the discard is the plain one
  (the red one stays: it is worth a dora, never less); a red five alone is discarded as
  itself and shown as such (``m0``). Improving tiles are kinds (``m5``).
- **Copies left** of a kind: 4 less the copies in the 14-tile hand (melds included, the
  discarded tile too, which stays in sight in the river), among the dora and ura
  indicators, the other tiles seen and the player's own earlier discards. A kind with
  no copy left is still listed (``left`` 0: dead). A kind the concealed part already holds
  four of is not a tile that can be drawn, so it is not listed; nor are m2-m8 in a
  three-player game.
- **Values** (``values=True``): for each discard that leaves the hand tenpai, every wait
  priced by ron and by tsumo under the situation (exactly what ``mjcalc score`` gives for
  that win), the hand's furiten (the discard itself counts: discarding a wait is
  furiten), and waits without a yaku. The expected value of the discard is the mean of
  its waits' values weighted by copies left, a win that is not allowed (no yaku, or a
  ron in furiten) counting 0.
- **Depth 2** (``depth=2``), for each discard that leaves the hand one-away (iishanten):
  the draws (copies left) that make it tenpai, and those after which a discard leaves a
  *good* wait: two or more waiting kinds, not only a shanpon (two pairs waiting for
  either to become a triplet, which players count as a bad shape).
- **Order**: lowest shanten, then most tiles left, then (when priced) the higher expected
  value by ron and then by tsumo, then (at depth 2) the more good-shape draws, then tile
  order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ..errors import InvalidHandError, UsageError
from ..frozen import Value
from ..hand.shanten import seven_pairs_shanten, shanten, standard_shanten, thirteen_orphans_shanten
from ..hand.shapes import waiting_kinds
from ..hand.validate import SANMA_MISSING, check_possible, check_three_player_hand
from ..hands import Hand
from ..rules import DEFAULT_RULES, Rules
from ..situation import Situation
from ..tiles import COPIES, KIND_COUNT, Tile
from .furiten import Discards
from .waits import (
    NO_SITUATION,
    ShantenForms,
    WaitsReport,
    WaitTile,
    WaitType,
    analyze_waits,
    wait_types,
)

#: the forms shanten may be taken over: the least of the three, or one form's own.
FORMS: Final = ("all", "standard", "seven_pairs", "thirteen_orphans")
#: tiles of a hand that has just drawn (a kan counting as three).
DRAWN_TILES: Final = 14


@dataclass(frozen=True, slots=True)
class Improvement(Value):
    """A tile kind that lowers the shanten, and its copies left (0: dead)."""

    kind: int
    left: int


@dataclass(frozen=True, slots=True)
class ValuedWait(Value):
    """One wait of a tenpai discard: its copies left and what winning on it is worth.

    ``ron`` and ``tsumo`` come from :func:`scoring.table.waits.win_values` (``result`` None
    without a yaku, or when no copy can come). ``ron_allowed``: the ron has a yaku and the
    hand is not furiten. ``needs_riichi``: the ron has no yaku, but the hand is closed
    and not in riichi, so riichi would make it a win.
    """

    wait: WaitTile
    left: int
    ron_allowed: bool
    needs_riichi: bool

    @property
    def kind(self) -> int:
        """The waiting kind."""
        return self.wait.kind

    @property
    def ron_points(self) -> int:
        """Points of the ron, 0 when it is not allowed."""
        ron = self.wait.ron
        return ron.points if ron is not None and self.ron_allowed else 0

    @property
    def tsumo_points(self) -> int:
        """Points of the tsumo, 0 without a yaku."""
        tsumo = self.wait.tsumo
        return 0 if tsumo is None else tsumo.points


@dataclass(frozen=True, slots=True)
class TenpaiValue(Value):
    """The waits of a discard that leaves the hand tenpai, with their values.

    ``report`` is the full waits analysis of the 13-tile hand (furiten included).
    ``ev_ron`` / ``ev_tsumo``: the waits' values weighted by copies left (0 when none is
    left).
    """

    report: WaitsReport
    waits: tuple[ValuedWait, ...]

    @property
    def furiten(self) -> bool:
        """True when the hand cannot win by ron (furiten, this discard included)."""
        return self.report.furiten.furiten

    @property
    def left(self) -> int:
        """Copies left of the waits."""
        return sum(w.left for w in self.waits)

    @property
    def ev_ron(self) -> float:
        """Mean ron value over the copies left (not allowed: 0)."""
        left = self.left
        return sum(w.left * w.ron_points for w in self.waits) / left if left else 0.0

    @property
    def ev_tsumo(self) -> float:
        """Mean tsumo value over the copies left (no yaku: 0)."""
        left = self.left
        return sum(w.left * w.tsumo_points for w in self.waits) / left if left else 0.0


@dataclass(frozen=True, slots=True)
class Lookahead(Value):
    """Depth 2 for a one-away hand: draws (copies left) that make it tenpai, and those
    after which a discard leaves a good wait (see the module doc)."""

    tenpai_draws: int
    good_draws: int

    @property
    def good_rate(self) -> float:
        """好形率: the share of the tenpai draws that give a good wait (0 without any)."""
        return self.good_draws / self.tenpai_draws if self.tenpai_draws else 0.0


@dataclass(frozen=True, slots=True)
class DiscardOption(Value):
    """One discard (None: the 13-tile hand as it is) and what it leaves.

    ``shanten`` is over the form asked for; ``forms`` gives each form's own. ``tiles``
    are the improving kinds in tile order.
    """

    discard: Tile | None
    shanten: int
    forms: ShantenForms
    tiles: tuple[Improvement, ...]
    value: TenpaiValue | None = None
    lookahead: Lookahead | None = None

    @property
    def count(self) -> int:
        """Copies left of all the improving tiles together (受け入れ枚数)."""
        return sum(t.left for t in self.tiles)


@dataclass(frozen=True, slots=True)
class EfficiencyReport(Value):
    """What :func:`analyze_efficiency` finds: the hand, its own shanten (-1: complete),
    the form counted, and the options best first."""

    hand: Hand
    shanten: int
    form: str
    options: tuple[DiscardOption, ...]

    @property
    def drawn(self) -> bool:
        """True for a hand that has just drawn (the options are discards)."""
        return bool(self.options) and self.options[0].discard is not None

    @property
    def best(self) -> DiscardOption:
        """The first option (best by the module doc's order)."""
        return self.options[0]


# --- shanten by form ---------------------------------------------------------------


def form_shanten(counts: Sequence[int], melds: int, form: str) -> int:
    """Shanten of a closed part over ``form`` (one of :data:`FORMS`).

    Seven pairs and thirteen orphans need a hand without melds: asked for with melds,
    UsageError.
    """
    if form == "all":
        return shanten(counts, melds)
    if form == "standard":
        return standard_shanten(counts, melds)
    if form not in FORMS:
        raise UsageError(f"unknown form {form!r}: one of {', '.join(FORMS)}", code="usage")
    if melds:
        raise UsageError(f"{form.replace('_', ' ')} is a closed form: the hand has melds",
                         code="usage")
    if form == "seven_pairs":
        return seven_pairs_shanten(counts)
    return thirteen_orphans_shanten(counts)


def _forms(counts: Sequence[int], melds: int) -> ShantenForms:
    if melds:
        return ShantenForms(standard_shanten(counts, melds), None, None)
    return ShantenForms(standard_shanten(counts), seven_pairs_shanten(counts),
                        thirteen_orphans_shanten(counts))


def improving_kinds(counts: Sequence[int], melds: int, form: str = "all", *,
                    three_players: bool = False, base: int | None = None
                    ) -> tuple[int, ...]:
    """The kinds whose draw lowers the shanten of ``counts`` (``13 - 3 * melds`` tiles).

    A kind held four times is left out (it cannot be drawn), and m2-m8 with
    ``three_players``. ``base`` is the shanten of ``counts`` when already known.
    """
    work = list(counts)
    now = form_shanten(work, melds, form) if base is None else base
    out: list[int] = []
    for kind in range(KIND_COUNT):
        if work[kind] >= COPIES or (three_players and kind in SANMA_MISSING):
            continue
        work[kind] += 1
        if form_shanten(work, melds, form) < now:
            out.append(kind)
        work[kind] -= 1
    return tuple(out)


# --- depth 2 -----------------------------------------------------------------------


def good_wait(closed: Sequence[int], melds: int) -> bool:
    """True when a tenpai closed part waits on two or more kinds, not only as a shanpon.

    The waits are those that can be drawn (a kind held four times is not one).
    """
    kinds = waiting_kinds(closed, melds)
    if len(kinds) < 2:
        return False
    if len(kinds) > 2 or any(closed[k] != 2 for k in kinds):
        return True  # a shanpon's two waits are both pairs of the hand
    return any(t is not WaitType.SHANPON for k in kinds for t in wait_types(closed, k, melds))


def lookahead(closed: Sequence[int], melds: int, tiles: Sequence[Improvement],
              form: str = "all", *, three_players: bool = False) -> Lookahead:
    """Depth 2 of a one-away closed part (``13 - 3 * melds`` tiles) whose improving
    tiles are ``tiles``: after each draw, the best discard's wait (see the module doc)."""
    work = list(closed)
    tenpai = good = 0
    for improvement in tiles:
        if not improvement.left:
            continue
        tenpai += improvement.left
        work[improvement.kind] += 1
        if _good_after_draw(work, melds, form):
            good += improvement.left
        work[improvement.kind] -= 1
    return Lookahead(tenpai, good)


def _good_after_draw(work: list[int], melds: int, form: str) -> bool:
    for kind in range(KIND_COUNT):
        if not work[kind]:
            continue
        work[kind] -= 1
        try:
            if form_shanten(work, melds, form) == 0 and good_wait(work, melds):
                return True
        finally:
            work[kind] += 1
    return False


# --- the analysis ------------------------------------------------------------------


def _counts(tiles: Sequence[Tile]) -> list[int]:
    counts = [0] * KIND_COUNT
    for tile in tiles:
        counts[tile.kind] += 1
    return counts


def _discard_tile(tiles: Sequence[Tile], kind: int) -> Tile:
    """The tile discarded for ``kind``: a plain one when the hand has one (the red five
    stays), else the red five."""
    plain = [t for t in tiles if t.kind == kind and not t.red]
    return plain[0] if plain else next(t for t in tiles if t.kind == kind)


def _without(tiles: Sequence[Tile], tile: Tile) -> tuple[Tile, ...]:
    rest = list(tiles)
    rest.remove(tile)
    return tuple(rest)


def _check_counts(hand: Hand) -> bool:
    """True for a hand that has just drawn (14 - 3k tiles), False for 13 - 3k; else an
    error."""
    melds = len(hand.melds)
    closed = len(hand.closed_tiles)
    if hand.win_source is not None:
        raise UsageError("efficiency takes the hand with the tile just drawn, not a ron: "
                         "write the last tile without a source mark", code="usage")
    if closed == DRAWN_TILES - 3 * melds:
        return True
    if closed == DRAWN_TILES - 1 - 3 * melds:
        return False
    raise InvalidHandError(
        f"efficiency takes {DRAWN_TILES - 3 * melds} concealed tiles (13 and the tile just "
        f"drawn) or {DRAWN_TILES - 1 - 3 * melds} with {melds} meld(s), got {closed}",
        code="bad_tile_count")


def analyze_efficiency(hand: Hand, situation: Situation = NO_SITUATION,
                       rules: Rules = DEFAULT_RULES, *, seen: Sequence[Tile] = (),
                       discards: Sequence[Tile] = (), form: str = "all",
                       values: bool = False, depth: int = 1) -> EfficiencyReport:
    """Every distinct discard of a hand that has just drawn (or the 13-tile hand as it
    is), with its shanten, improving tiles and copies left, best first.

    ``seen``: other tiles in sight (rivers, others' melds, kita), not the hand and not
    the indicators, which ``situation`` holds and which count too. ``discards``: the
    player's own earlier discards (in sight; with ``values``, a wait among them is
    furiten). ``values``: price the waits of every tenpai discard under ``situation``
    and ``rules``. ``depth`` 2: the good-shape look-ahead of every one-away discard.
    Raises InvalidHandError for a wrong tile count or a fifth copy, UsageError for a
    form the melds rule out or a bad depth.
    """
    drawn = _check_counts(hand)
    if form not in FORMS:
        raise UsageError(f"unknown form {form!r}: one of {', '.join(FORMS)}", code="usage")
    if depth not in (1, 2):
        raise UsageError(f"depth {depth}: 1 or 2", code="usage")
    melds = len(hand.melds)
    three = rules.number("players") == 3
    indicators = (*situation.dora_indicators, *situation.ura_indicators)
    own = hand.all_tiles
    known = (*own, *indicators, *seen, *discards)
    check_possible(known, rules, lambda index: (
        "in the hand" if index < len(own) else
        "among the indicators" if index < len(own) + len(indicators) else
        "among the tiles seen" if index < len(own) + len(indicators) + len(seen)
        else "among the discards"))
    if three:
        check_three_player_hand(hand, (*indicators, *seen, *discards))
    sight = _counts(known)

    closed_tiles = hand.closed_tiles
    closed = _counts(closed_tiles)
    form_shanten(closed, melds, form)  # refuses a closed form with melds before the work
    candidates: list[Tile | None] = (
        [_discard_tile(closed_tiles, k) for k in range(KIND_COUNT) if closed[k]]
        if drawn else [None])
    options = []
    for tile in candidates:
        work = list(closed)
        rest = closed_tiles
        if tile is not None:
            work[tile.kind] -= 1
            rest = _without(closed_tiles, tile)
        now = form_shanten(work, melds, form)
        tiles = tuple(Improvement(k, max(0, COPIES - sight[k]))
                      for k in improving_kinds(work, melds, form, three_players=three,
                                               base=now))
        value = None
        if values and now == 0:
            value = _tenpai_value(Hand(rest, hand.melds), situation, rules, seen,
                                  (*discards, *(() if tile is None else (tile,))), tiles)
        ahead = None
        if depth == 2 and now == 1:
            ahead = lookahead(work, melds, tiles, form, three_players=three)
        options.append(DiscardOption(tile, now, _forms(work, melds), tiles, value, ahead))
    options.sort(key=_order)
    return EfficiencyReport(hand, form_shanten(closed, melds, form), form, tuple(options))


def _order(option: DiscardOption) -> tuple[int, int, float, float, int, int]:
    value = option.value
    ahead = option.lookahead
    return (option.shanten, -option.count,
            -(value.ev_ron if value else 0.0), -(value.ev_tsumo if value else 0.0),
            -(ahead.good_draws if ahead else 0),
            -1 if option.discard is None else option.discard.kind)


def _tenpai_value(hand: Hand, situation: Situation, rules: Rules, seen: Sequence[Tile],
                  discards: Sequence[Tile], tiles: Sequence[Improvement]) -> TenpaiValue:
    """The waits of a tenpai 13-tile hand with their values; only the waits that can be
    drawn (``tiles``), with their copies left as counted here."""
    report = analyze_waits(hand, situation, rules, visible=seen,
                           discards=Discards(own=tuple(discards)))
    left = {t.kind: t.left for t in tiles}
    riichi = situation.any_riichi
    out = []
    for wait in report.waits:
        if wait.kind not in left:
            continue  # a fifth copy of a kind the hand holds four of
        ron = wait.ron
        has_yaku = ron is not None and ron.has_yaku
        out.append(ValuedWait(
            wait, left[wait.kind],
            ron_allowed=has_yaku and not report.furiten.furiten,
            needs_riichi=(not has_yaku and ron is not None and ron.reason == "no_yaku"
                          and hand.is_closed and not riichi)))
    return TenpaiValue(report, tuple(out))


__all__ = [
    "FORMS",
    "DiscardOption",
    "EfficiencyReport",
    "Improvement",
    "Lookahead",
    "TenpaiValue",
    "ValuedWait",
    "analyze_efficiency",
    "form_shanten",
    "good_wait",
    "improving_kinds",
    "lookahead",
]
