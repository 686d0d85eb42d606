"""The rulebook's phrase functions in Russian: one module per English module."""

from pitchspec.rulebook.languages.ru import auction, diff, prose, scores, tricks, words
from pitchspec.rulebook.phrasing import Sentence

PHRASES: dict[str, Sentence] = {**auction.PHRASES, **scores.PHRASES, **tricks.PHRASES}
"""The phrase table the one-walker modules read (auction, scores and tricks so far), by key."""

__all__ = ["PHRASES", "auction", "diff", "prose", "scores", "tricks", "words"]
