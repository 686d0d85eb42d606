"""Text -> raw entries: the Lark parse, syntax diagnostics (PS1xx) and doc comments.

The raw tree is deliberately untyped: a file is a header plus entries, an entry a
key with either a list of phrases or child entries. Meaning is given later by
:mod:`pitchspec.schema` while lowering, after ``extends`` has been resolved.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from lark import Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from pitchspec.diagnostics import Diagnostic, Related
from pitchspec.grammar import parser
from pitchspec.source import SourceFile, Span


class AtomKind(Enum):
    NAME = "name"
    INT = "int"
    RANGE = "range"
    FRACTION = "fraction"
    STRING = "string"


@dataclass(frozen=True)
class Atom:
    """One word, number, range, fraction or string inside a phrase."""

    kind: AtomKind
    text: str
    span: Span = field(compare=False)

    @property
    def value(self) -> str:
        return self.text[1:-1] if self.kind is AtomKind.STRING else self.text


@dataclass(frozen=True)
class Phrase:
    atoms: tuple[Atom, ...]
    span: Span = field(compare=False)

    def __str__(self) -> str:
        return " ".join(a.text for a in self.atoms)


class EntryKind(Enum):
    SETTING = "setting"
    BLOCK = "block"
    DROP = "drop"
    CLAIM = "claim"


@dataclass(frozen=True)
class RawTerm:
    """A claim's term as written: words and numbers (``points per deal``, ``bid 4``),
    given a meaning by the ``properties`` vocabulary while lowering."""

    words: Phrase
    span: Span = field(compare=False)


@dataclass(frozen=True)
class RawCompare:
    """``term OP term``, OP one of ``<= >= != < > =``."""

    left: RawTerm
    op: str
    right: RawTerm
    span: Span = field(compare=False)


@dataclass(frozen=True)
class RawJunction:
    """``a and b and ...`` (``op`` 'and') or ``a or b or ...`` ('or')."""

    op: str
    parts: tuple[RawExpr, ...]
    span: Span = field(compare=False)


@dataclass(frozen=True)
class RawNot:
    part: RawExpr
    span: Span = field(compare=False)


RawExpr = RawTerm | RawCompare | RawJunction | RawNot


@dataclass(frozen=True)
class RawClaim:
    """A claim's body as written: its quantifier (``every deal``, ``some deal``, ``no
    deal``; None when left out) and its condition."""

    quantifier: str | None
    condition: RawExpr
    span: Span = field(compare=False)
    quantifier_span: Span | None = field(default=None, compare=False)
    text: str = field(default="", compare=False)
    """The body as written, its spaces collapsed (for reports and the rulebook)."""

    def terms(self) -> Iterator[RawTerm]:
        """Every term of the condition, left to right."""
        stack: list[RawExpr] = [self.condition]
        while stack:
            node = stack.pop()
            if isinstance(node, RawTerm):
                yield node
            elif isinstance(node, RawCompare):
                stack += [node.right, node.left]
            elif isinstance(node, RawNot):
                stack.append(node.part)
            else:
                stack += reversed(node.parts)


@dataclass(frozen=True)
class Entry:
    """A setting (``key: phrases``), a block (``key { entries }``) or a drop."""

    kind: EntryKind
    key: str
    name: str | None
    label: str | None
    values: tuple[Phrase, ...]
    children: tuple[Entry, ...]
    span: Span = field(compare=False)
    key_span: Span = field(compare=False)
    doc: tuple[str, ...] = ()
    origin: str = ""
    claim: RawClaim | None = None
    """The body of a ``claim`` (EntryKind.CLAIM), else None."""

    @property
    def ident(self) -> tuple[str, str | None]:
        """What identifies the entry for overriding: its key and name."""
        return (self.key, self.name)

    @property
    def path(self) -> str:
        return self.key if self.name is None else f"{self.key} {self.name}"


@dataclass(frozen=True)
class SpecFile:
    """One parsed spec file: the header and its top-level entries."""

    source: SourceFile
    name: str
    title: str | None
    parent: str | None
    header_span: Span
    name_span: Span
    parent_span: Span | None
    doc: tuple[str, ...]
    entries: tuple[Entry, ...]


_FRIENDLY = {
    "NAME": "a name",
    "INT": "a number",
    "RANGE": "a range such as 1..4",
    "FRACTION": "a fraction such as 1/2",
    "STRING": 'a quoted string',
    "_NL": "end of line",
    "COLON": "':'",
    "LBRACE": "'{'",
    "RBRACE": "'}'",
    "COMMA": "','",
    "VARIANT": "'variant'",
    "EXTENDS": "'extends'",
    "DROP": "'drop'",
    "CLAIM": "'claim'",
    "CMP": "a comparison such as <=",
    "QUANTIFIER": "'every deal', 'some deal' or 'no deal'",
    "WHERE": "'where'",
    "AND": "'and'",
    "OR": "'or'",
    "NOT": "'not'",
    "LPAR": "'('",
    "RPAR": "')'",
    "$END": "end of file",
}


MAX_CHARS = 64_000
"""The largest spec file read, in characters (the largest bundled spec is ~7,000)."""
MAX_LINE = 1_000
"""The longest line read, in characters (bundled lines stay under 140)."""
MAX_DEPTH = 6
"""The deepest nesting of blocks (the language nests three deep: bidding, bid, ...)."""


def parse(source: SourceFile) -> tuple[SpecFile | None, list[Diagnostic]]:
    """Parse one file; on a syntax error return None and one located PS1xx diagnostic.

    A file too large, a line too long or blocks nested too deep are refused before the
    parser sees them, so no input makes the checker hang or overflow its stack."""
    too_big = _beyond_limits(source)
    if too_big is not None:
        return None, [too_big]
    try:
        tree = parser().parse(source.text + "\n")
    except UnexpectedInput as err:
        return None, [_syntax_diagnostic(source, err)]
    docs = _doc_comments(source)
    return _Builder(source, docs).spec_file(tree), []


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


# ----------------------------------------------------------------------- limits


def _beyond_limits(source: SourceFile) -> Diagnostic | None:
    text = source.text
    if len(text) > MAX_CHARS:
        return Diagnostic("PS004", f"the file has {len(text)} characters; a spec file has at "
                          f"most {MAX_CHARS}", source.span(0, 0),
                          help="a variant that extends a parent states only what differs")
    start = 0
    for line in text.split("\n"):
        if len(line) > MAX_LINE:
            return Diagnostic("PS107", f"the line has {len(line)} characters; a spec line has "
                              f"at most {MAX_LINE}", source.span(start + MAX_LINE,
                                                                 start + MAX_LINE + 1),
                              help="continue a list on the next line after a comma")
        start += len(line) + 1
    depth = 0
    for pos, char in _braces(text):
        depth = depth + 1 if char == "{" else max(0, depth - 1)
        if depth > MAX_DEPTH:
            return Diagnostic("PS108", f"blocks are nested {depth} deep; the language nests "
                              f"at most {MAX_DEPTH}", source.span(pos, pos + 1),
                              help="close the block above with '}' before opening this one")
    return None


# ----------------------------------------------------------------------- syntax errors


def _syntax_diagnostic(source: SourceFile, err: UnexpectedInput) -> Diagnostic:
    pos = min(max(getattr(err, "pos_in_stream", None) or 0, 0), len(source.text))
    if isinstance(err, UnexpectedCharacters):
        char = source.text[pos] if pos < len(source.text) else ""
        return Diagnostic(
            "PS101",
            f"unexpected character {char!r}",
            source.span(pos, pos + 1),
            help="names use letters, digits and '_'; text goes in double quotes",
        )
    if isinstance(err, UnexpectedEOF):
        return _eof(source)
    assert isinstance(err, UnexpectedToken)
    return _unexpected_token(source, err)


def _eof(source: SourceFile) -> Diagnostic:
    end = len(source.text)
    opened = _unclosed(source.text)
    if opened is None:
        return Diagnostic("PS103", "the file ends inside a statement", source.span(end, end),
                          help="finish the last line, e.g. 'target: 11'")
    brace = source.span(opened, opened + 1)
    start = source.text.rfind("\n", 0, opened) + 1
    block = source.text[start:opened].strip() or "a"
    return Diagnostic(
        "PS103",
        f"the file ends inside the '{block}' block opened at line {brace.line}, column "
        f"{brace.column}: a '}}' is missing",
        source.span(end, end),
        help="close every '{' with a '}' on a line of its own",
        related=(Related(brace, f"this '{{' of '{block}' is never closed"),),
    )


def _unclosed(text: str) -> int | None:
    """Where the '{' that is never closed starts (None: every '{' is closed).

    Braces pair up innermost first, so a block missing its '}' borrows the one of the
    block around it; when a '}' is indented like an enclosing block's '{' rather than
    its own, the block it closes is the one left open."""
    stack: list[int] = []
    suspect: int | None = None
    for pos, char in _braces(text):
        if char == "{":
            stack.append(pos)
        elif stack:
            opened = stack.pop()
            indent = _indent(text, pos)
            if suspect is None and _indent(text, opened) != indent and any(
                    _indent(text, outer) == indent for outer in stack):
                suspect = opened
    if not stack:
        return None
    return suspect if suspect is not None else stack[-1]


def _braces(text: str) -> Iterator[tuple[int, str]]:
    """Each '{' and '}' outside strings and comments, with its position."""
    i = 0
    while i < len(text):
        char = text[i]
        if char == '"' or text.startswith("//", i):
            stop = text.find('"', i + 1) if char == '"' else -1
            line_end = text.find("\n", i + 1)
            line_end = len(text) if line_end < 0 else line_end
            i = (stop if 0 <= stop < line_end else line_end) + 1
            continue
        if char in "{}":
            yield i, char
        i += 1


def _indent(text: str, pos: int) -> int:
    start = text.rfind("\n", 0, pos) + 1
    line = text[start:pos]
    return len(line) - len(line.lstrip(" \t"))


def _unexpected_token(source: SourceFile, err: UnexpectedToken) -> Diagnostic:
    tok: Token = err.token
    expected = sorted(err.expected)
    if tok.type == "$END":
        return _eof(source)
    start = tok.start_pos if tok.start_pos is not None else 0
    end = tok.end_pos if tok.end_pos is not None else start + 1
    span = source.span(start, max(end, start + 1))
    before = source.text[:start].rstrip(" \t")
    if tok.type == "_NL" and before.endswith(":"):
        return Diagnostic("PS105", "a setting has no value after ':'", span,
                          help="write the value on the same line, e.g. 'target: 11'")
    if tok.type == "RBRACE":
        return Diagnostic("PS104", "'}' closes a block that was never opened", span,
                          help="remove the '}' or add the block's opening line")
    if tok.line == _first_code_line(source) and "VARIANT" in expected:
        return Diagnostic("PS106", "a spec file must begin with 'variant NAME'", span,
                          help='e.g. variant auction_pitch "Auction Pitch" extends pitch')
    wanted = ", ".join(dict.fromkeys(_FRIENDLY.get(e, repr(e)) for e in expected))
    shown = "end of line" if tok.type == "_NL" else repr(str(tok))
    return Diagnostic("PS102", f"unexpected {shown}; expected {wanted}", span,
                      help=_token_help(tok, expected))


def _token_help(tok: Token, expected: list[str]) -> str | None:
    if "COLON" in expected and "LBRACE" in expected:
        return "an entry is 'key: value' or 'key { ... }'"
    if tok.type == "_NL" and "RBRACE" in expected:
        return "a block's entries each go on their own line"
    return None


def _first_code_line(source: SourceFile) -> int:
    for number, line in enumerate(source.text.split("\n"), start=1):
        stripped = line.strip()
        if stripped and not stripped.startswith("//"):
            return number
    return 1


# ----------------------------------------------------------------------- doc comments


def _doc_comments(source: SourceFile) -> dict[int, tuple[str, ...]]:
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


# ----------------------------------------------------------------------- tree -> entries


class _Builder:
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


def slug(words: str) -> str:
    """A claim's name made from its words: lower case, runs of anything but letters
    and digits as one ``_`` (``"Never two winners!"`` -> ``never_two_winners``)."""
    import re

    return re.sub(r"[^a-z0-9]+", "_", words.lower()).strip("_") or "claim"


def _opt(tok: Any) -> str | None:
    return str(tok) if tok is not None else None
