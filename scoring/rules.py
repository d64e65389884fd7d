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

RuleValue = bool | int | str

#: the four-player presets (each switch row gives a value for each).
FOUR_PLAYER_PRESETS: Final = ("saki", "majiang", "tenhou")
# --- three players (issue 13) ---------------------------------------------------------
#: the three-player presets and the four-player preset each starts from: a switch row that
#: names no value for one of them takes its base preset's value (so a row only lists what
#: three-player play changes).
THREE_PLAYER_BASE: Final[Mapping[str, str]] = MappingProxyType({
    "tenhou-sanma": "tenhou",
    # Mahjong Soul's three-player rules "basically refer to Tenhou" (riichi.wiki, Majsoul,
    # 3P-Mahjong); its own values are listed in the rows below.
    "mahjongsoul-sanma": "tenhou",
})
SOURCE_TENHOU_SANMA: Final = "tenhou.net/man (ranked three-player rules, 段位戦3人打ち)"
SOURCE_MAHJONGSOUL_SANMA: Final = "riichi.wiki, Majsoul: 3P-Mahjong (Sanma) rules"
# --- end three players ----------------------------------------------------------------
PRESETS: Final = (*FOUR_PLAYER_PRESETS, *THREE_PLAYER_BASE)
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
        default = {"saki": SOURCE_SAKI, "majiang": SOURCE_MAJIANG, "tenhou": SOURCE_TENHOU,
                   "tenhou-sanma": SOURCE_TENHOU_SANMA,
                   "mahjongsoul-sanma": SOURCE_MAHJONGSOUL_SANMA}
        if preset in self.sources:
            return self.sources[preset]
        base = THREE_PLAYER_BASE.get(preset)
        if base is not None and self.presets[preset] == self.presets[base]:
            # a value the three-player preset shares with its base keeps the base's source
            return self.sources.get(base, default[base])
        return default.get(preset, "")

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
        raise UsageError(
            f"rule {self.name}: invalid value {text!r} (valid: {self.allowed()})",
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


def _by(saki: RuleValue, majiang: RuleValue, tenhou: RuleValue,
        **three: RuleValue) -> dict[str, RuleValue]:
    """Values by preset; a three-player preset not named (``tenhou_sanma=...``) takes its
    base preset's value."""
    values = {"saki": saki, "majiang": majiang, "tenhou": tenhou}
    for preset, base in THREE_PLAYER_BASE.items():
        values[preset] = three.get(preset.replace("-", "_"), values[base])
    return values


def _players(four: RuleValue, tenhou_sanma: RuleValue,
             mahjongsoul_sanma: RuleValue) -> dict[str, RuleValue]:
    """A three-player switch: one value for the four-player presets, one per sanma preset."""
    return {**{p: four for p in FOUR_PLAYER_PRESETS}, "tenhou-sanma": tenhou_sanma,
            "mahjongsoul-sanma": mahjongsoul_sanma}


#: Mahjong Soul's double yakuman (its yaku list), for mahjongsoul-sanma.
_MAJSOUL_DOUBLE: Final = {"mahjongsoul-sanma": "riichi.wiki, Majsoul: yaku (double yakuman)"}

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
    Switch("double_kokushi_13", bool, _by(True, True, False, mahjongsoul_sanma=True),
           "thirteen orphans on a 13-sided wait is a double yakuman",
           sources=_MAJSOUL_DOUBLE),
    Switch("double_suuankou_tanki", bool, _by(True, True, False, mahjongsoul_sanma=True),
           "four concealed pungs on a pair wait is a double yakuman",
           sources=_MAJSOUL_DOUBLE),
    Switch("double_junsei_chuuren", bool, _by(True, True, False, mahjongsoul_sanma=True),
           "nine gates on a 9-sided wait is a double yakuman", sources=_MAJSOUL_DOUBLE),
    Switch("double_daisuushii", bool, _by(False, True, False, mahjongsoul_sanma=True),
           "big four winds is a double yakuman", sources=_MAJSOUL_DOUBLE),
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
    Switch("noten_penalty", int, _by(3000, 3000, 3000, tenhou_sanma=2000,
                                     mahjongsoul_sanma=2000),
           "noten penalty in total (0 = none)", choices=(0, 1000, 1500, 2000, 3000)),
    Switch("form_tenpai", str, _by("any", "any", "not_own_four"),
           "what counts as tenpai at a draw: any wait, or not a wait only on tiles "
           "the hand holds all four of", choices=("any", "not_own_four")),
    # --- game end --------------------------------------------------------------------
    Switch("start_points", int, _by(25000, 25000, 25000, tenhou_sanma=35000,
                                    mahjongsoul_sanma=35000),
           "points each player starts with", low=0, high=1_000_000),
    Switch("return_points", int, _by(30000, 30000, 30000, tenhou_sanma=40000,
                                     mahjongsoul_sanma=35000),
           "points returned at the end (oka base)", low=0, high=1_000_000),
    Switch("uma", str, _by("10-20", "10-20", "10-20", tenhou_sanma="0-20",
                           mahjongsoul_sanma="0-15"),
           "rank bonus in thousands: small-big, i.e. +big +small -small -big; with three "
           "players +big +small -(big+small)",
           choices=("0-0", "0-15", "0-20", "5-10", "10-20", "10-30", "20-30"),
           sources={"tenhou-sanma": SOURCE_TENHOU_SANMA + ": +20 0 -20"}),
    Switch("final_rounding", str, _by("half_up", "half_up", "five_down_six_up",
                                      mahjongsoul_sanma="none"),
           "rounding of final points to 1000: half up, 5 down 6 up, or none (tenths)",
           choices=("half_up", "five_down_six_up", "none")),
    Switch("deposits_to_first", bool, _same(True),
           "riichi deposits left at the end go to first place"),
    # --- three players (issue 13) ----------------------------------------------------
    Switch("players", int, _players(4, 3, 3),
           "players at the table; 3 (sanma): no m2-m8, no chi, no North seat, North "
           "tiles set aside as kita (nukidora)", choices=(4, 3)),
    Switch("sanma_tsumo", str, _players("loss", "loss", "loss"),
           "three players, a tsumo: the absent North's share is lost (tsumo loss) or "
           "split between the two payers (north_split, 北家折半)",
           choices=("loss", "north_split"),
           sources={"saki": "not used with four players",
                    "majiang": "not used with four players",
                    "tenhou": "not used with four players",
                    "tenhou-sanma": SOURCE_TENHOU_SANMA + ": tsumo loss (ツモ損)",
                    "mahjongsoul-sanma": SOURCE_MAHJONGSOUL_SANMA
                    + ": tsumo loss by default, North-Bisection an option"}),
    Switch("north_yakuhai", bool, _players(False, False, False),
           "three players: a North triplet is yakuhai (1 han) and a North pair 2 fu; "
           "off: North is a guest wind (otakaze)",
           sources={"tenhou-sanma": SOURCE_TENHOU_SANMA + ": North is no one's wind",
                    "mahjongsoul-sanma": SOURCE_MAHJONGSOUL_SANMA
                    + ": North triplets are guest-wind tiles"}),
    Switch("honba_stick", int, _players(300, 200, 1000),
           "points of one honba stick, all from the discarder on a ron, shared by the "
           "payers on a tsumo (300: 100 each of three; 200: 100 each of two)",
           choices=(300, 200, 1000),
           sources={"saki": SOURCE_SAKI + ": 场棒 300 x 本场数",
                    "tenhou-sanma": SOURCE_TENHOU_SANMA + ": 200 a ron, 100 each a tsumo"}),
    # --- end three players -------------------------------------------------------------
)

SWITCH_BY_NAME: Final[Mapping[str, Switch]] = MappingProxyType({s.name: s for s in SWITCHES})


class Rules(Mapping[str, RuleValue]):
    """A complete, immutable set of rule values: a preset, maybe with some switches changed."""

    __slots__ = ("_hash", "_values", "preset")

    def __init__(self, preset: str = DEFAULT_PRESET,
                 overrides: Mapping[str, RuleValue] | None = None) -> None:
        if preset not in PRESETS:
            raise UsageError(
                f"unknown rules preset {preset!r} (valid: {', '.join(PRESETS)})",
                code="bad_preset",
            )
        values = {s.name: s.presets[preset] for s in SWITCHES}
        for name, value in (overrides or {}).items():
            switch = SWITCH_BY_NAME.get(name)
            if switch is None:
                raise UsageError(
                    f"unknown rule {name!r} (valid: {', '.join(SWITCH_BY_NAME)})",
                    code="bad_rule",
                )
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


def parse_assignment(text: str) -> tuple[str, RuleValue]:
    """``key=value`` as given to ``--rule``, checked against the switch table."""
    name, sep, value = text.partition("=")
    name = name.strip()
    if not sep:
        raise UsageError(f"--rule needs key=value, got {text!r}", code="bad_rule")
    switch = SWITCH_BY_NAME.get(name)
    if switch is None:
        raise UsageError(
            f"unknown rule {name!r} (valid: {', '.join(SWITCH_BY_NAME)})", code="bad_rule"
        )
    return name, switch.parse(value)


DEFAULT_RULES: Final = Rules()
