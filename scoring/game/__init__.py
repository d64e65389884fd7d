"""A whole game: the game record a log reader builds (``game_record``), its replay hand by
hand (``replay``), the settlement of a draw and of the game end (``settlement``) and the
comparison of what a log records with what the replay finds (``log_compare``).

Uses the shared vocabulary, ``scoring.names``, ``scoring.hand`` and ``scoring.table``.
Importing this package imports none of its modules.
"""
