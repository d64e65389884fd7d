"""The inputs of ``score`` and of a batch line: option texts split and read into the
hand, situation and rules (score_inputs, score_args), carried as one ScoreOptions.
"""
