"""The JSON Schemas shipped in calc_cli/schemas/ describe the real outputs (README,
"JSON output"): every record checked here is one mjcalc wrote."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from importlib.resources import files
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import schema_bundle
from jsonschema import Draft202012Validator
from typer.testing import Result

Run = Callable[..., Result]

SCHEMAS = files("calc_cli") / "schemas"


def _validator(name: str) -> Draft202012Validator:
    """The shipped schema alone, as a user loads it: no registry, no other file."""
    schema = json.loads((SCHEMAS / f"{name}.schema.json").read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


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


def test_a_counted_yakuman_has_its_han_and_no_yakuman(run: Run) -> None:
    # 13 han (riichi, tsumo, pinfu, tanyao, ryanpeikou 3, chinitsu 6): limit kazoe,
    # yakuman 0; the schema refuses a kazoe record that counts a yakuman (issue 29)
    record = _json(run, "score", "m22334455667788", "--tsumo", "--riichi", "-f", "json")
    validator = _validator("score")
    validator.validate(record)
    assert record["limit"] == "kazoe_yakuman"
    assert not validator.is_valid({**record, "yakuman": 1})


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


def test_the_presets_named_are_the_presets() -> None:
    # one list of presets for every schema (score.schema.json's $defs): a preset added
    # to scoring/rules.py must be added there too
    from scoring.rules import PRESETS

    score_schema = json.loads((SCHEMAS / "score.schema.json").read_text(encoding="utf-8"))
    assert score_schema["$defs"]["preset"]["enum"] == list(PRESETS)


@pytest.mark.parametrize("args", [
    ["m234567p345s2355", "--ron", "s4+", "--rules", "mahjongsoul"],
    # three players, two kita: net has three entries
    ["m111999p345s2355", "--ron", "s4+", "--riichi", "--players", "3", "--kita", "2"],
])
def test_score_records_of_every_preset_and_three_players(run: Run, args: list[str]) -> None:
    _validator("score").validate(_json(run, "score", *args, "-f", "json"))


@pytest.mark.parametrize("args", [
    # South and East both ron West's s4 (a double ron), then a triple ron (abortive
    # under saki's triple_ron) with North; East's s0: one red five among the four s5
    ["m234567p345s2355", "--ron", "s4", "--seat", "S", "--from", "W",
     "--also", "m234567p345s2305 --seat E"],
    ["m234567p345s2355", "--ron", "s4", "--seat", "S", "--from", "W",
     "--also", "m234567p345s2305 --seat E", "--also", "m345p234567s2388 --seat N"],
])
def test_multi_ron_records(run: Run, args: list[str]) -> None:
    record = _json(run, "score", *args, "-f", "json")
    assert record["multi_ron"] == len(args) // 2 - 2
    _validator("multi_ron").validate(record)
    broken = dict(record, winners=record["winners"][:1])  # one winner is no double ron
    assert not _validator("multi_ron").is_valid(broken)


@pytest.mark.parametrize("args", [
    ["m1112345678999"],  # nine gates: nine waits
    ["m123p456s789z1122", "--discards", "z2", "--riichi", "--since-riichi", "z1"],  # furiten
    ["m19p19s19z1234567", "--from", "N"],  # thirteen-sided
    ["m123p406s78z11,z777="],  # a meld: no seven pairs or orphans shanten
    ["m1234567p1234s99"],  # not tenpai
    ["m111999p111p55s78", "--players", "3", "--kita", "1"],
])
def test_waits_records(run: Run, args: list[str]) -> None:
    _validator("waits").validate(_json(run, "waits", *args, "-f", "json"))


@pytest.mark.parametrize("args", [
    ["m3445p556s12377z77", "--depth", "2"],  # one-away discards with the look-ahead
    ["m23468p567s23499z1", "--discards", "m7"],  # a tenpai discard, furiten, no yaku
    ["m123456p123s789z11", "--riichi"],  # complete: every discard priced
    ["m19p19s19z1234567"],  # 13 tiles: the hand as it is, thirteen waits
    ["m23p456s789z117,z555=", "--seen", "m1111"],  # a meld, a dead wait
    ["m19p123456s123z11", "--players", "3", "--form", "standard"],
])
def test_efficiency_records(run: Run, args: list[str]) -> None:
    _validator("efficiency").validate(_json(run, "efficiency", *args, "-f", "json"))


@pytest.mark.parametrize(("name", "args"), [
    ("draw", ["draw", "--tenpai", "E,S", "--hand", "E=m123456789p1234", "--nagashi", "N"]),
    ("draw", ["draw", "--tenpai", "E", "--players", "3"]),
    ("draw", ["draw", "--honba", "2", "--deposits", "1"]),
    ("final", ["final", "40000", "30000", "20000", "10000"]),
    ("final", ["final", "45000", "35000", "25000", "15000", "--rules", "jpml"]),
    ("final", ["final", "35000", "35000", "35000", "--rules", "tenhou-sanma"]),
    ("compare", ["compare", "m234567p345s2355s4", "--from", "W", "--riichi", "--dora", "m1"]),
    # a red five: the presets without red fives refuse it in their rows
    ("compare", ["compare", "m234p340s234s55m67m8", "--from", "W", "--riichi"]),
    ("compare", ["compare", "m111999p345s2355s4", "--from", "W", "--riichi", "--players",
                 "3", "--kita", "1"]),
])
def test_draw_final_and_compare(run: Run, name: str, args: list[str]) -> None:
    _validator(name).validate(_json(run, *args, "-f", "json"))


def test_a_refused_row_needs_its_error(run: Run) -> None:
    rows = _json(run, "compare", "m234p340s234s55m67m8", "--from", "W", "--riichi", "-f",
                 "json")
    refused = [row for row in rows if not row["ok"]]
    assert refused  # wrc, ema and jpml have no red fives
    del refused[0]["error"]
    assert not _validator("compare").is_valid(rows)


def test_log_records(run: Run) -> None:
    logs = Path(__file__).parents[2] / "tests" / "fixtures" / "logs"
    result = run("log", str(logs), "--commands")
    records = [json.loads(line) for line in result.stdout.splitlines()]
    kinds = {record["kind"] for record in records}
    assert {"win", "draw", "end"} <= kinds
    validator = _validator("log_record")
    for record in records:
        validator.validate(record)


def test_an_error_log_record(run: Run, tmp_path: Path) -> None:
    # the handwritten tenhou whose dealer draws tile 52, which it was dealt: an error record
    logs = Path(__file__).parents[2] / "tests" / "fixtures" / "logs"
    text = (logs / "handwritten" / "no-red-tenhou.mjlog").read_text()
    path = tmp_path / "drawn-twice.mjlog"
    path.write_text(text.replace("<T53/>", "<T52/>"))
    records = [json.loads(line) for line in run("log", str(path)).stdout.splitlines()]
    assert [record["kind"] for record in records] == ["error", "end"]
    validator = _validator("log_record")
    validator.validate(records[0])
    del records[0]["event"]  # an error names its event
    assert not validator.is_valid(records[0])


def _ref_targets(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        if isinstance(node.get("$ref"), str):
            yield node["$ref"]
        for value in node.values():
            yield from _ref_targets(value)
    elif isinstance(node, list):
        for item in node:
            yield from _ref_targets(item)


@pytest.mark.parametrize("name", schema_bundle.stems())
def test_every_schema_is_self_contained(name: str) -> None:
    # issue 32: a user validates with the one file; a part of another schema is a copy
    # kept in $defs (tests/schema_bundle.py), and a copy left stale after an edit fails here
    schema = schema_bundle.load(name)
    assert [ref for ref in _ref_targets(schema) if not ref.startswith("#")] == []
    assert schema == schema_bundle.bundle(name), (
        f"{name}.schema.json: a copied part differs from its source; run "
        "python tests/schema_bundle.py")


def test_a_stale_copy_is_found() -> None:
    # the check above can fail: a copy of score's preset list without one preset differs
    # from score.schema.json's own list
    schema = schema_bundle.load("yaku")
    stale = json.loads(json.dumps(schema))
    stale["$defs"]["score.preset"]["enum"] = stale["$defs"]["score.preset"]["enum"][:-1]
    assert schema == schema_bundle.bundle("yaku") != stale


def _question_lines(run: Run, *args: str) -> list[str]:
    result = run("quiz", "--no-save", "-f", "json", *args)
    assert result.exit_code == 0, result.output
    return result.stdout.splitlines()


@pytest.mark.parametrize("level", ["1", "2", "3"])
def test_quiz_questions(run: Run, level: str) -> None:
    lines = _question_lines(run, "--count", "12", "--seed", "5", "--level", level,
                            "--rule", "kiriage_mangan=true")
    assert len(lines) == 12
    for line in lines:
        jsonschema.validate(json.loads(line), schema_bundle.load("quiz_question"))


def test_quiz_discard_questions_and_their_check_records(run: Run) -> None:
    lines = _question_lines(run, "--drill", "discard", "--count", "3", "--seed", "2")
    assert len(lines) == 3
    for line in lines:
        jsonschema.validate(json.loads(line), schema_bundle.load("quiz_question"))
    # one answer for each question: the first tile of the hand as the discard (right or
    # wrong alike, each makes a record)
    sheet = "\n".join(json.dumps(dict(json.loads(line), discard=json.loads(line)["hand"][:2]))
                      for line in lines) + "\n"
    result = run("quiz", "--check", "-", "-f", "json", input=sheet)
    records = result.stdout.splitlines()
    assert len(records) == 3, result.output
    for record in records:
        jsonschema.validate(json.loads(record), schema_bundle.load("quiz_check"))


def test_quiz_check_records(run: Run) -> None:
    questions = [json.loads(line) for line in _question_lines(run, "--count", "4", "--seed",
                                                               "9", "--level", "3")]
    # answers right or wrong alike make records; one answer that is no number (an error in
    # the answer list), one line that is no JSON and one with no answer (line errors)
    answers = [dict(questions[0], fu=40, han=2, yaku=["riichi"]),
               dict(questions[1], points="1000/2000", waits="m14"),
               dict(questions[2], han="lots"),
               {"hand": "m123"},
               dict(questions[3])]
    sheet = "\n".join(json.dumps(answer) for answer in answers) + "\nnot json\n"
    result = run("quiz", "--check", "-", "-f", "json", input=sheet)
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(records) == len(answers) + 1
    assert sum("error" in record for record in records) == 3  # m123, no answer, not json
    schema = schema_bundle.load("quiz_check")
    for record in records:
        jsonschema.validate(record, schema)
    graded = [g for record in records for g in record.get("answers", [])]
    assert any("error" in g for g in graded) and any("correct" in g for g in graded)
    broken = dict(records[0], answers=[dict(records[0]["answers"][0], correct="no")])
    assert not Draft202012Validator(schema).is_valid(broken)


def test_the_log_summary(run: Run) -> None:
    logs = Path(__file__).parents[2] / "tests" / "fixtures" / "logs"
    result = run("log", str(logs / "handwritten"), "-f", "json")
    summary = json.loads(result.stderr.splitlines()[-1])
    assert summary["summary"] is True
    schema = schema_bundle.load("log_summary")
    jsonschema.validate(summary, schema)
    del summary["events"]["draw"]
    assert not Draft202012Validator(schema).is_valid(summary)


@pytest.mark.parametrize("args", [
    ["m234567p345s2355", "--ron", "s4+", "--riichi", "--dora", "m1"],  # fu and han
    ["m123p11,z555+,z666=,z777-"],  # pao: the liable player's mark
    ["m19p19s19z1234567m1"],  # thirteen-sided: a double yakuman
    ["m111999p345s2355", "--ron", "s4+", "--riichi", "--players", "3", "--kita", "2"],
])
def test_majiang_results(run: Run, args: list[str]) -> None:
    record = _json(run, "score", *args, "-f", "majiang")
    schema = schema_bundle.load("majiang")
    jsonschema.validate(record, schema)
    # a result is either a yakuman's (damanguan) or one with fu and fanshu, never both
    mixed = dict(record, damanguan=1, fu=30, fanshu=2)
    assert not Draft202012Validator(schema).is_valid(mixed)


def test_batch_majiang_records(run: Run) -> None:
    mixed = (Path(__file__).parents[2] / "examples" / "mixed.txt").read_text()
    double = "m234567p345s2355 --ron s4 --seat S --from W --also 'm234567p345s2305 --seat E'\n"
    result = run("batch", "-f", "majiang", input=mixed + double)
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert {"result", "error"} <= {key for record in records for key in record}
    assert isinstance(records[-1]["result"], list)  # the double ron: two results
    schema = schema_bundle.load("batch_majiang_record")
    for record in records:
        jsonschema.validate(record, schema)
