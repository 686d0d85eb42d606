"""Source files and spans: where in a ``.pitch`` file a model node came from."""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from pathlib import Path

from pitchspec.limits import read_bounded


@dataclass(frozen=True, order=True)
class Span:
    """A half-open character range in one source file, with 1-based line and column.

    Spans compare equal by position; model nodes exclude them from equality so two
    variants with the same rules compare equal wherever they were written.
    """

    file: str
    line: int
    column: int
    end_line: int
    end_column: int
    start: int = 0
    end: int = 0

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"

    def to_json(self) -> dict[str, object]:
        return {
            "file": self.file,
            "line": self.line,
            "column": self.column,
            "end_line": self.end_line,
            "end_column": self.end_column,
        }


NO_SPAN = Span("<builtin>", 0, 0, 0, 0)
"""Span of defaults the language supplies when a variant does not state a rule."""


@dataclass(frozen=True)
class SourceFile:
    """The text of one spec file with a line index for offset -> line:col conversion."""

    path: str
    text: str
    _line_starts: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        starts = [0]
        starts.extend(i + 1 for i, ch in enumerate(self.text) if ch == "\n")
        object.__setattr__(self, "_line_starts", tuple(starts))

    @classmethod
    def read(cls, path: Path | str, max_chars: int | None = None,
             what: str = "file") -> SourceFile:
        """A file's text as text mode reads it, bounded before it is read
        (:func:`pitchspec.limits.read_bounded`: TooLarge over ``max_chars``, default
        the largest input of any kind; NotAFile for a device, FIFO or folder)."""
        p = Path(path)
        return cls(str(p), read_bounded(p, what, max_chars))

    def position(self, offset: int) -> tuple[int, int]:
        """Return the 1-based (line, column) of a character offset."""
        offset = max(0, min(offset, len(self.text)))
        line = bisect.bisect_right(self._line_starts, offset) - 1
        return line + 1, offset - self._line_starts[line] + 1

    def span(self, start: int, end: int) -> Span:
        line, col = self.position(start)
        end_line, end_col = self.position(end)
        return Span(self.path, line, col, end_line, end_col, start, end)

    def line_text(self, line: int) -> str:
        """The text of a 1-based line, without its newline."""
        if line < 1 or line > len(self._line_starts):
            return ""
        start = self._line_starts[line - 1]
        if line == len(self._line_starts):
            return self.text[start:]
        return self.text[start:self._line_starts[line] - 1]
