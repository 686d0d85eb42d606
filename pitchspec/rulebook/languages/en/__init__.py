"""The rulebook in English: the phrase table the walkers read (auction, diff, prose,
scores, tricks)."""

from pitchspec.rulebook.languages.en import auction, diff, prose, scores, tricks
from pitchspec.rulebook.phrasing import Sentence, merged

PHRASES: dict[str, Sentence] = merged(auction.PHRASES, diff.PHRASES, prose.PHRASES,
                                      scores.PHRASES, tricks.PHRASES)
"""Every sentence and word the walkers written once ask for, by key."""

__all__ = ["PHRASES", "auction", "diff", "prose", "scores", "tricks"]
