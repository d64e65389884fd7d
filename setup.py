"""Build: the scoring core and the batch's per-line path compiled to C by mypyc.

The package metadata lives in pyproject.toml, and so does the list of compiled modules
(``[tool.mjcalc.mypyc] modules``, with why the others are left out). The same sources run
unchanged as plain Python: mypyc turns each listed module into a C extension that Python
imports instead of the .py beside it (bench/README.md has the figures).

Plain Python is built instead for an editable install (``pip install -e``: compiled
modules left in the source tree would shadow later edits), when ``MJCALC_PURE=1`` is set,
when mypyc cannot be imported, or when a module fails to compile (each extension is
optional: no C compiler means a pure install, not a failed one).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from setuptools import setup
from setuptools.extension import Extension

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

HERE = Path(__file__).parent


def compiled_modules() -> list[str]:
    """The module files pyproject.toml lists for mypyc."""
    with (HERE / "pyproject.toml").open("rb") as file:
        modules: list[str] = tomllib.load(file)["tool"]["mjcalc"]["mypyc"]["modules"]
    return modules


def compiled_extensions() -> list[Extension]:
    """The mypyc extensions, or none for a pure-Python build."""
    if os.environ.get("MJCALC_PURE", "") not in ("", "0"):
        print("mjcalc: MJCALC_PURE is set: building pure Python", file=sys.stderr)
        return []
    if "editable_wheel" in sys.argv:  # setuptools' command for pip install -e
        print("mjcalc: an editable install: pure Python (the sources as they are edited)",
              file=sys.stderr)
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        print("mjcalc: mypyc is not available: building pure Python", file=sys.stderr)
        return []
    extensions: list[Extension] = mypycify(compiled_modules(), opt_level="3")
    for extension in extensions:
        extension.optional = True  # a failed compile leaves that module pure
    return extensions


setup(ext_modules=compiled_extensions())
