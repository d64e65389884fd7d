"""Views: what the commands print (tables, one-liners, JSON records, explanations), fitted
to the terminal (fit). Views take results; they read no options and no input.
"""
