"""Text -> raw entries: the Lark parse, syntax diagnostics (PS1xx) and doc comments.

The raw tree is deliberately untyped: a file is a header plus entries, an entry a
key with either a list of phrases or child entries. Meaning is given later by
:mod:`pitchspec.vocabulary` while lowering, after ``extends`` has been resolved.

The parser's parts are modules of this package: the raw tree's types
(:mod:`.phrase`, :mod:`.entries`, :mod:`.claims`), the size limits (:mod:`.limits`),
syntax diagnostics (:mod:`.syntax`) and building the entries from the Lark tree
(:mod:`.build`). With :mod:`pitchspec.grammar`, only this package imports Lark.
"""

from __future__ import annotations

from dataclasses import dataclass

from lark.exceptions import UnexpectedInput

from pitchspec.diagnostics import Diagnostic
from pitchspec.grammar import parser
from pitchspec.parse.build import Builder, doc_comments
from pitchspec.parse.claims import (
    RawClaim,
    RawCompare,
    RawExpr,
    RawJunction,
    RawNot,
    RawTerm,
    slug,
)
from pitchspec.parse.entries import Entry, EntryKind, SpecFile
from pitchspec.parse.limits import MAX_CHARS, MAX_DEPTH, MAX_LINE, beyond_limits
from pitchspec.parse.phrase import Atom, AtomKind, Phrase
from pitchspec.parse.syntax import syntax_diagnostic
from pitchspec.source import SourceFile

__all__ = ["MAX_CHARS", "MAX_DEPTH", "MAX_LINE", "Atom", "AtomKind", "Entry", "EntryKind",
           "Lexeme", "Phrase", "RawClaim", "RawCompare", "RawExpr", "RawJunction", "RawNot",
           "RawTerm", "SpecFile", "lexemes", "parse", "slug"]


def parse(source: SourceFile) -> tuple[SpecFile | None, list[Diagnostic]]:
    """Parse one file; on a syntax error return None and one located PS1xx diagnostic.

    A file too large, a line too long or blocks nested too deep are refused before the
    parser sees them, so no input makes the checker hang or overflow its stack."""
    too_big = beyond_limits(source)
    if too_big is not None:
        return None, [too_big]
    try:
        tree = parser().parse(source.text + "\n")
    except UnexpectedInput as err:
        return None, [syntax_diagnostic(source, err)]
    docs = doc_comments(source)
    return Builder(source, docs).spec_file(tree), []


@dataclass(frozen=True)
class Lexeme:
    """One token as the parser read it: its terminal (``NAME``, ``COLON``, ``_NL`` for a
    newline with the comments and blank lines it spans, ...), text and 1-based line."""

    kind: str
    text: str
    line: int


def lexemes(text: str) -> list[Lexeme]:
    """Every token of a text that parses, comments and newlines included, lexed exactly
    as :func:`parse` lexes it (the lexer is contextual). For a layout, not for meaning:
    call it only on text :func:`parse` accepted."""
    interactive = parser().parse_interactive(text + "\n")
    return [Lexeme(t.type, str(t), t.line or 0) for t in interactive.iter_parse()]
