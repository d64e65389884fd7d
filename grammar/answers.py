"""A learner's typed answers to the trainer (``mjcalc quiz``): text to values.

``40``, ``40fu`` and ``40 fu`` are 40 fu; ``3``, ``3 han`` are 3 han, ``yakuman`` and
``double yakuman`` (``2 yakuman``) a yakuman count; the points as called at the table
(``7700``, ``2000 all``, ``1000/2000``, read by :func:`grammar.called.parse_called`,
honba included as players call them: ``8300`` for 7700 with two honba); the yaku are
names in any of the four languages or ids, separated by commas (``riichi, pinfu,
tanyao``; ``立直,平和``; case, spaces, hyphens and apostrophes do not matter:
``Menzen-Tsumo`` is ``menzen tsumo``); waits are tiles in the notation, any spacing
(``m14``, ``14m``, ``m1 m4``). ``none`` or ``-`` is an empty list. A discard is one
tile of the hand (``p3``, ``3p``; ``p0`` or ``p5`` for a five, red or not). Text that
cannot be read raises UsageError ``bad_answer``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from scoring.errors import MjcalcError, UsageError

from .reader import parse_tiles

if TYPE_CHECKING:
    from scoring.hand.score_result import ScoreResult
    from scoring.table.efficiency import EfficiencyReport
    from scoring.trainer.grade import Verdict

BAD_ANSWER: Final = "bad_answer"
_NONE_WORDS: Final = frozenset({"none", "nothing", "-", "no yaku", "noten"})
_FU: Final = re.compile(r"(\d{1,3})\s*(?:fu)?", re.IGNORECASE)
_HAN: Final = re.compile(r"(\d{1,2})\s*(?:han)?", re.IGNORECASE)
_YAKUMAN_WORDS: Final = {"yakuman": 1, "double yakuman": 2, "triple yakuman": 3}
_YAKUMAN_COUNT: Final = re.compile(r"(\d)\s*x?\s*yakuman", re.IGNORECASE)


def _bad(text: str, what: str) -> UsageError:
    return UsageError(f"cannot read {text.strip()!r} as {what}", code=BAD_ANSWER)


def parse_fu(text: str) -> int:
    """A fu answer: ``40``, ``40fu``, ``40 fu``."""
    match = _FU.fullmatch(text.strip())
    if match is None:
        raise _bad(text, "fu (a number such as 40)")
    return int(match.group(1))


def parse_han(text: str) -> tuple[int, int]:
    """A han answer as ``(han, yakuman)``: ``3`` is (3, 0), ``double yakuman`` is (0, 2)."""
    plain = " ".join(text.lower().split())
    if plain in _YAKUMAN_WORDS:
        return 0, _YAKUMAN_WORDS[plain]
    match = _YAKUMAN_COUNT.fullmatch(plain)
    if match is not None and int(match.group(1)) > 0:
        return 0, int(match.group(1))
    match = _HAN.fullmatch(plain)
    if match is None:
        raise _bad(text, "han (a number such as 3, or yakuman)")
    return int(match.group(1)), 0


def _key(name: str) -> str:
    return re.sub(r"[\s\-_'’]+", "", name.lower())


def _yaku_keys() -> dict[str, str]:
    from scoring.hand.yaku import YAKU

    keys: dict[str, str] = {}
    for entry in YAKU:
        for name in (entry.id, entry.en, entry.romaji, entry.ja, entry.zh):
            keys.setdefault(_key(name), entry.id)
    return keys


def parse_yaku(text: str) -> tuple[str, ...]:
    """Yaku names (any language) or ids, separated by commas, as ids in the order given."""
    if text.strip().lower() in _NONE_WORDS:
        return ()
    keys = _yaku_keys()
    found: list[str] = []
    for part in re.split(r"[,;、，]", text):
        if not part.strip():
            continue
        yaku_id = keys.get(_key(part))
        if yaku_id is None:
            raise UsageError(f"unknown yaku {part.strip()!r} (see 'mjcalc yaku' for the "
                             f"names)", code=BAD_ANSWER)
        found.append(yaku_id)
    return tuple(dict.fromkeys(found))


def parse_waits(text: str) -> tuple[int, ...]:
    """Waiting tiles in the notation (``m14``, ``14m``, ``m1 m4``) as sorted tile kinds."""
    if text.strip().lower() in _NONE_WORDS:
        return ()
    kinds: set[int] = set()
    for part in re.split(r"[\s,]+", text.strip()):
        if not part:
            continue
        try:
            tiles = parse_tiles(part)
        except MjcalcError as err:
            raise _bad(part, f"tiles ({err.message})") from None
        kinds.update(t.kind for t in tiles)
    if not kinds:
        raise _bad(text, "tiles (such as m14)")
    return tuple(sorted(kinds))


def grade_answer(drill: str, result: ScoreResult, text: str, lang: str = "en") -> Verdict:
    """Read ``text`` as an answer of ``drill`` on the scored hand and grade it (yaku named
    in ``lang`` in the verdict)."""
    from scoring.trainer import grade

    if drill == "fu":
        return grade.grade_fu(result, parse_fu(text))
    if drill == "han":
        return grade.grade_han(result, *parse_han(text))
    if drill == "points":
        return grade_points(result, text)
    if drill == "yaku":
        return grade.grade_yaku(result, parse_yaku(text), lang)
    if drill == "waits":
        return grade.grade_waits(result, parse_waits(text))
    raise UsageError(f"unknown drill {drill!r}", code=BAD_ANSWER)


def grade_points(result: ScoreResult, text: str) -> Verdict:
    """Grade the points as called (honba included, as called at the table), with a hint
    for the honba left out, the form mixed up (ron, ``all``, ``a/b``) or an amount not
    rounded up to 100."""
    from scoring.hand.payments import HONBA_RON, HONBA_TSUMO, round_up_100
    from scoring.trainer.grade import make_verdict

    from .called import called_text, called_value, parse_called

    try:
        given = parse_called(text)
    except ValueError as err:
        raise UsageError(str(err), code=BAD_ANSWER) from None
    honba = result.situation.honba
    right = called_value(result, honba=honba)
    note = ""
    if given != right:
        best = result.best
        dealer = result.situation.seat == 0

        def shares(basic: int) -> tuple[int, ...]:
            # each share before rounding up to 100 (ron: basic x 6 or x 4; tsumo: x 2, x 1)
            if right.kind == "ron":
                return (basic * (6 if dealer else 4) + HONBA_RON * honba,)
            if right.kind == "all":
                return (2 * basic + HONBA_TSUMO * honba,)
            return (basic + HONBA_TSUMO * honba, 2 * basic + HONBA_TSUMO * honba)

        exact = shares(best.basic)
        formula = best.fu * 2 ** (best.han + 2)  # what the formula gives, before any cap
        if honba and given == called_value(result):
            note = (f"{honba} honba: +{HONBA_RON * honba} on a ron, "
                    f"+{HONBA_TSUMO * honba} from each payer on a tsumo")
        elif given.kind != right.kind:
            note = {"ron": "a ron is called as one amount, e.g. 7700",
                    "all": "a dealer's tsumo is called as what each pays, e.g. 2000 all",
                    "split": "a non-dealer's tsumo is called as the others' share / the "
                             "dealer's, e.g. 1000/2000"}[right.kind]
        elif given.amounts == exact and exact != tuple(round_up_100(a) for a in exact):
            note = "each payment is rounded up to the next 100"
        elif (best.limit == "mangan" and not best.yakuman and formula != best.basic
              and given.amounts in (shares(formula), tuple(round_up_100(a)
                                                           for a in shares(formula)))):
            note = (f"{best.fu} x 2^{best.han + 2} = {formula} is over the cap: a mangan, "
                    f"{best.basic} basic points")
    return make_verdict("points", result, given == right, str(given), called_text(result),
                        note)


def parse_discard(text: str) -> int:
    """A discard: one tile in the notation (``p3``, ``3p``, ``p0``), as its kind."""
    try:
        tiles = parse_tiles(text.strip())
    except MjcalcError as err:
        raise _bad(text, f"a tile ({err.message})") from None
    if len(tiles) != 1:
        raise _bad(text, "one tile (such as p3)")
    return tiles[0].kind


def grade_discard_answer(report: EfficiencyReport, text: str) -> Verdict:
    """Read ``text`` as the discard of the hand of ``report`` and grade it by tiles left
    (:func:`scoring.trainer.discard.grade_discard`)."""
    from scoring.trainer.discard import grade_discard

    return grade_discard(report, parse_discard(text))
