"""``mjcalc waits HAND``: tenpai or shanten, each waiting tile with its wait types and what
winning on it is worth by ron and by tsumo; furiten, karaten and jigoku tanki.

The analysis is :func:`scoring.table.waits.analyze_waits`; the views are in
:mod:`calc_cli.views.waits`.
"""

from __future__ import annotations

from typing import Annotated

import typer

from ..options import (
    DepositsOpt,
    DoraOpt,
    FormatOpt,
    HonbaOpt,
    Lang,
    LangOpt,
    OutputFormat,
    PlayersOpt,
    PresetOpt,
    RoundOpt,
    RuleOpt,
    RulesFileOpt,
    SeatOpt,
    UraOpt,
)
from .score import (
    ChankanOpt,
    ChiihouOpt,
    DoubleRiichiOpt,
    HaiteiOpt,
    HouteiOpt,
    IppatsuOpt,
    KitaOpt,
    RenhouOpt,
    RiichiOpt,
    RinshanOpt,
    TenhouOpt,
)

WaitingHandArg = Annotated[str, typer.Argument(
    metavar="HAND", show_default=False,
    help="The hand before its winning tile: 13 tiles less 3 per meld, melds after "
         "commas, e.g. m23456p123s789z11 or m123p456s78z11,z555=.")]
WaitsFromOpt = Annotated[str | None, typer.Option(
    "--from", metavar="SEAT", show_default=False,
    help="The seat that deals the ron priced for each wait (default: the previous "
         "player).")]
DiscardsOpt = Annotated[list[str] | None, typer.Option(
    "--discards", metavar="TILES", show_default=False,
    help="The player's own discards (and tiles added to kans): a wait among them is "
         "discard furiten (repeatable).")]
SinceRiichiOpt = Annotated[list[str] | None, typer.Option(
    "--since-riichi", metavar="TILES", show_default=False,
    help="Tiles anyone discarded since the player's riichi: a wait among them is riichi "
         "furiten. Needs --riichi or --double-riichi; '' for none yet (repeatable).")]
ThisTurnOpt = Annotated[list[str] | None, typer.Option(
    "--this-turn", metavar="TILES", show_default=False,
    help="Tiles anyone discarded since the player's last discard: a wait among them is "
         "temporary furiten (repeatable).")]
VisibleOpt = Annotated[list[str] | None, typer.Option(
    "--visible", metavar="TILES", show_default=False,
    help="Other tiles in sight (rivers, others' melds) to count the copies left; the "
         "hand and the dora/ura indicators are counted already (repeatable).")]


def waits(
    hand: WaitingHandArg,
    seat: SeatOpt = None,
    round_wind: RoundOpt = None,
    discarder: WaitsFromOpt = None,
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
    discards: DiscardsOpt = None,
    since_riichi: SinceRiichiOpt = None,
    this_turn: ThisTurnOpt = None,
    visible: VisibleOpt = None,
    preset: PresetOpt = None,
    rule: RuleOpt = None,
    rules_file: RulesFileOpt = None,
    players: PlayersOpt = None,
    kita: KitaOpt = 0,
    fmt: FormatOpt = OutputFormat.TABLE,
    lang: LangOpt = Lang.EN,
) -> None:
    """Tenpai or shanten; each waiting tile with its wait type and its value by ron and
    by tsumo; furiten with --discards/--since-riichi/--this-turn; karaten and jigoku tanki
    from the copies left.

    The situation options are those of 'mjcalc score'; a flag that belongs to one way of
    winning counts only there (haitei, rinshan, tenhou, chiihou for the tsumo; houtei,
    chankan, renhou for the ron).
    """
    from grammar import parse_hand
    from scoring.errors import UsageError
    from scoring.situation import Situation
    from scoring.table.furiten import Discards
    from scoring.table.waits import analyze_waits
    from scoring.tiles import NORTH, Tile

    from ..inputs.score_inputs import parse_optional_seat, parse_tile_list
    from ..options import build_rules
    from ..views.waits import render_waits

    rules = build_rules(preset, rule or (), rules_file, players)
    parsed = parse_hand(hand, rules)
    count = rules.number("players")
    defaults = Situation()
    seat_no = parse_optional_seat(seat, "--seat")
    seat_no = defaults.seat if seat_no is None else seat_no
    round_no = parse_optional_seat(round_wind, "--round")
    from_seat = parse_optional_seat(discarder, "--from")
    if from_seat is None:
        from_seat = (seat_no + count - 1) % count  # the previous player (kamicha)
    elif from_seat == seat_no:
        raise UsageError("--from: the player's own seat cannot deal the ron", code="bad_seat")
    situation = Situation(
        round_wind=defaults.round_wind if round_no is None else round_no,
        seat=seat_no,
        discarder=from_seat,
        dora_indicators=parse_tile_list(dora or (), "--dora"),
        ura_indicators=parse_tile_list(ura or (), "--ura"),
        riichi=riichi,
        double_riichi=double_riichi,
        ippatsu=ippatsu,
        haitei=haitei,
        houtei=houtei,
        rinshan=rinshan,
        chankan=chankan,
        tenhou=tenhou,
        chiihou=chiihou,
        renhou=renhou,
        honba=honba,
        deposits=deposits,
        kita=kita,
    )
    if count == 3:
        from scoring.hand.validate import check_three_player_hand

        check_three_player_hand(parsed, situation.dora_indicators + situation.ura_indicators)
    records = Discards(
        own=parse_tile_list(discards or (), "--discards"),
        since_riichi=None if since_riichi is None
        else parse_tile_list(since_riichi, "--since-riichi"),
        this_turn=parse_tile_list(this_turn or (), "--this-turn"),
    )
    # the kita are North tiles in sight: they count against the copies left
    kita_tiles = (Tile(NORTH),) * kita if 0 < kita <= 4 else ()
    report = analyze_waits(parsed, situation, rules,
                           visible=(*parse_tile_list(visible or (), "--visible"), *kita_tiles),
                           discards=records)
    print(render_waits(report, situation, fmt.value, lang.value, preset=rules.preset))


def register(app: typer.Typer) -> None:
    """Add ``waits`` to the application."""
    app.command("waits")(waits)
