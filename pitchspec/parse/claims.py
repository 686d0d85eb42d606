"""A claim's body as written (``claim "words": every deal where ...``): its terms,
comparisons, and/or/not, untyped until lowering looks each term up in the claim
vocabulary; and the name a claim without one is given.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from pitchspec.parse.phrase import Phrase
from pitchspec.source import Span


@dataclass(frozen=True)
class RawTerm:
    """A claim's term as written: words and numbers (``points per deal``, ``bid 4``),
    given a meaning by the ``properties`` vocabulary while lowering."""

    words: Phrase
    span: Span = field(compare=False)


@dataclass(frozen=True)
class RawCompare:
    """``term OP term``, OP one of ``<= >= != < > =``."""

    left: RawTerm
    op: str
    right: RawTerm
    span: Span = field(compare=False)


@dataclass(frozen=True)
class RawJunction:
    """``a and b and ...`` (``op`` 'and') or ``a or b or ...`` ('or')."""

    op: str
    parts: tuple[RawExpr, ...]
    span: Span = field(compare=False)


@dataclass(frozen=True)
class RawNot:
    part: RawExpr
    span: Span = field(compare=False)


RawExpr = RawTerm | RawCompare | RawJunction | RawNot


@dataclass(frozen=True)
class RawClaim:
    """A claim's body as written: its quantifier (``every deal``, ``some deal``, ``no
    deal``; None when left out) and its condition."""

    quantifier: str | None
    condition: RawExpr
    span: Span = field(compare=False)
    quantifier_span: Span | None = field(default=None, compare=False)
    text: str = field(default="", compare=False)
    """The body as written, its spaces collapsed (for reports and the rulebook)."""

    def terms(self) -> Iterator[RawTerm]:
        """Every term of the condition, left to right."""
        stack: list[RawExpr] = [self.condition]
        while stack:
            node = stack.pop()
            if isinstance(node, RawTerm):
                yield node
            elif isinstance(node, RawCompare):
                stack += [node.right, node.left]
            elif isinstance(node, RawNot):
                stack.append(node.part)
            else:
                stack += reversed(node.parts)


def slug(words: str) -> str:
    """A claim's name made from its words: lower case, runs of anything but letters
    and digits as one ``_`` (``"Never two winners!"`` -> ``never_two_winners``)."""
    import re

    return re.sub(r"[^a-z0-9]+", "_", words.lower()).strip("_") or "claim"
