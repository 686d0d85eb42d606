"""Semantic tokens: what each word of a spec is, for an editor to colour by meaning.

Sections are namespaces, settings and nested blocks properties, ``variant``,
``extends``, ``drop``, ``claim`` and a claim's ``every deal``, ``where``, ``and``,
``or``, ``not`` keywords, variant names classes, the names of points, bids and claims
variables (declared where they are defined), value words enum members, then numbers,
strings, comparison signs and comments (doc comments ``///`` carry the documentation
modifier). The words come from the text (:mod:`pitchspec.lsp.lexer`); when the text
parses, its parse says what each is, else a word is judged by what follows it.
"""

from __future__ import annotations

from collections.abc import Iterator

from lsprotocol import types

from pitchspec.lsp.lexer import Word, words
from pitchspec.lsp.names import mentions
from pitchspec.lsp.text import Text
from pitchspec.parse import AtomKind, Entry, EntryKind, SpecFile

TYPES = ["namespace", "property", "keyword", "class", "variable", "enumMember", "number",
         "string", "comment", "operator"]
MODIFIERS = ["declaration", "documentation"]
LEGEND = types.SemanticTokensLegend(token_types=TYPES, token_modifiers=MODIFIERS)

Kind = tuple[str, int]
"""A token type and its modifier bits."""

_DECLARATION, _DOCUMENTATION = 1, 2
_KEYWORDS = frozenset({"variant", "extends", "drop", "claim"})
_ATOMS = {AtomKind.NAME: "enumMember", AtomKind.STRING: "string"}


def tokens(text: Text, spec: SpecFile | None) -> types.SemanticTokens:
    """The document's tokens, encoded as the protocol says (relative positions)."""
    known = dict(_kinds(spec)) if spec is not None else {}
    data: list[int] = []
    line = column = 0
    for word in words(text.text):
        kind = known.get(word.start) or _guess(word, text.text)
        if kind is None:
            continue
        where = text.position(word.start)
        shift = where.character - column if where.line == line else where.character
        data += [where.line - line, shift, text.width(word.text), TYPES.index(kind[0]), kind[1]]
        line, column = where.line, where.character
    return types.SemanticTokens(data=data)


def _guess(word: Word, text: str) -> Kind | None:
    """What a word is from itself and what follows it."""
    if word.kind == "comment":
        return "comment", _DOCUMENTATION if word.text.startswith("///") else 0
    if word.kind in ("string", "number", "operator"):
        return word.kind, 0
    if word.kind != "name":
        return None
    if word.text in _KEYWORDS:
        return "keyword", 0
    after = text[word.end:word.end + 200].lstrip(" \t")
    if after.startswith("{"):
        line_start = text.rfind("\n", 0, word.start) + 1
        return ("namespace" if line_start == word.start else "property"), 0
    return ("property" if after.startswith(":") else "enumMember"), 0


def _kinds(spec: SpecFile) -> Iterator[tuple[int, Kind]]:
    """(start offset, kind) of the words whose meaning the parse tells."""
    yield spec.header_span.start, ("keyword", 0)
    yield spec.name_span.start, ("class", _DECLARATION)
    if spec.parent_span is not None:
        yield spec.parent_span.start, ("class", 0)
    for entry in spec.entries:
        yield from _entry(entry, 0, spec.source.text)
    for mention in mentions(spec):
        if mention.written:
            declared = _DECLARATION if mention.role == "definition" else 0
            yield mention.start, ("variable", declared)


def _entry(entry: Entry, depth: int, text: str) -> Iterator[tuple[int, Kind]]:
    if entry.kind is EntryKind.DROP:
        yield entry.span.start, ("keyword", 0)
    if entry.kind is EntryKind.CLAIM:
        yield entry.key_span.start, ("keyword", 0)
        yield from _claim(entry, text)
    else:
        block = entry.kind is EntryKind.BLOCK and depth == 0
        yield entry.key_span.start, ("namespace" if block else "property", 0)
    for phrase in entry.values:
        for atom in phrase.atoms:
            yield atom.span.start, (_ATOMS.get(atom.kind, "number"), 0)
    for child in entry.children:
        yield from _entry(child, depth + 1, text)


def _claim(entry: Entry, text: str) -> Iterator[tuple[int, Kind]]:
    """A claim's terms are values; its other words (every deal, where, and...) keywords."""
    if entry.claim is None:
        return
    terms = {a.span.start: a.kind for t in entry.claim.terms() for a in t.words.atoms}
    for start, kind in terms.items():
        yield start, (_ATOMS.get(kind, "number"), 0)
    body = entry.claim.span
    for word in words(text[body.start:body.end]):
        if word.kind == "name" and body.start + word.start not in terms:
            yield body.start + word.start, ("keyword", 0)
