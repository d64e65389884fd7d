"""grammar.logs.tenhou6: tenhou.net/6 JSON read into game records."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from grammar.logs.errors import LogFormatError
from grammar.logs.tenhou6 import read_tenhou6, tile_of
from scoring.game.game_record import Call, Discard, Draw, NewDora, RoundEnd, Win
from scoring.hands import MeldKind
from scoring.tiles import Tile

LOGS = Path(__file__).resolve().parents[1] / "fixtures" / "logs" / "tenhou6"


def t(text: str) -> Tile:
    return Tile.parse(text)


def test_tile_codes() -> None:
    assert tile_of(11) == t("m1") and tile_of(29) == t("p9") and tile_of(35) == t("s5")
    assert tile_of(41) == t("z1") and tile_of(47) == t("z7")
    assert (tile_of(51), tile_of(52), tile_of(53)) == (t("m0"), t("p0"), t("s0"))
    for bad in (10, 48, 50, 54, 60):
        with pytest.raises(ValueError):
            tile_of(bad)


# A round written by hand from the format's description: East deals; South pons East's
# first discard z5 from the player before it ("p" first), discards m9; West draws and
# discards, North draws and wins by tsumo... only the order of play is checked here.
ROUND = [
    [0, 0, 0], [25000, 25000, 25000, 25000], [11], [],
    [45, 45, 12, 13, 14, 22, 23, 24, 32, 33, 34, 36, 37], [15], [45],
    [45, 45, 19, 21, 21, 26, 27, 28, 31, 31, 31, 39, 39], ["p454545"], [19],
    [11, 12, 13, 21, 22, 23, 24, 25, 26, 41, 41, 42, 42], [16], [60],
    [17, 17, 17, 18, 18, 18, 33, 34, 35, 43, 43, 44, 44], [44], [60],
    ["流局", [0, 0, 0, 0]],
]


def game(rounds: list[object], **extra: object) -> str:
    return json.dumps({"title": ["", ""], "name": ["A", "B", "C", "D"],
                       "rule": {"disp": "般南喰赤", "aka": 1}, "log": rounds, **extra},
                      ensure_ascii=False)


def test_takes_and_discards_are_put_in_play_order() -> None:
    (g,) = read_tenhou6(game([ROUND]), "hand.json")
    events = g.rounds[0].events
    assert events[0] == Draw(0, t("m5"))
    assert events[1] == Discard(0, t("z5"), False, False)
    # South calls East's discard: pon, the called tile from the previous player (East)
    assert events[2] == Call(1, MeldKind.PON, (t("z5"),) * 3, t("z5"), 0)
    assert events[3] == Discard(1, t("m9"), False, False)
    assert events[4] == Draw(2, t("m6"))
    assert events[5] == Discard(2, t("m6"), False, True)  # 60: the tile just drawn
    assert events[6] == Draw(3, t("z4"))
    assert events[-1] == RoundEnd("exhaustive", None, (0, 0, 0, 0))
    assert g.players == 4 and g.rules == "tenhou"
    assert g.rule_overrides == {"red_fives_m": 1, "red_fives_p": 1, "red_fives_s": 1}
    assert not g.complete  # no "sc": the game's end is not recorded


def test_rules_from_the_rule_object() -> None:
    (g,) = read_tenhou6(game([ROUND]).replace('"disp": "般南喰赤", "aka": 1',
                                              '"disp": "般南", "aka": 0'), "x")
    assert g.rule_overrides == {"red_fives_m": 0, "red_fives_p": 0, "red_fives_s": 0,
                                "open_tanyao": False}


def test_a_real_game_with_kans() -> None:
    path = LOGS / "2017082021gm-00a9-0000-b8cc6957.json"
    (g,) = read_tenhou6(path.read_text(encoding="utf-8"), str(path))
    assert g.complete and g.final_points is not None and sum(g.final_points) == 0
    events = [e for r in g.rounds for e in r.events]
    kans = [e for e in events if isinstance(e, Call) and e.kind.is_kan]
    assert kans and any(isinstance(e, NewDora) for e in events)
    wins = [e for e in events if isinstance(e, Win)]
    assert all(w.recorded is not None and w.recorded.deltas for w in wins)


def test_points_text() -> None:
    # "30符1飜300-500点": a non-dealer's tsumo, 300 from each other player and 500 from the
    # dealer: 1100 in all; "30符2飜1000点∀": a dealer's tsumo, 1000 from each: 3000
    path = LOGS / "2020081220gm-00a9-0000-9ee6ab3b.json"
    (g,) = read_tenhou6(path.read_text(encoding="utf-8"), "x")
    recorded = [e.recorded for r in g.rounds for e in r.events
                if isinstance(e, Win) and e.recorded is not None]
    assert recorded and all(r.points and r.points > 0 for r in recorded)


def test_errors_name_the_place() -> None:
    with pytest.raises(LogFormatError, match=r"^x\.json: line 1: not JSON"):
        list(read_tenhou6("{", "x.json"))
    broken = json.loads(game([ROUND, ROUND]))
    broken["log"][1][5] = ["zz"]  # not a tile nor a call
    games = []
    with pytest.raises(LogFormatError, match=r"game 1, round 2"):
        games.extend(read_tenhou6(json.dumps(broken), "x.json"))
    assert len(games) == 1 and len(games[0].rounds) == 1
    assert games[0].stopped_at == "round 2" and not games[0].complete


@pytest.mark.parametrize(("change", "reason"), [
    # a round that is no list: refused before its fields are read
    (lambda r: "x", "the round is not a list laid out as tenhou.net/6 writes one"),
    # a dora code of the wrong type (0.5): named as no tile code, as an int out of range is
    (lambda r: [r[0], r[1], [0.5], *r[3:]], "not a tile code: 0.5"),
    (lambda r: [r[0], r[1], [True], *r[3:]], "not a tile code: True"),  # not as 1
    # [kyoku, honba] with the riichi sticks missing
    (lambda r: [[0, 0], *r[1:]], r"a round opens with \[kyoku, honba, riichi sticks\]"),
])
def test_a_bad_round_is_refused_in_the_readers_words(change: Any, reason: str) -> None:
    # the same words compiled and plain (the suite runs on both builds): a typed parameter
    # of the compiled build would otherwise refuse these at the call, as a TypeError
    games: list[object] = []
    with pytest.raises(LogFormatError, match=rf"^x\.json: game 1, round 2: {reason}"):
        games.extend(read_tenhou6(game([ROUND, change(ROUND)]), "x.json"))
    assert len(games) == 1


def test_a_wins_score_changes_that_are_text_fail_alike_in_both_builds() -> None:
    # a real game's first win with its score changes replaced by text: the compiled
    # build reads on as plain Python does (no type check at a call) and stops where it
    # does, at the first change that is no number
    path = LOGS / "2017082021gm-00a9-0000-b8cc6957.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    number = next(n for n, r in enumerate(data["log"]) if r[-1][0] == "和了")
    data["log"][number][-1][1] = "流局"
    games: list[object] = []
    with pytest.raises(LogFormatError, match=rf"game 1, round {number + 1}: invalid literal"):
        games.extend(read_tenhou6(json.dumps(data, ensure_ascii=False), "x.json"))
    assert len(games) == 1


def test_calls_read_are_remembered_within_a_bound() -> None:
    # a call's text is read once and remembered (issue 30); the memory holds at most its
    # bound, whatever the corpus, and a text read again reads the same
    from grammar.logs import tenhou6

    assert tenhou6._meld_codes("p434343") == ((43, 43, 43), 0, "p")
    assert tenhou6._meld_codes("12c1314") == ((12, 13, 14), 1, "c")
    texts = [f"c{a:02d}{b:02d}{c:02d}" for a in range(11, 40) for b in range(11, 40)
             for c in range(11, 19)]
    assert len(texts) > tenhou6._MELDS_READ_BOUND
    for text in texts:
        codes, index, letter = tenhou6._meld_codes(text)
        assert (codes, index, letter) == ((int(text[1:3]), int(text[3:5]), int(text[5:7])),
                                          0, "c")
        assert len(tenhou6._MELDS_READ) <= tenhou6._MELDS_READ_BOUND
    with pytest.raises(ValueError, match="not a call"):
        tenhou6._meld_codes("x434343")


def test_the_room_is_told_the_same_when_remembered() -> None:
    # whether a game's room is one of Mahjong Soul's is remembered by its texts (issue
    # 30): asked again, or after the memory is emptied at its bound, the answer is the same
    from grammar.logs import tenhou6

    mahjongsoul = {"log": [], "rule": {"disp": "玉の間南喰赤"}, "title": ["x"]}
    tenhou = {"log": [], "rule": {"disp": "鳳南喰赤"}, "title": ["y"]}
    for _ in range(2):
        assert tenhou6.is_mahjongsoul(mahjongsoul)
        assert not tenhou6.is_mahjongsoul(tenhou)
    for n in range(tenhou6._ROOMS_NAMED_BOUND + 5):
        assert not tenhou6.is_mahjongsoul({"log": [], "title": [f"room {n}"]})
        assert len(tenhou6._ROOMS_NAMED) <= tenhou6._ROOMS_NAMED_BOUND
    assert tenhou6.is_mahjongsoul(mahjongsoul) and not tenhou6.is_mahjongsoul(tenhou)
