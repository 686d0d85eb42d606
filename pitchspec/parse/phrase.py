"""What a setting's value is made of, as written: a phrase of atoms (words, numbers,
ranges, fractions, strings), each with its span.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from pitchspec.source import Span


class AtomKind(Enum):
    NAME = "name"
    INT = "int"
    RANGE = "range"
    FRACTION = "fraction"
    STRING = "string"


@dataclass(frozen=True)
class Atom:
    """One word, number, range, fraction or string inside a phrase."""

    kind: AtomKind
    text: str
    span: Span = field(compare=False)

    @property
    def value(self) -> str:
        return self.text[1:-1] if self.kind is AtomKind.STRING else self.text


@dataclass(frozen=True)
class Phrase:
    atoms: tuple[Atom, ...]
    span: Span = field(compare=False)

    def __str__(self) -> str:
        return " ".join(a.text for a in self.atoms)
