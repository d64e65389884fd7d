"""Rule switches and presets: every rule variation is one row of ``SWITCHES``.

Adding a switch means adding one ``Switch`` row here (with its value in every preset) and
reading it where it matters with ``rules.flag/number/choice``. Nothing else lists them.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Final

from .errors import UsageError
from .suggest import did_you_mean

RuleValue = bool | int | str

PRESETS: Final = ("saki", "majiang", "tenhou")
DEFAULT_PRESET: Final = "saki"

SOURCE_SAKI: Final = "seed 000 (Saki rule book)"
SOURCE_MAJIANG: Final = "majiang-core Majiang.rule() defaults / seed 001"
SOURCE_TENHOU: Final = "tenhou.net/man (ranked rules)"


@dataclass(frozen=True)
class Switch:
    """One rule variation: its name, allowed values, value per preset and why."""

    name: str
    kind: type  # bool, int or str
    presets: Mapping[str, RuleValue]
    explanation: str
    #: allowed values for str switches (and for int switches with a fixed list).
    choices: tuple[RuleValue, ...] = ()
    #: inclusive bounds for int switches without a fixed list.
    low: int = 0
    high: int = 1_000_000
    #: where a preset's value comes from, per preset (defaults to the preset's source).
    sources: Mapping[str, str] = field(default_factory=dict)

    def source(self, preset: str) -> str:
        """The document a preset's value of this switch is taken from."""
        default = {"saki": SOURCE_SAKI, "majiang": SOURCE_MAJIANG, "tenhou": SOURCE_TENHOU}
        return self.sources.get(preset, default.get(preset, ""))

    def allowed(self) -> str:
        """The allowed values, as a user reads them."""
        if self.kind is bool:
            return "true|false"
        if self.choices:
            return "|".join(str(c) for c in self.choices)
        return f"{self.low}..{self.high}"

    def parse(self, text: str) -> RuleValue:
        """The value written as ``text``; raises UsageError listing the valid values."""
        value: RuleValue
        lowered = text.strip().lower()
        if self.kind is bool:
            if lowered in ("true", "yes", "on", "1"):
                return True
            if lowered in ("false", "no", "off", "0"):
                return False
        elif self.kind is int:
            try:
                value = int(lowered)
            except ValueError:
                value = -1 if not self.choices else lowered
            else:
                if (self.choices and value in self.choices) or (
                    not self.choices and self.low <= value <= self.high
                ):
                    return value
        elif lowered in self.choices:
            return lowered
        # words only: a number near another is no typo of it
        words = ["true", "false"] if self.kind is bool else \
            [str(c) for c in self.choices] if self.kind is str else []
        hint = did_you_mean(lowered, words)
        raise UsageError(
            f"rule {self.name}: invalid value {text!r}{hint} (valid: {self.allowed()})",
            code="bad_rule_value",
        )

    def check(self, value: object) -> RuleValue:
        """``value`` if it is valid for this switch (e.g. read from TOML), else UsageError."""
        if isinstance(value, str):
            return self.parse(value)
        if self.kind is bool and isinstance(value, bool):
            return value
        if self.kind is int and isinstance(value, int) and not isinstance(value, bool):
            return self.parse(str(value))
        raise UsageError(
            f"rule {self.name}: invalid value {value!r} (valid: {self.allowed()})",
            code="bad_rule_value",
        )


def _same(value: RuleValue) -> dict[str, RuleValue]:
    return {p: value for p in PRESETS}


def _by(saki: RuleValue, majiang: RuleValue, tenhou: RuleValue) -> dict[str, RuleValue]:
    return {"saki": saki, "majiang": majiang, "tenhou": tenhou}


SWITCHES: Final[tuple[Switch, ...]] = (
    # --- tiles and dora -------------------------------------------------------------
    Switch("red_fives_m", int, _same(1), "red fives among the 5m (0 = no red 5m)", low=0, high=4),
    Switch("red_fives_p", int, _same(1), "red fives among the 5p", low=0, high=4),
    Switch("red_fives_s", int, _same(1), "red fives among the 5s", low=0, high=4),
    Switch("ura_dora", bool, _same(True), "ura dora count for a riichi winner"),
    Switch("kan_dora", bool, _same(True), "each kan turns a new dora indicator"),
    Switch("kan_ura", bool, _same(True), "kan dora indicators have ura indicators too"),
    # --- yaku ------------------------------------------------------------------------
    Switch("open_tanyao", bool, _same(True), "all simples counts in an open hand (kuitan)"),
    Switch("ippatsu", bool, _same(True), "ippatsu is a yaku"),
    Switch("pinfu_tsumo", bool, _same(True),
           "pinfu counts on a tsumo win (20 fu); off: no pinfu, the tsumo 2 fu count"),
    Switch("sanshoku_doukou_kuisagari", bool, _same(False),
           "triple pung loses a han when open (seed 000 says so; no rule book does)",
           sources={"saki": "SPEC erratum: seed 000 lists it, treated as an error"}),
    Switch("renhou", str, _by("yakuman", "none", "none"),
           "ron before one's first draw with no calls: none, mangan or yakuman",
           choices=("none", "mangan", "yakuman")),
    Switch("min_han", int, _same(1), "han needed to win, dora not counted", low=1, high=4),
    # --- limits ----------------------------------------------------------------------
    Switch("kazoe", str, _by("multiple", "yakuman", "yakuman"),
           "13+ han: none (sanbaiman stays), sanbaiman, yakuman, or floor(han/13) yakuman",
           choices=("none", "sanbaiman", "yakuman", "multiple")),
    Switch("yakuman_stacking", bool, _same(True),
           "several yakuman in one hand add up; off: any yakuman hand is worth one "
           "yakuman, a double yakuman form included (majiang-core 役満の複合あり)"),
    Switch("double_kokushi_13", bool, _by(True, True, False),
           "thirteen orphans on a 13-sided wait is a double yakuman"),
    Switch("double_suuankou_tanki", bool, _by(True, True, False),
           "four concealed pungs on a pair wait is a double yakuman"),
    Switch("double_junsei_chuuren", bool, _by(True, True, False),
           "nine gates on a 9-sided wait is a double yakuman"),
    Switch("double_daisuushii", bool, _by(False, True, False),
           "big four winds is a double yakuman"),
    Switch("kiriage_mangan", bool, _same(False),
           "4 han 30 fu and 3 han 60 fu (1920 basic) are rounded up to mangan"),
    # --- fu --------------------------------------------------------------------------
    Switch("double_wind_pair_fu", int, _same(4),
           "fu for a pair of a wind that is both seat and round wind", choices=(2, 4)),
    # --- pao -------------------------------------------------------------------------
    Switch("pao_daisangen", bool, _same(True), "pao for big three dragons"),
    Switch("pao_daisuushii", bool, _same(True), "pao for big four winds"),
    Switch("pao_suukantsu", bool, _same(False), "pao for four kans",
           sources={"saki": SOURCE_SAKI + "; seed 003 (older draft) had it"}),
    Switch("pao_scope", str, _by("whole", "liable_yakuman", "whole"),
           "the liable player answers for the whole hand or only for the yakuman it fed",
           choices=("whole", "liable_yakuman"),
           sources={"tenhou": "seed 001, footnote 1 (Tenhou charges all yakuman)"}),
    Switch("pao_ron_honba", str, _by("split", "discarder", "discarder"),
           "who pays the honba on a ron with pao: split half each, or the discarder",
           choices=("split", "discarder")),
    # --- several winners -------------------------------------------------------------
    Switch("double_ron", str, _same("settled"),
           "two winners on one discard: both settled, or only the nearest (head bump)",
           choices=("settled", "head_bump")),
    Switch("triple_ron", str, _same("draw"),
           "three winners on one discard: abortive draw, all settled, or head bump",
           choices=("draw", "settled", "head_bump")),
    Switch("multi_ron_honba", str, _by("split", "first", "first"),
           "honba in a multiple ron: split between winners, paid to each, or to the nearest",
           choices=("split", "each", "first")),
    # --- draws -----------------------------------------------------------------------
    Switch("nagashi_mangan", bool, _same(True), "nagashi mangan is paid at an exhaustive draw"),
    Switch("noten_penalty", int, _same(3000), "noten penalty in total (0 = none)",
           choices=(0, 1000, 1500, 3000)),
    Switch("form_tenpai", str, _by("any", "any", "not_own_four"),
           "what counts as tenpai at a draw: any wait, or not a wait only on tiles "
           "the hand holds all four of", choices=("any", "not_own_four")),
    # --- game end --------------------------------------------------------------------
    Switch("start_points", int, _same(25000), "points each player starts with",
           low=0, high=1_000_000),
    Switch("return_points", int, _same(30000), "points returned at the end (oka base)",
           low=0, high=1_000_000),
    Switch("uma", str, _same("10-20"),
           "rank bonus in thousands: small-big, i.e. +big +small -small -big",
           choices=("0-0", "5-10", "10-20", "10-30", "20-30")),
    Switch("final_rounding", str, _by("half_up", "half_up", "five_down_six_up"),
           "rounding of final points to 1000: half up, 5 down 6 up, or none (tenths)",
           choices=("half_up", "five_down_six_up", "none")),
    Switch("deposits_to_first", bool, _same(True),
           "riichi deposits left at the end go to first place"),
)

SWITCH_BY_NAME: Final[Mapping[str, Switch]] = MappingProxyType({s.name: s for s in SWITCHES})


class Rules(Mapping[str, RuleValue]):
    """A complete, immutable set of rule values: a preset, maybe with some switches changed."""

    __slots__ = ("_hash", "_values", "preset")

    def __init__(self, preset: str = DEFAULT_PRESET,
                 overrides: Mapping[str, RuleValue] | None = None) -> None:
        if preset not in PRESETS:
            raise UsageError(
                f"unknown rules preset {preset!r}{did_you_mean(preset, PRESETS)} "
                f"(valid: {', '.join(PRESETS)})",
                code="bad_preset",
            )
        values = {s.name: s.presets[preset] for s in SWITCHES}
        for name, value in (overrides or {}).items():
            switch = SWITCH_BY_NAME.get(name)
            if switch is None:
                raise unknown_rule(name)
            values[name] = switch.check(value)
        self.preset = preset
        self._values = values
        self._hash = hash((preset, tuple(values.items())))

    def __getitem__(self, name: str) -> RuleValue:
        return self._values[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rules) and self._values == other._values

    def __repr__(self) -> str:
        changed = {k: v for k, v in self._values.items()
                   if v != SWITCH_BY_NAME[k].presets[self.preset]}
        return f"Rules({self.preset!r}, {changed!r})"

    def flag(self, name: str) -> bool:
        """A boolean switch."""
        value = self._values[name]
        assert isinstance(value, bool)
        return value

    def number(self, name: str) -> int:
        """An integer switch."""
        value = self._values[name]
        assert isinstance(value, int) and not isinstance(value, bool)
        return value

    def choice(self, name: str) -> str:
        """A switch with named values."""
        value = self._values[name]
        assert isinstance(value, str)
        return value

    def changed(self, overrides: Mapping[str, RuleValue]) -> Rules:
        """These rules with some switches set otherwise."""
        merged = {k: v for k, v in self._values.items()
                  if v != SWITCH_BY_NAME[k].presets[self.preset]}
        merged.update(overrides)
        return Rules(self.preset, merged)

    def red_fives(self, suit: str) -> int:
        """How many red fives the rules have in a number suit."""
        return self.number(f"red_fives_{suit}")


def unknown_rule(name: str) -> UsageError:
    """The error for a rule switch that does not exist: the closest name, else them all."""
    hint = did_you_mean(name, SWITCH_BY_NAME)
    listed = f" ({hint[2:]})" if hint else f" (valid: {', '.join(SWITCH_BY_NAME)})"
    return UsageError(f"unknown rule {name!r}{listed}", code="bad_rule")


def parse_assignment(text: str) -> tuple[str, RuleValue]:
    """``key=value`` as given to ``--rule``, checked against the switch table."""
    name, sep, value = text.partition("=")
    name = name.strip()
    if not sep:
        raise UsageError(f"--rule needs key=value, got {text!r}", code="bad_rule")
    switch = SWITCH_BY_NAME.get(name)
    if switch is None:
        raise unknown_rule(name)
    return name, switch.parse(value)


DEFAULT_RULES: Final = Rules()
