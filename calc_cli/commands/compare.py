"""``mjcalc compare HAND [score's options]``: one hand scored under every preset (or those
of ``--presets``), one row a preset, the cells that differ from the first row marked.

The scoring is :func:`scoring.hand.compare.score_under_presets`; the views are in
:mod:`calc_cli.views.compare`. The hand is read once under rules that know every red
five, then each preset scores it and refuses what it does not have.
"""

from __future__ import annotations

from typing import Annotated

import typer

from ..options import (
    ChankanClosedOpt,
    Conditions,
    KitaOpt,
    Output,
    PaoOpt,
    PlayersOpt,
    RuleOpt,
    RulesFileOpt,
    Sticks,
    Winds,
    WinOptions,
    with_groups,
)

CompareHandArg = Annotated[str, typer.Argument(
    metavar="HAND", show_default=False,
    help="The hand, as for 'mjcalc score' (the last of 14 tiles is the winning tile).")]
PresetsOpt = Annotated[str | None, typer.Option(
    "--presets", "--rules", metavar="A,B,...", show_default=False,
    help="The presets to compare, in this order (default: every preset, saki first); "
         "--rules is the same option, named as on the other commands.")]


@with_groups
def compare(
    hand: CompareHandArg,
    *,
    win: WinOptions,
    winds: Winds,
    conditions: Conditions,
    chankan_closed: ChankanClosedOpt = False,
    sticks: Sticks,
    pao: PaoOpt = None,
    presets: PresetsOpt = None,
    players: PlayersOpt = None,
    kita: KitaOpt = 0,
    rule: RuleOpt = None,
    rules_file: RulesFileOpt = None,
    output: Output,
) -> None:
    """Score one hand under every rule preset, side by side: yaku and han, fu, limit,
    points and each seat's change, one row a preset, cells that differ from the first
    row marked '*'. A preset that refuses the hand shows why in its row.

    --rule KEY=VALUE (and --rules-file) changes a switch in every preset compared. By default the
    four-player presets are compared; --players 3 compares the three-player ones
    (tenhou-sanma, mahjongsoul-sanma). The exit status is 1 when no preset can score
    the hand.
    """
    from scoring.errors import MjcalcError, ScoringError
    from scoring.hand.compare import parse_presets, reading_rules, score_under_presets
    from scoring.rules import FOUR_PLAYER_PRESETS, THREE_PLAYER_BASE, parse_assignment

    from ..inputs.score_inputs import read_hand_and_situation
    from ..inputs.score_options import ScoreOptions
    from ..views.compare import render_compare

    three = players is not None and parse_assignment(f"players={players}")[1] == 3
    default = tuple(THREE_PLAYER_BASE) if three else FOUR_PLAYER_PRESETS
    chosen = default if presets is None else parse_presets(presets)
    overrides: dict[str, bool | int | str] = {}
    if rules_file is not None:  # the file's switches, then --rule's (the command line wins)
        from scoring.rules import SWITCH_BY_NAME, Rules

        from ..options import build_rules

        # the switches the file (and --rule) set, against its own preset's values
        from_file = build_rules(None, rule or (), rules_file)
        base = Rules(from_file.preset)
        overrides = {name: from_file[name] for name in SWITCH_BY_NAME
                     if from_file[name] != base[name]}
    overrides.update(parse_assignment(text) for text in rule or ())
    options = ScoreOptions(
        hand=hand, **win.values(), **winds.values(), **conditions.values(),
        chankan_closed=chankan_closed, **sticks.values(), pao=pao, kita=kita)
    # read with the red fives of each preset compared until one accepts the tiles (four
    # plain 5p are no hand under a preset with a red 5p, and a hand under one without)
    readings = reading_rules(overrides, chosen)
    for index, reading in enumerate(readings):
        try:
            winner, situation = read_hand_and_situation(options, reading)
            break
        except MjcalcError as err:
            if err.code not in ("fifth_tile", "red_fives") or index == len(readings) - 1:
                raise
    rows = score_under_presets(winner, situation, chosen, overrides)
    print(render_compare(rows, output.fmt.value, output.lang.value))
    if all(row.result is None for row in rows):
        first = rows[0].error
        assert first is not None
        refused = ScoringError(f"no preset can score this hand ({rows[0].preset}: "
                               f"{first.message})", code=first.code)
        refused.exit_status = first.exit_status
        raise refused


def register(app: typer.Typer) -> None:
    """Add ``compare`` to the application."""
    app.command("compare")(compare)
