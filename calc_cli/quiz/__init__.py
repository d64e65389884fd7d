"""``mjcalc quiz`` I/O: the terminal session (session), question sheets and graded
answers for scripts (sheet), and the saved progress (store). Deals and grading are in
:mod:`scoring.trainer.deal` and :mod:`scoring.trainer.grade`.
"""
