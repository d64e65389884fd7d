"""Settling a hand nobody won (exhaustive draw) and the end of the game.

Exhaustive draw (seed 000, 流局规则): the noten penalty (switch ``noten_penalty``, 3000 in
total) goes from the noten players to the tenpai players; nagashi mangan (switch
``nagashi_mangan``) is paid as a mangan tsumo, several settled separately. When a nagashi
mangan is paid, the noten penalty is not (it replaces the ordinary draw payments, as in
majiang-core and on Tenhou); nagashi takes no honba and no deposits, which stay on the
table, unless switch ``nagashi_win`` counts it as a win: then each payer adds 100 per
honba and the riichi sticks go to the nagashi seat (the first from the dealer in turn
order when there are several; no source found settles that case). The dealer keeps the
seat if tenpai; the next hand has one more honba.

Game end (seed 000, 点数与终局 and 游戏结束结算): leftover deposits to first place, each
score less the return points, rounded to 1000 per ``final_rounding``, plus the uma of the
rank; first place takes whatever keeps the total at zero (which is its own score less the
return, plus the oka (return - start) x 4 and its uma, up to rounding).

Three players (``players=3``): three seats (East South West) everywhere, the noten
penalty (``noten_penalty``, 2000 on Tenhou) shared as with four, a nagashi mangan paid as
a three-player mangan tsumo (tsumo loss or ``north_split``, as a win), the uma
``small-big`` read as +big +small -(big+small) and the oka (return - start) x 3.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ..errors import UsageError
from ..frozen import Value
from ..hand.payments import DEPOSIT, round_up_100
from ..hand.results import Payment
from ..rules import DEFAULT_RULES, Rules

#: basic points of a mangan: nagashi mangan is paid as a mangan tsumo.
MANGAN_BASIC: Final = 2000

PART_NOTEN: Final = "noten"
PART_NAGASHI: Final = "nagashi"
PART_DEPOSITS: Final = "deposits"
PART_HONBA: Final = "honba"

Net = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DrawResult(Value):
    """The settlement of an exhaustive draw.

    ``payments`` are itemized (part ``noten`` or ``nagashi``); ``net`` is the change of
    each seat (sums to zero); ``nagashi`` the seats paid a nagashi mangan; the dealer
    keeps the seat (``dealer_keeps``) when tenpai; ``honba_next`` is the honba count of the
    next hand and ``deposits_carried`` the riichi sticks left on the table.
    """

    payments: tuple[Payment, ...]
    net: Net
    tenpai: tuple[bool, ...]
    nagashi: tuple[int, ...]
    dealer_keeps: bool
    honba_next: int
    deposits_carried: int


@dataclass(frozen=True, slots=True)
class FinalResult(Value):
    """The end of a game.

    Seats are in seating order from the first dealer (index 0 wins a tie).
    ``final_scores``: the scores after leftover deposits went to first place.
    ``ranks``: 1..4 per seat (1..3 with three players: each tuple has one entry a seat).
    ``points``: the result per seat in game points (e.g. 47000
    for "+47"; exact, not rounded, under ``final_rounding=none``), summing to zero (minus
    any deposits not given to anyone). ``order``: the seats from first to last.
    ``uma``: the uma by rank (first to fourth); ``oka``: the first-place bonus.
    """

    final_scores: Net
    ranks: Net
    points: Net
    order: Net
    uma: Net
    oka: int


def settle_draw(
    tenpai: Sequence[bool],
    nagashi: Sequence[int] = (),
    honba: int = 0,
    deposits: int = 0,
    rules: Rules | None = None,
) -> DrawResult:
    """Settle an exhaustive draw: noten penalty or nagashi mangan, renchan, sticks.

    ``tenpai`` has one flag per seat (0 = East = dealer); ``nagashi`` lists the seats with
    a nagashi mangan (ignored under ``nagashi_mangan=false``). Raises UsageError for a
    malformed call.
    """
    rules = rules or DEFAULT_RULES
    seats = rules.number("players")
    if len(tenpai) != seats:
        raise UsageError(f"tenpai needs one flag per seat ({seats}), got {len(tenpai)}",
                         code="bad_draw")
    if honba < 0 or deposits < 0:
        raise UsageError(f"honba and deposits cannot be negative (got {honba}, {deposits})",
                         code="bad_sticks")
    if any(not 0 <= s < seats for s in nagashi) or len(set(nagashi)) != len(nagashi):
        raise UsageError(f"nagashi seats must be distinct seats 0..{seats - 1}, got "
                         f"{list(nagashi)}", code="bad_draw")
    flags = tuple(bool(flag) for flag in tenpai)
    paid_nagashi = tuple(sorted(nagashi)) if rules.flag("nagashi_mangan") else ()
    out: list[Payment] = []
    carried = deposits
    if paid_nagashi:
        as_win = rules.flag("nagashi_win")
        split = seats == 3 and rules.choice("sanma_tsumo") == "north_split"
        # a honba stick is shared by the payers, as on a tsumo (honba_stick)
        honba_each = rules.number("honba_stick") // (seats - 1) * honba if as_win else 0
        for seat in paid_nagashi:
            _mangan_tsumo(seat, seats, split, honba_each, out)
        if as_win and deposits:
            # the sticks go to the nagashi seat first in turn order from the dealer
            out.append(Payment(None, paid_nagashi[0], DEPOSIT * deposits, PART_DEPOSITS))
            carried = 0
    else:
        _noten_penalty(flags, rules.number("noten_penalty"), out)
    net = [0] * seats
    for p in out:
        net[p.payee] += p.amount
        if p.payer is not None:
            net[p.payer] -= p.amount
    return DrawResult(
        payments=tuple(out),
        net=tuple(net),
        tenpai=flags,
        nagashi=paid_nagashi,
        dealer_keeps=flags[0],  # seed 000: 庄家听牌连庄
        honba_next=honba + 1,
        deposits_carried=carried,
    )


def _mangan_tsumo(seat: int, seats: int, north_split: bool, honba_each: int,
                  out: list[Payment]) -> None:
    """A mangan tsumo by ``seat``: dealer 4000 from each; non-dealer 4000/2000. With three
    players North's share is lost, or split between the two payers (``north_split``).
    Each payer adds ``honba_each`` (0 when nagashi is not counted as a win)."""
    north = (MANGAN_BASIC * 2 if seat == 0 else MANGAN_BASIC) if north_split else 0
    for payer in range(seats):
        if payer != seat:
            share = MANGAN_BASIC * 2 if 0 in (seat, payer) else MANGAN_BASIC
            out.append(Payment(payer, seat, share + north // 2, PART_NAGASHI))
            if honba_each:
                out.append(Payment(payer, seat, honba_each, PART_HONBA))


def _noten_penalty(tenpai: Sequence[bool], total: int, out: list[Payment]) -> None:
    """Each noten player pays total / noten, each tenpai player gets total / tenpai.

    Itemized pairwise: every noten player pays every tenpai player total / (k x (4 - k))
    for k tenpai players (3000: 1000, 750, 1000). When that is not a whole number of
    points (1000 in total with 1 or 3 tenpai) each payment is rounded up to 100.
    """
    winners = [s for s in range(len(tenpai)) if tenpai[s]]
    losers = [s for s in range(len(tenpai)) if not tenpai[s]]
    if not total or not winners or not losers:
        return
    pairs = len(winners) * len(losers)
    share = total // pairs if total % pairs == 0 else round_up_100(-(-total // pairs))
    for payer in losers:
        for payee in winners:
            out.append(Payment(payer, payee, share, PART_NOTEN))


#: JPML's floating uma (浮きウマ) by how many players end at or above the return points.
FLOATING_UMA: Final[dict[int, Net]] = {
    1: (12000, -1000, -3000, -8000),
    2: (8000, 4000, -4000, -8000),
    3: (8000, 3000, 1000, -12000),
}
FOUR_PLAYERS: Final = 4


def uma_by_rank(rules: Rules, scores: Sequence[int] = ()) -> Net:
    """The uma in game points for ranks 1..4: ``small-big`` -> +big +small -small -big;
    with three players, ranks 1..3: +big +small -(big+small) (Tenhou's 0-20: +20 0 -20).

    ``floating`` (JPML, four players) depends on how many of the final ``scores`` are at
    or above the return points; with none or all four there is no uma.
    """
    table = rules.choice("uma")
    if table == "floating":
        if rules.number("players") != FOUR_PLAYERS:
            raise UsageError("uma=floating is a four-player table (JPML); with three "
                             "players choose a small-big uma", code="bad_rule_value")
        back = rules.number("return_points")
        return FLOATING_UMA.get(sum(1 for s in scores if s >= back), (0, 0, 0, 0))
    small, _, big = table.partition("-")
    s, b = int(small) * 1000, int(big) * 1000
    if rules.number("players") == 3:
        return (b, s, -(b + s))
    return (b, s, -s, -b)


def _shared_bonus(final: Sequence[int], order: Sequence[int], bonus: Sequence[int]
                  ) -> list[int]:
    """Each seat's share of the rank bonuses (uma, oka) when tied players split them.

    Players with equal scores share the bonuses of the ranks they hold equally; a
    remainder under one point goes to the first of them in seat order (``order`` lists
    tied seats in seat order).
    """
    shares = [0] * len(order)
    rank = 0
    while rank < len(order):
        group = [s for s in order[rank:] if final[s] == final[order[rank]]]
        total = sum(bonus[rank:rank + len(group)])
        each, rest = divmod(total, len(group))
        for seat in group:
            shares[seat] = each
        shares[group[0]] += rest
        rank += len(group)
    return shares


def _round_thousand(score: int, back: int, mode: str) -> int:
    """A final score less the return points, rounded to a multiple of 1000 per ``mode``.

    ``half_up``: the difference rounded, 500 up (toward plus: -10500 -> -10000, and a
    score of 19500 -> 20000); ``five_down_six_up``: 500 down, 600 up; ``half_away``: the
    score itself rounded to the thousand, half away from zero, before the return points
    are taken off (Tenhou: -7500 -> -8000, 25500 -> 26000; the same as ``half_up`` but
    for a negative score ending in 500); ``none``: exact.
    """
    if mode == "half_away":
        rounded = (abs(score) + 500) // 1000 * 1000
        return (rounded if score >= 0 else -rounded) - back
    points = score - back
    if mode == "half_up":
        return (points + 500) // 1000 * 1000
    if mode == "five_down_six_up":
        return (points + 400) // 1000 * 1000
    return points


def settle_final(scores: Sequence[int], deposits: int = 0,
                 rules: Rules | None = None) -> FinalResult:
    """Game-end settlement: ranks, uma, oka, rounding and leftover deposits.

    ``scores`` are the four scores in seating order from the first dealer; ``deposits`` the
    riichi sticks left on the table. Ranked by (score desc, seat asc). Each player but
    first gets round(score - return) + uma of the rank; first takes the rest so the total
    is zero (less deposits lost when ``deposits_to_first`` is off). Under ``tie_split``
    tied players share the uma and oka of their ranks. Raises UsageError when
    the scores and deposits do not add up to 4 x start points.
    """
    rules = rules or DEFAULT_RULES
    seats = rules.number("players")
    if len(scores) != seats:
        raise UsageError(f"the final needs {seats} scores, got {len(scores)}",
                         code="bad_final")
    if deposits < 0:
        raise UsageError(f"deposits cannot be negative (got {deposits})", code="bad_sticks")
    start = rules.number("start_points")
    back = rules.number("return_points")
    table = sum(scores) + DEPOSIT * deposits
    if table != seats * start:
        raise UsageError(
            f"scores plus deposits add up to {table}, not {seats * start} "
            f"({seats} x {start} start points)", code="bad_final")
    order = sorted(range(seats), key=lambda s: (-scores[s], s))
    final = list(scores)
    lost = DEPOSIT * deposits
    if rules.flag("deposits_to_first"):
        final[order[0]] += lost
        lost = 0
    uma = uma_by_rank(rules, final)
    oka = (back - start) * seats
    bonus = [uma[0] + oka, *uma[1:]]
    if rules.flag("tie_split"):
        shares = _shared_bonus(final, order, bonus)
    else:
        shares = [0] * seats
        for rank, seat in enumerate(order):
            shares[seat] = bonus[rank]
    mode = rules.choice("final_rounding")
    points = [_round_thousand(final[s], back, mode) + shares[s] for s in range(seats)]
    # First place keeps the total at zero (rounding); deposits nobody got are lost.
    points[order[0]] -= sum(points) + lost
    ranks = [0] * seats
    for rank, seat in enumerate(order, 1):
        ranks[seat] = rank
    return FinalResult(
        final_scores=tuple(final),
        ranks=tuple(ranks),
        points=tuple(points),
        order=tuple(order),
        uma=uma,
        oka=oka,
    )


def format_points(points: int) -> str:
    """Game points as players write them, in thousands with a sign: 47000 -> "+47",
    -20300 -> "-20.3", 0 -> "0"."""
    if points == 0:
        return "0"
    sign = "+" if points > 0 else "-"
    whole, rest = divmod(abs(points), 1000)
    if not rest:
        return f"{sign}{whole}"
    return f"{sign}{whole}.{rest:03d}".rstrip("0")


__all__ = [
    "DrawResult",
    "FinalResult",
    "format_points",
    "settle_draw",
    "settle_final",
    "uma_by_rank",
]
