"""The views of ``mjcalc compare``: one row per preset, the cells that differ from the
first row marked (``*`` in the table, ``differs`` in JSON)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

from scoring.hand.points import reported_yakuman

from ..inputs.score_inputs import SEAT_LABELS
from ..text import signed
from .score import hit_label, hit_value, short_line, table, to_json, yakuman_word

if TYPE_CHECKING:
    from scoring.hand.compare import PresetScore

#: the compared cells of a row, in table order (the preset's name is not compared).
FIELDS: Final = ("yaku", "han", "fu", "limit", "points", *SEAT_LABELS)
MARK: Final = "*"


def cells(row: PresetScore, lang: str) -> dict[str, str]:
    """A row's cells as text: yaku with han, han (or yakuman), fu, limit, points, the
    net change of each seat; a refused hand has its reason as its yaku cell."""
    if row.result is None:
        assert row.error is not None
        refused = f"refused: {row.error.message} [{row.error.code}]"
        return {"yaku": refused, **dict.fromkeys(FIELDS[1:], "-")}
    best = row.result.best
    net = row.result.settlement.net
    yakuman = reported_yakuman(best.yakuman, best.limit)  # kazoe: its han, no yakuman
    return {
        "yaku": ", ".join(f"{hit_label(hit, lang, count=False)} {hit_value(hit)}"
                          for hit in best.yaku),
        "han": yakuman_word(best.yakuman) if yakuman else str(best.han),
        "fu": "-" if yakuman else str(best.fu),
        "limit": (best.limit or "-").replace("_", " "),
        "points": str(best.points),
        # three players: no North seat, "-" in its cell
        **{seat: _signed(net[i]) if i < len(net) else "-" for i, seat in enumerate(SEAT_LABELS)},
    }


def differing(rows: Sequence[dict[str, str]]) -> list[list[str]]:
    """Per row, the fields whose text differs from the first row's (none for the first)."""
    first = rows[0] if rows else {}
    return [[f for f in FIELDS if row[f] != first[f]] for row in rows]


def render_compare(rows: Sequence[PresetScore], fmt: str, lang: str) -> str:
    """The comparison as a table, JSON (a list of records) or short (a line a preset)."""
    texts = [cells(row, lang) for row in rows]
    marks = differing(texts)
    if fmt == "json":
        return to_json([_record(row, lang, diff) for row, diff in zip(rows, marks,
                                                                       strict=True)])
    if fmt == "short":
        return "\n".join(_short(row, lang, bool(diff))
                         for row, diff in zip(rows, marks, strict=True))
    body = [[row.preset] + [text[f] + (MARK if f in diff else "") for f in FIELDS]
            for row, text, diff in zip(rows, texts, marks, strict=True)]
    if not rows:
        return ""
    from .fit import output_width, widest

    note = f"\n{MARK} differs from the first row ({rows[0].preset})"
    full = table(body, ["preset", *FIELDS], maxcolwidths=[None, 40])
    width = output_width()
    if width is None or widest(full) <= width:
        return full + note
    return stacked(body, width) + note


def stacked(body: Sequence[Sequence[str]], width: int) -> str:
    """The comparison for a narrow terminal: the numbers of a preset on one row (the
    seats headed E S W N), its yaku on the lines under it, indented, wrapped to
    ``width``."""
    from ..text import columns
    from .fit import wrap_text

    yaku_at = 1 + FIELDS.index("yaku")
    headers = ["preset", *(f[0] if f in SEAT_LABELS else f for f in FIELDS if f != "yaku")]
    lines = columns([[*row[:yaku_at], *row[yaku_at + 1:]] for row in body], headers,
                    right=[i for i in range(1, len(headers)) if headers[i] != "limit"]
                    ).split("\n")
    out = lines[:2]
    for line, row in zip(lines[2:], body, strict=True):
        out.append(line)
        out.append(wrap_text("  " + row[yaku_at], width, "  "))
    return "\n".join(out)


def _signed(change: int) -> str:
    """A seat's change with its sign (``+0`` for none, as every view writes it)."""
    return signed(change)


def _short(row: PresetScore, lang: str, differs: bool) -> str:
    head = row.preset + (MARK if differs else "")
    if row.result is None:
        assert row.error is not None
        return f"{head}: refused: {row.error.message} [{row.error.code}]"
    net = " ".join(_signed(change) for change in row.result.settlement.net)
    return f"{head}: {short_line(row.result, lang)} net {net}"


def _record(row: PresetScore, lang: str, diff: list[str]) -> dict[str, Any]:
    from ..names import yaku_name

    if row.result is None:
        assert row.error is not None
        return {"preset": row.preset, "ok": False,
                "error": {"code": row.error.code, "message": row.error.message},
                "differs": diff}
    best = row.result.best
    return {
        "preset": row.preset, "ok": True,
        "yaku": [{"id": hit.id, "name": yaku_name(hit.id, lang), "han": hit.han,
                  "yakuman": hit.yakuman} for hit in best.yaku],
        "han": best.han, "fu": best.fu, "yakuman": reported_yakuman(best.yakuman, best.limit),
        "limit": best.limit,
        "basic": best.basic, "points": best.points,
        "net": list(row.result.settlement.net), "differs": diff,
    }
