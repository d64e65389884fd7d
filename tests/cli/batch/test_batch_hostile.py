"""Issue 11: hostile batch lines cost their own record only, and every record is one
line of UTF-8 for any reader (``str.splitlines()`` included), whatever the line held."""

from __future__ import annotations

import io
import json
import subprocess
from typing import Any

import pytest
from build_under_test import build
from hypothesis import given, settings
from hypothesis import strategies as st
from properties import examples

from calc_cli.batch.engine import run_batch
from calc_cli.errors import caret_lines, error_line
from calc_cli.views.score import one_line_json, to_json

#: a line that scores (README, "Batch": riichi, pinfu, tanyao).
GOOD = "m234567p345s2355 --ron s4+ --riichi"
#: characters str.splitlines() breaks on, and lone surrogates (UTF-8 cannot encode them).
HOSTILE = ["\ud800", "\udfff", "\u2028", "\u2029", "\x85", "\x1c", "\x1d", "\x1e",
           "\x0b", "\x0c", "\r", "\n"]
#: string-valued keys of a JSON batch line.
KEYS = ["hand", "ron", "seat", "round", "dora", "ura", "rules", "rule", "lang", "from",
        "rules_file", "no_such_key"]


def run(lines: list[str], fmt: str = "json") -> tuple[bytes, int, str]:
    """A batch of ``lines`` in this process: (output bytes, exit status, stderr)."""
    data = "\n".join(lines).encode("utf-8", "surrogatepass") + b"\n"
    out, err = io.BytesIO(), io.StringIO()
    status = run_batch(io.BytesIO(data), fmt, 1, out=out, err=err)
    return out.getvalue(), status, err.getvalue()


def json_line(key: str, value: str) -> str:
    """A JSON batch line for the good hand with ``key`` set to ``value``, written with
    ASCII escapes (so a lone surrogate arrives as the six characters ``\\ud800``)."""
    obj: dict[str, Any] = {"hand": "m234567p345s2355", "ron": "s4+", "riichi": True}
    obj[key] = value
    return json.dumps(obj, ensure_ascii=True)


@pytest.mark.parametrize("fmt", ["json", "majiang", "table"])
@pytest.mark.parametrize("key", KEYS)
def test_an_escaped_hostile_value_costs_only_its_own_record(key: str, fmt: str) -> None:
    lines = [GOOD] + [json_line(key, f"x{ch}y") for ch in HOSTILE] + [GOOD]
    data, status, err = run(lines, fmt)
    text = data.decode("utf-8")  # strict: every record is encodable
    rows = text.splitlines()
    if fmt == "table":  # two heading lines and the counts
        rows = rows[2:-1]
    assert len(rows) == len(lines), text
    assert status == 1
    assert f"{len(HOSTILE)} of {len(lines)} lines failed" in err
    if fmt != "table":
        records = [json.loads(row) for row in rows]
        assert [r["line"] for r in records] == list(range(1, len(lines) + 1))
        assert "result" in records[0] and "result" in records[-1]
        for record in records[1:-1]:
            assert record["error"]["code"] != "internal", record


@settings(max_examples=examples(60), deadline=None)
@given(st.sampled_from(KEYS),
       st.text(st.sampled_from([*HOSTILE, "m", "1", "p", "5", " ", "{", "\\", '"', "é"]),
               max_size=12))
def test_any_string_value_gives_exactly_one_json_record(key: str, value: str) -> None:
    data, _, _ = run([json_line(key, value), GOOD])
    records = [json.loads(row) for row in data.decode("utf-8").splitlines()]
    assert [r["line"] for r in records] == [1, 2]
    assert "result" in records[1]
    assert records[0].get("error", {}).get("code") != "internal"


def test_a_lone_surrogate_in_a_hand_is_echoed_escaped_in_the_record() -> None:
    data, _, _ = run(['{"hand": "m123\\ud800"}'])
    assert b"\\ud800" in data  # the JSON escape, not the unencodable character
    record = json.loads(data)
    assert record["error"]["code"] == "notation"
    # column 5 of "m123?" is the surrogate: the notation has no such character
    assert record["error"]["position"] == 4
    assert record["error"]["text"] == "m123\ud800"


def test_json_text_never_holds_a_line_break_or_a_surrogate() -> None:
    # apart: an escaped high and low surrogate side by side read back as one character
    value = "x".join(HOSTILE)
    text = to_json({"text": value})
    assert len(text.splitlines()) == 1
    text.encode("utf-8")
    assert json.loads(text) == {"text": value}
    assert one_line_json('"plain"') == '"plain"'


@pytest.mark.parametrize("ch", HOSTILE)
def test_messages_and_carets_stay_on_one_printable_line(ch: str) -> None:
    assert len(error_line("notation", f"found {ch} here").splitlines()) == 1
    echo, caret = caret_lines(f"m12{ch}x", 3)
    assert echo.splitlines() == [echo]
    echo.encode("utf-8")
    assert caret.index("^") == echo.index("?")  # the character is shown as one "?"


LONG = "x" * 100_000


@pytest.mark.parametrize("option", ["--seat", "--round", "--rules", "--lang", "--rule",
                                    "--from", "--rules-file"])
def test_a_100_kb_value_is_cut_in_the_message_with_its_length(option: str) -> None:
    from fast_cli import invoke

    result = invoke(["score", *GOOD.split(" "), option, LONG])
    assert result.status == 2
    assert len(result.stderr) < 400, result.stderr
    assert "(100000 characters)" in result.stderr
    # a batch line holds at most 64 KiB
    data, _, _ = run([f"{GOOD} {option} {LONG[:50_000]}"])
    message = json.loads(data)["error"]["message"]
    assert len(message) < 400 and "(50000 characters)" in message, message


@pytest.mark.parametrize("line", [f"{GOOD} --rules-file /dev/stdin",
                                  '{"hand": "m234567p345s2355", "ron": "s4+", '
                                  '"rules_file": "/dev/stdin"}'])
def test_a_line_cannot_read_the_batch_s_own_input(line: str) -> None:
    # issue 11: /dev/stdin was read as a rules file, up to 1 MiB of the batch's input
    data = (line + "\n" + (GOOD + "\n") * 3000).encode()
    done = subprocess.run(build().mjcalc("batch"), input=data, **build().kwargs(),
                          capture_output=True, timeout=120, check=False)
    records = [json.loads(row) for row in done.stdout.splitlines()]
    assert [r["line"] for r in records] == list(range(1, 3002))
    assert records[0]["error"]["code"] == "rules_file"
    assert all("result" in r for r in records[1:])
