"""Immutability for the scoring core's values, fast when compiled.

The values (Hand, Situation, the results...) are dataclasses (fields, equality, hash,
repr) whose fields are ``Final`` and set once, in an ``__init__`` of their own; each
class's ``__setattr__`` and ``__delattr__`` hand over to the two functions below.
Compiled by mypyc (setup.py), that ``__init__`` stores each field directly (a value
costs about 0.1 µs to make, where a frozen dataclass's generated ``__init__`` takes
0.4-0.6 µs; the scorer makes a dozen values a hand) and any later assignment comes here
and is refused. In plain Python every store comes here: the first one of each field is
let through. Either way a value behaves as a frozen dataclass does.

(A shared base class for ``__setattr__`` would be shorter, but mypyc then routes every
store in ``__init__`` through the inherited ``__setattr__``, which costs what we save.
The base :class:`Value` gives them what does not touch stores: pickling and copying.)
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError, fields
from typing import Any


def set_once(value: object, name: str, field_value: object) -> None:
    """``value.name = field_value`` if the field is not set yet, else FrozenInstanceError."""
    if hasattr(value, name):
        raise FrozenInstanceError(f"cannot assign to field {name!r}")
    object.__setattr__(value, name, field_value)


def refuse_delete(value: object, name: str) -> None:
    """``del value.name``: always FrozenInstanceError."""
    raise FrozenInstanceError(f"cannot delete field {name!r}")


class Value:
    """Base of those values: pickle, copy and deepcopy rebuild a value through its
    ``__init__`` from its fields in order (what a frozen dataclass did by itself; a
    compiled class, or one that refuses stores, needs it said)."""

    __slots__ = ()

    def __reduce__(self) -> tuple[Any, tuple[object, ...]]:
        values = tuple(getattr(self, field.name) for field in fields(self))  # type: ignore[arg-type]
        return (type(self), values)
