"""What a log records against what the rules give (issue 12): the fields of a win, a draw
and a game end, side by side, and the names of the fields that differ.

The yaku a log names are read into mjcalc's yaku ids through one table per format:
Tenhou's mjlog numbers its yaku (the ``yaku``/``yakuman`` attributes of ``AGARI``; the
numbering of tenhou.net's viewer, as the mahjong library's ``yaku_id``s and the
mjlog descriptions list it); tenhou.net/6 JSON names them in Japanese, read through the
Japanese names of :data:`scoring.hand.yaku.YAKU` and the aliases below.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from ..hand.points import reported_yakuman
from ..hand.yaku import YAKU
from ..names.majiang import MAJIANG_NAMES
from ..names.mjai import MJAI_YAKU, as_mjai_yaku
from .replay import DrawOutcome, EndOutcome, WinOutcome

#: formats whose wins never record the liable seat (mjai: only the score changes).
FORMATS_WITHOUT_PAO: Final = frozenset({"mjai"})

#: Tenhou's yaku numbers (mjlog) to mjcalc's yaku ids.
TENHOU_YAKU_IDS: Final[Mapping[int, str]] = {
    0: "menzen_tsumo", 1: "riichi", 2: "ippatsu", 3: "chankan", 4: "rinshan", 5: "haitei",
    6: "houtei", 7: "pinfu", 8: "tanyao", 9: "iipeikou",
    10: "seat_wind", 11: "seat_wind", 12: "seat_wind", 13: "seat_wind",
    14: "round_wind", 15: "round_wind", 16: "round_wind", 17: "round_wind",
    18: "yakuhai_haku", 19: "yakuhai_hatsu", 20: "yakuhai_chun", 21: "double_riichi",
    22: "chiitoitsu", 23: "chanta", 24: "ittsu", 25: "sanshoku", 26: "sanshoku_doukou",
    27: "sankantsu", 28: "toitoi", 29: "sanankou", 30: "shousangen", 31: "honroutou",
    32: "ryanpeikou", 33: "junchan", 34: "honitsu", 35: "chinitsu", 36: "renhou",
    37: "tenhou", 38: "chiihou", 39: "daisangen", 40: "suuankou", 41: "suuankou_tanki",
    42: "tsuuiisou", 43: "ryuuiisou", 44: "chinroutou", 45: "chuuren", 46: "junsei_chuuren",
    47: "kokushi", 48: "kokushi_13", 49: "daisuushii", 50: "shousuushii", 51: "suukantsu",
    52: "dora", 53: "ura_dora", 54: "aka_dora",
}

#: Japanese names tenhou.net/6 writes that differ from :data:`YAKU`'s ``ja`` names.
TENHOU6_ALIASES: Final[Mapping[str, str]] = {
    "門前清自摸和": "menzen_tsumo", "立直": "riichi", "両立直": "double_riichi",
    "役牌 白": "yakuhai_haku", "役牌 發": "yakuhai_hatsu", "役牌 中": "yakuhai_chun",
    "役牌:白": "yakuhai_haku", "役牌:發": "yakuhai_hatsu", "役牌:中": "yakuhai_chun",
    "白": "yakuhai_haku", "發": "yakuhai_hatsu", "中": "yakuhai_chun",
    "ドラ": "dora", "赤ドラ": "aka_dora", "裏ドラ": "ura_dora", "一盃口": "iipeikou",
    "嶺上開花": "rinshan", "国士無双１３面": "kokushi_13", "国士無双13面": "kokushi_13",
    "四暗刻単騎": "suuankou_tanki", "純正九蓮宝燈": "junsei_chuuren", "大四喜": "daisuushii",
}

_BY_JA: Final[Mapping[str, str]] = {y.ja: y.id for y in YAKU}
#: majiang-core's own names (its 翻牌 白, 翻牌 發, 翻牌 中...).
_BY_MAJIANG: Final[Mapping[str, str]] = {name: id_ for id_, name in MAJIANG_NAMES.items()}


def yaku_id(fmt: str, name: str) -> str:
    """mjcalc's id for the yaku a log of format ``fmt`` calls ``name`` (the name itself,
    marked ``?``, when unknown)."""
    if fmt == "mjlog" and name.isdigit():
        return TENHOU_YAKU_IDS.get(int(name), f"?{name}")
    if fmt == "mjai":
        return MJAI_YAKU.get(name, f"?{name}")
    if fmt == "paipu" and name in _BY_MAJIANG:
        return _BY_MAJIANG[name]
    if name.startswith(("自風", "場風")):
        return "seat_wind" if name.startswith("自風") else "round_wind"
    return TENHOU6_ALIASES.get(name) or _BY_JA.get(name) or f"?{name}"


def recorded_yaku(fmt: str, yaku: tuple[tuple[str, int], ...]) -> list[list[object]]:
    """The log's yaku as sorted ``[id, han]`` pairs, the ones worth nothing left out."""
    return sorted([yaku_id(fmt, name), han] for name, han in yaku if han)


def win_fields(outcome: WinOutcome, fmt: str) -> tuple[dict[str, object], dict[str, object]]:
    """The recorded and the scored fields of a win, each only where known."""
    recorded: dict[str, object] = {}
    record = outcome.win.recorded
    if record is not None:
        recorded = {"fu": record.fu, "han": record.han, "yakuman": record.yakuman,
                    "points": record.points, "yaku": recorded_yaku(fmt, record.yaku),
                    "pao": record.pao_seat,
                    "deltas": list(record.deltas) if record.deltas is not None else None}
        recorded = {k: v for k, v in recorded.items() if v is not None or k == "pao"}
        if not record.yaku:  # every win has a yaku: none listed is none recorded (mjai)
            del recorded["yaku"], recorded["yakuman"]
        if fmt in FORMATS_WITHOUT_PAO or not record.pao_known:
            del recorded["pao"]
        if record.yakuman:
            recorded.pop("fu", None)  # a yakuman's fu mean nothing; logs write any value
    result = outcome.result
    if result is None:
        return recorded, {}
    best = result.best
    dealer = outcome.round.dealer
    yaku = sorted([hit.id, 13 * hit.yakuman if hit.yakuman else hit.han]
                  for hit in best.yaku if hit.han or hit.yakuman)
    if fmt == "mjai":
        yaku = as_mjai_yaku(yaku)
    yakuman = reported_yakuman(best.yakuman, best.limit)
    scored: dict[str, object] = {
        "fu": best.fu, "han": None if yakuman else best.han, "yakuman": yakuman,
        "points": best.points, "yaku": yaku,
        "pao": None if result.pao is None else (result.pao + dealer) % len(result.settlement.net),
        "deltas": list(outcome.deltas) if outcome.deltas is not None else None}
    return recorded, scored


def kita_as_dora(yaku: list[list[Any]]) -> list[list[Any]]:
    """Sorted ``[id, han]`` pairs with the kita's dora counted under dora, as Tenhou's
    mjlog writes them (one ``dora`` entry for both)."""
    kita = sum(han for id_, han in yaku if id_ == "kita")
    if not kita:
        return yaku
    dora = sum(han for id_, han in yaku if id_ == "dora")
    rest = [entry for entry in yaku if entry[0] not in ("kita", "dora")]
    return sorted([*rest, ["dora", dora + kita]])


def draw_fields(outcome: DrawOutcome) -> tuple[dict[str, object], dict[str, object]]:
    """The recorded and scored fields of a draw: the changes, and tenpai where known."""
    recorded: dict[str, object] = {"kind": outcome.end.kind}
    if outcome.end.deltas is not None:
        recorded["deltas"] = list(outcome.end.deltas)
    if outcome.end.tenpai is not None:
        recorded["tenpai"] = list(outcome.end.tenpai)
    scored: dict[str, object] = {"kind": outcome.end.kind}
    if outcome.deltas is not None:
        scored["deltas"] = list(outcome.deltas)
    if outcome.tenpai is not None:
        scored["tenpai"] = list(outcome.tenpai)
    return recorded, scored


def end_fields(outcome: EndOutcome) -> tuple[dict[str, object], dict[str, object]]:
    """The recorded game-end points against the settlement's, in thousands."""
    game = outcome.game
    recorded: dict[str, object] = {"scores": list(outcome.final_scores)}
    if game.final_points is not None:
        recorded["points"] = [round(p, 1) for p in game.final_points]
    scored: dict[str, object] = {"scores": list(outcome.final_scores),
                                 "deposits": outcome.deposits}
    if outcome.points is not None:
        scored["points"] = [round(p / 1000, 1) for p in outcome.points]
    return recorded, scored


def differences(recorded: Mapping[str, object], scored: Mapping[str, object]) -> list[str]:
    """The names of the fields the log records that the scoring does not give alike (a
    field the scoring could not give, for a hand it could not score, differs).

    The yaku are compared as the log counts them: a log whose yaku name no kita counts
    the kita's dora under dora (Tenhou's mjlog has no yaku number for kita and adds them
    to ドラ, yaku 52), so the scored kita are added to the scored dora for the comparison;
    a log that names kita apart (抜きドラ, 拔北宝牌) is compared apart. The scored record
    keeps ``kita`` apart either way.
    """
    return [name for name, value in recorded.items()
            if name != "kind" and not _same(name, value, scored.get(name))]


def _same(name: str, recorded: object, scored: object) -> bool:
    if scored == recorded:
        return True
    # a log whose yaku name no kita counts them under dora
    return (name == "yaku" and isinstance(recorded, list) and isinstance(scored, list)
            and not any(entry[0] == "kita" for entry in recorded)
            and kita_as_dora(scored) == recorded)
