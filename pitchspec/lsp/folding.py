"""Folding ranges: each block from its ``{`` line to the line above its ``}``, each run
of two or more comment lines, and each value list continued over several lines. Read
from the words of the text (:mod:`pitchspec.lsp.lexer`), so an unfinished text folds
too (a ``{`` never closed folds nothing).

>>> text = 'variant x\\n// a\\n// b\\nwinning {\\n  target: 11\\n  margin: 2\\n}\\n'
>>> [(r.start_line, r.end_line, r.kind and r.kind.value) for r in folds(text)]
[(1, 2, 'comment'), (3, 5, None)]
"""

from __future__ import annotations

from lsprotocol import types

from pitchspec.lsp.lexer import words


def folds(text: str) -> list[types.FoldingRange]:
    """Every folding range of the text, by first line."""
    found = _blocks(text) + _comments(text) + _lists(text)
    return sorted(found, key=lambda r: (r.start_line, r.end_line))


def _line_of(text: str) -> list[int]:
    """The line of each character (and of the end of the text)."""
    lines, line = [], 0
    for char in text:
        lines.append(line)
        line += char == "\n"
    lines.append(line)
    return lines


def _blocks(text: str) -> list[types.FoldingRange]:
    line_of = _line_of(text)
    opened: list[int] = []
    found = []
    for word in words(text):
        if word.kind == "open":
            opened.append(line_of[word.start])
        elif word.kind == "close" and opened:
            start, end = opened.pop(), line_of[word.start] - 1
            if end > start:
                found.append(types.FoldingRange(start_line=start, end_line=end))
    return found


def _comments(text: str) -> list[types.FoldingRange]:
    found, run = [], []
    for number, line in enumerate([*text.split("\n"), ""]):
        if line.strip().startswith("//"):
            run.append(number)
            continue
        if len(run) > 1:
            found.append(types.FoldingRange(start_line=run[0], end_line=run[-1],
                                            kind=types.FoldingRangeKind.Comment))
        run = []
    return found


def _lists(text: str) -> list[types.FoldingRange]:
    """A setting whose values go on after a comma at the end of its line."""
    found, start = [], None
    for number, line in enumerate(text.split("\n")):
        code = _code(line)
        if start is None and code.endswith(",") and ":" in code:
            start = number
        elif start is not None and not code.endswith(","):
            if code:
                found.append(types.FoldingRange(start_line=start, end_line=number,
                                                kind=types.FoldingRangeKind.Region))
            start = None
    return found


def _code(line: str) -> str:
    """The line up to its comment (a '//' inside a string is not one)."""
    for word in words(line):
        if word.kind == "comment":
            return line[:word.start].rstrip()
    return line.rstrip()
