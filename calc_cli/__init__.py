"""mjcalc's command line: the Typer application, its commands, and their rendering.

The application lives in :mod:`calc_cli.app`; each command is one ``cmd_*`` module that
registers itself there. Rendering (tables, JSON, one-liners) is in :mod:`calc_cli.render`
and error reporting in :mod:`calc_cli.errors`.
"""
