"""Shared by every test: the Hypothesis profile (tests/properties.py) and the build under
test for tests that start a process (tests/build_under_test.py).

This file is in ``tests/``, not the repository root, on purpose: pytest puts the folder
of a conftest.py first on the import path, and the repository root there would make the
compiled pass (`pytest` on the installed build) import the source tree instead.
"""

from __future__ import annotations

import pytest
from build_under_test import Build, build
from properties import load

PROFILE = load()


def pytest_report_header() -> str:
    return f"hypothesis profile: {PROFILE}"


@pytest.fixture(scope="session")
def build_under_test() -> Build:
    """How to start the build under test in a process (checked on first use)."""
    return build()
