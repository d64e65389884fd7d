"""``mjcalc rules [PRESET]``: every rule switch with its value, allowed values, meaning, source."""

from __future__ import annotations

from typing import Annotated

import typer

from ..options import (
    FormatOpt,
    OutputFormat,
    PlayersOpt,
    PresetOpt,
    RuleOpt,
    RulesFileOpt,
    build_rules,
)

PresetArg = Annotated[
    str | None,
    typer.Argument(metavar="PRESET", show_default=False,
                   help="Preset to show: saki (default), majiang, tenhou, mahjongsoul, "
                        "mleague, wrc, ema or jpml."),
]


def rules(preset: PresetArg = None, named: PresetOpt = None, rule: RuleOpt = None,
          rules_file: RulesFileOpt = None, players: PlayersOpt = None,
          fmt: FormatOpt = OutputFormat.TABLE) -> None:
    """Print every rule switch: value, allowed values, explanation and source.

    With --rule or --rules-file, the values shown are the preset's as changed by them,
    and a '*' marks each changed switch. For a preset that follows a rule book (wrc, ema,
    jpml, mahjongsoul, mleague) the values no text read confirms are listed after the
    table (their source starts with "unconfirmed:").
    """
    from scoring.rules import SWITCHES

    from ..views.fit import fitted_table, output_width, wrap_text
    from ..views.score import print_json

    if named is not None:  # --rules PRESET, as on the other commands
        if preset is not None and preset != named:
            from scoring.errors import UsageError

            raise UsageError(f"PRESET {preset!r} and --rules {named!r} name two presets; "
                             "give one", code="usage")
        preset = named
    chosen = build_rules(preset, rule or (), rules_file, players)
    unconfirmed = [s.name for s in SWITCHES if not s.confirmed(chosen.preset)]
    if fmt is OutputFormat.JSON:
        print_json({"preset": chosen.preset, "rules": [
            {"name": s.name, "value": chosen[s.name],
             "changed": chosen[s.name] != s.presets[chosen.preset],
             "allowed": s.allowed(), "presets": dict(s.presets),
             "explanation": s.explanation, "source": s.source(chosen.preset),
             "confirmed": s.confirmed(chosen.preset)}
            for s in SWITCHES], "unconfirmed": unconfirmed})
    elif fmt is OutputFormat.SHORT:
        for switch in SWITCHES:
            print(f"{switch.name}={_text(chosen[switch.name])}")
    else:
        print(f"Rules: preset {chosen.preset}")
        # the explanation, allowed values and source wrap to the terminal; the source
        # goes at a very narrow one (it stays in -f json).
        print(fitted_table(
            [[s.name + ("*" if chosen[s.name] != s.presets[chosen.preset] else ""),
              _text(chosen[s.name]), s.allowed(), s.explanation, s.source(chosen.preset)]
             for s in SWITCHES],
            ["switch", "value", "allowed", "explanation", "source"],
            output_width(), wrap=(2, 3, 4), optional=(4,),
        ))
        if unconfirmed:
            print("\n" + wrap_text(
                f"Unconfirmed ({len(unconfirmed)} of {len(SWITCHES)}: no text read states "
                f"the preset's value; each source says what was found): "
                f"{', '.join(unconfirmed)}", output_width()))


def _text(value: object) -> str:
    """A switch value as written on the command line (true/false, not True/False)."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def register(app: typer.Typer) -> None:
    """Add ``rules`` to the application."""
    app.command("rules")(rules)
