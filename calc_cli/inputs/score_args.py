"""The arguments of ``mjcalc score`` read from a batch line, fast and exactly as click reads them.

A batch line is what one would type after ``mjcalc score`` (split with shell quoting rules)
or a JSON object naming the same options. Going through click's whole parser costs a few
hundred microseconds a line, more than scoring the hand, so :class:`ScoreArgs` reads the
common case itself with a table it DERIVES from the ``score`` command's click parameters
(names, flags, repeatable options, value types, defaults): a new option of ``score`` is
known here without a change. Anything out of the ordinary (``--opt=value``, bundled short
options, an unknown option, a missing value, a value click would refuse) is handed to
click itself, whose answer, or error message, is then the one given: the two readers
cannot disagree on what a line means (``tests/cli/batch/test_batch.py`` checks it).

The values are then converted as Typer converts them before calling ``score``
(``typer.main.get_params_convertors_ctx_param_name_from_function``), so
:func:`calc_cli.commands.score.score_params` gets what the command itself gets. The ``score``
command hands itself in (:func:`calc_cli.commands.score.score_reader`): this module imports
no command.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from scoring.errors import UsageError

#: the error code of a batch line that is not a valid ``score`` command line.
USAGE: Final = "usage"
#: the error code of a JSON line whose keys or values do not fit.
BAD_JSON: Final = "bad_json"

#: in an ASCII line, what makes shlex and str.split() differ: quotes, backslashes, and
#: the control characters str.split() takes for blanks but shlex does not.
_NOT_PLAIN = re.compile(r"['\"\\\x0b\x0c\x1c-\x1f]")


def split_line(text: str) -> list[str]:
    """``text`` split into words with shell quoting rules (``shlex.split``).

    A plain ASCII line (no quotes, backslashes or odd control characters) is split by
    ``str.split()``: the same words, forty times faster than shlex. Unbalanced quotes
    raise UsageError.
    """
    if text.isascii() and _NOT_PLAIN.search(text) is None:
        return text.split()
    import shlex

    try:
        return shlex.split(text)
    except ValueError as exc:  # "No closing quotation", "No escaped character"
        raise UsageError(f"cannot split the line into arguments: {exc}", code=USAGE) from None


@dataclass(frozen=True, slots=True)
class _Opt:
    """One option of the command, as the fast reader needs it."""

    name: str
    flag: bool
    multiple: bool
    #: click's type conversion for values that are not plain strings, else None.
    convert: Callable[[str], Any] | None


class _Fallback(Exception):
    """The fast reader met something it leaves to click."""


class ScoreArgs:
    """Reads ``score`` arguments (word lists or JSON objects) into ``score``'s parameters.

    ``command`` is the ``score`` click command, ``convertors`` Typer's conversions of its
    values, ``help_names`` the options that would print help instead of scoring.
    """

    def __init__(self, command: Any, convertors: Mapping[str, Callable[[Any], Any]],
                 help_names: Sequence[str] = ("--help",)) -> None:
        self.command = command
        self.convertors = dict(convertors)
        self.help_names = frozenset(help_names)
        self.options: dict[str, _Opt] = {}
        #: JSON keys: option names without dashes (``double-riichi`` or ``double_riichi``)
        #: and parameter names (``discarder`` for ``--from``, ``round_wind``...).
        self.json_keys: dict[str, str] = {}
        self.argument: str | None = None
        for param in command.params:
            if param.param_type_name == "argument":
                if param.nargs != 1 or self.argument is not None:
                    raise ValueError("ScoreArgs reads commands with one argument")
                self.argument = param.name
                self.json_keys[param.name] = param.name
                continue
            flag = bool(getattr(param, "is_flag", False))
            if getattr(param, "count", False) or param.nargs != 1 or param.secondary_opts or \
                    (flag and not param.is_bool_flag):
                continue  # an unusual option: its words are left to click
            convert = None if _is_string(param.type) else _converter(param)
            # a boolean flag (without a --no- form) is True when given.
            opt = _Opt(param.name, flag, bool(param.multiple), convert)
            for name in param.opts:
                self.options[name] = opt
                if name.startswith("--"):
                    self.json_keys[name[2:]] = name
                    self.json_keys[name[2:].replace("-", "_")] = name
            self.json_keys.setdefault(param.name, param.opts[0])
        if self.argument is None:
            raise ValueError("ScoreArgs reads commands with one argument")
        # The values click gives for what a line leaves out, read by click itself.
        defaults = dict(self._click_params(["x"]))
        del defaults[self.argument]
        self.defaults = defaults
        #: the defaults as Typer hands them to ``score`` (converted once, not per line).
        self.typer_defaults = self._typer(defaults)

    # --- words -------------------------------------------------------------------------

    def params(self, words: Sequence[str]) -> dict[str, Any]:
        """The parameters ``score`` would be called with for these words (after Typer's
        conversions). Raises UsageError (code ``usage``) with click's message when click
        would refuse them."""
        if not self.help_names.isdisjoint(words):
            raise UsageError("help is not available on a batch line", code=USAGE)
        try:
            return self._fast(words)
        except _Fallback:
            return self._typer(self._click_params(list(words)))

    def lang(self, params: Mapping[str, Any]) -> str:
        """The ``--lang`` of a line's parameters, as text."""
        return _text(params.get("lang", "en"))

    def _fast(self, words: Sequence[str]) -> dict[str, Any]:
        """The parameters after Typer's conversions; _Fallback when click must read them."""
        values = dict(self.typer_defaults)
        convertors = self.convertors
        repeated: dict[str, list[Any]] = {}
        positional: str | None = None
        options = self.options
        i, n = 0, len(words)
        while i < n:
            word = words[i]
            i += 1
            if word[:1] == "-":
                if word == "--":  # the rest are arguments
                    if n - i != 1 or positional is not None:
                        raise _Fallback
                    positional = words[i]
                    break
                opt = options.get(word)
                if opt is None:
                    raise _Fallback  # unknown, "-", --opt=value, bundled short options
                if opt.flag:
                    name = opt.name
                    values[name] = convertors[name](True) if name in convertors else True
                    continue
                if i == n:
                    raise _Fallback  # no value: click says so
                value: Any = words[i]
                i += 1
                if opt.convert is not None:
                    try:
                        value = opt.convert(value)
                    except Exception:
                        raise _Fallback from None  # click words the refusal
                if opt.multiple:
                    repeated.setdefault(opt.name, []).append(value)
                else:
                    name = opt.name
                    values[name] = convertors[name](value) if name in convertors else value
            elif positional is None:
                positional = word
            else:
                raise _Fallback  # an extra argument
        if positional is None:
            raise _Fallback  # the hand is missing
        assert self.argument is not None
        argument = self.argument
        values[argument] = convertors[argument](positional) if argument in convertors \
            else positional
        for name, items in repeated.items():
            values[name] = convertors[name](tuple(items)) if name in convertors \
                else tuple(items)
        return values

    def _click_params(self, words: list[str]) -> dict[str, Any]:
        """click's own reading of ``words`` (the command's ``ctx.params``)."""
        from typer import TyperException

        try:
            ctx = self.command.make_context("score", words)
        except TyperException as exc:  # click's usage errors
            raise UsageError(exc.format_message(), code=USAGE) from None
        params: dict[str, Any] = ctx.params
        return params

    def _typer(self, values: dict[str, Any]) -> dict[str, Any]:
        convertors = self.convertors
        return {k: convertors[k](v) if k in convertors else v for k, v in values.items()}

    # --- JSON objects ------------------------------------------------------------------

    def public_keys(self) -> list[str]:
        """The JSON keys as docs/json.md names them: the hand, then the options' long names
        with ``_`` for ``-`` (the parameter names behind them are accepted, not shown)."""
        assert self.argument is not None
        names = {name[2:].replace("-", "_") for name in self.options if name.startswith("--")}
        return [self.argument, *sorted(names)]

    def _unknown_key(self, key: object) -> UsageError:
        """The error for a JSON key that names no option: the closest name, else them all."""
        from scoring.suggest import did_you_mean

        public = self.public_keys()
        hint = did_you_mean(key, public) if isinstance(key, str) else ""
        listed = f" ({hint[2:]})" if hint else f" (valid: {', '.join(public)})"
        return UsageError(f"unknown key {key!r}{listed}", code=BAD_JSON)

    def words_of(self, obj: Mapping[str, Any]) -> list[str]:
        """The words a JSON object stands for: ``{"hand": "m123...", "seat": 1,
        "riichi": true, "dora": ["m3", "p4"]}`` is ``m123... --seat 1 --riichi --dora m3
        --dora p4``. Raises UsageError (code ``bad_json``) for a key that names no option
        or a value of the wrong type."""
        words: list[str] = []
        hand: str | None = None
        for key, value in obj.items():
            target = self.json_keys.get(key) if isinstance(key, str) else None
            if target is None:
                raise self._unknown_key(key)
            if value is None:
                continue
            if target == self.argument:
                if not isinstance(value, str):
                    raise _json_type(key, "a string", value)
                hand = value
                continue
            opt = self.options.get(target)
            if opt is None:  # an option only click reads
                words.extend((target, _scalar(key, value)))
            elif opt.flag:
                if not isinstance(value, bool):
                    raise _json_type(key, "true or false", value)
                if value:
                    words.append(target)
            elif opt.multiple and isinstance(value, list):
                for item in value:
                    words.extend((target, _scalar(key, item)))
            else:
                words.extend((target, _scalar(key, value)))
        if hand is None:
            raise UsageError(f"missing key {self.argument!r} (the hand to score)",
                             code=BAD_JSON)
        # after "--" the hand is read as the hand whatever it looks like.
        return [*words, "--", hand]


def _is_string(kind: Any) -> bool:
    """True for click's STRING type (click's own, or the copy inside Typer): it gives a
    word (a str) back as it is, so the word itself is the value."""
    module = sys.modules.get(type(kind).__module__)
    return module is not None and kind is getattr(module, "STRING", None)


def _converter(param: Any) -> Callable[[str], Any]:
    """click's conversion of one value of ``param`` (its range checks included).

    A closed integer range (``--honba``: 0..999) reads plain ASCII digits in range with
    ``int`` itself, as click does, without click's machinery; anything else is click's.
    """
    kind = param.type

    def convert(value: str) -> Any:
        return kind.convert(value, param, None)

    if type(kind).__name__ != "IntRange" or kind.clamp or kind.min_open or \
            kind.max_open or kind.min is None or kind.max is None:
        return convert
    low: int = kind.min
    high: int = kind.max

    def convert_int(value: str) -> Any:
        if value.isdigit() and value.isascii():
            number = int(value)
            if low <= number <= high:
                return number
        return convert(value)

    return convert_int


def _text(value: Any) -> str:
    """An enum option's value, or the string itself."""
    return str(getattr(value, "value", value))


def _scalar(key: str, value: Any) -> str:
    """A JSON value that stands for one word: a string or an integer."""
    if isinstance(value, str):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    raise _json_type(key, "a string or an integer", value)


def _json_type(key: str, expected: str, value: Any) -> UsageError:
    shown = repr(value) if not isinstance(value, (list, dict)) else type(value).__name__
    if isinstance(value, bool):
        shown = "true" if value else "false"
    elif value is None:
        shown = "null"
    return UsageError(f"key {key!r} must be {expected}, got {shown}", code=BAD_JSON)
