"""Formatting: the layout ``pitchspec fmt`` gives a file, as the edits that make it.

The whole-document edit is :func:`pitchspec.fmt.format_text`'s, cut into the runs of
lines that change, so the editor keeps its cursor and marks where nothing moved.
Range formatting applies the runs that touch the range's lines (the layout is one
canonical layout: the editor's tab size and the like do not change it). A text that
does not parse is not laid out: the request is refused with its syntax error, as
``pitchspec fmt`` reports it and leaves the file as it is.

>>> text = Text('variant pitch\\nwinning {  target :11\\n}\\n')
>>> [(e.range.start.line, e.new_text) for e in format_edits(text)]
[(1, '\\nwinning {\\n  target: 11\\n')]
"""

from __future__ import annotations

import difflib

from lsprotocol import types

from pitchspec.diagnostics import SpecError
from pitchspec.fmt import FormatBug, format_text, shape
from pitchspec.lsp.protocol import INTERNAL_ERROR, REQUEST_FAILED, Refusal
from pitchspec.lsp.text import Text
from pitchspec.parse import parse
from pitchspec.source import SourceFile

Run = tuple[int, int, str]
"""Lines ``start`` to ``stop`` (0-based, half-open) of the text, replaced by a text."""


def laid_out(text: str, path: str = "<text>") -> str:
    """The text in the canonical layout; a refusal when it cannot be laid out."""
    try:
        return format_text(text, path)
    except SpecError as err:
        first = err.diagnostics[0] if err.diagnostics else None
        where = f"line {first.span.line}: " if first is not None and first.span.line else ""
        what = f"{first.message} [{first.code}]" if first is not None else str(err)
        raise Refusal(REQUEST_FAILED, f"not laid out: {where}{what} (a spec that does "
                      "not parse is left as it is; 'pitchspec check' says why)") from None
    except FormatBug as bug:
        raise Refusal(INTERNAL_ERROR, f"not laid out: {bug} (a bug in pitchspec fmt; "
                      "the text is left as it is)") from None


def runs(old: str, new: str) -> list[Run]:
    """The runs of lines of ``old`` that ``new`` replaces, top to bottom."""
    before, after = old.splitlines(keepends=True), new.splitlines(keepends=True)
    matcher = difflib.SequenceMatcher(None, before, after, autojunk=False)
    return [(i1, i2, "".join(after[j1:j2]))
            for tag, i1, i2, j1, j2 in matcher.get_opcodes() if tag != "equal"]


def _edit(text: Text, starts: list[int], run: Run) -> types.TextEdit:
    start, stop, new = run
    return types.TextEdit(text.range(starts[start], starts[stop]), new)


def _line_starts(text: str) -> list[int]:
    """The offset of each line's start, and the text's end after the last line."""
    starts = [0]
    for line in text.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))
    return starts


def format_edits(text: Text, path: str = "<text>") -> list[types.TextEdit]:
    """The edits that lay the whole document out."""
    starts = _line_starts(text.text)
    return [_edit(text, starts, run) for run in runs(text.text, laid_out(text.text, path))]


def range_edits(text: Text, span: types.Range, path: str = "<text>") -> list[types.TextEdit]:
    """The edits that lay out the lines of ``span``: the runs touching them, or every
    run when applying only those would change what the spec says."""
    first = span.start.line
    last = span.end.line - 1 if span.end.character == 0 and span.end.line > first \
        else span.end.line
    every = runs(text.text, laid_out(text.text, path))
    chosen = [r for r in every if _touches(r, first, last)]
    if chosen != every and not _same_meaning(text.text, _apply(text.text, chosen), path):
        chosen = every
    starts = _line_starts(text.text)
    return [_edit(text, starts, run) for run in chosen]


def _touches(run: Run, first: int, last: int) -> bool:
    """Whether a run touches lines ``first`` to ``last``: the lines it replaces, or for
    an insertion (no line replaced) the lines on either side of it."""
    start, stop, _ = run
    low, high = (start - 1, start) if start == stop else (start, stop - 1)
    return low <= last and high >= first


def _apply(old: str, chosen: list[Run]) -> str:
    lines = old.splitlines(keepends=True)
    for start, stop, new in reversed(chosen):
        lines[start:stop] = [new]
    return "".join(lines)


def _same_meaning(old: str, new: str, path: str) -> bool:
    before, _ = parse(SourceFile(path, old))
    after, _ = parse(SourceFile(path, new))
    return before is not None and after is not None and shape(before) == shape(after)
