"""``mjcalc yaku``: every yaku with its han (closed/open) and its names in four languages."""

from __future__ import annotations

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


def yaku(preset: PresetOpt = None, rule: RuleOpt = None, rules_file: RulesFileOpt = None,
          players: PlayersOpt = None,
         fmt: FormatOpt = OutputFormat.TABLE) -> None:
    """List every yaku: han closed and open, yakuman weight, when it applies, names in
    en/romaji/ja/zh (a narrow terminal shows the English name only).

    The han are the ones the rules give (--rules, --rule): e.g. without open tanyao,
    All Simples has no open value. Dora-type entries count one han per tile.
    """
    from scoring.yaku import effective_yaku

    from ..views.fit import fitted_table, output_width
    from ..views.score import print_json, yakuman_word

    rules = build_rules(preset, rule or (), rules_file, players)
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
                  f"{han(y.open_han, y.yakuman, y.dora)}\t{y.en}")
        return
    # at a narrow terminal the condition and the English name wrap, and the names in
    # other languages go (Chinese first; they stay in -f json and in a pipe).
    print(fitted_table(
        [[y.id, han(y.closed_han, y.yakuman, y.dora), han(y.open_han, y.yakuman, y.dora),
          y.en, y.condition, y.romaji, y.ja, y.zh] for y in rows],
        ["id", "closed", "open", "English", "condition", "romaji", "Japanese", "Chinese"],
        output_width(), wrap=(3, 4), optional=(7, 6, 5),
        colalign=("left", "right", "right", "left", "left", "left", "left", "left"),
    ))


def register(app: typer.Typer) -> None:
    """Add ``yaku`` to the application."""
    app.command("yaku")(yaku)
