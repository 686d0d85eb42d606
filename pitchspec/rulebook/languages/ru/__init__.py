"""The rulebook's phrase functions in Russian: one module per English module."""

from pitchspec.rulebook.languages.ru import auction, diff, prose, scores, tricks, words

__all__ = ["auction", "diff", "prose", "scores", "tricks", "words"]
