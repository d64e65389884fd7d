"""``mjcalc quiz`` for scripts and teachers: questions out as JSON Lines, answers graded.

A question is a ``mjcalc batch`` JSON line (docs/batch.md): the hand in canonical
notation and its situation, no answer. An answer line is a question line with one or
more answers added under the drills' names: ``"fu": 40``, ``"han": 3`` (or
``"yakuman"``), ``"points": "1000/2000"``, ``"yaku": ["riichi", "pinfu"]`` (or one
string, commas between), ``"waits": "m14"`` (the waits of the hand before its winning
tile). A discard question (``--drill discard``) is the same kind of line with a hand of
14 tiles that is not a win, the last one just drawn; its answer is ``"discard": "p3"``,
alone on its line. Every line gets its corrections, in order; a line that cannot be read or scored
gets an error and the others go on.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Final

from scoring.errors import MjcalcError, UsageError

if TYPE_CHECKING:
    from scoring.hand.score_result import ScoreResult
    from scoring.hands import Hand
    from scoring.situation import Situation
    from scoring.table.efficiency import EfficiencyReport

    from ..batch.lines import Line
    from .session import QuizSettings

#: the width a discard's explanation is fitted to (indented by four under its line).
NOTE_WIDTH: Final = 80
_FLAGS: Final = ("riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan",
                 "chankan")


def question_record(hand: Hand, s: Situation, preset: str, rule: Sequence[str]
                    ) -> dict[str, Any]:
    """The batch JSON object of a dealt hand: the hand and situation, no answer."""
    from grammar.writer import format_hand

    record: dict[str, Any] = {"hand": format_hand(hand), "seat": s.seat,
                              "round": s.round_wind,
                              "dora": [str(t) for t in s.dora_indicators]}
    if s.ura_indicators:
        record["ura"] = [str(t) for t in s.ura_indicators]
    record.update({name: True for name in _FLAGS if getattr(s, name)})
    if s.honba:
        record["honba"] = s.honba
    if s.deposits:
        record["deposits"] = s.deposits
    record["rules"] = preset
    if rule:
        record["rule"] = list(rule)
    return record


def question_lines(settings: QuizSettings, count: int, rule: Sequence[str]) -> Iterable[str]:
    """``count`` questions as JSON Lines, the same for the same seed (no weighting)."""
    from .session import next_deal

    rng = random.Random(settings.seed)
    for _ in range(count):
        drill = rng.choice(settings.drills)
        dealt = next_deal(rng, settings, drill, None)
        yield json.dumps(question_record(dealt.hand, dealt.situation, settings.rules.preset,
                                         rule),
                         ensure_ascii=False, separators=(",", ":"))


def _answer_text(value: Any) -> str:
    """A JSON answer as the text a learner would type."""
    if isinstance(value, bool):
        raise UsageError("an answer is a number, a string or a list of strings",
                         code="bad_answer")
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return value
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return ", ".join(value) if value else "none"
    raise UsageError("an answer is a number, a string or a list of strings",
                     code="bad_answer")


def _grade_line(text: str, drills: Sequence[str], lang: str
                ) -> tuple[ScoreResult | EfficiencyReport, list[dict[str, Any]]]:
    """The scored question of an answer line (for a discard, its efficiency report) and
    the grade of each answer in it."""
    from grammar.answers import grade_answer
    from scoring.hand.score_result import ScoreResult
    from scoring.trainer.grade import DISCARD

    from ..batch.records import LineScorer, load_object

    obj = load_object(text)
    answers = {d: obj.pop(d) for d in (*drills, DISCARD) if d in obj}
    if not answers:
        raise UsageError(f"no answer on the line (give one of {', '.join(drills)} or "
                         f"{DISCARD})", code="bad_answer")
    if DISCARD in answers:
        return _grade_discard(obj, answers)
    result, _ = LineScorer().score_text(json.dumps(obj))
    if not isinstance(result, ScoreResult):  # a line with --also: a double ron
        raise UsageError("a quiz line holds one winner (no 'also')", code="bad_answer")
    graded: list[dict[str, Any]] = []
    for drill, value in answers.items():
        try:
            verdict = grade_answer(drill, result, _answer_text(value), lang)
        except MjcalcError as err:
            graded.append({"drill": drill, "error": {"code": err.code,
                                                     "message": err.message}})
            continue
        graded.append({"drill": drill, "given": verdict.given, "expected": verdict.expected,
                       "correct": verdict.correct, "note": verdict.note,
                       "items": list(verdict.missed)})
    return result, graded


def _grade_discard(obj: dict[str, Any], answers: dict[str, Any]
                   ) -> tuple[EfficiencyReport, list[dict[str, Any]]]:
    """A discard line: its hand (14 tiles, the last just drawn) and situation read as
    a batch line's, analysed as ``mjcalc efficiency`` does, and the discard graded."""
    from grammar.answers import grade_discard_answer
    from scoring.table.efficiency import analyze_efficiency
    from scoring.trainer.grade import DISCARD

    from ..batch.records import LineScorer
    from ..inputs.score_inputs import line_hand_and_situation
    from ..inputs.score_options import ScoreOptions

    if len(answers) > 1:
        raise UsageError("a discard line asks only the discard (its hand is not a win)",
                         code="bad_answer")
    scorer = LineScorer()
    options = ScoreOptions.of(scorer.args.params(scorer.args.words_of(obj)))
    rules = scorer.rules(options)
    needs = "a discard question is a hand of 14 tiles (13 and the one just drawn)"
    try:
        hand, situation = line_hand_and_situation(options, rules)
    except MjcalcError as err:
        if err.code == "not_winning":  # 13 tiles read as a win without its tile
            raise UsageError(needs, code="bad_answer") from None
        raise
    report = analyze_efficiency(hand, situation, rules, values=True)
    if not report.drawn:
        raise UsageError(needs, code="bad_answer")
    try:
        verdict = grade_discard_answer(report, _answer_text(answers[DISCARD]))
    except MjcalcError as err:
        return report, [{"drill": DISCARD, "error": {"code": err.code,
                                                     "message": err.message}}]
    return report, [{"drill": DISCARD, "given": verdict.given, "expected": verdict.expected,
                     "correct": verdict.correct, "note": verdict.note,
                     "items": list(verdict.missed)}]


def sheet_lines(read: Callable[[int], bytes]) -> Iterator[Line]:
    """The lines of an answer sheet read by ``read(n)`` (the batch's line reader): a line
    longer than :data:`calc_cli.batch.lines.MAX_LINE_BYTES` comes as a stub, skipped
    unread while it streams by, so memory stays flat whatever the input."""
    from ..batch.lines import LineReader

    for block in LineReader(read).blocks():
        yield from block


@contextmanager
def _indented_width(indent: int) -> Iterator[None]:
    """The explanation views fit ``COLUMNS`` (or the terminal): while one is rendered
    to be indented, they are given the width less the indent."""
    import os

    from ..views.fit import output_width

    width = output_width()
    if width is None:
        yield
        return
    before = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = str(max(width - indent, 20))
    try:
        yield
    finally:
        if before is None:
            del os.environ["COLUMNS"]
        else:
            os.environ["COLUMNS"] = before


def _fitted(line: str) -> str:
    """A correction line wrapped at a terminal's width (``COLUMNS``; a pipe gets it
    whole), its continuation indented as the explanation below it."""
    from ..views.fit import output_width

    width = output_width()
    if width is None:
        return line
    import textwrap

    return "\n".join(textwrap.wrap(line, width, subsequent_indent="    ")) or line


def check_lines(lines: Iterable[Line], json_out: bool, lang: str, drills: Sequence[str],
                write: Callable[[str], None] = print) -> int:
    """Grade answer lines; write each line's corrections in order. The exit status: 0
    when every line was read and graded (right or wrong), 1 when one or more were not."""
    from scoring.hand.score_result import ScoreResult

    from ..batch.lines import MAX_LINE_BYTES, TooLong
    from ..views.quiz import discard_part, settling_part

    failed = right = total = 0
    for number, raw in enumerate(lines, 1):
        try:
            if isinstance(raw, TooLong) or len(raw) > MAX_LINE_BYTES:
                raise UsageError(f"line longer than {MAX_LINE_BYTES} bytes: not read",
                                 code="line_too_long")
            try:
                text = raw.decode("utf-8").strip()
            except UnicodeDecodeError:
                raise UsageError("not valid UTF-8", code="bad_utf8") from None
            if not text or text.startswith("#"):
                continue
            result, graded = _grade_line(text, drills, lang)
        except MjcalcError as err:
            failed += 1
            write(json.dumps({"line": number, "error": {"code": err.code,
                                                        "message": err.message}})
                  if json_out else _fitted(f"line {number}: error[{err.code}]: {err.message}"))
            continue
        if any("error" in g for g in graded):
            failed += 1
        total += sum("error" not in g for g in graded)
        right += sum(bool(g.get("correct")) for g in graded)
        if json_out:
            write(json.dumps({"line": number, "answers": graded}, ensure_ascii=False))
            continue
        for g in graded:
            if "error" in g:
                write(_fitted(f"line {number}: {g['drill']}: error[{g['error']['code']}]: "
                              f"{g['error']['message']}"))
            elif g["correct"]:
                write(f"line {number}: {g['drill']} right: {g['expected']}")
            else:
                note = f" ({g['note']})" if g["note"] else ""
                write(_fitted(f"line {number}: {g['drill']} wrong: {g['expected']}, not "
                              f"{g['given']}{note}"))
                with _indented_width(4):
                    part = (settling_part(g["drill"], result, lang)
                            if isinstance(result, ScoreResult) else
                            discard_part(result, g["given"], NOTE_WIDTH - 4))
                write("\n".join("    " + line if line else line
                                for line in part.splitlines()))
    if not json_out:
        write(f"{right} of {total} answers right" + (f"; {failed} line(s) not graded"
                                                    if failed else ""))
    return 1 if failed else 0
