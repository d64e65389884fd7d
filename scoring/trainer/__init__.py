"""The trainer (``mjcalc quiz``): dealing questions (``deal`` for scoring drills,
``discard`` for the discard drill), grading answers (``grade``) and what a learner has yet
to learn (``progress``).

Uses the shared vocabulary, ``scoring.hand`` and ``scoring.table``. Importing this package
imports none of its modules.
"""
