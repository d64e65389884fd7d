"""Rendering: the views of a scored hand (table, short line, JSON), tables and JSON.

The listing commands (yaku, table, rules) print through tabulate; the views of
``mjcalc score`` align their columns with :func:`calc_cli.text.columns`, so a one-shot
score imports neither tabulate nor json unless asked (issue 5: start-up time).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from scoring.hand.points import reported_yakuman

from ..inputs.score_inputs import SEAT_LABELS
from ..text import columns

if TYPE_CHECKING:
    from scoring.hand.results import Decomposition, Evaluation, YakuHit
    from scoring.hand.score_result import ScoreResult
    from scoring.tiles import Tile

TABLE_STYLE = "simple"
#: the words for a count of yakuman in the short and table views.
YAKUMAN_WORDS = {1: "yakuman", 2: "double yakuman", 3: "triple yakuman"}


def table(rows: Sequence[Sequence[Any]], headers: Sequence[str] = (), **options: Any) -> str:
    """``rows`` as a text table through tabulate (``simple`` style unless told)."""
    from tabulate import tabulate

    options.setdefault("tablefmt", TABLE_STYLE)
    return tabulate(rows, headers=list(headers), disable_numparse=True, **options)


def print_table(rows: Sequence[Sequence[Any]], headers: Sequence[str] = (),
                **options: Any) -> None:
    """Print :func:`table`."""
    print(table(rows, headers, **options))


def to_json(data: Any) -> str:
    """``data`` as JSON text on one line: UTF-8 characters kept, keys in the order built.

    What ``json.dumps(data, ensure_ascii=False)`` writes, through one encoder built on
    first use (json.dumps builds one per call with these options) that skips the
    circular-reference check (our data are trees built for the occasion), except that
    the characters of :func:`one_line_json` are escaped.
    """
    if not _ENCODER:
        from json import JSONEncoder

        _ENCODER.append(JSONEncoder(ensure_ascii=False, check_circular=False).encode)
    return one_line_json(_ENCODER[0](data))


_ENCODER: list[Callable[[Any], str]] = []

#: what json.dumps(ensure_ascii=False) leaves raw but a record must not hold: the line
#: breaks of str.splitlines() that JSON does not escape (NEL, LINE and PARAGRAPH
#: SEPARATOR), and lone surrogates (from an escaped "\ud800" in a batch line), which
#: UTF-8 cannot encode.
_UNSAFE_IN_JSON = re.compile(r"[\x85\u2028\u2029\ud800-\udfff]")


def one_line_json(text: str) -> str:
    """JSON ``text`` with the characters of :data:`_UNSAFE_IN_JSON` written as ``\\uXXXX``
    escapes: the same JSON value, on one line for any reader, encodable as UTF-8."""
    if _UNSAFE_IN_JSON.search(text) is None:
        return text
    return _UNSAFE_IN_JSON.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def print_json(data: Any) -> None:
    """Print :func:`to_json`."""
    print(to_json(data))


# --- a scored hand ---------------------------------------------------------------------


#: a view added after the table (``--explain``'s teaching view, handed in by the
#: command: this module does not import the views built on it).
ExtraView = Callable[["ScoreResult", str], str]


def render_score(result: ScoreResult, fmt: str, lang: str, *,
                 teaching: ExtraView | None = None) -> str:
    """``result`` as ``table``, ``json`` or ``short``; ``teaching`` adds its view to the
    table (:func:`calc_cli.views.explain.explain_view` for ``--explain``).

    With ``json`` the record is the same with or without it (it always holds the fu
    items, the readings considered and why the best was chosen).
    """
    fmt, lang = _value(fmt), _value(lang)
    if fmt == "json":
        from .json_records import result_json_text

        return result_json_text(result, lang)
    if fmt == "short":
        return f"{short_line(result, lang)}\n{net_line(result.settlement.net)}"
    text = score_table(result, lang)
    if teaching is not None:
        text += "\n\n" + teaching(result, lang)
    return text


def _value(choice: object) -> str:
    """An enum option's value, or the string itself."""
    return str(getattr(choice, "value", choice))


def yakuman_word(count: int) -> str:
    """``yakuman``, ``double yakuman``... for ``count`` yakuman."""
    return YAKUMAN_WORDS.get(count, f"{count}x yakuman")


def hit_label(hit: YakuHit, lang: str, *, count: bool = True) -> str:
    """A yaku's name; dora-like entries with their count (``Dora 2``) if ``count``."""
    from ..names import is_counted, yaku_name

    name = yaku_name(hit.id, lang)
    return f"{name} {hit.han}" if count and is_counted(hit.id) else name


def hit_value(hit: YakuHit) -> str:
    """What a yaku is worth, for a table: its han, or ``yakuman``/``double yakuman``."""
    return yakuman_word(hit.yakuman) if hit.yakuman else str(hit.han)


def short_line(result: ScoreResult, lang: str, *, table_sticks: bool = True) -> str:
    """One line for shell pipes: what is paid as players call it, then the yaku.

    ``30fu 4han 7700 (Riichi, Pinfu, ...)``, ``30fu 3han 1000/2000 (...)``,
    ``30fu 3han 2000 all (...)``; with ``table_sticks`` the honba are in the amounts and
    named (``8300 (7700 + 2 honba)``) and the riichi sticks collected are added
    (``+ 2 riichi sticks``). A multiple ron's lines leave them out (``table_sticks``
    False): how they are shared is the settlement's, shown by its net line.
    """
    from grammar.called import called_text, called_value

    best = result.best
    names = ", ".join(hit_label(hit, lang) for hit in best.yaku)
    if not table_sticks:
        return f"{value_head(best)} {called_value(result)} ({names})"
    paid = called_text(result)
    deposits = result.situation.deposits
    if deposits:
        paid += f" + {deposits} riichi stick{'s' if deposits != 1 else ''}"
    return f"{value_head(best)} {paid} ({names})"


def net_line(net: Sequence[int]) -> str:
    """The net change of the four seats: ``net: East +0, South +7700, West -7700, ...``."""
    return "net: " + ", ".join(f"{SEAT_LABELS[seat]} {change:+d}"
                               for seat, change in enumerate(net))


def value_head(best: Evaluation) -> str:
    """``double yakuman``, or ``30fu 4han``, with the limit when there is one (a counted
    yakuman: ``20fu 13han kazoe yakuman``)."""
    if reported_yakuman(best.yakuman, best.limit):
        return yakuman_word(best.yakuman)
    head = f"{best.fu}fu {best.han}han"
    return f"{head} {best.limit.replace('_', ' ')}" if best.limit else head


def tile_list(tiles: Sequence[Tile]) -> str:
    """Tiles one by one: ``s2 m4``."""
    return " ".join(str(tile) for tile in tiles)


def describe_reading(decomposition: Decomposition) -> str:
    """The groups of a reading, called melds in brackets: ``m789 p456 s77 [z666]``."""
    from scoring.tiles import tiles_text

    parts = []
    for group in decomposition.groups:
        text = tiles_text(group.tiles)
        parts.append(f"[{text}]" if group.meld is not None else text)
    return " ".join(parts)


def describe_win(result: ScoreResult) -> str:
    """How the hand was won: ``tsumo m9`` or ``ron s2 from West``."""
    tile = result.hand.win_tile
    if result.discarder is None:
        return f"tsumo {tile}"
    return f"ron {tile} from {SEAT_LABELS[result.discarder]}"


def score_table(result: ScoreResult, lang: str) -> str:
    """The default view: the hand, its reading, yaku, fu, points, payments and net."""
    from grammar import format_hand

    best, situation = result.best, result.situation
    decomposition = best.decomposition
    dealer = " (dealer)" if situation.seat == 0 else ""
    head = [
        ["Hand", format_hand(result.hand)],
        ["Win", describe_win(result)],
        ["Seat", f"{SEAT_LABELS[situation.seat]}{dealer}, "
                 f"{SEAT_LABELS[situation.round_wind]} round"],
        ["Reading", f"{describe_reading(decomposition)}  "
                    f"({decomposition.form.value.replace('_', ' ')}, "
                    f"{decomposition.wait.value} wait)"],
    ]
    if situation.dora_indicators:
        head.append(["Dora", "indicators " + tile_list(situation.dora_indicators)])
    if situation.ura_indicators:
        head.append(["Ura", "indicators " + tile_list(situation.ura_indicators)])
    if situation.kita:
        head.append(["Kita", f"{situation.kita} North set aside"])
    three = len(result.settlement.net) == 3 and "sanma" not in result.preset
    head.append(["Rules", result.preset + (", three players" if three else "")])
    yaku = columns([[hit_label(hit, lang, count=False), hit_value(hit)] for hit in best.yaku],
                   ["Yaku", "Han"], right=(1,))
    from .fit import output_width, wrap_column

    summary = columns(wrap_column(_summary_rows(result), (), 1, output_width()))
    return "\n\n".join([columns(head), yaku, summary, payments_table(result)])


def fu_sum(evaluation: Evaluation) -> str:
    """The fu as a sum of its items: ``20 base + 10 closed ron + 2 kanchan = 32 -> 40``."""
    items = " + ".join(f"{item.fu} {item.code.replace('_', ' ')}"
                       for item in evaluation.fu_items)
    if evaluation.raw_fu == evaluation.fu:
        return f"{items} = {evaluation.fu}" if items else str(evaluation.fu)
    return f"{items} = {evaluation.raw_fu}, counted as {evaluation.fu}"


def _summary_rows(result: ScoreResult) -> list[list[str]]:
    best = result.best
    rows = []
    if reported_yakuman(best.yakuman, best.limit):  # a kazoe hand shows its han
        rows.append(["Value", yakuman_word(best.yakuman)])
    else:
        rows.append(["Fu", fu_sum(best)])
        rows.append(["Han", str(best.han)])
    if best.limit:
        rows.append(["Limit", best.limit.replace("_", " ")])
    rows.append(["Basic", f"{best.basic} points"])
    rows.append(["Points", str(best.points)])
    if result.pao is not None:
        rows.append(["Pao", f"{SEAT_LABELS[result.pao]} is liable"])
    return rows


def payments_table(result: ScoreResult) -> str:
    """Who pays whom, then the net change of the seats (four, or three for sanma)."""
    rows = []
    for payment in result.settlement.payments:
        payer = "table" if payment.payer is None else SEAT_LABELS[payment.payer]
        rows.append([payer, SEAT_LABELS[payment.payee], payment.part, str(payment.amount)])
    pays = columns(rows, ["From", "To", "For", "Points"], right=(3,))
    net = result.settlement.net
    net_table = columns([[f"{n:+d}" for n in net]], list(SEAT_LABELS[:len(net)]),
                        right=range(len(net)))
    return f"{pays}\n\nNet change\n{net_table}"
