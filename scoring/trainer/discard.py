"""The trainer's discard drill (``mjcalc quiz --drill discard``): deals and grades.

**How a hand is dealt.** Random tiles make poor questions: fourteen tiles drawn
uniformly are mostly three or four away from tenpai, with isolated honors to throw
and nothing to weigh. A hand in play is a winning shape not yet built, so the deal
starts from one: a complete hand of one of the quiz's standard themes (runs, mixed,
tanyao, yakuhai: :func:`scoring.trainer.deal.theme_groups`), then a few of its tiles
(:data:`SWAPS`) are swapped for tiles drawn from what is left of the wall, as if the
hand were still waiting for them; one of the fourteen is the tile just drawn. The
hand is kept only when

- its shanten after the best discard is one the level asks (:data:`LEVELS`: tenpai or
  one-away at level 1, one- or two-away at 2, two-away at 3), and
- it asks a real question: some discard that keeps the shanten leaves fewer tiles than
  the best (so a plausible answer is wrong), and at most :data:`MAX_RIGHT` discards
  tie for the best (so the right answer says something).

The situation is plain (a seat, the East or South round, one dora indicator, no
riichi), so that a tenpai discard's waits can be priced as ``mjcalc efficiency`` does.

**How an answer is graded.** By tiles left (受け入れ, :func:`scoring.table.efficiency.
analyze_efficiency`): a discard is right when it leaves the lowest shanten and, at that
shanten, as many tiles left as the best; every discard tied with the best is right.
Where the value differs among discards tied on tiles (tenpai discards whose waits are
worth different points), a right answer that is not the most valuable gets a note, and
a wrong one is told the value of both.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from ..errors import MjcalcError, UsageError
from ..hand.shanten import shanten
from ..hand.validate import SANMA_MISSING
from ..hands import Hand
from ..rules import Rules
from ..situation import Situation
from ..table.efficiency import DiscardOption, EfficiencyReport, analyze_efficiency
from ..tiles import COPIES, KIND_COUNT, Tile
from .deal import CANDIDATES, kinds_fit, theme_groups
from .grade import Verdict

#: the shanten (after the best discard) each level deals.
LEVELS: Final[dict[int, tuple[int, ...]]] = {1: (0, 1), 2: (1, 2), 3: (2,)}
#: the levels in words, as the session's opening line says them.
LEVEL_WORDS: Final = {1: "tenpai or one away after the best discard",
                      2: "one or two away after the best discard",
                      3: "two away after the best discard"}
#: how many tiles of the complete hand are swapped for wall tiles, by weight: one or two
#: swaps mostly give tenpai or one-away hands, three or four two-away ones.
SWAPS: Final = ((1, 2), (2, 4), (3, 3), (4, 2))
#: the themes of :func:`scoring.trainer.deal.theme_groups` a discard hand starts from
#: (standard hands: seven pairs and yakuman shapes teach other things).
THEMES: Final = (("runs", 5), ("mixed", 4), ("tanyao", 3), ("yakuhai", 3))
#: at most this many discards may tie for the best.
MAX_RIGHT: Final = 3
#: draws before giving up (never reached in practice: about one draw in ten is kept).
MAX_TRIES: Final = 5000
_ITEM_OF_SHANTEN: Final = {0: "discard:tenpai", 1: "discard:iishanten",
                           2: "discard:ryanshanten"}


@dataclass(frozen=True)
class DiscardDeal:
    """A dealt hand of 14 tiles (the last one just drawn), its situation, and the
    efficiency report that grades the answer (waits priced at tenpai)."""

    hand: Hand
    situation: Situation
    report: EfficiencyReport
    rules: Rules


def _flatten(groups: list[tuple[str, int]]) -> list[int]:
    from .deal import group_kinds

    return [kind for group in groups for kind in group_kinds(group)]


def _draw_hand(rng: random.Random, rules: Rules) -> tuple[list[int], list[int]] | None:
    """Fourteen kinds (a complete hand with a few tiles swapped for wall tiles) and the
    wall left, or None when the theme did not fit."""
    names = [name for name, _ in THEMES]
    theme = rng.choices(names, [weight for _, weight in THEMES])[0]
    groups = theme_groups(theme, rng)
    if not kinds_fit(groups):
        return None
    kinds = _flatten(groups)
    three = rules.number("players") == 3
    if three and any(k in SANMA_MISSING for k in kinds):
        return None
    counts = [0] * KIND_COUNT
    for kind in kinds:
        counts[kind] += 1
    wall = [k for k in range(KIND_COUNT) if not (three and k in SANMA_MISSING)
            for _ in range(COPIES - counts[k])]
    swaps = rng.choices([n for n, _ in SWAPS], [w for _, w in SWAPS])[0]
    for _ in range(swaps):
        out = kinds.pop(rng.randrange(len(kinds)))
        kinds.append(wall.pop(rng.randrange(len(wall))))
        wall.append(out)  # the tile let go is back among the unseen ones
    return kinds, wall


def _hand_of(kinds: list[int], rng: random.Random, rules: Rules) -> Hand:
    """The hand: one of the fourteen as the tile just drawn, a five of a suit red now
    and then when the rules have red fives."""
    drawn = kinds.pop(rng.randrange(len(kinds)))
    tiles = [Tile(k) for k in sorted(kinds)]
    win = Tile(drawn)
    for suit in range(3):
        if rules.red_fives("mps"[suit]) < 1 or rng.random() < 0.75:
            continue
        five = suit * 9 + 4
        spot = next((i for i, t in enumerate(tiles) if t.kind == five), None)
        if spot is not None:
            tiles[spot] = Tile(five, red=True)
        elif win.kind == five:
            win = Tile(five, red=True)
    return Hand(tuple(tiles), (), win, None)


def right_options(report: EfficiencyReport) -> tuple[DiscardOption, ...]:
    """The discards tied with the best: the lowest shanten and, at it, the most tiles
    left."""
    best = report.best
    return tuple(o for o in report.options
                 if (o.shanten, o.count) == (best.shanten, best.count))


def asks_something(report: EfficiencyReport) -> bool:
    """True when the hand makes a question: a discard keeping the best shanten leaves
    fewer tiles than the best, and no more than :data:`MAX_RIGHT` tie for the best."""
    best = report.best
    keeping = [o for o in report.options if o.shanten == best.shanten]
    return (len(right_options(report)) <= MAX_RIGHT
            and any(o.count < best.count for o in keeping))


def _one_deal(rng: random.Random, targets: tuple[int, ...], rules: Rules) -> DiscardDeal:
    for _ in range(MAX_TRIES):
        drawn = _draw_hand(rng, rules)
        if drawn is None:
            continue
        kinds, wall = drawn
        counts = [0] * KIND_COUNT
        for kind in kinds:
            counts[kind] += 1
        if shanten(counts, 0) not in targets:  # the cheap test before the full analysis
            continue
        hand = _hand_of(kinds, rng, rules)
        indicator = Tile(wall[rng.randrange(len(wall))])
        situation = Situation(round_wind=0 if rng.random() < 0.7 else 1,
                              seat=rng.randrange(rules.number("players")),
                              dora_indicators=(indicator,))
        try:
            report = analyze_efficiency(hand, situation, rules, values=True)
        except MjcalcError:  # e.g. four plain fives where the rules make one red: again
            continue
        if asks_something(report):
            return DiscardDeal(hand, situation, report, rules)
    raise RuntimeError("no discard hand found")  # pragma: no cover


def deal_discard(rng: random.Random, level: int, rules: Rules,
                 weigh: Callable[[DiscardDeal], float] | None = None) -> DiscardDeal:
    """A hand of 14 tiles to discard from, for ``level`` (1-3), drawn from ``rng`` (the
    same state gives the same deal). With ``weigh``, one of a few candidates is picked
    by weight, as :func:`scoring.trainer.deal.deal` does."""
    targets = LEVELS[level]
    if weigh is None:
        return _one_deal(rng, targets, rules)
    candidates = [_one_deal(rng, targets, rules) for _ in range(CANDIDATES)]
    return rng.choices(candidates, [weigh(c) for c in candidates])[0]


def discard_items(report: EfficiencyReport) -> tuple[str, ...]:
    """The learning item of a discard question: the shanten it is played at."""
    return (_ITEM_OF_SHANTEN.get(report.best.shanten, "discard:ryanshanten"),)


def state_text(shanten_after: int) -> str:
    """``tenpai``, ``1-shanten``."""
    return "tenpai" if shanten_after == 0 else f"{shanten_after}-shanten"


def option_text(option: DiscardOption) -> str:
    """``p3 (1-shanten, 16 tiles)``."""
    noun = "tile" if option.count == 1 else "tiles"
    return f"{option.discard} ({state_text(option.shanten)}, {option.count} {noun})"


def _ev(option: DiscardOption) -> tuple[float, float]:
    value = option.value
    return (value.ev_ron, value.ev_tsumo) if value is not None else (0.0, 0.0)


def _value_words(option: DiscardOption) -> str:
    ron, tsumo = _ev(option)
    return f"{ron:.0f} by ron, {tsumo:.0f} by tsumo"


def grade_discard(report: EfficiencyReport, kind: int) -> Verdict:
    """Grade the discard of ``kind`` (a kind the hand holds; else UsageError
    ``bad_answer``) against the best by tiles left, and by value where that differs."""
    options = {o.discard.kind: o for o in report.options if o.discard is not None}
    given = options.get(kind)
    if given is None:
        from ..tiles import kind_name

        raise UsageError(f"{kind_name(kind)} is not in the hand", code="bad_answer")
    right = right_options(report)
    best = right[0]
    correct = given in right
    items = discard_items(report)
    note = ""
    if correct:
        richest = max(right, key=_ev)
        if given.value is not None and _ev(richest) > _ev(given):
            note = (f"{richest.discard} keeps as many tiles and its waits are worth more: "
                    f"{_value_words(richest)} on average, against {_value_words(given)}")
    elif given.shanten > best.shanten:
        note = (f"{given.discard} leaves the hand {state_text(given.shanten)}, "
                f"{best.discard} keeps it {state_text(best.shanten)}")
    else:
        note = f"{best.count - given.count} tiles fewer than {best.discard}"
        if given.value is not None and best.value is not None and _ev(given) != _ev(best):
            note += (f" (its waits are worth {_value_words(given)}; {best.discard}'s "
                     f"{_value_words(best)})")
    missed: tuple[str, ...] = ()
    if not correct:
        missed = (*items, "discard:shanten" if given.shanten > best.shanten
                  else "discard:tiles_left")
    noun = "tile" if best.count == 1 else "tiles"
    expected = (" or ".join(str(o.discard) for o in right)
                + f" ({state_text(best.shanten)}, {best.count} {noun})")
    return Verdict("discard", correct, option_text(given), expected, note, items, missed)
