"""The ``mjcalc`` console script and ``python -m calc_cli``: the program's first lines.

Importing the application takes a while (Typer, click); a Ctrl-C or SIGTERM that comes
then, before :func:`calc_cli.app.main` has set up its handling, would end in a traceback.
This module imports nothing else at load time and catches both around that import, so
the program exits 130 or 143 quietly whenever the signal comes.
"""

from __future__ import annotations

import gc
import signal
import sys
from types import FrameType

#: exit statuses: 128 + the signal (as calc_cli.errors, which is not imported yet here).
EXIT_INTERRUPTED = 130
EXIT_TERMINATED = 143


class _TerminatedEarly(BaseException):
    """SIGTERM while the application is being imported."""


def _terminated(number: int, frame: FrameType | None) -> None:
    raise _TerminatedEarly


def main() -> None:
    """Run mjcalc (:func:`calc_cli.app.main`), quietly stopped by a signal during start-up."""
    previous = signal.getsignal(signal.SIGTERM)
    if previous is signal.SIG_DFL:
        signal.signal(signal.SIGTERM, _terminated)
    # Importing makes some hundred thousand objects that live as long as the process: the
    # collector would walk them again and again (a twentieth of the start-up) to free
    # nothing. It waits until they are in, and then leaves them out of its walks.
    gc.disable()
    try:
        from .app import main as run
    except KeyboardInterrupt:
        sys.exit(EXIT_INTERRUPTED)
    except _TerminatedEarly:
        sys.exit(EXIT_TERMINATED)
    finally:
        gc.enable()
    gc.freeze()
    if previous is signal.SIG_DFL:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)  # app.main installs its own
    run()
