"""How ``mjcalc log`` shows its records: JSON Lines, one short line per event, a game sheet
per game (``-f table``), and the summary of a run (issue 12)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from grammar.records import json_text

from ..names import yaku_name
from .fit import fitted_table, output_width, wrap_command
from .log_counts import add_counts, count_records


@dataclass
class Summary:
    """What a run has seen: games, events, agreement per field, files that failed."""

    files: int = 0
    games: int = 0
    skipped: int = 0
    incomplete: list[str] = field(default_factory=list)
    events: Counter[str] = field(default_factory=Counter)
    agreed: Counter[str] = field(default_factory=Counter)
    compared: Counter[str] = field(default_factory=Counter)
    field_agreed: Counter[str] = field(default_factory=Counter)
    unreadable: int = 0

    def add_game(self, meta: dict[str, Any], records: Sequence[dict[str, Any]]) -> None:
        """Count one game and its records."""
        self.games += 1
        if meta.get("stopped_at"):
            self.incomplete.append(f"{meta['file']} game {meta['game']}: stops at "
                                   f"{meta['stopped_at']}")
        self.skipped += count_records(records, self.events, self.agreed, self.compared,
                                      self.field_agreed)

    def merge(self, other: Summary) -> None:
        """Add ``other``'s counts (another file's, counted in a ``--jobs`` worker) to these;
        its incomplete games follow these."""
        self.files += other.files
        self.games += other.games
        self.skipped += other.skipped
        self.incomplete += other.incomplete
        # added key by key, not with +: a Counter's + drops the counts that are 0
        add_counts(self.events, other.events)
        add_counts(self.agreed, other.agreed)
        add_counts(self.compared, other.compared)
        add_counts(self.field_agreed, other.field_agreed)
        self.unreadable += other.unreadable

    @property
    def disagreements(self) -> int:
        """Events that do not agree with the log."""
        return sum(self.events.values()) - sum(self.agreed.values())

    def as_dict(self) -> dict[str, Any]:
        """The summary as one JSON object."""
        return {
            "summary": True, "files": self.files, "unreadable_files": self.unreadable,
            "games": self.games, "skipped_games": self.skipped,
            "incomplete_games": self.incomplete,
            "events": {k: {"total": self.events[k], "agree": self.agreed[k]}
                       for k in ("win", "draw", "end", "error")},
            "fields": {k: {"compared": self.compared[k], "agree": self.field_agreed[k]}
                       for k in sorted(self.compared)},
        }

    def lines(self) -> list[str]:
        """The summary as lines of text."""
        out = [f"{self.files} file(s), {self.games} game(s)"
               + (f", {self.skipped} skipped" if self.skipped else "")
               + (f", {self.unreadable} unreadable file(s)" if self.unreadable else "")]
        for kind, noun in (("win", "wins"), ("draw", "draws"), ("end", "game ends")):
            out.append(f"{noun}: {self.events[kind]}, agree {self.agreed[kind]}")
        if self.events["error"]:  # rounds whose play cannot happen (replay errors)
            out.append(f"rounds that cannot be played: {self.events['error']}")
        if self.compared:
            out.append("fields: " + ", ".join(
                f"{k} {self.field_agreed[k]}/{self.compared[k]}" for k in sorted(self.compared)))
        out += [f"incomplete: {text}" for text in self.incomplete]
        return out


def json_line(record: dict[str, Any]) -> str:
    """One record as a JSON line (the text of json.dumps with ``ensure_ascii=False`` and
    compact separators)."""
    return json_text(record)


def _value(scored: dict[str, Any]) -> str:
    if scored.get("yakuman"):
        return f"yakuman x{scored['yakuman']} {scored.get('points')}"
    if "points" in scored and "fu" in scored:
        return f"{scored['fu']}fu {scored['han']}han {scored['points']}"
    return ""


def _verdict(record: dict[str, Any], lang: str = "en") -> str:
    if record["kind"] == "error":
        return f"ERROR ({record['reason']})"
    if record["agree"]:
        return "agree"
    text = "DISAGREE " + ",".join(record["diff"])
    if "reason" in record:
        text += f" ({record['reason']})"
    elif "yaku" in record["diff"]:
        text += f" ({_yaku_difference(record, lang)})"
    return text.rstrip()


def _yaku_difference(record: dict[str, Any], lang: str) -> str:
    """The yaku only one side counts, named in ``lang`` with their han: ``log: Dora 2;
    mjcalc: Dora 1, Kita 1``."""
    recorded = [tuple(y) for y in record["recorded"].get("yaku") or ()]
    scored = [tuple(y) for y in record["scored"].get("yaku") or ()]

    def named(entries: list[tuple[Any, ...]], other: list[tuple[Any, ...]]) -> str:
        only = [e for e in entries if e not in other]
        return ", ".join(f"{yaku_name(str(e[0]), lang)} {e[1]}" for e in only) or "-"

    return f"log: {named(recorded, scored)}; mjcalc: {named(scored, recorded)}"


def short_line(record: dict[str, Any], lang: str = "en") -> str:
    """One event on one line: where, what, the scored value and the verdict (the yaku a
    disagreement is about named in ``lang``)."""
    where = f"{record['file']}#{record['game']}"
    if record["kind"] == "skipped":
        return f"{where} skipped: {record['reason']}"
    if record["kind"] == "end":
        points = record["scored"].get("points")
        shown = " ".join(f"{p:+.1f}" for p in points) if points else ""
        return f"{where} end {shown} {_verdict(record)}"
    head = f"{where} {record['round']}-{record['honba']}"
    if record["kind"] == "error":
        return f"{head} error {_verdict(record)}"
    if record["kind"] == "draw":
        deltas = record["scored"].get("deltas") or []
        return (f"{head} draw {record['scored']['kind']} "
                f"{' '.join(f'{d:+d}' for d in deltas)} {_verdict(record)}")
    value = _value(record["scored"])
    return (f"{head} win seat {record['seat']} {record['hand']} {value} "
            f"{_verdict(record, lang)}")


def game_sheet(records: Sequence[dict[str, Any]], lang: str = "en") -> str:
    """A game's rounds as players read a score sheet: each event and the scores after it
    (start of the round plus the scored changes, or the recorded ones when unscored)."""
    rows: list[list[Any]] = []
    current: list[int] | None = None
    last_round: tuple[Any, Any] | None = None
    seats = max((len(r["scores"]) for r in records if r.get("scores")), default=4)
    for record in records:
        if record["kind"] in ("skipped", "end"):
            if record["kind"] == "end":
                points = record["scored"].get("points") or record["recorded"].get("points")
                rows.append(["end", "", "points", *(points or [""] * seats),
                             _verdict(record)])
            continue
        if (record["round"], record["honba"]) != last_round:
            current = list(record["scores"])
            last_round = (record["round"], record["honba"])
        assert current is not None
        deltas = record["scored"].get("deltas") or record["recorded"].get("deltas") or []
        for seat, delta in enumerate(deltas):
            current[seat] += delta
        what = (f"win seat {record['seat']} {_value(record['scored'])}"
                if record["kind"] == "win" else "error" if record["kind"] == "error"
                else f"draw {record['scored']['kind']}")
        rows.append([record["round"], record["honba"], what, *current,
                     _verdict(record, lang)])
    head = records[0]
    title = f"{head['file']} game {head['game']}"
    # one column a seat (three or four); at a narrow terminal the event text wraps
    headers = ["round", "honba", "event", *(f"seat {s}" for s in range(seats)), "check"]
    return title + "\n" + fitted_table(rows, headers, output_width(), wrap=(2,))


def render_records(records: list[dict[str, Any]], view: str, lang: str, width: int | None,
                   out: list[str]) -> None:
    """Append one game's records to ``out`` in ``view`` (``json``, ``short`` or ``table``:
    mjcalc log's --format), commands wrapped to ``width``."""
    if view == "json":
        out.extend(json_line(record) + "\n" for record in records)
    elif view == "short":
        for record in records:
            out.append(short_line(record, lang) + "\n")
            if record.get("command"):
                # a command too long for the terminal goes on with " \"
                out.append(wrap_command(record["command"], width, "  ") + "\n")
    elif records:
        out.append(game_sheet(records, lang) + "\n")
        for record in records:
            if record.get("command"):
                out.append(wrap_command(record["command"], width,
                                        f"  {record['round']}: ") + "\n")
        out.append("\n")
