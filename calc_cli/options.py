"""Options several commands share: seats and winds, tile lists, rules, output format.

The converters raise :class:`scoring.errors.UsageError` (exit status 2) with the option's
name in the message. Grammar and TOML are imported only when an option needs them.
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
import sys
from collections.abc import Callable, Sequence
from enum import Enum
from os import PathLike, fspath
from typing import TYPE_CHECKING, Annotated, Any, ClassVar, TypeVar, get_type_hints

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
#: the most sticks of a kind on the table (docs/errors.md: no table has seen 1000).
MAX_STICKS = 999


def ascii_int(low: int, high: int | None = None) -> Callable[[str | int], int]:
    """A parser of a whole number from ``low`` to ``high`` (no bound: None), written in
    ASCII digits only, for ``typer.Option(parser=...)``.

    ``int()`` (and click's IntRange) would also take ``'５'``, ``'٣'``, ``'1_0'`` and
    ``' 5'``; a number on the command line is plain digits (docs/errors.md). The
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

# How the hand was won (score, compare).
RonOpt = Annotated[str | None, typer.Option(
    "--ron", metavar="TILE", show_default=False,
    help="Win by ron on TILE; a mark says who dealt it: s2+ (next seat), s2= (opposite), "
         "s2- (previous). Give the hand 13 tiles.")]
TsumoOpt = Annotated[bool, typer.Option(
    "--tsumo", help="Win by drawing the last tile written (the default for 14 tiles).")]
FromOpt = Annotated[str | None, typer.Option(
    "--from", metavar="SEAT", show_default=False, autocompletion=complete_seat,
    help="The seat that dealt in (ron); alone with 14 tiles it makes the last tile a ron.")]
PaoOpt = Annotated[str | None, typer.Option(
    "--pao", metavar="SEAT", show_default=False, autocompletion=complete_seat,
    help="Seat liable for the hand (overrides the pao read from the melds).")]

# Situational yaku flags.
RiichiOpt = Annotated[bool, typer.Option(
    "--riichi", help="The winner declared riichi.")]
DoubleRiichiOpt = Annotated[bool, typer.Option(
    "--double-riichi", help="The winner declared riichi on the first turn.")]
IppatsuOpt = Annotated[bool, typer.Option(
    "--ippatsu", help="Win within one turn of riichi, no call in between.")]
HaiteiOpt = Annotated[bool, typer.Option(
    "--haitei", help="Tsumo on the last tile of the wall.")]
HouteiOpt = Annotated[bool, typer.Option(
    "--houtei", help="Ron on the last discard.")]
RinshanOpt = Annotated[bool, typer.Option(
    "--rinshan", help="Tsumo on the replacement tile after a kan.")]
ChankanOpt = Annotated[bool, typer.Option(
    "--chankan", help="Ron on a tile added to a pon (robbing the kan).")]
TenhouOpt = Annotated[bool, typer.Option(
    "--tenhou", help="Dealer wins on the first draw.")]
ChiihouOpt = Annotated[bool, typer.Option(
    "--chiihou", help="Non-dealer wins on the first draw, no calls yet.")]
RenhouOpt = Annotated[bool, typer.Option(
    "--renhou", help="Ron before one's first draw, no calls yet.")]
ChankanClosedOpt = Annotated[bool, typer.Option(
    "--chankan-closed",
    help="Ron on the tile of a closed kan: thirteen orphans only, where the rules allow "
         "(kokushi_chankan_closed).")]
KitaOpt = Annotated[int, typer.Option(
    "--kita", metavar="N", parser=ascii_int(0),
    help="Three players: North tiles the winner set aside (kita, nukidora), 0-4; each a "
         "dora, one more for each indicator showing North.")]


# Option groups: runs of options several commands list in the same order, declared once.
# A command names a group as one parameter (``winds: Winds``) and is decorated with
# :func:`with_groups`, which puts the group's options in that parameter's place in the
# signature Typer reads (so --help lists them in the same order everywhere) and hands
# the command one instance of the group.


class OptionGroup:
    """A dataclass of options read together (subclasses are dataclasses).

    Plain dataclasses, not frozen ones: every command reads this module at start-up, and
    frozen's generated ``__setattr__``/``__delattr__`` cost about 0.6 ms a class (4 ms of
    a 100 ms ``mjcalc score`` one-liner, issue 5's budget); nothing assigns to a group.
    """

    #: dataclass machinery, for dataclasses.fields
    __dataclass_fields__: ClassVar[dict[str, Any]]

    def values(self) -> dict[str, Any]:
        """The options by parameter name (as ``**`` arguments of ScoreOptions)."""
        return {field.name: getattr(self, field.name) for field in dataclasses.fields(self)}


@dataclasses.dataclass
class WinOptions(OptionGroup):
    """How the hand was won: --ron, --tsumo, --from (score, compare)."""

    ron: RonOpt = None
    tsumo: TsumoOpt = False
    discarder: FromOpt = None  # --from


@dataclasses.dataclass
class Winds(OptionGroup):
    """--seat and --round."""

    seat: SeatOpt = None
    round_wind: RoundOpt = None  # --round


@dataclasses.dataclass
class Conditions(OptionGroup):
    """The dora indicators and the situational yaku flags (score, compare, waits,
    efficiency)."""

    dora: DoraOpt = None
    ura: UraOpt = None
    riichi: RiichiOpt = False
    double_riichi: DoubleRiichiOpt = False
    ippatsu: IppatsuOpt = False
    haitei: HaiteiOpt = False
    houtei: HouteiOpt = False
    rinshan: RinshanOpt = False
    chankan: ChankanOpt = False
    tenhou: TenhouOpt = False
    chiihou: ChiihouOpt = False
    renhou: RenhouOpt = False

    def flags(self) -> dict[str, bool]:
        """The situational yaku flags by name (the dora indicators apart)."""
        return {name: value for name, value in self.values().items()
                if name not in ("dora", "ura")}


@dataclasses.dataclass
class Sticks(OptionGroup):
    """--honba and --deposits."""

    honba: HonbaOpt = 0
    deposits: DepositsOpt = 0


@dataclasses.dataclass
class RuleOptions(OptionGroup):
    """--rules, --rule, --rules-file and --players: the rules a command uses."""

    preset: PresetOpt = None  # --rules
    rule: RuleOpt = None
    rules_file: RulesFileOpt = None
    players: PlayersOpt = None

    def build(self) -> Rules:
        """The rules these options give (:func:`build_rules`)."""
        return build_rules(self.preset, self.rule or (), self.rules_file, self.players)


@dataclasses.dataclass
class Output(OptionGroup):
    """--format (table, json, short) and --lang."""

    fmt: FormatOpt = OutputFormat.TABLE  # --format
    lang: LangOpt = Lang.EN


# The situation of a hand that waits (waits, efficiency).
WaitsFromOpt = Annotated[str | None, typer.Option(
    "--from", metavar="SEAT", show_default=False,
    help="The seat that deals the ron priced for each wait (default: the previous "
         "player).")]
DiscardsOpt = Annotated[list[str] | None, typer.Option(
    "--discards", metavar="TILES", show_default=False,
    help="The player's own discards (and tiles added to kans): a wait among them is "
         "discard furiten (repeatable).")]


@dataclasses.dataclass
class Waiting(OptionGroup):
    """The situation of a hand that waits: --seat, --round, --from, the conditions, the
    sticks and --discards (waits, efficiency); the groups' options in their places."""

    winds: Winds = dataclasses.field(default_factory=Winds)
    discarder: WaitsFromOpt = None  # --from
    conditions: Conditions = dataclasses.field(default_factory=Conditions)
    sticks: Sticks = dataclasses.field(default_factory=Sticks)
    discards: DiscardsOpt = None


Command = TypeVar("Command", bound=Callable[..., Any])


def with_groups(command: Command) -> Command:
    """``command`` as Typer should see it: each parameter typed with an
    :class:`OptionGroup` replaced, in its place, by the group's options (a field that is
    itself a group by that group's options, in its place); called, it gathers them back
    into one instance of the group.

    The signature (``__signature__``) and annotations are the expanded ones, so Typer's
    help, completion and errors, and readers of the signature (``score_reader``), see
    the options one by one, in the order written.
    """
    hints = get_type_hints(command, include_extras=True)
    groups: dict[str, Callable[[dict[str, Any]], OptionGroup]] = {}
    params: list[inspect.Parameter] = []
    written = inspect.signature(command)
    for param in written.parameters.values():
        kind = hints.get(param.name, param.annotation)
        if _is_group(kind):
            groups[param.name] = _expand(kind, param.kind, params)
        else:
            params.append(param.replace(annotation=kind))

    @functools.wraps(command)
    def expanded(**given: Any) -> Any:
        for name, gather in groups.items():
            given[name] = gather(given)
        return command(**given)

    # a name given twice (two groups sharing a field) is refused here: ValueError
    signature = written.replace(parameters=params)
    expanded.__signature__ = signature  # type: ignore[attr-defined]
    expanded.__annotations__ = {param.name: param.annotation for param in params}
    if "return" in hints:
        expanded.__annotations__["return"] = hints["return"]
    return expanded  # type: ignore[return-value]


def _is_group(kind: Any) -> bool:
    return isinstance(kind, type) and issubclass(kind, OptionGroup)


def _expand(kind: type[OptionGroup], param_kind: inspect._ParameterKind,
            params: list[inspect.Parameter]) -> Callable[[dict[str, Any]], OptionGroup]:
    """Append the options of group ``kind`` to ``params`` (a nested group's in its
    place); return what takes them back out of the given arguments as one ``kind``."""
    own = get_type_hints(kind, include_extras=True)
    parts: list[tuple[str, Callable[[dict[str, Any]], OptionGroup] | None]] = []
    for field in dataclasses.fields(kind):
        hint = own[field.name]
        if _is_group(hint):
            parts.append((field.name, _expand(hint, param_kind, params)))
        else:
            params.append(inspect.Parameter(field.name, param_kind, default=field.default,
                                            annotation=hint))
            parts.append((field.name, None))

    def gather(given: dict[str, Any]) -> OptionGroup:
        return kind(**{name: given.pop(name) if inner is None else inner(given)
                       for name, inner in parts})

    return gather


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
