"""IdentityMemo: values by the identity of an object, bounded."""

from __future__ import annotations

import pytest

from scoring.memo import IdentityMemo


def test_get_answers_for_the_very_object_only() -> None:
    memo: IdentityMemo[tuple[int, ...], str] = IdentityMemo(8)
    key = tuple(range(3))
    equal = tuple(range(3))  # equal but another object: not found by identity
    assert key == equal and key is not equal
    assert memo.put(key, "abc") == "abc"
    assert memo.get(key) == "abc"
    assert memo.get(equal) is None
    assert memo.get((9,)) is None


def test_entry_keeps_its_object_alive() -> None:
    # the entry holds the object, so its id cannot be handed to a new object that would
    # then be mistaken for it
    memo: IdentityMemo[list[int], int] = IdentityMemo(8)
    memo.put([1, 2], 3)
    fresh = [[n] for n in range(50)]
    assert all(memo.get(obj) is None for obj in fresh)
    assert len(memo) == 1


def test_emptied_when_the_bound_is_reached() -> None:
    memo: IdentityMemo[object, int] = IdentityMemo(3)
    objs = [object() for _ in range(4)]
    for n, obj in enumerate(objs[:3]):
        memo.put(obj, n)
    assert len(memo) == 3 and memo.get(objs[2]) == 2
    memo.put(objs[3], 3)  # full: emptied, then the new entry
    assert len(memo) == 1
    assert memo.get(objs[0]) is None and memo.get(objs[3]) == 3
    memo.clear()
    assert len(memo) == 0 and memo.get(objs[3]) is None


def test_bound_must_be_positive() -> None:
    with pytest.raises(ValueError):
        IdentityMemo(0)


def test_the_last_entry_asked_for_answers_as_the_dict_does() -> None:
    # get looks at the entry asked for or put last before the dict: a value put again
    # for an object, another object's entry, or an emptied memo must not leave it stale
    memo: IdentityMemo[object, int] = IdentityMemo(3)
    a, b, c, d = object(), object(), object(), object()
    memo.put(a, 1)
    memo.put(b, 2)
    assert [memo.get(a), memo.get(a), memo.get(b), memo.get(a)] == [1, 1, 2, 1]
    memo.put(b, 7)  # b again, a asked for last
    assert memo.get(a) == 1 and memo.get(b) == 7
    memo.put(a, 5)  # a again, b asked for last
    assert memo.get(b) == 7 and memo.get(a) == 5
    memo.put(c, 3)
    assert memo.get(c) == 3
    memo.put(d, 4)  # full: emptied, then d
    assert memo.get(a) is None and memo.get(c) is None and memo.get(d) == 4
    memo.clear()
    assert memo.get(d) is None
    assert memo.get(None) is None  # the empty last entry is no entry for None
