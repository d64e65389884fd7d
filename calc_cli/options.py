"""Options several commands share: seats and winds, tile lists, rules, output format.

The converters raise :class:`scoring.errors.UsageError` (exit status 2) with the option's
name in the message. Grammar and TOML are imported only when an option needs them.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from enum import Enum
from os import PathLike, fspath
from typing import TYPE_CHECKING, Annotated, Any

import typer

from scoring.errors import MjcalcError, UsageError

from .completion import complete_preset, complete_rule, complete_seat
from .inputs.score_inputs import SEAT_HELP

if TYPE_CHECKING:
    from scoring.rules import Rules


class OutputFormat(str, Enum):
    """How a command prints its answer."""

    TABLE = "table"
    JSON = "json"
    SHORT = "short"


class Lang(str, Enum):
    """The language of yaku names."""

    EN = "en"
    ROMAJI = "romaji"
    JA = "ja"
    ZH = "zh"


# Option declarations shared by commands (Annotated aliases keep the help in one place).
SeatOpt = Annotated[str | None, typer.Option(
    "--seat", metavar="SEAT", show_default=False, autocompletion=complete_seat,
    help=f"The winner's seat wind: {SEAT_HELP}. Default: S.")]
RoundOpt = Annotated[str | None, typer.Option(
    "--round", metavar="WIND", show_default=False, autocompletion=complete_seat,
    help="The round (prevailing) wind: E, S, W, N. Default: E.")]
DoraOpt = Annotated[list[str] | None, typer.Option(
    "--dora", metavar="TILES", show_default=False,
    help="Dora indicators (kan dora included), e.g. m3,p4 (repeatable).")]
UraOpt = Annotated[list[str] | None, typer.Option(
    "--ura", metavar="TILES", show_default=False,
    help="Ura dora indicators, counted with riichi (repeatable).")]
#: the most sticks of a kind on the table (README, "Errors": no table has seen 1000).
MAX_STICKS = 999


def ascii_int(low: int, high: int | None = None) -> Callable[[str | int], int]:
    """A parser of a whole number from ``low`` to ``high`` (no bound: None), written in
    ASCII digits only, for ``typer.Option(parser=...)``.

    ``int()`` (and click's IntRange) would also take ``'５'``, ``'٣'``, ``'1_0'`` and
    ``' 5'``; a number on the command line is plain digits (README, "Errors"). The
    refusals are worded as click words them.
    """
    shown = f"{low}<=x<={high}" if high is not None else f"x>={low}"
    kind = "int range" if high is not None else "integer"

    def parse(value: str | int) -> int:
        if isinstance(value, int):  # a default
            return value
        digits = value[1:] if value[:1] == "-" else value
        if not (digits.isascii() and digits.isdigit()):
            raise typer.BadParameter(f"{value!r} is not a valid {kind}.")
        number = int(value)
        if number < low or (high is not None and number > high):
            raise typer.BadParameter(f"{number} is not in the range {shown}.")
        return number

    return parse


#: a count of sticks, 0-999 (--honba, --deposits).
stick_count = ascii_int(0, MAX_STICKS)


HonbaOpt = Annotated[int, typer.Option(
    "--honba", metavar="N", parser=stick_count,
    help="Honba (repeat) sticks: 300 points each.")]
DepositsOpt = Annotated[int, typer.Option(
    "--deposits", metavar="N", parser=stick_count,
    help="Riichi sticks on the table, this hand's included: 1000 each to the winner.")]
PresetOpt = Annotated[str | None, typer.Option(
    "--rules", metavar="PRESET", show_default=False, autocompletion=complete_preset,
    help="Rule preset: saki (default), majiang, tenhou, mahjongsoul, mleague, wrc, ema or "
         "jpml; for three players tenhou-sanma or mahjongsoul-sanma.")]
PlayersOpt = Annotated[int | None, typer.Option(
    "--players", metavar="N", show_default=False, parser=ascii_int(0),
    help="Players at the table: 4, or 3 for three-player mahjong (sanma); the same as "
         "--rule players=N.")]
RuleOpt = Annotated[list[str] | None, typer.Option(
    "--rule", metavar="KEY=VALUE", show_default=False, autocompletion=complete_rule,
    help="Set one rule switch (repeatable); see 'mjcalc rules'.")]
RulesFileOpt = Annotated[str | None, typer.Option(
    "--rules-file", metavar="FILE.toml", show_default=False,
    help="Rule switches from a TOML file (key = value, optional preset = NAME).")]
FormatOpt = Annotated[OutputFormat, typer.Option(
    "--format", "-f", help="Output: table, json or short (one line).")]
LangOpt = Annotated[Lang, typer.Option(
    "--lang", help="Language of yaku names: en, romaji, ja or zh.")]


#: the largest rules file read; a table of every switch takes about 2 KiB.
MAX_RULES_FILE_BYTES = 1 << 20


def _read_toml(name: str) -> dict[str, Any]:
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - Python 3.10
        import tomli as tomllib  # type: ignore[import-not-found, unused-ignore]
    from .safe_io import read_regular_file
    from .text import shown_value

    raw = read_regular_file(name, limit=MAX_RULES_FILE_BYTES, option="--rules-file",
                            code="rules_file")
    try:
        data: dict[str, Any] = tomllib.loads(raw.decode("utf-8"))
        return data
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise UsageError(f"--rules-file: {shown_value(name)} is not valid TOML: {exc}",
                         code="rules_file") from None
    except RecursionError:  # tomllib reads nested arrays and tables recursively
        raise UsageError(f"--rules-file: {shown_value(name)} is nested too deeply",
                         code="rules_file") from None


def build_rules(preset: str | None, assignments: Sequence[str] = (),
                rules_file: str | PathLike[str] | None = None, players: int | None = None
                ) -> Rules:
    """The rules from ``--rules``, ``--rules-file``, ``--rule key=value`` and ``--players``.

    The preset is ``--rules``, else the file's ``preset`` key, else the default. Switches
    set in the file apply first, then each ``--rule`` in order, so the command line wins;
    ``--players N`` is ``--rule players=N`` given last.
    """
    from scoring.rules import DEFAULT_PRESET, Rules, parse_assignment

    overrides: dict[str, Any] = {}
    file_preset: str | None = None
    if rules_file is not None:
        rules_file = fspath(rules_file)
        data = _read_toml(rules_file)
        file_preset = data.pop("preset", None)
        if file_preset is not None and not isinstance(file_preset, str):
            raise UsageError("--rules-file: 'preset' must be a string", code="rules_file")
        for key, value in data.items():
            if isinstance(value, dict):
                raise UsageError(f"--rules-file: [{key}] tables are not rules; write "
                                 "switches as top-level key = value", code="rules_file")
            overrides[key] = value
    for text in assignments:
        name, value = parse_assignment(text)
        overrides[name] = value
    if players is not None:
        overrides["players"] = parse_assignment(f"players={players}")[1]
    try:
        # an empty name given is an unknown preset, not the default
        chosen = preset if preset is not None else file_preset
        return Rules(DEFAULT_PRESET if chosen is None else chosen, overrides)
    except MjcalcError as err:
        if rules_file is not None and err.code in ("bad_rule", "bad_rule_value"):
            from .text import shown_value

            err.message = f"{err.message} (in {shown_value(fspath(rules_file))} or --rule)"
        raise
