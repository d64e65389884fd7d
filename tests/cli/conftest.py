"""Helpers for the CLI tests: run mjcalc in-process and look at stdout, stderr, status."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from typer.testing import CliRunner, Result

from calc_cli.app import app

Run = Callable[..., Result]


@pytest.fixture
def run() -> Run:
    """``run("score", "m123...")``: mjcalc with these arguments, in this process."""
    runner = CliRunner()

    def invoke(*args: str, input: str | None = None) -> Result:
        return runner.invoke(app, list(args), input=input, prog_name="mjcalc")

    return invoke
