"""Every `$ mjcalc ...` example of the README, the pages of docs/ and the man page runs as
documented.

README and docs/ examples live in ```console blocks: a line `$ COMMAND` (an optional `# exit N`
comment gives the expected status, else 0), then the output it prints, if shown, up to
the next `$` line or the end of the block; shown output must match exactly. Man page
examples are the `$ mjcalc` lines of its .nf blocks; they must succeed. The quick start
must keep exactly two set-up commands, and .ci/run must run the second one.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from docs_pages import DOCS, all_pages
from typer.testing import Result

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
MAN = ROOT / "man" / "mjcalc.1"
CI = ROOT / ".ci" / "run"
EXIT = re.compile(r"#\s*exit\s+(\d+)\s*$")

Run = Callable[..., Result]


@dataclass(frozen=True)
class Example:
    """One documented command: where, the argv after `mjcalc`, status and output."""

    where: str
    args: tuple[str, ...]
    status: int
    output: tuple[str, ...] | None  # None: output not shown

    def __str__(self) -> str:
        return f"{self.where}: mjcalc {shlex.join(self.args)}"


def _mjcalc_args(command: str) -> tuple[str, ...] | None:
    """The arguments of the mjcalc call in a shell line (after any `&&`), or None."""
    part = command.split("&&")[-1].strip()
    words = shlex.split(part, comments=True)
    if not words or words[0] != "mjcalc":
        return None
    return tuple(words[1:])


def _console_blocks(text: str) -> list[tuple[int, list[str]]]:
    blocks: list[tuple[int, list[str]]] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        if lines[i].strip() == "```console":
            start, body = i + 1, []
            i += 1
            while i < len(lines) and lines[i].strip() != "```":
                body.append(lines[i])
                i += 1
            blocks.append((start + 1, body))
        i += 1
    return blocks


def page_examples(page: Path) -> list[Example]:
    """The `$ mjcalc` examples of one Markdown page, with their shown output."""
    found: list[Example] = []
    name = page.relative_to(ROOT).as_posix()
    for first_line, body in _console_blocks(page.read_text(encoding="utf-8")):
        i = 0
        while i < len(body):
            line = body[i]
            i += 1
            if not line.startswith("$ "):
                continue
            shown = []
            while i < len(body) and not body[i].startswith("$ "):
                shown.append(body[i])
                i += 1
            args = _mjcalc_args(line[2:])
            if args is None:
                continue
            status = EXIT.search(line)
            found.append(Example(f"{name}:{first_line + i - len(shown) - 1}", args,
                                 int(status.group(1)) if status else 0,
                                 tuple(shown) if shown else None))
    return found


def readme_examples() -> list[Example]:
    """The `$ mjcalc` examples of the README and of every page of docs/."""
    return [example for page in all_pages() for example in page_examples(page)]


def _unroff(line: str) -> str:
    return line.replace("\\-", "-").replace("\\(dq", '"').replace("\\&", "")


def man_examples() -> list[Example]:
    """The `$ mjcalc` lines in the man page's no-fill blocks."""
    found: list[Example] = []
    filling = True
    for number, line in enumerate(MAN.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith(".nf"):
            filling = False
        elif line.startswith(".fi"):
            filling = True
        elif not filling and line.startswith("$ mjcalc"):
            args = _mjcalc_args(_unroff(line[2:]))
            assert args is not None
            found.append(Example(f"mjcalc.1:{number}", args, 0, None))
    return found


def test_the_examples_are_found() -> None:
    # the extraction itself must work, or the tests below would check nothing
    readme = readme_examples()
    assert len(readme) >= 8
    assert any(e.output for e in readme)
    assert any(e.status == 2 for e in readme)
    assert len(man_examples()) >= 4
    # the guide shows every command once, and each reference page with examples is read
    assert len(page_examples(README)) >= 10
    for name in ("commands", "batch", "logs", "quiz", "rules", "errors"):
        shown = page_examples(DOCS / f"{name}.md")
        assert shown and any(e.output for e in shown), name


@pytest.mark.parametrize("example", readme_examples() + man_examples(), ids=str)
def test_example(run: Run, example: Example, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # examples name files as seen from the project's root
    result = run(*example.args)
    assert result.exit_code == example.status, f"{example}\n{result.output}"
    assert "Traceback" not in result.output
    if example.output is not None:
        assert result.output.rstrip("\n").split("\n") == list(example.output), str(example)


def _quick_start() -> list[str]:
    text = README.read_text(encoding="utf-8")
    section = text[text.index("## Quick start"):text.index("\n## ", text.index("## Quick"))]
    return [line[2:] for line in section.splitlines() if line.startswith("$ ")]


def test_quick_start_has_exactly_two_set_up_commands() -> None:
    commands = _quick_start()
    assert len(commands) == 2, commands
    first, second = commands
    assert first.startswith("pip install . && mjcalc score ")
    assert second == "pip install '.[test]' && pytest"


def test_ci_runs_the_readme_commands() -> None:
    ci_lines = {line.strip() for line in CI.read_text(encoding="utf-8").splitlines()}
    for command in _quick_start():
        for part in command.split("&&"):
            assert part.strip() in ci_lines, f".ci/run does not run {part.strip()!r}"


def test_the_readme_shows_every_command() -> None:
    # the guide: one example of each command the CLI has, so a new command gets one
    import typer.main

    from calc_cli.app import app
    commands = set(typer.main.get_command(app).commands)
    shown = {example.args[0] for example in page_examples(README) if example.args}
    assert commands - shown == set(), "commands without an example in the README"
