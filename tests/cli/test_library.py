"""The Python library ``mjcalc`` (issue 32): the README's examples run, each function gives
the record its command prints, errors speak of keywords, and no Typer is loaded."""

from __future__ import annotations

import doctest
import json
import re
import subprocess
from collections.abc import Callable
from pathlib import Path

import jsonschema
import pytest
import schema_bundle
from build_under_test import build
from docs_pages import all_pages
from typer.testing import Result

import mjcalc

ROOT = Path(__file__).resolve().parents[2]
Run = Callable[..., Result]
PYCON = re.compile(r"```pycon\n(.*?)```", re.DOTALL)


def test_the_documented_python_examples_run() -> None:
    # the README's "Python library" shows the library in brief, docs/library.md in full
    blocks = [(page, block) for page in all_pages()
              for block in PYCON.findall(page.read_text(encoding="utf-8"))]
    pages = {page.name for page, _ in blocks}
    assert {"README.md", "library.md"} <= pages
    parser, runner = doctest.DocTestParser(), doctest.DocTestRunner(verbose=False)
    for number, (page, block) in enumerate(blocks, 1):
        name = f"{page.relative_to(ROOT)} pycon block {number}"
        runner.run(parser.get_doctest(block, {}, name, str(page), 0))
    assert runner.summarize(verbose=False).failed == 0


@pytest.mark.parametrize(("name", "function", "command", "hand", "kwargs", "flags"), [
    ("score", mjcalc.score, "score", "m234567p345s2355",
     {"ron": "s4+", "riichi": True, "dora": ["m1"]}, ["--ron", "s4+", "--riichi", "--dora",
                                                      "m1"]),
    ("waits", mjcalc.waits, "waits", "m123p456s789z1122", {"discards": "z2", "riichi": True},
     ["--discards", "z2", "--riichi"]),
    ("efficiency", mjcalc.efficiency, "efficiency", "m3445p556s12377z77", {"seat": "E"},
     ["--seat", "E"]),
])
def test_a_result_is_the_commands_record(run: Run, name: str, function: Callable[..., Result],
                                         command: str, hand: str, kwargs: dict[str, object],
                                         flags: list[str]) -> None:
    result = function(hand, **kwargs)
    printed = run(command, hand, *flags, "-f", "json")
    assert printed.exit_code == 0, printed.output
    assert result.data == json.loads(printed.stdout)
    assert json.loads(result.to_json()) == result.data
    jsonschema.validate(result.data, schema_bundle.load(name))


def test_replay_log_gives_the_logs_records(run: Run) -> None:
    path = ROOT / "tests" / "fixtures" / "logs" / "handwritten" / "no-red-tenhou.mjlog"
    records = mjcalc.replay_log(path)
    printed = [json.loads(line) for line in run("log", str(path)).stdout.splitlines()]
    # the records carry the file name as given: the same path, the same records
    assert [record.data for record in records] == printed
    text = mjcalc.replay_log(path.read_text(encoding="utf-8"), text=True)
    assert [r["kind"] for r in text] == [r["kind"] for r in records]


def test_rules_by_keyword() -> None:
    base, changed = mjcalc.rules("tenhou"), mjcalc.rules("tenhou", kiriage_mangan=True)
    assert not base.flag("kiriage_mangan") and changed.flag("kiriage_mangan")
    assert mjcalc.rules(players=3).number("players") == 3
    with pytest.raises(mjcalc.MjcalcError) as err:
        mjcalc.rules(kazoe="sometimes")
    assert err.value.code == "bad_rule_value"


@pytest.mark.parametrize(("kwargs", "code", "keyword", "flag"), [
    ({"ron": "s4", "seat": "E", "discarder": "E"}, "bad_seat", "discarder", "--from"),
    ({"ron": "s4+", "dora": "x9"}, "notation", "dora", "--dora"),
])
def test_errors_name_keywords(run: Run, kwargs: dict[str, str], code: str, keyword: str,
                              flag: str) -> None:
    with pytest.raises(mjcalc.MjcalcError) as err:
        mjcalc.score("m234567p345s2355", **kwargs)
    assert err.value.code == code
    assert "--" not in err.value.message and keyword in err.value.message
    # the command line still names its option
    args = [word for key, value in kwargs.items()
            for word in ({"discarder": "--from"}.get(key, f"--{key}"), value)]
    printed = run("score", "m234567p345s2355", *args)
    assert flag in printed.stderr


def test_an_unknown_keyword_is_a_type_error() -> None:
    with pytest.raises(TypeError):
        mjcalc.score("m234567p345s2355", ron="s4", riichee=True)


def test_the_library_loads_no_typer() -> None:
    code = ("import sys, mjcalc; mjcalc.score('m234567p345s2355', ron='s4+').to_json(); "
            "mjcalc.waits('m123p456s789z1122'); print('typer' in sys.modules)")
    # the build under test: the installed package in the compiled pass, the tree otherwise
    done = subprocess.run(build().python("-c", code), **build().kwargs(), capture_output=True,
                          text=True, check=True)
    assert done.stdout.strip() == "False"


def test_the_library_is_typed() -> None:
    assert (Path(mjcalc.__file__).parent / "py.typed").is_file()
