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

Every :class:`~scoring.results.FuItem` carries a code, its fu, the reason in words and the
tiles it comes from. Items worth 0 (runs, ryanmen) are not listed, except the pinfu tsumo
note that says why the tsumo fu is missing.
"""

from __future__ import annotations

from typing import Final

from .results import Decomposition, Form, FuItem, Group, GroupKind, Wait
from .shapes import SHARED_GROUP_IDS
from .tiles import DRAGONS, Tile

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
_SET_ITEMS: dict[int, FuItem] = {}
_WAIT_ITEMS: dict[tuple[int, Wait], FuItem] = {}


def count_fu(decomposition: Decomposition, *, closed: bool, tsumo: bool, pinfu: bool,
             seat_wind: int, round_wind: int, double_wind_pair_fu: int
             ) -> tuple[int, int, tuple[FuItem, ...]]:
    """The fu of one reading: (raw fu before rounding, fu, items).

    ``closed``: no open meld; ``tsumo``: won by tsumo; ``pinfu``: the pinfu yaku was
    awarded (then a tsumo adds no fu); the winds are tile kinds (27-30).
    """
    form = decomposition.form
    if form is Form.SEVEN_PAIRS:
        return CHIITOITSU_FU, CHIITOITSU_FU, (_CHIITOITSU_ITEM,)
    items: list[FuItem] = [_BASE_ITEM]
    raw = BASE_FU
    standard = form is Form.STANDARD
    if standard:
        win_group: Group | None = None
        for group in decomposition.groups:
            if group.has_win:
                win_group = group
            gkind = group.kind
            if gkind is GroupKind.RUN:
                continue
            if gkind is GroupKind.PAIR:
                kind = group.tiles[0].kind
                if kind >= 27:
                    raw += _pair_item(kind, group.tiles, seat_wind, round_wind,
                                      double_wind_pair_fu, items)
                continue
            item = _SET_ITEMS.get(id(group))
            if item is None:
                item = _set_item(group)
                if id(group) in SHARED_GROUP_IDS:
                    _SET_ITEMS[id(group)] = item
            items.append(item)
            raw += item.fu
        wait = decomposition.wait
        if wait in _WAIT_CODES and win_group is not None:
            key = (id(win_group), wait)
            item = _WAIT_ITEMS.get(key)
            if item is None:
                code, reason = _WAIT_CODES[wait]
                item = FuItem(code, WAIT_FU, reason, win_group.tiles)
                if id(win_group) in SHARED_GROUP_IDS:
                    _WAIT_ITEMS[key] = item
            items.append(item)
            raw += WAIT_FU
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


def _pair_item(kind: int, tiles: tuple[Tile, ...], seat_wind: int, round_wind: int,
               double_wind_pair_fu: int, items: list[FuItem]) -> int:
    if kind < 27:
        return 0
    if kind == seat_wind and kind == round_wind:
        items.append(FuItem("pair_double_wind", double_wind_pair_fu,
                            f"pair of the seat and round wind: {double_wind_pair_fu}",
                            tiles))
        return double_wind_pair_fu
    if kind == seat_wind:
        code, reason = "pair_seat_wind", "pair of the seat wind: 2"
    elif kind == round_wind:
        code, reason = "pair_round_wind", "pair of the round wind: 2"
    elif kind in DRAGONS:
        code, reason = "pair_dragon", "pair of dragons: 2"
    else:
        return 0
    items.append(FuItem(code, PAIR_FU, reason, tiles))
    return PAIR_FU
