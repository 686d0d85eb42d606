"""Rulebooks: each variant rendered as a page of reStructuredText, and the site around it.

``page.render`` is a pure function of a resolved variant and its :class:`Context`;
``site`` writes the generated pages of the documentation; ``pitchspec.sphinxext`` is
the thin Sphinx glue; ``lexer`` highlights ``.pitch`` files.
"""

from pitchspec.rulebook.context import Context, variant_label
from pitchspec.rulebook.page import render

__all__ = ["Context", "render", "variant_label"]
