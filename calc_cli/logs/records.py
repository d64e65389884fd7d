"""The records ``mjcalc log`` prints: one dict per event that changes scores (a win, a
draw, the game's end), a plain function of the replay's outcomes, so that every writer
(JSON Lines, the short and table views, a database) shows the same facts (issue 12).

A record: ``file``, ``game`` (1-based within the file), ``round`` ("E1", "S3"...),
``honba``, ``kind`` ("win", "draw", "end"; "skipped" for a game not replayed; "error"
for a round whose play cannot happen, with ``event``, the 1-based event of the round
that breaks it, 0 for the deal, and ``tile``, in place of its win or draw), ``seat``
(absolute, 0 = the game's first dealer), ``hand`` (canonical notation with the melds
in call order), ``recorded`` and ``scored`` (the fields of each side), ``agree``,
``diff`` (the names of the fields that differ) and ``reason`` when the replay could not
score the event. A win or a draw also has ``scores``: each seat's score at the start of
its round. With ``commands``, each scored win also has ``command``: the
``mjcalc score`` line that reproduces it.
"""

from __future__ import annotations

import shlex
from collections.abc import Iterator
from typing import Any

from grammar.writer import format_hand, format_tiles
from scoring.game.game_record import Game
from scoring.game.log_compare import differences, draw_fields, end_fields, win_fields
from scoring.game.replay import DrawOutcome, EndOutcome, ErrorOutcome, WinOutcome, replay_game
from scoring.rules import Rules, RuleValue
from scoring.situation import FLAG_NAMES, Situation

#: the seat and round winds as ``mjcalc score`` reads them.
WIND_LETTERS = "ESWN"


def round_name(wind: int, number: int) -> str:
    """"E1", "S3"...: the round wind's letter and the hand's number in it."""
    return f"{WIND_LETTERS[wind % 4]}{number}"


def game_rules(game: Game, preset: str | None, assignments: dict[str, RuleValue]) -> Rules:
    """The rules to score ``game`` under: ``preset`` (else the log's), the switches the log
    states, then the ones the user set (``assignments``), which win."""
    key = (preset or game.rules, game.players, tuple(game.rule_overrides.items()),
           tuple(assignments.items()))
    rules = _RULES_MADE.get(key)
    if rules is None:
        rules = Rules(preset or game.rules, {**game.rule_overrides, **assignments})
        if rules.number("players") != game.players:  # a four-player preset given for three
            rules = Rules(rules.preset, {**game.rule_overrides, "players": game.players,
                                         **assignments})
        if len(_RULES_MADE) >= 64:
            _RULES_MADE.clear()
        _RULES_MADE[key] = rules
    return rules


#: the rules made for the games of a run, by what they were made from: a corpus's games
#: share a few rule sets, and making one (every switch of its preset copied and checked)
#: was a hundredth of ``mjcalc log``'s time (issue 30).
_RULES_MADE: dict[tuple[object, ...], Rules] = {}


def score_command(outcome: WinOutcome, rules: Rules) -> str | None:
    """The ``mjcalc score`` command line that scores this win alone (None if unscored)."""
    hand, situation = outcome.hand, outcome.situation
    if hand is None or situation is None or outcome.result is None:
        return None
    words = ["mjcalc", "score", format_hand(hand), "--seat", WIND_LETTERS[situation.seat],
             "--round", WIND_LETTERS[situation.round_wind]]
    words += _situation_words(situation)
    words += ["--rules", rules.preset]
    base = Rules(rules.preset)
    words += [f"--rule={name}={_rule_text(rules[name])}" for name in rules
              if rules[name] != base[name]]
    return " ".join(shlex.quote(word) for word in words)


def _rule_text(value: RuleValue) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def _situation_words(s: Situation) -> list[str]:
    words: list[str] = []
    if s.dora_indicators:
        words += ["--dora", ",".join(format_tiles([t]) for t in s.dora_indicators)]
    if s.ura_indicators:
        words += ["--ura", ",".join(format_tiles([t]) for t in s.ura_indicators)]
    words += [f"--{name.replace('_', '-')}" for name in FLAG_NAMES if getattr(s, name)]
    if s.kita:
        words += ["--kita", str(s.kita)]
    if s.honba:
        words += ["--honba", str(s.honba)]
    if s.deposits:
        words += ["--deposits", str(s.deposits)]
    return words


def log_records(game: Game, rules: Rules, *, commands: bool = False
                ) -> Iterator[dict[str, Any]]:
    """The records of one game, in play order (see the module doc)."""
    head = {"file": game.source, "game": game.index}
    for outcome in replay_game(game, rules):
        if isinstance(outcome, ErrorOutcome):
            yield error_record(head, outcome)
            continue
        if isinstance(outcome, EndOutcome):
            recorded, scored = end_fields(outcome)
            record = {**head, "round": "end", "honba": None, "kind": "end", "seat": None,
                      "hand": None}
            error = outcome.error
        else:
            rnd = outcome.round
            record = {**head, "round": round_name(rnd.wind, rnd.number), "honba": rnd.honba,
                      "scores": list(rnd.scores)}
            if isinstance(outcome, WinOutcome):
                recorded, scored = win_fields(outcome, game.format)
                record.update(kind="win", seat=outcome.win.seat,
                              hand=format_hand(outcome.hand) if outcome.hand else None)
            else:
                assert isinstance(outcome, DrawOutcome)
                recorded, scored = draw_fields(outcome)
                record.update(kind="draw", seat=None, hand=None)
            error = outcome.error
        diff = differences(recorded, scored)
        record.update(recorded=recorded, scored=scored, agree=not diff and error is None,
                      diff=diff)
        if error is not None:
            record["reason"] = error
        if commands and isinstance(outcome, WinOutcome):
            record["command"] = score_command(outcome, rules)
        yield record


def error_record(head: dict[str, Any], outcome: ErrorOutcome) -> dict[str, Any]:
    """The record of a round whose play cannot happen: where (round, event, seat, tile)
    and why; nothing is compared, and it never agrees."""
    rnd = outcome.round
    return {**head, "round": round_name(rnd.wind, rnd.number), "honba": rnd.honba,
            "scores": list(rnd.scores), "kind": "error", "seat": outcome.seat, "hand": None,
            "event": outcome.event,
            "tile": str(outcome.tile) if outcome.tile is not None else None,
            "recorded": {}, "scored": {}, "agree": False, "diff": [],
            "reason": outcome.reason}
