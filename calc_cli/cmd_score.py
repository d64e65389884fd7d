"""``mjcalc score HAND``: score one winning hand.

The options are turned into domain objects by :func:`score_params` (so ``batch`` can
score a parsed line of arguments the same way) and the result is printed by
:mod:`calc_cli.render`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Annotated, Any

import typer

from scoring.errors import ScoringError, UsageError

from .options import (
    SEAT_LABELS,
    DepositsOpt,
    DoraOpt,
    FormatOpt,
    HonbaOpt,
    Lang,
    LangOpt,
    OutputFormat,
    PresetOpt,
    RoundOpt,
    RuleOpt,
    RulesFileOpt,
    SeatOpt,
    UraOpt,
    build_rules,
    parse_optional_seat,
    parse_tile_list,
)

if TYPE_CHECKING:
    from scoring.hands import Hand
    from scoring.results import ScoreResult
    from scoring.rules import Rules
    from scoring.situation import Situation

HandArg = Annotated[str, typer.Argument(
    metavar="HAND", show_default=False,
    help="The hand, e.g. m78p405667s34577m9 or 123m456p789s11z,z666= (melds after "
         "commas). With 14 tiles the last one written is the winning tile.")]
RonOpt = Annotated[str | None, typer.Option(
    "--ron", metavar="TILE", show_default=False,
    help="Win by ron on TILE; a mark says who dealt it: s2+ (next seat), s2= (opposite), "
         "s2- (previous). Give the hand 13 tiles.")]
TsumoOpt = Annotated[bool, typer.Option(
    "--tsumo", help="Win by drawing the last tile written (the default for 14 tiles).")]
FromOpt = Annotated[str | None, typer.Option(
    "--from", metavar="SEAT", show_default=False,
    help="The seat that dealt in (ron); alone with 14 tiles it makes the last tile a ron.")]
PaoOpt = Annotated[str | None, typer.Option(
    "--pao", metavar="SEAT", show_default=False,
    help="Seat liable for the hand (overrides the pao read from the melds).")]
ExplainOpt = Annotated[bool, typer.Option(
    "--explain", help="Teaching view: every fu item, the rounding, every reading tried.")]


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


def score_params(params: Mapping[str, Any]) -> ScoreResult:
    """Score a hand from ``score``'s parameters, by their names in :func:`score`.

    ``params`` may be click's ``ctx.params`` of a parsed ``score`` command line (that is
    how ``batch`` can score a line of arguments) or any mapping with some of the names;
    a missing name takes its default. Output options (``fmt``, ``lang``, ``explain``) are
    ignored here.
    """
    rules = build_rules(params.get("preset"), params.get("rule") or (),
                        params.get("rules_file"))
    hand, situation = hand_and_situation(params, rules)
    from scoring.scorer import score as score_hand

    return score_hand(hand, situation, rules)


def hand_and_situation(params: Mapping[str, Any], rules: Rules) -> tuple[Hand, Situation]:
    """The hand, completed by its winning tile, and the situation of the win."""
    from grammar import parse_hand
    from scoring.situation import Situation

    defaults = Situation()
    seat = parse_optional_seat(params.get("seat"), "--seat")
    seat = defaults.seat if seat is None else seat
    round_wind = parse_optional_seat(params.get("round_wind"), "--round")
    discarder = parse_optional_seat(params.get("discarder"), "--from")
    if discarder is not None and discarder == seat:
        raise UsageError(f"--from: the winner's own seat ({_seat_name(seat)}) cannot "
                         "deal in", code="bad_seat")
    hand = _complete(parse_hand(params["hand"], rules), params, seat, discarder)
    flag = {name: bool(params.get(name, False)) for name in FLAGS}
    situation = Situation(
        round_wind=defaults.round_wind if round_wind is None else round_wind,
        seat=seat,
        discarder=None if hand.win_source is None else hand.win_source.seat_from(seat),
        dora_indicators=parse_tile_list(params.get("dora") or (), "--dora"),
        ura_indicators=parse_tile_list(params.get("ura") or (), "--ura"),
        honba=params.get("honba") or 0,
        deposits=params.get("deposits") or 0,
        pao=parse_optional_seat(params.get("pao"), "--pao"),
        **flag,
    )
    return hand, situation


#: the situational flags of ``score``: parameter names, also Situation's field names.
FLAGS = ("riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan",
         "tenhou", "chiihou", "renhou")


def _complete(hand: Hand, params: Mapping[str, Any], seat: int, discarder: int | None
              ) -> Hand:
    """``hand`` with its winning tile and how it was won, from --ron/--tsumo/--from."""
    from grammar import parse_win_tile
    from scoring.hands import Source

    ron: str | None = params.get("ron")
    tsumo = bool(params.get("tsumo", False))
    from_source = None if discarder is None else Source((discarder - seat) % 4)
    if ron is not None:
        if tsumo:
            raise ScoringError("--ron and --tsumo contradict each other",
                               code="contradictory_flags")
        if hand.win_tile is not None:
            raise UsageError(
                "--ron: the hand already holds its winning tile (the last of 14 written); "
                "give 13 tiles with --ron, or use --from SEAT alone", code="win_tile_twice")
        tile, source = parse_win_tile(ron)
        if source is None:
            source = from_source
        elif from_source is not None and source != from_source:
            raise UsageError(
                f"--ron {ron} marks {_seat_name(source.seat_from(seat))} as the "
                f"discarder but --from says {_seat_name(from_source.seat_from(seat))}",
                code="contradictory_source")
        if source is None:
            raise UsageError(f"--ron {ron}: say who dealt it, with a mark (+ = -) or "
                             "--from SEAT", code="no_source")
        return hand.with_win(tile, source)
    if hand.win_tile is None:
        raise _not_a_win(hand)
    if hand.win_source is not None:  # a ron mark written in the hand itself
        if tsumo:
            raise ScoringError(f"--tsumo, but the hand marks {hand.win_tile} as a ron",
                               code="contradictory_flags")
        if from_source is not None and from_source != hand.win_source:
            raise UsageError("the source mark of the winning tile and --from disagree",
                             code="contradictory_source")
        return hand
    if from_source is not None:
        if tsumo:
            raise ScoringError("--from (a ron) and --tsumo contradict each other",
                               code="contradictory_flags")
        return hand.with_win(hand.win_tile, from_source)
    return hand


def _not_a_win(hand: Hand) -> ScoringError:
    """The error for a hand written without its winning tile: its waits, or its shanten."""
    from scoring.shanten import shanten
    from scoring.shapes import counts_of, waiting_kinds
    from scoring.tiles import kind_name

    counts = counts_of(hand.concealed)
    how = "add the winning tile (as the 14th tile, or --ron TILE)"
    waits = [kind_name(kind) for kind in waiting_kinds(counts, len(hand.melds))]
    if waits:
        return ScoringError(f"not a winning hand yet: tenpai, waiting on {' '.join(waits)}; "
                            f"{how}", code="not_winning", detail={"waits": waits})
    steps = shanten(counts, len(hand.melds))
    return ScoringError(f"not a winning hand: {steps}-shanten (no winning tile given)",
                        code="not_winning", detail={"shanten": steps})


def _seat_name(seat: int) -> str:
    return SEAT_LABELS[seat]


def score(
    hand: HandArg,
    ron: RonOpt = None,
    tsumo: TsumoOpt = False,
    discarder: FromOpt = None,
    seat: SeatOpt = None,
    round_wind: RoundOpt = None,
    dora: DoraOpt = None,
    ura: UraOpt = None,
    riichi: RiichiOpt = False,
    double_riichi: DoubleRiichiOpt = False,
    ippatsu: IppatsuOpt = False,
    haitei: HaiteiOpt = False,
    houtei: HouteiOpt = False,
    rinshan: RinshanOpt = False,
    chankan: ChankanOpt = False,
    tenhou: TenhouOpt = False,
    chiihou: ChiihouOpt = False,
    renhou: RenhouOpt = False,
    honba: HonbaOpt = 0,
    deposits: DepositsOpt = 0,
    preset: PresetOpt = None,
    rule: RuleOpt = None,
    rules_file: RulesFileOpt = None,
    pao: PaoOpt = None,
    fmt: FormatOpt = OutputFormat.TABLE,
    lang: LangOpt = Lang.EN,
    explain: ExplainOpt = False,
) -> None:
    """Score one winning hand: yaku, fu, han, points and who pays whom.

    The winning tile is the last of 14 tiles written (a tsumo unless --from names the
    seat that dealt it), or --ron TILE with 13 tiles.
    """
    result = score_params(locals())
    from .render import render_score

    print(render_score(result, fmt, lang, explain=explain))


def register(app: typer.Typer) -> None:
    """Add ``score`` to the application."""
    app.command("score")(score)
