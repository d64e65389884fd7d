"""One batch line in, one record out: reading a line, scoring it, writing its record.

A line is one of (docs/batch.md):

- the arguments of ``mjcalc score`` (shell quoting rules; a leading ``mjcalc score`` or
  ``score`` is allowed): ``m234p66s44488,p4-06 --ron p6- --seat 2 --dora s7``;
- a JSON object with the same options as keys (:meth:`ScoreArgs.words_of`):
  ``{"hand": "m234p66s44488,p4-06", "ron": "p6-", "seat": 2, "dora": ["s7"]}``;
- a majiang-core ``Majiang.Util.hule`` record ``{"shoupai", "rongpai", "param"}``
  (:mod:`grammar.records`), scored with the ``majiang`` preset unless its rule says more.

Blank lines and ``#`` comments give no record. Every other line gives exactly one:
``{"line": N, "result": R}`` where R is the very JSON ``mjcalc score --format json``
prints for that line alone (the same writer,
:func:`calc_cli.views.json_records.result_json_text`) or,
with ``--format majiang``, majiang-core's form (:func:`grammar.records.majiang_json`);
or ``{"line": N, "error": {"code", "message", "position", "text", "status", "detail"}}``.
The table view writes one row a line instead.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

from grammar import format_hand
from grammar.records import decode_json
from scoring.errors import MjcalcError, UsageError
from scoring.hand.score_result import ScoreResult

from ..inputs.score_options import ScoreOptions
from ..text import cut_long_values, display_width, printable
from ..views.json_records import result_json_text
from .lines import MAX_LINE_BYTES, Line, TooLong

if TYPE_CHECKING:
    from scoring.hand.multi_ron import MultiRonResult
    from scoring.rules import Rules

    from ..inputs.score_args import ScoreArgs

#: output formats of the batch.
FORMATS: Final = ("json", "table", "majiang")
#: different rule sets kept built at once.
RULES_CACHE_SIZE: Final = 64

#: error codes of the batch itself (docs/batch.md).
BAD_UTF8: Final = "bad_utf8"
LINE_TOO_LONG: Final = "line_too_long"
BAD_JSON: Final = "bad_json"
INTERNAL: Final = "internal"


class LineScorer:
    """Scores batch lines; keeps what repeats from line to line (the argument reader, the
    rules of each distinct rule set)."""

    def __init__(self, args: ScoreArgs | None = None) -> None:
        self._args = args
        #: the batch's own ``--rules``, ``--rule``, ``--rules-file``: every line's rules
        #: unless the line says otherwise (:meth:`rules`).
        self.batch_rules: BatchRules = BatchRules()
        #: the batch's own ``--lang``: the names of every line that gives none.
        self.batch_lang = "en"
        self._rules: dict[tuple[Any, ...], Rules] = {}
        self._majiang_rules: Rules | None = None
        # bound once: an import statement costs about a microsecond a line.
        from grammar.records import is_hule_record, majiang_json, read_hule_record
        from scoring.hand.scorer import score

        from ..inputs.score_inputs import line_hand_and_situation

        self._score = score
        self._hand_and_situation = line_hand_and_situation
        self._is_hule_record = is_hule_record
        self._read_hule_record = read_hule_record
        self.majiang_json = majiang_json

    @property
    def args(self) -> ScoreArgs:
        """The reader of a line's ``mjcalc score`` arguments, built at the first line that
        has some: a batch of majiang-core records never needs it (building it is about a
        fifth of the batch's start-up)."""
        if self._args is None:
            from ..commands.score import score_reader

            self._args = score_reader()
        return self._args

    def rules(self, options: ScoreOptions) -> Rules:
        """The rules of a line's parameters, built once per distinct rule set.

        A line's own ``--rules`` and ``--rules-file`` replace the batch's; its ``--rule``
        switches are set after the batch's, so the line wins.
        """
        given = self.batch_rules
        preset, rules_file = options.preset, options.rules_file
        preset = given.preset if preset is None else preset  # "" stays: an unknown preset
        rules_file = given.rules_file if rules_file is None else rules_file
        rule = (*given.rule, *(options.rule or ()))
        players = given.players if options.players is None else options.players
        key = (preset, rule, rules_file, players)
        rules = self._rules.get(key)
        if rules is None:
            from ..options import build_rules

            rules = build_rules(preset, rule or (), rules_file, players)
            if len(self._rules) >= RULES_CACHE_SIZE:
                self._rules.clear()
            self._rules[key] = rules
        return rules

    def score_text(self, text: str) -> tuple[ScoreResult | MultiRonResult, str]:
        """The result of a (stripped, non-blank) line and the language of its names: a
        multiple ron's for a line with ``--also``."""
        if text[0] in "{[":  # no hand starts so: JSON (an object, or refused)
            obj = load_object(text)
            if self._is_hule_record(obj):
                return self._score_record(obj), self.batch_lang
            words = self.args.words_of(obj)
        else:
            words = split_words(text)
        options = ScoreOptions.of(self.args.params(words))
        if self.batch_lang != "en" and not _names_lang(words):
            options.lang = self.batch_lang
        if options.explain:  # as 'score --explain -f json' is: never dropped silently
            raise UsageError("--explain is a table view; a batch line cannot have it",
                             code="usage")
        # what commands.score.score_params does, with the rules built once per rule set.
        rules = self.rules(options)
        if options.also:
            from ..commands.score import multi_ron_params

            return multi_ron_params(options, rules), options.lang
        hand, situation = self._hand_and_situation(options, rules)
        return self._score(hand, situation, rules), options.lang

    def _score_record(self, obj: dict[str, Any]) -> ScoreResult:
        if self._majiang_rules is None:
            from scoring.rules import Rules

            # majiang-core's own rules, as for 'score --json', unless the batch names some
            given = self.batch_rules
            self._majiang_rules = Rules("majiang") if given == BatchRules() else \
                self.rules(ScoreOptions())
        record = self._read_hule_record(obj, self._majiang_rules)
        return self._score(record.hand, record.situation, record.rules)


@dataclass(frozen=True)
class BatchRules:
    """The rules options given to ``mjcalc batch`` itself, for every line."""

    preset: str | None = None
    rule: tuple[str, ...] = ()
    rules_file: Any = None  # a pathlib.Path
    players: int | None = None


def _names_lang(words: list[str]) -> bool:
    """Whether a line's words give its own ``--lang``."""
    return any(word == "--lang" or word.startswith("--lang=") for word in words)


def split_words(text: str) -> list[str]:
    """A line's words (shell quoting), without a leading ``mjcalc score`` or ``score``."""
    from ..inputs.score_args import split_line

    words = split_line(text)
    if words and words[0] == "mjcalc":
        del words[0]
    if words and words[0] == "score":
        del words[0]
    return words


def load_object(text: str) -> dict[str, Any]:
    """The JSON object of a line; UsageError ``bad_json`` if it is not one."""
    try:
        obj = decode_json(text)
    except json.JSONDecodeError as exc:
        raise UsageError(f"not valid JSON: {exc.msg}", code=BAD_JSON, position=exc.pos,
                         text=text) from None
    except RecursionError:
        raise UsageError("JSON nested too deeply", code=BAD_JSON) from None
    except ValueError as exc:  # e.g. an integer beyond Python's digit limit
        raise UsageError(f"not valid JSON: {exc}", code=BAD_JSON) from None
    if not isinstance(obj, dict):
        raise UsageError(f"expected a JSON object, got {type(obj).__name__}", code=BAD_JSON)
    return obj


def error_record(err: MjcalcError) -> dict[str, Any]:
    """The ``error`` member of a record: code, message, position (0-based, into ``text``),
    the exit status ``mjcalc score`` would give, and extra facts (``detail``)."""
    return {"code": err.code, "message": cut_long_values(err.message),
            "position": err.position,
            "text": err.text, "status": err.exit_status, "detail": err.detail}


# --- chunks of lines ---------------------------------------------------------------------


@dataclass(slots=True)
class ChunkOut:
    """What a chunk of lines gave: the encoded output, records written, records failed,
    and the line number of each record (what an early stop reports)."""

    data: bytes
    records: int
    failed: int
    numbers: list[int] = field(default_factory=list)

    def through(self, last_line: int, written: int) -> int:
        """The last line of the chunk up to which every record is among the first
        ``written`` (``last_line``, the chunk's last line, when all were written)."""
        if written >= self.records:
            return last_line
        return self.numbers[written] - 1


_SCORER: LineScorer | None = None


def line_scorer() -> LineScorer:
    """This process's :class:`LineScorer` (built once; forked workers inherit it)."""
    global _SCORER
    if _SCORER is None:
        _SCORER = LineScorer()
    return _SCORER


def process_chunk(task: tuple[int, Sequence[Line], str]) -> ChunkOut:
    """Score the lines of a chunk: ``(number of its first line, lines, format)``.

    Every line that is not blank or a comment gives exactly one output line, whatever
    happens while scoring it: an unexpected exception becomes an ``internal`` error record.
    A line's record is rendered and encoded inside that line's own error handling, so
    nothing a line holds can cost another line its record.
    """
    first, lines, fmt = task
    scorer = line_scorer()
    error = _table_error if fmt == "table" else _json_error
    out: list[bytes] = []
    numbers: list[int] = []  # of the lines that gave a record
    failed = 0
    number = first - 1
    for raw in lines:
        number += 1
        text = ""
        try:
            if isinstance(raw, TooLong):
                if raw.head.lstrip()[:1] == b"#":
                    continue
                raise UsageError(f"a line of {raw.length} bytes, more than the "
                                 f"{MAX_LINE_BYTES} a line may have: not read",
                                 code=LINE_TOO_LONG)
            stripped = raw.strip()
            if not stripped or stripped[:1] == b"#":
                continue
            try:
                text = raw.decode("utf-8").strip()
            except UnicodeDecodeError as exc:
                raise _bad_utf8(raw, exc) from None
            if number == 1 and text[:1] == "\ufeff":  # a byte order mark opening the input
                text = text[1:].lstrip()
            if not text or text[0] == "#":
                continue
            result, lang = scorer.score_text(text)
            out.append(_render(number, result, lang, fmt, scorer).encode("utf-8"))
            numbers.append(number)
            continue
        except MjcalcError as err:
            problem = err
        except RecursionError:
            problem = UsageError("input nested too deeply", code=BAD_JSON)
        except Exception as exc:  # a bug must cost one record, not the batch
            what = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
            problem = MjcalcError(f"internal error, please report it: {what}", code=INTERNAL)
        out.append(_error_bytes(error(number, text, problem)))
        numbers.append(number)
        failed += 1
    if not out:
        return ChunkOut(b"", 0, 0)
    records = len(out)
    out.append(b"")
    return ChunkOut(b"\n".join(out), records, failed, numbers)


def _error_bytes(record: str) -> bytes:
    """An error record as UTF-8, whatever it holds: one line, never an exception (its
    text went through :func:`calc_cli.views.score.one_line_json` or ``printable``; this is
    the last guard)."""
    safe = " ".join(record.split("\n")) if "\n" in record else record
    return safe.encode("utf-8", "backslashreplace")


def _bad_utf8(raw: bytes, exc: UnicodeDecodeError) -> UsageError:
    """The error of a line that is not UTF-8 (``exc``: what decoding it raised)."""
    return UsageError(f"invalid UTF-8: byte 0x{raw[exc.start]:02x} at byte "
                      f"{exc.start + 1} of the line", code=BAD_UTF8, position=exc.start)


def _render(number: int, result: ScoreResult | MultiRonResult, lang: str, fmt: str,
            scorer: LineScorer) -> str:
    if not isinstance(result, ScoreResult):  # a multiple ron (its class imported later)
        return _render_multi(number, result, lang, fmt)
    if fmt == "json":  # render_score(result, "json", lang), without its dispatch
        return f'{{"line": {number}, "result": {result_json_text(result, lang)}}}'
    if fmt == "majiang":
        return f'{{"line": {number}, "result": {scorer.majiang_json(result)}}}'
    return _table_row(number, result, lang)


def _render_multi(number: int, result: MultiRonResult, lang: str, fmt: str) -> str:
    """A double or triple ron's record: what ``score --also ... -f json`` (or ``-f
    majiang``) prints, or one table row: the first winner's hand, the winners' points
    together, the net change of the discard, each winner's yaku."""
    from ..views.multi_ron import KIND_WORDS, majiang_multi, multi_json
    from ..views.score import hit_label, to_json

    if fmt == "json":
        return f'{{"line": {number}, "result": {to_json(multi_json(result, lang))}}}'
    if fmt == "majiang":
        return f'{{"line": {number}, "result": {majiang_multi(result)}}}'
    from ..inputs.score_inputs import SEAT_LABELS

    first = result.winners[0]
    points = str(sum(winner.best.points for winner in result.winners))
    yaku = "; ".join(
        f"{SEAT_LABELS[winner.situation.seat]}: "
        + ", ".join(hit_label(hit, lang) for hit in winner.best.yaku)
        for winner in result.winners)
    net = " ".join(f"{change:+d}" for change in result.settlement.net)
    return _cells([str(number), format_hand(first.hand), "", "", points,
                   KIND_WORDS[len(result.winners)].lower(), net, yaku])


def _json_error(number: int, text: str, err: MjcalcError) -> str:
    from ..views.score import to_json

    del text  # the record has the error's own text
    try:
        return to_json({"line": number, "error": error_record(err)})
    except (TypeError, ValueError):  # a detail that is not JSON: leave it out
        return to_json({"line": number, "error": {**error_record(err), "detail": {}}})


# --- the table view ----------------------------------------------------------------------

#: columns of the table view: title, width (0: as wide as it needs), aligned right.
TABLE_COLUMNS: Final = (("line", 6, True), ("hand", 34, False), ("han", 3, True),
                        ("fu", 3, True), ("points", 6, True), ("limit", 14, False),
                        ("net", 27, False), ("yaku", 0, False))


#: the table view at a terminal narrower than :data:`TABLE_COLUMNS` (120 columns): a
#: shorter hand and limit, no net change (the points say it; -f json has it), and the
#: yaku, or an error, cut at the terminal's edge: still one line a record.
NARROW_COLUMNS: Final = (("line", 5, True), ("hand", 20, False), ("han", 3, True),
                         ("fu", 3, True), ("points", 6, True), ("limit", 9, False),
                         ("net", -1, False), ("yaku", 0, False))
#: the narrowest terminal a full row of the table view fits: its fixed columns and 13
#: columns of yaku (the seats' net changes alone can take 27).
FULL_TABLE_WIDTH: Final = sum(width + 2 for _, width, _ in TABLE_COLUMNS) + 11


def _layout() -> tuple[tuple[tuple[str, int, bool], ...], int | None]:
    """The columns of the table view for this output, and the width to cut lines at
    (None: a pipe or a file, every row in full)."""
    width = _WIDTH[0]
    if width is None or width >= FULL_TABLE_WIDTH:
        return TABLE_COLUMNS, None
    return NARROW_COLUMNS, width


#: the output's width (None: a pipe or a file), set by :func:`set_table_width` before a
#: batch starts (its workers inherit it).
_WIDTH: list[int | None] = [None]


def set_table_width(width: int | None) -> None:
    """The width the table view fits (``mjcalc batch`` sets the terminal's)."""
    _WIDTH[0] = width


def _cut(text: str, width: int) -> str:
    """``text`` no wider than ``width`` columns, ending in "…" when cut."""
    if display_width(text) <= width:
        return text
    while text and display_width(text) > width - 1:
        text = text[:-1]
    return text + "…"


def _cells(cells: Sequence[str]) -> str:
    layout, limit = _layout()
    out = []
    for (_, width, right), cell in zip(layout, cells, strict=True):
        if width > 0:
            shown = _cut(cell, width)
            pad = " " * (width - display_width(shown))
            out.append(pad + shown if right else shown + pad)
        elif width == 0:
            out.append(cell)
    line = "  ".join(out).rstrip()
    return line if limit is None else _cut(line, limit)


def table_header() -> str:
    """The two heading lines of the table view."""
    layout, _ = _layout()
    titles = [title for title, _, _ in layout]
    rule = ["-" * (width or 4) for _, width, _ in layout if width >= 0]
    return f"{_cells(titles)}\n{'  '.join(rule)}"


def table_footer(records: int, failed: int) -> str:
    """The last line of the table view: how many lines scored and failed."""
    return f"{counted(records, 'record')}: {records - failed} scored, {failed} failed"


def counted(count: int, noun: str) -> str:
    """``1 record``, ``2 records``."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def _table_row(number: int, result: ScoreResult, lang: str) -> str:
    from ..views.score import hit_label, yakuman_word

    best = result.best
    if best.yakuman:
        han, fu, limit = "", "", yakuman_word(best.yakuman)
    else:
        han, fu, limit = str(best.han), str(best.fu), (best.limit or "").replace("_", " ")
    yaku = ", ".join(hit_label(hit, lang) for hit in best.yaku)
    net = " ".join(f"{change:+d}" for change in result.settlement.net)
    return _cells([str(number), format_hand(result.hand), han, fu, str(best.points), limit,
                   net, yaku])


def _table_error(number: int, text: str, err: MjcalcError) -> str:
    words = text.split(None, 1)
    hand = printable(words[0]) if words and text[0] != "{" else ""
    # the error takes the place of the numbers and the yaku.
    head = _cells([str(number), hand, "", "", "", "", "", ""])
    message = " ".join(printable(err.message).split())
    layout, limit = _layout()
    # the error starts under han
    line = f"{head.ljust(sum(width + 2 for _, width, _ in layout[:2]))}error[{err.code}]: {message}"
    return line if limit is None else _cut(line, limit)
