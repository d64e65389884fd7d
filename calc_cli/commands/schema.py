"""``mjcalc schema [NAME]``: the JSON Schemas of the JSON outputs (docs/json.md).

Each schema is one self-contained file shipped in ``calc_cli/schemas/`` (no ``$ref`` to
another file), so ``jsonschema.validate(record, schema)`` needs nothing else.
"""

from __future__ import annotations

from typing import Annotated

import typer

NameArg = Annotated[str | None, typer.Argument(
    metavar="NAME", show_default=False,
    help="The schema to print (score, batch_record, quiz_check...); none: list them.")]


def schema(name: NameArg = None) -> None:
    """Print the JSON Schema of one JSON output, or list the schemas with what each
    describes."""
    import json
    from importlib.resources import files

    from scoring.errors import UsageError
    from scoring.suggest import did_you_mean

    folder = files("calc_cli") / "schemas"
    suffix = ".schema.json"
    names = sorted(entry.name.removesuffix(suffix) for entry in folder.iterdir()
                   if entry.name.endswith(suffix))
    if name is None:
        import textwrap

        for each in names:  # 80 columns: a long title wraps under itself
            title = json.loads((folder / f"{each}{suffix}").read_text("utf-8"))["title"]
            typer.echo(textwrap.fill(title, 80, initial_indent=f"{each:<22} ",
                                     subsequent_indent=" " * 23))
        return
    wanted = name.removesuffix(suffix)
    if wanted not in names:
        raise UsageError(f"no schema {name!r}{did_you_mean(wanted, names)} (see 'mjcalc "
                         "schema' for the list)", code="usage")
    typer.echo((folder / f"{wanted}{suffix}").read_text("utf-8"), nl=False)


def register(app: typer.Typer) -> None:
    """Add ``schema`` to the application."""
    app.command(name="schema")(schema)
