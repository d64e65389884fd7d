"""The mjai and 牌譜 readers' games through the replay (scoring.game.replay): every win of the
real logs scores as the log records it.

The expected values are the logs' own: majiang-core computed each ``hule`` of its games
(most of them written to exercise one situational yaku each: tenhou, chiihou, double
riichi, ippatsu, haitei, houtei, rinshan, chankan, robbing consecutive kans...), gimite's
mjai server each ``hora`` of the mjai-manue games. The replay derives the situation from
the play alone, so a win that agrees on han, fu, points and every seat's change of score
was read right: its hand, melds, winning tile, dora and situation.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from log_fixtures import FIXTURES, REAL, text_of

from grammar.logs.mjai import read_mjai
from grammar.logs.paipu import read_paipu
from scoring.game.game_record import Game
from scoring.game.replay import DrawOutcome, Outcome, WinOutcome, replay_game
from scoring.rules import Rules

Reader = Callable[[str, str], Iterator[Game]]


def _path(name: str) -> Path:
    return REAL / name if (REAL / name).exists() else FIXTURES / name


def _outcomes(reader: Reader, paths: list[str]) -> list[Outcome]:
    """Every outcome of the replay of every game of the files, under the rules they state."""
    outcomes: list[Outcome] = []
    for name in paths:
        for game in reader(text_of(_path(name)), name):
            outcomes += replay_game(game, Rules(game.rules).changed(game.rule_overrides))
    return outcomes


def _disagreements(win: WinOutcome) -> list[str]:
    recorded = win.win.recorded
    assert recorded is not None
    if win.result is None:
        return [f"not scored: {win.error}"]
    best = win.result.best
    found = []
    if recorded.points is not None and recorded.points != best.points:
        found.append(f"points {recorded.points} != {best.points}")
    if recorded.han is not None and recorded.han != best.han:
        found.append(f"han {recorded.han} != {best.han}")
    if recorded.fu is not None and recorded.fu != best.fu:
        found.append(f"fu {recorded.fu} != {best.fu}")
    if recorded.yaku and recorded.yakuman != best.yakuman:
        found.append(f"yakuman {recorded.yakuman} != {best.yakuman}")
    if recorded.deltas is not None and recorded.deltas != win.deltas:
        found.append(f"deltas {recorded.deltas} != {win.deltas}")
    if recorded.pao_seat is not None:
        assert win.result.pao is not None
        # the scorer counts seats as winds of the round; the record, from the first dealer
        pao = (win.result.pao + win.round.dealer) % 4
        if pao != recorded.pao_seat:
            found.append(f"pao {recorded.pao_seat} != {pao}")
    return found


#: the log sets: reader, files, how a win and a draw are spelled in their text
LOG_SETS = [
    (read_paipu, ["majiang-core-script.json.gz"], '"hule"', '"pingju"'),
    (read_paipu, ["paipu_edge_cases.json"], '"hule"', '"pingju"'),
    (read_mjai, [p.name for p in sorted(REAL.glob("manue-*.mjson.gz"))], '"type":"hora"',
     '"type":"ryukyoku"'),
    (read_mjai, ["mjai_edge_cases.mjson"], '"type":"hora"', '"type":"ryukyoku"'),
]
IDS = ["paipu-real", "paipu-edge", "mjai-real", "mjai-edge"]


def _count(paths: list[str], marker: str) -> int:
    """How many times the logs' text spells an event: the events they hold."""
    return sum(text_of(_path(name)).count(marker) for name in paths)


@pytest.mark.parametrize(("reader", "paths", "win", "draw"), LOG_SETS, ids=IDS)
def test_every_recorded_win_agrees(reader: Reader, paths: list[str], win: str, draw: str
                                   ) -> None:
    wins = [o for o in _outcomes(reader, paths) if isinstance(o, WinOutcome)]
    assert len(wins) == _count(paths, win) > 0
    problems = [(f"seat {w.win.seat}, round {w.round.wind}-{w.round.number}-{w.round.honba}",
                 _disagreements(w)) for w in wins]
    assert [(place, found) for place, found in problems if found] == []


@pytest.mark.parametrize(("reader", "paths", "win", "draw"), LOG_SETS, ids=IDS)
def test_every_recorded_draw_settles_as_recorded(reader: Reader, paths: list[str], win: str,
                                                draw: str) -> None:
    draws = [o for o in _outcomes(reader, paths) if isinstance(o, DrawOutcome)]
    assert len(draws) == _count(paths, draw) > 0
    # noten payments, nagashi mangan and abortive draws (no payment) as the log has them
    assert [(d.end.kind, d.deltas) for d in draws if d.deltas != d.end.deltas] == []
