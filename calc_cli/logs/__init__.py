"""``mjcalc log`` I/O: where logs are read from (input), the records a replay yields
(records), and the SQLite store (db). The replay itself is in :mod:`scoring.game.replay`.
"""
