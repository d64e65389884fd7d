"""scoring.frozen: values set once in their own __init__, refused afterwards, the same in
plain Python (where stores_directly makes them as a twin class) and compiled."""

from __future__ import annotations

from dataclasses import FrozenInstanceError, dataclass

import pytest

from scoring import frozen
from scoring.frozen import Value, refuse_delete, set_once, stores_directly

# Compiled, Value is a native class and mypyc refuses to make instances of a class
# defined in plain Python on it (Pair below): there the scoring classes are compiled too,
# stores_directly leaves them alone, and tests/scoring/test_results.py checks them.
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


class Labelled(Pair):
    """A subclass: made as before, its stores going through set_once."""

    __slots__ = ("label",)

    def __init__(self, left: int, label: str) -> None:
        super().__init__(left)
        self.label = label


def test_a_value_is_made_as_its_own_class_and_refuses_later_stores() -> None:
    pair = Pair(1, right=2)
    assert type(pair) is Pair and (pair.left, pair.right) == (1, 2)
    assert pair == Pair(1, 2) and hash(pair) == hash(Pair(1, 2))
    with pytest.raises(FrozenInstanceError):
        pair.left = 5
    with pytest.raises(FrozenInstanceError):
        del pair.right
    assert pair.left == 1


def test_a_subclass_is_made_and_frozen_as_before() -> None:
    labelled = Labelled(3, "x")
    assert type(labelled) is Labelled and (labelled.left, labelled.label) == (3, "x")
    with pytest.raises(FrozenInstanceError):
        labelled.label = "y"


def test_an_init_that_fails_makes_nothing() -> None:
    with pytest.raises(TypeError):
        Pair()  # type: ignore[call-arg]
    assert type(Pair(0)) is Pair  # and the class still makes values
