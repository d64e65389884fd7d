"""``mjcalc table``: the han x fu points table, dealer and non-dealer, ron and tsumo."""

from __future__ import annotations

import typer

from .options import (
    FormatOpt,
    OutputFormat,
    PlayersOpt,
    PresetOpt,
    RuleOpt,
    RulesFileOpt,
    build_rules,
)


def table(preset: PresetOpt = None, rule: RuleOpt = None, rules_file: RulesFileOpt = None,
          players: PlayersOpt = None,
          fmt: FormatOpt = OutputFormat.TABLE) -> None:
    """Print the points table: han by fu, dealer and non-dealer, by ron and by tsumo.

    A tsumo shows what each payer pays: a dealer winner gets it from all three; a
    non-dealer gets 'dealer/others'. '-' marks a cell no hand can have (e.g. 20 fu ron).
    With three players a tsumo is paid by two: North's share is lost (tsumo loss), or
    split between them under sanma_tsumo=north_split.
    """
    from scoring.points import points_table

    from .render import print_json, print_table

    rules = build_rules(preset, rule or (), rules_file, players)
    rows = points_table(rules)
    if fmt is OutputFormat.JSON:
        print_json({"rules": rules.preset, "players": rules.number("players"), "rows": [
            {"han": r.han, "fu": r.fu, "basic": r.basic, "limit": r.limit,
             "dealer_ron": r.dealer_ron, "dealer_tsumo": r.dealer_tsumo,
             "non_dealer_ron": r.non_dealer_ron,
             "non_dealer_tsumo": None if r.non_dealer_tsumo is None
             else {"dealer": r.non_dealer_tsumo[0], "other": r.non_dealer_tsumo[1]}}
            for r in rows]})
        return
    cells = []
    for r in rows:
        han = f"{r.han}+" if r.limit in ("yakuman", "kazoe_yakuman") else str(r.han)
        cells.append([
            han, "-" if r.fu is None else str(r.fu), (r.limit or "").replace("_", " "),
            _cell(r.dealer_ron), _cell(r.dealer_tsumo), _cell(r.non_dealer_ron),
            "-" if r.non_dealer_tsumo is None
            else f"{r.non_dealer_tsumo[0]}/{r.non_dealer_tsumo[1]}",
        ])
    if fmt is OutputFormat.SHORT:
        for row in cells:
            print("\t".join(row))
        return
    three = rules.number("players") == 3
    how = ("" if not three else ", three players: a tsumo paid by two, North's share "
           + ("split" if rules.choice("sanma_tsumo") == "north_split" else "lost"))
    print(f"Points table, rules {rules.preset}{how} (before honba and deposits)")
    print_table(cells, ["han", "fu", "limit", "dealer ron",
                        "dealer tsumo (each of two)" if three else "dealer tsumo (each)",
                        "non-dealer ron", "non-dealer tsumo (dealer/other)"],
                colalign=("right", "right", "left", "right", "right", "right", "right"))


def _cell(points: int | None) -> str:
    return "-" if points is None else str(points)


def register(app: typer.Typer) -> None:
    """Add ``table`` to the application."""
    app.command("table")(table)
