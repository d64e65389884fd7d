"""The JSON form of a scored hand (README, "JSON output"). Keys are stable: add, never rename.

Seats are numbers: 0 = East (dealer), 1 = South, 2 = West, 3 = North. Tiles are written in
the canonical prefix notation (``m5``, ``p0`` for a red five, ``z7``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from scoring.results import Decomposition, Evaluation, ScoreResult, Settlement
    from scoring.tiles import Tile

#: bumped only if a key changes meaning; new keys may appear without a bump.
SCHEMA_VERSION = 1


def tiles_json(tiles: tuple[Tile, ...]) -> str:
    """Tiles in compact prefix notation (``m123p0``)."""
    from scoring.tiles import tiles_text

    return tiles_text(tiles)


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
    from .names import yaku_name

    return [
        {"id": hit.id, "name": yaku_name(hit.id, lang), "han": hit.han, "yakuman": hit.yakuman}
        for hit in evaluation.yaku
    ]


def per_payer(settlement: Settlement) -> list[dict[str, int]]:
    """What each seat pays in all (basic, honba and pao parts), in seat order."""
    totals: dict[int, int] = {}
    for payment in settlement.payments:
        if payment.payer is not None:
            totals[payment.payer] = totals.get(payment.payer, 0) + payment.amount
    return [{"seat": seat, "pays": totals[seat]} for seat in sorted(totals)]


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
        "yakuman": best.yakuman,
        "han": best.han,
        "fu": best.fu,
        "raw_fu": best.raw_fu,
        "fu_items": [
            {"code": item.code, "fu": item.fu, "reason": item.reason,
             "tiles": tiles_json(item.tiles)}
            for item in best.fu_items
        ],
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
                "fu": ev.fu,
                "yakuman": ev.yakuman,
                "points": ev.points,
            }
            for ev in result.considered
        ],
        "why": result.why,
    }
