#!/usr/bin/env python3
"""A mutation fuzzer for the quiz's inputs (issue 33): answer sheets and progress files.

No atheris needed. Each input is made from a real one and damaged:

* an answer sheet line of ``examples/quiz_answers.jsonl`` or
  ``examples/quiz_discard_answers.jsonl`` (JSON values replaced by others of every type
  and range, keys dropped, bytes flipped, lines nested deeply or made long), graded as
  ``mjcalc quiz --check`` grades it (``calc_cli.quiz.sheet.check_lines``);
* a progress file (the one a session writes, its fields damaged the same way), read as
  ``mjcalc quiz --stats`` reads it (``calc_cli.quiz.store.load_progress``).

What must hold: grading and loading raise nothing (a bad line is an error record, a bad
progress file a warning), and every ``--command-every``-th sheet also goes through
``mjcalc quiz --check FILE -f json`` in a subprocess, which must exit 0, 1 or 2 with no
``internal`` error. Every other exception is a failure: printed once per place and the
input kept in ``fuzz/out/``.

    nice python fuzz/fuzz_quiz.py --seconds 600 --seed 1
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "fuzz"))

from log_fuzz import OUT, mutate_bytes, mutate_json_text, place  # noqa: E402

from calc_cli.quiz.sheet import check_lines  # noqa: E402
from calc_cli.quiz.store import load_progress  # noqa: E402
from calc_cli.views.quiz import stats_view  # noqa: E402
from scoring.trainer.progress import Progress  # noqa: E402

SHEETS = (ROOT / "examples" / "quiz_answers.jsonl",
          ROOT / "examples" / "quiz_discard_answers.jsonl")
DRILLS = ("fu", "han", "points", "yaku", "waits", "discard")


def sheet_seeds() -> list[str]:
    """The answer lines of the example sheets (comments left out)."""
    lines = []
    for path in SHEETS:
        lines += [line for line in path.read_text(encoding="utf-8").splitlines()
                  if line.strip() and not line.startswith("#")]
    return lines


def progress_seed() -> str:
    """A progress file as sessions write it: answers, streaks and missed items."""
    return json.dumps({"version": Progress().to_json()["version"], "answered": 12,
                       "right": 9, "streak": 2, "best_streak": 5, "sessions": 3,
                       "items": {"fu:closed_ron": [4, 1], "yaku:riichi": [5, 0],
                                 "discard:tiles_left": [3, 2]}})


def mutate_line(rng: random.Random, text: str) -> bytes:
    """One answer line (or a few) made from a seed line."""
    choice = rng.random()
    if choice < 0.7:
        data = mutate_json_text(rng, text).encode("utf-8", "surrogatepass")
    elif choice < 0.9:
        data = mutate_bytes(rng, text.encode("utf-8"))
    elif choice < 0.95:
        data = b"[" * rng.choice((100, 1000, 100000)) + b'{"hand": "m1"}'
    else:
        data = text.encode("utf-8")[:-1] + b" " * rng.choice((10, 70000)) + b"}"
    return data


def grade(data: bytes) -> None:
    """Grade the lines of ``data`` as ``quiz --check`` does, in both output forms."""
    lines = data.split(b"\n")
    for json_out in (True, False):
        check_lines(lines, json_out, "en", DRILLS, write=lambda _text: None)


def load(data: bytes) -> None:
    """Read ``data`` as the progress file, as ``quiz --stats`` does."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "quiz.json"
        path.write_bytes(data)
        progress, _problem = load_progress(path)
        stats_view(progress, str(path))


def through_command(data: bytes) -> str | None:
    """``mjcalc quiz --check FILE -f json`` on ``data`` in a subprocess: what went wrong,
    or None."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "answers.jsonl"
        path.write_bytes(data)
        out = subprocess.run([sys.executable, "-m", "calc_cli", "quiz", "--check", str(path),
                              "-f", "json"], capture_output=True, timeout=120, check=False,
                             cwd=ROOT)
    errors = out.stderr.decode("utf-8", "replace")
    if out.returncode not in (0, 1, 2) or "error[internal]" in errors or "Traceback" in errors:
        return f"exit {out.returncode}: {errors.strip()[-300:]}"
    return None


def run(seed: int, seconds: float | None = None, count: int | None = None,
        command_every: int = 0, report: Any = print, keep: bool = True) -> dict[str, Any]:
    """Fuzz for ``seconds`` or ``count`` inputs; the tally: ``runs``, ``inputs``
    (distinct), ``commands``, ``failures`` and their ``places``."""
    rng = random.Random(seed)
    lines = sheet_seeds()
    progress = progress_seed()
    start = time.monotonic()
    tally: dict[str, Any] = {"runs": 0, "inputs": 0, "commands": 0, "failures": 0,
                             "places": {}}
    seen: set[bytes] = set()
    while (count is None or tally["runs"] < count) and (
            seconds is None or time.monotonic() - start < seconds):
        tally["runs"] += 1
        is_sheet = rng.random() < 0.8
        if is_sheet:
            data = b"\n".join(mutate_line(rng, rng.choice(lines))
                              for _ in range(rng.randint(1, 3)))
        else:
            data = mutate_line(rng, progress)
        if data in seen:
            continue
        seen.add(data)
        tally["inputs"] += 1
        try:
            grade(data) if is_sheet else load(data)
        except Exception as err:  # any exception at all is the finding
            where = place(err)
            tally["failures"] += 1
            if where not in tally["places"]:
                report(f"FAILURE {where}: {err!r}"[:400])
                if keep:
                    OUT.mkdir(parents=True, exist_ok=True)
                    (OUT / f"quiz-crash-{len(tally['places'])}").write_bytes(data)
            tally["places"][where] = tally["places"].get(where, 0) + 1
            continue
        if is_sheet and command_every and tally["inputs"] % command_every == 0:
            tally["commands"] += 1
            problem = through_command(data)
            if problem is not None:
                tally["failures"] += 1
                report(f"COMMAND FAILURE: {problem}")
    return tally


def main() -> None:
    """Command line: ``--seconds``, ``--seed``, ``--command-every``."""
    parser = argparse.ArgumentParser(description="Fuzz the quiz's answer sheets and "
                                                 "progress files.")
    parser.add_argument("--seconds", type=float, default=180)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--command-every", type=int, default=100)
    options = parser.parse_args()
    tally = run(options.seed, seconds=options.seconds, command_every=options.command_every)
    print(f"quiz: {tally['runs']} runs, {tally['inputs']} distinct inputs, "
          f"{tally['commands']} through the command, {tally['failures']} failures")
    raise SystemExit(1 if tally["failures"] else 0)


if __name__ == "__main__":
    main()
