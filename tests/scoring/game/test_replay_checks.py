"""scoring.game.replay refuses play that cannot happen (issues 29 point 7 and 33): a fifth copy,
a red five the rules lack, a physical tile number seen twice, draws out of turn or past
the wall, calls and rons that do not take the last discard, tiles not held. Each case is a
small hand-written log (mjai JSON Lines, or an mjlog for tile numbers) built here from one
valid round changed in one way; the valid round itself, and the fixture logs' kans, kita
and robbed kans, must not be flagged.
"""

from __future__ import annotations

import gzip
import json
from dataclasses import replace
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from grammar.logs.mjai import read_mjai
from grammar.logs.mjlog import read_mjlog
from grammar.logs.read import read_games
from scoring.game.game_record import Call, Discard, Draw, Game, Kita, Round, Win
from scoring.game.replay import ErrorOutcome, Outcome, WinOutcome, replay_game, replay_round
from scoring.hands import MeldKind
from scoring.rules import Rules
from scoring.tiles import Tile

LOGS = Path(__file__).resolve().parents[2] / "fixtures" / "logs"
HONORS = "ESWNPFC"


def mjai_tile(text: str) -> str:
    """``m5`` (mjcalc notation, ``m0`` red) as mjai spells it (``5m``, ``5mr``, ``E``)."""
    tile = Tile.parse(text)
    if tile.suit == "z":
        return HONORS[tile.number - 1]
    return f"5{tile.suit}r" if tile.red else f"{tile.number}{tile.suit}"


def hand(text: str) -> list[str]:
    return [mjai_tile(text[i:i + 2]) for i in range(0, len(text), 2)]


# The deal of every case, East first. East waits on E for a dealer's first-draw win
# (m123456789 p234 E + E: tenhou); South can chi s6 (s78), West pon C (z7z7).
# Copies: m9, z5, z6 twice; s1, p1, p9, z2, z3, z4 three times; C four times.
DEAL = ["m1m2m3m4m5m6m7m8m9p2p3p4z1",
        "s7s8p1p1p1p9p9p9s1s1s1z5z6",
        "s2s3s4s5s6p5p6p7z7z7m9z5z6",
        "z2z2z2z3z3z3z4z4z4z7z7s9s9"]
DORA = "p8"


def tsumo(seat: int, tile: str) -> dict[str, Any]:
    return {"type": "tsumo", "actor": seat, "pai": mjai_tile(tile)}


def dahai(seat: int, tile: str) -> dict[str, Any]:
    return {"type": "dahai", "actor": seat, "pai": mjai_tile(tile)}


def tenhou_win(seat: int = 0) -> dict[str, Any]:
    # tenhou: 16000 from each non-dealer, 48000 in all
    deltas = [-16000] * 4
    deltas[seat] = 48000
    return {"type": "hora", "actor": seat, "target": seat, "pai": "E", "deltas": deltas}


def mjai_log(*rounds: list[dict[str, Any]], deal: list[str] = DEAL) -> str:
    """A game of the given rounds (events after start_kyoku), each dealt ``deal``, East
    1, 2...: round ``n`` is dealt by seat ``n - 1`` (the deal rotates with the dealer)."""
    lines: list[dict[str, Any]] = [{"type": "start_game", "names": ["A", "B", "C", "D"]}]
    for number, events in enumerate(rounds, 1):
        dealer = number - 1
        tehais = [hand(deal[(seat - dealer) % 4]) for seat in range(4)]
        lines.append({"type": "start_kyoku", "bakaze": "E", "kyoku": number, "honba": 0,
                      "kyotaku": 0, "oya": dealer, "dora_marker": mjai_tile(DORA),
                      "scores": [25000] * 4, "tehais": tehais})
        lines += events
        lines.append({"type": "end_kyoku"})
    lines.append({"type": "end_game"})
    return "\n".join(json.dumps(line) for line in lines) + "\n"


def outcomes(text: str, read: Any = read_mjai) -> list[Outcome]:
    out: list[Outcome] = []
    for game in read(text, "case"):
        out += replay_game(game, Rules(game.rules, game.rule_overrides))
    return out


def the_error(text: str, read: Any = read_mjai) -> ErrorOutcome:
    """The one round of ``text``, which must be refused."""
    found = outcomes(text, read)
    assert len(found) == 1 and isinstance(found[0], ErrorOutcome), found
    return found[0]


# --- the valid round, and what the checks must let through ---------------------------

#: East draws s6 and throws it, South chis it and throws P, West draws p1 (the last) and
#: throws it, North draws s2 and throws it, East draws E: a tsumo on its 2nd draw.
VALID = [tsumo(0, "s6"), dahai(0, "s6"),
         {"type": "chi", "actor": 1, "target": 0, "pai": "6s", "consumed": ["7s", "8s"]},
         dahai(1, "z5"), tsumo(2, "p1"), dahai(2, "p1"), tsumo(3, "s2"), dahai(3, "s2"),
         tsumo(0, "z1"),
         {"type": "hora", "actor": 0, "target": 0, "pai": "E"}]


def test_the_valid_round_is_scored() -> None:
    (outcome,) = outcomes(mjai_log(VALID))
    # East: m123 m456 m789 p234 EE, closed tsumo: ittsu 2 + tsumo 1 + double East...
    # the value is not this test's point, only that it is scored as a win
    assert isinstance(outcome, WinOutcome) and outcome.error is None


def test_the_tenhou_is_scored() -> None:
    (outcome,) = outcomes(mjai_log([tsumo(0, "z1"), tenhou_win()]))
    assert isinstance(outcome, WinOutcome) and outcome.deltas == (48000, -16000, -16000,
                                                                  -16000)


# --- tiles that cannot exist ---------------------------------------------------------

def test_a_fifth_copy_in_the_deal() -> None:
    # North's s9 s9 become p1 p1: with South's three, five p1
    deal = [*DEAL[:3], DEAL[3].replace("s9s9", "p1p1")]
    error = the_error(mjai_log([tsumo(0, "z1"), tenhou_win()], deal=deal))
    assert (error.event, error.seat, error.tile) == (0, 3, Tile.parse("p1"))
    assert error.reason == "the deal: seat 3's deal holds a fifth p1"


def test_the_same_tile_drawn_again_and_again() -> None:
    # South holds three s1: East's draw of s1 is the fourth, South's the fifth (event 3);
    # the log goes on drawing s1 80 times, then East "wins" on it
    events: list[dict[str, Any]] = []
    for draw in range(80):
        seat = draw % 4
        events += [tsumo(seat, "s1"), dahai(seat, "s1")]
    events[-1] = tenhou_win()
    error = the_error(mjai_log(events))
    assert (error.event, error.seat, error.tile) == (3, 1, Tile.parse("s1"))
    assert "a fifth s1" in error.reason


def test_a_second_red_five_when_the_rules_have_one() -> None:
    # the tenhou preset (mjai's default) has one red 5m; East's m5 and West's m9 made red
    deal = [DEAL[0].replace("m5", "m0"), DEAL[1], DEAL[2].replace("m9", "m0"), DEAL[3]]
    error = the_error(mjai_log([tsumo(0, "z1"), tenhou_win()], deal=deal))
    assert (error.event, error.seat, error.tile) == (0, 2, Tile.parse("m0"))
    assert "red 5m number 2: the rules have 1" in error.reason


def test_a_red_five_drawn_when_the_game_has_none() -> None:
    # aka_flag false: no red fives at all; East draws a red 5p
    text = mjai_log([tsumo(0, "p0"), dahai(0, "p0")])
    text = text.replace('"start_game",', '"start_game", "aka_flag": false,', 1)
    found = outcomes(text)
    assert isinstance(found[0], ErrorOutcome) and found[0].event == 1
    assert "the rules have no red 5p" in found[0].reason


def test_the_wall_has_seventy_draws() -> None:
    # every draw a different tile of the rest of the set (no fifth copy), thrown at once:
    # the 71st draw (event 141) is one more than 136 - 52 dealt - 14 dead allow
    used = [Tile.parse(t) for h in DEAL for t in (h[i:i + 2] for i in range(0, 26, 2))]
    counts = [4] * 34
    for tile in [*used, Tile.parse(DORA)]:
        counts[tile.kind] -= 1
    rest = [Tile(kind) for kind in range(34) for _ in range(counts[kind])]
    assert len(rest) == 136 - 52 - 1 >= 71
    events: list[dict[str, Any]] = []
    for draw in range(71):
        seat = draw % 4
        events += [tsumo(seat, str(rest[draw])), dahai(seat, str(rest[draw]))]
    error = the_error(mjai_log(events))
    assert (error.event, error.seat) == (141, 2)
    assert "after the wall's last tile (70 draws with 4 players)" in error.reason


# --- turns ------------------------------------------------------------------------------

def test_draws_out_of_turn_then_a_tenhou() -> None:
    # South draws before the dealer has played; then East draws E and "wins" (tenhou)
    error = the_error(mjai_log([tsumo(1, "s2"), tsumo(0, "z1"), tenhou_win()]))
    assert (error.event, error.seat, error.tile) == (1, 1, Tile.parse("s2"))
    assert error.reason == ("event 1: seat 1 draws s2 out of turn (the dealer, seat 0, "
                            "draws first)")


def test_a_draw_without_a_discard_before_it() -> None:
    # East draws twice running
    error = the_error(mjai_log([tsumo(0, "s2"), tsumo(0, "z1"), tenhou_win()]))
    assert (error.event, error.seat) == (2, 0)
    assert "out of turn (seat 0 has drawn and plays next)" in error.reason


def test_a_turn_skipped() -> None:
    # East discards, then West draws: South's turn
    error = the_error(mjai_log([*VALID[:2], tsumo(2, "s2")]))
    assert (error.event, error.seat) == (3, 2)
    assert "seat 0 discarded: seat 1 draws next" in error.reason


def test_a_discard_out_of_turn() -> None:
    error = the_error(mjai_log([tsumo(0, "s2"), dahai(1, "p1")]))
    assert (error.event, error.seat, error.tile) == (2, 1, Tile.parse("p1"))


def test_a_discard_of_a_tile_not_held() -> None:
    error = the_error(mjai_log([tsumo(0, "s2"), dahai(0, "z7")]))
    assert error.reason == "event 2: seat 0 does not hold z7"


# --- calls and rons ---------------------------------------------------------------------

def test_a_call_from_a_seat_that_did_not_discard() -> None:
    # South's chi names North as the discarder; East threw the s6
    chi = {**VALID[2], "target": 3}
    error = the_error(mjai_log([*VALID[:2], chi, *VALID[3:]]))
    assert (error.event, error.seat) == (3, 1)
    assert "the last discard is seat 0's" in error.reason


def test_a_chi_by_a_seat_that_is_not_the_next() -> None:
    # West (two seats on) chis East's s6 with its s4 s5
    chi = {"type": "chi", "actor": 2, "target": 0, "pai": "6s", "consumed": ["4s", "5s"]}
    error = the_error(mjai_log([*VALID[:2], chi, dahai(2, "z5")]))
    assert (error.event, error.seat) == (3, 2)
    assert "only the next seat may" in error.reason


def test_a_pon_of_a_tile_that_was_not_discarded() -> None:
    # East threw s6; West "pons" C with its two C
    pon = {"type": "pon", "actor": 2, "target": 0, "pai": "C", "consumed": ["C", "C"]}
    error = the_error(mjai_log([*VALID[:2], pon, dahai(2, "z5")]))
    assert (error.event, error.seat, error.tile) == (3, 2, Tile.parse("z7"))
    assert "on z7, but the discard is s6" in error.reason


def test_a_meld_of_the_wrong_shape() -> None:
    # South "chis" the s6 with s7 and s1: no run
    chi = {"type": "chi", "actor": 1, "target": 0, "pai": "6s", "consumed": ["7s", "1s"]}
    error = the_error(mjai_log([*VALID[:2], chi, dahai(1, "z5")]))
    assert error.event == 3 and "not such a meld" in error.reason


def test_a_ron_on_a_tile_nobody_gave_up() -> None:
    # East drew and threw s6; North "rons" East's s9
    ron = {"type": "hora", "actor": 3, "target": 0, "pai": "9s"}
    error = the_error(mjai_log([*VALID[:2], ron]))
    assert (error.event, error.seat, error.tile) == (3, 3, Tile.parse("s9"))
    assert "but seat 0 gave up s6" in error.reason


def test_a_ron_on_a_seat_that_did_not_discard() -> None:
    ron = {"type": "hora", "actor": 3, "target": 1, "pai": "6s"}
    error = the_error(mjai_log([*VALID[:2], ron]))
    assert error.event == 3 and "which that seat did not just give up" in error.reason


def test_a_tsumo_on_a_tile_not_drawn() -> None:
    # East drew s2 and claims a tsumo on E (which it holds once: the hand is no win, but
    # the play itself is impossible first)
    error = the_error(mjai_log([tsumo(0, "s2"), {**tenhou_win(), "pai": "E"}]))
    assert error.event == 2 and "but drew s2" in error.reason


# --- the other rounds and files go on ---------------------------------------------------

def test_a_broken_round_leaves_the_others_scored() -> None:
    broken = [tsumo(1, "s2"), tsumo(0, "z1"), tenhou_win()]
    found = outcomes(mjai_log(broken, [tsumo(1, "z1"), tenhou_win(1)]))
    assert isinstance(found[0], ErrorOutcome) and found[0].round.number == 1
    assert isinstance(found[1], WinOutcome) and found[1].error is None
    assert found[1].deltas == (-16000, 48000, -16000, -16000)


# --- mjlog: physical tile numbers -------------------------------------------------------

NO_RED = (LOGS / "handwritten" / "no-red-tenhou.mjlog").read_text()
SANMA = (LOGS / "handwritten" / "sanma.mjlog").read_text()


def test_an_mjlog_draws_a_tile_number_already_in_a_hand() -> None:
    # The dealer holds tile 52 (p5: the game has no red fives) and draws 53, another p5,
    # for a tenhou. Drawing 52 instead: by kind, two p5 of four are possible, but tile 52
    # cannot be dealt and drawn.
    assert '<T53/>' in NO_RED and 'hai0="0,4,8,12,16,20,24,28,32,40,44,48,52"' in NO_RED
    (before,) = [o for o in outcomes(NO_RED, read_mjlog) if isinstance(o, WinOutcome)]
    assert before.error is None
    text = NO_RED.replace("<T53/>", "<T52/>").replace('machi="53"', 'machi="52"')
    found = outcomes(text, read_mjlog)
    assert isinstance(found[0], ErrorOutcome)
    assert (found[0].event, found[0].seat) == (1, 0)
    assert "tile number 52 (p5), already in play" in found[0].reason


def test_an_mjlog_discards_a_tile_number_never_drawn() -> None:
    # South draws 125 (a P, z5) and throws 125; throwing 126 (another P, never dealt or
    # drawn) holds by kind, not by number
    assert "<U125/><E125/>" in SANMA
    found = outcomes(SANMA.replace("<U125/><E125/>", "<U125/><E126/>"), read_mjlog)
    # events: T85, D60 (REACH is no event), U125, E126
    assert isinstance(found[0], ErrorOutcome) and found[0].event == 4
    assert "tile number 126 (z5), never drawn or dealt" in found[0].reason


# --- three players ----------------------------------------------------------------------

def sanma_round(east: str = "m1m1m1m9m9m9p1p1p1p9p9p9z6") -> Round:
    """Three players: East (dealt ``east``) draws a North, sets it aside, draws the
    replacement s9 and throws it; South draws z1 and throws it; West draws z7, throws s8,
    and South rons it (p234 p567 s234 s55 s67 + s8)."""
    def tiles(text: str) -> tuple[Tile, ...]:
        return tuple(Tile.parse(text[i:i + 2]) for i in range(0, len(text), 2))
    deal = (tiles(east), tiles("p2p3p4p5p6p7s2s3s4s5s5s6s7"),
            tiles("s1s1s1s9s9z5z5z5z6z6z6z7s8"))
    t = Tile.parse
    events = (Draw(0, t("z4")), Kita(0, t("z4")), Draw(0, t("s9"), rinshan=True),
              Discard(0, t("s9")), Draw(1, t("z1")), Discard(1, t("z1")),
              Draw(2, t("z7")), Discard(2, t("s8")), Win(1, 2, t("s8")))
    return Round(0, 1, 0, 0, 0, (35000,) * 3, (t("z5"),), deal, events)


SANMA_RULES = Rules("tenhou-sanma")


@pytest.mark.parametrize("number", [7, 135, 136, 700, -3])
def test_a_tile_number_seen_twice_is_refused_whatever_the_number(number: int) -> None:
    # the numbers 0-135 (mjlog's) are kept apart from any other a game record may hold
    # (issue 30): both are checked alike. South draws z1 numbered ``number`` and throws
    # it; West draws z7 under the same number (already in play), or throws its s8 under
    # it (discarded already).
    t = Tile.parse
    rnd = sanma_round()
    events = list(rnd.events)
    events[4] = Draw(1, t("z1"), tile_id=number)
    events[5] = Discard(1, t("z1"), tile_id=number)
    drawn_again = [*events[:6], Draw(2, t("z7"), tile_id=number), *events[7:]]
    (found,), _ = replay_round(replace(rnd, events=tuple(drawn_again)), SANMA_RULES)
    assert isinstance(found, ErrorOutcome) and found.event == 7  # counted from 1
    assert f"tile number {number} (z7), already in play" in found.reason
    thrown_again = [*events[:7], Discard(2, t("s8"), tile_id=number), *events[8:]]
    (found,), _ = replay_round(replace(rnd, events=tuple(thrown_again)), SANMA_RULES)
    assert isinstance(found, ErrorOutcome) and found.event == 8
    assert f"tile number {number} (s8), discarded already" in found.reason
    (fine,), _ = replay_round(replace(rnd, events=tuple(events)), SANMA_RULES)
    assert isinstance(fine, WinOutcome) and fine.error is None


def test_a_kita_and_its_replacement_draw_are_played() -> None:
    (outcome,), _ = replay_round(sanma_round(), SANMA_RULES)
    assert isinstance(outcome, WinOutcome) and outcome.error is None


def test_three_players_have_no_m2_to_m8() -> None:
    (outcome,), _ = replay_round(sanma_round("m1m1m1m9m9m5p1p1p1p9p9p9z6"), SANMA_RULES)
    assert isinstance(outcome, ErrorOutcome)
    assert (outcome.event, outcome.seat, outcome.tile) == (0, 0, Tile.parse("m5"))
    assert "three-player mahjong has no m2-m8" in outcome.reason


def test_three_players_cannot_chi() -> None:
    rnd = sanma_round()
    # South chis West's s8 with s6 s7 instead of ronning it
    chi = Call(1, MeldKind.CHI, tuple(Tile.parse(t) for t in ("s6", "s7", "s8")),
               Tile.parse("s8"), 2)
    broken = Round(rnd.wind, rnd.number, rnd.honba, rnd.deposits, rnd.dealer, rnd.scores,
                   rnd.dora_indicators, rnd.deal, (*rnd.events[:-1], chi))
    (outcome,), _ = replay_round(broken, SANMA_RULES)
    assert isinstance(outcome, ErrorOutcome) and outcome.event == 9
    assert "three players cannot chi" in outcome.reason


def test_a_kita_in_a_four_player_game() -> None:
    rnd = sanma_round()
    deal = (*rnd.deal, tuple(Tile.parse(t) for t in ("z2",) * 3 + ("z3",) * 3 + ("s3",) * 3
                             + ("s4",) * 3 + ("z1",)))
    four = Round(0, 1, 0, 0, 0, (25000,) * 4, rnd.dora_indicators, deal, rnd.events)
    (outcome,), _ = replay_round(four, Rules("tenhou"))
    assert isinstance(outcome, ErrorOutcome) and outcome.event == 2
    assert "kita) in a four-player game" in outcome.reason


# --- the fixture logs: kans, kita, robbed kans, double rons are all possible ------------

def fixture_games() -> list[Game]:
    games: list[Game] = []
    for path in sorted(LOGS.rglob("*")):
        if not path.is_file():
            continue
        data = path.read_bytes()
        text = (gzip.decompress(data) if path.suffix == ".gz" else data).decode()
        games += read_games(text, path.name)
    return games


def test_no_fixture_round_is_refused() -> None:
    games = fixture_games()
    # (no fixture sets a North aside: test_a_kita_and_its_replacement_draw_are_played)
    seen = {"rinshan": 0, "chankan": 0, "double_ron": 0, "closed_kan": 0, "open_kan": 0}
    for game in games:
        for rnd in game.rounds:
            events = rnd.events
            seen["rinshan"] += sum(isinstance(e, Draw) and e.rinshan for e in events)
            seen["closed_kan"] += sum(isinstance(e, Call) and e.kind is MeldKind.CLOSED_KAN
                                      for e in events)
            seen["open_kan"] += sum(isinstance(e, Call) and e.kind is MeldKind.OPEN_KAN
                                    for e in events)
            seen["double_ron"] += sum(isinstance(a, Win) and isinstance(b, Win)
                                      for a, b in pairwise(events))
        for outcome in replay_game(game, Rules(game.rules, game.rule_overrides)):
            assert not isinstance(outcome, ErrorOutcome), (game.source, outcome.reason)
            if isinstance(outcome, WinOutcome) and outcome.situation is not None:
                seen["chankan"] += outcome.situation.chankan
    # the edge cases the checks must let through are all there
    assert all(seen.values()), seen
