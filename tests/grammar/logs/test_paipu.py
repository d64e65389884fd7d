"""grammar.logs.paipu: majiang-core 牌譜 read into the game-record model.

``paipu_edge_cases.json`` is the game of ``mjai_edge_cases.mjson`` (see test_mjai.py for
its rounds, worked by hand) written as majiang-core writes a 牌譜, with the first dealer
the player of id 2 (``qijia``), so every seat goes through both mappings: ``l`` counts
from the round's dealer, the game-level lists are by player id. Its end is written as
majiang-core's jieju settles it (lib/game.js; rule 順位点 20/10/-10/-20, return 30000):
final scores by seat 20000, 2500, 22300, 55200 -> ranks 3, 4, 2, 1 -> points -20.0
(-10 - 10), -47.5 (-27.5 - 20), 2.3 (-7.7 + 10), and first place the rest, 65.2.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from log_fixtures import (
    FIXTURES,
    REAL,
    calls_of,
    events_of,
    text_of,
    tiles_seen,
    wins_of,
)

from grammar.logs.errors import LogFormatError
from grammar.logs.mjai import read_mjai
from grammar.logs.paipu import read_paipu
from scoring.game.game_record import Call, Discard, Draw, Game, NewDora, RoundEnd, Win
from scoring.hands import MeldKind
from scoring.tiles import Tile, shared_tile

EDGE = FIXTURES / "paipu_edge_cases.json"


def t(text: str) -> Tile:
    return Tile.parse(text)


def edge_game() -> Game:
    games = list(read_paipu(text_of(EDGE), "edge.json"))
    assert len(games) == 1
    return games[0]


def test_seats_count_from_the_first_dealer() -> None:
    game = edge_game()
    assert (game.format, game.rules, game.players, game.complete) == ("paipu", "majiang", 4,
                                                                       True)
    # player ["C", "D", "A", "B"] by id, qijia 2: seat 0 is id 2
    assert game.names == ("A", "B", "C", "D")
    assert game.final_scores == (20000, 2500, 22300, 55200)
    assert game.final_points == (-20.0, -47.5, 2.3, 65.2)
    # points written in tenths: majiang-core did not round them (its 順位点 "20.0"...)
    assert game.rule_overrides == {"final_rounding": "none"}
    # qipai.defen is by l: in the second round (jushu 1) l 0 is seat 1
    assert game.rounds[1].scores == (25000, 22400, 26300, 26300)
    assert game.rounds[1].dealer == 1


def test_the_same_game_reads_the_same_in_both_formats() -> None:
    paipu = edge_game()
    mjai, = read_mjai(text_of(FIXTURES / "mjai_edge_cases.mjson"), "edge.mjson")
    assert len(paipu.rounds) == len(mjai.rounds) == 5
    for ours, theirs in zip(paipu.rounds, mjai.rounds, strict=True):
        assert max(tiles_seen(ours).values()) <= 4
        assert (ours.wind, ours.number, ours.honba, ours.deposits, ours.dealer, ours.scores,
                ours.dora_indicators) == (theirs.wind, theirs.number, theirs.honba,
                                          theirs.deposits, theirs.dealer, theirs.scores,
                                          theirs.dora_indicators)
        assert [sorted(hand) for hand in ours.deal] == [sorted(hand) for hand in theirs.deal]
        for mine, other in zip(ours.events, theirs.events, strict=True):
            if isinstance(mine, Win) and isinstance(other, Win):
                assert (mine.seat, mine.from_seat, mine.tile, sorted(mine.hand or ()),
                        mine.ura_indicators) == (other.seat, other.from_seat, other.tile,
                                                 sorted(other.hand or ()),
                                                 other.ura_indicators)
                assert mine.recorded is not None and other.recorded is not None
                assert (mine.recorded.deltas, mine.recorded.points) == (
                    other.recorded.deltas, other.recorded.points)
            elif isinstance(mine, RoundEnd) and isinstance(other, RoundEnd):
                assert (mine.kind, mine.deltas) == (other.kind, other.deltas)
            else:
                assert mine == other


def test_kan_dora_goes_before_the_replacement_draw_of_a_closed_kan() -> None:
    # majiang-core writes gang -> gangzimo -> kaigang; the model has the indicator before
    # the draw, as mjai and Tenhou logs do, so the rinshan win follows its draw
    events = edge_game().rounds[1].events
    kan = events.index(Call(1, MeldKind.CLOSED_KAN, (t("m1"),) * 4, None, None))
    assert events[kan + 1:kan + 3] == (NewDora(t("s3")), Draw(1, t("z1"), rinshan=True))
    assert isinstance(events[kan + 3], Win)
    assert Discard(0, t("z4"), riichi=True, tsumogiri=False) in events


def test_kan_dora_turned_at_the_next_kan_goes_before_it() -> None:
    # majiang-core (kan dora turned late, its default): an open kan's indicator is turned
    # when the same player declares another kan, and written after that gang message;
    # a chankan of the second kan must follow the kan itself
    messages = ({"zimo": {"l": 0, "p": "m1"}}, {"dapai": {"l": 0, "p": "m8"}},
                {"fulou": {"l": 1, "m": "m8888-"}}, {"gangzimo": {"l": 1, "p": "s2"}},
                {"gang": {"l": 1, "m": "s222-2"}}, {"kaigang": {"baopai": "p4"}},
                {"hule": {"l": 2, "shoupai": "m55s34s2,z666=,p999-,z111+", "baojia": 1,
                          "fu": 40, "fanshu": 2, "defen": 2600, "fenpei": [0, 0, 0, 0],
                          "hupai": [{"name": "槍槓", "fanshu": 1}]}})
    game, = read_paipu(_one_round(*messages), "k")
    events = game.rounds[0].events
    assert [type(e).__name__ for e in events] == [
        "Draw", "Discard", "Call", "Draw", "NewDora", "Call", "Win"]
    win = events[-1]
    # jushu 2: l 2 is seat 0, the robbed kan's caller l 1 is seat 3
    assert isinstance(win, Win) and (win.seat, win.from_seat, win.tile) == (0, 3, t("s2"))


def test_a_win_records_what_the_hule_says() -> None:
    rounds = edge_game().rounds
    chankan = [e for e in rounds[0].events if isinstance(e, Win)]
    assert [(w.seat, w.from_seat, w.tile) for w in chankan] == [(2, 1, t("s3")),
                                                                 (3, 1, t("s3"))]
    recorded = chankan[0].recorded
    assert recorded is not None
    assert (recorded.fu, recorded.han, recorded.points, recorded.yaku) == (
        40, 1, 1300, (("槍槓", 1),))
    pao = rounds[4].events[-1]
    assert isinstance(pao, Win) and pao.recorded is not None
    # baojia "=" is the seat opposite the winner (seat 3): seat 1
    assert (pao.recorded.pao_seat, pao.recorded.yakuman, pao.recorded.han) == (1, 1, None)
    assert pao.recorded.yaku == (("大三元", 13),)
    assert pao.hand == (t("m1"), t("m2"), t("m3"), t("p5"), t("p5"))
    # fenpei by l (dealer seat 1 first) to seats
    assert pao.recorded.deltas == (0, -32900, 0, 32900)


def test_draws() -> None:
    rounds = edge_game().rounds
    assert rounds[2].events[-1] == RoundEnd("nine_terminals", None, (0, 0, 0, 0))
    assert rounds[3].events[-1] == RoundEnd("four_winds", None, (0, 0, 0, 0))


def _one_round(*messages: dict[str, object], **game: object) -> str:
    qipai = {"qipai": {"zhuangfeng": 1, "jushu": 2, "changbang": 0, "lizhibang": 1,
                       "defen": [24000, 25000, 26000, 25000], "baopai": "p0",
                       "shoupai": ["m1112345678999", "p1112345678999", "s123456789z1112",
                                   "m406p456s406z1234"]}}
    data = {"title": "", "player": ["w", "x", "y", "z"], "qijia": 0,
            "log": [[qipai, *messages]], "defen": [], "rank": [], "point": []}
    data.update(game)
    return json.dumps(data, ensure_ascii=False)


@pytest.mark.parametrize(("meld", "expected"), [
    ("m3-45", Call(2, MeldKind.CHI, (t("m3"), t("m4"), t("m5")), t("m3"), 1)),
    ("p40-6", Call(2, MeldKind.CHI, (t("p4"), t("p0"), t("p6")), t("p0"), 1)),
    ("s505+", Call(2, MeldKind.PON, (t("s5"), t("s0"), t("s5")), t("s5"), 3)),
    ("z777=", Call(2, MeldKind.PON, (t("z7"),) * 3, t("z7"), 0)),
    ("m5550+", Call(2, MeldKind.OPEN_KAN, (t("m5"),) * 3 + (t("m0"),), t("m0"), 3)),
])
def test_melds_and_their_sources(meld: str, expected: Call) -> None:
    # jushu 2: l 0 is seat 2; the caller l 0 is seat 2, "-" the seat before it (1),
    # "=" the one opposite (0), "+" the one after (3)
    game, = read_paipu(_one_round({"fulou": {"l": 0, "m": meld}}), "m")
    assert calls_of(game) == [expected]
    # a round of South 3 with one riichi stick on the table
    first = game.rounds[0]
    assert (first.wind, first.number, first.deposits, first.dealer) == (1, 3, 1, 2)
    assert first.scores == (26000, 25000, 24000, 25000)
    assert first.dora_indicators == (Tile(13, red=True),)
    # no rank yet: the game did not end
    assert not game.complete and game.stopped_at == "S3 0-honba, after message 2"


def test_a_list_of_games_and_its_real_logs() -> None:
    text = text_of(REAL / "majiang-core-script.json.gz")
    data = json.loads(text)
    games = list(read_paipu(text, "script.json"))
    assert [g.index for g in games] == list(range(1, len(data) + 1)) and len(games) == 18
    for game, raw in zip(games, data, strict=True):
        messages = [m for r in raw["log"] for m in r]
        assert len(wins_of(game)) == sum("hule" in m for m in messages)
        assert len(events_of(game, RoundEnd)) == sum("pingju" in m for m in messages)
        assert len(calls_of(game)) == sum("fulou" in m or "gang" in m for m in messages)
        assert game.complete and game.final_scores is not None
        assert sum(game.final_scores) == 100000
        for round_ in game.rounds:
            assert max(tiles_seen(round_).values()) <= 4
        for win in wins_of(game):
            assert win.hand is not None and win.tile in win.hand
            assert win.recorded is not None and win.recorded.deltas is not None


@pytest.mark.parametrize(("text", "where", "message"), [
    ("{", "line 1", "not JSON"),
    ('{"title": ""}', "game 1", 'no "log" list'),
    ('{"log": [], "qijia": 9}', "game 1", "seat 0-3"),
])
def test_unreadable_files(text: str, where: str, message: str) -> None:
    with pytest.raises(LogFormatError, match=re.escape(message)) as caught:
        list(read_paipu(text, "bad.json"))
    assert str(caught.value).startswith(f"bad.json: {where}: ")


@pytest.mark.parametrize(("message", "reason"), [
    ({"zimo": {"l": 4, "p": "m1"}}, "not a seat: 4"),
    ({"dapai": {"l": 0, "p": "x1"}}, "not a tile: 'x1'"),
    ({"fulou": {"l": 0, "m": "m123"}}, "not a meld: 'm123'"),
    ({"pingju": {"name": "??", "shoupai": ["", "", "", ""], "fenpei": [0, 0, 0, 0]}},
     "unknown draw"),
    ({"tsumo": {}}, "unknown message 'tsumo'"),
    ({"zimo": {"l": 0, "p": "m1"}, "dapai": {"l": 0, "p": "m1"}}, "one key"),
])
def test_a_bad_message_names_its_place_and_the_rounds_before_are_kept(
        message: dict[str, object], reason: str) -> None:
    good = json.loads(_one_round())["log"][0]
    text = json.dumps({"player": ["w", "x", "y", "z"], "qijia": 0,
                       "log": [good, [*good, message]]}, ensure_ascii=False)
    games = read_paipu(text, "cut.json")
    partial = next(games)
    assert len(partial.rounds) == 1 and not partial.complete
    assert partial.stopped_at == "game 1, round 2, message 2"
    with pytest.raises(LogFormatError, match=re.escape(reason)) as caught:
        next(games)
    assert str(caught.value).startswith("cut.json: game 1, round 2, message 2: ")


def test_an_exhaustive_draw_shows_the_tenpai_hands_by_l() -> None:
    # jushu 2: l 0 is seat 2, so the hands shown by l 0 and l 3 are seats 2 and 1
    draw = {"pingju": {"name": "荒牌平局", "shoupai": ["m123456789p1199", "", "", "s11"],
                       "fenpei": [1500, -1500, -1500, 1500]}}
    game, = read_paipu(_one_round(draw), "d")
    assert events_of(game, RoundEnd) == [
        RoundEnd("exhaustive", (False, True, True, False), (-1500, 1500, 1500, -1500))]


def test_a_deal_with_hidden_hands_is_refused() -> None:
    # what majiang-core sends one player: the others' hands are ''
    data = json.loads(_one_round())
    data["log"][0][0]["qipai"]["shoupai"][1:] = ["", "", ""]
    with pytest.raises(LogFormatError, match="one player's view"):
        list(read_paipu(json.dumps(data, ensure_ascii=False), "view.json"))


def _respelt(data: object) -> int:
    """Spell each draw with a mark after the tile and each discard with one more mark
    (in place): the number of messages respelt."""
    count = 0
    if isinstance(data, list):
        return sum(_respelt(item) for item in data)
    if isinstance(data, dict):
        for kind in ("zimo", "gangzimo", "dapai"):
            body = data.get(kind)
            if isinstance(body, dict) and isinstance(body.get("p"), str):
                body["p"] += "="
                count += 1
        count += sum(_respelt(value) for value in data.values())
    return count


@pytest.mark.parametrize("path", [EDGE, REAL / "tenhou-as-paipu.json.gz",
                                  REAL / "majiang-core-script.json.gz"], ids=lambda p: p.name)
def test_a_game_reads_as_it_does_the_long_way(path: Path) -> None:
    # the draws and discards spelt as majiang-core spells them are shared events (issue
    # 30): each game must read the same with every draw and discard spelt with a mark
    # more after the tile (spellings not in the table, read the long way, the events
    # made for them): replacement draws, riichi and tsumogiri included
    text = text_of(path)
    data = json.loads(text)
    assert _respelt(data) >= 40
    games = list(read_paipu(text, "x"))
    assert list(read_paipu(json.dumps(data, ensure_ascii=False), "x")) == games
    events = [e for g in games for r in g.rounds for e in r.events]
    if path != EDGE:
        assert any(isinstance(e, Draw) and e.rinshan for e in events)
        assert any(isinstance(e, Discard) and e.riichi for e in events)
        assert any(isinstance(e, Discard) and e.tsumogiri for e in events)


@pytest.mark.parametrize("path", [EDGE, REAL / "tenhou-as-paipu.json.gz",
                                  REAL / "majiang-core-script.json.gz"], ids=lambda p: p.name)
def test_every_tile_read_is_the_shared_one(path: Path) -> None:
    # the replay looks tiles up in tables: a tile that is not the shared object of its
    # kind is compared there by the dataclass's __eq__ (plain Python, issue 30)
    tiles = [tile for game in read_paipu(text_of(path), "x") for rnd in game.rounds
             for tile in (*rnd.dora_indicators, *(t for hand in rnd.deal for t in hand),
                          *(getattr(e, "tile", None) for e in rnd.events),
                          *(t for e in rnd.events if isinstance(e, Call) for t in e.tiles))
             if tile is not None]
    assert len(tiles) > 300
    assert all(tile is shared_tile(tile.kind, tile.red) for tile in tiles)
