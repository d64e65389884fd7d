"""A 牌譜's draws and discards read straight from its text (issue 30: a 牌譜 no slower per
game than the same game's mjlog).

majiang-core writes its 牌譜 as compact JSON (``JSON.stringify``), and nine messages in
ten are a draw or a discard: ``{"zimo":{"l":0,"p":"m3"}}``. Decoding each into two
dictionaries, and then looking up their keys, was most of the time of reading a 牌譜.
Here those messages are cut out of the text (split where one message ends and the next
begins, a piece between two such places that is a play being a whole message), each
becoming ``true`` in what the JSON decoder sees; the reader takes a ``true`` message for
the next play cut out. The value is then the one the whole text decodes to, with each
such message replaced, when

- the text has no ``true`` of its own (else the plain decoder reads it), and
- the reader takes exactly as many ``true`` messages as were cut out, in text order (a
  play cut out elsewhere than among a round's messages leaves one untaken): ``true``
  stands at the place of a value in the decoded text, and putting back there the object
  it stands for, itself a JSON value, gives the original text; it too is JSON, of the
  same value.

The reader checks the second condition after the last game, and reads the text again
with the plain decoder when it fails or anything goes wrong; so a file is read as the
plain decoder reads it, whatever is in it.
"""

from __future__ import annotations

import json
import re
from typing import Any, Final

#: what comes between two messages of a round as majiang-core writes them: the end of one
#: (its body's brace and its own), a comma, the start of the next and of its key
BETWEEN: Final = '}},{"'

#: a draw (``zimo``, ``gangzimo``) or discard (``dapai``) as majiang-core writes it, as it
#: stands between two BETWEENs (``zimo":{"l":0,"p":"m3"``): the seat one digit, the tile a
#: spelling of letters, digits and marks (no escape in it), ``l`` first or ``p`` first
#: (majiang-core's own files have both)
_SPELLING: Final = r'"[0-9a-z_*+=\-]+"'
PLAY: Final = re.compile(r'(?:zimo|gangzimo|dapai)":\{(?:"l":[0-9],"p":' + _SPELLING
                         + r'|"p":' + _SPELLING + r',"l":[0-9])')
#: a play's fields, from its text
_FIELDS: Final = re.compile(r'(\w+)":\{(?:"l":([0-9]),"p":"([^"]+)"|"p":"([^"]+)","l":([0-9]))')

#: what a cut-out play becomes in the text decoded (a JSON value, and no 牌譜 message)
STAND_IN: Final = "true"

#: the texts known to be plays (a game has a thousand plays, of a few hundred texts); at
#: most _MOST_KNOWN of them, whatever the files hold
_KNOWN: Final[set[str]] = set()
_MOST_KNOWN: Final = 4096


class StraightPlays:
    """The plays cut out of a text, taken in text order by the reader."""

    def __init__(self, plays: list[str]) -> None:
        self.plays = plays
        self.next_place = 0

    def take(self) -> str:
        """The next play's text (:func:`play_fields` reads it); IndexError when every play
        was taken."""
        place = self.next_place
        self.next_place = place + 1
        return self.plays[place]

    def all_taken(self) -> bool:
        """Whether the reader took every play, and no more."""
        return self.next_place == len(self.plays)


def play_fields(text: str) -> tuple[str, int, str]:
    """A play's kind (``zimo``, ``gangzimo``, ``dapai``), ``l`` and ``p``, from its text
    as :meth:`StraightPlays.take` gives it."""
    found = _FIELDS.fullmatch(text)
    assert found is not None  # PLAY matched it
    kind, seat, spelt, spelt_first, seat_after = found.groups()
    if seat is None:  # written "p" first
        seat, spelt = seat_after, spelt_first
    return kind, int(seat), spelt


class StraightDocument:
    """A text's JSON value with its plays cut out (see the module's docstring)."""

    def __init__(self, value: Any, plays: StraightPlays) -> None:
        self.value = value
        self.plays = plays


def _is_play(piece: str) -> bool:
    """Whether a piece of the text between two BETWEENs is a play (PLAY, whole)."""
    if piece in _KNOWN:
        return True
    if PLAY.fullmatch(piece) is None:
        return False
    if len(_KNOWN) < _MOST_KNOWN:
        _KNOWN.add(piece)
    return True


def decode(text: str) -> Any:
    """``json.loads(text)``, or a :class:`StraightDocument` when the text has plays that
    can be cut out. Raises what ``json.loads(text)`` raises.

    The text is split at each BETWEEN (``str.split``, several times faster than a regular
    expression matching each play): a piece between two of them that is a play is a whole
    message, ``{"`` before it and ``}}`` after it, and it is cut out with them."""
    pieces = text.split(BETWEEN)
    last = len(pieces) - 1
    rest: list[str] = [pieces[0]]
    plays: list[str] = []
    cut = False  # whether the piece before was cut out
    for place in range(1, len(pieces)):
        piece = pieces[place]
        play = place < last and _is_play(piece)
        # BETWEEN less the end of a message cut out before it and the start of this one
        rest.append(("," if cut else "}},") + ("" if play else '{"'))
        if play:
            rest.append(STAND_IN)
            plays.append(piece)
        else:
            if STAND_IN in piece:
                return json.loads(text)  # a true of the text's own: read plainly
            rest.append(piece)
        cut = play
    if plays and STAND_IN not in pieces[0]:
        try:
            return StraightDocument(json.loads("".join(rest)), StraightPlays(plays))
        except (ValueError, RecursionError):
            pass  # the plain decoder says what is wrong with the text
    return json.loads(text)
