"""The documentation as the tests read it: the README (the guide) and the pages of docs/
(the reference), and a section of a page by its heading.

Tests that check a documented table or example read it from the page that holds it, so
that moving a section without its test, or letting the text drift, fails loudly.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
DOCS = ROOT / "docs"
HEADING = re.compile(r"^(#{1,6}) ")


def doc_pages() -> list[Path]:
    """The reference pages, docs/*.md, in name order."""
    return sorted(DOCS.glob("*.md"))


def all_pages() -> list[Path]:
    """The README, then every page of docs/."""
    return [README, *doc_pages()]


def headings(text: str) -> list[tuple[int, int, str]]:
    """(line index, level, title) of each Markdown heading outside code fences."""
    found: list[tuple[int, int, str]] = []
    fenced = False
    for index, line in enumerate(text.splitlines()):
        if line.startswith("```"):
            fenced = not fenced
            continue
        match = HEADING.match(line)
        if match and not fenced:
            found.append((index, len(match.group(1)), line[match.end():].strip()))
    return found


def section(page: Path, heading: str) -> str:
    """The text of ``page`` from the line ``heading`` (e.g. ``"## Log formats"``) up to
    the next heading of the same or a higher level, or the end of the page.

    Raises ``ValueError`` when the page has no such heading: the section moved.
    """
    text = page.read_text(encoding="utf-8")
    lines = text.splitlines()
    marks = headings(text)
    for position, (index, level, _) in enumerate(marks):
        if lines[index] == heading:
            end = next((i for i, lvl, _ in marks[position + 1:] if lvl <= level), len(lines))
            return "\n".join(lines[index:end]) + "\n"
    raise ValueError(f"{page.relative_to(ROOT)} has no heading {heading!r}")
