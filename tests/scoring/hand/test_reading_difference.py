"""The "why" of a result names what differs between the chosen reading and the next."""

from __future__ import annotations

from grammar import parse_hand
from scoring import Situation, score


def _why(text: str) -> str:
    return score(parse_hand(text), Situation(seat=1)).why


def test_triplets_against_runs() -> None:
    # m111 m222 m333 p55 s789, tsumo s9: three concealed triplets (sanankou 2 han) and
    # menzen tsumo; fu 20 + 2 tsumo + 3 x 8 (closed terminal m111; m222, m333 closed
    # simples 4 each: 8 + 4 + 4 = 16) = 38 -> 40; or three runs m123 x 3: pinfu, iipeikou
    # and menzen tsumo at 20 fu (pinfu tsumo).
    why = _why("m111222333p55s789")
    assert why.endswith("The difference: m111 m222 m333 read as three triplets (sanankou, "
                        "40 fu) rather than three runs (pinfu, iipeikou, 20 fu).")


def test_standard_against_seven_pairs() -> None:
    # m223344 p223344 s55: two pure double chows (ryanpeikou, 30 fu by tsumo: 20 + 2,
    # rounded) or seven pairs (chiitoitsu, a fixed 25 fu)
    why = _why("m223344p223344s55")
    assert why.endswith("The difference: the hand read as standard (ryanpeikou, 30 fu) "
                        "rather than as seven pairs (chiitoitsu, 25 fu).")


def test_same_groups_another_winning_group() -> None:
    # m23456 + m4: m234 m456 either way; the drawn m4 completes m234 (from m23) or m456
    # (from m56), both ryanmen, both pinfu tsumo at 20 fu
    why = _why("m23456p23455s789m4")
    assert "the winning tile read into m234 (ryanmen wait; 20 fu) rather than into m456 " \
           "(ryanmen wait; 20 fu)" in why
