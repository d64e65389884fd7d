"""calc_cli/views/json_records.py: the record's text written directly is json.dumps
of the record dict.

``result_json`` (a dict) defines the JSON record; ``result_json_text`` writes its text
from cached pieces for speed. They must never differ: not in a key, a value, a space or
an escape. Checked on a few hundred generated legal hands (bench/gen_hands.py, seeded)
under two presets and the four languages, and on results whose strings need escaping.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import json
import sys
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest

from calc_cli.views import json_records as schema
from calc_cli.views.json_records import result_json, result_json_text, tiles_json
from calc_cli.views.score import render_score, to_json
from grammar import parse_hand
from scoring.errors import MjcalcError
from scoring.hand.score_result import ScoreResult
from scoring.hand.scorer import score
from scoring.rules import Rules
from scoring.situation import Situation
from scoring.tiles import Tile

ROOT = Path(__file__).resolve().parents[3]
LANGS = ("en", "romaji", "ja", "zh")


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while being built
    spec.loader.exec_module(module)
    return module


@cache
def scored(preset: str) -> tuple[ScoreResult, ...]:
    """The results of 300 generated hands that score under ``preset``."""
    gen = _load("mjcalc_schema_gen_hands", ROOT / "bench" / "gen_hands.py")
    rules = Rules(preset)
    results = []
    for generated in gen.generate(300, 4242):
        hand, situation = gen.to_domain(generated)
        try:
            results.append(score(hand, situation, rules))
        except MjcalcError:
            continue
    return tuple(results)


@pytest.mark.parametrize("preset", ["saki", "majiang"])
def test_text_is_json_dumps_of_the_record(preset: str) -> None:
    results = scored(preset)
    assert len(results) > 250  # the generator's hands have a yaku by construction
    for lang in LANGS:
        for result in results:
            assert result_json_text(result, lang) == \
                json.dumps(result_json(result, lang), ensure_ascii=False)


def test_many_readings_and_calls_are_covered() -> None:
    # the comparison above means something only if the hands vary: several readings,
    # called melds, ron and tsumo, yakuman, red fives, ura indicators
    results = scored("saki")
    assert any(len(r.considered) > 1 for r in results)
    assert any(r.hand.melds for r in results)
    assert {r.discarder is None for r in results} == {True, False}
    assert any(r.best.yakuman for r in results)
    assert any(tile.red for r in results for tile in r.hand.concealed)
    assert any(r.situation.ura_indicators for r in results)


def test_strings_that_need_escaping_are_written_as_json_writes_them() -> None:
    rules = Rules("saki")
    hand = parse_hand("m234567p345s2355", rules).with_win(Tile.parse("s4"), None)
    result = score(hand, Situation(riichi=True), rules)
    # (the preset's name is the string field a caller can set; why is made from the result)
    for odd_text in ['quote " and backslash \\', "line\nbreak\ttab\x01", "東南西北 ×2 \u2028",
                     "\ud800 lone surrogate", ""]:
        odd = dataclasses.replace(result, preset=odd_text)
        text = result_json_text(odd, "ja")
        assert text == json.dumps(result_json(odd, "ja"), ensure_ascii=False)
        if "\ud800" not in odd_text:
            assert json.loads(text)["rules"] == odd_text


def test_render_score_json_is_the_record_text() -> None:
    result = scored("saki")[0]
    assert render_score(result, "json", "zh") == to_json(result_json(result, "zh"))
    assert json.loads(render_score(result, "json", "en")) == result_json(result, "en")


def test_tiles_json_kept_by_identity_is_right_for_new_tuples() -> None:
    # tuples made and dropped again and again may come back at the same address: the
    # cache must still answer with the text of the tuple it is given.
    cases = [((0, 1, 2), "m123"), ((7, 8, 9), "m89p1"), ((27, 27), "z11"),
             ((33,), "z7"), ((22, 23, 24), "s567")]
    for _ in range(50):
        for kinds, text in cases:
            assert tiles_json(tuple(Tile(k) for k in kinds)) == text
    assert tiles_json((Tile(4, red=True), Tile(4), Tile(5))) == "m056"


def test_caches_stay_bounded() -> None:
    for n in range(schema.CACHE_SIZE + 10):
        tiles = (Tile(n % 34),)
        tiles_json(tiles)
    results = scored("saki")
    for result in results:
        for lang in LANGS:
            result_json_text(result, lang)
    assert len(schema._TILES_TEXT) <= schema.CACHE_SIZE
    assert len(schema._PIECES) <= schema.CACHE_SIZE
    for kept in (schema._GROUPS, schema._FU_ITEMS, schema._SETTLEMENTS,
                 schema._TILE_LISTS):
        assert 0 < len(kept) <= schema.CACHE_SIZE
