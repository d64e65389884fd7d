"""An interactive ``mjcalc quiz`` session driven through a pseudo-terminal (pexpect).

The first question is dealt again here from the same seed (a fresh progress weighs every
hand alike), so the test knows its right answer; the second is answered "5", which no
hand's fu can be. Then ``q`` ends the session with its summary.
"""

from __future__ import annotations

import os
import signal
from functools import partial
from pathlib import Path

import pytest
from build_under_test import build

pexpect = pytest.importorskip("pexpect")

SEED = 21


def first_fu(seed: int) -> int:
    """The fu of the first hand a fu session with ``seed`` deals at level 1."""
    import random

    from calc_cli.quiz.session import QuizSettings, next_deal
    from scoring.rules import Rules
    from scoring.trainer.progress import Progress

    settings = QuizSettings(drills=("fu",), level=1, rules=Rules("saki"), lang="en",
                            unicode=False, color=False, seed=seed, count=None)
    rng = random.Random(seed)
    drill = rng.choice(settings.drills)
    return next_deal(rng, settings, drill, partial(Progress().weigh, drill=drill)).result.best.fu


def at_a_prompt() -> None:
    """Ctrl-C as a command typed at a prompt gets it, even when the tests run in the
    background with SIGINT ignored (see test_batch_signals.at_a_prompt)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def spawn(tmp_path: Path, *args: str, no_color: bool) -> pexpect.spawn:
    env = build().env({k: v for k, v in os.environ.items() if k != "NO_COLOR"},
                      XDG_DATA_HOME=str(tmp_path), TERM="xterm")
    if no_color:
        env["NO_COLOR"] = "1"
    program, *words = build().mjcalc("quiz", *args)
    return pexpect.spawn(program, words, env=env, cwd=build().cwd, encoding="utf-8", timeout=30,
                         dimensions=(40, 120), preexec_fn=at_a_prompt)


def test_a_session_through_a_terminal(tmp_path: Path) -> None:
    child = spawn(tmp_path, "--seed", str(SEED), "--drill", "fu", no_color=False)
    child.expect("Question 1 \\(fu\\)")
    child.expect("Fu \\(rounded\\)\\?")
    child.expect("> ")
    child.sendline("fourty")  # not a number: asked again
    child.expect("Cannot read that")
    child.expect("> ")
    child.sendline(str(first_fu(SEED)))
    child.expect("Right")
    child.expect("Score 1/1, streak 1")
    child.expect("Question 2")
    child.expect("> ")
    child.sendline("5")
    child.expect("\033\\[31mWrong")  # a terminal without NO_COLOR: in colour
    child.expect("How the fu are counted")
    child.expect("Score 1/2, streak 0")
    child.expect("> ")
    child.sendline("q")
    child.expect("1 of 2 right \\(50%\\), best streak 1")
    child.expect("Weakest items:")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert (tmp_path / "mjcalc" / "quiz.json").exists()


def test_no_color_is_honoured(tmp_path: Path) -> None:
    child = spawn(tmp_path, "--seed", str(SEED), "--drill", "fu", "--no-save", no_color=True)
    child.expect("> ")
    child.sendline("5")
    child.expect("Wrong")
    before = child.before
    child.expect("> ")
    child.sendline("q")
    child.expect(pexpect.EOF)
    assert "\033[" not in before + child.before


def test_unicode_tiles_fall_back_to_the_notation(tmp_path: Path) -> None:
    # an output encoding without the mahjong tiles: the notation only, no escapes
    import subprocess

    done = subprocess.run(build().mjcalc("quiz", "--seed", "1", "--no-save", "--tiles",
                                         "unicode"), input="q\n",
                          **build().kwargs(XDG_DATA_HOME=str(tmp_path), PYTHONIOENCODING="ascii"),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    assert "Hand " in done.stdout and "\\U0001f0" not in done.stdout.lower()


def test_ctrl_c_ends_with_the_summary_and_130(tmp_path: Path) -> None:
    # Ctrl-C ends the session as q does (the summary is shown), and the command exits
    # 130 as every command does on Ctrl-C (README, "Errors")
    child = spawn(tmp_path, "--seed", str(SEED), "--drill", "fu", "--no-save", no_color=True)
    child.expect("> ")
    child.sendline("5")
    child.expect("Wrong")
    child.expect("> ")
    child.sendintr()
    child.expect("0 of 1 right")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130
    assert "Traceback" not in child.before


def first_discard(seed: int) -> str:
    """The best discard of the first hand a discard session with ``seed`` deals."""
    import random

    from calc_cli.quiz.session import QuizSettings, next_deal
    from scoring.rules import Rules
    from scoring.trainer.discard import DiscardDeal
    from scoring.trainer.progress import Progress

    settings = QuizSettings(drills=("discard",), level=1, rules=Rules("saki"), lang="en",
                            unicode=False, color=False, seed=seed, count=None)
    rng = random.Random(seed)
    drill = rng.choice(settings.drills)
    dealt = next_deal(rng, settings, drill, partial(Progress().weigh, drill=drill))
    assert isinstance(dealt, DiscardDeal)
    return str(dealt.report.best.discard)


def test_a_discard_session_through_a_terminal(tmp_path: Path) -> None:
    right = first_discard(SEED)
    child = spawn(tmp_path, "--seed", str(SEED), "--drill", "discard", "--count", "2",
                  no_color=True)
    child.expect("Question 1 \\(discard\\)")
    child.expect("Discard which tile")
    child.expect("> ")
    child.sendline("m")  # no tile: asked again
    child.expect("Cannot read that")
    child.expect("> ")
    child.sendline(right)
    child.expect("Right")
    child.expect("Score 1/1, streak 1")
    child.expect("Question 2 \\(discard\\)")
    child.expect("> ")
    child.sendline("q")
    child.expect("1 of 1 right \\(100%\\), best streak 1")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
