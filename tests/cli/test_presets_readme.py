"""The README's table of preset differences is the switch table's, so it cannot rot."""

from __future__ import annotations

from pathlib import Path

from scoring.rules import PRESETS, SWITCHES

README = Path(__file__).resolve().parents[2] / "README.md"


def _text(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def test_readme_lists_every_preset_difference() -> None:
    text = README.read_text(encoding="utf-8")
    start = text.index("## Presets people play")
    section = text[start:text.index("\n## ", start + 1)]
    lines = [line for line in section.splitlines() if line.startswith("| ")]
    header = [cell.strip() for cell in lines[0].strip("|").split("|")]
    assert header == ["switch", *PRESETS]
    documented = {}
    for line in lines[2:]:
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        documented[cells[0].strip("`")] = cells[1:]
    expected = {s.name: [_text(s.presets[p]) for p in PRESETS] for s in SWITCHES
                if len({repr(s.presets[p]) for p in PRESETS}) > 1}
    assert documented == expected
