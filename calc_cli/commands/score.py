"""``mjcalc score HAND``: score one winning hand.

The options, carried as one :class:`calc_cli.inputs.score_options.ScoreOptions`, are turned into
domain objects by :func:`score_params` (so ``batch`` can score a parsed line of arguments
the same way) and the result is printed by
:mod:`calc_cli.views.score`. ``--json RECORD`` scores a majiang-core hule record instead of
HAND and its options (:mod:`grammar.records`); ``--format majiang`` writes the result as
majiang-core does. ``--also 'HAND --seat SEAT ...'`` adds a winner on the same discard
(double or triple ron): :func:`multi_ron_params` reads every winner and
:func:`scoring.hand.multi_ron.score_multi_ron` settles them; :mod:`calc_cli.views.multi_ron`
prints the result.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Annotated, Final

import typer

from scoring.errors import MjcalcError, UsageError

from ..inputs.score_inputs import (
    FLAGS,
    complete_hand,
    parse_optional_seat,
    parse_tile_list,
    read_hand_and_situation,
    seat_name,
)
from ..options import (
    ChankanClosedOpt,
    Conditions,
    KitaOpt,
    Lang,
    LangOpt,
    PaoOpt,
    RuleOptions,
    Sticks,
    Winds,
    WinOptions,
    build_rules,
    with_groups,
)

if TYPE_CHECKING:
    from scoring.hand.multi_ron import MultiRonResult
    from scoring.hand.score_result import ScoreResult
    from scoring.hands import Hand
    from scoring.rules import Rules
    from scoring.situation import Situation

    from ..inputs.score_args import ScoreArgs
    from ..inputs.score_options import ScoreOptions
    from ..views.score import ExtraView

HandArg = Annotated[str | None, typer.Argument(
    metavar="HAND", show_default=False,
    help="The hand, e.g. m78p405667s34577m9 or 123m456p789s11z,z666= (melds after "
         "commas). With 14 tiles the last one written is the winning tile. Not with "
         "--json.")]
ExplainOpt = Annotated[bool, typer.Option(
    "--explain", help="Teaching view: every fu item, the rounding, every reading tried.")]
AlsoOpt = Annotated[list[str] | None, typer.Option(
    "--also", metavar="'HAND --seat SEAT [OPTIONS]'", show_default=False,
    help="Another winner on the same discard (double or triple ron), in one quoted "
         "argument: its hand (13 tiles: it wins on the same tile) and its own --seat "
         "(required), --riichi, --double-riichi, --ippatsu, --renhou, --ura, --pao. "
         "Repeatable.")]
RecordOpt = Annotated[str | None, typer.Option(
    "--json", metavar="RECORD", show_default=False,
    help="Score a majiang-core hule record {\"shoupai\", \"rongpai\", \"param\"} "
         "(JSON text, or - to read it from standard input) instead of HAND and its "
         "options; the rules default to majiang.")]


class ScoreFormat(str, Enum):
    """How ``score`` prints its answer."""

    TABLE = "table"
    JSON = "json"
    SHORT = "short"
    MAJIANG = "majiang"


ScoreFormatOpt = Annotated[ScoreFormat, typer.Option(
    "--format", "-f",
    help="Output: table, json, short (one line) or majiang (majiang-core's result).")]


def score_params(options: ScoreOptions) -> ScoreResult:
    """Score a hand from ``score``'s options.

    ``record`` (``--json``) scores a majiang-core record instead of ``hand``. Output
    options (``fmt``, ``lang``, ``explain``) are ignored here; so is ``also`` —
    :func:`multi_ron_params` reads the other winners.
    """
    hand, situation, rules = winner_and_rules(options)
    from scoring.hand.scorer import score as score_hand

    return score_hand(hand, situation, rules)


def winner_and_rules(options: ScoreOptions, rules: Rules | None = None
                     ) -> tuple[Hand, Situation, Rules]:
    """The (first) winner's hand and situation, and the rules, from ``score``'s options:
    HAND and its options, or the majiang-core record of ``--json``. ``rules``, when
    handed in (a batch line's), are used instead of building them from the options."""
    record = options.record
    if record is not None:
        return _from_record(options, record)
    if rules is None:
        rules = build_rules(options.preset, options.rule or (), options.rules_file,
                            options.players)
    hand, situation = read_hand_and_situation(options, rules)
    return hand, situation, rules


#: ``score`` parameters that describe the hand and its win: a ``--json`` record holds
#: them all, so giving one beside it is refused. (name, option)
RECORD_HOLDS: Final = (
    ("hand", "HAND"), ("ron", "--ron"), ("tsumo", "--tsumo"), ("discarder", "--from"),
    ("seat", "--seat"), ("round_wind", "--round"), ("dora", "--dora"), ("ura", "--ura"),
    ("riichi", "--riichi"), ("double_riichi", "--double-riichi"), ("ippatsu", "--ippatsu"),
    ("haitei", "--haitei"), ("houtei", "--houtei"), ("rinshan", "--rinshan"),
    ("chankan", "--chankan"), ("tenhou", "--tenhou"), ("chiihou", "--chiihou"),
    ("renhou", "--renhou"), ("chankan_closed", "--chankan-closed"), ("honba", "--honba"),
    ("deposits", "--deposits"),
    ("pao", "--pao"), ("kita", "--kita"),
)


def _record_from_stdin() -> str:
    """``--json -``: the record on standard input, read no further than a record may be
    long (an endless stream is refused at the limit, not read until memory runs out)."""
    from grammar.records import MAX_RECORD_CHARS

    from ..safe_io import read_stdin

    # a character takes at most 4 bytes of UTF-8; read_hule_record counts the characters
    data = read_stdin(limit=4 * MAX_RECORD_CHARS, what="the record", code="bad_record")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UsageError(f"majiang record: not valid UTF-8 (byte {exc.start + 1})",
                         code="bad_record") from None


def _from_record(options: ScoreOptions, text: str) -> tuple[Hand, Situation, Rules]:
    """A ``--json`` record read as the winner: the rules are ``--rules``/``--rule``/
    ``--rules-file`` if given (else majiang-core's, the ``majiang`` preset), changed by
    the record's own ``rule`` object."""
    given = [option for name, option in RECORD_HOLDS if options.given(name)]
    if given:
        raise UsageError(f"--json RECORD holds the hand and its situation; {given[0]} "
                         "cannot be given beside it", code="usage")
    if text == "-":
        text = _record_from_stdin()
    from grammar.records import read_hule_record
    from scoring.rules import Rules

    preset, rule, rules_file = options.preset, options.rule, options.rules_file
    players = options.players
    if preset is None and not rule and rules_file is None and players is None:
        base = Rules("majiang")
    else:
        base = build_rules(preset, rule or (), rules_file, players)
    record = read_hule_record(text.strip(), base)
    return record.hand, record.situation, record.rules


# --- double and triple ron ---------------------------------------------------------------

#: options that belong to the discard or the table, not to one winner: given once, for
#: every winner, outside ``--also`` (parameter names).
SHARED: Final = frozenset((
    "discarder", "tsumo", "round_wind", "dora", "honba", "deposits", "chankan", "houtei",
    "chankan_closed",
    "preset", "rule", "rules_file", "fmt", "lang", "explain", "also", "record", "players",
))


def multi_ron_params(options: ScoreOptions, rules: Rules | None = None) -> MultiRonResult:
    """Every winner of one discard, from ``score``'s options, scored and settled.

    The first winner is HAND (or ``--json``) with its options; each ``--also`` text adds
    one: a hand and that winner's own options (:func:`also_winner`). Raises UsageError
    for a malformed ``--also`` and what :func:`scoring.hand.multi_ron.score_multi_ron` raises.
    """
    hand, situation, rules = winner_and_rules(options, rules)
    if hand.win_source is None:
        raise UsageError("--also adds a winner on the same discard, but the first hand "
                         "wins by tsumo", code="bad_claims")
    entries = [(hand, situation)]
    reader = _also_reader()
    for text in options.also or ():
        entries.append(also_winner(text, reader, hand, situation, rules))
    from scoring.hand.multi_ron import score_multi_ron

    return score_multi_ron(entries, rules)


def also_winner(text: str, reader: ScoreArgs, first_hand: Hand, first: Situation,
                rules: Rules) -> tuple[Hand, Situation]:
    """One ``--also`` winner: its hand and situation on the first winner's discard.

    ``text`` is read with ``score``'s own options (shell quoting rules). The winner's
    seat must be given; the winning tile is the first winner's (write 13 tiles, or 14
    ending with that tile, or ``--ron`` with it); what belongs to the table (round, dora,
    honba, riichi sticks, chankan, houtei) is the first winner's.
    """
    from grammar import parse_hand
    from scoring.hands import Source
    from scoring.situation import Situation

    from ..inputs.score_args import split_line

    where = f"--also {text!r}"
    words = split_line(text)
    if "--help" in words or "-h" in words:
        raise UsageError(f"{where}: no help inside --also; see 'mjcalc score --help'",
                         code="usage")
    for word in words:
        if word == "--":
            break
        opt = reader.options.get(word.split("=", 1)[0] if word.startswith("--")
                                 else word[:2])
        if opt is not None and opt.name in SHARED:
            raise UsageError(f"{where}: {word.split('=', 1)[0]} belongs to the discard "
                             "and the table, the same for every winner: give it once, "
                             "outside --also", code="usage")
    from ..inputs.score_options import ScoreOptions

    try:
        own = ScoreOptions.of(reader.params(words))
    except UsageError as err:
        raise UsageError(f"{where}: {err.message}", code=err.code) from None
    if own.hand is None:
        raise UsageError(f"{where}: give the winner's hand first", code="usage")
    seat = parse_optional_seat(own.seat, "--also --seat")
    if seat is None:
        raise UsageError(f"{where}: say the winner's seat with --seat", code="usage")
    discarder = first.discarder
    assert discarder is not None and first_hand.win_tile is not None  # a ron
    if seat == discarder:
        raise UsageError(f"{where}: {seat_name(seat)} dealt the tile and cannot win on "
                         "it", code="bad_seat")
    try:
        ron = own.ron
        if ron is not None:
            from grammar import parse_win_tile

            marked = parse_win_tile(ron)[1]
            if marked is not None and marked.seat_from(seat) != discarder:
                raise UsageError(
                    f"--ron {ron} marks {seat_name(marked.seat_from(seat))} as the "
                    f"discarder, but the discard is {seat_name(discarder)}'s",
                    code="contradictory_source")
        hand = parse_hand(own.hand, rules)
        if hand.win_tile is None and ron is None:
            # 13 tiles: it wins on the discard the first winner won on.
            hand = hand.with_win(first_hand.win_tile, Source((discarder - seat) % 4))
        else:
            hand = complete_hand(hand, own, seat, discarder)
        flag = {name: own.given(name) for name in FLAGS}
        flag.update(chankan=first.chankan, houtei=first.houtei,
                    chankan_closed=first.chankan_closed)
        situation = Situation(
            round_wind=first.round_wind,
            seat=seat,
            discarder=discarder,
            dora_indicators=first.dora_indicators,
            ura_indicators=parse_tile_list(own.ura or (), "--ura"),
            honba=first.honba,
            deposits=first.deposits,
            pao=parse_optional_seat(own.pao, "--pao"),
            kita=own.kita or 0,
            **flag,
        )
    except MjcalcError as err:
        # the same error, saying which --also it comes from (a caret still points into
        # the text it names).
        raise type(err)(f"{where}: {err.message}", code=err.code, position=err.position,
                        text=err.text, detail=err.detail) from None
    return hand, situation


_READER: list[ScoreArgs] = []


def _also_reader() -> ScoreArgs:
    """The reader of ``score``'s arguments (built once, on the first ``--also``)."""
    if not _READER:
        _READER.append(score_reader())
    return _READER[0]


def score_reader() -> ScoreArgs:
    """A reader of ``score``'s arguments (:class:`calc_cli.inputs.score_args.ScoreArgs`), made
    from this command's own declaration, handed in."""
    import typer.main

    from ..app import build_app
    from ..inputs.score_args import ScoreArgs

    group = typer.main.get_command(build_app(["score"]))
    command = group.commands["score"]  # type: ignore[attr-defined]
    _, convertors, _ = typer.main.get_params_convertors_ctx_param_name_from_function(score)
    help_names = group.context_settings.get("help_option_names", ["--help"])
    return ScoreArgs(command, convertors, help_names)


@with_groups
def score(
    hand: HandArg = None,
    *,
    win: WinOptions,
    winds: Winds,
    conditions: Conditions,
    chankan_closed: ChankanClosedOpt = False,
    sticks: Sticks,
    rule_options: RuleOptions,
    kita: KitaOpt = 0,
    pao: PaoOpt = None,
    also: AlsoOpt = None,
    record: RecordOpt = None,
    fmt: ScoreFormatOpt = ScoreFormat.TABLE,
    lang: LangOpt = Lang.EN,
    explain: ExplainOpt = False,
) -> None:
    """Score one winning hand: yaku, fu, han, points and who pays whom.

    The winning tile is the last of 14 tiles written (a tsumo unless --from names the
    seat that dealt it), or --ron TILE with 13 tiles. --also adds another winner on the
    same discard (double ron); --json scores a majiang-core record instead of HAND.
    """
    from ..inputs.score_options import ScoreOptions

    if explain and fmt is not ScoreFormat.TABLE:
        # the teaching view is a table view: other formats would drop it silently
        raise UsageError(f"--explain is a table view; it cannot go with -f {fmt.value} "
                         "(drop one of them)", code="usage")
    options = ScoreOptions(
        hand=hand, **win.values(), **winds.values(), **conditions.values(),
        chankan_closed=chankan_closed, **sticks.values(), **rule_options.values(), kita=kita,
        pao=pao, also=also, record=record, fmt=fmt.value, lang=lang.value, explain=explain)
    if also:
        from ..views.multi_ron import render_multi

        print(render_multi(multi_ron_params(options), fmt.value, lang.value,
                           teaching=_teaching(explain)))
        return
    result = score_params(options)
    if fmt is ScoreFormat.MAJIANG:
        from grammar.records import majiang_json

        print(majiang_json(result))
        return
    from ..views.score import render_score

    print(render_score(result, fmt.value, lang.value, teaching=_teaching(explain)))


def _teaching(explain: bool) -> ExtraView | None:
    """The teaching view for ``--explain``, to hand to the renderers."""
    if not explain:
        return None
    from ..views.explain import explain_view

    return explain_view


def register(app: typer.Typer) -> None:
    """Add ``score`` to the application."""
    app.command("score")(score)
