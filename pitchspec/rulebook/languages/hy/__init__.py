"""The rulebook's phrase functions in Armenian: one module per English module."""

from pitchspec.rulebook.languages.hy import auction, diff, prose, scores, tricks, words

__all__ = ["auction", "diff", "prose", "scores", "tricks", "words"]
