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
from typing import Any, Final


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
    of its own class once its ``__init__`` has run: the same slots, so the same layout,
    and from then on its stores are refused. The class's ``__new__`` does all of it (see
    :func:`_maker`) and its ``__init__`` becomes object's. Such a class cannot be
    subclassed (nor can a compiled one).
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
        cls.__new__ = staticmethod(_maker(cls, twin, init))  # type: ignore[method-assign]
        cls.__init__ = object.__init__  # type: ignore[misc]
        cls.__init_subclass__ = classmethod(_refuse_subclass)  # type: ignore[arg-type, assignment]


#: inspect's code flags of a function taking *args, **kwargs (inspect itself takes 7 ms to
#: import)
CO_VARARGS: Final = 0x04
CO_VARKEYWORDS: Final = 0x08
#: the names the code of a maker uses besides the parameters of the __init__ it calls
_MAKER_NAMES: Final = frozenset({"_klass_", "_new_", "_twin_", "_init_", "_cls_", "_value_"})


def _maker(cls: type, twin: type, init: FunctionType) -> Any:
    """The ``__new__`` that makes a value of ``cls``: allocated as ``twin``, ``init`` run
    on it, then made a ``cls``.

    Its parameters are ``init``'s own, written out (code made here, as dataclasses makes
    its ``__init__``): a maker taking ``*args, **kwargs`` and handing them on cost plain
    Python twice as much as the class switch itself (packing, a dict per call), and as a
    twin ``__init__`` after a separate ``__new__`` a second call (a value of three fields
    took 6,900 instructions to make, 4,000 this way; a plain class's takes 2,000).
    """
    code = init.__code__
    if code.co_flags & (CO_VARARGS | CO_VARKEYWORDS) or code.co_posonlyargcount:
        raise TypeError(f"{cls.__qualname__}.__init__: only named parameters are supported")
    positional = code.co_varnames[1:code.co_argcount]  # self left out
    keyword_only = code.co_varnames[code.co_argcount:code.co_argcount + code.co_kwonlyargcount]
    clash = _MAKER_NAMES.intersection(positional + keyword_only)
    if clash:
        raise TypeError(f"{cls.__qualname__}.__init__: parameter {min(clash)!r} is reserved")
    params = ", ".join(["_klass_", *positional, *(["*", *keyword_only] if keyword_only else [])])
    arguments = ", ".join(["_value_", *positional, *[f"{n}={n}" for n in keyword_only]])
    source = (f"def __new__({params}):\n"
              f"    _value_ = _new_(_twin_)\n"
              f"    _init_({arguments})\n"
              f"    _value_.__class__ = _cls_\n"
              f"    return _value_\n")
    # the __new__ that cls inherits: object's, or compiled Value's, which a subclass of a
    # compiled class must be made with
    namespace: dict[str, Any] = {"_new_": cls.__mro__[1].__new__, "_twin_": twin,
                                 "_init_": init, "_cls_": cls}
    exec(source, namespace)
    maker = namespace["__new__"]
    maker.__defaults__ = init.__defaults__  # the same trailing parameters as init's
    maker.__kwdefaults__ = init.__kwdefaults__
    maker.__qualname__ = f"{cls.__qualname__}.__new__"
    maker.__module__ = cls.__module__
    return maker


def _refuse_subclass(cls: type, **kwargs: Any) -> None:
    raise TypeError(f"{cls.__mro__[1].__qualname__} cannot be subclassed: its values are "
                    "made by its own __new__ (as a compiled class cannot be either)")


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
