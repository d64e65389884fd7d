"""A learner's progress in the trainer: answers, streaks, and each learning item's record.

Pure data (the file is read and written by ``calc_cli.quiz_store``). Each learning item
(:func:`scoring.trainer.grade.learning_items`) keeps how often it came up and how often it
was held against the learner. Its *miss rate* ``missed / (seen + 1)`` is 0 for an item
never seen and nears the plain rate as answers accumulate (the +1 keeps one unlucky
answer from counting as certain weakness). :meth:`Progress.weigh` makes a hand holding
items with a high miss rate likelier to be dealt; :meth:`Progress.weakest` lists them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from .deal import Deal
from .discard import DiscardDeal, discard_items
from .grade import Verdict, learning_items

#: how much a missed item weighs a hand up: a hand holding an item missed every time
#: is 1 + BOOST times as likely to be picked as one whose items are all known.
BOOST: Final = 6.0
FORMAT_VERSION: Final = 1


@dataclass
class ItemRecord:
    """How often one learning item came up, and how often it was missed."""

    seen: int = 0
    missed: int = 0

    @property
    def miss_rate(self) -> float:
        """``missed / (seen + 1)``: 0 for an item never seen or never missed."""
        return self.missed / (self.seen + 1)


@dataclass
class Progress:
    """Answers, right answers, streaks and the learning items' records."""

    answered: int = 0
    right: int = 0
    streak: int = 0
    best_streak: int = 0
    sessions: int = 0
    items: dict[str, ItemRecord] = field(default_factory=dict)

    def record(self, verdict: Verdict) -> None:
        """Count one graded answer."""
        self.answered += 1
        if verdict.correct:
            self.right += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0
        for item in (*verdict.items, *(m for m in verdict.missed if m not in verdict.items)):
            entry = self.items.setdefault(item, ItemRecord())
            entry.seen += 1
            if item in verdict.missed:
                entry.missed += 1

    def miss_rate(self, item: str) -> float:
        """The miss rate of an item (0 if never seen)."""
        entry = self.items.get(item)
        return 0.0 if entry is None else entry.miss_rate

    def weigh(self, deal: Deal | DiscardDeal, drill: str) -> float:
        """The weight of a candidate deal for ``drill``: 1, plus BOOST times the highest
        miss rate among the items it teaches."""
        items = (discard_items(deal.report) if isinstance(deal, DiscardDeal)
                 else learning_items(deal.result, drill))
        rates = [self.miss_rate(item) for item in items]
        return 1.0 + BOOST * max(rates, default=0.0)

    def weakest(self, count: int = 5) -> list[tuple[str, ItemRecord]]:
        """The items missed most (by miss rate, then misses), at most ``count``."""
        missed = [(name, r) for name, r in self.items.items() if r.missed]
        missed.sort(key=lambda pair: (-pair[1].miss_rate, -pair[1].missed, pair[0]))
        return missed[:count]

    def to_json(self) -> dict[str, Any]:
        """The progress as a JSON-ready object (the progress file)."""
        return {
            "version": FORMAT_VERSION, "answered": self.answered, "right": self.right,
            "streak": self.streak, "best_streak": self.best_streak,
            "sessions": self.sessions,
            "items": {name: [r.seen, r.missed] for name, r in sorted(self.items.items())},
        }

    @classmethod
    def from_json(cls, data: Any) -> Progress:
        """The progress read back from :meth:`to_json`; ValueError if it does not fit."""
        if not isinstance(data, dict) or data.get("version") != FORMAT_VERSION:
            raise ValueError("not a progress record of this version")
        counts = {}
        for key in ("answered", "right", "streak", "best_streak", "sessions"):
            value = data.get(key, 0)
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise ValueError(f"{key}: not a count")
            counts[key] = value
        if counts["right"] > counts["answered"] or counts["streak"] > counts["best_streak"] \
                or counts["best_streak"] > counts["answered"]:
            # "100 of 3 right (3333%)": counts no session could have made
            raise ValueError("right answers and streaks must not exceed the answers")
        items = data.get("items", {})
        if not isinstance(items, dict):
            raise ValueError("items: not an object")
        records: dict[str, ItemRecord] = {}
        for name, pair in items.items():
            if (not isinstance(pair, list) or len(pair) != 2
                    or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0
                               for n in pair) or pair[1] > pair[0]):
                raise ValueError(f"items.{name}: not [seen, missed]")
            records[str(name)] = ItemRecord(pair[0], pair[1])
        return cls(counts["answered"], counts["right"], counts["streak"],
                   counts["best_streak"], counts["sessions"], records)
