"""Self-contained schemas (issue 32): every file in calc_cli/schemas/ validates with a plain
``jsonschema.validate(instance, schema)``, so none may ``$ref`` another file.

A schema that uses part of another keeps a copy of that part in its own ``$defs`` under a
name that says where it comes from: ``score.preset`` is ``$defs/preset`` of
score.schema.json, ``score.properties.limit`` its ``properties/limit``, ``score`` the
whole of it (its own ``$defs`` copied beside it as ``score.NAME``). :func:`bundle` builds a
schema's copies afresh from the files they come from; tests/cli/test_json_schemas.py
checks that every shipped file equals its bundle (a copy left stale fails), and
``python tests/schema_bundle.py`` rewrites the files after a schema is edited (a ``$ref``
written as ``score.schema.json#/$defs/seat`` in an edited file becomes a copy).
"""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path
from typing import Any

SCHEMAS = Path(__file__).parents[1] / "calc_cli" / "schemas"
SUFFIX = ".schema.json"


def stems() -> list[str]:
    """The schemas' names: ``score`` for score.schema.json."""
    return sorted(path.name.removesuffix(SUFFIX) for path in SCHEMAS.glob(f"*{SUFFIX}"))


def load(stem: str) -> dict[str, Any]:
    """A shipped schema as it is on disk."""
    schema: dict[str, Any] = json.loads((SCHEMAS / f"{stem}{SUFFIX}").read_text("utf-8"))
    return schema


def _key(stem: str, parts: list[str]) -> str:
    if not parts:
        return stem
    if parts[0] == "$defs" and len(parts) == 2:
        return f"{stem}.{parts[1]}"
    return ".".join([stem, *parts])


def _is_copy(name: str, known: set[str]) -> bool:
    return "." in name or name in known


class _Bundle:
    def __init__(self, host: str) -> None:
        self.host = host
        self.known = set(stems())
        self.needed: dict[str, Any] = {}
        self.queue: list[str] = []

    def need(self, key: str) -> str:
        if key not in self.needed:
            self.needed[key] = None
            self.queue.append(key)
        return f"#/$defs/{key}"

    def rewrite(self, node: Any, source: str) -> Any:
        """``node`` of schema ``source`` with every reference made local to the host."""
        if isinstance(node, list):
            return [self.rewrite(item, source) for item in node]
        if not isinstance(node, dict):
            return node
        out = {key: self.rewrite(value, source) for key, value in node.items()}
        ref = node.get("$ref")
        if isinstance(ref, str):
            out["$ref"] = self.local(ref, source)
        return out

    def local(self, ref: str, source: str) -> str:
        target, _, pointer = ref.partition("#")
        parts = [part for part in pointer.split("/") if part]
        if target:  # another file
            return self.need(_key(target.removesuffix(SUFFIX), parts))
        if parts[:1] == ["$defs"] and _is_copy(parts[1], self.known):
            return self.need(parts[1])  # already a copy: one name in every file
        if source == self.host:
            return ref
        return self.need(_key(source, parts))

    def content(self, key: str) -> Any:
        stem, *parts = key.split(".")
        schema = load(stem)
        if not parts:
            node = {k: v for k, v in schema.items() if k not in ("$schema", "$id", "$defs")}
        elif parts[0] == "properties":
            node = schema["properties"][parts[1]]
        else:
            node = schema["$defs"][parts[0]]
        return self.rewrite(copy.deepcopy(node), stem)


def bundle(host: str) -> dict[str, Any]:
    """Schema ``host`` with its copies of other schemas' parts built afresh."""
    state = _Bundle(host)
    schema = load(host)
    known = state.known
    own = {name: value for name, value in schema.get("$defs", {}).items()
           if not _is_copy(name, known)}
    out = state.rewrite({k: v for k, v in schema.items() if k != "$defs"}, host)
    defs = {name: state.rewrite(value, host) for name, value in own.items()}
    while state.queue:
        key = state.queue.pop()
        state.needed[key] = state.content(key)
    defs.update(sorted(state.needed.items()))
    if defs:
        out["$defs"] = defs
    return out


def main() -> int:
    """Rewrite every schema as its bundle (after an edit)."""
    bundled = {stem: bundle(stem) for stem in stems()}
    for stem, schema in bundled.items():
        text = json.dumps(schema, indent=2, ensure_ascii=False) + "\n"
        (SCHEMAS / f"{stem}{SUFFIX}").write_text(text, "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
