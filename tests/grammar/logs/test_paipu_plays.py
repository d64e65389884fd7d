"""grammar.logs.paipu_plays: a 牌譜's draws and discards cut out of its text.

What must hold: a file is read exactly as the plain JSON decoder's value of it is read
(the same games, or the same error after the same games), whatever is in it. Each test
reads a text both ways: the straight way (``read_paipu(text, ...)``, ``read_games``) and
the plain way (``read_paipu`` given ``json.loads(text)``, which it reads as it is).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from log_fixtures import FIXTURES, REAL, text_of
from properties import examples

from grammar.logs.paipu import read_paipu
from grammar.logs.paipu_plays import StraightDocument, decode
from grammar.logs.read import read_games
from scoring.game.game_record import Game

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "fuzz"))
try:
    from log_fuzz import outcome  # the fuzzer's own check (fuzz/log_fuzz.py)
finally:
    sys.path.pop(0)


def compact(value: Any) -> str:
    """JSON as majiang-core writes it (``JSON.stringify``: no spaces)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


#: the hand-written edge cases (every kind of message, both seat mappings), compact
EDGE = compact(json.loads(text_of(FIXTURES / "paipu_edge_cases.json")))


def plain_outcome(text: str, source: str = "f") -> tuple[list[Game], str | None]:
    """The text read the plain way: its value as json.loads gives it."""
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return outcome(read_paipu(text, source))  # refused by the decoder either way
    return outcome(read_paipu(text, source, value))


def assert_read_alike(text: str) -> None:
    assert outcome(read_paipu(text, "f")) == plain_outcome(text)


@pytest.mark.parametrize("name", ["tenhou-as-paipu.json.gz", "majiang-core-script.json.gz"])
def test_real_files_are_read_straight_and_alike(name: str) -> None:
    text = text_of(REAL / name)
    document = decode(text)
    # majiang-core writes compact JSON: its plays are cut out (the fast way is taken)
    assert isinstance(document, StraightDocument)
    plays = len(document.plays.plays)
    # every draw and discard of these files is written the usual way
    assert plays == text.count('{"zimo":') + text.count('{"gangzimo":') + text.count(
        '{"dapai":')
    games, error = outcome(read_paipu(text, name, document))
    assert error is None and document.plays.all_taken()
    assert (games, error) == plain_outcome(text, name)
    # through format detection too, as mjcalc log reads a file
    assert outcome(read_games(text, name)) == (games, None)


def test_the_edge_cases_compact_are_read_alike() -> None:
    assert isinstance(decode(EDGE), StraightDocument)
    games, error = outcome(read_paipu(EDGE, "f"))
    assert error is None and len(games) == 1
    assert (games, error) == plain_outcome(EDGE)


def test_a_pretty_printed_file_is_decoded_plainly() -> None:
    text = text_of(FIXTURES / "paipu_edge_cases.json")  # spaces after ':' and ','
    assert not isinstance(decode(text), StraightDocument)
    assert decode(text) == json.loads(text)


PLAY = '{"zimo":{"l":0,"p":"m1"}}'
#: a play written between two objects of a list, where no message is, before the log: cut
#: out as a message would be, it would be taken for the first draw unless found untaken
EXTRA = '"extra":[{"a":{"b":1}},' + PLAY + ',{"c":{"d":1}}],'


@pytest.mark.parametrize("change", [
    # a play where no message is: not taken, so read the plain way
    lambda text: text.replace('"title":', f'"title":{PLAY},"x":', 1),
    lambda text: text.replace('"fubaopai":null', f'"fubaopai":{PLAY}', 1),
    lambda text: text.replace('"qijia":2', f'"qijia":2,"extra":[{PLAY}]', 1),
    lambda text: text.replace('"log":', EXTRA + '"log":', 1),
    lambda text: text.replace('"title":', EXTRA.replace("[", '[{"t":{}},true,', 1) + '"title":',
                              1),
    # a true of the file's own: the plain decoder reads the file
    lambda text: text.replace('"player":["C"', '"player":["true"', 1),
    lambda text: text.replace('{"dapai":{"l":0,"p":"s3"}}', "true", 1),
    # ... and a play where no message is: as many true messages as plays cut out, but
    # that true is no play (the plain reading refuses it)
    lambda text: text.replace('{"dapai":{"l":0,"p":"s3"}}', "true", 1).replace(
        '"title":', f'"title":{PLAY},"x":', 1),
    lambda text: text.replace('{"dapai":{"l":0,"p":"s3"}}', "true", 1).replace(
        '"log":', EXTRA + '"log":', 1),
    # plays that cannot be read: the plain reading says why
    lambda text: text.replace('[{"qipai"', f'[{PLAY},{{"qipai"', 1),
    lambda text: text.replace('{"zimo":{"l":0,"p":"z1"}}', '{"zimo":{"l":7,"p":"z1"}}', 1),
    lambda text: text.replace('{"dapai":{"l":0,"p":"s3"}}', '{"dapai":{"l":0,"p":"x3"}}', 1),
    lambda text: text.replace('{"dapai":{"l":0,"p":"s3"}}', '{"dapai":{"l":0,"p":"s3-"}}', 1),
    # cut short, or broken after the plays
    lambda text: text[:len(text) // 2],
    lambda text: text[:-1],
    lambda text: text + "x",
    lambda text: text.replace(PLAY.replace("m1", "z1"), PLAY.replace("m1", "z1")[:-1], 1),
    # a list of games, the second broken: the first is not given alone
    lambda text: f"[{text},{text[:-30]}]",
    lambda text: f"[{text},{text}]",
])
def test_hostile_changes_are_read_alike(change: Any) -> None:
    text = change(EDGE)
    assert text != EDGE
    assert_read_alike(text)


#: what the fuzzing below puts into a text: JSON's punctuation, a stand-in, plays
PIECES = ["{", "}", "[", "]", ",", ":", '"', "true", "t", " ", "0", "9", PLAY,
          '{"dapai":{"l":1,"p":"s5_"}}', '"l":', '"p":"m1"']


@settings(max_examples=examples(300), deadline=None)
@given(st.lists(st.tuples(st.floats(0, 1), st.integers(0, 3), st.sampled_from(PIECES)),
                min_size=1, max_size=4))
def test_a_text_changed_anywhere_is_read_alike(changes: list[tuple[float, int, str]]) -> None:
    """Text inserted, replaced or cut at any place: read as the plain decoder reads it."""
    text = EDGE
    for where, action, piece in changes:
        at = int(where * len(text))
        if action == 0:
            text = text[:at] + piece + text[at:]
        elif action == 1:
            text = text[:at] + piece + text[at + len(piece):]
        elif action == 2:
            text = text[:at] + text[at + len(piece):]
        else:  # a play of the text moved to this place
            found = text.find('{"zimo":')
            end = text.find("}}", found) + 2
            if found >= 0 and end >= 2:
                play = text[found:end]
                text = text[:found] + text[end:]
                at = min(at, len(text))
                text = text[:at] + play + text[at:]
    assert_read_alike(text)
