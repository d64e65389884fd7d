"""An mjai event with a field of an unexpected type is refused in the reader's words,
never Python's (issue 29: an internal exception text must never reach the user)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from log_fixtures import FIXTURES, text_of

from grammar.logs.errors import LogFormatError
from grammar.logs.mjai import read_mjai

MJAI = FIXTURES / "mjai_edge_cases.mjson"
PYTHON_WORDS = ("unhashable", "object is not", "indices must", "argument must", "NoneType",
                "not subscriptable", "has no attribute", "int()", "float()", "object of type",
                "not iterable", "invalid literal", "values to unpack")


@pytest.mark.parametrize(("line", "key", "value"), [
    (1, "scores", "x"),  # start_kyoku: scores that are no list
    (1, "scores", ["a", "b", "c", "d"]),  # scores that are no numbers
    (1, "tehais", 5),
    (2, "actor", [0]),  # tsumo: a seat that is a list
    (2, "pai", {"a": 1}),
    (14, "yakus", [[0]]),  # hora: a yaku that is no [name, han] pair
])
def test_a_field_of_an_unexpected_type(line: int, key: str, value: Any) -> None:
    lines = text_of(MJAI).splitlines()
    event = json.loads(lines[line])
    event[key] = value
    lines[line] = json.dumps(event)
    with pytest.raises(LogFormatError) as caught:
        list(read_mjai("\n".join(lines), "f"))
    message = str(caught.value)
    assert f"line {line + 1}" in message
    assert not any(word in message for word in PYTHON_WORDS), message
