"""牌譜 converted from Tenhou games (issue 29, point 5): the draw names converters write,
a title naming a Tenhou room selecting Tenhou's rules, and bad fields refused in the
reader's own words.

``real/tenhou-as-paipu.json.gz`` holds four real Tenhou games (mjx's mjlog files, also
among the fixtures as mjlog) laid out as kobalab/tenhou-log's converter writes a 牌譜
(tests/fixtures/README.md): title ``四鳳南喰赤``, an exhaustive draw named ``流局``, the
owari's points as text (``"-20.0"``), no liable seat. Read as 牌譜, each game must give
what the same game gives read as mjlog: the file is the expected value.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from log_fixtures import FIXTURES, REAL, text_of

from calc_cli.logs.records import game_rules, log_records
from grammar.logs.errors import LogFormatError
from grammar.logs.mjlog import read_mjlog
from grammar.logs.paipu import DRAW_KINDS, read_paipu
from scoring.game.game_record import Game, RoundEnd

CONVERTED = REAL / "tenhou-as-paipu.json.gz"
#: the mjlog files the four games were converted from, in the list's order
SOURCES = ("2011020415gm-00a9-0000-e037b629", "2017082021gm-00a9-0000-b8cc6957",
           "double-ron", "pao-tsumo")


def _games() -> list[Game]:
    return list(read_paipu(text_of(CONVERTED), "converted"))


def _records(game: Game, preset: str | None = None) -> list[dict[str, Any]]:
    return list(log_records(game, game_rules(game, preset, {})))


def test_every_converted_game_is_read_whole_under_tenhou_rules() -> None:
    games = _games()
    assert len(games) == 4 and all(g.complete for g in games)
    # the title 四鳳南喰赤: four players, red fives (赤), open tanyao (喰): Tenhou's rules
    assert {g.rules for g in games} == {"tenhou"}
    assert all(g.players == 4 for g in games)
    assert all(not g.rule_overrides for g in games)


def test_the_converted_games_agree_as_their_mjlog_does() -> None:
    for game, name in zip(_games(), SOURCES, strict=True):
        path = FIXTURES / "mjlog" / f"{name}.mjlog.gz"
        source, = read_mjlog(text_of(path), name)
        ours, theirs = _records(game), _records(source)
        assert all(r["agree"] for r in ours), [r for r in ours if not r["agree"]]
        # the same events, scored alike, and the log's own numbers alike
        assert [(r["kind"], r["round"], r["honba"]) for r in ours] == [
            (r["kind"], r["round"], r["honba"]) for r in theirs]
        for mine, other in zip(ours, theirs, strict=True):
            assert mine["scored"] == other["scored"], (name, mine["round"])
            assert mine["recorded"].get("deltas") == other["recorded"].get("deltas")
            assert mine["recorded"].get("points") == other["recorded"].get("points")


def test_an_exhaustive_draw_named_ryuukyoku_is_read() -> None:
    # three 流局 among the four games (every RYUUKYOKU without a type in the mjlog files)
    ends = [e for g in _games() for r in g.rounds for e in r.events
            if isinstance(e, RoundEnd)]
    assert len(ends) == 3 and {e.kind for e in ends} == {"exhaustive"}
    assert all(e.tenpai is not None and e.deltas is not None for e in ends)


@pytest.mark.parametrize(("name", "kind"), [
    ("流局", "exhaustive"), ("荒牌平局", "exhaustive"), ("全員聴牌", "exhaustive"),
    ("全員不聴", "exhaustive"), ("流し満貫", "nagashi"), ("九種九牌", "nine_terminals"),
    ("四風連打", "four_winds"), ("四家立直", "four_riichi"), ("四開槓", "four_kans"),
    ("四槓散了", "four_kans"), ("三家和", "triple_ron"), ("三家和了", "triple_ron"),
])
def test_every_draw_name_converters_write(name: str, kind: str) -> None:
    # majiang-core's names (lib/game.js), kobalab/tenhou-log's (convlog: 流局, 三家和了,
    # 四槓散了) and tenhou.net/6's (全員聴牌, 全員不聴)
    assert DRAW_KINDS[name] == kind
    data = json.loads(text_of(CONVERTED))[0]
    draw = next(m for m in data["log"][9] if "pingju" in m)  # game 1's 流局 (round 10)
    draw["pingju"]["name"] = name
    read = [e for r in next(read_paipu(json.dumps(data), "f")).rounds for e in r.events
            if isinstance(e, RoundEnd)]
    assert [e.kind for e in read] == [kind]


def _title(title: str) -> Game:
    data = json.loads(text_of(CONVERTED))[0]
    data["title"] = title
    return next(read_paipu(json.dumps(data), "f"))


def test_a_tenhou_title_states_red_fives_and_open_tanyao() -> None:
    # 四鳳南: neither 喰 nor 赤 — a game without open tanyao or red fives
    game = _title("四鳳南")
    assert game.rules == "tenhou"
    assert game.rule_overrides == {"red_fives_m": 0, "red_fives_p": 0, "red_fives_s": 0,
                                   "open_tanyao": False}
    # the converter may add the log id on a second line
    assert _title("四特東喰赤－\n2011020415gm-00a9-0000-e037b629").rules == "tenhou"
    # majiang-core's own title: its own rules
    assert _title("電脳麻将\n2020/1/1 12:00:00").rules == "majiang"


def test_a_three_player_title_selects_three_player_rules() -> None:
    # 三鳳南喰赤: three players; a list of four names with North's empty is three
    data = json.loads(text_of(CONVERTED))[0]
    data["title"] = "三鳳南喰赤"
    data["player"] = [*data["player"][:3], ""]
    data["log"] = []
    data.pop("defen"), data.pop("rank"), data.pop("point")
    game = next(read_paipu(json.dumps(data), "f"))
    assert (game.rules, game.players, len(game.names)) == ("tenhou-sanma", 3, 3)


def test_rules_given_win_over_the_title() -> None:
    # --rules mahjongsoul: return 25000 and uma 15/5, so the Tenhou game's recorded end
    # (return 30000, uma 10/20) disagrees: 51000 first is +60.0 on Tenhou, 51000 - 25000
    # + 15 uma = +41.0 under Mahjong Soul (no oka)
    game = _games()[0]
    assert game_rules(game, "mahjongsoul", {}).preset == "mahjongsoul"
    end = _records(game, "mahjongsoul")[-1]
    assert end["kind"] == "end" and end["recorded"]["points"][0] == 60.0
    assert end["scored"]["points"][0] == 41.0 and end["diff"] == ["points"]


#: Python's own words, which must never reach the user
PYTHON_WORDS = ("unhashable", "object is not", "indices must", "argument must", "NoneType",
                "not subscriptable", "has no attribute", "int()", "float()", "object of type",
                "not iterable", "invalid literal")


def _mutated(path: tuple[Any, ...], value: Any) -> str:
    data = json.loads(text_of(CONVERTED))[0]
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return json.dumps(data, ensure_ascii=False)


@pytest.mark.parametrize(("path", "value"), [
    (("log", 0, 0, "qipai"), []),  # a body that is no object
    (("log", 0, 0, "qipai", "zhuangfeng"), {}),
    (("log", 0, 0, "qipai", "defen"), 1),
    (("log", 0, 0, "qipai", "shoupai"), "m1"),
    (("log", 0, 1, "zimo", "p"), {"a": 1}),  # a tile that is an object
    (("log", 0, 2, "dapai", "p"), ["m1"]),
    (("log", 0, 2, "dapai", "l"), True),
    (("player",), 1),
    (("qijia",), "0"),
])
def test_a_field_of_an_unexpected_type_is_refused_in_the_readers_words(
        path: tuple[Any, ...], value: Any) -> None:
    with pytest.raises(LogFormatError) as caught:
        for game in read_paipu(_mutated(path, value), "f"):
            _records(game)
    message = str(caught.value)
    assert not any(word in message for word in PYTHON_WORDS), message


def test_every_win_of_a_converted_game_names_its_hule() -> None:
    # a hule whose hupai holds an object where a name and fanshu are due
    data = json.loads(text_of(CONVERTED))[0]
    rnd = data["log"][0]
    hule = next(m["hule"] for m in rnd if "hule" in m)
    hule["hupai"] = [copy.deepcopy(hule), "x"]
    with pytest.raises(LogFormatError) as caught:
        list(read_paipu(json.dumps(data), "f"))
    assert not any(word in str(caught.value) for word in PYTHON_WORDS)
