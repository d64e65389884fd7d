"""A hand at the table, before it wins: what it waits on (``waits``), whether a win on it
is forbidden by furiten (``furiten``), whether it counts as tenpai at an exhaustive draw
(``waits.is_tenpai_for_draw``) and which discard leaves it best (``efficiency``).

Uses the shared vocabulary and ``scoring.hand`` (shanten, shapes, the scorer for the
value of each wait). Importing this package imports none of its modules.
"""
