"""Edits of a spec's text by its structure: where an entry starts and ends, the blocks
around a place, and the text edits that write a setting, add a value, or take an
entry out, keeping the layout ``pitchspec fmt`` gives (two spaces per block).

An edit is ``(start, end, new)`` in character offsets of the text.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from pitchspec.lsp.lexer import words
from pitchspec.lsp.where import end_of
from pitchspec.parse import Entry, EntryKind, Phrase, SpecFile
from pitchspec.vocabulary import TOP, Section

Edit = tuple[int, int, str]
Chain = tuple[Entry, ...]
"""An entry with the blocks around it, outermost first."""

INDENT = "  "


@dataclass(frozen=True)
class Spec:
    """A parsed spec with its text."""

    spec: SpecFile
    text: str

    # ------------------------------------------------------------ where things are

    def close(self, block: Entry) -> int:
        """The offset of the ``}`` closing a block (the text's end if none)."""
        depth = 0
        for word in words(self.text[block.span.end - 1:]):
            if word.kind == "open":
                depth += 1
            elif word.kind == "close":
                depth -= 1
                if depth == 0:
                    return block.span.end - 1 + word.start
        return len(self.text)

    def extent(self, entry: Entry) -> tuple[int, int]:
        """Where an entry's text starts and ends (a block: its ``}`` included)."""
        if entry.kind is EntryKind.BLOCK:
            return entry.span.start, self.close(entry) + 1
        return entry.span.start, end_of(entry)

    def chain_at(self, offset: int) -> Chain:
        """The entries around ``offset``, outermost first (empty outside all)."""
        chain: Chain = ()
        entries = self.spec.entries
        while True:
            inside = next((e for e in entries if _within(self.extent(e), offset)), None)
            if inside is None:
                return chain
            chain = (*chain, inside)
            entries = inside.children

    def top(self, key: str) -> Entry | None:
        """The top-level block with this key."""
        return next((e for e in self.spec.entries
                     if e.key == key and e.kind is EntryKind.BLOCK), None)

    # ------------------------------------------------------------ edits

    def delete(self, entry: Entry) -> Edit:
        """Take an entry out: its whole lines (with its doc comment) when it stands on
        lines of its own, else only its text."""
        start, end = self.extent(entry)
        first, stop = _line_start(self.text, start), _line_end(self.text, end)
        after = self.text[end:stop].strip()
        if self.text[first:start].strip() or (after and not after.startswith("//")):
            return start, end, ""
        while first > 0:
            above = _line_start(self.text, first - 1)
            if not self.text[above:first].strip().startswith("///"):
                break
            first = above
        return first, min(stop + 1, len(self.text)), ""

    def insert(self, block: Entry, line: str) -> Edit | None:
        """A line written as the last entry of a block (None for a one-line block)."""
        close = self.close(block)
        if _line_start(self.text, close) <= block.span.start:
            return None
        anchor = self.extent(block.children[-1])[1] if block.children else block.span.end
        head = _line_start(self.text, block.span.start)
        indent = self.text[head:block.span.start] + INDENT
        at = _line_end(self.text, anchor)
        return (at, at, f"\n{indent}{line}") if at < close else None

    def create(self, section: str, line: str) -> Edit:
        """A new top-level block at the end of the text holding one line."""
        end = len(self.text)
        lead = "" if self.text.endswith("\n") else "\n"
        return end, end, f"{lead}\n{section} {{\n{INDENT}{line}\n}}\n"


def values_edit(entry: Entry, new: str) -> Edit:
    """Replace all of a setting's values."""
    return entry.values[0].span.start, entry.values[-1].span.end, new


def append_edit(entry: Entry, value: str) -> Edit:
    """One more value at the end of a setting's list."""
    end = entry.values[-1].span.end
    return end, end, f", {value}"


def without_value(entry: Entry, phrase: Phrase) -> Edit:
    """A value taken out of a setting's list with its comma."""
    index = next(i for i, v in enumerate(entry.values) if v is phrase)  # equal is not same
    if index > 0:
        return entry.values[index - 1].span.end, phrase.span.end, ""
    if len(entry.values) > 1:
        return phrase.span.start, entry.values[1].span.start, ""
    return phrase.span.start, phrase.span.end, ""


def apply(text: str, edits: Iterable[Edit]) -> str:
    """The text with the edits made (they must not overlap)."""
    for start, end, new in sorted(edits, key=lambda e: (e[0], e[1]), reverse=True):
        text = text[:start] + new + text[end:]
    return text


def section_of(chain: Chain) -> Section | None:
    """The vocabulary section of the innermost block of a chain of blocks."""
    section: Section | None = TOP
    for entry in chain:
        section = section.block(entry.key) if section is not None else None
    return section


def sections_with(key: str) -> list[str]:
    """The top-level sections that have a setting ``key``."""
    return [s.key for s in TOP.blocks if s.setting(key) is not None]


def children(entry: Entry, key: str) -> Iterator[Entry]:
    return (c for c in entry.children if c.key == key)


def _within(extent: tuple[int, int], offset: int) -> bool:
    return extent[0] <= offset < extent[1] or offset == extent[0]


def _line_start(text: str, offset: int) -> int:
    return text.rfind("\n", 0, offset) + 1


def _line_end(text: str, offset: int) -> int:
    stop = text.find("\n", offset)
    return len(text) if stop < 0 else stop
