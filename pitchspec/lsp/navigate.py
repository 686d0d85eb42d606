"""Go to definition, the outline and the workspace's symbols.

Definition follows inheritance: from ``extends NAME`` to the parent's file, from an
entry a child restates (or drops) to the nearest ancestor that defines it, and from a
point or bid a value names (``order: high``, ``or moon``) to its definition, here or
in the nearest ancestor; parents are found the way ``pitchspec check`` finds them
(beside the file, the ``-I`` folders, the bundled catalogue).
"""

from __future__ import annotations

from lsprotocol import types

from pitchspec.lsp.family import Family, Member
from pitchspec.lsp.names import at as name_at
from pitchspec.lsp.names import mentions, named_in
from pitchspec.lsp.report import uri_of
from pitchspec.lsp.text import Text
from pitchspec.lsp.where import at, end_of, find
from pitchspec.parse import Entry, EntryKind, SpecFile

_START = types.Range(types.Position(0, 0), types.Position(0, 0))


def definition(family: Family, member: Member, offset: int) -> types.Location | None:
    """Where the thing under ``offset`` is defined; None when it is defined right here."""
    mention = name_at(member.spec, offset)
    if mention is not None and mention.role == "use":
        return _defined(family, member, mention.kind, mention.name)
    spot = at(member.spec, offset)
    if spot is None:
        return None
    if spot.part == "extends" and member.spec.parent is not None:
        return _parent(family, member)
    if spot.part not in ("key", "name"):
        return None
    idents = tuple(e.ident for e in spot.chain)
    for ancestor in family.lineage(member)[1:]:
        entry = find(ancestor.spec.entries, idents)
        if entry is not None and entry.kind is not EntryKind.DROP:
            return types.Location(ancestor.uri, ancestor.text.range(
                entry.key_span.start, entry.key_span.end))
    return None


def _parent(family: Family, member: Member) -> types.Location | None:
    parent = family.parent(member)
    if parent is not None:
        span = parent.spec.name_span
        return types.Location(parent.uri, parent.text.range(span.start, span.end))
    found = family.find_parent(member.spec.parent or "", member.path)
    return types.Location(uri_of(found), _START) if found is not None else None


def _defined(family: Family, member: Member, kind: str, name: str) -> types.Location | None:
    """The definition of a point or bid a value uses: here, or in the nearest ancestor."""
    for spec in family.lineage(member):
        found = next((m for m in named_in(spec.spec, kind, name) if m.role == "definition"),
                     None)
        if found is not None:
            return types.Location(spec.uri, spec.text.range(found.start, found.end))
    return None


def workspace_symbols(members: list[Member], query: str) -> list[types.WorkspaceSymbol]:
    """The variants, points, bids and claims of the specs whose names contain the
    query (any case; an empty query matches every one)."""
    wanted = query.casefold()
    found = []
    for member in members:
        spec = member.spec
        if wanted in spec.name.casefold():
            found.append(types.WorkspaceSymbol(
                name=spec.name, kind=types.SymbolKind.Class, location=types.Location(
                    member.uri, member.text.range(spec.name_span.start, spec.name_span.end)),
                container_name=spec.parent))
        for mention in mentions(spec):
            if mention.role == "definition" and mention.written \
                    and wanted in mention.name.casefold():
                found.append(types.WorkspaceSymbol(
                    name=f"{mention.kind} {mention.name}", kind=_KINDS[mention.kind],
                    location=types.Location(member.uri, member.text.range(
                        mention.start, mention.end)), container_name=spec.name))
    return found


_KINDS = {"point": types.SymbolKind.Field, "bid": types.SymbolKind.Event,
          "claim": types.SymbolKind.Boolean}


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
