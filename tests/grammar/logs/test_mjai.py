"""grammar.logs.mjai: mjai JSON Lines read into the game-record model.

The hand-written fixture ``mjai_edge_cases.mjson`` is one East game cut after five rounds
(no end_game), its tiles consistent (at most four of a kind per round) and its results
worked by hand from the rules (Tenhou's, the preset mjai logs are read with):

- E1: seat 1 pons 3s from seat 0, later adds the fourth 3s; seats 2 and 3 both ron it
  (chankan, double ron). Seat 2 wins 123s by penchan: 20 + 10 concealed ron + 2 penchan
  = 32 -> 40 fu, chankan 1 han = 1300. Seat 3 wins 345s ryanmen with a concealed 666p
  (4 fu): 34 -> 40 fu, 1 han = 1300.
- E2: seat 0 declares riichi; dealer seat 1 draws the fourth 1m, closes a kan (kan dora
  indicator 3s), wins on the replacement draw E: rinshan, tsumo, double East = 4 han;
  20 + closed terminal kan 32 + concealed EEE 8 + tsumo 2 = 62 -> 70 fu: mangan, 4000
  all, plus seat 0's riichi stick.
- E2 1-honba: dealer's nine terminals (abortive). E2 2-honba: four North discards
  (four winds, the log names no reason).
- E2 3-honba: seat 3 pons white from seat 1, green from seat 0, calls a kan of red from
  seat 1 and wins on the replacement tile: daisangen, seat 1 liable (fed the third
  dragon): 32000 + 3 x 300 honba, all from seat 1.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from log_fixtures import FIXTURES, REAL, calls_of, events_of, text_of, tiles_seen, wins_of

from grammar.logs import mjai
from grammar.logs.errors import LogFormatError
from grammar.logs.mjai import read_mjai
from scoring.game.game_record import Call, Discard, Draw, Game, Kita, NewDora, RoundEnd, Win
from scoring.hands import MeldKind
from scoring.tiles import Tile

EDGE = FIXTURES / "mjai_edge_cases.mjson"


def t(text: str) -> Tile:
    return Tile.parse(text)


def edge_game() -> Game:
    games = list(read_mjai(text_of(EDGE), "edge.mjson"))
    assert len(games) == 1
    return games[0]


def test_the_fixture_holds_at_most_four_of_a_tile_per_round() -> None:
    for round_ in edge_game().rounds:
        assert max(tiles_seen(round_).values()) <= 4


def test_a_log_without_end_game_is_a_cut_game_that_says_where() -> None:
    game = edge_game()
    assert (game.format, game.rules, game.players) == ("mjai", "tenhou", 4)
    assert game.names == ("A", "B", "C", "D")
    assert not game.complete
    assert game.stopped_at == "E2 3-honba (ended), line 67: the log ends before end_game"
    assert game.final_scores is None and game.final_points is None
    assert [(r.wind, r.number, r.honba, r.dealer) for r in game.rounds] == [
        (0, 1, 0, 0), (0, 2, 0, 1), (0, 2, 1, 1), (0, 2, 2, 1), (0, 2, 3, 1)]
    # start scores as the log states them, seat 0 first
    assert game.rounds[1].scores == (25000, 22400, 26300, 26300)


def test_added_kan_keeps_the_pon_source_and_a_double_ron_is_two_wins() -> None:
    first = edge_game().rounds[0]
    calls = [e for e in first.events if isinstance(e, Call)]
    assert calls == [
        Call(1, MeldKind.PON, (t("s3"),) * 3, t("s3"), 0),
        Call(1, MeldKind.ADDED_KAN, (t("s3"),) * 4, t("s3"), 0, added=t("s3")),
    ]
    last_two = first.events[-2:]
    assert all(isinstance(e, Win) for e in last_two)
    wins = [e for e in last_two if isinstance(e, Win)]
    assert [(w.seat, w.from_seat, w.tile) for w in wins] == [(2, 1, t("s3")), (3, 1, t("s3"))]
    # a ron's hora_tehais leave the winning tile out: the model's hand has all 14
    assert wins[0].hand is not None and len(wins[0].hand) == 14 and wins[0].hand[-1] == t("s3")
    recorded = wins[0].recorded
    assert recorded is not None
    assert (recorded.fu, recorded.han, recorded.points, recorded.yakuman) == (40, 1, 1300, 0)
    assert recorded.yaku == (("chankan", 1),)
    assert recorded.deltas == (0, -1300, 1300, 0)
    assert recorded.pao_seat is None


def test_riichi_closed_kan_kan_dora_and_the_replacement_draw() -> None:
    events = edge_game().rounds[1].events
    riichi = [e for e in events if isinstance(e, Discard) and e.riichi]
    assert riichi == [Discard(0, t("z4"), riichi=True, tsumogiri=False)]
    kan = events.index(Call(1, MeldKind.CLOSED_KAN, (t("m1"),) * 4, None, None))
    # mjai shows the kan dora of a closed kan before the replacement draw
    assert events[kan + 1:kan + 4] == (NewDora(t("s3")), Draw(1, t("z1"), rinshan=True),
                                       events[-1])
    win = events[-1]
    assert isinstance(win, Win) and (win.seat, win.from_seat, win.tile) == (1, 1, t("z1"))
    # a tsumo's hora_tehais hold the drawn tile already: 11 concealed tiles beside the kan
    assert win.hand is not None and len(win.hand) == 11
    assert win.recorded is not None and win.recorded.deltas == (-4000, 13000, -4000, -4000)
    # only the replacement draw is a rinshan draw
    assert [e.rinshan for e in events if isinstance(e, Draw)] == [False] * 5 + [True]


def test_abortive_draws_named_and_inferred() -> None:
    rounds = edge_game().rounds
    assert rounds[2].events[-1] == RoundEnd("nine_terminals", tenpai=None, deltas=(0, 0, 0, 0))
    # no reason given: four discards of one wind and nothing else
    assert rounds[3].events[-1] == RoundEnd("four_winds", tenpai=None, deltas=(0, 0, 0, 0))


def test_open_kan_rinshan_win_and_yakuman() -> None:
    events = edge_game().rounds[4].events
    assert Call(3, MeldKind.OPEN_KAN, (t("z7"),) * 4, t("z7"), 1) in events
    assert events[-2] == Draw(3, t("p5"), rinshan=True)
    win = events[-1]
    assert isinstance(win, Win) and win.recorded is not None
    assert (win.recorded.yakuman, win.recorded.points, win.recorded.fu) == (1, 32000, None)
    # mjai does not record the liable seat
    assert win.recorded.pao_seat is None
    assert win.recorded.deltas == (0, -32900, 0, 32900)


def test_start_kyoku_without_scores_takes_those_of_the_last_result() -> None:
    # gimite's server writes no scores in start_kyoku; the hora before states them
    deal = [["1m"] * 13, ["2m"] * 13, ["3m"] * 13, ["4m"] * 13]
    lines = [
        {"type": "start_game", "names": ["a", "b", "c", "d"]},
        {"type": "start_kyoku", "bakaze": "E", "kyoku": 1, "honba": 0, "kyotaku": 0,
         "oya": 0, "dora_marker": "5p", "tehais": deal},
        {"type": "tsumo", "actor": 0, "pai": "1m"},
        {"type": "hora", "actor": 0, "target": 0, "pai": "1m",
         "scores": [37000, 21000, 21000, 21000]},
        {"type": "end_kyoku"},
        {"type": "start_kyoku", "bakaze": "E", "kyoku": 1, "honba": 1, "kyotaku": 0,
         "oya": 0, "dora_marker": "5p", "tehais": deal},
        {"type": "end_kyoku"},
        {"type": "end_game"},
    ]
    game, = read_mjai("\n".join(json.dumps(line) for line in lines), "s")
    assert [r.scores for r in game.rounds] == [(25000,) * 4, (37000, 21000, 21000, 21000)]
    assert game.complete
    # a hora that records nothing of its result has no recorded part
    assert wins_of(game)[0].recorded is None


def _round_with_draws(discards: list[str], calls: list[dict[str, object]]) -> str:
    """One round with the given discards in turn order, each after a draw, then a
    ryukyoku without a reason."""
    lines: list[dict[str, object]] = [
        {"type": "start_kyoku", "bakaze": "S", "kyoku": 3, "honba": 0, "kyotaku": 0,
         "oya": 2, "scores": [25000] * 4, "dora_marker": "5p",
         "tehais": [["2m"] * 13, ["3m"] * 13, ["4m"] * 13, ["6m"] * 13]}]
    for index, pai in enumerate(discards):
        seat = (2 + index) % 4
        lines.append({"type": "tsumo", "actor": seat, "pai": pai})
        lines.append({"type": "dahai", "actor": seat, "pai": pai, "tsumogiri": True})
    lines += calls
    lines.append({"type": "ryukyoku"})
    return "\n".join(json.dumps(line) for line in lines)


def test_a_draw_at_the_end_of_the_wall_is_exhaustive_or_nagashi() -> None:
    # 70 draws empty the live wall (136 - 14 dead - 52 dealt)
    plain = ["5m"] * 70
    game, = read_mjai(_round_with_draws(plain, []), "s")
    assert events_of(game, RoundEnd) == [RoundEnd("exhaustive")]
    # seat 3 (every fourth discard from the dealer, seat 2: index 1, 5, ...) throws only
    # terminals and honors, and none of them is called
    terminals = ["9p" if i % 4 == 1 else "5m" for i in range(70)]
    game, = read_mjai(_round_with_draws(terminals, []), "s")
    assert events_of(game, RoundEnd) == [RoundEnd("nagashi")]
    # no end_kyoku: the round is still open where the text ends (1 + 140 + 1 lines)
    assert not game.complete
    assert game.stopped_at == "S3 0-honba, line 143: the log ends before end_game"


def test_an_early_draw_without_a_reason_is_refused() -> None:
    with pytest.raises(LogFormatError, match="line 4: ryukyoku with no reason"):
        list(read_mjai(_round_with_draws(["5m"], []), "s"))


@pytest.mark.parametrize(("line", "message"), [
    ('{"type":"tsumo","actor":0,', "not JSON"),
    ('{"type":"tsumo","actor":7,"pai":"1m"}', "not a seat: 7"),
    ('{"type":"tsumo","actor":0,"pai":"0m"}', "not a tile: '0m'"),
    ('{"type":"tsumo","actor":0,"pai":"?"}', "hidden tile"),
    ('{"type":"tsumo","actor":0}', "missing field 'pai'"),
    ('{"type":"frobnicate"}', "unknown event type 'frobnicate'"),
    ('[1, 2]', 'an event is an object with a "type"'),
])
def test_a_bad_line_names_itself_and_the_rounds_before_are_kept(line: str, message: str
                                                                ) -> None:
    text = text_of(EDGE).splitlines()
    # the bad line goes in the second round, after its deal (line 18)
    broken = "\n".join([*text[:18], line, *text[18:]])
    games = read_mjai(broken, "cut.mjson")
    partial = next(games)
    assert not partial.complete and partial.stopped_at == "E2 0-honba, line 19"
    assert len(partial.rounds) == 2 and len(partial.rounds[1].events) == 0
    with pytest.raises(LogFormatError, match=re.escape(message)) as caught:
        next(games)
    assert str(caught.value).startswith("cut.mjson: line 19: ")


def _real_logs() -> list[tuple[str, str]]:
    return [(path.name, text_of(path)) for path in sorted(REAL.glob("manue-*.mjson.gz"))]


def test_real_logs_every_hora_and_ryukyoku_is_read() -> None:
    logs = _real_logs()
    assert len(logs) == 6
    for name, text in logs:
        game, = read_mjai(text, name)
        # counted in the text itself, not through the reader
        assert len(wins_of(game)) == text.count('"type":"hora"'), name
        assert len(events_of(game, RoundEnd)) == text.count('"type":"ryukyoku"'), name
        assert len(calls_of(game)) == sum(text.count(f'"type":"{kind}"') for kind in (
            "chi", "pon", "daiminkan", "kakan", "ankan")), name
        assert len(game.rounds) == text.count('"type":"start_kyoku"'), name
        for round_ in game.rounds:
            assert max(tiles_seen(round_).values()) <= 4
        # two of the games were stopped by the server after a bot's bad response
        assert game.complete == ('"type":"error"' not in text), name
        if not game.complete:
            assert game.stopped_at is not None and ": the server's error: " in game.stopped_at
        else:
            assert game.final_scores is not None and sum(game.final_scores) == 100000


def test_real_logs_hands_and_deltas() -> None:
    for name, text in _real_logs():
        game, = read_mjai(text, name)
        for win in wins_of(game):
            assert win.recorded is not None and win.recorded.deltas is not None
            # the hand at the win: 14 tiles less 3 per meld before it, winning tile included
            assert win.hand is not None and win.tile in win.hand
            # the score changes of one win add up to the sticks taken from the table
            assert sum(win.recorded.deltas) % 1000 == 0
        for call in calls_of(game):
            assert call.called in call.tiles and call.from_seat != call.seat


def _start(players: int = 4, **start_game: object) -> list[dict[str, object]]:
    return [{"type": "start_game", **start_game},
            {"type": "start_kyoku", "bakaze": "E", "kyoku": 1, "honba": 0, "kyotaku": 0,
             "oya": 0, "scores": [35000 if players == 3 else 25000] * players,
             "dora_marker": "5p", "tehais": [["1p"] * 13] * players}]


def _read(lines: list[dict[str, object]]) -> Game:
    game, = read_mjai("\n".join(json.dumps(line) for line in lines), "s")
    return game


@pytest.mark.parametrize(("aka", "red"), [(True, 1), (False, 0)])
def test_aka_flag_states_the_red_fives(aka: bool, red: int) -> None:
    game = _read(_start(aka_flag=aka))
    assert game.rule_overrides == {"red_fives_m": red, "red_fives_p": red, "red_fives_s": red}
    assert _read(_start()).rule_overrides == {}


def test_a_draw_records_who_was_tenpai() -> None:
    game = _read([*_start(), {"type": "ryukyoku", "reason": "fanpai",
                              "tenpais": [True, False, False, True],
                              "deltas": [1500, -1500, -1500, 1500]}])
    assert events_of(game, RoundEnd) == [
        RoundEnd("exhaustive", (True, False, False, True), (1500, -1500, -1500, 1500))]


def test_three_players_and_a_north_set_aside() -> None:
    game = _read([*_start(3), {"type": "tsumo", "actor": 0, "pai": "N"},
                  {"type": "nukidora", "actor": 0, "pai": "N"},
                  {"type": "tsumo", "actor": 0, "pai": "2p"}])
    assert game.players == 3 and game.rounds[0].scores == (35000,) * 3
    assert game.rounds[0].events == (Draw(0, t("z4")), Kita(0, t("z4")),
                                     Draw(0, t("p2"), rinshan=True))


def test_a_yakuman_of_100_fan_is_one_yakuman() -> None:
    # gimite's server writes a yakuman as 100 han (YAKUMAN_FAN, lib/mjai/hora.rb)
    game = _read([*_start(), {"type": "tsumo", "actor": 0, "pai": "1p"},
                  {"type": "hora", "actor": 0, "target": 0, "pai": "1p", "fu": 50, "fan": 100,
                   "yakus": [["suanko", 100]], "hora_points": 48000,
                   "deltas": [48000, -16000, -16000, -16000]}])
    recorded = wins_of(game)[0].recorded
    assert recorded is not None
    assert (recorded.yakuman, recorded.han, recorded.yaku) == (1, None, (("suanko", 13),))


@pytest.mark.parametrize("line", [
    '{"type": "tsumo", "actor": 0, "pai": "1m"}',  # the usual line: scanned straight
    ' {"type": "end_kyoku"}', '{"type": "end_kyoku"}\t',  # space around the value
    '\ufeff{"type": "end_kyoku"}',  # a byte-order mark (json.loads refuses it)
    '{"type": "end_kyoku"} {"type": "end_game"}', '{"type": "end_kyoku"},',  # extra data
    '{"type": "end_kyoku"', '{"type": }', "", "   ", "nul", "[1, 2]", '"x"', "Infinity",
])
def test_a_line_is_taken_or_refused_as_json_loads_would(line: str) -> None:
    # the reader scans a line straight when it can; whatever the line, the value or
    # the error (its message and place) must be json.loads's own
    try:
        expected: object = json.loads(line)
    except json.JSONDecodeError as err:
        with pytest.raises(json.JSONDecodeError) as caught:
            mjai._json_line(line)
        assert (caught.value.msg, caught.value.pos) == (err.msg, err.pos)
    else:
        assert mjai._json_line(line) == expected


def _read_all(text: str) -> tuple[list[Game], str | None]:
    """Every game read, and the error that stopped the reading (its message) if any."""
    games: list[Game] = []
    try:
        for game in read_mjai(text, "x.mjson"):
            games.append(game)
    except LogFormatError as err:
        return games, str(err)
    return games, None


def _read_with(line: str) -> tuple[list[Game], str | None]:
    # the line goes in the second round, after its deal (line 18 of the fixture)
    text = text_of(EDGE).splitlines()
    return _read_all("\n".join([*text[:18], line, *text[18:]]))


def _spaced(line: str) -> str:
    """The same event with its keys in another order, which the reader never takes as a
    plain draw or discard: read through JSON."""
    spelled = json.dumps(json.loads(line), sort_keys=True)
    assert spelled not in mjai._PLAIN_LINES
    return spelled


@pytest.mark.parametrize("line", [
    '{"type":"tsumo","actor":2,"pai":"1m"}',
    '{"type": "tsumo", "actor": 2, "pai": "1m"}',  # json.dumps's own spacing
    '{"type":"tsumo","actor":2,"pai":"5pr"}',
    '{"type":"dahai","actor":2,"pai":"1m","tsumogiri":true}',
    '{"type":"dahai","actor":2,"pai":"E","tsumogiri":false}',
    '{"type":"dahai","actor":2,"pai":"C"}',  # no tsumogiri: not known
    '{"type":"tsumo","actor":2,"pai":"1m","tsumogiri":true}',  # a draw ignores it
    '{"type":"tsumo","actor":7,"pai":"1m"}',  # not a seat
    '{"type":"dahai","actor":0,"pai":"0m","tsumogiri":true}',  # not a tile
    '{"type":"dahai","actor":0,"pai":"5xr","tsumogiri":true}',
    '{"type":"tsumo","actor":0,"pai":"?"}',  # hidden: not the plain spelling
    '{"type":"tsumo","actor":0,"pai":"\\u0031m"}',  # an escape: not the plain spelling
    '{"type":"tsumo","actor":0,"pai":"1m","pai":"2m"}',  # a key twice: JSON's last wins
])
def test_a_plain_draw_or_discard_reads_as_it_does_through_json(line: str) -> None:
    # Nine lines in ten are a tsumo or a dahai in the writers' compact spelling, and the
    # reader looks those lines up whole (issue 30); whatever such a line holds, the games
    # read, or the error, must be those of the same event read through JSON.
    assert _spaced(line) != line
    assert _read_with(line) == _read_with(_spaced(line))


@pytest.mark.parametrize("path", [EDGE, *sorted(REAL.glob("*.mjson.gz"))],
                         ids=lambda p: p.name)
def test_a_whole_log_reads_as_it_does_through_json(path: Path) -> None:
    # the plain lines' events are made once and shared (issue 30): a log must read as the
    # same games with each of its lines spelt otherwise, read through JSON. The edge
    # cases (E2) have a replacement draw after a kan and a riichi discard, each the
    # second event of its line's pair.
    text = text_of(path)
    respelt = "\n".join(json.dumps(json.loads(line), sort_keys=True) if line.strip()
                        else line for line in text.splitlines())
    assert not any(line in mjai._PLAIN_LINES for line in respelt.splitlines())
    games, error = _read_all(text)
    assert games and (games, error) == _read_all(respelt)
    events = [e for g in games for r in g.rounds for e in r.events]
    assert any(isinstance(e, Discard) and e.riichi for e in events)
    if path == EDGE:
        assert any(isinstance(e, Draw) and e.rinshan for e in events)


def test_a_draw_outside_a_round_is_refused_in_either_spelling() -> None:
    line = '{"type":"tsumo","actor":0,"pai":"1m"}'
    for spelling in (line, _spaced(line)):
        _, error = _read_all(f'{{"type":"start_game"}}\n{spelling}\n')
        assert error == "x.mjson: line 2: tsumo outside a round"


def test_each_plain_line_is_the_json_of_its_fields() -> None:
    # the table of draw and discard lines is built from their fields: each line, read as
    # JSON, must give those fields back (the tile by the reader's own spelling table)
    assert len(mjai._PLAIN_LINES) == 2 * 4 * 37 * 4  # spacings, actors, tiles, 1 + 3 forms
    for line, (kind, actor, tile, tsumogiri, made) in mjai._PLAIN_LINES.items():
        event = json.loads(line)
        assert (event.pop("type"), event.pop("actor")) == (kind, actor)
        assert mjai._tile(event.pop("pai")) is tile
        if kind == "dahai" and "tsumogiri" in event:
            assert event.pop("tsumogiri") is tsumogiri
        else:
            assert tsumogiri is None
        assert event == {}
        # and the events it reads as, shared: the event, then after a kan or a riichi
        if kind == "tsumo":
            assert (made.plain, made.after) == (Draw(actor, tile, rinshan=False),
                                                Draw(actor, tile, rinshan=True))
        else:
            assert (made.plain, made.after) == (
                Discard(actor, tile, riichi=False, tsumogiri=tsumogiri),
                Discard(actor, tile, riichi=True, tsumogiri=tsumogiri))
