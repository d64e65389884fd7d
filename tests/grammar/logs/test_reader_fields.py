"""What each log reader reads from a round, field by field (issue 35, item 2).

For one or two rounds of a fixture per format: the round's place, dealer, scores, honba
and riichi sticks (chosen with honba and sticks different, so that swapping them is
seen), the dora indicators, the ura indicators of the win, who declared riichi and on
which discard (the seat's n-th discard, and the tile), the calls in order with their
tiles, the called tile and its discarder, and the win. Every expected value is worked
by hand from the fixture's text, the reasoning in the comments; the readers are used
only through their public functions and the game records they return
(scoring/game/game_record.py), so these tests hold whatever the readers do inside.
"""

from __future__ import annotations

import gzip
import json

from log_fixtures import FIXTURES, REAL, text_of

from grammar.logs.mjai import read_mjai
from grammar.logs.mjlog import read_mjlog
from grammar.logs.paipu import read_paipu
from grammar.logs.tenhou6 import read_tenhou6
from scoring.game.game_record import Call, Discard, Draw, Game, Kita, NewDora, Round, Win
from scoring.hands import MeldKind
from scoring.tiles import Tile

CHI, PON, CLOSED_KAN, OPEN_KAN = (MeldKind.CHI, MeldKind.PON, MeldKind.CLOSED_KAN,
                                  MeldKind.OPEN_KAN)


def t(text: str) -> Tile:
    return Tile.parse(text)


def ts(*texts: str) -> tuple[Tile, ...]:
    return tuple(t(x) for x in texts)


def one_game(games: list[Game]) -> Game:
    assert len(games) == 1
    return games[0]


def head(round_: Round) -> tuple[object, ...]:
    """(wind, number, dealer, honba, sticks, scores, dora indicators)."""
    return (round_.wind, round_.number, round_.dealer, round_.honba, round_.deposits,
            round_.scores, round_.dora_indicators)


def riichi(round_: Round) -> list[tuple[int, int, Tile]]:
    """Each riichi: (seat, which of the seat's discards, 1-based, the tile)."""
    found = []
    counts: dict[int, int] = {}
    for event in round_.events:
        if isinstance(event, Discard):
            counts[event.seat] = counts.get(event.seat, 0) + 1
            if event.riichi:
                found.append((event.seat, counts[event.seat], event.tile))
    return found


def calls(round_: Round) -> list[tuple[int, MeldKind, list[str], Tile | None, int | None]]:
    """Each call in order: (caller, kind, its tiles sorted, the called tile, discarder)."""
    return [(e.seat, e.kind, sorted(str(x) for x in e.tiles), e.called, e.from_seat)
            for e in round_.events if isinstance(e, Call)]


def wins(round_: Round) -> list[tuple[int, int, Tile, tuple[Tile, ...]]]:
    """Each win: (winner, discarder or the winner for a tsumo, tile, ura indicators)."""
    return [(e.seat, e.from_seat, e.tile, e.ura_indicators)
            for e in round_.events if isinstance(e, Win)]


# --- Tenhou mjlog ------------------------------------------------------------------------
#
# In mjlog a tile is a number 0-135: kind = number // 4, kinds 0-8 m1-m9, 9-17 p1-p9,
# 18-26 s1-s9, 27-33 East..red; with red fives (GO type 169 has no 0x02 bit) the numbers
# 16, 52, 88 are the red m5, p5, s5. INIT seed = round, honba, sticks, die, die, dora
# indicator; T/U/V/W draw and D/E/F/G discard for seats 0-3; REACH step="1" marks the
# seat's next discard.

FOUR_WINDS = FIXTURES / "mjlog" / "encdec-four-winds-no-winner.mjlog.gz"


def four_winds_game() -> Game:
    return one_game(list(read_mjlog(text_of(FOUR_WINDS), "four-winds.mjlog")))


def test_mjlog_a_round_with_honba_sticks_riichi_a_closed_kan_and_ura() -> None:
    # the sixth INIT: seed="2,2,1,4,2,33" ten="235,163,367,225" oya="2"
    round_ = four_winds_game().rounds[5]
    # round 2 = East 3; honba 2, one stick; indicator 33 // 4 = kind 8 = m9
    assert head(round_) == (0, 3, 2, 2, 1, (23500, 16300, 36700, 22500), ts("m9"))
    # seat 0: D117 D113 D48 D78, then <T11/><REACH who="0" step="1"/><D3/>: its fifth
    # discard, 3 // 4 = kind 0, m1. Seat 2: F115 F74 F130 F32 F103 F76, then
    # <REACH who="2" step="1"/><F111/>: its seventh, 111 // 4 = kind 27, East
    assert riichi(round_) == [(0, 5, t("m1")), (2, 7, t("z1"))]
    # <N who="0" m="4096"/>: 4096 = 16 << 8 with the low bits 0 (no chi, pon, added kan,
    # kita bit; from itself): a closed kan of kind 4 (m5) whose first copy, 16, is red
    assert calls(round_) == [(0, CLOSED_KAN, ["m0", "m5", "m5", "m5"], None, None)]
    # <DORA hai="53"/> right after it: 53 // 4 = kind 13, p5 (52 is the red one)
    assert [e.indicator for e in round_.events if isinstance(e, NewDora)] == [t("p5")]
    # AGARI who="0" fromWho="2" machi="92" (kind 23, s6) doraHaiUra="49,45" (p4, p3)
    assert wins(round_) == [(0, 2, t("s6"), ts("p4", "p3"))]


def test_mjlog_pons_and_their_discarders() -> None:
    # the third INIT: seed="1,1,1,1,2,5" ten="220,290,240,240" oya="1"
    round_ = four_winds_game().rounds[2]
    # round 1 = East 2; one honba, one stick; indicator 5 // 4 = kind 1, m2
    assert head(round_) == (0, 2, 1, 1, 1, (22000, 29000, 24000, 24000), ts("m2"))
    # <G135/><N who="1" m="51754"/>: 51754 = 101 << 9 | 42; 42 = 0b101010: bit 3 (pon),
    # from (who + 2) % 4 = 3, copy (42 >> 5) & 3 = 1 left out; 101 // 3 = kind 33, red
    # dragon, the one seat 3 had just discarded (135). <G111/><N who="1" m="42570"/>:
    # 42570 = 83 << 9 | 74; 74 = 0b1001010: a pon from seat 3 again; 83 // 3 = kind 27, East
    assert calls(round_) == [(1, PON, ["z7", "z7", "z7"], t("z7"), 3),
                             (1, PON, ["z1", "z1", "z1"], t("z1"), 3)]
    # seat 2: F131 F115 F103 F14 F128 F77 F86, then <REACH who="2" step="1"/><F66/>: its
    # eighth discard, 66 // 4 = kind 16, p8
    assert riichi(round_) == [(2, 8, t("p8"))]
    # AGARI who="2" fromWho="1" machi="38" (kind 9, p1) doraHaiUra="54" (kind 13, p5)
    assert wins(round_) == [(2, 1, t("p1"), ts("p5"))]


def test_mjlog_kita_in_a_three_player_game() -> None:
    # handwritten/sanma.mjlog (GO type 185: 0x10, three players) with one more move
    # written in before dealer's first draw <T85/>: seat 0 draws tile 120 (kind 30,
    # North, a copy no hand holds), sets it aside (<N m="30752"/>: 30752 = 120 << 8 |
    # 0x20, the kita bit) and draws the replacement tile 85 (kind 21, s4)
    text = (FIXTURES / "handwritten" / "sanma.mjlog").read_text(encoding="utf-8")
    assert text.count("<T85/>") == 1
    text = text.replace("<T85/>", '<T120/><N who="0" m="30752"/><T85/>')
    game = one_game(list(read_mjlog(text, "sanma-kita.mjlog")))
    assert game.players == 3
    round_ = game.rounds[0]
    # seed="0,0,0,1,2,124": East 1, no honba, no sticks, indicator 124 // 4 = 31, white
    assert head(round_) == (0, 1, 0, 0, 0, (35000, 35000, 35000), ts("z5"))
    # (mjlog numbers each physical tile: the draws carry 120 and 85)
    assert round_.events[:3] == (Draw(0, t("z4"), tile_id=120), Kita(0, t("z4")),
                                 Draw(0, t("s4"), rinshan=True, tile_id=85))
    # <REACH who="0" step="1"/><D60/>: seat 0's first discard, 60 // 4 = kind 15, p7
    assert riichi(round_) == [(0, 1, t("p7"))]
    # AGARI who="0" fromWho="2" machi="93" (kind 23, s6) doraHaiUra="128" (kind 32, green)
    assert wins(round_) == [(0, 2, t("s6"), ts("z6"))]


# --- tenhou.net/6 ------------------------------------------------------------------------
#
# Tiles 11-19 m, 21-29 p, 31-39 s, 41-47 East..red, 51-53 red fives. A round is
# [[kyoku, honba, sticks], scores, dora indicators, ura indicators, then per seat its
# deal, takes, discards; the result]. In a take "c"/"p" stands before the called tile,
# its place telling the discarder (first: the previous seat; second: opposite; last:
# the next); "r" before a discard declares riichi; 60 is the drawn tile discarded.


def test_tenhou6_a_round_with_honba_sticks_calls_riichi_and_ura() -> None:
    path = FIXTURES / "tenhou6" / "2018040923gm-00a9-0000-1833afca.json"
    game = one_game(list(read_tenhou6(path.read_text(encoding="utf-8"), path.name)))
    # log[3] = [[2, 1, 4], [27300, 23000, 21700, 24000], [21], [16], ...]: kyoku 2 =
    # East 3 dealt by seat 2, one honba, four sticks; indicator 21 = p1, ura 16 = m6
    round_ = game.rounds[3]
    assert head(round_) == (0, 3, 2, 1, 4, (27300, 23000, 21700, 24000), ts("p1"))
    # Played from the dealer, seat 2, round by round (takes and discards in step):
    # seat 3's seventh discard 60 is its take 27 (p7): seat 0 takes "c272628", a chi
    # from the previous seat, 3. Seat 3's eighth discard 24 (p4): seat 1 (opposite)
    # takes "24p2424". Seat 2's ninth discard 52 (red p5): seat 0 (opposite) takes
    # "25p5225". Seat 3 then discards its take 11 (m1) at once: seat 2 (the seat before
    # 3) takes "1111p11", the mark last: from the next seat, 3.
    assert calls(round_) == [(0, CHI, ["p6", "p7", "p8"], t("p7"), 3),
                             (1, PON, ["p4", "p4", "p4"], t("p4"), 3),
                             (0, PON, ["p0", "p5", "p5"], t("p0"), 2),
                             (2, PON, ["m1", "m1", "m1"], t("m1"), 3)]
    # seat 3's discards: 43 42 21 46 39 38 60 24 60 60 "r32": riichi on the eleventh, s2
    assert riichi(round_) == [(3, 11, t("s2"))]
    # ["和了", ..., [3, 0, 3, ...]]: seat 3 wins off seat 0, whose last discard is 13 (m3)
    assert wins(round_) == [(3, 0, t("m3"), ts("m6"))]


# --- mjai --------------------------------------------------------------------------------
#
# One JSON event a line; start_kyoku gives bakaze, kyoku, honba, kyotaku (sticks), oya
# and dora_marker; tiles are "1m".."9s", "E S W N P F C" (white, green, red), "5mr" red.


def test_mjai_a_real_round_with_honba_sticks_riichi_and_ura() -> None:
    path = REAL / "manue-2026-07-01-130909.mjson.gz"
    game = one_game(list(read_mjai(text_of(path), path.name)))
    # the seventh start_kyoku (line 672): "bakaze":"S","kyoku":1,"honba":2,"kyotaku":1,
    # "oya":0,"dora_marker":"3p", no scores: gimite's server leaves them to the result
    # before, the ryukyoku of line 670, "scores":[14500,18200,37200,29100] (and seat 3's
    # reach_accepted, line 698, takes its stick from 29100: "scores":[...,28100])
    round_ = game.rounds[6]
    assert head(round_) == (1, 1, 0, 2, 1, (14500, 18200, 37200, 29100), ts("p3"))
    # seat 3 discards 2m, 2m (tsumogiri), then {"type":"reach","actor":3} and 3p: its third
    assert riichi(round_) == [(3, 3, t("p3"))]
    assert calls(round_) == []
    # {"type":"hora","actor":3,"target":3,"pai":"9p","uradora_markers":["7s"]}: a tsumo
    assert wins(round_) == [(3, 3, t("p9"), ts("s7"))]


def test_mjai_calls_in_order_with_their_sources() -> None:
    path = FIXTURES / "mjai_edge_cases.mjson"
    game = one_game(list(read_mjai(text_of(path), path.name)))
    # line 50: "dora_marker":"1s","kyoku":2,"honba":3,"kyotaku":0,"oya":1, scores
    # [20000,35400,22300,22300]: the fifth round
    round_ = game.rounds[4]
    assert head(round_) == (0, 2, 1, 3, 0, (20000, 35400, 22300, 22300), ts("s1"))
    # lines 53, 57, 63: pon P (white) from 1, pon F (green) from 0, daiminkan C (red)
    # from 1, all by seat 3
    assert calls(round_) == [(3, PON, ["z5", "z5", "z5"], t("z5"), 1),
                             (3, PON, ["z6", "z6", "z6"], t("z6"), 0),
                             (3, OPEN_KAN, ["z7", "z7", "z7", "z7"], t("z7"), 1)]
    assert riichi(round_) == []
    # line 65: hora actor 3 target 3 pai 5p, "uradora_markers":[]
    assert wins(round_) == [(3, 3, t("p5"), ())]


# --- majiang-core 牌譜 --------------------------------------------------------------------
#
# qipai gives zhuangfeng (round wind), jushu (the dealer's place), changbang (honba),
# lizhibang (sticks), defen and baopai (dora indicator). In a message "l" counts from
# the round's dealer: seat = (jushu + l) % 4. "*" after a discard declares riichi; in a
# meld the mark follows the called tile: "-" from the previous seat (seat + 3), "="
# opposite, "+" the next one.


def test_paipu_a_real_round_with_honba_sticks_calls_riichi_and_ura() -> None:
    path = REAL / "majiang-core-script.json.gz"
    data = json.loads(gzip.decompress(path.read_bytes()))
    # the seventeenth game (流し満貫成功だが親流れ), its sixth round, read alone
    games = list(read_paipu(json.dumps(data[16], ensure_ascii=False), path.name))
    round_ = one_game(games).rounds[5]
    # qipai: zhuangfeng 0, jushu 1 (East 2, dealt by seat 1), changbang 5, lizhibang 1,
    # baopai "s6", defen [44600, 14700, 11200, 28500] listed by l as shoupai is (seed
    # 002: index 2 is West's): l=0 is seat 1 ... l=3 seat 0. (The round before, the
    # same dealer's: defen [42600, ...], pingju fenpei [3000, ...], and l=0's riichi
    # stick, the lizhibang 1 here: 42600 + 3000 - 1000 = 44600 for the dealer.)
    assert head(round_) == (0, 2, 1, 5, 1, (28500, 44600, 14700, 11200), ts("s6"))
    # {"fulou": {"m": "m45-6", "l": 2}} after l=1 discards m5: seat 3 chis m5 from seat
    # 2; {"m": "s7-89", "l": 3} after l=2 (seat 3) discards s7: seat 0 from 3;
    # {"m": "s067-", "l": 0} after l=3 (seat 0) discards s7_: seat 1 from 0
    assert calls(round_) == [(3, CHI, ["m4", "m5", "m6"], t("m5"), 2),
                             (0, CHI, ["s7", "s8", "s9"], t("s7"), 3),
                             (1, CHI, ["s0", "s6", "s7"], t("s7"), 0)]
    # l=1 (seat 2) discards z4 p9 z1 z6 z3_ s8 z4_ m8 m5 p1 s4, then "s5*": the twelfth
    assert riichi(round_) == [(2, 12, t("s5"))]
    # hule l=1 (seat 2), baojia 0 (seat 1), whose last discard was s3_; fubaopai ["m8"]
    assert wins(round_) == [(2, 1, t("s3"), ts("m8"))]
