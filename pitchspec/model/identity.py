"""Who a variant is: the notes its doc comments record and the sources it cites."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from pitchspec.model.spans import span_field as _span
from pitchspec.source import Span


class NoteKind(Enum):
    """What a doc comment records: plain prose, a choice made where the sources are
    unclear, or a point left unclear."""

    PROSE = "prose"
    CHOICE = "choice"
    UNCLEAR = "unclear"


@dataclass(frozen=True)
class Note:
    kind: NoteKind
    topic: str
    text: str
    origin: str
    span: Span = _span()


@dataclass(frozen=True)
class SourceRef:
    """A citation: which seed document and which part of it."""

    seed: str
    section: str
    span: Span = _span()
