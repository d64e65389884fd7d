"""The views of ``mjcalc waits``: table, JSON (docs/json.md, "JSON output of waits") and short.

Seats are numbers in JSON (0 = East, the dealer); tiles are in canonical prefix notation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scoring.hand.points import reported_yakuman

from ..inputs.score_inputs import SEAT_LABELS

if TYPE_CHECKING:
    from scoring.situation import Situation
    from scoring.table.waits import ShapeHit, WaitsReport, WaitTile, WinValue

#: bumped only if a key changes meaning; new keys may appear without a bump.
WAITS_SCHEMA_VERSION = 1


def render_waits(report: WaitsReport, situation: Situation, fmt: str, lang: str, *,
                 preset: str) -> str:
    """``report`` (priced in ``situation``) as ``table``, ``json`` or ``short``."""
    if fmt == "json":
        from .score import to_json

        return to_json(waits_json(report, situation, lang, preset=preset))
    if fmt == "short":
        return waits_short(report)
    return waits_table(report, situation, lang, preset=preset)


# --- words ---------------------------------------------------------------------------


def _kind(kind: int) -> str:
    from scoring.tiles import kind_name

    return kind_name(kind)


def _types(wait: WaitTile) -> str:
    return "+".join(t.value for t in wait.types)


def shape_words(shape: ShapeHit) -> str:
    """``sanmenchan m23456 on m1 m4 m7``."""
    from scoring.tiles import Tile, tiles_text

    block = tiles_text([Tile(k) for k in shape.tiles])
    return f"{shape.shape.value} {block} on {' '.join(_kind(k) for k in shape.waits)}"


def shanten_words(report: WaitsReport) -> str:
    """``2-shanten (standard 2, seven pairs 6, thirteen orphans 7)``."""
    forms = report.forms
    parts = [f"standard {forms.standard}"]
    if forms.seven_pairs is not None:
        parts.append(f"seven pairs {forms.seven_pairs}")
    if forms.thirteen_orphans is not None:
        parts.append(f"thirteen orphans {forms.thirteen_orphans}")
    return f"{report.shanten}-shanten ({', '.join(parts)})"


def value_words(value: WinValue | None, furiten: bool = False) -> str:
    """A cell for one way of winning: ``2000 (30fu 2han)``, ``no yaku``, ``furiten``."""
    if value is None:
        return ""
    if value.result is None:
        return "no yaku" if value.reason == "no_yaku" else "cannot come"
    from .score import value_head

    text = f"{value.points} ({value_head(value.result.best)})"
    return f"{text}, furiten" if furiten else text


def furiten_words(report: WaitsReport) -> str:
    """``no`` or ``yes: discard (m4), temporary (m1)``."""
    if not report.furiten.furiten:
        return "no"
    causes = ", ".join(f"{c.kind.value} ({' '.join(str(t) for t in c.tiles)})"
                       for c in report.furiten.causes)
    return f"yes: {causes}"


def _yaku_names(value: WinValue | None, lang: str) -> str:
    if value is None or value.result is None:
        return "-"
    from .score import hit_label

    return ", ".join(hit_label(hit, lang) for hit in value.result.best.yaku)


# --- table ---------------------------------------------------------------------------


def waits_table(report: WaitsReport, situation: Situation, lang: str, *, preset: str
                ) -> str:
    """The default view: the hand, tenpai or shanten, the waits and their values."""
    from grammar import format_hand

    from .score import table

    head = [["Hand", format_hand(report.hand)]]
    seat = (f"{SEAT_LABELS[situation.seat]}{' (dealer)' if situation.seat == 0 else ''}, "
            f"{SEAT_LABELS[situation.round_wind]} round")
    if report.tenpai and situation.discarder is not None:
        seat += f"; ron from {SEAT_LABELS[situation.discarder]}"
    head.append(["Seat", seat])
    if not report.tenpai:
        head.append(["Tenpai", "no: " + shanten_words(report)])
        head.append(["Rules", preset])
        return table(head, tablefmt="plain")
    head.append(["Tenpai", f"yes, {len(report.waits)} tile(s), {report.left} left"])
    for shape in report.shapes:
        head.append(["Shape", shape_words(shape)])
    if report.furiten_checked:
        head.append(["Furiten", furiten_words(report)])
    if report.karaten:
        head.append(["Karaten", "yes: no copy of any waiting tile is left"])
    if report.jigoku_tanki:
        head.append(["Jigoku", "yes: a tanki with one copy left"])
    head.append(["Draw", "counts as tenpai" if report.draw_tenpai
                 else "noten at a draw (a wait only on the hand's own four)"])
    head.append(["Rules", preset])
    blocks = [table(head, tablefmt="plain")]

    furiten = report.furiten.furiten
    rows = [[_kind(w.kind), _types(w), str(w.left), value_words(w.ron, furiten),
             value_words(w.tsumo)] for w in report.waits]
    blocks.append(table(rows, ["Tile", "Wait", "Left", "Ron", "Tsumo"],
                        colalign=("left", "left", "right", "right", "right")))
    if any(w.ron is not None for w in report.waits):
        yaku = [[_kind(w.kind), _yaku_names(w.ron, lang), _yaku_names(w.tsumo, lang)]
                for w in report.waits]
        blocks.append(table(yaku, ["Tile", "Yaku by ron", "Yaku by tsumo"]))
    return "\n\n".join(blocks)


# --- short ---------------------------------------------------------------------------


def waits_short(report: WaitsReport) -> str:
    """One line: ``tenpai m1 ryanmen 2000/2700, m4 ryanmen 2000/2700; sanmenchan``.

    Each wait shows its ron and tsumo values (``-`` without a yaku); then the shapes,
    furiten, karaten and jigoku tanki when they apply. A hand not tenpai: ``2-shanten``.
    """
    if not report.tenpai:
        return f"{report.shanten}-shanten"

    def points(value: WinValue | None) -> str:
        return "-" if value is None or value.result is None else str(value.points)

    parts = []
    for w in report.waits:
        text = f"{_kind(w.kind)} {_types(w)}"
        if w.ron is not None:
            text += f" {points(w.ron)}/{points(w.tsumo)}"
        parts.append(text)
    line = "tenpai " + ", ".join(parts)
    extra = [s.shape.value for s in report.shapes]
    if report.furiten.furiten:
        extra.append("furiten " + "+".join(k.value for k in report.furiten.kinds))
    if report.karaten:
        extra.append("karaten")
    if report.jigoku_tanki:
        extra.append("jigoku tanki")
    return "; ".join([line, *extra])


# --- JSON ----------------------------------------------------------------------------


def value_json(value: WinValue | None, furiten: bool, lang: str) -> dict[str, Any] | None:
    """One way of winning on a tile (None when values were not computed)."""
    if value is None:
        return None
    from .json_records import yaku_json

    result = value.result
    out: dict[str, Any] = {
        "tile": str(value.tile),
        "has_yaku": result is not None,
        "reason": value.reason,
        "allowed": result is not None and not (furiten and value.how == "ron"),
        "points": value.points,
        "gain": value.gain,
    }
    if result is not None:
        best = result.best
        out.update({
            "wait": best.decomposition.wait.value,
            "yaku": yaku_json(best, lang),
            "yakuman": reported_yakuman(best.yakuman, best.limit),
            "han": best.han,
            "fu": best.fu,
            "limit": best.limit,
            "basic": best.basic,
            "net": list(result.settlement.net),
        })
    return out


def waits_json(report: WaitsReport, situation: Situation, lang: str, *, preset: str
               ) -> dict[str, Any]:
    """The documented JSON record of ``mjcalc waits``."""
    from grammar import format_hand
    from scoring.tiles import Tile, tiles_text

    furiten = report.furiten.furiten
    return {
        "version": WAITS_SCHEMA_VERSION,
        "hand": format_hand(report.hand),
        "rules": preset,
        "seat": situation.seat,
        "round_wind": situation.round_wind,
        "discarder": situation.discarder,
        "tenpai": report.tenpai,
        "shanten": report.shanten,
        "shanten_forms": {
            "standard": report.forms.standard,
            "seven_pairs": report.forms.seven_pairs,
            "thirteen_orphans": report.forms.thirteen_orphans,
        },
        "waits": [
            {
                "tile": _kind(w.kind),
                "types": [t.value for t in w.types],
                "in_hand": w.in_hand,
                "seen": w.seen,
                "left": w.left,
                "ron": value_json(w.ron, furiten, lang),
                "tsumo": value_json(w.tsumo, furiten, lang),
            }
            for w in report.waits
        ],
        "shapes": [
            {"shape": s.shape.value, "tiles": tiles_text([Tile(k) for k in s.tiles]),
             "waits": [_kind(k) for k in s.waits]}
            for s in report.shapes
        ],
        "left": report.left,
        "furiten": {
            "checked": report.furiten_checked,
            "furiten": furiten,
            "kinds": [k.value for k in report.furiten.kinds],
            "causes": [{"kind": c.kind.value, "tiles": [str(t) for t in c.tiles]}
                       for c in report.furiten.causes],
        },
        "karaten": report.karaten,
        "jigoku_tanki": report.jigoku_tanki,
        "draw_tenpai": report.draw_tenpai,
    }
