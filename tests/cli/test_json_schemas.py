"""The JSON Schemas shipped in calc_cli/schemas/ describe the real outputs (README,
"JSON output"): every record checked here is one mjcalc wrote."""

from __future__ import annotations

import json
from collections.abc import Callable
from importlib.resources import files
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from typer.testing import Result

Run = Callable[..., Result]

SCHEMAS = files("calc_cli") / "schemas"


def _validator(name: str) -> Draft202012Validator:
    loaded = {path.name: json.loads(path.read_text(encoding="utf-8"))
              for path in SCHEMAS.iterdir() if path.name.endswith(".schema.json")}
    registry: Registry[Any] = Registry().with_resources(
        (f"mjcalc/{key}", Resource.from_contents(value)) for key, value in loaded.items())
    schema = loaded[f"{name}.schema.json"]
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema, registry=registry)


def _json(run: Run, *args: str) -> Any:
    result = run(*args)
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_every_schema_is_valid_and_shipped() -> None:
    names = sorted(path.name for path in SCHEMAS.iterdir() if path.name.endswith(".json"))
    # other commands add theirs beside these: each file is checked, none listed twice
    assert {"batch_record.schema.json", "rules.schema.json", "score.schema.json",
            "table.schema.json", "yaku.schema.json"} <= set(names)
    for name in names:
        _validator(name.removesuffix(".schema.json"))


@pytest.mark.parametrize("args", [
    ["m234567p345s2355", "--ron", "s4+", "--riichi", "--dora", "m1"],  # ron
    ["m78p405667s34577m9", "--seat", "N", "--riichi", "--dora", "z1,z5", "--ura", "s2,m4",
     "--honba", "2", "--deposits", "1"],  # tsumo, honba, a riichi stick
    ["m123p11,z555+,z666=,z777-"],  # pao
    ["m19p19s19z1234567m1"],  # thirteen orphans: fu null
    ["m111222333p55s78", "--ron", "s9+", "--riichi"],  # two readings
])
def test_score_records(run: Run, args: list[str]) -> None:
    _validator("score").validate(_json(run, "score", *args, "-f", "json"))


def test_a_record_that_breaks_the_schema_is_refused(run: Run) -> None:
    record = _json(run, "score", "m234567p345s2355", "--ron", "s4+", "-f", "json")
    record["net"] = [0, 1]
    assert not _validator("score").is_valid(record)


def test_batch_records(run: Run) -> None:
    mixed = Path(__file__).parents[2] / "examples" / "mixed.txt"
    result = run("batch", str(mixed))
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert {"result", "error"} <= {key for record in records for key in record}
    validator = _validator("batch_record")
    for record in records:
        validator.validate(record)


@pytest.mark.parametrize(("name", "args"), [
    ("yaku", ["yaku"]), ("yaku", ["yaku", "--rules", "majiang"]),
    ("table", ["table"]), ("table", ["table", "--rule", "kiriage_mangan=true"]),
    ("rules", ["rules"]), ("rules", ["rules", "tenhou", "--rule", "kazoe=none"]),
])
def test_listings(run: Run, name: str, args: list[str]) -> None:
    _validator(name).validate(_json(run, *args, "-f", "json"))


def test_a_double_ron_batch_record(run: Run) -> None:
    line = ("m234567p345s2355 --ron s4+ --also 'm345p234567s5688 --seat N --riichi'\n")
    result = run("batch", input=line)
    record = json.loads(result.stdout)
    assert record["result"]["multi_ron"] == 2
    _validator("batch_record").validate(record)
