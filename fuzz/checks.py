"""What the fuzzers hold every answer to (shared by fuzz_grammar.py and fuzz_score.py).

A refusal must be an :class:`scoring.errors.MjcalcError` with a code, a non-empty
one-line message, an exit status of 1 or 2 and, when it has a position, a position
inside the text it names; the report ``calc_cli.errors.format_error`` prints must not
fail on it. A score must keep the invariants of the rules (see :func:`check_result`).
Anything else raises ``AssertionError``, which the fuzzer reports as a crash.
"""

from __future__ import annotations

from scoring.errors import MjcalcError
from scoring.hand.score_result import ScoreResult

#: fu a scored (non-yakuman) reading may have: 20 (pinfu tsumo), 25 (seven pairs), and
#: 30..170 by tens (170: four concealed honor kans with a tanki on a double-wind pair,
#: the most the counting rules can give).
VALID_FU = frozenset({20, 25, *range(30, 171, 10)})


def check_error(err: MjcalcError) -> None:
    """``err`` is a refusal the command line can report as the README promises."""
    from calc_cli.errors import format_error

    assert isinstance(err.code, str) and err.code, f"no code: {err!r}"
    assert err.code != "internal", f"internal error: {err.message}"
    assert err.message.strip(), f"empty message for {err.code}"
    assert err.exit_status in (1, 2), f"exit status {err.exit_status} for {err.code}"
    if err.position is not None:
        assert err.text is not None, f"{err.code}: a position without its text"
        assert 0 <= err.position <= len(err.text), (
            f"{err.code}: position {err.position} outside a text of {len(err.text)}")
    report = format_error(err)
    first = report.split("\n", 1)[0]
    assert first.startswith(f"mjcalc: error[{err.code}]: "), report
    assert "\r" not in report and "\x1b" not in report, f"raw control character: {report!r}"


def check_result(result: ScoreResult) -> None:
    """The invariants every scored hand keeps, whatever the hand and the situation."""
    best = result.best
    assert best.has_yaku, "the chosen reading has no yaku"
    if best.yakuman:
        assert best.basic == 8000 * best.yakuman, f"yakuman {best.yakuman} basic {best.basic}"
    else:
        assert best.basic <= 6000, f"basic {best.basic} without a yakuman"
    if best.limit != "yakuman":  # counted in han and fu (kazoe yakuman too)
        assert best.han >= 1, f"han {best.han}"
        assert best.fu in VALID_FU, f"fu {best.fu}"
    assert best.points > 0 and best.points % 100 == 0, f"points {best.points}"
    settlement = result.settlement
    expected = 0 if settlement.abortive_draw else 1000 * result.situation.deposits
    assert sum(settlement.net) == expected, (
        f"net {settlement.net} sums to {sum(settlement.net)}, deposits {expected}")
    winner = result.situation.seat
    if not settlement.abortive_draw:
        assert settlement.net[winner] >= best.points, (
            f"winner gets {settlement.net[winner]} < {best.points}")
        for seat, net in enumerate(settlement.net):
            assert seat == winner or net <= 0, f"seat {seat} gains {net}"
    for payment in settlement.payments:
        assert payment.amount >= 0 and payment.amount % 100 == 0, payment
    assert best in result.considered, "the best reading is not among those considered"
