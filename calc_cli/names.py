"""Yaku names in the four languages, read from the yaku table (scoring/hand/yaku.py)."""

from __future__ import annotations


def yaku_name(yaku_id: str, lang: str) -> str:
    """The name of a yaku (or dora entry) in ``lang``; the id itself if it is unknown."""
    from scoring.hand.yaku import YAKU_BY_ID

    entry = YAKU_BY_ID.get(yaku_id)
    return yaku_id if entry is None else entry.name(lang)


def is_counted(yaku_id: str) -> bool:
    """True for dora-type entries, shown with their count (``Dora 2``)."""
    from scoring.hand.yaku import YAKU_BY_ID

    entry = YAKU_BY_ID.get(yaku_id)
    return entry is not None and entry.dora
