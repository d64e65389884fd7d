"""A catalogue of malformed and unscorable inputs, each with the error it must get (issue 7).

Every case is a ``mjcalc score`` command line that must fail with a given error code and
exit status (README, "Errors": 2 for usage, notation and malformed hands, 1 for a hand
that cannot be scored). Each is run twice:

* through the command line (``mjcalc score ...`` in this process, through the same
  ``MjcalcGroup.main`` as the console script): the exit status, one
  ``mjcalc: error[CODE]: message`` line on stderr with a message, nothing on stdout, no
  traceback;
* through ``mjcalc batch``: all the cases as the lines of one input (shell-quoted), where
  each line's record must carry the same code and status, in order, one record a line.

Batch-only cases (JSON lines, majiang-core records, bytes that are not UTF-8, over-long
lines) are listed apart with the code and status their record must carry; so are
command-line-only cases (bytes in argv, a newline inside an argument).

The expected codes and statuses come from the README's table, not from the program; the
reason a case is wrong is in its id (and in a comment where it is not obvious).
"""

from __future__ import annotations

import io
import json
import os
import re
import shlex
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from build_under_test import build
from fast_cli import invoke

from calc_cli.batch.engine import run_batch

ROOT = Path(__file__).resolve().parents[2]

USAGE, SCORE = 2, 1  # the two failure statuses: usage/notation/malformed, cannot score


@dataclass(frozen=True)
class Case:
    """``mjcalc score *args`` must fail with ``code`` and exit ``status``; as a batch line
    with ``batch_code`` when that is not None (a batch has limits of its own)."""

    id: str
    args: tuple[str, ...]
    code: str
    status: int
    batch_code: str | None = None


def case(id: str, args: str | tuple[str, ...], code: str, status: int,
         batch_code: str | None = None) -> Case:
    """A case; ``args`` as one string is split on spaces (no quoting needed in it)."""
    words = tuple(args.split(" ")) if isinstance(args, str) else args
    return Case(id, words, code, status, batch_code)


# Hands that score, from which the cases below are made wrong one way at a time.
# m234 m567 p345 s55 + s23 waiting on s1/s4: pinfu, tanyao; 13 tiles for --ron.
PINFU = "m234567p345s2355"
RON = f"{PINFU} --ron s4+"
# the same hand with the drawn s4 written last: tsumo.
TSUMO = f"{PINFU}s4"
# open tanyao: p456 s678 m234 m44 + m4 drawn, chi s3-45 (from the previous player).
OPEN = "p456s678m2344m4,s3-45"
# the same with a closed kan of s2 instead of the chi (a kan for rinshan).
KAN = "p456s678m2344m4,s2222"
# East wind pair hand: 13 tiles, wins on z1 by ron as East (seat and round wind pon).
WINDS = "m123p456s789z1122"

NOTATION = [
    case("unknown letter x", "m12x3", "notation", USAGE),
    case("unknown letter q at the end", "m123p456s789z11q", "notation", USAGE),
    case("punctuation !", "m123p456s789z11!4", "notation", USAGE),
    case("semicolon", "m123;p456s789z1122", "notation", USAGE),
    case("slash", "m123/p456s789z1122", "notation", USAGE),
    case("dot", "m123.p456s789z1122", "notation", USAGE),
    case("z0 prefix", "z0m123p456s789z112", "notation", USAGE),
    case("z8 prefix", "m123p456s789z1128", "notation", USAGE),
    case("z9 prefix", "m123p456s789z9911", "notation", USAGE),
    case("0z suffix", "123m456p789s0z11z", "notation", USAGE),
    case("8z suffix", "123m456p789s11z8z", "notation", USAGE),
    case("9z suffix", "123m456p789s119z", "notation", USAGE),
    case("digits without a suit", "123456", "notation", USAGE),
    case("digits without a suit after a hand", "123m456p789s11z44", "notation", USAGE),
    case("one trailing digit", "11z123m456p789s4", "notation", USAGE),
    case("a suit letter alone", "m", "notation", USAGE),
    case("suit letters without digits", "mpsz", "notation", USAGE),
    case("uppercase suit M", "M123p456s789z1122", "notation", USAGE),
    case("lowercase honor e", "m123p456s789z11e", "notation", USAGE),
    case("space inside the hand", ("m123 p456s789z1122",), "notation", USAGE),
    case("tab inside the hand", ("m123\tp456s789z1122",), "notation", USAGE),
    case("mark first", "+m123p456s789z1122", "notation", USAGE),
    case("mark after the suit letter of a prefix group", "m+123p456s789z1122", "notation",
         USAGE),
    case("two marks on a tile", "m1+=23p456s789z1122", "notation", USAGE),
    case("two marks on a suffix group", "123m+=456p789s1122z", "notation", USAGE),
    case("two marked concealed tiles", "m1+23p456s789z112=2", "notation", USAGE),
    case("two marks in a meld", "p456s789z11m44m4,m1-2-3", "notation", USAGE),
    case("two marks in a kan", "p456s789z11m44m4,z1+11=1", "notation", USAGE),
    case("empty meld between commas", "p456s789z11m44m4,,m1-23", "notation", USAGE),
    case("trailing comma", "m123p456s789z1122,", "notation", USAGE),
    case("leading comma", ",m123p456s789z1122", "notation", USAGE),
    case("r6m is no red five", "r6mm23p456s789z1122", "notation", USAGE),
    case("r5z is no red five", "r5zm234p456s789z112", "notation", USAGE),
    case("r5 without suit", "m1234p456s789z11r5", "notation", USAGE),
    case("r without 5", "rm5m1234p456s789z11", "notation", USAGE),
    case("fullwidth m", ("ｍ123p456s789z1122",), "notation", USAGE),
    case("fullwidth digits", ("m１２３p456s789z1122",), "notation", USAGE),
    case("arabic-indic digits", ("m١٢٣p456s789z1122",), "notation", USAGE),
    case("mahjong tile character", ("🀇🀈🀉p456s789z1122",), "notation", USAGE),
    case("NUL character", ("m123p456s789z11\x0022",), "notation", USAGE),
    case("escape sequence", ("m123p456s789z1122\x1b[31m",), "notation", USAGE),
    case("bell character", ("m123\ap456s789z1122",), "notation", USAGE),
    case("right-to-left override", ("m123\u202ep456s789z1122",), "notation", USAGE),
    case("zero-width space", ("m123\u200bp456s789z1122",), "notation", USAGE),
    case("non-breaking space", ("m123\u00a0p456s789z1122",), "notation", USAGE),
    case("lone surrogate", ("m123\udcffp456s789z1122",), "notation", USAGE),
    case("a hand that is only marks", "+=-", "notation", USAGE),
    case("a hand starting with a dash is an option", "-m123", "usage", USAGE),
]

EMPTY_AND_LONG = [
    case("empty hand", ("",), "empty_hand", USAGE),
    case("spaces only", ("   ",), "empty_hand", USAGE),
    case("tab only", ("\t",), "empty_hand", USAGE),
    case("201 characters", ("m" + "1" * 200,), "input_too_long", USAGE),
    case("a hand of 300 tiles", ("m1" * 150,), "input_too_long", USAGE),
    # a batch line longer than 64 KiB is refused before it is read as a command line
    case("100000 characters", ("m" + "123456789" * 11112,), "input_too_long", USAGE,
         batch_code="line_too_long"),
    case("a long option value", (*RON.split(" "), "--dora", "m1" * 1000),
         "input_too_long", USAGE),
    # issue 11: the limit is on the whole list, spaces and repeats included, checked
    # before the list is split into words (each word alone is short)
    case("a long spaced tile list", (*RON.split(" "), "--dora", "m1 " * 100),
         "input_too_long", USAGE),
    case("long repeated tile lists", (*RON.split(" "), "--dora", "m1" * 60, "--dora",
                                      "p1" * 60), "input_too_long", USAGE),
]

MELDS = [
    # concealed p456 s789 z11 m44 + m4 drawn (11 tiles) and one meld after the comma.
    case("chi not a run", "p456s789z11m44m4,m1-35", "bad_meld", USAGE),
    case("chi with a gap", "p456s789z11m44m4,m2-46", "bad_meld", USAGE),
    case("chi wrapping 9-1-2", "p456s789z11m44m4,m9-12", "bad_meld", USAGE),
    case("chi across suits", "p456s789z11m44m4,m8-9p1", "bad_meld", USAGE),
    case("chi across suits, suffix form", "p456s789z11m44m4,89-m1p", "bad_meld", USAGE),
    case("chi from shimocha", "p456s789z11m44m4,m1+23", "bad_meld", USAGE),
    case("chi from toimen", "p456s789z11m44m4,m1=23", "bad_meld", USAGE),
    case("chi of winds", "p456s789z11m44m4,z1-23", "bad_meld", USAGE),
    case("chi of dragons", "p456s789z11m44m4,z5-67", "bad_meld", USAGE),
    case("chi of honor letters", "p456s789z11m44m4,P-FC", "bad_meld", USAGE),
    case("pon of two kinds", "p456s789z11m44m4,m1+12", "bad_meld", USAGE),
    case("pon of two honors", "p456s789z11m44m4,z1+12", "bad_meld", USAGE),
    case("pon of three kinds of honor", "p456s789z11m44m4,E=SW", "bad_meld", USAGE),
    case("open kan of two kinds", "p456s789z11m44m4,m1112+", "bad_meld", USAGE),
    case("added kan of two kinds", "p456s789z11m44m4,z111=2", "bad_meld", USAGE),
    case("closed kan of two kinds", "p456s789z11m44m4,m1112", "bad_meld", USAGE),
    case("closed kan of a run and one", "p456s789z11m44m4,m1234", "bad_meld", USAGE),
    case("pon without a mark", "p456s789z11m44m4,z111", "bad_meld", USAGE),
    case("chi without a mark", "p456s789z11m44m4,m123", "bad_meld", USAGE),
    case("a meld of two tiles", "p456s789z11m44m4,m1+1", "bad_meld", USAGE),
    case("a meld of one tile", "p456s789z11m44m4,E", "bad_meld", USAGE),
    case("a meld of five tiles", "p456s789z11m44m4,z11111", "bad_meld", USAGE),
    case("a meld of six tiles", "p456s789z11m44m4,m123456", "bad_meld", USAGE),
    case("five melds", "z1,m1-23,m4-56,m7-89,p1-23,p4-56", "too_many_melds", USAGE),
]

TILE_COUNTS = [
    case("three tiles", "m123", "tile_count", USAGE),
    case("one tile", "E", "tile_count", USAGE),
    case("twelve tiles", "m123p456s789z11", "tile_count", USAGE),
    case("fifteen tiles", "m123p456s789z112233", "tile_count", USAGE),
    case("twenty tiles", "m123456789p123456s78", "tile_count", USAGE),
    case("fourteen tiles and a meld", "m123p456s789z1122,m1-23", "tile_count", USAGE),
    case("nine tiles and a meld", "p456s789z11m4,m1-23", "tile_count", USAGE),
    case("a kan counts as three", "p456s789z11m44m4m5,m1111", "tile_count", USAGE),
    case("four melds and five tiles", "z11m1p1s1,m1-23,m4-56,m7-89,p1-23", "tile_count",
         USAGE),
    case("a ron mark on the 13th tile", "m123p456s789z11m4+", "tile_count", USAGE),
    case("a ron mark on the 15th tile", "m123p456s789z11223m4+", "tile_count", USAGE),
    case("four melds and three tiles", "z123,m1-23,m4-56,m7-89,p1-23", "tile_count",
         USAGE),
]

COPIES = [
    # A fifth copy of a tile, or a red five the rules lack: exit 1 (SPEC, README).
    case("five m1 in hand", "m11111p2345678s11", "fifth_tile", SCORE),
    case("five honor letters", "EEEEEm123p456s789", "fifth_tile", SCORE),
    case("fifth in hand and meld", "m1111p456s789z1,m1-23", "fifth_tile", SCORE),
    case("fifth across two melds", "m11p456z11,m111=,m1-23", "fifth_tile", SCORE),
    case("fifth drawn tile", "m1111p456s789z11m1", "fifth_tile", SCORE),
    case("fifth as the ron tile", "m1111p456s789z111 --ron m1+", "fifth_tile", SCORE),
    case("fifth counting a red five", "m5550p456s789z1,m0-67", "fifth_tile", SCORE),
    case("fifth counting the dora indicators", f"{WINDS} --ron z1+ --seat E --dora z1,z1",
         "fifth_tile", SCORE),
    case("fifth counting the ura indicators",
         f"{RON} --riichi --dora s5,s1 --ura s5,s5", "fifth_tile", SCORE),
    case("five copies among the indicators alone", f"{RON} --riichi --dora m1,m1,m1 --ura "
         "m1,m1", "fifth_tile", SCORE),
    # issue 11: chankan robs the 4th copy from a kan, whose other 3 are on the table
    case("chankan on a tile the winner holds", "m234567p345s2344 --ron s4+ --chankan",
         "fifth_tile", SCORE),
    case("chankan on a tile an indicator shows", f"{RON} --chankan --dora s4",
         "fifth_tile", SCORE),
    case("kokushi chankan holding the tile", "m19p19s19z1234567 --ron z7+ --chankan",
         "fifth_tile", SCORE),
    case("two red 5m", "m005p456s789z1122", "red_fives", SCORE),
    case("red five and r5m", "m0r5mm5p456s789z1122", "red_fives", SCORE),
    case("two red 5p in a pon", "m123s789z1122p4,p0+05", "red_fives", SCORE),
    case("red 5m with red_fives_m=0", "m067p456s789z1122 --rule red_fives_m=0",
         "red_fives", SCORE),
    case("red five ron tile with red_fives_s=0", f"{PINFU[:-5]}s3466 --ron s0+ --rule "
         "red_fives_s=0", "red_fives", SCORE),
    case("red five ron tile beyond one", "m234567p345s0346 --ron s0+", "red_fives", SCORE),
    case("red five dora indicator beyond one", "m234067p345s2355 --ron s4+ --dora m0",
         "red_fives", SCORE),
    case("red five dora indicator with no reds", f"{RON} --dora p0 --rules tenhou --rule "
         "red_fives_p=0", "red_fives", SCORE),
]

FLAGS = [
    case("ippatsu without riichi", f"{RON} --ippatsu", "contradictory_flags", SCORE),
    case("riichi with an open hand", f"{OPEN} --riichi", "contradictory_flags", SCORE),
    case("double riichi with an open hand", f"{OPEN} --double-riichi", "contradictory_flags",
         SCORE),
    case("chankan with tsumo", f"{TSUMO} --chankan", "contradictory_flags", SCORE),
    case("rinshan without a kan", f"{TSUMO} --rinshan", "contradictory_flags", SCORE),
    case("rinshan with a chi only", f"{OPEN} --rinshan", "contradictory_flags", SCORE),
    case("rinshan by ron", "p456s678m2344,s2222 --ron m4+ --rinshan", "contradictory_flags",
         SCORE),
    case("haitei with houtei", f"{TSUMO} --haitei --houtei", "contradictory_flags", SCORE),
    case("haitei by ron", f"{RON} --haitei", "contradictory_flags", SCORE),
    case("houtei by tsumo", f"{TSUMO} --houtei", "contradictory_flags", SCORE),
    case("haitei with rinshan", f"{KAN} --haitei --rinshan", "contradictory_flags", SCORE),
    case("chankan with houtei", f"{RON} --chankan --houtei", "contradictory_flags", SCORE),
    # double riichi is declared on the first discard and ippatsu ends one go-around later:
    # at most 8 draws (10 with three players and kita) of the 70 (55) before the last tile
    case("double riichi, ippatsu, houtei", f"{RON} --double-riichi --ippatsu --houtei",
         "contradictory_flags", SCORE),
    case("double riichi, ippatsu, haitei", f"{TSUMO} --double-riichi --ippatsu --haitei",
         "contradictory_flags", SCORE),
    case("tenhou as a non-dealer", f"{TSUMO} --tenhou", "contradictory_flags", SCORE),
    case("tenhou by ron", f"{RON} --seat E --tenhou", "contradictory_flags", SCORE),
    case("tenhou with a meld", f"{OPEN} --seat E --tenhou", "contradictory_flags", SCORE),
    case("tenhou with riichi", f"{TSUMO} --seat E --tenhou --riichi", "contradictory_flags",
         SCORE),
    case("chiihou as the dealer", f"{TSUMO} --seat E --chiihou", "contradictory_flags",
         SCORE),
    case("chiihou by ron", f"{RON} --chiihou", "contradictory_flags", SCORE),
    case("chiihou with a meld", f"{OPEN} --chiihou", "contradictory_flags", SCORE),
    case("renhou as the dealer", f"{RON} --seat E --renhou", "contradictory_flags", SCORE),
    case("renhou by tsumo", f"{TSUMO} --renhou", "contradictory_flags", SCORE),
    # issue 11: the first draw is not the last tile; renhou comes before any call
    # (a kan to rob) and before the last discard
    case("tenhou with haitei", f"{TSUMO} --seat E --tenhou --haitei", "contradictory_flags",
         SCORE),
    case("chiihou with haitei", f"{TSUMO} --chiihou --haitei", "contradictory_flags", SCORE),
    case("renhou with houtei", f"{RON} --renhou --houtei", "contradictory_flags", SCORE),
    case("renhou with chankan", f"{RON} --renhou --chankan", "contradictory_flags", SCORE),
    case("ron and tsumo", f"{RON} --tsumo", "contradictory_flags", SCORE),
    case("from and tsumo", f"{TSUMO} --from W --tsumo", "contradictory_flags", SCORE),
    case("a ron mark in the hand and tsumo", f"{PINFU}s4+ --tsumo", "contradictory_flags",
         SCORE),
    case("ura without riichi", f"{RON} --dora m1 --ura m2", "contradictory_flags", SCORE),
    case("more ura than dora", f"{RON} --riichi --dora m1 --ura m2,m3",
         "contradictory_flags", SCORE),
    case("six dora indicators", f"{RON} --dora m1,m2,m3,m4,m5,m6", "contradictory_flags",
         SCORE),
    case("kan dora while kan dora are off", f"{RON} --dora m1,m2 --rule kan_dora=false",
         "rule_off", SCORE),
    case("ura dora while ura dora are off", f"{RON} --riichi --dora m1 --ura m2 --rule "
         "ura_dora=false", "rule_off", SCORE),
    case("ippatsu while ippatsu is off", f"{RON} --riichi --ippatsu --rules jpml",
         "rule_off", SCORE),
]

SEATS = [
    case("seat 4", f"{RON} --seat 4", "bad_seat", USAGE),
    case("seat -1", f"{RON} --seat -1", "bad_seat", USAGE),
    case("seat X", f"{RON} --seat X", "bad_seat", USAGE),
    case("seat empty", (*RON.split(" "), "--seat", ""), "bad_seat", USAGE),
    case("seat a huge number", f"{RON} --seat {10**40}", "bad_seat", USAGE),
    case("seat fullwidth E", f"{RON} --seat Ｅ", "bad_seat", USAGE),
    case("seat with a NUL", (*RON.split(" "), "--seat", "E\x00"), "bad_seat", USAGE),
    case("seat a dragon", f"{RON} --seat z5", "bad_seat", USAGE),
    case("round 4", f"{RON} --round 4", "bad_seat", USAGE),
    case("round Q", f"{RON} --round Q", "bad_seat", USAGE),
    case("round 中", f"{RON} --round 中", "bad_seat", USAGE),
    case("from 5", f"{TSUMO} --from 5", "bad_seat", USAGE),
    case("from the winner's own seat", f"{TSUMO} --from S", "bad_seat", USAGE),
    case("from own seat as a word", f"{TSUMO} --seat west --from W", "bad_seat", USAGE),
    case("pao 7", f"{RON} --pao 7", "bad_seat", USAGE),
    case("pao x", f"{RON} --pao x", "bad_seat", USAGE),
]

PAO = [
    # README: bad_pao, exit 1, for pao that cannot apply.
    case("pao on the winner", f"{RON} --pao S", "bad_pao", SCORE),
    case("pao on a hand that is not a yakuman", f"{RON} --pao N", "bad_pao", SCORE),
]

STICKS = [
    # Honba and deposits: whole numbers 0..999 (README); click refuses others (usage).
    case("honba -1", f"{RON} --honba -1", "usage", USAGE),
    case("honba 1000", f"{RON} --honba 1000", "usage", USAGE),
    case("honba a huge number", f"{RON} --honba {10**30}", "usage", USAGE),
    case("honba 1.5", f"{RON} --honba 1.5", "usage", USAGE),
    case("honba 1e3", f"{RON} --honba 1e3", "usage", USAGE),
    case("honba a word", f"{RON} --honba many", "usage", USAGE),
    case("honba empty", (*RON.split(" "), "--honba", ""), "usage", USAGE),
    case("honba in hexadecimal", f"{RON} --honba 0x10", "usage", USAGE),
    case("deposits -5", f"{RON} --deposits -5", "usage", USAGE),
    case("deposits 1000", f"{RON} --deposits 1000", "usage", USAGE),
    case("deposits a huge number", f"{RON} --deposits {10**400}", "usage", USAGE),
    case("deposits nan", f"{RON} --deposits nan", "usage", USAGE),
    # issue 11: a count is ASCII digits; int() would take these
    case("honba in full-width digits", f"{RON} --honba \uff15", "usage", USAGE),
    case("honba with an underscore", f"{RON} --honba 1_0", "usage", USAGE),
    case("honba with a leading space", (*RON.split(" "), "--honba", " 5"), "usage", USAGE),
    case("deposits in Arabic-Indic digits", f"{RON} --deposits \u0663", "usage", USAGE),
]

WIN_TILE = [
    case("13 tiles, tenpai", PINFU, "not_winning", SCORE),
    case("13 tiles, 1-shanten", "m123456p135s2468", "not_winning", SCORE),
    case("13 tiles, far from a win", "m1357p1357s1357z1", "not_winning", SCORE),
    case("13 tiles with tsumo", f"{PINFU} --tsumo", "not_winning", SCORE),
    case("13 tiles with from", f"{PINFU} --from W", "not_winning", SCORE),
    case("14 tiles, not a win", "m1357p1357s1357z12", "not_winning", SCORE),
    case("a ron tile that does not complete it", f"{PINFU} --ron m9+", "not_winning", SCORE),
    case("ron tile is not a tile", f"{PINFU} --ron x", "notation", USAGE),
    case("ron tile z8", f"{PINFU} --ron z8+", "notation", USAGE),
    case("ron of two tiles", f"{PINFU} --ron s4s5+", "notation", USAGE),
    case("ron tile empty", (PINFU, "--ron", ""), "notation", USAGE),
    case("ron tile with two marks", f"{PINFU} --ron s4+=", "notation", USAGE),
    case("ron tile with a space inside", (PINFU, "--ron", "s 4+"), "notation", USAGE),
    case("ron tile without source", f"{PINFU} --ron s4", "no_source", USAGE),
    case("ron with 14 tiles", f"{TSUMO} --ron s4+", "win_tile_twice", USAGE),
    case("ron mark and from disagree", f"{RON} --from N", "contradictory_source", USAGE),
    case("hand mark and from disagree", f"{PINFU}s4+ --from N", "contradictory_source",
         USAGE),
    case("no yaku", f"{WINDS} --ron z2= --seat E", "no_yaku", SCORE),
    case("no yaku, dora do not count", "m123456p234s78z55 --ron s9- --dora z4,m1",
         "no_yaku", SCORE),
    case("no yaku, open hand", "p456s789z11m44m4,m1-23", "no_yaku", SCORE),
]

RULES = [
    case("unknown preset", f"{RON} --rules club", "bad_preset", USAGE),
    case("empty preset", (*RON.split(" "), "--rules", ""), "bad_preset", USAGE),
    case("unknown switch", f"{RON} --rule nope=1", "bad_rule", USAGE),
    case("switch without a value", f"{RON} --rule kazoe", "bad_rule", USAGE),
    case("value without a switch", f"{RON} --rule =1", "bad_rule", USAGE),
    case("unknown choice", f"{RON} --rule kazoe=lots", "bad_rule_value", USAGE),
    case("red fives above 4", f"{RON} --rule red_fives_m=5", "bad_rule_value", USAGE),
    case("red fives negative", f"{RON} --rule red_fives_m=-1", "bad_rule_value", USAGE),
    case("red fives a word", f"{RON} --rule red_fives_m=two", "bad_rule_value", USAGE),
    case("red fives huge", f"{RON} --rule red_fives_m={10**50}", "bad_rule_value", USAGE),
    case("a flag set to a number", f"{RON} --rule open_tanyao=7", "bad_rule_value", USAGE),
    case("rules file missing", f"{RON} --rules-file /nonexistent/house.toml", "rules_file",
         USAGE),
]

USAGE_CASES = [
    case("no hand", ("--riichi",), "usage", USAGE),
    case("two hands", f"{PINFU} m123 --ron s4+", "usage", USAGE),
    case("unknown option", f"{RON} --no-such-option", "usage", USAGE),
    case("option value missing", f"{PINFU} --ron", "usage", USAGE),
    case("flag given a value", f"{RON} --riichi=yes", "usage", USAGE),
    case("unknown format", f"{RON} --format xml", "usage", USAGE),
    case("unknown language", f"{RON} --lang fr", "usage", USAGE),
]

CASES = (NOTATION + EMPTY_AND_LONG + MELDS + TILE_COUNTS + COPIES + FLAGS + SEATS + PAO
         + STICKS + WIN_TILE + RULES + USAGE_CASES)

#: cases whose code is not yet what the README says: (case id, the problem, routed to).
KNOWN_WRONG: dict[str, str] = {}


def _known(name: str) -> list[Any]:
    """A strict xfail for a case still wrong (it fails loudly once fixed: remove it then)."""
    reason = KNOWN_WRONG.get(name)
    return [pytest.mark.xfail(reason=reason, strict=True)] if reason else []


def _params(cases: list[Case]) -> list[Any]:
    return [pytest.param(c, id=c.id, marks=_known(c.id)) for c in cases]


def test_the_catalogue_is_large_and_distinct() -> None:
    lines = [c.args for c in CASES]
    assert len(CASES) >= 150
    assert len({c.id for c in CASES}) == len(CASES), "duplicate ids"
    assert len(set(lines)) == len(lines), "duplicate command lines"


def test_every_code_in_the_catalogue_and_the_readme_exists() -> None:
    # the reverse of test_error_codes_documented: no README row and no expected code here
    # is a code nothing raises (a stale row, a typo in a case)
    from test_error_codes_documented import PACKAGES, documented_codes

    # any quoted word in the sources (codes are also passed positionally: "bad_meld")
    raised = {word for package in PACKAGES for path in (ROOT / package).rglob("*.py")
              for word in re.findall(r"""["']([a-z][a-z0-9_]*)["']""", path.read_text())}
    assert documented_codes() - raised == set()
    expected = {c.code for c in CASES} | {c.batch_code for c in CASES if c.batch_code}
    expected |= {code for _, _, code, _ in BATCH_ONLY}
    assert expected - raised == set()


# --- through the command line ------------------------------------------------------------

def assert_error_report(stderr: str, stdout: str, code: str) -> None:
    """One ``mjcalc: error[code]: message`` line (maybe a caret echo after it)."""
    assert stdout == "", stdout
    assert "Traceback" not in stderr, stderr
    first, *rest = stderr.rstrip("\n").split("\n")
    prefix = f"mjcalc: error[{code}]: "
    assert first.startswith(prefix), stderr
    assert first[len(prefix):].strip(), "empty message"
    assert len(rest) in (0, 2), stderr  # the caret echo: the input, then the caret
    if rest:
        assert rest[1].strip() == "^", stderr


@pytest.mark.parametrize("c", _params(CASES))
def test_command_line(c: Case) -> None:
    result = invoke(["score", *c.args])
    assert result.status == c.status, result.stderr
    assert_error_report(result.stderr, result.stdout, c.code)


# --- through batch -----------------------------------------------------------------------

#: lines that are not command lines: (id, bytes of the line, code, status).
BATCH_ONLY: list[tuple[str, bytes, str, int]] = [
    ("invalid UTF-8 byte", b"m234567p345s2355 --ron s4\xff+", "bad_utf8", USAGE),
    ("a lone continuation byte", b"\x80m234567p345s2355 --ron s4+", "bad_utf8", USAGE),
    ("a truncated UTF-8 sequence", b"m234567p345s2355 --seat \xe6\x9d", "bad_utf8", USAGE),
    ("overlong UTF-8 encoding", b"m234567p345s2355 --ron s4\xc0\xab", "bad_utf8", USAGE),
    ("UTF-16 text", "m234567p345s2355".encode("utf-16"), "bad_utf8", USAGE),
    ("a line over 64 KiB", b"m1" * 40_000, "line_too_long", USAGE),
    ("unbalanced quote", b"m234567p345s2355 --ron 's4+", "usage", USAGE),
    ("help on a line", b"m234567p345s2355 --help", "usage", USAGE),
    ("a NUL byte in the hand", b"m234567p345s23\x0055 --ron s4+", "notation", USAGE),
    # JSON lines: this tool's options as keys.
    ("JSON not valid", b'{"hand": "m234567p345s2355",', "bad_json", USAGE),
    ("JSON single quotes", b"{'hand': 'm234567p345s2355'}", "bad_json", USAGE),
    ("JSON trailing garbage", b'{"hand": "m234567p345s2355"} x', "bad_json", USAGE),
    ("JSON nested very deeply", b'{"hand": ' + b"[" * 20_000 + b"]" * 20_000 + b"}",
     "bad_json", USAGE),
    ("JSON without a hand", b'{"ron": "s4+"}', "bad_json", USAGE),
    # issue 11: json.loads keeps the last of a repeated key silently
    ("JSON key given twice", b'{"hand": "m234567p345s2355", "ron": "s4+", "ron": "s1+"}',
     "bad_json", USAGE),
    ("JSON key given twice in a record's param",
     b'{"shoupai": "m234567p345s2355", "rongpai": "s4+", "param": {"menfeng": 1, '
     b'"menfeng": 2}}', "bad_json", USAGE),
    ("JSON honba as a full-width digit",
     '{"hand": "m234567p345s2355", "ron": "s4+", "honba": "\uff15"}'.encode(), "usage",
     USAGE),
    ("JSON unknown key", b'{"hand": "m234567p345s2355", "ronn": "s4+"}', "bad_json", USAGE),
    ("JSON hand a number", b'{"hand": 123}', "bad_json", USAGE),
    ("JSON hand a list", b'{"hand": ["m234567p345s2355"]}', "bad_json", USAGE),
    ("JSON hand null", b'{"hand": null}', "bad_json", USAGE),
    ("JSON seat true", b'{"hand": "m234567p345s2355", "ron": "s4+", "seat": true}',
     "bad_json", USAGE),
    ("JSON seat a float", b'{"hand": "m234567p345s2355", "ron": "s4+", "seat": 1.0}',
     "bad_json", USAGE),
    ("JSON seat an object", b'{"hand": "m234567p345s2355", "ron": "s4+", "seat": {}}',
     "bad_json", USAGE),
    ("JSON seat 9", b'{"hand": "m234567p345s2355", "ron": "s4+", "seat": 9}',
     "bad_seat", USAGE),
    ("JSON riichi a string", b'{"hand": "m234567p345s2355", "ron": "s4+", "riichi": "yes"}',
     "bad_json", USAGE),
    ("JSON riichi 1", b'{"hand": "m234567p345s2355", "ron": "s4+", "riichi": 1}',
     "bad_json", USAGE),
    # an integer stands for its digits, as in the seat; "1" is no tile.
    ("JSON dora numbers", b'{"hand": "m234567p345s2355", "ron": "s4+", "dora": [1, 2]}',
     "notation", USAGE),
    ("JSON dora nested lists", b'{"hand": "m234567p345s2355", "ron": "s4+", '
     b'"dora": [["m1"]]}', "bad_json", USAGE),
    ("JSON honba a float", b'{"hand": "m234567p345s2355", "ron": "s4+", "honba": 1.5}',
     "bad_json", USAGE),
    ("JSON honba huge", b'{"hand": "m234567p345s2355", "ron": "s4+", "honba": 1e400}',
     "bad_json", USAGE),
    ("JSON honba a huge integer", b'{"hand": "m234567p345s2355", "ron": "s4+", "honba": '
     + b"9" * 5000 + b"}", "bad_json", USAGE),
    ("JSON honba -1", b'{"hand": "m234567p345s2355", "ron": "s4+", "honba": -1}',
     "usage", USAGE),
    ("JSON deposits NaN", b'{"hand": "m234567p345s2355", "ron": "s4+", "deposits": NaN}',
     "bad_json", USAGE),
    ("JSON ippatsu without riichi", b'{"hand": "m234567p345s2355", "ron": "s4+", '
     b'"ippatsu": true}', "contradictory_flags", SCORE),
    ("JSON hand with bad notation", b'{"hand": "m12x3"}', "notation", USAGE),
    ("JSON a fifth tile", b'{"hand": "m11111p2345678s11"}', "fifth_tile", SCORE),
    ("JSON key with a NUL", b'{"hand\\u0000": "m234567p345s2355"}', "bad_json", USAGE),
    # issue 11: a repeated key is refused, not read as its last value
    ("JSON duplicate hand keys, second bad", b'{"hand": "m234567p345s2355s4", '
     b'"hand": "m12x3"}', "bad_json", USAGE),
    # majiang-core Util.hule records.
    ("record shoupai a number", b'{"shoupai": 5}', "bad_record", USAGE),
    ("record shoupai empty", b'{"shoupai": ""}', "bad_record", USAGE),
    ("record shoupai bad notation", b'{"shoupai": "m12x3"}', "notation", USAGE),
    ("record unknown top key", b'{"shoupai": "m234567p345s2355s4", "x": 1}', "bad_record",
     USAGE),
    ("record rongpai without mark", b'{"shoupai": "m234567p345s2355", "rongpai": "s4"}',
     "bad_record", USAGE),
    ("record rongpai a number", b'{"shoupai": "m234567p345s2355", "rongpai": 4}',
     "bad_record", USAGE),
    ("record rongpai with 14 tiles", b'{"shoupai": "m234567p345s2355s4", "rongpai": "s4+"}',
     "bad_record", USAGE),
    ("record without a winning tile", b'{"shoupai": "m234567p345s2355"}', "bad_record",
     USAGE),
    ("record rongpai a fifth copy", b'{"shoupai": "m234567p345s2355s4", "rongpai": null, '
     b'"param": {"baopai": ["s4", "s4", "s4", "s4"]}}', "fifth_tile", SCORE),
    ("record rongpai a fifth tile", b'{"shoupai": "m234567p34s25555", "rongpai": "s5+"}',
     "fifth_tile", SCORE),
    ("record rongpai a red five beyond the rules",
     b'{"shoupai": "m234567p345s2340", "rongpai": "s0+"}', "red_fives", SCORE),
    ("record param a list", b'{"shoupai": "m234567p345s2355s4", "param": []}',
     "bad_record", USAGE),
    ("record menfeng 4", b'{"shoupai": "m234567p345s2355s4", "param": {"menfeng": 4}}',
     "bad_record", USAGE),
    ("record menfeng a string", b'{"shoupai": "m234567p345s2355s4", '
     b'"param": {"menfeng": "1"}}', "bad_record", USAGE),
    ("record zhuangfeng -1", b'{"shoupai": "m234567p345s2355s4", '
     b'"param": {"zhuangfeng": -1}}', "bad_record", USAGE),
    ("record lizhi 3", b'{"shoupai": "m234567p345s2355s4", "param": {"lizhi": 3}}',
     "bad_record", USAGE),
    ("record changbang -1", b'{"shoupai": "m234567p345s2355s4", "param": '
     b'{"hupai": {}, "jicun": {"changbang": -1}}}', "bad_record", USAGE),
    ("record lizhibang huge", b'{"shoupai": "m234567p345s2355s4", "param": '
     b'{"hupai": {}, "jicun": {"lizhibang": 1e300}}}', "bad_record", USAGE),
    ("record baopai not tiles", b'{"shoupai": "m234567p345s2355s4", '
     b'"param": {"baopai": [1]}}', "bad_record", USAGE),
    ("record mixed param forms", b'{"shoupai": "m234567p345s2355s4", '
     b'"param": {"hupai": {}, "lizhi": 1}}', "bad_record", USAGE),
    ("record yifa without lizhi", b'{"shoupai": "m234567p345s2355s4", '
     b'"param": {"yifa": true}}', "contradictory_flags", SCORE),
    ("record rule a string", b'{"shoupai": "m234567p345s2355s4", '
     b'"param": {"rule": "saki"}}', "bad_record", USAGE),
]


def _batch_line(c: Case) -> bytes:
    return shlex.join(c.args).encode("utf-8", "surrogateescape")


#: catalogue cases that cannot be one batch line: a line ends at a newline, a carriage
#: return stays in it; bytes that are not UTF-8 are a batch error of their own.
def _fits_a_line(c: Case) -> bool:
    return not any("\n" in a or "\r" in a or any(0xD800 <= ord(ch) < 0xE000 for ch in a)
                   for a in c.args)


BATCH_CASES = [c for c in CASES if _fits_a_line(c)]


def _batch_input() -> tuple[bytes, dict[int, tuple[str, int, str]]]:
    """The catalogue as one batch input (a comment and a blank line between the parts,
    which keep their numbers) and, by line number, the code and status expected."""
    lines: list[bytes] = [b"# the error catalogue, one case a line", b""]
    expected: dict[int, tuple[str, int, str]] = {}
    for c in BATCH_CASES:
        lines.append(_batch_line(c))
        expected[len(lines)] = (c.batch_code or c.code, c.status, c.id)
    for name, data, code, status in BATCH_ONLY:
        lines.append(data)
        expected[len(lines)] = (code, status, name)
    return b"\n".join(lines) + b"\n", expected


def _check_records(records: list[dict[str, Any]], expected: dict[int, tuple[str, int, str]]
                   ) -> list[str]:
    """The cases whose record is not the expected error (empty when all are)."""
    assert [r["line"] for r in records] == sorted(expected), "records lost or out of order"
    wrong = []
    for record in records:
        code, status, name = expected[record["line"]]
        if name in KNOWN_WRONG:
            continue
        error = record.get("error")
        if error is None:
            wrong.append(f"{name}: scored")
            continue
        got = (error["code"], error["status"])
        if got != (code, status) or not error["message"].strip():
            wrong.append(f"{name}: {got}, expected {(code, status)}: {error['message']}")
    return wrong


def test_batch_in_process() -> None:
    data, expected = _batch_input()
    out, err = io.BytesIO(), io.StringIO()
    status = run_batch(io.BytesIO(data), "json", 1, out=out, err=err)
    records = [json.loads(line) for line in out.getvalue().decode("utf-8").splitlines()]
    assert status == 1
    assert err.getvalue() == f"mjcalc: {len(expected)} of {len(expected)} lines failed\n"
    assert _check_records(records, expected) == []


def test_batch_as_a_process(tmp_path: Path) -> None:
    # the real program on a real pipe, once for the whole catalogue
    data, expected = _batch_input()
    done = subprocess.run(build().mjcalc("batch"), input=data, capture_output=True,
                          timeout=120, check=False, **build().kwargs(cwd=tmp_path))
    assert done.returncode == 1, done.stderr
    assert b"Traceback" not in done.stderr
    records = [json.loads(line) for line in done.stdout.decode("utf-8").splitlines()]
    assert _check_records(records, expected) == []


@pytest.mark.parametrize(("name", "data", "code", "status"),
                         [pytest.param(*row, id=row[0], marks=_known(row[0]))
                          for row in BATCH_ONLY])
def test_batch_only_line_alone(name: str, data: bytes, code: str, status: int) -> None:
    # each batch-only line alone is one record, with its error
    out = io.BytesIO()
    assert run_batch(io.BytesIO(data), "json", 1, out=out, err=io.StringIO()) == 1
    (record,) = [json.loads(line) for line in out.getvalue().splitlines()]
    assert record["line"] == 1
    assert (record["error"]["code"], record["error"]["status"]) == (code, status), record


# --- command-line-only cases ---------------------------------------------------------------


def _run_bytes(*args: bytes) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([*build().mjcalc("score"), *args], capture_output=True, timeout=60,
                          check=False, **build().kwargs())


@pytest.mark.parametrize(("args", "code", "status"), [
    pytest.param((b"m123p456s789z11\xff22",), "notation", USAGE, id="invalid UTF-8 in the hand"),
    pytest.param((b"m234567p345s2355", b"--ron", b"s4\xe9+"), "notation", USAGE,
                 id="invalid UTF-8 in the ron tile"),
    pytest.param((b"m234567p345s2355", b"--ron", b"s4+", b"--seat", b"\xff"), "bad_seat",
                 USAGE, id="invalid UTF-8 in the seat"),
    pytest.param((b"m234567p345s2355\n--ron",), "notation", USAGE,
                 id="a newline inside the hand"),
    pytest.param((b"m234567p345s2355\r",), "notation", USAGE, id="a carriage return"),
])
def test_bytes_on_the_command_line(args: tuple[bytes, ...], code: str, status: int) -> None:
    done = _run_bytes(*args)
    assert done.returncode == status, done.stderr
    assert_error_report(done.stderr.decode("utf-8"), done.stdout.decode("utf-8"), code)


# --- the library readers the command line and batch rest on -------------------------------


@pytest.mark.parametrize(("text", "code"), [
    # json reads an integer of more than 4300 digits with a ValueError of its own
    pytest.param('{"shoupai": "m234567p345s2355s4", "param": {"menfeng": ' + "9" * 5000
                 + "}}", "bad_record", id="a 5000-digit integer"),
    pytest.param('{"shoupai": "m234567p345s2355s4", "param": {"menfeng": 1e999}}',
                 "bad_record", id="an infinite number"),
    pytest.param('{"shoupai": "m234567p345s2355s4", "param": {"menfeng": NaN}}',
                 "bad_record", id="NaN"),
    pytest.param("[" * 10_000, "bad_record", id="nested very deeply"),
    pytest.param('"m234567p345s2355s4"', "bad_record", id="a string, not an object"),
    pytest.param('{"shoupai": "m234567p345s2355s4", "param": {"menfeng": 1, "menfeng": 2}}',
                 "bad_record", id="a key given twice"),
])
def test_majiang_record_text(text: str, code: str) -> None:
    from grammar.records import read_hule_record
    from scoring.errors import MjcalcError

    with pytest.raises(MjcalcError) as info:
        read_hule_record(text)
    assert info.value.code == code and info.value.exit_status == USAGE


# --- rules files ---------------------------------------------------------------------------

#: a rules file's content (None: the path is a directory; "/dev/zero": that device), the
#: code and the exit status ``score --rules-file`` must give, through the command line
#: and as a batch line.
RULES_FILES: list[tuple[str, bytes | str | None, str, int]] = [
    ("not TOML", b"kazoe = none\n", "rules_file", USAGE),
    ("a NUL byte", b'kazoe = "none"\x00\n', "rules_file", USAGE),
    ("not UTF-8", b'\xff\xfekazoe = "none"\n', "rules_file", USAGE),
    ("a table", b'[rules]\nkazoe = "none"\n', "rules_file", USAGE),
    ("preset not a string", b"preset = 5\n", "rules_file", USAGE),
    ("unknown preset", b'preset = "club"\n', "bad_preset", USAGE),
    ("unknown switch", b"nope = 1\n", "bad_rule", USAGE),
    ("a float for a count", b"red_fives_m = 1.5\n", "bad_rule_value", USAGE),
    ("a boolean for a count", b"red_fives_m = true\n", "bad_rule_value", USAGE),
    ("infinity for a choice", b"kazoe = inf\n", "bad_rule_value", USAGE),
    ("a huge integer", b"red_fives_m = 99999999999999999999\n", "bad_rule_value", USAGE),
    ("a list for a choice", b"uma = [1, 2]\n", "bad_rule_value", USAGE),
    # issue 11: only a regular file is a rules file (a directory, a FIFO, /dev/stdin are
    # refused without being read: on a batch line they would block or eat the input)
    ("a directory", None, "rules_file", USAGE),
    ("a FIFO", "fifo", "rules_file", USAGE),
    ("standard input", "/dev/stdin", "rules_file", USAGE),
    ("the empty name", "", "rules_file", USAGE),
    # issue 11: deep nesting was a RecursionError (internal) in tomllib
    ("nested arrays", b"uma = " + b"[" * 100_000 + b"]" * 100_000 + b"\n", "rules_file",
     USAGE),
    ("nested inline tables", b"uma = " + b"{a = " * 100_000 + b"1" + b"}" * 100_000 + b"\n",
     "rules_file", USAGE),
    # an endless file is refused after 1 MiB, not read until memory runs out
    ("an endless device", "/dev/zero", "rules_file", USAGE),
    ("over 1 MiB", b"# " + b"x" * (1 << 20) + b"\n", "rules_file", USAGE),
]


@pytest.mark.parametrize(("name", "content", "code", "status"),
                         [pytest.param(*row, id=row[0]) for row in RULES_FILES])
def test_rules_file(tmp_path: Path, name: str, content: bytes | str | None, code: str,
                    status: int) -> None:
    if content is None:
        path = str(tmp_path)
    elif content == "fifo":
        path = str(tmp_path / "fifo")
        os.mkfifo(path)
    elif content in ("", "/dev/stdin"):
        path = content
    elif isinstance(content, str):
        if not Path(content).exists():
            pytest.skip(f"no {content} here")
        path = content
    else:
        (tmp_path / "house.toml").write_bytes(content)
        path = str(tmp_path / "house.toml")
    args = [*RON.split(" "), "--rules-file", path]
    result = invoke(["score", *args])
    assert result.status == status, result.stderr
    assert_error_report(result.stderr, result.stdout, code)
    out = io.BytesIO()
    line = shlex.join(args).encode()
    assert run_batch(io.BytesIO(line), "json", 1, out=out, err=io.StringIO()) == 1
    (record,) = [json.loads(text) for text in out.getvalue().splitlines()]
    assert (record["error"]["code"], record["error"]["status"]) == (code, status), record


def test_an_ascii_only_output_gets_escapes_not_an_internal_error() -> None:
    # PYTHONIOENCODING=ascii: the Japanese yaku names cannot be written as they are
    done = subprocess.run(build().mjcalc("score", "m234567p345s2355", "--ron", "s4+", "--lang",
                                         "ja", "-f", "short"),
                          **build().kwargs(PYTHONIOENCODING="ascii"), capture_output=True,
                          timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    # 平和 (pinfu) is U+5E73 U+548C
    assert done.stdout.decode("ascii").startswith("30fu 2han 2000 (\\u5e73\\u548c, ")


@pytest.mark.parametrize(("meld", "words"), [
    ("z1+12", "meld z1+12: neither three of a kind nor a run (honors make no chi)"),
    ("z1-23", "meld z1-23: honors make no chi"),
    ("m1+12", "meld m1+12: neither a run nor three of a kind"),
])
def test_a_bad_meld_says_what_it_is_not(meld: str, words: str) -> None:
    # a pon of two honors is not called a failed chi
    result = invoke(["score", f"p456s789z11m44m4,{meld}"])
    assert result.status == USAGE
    assert result.stderr.splitlines()[0].endswith(words), result.stderr
