"""The views of a double or triple ron (``mjcalc score ... --also ...``).

- table: a heading line saying what kind of multiple ron it is and how it is settled,
  then each winner (nearest the discarder first) as ``mjcalc score`` shows one hand —
  its payments and net being its own share — then every payment of the discard and the
  combined net change of the four seats;
- short: one line per winner (``North: 30fu 3han 3900 (...)``), then the net line;
- json: ``{"version", "multi_ron", "mode", "abortive_draw", "honba_mode", "rules",
  "discarder", "win_tile", "honba", "deposits", "winners": [...], "payments",
  "per_payer", "net"}`` where each winner is the record ``score -f json`` prints for one
  hand plus ``"paid"`` (docs/json.md, "JSON output of a double ron");
- majiang: a JSON list of majiang-core results, one per winner paid, each ``fenpei``
  that winner's share; a triple ron that is an abortive draw is majiang-core's pingju
  ``{"name": "三家和", "shoupai", "fenpei"}``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ..inputs.score_inputs import SEAT_LABELS
from ..text import columns

if TYPE_CHECKING:
    from scoring.hand.multi_ron import MultiRonResult
    from scoring.hand.results import Settlement

    from .score import ExtraView

#: what one to three winners on one discard are called.
KIND_WORDS: Final = {1: "Ron", 2: "Double ron", 3: "Triple ron"}
#: how the honba are paid under each value of ``multi_ron_honba``.
HONBA_WORDS: Final = {"split": "the honba split between the winners",
                      "each": "the full honba to each winner",
                      "first": "the honba to the nearest winner"}
#: the net change line of one winner's own payments (render prints it as "Net change").
OWN_NET: Final = "Net change from this winner's payments"
#: majiang-core's name for the abortive draw of a triple ron.
SANCHAHOU: Final = "三家和"


def render_multi(result: MultiRonResult, fmt: str, lang: str, *,
                 teaching: ExtraView | None = None) -> str:
    """``result`` as ``table``, ``short``, ``json`` or ``majiang``."""
    if fmt == "json":
        from .score import to_json

        return to_json(multi_json(result, lang))
    if fmt == "majiang":
        return majiang_multi(result)
    if fmt == "short":
        return multi_short(result, lang)
    return multi_table(result, lang, teaching=teaching)


def headline(result: MultiRonResult) -> str:
    """What happened and how it is settled, in one sentence."""
    first = result.winners[0]
    n = len(result.winners)
    tile = first.hand.win_tile
    head = f"{KIND_WORDS[n]} on {SEAT_LABELS[result.discarder]}'s {tile}"
    seats = ", ".join(SEAT_LABELS[w.situation.seat] for w in result.winners)
    switch = "double_ron" if n == 2 else "triple_ron"
    if result.abortive_draw:
        deposits = first.situation.deposits
        sticks = (f"; the {deposits} riichi stick(s) stay on the table" if deposits
                  else "")
        return (f"{head} by {seats}: an abortive draw ({switch}={result.mode}), "
                f"nobody is paid{sticks}.")
    if result.mode == "head_bump":
        return (f"{head} by {seats}: head bump ({switch}=head_bump), only "
                f"{SEAT_LABELS[first.situation.seat]}, the nearest in turn order, is paid.")
    if n == 1:
        return f"{head} by {seats}."
    honba = HONBA_WORDS.get(result.honba_mode, result.honba_mode)
    return (f"{head} by {seats} (nearest the discarder first): every winner is paid; "
            f"{honba} (multi_ron_honba={result.honba_mode}); the riichi sticks to the "
            "nearest.")


def multi_table(result: MultiRonResult, lang: str, *,
                teaching: ExtraView | None = None) -> str:
    """The table view: the headline, each winner (with ``teaching``'s view, if handed
    in), every payment and the net change."""
    from .score import render_score

    n = len(result.winners)
    from .fit import output_width, wrap_text

    parts = [wrap_text(headline(result), output_width())]
    for number, (winner, paid) in enumerate(zip(result.winners, result.paid, strict=True),
                                            1):
        seat = SEAT_LABELS[winner.situation.seat]
        status = "" if paid else " (not paid)"
        parts.append(f"== Winner {number} of {n}: {seat}{status} ==")
        view = render_score(winner, "table", lang, teaching=teaching)
        parts.append(view.replace("\n\nNet change\n", f"\n\n{OWN_NET}\n", 1))
    parts.append("== All payments ==")
    parts.append(settlement_table(result.settlement))
    return "\n\n".join(parts)


def settlement_table(settlement: Settlement) -> str:
    """Every payment, then the net change of the four seats."""
    rows = []
    for payment in settlement.payments:
        payer = "table" if payment.payer is None else SEAT_LABELS[payment.payer]
        rows.append([payer, SEAT_LABELS[payment.payee], payment.part, str(payment.amount)])
    pays = columns(rows, ["From", "To", "For", "Points"], right=(3,)) if rows \
        else "No payments."
    seats = len(settlement.net)
    net = columns([[f"{n:+d}" for n in settlement.net]], list(SEAT_LABELS[:seats]),
                  right=range(seats))
    return f"{pays}\n\nNet change of the {'four' if seats == 4 else 'three'} seats\n{net}"


def multi_short(result: MultiRonResult, lang: str) -> str:
    """One line per winner, then ``net: East +0, South +2300, ...`` (or the draw)."""
    from .score import net_line, short_line

    lines = []
    for winner, paid in zip(result.winners, result.paid, strict=True):
        tail = "" if paid else " [not paid]"
        lines.append(f"{SEAT_LABELS[winner.situation.seat]}: "
                     f"{short_line(winner, lang, table_sticks=False)}{tail}")
    if result.abortive_draw:
        lines.append("abortive draw: nobody is paid")
    else:
        lines.append(net_line(result.settlement.net))
    return "\n".join(lines)


def multi_json(result: MultiRonResult, lang: str = "en") -> dict[str, Any]:
    """The documented JSON record of a multiple ron (docs/json.md)."""
    from .json_records import SCHEMA_VERSION, per_payer, result_json

    first = result.winners[0]
    settlement = result.settlement
    winners = []
    for winner, paid in zip(result.winners, result.paid, strict=True):
        record = result_json(winner, lang)
        record["paid"] = paid
        winners.append(record)
    return {
        "version": SCHEMA_VERSION,
        "multi_ron": len(result.winners),
        "mode": result.mode,
        "abortive_draw": settlement.abortive_draw,
        "honba_mode": result.honba_mode,
        "rules": result.preset,
        "discarder": result.discarder,
        "win_tile": str(first.hand.win_tile),
        "honba": first.situation.honba,
        "deposits": first.situation.deposits,
        "winners": winners,
        "payments": [
            {"payer": p.payer, "payee": p.payee, "amount": p.amount, "part": p.part}
            for p in settlement.payments
        ],
        "per_payer": per_payer(settlement),
        "net": list(settlement.net),
    }


def majiang_multi(result: MultiRonResult) -> str:
    """majiang-core's form: a list of hule results, or the pingju of a triple ron."""
    import json

    from grammar import format_hand
    from grammar.records import majiang_result

    if result.abortive_draw:
        shoupai = [""] * 4
        for winner in result.winners:
            shoupai[winner.situation.seat] = format_hand(winner.hand.without_win())
        data: Any = {"name": SANCHAHOU, "shoupai": shoupai,
                     "fenpei": list(result.settlement.net)}
    else:
        data = [majiang_result(winner)
                for winner, paid in zip(result.winners, result.paid, strict=True) if paid]
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))
