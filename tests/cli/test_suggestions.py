"""Typos get a "did you mean": rule switch names and values, presets, options, choices."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from typer.testing import Result

Run = Callable[..., Result]

PINFU = ["score", "m234567p345s2355", "--ron", "s4+"]


@pytest.mark.parametrize(("extra", "code", "hint"), [
    (["--rule", "kiriage=true"], "bad_rule", "(did you mean 'kiriage_mangan'?)"),
    (["--rule", "kiriage_mangan=ture"], "bad_rule_value", "did you mean 'true'?"),
    (["--rule", "kazoe=multple"], "bad_rule_value", "did you mean 'multiple'?"),
    (["--rules", "tenho"], "bad_preset", "did you mean 'tenhou'?"),
    (["--richi"], "usage", "No such option: --richi; did you mean '--riichi'?"),
    (["-f", "shrt"], "usage", "did you mean 'short'?"),
])
def test_a_typo_gets_the_name_meant(run: Run, extra: list[str], code: str,
                                    hint: str) -> None:
    result = run(*PINFU, *extra)
    assert result.exit_code == 2
    line = result.stderr.strip()
    assert "\n" not in line and "Traceback" not in result.output
    assert line.startswith(f"mjcalc: error[{code}]: ")
    assert hint in line


def test_no_close_name_lists_them_all(run: Run) -> None:
    line = run(*PINFU, "--rule", "zzz=1").stderr
    assert "did you mean" not in line and "(valid: red_fives_m, " in line
    line = run(*PINFU, "--lang", "xx").stderr
    assert "did you mean" not in line and "'en', 'romaji', 'ja', 'zh'" in line
