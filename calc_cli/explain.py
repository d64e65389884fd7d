"""``mjcalc score --explain``: the teaching view of a scored hand.

Every fu item with its reason and tiles, the rounding, the han, how the basic points and
each payment come out, every reading of the hand that was tried, and why the chosen one
won. Everything shown is read from the result; nothing here recomputes a rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .render import describe_reading, hit_label, hit_value, yakuman_word
from .score_inputs import SEAT_LABELS
from .text import columns

if TYPE_CHECKING:
    from scoring.results import Evaluation, ScoreResult


def explain_view(result: ScoreResult, lang: str) -> str:
    """The teaching view (printed after the normal table)."""
    best = result.best
    blocks = [
        "How the fu are counted\n" + fu_table(best),
        "How the points are counted\n" + points_text(result),
        "Readings tried (* = chosen)\n" + readings_table(result, lang),
        f"Why: {result.why}",
    ]
    return "\n\n".join(blocks)


def fu_table(evaluation: Evaluation) -> str:
    """Each fu item (fu, reason, tiles), the total, and the rounding."""
    from scoring.tiles import tiles_text

    rows = [[str(item.fu), item.reason, tiles_text(item.tiles)] for item in evaluation.fu_items]
    text = columns(rows, ["Fu", "Reason", "Tiles"], right=(0,))
    rounded_up = -(-evaluation.raw_fu // 10) * 10
    if evaluation.raw_fu == evaluation.fu:
        rounding = f"Total {evaluation.fu} fu (no rounding needed)."
    elif rounded_up == evaluation.fu:
        rounding = (f"Total {evaluation.raw_fu} fu, rounded up to the next 10: "
                    f"{evaluation.fu} fu.")
    else:
        rounding = f"Total {evaluation.raw_fu} fu; this hand counts a fixed {evaluation.fu} fu."
    if evaluation.yakuman:
        rounding += " (A yakuman: the fu do not change its value.)"
    return f"{text}\n{rounding}"


def points_text(result: ScoreResult) -> str:
    """Basic points (formula or limit), then each payment as basic x share, rounded up."""
    best = result.best
    total = yakuman_word(best.yakuman) if best.yakuman else f"{best.han} han"
    lines = [f"The yaku above make {total}."]
    if best.limit is None:
        lines.append(f"Basic points = fu x 2^(han+2) = {best.fu} x 2^{best.han + 2} = "
                     f"{best.basic}.")
    else:
        what = yakuman_word(best.yakuman) if best.yakuman else f"{best.han} han"
        lines.append(f"{what.capitalize()}: {best.limit.replace('_', ' ')}, "
                     f"{best.basic} basic points.")
    for payment in result.settlement.payments:
        payer = "The table" if payment.payer is None else SEAT_LABELS[payment.payer]
        payee = SEAT_LABELS[payment.payee]
        line = f"{payer} pays {payee} {payment.amount} ({payment.part}"
        if payment.part == "basic" and best.basic:
            # the share in halves: x2 and x1, or with three players splitting North's
            # share x2.5, x1.5 or x3 (a rounding adds less than half a basic)
            halves = payment.amount * 2 // best.basic
            exact = best.basic * halves // 2
            share = f"{halves // 2}" + (".5" if halves % 2 else "")
            split = " (its share and half of North's)" if halves % 2 or halves == 6 else ""
            line += f": {best.basic} x {share}{split} = {exact}"
            if exact != payment.amount:
                line += f", rounded up to {payment.amount}"
        lines.append(line + ").")
    lines.append("Net change: " + ", ".join(
        f"{SEAT_LABELS[seat]} {net:+d}" for seat, net in enumerate(result.settlement.net)))
    return "\n".join(lines)


def readings_table(result: ScoreResult, lang: str) -> str:
    """Every decomposition tried with its yaku, han, fu and points."""
    rows = []
    for ev in result.considered:
        mark = "*" if ev == result.best else ""
        value = yakuman_word(ev.yakuman) if ev.yakuman else f"{ev.han}"
        yaku = ", ".join(f"{hit_label(hit, lang, count=False)} {hit_value(hit)}"
                         for hit in ev.yaku)
        rows.append([mark, describe_reading(ev.decomposition), ev.decomposition.wait.value,
                     value, str(ev.fu), str(ev.points), yaku or "no yaku"])
    return columns(rows, ["", "Reading", "Wait", "Han", "Fu", "Points", "Yaku"],
                   right=(3, 4, 5))
