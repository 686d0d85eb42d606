"""Where two variants differ in play: a deal they settle differently, or a proof of none.

The top of the verifier, above :mod:`~pitchspec.smt.prove`. The two outcome models tied
to one deal (``diffpair``), the settling question with the cards forgotten
(``diffsettle``), one deal played under both variants (``diffplay``), and the search
that puts them together (``diff``: :func:`~pitchspec.smt.diff.diff.diff_variants`).
"""
