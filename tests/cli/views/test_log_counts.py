"""calc_cli.views.log_counts: a game's records counted into the summary's counts."""

from __future__ import annotations

from collections import Counter

from calc_cli.views.log_counts import add_counts, count_records


def test_counts_of_plain_dicts_and_of_counters_alike() -> None:
    records = [
        {"kind": "win", "agree": True, "recorded": {"fu": 30, "han": 2}, "diff": []},
        {"kind": "win", "agree": False, "recorded": {"fu": 40, "han": 1}, "diff": ["han"]},
        {"kind": "skipped"},
        {"kind": "draw", "agree": True, "recorded": {"kind": "exhaustive"}, "diff": []},
    ]
    for make in (dict, Counter):
        events, agreed, compared, field_agreed = make(), make(), make(), make()
        assert count_records(records, events, agreed, compared, field_agreed) == 1
        # by hand: two wins, one agreeing; a draw agreeing; fu 2 of 2, han 1 of 2; a
        # draw's recorded kind is no field
        assert dict(events) == {"win": 2, "draw": 1}
        assert dict(agreed) == {"win": 1, "draw": 1}
        assert dict(compared) == {"fu": 2, "han": 2}
        assert dict(field_agreed) == {"fu": 2, "han": 1}


def test_a_field_that_never_agrees_is_counted_zero() -> None:
    field_agreed: dict[str, int] = {}
    count_records([{"kind": "draw", "agree": False, "recorded": {"points": [1]},
                    "diff": ["points"]}], {}, {}, {}, field_agreed)
    assert field_agreed == {"points": 0}


def test_counts_added_keep_their_zeros() -> None:
    into = Counter({"han": 2, "fu": 1})
    add_counts(into, Counter({"han": 1, "points": 0}))
    # as Counter.update: added key by key, the new key's 0 kept (+ would drop it)
    assert dict(into) == {"han": 3, "fu": 1, "points": 0}
