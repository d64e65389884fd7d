"""Hand notation: text to domain objects (``scoring.hands``) and back.

Tiles
    Prefix form (電脳麻将, seed 002): a suit letter ``m p s`` then digits ``1``-``9``,
    ``0`` being the red five; honors ``z1``-``z7`` (East South West North, white, green,
    red). A prefix group takes every digit up to the next letter: ``m78p405667``.
    Suffix form (tenhou, "mpsz"): digits then the suit letter: ``78m405667p``, ``1z``-``7z``.
    Honor letters (seed 000): ``E S W N`` winds, ``P`` white, ``F`` green, ``C`` red.
    ``r5m r5p r5s``: red fives (seed 003).
    All of these mix freely. A prefix group ends at the next letter of any kind, and a
    letter tile or an ``r5`` tile is a complete tile of its own, so digits after one of
    them start a suffix group: ``78m405667ps34577m9`` is ``78m`` ``405667p`` ``s34577``
    ``m9``; ``p4r5p5667p`` is ``p4`` ``r5p`` ``5667p``; ``m123E456p`` is ``m123`` ``E``
    ``456p``. (``m123456p`` is one prefix group ``m123456`` and a ``p`` without digits.)
    No spaces inside a part.

Source marks
    ``+`` shimocha (the next player), ``=`` toimen (opposite), ``-`` kamicha (previous).
    A mark follows the tile it marks, right after its digit or letter (``m3-45``,
    ``3-45m``, ``F=FF``, ``r5m+``). In suffix form it may also follow the suit letter; it
    then marks the group's last tile (``666z=`` is ``666=z``). A tile takes one mark.

Hand
    The concealed part, then the melds in call order, each after a comma (spaces and tabs
    are allowed around commas and at both ends). With ``k`` melds, the concealed part
    holds:

    * ``14 - 3k`` tiles, one of them marked: that tile is the winning tile by ron, from
      the player the mark names (``m123p456s789z11m44m4+`` wins on ``m4`` from shimocha);
    * ``14 - 3k`` tiles, none marked: the last tile written is the winning tile, drawn
      (tsumo): ``m78p405667s34577m9`` wins on ``m9``;
    * ``13 - 3k`` tiles, none marked: a hand still waiting, without a winning tile.

    A kan counts as three tiles here, like every meld.

Melds (in any of the tile spellings above)
    * chi: three tiles in a run of one suit, one marked ``-`` (only the previous player's
      discard can be called for a chi): ``m3-45``, ``m34-0``, ``3-45m``;
    * pon: three of a kind, one marked: ``z666=``, ``m505=`` (red five from the hand),
      ``m550=`` (red five called), ``666=z``, ``F=FF``;
    * open kan (daiminkan): four of a kind with the mark on the tile written last:
      ``m5550+``;
    * added kan (shouminkan): four of a kind with the mark on another tile; the tiles up
      to the third are the pon as called and the last one is the tile added:
      ``s505+5``, ``z111=1`` (as majiang-core writes it), ``z6=666`` (the pon ``z6=66``,
      then ``6``);
    * closed kan (ankan): four of a kind, no mark: ``z1111``, ``m5550``, ``EEEE``.

    A chi of honors, a chi from another seat, mixed tiles in a pon or kan, a called meld
    without a mark and a meld of other than 3 or 4 tiles are refused.

Canonical form (``format_hand``)
    Prefix form; concealed tiles sorted (a red five before the plain fives of its suit:
    ``p405667``), then the winning tile with its own suit letter and, for a ron, its mark,
    then the melds in canonical form (see ``format_meld``). ``parse_hand(format_hand(h))
    == h`` for every hand ``parse_hand`` accepts. For a drawn or waiting hand this is
    also the text majiang-core's ``Shoupai.toString()`` writes.

Errors
    ``scoring.errors.NotationError`` (text that is not notation) and
    ``scoring.errors.InvalidHandError`` (a hand that cannot exist: a fifth copy of a tile
    counting melds and the winning tile, more red fives than the rules have, a bad meld
    or one without its mark, a tile count that does not fit the melds, more than four
    melds). Their message starts
    with ``column N:`` (1-based) and says what was expected; ``position`` is the 0-based
    offset into ``text`` (both attributes are set whenever the problem has a place; an
    input longer than ``MAX_HAND_LENGTH`` is refused unread, without them). Codes:
    ``notation``, ``empty_hand``, ``input_too_long``; ``fifth_tile``, ``red_fives``,
    ``tile_count``, ``bad_meld``, ``too_many_melds``.
"""

from .reader import parse_hand, parse_tile, parse_tiles, parse_win_tile
from .syntax import MAX_HAND_LENGTH
from .writer import format_hand, format_meld, format_tile, format_tiles, format_win_tile

__all__ = [
    "MAX_HAND_LENGTH",
    "format_hand",
    "format_meld",
    "format_tile",
    "format_tiles",
    "format_win_tile",
    "parse_hand",
    "parse_tile",
    "parse_tiles",
    "parse_win_tile",
]
