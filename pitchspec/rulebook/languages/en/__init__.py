"""The rulebook's phrase table in English: one module per walker made one."""

from pitchspec.rulebook.languages.en import auction, scores, tricks
from pitchspec.rulebook.phrasing import Sentence

PHRASES: dict[str, Sentence] = {**auction.PHRASES, **scores.PHRASES, **tricks.PHRASES}
"""Every sentence and word the one-walker modules ask for, by key."""

__all__ = ["PHRASES", "auction", "scores", "tricks"]
