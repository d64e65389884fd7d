"""The application shell: help, version, usage errors as one line, exit statuses."""

from __future__ import annotations

import subprocess
from collections.abc import Callable

import pytest
from build_under_test import build
from typer.testing import Result

from calc_cli.app import command_modules

Run = Callable[..., Result]

ERROR_PREFIX = "mjcalc: error["


def test_help_lists_the_commands(run: Run) -> None:
    result = run("--help")
    assert result.exit_code == 0
    for name in ("score", "yaku", "table", "rules"):
        assert name in result.stdout


def test_bare_mjcalc_shows_help(run: Run) -> None:
    result = run()
    assert result.exit_code == 0
    assert "Usage: mjcalc" in result.stdout
    assert "Commands:" in result.stdout


@pytest.mark.parametrize("command", ["score", "yaku", "table", "rules"])
def test_command_help(run: Run, command: str) -> None:
    result = run(command, "--help")
    assert result.exit_code == 0
    assert f"Usage: mjcalc {command}" in result.stdout


def test_every_command_module_registers_a_command(run: Run) -> None:
    # calc_cli/commands/<name>.py is how a command is added; each must show up in --help
    names = command_modules()
    assert "score" in names
    listing = run("--help").stdout
    for name in names:
        assert f"  {name} " in listing


def test_version(run: Run) -> None:
    result = run("--version")
    assert result.exit_code == 0
    assert result.stdout.startswith("mjcalc ")
    assert result.stdout.rstrip().endswith(("(compiled)", "(pure Python)"))


@pytest.mark.parametrize("args", [
    ["frobnicate"],
    ["score"],  # missing HAND
    ["score", "m123", "--no-such-option"],
    ["score", "m123", "--honba", "abc"],
    ["score", "m123", "--honba", "-1"],
    ["score", "m123", "--deposits", "99999999999999999999"],
    ["score", "m123", "--format", "xml"],
    ["score", "m123", "--lang", "fr"],
    ["rules", "--format"],
])
def test_usage_errors_are_one_line_with_status_2(run: Run, args: list[str]) -> None:
    result = run(*args)
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith(ERROR_PREFIX + "usage]: ")
    assert "Traceback" not in result.stderr


def test_usage_error_points_to_the_right_help(run: Run) -> None:
    result = run("score", "m123", "--sead", "E")
    assert "(see 'mjcalc score --help')" in result.stderr


@pytest.mark.parametrize("option", ["--seat", "--round", "--from", "--pao"])
@pytest.mark.parametrize("value", ["9", "X", "-1", ""])
def test_bad_seat_values(run: Run, option: str, value: str) -> None:
    result = run("score", "m78p405667s34577m9", option, value)
    assert result.exit_code == 2
    assert result.stderr.startswith(ERROR_PREFIX + "bad_seat]: " + option)
    assert len(result.stderr.splitlines()) == 1


def test_unknown_preset_is_refused_with_the_valid_ones(run: Run) -> None:
    result = run("rules", "club")
    assert result.exit_code == 2
    assert result.stderr.strip() == (
        "mjcalc: error[bad_preset]: unknown rules preset 'club' (valid: saki, majiang, "
        "tenhou, mahjongsoul, mleague, wrc, ema, jpml, tenhou-sanma, mahjongsoul-sanma)")


def test_unexpected_exception_is_one_line_not_a_traceback(
        run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    import calc_cli.commands.rules

    def boom(*_: object, **__: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(calc_cli.commands.rules, "build_rules", boom)
    result = run("rules")
    assert result.exit_code == 1
    assert result.stderr == (
        "mjcalc: error[internal]: internal error, please report it: RuntimeError: boom\n")


def test_python_dash_m_is_mjcalc() -> None:
    done = subprocess.run(build().python("-m", "calc_cli", "rules", "-f", "short"),
                          capture_output=True, text=True, check=False, **build().kwargs())
    assert done.returncode == 0, done.stderr
    assert "kazoe=multiple" in done.stdout.splitlines()
    bad = subprocess.run(build().python("-m", "calc_cli", "rules", "nope"),
                         capture_output=True, text=True, check=False, **build().kwargs())
    assert bad.returncode == 2
    assert bad.stderr.startswith(ERROR_PREFIX + "bad_preset]")


def test_start_up_imports_little() -> None:
    # issue 5: `mjcalc score` must start fast, so the app module may not pull in the
    # renderers, json, tabulate or the scoring engine before a command runs
    code = ("import sys, calc_cli.app; heavy = {'tabulate', 'json', 'tomllib', "
            "'scoring.hand.yaku', 'scoring.hand.points', 'calc_cli.views.score', 'rich'}; "
            "print(sorted(heavy & set(sys.modules)))")
    done = subprocess.run(build().python("-c", code), capture_output=True, text=True,
                          check=True, **build().kwargs())
    assert done.stdout.strip() == "[]"


def test_main_builds_only_the_command_asked_for() -> None:
    # issue 5: `mjcalc score` must not pay for the other commands' modules
    code = ("import sys\nfrom calc_cli.app import main\ntry:\n"
            "    main(['score', 'm234567p345s2355', '--ron', 's4+', '-f', 'short'])\n"
            "finally:\n"
            "    loaded = sorted(m for m in sys.modules if m.startswith('calc_cli.commands.'))\n"
            "    print(loaded, file=sys.stderr)\n")
    done = subprocess.run(build().python("-c", code), capture_output=True, text=True,
                          check=False, **build().kwargs())
    assert done.returncode == 0, done.stderr
    assert done.stdout == ("30fu 2han 2000 (Pinfu, All Simples)\n"
                           "net: East +0, South +2000, West -2000, North +0\n")
    assert done.stderr.strip() == "['calc_cli.commands.score']"


def test_canonical_lines_do_not_load_pyparsing() -> None:
    # issue 5: plain prefix notation (a ron tile with its mark included) is read without
    # the pyparsing grammar, so neither a one-liner nor a batch of such lines pays its
    # import; a suffix-notation hand does need it
    code = ("import sys, io\nfrom calc_cli.app import main\n"
            "sys.stdin = io.TextIOWrapper(io.BytesIO(b'm234567p345s2355 --ron s4+\\n"
            "m123456789p11s23 --ron s4= --dora m1,p2\\n'))\n"
            "try:\n    main(sys.argv[1:])\nexcept SystemExit:\n    pass\n"
            "print('pyparsing' in sys.modules, file=sys.stderr)\n")
    for args, loaded in ((["batch"], "False"),
                         (["score", "m234567p345s2355", "--ron", "s4+"], "False"),
                         (["score", "234567m345p2355s", "--ron", "4s+"], "True")):
        done = subprocess.run(build().python("-c", code, *args), capture_output=True,
                              text=True, check=False, **build().kwargs())
        assert done.stderr.strip().splitlines()[-1] == loaded, (args, done.stderr)


def test_main_freezes_the_heap_before_exit() -> None:
    # the console script moves its objects out of the collector's reach once the command
    # is done (a cheaper interpreter shutdown); the answer and exit status are unchanged
    code = ("import gc, sys\nfrom calc_cli.app import main\n"
            "before = gc.get_freeze_count()\ntry:\n"
            "    main(['score', 'm234567p345s2355', '--ron', 's4+', '-f', 'short'])\n"
            "except SystemExit as exc:\n"
            "    print(exc.code, gc.get_freeze_count() > before, file=sys.stderr)\n")
    done = subprocess.run(build().python("-c", code), capture_output=True, text=True,
                          check=False, **build().kwargs())
    assert done.stdout == ("30fu 2han 2000 (Pinfu, All Simples)\n"
                           "net: East +0, South +2000, West -2000, North +0\n")
    # (more frozen than before: Python 3.12 starts with some objects frozen already)
    assert done.stderr.split() == ["0", "True"]
