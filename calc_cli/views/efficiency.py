"""The views of ``mjcalc efficiency``: table, JSON (docs/json.md, "JSON output of efficiency")
and short (the best discard and why, on one line).

Tiles are in canonical prefix notation; a discard keeps its red flag (``m0``), improving
tiles are kinds (``m5``). Everything shown is read from the report; the one sentence that
explains the best discard compares it with the next one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from .fit import fitted_table, output_width, wrap_text

if TYPE_CHECKING:
    from scoring.situation import Situation
    from scoring.table.efficiency import DiscardOption, EfficiencyReport, ValuedWait

#: bumped only if a key changes meaning; new keys may appear without a bump.
EFFICIENCY_SCHEMA_VERSION: Final = 1
#: the widest the table may be, whatever the terminal (issue 31: it fits 80 columns).
MAX_WIDTH: Final = 80
#: the words for each form of :data:`scoring.table.efficiency.FORMS`.
FORM_WORDS: Final = {"all": "least of the three forms", "standard": "standard form only",
                     "seven_pairs": "seven pairs only",
                     "thirteen_orphans": "thirteen orphans only"}


def render_efficiency(report: EfficiencyReport, situation: Situation, fmt: str, lang: str,
                      *, preset: str, explain: bool = False) -> str:
    """``report`` as ``table``, ``json`` or ``short``."""
    if fmt == "json":
        from .score import to_json

        return to_json(efficiency_json(report, situation, lang, preset=preset))
    if fmt == "short":
        return why(report)
    return efficiency_table(report, preset=preset, explain=explain)


# --- words ---------------------------------------------------------------------------


def _kind(kind: int) -> str:
    from scoring.tiles import kind_name

    return kind_name(kind)


def state_words(shanten: int) -> str:
    """``complete``, ``tenpai`` or ``2-shanten``."""
    if shanten < 0:
        return "complete"
    return "tenpai" if shanten == 0 else f"{shanten}-shanten"


def discard_words(option: DiscardOption) -> str:
    """``m4``, or ``(none)`` for a 13-tile hand."""
    return "(none)" if option.discard is None else str(option.discard)


def tiles_words(option: DiscardOption) -> str:
    """The improving tiles with their copies left: ``m1:4 m4:3 p3:0``."""
    return " ".join(f"{_kind(t.kind)}:{t.left}" for t in option.tiles) or "-"


def _points(value: float) -> str:
    return f"{value:.0f}"


def _tiles(option: DiscardOption) -> str:
    kinds = len(option.tiles)
    return f"{option.count} tile{'s' if option.count != 1 else ''} ({kinds} kind" \
           f"{'s' if kinds != 1 else ''})"


def _runner_up(report: EfficiencyReport) -> DiscardOption | None:
    return report.options[1] if len(report.options) > 1 else None


def why(report: EfficiencyReport) -> str:
    """One sentence a learner understands: the best discard, what it keeps, and why it
    beats the next one (more tiles, a lower shanten, more value, better shapes)."""
    best = report.best
    if best.discard is None:
        if best.shanten == 0:
            return (f"The hand is tenpai: {_tiles(best)} complete it"
                    f"{_value_clause(best)}.")
        return f"The hand is {state_words(best.shanten)}: {_tiles(best)} improve it."
    verb = "complete" if best.shanten == 0 else "improve"
    head = (f"Discard {best.discard}: it leaves the hand {state_words(best.shanten)}, and "
            f"{_tiles(best)} {verb} it{_value_clause(best)}")
    other = _runner_up(report)
    if other is None:
        return head + "."
    assert other.discard is not None
    if other.shanten > best.shanten:
        return (f"{head}; every other discard leaves it {state_words(other.shanten)} "
                "or worse.")
    if other.count < best.count:
        return (f"{head}, {best.count - other.count} more than discarding {other.discard} "
                f"({other.count}).")
    value, rival = best.value, other.value
    if value is not None and rival is not None and (
            (value.ev_ron, value.ev_tsumo) != (rival.ev_ron, rival.ev_tsumo)):
        return (f"{head}: as many as discarding {other.discard}, but worth more "
                f"({_points(value.ev_ron)} against {_points(rival.ev_ron)} by ron, "
                f"{_points(value.ev_tsumo)} against {_points(rival.ev_tsumo)} by tsumo).")
    ahead, rival_ahead = best.lookahead, other.lookahead
    if ahead is not None and rival_ahead is not None and \
            ahead.good_draws != rival_ahead.good_draws:
        return (f"{head}: as many as discarding {other.discard}, but more of them give a "
                f"two-sided wait ({ahead.good_draws} against {rival_ahead.good_draws}).")
    return f"{head}; discarding {other.discard} is as good."


def _value_clause(option: DiscardOption) -> str:
    """``, worth 2000 by ron and 2700 by tsumo on average`` (and what stops a ron)."""
    value = option.value
    if value is None or not value.waits:
        return ""
    text = (f", worth {_points(value.ev_ron)} by ron and {_points(value.ev_tsumo)} by "
            "tsumo on average")
    if value.furiten:
        text += " (furiten: no ron)"
    elif all(w.needs_riichi for w in value.waits):
        text += " (no yaku for a ron: it needs riichi)"
    elif not any(w.ron_allowed for w in value.waits):
        text += " (no yaku for a ron)"
    return text


def _wait_cell(wait: ValuedWait, how: str, furiten: bool) -> str:
    from .waits import value_words

    win = wait.wait.ron if how == "ron" else wait.wait.tsumo
    text = value_words(win, furiten and how == "ron")
    if how == "ron" and wait.needs_riichi:
        text = "no yaku (riichi)"
    return text


def _hand_state(report: EfficiencyReport) -> str:
    """The hand's own shanten: as it is (13 tiles), or after its best discard (14)."""
    if not report.drawn:
        return state_words(report.shanten)
    if report.shanten < 0:
        return "complete: a winning hand (mjcalc score prices it)"
    return f"{state_words(report.shanten)} after the best discard"


# --- table ---------------------------------------------------------------------------


def _width() -> int:
    width = output_width()
    return MAX_WIDTH if width is None else min(width, MAX_WIDTH)


def efficiency_table(report: EfficiencyReport, *, preset: str, explain: bool = False
                     ) -> str:
    """The hand and its shanten, one row per discard, the waits of the tenpai discards
    with their values, and (``explain``) the sentence that says why."""
    from grammar import format_hand

    from .score import table

    width = _width()
    forms = report.options[0].forms if not report.drawn else None
    head = [["Hand", format_hand(report.hand)],
            ["Shanten", _hand_state(report)
             + ("" if report.form == "all" else f" ({FORM_WORDS[report.form]})")]]
    if forms is not None:
        parts = [f"standard {forms.standard}"]
        if forms.seven_pairs is not None:
            parts.append(f"seven pairs {forms.seven_pairs}")
        if forms.thirteen_orphans is not None:
            parts.append(f"thirteen orphans {forms.thirteen_orphans}")
        head.append(["Forms", ", ".join(parts)])
    head.append(["Rules", preset])
    blocks = [table(head, tablefmt="plain")]

    depth = any(o.lookahead is not None for o in report.options)
    headers = ["Discard", "Shanten", "Left", "Improving tiles:left"]
    align = ["left", "right", "right", "left"]
    if depth:
        headers.insert(3, "Good")
        align.insert(3, "right")
    rows = []
    for option in report.options:
        row = [discard_words(option), state_words(option.shanten), str(option.count),
               tiles_words(option)]
        if depth:
            ahead = option.lookahead
            row.insert(3, "" if ahead is None else f"{ahead.good_draws}/{ahead.tenpai_draws}")
        rows.append(row)
    blocks.append(fitted_table(rows, headers, width, wrap=[len(headers) - 1],
                               colalign=align))

    priced = [o for o in report.options if o.value is not None and o.value.waits]
    if priced:
        wait_rows = []
        for option in priced:
            value = option.value
            assert value is not None
            for i, wait in enumerate(value.waits):
                wait_rows.append([
                    discard_words(option) if i == 0 else "", _kind(wait.kind),
                    "+".join(t.value for t in wait.wait.types), str(wait.left),
                    _wait_cell(wait, "ron", value.furiten),
                    _wait_cell(wait, "tsumo", value.furiten)])
            wait_rows.append(["", "mean", "", str(value.left), _points(value.ev_ron),
                              _points(value.ev_tsumo)])
        blocks.append(fitted_table(
            wait_rows, ["Discard", "Wait", "Type", "Left", "Ron", "Tsumo"], width,
            wrap=[2, 4, 5], colalign=["left", "left", "left", "right", "right", "right"]))
        furiten = [discard_words(o) for o in priced if o.value and o.value.furiten]
        if furiten:
            blocks.append(wrap_text("Furiten (a wait among the discards, this one "
                                    f"included): {' '.join(furiten)}", width))
    if explain:
        blocks.append(wrap_text("Why: " + why(report), width))
    return "\n\n".join(blocks)


# --- JSON ----------------------------------------------------------------------------


def _wait_json(wait: ValuedWait, furiten: bool, lang: str) -> dict[str, Any]:
    from .waits import value_json

    return {
        "tile": _kind(wait.kind),
        "types": [t.value for t in wait.wait.types],
        "left": wait.left,
        "furiten": furiten,
        "needs_riichi": wait.needs_riichi,
        "ron": value_json(wait.wait.ron, furiten, lang),
        "tsumo": value_json(wait.wait.tsumo, furiten, lang),
    }


def option_json(option: DiscardOption, lang: str) -> dict[str, Any]:
    """One discard of the JSON record."""
    value = option.value
    ahead = option.lookahead
    out: dict[str, Any] = {
        "discard": None if option.discard is None else str(option.discard),
        "shanten": option.shanten,
        "shanten_forms": {"standard": option.forms.standard,
                          "seven_pairs": option.forms.seven_pairs,
                          "thirteen_orphans": option.forms.thirteen_orphans},
        "tiles": [{"tile": _kind(t.kind), "left": t.left} for t in option.tiles],
        "kinds": len(option.tiles),
        "count": option.count,
        "tenpai": option.shanten == 0,
        "waits": None,
        "furiten": None,
        "ev_ron": None,
        "ev_tsumo": None,
        "lookahead": None,
    }
    if value is not None:
        out.update({
            "waits": [_wait_json(w, value.furiten, lang) for w in value.waits],
            "furiten": value.furiten,
            "ev_ron": round(value.ev_ron, 1),
            "ev_tsumo": round(value.ev_tsumo, 1),
        })
    if ahead is not None:
        out["lookahead"] = {"tenpai_draws": ahead.tenpai_draws,
                            "good_draws": ahead.good_draws,
                            "good_rate": round(ahead.good_rate, 4)}
    return out


def efficiency_json(report: EfficiencyReport, situation: Situation, lang: str, *,
                    preset: str) -> dict[str, Any]:
    """The documented JSON record of ``mjcalc efficiency``."""
    from grammar import format_hand

    return {
        "version": EFFICIENCY_SCHEMA_VERSION,
        "hand": format_hand(report.hand),
        "drawn": report.drawn,
        "rules": preset,
        "seat": situation.seat,
        "round_wind": situation.round_wind,
        "form": report.form,
        "shanten": report.shanten,
        "best": None if report.best.discard is None else str(report.best.discard),
        "why": why(report),
        "discards": [option_json(o, lang) for o in report.options],
    }
