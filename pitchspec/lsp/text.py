"""Offsets in a spec's text <-> LSP positions (0-based lines, columns in the client's units).

Spans count characters (code points); editors count UTF-16 code units unless they agree
on another encoding at ``initialize``, so a line holding "♠" or an emoji lands right.

>>> text = Text('a: "🂡" x')
>>> text.position(7).character, text.offset(text.position(7))
(8, 7)
"""

from __future__ import annotations

import bisect

from lsprotocol import types

UNITS = {"utf-8": "utf-8", "utf-16": "utf-16-le", "utf-32": "utf-32-le"}
"""The LSP position encodings and the Python codec whose bytes they count."""


class Text:
    """One document's text with its line starts."""

    def __init__(self, text: str, encoding: str = "utf-16") -> None:
        self.text = text
        self.encoding = encoding if encoding in UNITS else "utf-16"
        starts = [0]
        starts.extend(i + 1 for i, ch in enumerate(text) if ch == "\n")
        self._starts = starts

    def width(self, chars: str) -> int:
        """How many of the client's units ``chars`` take."""
        if self.encoding == "utf-32":
            return len(chars)
        size = 1 if self.encoding == "utf-8" else 2
        return len(chars.encode(UNITS[self.encoding], "surrogatepass")) // size

    def position(self, offset: int) -> types.Position:
        """The LSP position of a character offset."""
        offset = max(0, min(offset, len(self.text)))
        line = bisect.bisect_right(self._starts, offset) - 1
        start = self._starts[line]
        return types.Position(line, self.width(self.text[start:offset]))

    def range(self, start: int, end: int) -> types.Range:
        return types.Range(self.position(start), self.position(max(start, end)))

    def offset(self, position: types.Position) -> int:
        """The character offset of an LSP position (clamped to its line)."""
        if position.line >= len(self._starts):
            return len(self.text)
        start = self._starts[max(0, position.line)]
        stop = self.text.find("\n", start)
        line = self.text[start:] if stop < 0 else self.text[start:stop]
        units = 0
        for column, char in enumerate(line):
            units += self.width(char)
            if units > position.character:
                return start + column
        return start + len(line)
