#!/usr/bin/env python3
"""Fuzz a chunk of batch lines (atheris / libFuzzer): one record per line, in order.

Each input (raw bytes, not decoded: invalid UTF-8 is part of the game) is cut into lines
at ``\\n`` and handed to ``calc_cli.batch.records.process_chunk``, the function every
``mjcalc batch`` line goes through (inline and in the ``--jobs`` workers). What must hold:

* exactly one JSON record per line that is not blank or a ``#`` comment, with its line
  number, in input order (no record lost, duplicated or reordered);
* each record is a ``result`` or an ``error`` with a code (never ``internal``), a
  non-empty message and the status 1 or 2;
* the counts the chunk reports (records, failed) match what it wrote;
* the output is strict UTF-8 and ``str.splitlines()`` finds one line per record, also
  for a JSON line whose string value holds escaped lone surrogates or line separators
  (inputs starting with a NUL byte build such a line, issue 11).

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
    import grammar.records  # noqa: F401
    import scoring.hand.scorer  # noqa: F401
    from calc_cli.batch.records import line_scorer, process_chunk

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


#: string-valued keys of a JSON batch line, for the escaped-unicode inputs (issue 11).
JSON_KEYS = (b"hand", b"ron", b"seat", b"round", b"dora", b"ura", b"rules", b"rule",
             b"lang", b"from", b"rules_file", b"pao", b"unknown")


def _escaped_json_line(data: bytes) -> bytes:
    """A JSON batch line whose value for one key (chosen by the first byte) is the rest
    of ``data`` read as UTF-16 code units, each written as a ``\\uXXXX`` escape: lone
    surrogates, NEL, LINE SEPARATOR and every other code unit reach the batch as text."""
    key = JSON_KEYS[data[0] % len(JSON_KEYS)]
    units = [int.from_bytes(data[i:i + 2], "little") for i in range(1, len(data) - 1, 2)]
    value = "".join(f"\\u{unit:04x}" for unit in units).encode()
    fields = {b"hand": b'"m234567p345s2355"', b"ron": b'"s4+"'}
    fields[key] = b'"' + value + b'"'  # in the place of the hand or the ron if it is one
    return b"{" + b", ".join(b'"' + k + b'": ' + v for k, v in fields.items()) + b"}"


def test_one_input(data: bytes) -> None:
    """The libFuzzer entry: one input, a few lines; an input starting with ``\\x00`` is
    a JSON line with escaped code units instead (:func:`_escaped_json_line`)."""
    if data[:1] == b"\x00" and len(data) > 1:
        lines = [_escaped_json_line(data[1:])]
    else:
        lines = data.split(b"\n")
    done = process_chunk((1, lines, "json"))
    # strict UTF-8, and one record a line for str.splitlines() too (U+2028, NEL...)
    text = done.data.decode("utf-8")
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
