"""grammar.logs.detect: the format of a log from its content."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from grammar.logs import detect
from grammar.logs.detect import detect_document, detect_format
from grammar.logs.errors import LogFormatError
from grammar.logs.paipu_plays import StraightDocument
from grammar.logs.read import read_games, reader_for

LOGS = Path(__file__).resolve().parents[1] / "fixtures" / "logs"


def text_of(path: Path) -> str:
    data = path.read_bytes()
    return (gzip.decompress(data) if path.suffix == ".gz" else data).decode("utf-8")


@pytest.mark.parametrize(("text", "expected"), [
    ('<mjloggm ver="2.3"><SHUFFLE seed="x"/>', "mjlog"),
    ('\ufeff  <mjloggm ver="2.3">', "mjlog"),
    ('{"title": ["", ""], "name": ["a", "b", "c", "d"], "rule": {"aka": 1}, "log": []}',
     "tenhou6"),
    ('{"log": [[[0, 0, 0]]], "name": ["a"]}', "tenhou6"),
    ('{"type":"start_game","names":["a","b","c","d"]}\n{"type":"end_game"}\n', "mjai"),
    ('{"title": "t", "player": ["a"], "qijia": 0, "log": []}', "paipu"),
    ('[{"title": "t", "player": ["a"], "qijia": 0, "log": []}]', "paipu"),
])
def test_formats_are_told_apart(text: str, expected: str) -> None:
    assert detect_format(text, "f") == expected


def test_a_long_first_object_is_still_recognised() -> None:
    # The tenhou.net/6 object is longer than the part looked at: keys before the cut count.
    text = '{"title": ["x"], "name": ["a", "b", "c", "d"], "log": [' + "1, " * 5000 + "1]}"
    assert detect_format(text, "f") == "tenhou6"


@pytest.mark.parametrize(("text", "reason"), [
    ("", "empty file"),
    ("hello", "not a game log"),
    ("<html></html>", "not a Tenhou mjlog"),
    ('{"a": 1}', "not a game log"),
])
def test_unknown_content_names_the_file(text: str, reason: str) -> None:
    with pytest.raises(LogFormatError) as caught:
        detect_format(text, "game.txt")
    assert caught.value.exit_status == 2
    assert caught.value.code == "bad_log"
    assert caught.value.message.startswith("game.txt: line 1: ")
    assert reason in caught.value.message


#: pieces of text with every character str.splitlines cuts at, in runs long enough to
#: cross the heads _first_line looks at (1 kB, then 4 kB, 16 kB...)
_PIECES = st.sampled_from(["a", "{}", " ", "\t", "\n", "\r", "\r\n", "\x0b", "\x1c",
                           "\x85", "\u2028"])


@given(st.lists(st.tuples(_PIECES, st.sampled_from([1, 2, 700, 1023, 1024, 4095, 4096, 5000])),
                max_size=8))
def test_the_first_line_is_that_of_splitlines(runs: list[tuple[str, int]]) -> None:
    # mjai is told by its first line that is not blank; it is found without splitting the
    # whole log (issue 30), and must be the line splitting it would give
    text = "".join(piece * count for piece, count in runs)
    expected = next((line for line in text.splitlines() if line.strip()), "")
    assert detect._first_line(text) == expected


def _by_definition(text: str) -> tuple[object, object]:
    """The value that tells a document's format, as defined: the whole document when it
    parses (a list's first element), else its first line that is not blank; and the
    whole document's value when it parses, else None."""
    try:
        value = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        line = next((x for x in text.splitlines() if x.strip()), "")
        try:
            return json.loads(line), None
        except (json.JSONDecodeError, RecursionError):
            return None, None
    return ((value[0] if value else None) if isinstance(value, list) else value), value


#: JSON values, JSON's white space and other white space, line breaks, and text that
#: is no JSON: documents, JSON Lines, and neither
_DOCUMENT_PIECES = st.sampled_from([
    '{"type":"start_game"}', '{"log":[[[0,0,0]]],"name":["a"]}', "[1, 2]", "[]", "3", "12",
    '"x"', "true", "null", "{", "}", "[", "]", ",", " ", "\t", "\n", "\r\n", "\x1c", "\x85",
    "\u2028", "\u3000", "abc", '{"zimo":{"l":0,"p":"m1"}}', '{"log":[[{"qipai":{}},'])

#: a play as majiang-core writes it (cut out of a 牌譜's text: paipu_plays)
PLAY = {"zimo": {"l": 0, "p": "m1"}}


@given(st.lists(_DOCUMENT_PIECES, max_size=10))
def test_the_first_object_is_that_of_its_definition(pieces: list[str]) -> None:
    # the first line is parsed before the whole document (issue 30): whatever the text,
    # the value must be the one the definition gives (a 牌譜's plays put back, when they
    # were cut out of its text: paipu_plays)
    text = "".join(pieces)
    try:
        expected_first, expected_whole = _by_definition(text)
    except ValueError:  # not a JSONDecodeError: a number of over 4,300 digits
        with pytest.raises(ValueError, match="digits"):
            detect._first_object(text)
        return
    first, whole = detect._first_object(text)
    if isinstance(whole, StraightDocument):
        assert restored(whole) == expected_whole
        # the first element, unless it is a play itself (its stand-in then)
        assert first == expected_first or (first is True and expected_first == PLAY)
    else:
        assert (first, whole) == (expected_first, expected_whole)


@given(st.lists(st.tuples(_DOCUMENT_PIECES, st.sampled_from([1, 2, 60, 1100])), max_size=5))
def test_the_first_object_of_long_lines_is_that_of_its_definition(
        runs: list[tuple[str, int]]) -> None:
    # the same, with runs long enough that a line break may come after the head looked at
    # to choose what is parsed first (1 kB)
    test_the_first_object_is_that_of_its_definition.hypothesis.inner_test(  # type: ignore[attr-defined]
        [piece * count for piece, count in runs])


def restored(document: object) -> object:
    """A document's JSON value, with the plays cut out of its text put back in order."""
    if not isinstance(document, StraightDocument):
        return document
    plays = iter(document.plays.plays)

    def put_back(value: object) -> object:
        if value is True:
            return json.loads('{"' + next(plays) + "}}")
        if isinstance(value, list):
            return [put_back(item) for item in value]
        if isinstance(value, dict):
            return {key: put_back(item) for key, item in value.items()}
        return value

    value = put_back(document.value)
    assert next(plays, None) is None  # every play put back
    return value


@pytest.mark.parametrize(("path", "fmt"), [
    (LOGS / "real" / "tenhou-as-paipu.json.gz", "paipu"),
    (LOGS / "paipu_edge_cases.json", "paipu"),
    *((path, "tenhou6") for path in sorted((LOGS / "tenhou6").iterdir())[:3]),
], ids=lambda p: getattr(p, "name", p))
def test_the_document_parsed_to_tell_the_format_is_handed_on(path: Path, fmt: str) -> None:
    # a JSON document is parsed whole to tell its format; its value goes to the reader,
    # which does not parse it again (issue 30): it must be the text's own value, and
    # reading it must give the games reading the text gives
    text = text_of(path)
    told, document = detect_document(text, "f")
    assert told == fmt
    assert restored(document) == json.loads(text)
    reader = reader_for(fmt)
    assert list(reader(text, "f", document)) == list(reader(text, "f", None))


def test_a_byte_order_mark_is_left_for_the_reader_to_refuse() -> None:
    # the format is told past a byte-order mark, but JSON refuses one: the reader must
    # parse the text itself and say so, as before
    text = "\ufeff" + text_of(LOGS / "paipu_edge_cases.json")
    assert detect_document(text, "f") == ("paipu", None)
    with pytest.raises(LogFormatError, match="BOM"):
        list(read_games(text, "f"))
