"""Readers of game logs (issue 12): each ``read_<format>(text, source)`` yields the
:class:`scoring.game.game_record.Game` values a file holds; :mod:`.detect` names the format."""
