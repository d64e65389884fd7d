"""Every error code the program can give is in the table of docs/errors.md (issue 7), the
page the README's "Errors" moved to (issue 32)."""

from __future__ import annotations

import re
from pathlib import Path

from docs_pages import DOCS, section

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("calc_cli", "grammar", "scoring")

#: ``code="x"``, ``code = "x"`` (class attributes), ``code = "x" if ... else "y"``.
LITERAL = re.compile(r"""\bcode\s*=\s*["']([a-z][a-z_]*)["']""")
CHOICE = re.compile(r"""\bcode\s*=\s*["'][a-z_]+["']\s+if\b.*\belse\s+["']([a-z][a-z_]*)["']""")
#: the ``else "y"`` of such a choice when it continues on the next line.
ELSE = re.compile(r"""^\s*else\s+["']([a-z][a-z_]*)["']""")
#: ``code=NAME`` where NAME is a module constant ``NAME: Final = "x"`` or ``NAME = "x"``.
NAMED = re.compile(r"\bcode\s*=\s*([A-Z][A-Z_]*)\b")
CONSTANT = r"^{}\s*(?::\s*Final)?\s*=\s*[\"']([a-z][a-z_]*)[\"']"


def source_codes() -> dict[str, str]:
    """Error codes written in the sources, each with the first place it appears."""
    found: dict[str, str] = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            text = path.read_text(encoding="utf-8")
            lines = text.splitlines()
            for number, line in enumerate(lines, 1):
                if "code" not in line:
                    continue
                where = f"{path.relative_to(ROOT)}:{number}"
                codes = LITERAL.findall(line) + CHOICE.findall(line)
                if codes and number < len(lines):
                    codes += ELSE.findall(lines[number])
                for code in codes:
                    found.setdefault(code, where)
                for name in NAMED.findall(line):
                    constant = re.search(CONSTANT.format(name), text, re.MULTILINE)
                    if constant:
                        found.setdefault(constant.group(1), where)
    return found


def documented_codes() -> set[str]:
    text = section(DOCS / "errors.md", "# Errors and exit status")
    return set(re.findall(r"^\| `([a-z_]+)` \| [12] \|", text, re.MULTILINE))


def test_the_scan_finds_codes() -> None:
    # the scan must see the codes of all three packages, or the next test checks nothing
    codes = source_codes()
    assert {"notation", "fifth_tile", "no_yaku", "bad_seat", "bad_rule_value"} <= set(codes)


def test_every_error_code_is_documented() -> None:
    missing = {code: where for code, where in source_codes().items()
               if code not in documented_codes() and code != "error"}  # "error": the base
    assert not missing, f"error codes missing from docs/errors.md: {missing}"
