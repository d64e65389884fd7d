"""The documented minimal logs (issue 29, point 9): each format's example shown in
docs/logs.md, "Log formats", is the file in examples/logs/ byte for byte, and each file is a
whole game mjcalc reads and agrees with (the page's console block runs them:
test_docs_examples).

The game, worked by hand: East deals m23467 p456 s22678, draws and throws East; the
others throw a wind; East draws m8: menzen tsumo 1 + pinfu 1 + tanyao 1 = 3 han, 20 fu
(pinfu tsumo): 20 x 2^5 = 640 basic, a dealer's tsumo 640 x 2 = 1280 -> 1300 from each,
3900. The end (Tenhou and majiang-core: return 30000, uma 10/20): 23700 -> -6.3 ->
-6 (+10, -10, -20 by seat), East the rest: -(4 - 16 - 26) = +38.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from docs_pages import DOCS, section
from fast_cli import invoke

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "logs"
SECTION = "## Log formats"
FILES = ("minimal.mjlog", "minimal.tenhou6.json", "minimal.mjson", "minimal.paipu.json")


def _section() -> str:
    return section(DOCS / "logs.md", SECTION)


def test_each_format_shown_is_its_example_file() -> None:
    blocks = re.findall(r"```(?:xml|json)\n(.*?)```", _section(), flags=re.S)
    assert blocks == [(EXAMPLES / name).read_text(encoding="utf-8") for name in FILES]


@pytest.mark.parametrize("name", FILES)
def test_each_minimal_log_is_the_game_worked_by_hand(name: str) -> None:
    out = invoke(["log", str(EXAMPLES / name), "--verify"])
    assert out.status == 0, out.stdout + out.stderr
    win, end = (json.loads(line) for line in out.stdout.splitlines())
    assert (win["kind"], win["game"], win["seat"], win["round"]) == ("win", 1, 0, "E1")
    assert win["scored"]["deltas"] == [3900, -1300, -1300, -1300]
    assert (win["scored"]["fu"], win["scored"]["han"], win["scored"]["points"]) == (20, 3, 3900)
    assert end["kind"] == "end" and end["scored"]["scores"] == [28900, 23700, 23700, 23700]
    assert end["scored"]["points"] == [38.0, 4.0, -16.0, -26.0]
    assert win["agree"] and end["agree"]
