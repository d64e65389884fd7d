"""``mjcalc table``: the han x fu points table, dealer and non-dealer, ron and tsumo."""

from __future__ import annotations

import typer

from ..options import FormatOpt, OutputFormat, RuleOptions, with_groups


@with_groups
def table(*, rule_options: RuleOptions, fmt: FormatOpt = OutputFormat.TABLE) -> None:
    """Print the points table: han by fu, dealer and non-dealer, by ron and by tsumo.

    A tsumo shows what each payer pays: a dealer winner gets it from all three; a
    non-dealer gets 'others/dealer', as players call it. Limit rows are labelled by
    their han range (6-7 haneman). '-' marks a cell no hand can have (e.g. 20 fu ron).
    With three players a tsumo is paid by two: North's share is lost (tsumo loss), or
    split between them under sanma_tsumo=north_split.
    """
    from scoring.hand.points import LIMIT_HAN, points_table

    from ..views.fit import fitted_table, output_width, wrap_text
    from ..views.score import print_json

    rules = rule_options.build()
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
        han = han_range(r.han, LIMIT_HAN) if r.fu is None else str(r.han)
        cells.append([
            han, "-" if r.fu is None else str(r.fu), (r.limit or "").replace("_", " "),
            _cell(r.dealer_ron), _cell(r.dealer_tsumo), _cell(r.non_dealer_ron),
            "-" if r.non_dealer_tsumo is None
            else f"{r.non_dealer_tsumo[1]}/{r.non_dealer_tsumo[0]}",
        ])
    if fmt is OutputFormat.SHORT:
        for row in cells:
            print("\t".join(row))
        return
    three = rules.number("players") == 3
    how = ("" if not three else ", three players: a tsumo paid by two, North's share "
           + ("split" if rules.choice("sanma_tsumo") == "north_split" else "lost"))
    width = output_width()
    print(wrap_text(f"Points table, rules {rules.preset}{how} (before honba and deposits)",
                    width))
    print(wrap_text("A tsumo: what each payer pays; a non-dealer's as others/dealer.", width))
    # the long headings wrap at a narrow terminal
    print(fitted_table(cells, ["han", "fu", "limit", "dealer ron",
                               "dealer tsumo (each of two)" if three else "dealer tsumo (each)",
                               "non-dealer ron", "non-dealer tsumo"],
                       width, wrap_headers=10,
                       colalign=("right", "right", "left", "right", "right", "right",
                                 "right")))


def han_range(han: int, limit_han: tuple[int, ...]) -> str:
    """The han a limit row stands for: ``5``, ``6-7``, ``8-10``, ``11-12``, ``13+``.

    ``limit_han`` holds the first han of each limit (5, 6, 8, 11, 13); a limit reaches
    up to the next one's first han, the last has no end.
    """
    later = [start for start in limit_han if start > han]
    if not later:
        return f"{han}+"
    top = later[0] - 1
    return str(han) if top == han else f"{han}-{top}"


def _cell(points: int | None) -> str:
    return "-" if points is None else str(points)


def register(app: typer.Typer) -> None:
    """Add ``table`` to the application."""
    app.command("table")(table)
