"""The rulebook in English: the phrase table of the walkers written once (auction, diff,
scores, tricks)."""

from pitchspec.rulebook.languages.en import auction, diff, scores, tricks
from pitchspec.rulebook.phrasing import Sentence, merged

PHRASES: dict[str, Sentence] = merged(auction.PHRASES, diff.PHRASES, scores.PHRASES,
                                      tricks.PHRASES)
"""Every sentence and word the walkers written once ask for, by key."""

__all__ = ["PHRASES", "auction", "diff", "scores", "tricks"]
