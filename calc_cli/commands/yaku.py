"""``mjcalc yaku``: every yaku with its han (closed/open) and its names in four languages."""

from __future__ import annotations

import typer

from ..options import Output, OutputFormat, RuleOptions, with_groups


@with_groups
def yaku(*, rule_options: RuleOptions, output: Output) -> None:
    """List every yaku: han closed and open, yakuman weight, when it applies, names in
    en/romaji/ja/zh, the --lang one first (a narrow terminal shows that one only).

    The han are the ones the rules give (--rules, --rule): e.g. without open tanyao,
    All Simples has no open value. Dora-type entries count one han per tile.
    """
    from scoring.hand.yaku import effective_yaku

    from ..views.fit import fitted_table, output_width
    from ..views.score import print_json, yakuman_word

    rules = rule_options.build()
    fmt, lang = output.fmt, output.lang
    rows = effective_yaku(rules)
    if fmt is OutputFormat.JSON:
        print_json({"rules": rules.preset, "yaku": [
            {"id": y.id, "closed_han": y.closed_han, "open_han": y.open_han,
             "yakuman": y.yakuman, "dora": y.dora,
             "names": {lang: y.name(lang) for lang in ("en", "romaji", "ja", "zh")},
             "condition": y.condition}
            for y in rows]})
        return

    def han(value: int | None, weight: int, dora: bool) -> str:
        if value is None:
            return "-"  # closed hands only
        if weight:
            return yakuman_word(weight)
        return f"{value}/tile" if dora else str(value)

    if fmt is OutputFormat.SHORT:
        for y in rows:
            print(f"{y.id}\t{han(y.closed_han, y.yakuman, y.dora)}\t"
                  f"{han(y.open_han, y.yakuman, y.dora)}\t{y.name(lang.value)}")
        return
    # the --lang name first, the others after the condition, in the usual order
    others = [code for code in LANG_HEADINGS if code != lang.value]
    # at a narrow terminal the condition and the English name wrap, and the names in
    # other languages go (Chinese first; they stay in -f json and in a pipe).
    print(fitted_table(
        [[y.id, han(y.closed_han, y.yakuman, y.dora), han(y.open_han, y.yakuman, y.dora),
          y.name(lang.value), y.condition, *(y.name(code) for code in others)] for y in rows],
        ["id", "closed", "open", LANG_HEADINGS[lang.value], "condition",
         *(LANG_HEADINGS[code] for code in others)],
        output_width(), wrap=(3, 4), optional=(7, 6, 5),
        colalign=("left", "right", "right", "left", "left", "left", "left", "left"),
    ))


#: the heading of each language's names, in the table's usual order.
LANG_HEADINGS = {"en": "English", "romaji": "romaji", "ja": "Japanese", "zh": "Chinese"}


def register(app: typer.Typer) -> None:
    """Add ``yaku`` to the application."""
    app.command("yaku")(yaku)
