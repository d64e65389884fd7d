"""Grading the trainer's answers (``mjcalc quiz``), and the learning items of a hand.

Each drill asks one thing of a scored hand: its fu (rounded), its han (or its yakuman),
its points, its yaku, or the waits of the hand before its winning tile. A grade is a
:class:`Verdict`: right or wrong, the right answer in words, a hint for a near miss
(the fu before rounding, the dora forgotten, the han an open hand loses), and the
*learning items* of the question — what the hand teaches, e.g. ``fu:closed_triplet_yaochu``
or ``wait:kanchan`` — with those held against the learner on a miss. The yaku drill
knows exactly which yaku were missed or wrongly claimed; the other drills hold every
item of the question against a wrong answer, and over many hands the items missed most
stand out (:mod:`scoring.trainer.progress`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..hand.score_result import ScoreResult
from ..hand.yaku import YAKU_BY_ID
from ..hands import Hand
from ..table.waits import hand_waits, wait_types

#: the drills on a winning hand, in the order ``--drill all`` cycles through them.
DRILLS: Final = ("fu", "han", "points", "yaku", "waits")
#: the drill on a hand still being built (:mod:`scoring.trainer.discard`): asked on its own
#: (``--drill discard``), not by ``all``, whose questions are winning hands.
DISCARD: Final = "discard"

#: fu items that teach something even at 0 fu (the fixed counts).
_FIXED_FU: Final = frozenset({"pinfu_tsumo", "open_pinfu_ron", "chiitoitsu"})

_LABELS: Final = {
    "fu:menzen_ron": "concealed ron +10 fu",
    "fu:tsumo": "tsumo +2 fu",
    "fu:pinfu_tsumo": "pinfu tsumo 20 fu",
    "fu:open_pinfu_ron": "open pinfu shape 30 fu",
    "fu:chiitoitsu": "seven pairs 25 fu",
    "fu:wait_kanchan": "kanchan wait +2 fu",
    "fu:wait_penchan": "penchan wait +2 fu",
    "fu:wait_tanki": "tanki wait +2 fu",
    "fu:pair_dragon": "dragon pair +2 fu",
    "fu:pair_seat_wind": "seat wind pair +2 fu",
    "fu:pair_round_wind": "round wind pair +2 fu",
    "fu:pair_double_wind": "double wind pair",
    "fu:rounding": "rounding fu up to 10",
    "han:open_loss": "an open hand's yaku losing a han",
    "points:dealer_ron": "dealer ron (basic x 6)",
    "points:dealer_tsumo": "dealer tsumo (basic x 2 all)",
    "points:non_dealer_ron": "non-dealer ron (basic x 4)",
    "points:non_dealer_tsumo": "non-dealer tsumo (basic x 1 and x 2)",
    "points:honba": "honba (300 per stick)",
    "discard:tenpai": "discarding at tenpai (the best wait)",
    "discard:iishanten": "discarding one away from tenpai",
    "discard:ryanshanten": "discarding two away from tenpai",
    "discard:shanten": "a discard that keeps the shanten",
    "discard:tiles_left": "the discard that keeps the most tiles",
}


def item_label(item: str) -> str:
    """A learning item in words: ``fu:closed_triplet_yaochu`` is "closed terminal/honor
    triplet"; ``yaku:pinfu`` is "yaku Pinfu"."""
    label = _LABELS.get(item)
    if label is not None:
        return label
    family, _, code = item.partition(":")
    if family == "yaku":
        entry = YAKU_BY_ID.get(code)
        return "yaku " + (entry.en if entry is not None else code)
    if family == "wait":
        return f"{code} wait"
    if family == "limit":
        return code.replace("_", " ")
    parts = code.split("_")
    if len(parts) == 3 and parts[1] in ("triplet", "kan"):  # closed_triplet_yaochu
        what = "terminal/honor" if parts[2] == "yaochu" else "simple"
        return f"{parts[0]} {what} {parts[1]}"
    return code.replace("_", " ")


def learning_items(result: ScoreResult, drill: str) -> tuple[str, ...]:
    """What the question of ``drill`` on this hand teaches, as item names."""
    best = result.best
    items: list[str] = []
    if drill == "fu":
        for fu_item in best.fu_items:
            if fu_item.code != "base" and (fu_item.fu or fu_item.code in _FIXED_FU):
                items.append("fu:" + fu_item.code)
        if best.raw_fu != best.fu and best.raw_fu % 10 and "fu:chiitoitsu" not in items:
            items.append("fu:rounding")
    elif drill == "han":
        items.extend("yaku:" + hit.id for hit in best.yaku)
        if not result.hand.is_closed and any(
                YAKU_BY_ID[hit.id].open_han is not None
                and YAKU_BY_ID[hit.id].open_han != YAKU_BY_ID[hit.id].closed_han
                for hit in best.yaku):
            items.append("han:open_loss")
    elif drill == "points":
        who = "dealer" if result.situation.is_dealer else "non_dealer"
        how = "tsumo" if result.hand.is_tsumo else "ron"
        items.append(f"points:{who}_{how}")
        if best.limit is not None:
            items.append("limit:" + best.limit)
        if result.situation.honba:
            items.append("points:honba")
    elif drill == "yaku":
        items.extend("yaku:" + y for y in expected_yaku(result))
    elif drill == "waits":
        items.extend("wait:" + w for w in _wait_types(result.hand))
    else:
        raise ValueError(f"unknown drill {drill!r}")
    return tuple(dict.fromkeys(items))


@dataclass(frozen=True)
class Verdict:
    """The grade of one answer."""

    drill: str
    correct: bool
    given: str  # the answer as read back
    expected: str  # the right answer in words
    note: str  # a hint for a near miss, or ""
    items: tuple[str, ...]  # the learning items of the question
    missed: tuple[str, ...]  # the items held against the learner (empty when right)


def make_verdict(drill: str, result: ScoreResult, correct: bool, given: str, expected: str,
                 note: str = "", missed: tuple[str, ...] | None = None) -> Verdict:
    """The verdict of an answer: the question's learning items, and those missed (all of
    them on a wrong answer unless ``missed`` names them)."""
    items = learning_items(result, drill)
    if correct:
        missed = ()
    elif missed is None:
        missed = items
    return Verdict(drill, correct, given, expected, note, items, missed)


def grade_fu(result: ScoreResult, given: int) -> Verdict:
    """Grade a fu answer against the rounded (or fixed) fu of the hand."""
    best = result.best
    note = ""
    rounded = best.fu
    if given != rounded:
        if given == best.raw_fu:
            note = f"{given} is the count before rounding: fu round up to {rounded}"
        elif best.raw_fu % 10 and given == best.raw_fu - best.raw_fu % 10:
            note = (f"the items add up to {best.raw_fu}: fu round up, not down, "
                    f"to {rounded}")
    return make_verdict("fu", result, given == rounded, f"{given} fu", f"{rounded} fu", note)


def han_text(han: int, yakuman: int) -> str:
    """``3 han``, ``yakuman``, ``double yakuman``."""
    if yakuman:
        return {1: "yakuman", 2: "double yakuman", 3: "triple yakuman"}.get(
            yakuman, f"{yakuman}x yakuman")
    return f"{han} han"


def grade_han(result: ScoreResult, han: int, yakuman: int) -> Verdict:
    """Grade a han answer: ``han`` counted, or ``yakuman`` yakuman (then han is 0)."""
    best = result.best
    correct = (yakuman == best.yakuman) if best.yakuman else (not yakuman and han == best.han)
    note = ""
    if not correct and not best.yakuman and not yakuman:
        dora = sum(hit.han for hit in best.yaku if YAKU_BY_ID[hit.id].dora)
        closed = sum(YAKU_BY_ID[hit.id].closed_han if not YAKU_BY_ID[hit.id].dora
                     else hit.han for hit in best.yaku)
        if dora and han == best.han - dora:
            note = f"the dora count too: {dora} more"
        elif not result.hand.is_closed and han == closed and closed != best.han:
            note = "open hand: some yaku are worth a han less open"
    return make_verdict("han", result, correct, han_text(han, yakuman),
                    han_text(best.han, best.yakuman), note)


def expected_yaku(result: ScoreResult) -> tuple[str, ...]:
    """The yaku ids of the hand, without the dora entries (dora are not yaku)."""
    return tuple(hit.id for hit in result.best.yaku if not YAKU_BY_ID[hit.id].dora)


def _names(ids: tuple[str, ...] | list[str], lang: str) -> str:
    return ", ".join(YAKU_BY_ID[i].name(lang) for i in ids) or "none"


def grade_yaku(result: ScoreResult, given: tuple[str, ...], lang: str = "en") -> Verdict:
    """Grade a list of yaku ids (order free; dora entries given are ignored); the yaku
    are named in ``lang`` (en, romaji, ja, zh)."""
    want = expected_yaku(result)
    claimed = [i for i in dict.fromkeys(given) if not YAKU_BY_ID[i].dora]
    missing = [i for i in want if i not in claimed]
    extra = [i for i in claimed if i not in want]
    notes = []
    if missing:
        notes.append("missing: " + _names(missing, lang))
    if extra:
        notes.append("not in this hand: " + _names(extra, lang))
    missed = tuple("yaku:" + i for i in (*missing, *extra))
    return make_verdict("yaku", result, not missing and not extra, _names(claimed, lang),
                    _names(want, lang), "; ".join(notes), missed)


def waits_with_types(hand: Hand) -> list[tuple[int, tuple[str, ...]]]:
    """Each tile kind the hand waited on before its winning tile, with its wait types."""
    waiting = hand.without_win()
    counts = [0] * 34
    for tile in waiting.concealed:
        counts[tile.kind] += 1
    return [(kind, tuple(w.value for w in wait_types(counts, kind, len(hand.melds))))
            for kind in hand_waits(waiting)]


def _wait_types(hand: Hand) -> list[str]:
    return [name for _, types in waits_with_types(hand) for name in types]


def expected_waits(hand: Hand) -> tuple[int, ...]:
    """The tile kinds the hand waited on before its winning tile."""
    return hand_waits(hand.without_win())


def grade_waits(result: ScoreResult, given: tuple[int, ...]) -> Verdict:
    """Grade the waiting tile kinds of the hand before its winning tile (order free)."""
    from ..tiles import kind_name

    want = expected_waits(result.hand)
    claimed = tuple(sorted(set(given)))
    missing = [k for k in want if k not in claimed]
    extra = [k for k in claimed if k not in want]
    notes = []
    if missing:
        notes.append("missing: " + " ".join(kind_name(k) for k in missing))
    if extra:
        notes.append("not a wait: " + " ".join(kind_name(k) for k in extra))
    return make_verdict("waits", result, not missing and not extra,
                    " ".join(kind_name(k) for k in claimed) or "none",
                    " ".join(kind_name(k) for k in want), "; ".join(notes))


def fits_drill(drill: str, result: ScoreResult) -> bool:
    """False for a question that asks nothing worth learning: the fu of a yakuman."""
    return not (drill == "fu" and result.best.yakuman)
