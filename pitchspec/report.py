"""Rendering diagnostics for people (source line and caret) and for programs (JSON).

What reaches the terminal is escaped (:func:`pitchspec.escape.printable`): a message
quoting a spec's string, a log's label or a path, and the source line under it, show
control characters as ``\\x1b`` rather than obeying them. JSON escapes them itself."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from pathlib import Path

from pitchspec.diagnostics import Diagnostic
from pitchspec.escape import printable
from pitchspec.source import SourceFile


class SourceCache:
    """Reads each file once, for showing the offending line under a diagnostic."""

    def __init__(self) -> None:
        self._files: dict[str, SourceFile | None] = {}

    def get(self, path: str) -> SourceFile | None:
        if path not in self._files:
            try:
                self._files[path] = SourceFile.read(Path(path))
            except (OSError, ValueError):  # unreadable, not UTF-8, too large, no file
                self._files[path] = None
        return self._files[path]


def render_text(diagnostic: Diagnostic, sources: SourceCache | None = None) -> str:
    """``file:line:col: error[PSnnn]: message``, the source line, a caret, and help.

    >>> from pitchspec.source import SourceFile
    >>> src = SourceFile("a.pitch", "variant a\\ntarget: x\\n")
    >>> d = Diagnostic("PS203", "bad", src.span(18, 19), help="a number")
    >>> print(render_text(d, _Fixed(src)))
    a.pitch:2:9: error[PS203]: bad
      |
    2 | target: x
      |         ^
      = help: a number
    """
    span = diagnostic.span
    where = f"{span.file}:{span.line}:{span.column}" if span.line > 0 else span.file
    head = f"{printable(where)}: {diagnostic.severity.value}" \
           f"[{diagnostic.code}]: {_said(diagnostic.message)}"
    lines = [head]
    source = (sources or SourceCache()).get(span.file) if span.line > 0 else None
    if source is not None:
        lines.extend(_snippet(source, diagnostic))
    if diagnostic.help:
        lines.append(f"  = help: {_said(diagnostic.help)}")
    lines.extend(f"  = note: {printable(str(r.span))}: {_said(r.message)}"
                 for r in diagnostic.related)
    return "\n".join(lines)


_TAB = "\t"


def _said(text: str) -> str:
    """A message or help, escaped (the tool's own line breaks and tabs kept)."""
    return printable(text, keep="\n\t")


SHOWN = 120
"""The most characters of a source line shown under a diagnostic: of a longer line (a
deal file written on one line, a spec line of a million characters) only the part
around the problem, so the report of many problems grows with their number alone."""

_CUT = "..."


def _window(text: str, column: int, width: int) -> tuple[str, int, int]:
    """The part of a long line shown around 1-based ``column``: (text, column, width)."""
    if len(text) <= SHOWN:
        return text, column, width
    start = max(0, min(column - 1 - SHOWN // 3, len(text) - SHOWN))
    shown = text[start:start + SHOWN]
    head = _CUT if start > 0 else ""
    tail = _CUT if start + SHOWN < len(text) else ""
    column = column - start + len(head)
    width = max(1, min(width, len(shown) + len(head) - column + 1))
    return head + shown + tail, column, width


def _snippet(source: SourceFile, diagnostic: Diagnostic) -> list[str]:
    span = diagnostic.span
    text = source.line_text(span.line).removesuffix("\r")  # a CRLF file's line end
    gutter = " " * len(str(span.line))
    if span.end_line == span.line:
        width = span.end_column - span.column
    else:
        width = len(text) - span.column + 1
    text, column, width = _window(text, span.column, max(1, width))
    before, marked = text[: column - 1], text[column - 1: column - 1 + width]
    shown = printable(before, keep=_TAB)
    prefix = "".join(ch if ch == "\t" else " " for ch in shown)
    width += len(printable(marked, keep=_TAB)) - len(marked)
    return [
        f"{gutter} |",
        f"{span.line} | {printable(text, keep=_TAB)}",
        f"{gutter} | {prefix}{'^' * width}",
    ]


class _Fixed(SourceCache):
    """A cache holding one in-memory file (for examples and tests)."""

    def __init__(self, source: SourceFile) -> None:
        super().__init__()
        self._files[source.path] = source


def render_all(diagnostics: Iterable[Diagnostic]) -> str:
    sources = SourceCache()
    ordered = sorted(diagnostics, key=Diagnostic.sort_key)
    return "\n\n".join(render_text(d, sources) for d in ordered)


def to_json(diagnostic: Diagnostic) -> dict[str, object]:
    return {
        "code": diagnostic.code,
        "severity": diagnostic.severity.value,
        "message": diagnostic.message,
        "help": diagnostic.help,
        "span": diagnostic.span.to_json(),
        "related": [{"span": r.span.to_json(), "message": r.message} for r in diagnostic.related],
    }


def render_json(diagnostics: Sequence[Diagnostic]) -> str:
    ordered = sorted(diagnostics, key=Diagnostic.sort_key)
    return json.dumps([to_json(d) for d in ordered], indent=2)
