"""The views of ``mjcalc draw`` and ``mjcalc final``: table, JSON and short.

JSON keys are documented in docs/json.md ("JSON output of draw and final"); seats are
numbers (0 = East, the dealer, or the first dealer for ``final``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..inputs.score_inputs import SEAT_LABELS
from ..text import signed

if TYPE_CHECKING:
    from scoring.game.settlement import DrawResult, FinalResult
    from scoring.hands import Hand

#: bumped only if a key changes meaning; new keys may appear without a bump.
SETTLEMENT_SCHEMA_VERSION = 1
SEAT_LETTERS = "ESWN"


@dataclass(frozen=True)
class SeatTenpai:
    """How a seat's tenpai at the draw was known: ``given`` (--tenpai), ``hand`` (worked
    out from --hand, with its waits) or ``none`` (neither: noten)."""

    source: str
    hand: Hand | None = None
    waits: tuple[int, ...] = ()


def _signed(points: int) -> str:
    return signed(points)  # "+0" for none, as every view writes it


def game_points(points: int) -> str:
    """Game points in thousands with their sign, ``+0`` for none, as every view writes a
    change (the JSON's ``points_text`` keeps :func:`scoring.game.settlement.format_points`)."""
    from scoring.game.settlement import format_points

    return format_points(points) if points else signed(0)


def _kinds(kinds: Sequence[int]) -> str:
    from scoring.tiles import kind_name

    return " ".join(kind_name(k) for k in kinds)


def _payments_rows(result: DrawResult) -> list[list[str]]:
    return [[SEAT_LABELS[p.payer] if p.payer is not None else "table",
             SEAT_LABELS[p.payee], p.part, str(p.amount)] for p in result.payments]


# --- draw ----------------------------------------------------------------------------


def render_draw(result: DrawResult, seats: Sequence[SeatTenpai], honba: int,
                nagashi_asked: Sequence[int], fmt: str, preset: str,
                nagashi_off: str | None = None) -> str:
    """An exhaustive draw's settlement as ``table``, ``json`` or ``short``;
    ``nagashi_off``: why a nagashi mangan asked for is not paid (``scoring.rules.
    switched_off``), said in every format."""
    if fmt == "json":
        from .score import to_json

        return to_json(draw_json(result, seats, honba, nagashi_asked, preset, nagashi_off))
    if fmt == "short":
        return draw_short(result, nagashi_off)
    return draw_table(result, seats, honba, nagashi_asked, preset, nagashi_off)


def draw_short(result: DrawResult, nagashi_off: str | None = None) -> str:
    """``tenpai E W; net +1500 -1500 +1500 -1500; dealer keeps; honba 1; deposits 0``."""
    tenpai = [SEAT_LETTERS[s] for s in range(len(result.tenpai)) if result.tenpai[s]]
    parts = ["tenpai " + (" ".join(tenpai) if tenpai else "none")]
    if result.nagashi:
        parts.append("nagashi " + " ".join(SEAT_LETTERS[s] for s in result.nagashi))
    elif nagashi_off:
        parts.append(f"nagashi not paid: {nagashi_off}")
    parts.append("net " + " ".join(_signed(n) for n in result.net))
    parts.append("dealer keeps" if result.dealer_keeps else "dealer passes")
    parts.append(f"honba {result.honba_next}")
    parts.append(f"deposits {result.deposits_carried}")
    return "; ".join(parts)


def draw_table(result: DrawResult, seats: Sequence[SeatTenpai], honba: int,
               nagashi_asked: Sequence[int], preset: str,
               nagashi_off: str | None = None) -> str:
    """Each seat's tenpai and net, the payments, renchan, and the sticks carried over."""
    from grammar import format_hand

    from .fit import fitted_table, output_width
    from .score import table

    rows = []
    for seat in range(len(result.tenpai)):
        info = seats[seat]
        how = {"given": "given", "hand": "from hand", "none": "not given"}[info.source]
        if info.hand is not None:
            how += f": {format_hand(info.hand)}"
            if info.waits:
                how += f" (waits {_kinds(info.waits)})"
        rows.append([SEAT_LABELS[seat] + (" (dealer)" if seat == 0 else ""),
                     "tenpai" if result.tenpai[seat] else "noten",
                     "yes" if seat in result.nagashi else "",
                     _signed(result.net[seat]), how])
    # a hand and its waits can be long: at a narrow terminal that column wraps
    blocks = [fitted_table(rows, ["Seat", "Tenpai", "Nagashi", "Net", "How known"],
                           output_width(), wrap=(4,),
                           colalign=("left", "left", "left", "right", "left"))]
    payments = _payments_rows(result)
    if payments:
        blocks.append(table(payments, ["From", "To", "For", "Points"],
                            colalign=("left", "left", "left", "right")))
    else:
        blocks.append("No payments (everyone tenpai, or everyone noten).")
    summary = [
        ["Dealer", "keeps the seat (tenpai)" if result.dealer_keeps
         else "passes the seat (noten)"],
        ["Honba", f"{honba} -> {result.honba_next} next hand"],
        ["Deposits", f"{result.deposits_carried} riichi stick(s) stay on the table"],
    ]
    if nagashi_asked and not result.nagashi:
        why = nagashi_off or "nagashi mangan is off in these rules"
        summary.append(["Nagashi", f"not paid: {why}; settled as a plain draw"])
    summary.append(["Rules", preset])
    blocks.append(table(summary, tablefmt="plain"))
    return "\n\n".join(blocks)


def draw_json(result: DrawResult, seats: Sequence[SeatTenpai], honba: int,
              nagashi_asked: Sequence[int], preset: str,
              nagashi_off: str | None = None) -> dict[str, Any]:
    """The documented JSON record of ``mjcalc draw`` (``nagashi_off``: why the nagashi
    asked for is not paid, null when it is or none was asked for)."""
    from grammar import format_hand

    rows = []
    for seat in range(len(result.tenpai)):
        hand = seats[seat].hand
        rows.append({
            "seat": seat,
            "tenpai": result.tenpai[seat],
            "source": seats[seat].source,
            "hand": None if hand is None else format_hand(hand),
            "waits": None if hand is None else _kinds(seats[seat].waits).split(),
            "nagashi": seat in result.nagashi,
            "net": result.net[seat],
        })
    return {
        "version": SETTLEMENT_SCHEMA_VERSION,
        "rules": preset,
        "seats": rows,
        "tenpai": list(result.tenpai),
        "nagashi": list(result.nagashi),
        "nagashi_asked": sorted(nagashi_asked),
        "nagashi_off": nagashi_off if nagashi_asked and not result.nagashi else None,
        "payments": [{"payer": p.payer, "payee": p.payee, "amount": p.amount, "part": p.part}
                     for p in result.payments],
        "net": list(result.net),
        "dealer_keeps": result.dealer_keeps,
        "honba": honba,
        "honba_next": result.honba_next,
        "deposits_carried": result.deposits_carried,
    }


# --- final ---------------------------------------------------------------------------


def render_final(result: FinalResult, scores: Sequence[int], deposits: int, fmt: str,
                 preset: str, uma: str, rounding: str, *, ties_split: bool = False) -> str:
    """A game-end settlement as ``table``, ``json`` or ``short``; ``ties_split``: tied
    players share the uma and oka of their ranks (the table then says so)."""

    if fmt == "json":
        from .score import to_json

        return to_json(final_json(result, scores, deposits, preset))
    if fmt == "short":
        return " ".join(game_points(p) for p in result.points)
    return final_table(result, scores, deposits, preset, uma, rounding,
                       ties_split=ties_split)


def final_table(result: FinalResult, scores: Sequence[int], deposits: int, preset: str,
                uma: str, rounding: str, *, ties_split: bool = False) -> str:
    """The seats from first to last: score, score with deposits, uma, result."""
    from scoring.game.settlement import format_points

    from .score import table

    rows = []
    for seat in result.order:
        rank = result.ranks[seat]
        rows.append([str(rank), SEAT_LABELS[seat], str(scores[seat]),
                     str(result.final_scores[seat]), game_points(result.uma[rank - 1]),
                     game_points(result.points[seat])])
    body = table(rows, ["Rank", "Seat", "Score", "With deposits", "Uma", "Result"],
                 colalign=("right", "left", "right", "right", "right", "right"))
    notes = [
        ["Oka", f"{format_points(result.oka)} to first place"],
        ["Uma", uma],
        ["Rounding", rounding.replace("_", " ")],
        ["Deposits", f"{deposits} left on the table"],
        ["Rules", preset],
    ]
    if ties_split and len(set(result.final_scores)) < len(result.final_scores):
        # the Uma column is by rank; tied players' results share theirs (tie_split)
        notes.insert(2, ["Ties", "tied players share the uma and oka of their ranks"])
    return f"{body}\n\n{table(notes, tablefmt='plain')}"


def final_json(result: FinalResult, scores: Sequence[int], deposits: int, preset: str
               ) -> dict[str, Any]:
    """The documented JSON record of ``mjcalc final``."""
    from scoring.game.settlement import format_points

    return {
        "version": SETTLEMENT_SCHEMA_VERSION,
        "rules": preset,
        "scores": list(scores),
        "deposits": deposits,
        "final_scores": list(result.final_scores),
        "ranks": list(result.ranks),
        "order": list(result.order),
        "points": list(result.points),
        "points_text": [format_points(p) for p in result.points],
        "uma": list(result.uma),
        "oka": result.oka,
    }
