"""``mjcalc waits HAND``: tenpai or shanten, each waiting tile with its wait types and what
winning on it is worth by ron and by tsumo; furiten, karaten and jigoku tanki.

The analysis is :func:`scoring.table.waits.analyze_waits`; the views are in
:mod:`calc_cli.views.waits`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from scoring.errors import UsageError

from ..options import KitaOpt, Output, RuleOptions, Waiting, with_groups

if TYPE_CHECKING:
    from scoring.rules import Rules
    from scoring.situation import Situation
    from scoring.tiles import Tile

WaitingHandArg = Annotated[str, typer.Argument(
    metavar="HAND", show_default=False,
    help="The hand before its winning tile: 13 tiles less 3 per meld, melds after "
         "commas, e.g. m23456p123s789z11 or m123p456s78z11,z555=.")]
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


@with_groups
def waits(
    hand: WaitingHandArg,
    *,
    waiting: Waiting,
    since_riichi: SinceRiichiOpt = None,
    this_turn: ThisTurnOpt = None,
    visible: VisibleOpt = None,
    rule_options: RuleOptions,
    kita: KitaOpt = 0,
    output: Output,
) -> None:
    """Tenpai or shanten; each waiting tile with its wait type and its value by ron and
    by tsumo; furiten with --discards/--since-riichi/--this-turn; karaten and jigoku tanki
    from the copies left.

    The situation options are those of 'mjcalc score'; a flag that belongs to one way of
    winning counts only there (haitei, rinshan, tenhou, chiihou for the tsumo; houtei,
    chankan, renhou for the ron).
    """
    from grammar import parse_hand
    from scoring.table.furiten import Discards
    from scoring.table.waits import analyze_waits

    from ..inputs.score_inputs import parse_tile_list
    from ..views.waits import render_waits

    rules = rule_options.build()
    parsed = parse_hand(hand, rules)
    situation = waiting_situation(waiting, kita, rules)
    if rules.number("players") == 3:
        from scoring.hand.validate import check_three_player_hand

        check_three_player_hand(parsed, situation.dora_indicators + situation.ura_indicators)
    records = Discards(
        own=parse_tile_list(waiting.discards or (), "--discards"),
        since_riichi=None if since_riichi is None
        else parse_tile_list(since_riichi, "--since-riichi"),
        this_turn=parse_tile_list(this_turn or (), "--this-turn"),
    )
    report = analyze_waits(parsed, situation, rules,
                           visible=(*parse_tile_list(visible or (), "--visible"),
                                    *kita_tiles(kita)),
                           discards=records)
    print(render_waits(report, situation, output.fmt.value, output.lang.value,
                       preset=rules.preset))


def waiting_situation(waiting: Waiting, kita: int, rules: Rules) -> Situation:
    """The situation of a hand that waits (``waits``, ``efficiency``) from its options:
    the seat (default South), the round (default East), the seat whose ron is priced
    (``--from``, default the previous player), the dora, the flags, the sticks and the
    kita."""
    from scoring.situation import Situation

    from ..inputs.score_inputs import parse_optional_seat, parse_tile_list

    winds, conditions, sticks = waiting.winds, waiting.conditions, waiting.sticks
    count = rules.number("players")
    defaults = Situation()
    seat = parse_optional_seat(winds.seat, "--seat")
    seat = defaults.seat if seat is None else seat
    round_wind = parse_optional_seat(winds.round_wind, "--round")
    from_seat = parse_optional_seat(waiting.discarder, "--from")
    if from_seat is None:
        from_seat = (seat + count - 1) % count  # the previous player (kamicha)
    elif from_seat == seat:
        raise UsageError("--from: the player's own seat cannot deal the ron", code="bad_seat")
    return Situation(
        round_wind=defaults.round_wind if round_wind is None else round_wind,
        seat=seat,
        discarder=from_seat,
        dora_indicators=parse_tile_list(conditions.dora or (), "--dora"),
        ura_indicators=parse_tile_list(conditions.ura or (), "--ura"),
        **conditions.flags(),
        honba=sticks.honba,
        deposits=sticks.deposits,
        kita=kita,
    )


def kita_tiles(kita: int) -> tuple[Tile, ...]:
    """The kita are North tiles in sight: they count against the copies left."""
    from scoring.tiles import NORTH, Tile

    return (Tile(NORTH),) * kita if 0 < kita <= 4 else ()


def register(app: typer.Typer) -> None:
    """Add ``waits`` to the application."""
    app.command("waits")(waits)
