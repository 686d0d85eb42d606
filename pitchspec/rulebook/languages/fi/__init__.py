"""The rulebook's phrase functions in Finnish: one module per English module."""

from pitchspec.rulebook.languages.fi import auction, diff, prose, scores, tricks, words

__all__ = ["auction", "diff", "prose", "scores", "tricks", "words"]
