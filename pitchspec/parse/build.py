"""The Lark tree -> raw entries: spans, labels, claim bodies, and the ``///`` doc
comments attached to the entry below them.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

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
from pitchspec.parse.phrase import Atom, AtomKind, Phrase
from pitchspec.source import SourceFile, Span


def doc_comments(source: SourceFile) -> dict[int, tuple[str, ...]]:
    """Map each code line to the ``///`` doc comment lines directly above it."""
    attached: dict[int, tuple[str, ...]] = {}
    pending: list[str] = []
    for number, line in enumerate(source.text.split("\n"), start=1):
        stripped = line.strip()
        if stripped.startswith("///"):
            pending.append(stripped[3:].strip())
        elif stripped and not stripped.startswith("//"):
            if pending:
                attached[number] = tuple(pending)
            pending = []
    return attached



class Builder:
    def __init__(self, source: SourceFile, docs: dict[int, tuple[str, ...]]) -> None:
        self.source = source
        self.docs = docs
        self.name = ""

    def span(self, node: Tree[Any] | Token) -> Span:
        if isinstance(node, Token):
            start = node.start_pos or 0
            return self.source.span(start, node.end_pos or start)
        meta = node.meta
        if getattr(meta, "empty", True):
            return self.source.span(0, 0)
        return self.source.span(meta.start_pos, meta.end_pos)

    def spec_file(self, tree: Tree[Any]) -> SpecFile:
        header = next(c for c in tree.children if isinstance(c, Tree) and c.data == "header")
        name_tok, title_tok, parent_tok = header.children
        self.name = str(name_tok)
        entries = tuple(
            self.entry(c) for c in tree.children if isinstance(c, Tree) and c.data != "header"
        )
        return SpecFile(
            source=self.source,
            name=self.name,
            title=str(title_tok)[1:-1] if title_tok is not None else None,
            parent=str(parent_tok) if parent_tok is not None else None,
            header_span=self.span(header),
            name_span=self.span(name_tok),
            parent_span=self.span(parent_tok) if parent_tok is not None else None,
            doc=self.docs.get(header.meta.line, ()),
            entries=entries,
        )

    def entry(self, tree: Tree[Any]) -> Entry:
        if tree.data == "claim":
            return self.claim(tree)
        if tree.data == "drop":
            key_tok, name_tok = tree.children
            last = name_tok if name_tok is not None else key_tok
            assert isinstance(last, Token)
            return Entry(EntryKind.DROP, str(key_tok), _opt(name_tok), None, (), (),
                         self.source.span(tree.meta.start_pos, last.end_pos or 0),
                         self.span(key_tok), self.docs.get(tree.meta.line, ()), self.name)
        key = tree.children[0]
        key_tok, name_tok, label_tok = key.children
        rest = tree.children[1:]
        values: tuple[Phrase, ...] = ()
        children: tuple[Entry, ...] = ()
        if tree.data == "setting":
            values = tuple(self.phrase(p) for p in rest[0].children)
            kind = EntryKind.SETTING
        else:
            children = tuple(self.entry(c) for c in rest if isinstance(c, Tree))
            kind = EntryKind.BLOCK
        label = str(label_tok)[1:-1] if label_tok is not None else None
        return Entry(kind, str(key_tok), _opt(name_tok), label, values, children,
                     self._entry_span(tree, values), self.span(key_tok),
                     self.docs.get(tree.meta.line, ()), self.name)

    def _entry_span(self, tree: Tree[Any], values: tuple[Phrase, ...]) -> Span:
        """From the key to the end of the last value, or to the '{' of a block: the
        text a reader recognises as the entry, without its comment or newline."""
        start = tree.meta.start_pos
        if values:
            return self.source.span(start, values[-1].span.end)
        brace = self.source.text.find("{", start)
        return self.source.span(start, brace + 1 if brace >= 0 else start + 1)

    def claim(self, tree: Tree[Any]) -> Entry:
        """``claim [NAME] "words": body``: a claim without a name is named by its words
        (``"at most 4 points"`` -> ``at_most_4_points``), which ``drop`` uses."""
        name_tok, label_tok, body = tree.children
        label = str(label_tok)[1:-1]
        name = str(name_tok) if name_tok is not None else slug(label)
        quant_tok, _, condition = body.children
        quantifier = " ".join(str(quant_tok).split()) if quant_tok is not None else None
        span = self.span(body)
        raw = RawClaim(quantifier, self.expr(condition), span,
                       self.span(quant_tok) if quant_tok is not None else None,
                       " ".join(self.source.text[span.start:span.end].split()))
        start = tree.meta.start_pos
        return Entry(EntryKind.CLAIM, "claim", name, label, (), (),
                     self.source.span(start, raw.span.end),
                     self.source.span(start, start + len("claim")),
                     self.docs.get(tree.meta.line, ()), self.name, raw)

    def expr(self, node: Tree[Any]) -> RawExpr:
        span = self.span(node)
        if node.data == "term":
            return self.term(node)
        if node.data == "compare":
            left, op, right = node.children
            return RawCompare(self.term(left), str(op), self.term(right), span)
        if node.data == "c_neg":
            return RawNot(self.expr(node.children[0]), span)
        op = "and" if node.data == "c_all" else "or"
        parts: list[RawExpr] = []
        for child in node.children:
            part = self.expr(child)
            # a and b and c is one junction of three, not nested pairs
            same = isinstance(part, RawJunction) and part.op == op and child.data == node.data
            parts.extend(part.parts if same and isinstance(part, RawJunction) else [part])
        return RawJunction(op, tuple(parts), span)

    def term(self, node: Tree[Any]) -> RawTerm:
        return RawTerm(self.phrase(node), self.span(node))

    def phrase(self, tree: Tree[Any]) -> Phrase:
        atoms = tuple(self.atom(t) for t in tree.children if isinstance(t, Token))
        return Phrase(atoms, self.span(tree))

    def atom(self, tok: Token) -> Atom:
        kind = {
            "NAME": AtomKind.NAME,
            "INT": AtomKind.INT,
            "RANGE": AtomKind.RANGE,
            "FRACTION": AtomKind.FRACTION,
            "STRING": AtomKind.STRING,
        }[tok.type]
        return Atom(kind, str(tok), self.span(tok))


def _opt(tok: Any) -> str | None:
    return str(tok) if tok is not None else None
