"""What ``mjcalc score`` is told, as one typed value: :class:`ScoreOptions`.

The command builds it from its parameters; ``batch`` from the parameters
:class:`calc_cli.inputs.score_args.ScoreArgs` reads off a line (:meth:`ScoreOptions.of`); an
``--also`` winner from its own words. The readers of the hand, the situation and the
rules (:mod:`calc_cli.inputs.score_inputs`, :mod:`calc_cli.commands.score`,
:mod:`calc_cli.batch.records`)
take it in place of a dictionary of names.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(slots=True)
class ScoreOptions:
    """Every parameter of ``mjcalc score``, by the name the command gives it.

    Texts are as typed (seats, tiles, rule switches are read later, with the option's
    name in any error); ``fmt`` and ``lang`` are the choices' values (``table``, ``en``).
    """

    hand: str | None = None
    ron: str | None = None
    tsumo: bool = False
    discarder: str | None = None  # --from
    seat: str | None = None
    round_wind: str | None = None  # --round
    dora: list[str] | None = None
    ura: list[str] | None = None
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    haitei: bool = False
    houtei: bool = False
    rinshan: bool = False
    chankan: bool = False
    tenhou: bool = False
    chiihou: bool = False
    renhou: bool = False
    chankan_closed: bool = False  # --chankan-closed
    honba: int = 0
    deposits: int = 0
    preset: str | None = None  # --rules
    rule: list[str] | None = None
    rules_file: str | None = None  # --rules-file, as typed
    players: int | None = None  # --players
    kita: int = 0
    pao: str | None = None
    also: list[str] | None = None
    record: str | None = None  # --json
    fmt: str = "table"  # --format
    lang: str = "en"
    explain: bool = False

    @classmethod
    def of(cls, params: Mapping[str, Any]) -> ScoreOptions:
        """The options from ``score``'s parameters by name (click's, after Typer's
        conversions); enum choices become their values. Raises TypeError for a name
        ``score`` does not have."""
        options = cls(**params)
        options.fmt = str(getattr(options.fmt, "value", options.fmt))
        options.lang = str(getattr(options.lang, "value", options.lang))
        return options

    def given(self, name: str) -> bool:
        """Whether the parameter ``name`` was given (not empty, zero or false)."""
        return bool(getattr(self, name))
