"""The views of ``mjcalc quiz``: a question, a verdict with the part of the ``--explain``
view that settles it, the summary of a session, the saved progress.

Tiles are written in the notation; with ``--tiles unicode`` also as the Unicode Mahjong
Tiles block (U+1F000-U+1F02B, Unicode 5.1), which has no red five: the notation line
stays above it. Colour (green right, red wrong) only when asked for by the caller, which
turns it off for a pipe, ``NO_COLOR`` and ``--no-color``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from ..inputs.score_inputs import SEAT_LABELS
from ..text import columns
from .explain import fu_table, points_text
from .score import describe_win, hit_label, hit_value, tile_list

if TYPE_CHECKING:
    from scoring.hand.score_result import ScoreResult
    from scoring.hands import Hand
    from scoring.table.efficiency import EfficiencyReport
    from scoring.tiles import Tile
    from scoring.trainer.discard import DiscardDeal
    from scoring.trainer.grade import Verdict
    from scoring.trainer.progress import Progress

#: what each drill asks, as the prompt shows it.
PROMPTS: Final = {
    "fu": "Fu (rounded)?",
    "han": "Han (or yakuman)?",
    "points": "Points, as called (1000/2000, 2000 all, 7700)?",
    "yaku": "Yaku (names separated by commas)?",
    "waits": "Waits of the hand before its winning tile?",
    "discard": "Discard which tile (most tiles left wins)?",
}
#: the widest a discard explanation gets, whatever the terminal (issue 32: 80 columns).
MAX_WIDTH: Final = 80
_FLAG_WORDS: Final = ("riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan",
                      "chankan")
_GREEN: Final = "\033[32m"
_RED: Final = "\033[31m"
_RESET: Final = "\033[0m"


def unicode_tile(tile: Tile) -> str:
    """The Unicode glyph of a tile (a red five shows as a five)."""
    kind = tile.kind
    if kind < 9:
        return chr(0x1F007 + kind)  # characters (man) 1-9
    if kind < 18:
        return chr(0x1F019 + kind - 9)  # circles (pin) 1-9
    if kind < 27:
        return chr(0x1F010 + kind - 18)  # bamboos (sou) 1-9
    if kind < 31:
        return chr(0x1F000 + kind - 27)  # winds East South West North
    return chr((0x1F006, 0x1F005, 0x1F004)[kind - 31])  # white, green, red dragon


def unicode_tiles(tiles: Sequence[Tile]) -> str:
    """Tiles as Unicode glyphs, one after the other."""
    return "".join(unicode_tile(t) for t in tiles)


def _hand_lines(hand: Hand, waiting: bool, unicode: bool) -> list[list[str]]:
    from grammar.writer import format_meld, format_tiles

    concealed = format_tiles(hand.concealed)
    rows = [["Hand", concealed if waiting else f"{concealed} + {hand.win_tile}"]]
    if unicode:
        glyphs = unicode_tiles(hand.concealed)
        if not waiting and hand.win_tile is not None:
            glyphs += " " + unicode_tile(hand.win_tile)
        rows.append(["", glyphs])
    if hand.melds:
        rows.append(["Melds", "  ".join(format_meld(m) for m in hand.melds)])
        if unicode:
            rows.append(["", "  ".join(unicode_tiles(m.tiles) for m in hand.melds)])
    return rows


def question_view(number: int, drill: str, result: ScoreResult, unicode: bool) -> str:
    """A question: the hand (before its winning tile for the waits drill) and its
    situation, then what is asked."""
    s = result.situation
    waiting = drill == "waits"
    rows = _hand_lines(result.hand, waiting, unicode)
    if not waiting:
        rows.append(["Win", describe_win(result)])
    dealer = " (dealer)" if s.seat == 0 else ""
    rows.append(["Seat", f"{SEAT_LABELS[s.seat]}{dealer}, {SEAT_LABELS[s.round_wind]} round"])
    if not waiting:
        rows.append(["Dora", "indicators " + tile_list(s.dora_indicators)])
        if s.ura_indicators:
            rows.append(["Ura", "indicators " + tile_list(s.ura_indicators)])
        flags = [name.replace("_", " ") for name in _FLAG_WORDS if getattr(s, name)]
        if flags:
            rows.append(["Also", ", ".join(flags)])
        if s.honba or s.deposits:
            rows.append(["Sticks", f"{s.honba} honba, {s.deposits} riichi"])
    return f"Question {number} ({drill})\n{columns(rows)}\n{PROMPTS[drill]}"


def discard_question_view(number: int, dealt: DiscardDeal, unicode: bool) -> str:
    """A discard question: the 13 tiles and the one just drawn, the seat and the dora
    indicator (the copies in sight count), then what is asked."""
    s = dealt.situation
    rows = _hand_lines(dealt.hand, False, unicode)
    rows[0][1] = rows[0][1].replace(" + ", " + drew ")
    dealer = " (dealer)" if s.seat == 0 else ""
    rows.append(["Seat", f"{SEAT_LABELS[s.seat]}{dealer}, {SEAT_LABELS[s.round_wind]} round"])
    rows.append(["Dora", "indicators " + tile_list(s.dora_indicators)])
    return f"Question {number} (discard)\n{columns(rows)}\n{PROMPTS['discard']}"


def discard_part(report: EfficiencyReport, given: str, width: int | None = None) -> str:
    """What settles a discard answer: the shanten, the improving tiles and how many are
    left for the discard given and for each of the best, then why the best is best
    (the sentence of ``mjcalc efficiency --explain``). ``given`` is the verdict's
    reading of the answer; at most ``width`` (or :data:`MAX_WIDTH`) columns."""
    from scoring.trainer.discard import option_text, right_options

    from .efficiency import state_words, tiles_words, why
    from .fit import fitted_table, wrap_text

    limit = MAX_WIDTH if width is None else min(width, MAX_WIDTH)
    right = right_options(report)
    rows = [["best", str(o.discard), state_words(o.shanten), str(o.count), tiles_words(o)]
            for o in right]
    mine = [o for o in report.options if option_text(o) == given and o not in right]
    rows += [["yours", str(o.discard), state_words(o.shanten), str(o.count),
              tiles_words(o)] for o in mine]
    headers = ["", "Discard", "Shanten", "Left", "Improving tiles:left"]
    table = fitted_table(rows, headers, limit, wrap=[4],
                         colalign=["left", "left", "left", "right", "left"])
    return f"{table}\n{wrap_text('Why: ' + why(report), limit)}"


def paint(text: str, correct: bool, color: bool) -> str:
    """``text`` in green (right) or red (wrong) when ``color``."""
    if not color:
        return text
    return f"{_GREEN if correct else _RED}{text}{_RESET}"


def yaku_table(result: ScoreResult, lang: str) -> str:
    """The yaku with their han, and the total."""
    best = result.best
    rows = [[hit_label(hit, lang, count=False), hit_value(hit)] for hit in best.yaku]
    total = "yakuman" if best.yakuman else f"{best.han} han"
    return f"{columns(rows, ['Yaku', 'Han'], right=(1,))}\nTotal {total}."


def waits_text(result: ScoreResult) -> str:
    """Each waiting tile of the hand before its winning tile, with its wait types."""
    from scoring.tiles import kind_name
    from scoring.trainer.grade import waits_with_types

    rows = [[kind_name(kind), ", ".join(types)]
            for kind, types in waits_with_types(result.hand)]
    return columns(rows, ["Wait", "Type"])


def settling_part(drill: str, result: ScoreResult, lang: str) -> str:
    """The part of the ``--explain`` view that settles an answer of ``drill`` on a
    winning hand (the discard drill's: :func:`discard_part`). The points are settled by
    the yaku with their han, the fu items and their total, then the payments: the
    points come from all three."""
    if drill == "fu":
        return "How the fu are counted\n" + fu_table(result.best)
    if drill == "han":
        return yaku_table(result, lang)
    if drill == "points":
        return "\n\n".join([
            yaku_table(result, lang), "How the fu are counted\n" + fu_table(result.best),
            "How the points are counted\n" + points_text(result)])
    if drill == "yaku":
        return yaku_table(result, lang)
    return waits_text(result)


def verdict_view(verdict: Verdict, subject: ScoreResult | EfficiencyReport, lang: str,
                 color: bool) -> str:
    """Right, or wrong with the right answer, the hint, and the settling part
    (``subject``: the scored hand, or for the discard drill the efficiency report)."""
    from scoring.hand.score_result import ScoreResult

    from .fit import output_width, wrap_text

    word = "Right" if verdict.correct else "Wrong"
    line = f"{word}: {verdict.expected}" + ("." if verdict.correct
                                            else f", not {verdict.given}.")
    if verdict.note:
        line += f" ({verdict.note})"
    # wrapped at a terminal's width (a pipe gets it whole), then the word painted
    line = paint(word, verdict.correct, color) + wrap_text(line, output_width())[len(word):]
    if verdict.correct:
        return line

    if isinstance(subject, ScoreResult):
        return f"{line}\n{settling_part(verdict.drill, subject, lang)}"
    return f"{line}\n{discard_part(subject, verdict.given)}"


def running_score(session: Progress) -> str:
    """``Score 3/4, streak 2``."""
    return f"Score {session.right}/{session.answered}, streak {session.streak}"


def weakest_lines(progress: Progress, count: int = 5) -> list[str]:
    """The weakest items, one a line: ``kanchan wait +2 fu: missed 3 of 4``."""
    from scoring.trainer.grade import item_label

    return [f"  {item_label(name)}: missed {r.missed} of {r.seen}"
            for name, r in progress.weakest(count)]


def summary_view(session: Progress) -> str:
    """The end of a session: score, best streak, weakest items."""
    if not session.answered:
        return "No answers this session."
    share = round(100 * session.right / session.answered)
    lines = [f"{session.right} of {session.answered} right ({share}%), best streak "
             f"{session.best_streak}."]
    weak = weakest_lines(session)
    if weak:
        lines += ["Weakest items:", *weak]
    return "\n".join(lines)


def stats_view(progress: Progress, path: str) -> str:
    """The saved progress (``mjcalc quiz --stats``)."""
    if not progress.answered:
        return f"No progress saved yet ({path})."
    share = round(100 * progress.right / progress.answered)
    lines = [f"Progress in {path}",
             f"{progress.sessions} session(s), {progress.right} of {progress.answered} "
             f"right ({share}%), best streak {progress.best_streak}."]
    weak = weakest_lines(progress, 10)
    if weak:
        lines += ["Weakest items:", *weak]
    return "\n".join(lines)
