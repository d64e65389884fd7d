"""``mjcalc score --explain``: the teaching view of a scored hand.

Every fu item with its reason and tiles, the rounding, the han, how the basic points and
each payment come out, every reading of the hand that was tried, and why the chosen one
won. Everything shown is read from the result; nothing here recomputes a rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..inputs.score_inputs import SEAT_LABELS
from ..text import columns
from .fit import output_width, wrap_column, wrap_text
from .score import describe_reading, hit_label, hit_value, yakuman_word

if TYPE_CHECKING:
    from scoring.hand.results import Evaluation
    from scoring.hand.score_result import ScoreResult


def explain_view(result: ScoreResult, lang: str) -> str:
    """The teaching view (printed after the normal table)."""
    best = result.best
    blocks = [
        "How the fu are counted\n" + fu_table(best),
        "How the points are counted\n" + points_text(result),
        "Readings tried (* = chosen)\n" + readings_table(result, lang),
        wrap_text(f"Why: {result.why}", output_width()),
    ]
    return "\n\n".join(blocks)


def fu_table(evaluation: Evaluation) -> str:
    """Each fu item (fu, reason, tiles), the total, and the rounding."""
    from scoring.hand.results import counts_fu
    from scoring.tiles import tiles_text

    if not counts_fu(evaluation):
        return ("Thirteen orphans has no sets and no pair: no fu are counted\n"
                "(a yakuman's fu do not exist in the rule books).")
    rows = [[str(item.fu), item.reason, tiles_text(item.tiles)] for item in evaluation.fu_items]
    headers = ["Fu", "Reason", "Tiles"]
    text = columns(wrap_column(rows, headers, 1, output_width()), headers, right=(0,))
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
    lines = [f"The yaku above make {hand_value(best)}.", basic_text(best)]
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


def hand_value(best: Evaluation) -> str:
    """``3 han``, ``yakuman``, or for a counted yakuman ``14 han: kazoe yakuman``."""
    if best.limit == "kazoe_yakuman":
        return f"{best.han} han: kazoe {yakuman_word(best.yakuman)}"
    return yakuman_word(best.yakuman) if best.yakuman else f"{best.han} han"


def basic_text(best: Evaluation) -> str:
    """How the basic points come out, a limit's cap or raise stated exactly:
    ``60 x 2^6 = 3840, capped at mangan: 2000``."""
    limit = (best.limit or "").replace("_", " ")
    if best.yakuman:
        each = best.basic // best.yakuman
        count = f" = {each} x {best.yakuman}" if best.yakuman > 1 else ""
        return f"Basic points of {limit}: {best.basic}{count}."
    formula = f"fu x 2^(han+2) = {best.fu} x 2^{best.han + 2}"
    raw = best.fu << (best.han + 2)
    if best.limit is None:
        return f"Basic points = {formula} = {raw}."
    if best.han >= HAN_LIMITS_FROM:  # the han alone make the limit
        return f"Basic points: {best.han} han make {limit}: {best.basic}."
    if raw > best.basic:
        return f"Basic points = {formula} = {raw}, capped at {limit}: {best.basic}."
    # below the cap and still a limit: kiriage mangan rounds 1920 up
    return (f"Basic points = {formula} = {raw}, rounded up to {limit} "
            f"(kiriage_mangan): {best.basic}.")


#: from 5 han the limit follows from the han, whatever the fu (seed 000, 满贯).
HAN_LIMITS_FROM = 5


def readings_table(result: ScoreResult, lang: str) -> str:
    """Every decomposition tried with its yaku, han, fu and points."""
    from scoring.hand.results import counts_fu

    rows = []
    for ev in result.considered:
        mark = "*" if ev == result.best else ""
        value = yakuman_word(ev.yakuman) if ev.yakuman else f"{ev.han}"
        yaku = ", ".join(f"{hit_label(hit, lang, count=False)} {hit_value(hit)}"
                         for hit in ev.yaku)
        rows.append([mark, describe_reading(ev.decomposition), ev.decomposition.wait.value,
                     value, str(ev.fu) if counts_fu(ev) else "-", str(ev.points),
                     yaku or "no yaku"])
    headers = ["", "Reading", "Wait", "Han", "Fu", "Points", "Yaku"]
    return columns(wrap_column(rows, headers, 6, output_width()), headers,
                   right=(3, 4, 5))
