#!/usr/bin/env python3
"""Write the fuzzers' seed corpora: legal hands from bench/gen_hands.py and hand-made
near misses, so that mutations start close to what users type.

Usage: ``python fuzz/make_seeds.py [OUT]`` (default ``fuzz/out/seeds``) writes
``OUT/grammar/*`` (hand texts in every notation) and ``OUT/score/*`` (score command
lines and majiang-core records). The same seed always gives the same files.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "bench"))

import gen_hands  # type: ignore[import-not-found, unused-ignore]  # noqa: E402

#: generated hands per corpus.
HANDS = 300
SEED = 7

#: texts that are not legal hands but are near ones (each a different way to be wrong).
NEAR_MISSES = (
    "", " ", "m", "m0", "z0", "z8", "m12x3", "m123,", ",m123", "m1-23", "m123p456s789z11+",
    "m11112p345s678z112", "m123p456s789z1122m1+", "m1+2=3-", "123m456p789s11zE",
    "r5m5m55m", "z111=1", "s505+5", "m5550+", "z1111", "EEEESSSWWWNN,P=PP",
    "m123p456s789z11m4,", "m123 p456", "m123\tp456", "1" * 201, "m" + "1" * 60,
    "ｍ１２３", "m123\x00", "m123\u202e", "m١٢٣",
)


def _write(folder: str, texts: list[str]) -> int:
    os.makedirs(folder, exist_ok=True)
    for text in texts:
        data = text.encode("utf-8")
        name = hashlib.sha1(data).hexdigest()
        with open(os.path.join(folder, name), "wb") as handle:
            handle.write(data)
    return len(texts)


def _suffix_form(text: str) -> str:
    """A prefix-form concealed part in suffix form (``m123p45`` -> ``123m45p``)."""
    out, suit, digits = [], "", ""
    for char in text:
        if char in "mpsz":
            if digits:
                out.append(digits + suit)
            suit, digits = char, ""
        else:
            digits += char
    if digits:
        out.append(digits + suit)
    return "".join(out)


def main(argv: list[str]) -> int:
    """Write both corpora; print how many files."""
    out = argv[1] if len(argv) > 1 else os.path.join(HERE, "out", "seeds")
    hands = list(gen_hands.generate(HANDS, SEED))
    grammar = list(NEAR_MISSES)
    score = [*NEAR_MISSES]
    for h in hands:
        text = gen_hands.hand_text(h)
        concealed, _, melds = text.partition(",")
        grammar.append(text)
        if not melds and all(c in "mpsz0123456789" for c in concealed):
            grammar.append(_suffix_form(concealed))
        score.append(gen_hands.to_args(h))
        score.append(json.dumps(gen_hands.to_majiang(h), ensure_ascii=False))
    written = _write(os.path.join(out, "grammar"), grammar)
    written += _write(os.path.join(out, "score"), score)
    print(f"{written} seed files in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
