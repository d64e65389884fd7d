"""mjcalc's command line: the Typer application, its commands, and their rendering.

The application lives in :mod:`calc_cli.app`; each command is one module of
:mod:`calc_cli.commands` that registers itself there. Its parts, depending one way:
``commands`` -> ``batch``, ``logs``, ``quiz`` -> ``views`` -> ``inputs`` -> the shared
modules here (``app``, ``errors``, ``options``, ``text``, ``names``, ``completion``,
``safe_io``). Rendering (tables, JSON, one-liners) is in :mod:`calc_cli.views`, error
reporting in :mod:`calc_cli.errors`.
"""
