"""Which log format a file's content is in, from its first characters (issue 12)."""

from __future__ import annotations

import json
from typing import Final

from .errors import LogFormatError

#: every format a reader exists for, in the order ``--input-format`` lists them.
LOG_FORMATS: Final = ("mjlog", "tenhou6", "mjai", "paipu")

#: how much of the start of a file is looked at.
_HEAD: Final = 4096


def _first_json_keys(head: str) -> set[str]:
    """The keys of the first JSON object in ``head`` (a list's first element, or the first
    line of JSON Lines), as far as ``head`` lets them be read."""
    decoder = json.JSONDecoder()
    text = head.lstrip()
    if text.startswith("["):
        text = text[1:].lstrip()
    try:
        value, _ = decoder.raw_decode(text)
    except json.JSONDecodeError:
        # The object may be longer than the head: collect the top-level keys seen.
        return _keys_scanned(text)
    return set(value) if isinstance(value, dict) else set()


def _keys_scanned(text: str) -> set[str]:
    """Top-level keys of a JSON object that may be cut short, read up to the cut."""
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


def detect_format(text: str, source: str) -> str:
    """The format of a log whose content is ``text``: one of :data:`LOG_FORMATS`.

    mjlog is XML (``<mjloggm``); tenhou.net/6 is a JSON object with ``log`` and ``name``
    (or ``rule``); mjai is JSON Lines whose objects have a ``type``; majiang-core's 牌譜
    is an object (or a list of them) with ``log`` and ``qijia``.
    """
    head = text[:_HEAD].lstrip("\ufeff \t\r\n")
    if head.startswith("<"):
        if "<mjloggm" in head:
            return "mjlog"
        raise LogFormatError(source, "line 1", "XML but not a Tenhou mjlog (no <mjloggm>)")
    if head.startswith(("{", "[")):
        keys = _first_json_keys(head)
        if "qijia" in keys:
            return "paipu"
        if "log" in keys and ({"name", "rule", "title"} & keys):
            return "tenhou6"
        if "type" in keys:
            return "mjai"
    if not head:
        raise LogFormatError(source, "line 1", "empty file")
    raise LogFormatError(source, "line 1",
                         "not a game log in a known format (mjlog, tenhou6, mjai, paipu)")
