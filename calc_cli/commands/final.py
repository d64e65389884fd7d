"""``mjcalc final SCORES...``: the settlement at the end of a game (seed 000, 游戏结束结算):
return points, uma and oka, leftover deposits to first place, rounding and ranks.

The settlement is :func:`scoring.game.settlement.settle_final`; the views are in
:mod:`calc_cli.views.settlement`.
"""

from __future__ import annotations

from typing import Annotated

import typer

from ..options import (
    FormatOpt,
    OutputFormat,
    RuleOptions,
    stick_count,
    with_groups,
)

ScoresArg = Annotated[list[str], typer.Argument(
    metavar="SCORES...", show_default=False,
    help="The four final scores in seating order from the first dealer (East first), "
         "e.g. 36700 25300 19700 18300; negative scores are fine.")]
FinalDepositsOpt = Annotated[int, typer.Option(
    "--deposits", metavar="N", parser=stick_count,
    help="Riichi sticks left on the table at the end: they go to first place.")]


@with_groups
def final(
    scores: ScoresArg,
    *,
    deposits: FinalDepositsOpt = 0,
    rule_options: RuleOptions,
    fmt: FormatOpt = OutputFormat.TABLE,
) -> None:
    """Game-end points: each score less the return points, rounded to 1000, plus the uma
    of its rank; first place takes the oka and whatever keeps the total at zero.

    Ranks go by score, then by seat order (East first) on a tie; under the switch
    tie_split (WRC, EMA, M.League) tied players share the uma and oka of their ranks.
    The scores and the deposits must add up to four times the start points.
    """
    from scoring.game.settlement import settle_final

    from ..views.settlement import render_final

    rules = rule_options.build()
    points = [_score(text) for text in scores]
    result = settle_final(points, deposits, rules)
    print(render_final(result, points, deposits, fmt.value, rules.preset,
                       rules.choice("uma"), rules.choice("final_rounding"),
                       ties_split=rules.flag("tie_split")))


def _score(text: str) -> int:
    from scoring.errors import UsageError

    digits = text[1:] if text[:1] in "+-" else text
    try:
        if not (digits.isascii() and digits.isdigit()):  # not '２５０００', '25_000', ' 5'
            raise ValueError(text)
        value = int(text)
    except ValueError:
        if text.startswith("-"):
            # an option click did not know (SCORES takes unknown options for negatives)
            raise UsageError(f"no such option: {text} (see 'mjcalc final --help')",
                             code="usage") from None
        raise UsageError(f"SCORES: {text!r} is not a whole number of points",
                         code="bad_final") from None
    if abs(value) > 10_000_000:
        raise UsageError(f"SCORES: {text} is out of range", code="bad_final")
    return value


def register(app: typer.Typer) -> None:
    """Add ``final`` to the application."""
    # Negative scores (-1200) must reach SCORES instead of reading as unknown options.
    app.command("final", context_settings={"ignore_unknown_options": True})(final)
