"""Which log format a file's content is in, from the document itself (issues 12, 29).

A JSON document is parsed whole: tenhou.net writes ``log`` before ``rule`` and ``name``,
so a real game's keys that tell the format apart may come after any fixed-size head.
JSON Lines (mjai) is told by its first line, parsed alone.
"""

from __future__ import annotations

import json
from typing import Any, Final

from .errors import LogFormatError
from .paipu_plays import StraightDocument, decode

#: every format a reader exists for, in the order ``--input-format`` lists them.
LOG_FORMATS: Final = ("mjlog", "tenhou6", "mjai", "paipu")

#: how much of the start of an XML file is looked at for its root element.
_HEAD: Final = 4096

#: how much of a JSON Lines text is split into lines to find its first one, at first (a
#: quarter of the head an XML file gets: splitting 4 kB of an mjai log took a third of the
#: time of telling its format); four times as much each time the line goes on past it.
_FIRST_LINE_HEAD: Final = 1024

#: how much of a document that is not JSON is scanned for the keys it was meant to have.
_SCAN: Final = 65536

#: keys only a tenhou.net/6 game has besides ``log`` (tenhou.net's own files, the
#: converters of Mahjong Soul logs, review tools' exports: any one of them suffices).
_TENHOU6_KEYS: Final = frozenset({"name", "rule", "title", "ver", "ref", "sc", "ratingc"})


def _first_object(text: str) -> tuple[Any, Any]:
    """The document's first JSON value that tells the format: the whole document when it
    parses (its first element if a list), else the first line of JSON Lines; None when
    neither is JSON. Second, the whole document's value when it parsed (else None), as
    :func:`.paipu_plays.decode` gives it.

    Which is parsed first changes nothing but the time. A text with a line break near
    its start: the first line, since when it is JSON and more than JSON's white space
    follows it, the whole document cannot be (a value ends where its line does, and what
    follows is extra data), so a JSON Lines log is not parsed whole only to fail (a third
    of the time of telling its format, issue 30). Any other text, most likely one
    document on one line (tenhou.net/6, 牌譜): the whole, with no line cut out of it.
    """
    line_first = text.find("\n", 0, _FIRST_LINE_HEAD) >= 0
    if line_first:
        value = _line_value(text)
        if value is not _NO_LINE:
            return value, None
    try:
        # decoded with a 牌譜's plays cut out (paipu_plays: their dictionaries were a
        # fifth of the time of reading it)
        whole = decode(text)
    except (json.JSONDecodeError, RecursionError):
        value = _NO_LINE if line_first else _line_value(text)  # tried already, if first
        return (None if value is _NO_LINE else value), None
    return _first_element(_value(whole)), whole


#: what _line_value gives for a text whose first line is no JSON value of its own
_NO_LINE: Final = object()


def _line_value(text: str) -> Any:
    """The JSON value of the text's first line when the line is JSON and more than JSON's
    white space follows it (JSON Lines); else :data:`_NO_LINE`."""
    line = _first_line(text)
    if text.strip(_JSON_SPACE) == line.strip(_JSON_SPACE):
        return _NO_LINE  # the line is the whole text
    try:
        return json.loads(line)
    except (json.JSONDecodeError, RecursionError):
        return _NO_LINE


def _value(document: Any) -> Any:
    """A decoded document's JSON value (a 牌譜's with its plays cut out, as it is)."""
    return document.value if isinstance(document, StraightDocument) else document


def _first_element(value: Any) -> Any:
    """A document's value that tells the format: a list's first element."""
    if isinstance(value, list):
        return value[0] if value else None
    return value


#: the white space JSON allows around a value (str.strip's default takes more).
_JSON_SPACE: Final = " \t\n\r"


def _first_line(text: str) -> str:
    """The first line of ``text`` that is not blank, cut as ``str.splitlines`` cuts
    lines ("" if none), found in a growing head of the text: splitting a whole JSON Lines
    log into lines only to look at one was a thirtieth of ``mjcalc log``'s time."""
    size = _FIRST_LINE_HEAD
    while True:
        lines = text[:size].splitlines()
        whole = size >= len(text)
        for place, line in enumerate(lines):
            if line.strip():
                # the head's last line may go on past it
                if whole or place < len(lines) - 1:
                    return line
                break
        if whole:
            return ""
        size *= 4


def _keys_scanned(text: str) -> set[str]:
    """Top-level keys of a JSON object that does not parse (cut short, or broken further
    on), read up to the break: enough to hand it to the reader that names the fault."""
    keys: set[str] = set()
    depth = 0
    i = 0
    while i < len(text):
        char = text[i]
        if char == '"':
            end = i + 1
            while end < len(text) and text[end] != '"':
                end += 2 if text[end] == "\\" else 1
            after = text[end + 1:end + 40].lstrip()
            if depth == 1 and after.startswith(":"):
                keys.add(text[i + 1:end])
            i = end + 1
            continue
        if char in "{[":
            depth += 1
        elif char in "}]":
            depth -= 1
        i += 1
    return keys


def _is_tenhou6_round(value: Any) -> bool:
    """Whether ``value`` looks like a tenhou.net/6 round: ``[[kyoku, honba, sticks], ...]``."""
    return (isinstance(value, list) and bool(value) and isinstance(value[0], list)
            and len(value[0]) == 3 and all(isinstance(v, int) for v in value[0]))


def _too_deep(text: str) -> bool:
    """Whether ``text`` is JSON that Python's decoder refuses only for its depth."""
    try:
        json.loads(text)
    except RecursionError:
        return True
    except json.JSONDecodeError:
        return False
    return False


def detect_format(text: str, source: str) -> str:
    """The format of a log whose content is ``text``: one of :data:`LOG_FORMATS`
    (:func:`detect_document`'s)."""
    return detect_document(text, source)[0]


def detect_document(text: str, source: str) -> tuple[str, Any]:
    """The format of a log whose content is ``text``: one of :data:`LOG_FORMATS`; second,
    the value of the whole document when it was parsed as JSON to tell its format (else
    None; a :class:`.paipu_plays.StraightDocument` for a 牌譜 whose plays were cut out),
    so that the reader does not parse it again (a 牌譜 file: a third of its reading
    time).

    mjlog is XML (``<mjloggm``); tenhou.net/6 is a JSON object with ``log`` and any of
    its other keys (``name``, ``rule``, ``title``, ``ver``, ``ref``, ``sc``), or whose
    ``log`` holds tenhou.net/6 rounds; mjai is JSON Lines whose objects have a ``type``;
    majiang-core's 牌譜 is an object (or a list of them) with ``log`` and ``qijia``.
    """
    body = text.lstrip("\ufeff \t\r\n")
    if body.startswith("<"):
        if "<mjloggm" in body[:_HEAD]:
            return "mjlog", None
        raise LogFormatError(source, "line 1", "XML but not a Tenhou mjlog (no <mjloggm>)")
    if body.startswith(("{", "[")):
        first, whole = _first_object(body)
        if "\ufeff" in text[:len(text) - len(body)]:
            whole = None  # a byte-order mark JSON refuses: the reader says so
        if isinstance(first, dict):
            if "qijia" in first:
                return "paipu", whole
            log = first.get("log")
            # isdisjoint, not ``&``: compiled, mypyc takes frozenset & dict keys for a
            # frozenset, and Python gives a set (a TypeError on every tenhou.net/6 file)
            if "log" in first and (not _TENHOU6_KEYS.isdisjoint(first.keys()) or (
                    isinstance(log, list) and log and _is_tenhou6_round(log[0]))):
                # a value with plays cut out is a 牌譜's: the reader decodes it again
                return "tenhou6", None if isinstance(whole, StraightDocument) else whole
            if "type" in first:
                return "mjai", None
        elif first is None:
            keys = _keys_scanned(body.lstrip("[")[:_SCAN])
            if "qijia" in keys:
                return "paipu", None
            if "log" in keys and not _TENHOU6_KEYS.isdisjoint(keys):
                return "tenhou6", None
            if "type" in keys:
                return "mjai", None
    if not body:
        raise LogFormatError(source, "line 1", "empty file")
    if body.startswith(("{", "[")) and _too_deep(body):
        raise LogFormatError(source, "line 1", "cannot tell its format: nested too deeply")
    raise LogFormatError(source, "line 1",
                         "not a game log in a known format (mjlog, tenhou6, mjai, paipu)")
