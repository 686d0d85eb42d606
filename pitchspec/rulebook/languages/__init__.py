"""The rulebook's phrase functions in Russian, Finnish and Armenian.

Each language is a package of its own (:mod:`.ru`, :mod:`.fi`, :mod:`.hy`) with one
module per English module of phrase functions (words, prose, auction, tricks, scores,
diff), written for that language's grammar over the same model and registered with
:func:`pitchspec.rulebook.phrasing.book`. Importing this package registers them all.
"""

from pitchspec.rulebook.languages import en, fi, hy, ru

__all__ = ["en", "fi", "hy", "ru"]
