"""``mjcalc efficiency HAND``: what to discard. For every distinct discard of a hand that
has just drawn, the shanten after it, the tiles that lower it with their copies left,
and for a discard that leaves the hand tenpai, the value of each wait.

The analysis is :func:`scoring.table.efficiency.analyze_efficiency`; the views are in
:mod:`calc_cli.views.efficiency`. ``HAND`` ``-`` reads one hand a line from standard
input and writes one JSON record a line (docs/commands.md, "mjcalc efficiency").
"""

from __future__ import annotations

import sys
from enum import Enum
from typing import TYPE_CHECKING, Annotated, Any

import typer

from ..options import KitaOpt, Output, RuleOptions, Waiting, ascii_int, with_groups
from .waits import kita_tiles, waiting_situation

if TYPE_CHECKING:
    from scoring.rules import Rules
    from scoring.situation import Situation


class Form(str, Enum):
    """The forms shanten is taken over (scoring.table.efficiency.FORMS)."""

    ALL = "all"
    STANDARD = "standard"
    SEVEN_PAIRS = "seven_pairs"
    THIRTEEN_ORPHANS = "thirteen_orphans"


DrawnHandArg = Annotated[str, typer.Argument(
    metavar="HAND", show_default=False,
    help="14 tiles (13 and the tile just drawn) less 3 per meld, melds after commas, "
         "e.g. m3445p556s12377z77; 13 tiles: what improves the hand as it is; - reads "
         "one hand a line from standard input and writes JSON lines.")]
SeenOpt = Annotated[list[str] | None, typer.Option(
    "--seen", metavar="TILES", show_default=False,
    help="Tiles in sight elsewhere (rivers, others' melds) that lower the copies left; "
         "the hand, --discards and the --dora/--ura indicators count already "
         "(repeatable).")]
FormOpt = Annotated[Form, typer.Option(
    "--form", help="Shanten over the least of the three forms (all), or one form's own: "
                   "standard, seven_pairs, thirteen_orphans.")]
DepthOpt = Annotated[int, typer.Option(
    "--depth", metavar="N", parser=ascii_int(1, 2),
    help="2: for a discard that leaves the hand one-away, the draws that make it tenpai "
         "and those that give a two-sided or better wait (good shape).")]
EfficiencyExplainOpt = Annotated[bool, typer.Option(
    "--explain", help="End the table with one sentence that says why the best discard "
                      "is best.")]


@with_groups
def efficiency(
    hand: DrawnHandArg,
    *,
    waiting: Waiting,
    seen: SeenOpt = None,
    form: FormOpt = Form.ALL,
    depth: DepthOpt = 1,
    explain: EfficiencyExplainOpt = False,
    rule_options: RuleOptions,
    kita: KitaOpt = 0,
    output: Output,
) -> int:
    """What to discard: for every distinct discard, the shanten after it and the tiles
    that lower it (with copies left); for a discard that leaves the hand tenpai, each
    wait's value by ron and by tsumo, furiten and yakuless waits, and the mean value
    over the copies left.

    Sorted best first: lowest shanten, then most tiles, then the higher value. The
    situation options are those of 'mjcalc waits'.
    """
    from ..inputs.score_inputs import parse_tile_list

    rules = rule_options.build()
    situation = waiting_situation(waiting, kita, rules)
    seen_tiles = (*parse_tile_list(seen or (), "--seen"), *kita_tiles(kita))
    own = parse_tile_list(waiting.discards or (), "--discards")

    def analyse(text: str) -> Any:
        from grammar import parse_hand
        from scoring.table.efficiency import analyze_efficiency

        return analyze_efficiency(parse_hand(text, rules), situation, rules,
                                  seen=seen_tiles, discards=own, form=form.value,
                                  values=True, depth=depth)

    if hand == "-":
        return _lines(analyse, situation, rules, output.lang.value)
    from ..views.efficiency import render_efficiency

    print(render_efficiency(analyse(hand), situation, output.fmt.value, output.lang.value,
                            preset=rules.preset, explain=explain))
    return 0


def _lines(analyse: Any, situation: Situation, rules: Rules, lang: str) -> int:
    """One JSON record a line of standard input: ``{"line", "result"}`` or ``{"line",
    "error"}`` (as ``mjcalc batch`` writes them); blank lines and ``#`` comments give
    none. 1 when a line failed, else 0."""
    from scoring.errors import MjcalcError, NotationError

    from ..batch.lines import LineReader, TooLong
    from ..batch.records import error_record
    from ..views.efficiency import efficiency_json
    from ..views.score import to_json

    stream = sys.stdin.buffer
    read = getattr(stream, "read1", stream.read)
    failed = 0
    number = 0
    out = sys.stdout
    for block in LineReader(read).blocks():
        for raw in block:
            number += 1
            record: dict[str, Any]
            try:
                if isinstance(raw, TooLong):
                    raise NotationError(f"line too long: {raw.length} bytes",
                                        code="input_too_long")
                try:
                    text = raw.decode("utf-8").strip()
                except UnicodeDecodeError:
                    raise NotationError("the line is not UTF-8 text",
                                        code="notation") from None
                if not text or text.startswith("#"):
                    continue
                record = {"line": number, "result": efficiency_json(
                    analyse(text), situation, lang, preset=rules.preset)}
            except MjcalcError as err:
                failed += 1
                record = {"line": number, "error": error_record(err)}
            out.write(to_json(record) + "\n")
        out.flush()
    return 1 if failed else 0


def register(app: typer.Typer) -> None:
    """Add ``efficiency`` to the application."""
    app.command("efficiency")(efficiency)
