"""The rulebook's words in English, Russian, Finnish and Armenian.

Each language is a package of its own (:mod:`.en`, :mod:`.ru`, :mod:`.fi`, :mod:`.hy`)
holding its phrase table (``PHRASES``, merged from one module per walker: auction, diff,
prose, scores, tricks), which the walkers written once in :mod:`pitchspec.rulebook` read
(:mod:`pitchspec.rulebook.phrasing`); the other languages also hold the word functions of
their grammar (``words``, over ``grammar``), registered with
:func:`pitchspec.rulebook.phrasing.book`. Importing this package loads them all.
"""

from pitchspec.rulebook.languages import en, fi, hy, ru

__all__ = ["en", "fi", "hy", "ru"]
