"""A 牌譜's draws and discards read straight from its text (issue 30: a 牌譜 no slower per
game than the same game's mjlog).

majiang-core writes its 牌譜 as compact JSON (``JSON.stringify``), and nine messages in
ten are a draw or a discard: ``{"zimo":{"l":0,"p":"m3"}}``. Decoding each into two
dictionaries, and then looking up their keys, was most of the time of reading a 牌譜.
Here one regular expression cuts those messages out of the text, each becoming ``true``
in what the JSON decoder sees; the reader takes a ``true`` message for the next play cut
out. The value is then the one the whole text decodes to, with each such message
replaced, when

- the text has no ``true`` of its own (else the plain decoder reads it), and
- the reader takes exactly as many ``true`` messages as were cut out, in text order (a
  match elsewhere than among a round's messages leaves one untaken): ``true`` stands at
  the place of a value in the decoded text, and putting back there the object it stands
  for, itself a JSON value, gives the original text; it too is JSON, of the same value.

The reader checks the second condition after the last game, and reads the text again
with the plain decoder when it fails or anything goes wrong; so a file is read as the
plain decoder reads it, whatever is in it.
"""

from __future__ import annotations

import json
import re
from typing import Any, Final

#: a draw (``zimo``, ``gangzimo``) or discard (``dapai``) as majiang-core writes it: the
#: seat one digit, the tile a spelling of letters, digits and marks (no escape in it),
#: ``l`` first or ``p`` first (majiang-core's own files have both). The group is the
#: text inside the message's braces (one group, not one a field: a fifth faster).
_SPELLING: Final = r'"[0-9a-z_*+=\-]+"'
PLAY: Final = re.compile(r'\{("(?:zimo|gangzimo|dapai)":\{(?:"l":[0-9],"p":' + _SPELLING
                         + r'|"p":' + _SPELLING + r',"l":[0-9])\})\}')
#: a play's fields, from PLAY's group
_FIELDS: Final = re.compile(r'"(\w+)":\{(?:"l":([0-9]),"p":"([^"]+)"|"p":"([^"]+)","l":([0-9]))\}')

#: what a cut-out play becomes in the text decoded (a JSON value, and no 牌譜 message)
STAND_IN: Final = "true"


class StraightPlays:
    """The plays cut out of a text, taken in text order by the reader."""

    def __init__(self, pieces: list[str]) -> None:
        #: ``PLAY.split``'s list: the text before each play, then the play
        self.pieces = pieces
        self.next_place = 1

    def take(self) -> str:
        """The next play's text (what PLAY's group matched: :func:`play_fields` reads
        it); IndexError when every play was taken."""
        place = self.next_place
        self.next_place = place + 2
        return self.pieces[place]

    def all_taken(self) -> bool:
        """Whether the reader took every play, and no more."""
        return self.next_place == len(self.pieces)


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


def decode(text: str) -> Any:
    """``json.loads(text)``, or a :class:`StraightDocument` when the text has plays that
    can be cut out. Raises what ``json.loads(text)`` raises."""
    pieces: list[str] = PLAY.split(text)
    if len(pieces) > 1 and not _stand_in_written(pieces):
        try:
            return StraightDocument(json.loads(STAND_IN.join(pieces[::2])),
                                    StraightPlays(pieces))
        except (ValueError, RecursionError):
            pass  # the plain decoder says what is wrong with the text
    return json.loads(text)


def _stand_in_written(pieces: list[str]) -> bool:
    """Whether the text between the plays has a ``true`` of its own (one put in their
    places cannot make another: no end of ``true`` is also a start of it). Most of it is
    the comma between two plays: looked at piece by piece, not as a whole joined (a
    count over it took 1.5% of mjcalc log's time on a 牌譜)."""
    for place in range(0, len(pieces), 2):
        between = pieces[place]
        if len(between) >= len(STAND_IN) and STAND_IN in between:
            return True
    return False
