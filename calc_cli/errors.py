"""How mjcalc reports a problem: one line ``mjcalc: error[code]: message`` on stderr.

Notation errors also echo the input with a caret under the offending character. The exit
status comes from the error: 2 for usage and notation errors and impossible hands, 1 for a
hand that cannot be scored (see docs/errors.md). Nothing here imports more than the
standard library and :mod:`scoring.errors`, so reporting stays cheap.
"""

from __future__ import annotations

import sys
from typing import TextIO

from scoring.errors import MjcalcError

from .text import cut_long_values, display_width, printable

PROG = "mjcalc"

#: exit statuses (docs/errors.md).
EXIT_OK = 0
EXIT_CANNOT_SCORE = 1
EXIT_USAGE = 2
#: a command stopped by a signal: 128 + its number (Ctrl-C: SIGINT; SIGTERM).
EXIT_INTERRUPTED = 130
EXIT_TERMINATED = 143
#: ``batch --jobs``, ``log --jobs``: a worker process died (killed from outside: the OOM
#: killer, a signal): the command stops, every record before its lost work written
#: (sysexits' EX_SOFTWARE).
EXIT_WORKER_DIED = 70


class Terminated(BaseException):
    """SIGTERM reached mjcalc: the command stops as on Ctrl-C, with exit status 143. A
    BaseException, like KeyboardInterrupt, so that error handling meant for a bad line
    or file (which catches Exception) does not take it for one."""


class WorkerDied(Exception):
    """A worker process of ``--jobs`` died while the command ran (killed from outside):
    the work it held is lost. The command stops (exit status 70), having written every
    record before that work, in order, instead of waiting for it for ever."""


#: how much of a long input is echoed on each side of the caret.
_ECHO_SPAN = 60


def error_line(code: str, message: str) -> str:
    """The one line that names an error: ``mjcalc: error[code]: message``."""
    # A message must stay on one line whatever the input held, and short.
    flat = " ".join(printable(cut_long_values(message)).split())
    return f"{PROG}: error[{code}]: {flat}"


def caret_lines(text: str, position: int) -> list[str]:
    """The input echoed on one line and a caret under the character at ``position``.

    A position at the end of the text (something missing) puts the caret just after it.
    Long inputs are cut to a window around the position, marked with ``...``.
    """
    position = max(0, min(position, len(text)))
    start = max(0, position - _ECHO_SPAN)
    end = min(len(text), position + _ECHO_SPAN)
    head = "..." if start > 0 else ""
    tail = "..." if end < len(text) else ""
    shown = printable(text[start:end])
    offset = display_width(head) + display_width(shown[: position - start])
    return [f"  {head}{shown}{tail}", "  " + " " * offset + "^"]


def format_error(err: MjcalcError) -> str:
    """The full report of ``err``: the error line, then the caret echo when it has a place."""
    lines = [error_line(err.code, err.message)]
    if err.text is not None and err.position is not None:
        lines.extend(caret_lines(err.text, err.position))
    return "\n".join(lines)


def report(err: MjcalcError, stream: TextIO | None = None) -> int:
    """Write ``err`` to stderr (or ``stream``); return the exit status it calls for."""
    print(format_error(err), file=stream or sys.stderr)
    return err.exit_status


def report_usage(message: str, stream: TextIO | None = None) -> int:
    """Write a command-line usage problem (bad option, missing argument); return 2."""
    print(error_line("usage", message), file=stream or sys.stderr)
    return EXIT_USAGE


def report_internal(exc: BaseException, stream: TextIO | None = None) -> int:
    """Write an unexpected failure as one line (never a traceback); return 1.

    This is a bug in mjcalc, so the line says so; the status stays within 0-2 as
    docs/errors.md promises.
    """
    what = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    print(error_line("internal", f"internal error, please report it: {what}"),
          file=stream or sys.stderr)
    return EXIT_CANNOT_SCORE
