"""Run mjcalc in this process, fast: the click command is built once, not on every call.

``typer.testing.CliRunner.invoke`` rebuilds the whole click application from the Typer
one on each call (about 12 ms); property tests that run the command line hundreds of times
use :func:`invoke` instead, which goes through the same ``MjcalcGroup.main`` (the error
contract) with stdout and stderr captured.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from typer.testing import CliRunner

_RUNNER = CliRunner()


@dataclass(frozen=True)
class Outcome:
    """What one run gave: exit status, standard output, standard error."""

    status: int
    stdout: str
    stderr: str


@cache
def _command() -> Any:
    import typer.main

    from calc_cli.app import app

    return typer.main.get_command(app)


def invoke(args: Sequence[str], input: str | bytes | None = None) -> Outcome:
    """``mjcalc *args`` in this process (stdin from ``input``)."""
    command = _command()
    with _RUNNER.isolation(input=input) as streams:
        status: Any = 0
        try:
            command.main(args=list(args), prog_name="mjcalc")
        except SystemExit as exc:
            status = exc.code
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
        out, err = streams[0].getvalue(), streams[1].getvalue()
    assert isinstance(status, int), f"exit with a non-integer status {status!r}"
    return Outcome(status, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"))
