"""Reading and writing hand notation: every spelling, every meld form, worked by hand.

Expected hands are built from domain objects (``Tile.parse`` of two-character prefix
spellings), never from the parser's own output.
"""

from __future__ import annotations

import pytest

from grammar import (
    format_hand,
    format_meld,
    format_tile,
    format_tiles,
    format_win_tile,
    parse_hand,
    parse_tile,
    parse_tiles,
    parse_win_tile,
)
from scoring.errors import InvalidHandError
from scoring.hands import Hand, Meld, MeldKind, Source
from scoring.rules import Rules
from scoring.tiles import Tile


def t(spelling: str) -> Tile:
    """One tile from its prefix spelling, ``m5``/``m0``/``z7`` (independent of grammar)."""
    return Tile.parse(spelling)


def ts(*spellings: str) -> tuple[Tile, ...]:
    return tuple(t(s) for s in spellings)


# The hule example of seed 002: m78 p405667 s34577, m9 drawn last (tsumo).
SEED_HAND = Hand(
    concealed=ts("m7", "m8", "p4", "p0", "p5", "p6", "p6", "p7", "s3", "s4", "s5", "s7", "s7"),
    win_tile=t("m9"),
)


class TestConcealedSpellings:
    def test_prefix_seed_example(self) -> None:
        assert parse_hand("m78p405667s34577m9") == SEED_HAND

    def test_suffix_same_hand(self) -> None:
        assert parse_hand("78m405667p34577s9m") == SEED_HAND

    def test_red_five_with_r(self) -> None:
        # r5p stands for p0. Like a letter tile it ends a prefix group, so the digits
        # after it need their own suit letter: m78p4 r5p 5667p ...
        assert parse_hand("m78p4r5p5667ps34577m9") == SEED_HAND
        assert parse_hand("78m4pr5p5667p34577s9m") == SEED_HAND

    def test_mixed_prefix_and_suffix(self) -> None:
        # suffix, suffix, prefix, prefix; and suffix groups after a letter tile
        assert parse_hand("78m405667ps34577m9") == SEED_HAND
        assert parse_hand("m123p456s789E1z2z2z1z+") == parse_hand("m123p456s789z1122z1+")

    def test_tiles_in_any_order_last_is_drawn(self) -> None:
        # concealed tiles are stored sorted; only the last written one is the win tile
        assert parse_hand("s77543p766504m87m9") == SEED_HAND

    def test_honor_letters(self) -> None:
        # E S W N P F C = z1..z7; fourteen tiles, so the last (C) is drawn
        hand = parse_hand("EESSWWNNPPFFCC")
        assert hand.concealed == ts("z1", "z1", "z2", "z2", "z3", "z3", "z4", "z4", "z5",
                                    "z5", "z6", "z6", "z7")
        assert hand.win_tile == t("z7")
        assert hand.win_source is None

    def test_honor_digits_both_forms(self) -> None:
        assert parse_hand("m123p456s789z1122z2") == parse_hand("123m456p789s1122z2z")
        assert parse_hand("m123p456s789z1122z2") == parse_hand("m123p456s789EESSS")

    def test_waiting_hand_has_no_win_tile(self) -> None:
        hand = parse_hand("m123p456s789z1122")  # 13 tiles, no melds
        assert hand.win_tile is None
        assert hand.win_source is None
        assert hand.concealed == ts("m1", "m2", "m3", "p4", "p5", "p6", "s7", "s8", "s9",
                                    "z1", "z1", "z2", "z2")

    def test_ron_tile_marked_anywhere(self) -> None:
        # 14 tiles, one marked: that one is won by ron, whatever its place
        expected = Hand(ts("m1", "m2", "m3", "p4", "p5", "p6", "s7", "s8", "s9", "z1",
                           "z1", "z2", "z2"), win_tile=t("z2"), win_source=Source.SHIMOCHA)
        assert parse_hand("m123p456s789z1122z2+") == expected
        assert parse_hand("m123p456s789z1122+2") == expected
        assert parse_hand("z2+m123p456s789z1122") == expected
        assert parse_hand("123m456p789s1122z2z+") == expected  # mark after the suit letter
        assert parse_hand("123m456p789s11222+z") == expected  # mark after the digit
        assert parse_hand("m123p456s789EESS+S") == expected

    @pytest.mark.parametrize(("mark", "source"), [("+", Source.SHIMOCHA),
                                                  ("=", Source.TOIMEN),
                                                  ("-", Source.KAMICHA)])
    def test_ron_sources(self, mark: str, source: Source) -> None:
        hand = parse_hand(f"m123p456s789z1122m1{mark}")
        assert hand.win_tile == t("m1")
        assert hand.win_source is source
        assert not hand.is_tsumo

    def test_red_five_as_ron_tile(self) -> None:
        hand = parse_hand("m123p456s789z11m46r5m=")
        assert hand.win_tile == t("m0")
        assert hand.win_source is Source.TOIMEN

    def test_spaces_at_ends_and_tabs(self) -> None:
        assert parse_hand("  m78p405667s34577m9\t") == SEED_HAND


class TestMelds:
    # Each case: 11 concealed tiles win by tsumo on the last (p9), then one meld.
    CONCEALED = "m123p456s78z22p9"

    @pytest.mark.parametrize(("written", "meld"), [
        # chi: the mark follows the called tile; only '-' (kamicha)
        ("m3-45", Meld(MeldKind.CHI, ts("m3", "m4", "m5"), t("m3"), Source.KAMICHA)),
        ("m34-0", Meld(MeldKind.CHI, ts("m3", "m4", "m0"), t("m4"), Source.KAMICHA)),
        ("m340-", Meld(MeldKind.CHI, ts("m3", "m4", "m0"), t("m0"), Source.KAMICHA)),
        ("m4-35", Meld(MeldKind.CHI, ts("m3", "m4", "m5"), t("m4"), Source.KAMICHA)),
        ("3-45m", Meld(MeldKind.CHI, ts("m3", "m4", "m5"), t("m3"), Source.KAMICHA)),
        ("345m-", Meld(MeldKind.CHI, ts("m3", "m4", "m5"), t("m5"), Source.KAMICHA)),
        ("m34r5m-", Meld(MeldKind.CHI, ts("m3", "m4", "m0"), t("m0"), Source.KAMICHA)),
        # pon
        ("z666=", Meld(MeldKind.PON, ts("z6", "z6", "z6"), t("z6"), Source.TOIMEN)),
        ("666=z", Meld(MeldKind.PON, ts("z6", "z6", "z6"), t("z6"), Source.TOIMEN)),
        ("666z=", Meld(MeldKind.PON, ts("z6", "z6", "z6"), t("z6"), Source.TOIMEN)),
        ("FF=F", Meld(MeldKind.PON, ts("z6", "z6", "z6"), t("z6"), Source.TOIMEN)),
        ("m505=", Meld(MeldKind.PON, ts("m0", "m5", "m5"), t("m5"), Source.TOIMEN)),
        ("m550=", Meld(MeldKind.PON, ts("m0", "m5", "m5"), t("m0"), Source.TOIMEN)),
        ("m0=55", Meld(MeldKind.PON, ts("m0", "m5", "m5"), t("m0"), Source.TOIMEN)),
        ("p111-", Meld(MeldKind.PON, ts("p1", "p1", "p1"), t("p1"), Source.KAMICHA)),
        # open kan: the mark on the last tile written
        ("m5550+", Meld(MeldKind.OPEN_KAN, ts("m0", "m5", "m5", "m5"), t("m0"),
                        Source.SHIMOCHA)),
        ("m5505+", Meld(MeldKind.OPEN_KAN, ts("m0", "m5", "m5", "m5"), t("m5"),
                        Source.SHIMOCHA)),
        ("CCCC-", Meld(MeldKind.OPEN_KAN, ts("z7", "z7", "z7", "z7"), t("z7"),
                       Source.KAMICHA)),
        # added kan: the pon as called, then the added tile
        ("s505+5", Meld(MeldKind.ADDED_KAN, ts("s0", "s5", "s5", "s5"), t("s5"),
                        Source.SHIMOCHA, t("s5"))),
        ("s555+0", Meld(MeldKind.ADDED_KAN, ts("s0", "s5", "s5", "s5"), t("s5"),
                        Source.SHIMOCHA, t("s0"))),
        ("z111=1", Meld(MeldKind.ADDED_KAN, ts("z1", "z1", "z1", "z1"), t("z1"),
                        Source.TOIMEN, t("z1"))),
        ("z6=666", Meld(MeldKind.ADDED_KAN, ts("z6", "z6", "z6", "z6"), t("z6"),
                        Source.TOIMEN, t("z6"))),
        ("505+5s", Meld(MeldKind.ADDED_KAN, ts("s0", "s5", "s5", "s5"), t("s5"),
                        Source.SHIMOCHA, t("s5"))),
        # closed kan: no mark
        ("z1111", Meld(MeldKind.CLOSED_KAN, ts("z1", "z1", "z1", "z1"))),
        ("m5550", Meld(MeldKind.CLOSED_KAN, ts("m0", "m5", "m5", "m5"))),
        ("0555m", Meld(MeldKind.CLOSED_KAN, ts("m0", "m5", "m5", "m5"))),
        ("EEEE", Meld(MeldKind.CLOSED_KAN, ts("z1", "z1", "z1", "z1"))),
    ])
    def test_meld_forms(self, written: str, meld: Meld) -> None:
        hand = parse_hand(f"{self.CONCEALED},{written}")
        assert hand.melds == (meld,)
        assert hand.win_tile == t("p9")

    def test_melds_keep_call_order(self) -> None:
        hand = parse_hand("m11p99p9 , z666= ,z555-, z777+")  # 14 - 3*3 = 5 tiles
        assert [m.tiles[0] for m in hand.melds] == [t("z6"), t("z5"), t("z7")]
        assert [m.source for m in hand.melds] == [Source.TOIMEN, Source.KAMICHA,
                                                  Source.SHIMOCHA]
        assert hand.win_tile == t("p9")
        assert hand.concealed == ts("m1", "m1", "p9", "p9")

    def test_four_melds_one_tile_waiting(self) -> None:
        hand = parse_hand("z7,m1111,p2-34,s999=,z5555+")
        assert hand.win_tile is None
        assert hand.concealed == ts("z7")
        assert [m.kind for m in hand.melds] == [MeldKind.CLOSED_KAN, MeldKind.CHI,
                                                MeldKind.PON, MeldKind.OPEN_KAN]

    def test_four_melds_ron_on_pair(self) -> None:
        hand = parse_hand("z7z7-,m1111,p2-34,s999=,z5555+")
        assert hand.concealed == ts("z7")
        assert hand.win_tile == t("z7")
        assert hand.win_source is Source.KAMICHA

    def test_kan_counts_as_three(self) -> None:
        # 14 - 3*2 = 8 tiles with a kan and a pon: the 8th is drawn
        hand = parse_hand("m123p456s7s7,z1111,z222=")
        assert hand.win_tile == t("s7")
        assert len(hand.concealed) == 7


class TestTiles:
    @pytest.mark.parametrize(("text", "tile"), [
        ("m5", t("m5")), ("5m", t("m5")), ("m0", t("m0")), ("0m", t("m0")),
        ("r5m", t("m0")), ("r5p", t("p0")), ("r5s", t("s0")), ("z7", t("z7")),
        ("7z", t("z7")), ("E", t("z1")), ("S", t("z2")), ("W", t("z3")), ("N", t("z4")),
        ("P", t("z5")), ("F", t("z6")), ("C", t("z7")), (" p9 ", t("p9")),
    ])
    def test_parse_tile(self, text: str, tile: Tile) -> None:
        assert parse_tile(text) == tile

    @pytest.mark.parametrize(("text", "tiles"), [
        ("m1p2", ts("m1", "p2")),
        ("1m2p", ts("m1", "p2")),
        ("m1,p2", ts("m1", "p2")),
        ("m1, p2", ts("m1", "p2")),
        ("m1 p2", ts("m1", "p2")),
        ("E", ts("z1")),
        ("p21", ts("p2", "p1")),  # the order written is kept (kan dora order)
        ("m9 E r5s", ts("m9", "z1", "s0")),
        ("", ()),
        ("  ", ()),
    ])
    def test_parse_tiles(self, text: str, tiles: tuple[Tile, ...]) -> None:
        assert parse_tiles(text) == tiles

    @pytest.mark.parametrize(("text", "tile", "source"), [
        ("s2+", t("s2"), Source.SHIMOCHA),
        ("s2", t("s2"), None),
        ("2s+", t("s2"), Source.SHIMOCHA),
        ("2=s", t("s2"), Source.TOIMEN),
        ("C-", t("z7"), Source.KAMICHA),
        ("r5p=", t("p0"), Source.TOIMEN),
        ("p0", t("p0"), None),
    ])
    def test_parse_win_tile(self, text: str, tile: Tile, source: Source | None) -> None:
        assert parse_win_tile(text) == (tile, source)


class TestFormat:
    def test_seed_example(self) -> None:
        assert format_hand(SEED_HAND) == "m78p405667s34577m9"

    def test_ron_mark_on_the_win_tile_written_last(self) -> None:
        hand = Hand(ts("m1", "m2", "m3", "p4", "p5", "p6", "s7", "s8", "s9", "z1", "z1",
                       "z2", "z2"), win_tile=t("m4"), win_source=Source.TOIMEN)
        assert format_hand(hand) == "m123p456s789z1122m4="

    def test_waiting_hand(self) -> None:
        assert format_hand(Hand(ts("m1", "m1", "m1", "m2"))) == "m1112"

    def test_red_before_plain_fives(self) -> None:
        hand = Hand(ts("p0", "p5", "p5"))
        assert format_hand(hand) == "p055"
        # parse sorts into the same canonical order whatever the input order
        assert format_hand(parse_hand("m12355p5505s0z111")) == "m12355p0555s0z111"

    @pytest.mark.parametrize(("meld", "text"), [
        (Meld(MeldKind.CHI, ts("m3", "m4", "m5"), t("m3"), Source.KAMICHA), "m3-45"),
        (Meld(MeldKind.CHI, ts("m3", "m4", "m0"), t("m4"), Source.KAMICHA), "m34-0"),
        (Meld(MeldKind.CHI, ts("p0", "p6", "p7"), t("p7"), Source.KAMICHA), "p067-"),
        (Meld(MeldKind.PON, ts("z6", "z6", "z6"), t("z6"), Source.TOIMEN), "z666="),
        (Meld(MeldKind.PON, ts("m0", "m5", "m5"), t("m5"), Source.TOIMEN), "m505="),
        (Meld(MeldKind.PON, ts("m0", "m5", "m5"), t("m0"), Source.TOIMEN), "m550="),
        (Meld(MeldKind.OPEN_KAN, ts("m0", "m5", "m5", "m5"), t("m0"), Source.SHIMOCHA),
         "m5550+"),
        (Meld(MeldKind.OPEN_KAN, ts("m0", "m5", "m5", "m5"), t("m5"), Source.SHIMOCHA),
         "m5505+"),
        (Meld(MeldKind.ADDED_KAN, ts("s0", "s5", "s5", "s5"), t("s5"), Source.SHIMOCHA,
              t("s5")), "s505+5"),
        (Meld(MeldKind.ADDED_KAN, ts("s0", "s5", "s5", "s5"), t("s0"), Source.KAMICHA,
              t("s5")), "s550-5"),
        (Meld(MeldKind.ADDED_KAN, ts("s0", "s5", "s5", "s5"), t("s5"), Source.KAMICHA,
              t("s0")), "s555-0"),
        (Meld(MeldKind.CLOSED_KAN, ts("m0", "m5", "m5", "m5")), "m5550"),
        (Meld(MeldKind.CLOSED_KAN, ts("z1", "z1", "z1", "z1")), "z1111"),
    ])
    def test_format_meld(self, meld: Meld, text: str) -> None:
        assert format_meld(meld) == text

    def test_tiles(self) -> None:
        assert format_tile(t("m0")) == "m0"
        assert format_tile(t("z7")) == "z7"
        assert format_tiles(ts("m1", "m2", "p0", "z1", "z1", "m3")) == "m12p0z11m3"
        assert format_win_tile(t("s2"), Source.SHIMOCHA) == "s2+"
        assert format_win_tile(t("s2"), None) == "s2"

    def test_full_hand_with_melds(self) -> None:
        # 5 tiles with 3 melds: the last written (p9) is drawn
        hand = parse_hand("EEp789 , 5550m+ ,FFF=, s3-4r5s")
        assert format_hand(hand) == "p78z11p9,m5550+,z666=,s3-40"


class TestRules:
    def test_two_red_fives_allowed_when_rules_say(self) -> None:
        rules = Rules("saki", {"red_fives_p": 2})
        hand = parse_hand("m123p00s789z1122z2", rules)
        assert hand.concealed.count(t("p0")) == 2

    def test_no_red_fives_rule(self) -> None:
        rules = Rules("saki", {"red_fives_m": 0})
        assert parse_hand("m055p456s789z1122", Rules()).concealed[0] == t("m0")
        # the same hand under rules without a red 5m is refused (see test_notation_errors)
        with pytest.raises(InvalidHandError, match="1 red 5m, the rules have 0"):
            parse_hand("m055p456s789z1122", rules)

    def test_cache_keeps_rules_apart(self) -> None:
        text = "m123p00s789z1122z2"
        with pytest.raises(InvalidHandError, match="2 red 5p, the rules have 1"):
            parse_hand(text)
        assert parse_hand(text, Rules("saki", {"red_fives_p": 2})).concealed[3] == t("p0")
        with pytest.raises(InvalidHandError, match="2 red 5p"):
            parse_hand(text)
