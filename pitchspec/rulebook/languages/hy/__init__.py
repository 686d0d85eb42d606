"""The rulebook in Armenian: the phrase table the walkers read (auction, diff, prose,
scores, tricks), and the word functions of its grammar (words, over grammar)."""

from pitchspec.rulebook.languages.hy import auction, diff, prose, scores, tricks, words
from pitchspec.rulebook.phrasing import Sentence, merged

PHRASES: dict[str, Sentence] = merged(auction.PHRASES, diff.PHRASES, prose.PHRASES,
                                      scores.PHRASES, tricks.PHRASES)
"""Every sentence and word the walkers written once ask for, by key."""

__all__ = ["PHRASES", "auction", "diff", "prose", "scores", "tricks", "words"]
