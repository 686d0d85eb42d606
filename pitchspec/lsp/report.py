"""The findings of ``pitchspec check`` as LSP diagnostics: same codes, same spans.

A finding about this document is placed on its own span. One located in another file
(a rule inherited from a parent that breaks here) is placed on the ``extends`` clause,
says where it lies, and links there as related information.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from lsprotocol import types

from pitchspec.diagnostics import Diagnostic, Severity
from pitchspec.lsp.text import Text
from pitchspec.pipeline import check_text
from pitchspec.source import SourceFile, Span

SOURCE = "pitchspec"
_SEVERITY = {Severity.ERROR: types.DiagnosticSeverity.Error,
             Severity.WARNING: types.DiagnosticSeverity.Warning}


def check_document(text: Text, path: Path, include: Sequence[Path] = (),
                   skip: frozenset[str] = frozenset()) -> list[types.Diagnostic]:
    """Check the unsaved text as ``pitchspec check`` checks the file at ``path``;
    ``skip`` drops codes that say nothing about an unsaved, unnamed buffer."""
    result = check_text(text.text, path, include)
    found = sorted(result.diagnostics, key=Diagnostic.sort_key)
    anchor = _anchor(text)
    return [to_lsp(d, text, str(path), anchor) for d in found if d.code not in skip]


def _anchor(text: Text) -> types.Range:
    """Where a finding from another file is shown: the header line."""
    first = next((i for i, line in enumerate(text.text.split("\n"))
                  if line.strip() and not line.strip().startswith("//")), 0)
    return types.Range(types.Position(first, 0), types.Position(first + 1, 0))


def to_lsp(found: Diagnostic, text: Text, path: str, anchor: types.Range) -> types.Diagnostic:
    """One finding as an LSP diagnostic; ``help`` follows the message on its own line."""
    message = found.message + (f"\nhelp: {found.help}" if found.help else "")
    related = [types.DiagnosticRelatedInformation(location(r.span, text, path), r.message)
               for r in found.related if r.span.line > 0]
    if found.span.file == path:
        where = text.range(found.span.start, found.span.end)
    else:
        where = anchor
        if found.span.line > 0:
            message += f"\n(at {found.span})"
            related.insert(0, types.DiagnosticRelatedInformation(
                location(found.span, text, path), found.message))
    return types.Diagnostic(range=where, message=message, severity=_SEVERITY[found.severity],
                            code=found.code, source=SOURCE, related_information=related or None)


def location(span: Span, text: Text, path: str) -> types.Location:
    """The LSP location of a span in this document or in another file."""
    if span.file == path:
        return types.Location(uri_of(Path(path)), text.range(span.start, span.end))
    other = _other(span.file, text.encoding)
    return types.Location(uri_of(Path(span.file)), other.range(span.start, span.end))


def _other(file: str, encoding: str) -> Text:
    try:
        return Text(SourceFile.read(file).text, encoding)
    except (OSError, UnicodeDecodeError):
        return Text("", encoding)


def uri_of(path: Path) -> str:
    return path.resolve().as_uri()
