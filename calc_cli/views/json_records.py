"""The JSON form of a scored hand (docs/json.md). Keys are stable: add, never rename.

Seats are numbers: 0 = East (dealer), 1 = South, 2 = West, 3 = North. Tiles are written in
the canonical prefix notation (``m5``, ``p0`` for a red five, ``z7``).

:func:`result_json` builds the record as a dict: it is the definition of the record.
:func:`result_json_text` writes the very same text ``json.dumps(result_json(r, lang),
ensure_ascii=False)`` gives, about five times faster (issue 5: a batch writes one record a
line, and building then encoding the 2.6 KB dict cost more than scoring the hand): it
assembles the text from pieces, and the pieces that repeat from hand to hand (a group,
a fu item, a yaku with its name, a tile list) are kept, encoded, in bounded caches.
``tests/cli/views/test_schema.py`` checks that both give the same text.
"""

from __future__ import annotations

from json.encoder import encode_basestring
from typing import TYPE_CHECKING, Any, Final

from scoring.hand.points import reported_yakuman
from scoring.hand.results import counts_fu
from scoring.memo import IdentityMemo

if TYPE_CHECKING:
    from collections.abc import Callable

    from scoring.hand.results import (
        Decomposition,
        Evaluation,
        FuItem,
        Group,
        Payment,
        Settlement,
    )
    from scoring.hand.score_result import ScoreResult
    from scoring.hands import Hand
    from scoring.tiles import Tile

#: bumped only if a key changes meaning; new keys may appear without a bump.
SCHEMA_VERSION = 1
#: entries a cache of encoded pieces holds before it is emptied (memory stays bounded).
CACHE_SIZE: Final = 4096

# tile tuples and their text, by identity: the scorer shares the tuples of its groups and
# fu items between hands, so the identity of a tuple is a cheaper key than its tiles
# (a Tile hashes in Python).
_TILES_TEXT: Final[IdentityMemo[tuple[Tile, ...], str]] = IdentityMemo(CACHE_SIZE)


def tiles_json(tiles: tuple[Tile, ...]) -> str:
    """Tiles in compact prefix notation (``m123p0``)."""
    text = _TILES_TEXT.get(tiles)
    if text is not None:
        return text
    from scoring.tiles import tiles_text

    return _TILES_TEXT.put(tiles, tiles_text(tiles))


def decomposition_json(decomposition: Decomposition) -> dict[str, Any]:
    """The reading of a hand: its form, its groups and its wait."""
    return {
        "form": decomposition.form.value,
        "groups": [
            {
                "kind": group.kind.value,
                "tiles": tiles_json(group.tiles),
                "concealed": group.concealed,
                "meld": group.meld,
                "win": group.has_win,
            }
            for group in decomposition.groups
        ],
        "wait": decomposition.wait.value,
    }


def yaku_json(evaluation: Evaluation, lang: str) -> list[dict[str, Any]]:
    """The yaku (and dora counts) of an evaluation, with names in ``lang``."""
    from ..names import yaku_name

    return [
        {"id": hit.id, "name": yaku_name(hit.id, lang), "han": hit.han, "yakuman": hit.yakuman}
        for hit in evaluation.yaku
    ]


def per_payer(settlement: Settlement) -> list[dict[str, int]]:
    """What each seat pays in all (basic, honba and pao parts), in seat order."""
    totals = _payer_totals(settlement)
    return [{"seat": seat, "pays": totals[seat]} for seat in sorted(totals)]


def _payer_totals(settlement: Settlement) -> dict[int, int]:
    totals: dict[int, int] = {}
    for payment in settlement.payments:
        if payment.payer is not None:
            totals[payment.payer] = totals.get(payment.payer, 0) + payment.amount
    return totals


def result_json(result: ScoreResult, lang: str = "en") -> dict[str, Any]:
    """The documented JSON record of one scored hand."""
    from grammar import format_hand

    hand, situation, best = result.hand, result.situation, result.best
    assert hand.win_tile is not None  # a scored hand always has its winning tile
    return {
        "version": SCHEMA_VERSION,
        "hand": format_hand(hand),
        "win": {
            "tile": str(hand.win_tile),
            "how": "tsumo" if result.discarder is None else "ron",
            "from": result.discarder,
        },
        "seats": {
            "winner": situation.seat,
            "discarder": result.discarder,
            "round_wind": situation.round_wind,
        },
        "rules": result.preset,
        "dora": [str(tile) for tile in situation.dora_indicators],
        "ura": [str(tile) for tile in situation.ura_indicators],
        "decomposition": decomposition_json(best.decomposition),
        "wait": best.decomposition.wait.value,
        "yaku": yaku_json(best, lang),
        "yakuman": reported_yakuman(best.yakuman, best.limit),
        "han": best.han,
        "fu": best.fu if counts_fu(best) else None,
        "raw_fu": best.raw_fu if counts_fu(best) else None,
        "fu_items": [
            {"code": item.code, "fu": item.fu, "reason": item.reason,
             "tiles": tiles_json(item.tiles)}
            for item in best.fu_items
        ] if counts_fu(best) else [],
        "limit": best.limit,
        "basic": best.basic,
        "points": best.points,
        "honba": situation.honba,
        "deposits": situation.deposits,
        "payments": [
            {"payer": p.payer, "payee": p.payee, "amount": p.amount, "part": p.part}
            for p in result.settlement.payments
        ],
        "per_payer": per_payer(result.settlement),
        "net": list(result.settlement.net),
        "pao": result.pao,
        "considered": [
            {
                "decomposition": decomposition_json(ev.decomposition),
                "yaku": [hit.id for hit in ev.yaku],
                "han": ev.han,
                "fu": ev.fu if counts_fu(ev) else None,
                "yakuman": reported_yakuman(ev.yakuman, ev.limit),
                "points": ev.points,
            }
            for ev in result.considered
        ],
        "why": result.why,
    }


# --- the record's text, written directly -----------------------------------------------
# Every piece is what json.dumps(..., ensure_ascii=False) writes for the same value: its
# separators (", " and ": "), json's own string encoder, null/true/false, and ints as int
# writes them. A piece's cache key holds every value the piece shows.

#: grammar.format_hand, imported on first use.
_LATE: Final[list[Callable[[Hand], str]]] = []
#: encoded pieces: strings, groups, fu items, yaku entries, payments.
_PIECES: Final[dict[Any, str]] = {}


def _keep(key: Any, text: str) -> str:
    if len(_PIECES) >= CACHE_SIZE:
        _PIECES.clear()
    _PIECES[key] = text
    return text


def _string(text: str) -> str:
    """A JSON string, as json.dumps writes it with ensure_ascii=False."""
    piece = _PIECES.get(text)
    return piece if piece is not None else _keep(text, encode_basestring(text))


def _optional(value: int | str | None) -> str:
    """null, a string or an int."""
    if value is None:
        return "null"
    if isinstance(value, str):
        return _string(value)
    return _int(value)


def _fu_text(fu: int, evaluation: Evaluation) -> str:
    """A fu count as JSON: null for thirteen orphans (:func:`counts_fu`)."""
    return _int(fu) if counts_fu(evaluation) else "null"


def _int(value: int) -> str:
    # json writes an int (an IntEnum too) with int's repr; a bool is true/false.
    if value is True:
        return "true"
    if value is False:
        return "false"
    return f"{value}"  # an IntEnum formats as its number too (unlike its str() before 3.11)


def _bool(value: bool) -> str:
    return "true" if value else "false"


def _group_text(group: Group) -> str:
    # by identity first (the scorer shares most group objects between hands), then by
    # value (a Group hashes in Python: slower, but it finds equal groups made anew).
    piece = _GROUPS.get(group)
    if piece is not None:
        return piece
    piece = _PIECES.get(group)
    if piece is None:
        piece = _keep(group, (
            f'{{"kind": {_string(group.kind._value_)}, "tiles": '
            f'{_string(tiles_json(group.tiles))}, "concealed": {_bool(group.concealed)}, '
            f'"meld": {_optional(group.meld)}, "win": {_bool(group.has_win)}}}'))
    return _GROUPS.put(group, piece)


_GROUPS: Final[IdentityMemo[Group, str]] = IdentityMemo(CACHE_SIZE)


def _decomposition_text(decomposition: Decomposition) -> str:
    groups = ", ".join([_group_text(group) for group in decomposition.groups])
    return (f'{{"form": {_string(decomposition.form._value_)}, "groups": [{groups}], '
            f'"wait": {_string(decomposition.wait._value_)}}}')


def _fu_item_text(item: FuItem) -> str:
    # by identity, then by value, as groups are
    piece = _FU_ITEMS.get(item)
    if piece is not None:
        return piece
    piece = _PIECES.get(item)
    if piece is None:
        piece = _keep(item, (
            f'{{"code": {_string(item.code)}, "fu": {_int(item.fu)}, '
            f'"reason": {_string(item.reason)}, "tiles": {_string(tiles_json(item.tiles))}}}'))
    return _FU_ITEMS.put(item, piece)


_FU_ITEMS: Final[IdentityMemo[FuItem, str]] = IdentityMemo(CACHE_SIZE)


def _yaku_text(evaluation: Evaluation, lang: str) -> str:
    pieces = []
    for hit in evaluation.yaku:
        key = ("yaku", hit.id, hit.han, hit.yakuman, lang)
        piece = _PIECES.get(key)
        if piece is None:
            from ..names import yaku_name

            piece = _keep(key, (
                f'{{"id": {_string(hit.id)}, "name": {_string(yaku_name(hit.id, lang))}, '
                f'"han": {_int(hit.han)}, "yakuman": {_int(hit.yakuman)}}}'))
        pieces.append(piece)
    return ", ".join(pieces)


def _tile_list_text(tiles: tuple[Tile, ...]) -> str:
    """``"m1", "p2"``: the items of the JSON list of ``tiles`` (kept by identity, as in
    :func:`tiles_json`: the option reader shares the tuples of repeated indicators)."""
    text = _TILE_LISTS.get(tiles)
    if text is not None:
        return text
    return _TILE_LISTS.put(tiles, ", ".join([_string(str(tile)) for tile in tiles]))


_TILE_LISTS: Final[IdentityMemo[tuple[Tile, ...], str]] = IdentityMemo(CACHE_SIZE)


def _settlement_text(settlement: Settlement) -> str:
    """``"payments": [...], "per_payer": [...], "net": [...]`` (kept by identity: the
    scorer shares the settlement of equal wins)."""
    text = _SETTLEMENTS.get(settlement)
    if text is not None:
        return text
    payments = ", ".join([_payment_text(p) for p in settlement.payments])
    totals = _payer_totals(settlement)
    pays = ", ".join([f'{{"seat": {_int(seat)}, "pays": {_int(totals[seat])}}}'
                      for seat in sorted(totals)])
    net = ", ".join([_int(n) for n in settlement.net])
    return _SETTLEMENTS.put(
        settlement, f'"payments": [{payments}], "per_payer": [{pays}], "net": [{net}]')


_SETTLEMENTS: Final[IdentityMemo[Settlement, str]] = IdentityMemo(CACHE_SIZE)


def _payment_text(payment: Payment) -> str:
    key = (payment.payer, payment.payee, payment.amount, payment.part)
    piece = _PIECES.get(key)
    if piece is None:
        piece = _keep(key, (
            f'{{"payer": {_optional(payment.payer)}, "payee": {_int(payment.payee)}, '
            f'"amount": {_int(payment.amount)}, "part": {_string(payment.part)}}}'))
    return piece


def result_json_text(result: ScoreResult, lang: str = "en") -> str:
    """``json.dumps(result_json(result, lang), ensure_ascii=False)``, written directly."""
    if not _LATE:
        from grammar import format_hand

        _LATE.append(format_hand)
    hand, situation, best = result.hand, result.situation, result.best
    assert hand.win_tile is not None  # a scored hand always has its winning tile
    settlement = result.settlement
    discarder = _optional(result.discarder)
    how = '"tsumo"' if result.discarder is None else '"ron"'
    decomposition = best.decomposition
    chosen = _decomposition_text(decomposition)
    considered = []
    for ev in result.considered:
        text = chosen if ev.decomposition is decomposition else \
            _decomposition_text(ev.decomposition)
        ids = ", ".join([_string(hit.id) for hit in ev.yaku])
        considered.append(
            f'{{"decomposition": {text}, "yaku": [{ids}], "han": {_int(ev.han)}, '
            f'"fu": {_fu_text(ev.fu, ev)}, '
            f'"yakuman": {_int(reported_yakuman(ev.yakuman, ev.limit))}, '
            f'"points": {_int(ev.points)}}}')
    fu_items = ", ".join([_fu_item_text(item) for item in best.fu_items]) \
        if counts_fu(best) else ""
    return (
        f'{{"version": {SCHEMA_VERSION}, "hand": {encode_basestring(_LATE[0](hand))}, '
        f'"win": {{"tile": {_string(str(hand.win_tile))}, '
        f'"how": {how}, "from": {discarder}}}, '
        f'"seats": {{"winner": {_int(situation.seat)}, "discarder": {discarder}, '
        f'"round_wind": {_int(situation.round_wind)}}}, '
        f'"rules": {_string(result.preset)}, '
        f'"dora": [{_tile_list_text(situation.dora_indicators)}], '
        f'"ura": [{_tile_list_text(situation.ura_indicators)}], '
        f'"decomposition": {chosen}, "wait": {_string(decomposition.wait._value_)}, '
        f'"yaku": [{_yaku_text(best, lang)}], '
        f'"yakuman": {_int(reported_yakuman(best.yakuman, best.limit))}, '
        f'"han": {_int(best.han)}, "fu": {_fu_text(best.fu, best)}, '
        f'"raw_fu": {_fu_text(best.raw_fu, best)}, '
        f'"fu_items": [{fu_items}], "limit": {_optional(best.limit)}, '
        f'"basic": {_int(best.basic)}, "points": {_int(best.points)}, '
        f'"honba": {_int(situation.honba)}, "deposits": {_int(situation.deposits)}, '
        f'{_settlement_text(settlement)}, '
        f'"pao": {_optional(result.pao)}, "considered": [{", ".join(considered)}], '
        f'"why": {_string(result.why)}}}'
    )
