"""Fu, item by item, as seed 000 counts them (符数).

- base (副底) 20;
- each set: a triplet 2, doubled for terminals/honors, doubled when concealed, ×4 for a
  kan (so 2 / 4 / 8 / 16 / 32 ...); runs 0. A triplet completed by ron is open;
- the pair: seat wind 2, round wind 2, dragon 2; a pair of a wind that is both seat and
  round wind counts ``rules.number("double_wind_pair_fu")`` (4 by default);
- the wait: kanchan, penchan, tanki 2; ryanmen, shanpon 0;
- a concealed hand won by ron +10; a tsumo +2 (not with pinfu);
- special: pinfu tsumo is 20 flat; seven pairs 25 flat; an open hand that would have only
  its 20 base fu by ron is counted 30;
- the total is rounded up to a multiple of 10 (seven pairs stay 25).

Every :class:`~scoring.hand.results.FuItem` carries a code, its fu, the reason in words and the
tiles it comes from. Items worth 0 (runs, ryanmen) are not listed, except the pinfu tsumo
note that says why the tsumo fu is missing.
"""

from __future__ import annotations

from typing import Final

from ..tiles import DRAGONS
from .results import Decomposition, Form, FuItem, Group, GroupKind, Wait
from .shapes import SHARED_GROUP_IDS

BASE_FU: Final = 20
CHIITOITSU_FU: Final = 25
OPEN_PINFU_RON_FU: Final = 30
CONCEALED_RON_FU: Final = 10
TSUMO_FU: Final = 2
WAIT_FU: Final = 2
PAIR_FU: Final = 2

_BASE_ITEM: Final = FuItem("base", BASE_FU, "base fu (futei)")
_CHIITOITSU_ITEM: Final = FuItem("chiitoitsu", CHIITOITSU_FU,
                                 "seven pairs: 25 fu flat, nothing else counted")
_WAIT_CODES: Final = {Wait.KANCHAN: ("wait_kanchan", "kanchan (closed) wait: 2"),
                      Wait.PENCHAN: ("wait_penchan", "penchan (edge) wait: 2"),
                      Wait.TANKI: ("wait_tanki", "tanki (pair) wait: 2")}


def set_fu(kan: bool, yaochu: bool, concealed: bool) -> int:
    """Fu of a triplet or kan: 2, ×2 terminal/honor, ×2 concealed, ×4 kan."""
    fu = 2
    if yaochu:
        fu *= 2
    if concealed:
        fu *= 2
    if kan:
        fu *= 4
    return fu


def _set_words(is_kan: bool, yaochu: bool, concealed: bool, by_ron: bool
               ) -> tuple[str, int, str]:
    """(code, fu, reason) of a triplet or kan, with the count spelled out."""
    name = "kan" if is_kan else "triplet"
    fu = set_fu(is_kan, yaochu, concealed)
    state = "closed" if concealed else "open"
    parts = ["2"]
    if yaochu:
        parts.append("×2 terminal/honor")
    if concealed:
        parts.append("×2 concealed")
    if is_kan:
        parts.append("×4 kan")
    what = "terminals/honors" if yaochu else "simples"
    reason = f"{state} {name} of {what}: {' '.join(parts)} = {fu}"
    if by_ron:
        reason += " (completed by ron: counts as open)"
    return f"{state}_{name}_{'yaochu' if yaochu else 'simple'}", fu, reason


#: all sixteen kinds of set item, by (kan, terminal/honor, concealed, completed by ron)
_SET_WORDS: Final = {(k, y, c, r): _set_words(k, y, c, r)
                     for k in (False, True) for y in (False, True)
                     for c in (False, True) for r in (False, True)}


def _set_item(group: Group) -> FuItem:
    """The fu item of a triplet or kan group."""
    kind = group.tiles[0].kind
    concealed = group.concealed
    code, fu, reason = _SET_WORDS[(group.kind is GroupKind.KAN,
                                   kind >= 27 or kind % 9 in (0, 8), concealed,
                                   group.has_win and not concealed and group.meld is None)]
    return FuItem(code, fu, reason, group.tiles)


_TSUMO_ITEM: Final = FuItem("tsumo", TSUMO_FU, "tsumo: 2")
_PINFU_TSUMO_ITEM: Final = FuItem(
    "pinfu_tsumo", 0, "pinfu by tsumo: the tsumo 2 fu is not counted (20 fu)")
_MENZEN_RON_ITEM: Final = FuItem("menzen_ron", CONCEALED_RON_FU,
                                 "concealed hand won by ron: 10")
_OPEN_PINFU_ITEM: Final = FuItem("open_pinfu_ron", OPEN_PINFU_RON_FU - BASE_FU,
                                 "open hand with no fu won by ron: counted as 30")

# Items of the groups shapes.py shares between decompositions, keyed by the group's id
# (those groups live as long as the program, so their ids are never reused): a fu item
# is then built once per group, not once per hand.
_SET_ITEMS: Final[dict[int, FuItem]] = {}
_WAIT_ITEMS: Final[dict[int, FuItem]] = {}


class FuParts:
    """What a standard reading's groups give to the fu, before the winds and the way of
    winning are known: the set items in group order around the pair, the pair (when it
    is an honor: its fu depends on the winds) and the wait item. See :func:`fu_parts`.

    A working record of the scorer (not a result): a plain slotted class, which costs
    nothing to define at import, unlike a dataclass or a NamedTuple.
    """

    __slots__ = ("after", "before", "pair", "raw", "wait")

    def __init__(self, before: tuple[FuItem, ...], pair: Group | None,
                 after: tuple[FuItem, ...], raw: int, wait: FuItem | None) -> None:
        self.before = before  # set items of the groups before the pair
        self.pair = pair  # the pair, when it is an honor pair
        self.after = after  # set items of the groups after the pair
        self.raw = raw  # the fu of the set items and of the wait
        self.wait = wait  # kanchan / penchan / tanki: 2


def fu_parts(groups: tuple[Group, ...], wait: Wait | None) -> FuParts:
    """The :class:`FuParts` of some groups of a standard reading, in their order.

    ``wait`` is the reading's wait (None: leave the wait item out, e.g. for the melds,
    which never hold the winning tile).
    """
    before: list[FuItem] = []
    after: list[FuItem] = before
    pair: Group | None = None
    win_group: Group | None = None
    raw = 0
    run = GroupKind.RUN
    pair_kind = GroupKind.PAIR
    set_items = _SET_ITEMS
    for group in groups:
        if group.has_win:
            win_group = group
        gkind = group.kind
        if gkind is run:
            continue
        if gkind is pair_kind:
            if group.tiles[0].kind >= 27:
                pair = group
                after = []
            continue
        item = set_items.get(id(group))
        if item is None:
            item = _set_item(group)
            if id(group) in SHARED_GROUP_IDS:
                set_items[id(group)] = item
        after.append(item)
        raw += item.fu
    wait_item = None
    # identity tests, not ``in _WAIT_CODES``: hashing an Enum member runs Python code
    if win_group is not None and (wait is Wait.KANCHAN or wait is Wait.PENCHAN
                                  or wait is Wait.TANKI):
        # (id of the group, the wait) packed in one int: a tuple key was made and hashed
        key = id(win_group) * 4 + (0 if wait is Wait.KANCHAN else
                                   1 if wait is Wait.PENCHAN else 2)
        wait_item = _WAIT_ITEMS.get(key)
        if wait_item is None:
            code, reason = _WAIT_CODES[wait]
            wait_item = FuItem(code, WAIT_FU, reason, win_group.tiles)
            if id(win_group) in SHARED_GROUP_IDS:
                _WAIT_ITEMS[key] = wait_item
        raw += WAIT_FU
    if pair is None:
        if not before and wait_item is None:
            # runs and number pairs only (nearly half the pieces of majiang-core's test
            # hands): the shared empty parts, not one more object each suit piece keeps
            return NO_PARTS
        return FuParts((), None, tuple(before), raw, wait_item)
    return FuParts(tuple(before), pair, tuple(after), raw, wait_item)


#: FuParts of groups without any set, honor pair or wait item: nothing but the base and
#: the win's items. (FuParts are never changed once made, so one serves them all.)
NO_PARTS: Final = FuParts((), None, (), 0, None)
#: count_fu of every seven pairs reading: (raw fu, fu, items).
SEVEN_PAIRS_FU: Final[tuple[int, int, tuple[FuItem, ...]]] = (
    CHIITOITSU_FU, CHIITOITSU_FU, (_CHIITOITSU_ITEM,))


def count_fu(decomposition: Decomposition, *, closed: bool, tsumo: bool, pinfu: bool,
             seat_wind: int, round_wind: int, double_wind_pair_fu: int
             ) -> tuple[int, int, tuple[FuItem, ...]]:
    """The fu of one reading: (raw fu before rounding, fu, items).

    ``closed``: no open meld; ``tsumo``: won by tsumo; ``pinfu``: the pinfu yaku was
    awarded (then a tsumo adds no fu); the winds are tile kinds (27-30).
    """
    form = decomposition.form
    if form is Form.SEVEN_PAIRS:
        return SEVEN_PAIRS_FU
    if form is Form.STANDARD:
        parts = fu_parts(decomposition.groups, decomposition.wait)
        return total_fu(parts, NO_PARTS, True, closed, tsumo, pinfu, seat_wind, round_wind,
                        double_wind_pair_fu)
    return total_fu(NO_PARTS, NO_PARTS, False, closed, tsumo, pinfu, seat_wind, round_wind,
                    double_wind_pair_fu)


def total_fu(parts: FuParts, melds: FuParts, standard: bool, closed: bool, tsumo: bool,
             pinfu: bool, seat_wind: int, round_wind: int, double_wind_pair_fu: int
             ) -> tuple[int, int, tuple[FuItem, ...]]:
    """:func:`count_fu` of a reading (not seven pairs) whose groups give ``parts``, and
    whose called melds (after them) give ``melds``: (raw fu, fu, items).

    The items come in count_fu's order: the base, the set items and the pair in group
    order, the melds' sets, the wait, then what the way of winning adds.
    """
    raw = BASE_FU + parts.raw + melds.raw
    items = [_BASE_ITEM]  # one list, one tuple at the end
    # (each extend only when there is something: most of these are empty, and an extend
    # by nothing still costs a call)
    pair = parts.pair
    if pair is None:
        if parts.after:
            items.extend(parts.after)
    else:
        if parts.before:
            items.extend(parts.before)
        pair_item = _pair_item(pair, seat_wind, round_wind, double_wind_pair_fu)
        if pair_item is not None:
            raw += pair_item.fu
            items.append(pair_item)
        if parts.after:
            items.extend(parts.after)
    if melds.after:
        items.extend(melds.after)
    if parts.wait is not None:
        items.append(parts.wait)
    if tsumo:
        if pinfu:
            items.append(_PINFU_TSUMO_ITEM)
        else:
            items.append(_TSUMO_ITEM)
            raw += TSUMO_FU
    elif closed:
        items.append(_MENZEN_RON_ITEM)
        raw += CONCEALED_RON_FU
    elif raw == BASE_FU and standard:
        items.append(_OPEN_PINFU_ITEM)
        raw = OPEN_PINFU_RON_FU
    return raw, -(-raw // 10) * 10, tuple(items)


#: pair items by (pair kind, seat wind, round wind, double wind fu) packed in one int
#: (kinds 27-33, the fu 2 or 4). By kind, not by the group's id: an honor pair's tiles are
#: two plain copies of its kind whichever group holds them, and an id packed with the
#: winds overflowed a machine int (compiled, a look-up cost ~470 instructions a hand).
_PAIR_ITEMS: Final[dict[int, FuItem | None]] = {}


def _pair_item(pair: Group, seat_wind: int, round_wind: int, double_wind_pair_fu: int
               ) -> FuItem | None:
    """The fu item of an honor pair (None for a pair worth nothing)."""
    tiles = pair.tiles
    kind = tiles[0].kind
    key = ((kind * 64 + seat_wind) * 64 + round_wind) * 64 + double_wind_pair_fu
    item = _PAIR_ITEMS.get(key, False)
    if item is not False:
        return item  # type: ignore[return-value]
    if kind == seat_wind and kind == round_wind:
        item = FuItem("pair_double_wind", double_wind_pair_fu,
                      f"pair of the seat and round wind: {double_wind_pair_fu}", tiles)
    elif kind == seat_wind:
        item = FuItem("pair_seat_wind", PAIR_FU, "pair of the seat wind: 2", tiles)
    elif kind == round_wind:
        item = FuItem("pair_round_wind", PAIR_FU, "pair of the round wind: 2", tiles)
    elif kind in DRAGONS:
        item = FuItem("pair_dragon", PAIR_FU, "pair of dragons: 2", tiles)
    else:
        item = None
    _PAIR_ITEMS[key] = item  # bounded: 7 kinds, 4 x 4 winds, the fu
    return item
