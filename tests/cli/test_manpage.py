"""The man page documents every command and option the CLI has, and renders cleanly."""

from __future__ import annotations

import itertools
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import typer.main

from calc_cli.app import app

MAN = Path(__file__).resolve().parents[2] / "man" / "mjcalc.1"
OPTION = re.compile(r"(?<![\w-])(--?[A-Za-z][\w-]*)")


def _plain(roff: str) -> str:
    """Roff source with the escapes that hide option names removed."""
    text = roff.replace("\\-", "-").replace("\\&", "").replace("\\(dq", '"')
    return re.sub(r"\\f[BIRP]", "", text)


def _sections() -> tuple[dict[str, str], dict[str, str]]:
    """(``.SH`` sections by title, command ``.SS`` sections by command name)."""
    top: dict[str, str] = {}
    commands: dict[str, str] = {}
    current: tuple[dict[str, str], str] | None = None
    for line in _plain(MAN.read_text(encoding="utf-8")).splitlines():
        if line.startswith((".SH", ".SS")):
            title = line[3:].strip().strip('"')
            if line.startswith(".SS") and title.startswith("mjcalc "):
                current = (commands, title.split()[1])
                commands[current[1]] = title + "\n"
            else:
                current = (top, title)
                top[title] = ""
        elif current is not None:
            current[0][current[1]] += line + "\n"
    return top, commands


def _documented_options(section: str) -> set[str]:
    """Options named in the tag line of each ``.TP`` item of a section."""
    lines = section.splitlines()
    found: set[str] = set()
    for tp, tag in itertools.pairwise(lines):
        if tp.strip() == ".TP":
            found.update(OPTION.findall(tag))
    return found


def _cli() -> Any:
    return typer.main.get_command(app)


def _options(command: Any) -> set[str]:
    names: set[str] = set()
    for param in command.params:
        if param.param_type_name == "option":
            names.update(param.opts)
            names.update(param.secondary_opts)
    return names


def test_every_command_has_a_section_and_is_in_the_synopsis() -> None:
    top, commands = _sections()
    cli = _cli()
    assert cli.commands, "the CLI has no commands?"
    for name in cli.commands:
        assert name in commands, f"command {name!r} has no '.SS \"mjcalc {name} ...\"'"
        assert f"mjcalc {name}" in top["SYNOPSIS"].replace("\n.B ", " ").replace(".B ", ""), \
            f"command {name!r} missing from SYNOPSIS"


def test_every_option_of_every_command_is_documented_in_its_section() -> None:
    _, commands = _sections()
    for name, command in _cli().commands.items():
        missing = _options(command) - _documented_options(commands[name])
        assert not missing, f"mjcalc {name}: options not in the man page: {sorted(missing)}"


def test_arguments_are_named_in_the_section_title() -> None:
    _, commands = _sections()
    for name, command in _cli().commands.items():
        title = commands[name].splitlines()[0]
        for param in command.params:
            if param.param_type_name == "argument":
                metavar = (param.metavar or param.name or "").upper().strip("[].")
                assert metavar in title, f"mjcalc {name}: argument {metavar} not in {title!r}"


def test_global_options_are_documented() -> None:
    top, _ = _sections()
    cli = _cli()
    expected = _options(cli) | {"-h", "--help"}
    assert expected - _documented_options(top["OPTIONS"]) == set()


def test_man_page_documents_nothing_the_cli_lacks() -> None:
    # the other direction: a documented option that no longer exists is a stale page
    _, commands = _sections()
    cli = _cli()
    for name, section in commands.items():
        assert name in cli.commands, f"man page documents a command {name!r} the CLI lacks"
        extra = _documented_options(section) - _options(cli.commands[name])
        assert not extra, f"mjcalc {name}: man page documents unknown options {sorted(extra)}"


def test_the_checker_sees_a_missing_option() -> None:
    # the coverage test must be able to fail: drop one option from the page and look
    _, commands = _sections()
    section = commands["score"].replace(".BI --honba", ".BI --something-else")
    assert "--honba" not in _documented_options(section)


@pytest.mark.skipif(shutil.which("groff") is None, reason="groff is not installed")
def test_groff_renders_without_warnings() -> None:
    done = subprocess.run(["groff", "-man", "-Tascii", "-ww", "-z", str(MAN)],
                          capture_output=True, text=True, check=False,
                          env={**os.environ, "LC_ALL": "C"})
    assert done.returncode == 0
    assert done.stderr == ""


@pytest.mark.skipif(shutil.which("man") is None, reason="man is not installed")
def test_man_l_renders() -> None:
    done = subprocess.run(["man", "-l", str(MAN)], capture_output=True, text=True,
                          check=False, env={**os.environ, "MANPAGER": "cat", "PAGER": "cat",
                                            "MANWIDTH": "80"})
    assert done.returncode == 0, done.stderr
    assert "mjcalc score" in done.stdout
    assert "EXIT STATUS" in done.stdout


def test_man_page_is_installed_with_the_package() -> None:
    # pip puts data-files under the environment's prefix: share/man/man1/mjcalc.1
    # (.ci/run checks the installed file itself)
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - Python 3.10
        import tomli as tomllib  # type: ignore[import-not-found, unused-ignore]
    pyproject = tomllib.loads((MAN.parents[1] / "pyproject.toml").read_text(encoding="utf-8"))
    data_files = pyproject["tool"]["setuptools"]["data-files"]
    assert data_files["share/man/man1"] == ["man/mjcalc.1"]


def _broken_options(rendered: str) -> list[str]:
    """Lines of a rendered page that end inside an option name or a hyphenated word.

    With hyphenation on, groff breaks ``--double-riichi`` as ``--dou‐`` / ``ble-riichi``
    (U+2010 in UTF-8 output, ``-`` in ASCII); it may also break after an option's own
    hyphen (``--double-`` / ``riichi``). Either way the reader cannot copy the option.
    A line ending in a plain word's hyphen (``non-`` / ``dealer``) is no option.
    """
    broken = []
    for line in rendered.splitlines():
        words = line.split()
        if not words:
            continue
        last = words[-1]
        if last.endswith("\u2010") or (last.startswith("-") and last.endswith(("-", "\u2010"))):
            broken.append(line)
    return broken


def test_the_checker_sees_a_broken_option() -> None:
    # the test below must be able to fail: hyphenated, and broken at an option's hyphen
    assert _broken_options("  Needs --riichi or --dou\u2010\n  ble-riichi") != []
    assert _broken_options("  Needs --riichi or --double-\n  riichi") != []
    assert _broken_options("  a dealer and a non-\n  dealer") == []


@pytest.mark.skipif(shutil.which("man") is None, reason="man is not installed")
@pytest.mark.parametrize("width", [80, 72])
def test_no_option_name_is_hyphenated_across_lines(width: int) -> None:
    done = subprocess.run(["man", "-l", str(MAN)], capture_output=True, text=True,
                          check=False, env={**os.environ, "MANPAGER": "cat", "PAGER": "cat",
                                            "MANWIDTH": str(width), "LC_ALL": "C.UTF-8"})
    assert done.returncode == 0, done.stderr
    assert "--double-riichi" in done.stdout  # rendered with ASCII hyphens, as checked
    assert _broken_options(done.stdout) == []


def test_the_docs_are_installed_with_the_package() -> None:
    # every page of docs/ is a data file under share/doc/mjcalc, and nothing else is
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - Python 3.10
        import tomli as tomllib  # type: ignore[import-not-found, unused-ignore]
    root = MAN.parents[1]
    pyproject = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    installed = pyproject["tool"]["setuptools"]["data-files"]["share/doc/mjcalc"]
    assert sorted(installed) == sorted(f"docs/{p.name}" for p in (root / "docs").glob("*.md"))
