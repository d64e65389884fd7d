"""A memo keyed by object identity, for values derived from shared immutable objects.

The scorer and the renderers hand the same objects (groups, fu items, tile tuples, rule
sets) from one hand to the next. Hashing such an object runs Python code (a frozen
dataclass's ``__hash__``), ``id()`` does not, so remembering what was derived from an
object by its identity is the cheaper look-up. Each entry holds the object itself: while
the entry lives the object cannot be freed, so its id cannot be reused by another object,
and :meth:`IdentityMemo.get` still checks the object with ``is``. The memo is emptied
whole when it reaches its bound, so memory stays bounded whatever the input.

A miss says nothing about equal objects: a caller that also wants to find an equal object
made anew keeps its own by-value dict behind this one.
"""

from __future__ import annotations

from typing import Generic, TypeVar

__all__ = ["IdentityMemo"]

K = TypeVar("K")
V = TypeVar("V")


class IdentityMemo(Generic[K, V]):
    """Values by the identity of the object they were derived from, at most ``bound``.

    ``None`` is not a storable value: :meth:`get` answers ``None`` for a miss.
    """

    __slots__ = ("_bound", "_entries", "_last_obj", "_last_value")

    def __init__(self, bound: int) -> None:
        if bound < 1:
            raise ValueError("an IdentityMemo needs a bound of at least 1")
        self._entries: dict[int, tuple[K, V]] = {}
        self._bound = bound
        # the entry asked for or put last, looked at before the dict: the same object is
        # often asked for many times in a row (the scorer's rule set, once a hand), and
        # an ``is`` test is a small part of a dict look-up by a new int
        self._last_obj: object = None
        self._last_value: V | None = None

    def get(self, obj: K) -> V | None:
        """The value put for this very object, or None."""
        if obj is self._last_obj:
            return self._last_value
        entry = self._entries.get(id(obj))
        if entry is not None and entry[0] is obj:
            self._last_obj = obj
            self._last_value = entry[1]
            return entry[1]
        return None

    def put(self, obj: K, value: V) -> V:
        """Remember ``value`` for ``obj`` (emptying the memo first when it is full);
        returns ``value``."""
        entries = self._entries
        if len(entries) >= self._bound:
            entries.clear()
        entries[id(obj)] = (obj, value)
        self._last_obj = obj
        self._last_value = value
        return value

    def clear(self) -> None:
        """Forget every entry."""
        self._entries.clear()
        self._last_obj = None
        self._last_value = None

    def __len__(self) -> int:
        return len(self._entries)
