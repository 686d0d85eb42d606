"""Go to definition and the outline.

Definition follows inheritance: from ``extends NAME`` to the parent's file, and from an
entry a child restates (or drops) to the nearest ancestor that defines it, found the way
``pitchspec check`` finds parents (beside the file, the ``-I`` folders, the bundled
catalogue).
"""

from __future__ import annotations

from pathlib import Path

from lsprotocol import types

from pitchspec.lsp.report import location
from pitchspec.lsp.text import Text
from pitchspec.lsp.where import at, end_of, find
from pitchspec.parse import Entry, EntryKind, SpecFile
from pitchspec.pipeline import Catalogue


def definition(spec: SpecFile, text: Text, offset: int, path: Path,
               catalogue: Catalogue) -> types.Location | None:
    """Where the thing under ``offset`` is defined; None when it is defined right here."""
    spot = at(spec, offset)
    if spot is None:
        return None
    if spot.part == "extends" and spec.parent is not None:
        parent = catalogue.find_parent(spec.parent, path)
        if parent is None:
            return None
        found, _ = catalogue.parsed(parent)
        span = found.name_span if found is not None else None
        return location(span, text, str(path)) if span else types.Location(
            parent.resolve().as_uri(), types.Range(types.Position(0, 0), types.Position(0, 0)))
    if spot.part not in ("key", "name"):
        return None
    idents = tuple(e.ident for e in spot.chain)
    return _inherited(spec, path, idents, catalogue, text)


def _inherited(spec: SpecFile, path: Path, idents: tuple[tuple[str, str | None], ...],
               catalogue: Catalogue, text: Text) -> types.Location | None:
    """The entry with these idents in the nearest ancestor that has it."""
    seen = {spec.name}
    while spec.parent is not None and spec.parent not in seen:
        seen.add(spec.parent)
        parent_path = catalogue.find_parent(spec.parent, path)
        if parent_path is None:
            return None
        parent, _ = catalogue.parsed(parent_path)
        if parent is None:
            return None
        entry = find(parent.entries, idents)
        if entry is not None and entry.kind is not EntryKind.DROP:
            return location(entry.key_span, text, str(path))
        spec, path = parent, parent_path
    return None


def symbols(spec: SpecFile, text: Text) -> list[types.DocumentSymbol]:
    """The outline: the variant, its sections and blocks, and their settings."""
    header = text.range(spec.header_span.start, spec.header_span.end)
    whole = text.range(spec.header_span.start, len(text.text))
    detail = f"extends {spec.parent}" if spec.parent else spec.title
    return [types.DocumentSymbol(
        name=spec.name, kind=types.SymbolKind.Class, range=whole, selection_range=header,
        detail=detail, children=[_symbol(e, text, depth=0) for e in spec.entries])]


def _symbol(entry: Entry, text: Text, depth: int) -> types.DocumentSymbol:
    if entry.kind is EntryKind.BLOCK:
        kind = types.SymbolKind.Namespace if depth == 0 else types.SymbolKind.Struct
    elif entry.kind is EntryKind.DROP:
        kind = types.SymbolKind.Event
    else:
        kind = types.SymbolKind.Field if entry.name else types.SymbolKind.Property
    detail = "drop" if entry.kind is EntryKind.DROP else (
        entry.label or ", ".join(str(v) for v in entry.values) or None)
    return types.DocumentSymbol(
        name=entry.path, kind=kind, detail=detail,
        range=text.range(entry.span.start, end_of(entry)),
        selection_range=text.range(entry.key_span.start, entry.key_span.end),
        children=[_symbol(c, text, depth + 1) for c in entry.children] or None)
