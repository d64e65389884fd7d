"""calc_cli.entry: a Ctrl-C or SIGTERM while the application is still being imported (a
shell's completion request cut short, a script stopped at once) exits 130 or 143 with no
traceback. The signal is made to come exactly then: a finder placed first on the import
path raises it (Ctrl-C) or sends it (SIGTERM) when ``calc_cli.app`` is looked up."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from build_under_test import build

ROOT = Path(__file__).resolve().parents[2]

PROGRAM = """
import os, signal, sys
import calc_cli.entry as entry

WHICH = sys.argv[1]

class SignalOnImport:
    def find_spec(self, name, path=None, target=None):
        if name == "calc_cli.app":
            if WHICH == "int":
                raise KeyboardInterrupt
            os.kill(os.getpid(), signal.SIGTERM)
        return None

sys.meta_path.insert(0, SignalOnImport())
sys.argv[1:] = ["rules", "-f", "short"]
entry.main()
"""


@pytest.mark.parametrize(("which", "status"), [("int", 130), ("term", 143)])
def test_a_signal_during_start_up_is_quiet(which: str, status: int) -> None:
    done = subprocess.run(build().python("-c", PROGRAM, which), **build().kwargs(),
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == status, done.stderr
    assert done.stderr == ""
    assert done.stdout == ""


def test_without_a_signal_it_runs_the_program() -> None:
    done = subprocess.run(build().mjcalc("rules", "-f", "short"), **build().kwargs(),
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert "kazoe=multiple" in done.stdout.splitlines()
