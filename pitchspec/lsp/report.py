"""The findings of ``pitchspec check`` as LSP diagnostics: same codes, same spans; and
the variant ``check`` resolves, when the text has no errors (what the hover words the
rulebook's sentences from).

A finding about this document is placed on its own span. One located in another file
(a rule inherited from a parent that breaks here) is placed on the ``extends`` clause,
says where it lies, and links there as related information.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from lsprotocol import types

from pitchspec.diagnostics import Diagnostic, Severity, has_errors
from pitchspec.lsp.files import read_bounded
from pitchspec.lsp.text import Text
from pitchspec.model import Variant
from pitchspec.parse import parse
from pitchspec.pipeline import check_text
from pitchspec.source import SourceFile, Span

SOURCE = "pitchspec"
_SEVERITY = {Severity.ERROR: types.DiagnosticSeverity.Error,
             Severity.WARNING: types.DiagnosticSeverity.Warning}


def check_document(text: Text, path: Path, include: Sequence[Path] = (),
                   skip: frozenset[str] = frozenset(),
                   uri: str | None = None) -> list[types.Diagnostic]:
    """Check the unsaved text as ``pitchspec check`` checks the file at ``path``;
    ``skip`` drops codes that say nothing about an unsaved, unnamed buffer."""
    return to_lsp_all(findings(text, path, include, skip), text, path, uri)


@dataclass(frozen=True)
class Checked:
    """What ``check`` makes of a text."""

    findings: list[Diagnostic]
    """In ``check``'s order, without the codes skipped."""
    variant: Variant | None
    """The variant resolved from it; None when it has errors."""


def findings(text: Text, path: Path, include: Sequence[Path] = (),
             skip: frozenset[str] = frozenset()) -> list[Diagnostic]:
    """The findings of ``check`` on the text, in ``check``'s order."""
    return checked(text, path, include, skip).findings


def checked(text: Text, path: Path, include: Sequence[Path] = (),
            skip: frozenset[str] = frozenset()) -> Checked:
    """The findings of ``check`` on the text and the variant it resolves to."""
    try:
        result = check_text(text.text, path, include)
    except OSError as err:  # looking for a parent named as no file can be
        return Checked([_unsearchable(text, path, err)], None)
    found = sorted(result.diagnostics, key=Diagnostic.sort_key)
    kept = [d for d in found if d.code not in skip]
    return Checked(kept, None if has_errors(kept) else result.variant)


def _unsearchable(text: Text, path: Path, err: OSError) -> Diagnostic:
    """PS206 for a parent that cannot be looked for (the system refuses its name)."""
    spec, found = parse(SourceFile(str(path), text.text))
    if spec is None:
        return found[0]
    span = spec.parent_span or spec.header_span
    return Diagnostic("PS206", f"'{spec.name}' extends '{spec.parent}', which cannot be "
                      f"looked for: {err.strerror or err}", span,
                      help="a parent's name is the name of its file, NAME.pitch")


def to_lsp_all(found: Sequence[Diagnostic], text: Text, path: Path,
               uri: str | None = None) -> list[types.Diagnostic]:
    anchor = _anchor(text)
    return [to_lsp(d, text, str(path), anchor, uri) for d in found]


def _anchor(text: Text) -> types.Range:
    """Where a finding from another file is shown: the header line."""
    first = next((i for i, line in enumerate(text.text.split("\n"))
                  if line.strip() and not line.strip().startswith("//")), 0)
    return types.Range(types.Position(first, 0), types.Position(first + 1, 0))


def to_lsp(found: Diagnostic, text: Text, path: str, anchor: types.Range,
           uri: str | None = None) -> types.Diagnostic:
    """One finding as an LSP diagnostic; ``help`` follows the message on its own line."""
    message = found.message + (f"\nhelp: {found.help}" if found.help else "")
    related = [types.DiagnosticRelatedInformation(location(r.span, text, path, uri),
                                                  r.message)
               for r in found.related if r.span.line > 0]
    if found.span.file == path:
        where = text.range(found.span.start, found.span.end)
    else:
        where = anchor
        if found.span.line > 0:
            message += f"\n(at {found.span})"
            related.insert(0, types.DiagnosticRelatedInformation(
                location(found.span, text, path, uri), found.message))
    return types.Diagnostic(range=where, message=message, severity=_SEVERITY[found.severity],
                            code=found.code, source=SOURCE, related_information=related or None)


def location(span: Span, text: Text, path: str, uri: str | None = None) -> types.Location:
    """The LSP location of a span in this document (``uri`` as the editor spells it)
    or in another file."""
    if span.file == path:
        return types.Location(uri or uri_of(Path(path)), text.range(span.start, span.end))
    other = Text(read_bounded(Path(span.file)) or "", text.encoding)
    return types.Location(uri_of(Path(span.file)), other.range(span.start, span.end))


def uri_of(path: Path) -> str:
    try:
        return path.resolve().as_uri()
    except (OSError, RuntimeError, ValueError):
        return path.as_uri() if path.is_absolute() else Path.cwd().joinpath(path).as_uri()
