"""build_situation: flags by name give what Situation(...) gives."""

from __future__ import annotations

import itertools

from scoring.situation import FLAG_NAMES, Situation, build_situation
from scoring.tiles import Tile


def test_flag_names_are_the_boolean_fields() -> None:
    assert FLAG_NAMES == ("riichi", "double_riichi", "ippatsu", "haitei", "houtei",
                          "rinshan", "chankan", "tenhou", "chiihou", "renhou",
                          "chankan_closed")


def test_same_as_the_dataclass_constructor() -> None:
    dora = (Tile(4), Tile(31))
    ura = (Tile(0, red=False),)
    for flags in itertools.chain([()], itertools.combinations(FLAG_NAMES, 1),
                                 [FLAG_NAMES, ("riichi", "ippatsu", "houtei")]):
        built = build_situation(2, 3, 1, dora, ura, 4, 2, None, flags)
        expected = Situation(round_wind=2, seat=3, discarder=1, dora_indicators=dora,
                             ura_indicators=ura, honba=4, deposits=2, pao=None,
                             **dict.fromkeys(flags, True))
        assert built == expected and hash(built) == hash(expected)
        assert type(built) is Situation
    tsumo = build_situation(0, 0, None, (), (), 0, 0, 2, ["tenhou"])
    assert tsumo == Situation(seat=0, pao=2, tenhou=True)
    assert tsumo.is_dealer
