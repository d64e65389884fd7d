"""Immutability for the scoring core's values, fast when compiled.

The values (Hand, Situation, the results...) are dataclasses (fields, equality, hash,
repr) whose fields are ``Final`` and set once, in an ``__init__`` of their own; each
class's ``__setattr__`` and ``__delattr__`` hand over to the two functions below.
Compiled by mypyc (setup.py), that ``__init__`` stores each field directly (a value
costs about 0.1 µs to make, where a frozen dataclass's generated ``__init__`` takes
0.4-0.6 µs; the scorer makes a dozen values a hand) and any later assignment comes here
and is refused. In plain Python every store comes here: the first one of each field is
let through, unless :func:`stores_directly` spared the ``__init__`` that detour. Either
way a value behaves as a frozen dataclass does.

(A shared base class for ``__setattr__`` would be shorter, but mypyc then routes every
store in ``__init__`` through the inherited ``__setattr__``, which costs what we save.
The base :class:`Value` gives them what does not touch stores: pickling and copying.)
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError, fields
from types import FunctionType
from typing import Any


def set_once(value: object, name: str, field_value: object) -> None:
    """``value.name = field_value`` if the field is not set yet, else FrozenInstanceError."""
    if hasattr(value, name):
        raise FrozenInstanceError(f"cannot assign to field {name!r}")
    object.__setattr__(value, name, field_value)


def stores_directly(*classes: type) -> None:
    """In plain Python, let each class's own ``__init__`` store its fields directly, as
    the compiled one does (compiled by mypyc, this does nothing).

    A store in plain Python goes through the class's ``__setattr__`` (set_once: a
    Python call and an AttributeError looked for, about 0.55 µs a field, a fifth of the
    time of a plain-Python batch of majiang-core records). Instead, a value is made as
    an instance of a twin class that stores as ``object`` does, and becomes an instance
    of its own class as its ``__init__`` returns: the same slots, so the same layout, and
    from then on its stores are refused. A subclass is made as it was before.
    """
    for cls in classes:
        init = cls.__dict__.get("__init__")
        if not isinstance(init, FunctionType):
            continue  # compiled: __init__ stores directly already
        # object's __delattr__ too: stores and deletes share one type slot, which is C's
        # own store only when both are object's; with the class's refuse_delete beside
        # it, each store went through a Python-level look-up (a value of twenty fields
        # took 4 µs to make instead of 0.8)
        twin = type(cls.__name__, (cls,), {
            "__slots__": (), "__setattr__": object.__setattr__,
            "__delattr__": object.__delattr__,
            "__qualname__": cls.__qualname__, "__module__": cls.__module__})
        twin.__init__ = _twin_init(cls, init)  # type: ignore[misc]
        cls.__new__ = _making_as(cls, twin)  # type: ignore[method-assign]


def _twin_init(cls: type, init: Any) -> Any:
    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        init(self, *args, **kwargs)
        self.__class__ = cls  # done: the value's own class, which refuses stores
    return __init__


def _making_as(cls: type, twin: type) -> Any:
    # the __new__ that cls inherits: object's, or compiled Value's, which a subclass of a
    # compiled class must be made with
    base: Any = cls.__mro__[1]
    base_new = base.__new__

    def __new__(klass: type, *args: Any, **kwargs: Any) -> Any:
        return base_new(twin if klass is cls else klass)
    return staticmethod(__new__)


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
