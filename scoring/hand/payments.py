"""Who pays whom for a win: ron or tsumo, honba, riichi deposits, pao and multiple ron.

The rules (seed 000, "负担额的计算" and "包"; seed 001 for majiang-core's pao):

- ron: the discarder pays basic x 6 (dealer winner) or x 4, rounded up to 100;
- tsumo: a dealer winner gets basic x 2 from each; a non-dealer winner gets basic x 2 from
  the dealer and basic x 1 from the others, each payer's share rounded up to 100;
- honba: 300 per stick, all from the discarder on a ron, 100 from each payer on a tsumo;
- riichi deposits: 1000 each, from the table to the winner (in a multiple ron, to the
  winner nearest the discarder in turn order);
- pao (liability): on a tsumo the liable player pays the liable amount alone; on a ron the
  liable player and the discarder pay half of it each. Switch ``pao_scope`` says whether
  the liable amount is the whole hand (``whole``) or only the yakuman the liable player
  fed (``liable_yakuman``, majiang-core: the rest of the hand is paid as if there were no
  pao); switch ``pao_ron_honba`` whether the honba of a pao ron are split or all paid by
  the discarder.

Three players (``players=3``, seats East South West): a tsumo is paid by the two others,
the absent North's share lost (``sanma_tsumo=loss``, ツモ損) or split between them
(``north_split``, 北家折半: each pays its own share plus half of North's, rounded up to 100
once); a honba stick is worth ``honba_stick`` (Tenhou 200), all from the discarder on a
ron and shared by the payers on a tsumo; ``net`` has three entries.

A multiple ron follows ``double_ron`` / ``triple_ron`` (settled, head bump, or for three
winners an abortive draw: then :func:`settle` returns a ``Settlement`` with no payments,
an all-zero net and ``abortive_draw=True``; the deposits stay on the table) and
``multi_ron_honba`` (split / each / first). Each winner's pao is settled on its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ..errors import ScoringError, UsageError
from ..frozen import Value
from ..rules import Rules
from .results import Payment, Settlement

#: honba value per stick on a ron (all from the discarder) — seed 000 场棒: 300 x 本场数.
HONBA_RON: Final = 300
#: honba value per stick paid by each of the three payers on a tsumo (300 / 3).
HONBA_TSUMO: Final = 100
#: one riichi stick on the table.
DEPOSIT: Final = 1000
#: basic points of one yakuman (seed 000 基本点 table).
YAKUMAN_BASIC: Final = 8000

#: the ``part`` labels of a Payment.
PART_BASIC: Final = "basic"
PART_HONBA: Final = "honba"
PART_DEPOSITS: Final = "deposits"
PART_PAO: Final = "pao"

SEATS: Final = 4
DEALER: Final = 0


@dataclass(frozen=True, slots=True)
class WinClaim(Value):
    """One winner's claim on a hand, as the payments need it.

    ``basic`` is the basic points of the whole hand (e.g. 8000 x ``yakuman``);
    ``yakuman`` the number of yakuman in it (0 for an ordinary hand); ``pao_seat`` the
    liable player, if any; ``pao_yakuman`` how many of the yakuman that player fed (the
    weight of daisangen / daisuushii). ``pao_yakuman=0`` with a ``pao_seat`` means "not
    told": the liable player then answers for the whole hand under either pao scope.
    """

    seat: int
    basic: int
    yakuman: int
    tsumo: bool
    pao_seat: int | None = None
    pao_yakuman: int = 0


def round_up_100(points: int) -> int:
    """``points`` rounded up to the next multiple of 100 (seed 000: per payer)."""
    return -(-points // 100) * 100


def ron_multiplier(seat: int) -> int:
    """What a ron costs in basic points: x6 to a dealer winner, x4 to a non-dealer."""
    return 6 if seat == DEALER else 4


def settled_claims(
    claims: Sequence[WinClaim], discarder: int | None, rules: Rules
) -> tuple[WinClaim, ...]:
    """The claims that are paid, nearest the discarder first (in turn order).

    One claim is always paid. Two follow ``double_ron`` (settled / head_bump), three follow
    ``triple_ron`` (settled / head_bump / draw). An abortive draw gives ``()``.
    Raises UsageError for claims that cannot belong to one hand.
    """
    seats = rules.number("players")
    _check(claims, discarder, seats)
    if len(claims) == 1:
        return (claims[0],)
    assert discarder is not None  # _check: several claims are rons
    ordered = sorted(claims, key=lambda c: (c.seat - discarder) % seats)
    mode = rules.choice("double_ron" if len(claims) == 2 else "triple_ron")
    if mode == "draw":
        return ()
    if mode == "head_bump":
        return (ordered[0],)
    return tuple(ordered)


def settle(
    claims: Sequence[WinClaim],
    discarder: int | None,
    honba: int,
    deposits: int,
    rules: Rules,
) -> Settlement:
    """Every payment of a hand won by ``claims`` (one tsumo, or one to three rons).

    ``discarder`` is the seat that dealt in (None for a tsumo); ``honba`` the honba sticks
    and ``deposits`` the riichi sticks on the table. Payments are itemized by part
    (basic, pao, honba, deposits; deposits come from the table: payer None), the winners
    nearest the discarder first. ``net`` sums to 1000 x deposits when anyone is paid.
    A triple ron under ``triple_ron=draw`` is an abortive draw: no payments, zero net,
    ``abortive_draw=True``.
    """
    if honba < 0 or deposits < 0:
        raise UsageError(
            f"honba and deposits cannot be negative (got {honba}, {deposits})",
            code="bad_sticks",
        )
    winners = settled_claims(claims, discarder, rules)
    seats = rules.number("players")
    if not winners:
        return Settlement(payments=(), net=(0,) * seats, abortive_draw=True)
    out: list[Payment] = []
    if winners[0].tsumo:
        _tsumo(winners[0], honba, rules, out)
    else:
        assert discarder is not None
        shares = _ron_honba(len(winners), honba, rules)
        for claim, honba_points in zip(winners, shares, strict=True):
            _ron(claim, discarder, honba_points, rules, out)
    if deposits:
        # Seed 000 立直棒负担额: all sticks to the winner nearest the loser.
        out.append(Payment(None, winners[0].seat, DEPOSIT * deposits, PART_DEPOSITS))
    net = [0] * seats
    for p in out:
        net[p.payee] += p.amount
        if p.payer is not None:
            net[p.payer] -= p.amount
    return Settlement(payments=tuple(out), net=tuple(net))


#: settle_one's results, by its arguments (Settlements are immutable: equal calls share one).
#: Keyed by basic, seat, discarder, tsumo, honba and deposits packed in one int (a tuple
#: key cost twice the look-up: its making and hashing); sticks of _STICKS_BOUND or more
#: (which would not pack) are settled anew each time.
_ONE_WIN: Final[dict[int, Settlement]] = {}
_ONE_WIN_SIZE: Final = 4096
_STICKS_BOUND: Final = 1 << 12


def settle_one(seat: int, basic: int, tsumo: bool, discarder: int | None, honba: int,
               deposits: int) -> Settlement:
    """``settle((WinClaim(seat, basic, 0, tsumo),), discarder, honba, deposits, rules)``:
    one winner, no pao — the case of almost every hand, made cheap for the scorer.

    The result does not depend on the rules (they only decide pao and multiple ron) and
    is the same Settlement object for equal arguments. The arguments are NOT checked:
    the caller has (``scoring.hand.scorer.check_situation``: seats 0..3, a discarder for a ron
    and none for a tsumo, not the winner; no negative sticks; ``basic`` > 0).
    """
    key = -1
    if honba < _STICKS_BOUND and deposits < _STICKS_BOUND:
        key = ((((basic * 4 + seat) * 5 + (0 if discarder is None else discarder + 1)) * 2
                + tsumo) * _STICKS_BOUND + honba) * _STICKS_BOUND + deposits
        settlement = _ONE_WIN.get(key)
        if settlement is not None:
            return settlement
    net = [0, 0, 0, 0]  # (net[i] = net[i] + x, not +=: see shapes._split)
    if tsumo:
        payments = []
        for payer in range(SEATS):
            if payer != seat:
                # The dealer's share is double, whether the dealer wins or pays.
                share = -(-(basic * 2 if DEALER in (seat, payer) else basic) // 100) * 100
                payments.append(Payment(payer, seat, share, PART_BASIC))
                net[payer] = net[payer] - share
                net[seat] = net[seat] + share
        if honba:
            stick = HONBA_TSUMO * honba
            for payer in range(SEATS):
                if payer != seat:
                    payments.append(Payment(payer, seat, stick, PART_HONBA))
                    net[payer] = net[payer] - stick
                    net[seat] = net[seat] + stick
    else:
        assert discarder is not None
        amount = -(-(basic * (6 if seat == DEALER else 4)) // 100) * 100
        payments = [Payment(discarder, seat, amount, PART_BASIC)]
        if honba:
            amount += HONBA_RON * honba
            payments.append(Payment(discarder, seat, HONBA_RON * honba, PART_HONBA))
        net[discarder] = net[discarder] - amount
        net[seat] = net[seat] + amount
    if deposits:
        payments.append(Payment(None, seat, DEPOSIT * deposits, PART_DEPOSITS))
        net[seat] = net[seat] + DEPOSIT * deposits
    settlement = Settlement(tuple(payments), (net[0], net[1], net[2], net[3]))
    if key >= 0:
        if len(_ONE_WIN) >= _ONE_WIN_SIZE:
            _ONE_WIN.clear()
        _ONE_WIN[key] = settlement
    return settlement


def _ron_honba(winners: int, honba: int, rules: Rules) -> list[int]:
    """The honba points each ron winner gets (nearest first), per ``multi_ron_honba``."""
    total = rules.number("honba_stick") * honba
    if winners == 1:
        return [total]
    mode = rules.choice("multi_ron_honba")
    if mode == "each":
        return [total] * winners
    if mode == "first":
        return [total] + [0] * (winners - 1)
    # split (seed 000 场棒负担额: the winners share the total); 300 x h splits evenly into
    # 2 or 3, but keep any remainder with the nearest winner so nothing is lost.
    share = total // winners
    return [total - share * (winners - 1)] + [share] * (winners - 1)


def _liable_basic(claim: WinClaim, rules: Rules) -> int:
    """The basic points the liable player answers for (0 without pao)."""
    if claim.pao_seat is None:
        return 0
    if (
        rules.choice("pao_scope") == "whole"
        or claim.pao_yakuman == 0
        or claim.pao_yakuman >= claim.yakuman
    ):
        return claim.basic
    # majiang-core (seed 001): only the yakuman the liable player fed, 8000 basic each.
    return claim.basic // claim.yakuman * claim.pao_yakuman


def _ron(claim: WinClaim, discarder: int, honba_points: int, rules: Rules,
         out: list[Payment]) -> None:
    mult = ron_multiplier(claim.seat)
    liable = _liable_basic(claim, rules)
    if not liable:
        out.append(Payment(discarder, claim.seat, round_up_100(claim.basic * mult), PART_BASIC))
        if honba_points:
            out.append(Payment(discarder, claim.seat, honba_points, PART_HONBA))
        return
    assert claim.pao_seat is not None
    # Ron with pao: the liable player pays half of the liable amount; the discarder pays
    # the other half and whatever the liable player does not answer for.
    half = liable // 2
    out.append(Payment(claim.pao_seat, claim.seat, round_up_100(half * mult), PART_PAO))
    out.append(Payment(discarder, claim.seat, round_up_100((claim.basic - half) * mult),
                       PART_BASIC))
    if not honba_points:
        return
    liable_honba = honba_points // 2 if rules.choice("pao_ron_honba") == "split" else 0
    if liable_honba:
        out.append(Payment(claim.pao_seat, claim.seat, liable_honba, PART_HONBA))
    out.append(Payment(discarder, claim.seat, honba_points - liable_honba, PART_HONBA))


def _tsumo(claim: WinClaim, honba: int, rules: Rules, out: list[Payment]) -> None:
    seat = claim.seat
    basic = claim.basic
    liable = _liable_basic(claim, rules)
    if liable:
        assert claim.pao_seat is not None
        # The liable player pays its amount alone, as if it had dealt in.
        out.append(Payment(claim.pao_seat, seat,
                           round_up_100(liable * ron_multiplier(seat)), PART_PAO))
        basic -= liable
        if not basic:
            # It answers for the whole hand: the honba too (seed 000 包: 基本额+场棒).
            if honba:
                out.append(Payment(claim.pao_seat, seat, rules.number("honba_stick") * honba,
                                   PART_HONBA))
            return
        # Otherwise the rest of the hand is an ordinary tsumo (majiang-core).
    seats = rules.number("players")
    # With three players North's share (x2 from a dealer winner) is lost, or split.
    north = 0
    if seats == 3 and rules.choice("sanma_tsumo") == "north_split":
        north = basic * 2 if seat == DEALER else basic
    for payer in range(seats):
        if payer == seat:
            continue
        # The dealer's share is double, whether the dealer wins or pays.
        share = basic * 2 if DEALER in (seat, payer) else basic
        out.append(Payment(payer, seat, round_up_100(share + north // 2), PART_BASIC))
    if honba:
        # the stick's points shared by the payers (300 / 3, 200 / 2 ...)
        stick = rules.number("honba_stick") // (seats - 1) * honba
        for payer in range(seats):
            if payer != seat:
                out.append(Payment(payer, seat, stick, PART_HONBA))


def _check(claims: Sequence[WinClaim], discarder: int | None, seats: int = SEATS) -> None:
    """Refuse claims that cannot belong to one hand (UsageError) or contradict (Scoring)."""
    if not claims:
        raise UsageError("no winner to settle", code="bad_claims")
    if len(claims) > seats - 1:
        raise UsageError(f"at most {seats - 1} winners, got {len(claims)}",
                         code="bad_claims")
    winners = [c.seat for c in claims]
    if len(set(winners)) != len(winners):
        raise UsageError(f"the same seat wins twice: {winners}", code="bad_claims")
    tsumo = [c for c in claims if c.tsumo]
    if tsumo:
        if len(claims) > 1:
            raise UsageError("a tsumo win has exactly one winner", code="bad_claims")
        if discarder is not None:
            raise UsageError("a tsumo win has no discarder", code="bad_claims")
    elif discarder is None:
        raise UsageError("a ron needs the discarder's seat", code="bad_claims")
    elif not 0 <= discarder < seats:
        raise UsageError(f"discarder seat {discarder} is not 0..{seats - 1}", code="bad_seat")
    for c in claims:
        if not 0 <= c.seat < seats:
            raise UsageError(f"winner seat {c.seat} is not 0..{seats - 1}", code="bad_seat")
        if c.seat == discarder:
            raise UsageError(f"seat {c.seat} cannot win on its own discard", code="bad_claims")
        if c.basic <= 0 or c.yakuman < 0 or c.pao_yakuman < 0:
            raise UsageError(f"bad points in claim {c}", code="bad_claims")
        if c.pao_seat is None:
            continue
        if not 0 <= c.pao_seat < seats:
            raise UsageError(f"pao seat {c.pao_seat} is not 0..{seats - 1}", code="bad_seat")
        if c.pao_seat == c.seat:
            raise ScoringError(f"seat {c.seat} cannot be liable for its own win",
                               code="bad_pao")
        if c.yakuman == 0:
            raise ScoringError("pao applies only to a yakuman hand", code="bad_pao")
