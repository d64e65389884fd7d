"""``mjcalc draw``: the settlement of an exhaustive draw (seed 000, 流局规则).

Tenpai seats are given (``--tenpai E,W``) or worked out from hands (``--hand E=HAND``,
under the rules' form-tenpai switch); nagashi mangan seats with ``--nagashi``. The
settlement is :func:`scoring.game.settlement.settle_draw`; the views are in
:mod:`calc_cli.views.settlement`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Annotated

import typer

from ..options import FormatOpt, OutputFormat, RuleOptions, stick_count, with_groups

if TYPE_CHECKING:
    from scoring.hands import Hand
    from scoring.rules import Rules

TenpaiOpt = Annotated[list[str] | None, typer.Option(
    "--tenpai", metavar="SEATS", show_default=False,
    help="Seats that are tenpai, e.g. E,W or 0 (repeatable; seats not named are noten "
         "unless --hand shows them tenpai).")]
DrawHandOpt = Annotated[list[str] | None, typer.Option(
    "--hand", metavar="SEAT=HAND", show_default=False,
    help="A seat's hand at the draw (13 tiles less 3 per meld), e.g. "
         "S=m23456p123s789z11: its tenpai is worked out under the form-tenpai rule "
         "(repeatable).")]
NagashiOpt = Annotated[list[str] | None, typer.Option(
    "--nagashi", metavar="SEAT", show_default=False,
    help="A seat with nagashi mangan, paid as a mangan tsumo (repeatable).")]
DrawHonbaOpt = Annotated[int, typer.Option(
    "--honba", metavar="N", parser=stick_count,
    help="Honba sticks of the hand that was drawn (the next hand has one more).")]
DrawDepositsOpt = Annotated[int, typer.Option(
    "--deposits", metavar="N", parser=stick_count,
    help="Riichi sticks on the table: they stay there for the next hand.")]


@with_groups
def draw(
    *,
    tenpai: TenpaiOpt = None,
    hand: DrawHandOpt = None,
    nagashi: NagashiOpt = None,
    honba: DrawHonbaOpt = 0,
    deposits: DrawDepositsOpt = 0,
    rule_options: RuleOptions,
    fmt: FormatOpt = OutputFormat.TABLE,
) -> None:
    """Settle an exhaustive draw: the noten penalty (or nagashi mangan), whether the
    dealer keeps the seat, and the honba and deposits carried to the next hand.

    Form tenpai counts as the rules say: under saki any wait, under tenhou not a wait
    only on tiles the hand itself holds all four of.
    """
    from scoring.game.settlement import settle_draw
    from scoring.rules import switched_off

    from ..inputs.score_inputs import parse_seat
    from ..views.settlement import SeatTenpai, render_draw

    rules = rule_options.build()
    given = _seats(tenpai or (), "--tenpai")
    count = rules.number("players")
    hands = _hands(hand or (), rules)
    nagashi_seats = [parse_seat(text, "--nagashi") for text in nagashi or ()]
    if any(seat >= count for seat in (*given, *hands, *nagashi_seats)):
        from scoring.errors import UsageError

        raise UsageError("there is no North seat with three players (seats East, South, "
                         "West)", code="bad_seat")
    seats = [SeatTenpai("given") if s in given else SeatTenpai("none") for s in range(count)]
    flags = [s in given for s in range(count)]
    for seat, parsed in hands.items():
        from scoring.table.waits import hand_waits, tenpai_for_draw

        is_tenpai = tenpai_for_draw(parsed, rules)
        if seat in given and not is_tenpai:
            from scoring.errors import UsageError

            raise UsageError(f"--tenpai names {_label(seat)}, but its --hand is noten "
                             f"under form_tenpai={rules.choice('form_tenpai')}",
                             code="contradictory_tenpai")
        flags[seat] = is_tenpai
        seats[seat] = SeatTenpai("hand", parsed, hand_waits(parsed))
    if len(set(nagashi_seats)) != len(nagashi_seats):
        from scoring.errors import UsageError

        raise UsageError("--nagashi: a seat is named twice", code="bad_draw")
    result = settle_draw(flags, nagashi_seats, honba, deposits, rules)
    # the rule books that have no nagashi mangan still settle the draw: the claim does
    # not count, and every format says why (scoring.rules.SWITCHED_FEATURES)
    nagashi_off = switched_off(rules, "nagashi") if nagashi_seats else None
    print(render_draw(result, seats, honba, nagashi_seats, fmt.value, rules.preset,
                      nagashi_off))


def _label(seat: int) -> str:
    from ..inputs.score_inputs import SEAT_LABELS

    return SEAT_LABELS[seat]


def _seats(texts: Sequence[str], option: str) -> set[int]:
    """Seats written as ``E,W``, ``0 2`` or repeated options; ``none`` or '' for none.

    A seat named twice (``E,E``, or ``E`` and ``0``) is refused (``bad_draw``), as a
    nagashi seat named twice is: one of the two was meant to be another seat.
    """
    import re

    from scoring.errors import UsageError

    from ..inputs.score_inputs import parse_seat

    out: set[int] = set()
    for text in texts:
        for word in re.findall(r"[^,\s]+", text):
            if word.lower() == "none":
                continue
            seat = parse_seat(word, option)
            if seat in out:
                raise UsageError(f"{option}: {_label(seat)} is named twice", code="bad_draw")
            out.add(seat)
    return out


def _hands(texts: Sequence[str], rules: Rules) -> dict[int, Hand]:
    """``SEAT=HAND`` options as hands by seat; refuses a seat twice and impossible tiles
    across the hands (a fifth copy counting every hand given)."""
    from grammar import parse_hand
    from scoring.errors import MjcalcError, UsageError
    from scoring.hand.validate import check_possible
    from scoring.table.waits import check_waiting_hand

    from ..inputs.score_inputs import parse_seat

    hands: dict[int, Hand] = {}
    for text in texts:
        head, sep, body = text.partition("=")
        if not sep or not body.strip():
            raise UsageError(f"--hand needs SEAT=HAND (e.g. S=m23456p123s789z11), got "
                             f"{text!r}", code="bad_hand_option")
        seat = parse_seat(head, "--hand")
        if seat in hands:
            raise UsageError(f"--hand: {_label(seat)} is given twice", code="bad_hand_option")
        try:
            parsed = parse_hand(body, rules)
        except MjcalcError as err:
            # the caret (err.text, err.position) stays under the hand's own text
            err.message = f"--hand {_label(seat)}: {err.message}"
            raise
        check_waiting_hand(parsed)
        if rules.number("players") == 3:
            from scoring.hand.validate import check_three_player_hand

            check_three_player_hand(parsed)
        hands[seat] = parsed
    every = [tile for seat in sorted(hands) for tile in hands[seat].all_tiles]
    check_possible(every, rules, lambda index: "across the --hand hands")
    return hands


def register(app: typer.Typer) -> None:
    """Add ``draw`` to the application."""
    app.command("draw")(draw)
