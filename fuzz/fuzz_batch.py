#!/usr/bin/env python3
"""Fuzz a chunk of batch lines (atheris / libFuzzer): one record per line, in order.

Each input (raw bytes, not decoded: invalid UTF-8 is part of the game) is cut into lines
at ``\\n`` and handed to ``calc_cli.batch_records.process_chunk``, the function every
``mjcalc batch`` line goes through (inline and in the ``--jobs`` workers). What must hold:

* exactly one JSON record per line that is not blank or a ``#`` comment, with its line
  number, in input order (no record lost, duplicated or reordered);
* each record is a ``result`` or an ``error`` with a code (never ``internal``), a
  non-empty message and the status 1 or 2;
* the counts the chunk reports (records, failed) match what it wrote.

Run (see fuzz/README.md)::

    python fuzz/fuzz_batch.py fuzz/out/batch-corpus fuzz/out/seeds/score \\
        -dict=fuzz/score.dict -max_total_time=300
"""

from __future__ import annotations

import json
import os
import sys

import atheris  # type: ignore[import-not-found, unused-ignore]

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

with atheris.instrument_imports(include=["grammar", "scoring", "calc_cli"]):
    # what batch imports on its first line, imported here so that it is instrumented
    import calc_cli.cmd_score
    import calc_cli.render
    import calc_cli.schema
    import calc_cli.score_args  # noqa: F401
    import grammar.records  # noqa: F401
    import scoring.scorer  # noqa: F401
    from calc_cli.batch_records import line_scorer, process_chunk

line_scorer()  # built once, as batch does before its first chunk


def _expected_lines(lines: list[bytes]) -> list[int]:
    """The numbers of the lines that must give a record: all but the blank ones (Unicode
    white space only) and the ``#`` comments, a byte order mark opening line 1 aside."""
    numbers = []
    for number, raw in enumerate(lines, 1):
        try:
            text = raw.decode("utf-8").strip()
        except UnicodeDecodeError:
            text = "?"  # not UTF-8: an error record (unless blank or a comment as bytes)
            stripped = raw.strip()
            if not stripped or stripped.startswith(b"#"):
                continue
        if number == 1 and text.startswith("\ufeff"):
            text = text[1:].lstrip()
        if text and not text.startswith("#"):
            numbers.append(number)
    return numbers


def test_one_input(data: bytes) -> None:
    """The libFuzzer entry: one input, a few lines."""
    lines = data.split(b"\n")
    done = process_chunk((1, lines, "json"))
    text = done.data.decode("utf-8", "surrogateescape")
    records = [json.loads(line) for line in text.splitlines()]
    assert [r["line"] for r in records] == _expected_lines(lines), (lines, records)
    assert done.records == len(records)
    failed = 0
    for record in records:
        if "result" in record:
            assert "error" not in record
            continue
        error = record["error"]
        failed += 1
        assert error["code"] != "internal", error
        assert error["message"].strip(), error
        assert error["status"] in (1, 2), error
    assert done.failed == failed


def main() -> None:
    """Run libFuzzer on :func:`test_one_input` with the command line's options."""
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
