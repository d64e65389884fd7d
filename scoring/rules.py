"""Rule switches and presets: every rule variation is one row of ``SWITCHES``.

Adding a switch means adding one ``Switch`` row here (with its value in every preset) and
reading it where it matters with ``rules.flag/number/choice``. Nothing else lists them.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Final

from .errors import ScoringError, UsageError
from .suggest import did_you_mean

if TYPE_CHECKING:
    from .situation import Situation

RuleValue = bool | int | str

#: the four-player presets: the books (saki, majiang, tenhou) and the rule sets people
#: play (issue 14, PLAYED_BOOKS below).
FOUR_PLAYER_PRESETS: Final = ("saki", "majiang", "tenhou",
                              "mahjongsoul", "mleague", "wrc", "ema", "jpml")
# --- three players (issue 13) ---------------------------------------------------------
#: the three-player presets and the four-player preset each starts from: a switch row that
#: names no value for one of them takes its base preset's value (so a row only lists what
#: three-player play changes).
THREE_PLAYER_BASE: Final[Mapping[str, str]] = MappingProxyType({
    "tenhou-sanma": "tenhou",
    # Mahjong Soul's three-player rules "basically refer to Tenhou" (riichi.wiki, Majsoul,
    # 3P-Mahjong) but share the game's common rules (共通ルール) with its four-player
    # mode, which the mahjongsoul preset holds; its own values are in the rows below.
    "mahjongsoul-sanma": "mahjongsoul",
})
SOURCE_TENHOU_SANMA: Final = "tenhou.net/man (ranked three-player rules, 段位戦3人打ち)"
SOURCE_MAHJONGSOUL_SANMA: Final = "riichi.wiki, Majsoul: 3P-Mahjong (Sanma) rules"
# --- end three players ----------------------------------------------------------------
PRESETS: Final = (*FOUR_PLAYER_PRESETS, *THREE_PLAYER_BASE)
DEFAULT_PRESET: Final = "saki"

SOURCE_SAKI: Final = "seed 000 (Saki rule book)"
SOURCE_MAJIANG: Final = "majiang-core Majiang.rule() defaults / seed 001"
SOURCE_TENHOU: Final = "tenhou.net/man (ranked rules)"

# --- the rule sets people play (issue 14): the documents each preset follows ---------
#: per played preset, the rule book or published rules it follows. A value no text found
#: states is the common (Tenhou) value, and ``Switch.source`` says so.
PLAYED_BOOKS: Final[Mapping[str, str]] = MappingProxyType({
    "mahjongsoul": "Mahjong Soul (雀魂) 4-player ranked rules (ゲームルール, 共通ルール)",
    "mleague": "M.League official rules (m-league.jp/about; riichi.wiki 'M.League')",
    "wrc": "WRC rules (riichi.wiki 'World Riichi Championship rules'; WRC 2015 book "
           "and 2014 errata; the 2022 book's text was not found)",
    "ema": "EMA Riichi Competition Rules 2016 (mahjong-europe.org 'Revised EMA Riichi "
           "rules'; riichi.wiki 'EMA Riichi Competition Rules'; no 2025 revision found)",
    "jpml": "JPML 公式ルール (pixiv 百科 '日本プロ麻雀連盟', its table of 連盟公式 rules)",
})
PLAYED: Final = tuple(PLAYED_BOOKS)


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
            return self.source(base)
        if preset in PLAYED_BOOKS:
            return _unconfirmed(f"{PLAYED_BOOKS[preset]}: not stated in the text found; "
                                "the common value (as Tenhou)")
        return default.get(preset, "")

    def confirmed(self, preset: str) -> bool:
        """False when the text behind a preset's value does not settle it (its source
        starts with ``UNCONFIRMED``: not stated, assumed, or a section not read)."""
        return not self.source(preset).startswith(UNCONFIRMED)

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


def _by(saki: RuleValue, majiang: RuleValue, tenhou: RuleValue,
        **played: RuleValue) -> dict[str, RuleValue]:
    """Values per preset; each played preset (PLAYED) has Tenhou's unless given, each
    three-player preset (``tenhou_sanma=...``) its base preset's value unless given."""
    named = {p.replace("_", "-"): v for p, v in played.items()}
    unknown = set(named) - set(PLAYED) - set(THREE_PLAYER_BASE)
    if unknown:
        raise ValueError(f"not a played or three-player preset: {sorted(unknown)}")
    values: dict[str, RuleValue] = {"saki": saki, "majiang": majiang, "tenhou": tenhou}
    values.update({p: named.get(p, tenhou) for p in PLAYED})
    for preset, base in THREE_PLAYER_BASE.items():
        values[preset] = named.get(preset, values[base])
    return values


def _common(value: RuleValue, **played: RuleValue) -> dict[str, RuleValue]:
    """The same value in saki, majiang and tenhou; played presets may differ."""
    return _by(value, value, value, **played)


# Citations of the played presets' values (issue 14), named once to keep the rows short.
_MS_RULES = "Mahjong Soul 共通ルール"
_ML_WIKI = "M.League rules per riichi.wiki 'M.League', Notable rule variations"
_WRC_WIKI = "riichi.wiki 'World Riichi Championship rules'"
_WRC_2014 = "WRC 2014 rules errata (reachmahjong.com forum, Shirluban, 2014-01-22)"
#: the WRC 2015 rule book (Sylvain Malbec, 16/06/2015, CC BY-NC-SA 4.0), read in the
#: text ooyamaneko.net shows section by section (bookcmp, book WRC_2015_en).
_WRC_BOOK = "WRC Rule Book 2015"
_EMA_2016 = "EMA 'Revised EMA Riichi rules are ready' (mahjong-europe.org), main changes"
_EMA_VS_WRC = _EMA_2016 + ", 'Differences to World Championship Rules 2015'"
_EMA_WIKI = "riichi.wiki 'EMA Riichi Competition Rules'"
_JPML_TABLE = "JPML 連盟公式ルール, 共通ルール (pixiv 百科 '日本プロ麻雀連盟')"

#: the mark that starts the source of a value no text read confirms (``Switch.confirmed``):
#: ``mjcalc rules`` lists those values of a played preset apart.
UNCONFIRMED: Final = "unconfirmed: "


def _unconfirmed(text: str) -> str:
    """A source that does not settle the value: what was found, marked unconfirmed."""
    return UNCONFIRMED + text


_NO_RED = {"wrc": _unconfirmed("the WRC 2015 book's §3.3 (additional tiles) was not read; "
                               f"EMA 2016 removed red fives to follow WRC 2015 ({_EMA_2016})"),
           "ema": f"{_EMA_2016}: 'Red fives have been removed'",
           "jpml": _unconfirmed("not quoted in the text found: JPML's rule page "
                                "(ma-jan.or.jp, archived 2012) lists its yaku and dora "
                                "with no red five")}
#: WRC 2015 §6.1 on the han a hand counts (dora, kan dora, ura dora).
_WRC_HAN = (f"{_WRC_BOOK} §6.1: the han are the yaku's, 'the number of dora tiles, kan "
            "dora tiles, and in case of a riichi winning hand the number of ura dora tiles'")
#: the 2016 book's contents name its liability section (its text was not read).
_EMA_PAO = ("EMA Riichi Competition Rules 2016, contents: §3.3.9 'Liability: Third melded "
            "dragon pung and fourth melded wind pung'")
#: WRC 2015 §5.7.6: one winner on a discard.
_WRC_ONE_WINNER = (f"{_WRC_BOOK} §5.7.6: 'If two or three players declare a win on the same "
                   "discarded tile, only the player closer to the discarder, according to "
                   "the turn order, will win ... Each hand can have only one winner'")
#: EMA 2016 §3.4.9 (as ooyamaneko.net shows the 2016 book): every winner on a discard paid.
_EMA_WINNERS = ("EMA Riichi Competition Rules 2016 §3.4.9: 'A player whose discard results "
                "in one or more winning declarations, pays the full value of each hand'")
_JPML_NO_DORA = ("JPML 連盟公式: 一発・裏ドラ・槓ドラ・槓ウラなし (pixiv 百科 "
                 "'日本プロ麻雀連盟'; ameblo rkkita 2017 'ルール概要')")
#: WRC and EMA count any yakuman hand as one yakuman (``yakuman_stacking`` false), so a
#: double yakuman form is one yakuman there whatever its own switch says; the switch is
#: off too, as the books name no double form.
_NO_DOUBLE = {"wrc": f"{_WRC_BOOK} §6.5: 'Yakuman yaku are not cumulative' (with "
                     "yakuman_stacking false every yakuman hand is one yakuman); §6.5.6 "
                     f"was not read; {_WRC_WIKI}: 'Every yakuman is counted as single "
                     "yakuman'",
              "ema": f"{_EMA_2016}: no double yakuman forms (daisuushii single too); "
                     "with yakuman_stacking false every yakuman hand is one yakuman",
              "mleague": f"{_ML_WIKI}: 'Double yakuman: Not applied'",
              "jpml": "JPML 連盟公式: 役満の特例なし; no double yakuman forms (ameblo "
                      "rkkita 2017: ダブル役満はない)",
              "mahjongsoul": _unconfirmed("no published text found; Mahjong Soul's yaku "
                                          "list scores this form as a double yakuman")}


#: the source of a three-player switch's value on a four-player preset: the value
#: ``--players 3`` plays it with, the common three-player rule.
_FOUR_PLAYERS_ONLY_AS_SANMA: Final[Mapping[str, str]] = MappingProxyType({
    p: "not used with four players; with --players 3 the common three-player rule "
       "(riichi.wiki 'Sanma', nukidora)" for p in FOUR_PLAYER_PRESETS})


_NOT_FOUR: Final[Mapping[str, str]] = MappingProxyType({
    p: "not used with four players" for p in FOUR_PLAYER_PRESETS})


def _players(four: RuleValue, tenhou_sanma: RuleValue,
             mahjongsoul_sanma: RuleValue) -> dict[str, RuleValue]:
    """A three-player switch: one value for the four-player presets, one per sanma preset."""
    return {**{p: four for p in FOUR_PLAYER_PRESETS}, "tenhou-sanma": tenhou_sanma,
            "mahjongsoul-sanma": mahjongsoul_sanma}

SWITCHES: Final[tuple[Switch, ...]] = (
    # --- tiles and dora -------------------------------------------------------------
    Switch("red_fives_m", int, _common(1, wrc=0, ema=0, jpml=0),
           "red fives among the 5m (0 = no red 5m)", low=0, high=4, sources=_NO_RED),
    Switch("red_fives_p", int, _common(1, wrc=0, ema=0, jpml=0),
           "red fives among the 5p", low=0, high=4, sources=_NO_RED),
    Switch("red_fives_s", int, _common(1, wrc=0, ema=0, jpml=0),
           "red fives among the 5s", low=0, high=4, sources=_NO_RED),
    Switch("ura_dora", bool, _common(True, jpml=False),
           "ura dora count for a riichi winner",
           sources={"jpml": _JPML_NO_DORA, "wrc": _WRC_HAN}),
    Switch("kan_dora", bool, _common(True, jpml=False),
           "each kan turns a new dora indicator",
           sources={"jpml": _JPML_NO_DORA, "wrc": _WRC_HAN}),
    Switch("kan_ura", bool, _common(True, jpml=False),
           "kan dora indicators have ura indicators too", sources={"jpml": _JPML_NO_DORA}),
    # --- yaku ------------------------------------------------------------------------
    Switch("open_tanyao", bool, _same(True), "all simples counts in an open hand (kuitan)",
           sources={"ema": f"{_EMA_2016}: 'Tanyao (All Simples) can be an open hand'",
                    "wrc": f"{_WRC_WIKI}, Kuitan: allowed",
                    "jpml": f"{_JPML_TABLE}: 喰い断あり"}),
    Switch("ippatsu", bool, _common(True, jpml=False), "ippatsu is a yaku",
           sources={"jpml": _JPML_NO_DORA,
                    "wrc": f"{_WRC_BOOK} §6.5.1 (one han yaku) lists Ippatsu"}),
    Switch("pinfu_tsumo", bool, _same(True),
           "pinfu counts on a tsumo win (20 fu); off: no pinfu, the tsumo 2 fu count"),
    Switch("sanshoku_doukou_kuisagari", bool, _same(False),
           "triple pung loses a han when open (seed 000 says so; no rule book does)",
           sources={"saki": "SPEC erratum: seed 000 lists it, treated as an error"}),
    Switch("renhou", str, _by("yakuman", "none", "none", wrc="mangan",
                              ema="strict_mangan", jpml="strict_mangan"),
           "ron before one's first draw with no calls: none; mangan (a 5-han yaku that adds "
           "to the others); strict_mangan (a mangan nothing adds to: the hand is worth a "
           "mangan, or what it is worth without renhou when that is more); yakuman",
           choices=("none", "mangan", "strict_mangan", "yakuman"),
           sources={"wrc": _unconfirmed(f"{_WRC_2014}: 'Renhō is cumulative with other "
                                        "yaku and dora' (a mangan yaku); the 2015 book's "
                                        "§6.5.4 (mangan yaku) was not read"),
                    "ema": f"{_EMA_2016}: 'Renho ... is a mangan'; riichi.wiki 'EMA Riichi "
                           "Competition Rules', changes of 2016: 'renhou is now a strict "
                           "mangan only' (not added to other yaku or dora)",
                    "jpml": f"{_JPML_TABLE}: 人和満貫, not added to other yaku (taken as a "
                            "strict mangan, as EMA's)"}),
    Switch("min_han", int, _same(1), "han needed to win, dora not counted", low=1, high=4,
           sources={"ema": f"{_EMA_2016}: the two-han rule at five counters is removed"}),
    Switch("kokushi_chankan_closed", bool,
           _by(False, False, True, jpml=False),
           "thirteen orphans may rob a closed kan (ron on the kan tile, --chankan-closed)",
           sources={"saki": "seed 000: 国士无双抢暗杠：无",
                    "majiang": "majiang-core: no rule option found for it; no (as seed 000)",
                    "jpml": f"{_JPML_TABLE}: 役満の特例なし (国士無双聴牌で暗槓に対する槍槓等); "
                            "JPML's 2012 rule page (ma-jan.or.jp) allowed it: the newer "
                            "text is followed"}),
    # --- limits ----------------------------------------------------------------------
    Switch("kazoe", str, _by("multiple", "yakuman", "yakuman", mleague="sanbaiman",
                             wrc="sanbaiman", ema="sanbaiman", jpml="sanbaiman"),
           "13+ han: none (sanbaiman stays), sanbaiman, yakuman, or floor(han/13) yakuman",
           choices=("none", "sanbaiman", "yakuman", "multiple"),
           sources={"mleague": f"{_ML_WIKI}: 'Counted yakuman: Not applied ... capped to "
                               "sanbaiman'",
                    "wrc": f"{_WRC_BOOK} §6.1: 'There is no counted yakuman: a hand worth "
                           "13 or more han but not having a yakuman yaku is only rewarded "
                           f"sanbaiman'; {_WRC_2014}: 'Kazoe yakuman is not allowed'",
                    "ema": f"{_EMA_2016}: 'A hand with 13+ fan is scored as a sanbaiman'",
                    "jpml": f"{_JPML_TABLE}: 数え役満なし(三倍満どまり)",
                    "mahjongsoul": _unconfirmed("no published text found; Mahjong Soul "
                                                "counts 13+ han as one yakuman")}),
    Switch("yakuman_stacking", bool, _common(True, wrc=False, ema=False),
           "several yakuman in one hand add up; off: any yakuman hand is worth one "
           "yakuman, a double yakuman form included (majiang-core 役満の複合あり)",
           sources={"jpml": f"{_JPML_TABLE}: 役満の複合あり",
                    "wrc": f"{_WRC_BOOK} §6.5 (yaku list): 'Yakuman yaku are not "
                           "cumulative'",
                    "ema": f"{_EMA_WIKI} (the rules before 2016): 'Yakuman are not "
                           "cumulative. Daisuushii is the only possible double yakuman'; "
                           f"{_EMA_2016}: daisuushii is no double either (the 2016 book's "
                           "own words were not read)"}),
    Switch("double_kokushi_13", bool, _by(True, True, False, mahjongsoul=True),
           "thirteen orphans on a 13-sided wait is a double yakuman", sources=_NO_DOUBLE),
    Switch("double_suuankou_tanki", bool, _by(True, True, False, mahjongsoul=True),
           "four concealed pungs on a pair wait is a double yakuman", sources=_NO_DOUBLE),
    Switch("double_junsei_chuuren", bool, _by(True, True, False, mahjongsoul=True),
           "nine gates on a 9-sided wait is a double yakuman", sources=_NO_DOUBLE),
    Switch("double_daisuushii", bool, _by(False, True, False, mahjongsoul=True),
           "big four winds is a double yakuman",
           sources={**_NO_DOUBLE,
                    "ema": f"{_EMA_2016}: 'Dai suushii ... is a yakuman, not a double'"}),
    Switch("kiriage_mangan", bool, _common(False, wrc=True),
           "4 han 30 fu and 3 han 60 fu (1920 basic) are rounded up to mangan",
           sources={"mahjongsoul": "real Mahjong Soul games (tests/fixtures/open-questions: "
                                   "a silver and a throne room 4-player game of 2022, a jade "
                                   "3-player one) pay 4 han 30 fu as 7700, 11600 and "
                                   "2000-3900, never a mangan; a quoted 共通ルール text says "
                                   "切り上げ満貫を採用, which the games contradict",
                    "wrc": f"{_WRC_BOOK} §6.1: 'A base value of 1920 points, being close "
                           "to mangan, is rounded up to 2,000 points'",
                    "ema": f"{_EMA_VS_WRC}: '4-30 is not rounded to mangan payment'",
                    "jpml": f"{_JPML_TABLE} (pixiv 概要): 30符6翻・60符5翻 (場ゾロ込) を"
                            "満貫に切り上げず"}),
    # --- fu --------------------------------------------------------------------------
    Switch("double_wind_pair_fu", int, _common(4, mleague=2, jpml=2),
           "fu for a pair of a wind that is both seat and round wind", choices=(2, 4),
           sources={"mleague": f"{_ML_WIKI}: 'Double-wind pair worths 2 fu'",
                    "jpml": f"{_JPML_TABLE}: 連風牌の対子も2符とする"}),
    # --- pao -------------------------------------------------------------------------
    Switch("pao_daisangen", bool, _same(True), "pao for big three dragons",
           sources={"mleague": f"{_ML_WIKI}: sekinin barai for daisangen",
                    "ema": _EMA_PAO,
                    "jpml": f"{_JPML_TABLE}: 役満の包あり (大三元大四喜四槓子)"}),
    Switch("pao_daisuushii", bool, _same(True), "pao for big four winds",
           sources={"mleague": f"{_ML_WIKI}: sekinin barai for daisuushii",
                    "ema": _EMA_PAO,
                    "jpml": f"{_JPML_TABLE}: 役満の包あり (大三元大四喜四槓子)"}),
    Switch("pao_suukantsu", bool, _common(False, mleague=True, jpml=True),
           "pao for four kans (on whoever fed the fourth, an open kan)",
           sources={"saki": SOURCE_SAKI + "; seed 003 (older draft) had it",
                    "mleague": f"{_ML_WIKI}: sekinin barai for suukantsu, when the fourth "
                               "kan is a daiminkan",
                    "jpml": f"{_JPML_TABLE}: 役満の包あり (大三元大四喜四槓子)"}),
    Switch("pao_scope", str, _by("whole", "liable_yakuman", "whole"),
           "the liable player answers for the whole hand or only for the yakuman it fed",
           choices=("whole", "liable_yakuman"),
           sources={"tenhou": "seed 001, footnote 1 (Tenhou charges all yakuman)"}),
    Switch("pao_ron_honba", str, _by("split", "discarder", "discarder"),
           "who pays the honba on a ron with pao: split half each, or the discarder",
           choices=("split", "discarder"),
           sources={"jpml": f"{_JPML_TABLE}: ロンは包対象者と折半だが積み場は放銃者が支払う"}),
    # --- several winners -------------------------------------------------------------
    Switch("double_ron", str, _common("settled", mleague="head_bump", wrc="head_bump",
                                      jpml="head_bump"),
           "two winners on one discard: both settled, or only the nearest (head bump)",
           choices=("settled", "head_bump"),
           sources={"mleague": f"{_ML_WIKI}: 'Multiple ron: Atamahane'",
                    "wrc": _WRC_ONE_WINNER,
                    "ema": f"{_EMA_WINNERS}; {_EMA_WIKI}: double and triple ron allowed",
                    "jpml": f"{_JPML_TABLE}: 複数ロンは頭ハネ(上家優先)"}),
    Switch("triple_ron", str, _common("draw", mleague="head_bump", wrc="head_bump",
                                      ema="settled", jpml="head_bump"),
           "three winners on one discard: abortive draw, all settled, or head bump",
           choices=("draw", "settled", "head_bump"),
           sources={"mleague": f"{_ML_WIKI}: atamahane, no abortive draws",
                    "wrc": f"{_WRC_ONE_WINNER}; §5.7: 'There are no abortive draws'",
                    "ema": f"{_EMA_WINNERS}; {_EMA_WIKI}: double and triple ron allowed, "
                           "abortive draws are no longer used",
                    "jpml": f"{_JPML_TABLE}: 複数ロンは頭ハネ, 途中流局なし"}),
    Switch("multi_ron_honba", str, _by("split", "first", "first"),
           "honba in a multiple ron: split between winners, paid to each, or to the nearest",
           choices=("split", "each", "first"),
           sources={"wrc": f"never used: {_WRC_ONE_WINNER}"}),
    # --- draws -----------------------------------------------------------------------
    Switch("nagashi_mangan", bool, _common(True, wrc=False, ema=False),
           "nagashi mangan is paid at an exhaustive draw",
           sources={"wrc": _unconfirmed(f"the WRC 2015 book's §6.5.4 (mangan yaku) was "
                                        "not read; EMA 2016 dropped it to follow WRC 2015 "
                                        f"({_EMA_2016})"),
                    "ema": f"{_EMA_2016}: 'Nagashi Mangan is not allowed'"}),
    Switch("nagashi_win", bool, _same(False),
           "nagashi mangan counts as a win: it takes the honba (100 per stick from each) "
           "and the riichi sticks on the table; off: a draw payment, sticks stay"),
    Switch("noten_penalty", int, _common(3000, tenhou_sanma=2000, mahjongsoul_sanma=2000),
           "noten penalty in total (0 = none)", choices=(0, 1000, 1500, 2000, 3000),
           sources={"mahjongsoul": f"{_MS_RULES}: ノーテン罰符は場に3000点",
                    "jpml": f"{_JPML_TABLE}: 不聴罰符3,000",
                    "wrc": f"{_WRC_BOOK} §5.7.2: 'The total noten penalty amounts to "
                           "3,000 points'"}),
    Switch("form_tenpai", str, _by("any", "any", "not_own_four", mleague="any",
                                   wrc="any"),
           "what counts as tenpai at a draw: any wait, or not a wait only on tiles "
           "the hand holds all four of", choices=("any", "not_own_four"),
           sources={"mahjongsoul": f"{_MS_RULES}: 形式テンパイあり, 全ての待ち牌を手牌で使い"
                                   "切っている場合はノーテン",
                    "jpml": f"{_JPML_TABLE}: 形式聴牌は認めるが五枚遣いの形は不可",
                    "mleague": _unconfirmed("M.League: not stated in the text found; any "
                                            "form tenpai"),
                    "wrc": _unconfirmed("the WRC 2015 book's §5.7.2 (exhaustive draw) as "
                                        "read does not say how a wait on one's own four "
                                        "tiles counts; any form tenpai assumed"),
                    "ema": f"{_EMA_WIKI}, play: 'A player is karaten (empty tenpai) if his "
                           "hand could be completed with one more tile, but all possible "
                           "winning tiles are already used in his own hand. Open melds and "
                           "kantsu belong to his hand. Karaten counts as noten' (the 2016 "
                           "book's own words were not read)"}),
    # --- game end --------------------------------------------------------------------
    Switch("start_points", int, _common(25000, wrc=30000, ema=30000, jpml=30000,
                                     tenhou_sanma=35000, mahjongsoul_sanma=35000),
           "points each player starts with", low=0, high=1_000_000,
           sources={"mleague": f"{_ML_WIKI}: 'The starting score is 25,000 points'",
                    "wrc": f"{_WRC_WIKI}: starting points 30,000",
                    "ema": _unconfirmed("not quoted in the text found: EMA 2016 follows "
                                        f"WRC 2015 ({_EMA_2016}), 30,000 as WRC"),
                    "jpml": "JPML 競技ルール 三: 持ち点は各自三万点 (jan39.com); "
                            f"{_JPML_TABLE}: 配給原点30,000",
                    "mahjongsoul": _unconfirmed("no published text found; Mahjong Soul "
                                                "starts at 25,000 (the game's own "
                                                "table)")}),
    Switch("return_points", int, _common(30000, mahjongsoul=25000, tenhou_sanma=40000,
                                      mahjongsoul_sanma=35000),
           "points returned at the end (oka base)", low=0, high=1_000_000,
           sources={"mleague": f"{_ML_WIKI}: 'the target score is 30,000 points'",
                    "wrc": f"{_WRC_WIKI}: ending points 30,000, oka 0",
                    "ema": _unconfirmed("not quoted in the text found: no oka, as WRC "
                                        "(EMA 2016 follows WRC 2015)"),
                    "jpml": f"{_JPML_TABLE}: 30,000の30,000返し",
                    "mahjongsoul": _unconfirmed("no published text found; the game's "
                                                "result screen counts from 25,000 (no "
                                                "oka)")}),
    Switch("uma", str, _common("10-20", mahjongsoul="5-15", mleague="10-30", wrc="5-15",
                               ema="5-15", jpml="floating", tenhou_sanma="0-20",
                               mahjongsoul_sanma="0-15"),
           "rank bonus in thousands: small-big, i.e. +big +small -small -big (three players: "
           "+big +small -(big+small)); floating (four players): "
           "JPML's uma by how many end at or above the return points (1: +12 -1 -3 -8, "
           "2: +8 +4 -4 -8, 3: +8 +3 +1 -12)",
           choices=("0-0", "0-15", "0-20", "5-10", "5-15", "10-20", "10-30", "20-30",
                    "floating"),
           sources={"mleague": f"{_ML_WIKI}: +50/+10/-10/-30 = uma +30/+10/-10/-30 and "
                               "oka +20",
                    "wrc": f"{_WRC_WIKI}: uma +15/+5/-5/-15",
                    "ema": f"{_EMA_2016}: 'Uma is changed to 15,000/5,000/-5,000/-15,000'",
                    "jpml": _unconfirmed("JPML 連盟公式 順位点 (浮きウマ): the figures are "
                                         "from JPML's rule page as known; the text found "
                                         "(ameblo rkkita 2017) says only that the rank "
                                         "points are small. A score exactly at 30,000: no "
                                         "source found; counted as floating"),
                    "mahjongsoul": _unconfirmed("no published text found; the game's "
                                                "result screen adds +15/+5/-5/-15"),
                    "tenhou-sanma": SOURCE_TENHOU_SANMA + ": +20 0 -20",
                    "mahjongsoul-sanma": SOURCE_MAHJONGSOUL_SANMA + " states no uma; "
                    "mj-news.net column 'nemata-jantama' (2019-11-12): a three-player "
                    "first place in the Throne Room earns '+15 (ウマ)', and 40,000 to end "
                    "first without the West round: +15 0 -15 (the last two unconfirmed)"}),
    Switch("tie_split", bool, _common(False, mleague=True, wrc=True, ema=True),
           "players tied on points share the uma and oka of their ranks equally (the "
           "first of them in seat order takes a remainder under one point); off: seat "
           "order breaks the tie",
           sources={"mahjongsoul": f"{_MS_RULES}: 同点の場合は上家 (起家に近い方) 優先",
                    "mleague": f"{_ML_WIKI}: 'Tie: Bonus point spilts evenly'",
                    "wrc": f"{_WRC_WIKI}: 'If players tie, uma is averaged'",
                    "ema": _unconfirmed("not quoted in the text found: tied players share "
                                        "the uma, as WRC (EMA 2016 follows WRC 2015)"),
                    "jpml": _unconfirmed("JPML: not stated in the text found; seat "
                                         "order")}),
    Switch("final_rounding", str, _by("half_up", "half_up", "half_away",
                                      mahjongsoul="none", mleague="none", wrc="none",
                                      ema="none", jpml="none"),
           "rounding of final points to 1000: half up, 5 down 6 up, the score half away "
           "from zero (-7500 -> -8000), or none (tenths)",
           choices=("half_up", "five_down_six_up", "half_away", "none"),
           sources={"tenhou": "the owari of real Tenhou games (tests/fixtures/tenhou_owari.csv: "
                              "25500 -> 26000, -4 +10 = +6.0; half up agrees with all 34 "
                              "games, five down six up with 27); a negative score ending in "
                              "500 rounds away from zero (-7500 -> -8000: issue 29, real "
                              "phoenix games), as half up cannot",
                    "majiang": "majiang-core lib/game.js (jieju): Math.round of (score - "
                               "return) / 1000, which rounds -19.5 to -19 (half up; "
                               "majiang-core issue 7 keeps it so)",
                    "mleague": "M.League standings are kept in tenths of a point "
                               "(riichi.wiki 'M.League'): no rounding",
                    "wrc": f"{_WRC_2014}: session score = (table score - 30,000) / 1,000 "
                           "+ uma, not rounded",
                    "ema": _unconfirmed("not quoted in the text found: not rounded, as "
                                        "WRC (EMA 2016 follows WRC 2015)"),
                    "jpml": "JPML league tables are kept in tenths (e.g. +34.7, "
                            "reachmahjong.com 'JPML Update April 2011'): no rounding",
                    "mahjongsoul": _unconfirmed("no published text found; the result "
                                                "screen shows tenths: no rounding")}),
    Switch("deposits_to_first", bool, _common(True, wrc=False),
           "riichi deposits left at the end go to first place",
           sources={"mahjongsoul": f"{_MS_RULES}: ゲーム終了時の供託はトップ取り",
                    "wrc": _unconfirmed(f"the WRC 2015 book's §5.7.4 was not read; "
                                        f"{_EMA_VS_WRC}: EMA's 'Riichi bets at game end go "
                                        "to the winner' differs from WRC: not to the winner "
                                        "(lost, assumed)"),
                    "ema": f"{_EMA_VS_WRC}: 'Riichi bets at game end go to the winner'"}),
    # --- three players (issue 13) ----------------------------------------------------
    Switch("players", int, _players(4, 3, 3),
           "players at the table; 3 (sanma): no m2-m8, no chi, no North seat, North "
           "tiles set aside as kita (nukidora)", choices=(4, 3),
           sources={p: f"{PLAYED_BOOKS[p]}: a four-player game" for p in PLAYED}),
    Switch("sanma_tsumo", str, _players("loss", "loss", "loss"),
           "three players, a tsumo: the absent North's share is lost (tsumo loss) or "
           "split between the two payers (north_split, 北家折半)",
           choices=("loss", "north_split"),
           sources={**_NOT_FOUR,
                    "tenhou-sanma": SOURCE_TENHOU_SANMA + ": tsumo loss (ツモ損)",
                    "mahjongsoul-sanma": SOURCE_MAHJONGSOUL_SANMA
                    + ": tsumo loss by default, North-Bisection an option"}),
    Switch("north_yakuhai", bool, _players(False, False, False),
           "three players: a North triplet is yakuhai (1 han) and a North pair 2 fu; "
           "off: North is a guest wind (otakaze)",
           sources={**_NOT_FOUR,
                    "tenhou-sanma": SOURCE_TENHOU_SANMA + ": North is no one's wind",
                    "mahjongsoul-sanma": SOURCE_MAHJONGSOUL_SANMA
                    + ": North triplets are guest-wind tiles"}),
    Switch("kita_is_call", bool, _players(True, True, True),
           "three players: setting a North aside (kita) counts as a call: it ends every "
           "player's ippatsu and the first go-around (double riichi, tenhou, chiihou, "
           "renhou, nine terminals); off: it interrupts nothing",
           sources={**_FOUR_PLAYERS_ONLY_AS_SANMA,
                    "tenhou-sanma": SOURCE_TENHOU_SANMA + ", as tenhou.club 'sanma-kouryaku' "
                    "quotes it: 北を抜いた時は鳴きと同じ扱い (一発/地和/九種/両立直は消える)",
                    "mahjongsoul-sanma": SOURCE_MAHJONGSOUL_SANMA + " (its rules 'basically "
                    "refer to Tenhou'); riichi.wiki 'Sanma', nukidora: the call invalidates "
                    "ippatsu, tenhou/chiihou, double riichi and kyuushu kyuuhai"}),
    Switch("kita_ron", str, _players("plain", "plain", "plain"),
           "three players, a ron on a North another player sets aside: a plain ron "
           "(plain: no chankan yaku, no houtei; the winner keeps an ippatsu the kita would "
           "have ended, as on a robbed kan) or scored with the chankan yaku (chankan)",
           choices=("plain", "chankan"),
           sources={**_FOUR_PLAYERS_ONLY_AS_SANMA,
                    "tenhou-sanma": SOURCE_TENHOU_SANMA + ", as tenhou.club 'sanma-kouryaku' "
                    "quotes it: 他家が抜いた北で和了可能 (no chankan named); riichi.wiki "
                    "'Sanma': a kita call can be ronned, but this does not award chankan",
                    "mahjongsoul-sanma": SOURCE_MAHJONGSOUL_SANMA + ": a North set aside "
                    "may be robbed by any hand, without the chankan yaku"}),
    Switch("honba_stick", int, _players(300, 200, 200),
           "points of one honba stick, all from the discarder on a ron, shared by the "
           "payers on a tsumo (300: 100 each of three; 200: 100 each of two)",
           choices=(300, 200, 1000),
           sources={"saki": SOURCE_SAKI + ": 场棒 300 x 本场数",
                    "wrc": f"{_WRC_BOOK} §5.7.7: 'Each continuance counter on the table "
                           "increases the value of a winning hand by 300 points'",
                    "ema": "EMA Riichi Competition Rules 2016 §3.4.10: 'Each counter on the "
                           "table increases the value of a winning hand by 300 points'",
                    "tenhou-sanma": SOURCE_TENHOU_SANMA + ": 200 a ron, 100 each a tsumo",
                    "mahjongsoul-sanma": SOURCE_MAHJONGSOUL_SANMA + ": the text read does "
                    "not state it; a real jade-room game (tests/fixtures/open-questions, "
                    "E2 1-honba) pays a 3900 ron with one honba as 4100, the next round's "
                    "scores agreeing: 200 a stick"}),
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
        # the preset too, as the hash: equal objects hash alike, and a result names the
        # preset it was scored under (two presets' Rules with the same values differ)
        return (isinstance(other, Rules) and self.preset == other.preset
                and self._values == other._values)

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


#: the names players give some switches (the Japanese term), so a "did you mean" names
#: the switch rather than whatever is spelt closest.
COMMON_NAMES: Final[Mapping[str, str]] = MappingProxyType({
    "kuitan": "open_tanyao",
    "nukidora": "kita_is_call",
    "tsumoson": "sanma_tsumo",
})


def unknown_rule(name: str) -> UsageError:
    """The error for a rule switch that does not exist: the closest name, else them all."""
    common = COMMON_NAMES.get(name.strip().lower())
    hint = f"; did you mean {common!r}?" if common else did_you_mean(name, SWITCH_BY_NAME)
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


# --- features a switch turns off (issue 36) -------------------------------------------
@dataclass(frozen=True)
class SwitchedFeature:
    """Something a user can ask for (a flag, an indicator, a draw claim) that one rule
    switch turns off: asked for under rules that switch it off, it is refused, or, where
    the event happens anyway and simply does not count (a draw), said so in the output —
    never dropped in silence."""

    what: str  # the feature in words
    switch: str
    off: RuleValue  # the switch's value that turns it off


#: every feature a switch turns off, by the name callers use: one table, so each is
#: refused with the same words (naming the switch) wherever it is asked for.
SWITCHED_FEATURES: Final[Mapping[str, SwitchedFeature]] = MappingProxyType({
    "ippatsu": SwitchedFeature("ippatsu", "ippatsu", False),
    "renhou": SwitchedFeature("renhou", "renhou", "none"),
    "ura_dora": SwitchedFeature("ura dora", "ura_dora", False),
    "kan_dora": SwitchedFeature("kan dora (a dora indicator after the first)", "kan_dora",
                                False),
    "kan_ura": SwitchedFeature("kan ura dora (an ura indicator after the first)", "kan_ura",
                               False),
    "chankan_closed": SwitchedFeature("robbing a closed kan (thirteen orphans)",
                                      "kokushi_chankan_closed", False),
    "nagashi": SwitchedFeature("nagashi mangan", "nagashi_mangan", False),
})

#: the error code of a feature refused because a switch turns it off (exit status 1)
RULE_OFF: Final = "rule_off"


def switched_off(rules: Rules, feature: str) -> str | None:
    """Why ``rules`` do not have ``feature`` (a key of ``SWITCHED_FEATURES``), naming the
    switch and its value, e.g. ``"ippatsu is off in these rules (ippatsu=false)"``; None
    when they have it."""
    entry = SWITCHED_FEATURES[feature]
    value = rules[entry.switch]
    if value != entry.off:
        return None
    shown = str(value).lower() if isinstance(value, bool) else str(value)
    return f"{entry.what} is off in these rules ({entry.switch}={shown})"


def refuse_switched_off(rules: Rules, feature: str) -> None:
    """Raise ScoringError ``rule_off`` (exit status 1) when ``rules`` switch ``feature``
    off: a user asked for something these rules do not count."""
    reason = switched_off(rules, feature)
    if reason is not None:
        raise ScoringError(reason, code=RULE_OFF,
                           detail={"switch": SWITCHED_FEATURES[feature].switch})


def counted_situation(s: Situation, rules: Rules) -> Situation:
    """``s`` less what ``rules`` switch off: a replayed game's events as these rules count
    them (an ippatsu or renhou that happened is no yaku there, ura indicators are not
    turned, a kan turns no indicator). A user's request goes to ``refuse_switched_off``
    instead."""
    from .situation import Situation, asked_features

    off = [name for name in asked_features(s) if switched_off(rules, name)]
    if not off:
        return s

    ura = () if "ura_dora" in off else s.ura_indicators[:1] if "kan_ura" in off \
        else s.ura_indicators
    dora = s.dora_indicators[:1] if "kan_dora" in off else s.dora_indicators
    # (a closed kan robbed where no hand may rob one stays: a game that cannot happen)
    return Situation(s.round_wind, s.seat, s.discarder, dora, ura[:len(dora)], s.riichi,
                     s.double_riichi, s.ippatsu and "ippatsu" not in off, s.haitei,
                     s.houtei, s.rinshan, s.chankan, s.tenhou, s.chiihou,
                     s.renhou and "renhou" not in off, s.honba, s.deposits, s.pao,
                     s.chankan_closed, s.kita)
