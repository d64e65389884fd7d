#!/usr/bin/env python3
"""A mutation fuzzer for the game-log readers (issue 33): mjlog, tenhou6, mjai, paipu.

No atheris needed: each input is a real or fixture log of the format
(``tests/fixtures/logs``) changed by a few mutations, some that know the format (a JSON
value replaced by one of another type or out of range, a key dropped, a list cut or
nested deeply; an XML attribute given a bad value, an element repeated or cut, an entity
declared) and some that do not (bytes flipped, inserted, cut). Each input is read and
replayed as ``mjcalc log`` does (:func:`replay`: the read boundary, the rules, every
record, and a SQLite ``--db``), sometimes with ``--input-format`` forced to another
format, and a sample of them goes through the command itself in a subprocess.

What must hold: reading a hostile log raises nothing but an ``MjcalcError`` (a
``bad_log``, a rule the log states that the rules refuse...), and the command exits 0,
1 or 2 with no ``internal`` error. Every other exception is a failure: it is printed
once per place it was raised from, and the input kept in ``fuzz/out/``.

Run one format for a time (see fuzz/README.md)::

    nice python fuzz/fuzz_mjlog.py --seconds 180 --seed 1
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from calc_cli.logs.db import LogDatabase  # noqa: E402
from calc_cli.logs.input import GZIP_MAGIC, gunzip  # noqa: E402
from calc_cli.logs.records import game_rules, log_records  # noqa: E402
from grammar.logs.detect import LOG_FORMATS, detect_format  # noqa: E402
from grammar.logs.paipu import read_paipu  # noqa: E402
from grammar.logs.paipu_plays import StraightDocument, decode  # noqa: E402
from grammar.logs.read import ReaderFailure, read_games  # noqa: E402
from scoring.errors import MjcalcError  # noqa: E402

FIXTURES = ROOT / "tests" / "fixtures" / "logs"
OUT = ROOT / "fuzz" / "out"

#: values a JSON field is replaced with: each type, edges of every range a field has.
JSON_VALUES: list[Any] = [
    None, True, False, 0, 1, -1, 3, 4, 5, 9, 16, 60, 99, 136, 2 ** 31, -2 ** 63, 10 ** 30,
    0.5, -0.0, 1e308, "", "x", "5", "-1", "和了", "流局", "c1213", "p151515", "r60", "\ud800",
    [], [None], [0, 0, 0, 0], ["a", "b", "c", "d", "e", "f"], [[]], {}, {"x": 1},
    {"type": "none"}, "1" * 5000,
]
#: values an XML attribute is given.
XML_VALUES = ["", "x", "-1", "4", "9", "16", "136", "99999999999999999999", "0,0",
              "1,2,3", ",", "0,,0", "-5,-5,-5,-5,-5,-5", "1e5", "%zz", "\u3000", "0x10",
              "1" * 400]


def seeds(fmt: str) -> list[tuple[str, str]]:
    """(name, text) of every fixture log of format ``fmt`` (gzip inflated)."""
    found = []
    for path in sorted(FIXTURES.rglob("*")):
        if not path.is_file() or path.name.startswith("."):
            continue
        data = path.read_bytes()
        if data[:2] == GZIP_MAGIC:
            data = gunzip(data, str(path))
        try:
            text = data.decode("utf-8-sig")
            if detect_format(text, str(path)) == fmt:
                found.append((path.name, text))
        except (UnicodeDecodeError, MjcalcError):
            continue
    return found


# ---- mutations -------------------------------------------------------------------------

def _json_paths(value: Any, path: tuple[Any, ...] = (), out: list[tuple[Any, ...]] | None = None,
                depth: int = 0) -> list[tuple[Any, ...]]:
    """Every path to a value inside a JSON value (containers' children)."""
    out = [] if out is None else out
    out.append(path)
    if depth > 12:
        return out
    if isinstance(value, dict):
        for key, child in value.items():
            _json_paths(child, (*path, key), out, depth + 1)
    elif isinstance(value, list):
        for index, child in enumerate(value):
            _json_paths(child, (*path, index), out, depth + 1)
    return out


def _get(value: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        value = value[step]
    return value


def _fresh_value(rng: random.Random) -> Any:
    """One of :data:`JSON_VALUES`, a copy: a later mutation must change neither the table
    nor another place holding the same list (json.dumps: "Circular reference detected")."""
    return copy.deepcopy(rng.choice(JSON_VALUES))


def mutate_json_value(rng: random.Random, value: Any) -> Any:
    """``value`` with one place changed: replaced, dropped, cut, repeated or nested."""
    paths = _json_paths(value)
    path = rng.choice(paths)
    if not path:
        return _fresh_value(rng) if rng.random() < 0.2 else value
    parent = _get(value, path[:-1])
    key = path[-1]
    old = parent[key]
    action = rng.randrange(8)
    if action <= 2:
        parent[key] = _fresh_value(rng)
    elif action == 3 and isinstance(old, int) and not isinstance(old, bool):
        parent[key] = old + rng.choice((-100, -5, -1, 1, 4, 12, 1000))
    elif action == 4:
        del parent[key]
    elif action == 5 and isinstance(old, list) and old:
        parent[key] = old[:rng.randrange(len(old))] if rng.random() < 0.5 else old + old[:3]
    elif action == 6 and isinstance(old, str):
        parent[key] = old[:rng.randrange(len(old) + 1)] + rng.choice(("", "0", "x", "p", "r"))
    else:  # nested deeply: a marker that _dumps writes out after json.dumps
        parent[key] = f"@@NEST{rng.choice((2, 50, 3000, 100000))}@@"
    return value


_NEST = re.compile(r'"@@NEST(\d+)@@"')


def _dumps(value: Any, compact: bool = False) -> str:
    """``value`` as JSON, each nesting marker written as that many nested lists;
    ``compact``: with no spaces, as majiang-core and tenhou.net write it (a 牌譜's plays
    are then cut out of its text: grammar/logs/paipu_plays.py)."""
    text = json.dumps(value, ensure_ascii=False,
                      separators=(",", ":") if compact else None)
    return _NEST.sub(lambda m: "[" * int(m.group(1)) + "0" + "]" * int(m.group(1)), text)


def mutate_json_text(rng: random.Random, text: str) -> str:
    """A JSON document (or JSON Lines, one line at a time) with a few values changed."""
    lines = text.splitlines()
    if len(lines) > 1 and all(line.strip().startswith("{") for line in lines if line.strip()):
        for _ in range(rng.randint(1, 3)):
            index = rng.randrange(len(lines))
            try:
                value = json.loads(lines[index])
            except (ValueError, RecursionError):  # a line an earlier mutation broke
                continue
            lines[index] = _dumps(mutate_json_value(rng, value))
        if rng.random() < 0.1:  # a line repeated or dropped
            index = rng.randrange(len(lines))
            lines.insert(index, lines[index]) if rng.random() < 0.5 else lines.pop(index)
        return "\n".join(lines) + "\n"
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return text
    for _ in range(rng.randint(1, 3)):
        value = mutate_json_value(rng, value)
    return _dumps(value, compact=rng.random() < 0.5)


_ATTRIBUTE = re.compile(r'(\w+)="([^"]*)"')
_ELEMENT = re.compile(r"<[A-Za-z][^>]*/>")


def mutate_xml_text(rng: random.Random, text: str) -> str:
    """An mjlog with attributes given bad values, elements repeated, dropped or cut,
    or an entity declared and used."""
    for _ in range(rng.randint(1, 3)):
        action = rng.randrange(6)
        if action <= 2:
            found = list(_ATTRIBUTE.finditer(text))
            if found:
                match = rng.choice(found)
                value = rng.choice(XML_VALUES) if rng.random() < 0.7 else (
                    match.group(2) + rng.choice((",", ",0", "0", "-")))
                text = f"{text[:match.start(2)]}{value}{text[match.end(2):]}"
        elif action == 3:
            found = list(_ELEMENT.finditer(text))
            if found:
                match = rng.choice(found)
                extra = match.group() * rng.randint(1, 3) if rng.random() < 0.6 else ""
                text = text[:match.start()] + extra + text[match.end():]
        elif action == 4:
            found = list(_ELEMENT.finditer(text))
            if found:
                match = rng.choice(found)
                tag = rng.choice(("N", "AGARI", "INIT", "RYUUKYOKU", "REACH", "DORA", "UN",
                                  "GO", "T200", "D", "X"))
                text = text[:match.start()] + re.sub(r"^<\w+", f"<{tag}", match.group()) + \
                    text[match.end():]
        else:
            depth = rng.choice((2, 10, 40))
            entities = '<!ENTITY a0 "xxxxxxxxxx">' + "".join(
                f'<!ENTITY a{i} "{"&a" + str(i - 1) + ";" * 1}{"&a" + str(i - 1) + ";"}">'
                for i in range(1, depth))
            start = text.find("<mjloggm")
            if start >= 0:
                text = (text[:start] + f"<!DOCTYPE mjloggm [{entities}]>" + text[start:]
                        ).replace('<UN ', f'<UN n0="&a{depth - 1};" ', 1)
    return text


def mutate_bytes(rng: random.Random, data: bytes) -> bytes:
    """A few bytes flipped, inserted or cut: format-blind damage."""
    buffer = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        if not buffer:
            break
        at = rng.randrange(len(buffer))
        action = rng.randrange(4)
        if action == 0:
            buffer[at] = rng.randrange(256)
        elif action == 1:
            buffer[at:at] = rng.choice((b"[", b"{", b"<", b'"', b",", b"\xff", b"\x00",
                                        b"9", b"-", b"\n"))
        elif action == 2:
            del buffer[at:at + rng.randint(1, 40)]
        else:
            del buffer[at:]
    return bytes(buffer)


def mutate(rng: random.Random, fmt: str, text: str) -> bytes:
    """One fuzz input made from a seed log of format ``fmt``."""
    choice = rng.random()
    if choice < 0.75:
        changed = mutate_xml_text(rng, text) if fmt == "mjlog" else mutate_json_text(rng, text)
        data = changed.encode("utf-8", "surrogatepass")
        if rng.random() < 0.15:
            data = mutate_bytes(rng, data)
    elif choice < 0.95:
        data = mutate_bytes(rng, text.encode("utf-8"))
    else:  # deeply nested JSON, whatever the format
        data = (b"[" * rng.choice((100, 1000, 100000))) + b'{"log": 1, "name": 2}'
    return data


# ---- running ---------------------------------------------------------------------------

def replay(data: bytes, name: str, forced: str | None, database: LogDatabase | None) -> None:
    """Read and replay ``data`` as ``mjcalc log`` would (``calc_cli.commands.log``'s
    replay_file, with the text in hand): MjcalcError is the only way out allowed."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return  # read_log_text's bad_log: nothing of the readers to try
    if forced in (None, "paipu"):
        straight_alike(text, name)
    for game in read_games(text, name, forced):
        rules = game_rules(game, None, {})
        records = list(log_records(game, rules, commands=True))
        for record in records:
            json.dumps(record, ensure_ascii=False)
        if database is not None:
            database.add_game(game, records, rules.preset)


class ReadDifferently(Exception):
    """A 牌譜 read otherwise with its plays cut out than as the plain decoder's value."""


def outcome(games: Any) -> tuple[list[Any], str | None]:
    """The games read before reading stopped, and why it stopped (None: it did not)."""
    read: list[Any] = []
    try:
        for game in games:
            read.append(game)
    except MjcalcError as err:
        return read, str(err)
    return read, None


def straight_alike(text: str, name: str) -> None:
    """Raise ReadDifferently unless ``text`` read as a 牌譜 with its plays cut out gives
    what its plain JSON value gives (the same games, or the same error after them)."""
    try:
        if not isinstance(decode(text), StraightDocument):
            return
        value = json.loads(text)
    except (ValueError, RecursionError):
        return  # not JSON: refused the same way both ways
    straight, plain = outcome(read_paipu(text, name)), outcome(read_paipu(text, name, value))
    if straight != plain:
        raise ReadDifferently(f"straight {len(straight[0])} games, {straight[1]!r}; plain "
                              f"{len(plain[0])} games, {plain[1]!r}")


def through_command(data: bytes, forced: str | None) -> str | None:
    """Run ``mjcalc log`` on ``data`` in a subprocess: what went wrong, or None."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "input.log"
        path.write_bytes(data)
        args = [sys.executable, "-m", "calc_cli", "log", str(path), str(path),
                "--db", str(Path(folder) / "db.sqlite")]
        if forced:
            args += ["--input-format", forced]
        out = subprocess.run(args, capture_output=True, timeout=120, check=False,
                             env={**os.environ, "PYTHONPATH": str(ROOT)})
    errors = out.stderr.decode("utf-8", "replace")
    if out.returncode not in (0, 1, 2) or "error[internal]" in errors or "Traceback" in errors:
        return f"exit {out.returncode}: {errors.strip()[-300:]}"
    return None


def place(err: BaseException) -> str:
    """Where an exception was raised: its type and its innermost frame in our code."""
    frames = [f for f in traceback.extract_tb(err.__traceback__)
              if "/grammar/" in f.filename or "/scoring/" in f.filename
              or "/calc_cli/" in f.filename]
    frame = frames[-1] if frames else None
    where = f"{Path(frame.filename).name}:{frame.lineno}" if frame else "?"
    return f"{type(err).__name__} at {where}"


def run(fmt: str, seed: int, seconds: float | None = None, count: int | None = None,
        command_every: int = 0, report: Callable[[str], None] = print,
        keep: bool = True, largest: int | None = None) -> dict[str, Any]:
    """Fuzz format ``fmt`` for ``seconds`` or ``count`` inputs; the tally:
    ``runs``, ``inputs`` (distinct), ``commands`` (subprocess runs), ``refused`` (a
    MjcalcError), of them ``boundary`` (another exception the read boundary turned into
    bad_log, counted by ``boundary_places``), ``failures`` (inputs that raised anything
    but a MjcalcError, or a command that failed) and their ``places``."""
    rng = random.Random(seed)
    pool = [(name, text) for name, text in seeds(fmt)
            if largest is None or len(text) <= largest]  # largest: quick runs (tests)
    if not pool:
        raise SystemExit(f"no fixture log of format {fmt}")
    start = time.monotonic()
    tally: dict[str, Any] = {"runs": 0, "inputs": 0, "commands": 0, "refused": 0,
                             "boundary": 0, "failures": 0, "places": {},
                             "boundary_places": {}}
    seen: set[int] = set()
    while True:
        if count is not None and tally["runs"] >= count:
            break
        if seconds is not None and time.monotonic() - start >= seconds:
            break
        name, text = rng.choice(pool)
        data = mutate(rng, fmt, text)
        forced = rng.choice([f for f in LOG_FORMATS if f != fmt]) if rng.random() < 0.05 else (
            fmt if rng.random() < 0.1 else None)
        tally["runs"] += 1
        if hash(data) in seen:
            continue
        seen.add(hash(data))
        tally["inputs"] += 1
        database = LogDatabase(":memory:") if rng.random() < 0.2 else None
        try:
            replay(data, f"{fmt}-fuzz/{name}", forced, database)
        except MjcalcError as err:
            tally["refused"] += 1
            if isinstance(err, ReaderFailure):
                # caught only at the read boundary (grammar/logs/read.py): no failure, but
                # a field the reader itself could check with grammar/logs/fields.py
                tally["boundary"] += 1
                where = place(err.cause)
                tally["boundary_places"][where] = tally["boundary_places"].get(where, 0) + 1
        except Exception as err:  # what must never happen: a non-mjcalc exception
            tally["failures"] += 1
            where = place(err)
            if where not in tally["places"]:
                tally["places"][where] = f"{type(err).__name__}: {str(err)[:200]}"
                report(f"FAIL {fmt} run {tally['runs']}: {where}: {str(err)[:200]}")
                if keep:
                    OUT.mkdir(parents=True, exist_ok=True)
                    (OUT / f"log-{fmt}-{tally['runs']}.bin").write_bytes(data)
        finally:
            if database is not None:
                database.connection.close()
        if command_every and tally["runs"] % command_every == 0:
            tally["commands"] += 1
            problem = through_command(data, forced)
            if problem is not None:
                tally["failures"] += 1
                report(f"FAIL {fmt} run {tally['runs']} (command): {problem}")
                if keep:
                    OUT.mkdir(parents=True, exist_ok=True)
                    (OUT / f"log-{fmt}-{tally['runs']}-command.bin").write_bytes(data)
    tally["seconds"] = round(time.monotonic() - start, 1)
    return tally


def main(fmt: str) -> None:
    """The command line of one format's fuzzer."""
    parser = argparse.ArgumentParser(description=f"Fuzz the {fmt} log reader.")
    parser.add_argument("--seconds", type=float, default=180)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--command-every", type=int, default=100,
                        help="run every Nth input through `mjcalc log` too (0: never)")
    args = parser.parse_args()
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 1000))
    tally = run(fmt, args.seed, seconds=args.seconds, command_every=args.command_every)
    places = tally.pop("places")
    boundary = tally.pop("boundary_places")
    print(json.dumps({"format": fmt, "seed": args.seed, **tally}))
    for where, what in places.items():
        print(f"  failure: {where}: {what}")
    for where, times in sorted(boundary.items(), key=lambda pair: -pair[1]):
        print(f"  caught at the boundary: {where}: {times}")
    raise SystemExit(1 if tally["failures"] else 0)


if __name__ == "__main__":  # pragma: no cover
    main(sys.argv.pop(1) if len(sys.argv) > 1 and sys.argv[1] in LOG_FORMATS else "mjlog")
