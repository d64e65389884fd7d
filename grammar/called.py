"""What a win pays, as players call it at the table, and the reverse: reading a called answer.

The called forms (seed 000, "负担额的计算"; the order is the one players use):

- a ron: the one amount the discarder pays, ``7700``;
- a dealer's tsumo: what each of the three pays, ``2000 all`` (``2000オール``);
- a non-dealer's tsumo: the others' share first, then the dealer's, ``1000/2000``.

With honba the amounts called include them (300 per stick on a ron, 100 from each payer
on a tsumo) and the text says so: ``1100/2100 (2 honba)``, ``8300 (7700 + 2 honba)``.

:func:`parse_called` reads what a learner types (``1000/2000``, ``1000-2000``,
``2000 all``, ``2000オール``, ``7700``) into a :class:`Called` that compares equal to
:func:`called_value` of the right result.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from scoring.hand.payments import HONBA_RON, HONBA_TSUMO, PART_BASIC, PART_HONBA, round_up_100

if TYPE_CHECKING:
    from scoring.hand.score_result import ScoreResult

#: the three called forms.
RON: Final = "ron"
ALL: Final = "all"  # a dealer's tsumo: each of the three pays the same
SPLIT: Final = "split"  # a non-dealer's tsumo: the others' share, then the dealer's

#: ``1000/2000`` or ``1000-2000`` (spaces allowed around the separator).
_SPLIT_RE: Final = re.compile(r"(\d+)\s*[/-]\s*(\d+)")
#: ``2000 all``, ``2000all``, ``2000オール`` (NFKC turns half-width ｵｰﾙ into オール).
_ALL_RE: Final = re.compile(r"(\d+)\s*(?:all|オール)")
_RON_RE: Final = re.compile(r"(\d+)")


@dataclass(frozen=True, slots=True)
class Called:
    """A called amount: ``kind`` is ``ron``, ``all`` or ``split``.

    ``amounts`` is one amount for ``ron`` and ``all``; for ``split`` the others' share,
    then the dealer's (the dealer's is always the larger: twice the basic points against
    once, each rounded up to 100).
    """

    kind: str
    amounts: tuple[int, ...]

    def __str__(self) -> str:
        if self.kind == SPLIT:
            return "/".join(str(amount) for amount in self.amounts)
        if self.kind == ALL:
            return f"{self.amounts[0]} all"
        return str(self.amounts[0])


def called_value(result: ScoreResult, *, honba: int = 0) -> Called:
    """What ``result`` pays, as called; ``honba`` sticks added to each amount paid.

    The amounts are the rule book's shares of the win (pao moves who pays, not what is
    called); ``honba=0`` gives the hand's own value. Without pao they are read off the
    settlement, so that every rule that sets a share (three players' tsumo loss or
    北家折半, the value of a honba stick) is called as it is paid.
    """
    settled = not result.settlement.abortive_draw  # a triple ron's hands are not paid
    if settled and result.pao is None and honba in (0, result.situation.honba):
        return _settled(result, with_honba=honba > 0)
    best = result.best
    if result.discarder is not None:
        return Called(RON, (best.points + HONBA_RON * honba,))
    extra = HONBA_TSUMO * honba
    dealer_share = round_up_100(2 * best.basic) + extra
    if result.situation.seat == 0:
        return Called(ALL, (dealer_share,))
    return Called(SPLIT, (round_up_100(best.basic) + extra, dealer_share))


def _settled(result: ScoreResult, *, with_honba: bool) -> Called:
    """The called amounts as the settlement pays them (no pao): each payer's share of the
    hand, with its honba when ``with_honba``."""
    parts = (PART_BASIC, PART_HONBA) if with_honba else (PART_BASIC,)
    winner = result.situation.seat
    paid: dict[int, int] = {}
    for payment in result.settlement.payments:
        if payment.payee == winner and payment.payer is not None and payment.part in parts:
            paid[payment.payer] = paid.get(payment.payer, 0) + payment.amount
    if result.discarder is not None:
        return Called(RON, (paid.get(result.discarder, 0),))
    if winner == 0:
        return Called(ALL, (max(paid.values(), default=0),))
    dealer = paid.get(0, 0)
    others = [amount for payer, amount in paid.items() if payer != 0]
    return Called(SPLIT, (min(others, default=0), dealer))


def called_text(result: ScoreResult) -> str:
    """What ``result`` pays as called, honba included and named.

    ``1000/2000``, ``2000 all``, ``7700``; with honba ``1100/2100 (2 honba)``,
    ``2200 all (2 honba)``, ``8300 (7700 + 2 honba)``.
    """
    honba = result.situation.honba
    paid = called_value(result, honba=honba)
    if not honba:
        return str(paid)
    if paid.kind == RON:
        return f"{paid} ({called_value(result)} + {honba} honba)"
    return f"{paid} ({honba} honba)"


def parse_called(text: str) -> Called:
    """The called answer a learner typed, as a :class:`Called` to compare.

    Accepts ``7700``, ``2000 all``, ``2000オール``, ``1000/2000``, ``1000-2000``, in
    full-width or half-width characters, upper or lower case, with ``,`` between
    thousands. The two shares of a split may come in either order. Raises ValueError
    with a one-line message for anything else.
    """
    plain = unicodedata.normalize("NFKC", text).strip().lower().replace(",", "")
    if match := _SPLIT_RE.fullmatch(plain):
        low, high = sorted((int(match.group(1)), int(match.group(2))))
        return Called(SPLIT, (low, high))
    if match := _ALL_RE.fullmatch(plain):
        return Called(ALL, (int(match.group(1)),))
    if match := _RON_RE.fullmatch(plain):
        return Called(RON, (int(match.group(1)),))
    raise ValueError(f"not a called amount: {text!r} (write 7700, 2000 all or 1000/2000)")
