"""The build under test: every module pyproject.toml lists for mypyc is compiled, or none is.

.ci/run runs the suite twice: on the installed package (compiled by setup.py) with
MJCALC_EXPECT_BUILD=compiled, and on the source tree with MJCALC_EXPECT_BUILD=pure, so
that both ways the code can run are tested and neither is tested by mistake.
"""

from __future__ import annotations

import importlib
import os
import sys
from pathlib import Path

import pytest

from calc_cli.app import build_kind, is_compiled

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[2]


def _listed_modules() -> list[str]:
    with (ROOT / "pyproject.toml").open("rb") as file:
        paths: list[str] = tomllib.load(file)["tool"]["mjcalc"]["mypyc"]["modules"]
    return [path.removesuffix(".py").replace("/", ".") for path in paths]


def test_listed_modules_exist() -> None:
    modules = _listed_modules()
    assert modules and len(set(modules)) == len(modules)
    for name in modules:
        assert (ROOT / (name.replace(".", "/") + ".py")).is_file(), name


def test_all_listed_modules_compiled_or_none() -> None:
    compiled = {name: is_compiled(importlib.import_module(name))
                for name in _listed_modules()}
    assert len(set(compiled.values())) == 1, compiled
    assert build_kind() == ("compiled" if all(compiled.values()) else "pure Python")


def test_the_build_is_the_one_expected() -> None:
    expected = os.environ.get("MJCALC_EXPECT_BUILD")
    if expected is None:
        pytest.skip("MJCALC_EXPECT_BUILD is not set (.ci/run sets it)")
    assert expected in ("compiled", "pure"), expected
    assert build_kind() == ("compiled" if expected == "compiled" else "pure Python")
