"""The counting of ``mjcalc log``'s summary, compiled (issue 30): the summary's class stays
plain Python (its instances go between ``--jobs`` workers by pickle), and counting each
record's fields there, interpreted, was a fortieth of reading and replaying a game."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any


def count_records(records: Sequence[Mapping[str, Any]], events: dict[str, int],
                  agreed: dict[str, int], compared: dict[str, int],
                  field_agreed: dict[str, int]) -> int:
    """Count one game's records: each event's kind and whether it agrees with the log,
    each field the log records and whether it agrees; the skipped games (records of
    kind ``skipped``, not counted) are returned."""
    skipped = 0
    for record in records:
        kind: str = record["kind"]
        if kind == "skipped":
            skipped += 1
            continue
        events[kind] = events.get(kind, 0) + 1
        agreed[kind] = agreed.get(kind, 0) + (1 if record["agree"] else 0)
        diff = record["diff"]
        for name in record["recorded"]:
            if name != "kind":
                compared[name] = compared.get(name, 0) + 1
                field_agreed[name] = field_agreed.get(name, 0) + (0 if name in diff else 1)
    return skipped


def add_counts(into: dict[str, int], counts: Mapping[str, int]) -> None:
    """Add ``counts`` to ``into`` key by key, a count of 0 kept (``Counter.update``, without
    its calls of Python code: the main process of ``log --jobs`` merges every file's)."""
    for key, count in counts.items():
        into[key] = into.get(key, 0) + count
