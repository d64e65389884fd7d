#!/usr/bin/env python3
"""Fuzz the notation grammar (atheris / libFuzzer): every text is read or refused cleanly.

Each input (bytes, decoded as UTF-8 with replacement) is given to ``parse_hand`` under
two rule sets (the default, one red five a suit; and none), to ``parse_tiles`` and to
``parse_win_tile``. What must hold (see ``fuzz/checks.py``):

* a refusal is an ``MjcalcError`` with a code, a one-line message, exit status 1 or 2
  and a position inside the text;
* an accepted hand is written back by ``format_hand`` as text that reads as the same hand
  (``parse_hand(format_hand(h)) == h``), and that text is itself canonical;
* the fast grammar and the detailed (error-locating) grammar accept the same texts.

Run (see fuzz/README.md)::

    python fuzz/fuzz_grammar.py fuzz/out/grammar-corpus fuzz/seeds/grammar \\
        -dict=fuzz/notation.dict -max_total_time=300
"""

from __future__ import annotations

import os
import sys

import atheris  # type: ignore[import-not-found, unused-ignore]

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

with atheris.instrument_imports(include=["grammar", "scoring", "checks"]):
    from checks import check_error

    import grammar.syntax as syntax
    from grammar import format_hand, parse_hand, parse_tiles, parse_win_tile
    from scoring.errors import MjcalcError
    from scoring.rules import DEFAULT_RULES, Rules

NO_REDS = Rules("saki", {"red_fives_m": 0, "red_fives_p": 0, "red_fives_s": 0})


def _hand(text: str, rules: Rules) -> None:
    try:
        hand = parse_hand(text, rules)
    except MjcalcError as err:
        check_error(err)
        if err.position is not None:
            assert err.text == text, f"error text {err.text!r} is not the input"
        return
    canonical = format_hand(hand)
    again = parse_hand(canonical, rules)
    assert again == hand, f"{text!r} -> {canonical!r} -> {format_hand(again)!r}"
    assert format_hand(again) == canonical, f"{canonical!r} is not canonical"


def _grammars_agree(text: str) -> None:
    if len(text) > syntax.MAX_HAND_LENGTH:
        return
    fast = syntax.fast_grammar()
    try:
        fast.hand.parse_string(text)
        fast_ok = True
    except fast.failure:
        fast_ok = False
    except MjcalcError:  # matched, then refused by the scan (z8, two marks on a tile)
        fast_ok = True
    detailed_ok = syntax.locate_error(syntax.detailed_grammar().hand, text) is None
    assert fast_ok == detailed_ok, f"fast {fast_ok}, detailed {detailed_ok}: {text!r}"


def test_one_input(data: bytes) -> None:
    """The libFuzzer entry: one input."""
    text = data.decode("utf-8", "replace")
    _hand(text, DEFAULT_RULES)
    _hand(text, NO_REDS)
    _grammars_agree(text)
    for reader in (parse_tiles, parse_win_tile):
        try:
            reader(text)
        except MjcalcError as err:
            check_error(err)


def main() -> None:
    """Run libFuzzer on :func:`test_one_input` with the command line's options."""
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
