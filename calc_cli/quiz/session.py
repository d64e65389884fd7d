"""The terminal session of ``mjcalc quiz``: deal, ask, read, grade, explain, repeat.

Reading and writing go through the two callables given (``input`` and ``print`` by
default), so the loop runs the same on a terminal, a pty and a pipe. Answers are read
and graded by :func:`grammar.answers.grade_answer`; an answer that cannot be read is
asked again. ``q`` (or end of input, Ctrl-C or SIGTERM) ends the session with its
summary; after Ctrl-C the command exits 130 and after SIGTERM 143, as every command does.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Final

from scoring.errors import MjcalcError

if TYPE_CHECKING:
    from scoring.quiz_deal import Deal
    from scoring.quiz_grade import Verdict
    from scoring.quiz_progress import Progress
    from scoring.rules import Rules

QUIT_WORDS: Final = frozenset({"q", "quit", "exit"})
HELP_WORDS: Final = frozenset({"?", "h", "help"})
HELP: Final = ("Answer with a number for fu (40) and han (3, or yakuman); points as called "
               "(1000/2000, 2000 all, 7700); yaku names separated by commas (riichi, "
               "pinfu); waits as tiles (m14). q quits.")


@dataclass(frozen=True)
class QuizSettings:
    """What a session deals and how it shows it."""

    drills: tuple[str, ...]
    level: int
    rules: Rules
    lang: str
    unicode: bool
    color: bool
    seed: int
    count: int | None  # questions to ask; None: until q


def next_deal(rng: random.Random, settings: QuizSettings, drill: str,
              weigh: Callable[[Deal], float] | None) -> Deal:
    """A deal for ``drill`` at the settings' level (one that asks something sensible)."""
    from scoring.quiz_deal import deal
    from scoring.quiz_grade import fits_drill

    while True:
        dealt = deal(rng, settings.level, settings.rules, weigh)
        if fits_drill(drill, dealt.result):
            return dealt


def run_session(settings: QuizSettings, progress: Progress,
                save: Callable[[Verdict], None],
                read: Callable[[str], str] = input,
                write: Callable[[str], None] = print) -> Progress:
    """Ask questions until ``q``, end of input or ``settings.count``; the session's own
    record (``progress``, the saved one that weighs the deals, is updated too, and each
    graded answer handed to ``save``). Ctrl-C and SIGTERM end it with its summary too,
    then stop the command (130, 143)."""
    from grammar.answers import grade_answer
    from scoring.quiz_deal import LEVELS
    from scoring.quiz_progress import Progress

    from ..errors import Terminated
    from ..views.fit import output_width, wrap_text
    from ..views.quiz import question_view, running_score, summary_view, verdict_view

    session = Progress()
    rng = random.Random(settings.seed)
    level = LEVELS[settings.level]
    # the opening line wraps at a terminal's width (a pipe gets it whole)
    write(wrap_text(f"mjcalc quiz: {', '.join(settings.drills)}; level {level.number} "
                    f"({level.description}); rules {settings.rules.preset}; seed "
                    f"{settings.seed}. q quits, ? helps.", output_width()))
    number = 0
    stopped: BaseException | None = None
    try:
        while settings.count is None or number < settings.count:
            number += 1
            drill = rng.choice(settings.drills)
            dealt = next_deal(rng, settings, drill, partial(progress.weigh, drill=drill))
            write("")
            write(question_view(number, drill, dealt.result, settings.unicode))
            while True:
                text = read("> ").strip()
                if text.lower() in QUIT_WORDS:
                    raise EOFError
                if not text or text.lower() in HELP_WORDS:
                    write(HELP)
                    continue
                try:
                    verdict = grade_answer(drill, dealt.result, text, settings.lang)
                except MjcalcError as err:
                    write(f"Cannot read that: {err.message}. Try again (? helps, q quits).")
                    continue
                break
            session.record(verdict)
            progress.record(verdict)
            save(verdict)
            write(verdict_view(verdict, dealt.result, settings.lang, settings.color))
            write(running_score(session))
    except EOFError:
        pass
    except (KeyboardInterrupt, Terminated) as signal:
        stopped = signal
    write("")
    write(summary_view(session))
    if stopped is not None:  # the summary shown, the signal ends the command: 130, 143
        raise stopped
    return session
