"""grammar.logs.mjlog: Tenhou's mjlog XML read into game records."""

from __future__ import annotations

import gzip
import re
from pathlib import Path
from urllib.parse import quote, unquote

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from properties import examples

from grammar.logs.errors import LogFormatError
from grammar.logs.mjlog import (
    _read_plain,
    decode_meld,
    player_name,
    read_mjlog,
    read_with_expat,
    tile_of,
    tiles_of,
)
from scoring.game.game_record import Call, Discard, Draw, Kita, RoundEnd, Win
from scoring.hands import MeldKind
from scoring.tiles import Tile

LOGS = Path(__file__).resolve().parents[1] / "fixtures" / "logs"


def text_of(path: Path) -> str:
    data = path.read_bytes()
    return (gzip.decompress(data) if path.suffix == ".gz" else data).decode()


def t(text: str) -> Tile:
    return Tile.parse(text)


def test_tile_numbers() -> None:
    # 136 tiles, four copies a kind: 0-3 m1, 16 the red m5 (with red fives), 135 z7
    assert tile_of(0, True) == t("m1")
    assert tile_of(16, True) == t("m0")
    assert tile_of(16, False) == t("m5")
    assert tile_of(17, True) == t("m5")
    assert tile_of(52, True) == t("p0")
    assert tile_of(88, True) == t("s0")
    assert tile_of(135, True) == t("z7")
    with pytest.raises(ValueError):
        tile_of(136, True)


def test_chi_bits() -> None:
    # chi of m3-m4-m5 (run 2 of man), m4 called (index 1), copies 0, 1, 2; from the
    # previous player (m & 3 == 3): (2 * 3 + 1) << 10 | 0x4 | 0 << 3 | 1 << 5 | 2 << 7 | 3
    m = (2 * 3 + 1) << 10 | 0x4 | 0 << 3 | 1 << 5 | 2 << 7 | 3
    call = decode_meld(1, m, True)
    assert call == Call(1, MeldKind.CHI, (t("m3"), t("m4"), t("m5")), t("m4"), 0)


def test_pon_bits() -> None:
    # pon of z7 (kind 33): copies 0, 1, 3 (copy 2 left out), the second one called, from
    # the player opposite (2): (33 * 3 + 1) << 9 | 0x8 | 2 << 5 | 2
    m = (33 * 3 + 1) << 9 | 0x8 | 2 << 5 | 2
    call = decode_meld(0, m, True)
    assert call == Call(0, MeldKind.PON, (t("z7"),) * 3, t("z7"), 2)


def test_added_kan_bits() -> None:
    # the same pon with the left-out copy added: bit 4 instead of bit 3
    m = (33 * 3 + 1) << 9 | 0x10 | 2 << 5 | 2
    call = decode_meld(0, m, True)
    assert isinstance(call, Call)
    assert call.kind is MeldKind.ADDED_KAN and call.added == t("z7")
    assert len(call.tiles) == 4 and call.from_seat == 2


def test_added_kan_of_red_five() -> None:
    # a pon of p5 leaving out copy 0 (tile 52, the red p5), then adding it
    m = (13 * 3 + 0) << 9 | 0x10 | 0 << 5 | 1
    call = decode_meld(3, m, True)
    assert isinstance(call, Call) and call.added == t("p0")


def test_kans_from_a_discard_and_closed() -> None:
    # tile 53 (a plain p5) << 8; from the next player (1): an open kan, else closed
    open_kan = decode_meld(2, 53 << 8 | 1, True)
    assert open_kan == Call(2, MeldKind.OPEN_KAN, (t("p0"), t("p5"), t("p5"), t("p5")),
                            t("p5"), 3)
    closed = decode_meld(2, 53 << 8, True)
    assert closed == Call(2, MeldKind.CLOSED_KAN, (t("p0"), t("p5"), t("p5"), t("p5")),
                          None, None)


def test_kita_bit() -> None:
    assert decode_meld(1, 120 << 8 | 0x20, True) == Kita(1, t("z4"))


def test_a_real_game() -> None:
    path = LOGS / "mjlog" / "2017040900gm-00a9-0000-af5434e3.mjlog.gz"
    (game,) = read_mjlog(text_of(path), str(path))
    assert game.format == "mjlog" and game.players == 4 and game.rules == "tenhou"
    assert game.rule_overrides == {}  # type 169: red fives, open tanyao
    assert game.complete and game.stopped_at is None
    assert game.final_points is not None and sum(game.final_points) == 0
    first = game.rounds[0]
    assert (first.wind, first.number, first.honba, first.dealer) == (0, 1, 0, 0)
    assert all(len(tiles) == 13 for tiles in first.deal)
    assert isinstance(first.events[0], Draw) and first.events[0].seat == 0
    assert isinstance(first.events[1], Discard) and first.events[1].seat == 0


def test_no_red_fives_and_game_end() -> None:
    # handwritten: game type 171 = 169 | 0x02 (no red fives); tiles 16 and 52 are plain
    path = LOGS / "handwritten" / "no-red-tenhou.mjlog"
    (game,) = read_mjlog(path.read_text(), "x")
    assert game.rule_overrides == {"red_fives_m": 0, "red_fives_p": 0, "red_fives_s": 0}
    assert t("m5") in game.rounds[0].deal[0] and t("m0") not in game.rounds[0].deal[0]
    win = game.rounds[0].events[-1]
    assert isinstance(win, Win) and win.recorded is not None
    assert win.recorded.yakuman == 1 and win.recorded.yaku == (("37", 13),)
    assert win.recorded.deltas == (48000, -16000, -16000, -16000)
    assert game.final_scores == (73000, 9000, 9000, 9000)
    assert game.final_points == (83.0, -11.0, -31.0, -41.0)


def test_riichi_marks_the_declaring_discard() -> None:
    path = LOGS / "mjlog" / "encdec-double-riichi.mjlog.gz"
    (game,) = read_mjlog(text_of(path), "x")
    riichi = [e for r in game.rounds for e in r.events if isinstance(e, Discard) and e.riichi]
    assert riichi


def test_abortive_draw_kinds() -> None:
    kinds = set()
    for name in ("upd-aft-draw-kyuusyu-kyuusyu", "upd-aft-reach4", "upd-aft-ron3", "upd-aft-kan4",
                 "encdec-four-winds-no-winner", "upd-aft-nm"):
        (game,) = read_mjlog(text_of(LOGS / "mjlog" / f"{name}.mjlog.gz"), name)
        kinds |= {e.kind for r in game.rounds for e in r.events if isinstance(e, RoundEnd)}
    assert {"nine_terminals", "four_riichi", "triple_ron", "four_kans", "four_winds",
            "nagashi", "exhaustive"} <= kinds


def test_a_cut_file_yields_the_rounds_before_and_names_the_place() -> None:
    path = LOGS / "mjlog" / "2017040900gm-00a9-0000-af5434e3.mjlog.gz"
    text = text_of(path)
    second_round = text.index("<INIT", text.index("<INIT") + 1)
    cut = text[:text.index("/>", second_round) + 60]  # a few draws into the second round
    games = []
    with pytest.raises(LogFormatError) as caught:
        games.extend(read_mjlog(cut, "cut.mjlog"))
    assert len(games) == 1 and not games[0].complete
    assert games[0].stopped_at is not None and games[0].stopped_at.startswith("E")
    assert len(games[0].rounds) == 2  # the first, and the second up to the cut
    assert caught.value.message.startswith("cut.mjlog: line 1, column ")


def test_unknown_xml_and_bad_attributes() -> None:
    with pytest.raises(LogFormatError, match="not a Tenhou mjlog"):
        list(read_mjlog("<html></html>", "page.html"))
    bad = '<mjloggm ver="2.3"><GO type="169"/><INIT seed="0,0,0" ten="250" oya="0"/></mjloggm>'
    with pytest.raises(LogFormatError, match="INIT seed needs six numbers"):
        list(read_mjlog(bad, "bad.mjlog"))


_PLAY_TAG = re.compile(r"<([TUVWDEFGdefg])(\d+)/>")


@pytest.mark.parametrize("path", [*sorted((LOGS / "mjlog").glob("*.mjlog.gz")),
                                  *sorted((LOGS / "handwritten").glob("*.mjlog"))],
                         ids=lambda p: p.name)
def test_a_game_reads_as_it_does_the_long_way(path: Path) -> None:
    # the draw and discard elements' events are made once and shared (issue 30): a game
    # must read as the same game with each of them spelt "T012" (read the long way, the
    # events made for it), with and without red fives, replacement draws and riichi
    text = text_of(path)
    padded = _PLAY_TAG.sub(r"<\g<1>0\g<2>/>", text)
    assert padded != text
    assert list(read_mjlog(text, "x")) == list(read_mjlog(padded, "x"))


def test_the_games_read_the_long_way_have_every_kind_of_play() -> None:
    # what the test above compares: replacement draws and riichi discards, in games with
    # red fives and without
    games = [g for folder in ("mjlog", "handwritten") for path in (LOGS / folder).iterdir()
             if ".mjlog" in path.name for g in read_mjlog(text_of(path), "x")]
    events = [e for g in games for r in g.rounds for e in r.events]
    assert any(isinstance(e, Draw) and e.rinshan for e in events)
    assert any(isinstance(e, Discard) and e.riichi for e in events)
    assert any(g.rule_overrides.get("red_fives_m") == 0 for g in games)
    assert any("red_fives_m" not in g.rule_overrides for g in games)


_FIXTURES = [*sorted((LOGS / "mjlog").glob("*.mjlog.gz")),
             *sorted((LOGS / "handwritten").glob("*.mjlog"))]


@pytest.mark.parametrize("path", _FIXTURES, ids=lambda p: p.name)
def test_a_plain_file_reads_as_expat_reads_it(path: Path) -> None:
    # a file as Tenhou writes it is read without expat (issue 30, plain_xml): the game
    # must be the one expat's reading makes, and so must the same file written the ways
    # that send it back to expat: a declaration, a comment, a name's character as a
    # reference, an element per line with tabs
    text = text_of(path)
    plain = _read_plain(text, "x")
    assert plain is not None
    assert [plain] == list(read_with_expat(text, "x"))
    respelt = [
        '<?xml version="1.0" encoding="UTF-8"?>' + text,
        text.replace("<INIT ", "<!-- a round --><INIT ", 1),
        text.replace('<GO type="', '<GO type="&#48;', 1) if '<GO type="' in text else text,
        text.replace("><", ">\n\t<"),
    ]
    for other in respelt:
        assert list(read_mjlog(other, "x")) == [plain]
    assert _read_plain(respelt[1], "x") is None  # the comment: expat's reading
    assert _read_plain(respelt[3], "x") is not None  # white space alone: still plain


def test_a_file_with_a_fault_is_read_by_expat_and_says_where() -> None:
    # the plain reading gives up at a fault, so that expat's reading reports it as
    # before: a round whose meld cannot be read
    text = text_of(LOGS / "mjlog" / "pao-tsumo.mjlog.gz")
    broken = re.sub(r'<N who="(\d)" m="\d+"', r'<N who="\1" m="x"', text, count=1)
    assert _read_plain(broken, "x") is None
    with pytest.raises(LogFormatError, match="cannot read this element") as caught:
        list(read_mjlog(broken, "x"))
    with pytest.raises(LogFormatError) as by_expat:
        list(read_with_expat(broken, "x"))
    assert str(caught.value) == str(by_expat.value)


@pytest.mark.parametrize("red_fives", [True, False])
def test_tiles_of_are_tile_of_each(red_fives: bool) -> None:
    # a deal's tiles are looked up in one table (issue 30): the same tiles as tile_of's,
    # and a number out of 0-135 refused as tile_of refuses it
    numbers = [*range(136), 16, 52, 88]
    assert tiles_of(numbers, red_fives) == tuple(tile_of(n, red_fives) for n in numbers)
    for bad in (-1, 136):
        with pytest.raises(ValueError, match="out of range"):
            tiles_of([0, bad], red_fives)


def test_a_name_tenhou_writes_is_decoded() -> None:
    # 反陽子さん, each of its UTF-8 bytes written %XX, as Tenhou writes the UN names
    assert player_name("%E5%8F%8D%E9%99%BD%E5%AD%90%E3%81%95%E3%82%93") == "反陽子さん"
    assert player_name("%4e%6f%4E%61%6D%65") == "NoName"  # either case of hex digit


@settings(max_examples=examples(300), deadline=None)
@given(st.binary(max_size=12) | st.text(max_size=8).map(lambda t: quote(t, safe="")),
       st.sampled_from(["", "%", "%G0", "% 1", "%  %41", "a", "%4", " "]))
def test_a_name_is_read_as_unquote_reads_it(raw: bytes | str, extra: str) -> None:
    """Every byte escaped (bytes that are no UTF-8 too), or anything else: unquote's."""
    value = "".join(f"%{byte:02X}" for byte in raw) if isinstance(raw, bytes) else raw
    for name in (value, value + extra, extra + value, value.lower()):
        assert player_name(name) == unquote(name)
