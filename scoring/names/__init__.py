"""Other systems' names for what mjcalc scores: majiang-core's yaku names (``majiang``),
mjai's (``mjai``) and Mahjong Soul's (``mahjongsoul``).

Plain tables: they import nothing from ``scoring``. Importing this package imports none
of its modules.
"""
