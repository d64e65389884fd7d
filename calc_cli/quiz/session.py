"""The terminal session of ``mjcalc quiz``: deal, ask, read, grade, explain, repeat.

Reading and writing go through the two callables given (``input`` and ``print`` by
default), so the loop runs the same on a terminal, a pty and a pipe. Answers are read
and graded by :func:`grammar.answers.grade_answer` (a discard by
:func:`grammar.answers.grade_discard_answer`); an answer that cannot be read is
asked again. ``q`` (or end of input, Ctrl-C or SIGTERM) ends the session with its
summary; after Ctrl-C the command exits 130 and after SIGTERM 143, as every command does.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any, Final

from scoring.errors import MjcalcError

if TYPE_CHECKING:
    from scoring.rules import Rules
    from scoring.trainer.deal import Deal
    from scoring.trainer.discard import DiscardDeal
    from scoring.trainer.grade import Verdict
    from scoring.trainer.progress import Progress

QUIT_WORDS: Final = frozenset({"q", "quit", "exit"})
HELP_WORDS: Final = frozenset({"?", "h", "help"})
HELP: Final = ("Answer with a number for fu (40) and han (3, or yakuman); points as called "
               "(1000/2000, 2000 all, 7700); yaku names separated by commas (riichi, "
               "pinfu); waits as tiles (m14); a discard as one tile of the hand (p3). q quits.")


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
              weigh: Callable[[Any], float] | None) -> Deal | DiscardDeal:
    """A deal for ``drill`` at the settings' level (one that asks something sensible):
    a hand to discard from for the discard drill, else a winning hand."""
    from scoring.trainer.deal import deal
    from scoring.trainer.discard import deal_discard
    from scoring.trainer.grade import DISCARD, fits_drill

    if drill == DISCARD:
        return deal_discard(rng, settings.level, settings.rules, weigh)

    while True:
        dealt = deal(rng, settings.level, settings.rules, weigh)
        if fits_drill(drill, dealt.result):
            return dealt


def ask(number: int, drill: str, dealt: Deal | DiscardDeal, unicode: bool) -> str:
    """The question of ``drill`` on the deal."""
    from scoring.trainer.discard import DiscardDeal

    from ..views.quiz import discard_question_view, question_view

    if isinstance(dealt, DiscardDeal):
        return discard_question_view(number, dealt, unicode)
    return question_view(number, drill, dealt.result, unicode)


def grade(drill: str, dealt: Deal | DiscardDeal, text: str, lang: str) -> Verdict:
    """The typed answer ``text`` read and graded (UsageError ``bad_answer`` when it
    cannot be read)."""
    from grammar.answers import grade_answer, grade_discard_answer
    from scoring.trainer.discard import DiscardDeal

    if isinstance(dealt, DiscardDeal):
        return grade_discard_answer(dealt.report, text)
    return grade_answer(drill, dealt.result, text, lang)


def subject(dealt: Deal | DiscardDeal) -> Any:
    """What a verdict is explained from: the efficiency report, or the scored hand."""
    from scoring.trainer.discard import DiscardDeal

    return dealt.report if isinstance(dealt, DiscardDeal) else dealt.result


def run_session(settings: QuizSettings, progress: Progress,
                save: Callable[[Verdict], None],
                read: Callable[[str], str] = input,
                write: Callable[[str], None] = print) -> Progress:
    """Ask questions until ``q``, end of input or ``settings.count``; the session's own
    record (``progress``, the saved one that weighs the deals, is updated too, and each
    graded answer handed to ``save``). Ctrl-C and SIGTERM end it with its summary too,
    then stop the command (130, 143)."""
    from scoring.trainer.deal import LEVELS
    from scoring.trainer.progress import Progress

    from ..errors import Terminated
    from ..views.fit import output_width, wrap_text
    from ..views.quiz import running_score, summary_view, verdict_view

    session = Progress()
    rng = random.Random(settings.seed)
    from scoring.trainer.discard import LEVEL_WORDS
    from scoring.trainer.grade import DISCARD

    words = (LEVEL_WORDS[settings.level] if settings.drills == (DISCARD,)
             else LEVELS[settings.level].description)
    # the opening line wraps at a terminal's width (a pipe gets it whole)
    write(wrap_text(f"mjcalc quiz: {', '.join(settings.drills)}; level {settings.level} "
                    f"({words}); rules {settings.rules.preset}; seed "
                    f"{settings.seed}. q quits, ? helps.", output_width()))
    number = 0
    stopped: BaseException | None = None
    try:
        while settings.count is None or number < settings.count:
            number += 1
            drill = rng.choice(settings.drills)
            dealt = next_deal(rng, settings, drill, partial(progress.weigh, drill=drill))
            write("")
            write(ask(number, drill, dealt, settings.unicode))
            while True:
                text = read("> ").strip()
                if text.lower() in QUIT_WORDS:
                    raise EOFError
                if not text or text.lower() in HELP_WORDS:
                    write(HELP)
                    continue
                try:
                    verdict = grade(drill, dealt, text, settings.lang)
                except MjcalcError as err:
                    write(f"Cannot read that: {err.message}. Try again (? helps, q quits).")
                    continue
                break
            session.record(verdict)
            progress.record(verdict)
            save(verdict)
            write(verdict_view(verdict, subject(dealt), settings.lang, settings.color))
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
