"""``mjcalc quiz``: the fu and points trainer.

In a terminal: deals realistic winning hands (:mod:`scoring.trainer.deal`), asks what the
drill covers, grades the answer and on a miss shows the part of the ``--explain`` view
that settles it (:mod:`calc_cli.quiz.session`, :mod:`calc_cli.views.quiz`). For scripts:
``--count N -f json`` prints the questions as batch JSON Lines and ``--check FILE``
grades a file of answers (:mod:`calc_cli.quiz.sheet`). The learner's progress is kept in
the user's data directory (:mod:`calc_cli.quiz.store`).
"""

from __future__ import annotations

import sys
from enum import Enum
from pathlib import Path
from typing import Annotated, BinaryIO

import typer

from ..options import Lang, LangOpt, PresetOpt, RuleOpt, RulesFileOpt, ascii_int


class Drill(str, Enum):
    """What the quiz asks."""

    FU = "fu"
    HAN = "han"
    POINTS = "points"
    YAKU = "yaku"
    WAITS = "waits"
    DISCARD = "discard"
    ALL = "all"


class QuizFormat(str, Enum):
    """How ``--count``/``--check`` print: text, or JSON Lines."""

    TABLE = "table"
    JSON = "json"


class TileStyle(str, Enum):
    """How tiles are drawn."""

    NOTATION = "notation"
    UNICODE = "unicode"


def quiz(
    drill: Annotated[Drill, typer.Option(
        "--drill", help="What to ask: fu, han, points (as called), yaku, waits, or all "
                        "(each question one of them) on a winning hand; or discard: "
                        "which tile to discard from a hand being built.")] = Drill.ALL,
    level: Annotated[int, typer.Option(
        "--level", parser=ascii_int(1, 3), help="1: closed hands, no kans, common yaku; 2: open "
                                      "hands, every ordinary yaku; 3: kans, rinshan, "
                                      "chankan, yakuman, honba. Discard drill: 1 tenpai "
                                      "or one away, 2 one or two away, 3 two away.")] = 1,
    seed: Annotated[int | None, typer.Option(
        "--seed", parser=ascii_int(0), show_default=False,
        help="Seed of the deals: the same seed repeats a session.")] = None,
    count: Annotated[int | None, typer.Option(
        "--count", parser=ascii_int(1, 100000), show_default=False,
        help="Ask N questions (default: until q); with -f json print N questions.")] = None,
    fmt: Annotated[QuizFormat, typer.Option(
        "--format", "-f", help="table (a session) or json (questions, or --check "
                               "corrections, as JSON Lines).")] = QuizFormat.TABLE,
    check: Annotated[Path | None, typer.Option(
        "--check", metavar="FILE", show_default=False, dir_okay=False,
        help="Grade a JSON Lines file of answers ('-': standard input) and print the "
             "corrections.")] = None,
    stats: Annotated[bool, typer.Option(
        "--stats", help="Show the saved progress and exit.")] = False,
    no_save: Annotated[bool, typer.Option(
        "--no-save", help="Do not read or save the progress file.")] = False,
    tiles: Annotated[TileStyle, typer.Option(
        "--tiles", help="Draw tiles in the notation, or also as Unicode mahjong "
                        "tiles.")] = TileStyle.NOTATION,
    no_color: Annotated[bool, typer.Option(
        "--no-color", help="No colour (also when NO_COLOR is set or output is not a "
                           "terminal).")] = False,
    preset: PresetOpt = None,
    rule: RuleOpt = None,
    rules_file: RulesFileOpt = None,
    lang: LangOpt = Lang.EN,
) -> int:
    """A fu and points trainer: deals a winning hand with its situation, asks its fu,
    han, points, yaku or waits, and explains each mistake; 'q' quits with a summary.
    '--drill discard' deals 14 tiles and asks what to discard, judged by tiles left.

    Missed items come back more often; progress is kept in $XDG_DATA_HOME/mjcalc/quiz.json
    (~/.local/share/mjcalc by default). '--count N -f json' prints questions as
    'mjcalc batch' JSON Lines; '--check FILE' grades a file of answers.
    """
    import os

    from scoring.errors import UsageError
    from scoring.trainer.grade import DRILLS

    from ..options import build_rules
    from ..quiz.session import QuizSettings, run_session
    from ..quiz.store import add_answer, load_progress, progress_path
    from ..views.quiz import stats_view

    path = progress_path()
    drills = DRILLS if drill is Drill.ALL else (drill.value,)
    if check is not None:
        from ..quiz.sheet import check_lines, sheet_lines
        from ..safe_io import stdin_reader

        if str(check) == "-":
            lines = sheet_lines(stdin_reader())
            return check_lines(lines, fmt is QuizFormat.JSON, lang.value, DRILLS)
        with _open_sheet(check) as handle:
            lines = sheet_lines(handle.read)
            return check_lines(lines, fmt is QuizFormat.JSON, lang.value, DRILLS)
    if stats:
        progress, problem = load_progress(path)
        if problem:
            raise UsageError(problem, code="input_file")
        print(stats_view(progress, str(path)))
        return 0
    rules = build_rules(preset, rule or (), rules_file)
    settings = QuizSettings(
        drills=drills, level=level, rules=rules, lang=lang.value,
        unicode=tiles is TileStyle.UNICODE and _can_write("\U0001F004"),
        color=not no_color and "NO_COLOR" not in os.environ and sys.stdout.isatty(),
        seed=int.from_bytes(os.urandom(4), "big") if seed is None else seed, count=count)
    if fmt is QuizFormat.JSON:
        from ..quiz.sheet import question_lines

        for line in question_lines(settings, count or 10, rule or ()):
            print(line)
        return 0
    from scoring.trainer.grade import Verdict
    from scoring.trainer.progress import Progress

    from ..safe_io import stdin_fd

    stdin_fd()  # an io error when standard input is closed or write-only
    saving = not no_save
    progress = Progress()
    if saving:
        progress, problem = load_progress(path)
        if problem:
            print(f"mjcalc: warning: {problem}; this session is not saved", file=sys.stderr)
            saving = False
    progress.sessions += 1
    warned: list[str] = []
    saved: list[bool] = []

    def save(verdict: Verdict) -> None:
        # added to the file as it is now: quizzes run at once keep each other's answers
        problem = (add_answer(path, verdict, new_session=not saved)
                   if saving and not warned else None)
        saved.append(True)
        if problem:
            warned.append(problem)  # said once; the session goes on unsaved
            print(f"mjcalc: warning: {problem}", file=sys.stderr)

    run_session(settings, progress, save, read=_read_answer)
    return 0


def _read_answer(prompt: str) -> str:
    """``input(prompt)``; a failure to read (EIO, EBADF) an ``io`` error, not a closed
    output's quiet 141."""
    from ..safe_io import io_error

    try:
        return input(prompt)
    except OSError as exc:
        if sys.stdout is not None:
            try:
                sys.stdout.flush()
            except OSError:
                raise exc from None  # the prompt could not be written: the output's error
        raise io_error(exc, "cannot read the input") from None


def _open_sheet(path: Path) -> BinaryIO:
    """The answer sheet ``path`` opened unbuffered: a regular file or a pipe (a device
    such as /dev/zero, a directory: ``input_file``, exit 2)."""
    import os
    import stat

    from scoring.errors import UsageError

    try:
        handle = open(path, "rb", buffering=0)  # noqa: SIM115 - the caller closes it
    except OSError as err:
        raise UsageError(f"--check: cannot read {path}: {err.strerror or err}",
                         code="input_file") from None
    except (ValueError, UnicodeError):  # a NUL byte, a lone surrogate
        raise UsageError(f"--check: {path}: not a valid file name", code="input_file"
                         ) from None
    mode = os.fstat(handle.fileno()).st_mode
    if not (stat.S_ISREG(mode) or stat.S_ISFIFO(mode)):
        handle.close()
        raise UsageError(f"--check: {path}: not a regular file or a pipe",
                         code="input_file")
    return handle


def _can_write(text: str) -> bool:
    """Whether standard output's encoding can write ``text`` (the mahjong tiles need
    one of the Unicode encodings; with another, tiles stay in the notation)."""
    try:
        text.encode(sys.stdout.encoding or "ascii")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def register(app: typer.Typer) -> None:
    """Add ``quiz`` to the application."""
    app.command("quiz")(quiz)
