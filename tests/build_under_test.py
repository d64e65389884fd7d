"""The build under test, for every test that starts a process (issue 35, item 1).

.ci/run runs the suite twice: ``pytest`` on the installed, compiled package
(``MJCALC_EXPECT_BUILD=compiled``) and ``python -m pytest`` on the source tree
(``MJCALC_EXPECT_BUILD=pure``). A process started as ``python -m calc_cli`` from the
repository root, or with ``PYTHONPATH`` set to it, runs the source tree whichever pass it
is in; the processes a test starts must run the build this test process imported.

So every such test takes its command line, environment and working directory from
:func:`build`: the source tree (``PYTHONPATH`` = the repository) when this process
imported the source tree, else the installed ``mjcalc`` script with every path to the
repository taken out of ``PYTHONPATH`` and a working directory outside it (``python -c``
and ``python -m`` put the working directory first on the import path). The first call
checks it: ``mjcalc --version`` must name the build ``MJCALC_EXPECT_BUILD`` says
(or, unset, the one this process runs), and ``python`` must import the packages from
the very files this process imported; otherwise every test that starts a process fails.
"""

from __future__ import annotations

import atexit
import importlib
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
#: the packages of the program, and a module mypyc compiles: where a process imports them
#: from must be where this process did.
MODULES = ("calc_cli", "grammar", "scoring", "scoring.hand.scorer", "mjcalc")
#: MJCALC_EXPECT_BUILD's values and the words ``mjcalc --version`` has for each.
VERSION_WORDS = {"compiled": "compiled", "pure": "pure Python"}



def _import_the_program() -> None:
    """Import the program's packages with ``tests/`` off the import path.

    pytest puts ``tests/`` (the folder of tests/conftest.py) on the import path, and its
    folders ``grammar`` and ``scoring`` would be taken for namespace packages of those
    names when the real ones are found by an import hook rather than a path entry (an
    editable install's finder). Imported first, the real packages are the ones every
    later import finds."""
    here = Path(__file__).resolve().parent
    saved = list(sys.path)
    sys.path[:] = [entry for entry in saved if Path(entry or os.curdir).resolve() != here]
    try:
        for name in MODULES:
            importlib.import_module(name)
    finally:
        sys.path[:] = saved


_import_the_program()

_WHERE = ("import importlib, sys\n"
          "for name in sys.argv[1:]:\n"
          "    print(importlib.import_module(name).__file__)\n")


@dataclass(frozen=True)
class Build:
    """How to start the build under test in a process."""

    #: what ``mjcalc --version`` says of it: ``compiled`` or ``pure Python``.
    kind: str
    #: True: processes run the source tree (``PYTHONPATH`` = the repository).
    source_tree: bool
    #: the working directory for processes (outside the repository for an installed build).
    cwd: str
    #: the program's first words: the ``mjcalc`` script, or ``python -m calc_cli``.
    program: tuple[str, ...]
    _env: dict[str, str] = field(repr=False)

    def mjcalc(self, *args: str) -> list[str]:
        """The command line of ``mjcalc *args``."""
        return [*self.program, *args]

    def python(self, *args: str) -> list[str]:
        """The command line of ``python *args`` (``-m calc_cli``, ``-c CODE``) with this
        build on its import path."""
        return [sys.executable, *args]

    def env(self, base: dict[str, str] | None = None, **extra: str) -> dict[str, str]:
        """The environment for a process: ``base`` (default: this process's) with the
        import path of this build, then ``extra``."""
        env = dict(os.environ if base is None else base)
        env.pop("PYTHONPATH", None)
        if self._env.get("PYTHONPATH"):
            env["PYTHONPATH"] = self._env["PYTHONPATH"]
        env.update(extra)
        return env

    def kwargs(self, base: dict[str, str] | None = None, *, cwd: str | Path | None = None,
               **extra: str) -> dict[str, Any]:
        """``env`` (as :meth:`env` makes it) and ``cwd`` (default :attr:`cwd`) for
        ``subprocess.run`` or ``Popen``."""
        where = Path(self.cwd if cwd is None else cwd).resolve()
        # python -m and -c import from the working directory first
        assert self.source_tree or where != ROOT, "the installed build, run from the tree"
        return {"env": self.env(base, **extra), "cwd": str(where)}


def _imported_from_source_tree() -> bool:
    import calc_cli

    return Path(calc_cli.__file__ or "").resolve().parent.parent == ROOT


def _without_the_tree(path: str) -> str:
    """``PYTHONPATH`` without the entries that lead to the repository ('' is the working
    directory: the repository when pytest runs from there)."""
    kept = [entry for entry in path.split(os.pathsep)
            if entry and Path(entry).resolve() != ROOT]
    return os.pathsep.join(kept)


def expected_kind() -> str:
    """The build the tests expect: ``MJCALC_EXPECT_BUILD`` (``compiled`` or ``pure``), or
    when it is unset, the one this process runs."""
    wanted = os.environ.get("MJCALC_EXPECT_BUILD")
    if wanted is None:
        from calc_cli.app import build_kind

        return build_kind()
    assert wanted in VERSION_WORDS, f"MJCALC_EXPECT_BUILD={wanted!r}: compiled or pure"
    return VERSION_WORDS[wanted]


def version_kind(version_line: str) -> str | None:
    """The build a ``mjcalc --version`` line names ("mjcalc 0.1.0 (compiled)"), or None."""
    for kind in VERSION_WORDS.values():
        if version_line.rstrip().endswith(f"({kind})"):
            return kind
    return None


def mismatch(expected: str, version_line: str, imported: list[str],
             here: list[str]) -> str | None:
    """Why a process does not run the build under test (None: it does). ``imported``: the
    files the process imported the packages from; ``here``: those this process did."""
    found = version_kind(version_line)
    if found != expected:
        return (f"a process runs the {found or 'unknown'} build ({version_line.strip()!r}), "
                f"the build under test is {expected}")
    if imported != here:
        return f"a process imports {imported}, this process imported {here}"
    return None


@cache
def build() -> Build:
    """The build under test, checked once: a mismatch fails every test that calls this."""
    source_tree = _imported_from_source_tree()
    base = dict(os.environ)
    if source_tree:
        path = base.get("PYTHONPATH", "")
        env = {"PYTHONPATH": os.pathsep.join(p for p in (str(ROOT), path) if p)}
        program: tuple[str, ...] = (sys.executable, "-m", "calc_cli")
        cwd = str(ROOT)
    else:
        env = {"PYTHONPATH": _without_the_tree(base.get("PYTHONPATH", ""))}
        script = Path(sys.executable).parent / "mjcalc"
        program = (str(script),) if script.is_file() else (sys.executable, "-m", "calc_cli")
        cwd = tempfile.mkdtemp(prefix="mjcalc-tests-")
        atexit.register(shutil.rmtree, cwd, True)
    found = Build(kind=expected_kind(), source_tree=source_tree, cwd=cwd, program=program,
                  _env=env)
    check(found)
    return found


def check(found: Build) -> None:
    """Fail unless processes started as ``found`` says run the build under test."""
    version = subprocess.run(found.mjcalc("--version"), env=found.env(), cwd=found.cwd,
                             capture_output=True, text=True, timeout=120, check=False)
    where = subprocess.run(found.python("-c", _WHERE, *MODULES), env=found.env(),
                           cwd=found.cwd, capture_output=True, text=True, timeout=120,
                           check=False)
    assert version.returncode == 0 and where.returncode == 0, version.stderr + where.stderr
    here = [str(importlib.import_module(name).__file__) for name in MODULES]
    problem = mismatch(found.kind, version.stdout, where.stdout.splitlines(), here)
    assert problem is None, problem
