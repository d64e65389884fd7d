#!/usr/bin/env python3
"""Fuzz the scoring entry (atheris / libFuzzer): every command line scores or is refused.

Each input (bytes, decoded as UTF-8 with replacement) is one of

* the words of a ``mjcalc score`` command line (split on blanks): read by the ``score``
  command's own click parser and Typer's conversions, exactly as ``mjcalc score`` reads
  them, then scored by ``calc_cli.commands.score.score_params`` and rendered in every view
  (table with ``--explain``, short, JSON);
* a JSON object (the input starts with ``{``): a majiang-core ``Util.hule`` record, read
  by ``grammar.records.read_hule_record``, scored and written back in majiang-core's form.

What must hold (see ``fuzz/checks.py``): a refusal is click's usage error or an
``MjcalcError`` that the command line can report (code, one line, exit status 1 or 2, a
position inside its text); a score keeps the rules' invariants (net payments add up to
the riichi deposits collected, han >= 1 and fu a valid count unless yakuman, ...); the
views render. ``--rules-file`` is left out (it would read files named by the fuzzer).

Run (see fuzz/README.md)::

    python fuzz/fuzz_score.py fuzz/out/score-corpus fuzz/seeds/score \\
        -dict=fuzz/score.dict -max_total_time=300
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any

import atheris  # type: ignore[import-not-found, unused-ignore]

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

with atheris.instrument_imports(include=["grammar", "scoring", "calc_cli", "checks"]):
    import typer
    import typer.main
    from checks import check_error, check_result

    # imported by the views on first use: imported here so that they are instrumented
    import calc_cli.views.explain
    import calc_cli.views.json_records
    from calc_cli.app import build_app
    from calc_cli.commands import score as cmd_score
    from calc_cli.inputs.score_options import ScoreOptions
    from calc_cli.views.score import render_score
    from grammar.records import is_hule_record, majiang_json, read_hule_record
    from scoring.errors import MjcalcError
    from scoring.hand.scorer import score
    from scoring.rules import Rules

_GROUP = typer.main.get_command(build_app(["score"]))
_COMMAND: Any = _GROUP.commands["score"]  # type: ignore[attr-defined]
_CONVERTORS = typer.main.get_params_convertors_ctx_param_name_from_function(
    cmd_score.score)[1]
_MAJIANG = Rules("majiang")


def _params(words: list[str]) -> dict[str, Any] | None:
    """``score``'s parameters for ``words`` as the command gets them; None if click
    refuses the words (a usage error, reported by click itself)."""
    if "--help" in words or "-h" in words:
        return None
    try:
        ctx = _COMMAND.make_context("score", words)
    except typer.TyperException:
        return None
    params = {k: _CONVERTORS[k](v) if k in _CONVERTORS else v for k, v in ctx.params.items()}
    params["rules_file"] = None
    return params


def _score_words(text: str) -> None:
    params = _params(text.split())
    if params is None:
        return
    try:
        result = cmd_score.score_params(ScoreOptions.of(params))
    except MjcalcError as err:
        check_error(err)
        return
    check_result(result)
    for fmt in ("table", "short", "json"):
        teaching = calc_cli.views.explain.explain_view if fmt == "table" else None
        shown = render_score(result, fmt, params["lang"], teaching=teaching)
        assert shown.strip(), f"empty {fmt} view"
    json.loads(render_score(result, "json", "en"))


def _score_record(text: str) -> None:
    try:
        obj = json.loads(text)
    except (ValueError, RecursionError):
        return
    if not is_hule_record(obj):
        return
    try:
        record = read_hule_record(obj, _MAJIANG)
        result = score(record.hand, record.situation, record.rules)
    except MjcalcError as err:
        check_error(err)
        return
    check_result(result)
    json.loads(majiang_json(result))


def test_one_input(data: bytes) -> None:
    """The libFuzzer entry: one input."""
    text = data.decode("utf-8", "replace")
    if text.lstrip()[:1] == "{":
        _score_record(text)
    else:
        _score_words(text)


def main() -> None:
    """Run libFuzzer on :func:`test_one_input` with the command line's options."""
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
