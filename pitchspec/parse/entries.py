"""A spec file as written: its header and entries (settings, blocks, drops,
claims), untyped until lowering gives them meaning.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from pitchspec.parse.claims import RawClaim
from pitchspec.parse.phrase import Phrase
from pitchspec.source import SourceFile, Span


class EntryKind(Enum):
    SETTING = "setting"
    BLOCK = "block"
    DROP = "drop"
    CLAIM = "claim"


@dataclass(frozen=True)
class Entry:
    """A setting (``key: phrases``), a block (``key { entries }``) or a drop."""

    kind: EntryKind
    key: str
    name: str | None
    label: str | None
    values: tuple[Phrase, ...]
    children: tuple[Entry, ...]
    span: Span = field(compare=False)
    key_span: Span = field(compare=False)
    doc: tuple[str, ...] = ()
    origin: str = ""
    claim: RawClaim | None = None
    """The body of a ``claim`` (EntryKind.CLAIM), else None."""

    @property
    def ident(self) -> tuple[str, str | None]:
        """What identifies the entry for overriding: its key and name."""
        return (self.key, self.name)

    @property
    def path(self) -> str:
        return self.key if self.name is None else f"{self.key} {self.name}"


@dataclass(frozen=True)
class SpecFile:
    """One parsed spec file: the header and its top-level entries."""

    source: SourceFile
    name: str
    title: str | None
    parent: str | None
    header_span: Span
    name_span: Span
    parent_span: Span | None
    doc: tuple[str, ...]
    entries: tuple[Entry, ...]
