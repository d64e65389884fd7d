"""Plain-text helpers: terminal width of a string, masking unprintable characters, and
column alignment for the views printed on every ``mjcalc score`` (no tabulate import)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence


def display_width(text: str) -> int:
    """Terminal columns taken by ``text`` (wide East Asian characters take two)."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def printable(text: str) -> str:
    """``text`` with control and other unprintable characters shown as ``?``.

    One character in, one character out, so a position in the text stays valid.
    """
    return "".join(
        ch if ch == " " or (ch.isprintable() and not unicodedata.category(ch).startswith("C"))
        else "?"
        for ch in text
    )


def columns(rows: Sequence[Sequence[str]], headers: Sequence[str] = (),
            right: Sequence[int] = ()) -> str:
    """Rows as aligned columns two spaces apart, a dashed rule under the headers if any.

    ``right`` lists the columns aligned right (numbers). The look matches tabulate's
    ``simple`` style, which the listing commands use; the score view aligns its own
    columns because importing tabulate costs about 12 ms of mjcalc's start-up (issue 5).
    """
    table = [list(headers)] if headers else []
    table.extend(list(row) for row in rows)
    if not table:
        return ""
    count = max(len(row) for row in table)
    for row in table:
        row.extend([""] * (count - len(row)))
    widths = [max(display_width(row[i]) for row in table) for i in range(count)]

    def line(cells: Sequence[str]) -> str:
        out = []
        for i, cell in enumerate(cells):
            pad = " " * (widths[i] - display_width(cell))
            out.append(pad + cell if i in right else cell + pad)
        return "  ".join(out).rstrip()

    lines = [line(row) for row in table]
    if headers:
        lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


#: the most characters of a value quoted in a message (issue 11: a 100 KB value is cut).
SHOWN_VALUE_CHARS = 60


def shown_value(value: str, limit: int = SHOWN_VALUE_CHARS) -> str:
    """``repr(value)`` for a message, cut to ``limit`` characters of the value with its
    length when longer: ``'m1111...' (100000 characters)``."""
    if len(value) <= limit:
        return repr(value)
    return f"{value[:limit]!r}... ({len(value)} characters)"


#: in a message, a quoted value or a word this long is cut (issue 11: one line of a
#: batch or an argument can be 100 KB, and a message must stay readable).
_LONG = 2 * SHOWN_VALUE_CHARS
_LONG_QUOTED = re.compile(rf"'[^'\n]{{{_LONG},}}'|\"[^\"\n]{{{_LONG},}}\"")
_LONG_WORD = re.compile(rf"\S{{{_LONG},}}")


def cut_long_values(message: str) -> str:
    """``message`` with each quoted value or word over twice :data:`SHOWN_VALUE_CHARS`
    characters cut to its start and its length: ``'m1111...' (100000 characters)``."""
    if len(message) <= _LONG:
        return message

    def cut(match: re.Match[str]) -> str:
        text = match.group()
        quote = text[0] if text[0] in "'\"" and text[-1] == text[0] else ""
        inner = text[1:-1] if quote else text
        return f"{quote}{inner[:SHOWN_VALUE_CHARS]}...{quote} ({len(inner)} characters)"

    return _LONG_WORD.sub(cut, _LONG_QUOTED.sub(cut, message))


def signed(change: int) -> str:
    """A change of points as every view writes it: always with its sign, ``+0`` for none
    (issue 32: one way everywhere, so a column of changes reads alike)."""
    return f"{change:+d}"
