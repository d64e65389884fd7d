"""``mjcalc log FILE...``: replay every game of game logs, score every win, settle every
draw and game end under the rules the log states, and say where the log and the rules
disagree (issue 12).

Reading is :mod:`grammar.logs` (formats detected from the content), the replay and the
comparison :mod:`scoring.game.replay` and :mod:`scoring.game.log_compare`, the records
:mod:`calc_cli.logs.records`, their views :mod:`calc_cli.views.log`.
"""

from __future__ import annotations

import sys
from contextlib import closing
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Annotated, Any

import typer

from ..errors import EXIT_WORKER_DIED, WorkerDied
from ..options import Lang, LangOpt, RuleOpt, RulesFileOpt, ascii_int

if TYPE_CHECKING:
    from ..views.log import Summary


class LogView(str, Enum):
    """How ``mjcalc log`` prints its records."""

    JSON = "json"
    TABLE = "table"
    SHORT = "short"


FilesArg = Annotated[list[str], typer.Argument(
    metavar="FILE...", show_default=False,
    help="Game logs: files, directories (read recursively), .gz files, or - for standard "
         "input.")]
LogFormatOpt = Annotated[LogView, typer.Option(
    "--format", "-f", help="json (JSON Lines, the default), table (a game sheet per game) "
                           "or short (one line per event).")]
InputFormatOpt = Annotated[str | None, typer.Option(
    "--input-format", metavar="FORMAT", show_default=False,
    help="Read every file as this format (mjlog, tenhou6, mjai, paipu) instead of "
         "detecting it from the content.")]
VerifyOpt = Annotated[bool, typer.Option(
    "--verify", help="Exit 1 when any event disagrees with the log.")]
CommandsOpt = Annotated[bool, typer.Option(
    "--commands", help="Show each scored win as the 'mjcalc score' command that "
                       "reproduces it.")]
DbOpt = Annotated[str | None, typer.Option(
    "--db", metavar="FILE.sqlite", show_default=False,
    help="Also write the games and their records into this SQLite database (created if "
         "missing; a game already in it is not stored again).")]
LogPresetOpt = Annotated[str | None, typer.Option(
    "--rules", metavar="PRESET", show_default=False,
    help="Score under this preset (saki, majiang, tenhou) instead of the one the log "
         "implies.")]
JobsOpt = Annotated[int, typer.Option(
    "--jobs", "-j", metavar="N", parser=ascii_int(1, 64),
    help="Read N files at a time (separate processes); the output keeps the file order.")]


@dataclass
class FileResult:
    """One file read, replayed and rendered: its output text (its records in the chosen
    view), its games counted, the first event that disagrees, the error that stopped it.

    A ``--jobs`` worker renders and counts, and sends this text, not the records: the
    main process only writes, in file order, and adds up the counts (issue 30: the records'
    unpickling and rendering in the main process kept ``--jobs 2`` at 1.4x). The records
    themselves come back only for ``--db``, which stores them."""

    name: str
    text: str = ""
    summary: Summary = field(default_factory=lambda: _summary())  # files: main's
    first_disagreement: dict[str, Any] | None = None  # named by --verify's message
    error: str | None = None
    games: list[tuple[dict[str, Any], list[dict[str, Any]]]] = field(default_factory=list)
    read: list[Any] = field(default_factory=list)  # the games themselves, for --db


@dataclass(frozen=True)
class Job:
    """What each file is read and rendered with (picklable, for ``--jobs``)."""

    input_format: str | None
    preset: str | None
    assignments: tuple[tuple[str, Any], ...]
    commands: bool
    keep_games: bool = False
    fmt: LogView = LogView.JSON
    lang: str = "en"
    width: int | None = None  # the output's, measured by the main process


def _summary() -> Summary:
    """An empty summary (its module imported only when a log is read: start-up)."""
    from ..views.log import Summary

    return Summary()


def replay_file(name: str, job: Job) -> FileResult:
    """Read, replay, compare, count and render every game of one file; never raises for a
    bad file (the games before the error are kept)."""
    from grammar.logs.read import read_games
    from scoring.errors import MjcalcError

    from ..errors import error_line
    from ..logs.input import read_log_text
    from ..logs.records import game_rules, log_records
    from ..views.log import render_records  # once a file: an import costs a call's time

    result = FileResult(name)
    assignments = dict(job.assignments)
    parts: list[str] = []
    try:
        text = read_log_text(name)
        for game in read_games(text, name, job.input_format):
            meta = {"file": name, "game": game.index, "format": game.format,
                    "complete": game.complete, "stopped_at": game.stopped_at}
            rules = game_rules(game, job.preset, assignments)
            records = list(log_records(game, rules, commands=job.commands))
            result.summary.add_game(meta, records)
            if result.first_disagreement is None:
                result.first_disagreement = next(
                    (r for r in records if r["kind"] != "skipped" and not r["agree"]), None)
            render_records(records, job.fmt, job.lang, job.width, parts)
            if job.keep_games:
                result.games.append((meta, records))
                result.read.append((game, rules.preset))
    except MjcalcError as err:
        result.error = error_line(err.code, err.message)
    result.text = "".join(parts)
    return result


def log(
    files: FilesArg,
    fmt: LogFormatOpt = LogView.JSON,
    input_format: InputFormatOpt = None,
    preset: LogPresetOpt = None,
    rule: RuleOpt = None,
    rules_file: RulesFileOpt = None,
    verify: VerifyOpt = False,
    commands: CommandsOpt = False,
    jobs: JobsOpt = 1,
    db: DbOpt = None,
    lang: LangOpt = Lang.EN,
) -> int:
    """Replay game logs (Tenhou mjlog XML, tenhou.net/6 JSON...): score every win, settle
    every draw and game end, and compare each with what the log records.

    The rules are the ones the log states (Tenhou's game type: red fives, open tanyao);
    --rules, --rule and --rules-file change them. One record per event that changes
    scores, then a summary (on stderr with -f json). Exit status 2 when a file could not
    be read (the others are still read), 1 with --verify when an event disagrees.
    --lang names the yaku a disagreement is about (-f short and table).
    """
    from scoring.rules import SWITCH_BY_NAME, Rules, parse_assignment

    from ..logs.input import log_paths
    from ..options import build_rules

    assignments: dict[str, Any] = {}
    if rule or rules_file is not None:
        chosen = build_rules(preset, rule or (), rules_file)
        base = Rules(chosen.preset)
        named = {parse_assignment(text)[0] for text in rule or ()}
        # the switches set (by --rule even to the preset's value) win over the log's
        assignments = {n: chosen[n] for n in SWITCH_BY_NAME
                       if n in named or chosen[n] != base[n]}
        preset = chosen.preset if (preset or rules_file is not None) else None
    elif preset is not None:
        Rules(preset)  # an unknown preset is a usage error before any file is read
    if input_format is not None:
        from grammar.logs.read import reader_for

        reader_for(input_format)
    job = Job(input_format, preset, tuple(assignments.items()), commands, db is not None)
    try:
        if db is None:
            return _run(list(log_paths(files)), job, fmt, verify, jobs, lang=lang.value)
        from ..logs.db import open_database

        with open_database(db) as database:
            return _run(list(log_paths(files)), job, fmt, verify, jobs, database,
                        lang=lang.value)
    except BrokenPipeError:  # the output was closed early (mjcalc log ... | head)
        from ..safe_io import EXIT_BROKEN_PIPE, silence_stdout

        silence_stdout()
        return EXIT_BROKEN_PIPE


def _run(names: list[str], job: Job, fmt: LogView, verify: bool, jobs: int,
         database: Any = None, lang: str = "en") -> int:
    from dataclasses import replace

    from ..collector import fewer_collections
    from ..views.fit import output_width

    width = output_width()
    job = replace(job, fmt=fmt, lang=lang, width=width)

    summary = _summary()
    first_disagreement: dict[str, Any] | None = None  # named by --verify's message
    progress = _Progress(len(names)) if sys.stderr.isatty() else None
    out = sys.stdout
    # the workers, forked inside, inherit the collector's settings
    with fewer_collections(), closing(_results(names, job, jobs)) as results:
        try:
            for result in results:
                summary.files += 1
                if database is not None:
                    for (game, rules), (_, records) in zip(result.read, result.games, strict=True):
                        database.add_game(game, records, rules)
                summary.merge(result.summary)
                if first_disagreement is None:
                    first_disagreement = result.first_disagreement
                out.write(result.text)
                if result.error is not None:
                    summary.unreadable += 1
                    if progress is not None:
                        progress.clear()
                    out.flush()
                    print(result.error, file=sys.stderr)
                if progress is not None:
                    progress.show(summary)
        except WorkerDied as died:  # its files are lost: the run stops here, in order
            if progress is not None:
                progress.clear()
            out.flush()
            print(f"mjcalc: log stopped: {died}; {summary.files} files read and written, in "
                  f"order; the files after them were not read", file=sys.stderr)
            return EXIT_WORKER_DIED
    if progress is not None:
        progress.clear()
    out.flush()
    if fmt is LogView.JSON:
        from ..views.log import json_line

        print(json_line(summary.as_dict()), file=sys.stderr)
    else:
        from ..views.fit import wrap_text

        # a terminal's width: long summary lines wrap
        out.write("\n".join(wrap_text(line, width) for line in summary.lines()) + "\n")
    if verify and summary.disagreements:
        # whatever -f, standard error says why --verify fails (the summary may be on
        # standard output, or be JSON)
        from ..errors import error_line

        assert first_disagreement is not None
        print(error_line(DISAGREEMENT, _disagreement_text(summary, first_disagreement)),
              file=sys.stderr)
    if summary.unreadable:
        return 2
    return 1 if verify and summary.disagreements else 0


#: the error code of ``--verify`` finding events that disagree with the log.
DISAGREEMENT = "disagreement"


def _disagreement_text(summary: Any, first: dict[str, Any]) -> str:
    """``--verify``'s message: how many events disagree, of which kinds, and the first."""
    nouns = {"win": ("win", "wins"), "draw": ("draw", "draws"),
             "end": ("game end", "game ends"),
             "error": ("round that cannot be played", "rounds that cannot be played")}
    counts = {kind: summary.events[kind] - summary.agreed[kind] for kind in nouns}
    kinds = ", ".join(f"{n} {nouns[k][n > 1]}" for k, n in counts.items() if n)
    where = f"{first['file']} game {first['game']}"
    if first["kind"] != "end":
        where += f" {first['round']}-{first['honba']}"
    what = first.get("reason") or "differs in " + ", ".join(first.get("diff") or ())
    return (f"--verify: {summary.disagreements} of {sum(summary.events.values())} events "
            f"disagree with the log ({kinds}); the first: {where} {first['kind']}: {what}")


def _results(names: list[str], job: Job, jobs: int) -> Any:
    """Each file's result, in the order of ``names``; ``jobs`` > 1: in worker processes
    (:mod:`calc_cli.logs.workers`)."""
    if jobs == 1 or len(names) < 2:
        return (replay_file(name, job) for name in names)
    from functools import partial

    from ..logs.workers import ordered_map

    return ordered_map(partial(replay_file, job=job), names, jobs)


class _Progress:
    """One line on stderr (a terminal): files read of the total, games, wins."""

    def __init__(self, total: int) -> None:
        self.total = total
        self.shown = False

    def show(self, summary: Any) -> None:
        done = summary.files / max(self.total, 1)
        filled = int(done * 20)
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (20 - filled)}] {summary.files}/"
                         f"{self.total} files, {summary.games} games, "
                         f"{summary.events['win']} wins\x1b[K")
        sys.stderr.flush()
        self.shown = True

    def clear(self) -> None:
        if self.shown:
            sys.stderr.write("\r\x1b[K")
            sys.stderr.flush()


def register(app: typer.Typer) -> None:
    """Add ``log`` to the application."""
    app.command("log")(log)
