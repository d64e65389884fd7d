"""calc_cli.inputs.score_inputs: how option texts split into words."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st
from properties import examples

from calc_cli.inputs.score_inputs import _words

#: what the words of an option are: runs of anything but commas and white space
WORD = re.compile(r"[^,\s]+")


@settings(max_examples=examples(300), deadline=None)
@given(st.text(alphabet=st.sampled_from("mpsz0159ESWN東, \t\u3000\x1c-+=r"), max_size=30))
def test_words_are_the_runs_between_commas_and_spaces(text: str) -> None:
    assert _words(text) == [(m.start(), m.group()) for m in WORD.finditer(text)]


def test_words_with_their_starts() -> None:
    assert _words("m3,p4") == [(0, "m3"), (3, "p4")]
    assert _words(" m3  p4 ,, z1 ") == [(1, "m3"), (5, "p4"), (11, "z1")]
    assert _words("m3p4") == [(0, "m3p4")]
    assert _words("") == []
    assert _words(" , ") == []
