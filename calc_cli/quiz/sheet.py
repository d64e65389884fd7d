"""``mjcalc quiz`` for scripts and teachers: questions out as JSON Lines, answers graded.

A question is a ``mjcalc batch`` JSON line (README, "Batch"): the hand in canonical
notation and its situation, no answer. An answer line is a question line with one or
more answers added under the drills' names: ``"fu": 40``, ``"han": 3`` (or
``"yakuman"``), ``"points": "1000/2000"``, ``"yaku": ["riichi", "pinfu"]`` (or one
string, commas between), ``"waits": "m14"`` (the waits of the hand before its winning
tile). Every line gets its corrections, in order; a line that cannot be read or scored
gets an error and the others go on.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, Final

from scoring.errors import MjcalcError, UsageError

if TYPE_CHECKING:
    from scoring.score_result import ScoreResult

    from ..batch.lines import Line
    from .session import QuizSettings

_FLAGS: Final = ("riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan",
                 "chankan")


def question_record(result: ScoreResult, preset: str, rule: Sequence[str]) -> dict[str, Any]:
    """The batch JSON object of a dealt hand: the hand and situation, no answer."""
    from grammar.writer import format_hand

    s = result.situation
    record: dict[str, Any] = {"hand": format_hand(result.hand), "seat": s.seat,
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
        yield json.dumps(question_record(dealt.result, settings.rules.preset, rule),
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
                ) -> tuple[ScoreResult, list[dict[str, Any]]]:
    """The scored question of an answer line and the grade of each answer in it."""
    from grammar.answers import grade_answer
    from scoring.score_result import ScoreResult

    from ..batch.records import LineScorer, load_object

    obj = load_object(text)
    answers = {d: obj.pop(d) for d in drills if d in obj}
    if not answers:
        raise UsageError(f"no answer on the line (give one of {', '.join(drills)})",
                         code="bad_answer")
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


def sheet_lines(read: Callable[[int], bytes]) -> Iterator[Line]:
    """The lines of an answer sheet read by ``read(n)`` (the batch's line reader): a line
    longer than :data:`calc_cli.batch.lines.MAX_LINE_BYTES` comes as a stub, skipped
    unread while it streams by, so memory stays flat whatever the input."""
    from ..batch.lines import LineReader

    for block in LineReader(read).blocks():
        yield from block


def check_lines(lines: Iterable[Line], json_out: bool, lang: str, drills: Sequence[str],
                write: Callable[[str], None] = print) -> int:
    """Grade answer lines; write each line's corrections in order. The exit status: 0
    when every line was read and graded (right or wrong), 1 when one or more were not."""
    from ..batch.lines import MAX_LINE_BYTES, TooLong
    from ..views.quiz import settling_part

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
                  if json_out else f"line {number}: error[{err.code}]: {err.message}")
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
                write(f"line {number}: {g['drill']}: error[{g['error']['code']}]: "
                      f"{g['error']['message']}")
            elif g["correct"]:
                write(f"line {number}: {g['drill']} right: {g['expected']}")
            else:
                note = f" ({g['note']})" if g["note"] else ""
                write(f"line {number}: {g['drill']} wrong: {g['expected']}, not "
                      f"{g['given']}{note}")
                part = settling_part(g["drill"], result, lang)
                write("\n".join("    " + line if line else line
                                for line in part.splitlines()))
    if not json_out:
        write(f"{right} of {total} answers right" + (f"; {failed} line(s) not graded"
                                                    if failed else ""))
    return 1 if failed else 0
