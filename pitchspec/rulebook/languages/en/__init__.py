"""The rulebook's phrase table in English: one module per walker made one."""

from pitchspec.rulebook.languages.en import tricks
from pitchspec.rulebook.phrasing import Sentence

PHRASES: dict[str, Sentence] = {**tricks.PHRASES}
"""Every sentence and word the one-walker modules ask for, by key."""

__all__ = ["PHRASES", "tricks"]
