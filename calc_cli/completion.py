"""Shell completion of option values (bash, zsh, fish; Typer's completion turned on).

Commands, options and the values of enum options (formats, languages) are completed by
Typer from the declarations; the functions here complete the values that are plain
text: presets, rule switches and their values, seats and winds. They are named in the
shared option declarations (:mod:`calc_cli.options`), so a command that uses those
options completes them with nothing more to add.
"""

from __future__ import annotations

#: what the seat and wind options accept, with what each means.
SEATS = (("E", "East (the dealer)"), ("S", "South"), ("W", "West"), ("N", "North"))


def complete_preset(incomplete: str) -> list[tuple[str, str]]:
    """The rule presets starting with ``incomplete``, each with where it comes from."""
    from scoring.rules import PRESETS, SOURCE_MAJIANG, SOURCE_SAKI, SOURCE_TENHOU

    sources = {"saki": SOURCE_SAKI, "majiang": SOURCE_MAJIANG, "tenhou": SOURCE_TENHOU}
    return [(name, sources.get(name, "")) for name in PRESETS if name.startswith(incomplete)]


def complete_rule(incomplete: str) -> list[tuple[str, str]]:
    """``--rule KEY=VALUE``: switch names (with ``=``) until one is chosen, then its values.

    One switch left is offered with its values at once (``kaz`` gives ``kazoe=none``,
    ...): a shell completes a lone ``kazoe=`` with a space after it, where a value must
    follow.
    """
    from scoring.rules import PRESETS, SWITCH_BY_NAME

    name, sep, typed = incomplete.partition("=")
    if not sep:
        names = [switch for switch in SWITCH_BY_NAME.values()
                 if switch.name.startswith(name)]
        if len(names) != 1:
            return [(f"{switch.name}=", switch.explanation) for switch in names]
        name = names[0].name
    switch = SWITCH_BY_NAME.get(name)
    if switch is None:
        return []
    if switch.kind is bool:
        values = ["true", "false"]
    elif switch.choices:
        values = [str(choice) for choice in switch.choices]
    else:  # a number in a range: the presets' values
        values = sorted({str(switch.presets[p]) for p in PRESETS}, key=int)
    return [(f"{name}={value}", switch.explanation) for value in values
            if value.startswith(typed)]


def complete_seat(incomplete: str) -> list[tuple[str, str]]:
    """The seat (or wind) letters starting with ``incomplete``."""
    return [(letter, name) for letter, name in SEATS
            if letter.lower().startswith(incomplete.lower())]
