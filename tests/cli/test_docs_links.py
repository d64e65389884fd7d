"""The README is the guide and docs/ the reference (issue 32): every relative link of the
README and of the pages leads to a file that exists and, with a ``#fragment``, to a heading
of that page; the README links every page; every command and every option is two clicks
away: README -> the command's section of a page -> the option named there."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import typer.main
from docs_pages import DOCS, README, ROOT, all_pages, doc_pages, headings, section

from calc_cli.app import app

#: [text](target) outside code: the target up to a space or the closing parenthesis.
LINK = re.compile(r"\[(?:[^\]`]|`[^`]*`)*\]\(([^)\s]+)\)")


def slug(title: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to '-'."""
    text = title.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    """The anchors of a page's headings (a repeated title gets -1, -2, ... as on GitHub)."""
    seen: dict[str, int] = {}
    found: set[str] = set()
    for _, _, title in headings(page.read_text(encoding="utf-8")):
        base = slug(title)
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return found


def _prose(text: str) -> str:
    """The text with its fenced code blocks left out (a link there is code, not a link)."""
    return re.sub(r"^```.*?^```", "", text, flags=re.S | re.M)


def links(page: Path) -> list[str]:
    """The relative link targets of a page, in order."""
    return [target for target in LINK.findall(_prose(page.read_text(encoding="utf-8")))
            if not re.match(r"[a-z]+:", target)]


def test_the_checks_can_fail() -> None:
    # the helpers must see links and anchors, or the tests below check nothing
    assert slug("`mjcalc yaku`, `mjcalc table`, `mjcalc rules [PRESET]`") == \
        "mjcalc-yaku-mjcalc-table-mjcalc-rules-preset"
    assert slug("Three players (sanma)") == "three-players-sanma"
    assert "docs/commands.md#mjcalc-score-hand" in links(README)
    assert "mjcalc-score-hand" in anchors(DOCS / "commands.md")


@pytest.mark.parametrize("page", all_pages(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_link_leads_somewhere(page: Path) -> None:
    broken = []
    for target in links(page):
        path, _, fragment = target.partition("#")
        goal = (page.parent / path).resolve() if path else page
        if not goal.exists():
            broken.append(f"{target}: no file {goal}")
        elif fragment and (goal.suffix != ".md" or fragment not in anchors(goal)):
            broken.append(f"{target}: no heading #{fragment} in {goal.name}")
    assert broken == [], f"{page.name}: {broken}"


def test_the_readme_links_every_page() -> None:
    linked = {(README.parent / t.partition("#")[0]).resolve() for t in links(README)}
    assert {p.resolve() for p in doc_pages()} - linked == set()


#: the heading of the section of docs/ that is each command's reference.
REFERENCE = {
    "score": ("commands.md", "## `mjcalc score HAND`"),
    "yaku": ("commands.md", "## `mjcalc yaku`, `mjcalc table`, `mjcalc rules [PRESET]`"),
    "table": ("commands.md", "## `mjcalc yaku`, `mjcalc table`, `mjcalc rules [PRESET]`"),
    "rules": ("commands.md", "## `mjcalc yaku`, `mjcalc table`, `mjcalc rules [PRESET]`"),
    "waits": ("commands.md", "## `mjcalc waits HAND`"),
    "efficiency": ("commands.md", "## `mjcalc efficiency HAND`"),
    "draw": ("commands.md", "## `mjcalc draw`"),
    "final": ("commands.md", "## `mjcalc final SCORES...`"),
    "compare": ("commands.md", "## `mjcalc compare HAND`"),
    "schema": ("json.md", "# JSON output"),
    "batch": ("batch.md", "# Batch: `mjcalc batch [FILE]`"),
    "log": ("logs.md", "# Game logs: `mjcalc log FILE...`"),
    "quiz": ("quiz.md", "# The trainer: `mjcalc quiz`"),
}


def _commands() -> dict[str, Any]:
    return dict(typer.main.get_command(app).commands)  # type: ignore[attr-defined]


def test_every_command_has_its_reference() -> None:
    assert set(REFERENCE) == set(_commands())


@pytest.mark.parametrize("name", sorted(REFERENCE))
def test_the_readme_links_each_commands_reference(name: str) -> None:
    page, heading = REFERENCE[name]
    title = heading.lstrip("#").strip()
    target = f"docs/{page}" if heading.startswith("# ") else f"docs/{page}#{slug(title)}"
    assert target in links(README), f"README: no link to {target} for mjcalc {name}"


#: options a reference section names by a shared form: "`--riichi` … `--renhou`" (the
#: situational flags of `score`).
ELIDED = {"--double-riichi", "--ippatsu", "--haitei", "--houtei", "--rinshan", "--chankan",
          "--tenhou", "--chiihou"}


@pytest.mark.parametrize("name", sorted(REFERENCE))
def test_each_option_is_named_in_its_commands_reference(name: str) -> None:
    # an option is named when one of its names is (`-f` for `-f, --format`); --help is
    # every command's and is not repeated
    page, heading = REFERENCE[name]
    text = section(DOCS / page, heading)
    elided = ELIDED if "`--riichi` … `--renhou`" in text else set()
    missing = []
    for param in _commands()[name].params:
        names = {*param.opts, *param.secondary_opts}
        if param.param_type_name != "option" or names & ({"--help"} | elided):
            continue
        if not any(re.search(rf"(?<![\w-]){re.escape(opt)}(?![\w-])", text) for opt in names):
            missing.append(sorted(names))
    assert missing == [], f"mjcalc {name}: options not named in docs/{page}: {missing}"
