"""One win: how a hand is read and scored.

The shapes a hand can be read as (``shapes``, ``suit_pieces``) and how far a hand is from
a win (``shanten``), the facts of a reading, its fu, yaku and han (``facts``, ``fu``,
``yaku``), points and payments (``points``, ``payments``), the scorer that ranks the
readings (``scorer``), the results it returns (``results``, ``score_result``) and why the
best reading won (``explanation``, ``reading_difference``); checks that a hand can exist
(``validate``), several winners on one discard (``multi_ron``) and one hand under several
rule books (``compare``).

Uses the shared vocabulary (``scoring.tiles``, ``hands``, ``situation``, ``rules``,
``errors``) and no other part. Importing this package imports none of its modules.
"""
