"""Property tests over the command line (issue 7): whatever it is given, mjcalc answers.

For random and near-valid input to ``score``, ``waits``, ``draw`` and ``final``: never a
traceback or an internal error, always exit status 0, 1 or 2; on 0 an answer on stdout
and nothing on stderr, on 1 or 2 nothing on stdout and one ``mjcalc: error[CODE]:
message`` line with a message. For legal hands (bench/gen_hands.py's seeded generator):
the invariants of the rules hold in the JSON result, and the same hand spelled in other
notations (suffix groups, honor letters, ``r5m``, tile order) scores exactly the same.

Bounded (150 examples each, no deadline) so the default run stays quick; the ``fuzz``
Hypothesis profile (``HYPOTHESIS_PROFILE=fuzz``, tests/properties.py) or the environment
variable ``MJCALC_PROPERTY_EXAMPLES`` raises that for a long run.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shlex
import sys
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

from fast_cli import Outcome, invoke
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from properties import examples

ROOT = Path(__file__).resolve().parents[2]

#: examples per property: 150 in the default run, scaled by the Hypothesis profile
#: (tests/properties.py: HYPOTHESIS_PROFILE=fuzz for a long run, fuzz/README.md);
#: MJCALC_PROPERTY_EXAMPLES=N sets it outright.
EXAMPLES = int(os.environ.get("MJCALC_PROPERTY_EXAMPLES", examples(150)))
PROPERTY = settings(max_examples=EXAMPLES, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

#: the characters of the notation, and the blanks and separators around them.
NOTATION = "mpsz0123456789+=-,ESWNPFCr \t"
ERROR_LINE = re.compile(r"^mjcalc: error\[([a-z_]+)\]: \S")

#: fu a (non-yakuman) result may have: 20, 25, and 30..170 by tens.
VALID_FU = {20, 25, *range(30, 171, 10)}


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while being built
    spec.loader.exec_module(module)
    return module


@cache
def generated_lines() -> tuple[str, ...]:
    """``score`` argument lines of 300 legal winning hands (seeded: always the same)."""
    gen = _load("mjcalc_props_gen_hands", ROOT / "bench" / "gen_hands.py")
    return tuple(gen.to_args(hand) for hand in gen.generate(300, 20260))


@cache
def spelling_strategies() -> ModuleType:
    """tests/grammar/notation_strategies.py (``spellings``: a hand in mixed notations)."""
    return _load("mjcalc_props_notation_strategies",
                 ROOT / "tests" / "grammar" / "notation_strategies.py")


def check_outcome(outcome: Outcome) -> str | None:
    """The contract of every command; the error code, or None for a success."""
    assert outcome.status in (0, 1, 2), (outcome.status, outcome.stderr)
    assert "Traceback" not in outcome.stderr, outcome.stderr
    if outcome.status == 0:
        assert outcome.stdout.strip(), "success without an answer"
        assert outcome.stderr == "", outcome.stderr
        return None
    assert outcome.stdout == "", outcome.stdout
    match = ERROR_LINE.match(outcome.stderr)
    assert match, f"not an error line: {outcome.stderr!r}"
    code = match.group(1)
    assert code != "internal", outcome.stderr
    return code


def check_result(result: dict[str, Any]) -> None:
    """The rules' invariants in a ``score -f json`` result."""
    # riichi sticks come from the table: the seats gain exactly what it held
    assert sum(result["net"]) == 1000 * result["deposits"], result["net"]
    assert result["points"] > 0 and result["points"] % 100 == 0
    if result["limit"] != "yakuman":  # counted in han and fu (kazoe yakuman too)
        assert result["han"] >= 1, result["han"]
        assert result["fu"] in VALID_FU, result["fu"]
    if result["yakuman"]:
        assert result["basic"] == 8000 * result["yakuman"]
    elif result["limit"] == "kazoe_yakuman":  # counted: its han (13 or more), no yakuman
        assert result["han"] >= 13 and result["basic"] % 8000 == 0
    else:
        assert result["basic"] <= 6000
    winner = result["seats"]["winner"]
    assert result["net"][winner] >= result["points"]
    assert all(net <= 0 for seat, net in enumerate(result["net"]) if seat != winner)
    assert all(p["amount"] > 0 and p["amount"] % 100 == 0 for p in result["payments"])
    assert result["yaku"], "a result without a yaku"


# --- random and near-valid input ------------------------------------------------------------

notation_text = st.text(st.one_of(st.sampled_from(NOTATION), st.characters()), max_size=40)


@PROPERTY
@given(notation_text)
def test_random_notation_never_crashes_score(text: str) -> None:
    check_outcome(invoke(["score", "--", text]))


@PROPERTY
@given(notation_text)
def test_random_notation_never_crashes_waits(text: str) -> None:
    check_outcome(invoke(["waits", "--", text]))


SEATS = st.sampled_from(["E", "S", "W", "N", "0", "1", "2", "3", "4", "-1", "east", "x", "",
                         "東", "z1", "E,W"])
NUMBERS = st.one_of(st.integers(-3, 1003).map(str),
                    st.sampled_from(["", "1e3", "0x1", "1.5", "nan", str(10**30)]))
TILES = st.one_of(st.sampled_from(["m1", "p0", "z7", "s5,s5", "C", "5m", "z8", "x", "",
                                   "m1 p2", "r5s"]), notation_text.map(lambda t: t[:8]))
FLAGS = ["--riichi", "--double-riichi", "--ippatsu", "--haitei", "--houtei", "--rinshan",
         "--chankan", "--tenhou", "--chiihou", "--renhou", "--tsumo", "--explain"]
VALUED: dict[str, st.SearchStrategy[str]] = {
    "--seat": SEATS, "--round": SEATS, "--from": SEATS, "--pao": SEATS,
    "--honba": NUMBERS, "--deposits": NUMBERS, "--dora": TILES, "--ura": TILES,
    "--ron": st.one_of(TILES, st.sampled_from(["s4+", "m1-", "z1=", "p0+"])),
    "--rules": st.sampled_from(["saki", "majiang", "tenhou", "club", ""]),
    "--rule": st.sampled_from(["kazoe=none", "red_fives_m=0", "kiriage_mangan=true",
                               "double_wind_pair_fu=2", "pinfu_tsumo=false", "x=1", "kazoe"]),
    "--format": st.sampled_from(["table", "json", "short", "xml"]),
    "--lang": st.sampled_from(["en", "romaji", "ja", "zh", "fr"]),
}


@st.composite
def options(draw: st.DrawFn) -> list[str]:
    """A random mix of score's options, valid values and not."""
    words: list[str] = []
    for flag in draw(st.lists(st.sampled_from(FLAGS), max_size=4)):
        words.append(flag)
    for name in draw(st.lists(st.sampled_from(sorted(VALUED)), max_size=5)):
        words += [name, draw(VALUED[name])]
    return draw(st.permutations(words)) if len(words) < 8 else words


@st.composite
def near_valid(draw: st.DrawFn) -> list[str]:
    """A legal hand's command line, changed in one to three small ways."""
    words = shlex.split(draw(st.sampled_from(generated_lines())))
    for _ in range(draw(st.integers(1, 3))):
        how = draw(st.sampled_from(["char", "insert", "delete", "drop", "swap", "double",
                                    "option"]))
        hand = words[0]
        if how in ("char", "insert", "delete") and hand:
            at = draw(st.integers(0, len(hand) - 1))
            new = draw(st.sampled_from(NOTATION))
            words[0] = (hand[:at] + new + hand[at + 1:] if how == "char"
                        else hand[:at] + new + hand[at:] if how == "insert"
                        else hand[:at] + hand[at + 1:])
        elif how == "drop" and len(words) > 1:
            del words[draw(st.integers(1, len(words) - 1))]
        elif how == "swap" and len(words) > 2:
            i, j = draw(st.integers(1, len(words) - 1)), draw(st.integers(1, len(words) - 1))
            words[i], words[j] = words[j], words[i]
        elif how == "double" and len(words) > 1:
            words.append(words[draw(st.integers(1, len(words) - 1))])
        else:
            words += draw(options())
    return words


@PROPERTY
@given(near_valid())
def test_near_valid_command_lines_never_crash(words: list[str]) -> None:
    check_outcome(invoke(["score", *words]))


@PROPERTY
@given(st.sampled_from(generated_lines()), options())
def test_random_options_on_legal_hands_never_crash(line: str, extra: list[str]) -> None:
    outcome = invoke(["score", *shlex.split(line), *extra])
    if check_outcome(outcome) is None and outcome.stdout.startswith("{"):  # --format json
        check_result(json.loads(outcome.stdout))


@PROPERTY
@given(st.lists(st.one_of(st.integers(-10**6, 10**6).map(str), st.sampled_from(
    ["25000", "-0", "1e5", "", "x", "25000.5", str(10**40), "--", "-5"])), max_size=6),
    st.sampled_from([[], ["--deposits", "2"], ["--deposits", "-1"], ["-f", "json"],
                     ["--rules", "tenhou"], ["--rule", "uma=5-10"]]))
def test_final_never_crashes(scores: list[str], extra: list[str]) -> None:
    check_outcome(invoke(["final", *extra, "--", *scores]))


@PROPERTY
@given(st.lists(st.sampled_from(["--tenpai", "--nagashi", "--hand", "--honba", "--deposits",
                                 "-f"]), max_size=4),
       st.lists(st.one_of(SEATS, notation_text, st.sampled_from(
           ["E=m123p456s789z111", "S=m11p22", "W=x", "=m1", "json", "none"])), min_size=4,
           max_size=4))
def test_draw_never_crashes(names: list[str], values: list[str]) -> None:
    words = [word for name, value in zip(names, values, strict=False) for word in (name, value)]
    check_outcome(invoke(["draw", *words]))


# --- legal hands ----------------------------------------------------------------------------


@cache
def scored(line: str) -> dict[str, Any]:
    """The JSON result of a generated line (each line scored once per test session)."""
    outcome = invoke(["score", *shlex.split(line), "-f", "json"])
    assert check_outcome(outcome) is None, f"{line}: {outcome.stderr}"
    result: dict[str, Any] = json.loads(outcome.stdout)
    return result


def test_every_generated_hand_scores_and_keeps_the_invariants() -> None:
    # all 300: the generator guarantees a legal hand with a yaku, so each must score
    for line in generated_lines():
        check_result(scored(line))


@PROPERTY
@given(st.data())
def test_other_spellings_score_the_same(data: st.DataObject) -> None:
    from grammar import parse_hand

    line = data.draw(st.sampled_from(generated_lines()))
    words = shlex.split(line)
    hand = parse_hand(words[0])
    spelled = data.draw(spelling_strategies().spellings(hand))
    again = invoke(["score", *words[1:], "-f", "json", "--", spelled])
    assert check_outcome(again) is None, f"{spelled!r}: {again.stderr}"
    # the whole record, canonical hand included, is the same
    assert json.loads(again.stdout) == scored(line), spelled


@PROPERTY
@given(st.sampled_from(generated_lines()), st.sampled_from(["saki", "majiang", "tenhou"]),
       st.integers(0, 999), st.integers(0, 999))
def test_sticks_are_paid_in_full_under_every_preset(line: str, preset: str, honba: int,
                                                    deposits: int) -> None:
    words = [*shlex.split(line), "--rules", preset, "--honba", str(honba),
             "--deposits", str(deposits), "-f", "json"]
    # a later --honba/--deposits replaces the generator's own
    outcome = invoke(["score", *words])
    if check_outcome(outcome) is None:
        result = json.loads(outcome.stdout)
        check_result(result)
        assert result["honba"] == honba and result["deposits"] == deposits
        # honba: 300 a stick from the payers in all, whoever pays them
        honba_paid = sum(p["amount"] for p in result["payments"] if p["part"] == "honba")
        assert honba_paid == 300 * honba
