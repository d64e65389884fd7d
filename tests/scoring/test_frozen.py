"""scoring.frozen: values set once in their own __init__, refused afterwards, the same in
plain Python (where stores_directly makes them as a twin class) and compiled."""

from __future__ import annotations

import copy
import inspect
import pickle
from dataclasses import FrozenInstanceError, dataclass, replace

import pytest

from scoring import frozen
from scoring.frozen import Value, refuse_delete, set_once, stores_directly

# Compiled, Value is a native class and mypyc refuses to make instances of a class
# defined in plain Python on it (Pair below): there the scoring classes are compiled too,
# stores_directly leaves them alone, and tests/scoring/hand/test_results.py checks them.
pytestmark = pytest.mark.skipif(
    not (frozen.__file__ or "").endswith(".py"),
    reason="compiled build: no plain-Python subclass of the compiled Value can be made")


@dataclass(init=False, unsafe_hash=True, slots=True)
class Pair(Value):
    left: int
    right: int

    def __init__(self, left: int, right: int = 0) -> None:
        self.left = left
        self.right = right

    def __setattr__(self, name: str, value: object) -> None:
        set_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)


stores_directly(Pair)


@dataclass(init=False, slots=True)
class Marked(Value):
    """Keyword-only parameters and defaults of both kinds, handed on by the maker."""

    kinds: tuple[int, ...]
    mark: str
    count: int

    def __init__(self, kinds: tuple[int, ...] = (1, 2), *, mark: str, count: int = 3) -> None:
        self.kinds = kinds
        self.mark = mark
        self.count = count * 2  # the init's own work, not just stores

    def __setattr__(self, name: str, value: object) -> None:
        set_once(self, name, value)

    def __delattr__(self, name: str) -> None:
        refuse_delete(self, name)


stores_directly(Marked)


def test_a_value_is_made_as_its_own_class_and_refuses_later_stores() -> None:
    pair = Pair(1, right=2)
    assert type(pair) is Pair and (pair.left, pair.right) == (1, 2)
    assert pair == Pair(1, 2) and hash(pair) == hash(Pair(1, 2))
    with pytest.raises(FrozenInstanceError):
        pair.left = 5
    with pytest.raises(FrozenInstanceError):
        del pair.right
    assert pair.left == 1


def test_a_value_is_made_with_its_inits_parameters_and_defaults() -> None:
    marked = Marked(mark="x")
    assert type(marked) is Marked
    assert (marked.kinds, marked.mark, marked.count) == ((1, 2), "x", 6)
    assert Marked((5,), mark="y", count=1).count == 2
    with pytest.raises(TypeError):
        Marked((5,), "y")  # type: ignore[misc]  # mark is keyword-only
    with pytest.raises(FrozenInstanceError):
        marked.count = 1
    assert [p for p in inspect.signature(Marked).parameters] == ["kinds", "mark", "count"]


def test_pickle_copy_and_replace_make_equal_values() -> None:
    pair = Pair(4, 5)
    assert pickle.loads(pickle.dumps(pair)) == pair
    assert copy.copy(pair) == pair and copy.deepcopy(pair) == pair
    changed = replace(pair, right=7)
    assert type(changed) is Pair and (changed.left, changed.right) == (4, 7)


def test_such_a_class_cannot_be_subclassed() -> None:
    # as a compiled class cannot: its values are made by its own __new__
    with pytest.raises(TypeError, match="Pair cannot be subclassed"):
        type("Labelled", (Pair,), {"__slots__": ()})


def test_an_init_taking_args_or_a_reserved_name_is_refused() -> None:
    class Loose:
        __slots__ = ("items",)

        def __init__(self, *items: int) -> None:
            self.items = items

    class Clashing:
        __slots__ = ("_init_",)

        def __init__(self, _init_: int) -> None:
            self._init_ = _init_

    with pytest.raises(TypeError, match="only named parameters"):
        stores_directly(Loose)
    with pytest.raises(TypeError, match="reserved"):
        stores_directly(Clashing)


def test_an_init_that_fails_makes_nothing() -> None:
    with pytest.raises(TypeError):
        Pair()  # type: ignore[call-arg]
    assert type(Pair(0)) is Pair  # and the class still makes values
