"""Commands, one module each, named as the command: ``register(app)`` adds it.

A command module imports only typer and the standard library at module level (start-up,
issue 5); it wires options to the modules below and hands the result to a view.
"""
