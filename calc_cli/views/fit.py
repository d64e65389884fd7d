"""Tables that fit the terminal: long text cells wrapped, optional columns dropped.

The width is ``COLUMNS`` when set, else the terminal's; output that goes to a pipe or a
file (no ``COLUMNS``) gets the full table, nothing wrapped or dropped. A table narrows
in this order until it fits: its long text cells wrap (down to :data:`MIN_WRAP`
characters), then its optional columns go, the least needed first.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Sequence
from typing import Any, Final

from ..text import display_width

#: the narrowest a wrapped text column becomes before a column is dropped instead.
MIN_WRAP: Final = 14
#: the narrowest it becomes when no column is left to drop.
LAST_WRAP: Final = 6


def output_width() -> int | None:
    """The width to fit: ``COLUMNS``, else the terminal's; None for a pipe or a file."""
    given = os.environ.get("COLUMNS", "").strip()
    if given.isdigit() and int(given) > 0:
        return int(given)
    try:
        if sys.stdout.isatty():
            return shutil.get_terminal_size().columns
    except (AttributeError, ValueError, OSError):  # a closed or replaced stdout
        pass
    return None


def widest(text: str) -> int:
    """The display width of the widest line of ``text``."""
    return max((display_width(line) for line in text.splitlines()), default=0)


def fitted_table(rows: Sequence[Sequence[Any]], headers: Sequence[str],
                 width: int | None, *, wrap: Sequence[int] = (),
                 optional: Sequence[int] = (), wrap_headers: int | None = None,
                 colalign: Sequence[str] | None = None) -> str:
    """``rows`` as a text table no wider than ``width`` (None: as wide as it needs).

    ``wrap``: the columns whose text may wrap; ``optional``: the columns that may go,
    the first listed first; ``wrap_headers``: the width long headings wrap at. Column
    numbers count from 0 in ``headers``.
    """
    from tabulate import tabulate

    kept = list(range(len(headers)))

    def render(limit: int | None, headings: int | None) -> str:
        # tabulate's simple style, as calc_cli.views.score.table (not imported: render uses
        # this module)
        text: str = tabulate(
            [[row[i] for i in kept] for row in rows], [headers[i] for i in kept],
            tablefmt="simple", disable_numparse=True,
            maxcolwidths=[limit if i in wrap else None for i in kept] if limit else None,
            maxheadercolwidths=headings,
            colalign=[colalign[i] for i in kept] if colalign else None)
        return text

    full = render(None, None)
    if width is None or widest(full) <= width:
        return full
    headings = wrap_headers
    dropping = list(optional)
    while True:
        narrowest = MIN_WRAP if dropping else LAST_WRAP
        best = _widest_wrap(render, width, headings, rows, kept, wrap, narrowest)
        if best is not None:
            return best
        if not dropping:
            return render(LAST_WRAP if wrap else None, headings)  # as narrow as it goes
        kept.remove(dropping.pop(0))


def _widest_wrap(render: Any, width: int, headings: int | None,
                 rows: Sequence[Sequence[Any]], kept: list[int],
                 wrap: Sequence[int], narrowest: int) -> str | None:
    """The table with its wrapped columns as wide as ``width`` allows, or None."""
    text: str = render(None, headings)
    if widest(text) <= width:
        return text
    if not any(i in wrap for i in kept):
        return None
    longest = max(len(str(row[i])) for row in rows for i in kept if i in wrap)
    low, high, found = narrowest, max(longest, narrowest), None
    while low <= high:  # the widest wrap that fits
        middle = (low + high) // 2
        text = render(middle, headings)
        if widest(text) <= width:
            found, low = text, middle + 1
        else:
            high = middle - 1
    return found


def wrap_column(rows: Sequence[Sequence[str]], headers: Sequence[str], column: int,
                width: int | None) -> list[list[str]]:
    """``rows`` with the text of ``column`` wrapped so that :func:`calc_cli.text.columns`
    of them fits ``width`` (None: unchanged): a long cell continues on rows of its own,
    the other cells blank. No tabulate: the score views stay quick to start."""
    out = [list(row) for row in rows]
    if width is None or not out:
        return out
    table = [list(headers), *out] if headers else out
    count = max(len(row) for row in table)
    others = sum(max((display_width(row[i]) for row in table if i < len(row)), default=0)
                 for i in range(count) if i != column)
    room = width - others - 2 * (count - 1)
    longest = max(display_width(row[column]) for row in table if column < len(row))
    if longest <= room or room < MIN_WRAP:
        return out
    wrapped: list[list[str]] = []
    for row in out:
        pieces = wrap_display(row[column], room) or [""]
        wrapped.append([*row[:column], pieces[0], *row[column + 1:]])
        wrapped.extend([*([""] * column), piece, *([""] * (len(row) - column - 1))]
                       for piece in pieces[1:])
    return wrapped


def wrap_display(text: str, width: int) -> list[str]:
    """``text`` broken into lines of at most ``width`` terminal columns, at spaces; a word
    wider than a line is cut. Unlike :mod:`textwrap`, which counts characters, a wide
    (CJK) character takes two columns."""
    width = max(width, 2)  # room for one wide character
    lines: list[str] = []
    line, used = "", 0
    for word in text.split():
        size = display_width(word)
        if line and used + 1 + size <= width:
            line, used = f"{line} {word}", used + 1 + size
            continue
        if line:
            lines.append(line)
        line, used = "", 0
        while size > width:  # a word longer than the line: cut it
            cut, taken = "", 0
            for ch in word:
                step = display_width(ch)
                if taken + step > width:
                    break
                cut, taken = cut + ch, taken + step
            lines.append(cut)
            word = word[len(cut):]
            size = display_width(word)
        line, used = word, size
    if line:
        lines.append(line)
    return lines


def wrap_text(text: str, width: int | None, indent: str = "") -> str:
    """``text`` wrapped at ``width`` terminal columns (None: unchanged); the lines after
    the first start with ``indent``."""
    if width is None or display_width(text) <= width:
        return text
    first, *rest = wrap_display(text, width) or [text]
    if not rest or not indent:
        return "\n".join([first, *rest])
    return "\n".join([first, *(indent + line for line in
                                wrap_display(" ".join(rest), width - display_width(indent)))])


def wrap_command(command: str, width: int | None, indent: str = "") -> str:
    """A shell command (``indent`` before it) that stays one command when wrapped: each
    line but the last ends with `` \\`` and the next starts four spaces further in
    (None: one line). Broken only between shell words, so pasted it runs the same."""
    if width is None or display_width(indent + command) <= width:
        return indent + command
    import shlex

    try:
        words = shlex.split(command)
    except ValueError:  # not shell words: wrap as text
        return wrap_text(indent + command, width, indent + "    ")
    parts = [shlex.quote(word) for word in words]
    lines: list[str] = []
    line = indent
    follow = " " * display_width(indent) + "    "
    for part in parts:
        start = line in (indent, follow)
        if not start and display_width(f"{line} {part}") + 2 > width:
            lines.append(line + " \\")
            line = follow + part
        else:
            line = line + part if start else f"{line} {part}"
    lines.append(line)
    return "\n".join(lines)
