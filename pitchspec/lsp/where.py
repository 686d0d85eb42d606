"""What lies under the cursor in a parsed spec: the header's names, or an entry's key,
name or one of its values, with the blocks around it.

>>> from pitchspec.parse import parse
>>> from pitchspec.source import SourceFile
>>> text = 'variant x extends pitch\\nbidding {\\n  bids: 2..4\\n}\\n'
>>> spec, _ = parse(SourceFile("x.pitch", text))
>>> spot = at(spec, text.index("2..4"))
>>> spot.part, spot.path, str(spot.phrase)
('value', 'bidding.bids', '2..4')
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from pitchspec.parse import Entry, Phrase, SpecFile
from pitchspec.source import Span


@dataclass(frozen=True)
class Spot:
    """The thing under the cursor: ``part`` is ``key``, ``name``, ``value``, ``variant``
    (the header's name), ``extends`` (the parent's name) or ``keyword``."""

    part: str
    span: Span
    chain: tuple[Entry, ...] = ()
    phrase: Phrase | None = None

    @property
    def entry(self) -> Entry | None:
        return self.chain[-1] if self.chain else None

    @property
    def path(self) -> str:
        """The meaning's path: ``bidding.bid.at``; the header's own settings are bare."""
        return ".".join(e.key for e in self.chain)


def inside(span: Span, offset: int) -> bool:
    """Whether the cursor touches the span (its end counts: the cursor after a word)."""
    return span.start <= offset <= span.end and span.line > 0


def at(spec: SpecFile, offset: int) -> Spot | None:
    """The spot under ``offset``, innermost first; None on blank space or a comment."""
    if spec.parent_span is not None and inside(spec.parent_span, offset):
        return Spot("extends", spec.parent_span)
    if inside(spec.name_span, offset):
        return Spot("variant", spec.name_span)
    if inside(spec.header_span, offset):
        after = offset > spec.name_span.end and spec.parent_span is not None
        return Spot("extends" if after else "keyword", spec.header_span)
    for chain in walk(spec.entries):
        found = _in_entry(chain, offset)
        if found is not None:
            return found
    return None


def walk(entries: tuple[Entry, ...], above: tuple[Entry, ...] = ()) -> Iterator[tuple[Entry, ...]]:
    """Every entry with the blocks around it, outermost first."""
    for entry in entries:
        chain = (*above, entry)
        yield chain
        yield from walk(entry.children, chain)


def _in_entry(chain: tuple[Entry, ...], offset: int) -> Spot | None:
    entry = chain[-1]
    if inside(entry.key_span, offset):
        return Spot("key", entry.key_span, chain)
    for phrase in entry.values:
        if inside(phrase.span, offset):
            return Spot("value", phrase.span, chain, phrase)
    for term in entry.claim.terms() if entry.claim is not None else ():
        if inside(term.span, offset):  # a claim's term means what the registry says
            return Spot("value", term.span, chain, term.words)
    name = _name_span(entry)
    if name is not None and inside(name, offset):
        return Spot("name", name, chain)
    return None


def _name_span(entry: Entry) -> Span | None:
    """The span from the key's end to the end of the entry's header line (name, label)."""
    if entry.name is None or entry.span.file != entry.key_span.file:
        return None
    first = entry.values[0].span.start if entry.values else entry.span.end
    return Span(entry.span.file, entry.key_span.end_line, entry.key_span.end_column,
                entry.key_span.end_line, entry.key_span.end_column,
                entry.key_span.end + 1, first)


def find(entries: tuple[Entry, ...], idents: tuple[tuple[str, str | None], ...]) -> Entry | None:
    """The entry reached by following ``(key, name)`` idents down the blocks."""
    found: Entry | None = None
    for ident in idents:
        found = next((e for e in entries if e.ident == ident), None)
        if found is None:
            return None
        entries = found.children
    return found


def end_of(entry: Entry) -> int:
    """Where the entry's text ends: its last value, or its last child's end."""
    return max([entry.span.end, *(v.span.end for v in entry.values),
                *(end_of(c) for c in entry.children)])
