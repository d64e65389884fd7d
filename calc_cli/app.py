"""The ``mjcalc`` Typer application.

Commands live one per module, ``calc_cli/commands/<name>.py``, whose
``register(app: typer.Typer) -> None`` adds the command ``<name>``; this module finds them,
so adding a command means adding one module. Command modules import only typer and the
standard library at module level: anything heavier (grammar, scoring, tabulate, json) is
imported inside the command, and :func:`main` builds only the command asked for, so
``mjcalc score`` starts fast (issue 5).

Every error leaves through :class:`MjcalcGroup`: one line on stderr and exit status 2
(usage, notation, impossible hand) or 1 (cannot score), never a traceback. A command
that returns an int (``batch``: 1 when a line failed) exits with it.
"""

from __future__ import annotations

import gc
import os
import re
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from importlib import import_module
from types import ModuleType
from typing import Any, Final

import typer
from typer.core import TyperGroup

from scoring.errors import MjcalcError

from . import errors

#: the subpackage that holds one module per command, named as the command.
COMMANDS_PACKAGE = "commands"


class OutputClosed(Exception):
    """The reader of standard output went away (EPIPE): the command ends quietly, 141."""


@contextmanager
def _output_errors() -> Iterator[None]:
    """OSError as mjcalc reports it: OutputClosed for a closed output, else ``io``."""
    try:
        yield
    except OSError as exc:
        from .safe_io import io_error, output_closed

        if output_closed(exc):
            raise OutputClosed from None
        raise io_error(exc, "I/O error") from None


class MjcalcGroup(TyperGroup):
    """The command group with mjcalc's error contract wrapped around click's main loop."""

    def main(  # type: ignore[override]
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        """Run the command line; report errors as one line and exit with their status."""
        try:
            status = self._run(args, prog_name or errors.PROG, complete_var, **extra)
        except MjcalcError as err:
            if not standalone_mode:
                raise
            status = errors.report(err)
        if standalone_mode:
            from .safe_io import finish_output

            sys.exit(finish_output(status))
        return status

    def _run(self, args: Sequence[str] | None, prog_name: str, complete_var: str | None,
             **extra: Any) -> int:
        """Click's main loop without its own error printing; the exit status (141,
        quietly, when the output was closed)."""
        try:
            return self._run_click(args, prog_name, complete_var, **extra)
        except OutputClosed:
            from .safe_io import EXIT_BROKEN_PIPE, silence_stdout

            silence_stdout()
            return EXIT_BROKEN_PIPE
        except KeyboardInterrupt:  # Ctrl-C outside click's own loop: quietly, 130
            return errors.EXIT_INTERRUPTED
        except errors.Terminated:  # SIGTERM (see main): quietly, 143
            return errors.EXIT_TERMINATED

    def _run_click(self, args: Sequence[str] | None, prog_name: str,
                   complete_var: str | None, **extra: Any) -> int:
        try:
            rv = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        except (MjcalcError, OutputClosed):
            raise
        except typer.Exit as exc:
            return exc.exit_code
        except typer.Abort as exc:
            if isinstance(exc.__context__, KeyboardInterrupt):  # click's form of Ctrl-C
                return errors.EXIT_INTERRUPTED
            print(errors.error_line("aborted", "aborted"), file=sys.stderr)
            return errors.EXIT_CANNOT_SCORE
        except typer.TyperException as exc:  # click's usage errors derive from it
            return self._usage_error(exc)
        except Exception as exc:  # last resort: a bug must still not print a traceback
            return errors.report_internal(exc)
        # Non-standalone click returns the exit code for an explicit exit (e.g. --help).
        return rv if isinstance(rv, int) and not isinstance(rv, bool) else errors.EXIT_OK

    def make_context(self, *args: Any, **kwargs: Any) -> Any:
        """Read the command line (``--help`` prints here), output errors as in invoke."""
        with _output_errors():
            return super().make_context(*args, **kwargs)

    def invoke(self, ctx: Any) -> Any:
        """Run the command; an OSError it lets through (writing to a closed pipe, a full
        disk) leaves as OutputClosed or an ``io`` error, before click's main loop turns
        a closed pipe into exit status 1."""
        with _output_errors():
            return super().invoke(ctx)

    @staticmethod
    def _usage_error(exc: typer.TyperException) -> int:
        """One line for a click usage error, with a pointer to the right --help; 2."""
        ctx = getattr(exc, "ctx", None)
        if type(exc).__name__ == "NoArgsIsHelpError" and ctx is not None:
            # a bare `mjcalc`: show what it can do, as --help would (the message is the help).
            with _output_errors():
                print(exc.format_message())
            return errors.EXIT_OK
        message = exc.format_message()
        hint = _suggestion(exc)
        if hint:  # the one likely name replaces click's list of candidates
            message = message.split(" (Possible options")[0].rstrip(".") + hint
        if ctx is not None:
            message += f" (see '{ctx.command_path} --help')"
        return errors.report_usage(message)


def _suggestion(exc: typer.TyperException) -> str:
    """A "did you mean" for a mistyped option or choice (click lists only candidates).

    Typer ships its own click, so the errors are recognised by their names and fields.
    """
    from scoring.suggest import did_you_mean

    kind = type(exc).__name__
    if kind == "NoSuchOption":
        option = str(getattr(exc, "option_name", ""))
        if option in ROOT_OPTIONS:  # `mjcalc score --version`: the program's own option
            return f"; {option} is mjcalc's own option: 'mjcalc {option}'"
        return did_you_mean(option, getattr(exc, "possibilities", None) or ())
    choices = getattr(getattr(getattr(exc, "param", None), "type", None), "choices", None)
    typed = _CHOICE_TYPED.match(str(getattr(exc, "message", "")))
    if kind == "BadParameter" and choices and typed:
        return did_you_mean(typed.group(1), [str(getattr(c, "value", c)) for c in choices])
    return ""


#: the options of ``mjcalc`` itself, given before any command.
ROOT_OPTIONS: Final = ("--version", "-V")

#: the value click quotes first in a bad choice's message ("'shrt' is not one of ...").
_CHOICE_TYPED: Final = re.compile(r"'([^']*)' is not one of ")


def is_compiled(module: ModuleType) -> bool:
    """True when ``module`` was loaded from a C extension (made by mypyc, setup.py)."""
    from importlib.machinery import EXTENSION_SUFFIXES

    return (module.__file__ or "").endswith(tuple(EXTENSION_SUFFIXES))


def build_kind() -> str:
    """How the scoring core runs: ``compiled`` (C extensions made by mypyc, setup.py) or
    ``pure Python`` (the .py files, e.g. MJCALC_PURE=1 or a source tree)."""
    import scoring.hand.scorer

    return "compiled" if is_compiled(scoring.hand.scorer) else "pure Python"


def _version(value: bool) -> None:
    if value:
        from importlib.metadata import PackageNotFoundError, version

        try:
            print(f"mjcalc {version('mjcalc')} ({build_kind()})")
        except PackageNotFoundError:  # running from a source tree that is not installed
            print(f"mjcalc (not installed, {build_kind()})")
        raise typer.Exit()


def _root(
    show_version: bool = typer.Option(
        False, "--version", "-V", callback=_version, is_eager=True,
        help="Print the version and exit."),
) -> None:
    """Riichi mahjong calculator: yaku, fu, han, points and payments of a hand.

    Hands are written in majiang-core's prefix notation (m78p405667s34577m9), tenhou's
    suffix notation (78m405667p34577s9m) or a mix. See 'mjcalc COMMAND --help' and
    'man mjcalc'.
    """


def command_modules() -> list[str]:
    """Names of the commands: the modules of :data:`COMMANDS_PACKAGE`, sorted."""
    here = os.path.join(os.path.dirname(__file__), COMMANDS_PACKAGE)
    return sorted(
        name[:-3] for name in os.listdir(here)
        if name.endswith(".py") and not name.startswith("_")
    )


def build_app(commands: Sequence[str] | None = None) -> typer.Typer:
    """The application with the given commands (default: every command module's)."""
    new = typer.Typer(
        name=errors.PROG,
        cls=MjcalcGroup,
        # --install-completion / --show-completion for bash, zsh and fish (docs/commands.md)
        add_completion=True,
        # plain click help: predictable text (the man page test reads it), no rich import.
        rich_markup_mode=None,
        no_args_is_help=True,
        pretty_exceptions_enable=False,
        context_settings={"help_option_names": ["-h", "--help"]},
    )
    new.callback()(_root)
    names = command_modules() if commands is None else list(commands)
    for name in names:
        import_module(f"{__package__}.{COMMANDS_PACKAGE}.{name}").register(new)
    return new


#: the whole application (every command), built on first use: ``from calc_cli.app import
#: app`` for tests, the man page check, and commands that dispatch to others.
app: typer.Typer


def __getattr__(name: str) -> typer.Typer:
    if name == "app":
        globals()["app"] = built = build_app()
        return built
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _raise_terminated(number: int, frame: object) -> None:
    raise errors.Terminated


def _terminate_by_exception() -> None:
    """SIGTERM raises :class:`calc_cli.errors.Terminated`, so that a command stops as on
    Ctrl-C (its clean-up runs: workers stopped, output flushed) and exits 143 without a
    traceback; ``batch`` installs its own handlers for its run. Left alone when the
    process was started with SIGTERM ignored."""
    import signal

    if signal.getsignal(signal.SIGTERM) is signal.SIG_DFL:
        signal.signal(signal.SIGTERM, _raise_terminated)


def main(argv: Sequence[str] | None = None) -> None:
    """The ``mjcalc`` console script (and ``python -m calc_cli``).

    Only the command asked for is built (``mjcalc score ...`` never reads the other
    command modules): Typer inspects every parameter of every command it builds, and
    start-up time matters (issue 5). Help and unknown commands get the whole app.
    """
    from .safe_io import EXIT_BROKEN_PIPE, blocking_stdout, silence_stdout, stderr_or_null

    args = list(sys.argv[1:] if argv is None else argv)
    stderr_or_null()  # messages never go to standard output, whatever was closed
    try:
        if sys.stdout is None:  # started with its output closed: nowhere to answer
            raise BrokenPipeError
        blocking_stdout()
        # An output encoding without the yaku names' characters (PYTHONIOENCODING=ascii)
        # shows them escaped rather than failing half-way through the answer.
        reconfigure = getattr(sys.stdout, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")  # flushes: EBADF on a closed stdout
    except OSError:  # the output is closed or gone before a byte: nowhere to answer
        silence_stdout()
        sys.exit(EXIT_BROKEN_PIPE)
    _terminate_by_exception()
    wanted = [args[0]] if args and args[0] in command_modules() else None
    try:
        build_app(wanted)(args=args, prog_name=errors.PROG)
    finally:
        # The process ends here: move every object to the permanent generation, so that
        # the collection the interpreter runs at shutdown does not walk the whole heap
        # (typer, click, the caches) only to find nothing to free. The answer is already
        # written and flushed; nothing the commands hold needs a finalizer.
        gc.freeze()
