"""calc_cli.logs.input: a directory's logs come in pathlib's order (part by part), now
sorted by text (path_order) instead of by a Path made for each file."""

from __future__ import annotations

import os
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from properties import examples

from calc_cli.logs.input import log_paths, path_order

# parts with the characters that order differently from the separator: '-', '.', ' ',
# '!' sort before '/', letters and digits after it
_PART = st.text(alphabet="ab-. !0Z_", min_size=1, max_size=4).filter(lambda p: p not in (".", ".."))
_PATHS = st.lists(st.lists(_PART, min_size=1, max_size=3), min_size=2, max_size=12)


@settings(max_examples=examples(200), deadline=None)
@given(parts=_PATHS, top=st.sampled_from(["logs", "./logs", "/tmp/x/logs", "logs/"]))
def test_path_order_is_pathlibs_order(parts: list[list[str]], top: str) -> None:
    paths = [os.path.join(top, *p) for p in parts]
    assert sorted(paths, key=path_order) == sorted(paths, key=Path)


def test_a_directory_is_listed_in_pathlibs_order(tmp_path: Path) -> None:
    # a-b.json sorts before a/x.json as text ('-' < '/'), after it part by part ("a" is a
    # prefix of "a-b"); likewise a.b, and "a b" with its blank
    for name in ("a-b.json", "a/x.json", "a.b", "a b", "A/z", "a/b/c.json", "ab"):
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("{}")
    listed = list(log_paths([str(tmp_path)]))
    assert listed == sorted(listed, key=Path)
    assert [os.path.relpath(p, tmp_path) for p in listed] == [
        "A/z", "a/b/c.json", "a/x.json", "a b", "a-b.json", "a.b", "ab"]
