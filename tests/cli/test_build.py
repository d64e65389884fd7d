"""The build under test: every module pyproject.toml lists for mypyc is compiled, or none is.

.ci/run runs the suite twice: on the installed package (compiled by setup.py) with
MJCALC_EXPECT_BUILD=compiled, and on the source tree with MJCALC_EXPECT_BUILD=pure, so
that both ways the code can run are tested and neither is tested by mistake; the
processes the tests start run the same build (tests/build_under_test.py).
"""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
from pathlib import Path

import pytest
from build_under_test import Build, expected_kind, mismatch, version_kind

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


# --- the processes the tests start run the build under test too (issue 35) --------------


def test_processes_run_the_build_under_test(build_under_test: Build) -> None:
    # the fixture has run `mjcalc --version` and compared where `python` imports from;
    # this says it once more in a test of its own
    assert build_under_test.kind == expected_kind()
    done = subprocess.run(build_under_test.mjcalc("--version"), capture_output=True,
                          text=True, check=True, timeout=120, **build_under_test.kwargs())
    assert version_kind(done.stdout) == expected_kind(), done.stdout
    if not build_under_test.source_tree:
        # the installed build: nothing leads a process back to the repository
        env = build_under_test.env()
        assert str(ROOT) not in env.get("PYTHONPATH", "").split(os.pathsep)
        assert Path(build_under_test.cwd).resolve() != ROOT


@pytest.mark.parametrize(("expected", "line", "wrong"), [
    ("compiled", "mjcalc 0.1.0 (compiled)\n", False),
    ("compiled", "mjcalc 0.1.0 (pure Python)\n", True),
    ("pure Python", "mjcalc 0.1.0 (compiled)\n", True),
    ("pure Python", "mjcalc 0.1.0 (pure Python)\n", False),
    ("compiled", "Traceback (most recent call last):\n", True),
])
def test_a_process_running_the_other_build_is_found(expected: str, line: str,
                                                   wrong: bool) -> None:
    files = ["/x/calc_cli/__init__.py"]
    assert (mismatch(expected, line, files, files) is not None) is wrong
    # the right build's name, but imported from other files than this process's
    assert mismatch(expected, f"mjcalc 0.1.0 ({expected})", ["/tree/calc_cli/__init__.py"],
                    files) is not None


def test_the_tree_run_from_its_root_is_the_other_build_when_compiled_is_installed(
        build_under_test: Build) -> None:
    # what the process tests did before issue 35: `python -m calc_cli` from the
    # repository root, which finds the source tree whatever is installed. Found, not
    # imported: a CI run with the tree made unimportable must pass (issue 35).
    if build_under_test.source_tree or build_under_test.kind != "compiled":
        pytest.skip("the compiled build is not the one under test here")
    code = ("import importlib.util\n"
            "for name in ('calc_cli', 'scoring'):\n"  # top level: nothing imported
            "    print(importlib.util.find_spec(name).origin)\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True, timeout=120)
    found = done.stdout.splitlines()
    assert found == [str(ROOT / name / "__init__.py") for name in ("calc_cli", "scoring")]
    here = [str(sys.modules[name].__file__) for name in ("calc_cli", "scoring")]
    assert mismatch("compiled", "mjcalc 0.1.0 (compiled)", found, here) is not None
