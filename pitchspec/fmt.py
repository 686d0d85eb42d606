"""The one canonical layout of a spec file (``pitchspec fmt``).

:func:`format_text` lays a variant's text out again without changing what it says:
the parse of the output equals the parse of the input (header, every entry, every
doc comment), and every comment, plain or doc, is kept word for word. A text that
does not parse is refused with its coded syntax diagnostic, never rewritten.

The layout (docs/formatting.rst describes it for spec writers):

- one entry per line (an entry written on its block's ``{`` line moves to its own,
  unless doc comments stand above that line: they belong to both entries), two
  spaces of indentation per enclosing block; a value list continued after a comma
  keeps its line breaks, each continuation line two spaces deeper than its entry;
- single spaces between words, none before ``:`` and ``,``, one after them, none
  inside a claim's parentheses; ``{`` one space after its key, ``}`` on a line of its
  own;
- a comment after code is kept on its line, one space after the code; a comment on a
  line of its own is indented like the line below it (inside a block when the line
  below closes the block);
- the author's blank lines between entries are kept, at most one in a row, but none
  at the start or end of the file, right after ``{``, right before ``}`` or inside a
  value list; a block at the top level (a section such as ``bidding { ... }``) has one
  blank line above it (above the comments written directly above it) and below it;
- trailing whitespace goes, lines end in a single newline, and so does the file.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from enum import Enum

from pitchspec.diagnostics import Diagnostic, SpecError
from pitchspec.parse import MAX_LINE, Entry, Lexeme, SpecFile, lexemes, parse
from pitchspec.source import SourceFile

INDENT = 2
"""Spaces of indentation per block, and of a value list's continuation lines."""

_COMMENT = re.compile(r"//[^\n]*")


class FormatBug(RuntimeError):
    """The layout would change what a spec says: a bug in the formatter, never in the
    spec (the command reports it as an internal error and rewrites nothing)."""


def format_text(text: str, path: str = "<text>") -> str:
    """The text of a spec in the canonical layout.

    Raises SpecError with the coded diagnostic (PS1xx, or PS004 for a file too large)
    when the text does not parse; such a text is never laid out again.

    >>> print(format_text('variant pitch   "Pitch"\\nwinning {  target :11\\n}'), end="")
    variant pitch "Pitch"
    <BLANKLINE>
    winning {
      target: 11
    }
    """
    source = SourceFile(path, text)
    spec, problems = parse(source)
    if spec is None:
        raise SpecError(problems)
    tokens = lexemes(text)
    lines = _separate(_Layout().lines(tokens))
    _refuse_long_lines(source, lines)
    out = "".join(_render(lines, i) + "\n" for i in range(len(lines)))
    _confirm(spec, _comments(tokens), out, path)
    return out


# ----------------------------------------------------------------------- comments


def comments(text: str) -> Counter[str]:
    """Every comment of a text that parses, with trailing whitespace removed."""
    return _comments(lexemes(text))


def _comments(tokens: list[Lexeme]) -> Counter[str]:
    return Counter(c.rstrip() for tok in tokens if tok.kind == "_NL"
                   for c in _COMMENT.findall(tok.text))


# ----------------------------------------------------------------------- lines


class Kind(Enum):
    CODE = "code"
    COMMENT = "comment"
    BLANK = "blank"


@dataclass(frozen=True)
class Line:
    """One output line, before indentation: code, a comment of its own, or blank.

    ``depth`` counts the blocks around the line (a ``}`` line: those around its
    block), ``extra`` the indentation of a continued value list."""

    kind: Kind
    text: str = ""
    depth: int = 0
    extra: int = 0
    comment: str | None = None
    opens: bool = False
    closes: bool = False
    source_line: int = 0

    @property
    def is_doc(self) -> bool:
        return self.kind is Kind.COMMENT and self.text.startswith("///")


_BLANK = Line(Kind.BLANK)


class _Layout:
    """Turns the token stream into lines: the words of each statement joined by single
    spaces, every comment and blank line in its place."""

    def __init__(self) -> None:
        self.out: list[Line] = []
        self.text = ""
        self.depth = 0
        self.line_depth = 0
        self.line_extra = 0
        self.line_opens = False
        self.line_no = 0
        self.previous = ""

    def lines(self, tokens: list[Lexeme]) -> list[Line]:
        for i, tok in enumerate(tokens):
            following = tokens[i + 1] if i + 1 < len(tokens) else None
            self.token(tok, following)
            self.previous = tok.kind if tok.kind != "_NL" else self.previous
        if self.text:
            self.flush(None)
        return self.out

    def token(self, tok: Lexeme, following: Lexeme | None) -> None:
        kind = tok.kind
        if kind == "_NL":
            self.newline(tok.text)
        elif kind == "LBRACE":
            self.open_block(following)
        elif kind == "RBRACE":
            self.close_block(tok)
        elif kind in ("COLON", "COMMA"):
            self.text += tok.text
        else:
            self.word(tok)

    def word(self, tok: Lexeme) -> None:
        # a claim's 'some   deal' -> 'some deal'; every other token as written
        text = " ".join(tok.text.split()) if tok.kind == "QUANTIFIER" else tok.text
        if self.text:
            # inside a claim, no space after '(' nor before ')'
            tight = tok.kind == "RPAR" or self.text.endswith("(")
            self.text += ("" if tight else " ") + text
            return
        self.text = text
        self.line_depth = self.depth
        self.line_extra = INDENT if self.previous == "COMMA" else 0
        self.line_no = tok.line

    def open_block(self, following: Lexeme | None) -> None:
        self.text += " {"
        self.line_opens = True
        self.depth += 1
        if following is None or following.kind == "_NL":
            return
        if following.kind == "RBRACE" or not self._documented():
            self.flush(None)

    def _documented(self) -> bool:
        """Whether doc comments stand above the line being built.

        A doc comment belongs to every entry that starts on the line below it, so an
        entry written on its block's ``{`` line shares the block's doc comment; moving
        it to a line of its own would take the doc comment from it, so it stays."""
        for line in reversed(self.out):
            if line.kind is Kind.CODE:
                return False
            if line.is_doc:
                return True
        return False

    def close_block(self, tok: Lexeme) -> None:
        if self.text:
            self.flush(None)
        self.depth -= 1
        self.text = "}"
        self.line_depth = self.depth
        self.line_extra = 0
        self.line_no = tok.line

    def newline(self, raw: str) -> None:
        """A newline token: a comment ending the current line, then whole lines (blank
        or a comment each), then the indentation of the next line, which is dropped."""
        pieces = raw.split("\n")
        if self.text:
            self.flush(pieces[0].strip() or None)
            pieces = pieces[1:]
        for piece in pieces[:-1]:
            stripped = piece.strip()
            self.out.append(Line(Kind.COMMENT, stripped) if stripped else _BLANK)

    def flush(self, comment: str | None) -> None:
        self.out.append(Line(Kind.CODE, self.text, self.line_depth, self.line_extra,
                             comment, self.line_opens, self.text == "}", self.line_no))
        self.text = ""
        self.line_opens = False


# ----------------------------------------------------------------------- blank lines


def _separate(lines: list[Line]) -> list[Line]:
    """The author's blank lines where they may stand, at most one in a row, and one
    around every top-level block."""
    kept: list[Line] = []
    for i, line in enumerate(lines):
        repeated = bool(kept) and kept[-1].kind is Kind.BLANK
        if line.kind is not Kind.BLANK or (_may_stand(lines, i) and not repeated):
            kept.append(line)
    wanted = _section_breaks(kept)
    spaced: list[Line] = []
    for i, line in enumerate(kept):
        if i in wanted:
            spaced.append(_BLANK)
        spaced.append(line)
    return spaced


def _may_stand(lines: list[Line], i: int) -> bool:
    """Whether the blank line at ``i`` stays: not at either end of the file, not right
    after a ``{`` or right before a ``}``, not inside a value list."""
    before = next((x for x in reversed(lines[:i]) if x.kind is not Kind.BLANK), None)
    after = next((x for x in lines[i + 1:] if x.kind is not Kind.BLANK), None)
    if before is None or after is None or before.opens or after.closes:
        return False
    code_after = next((x for x in lines[i + 1:] if x.kind is Kind.CODE), None)
    return code_after is None or code_after.extra == 0


def _section_breaks(lines: list[Line]) -> set[int]:
    """Where a blank line is missing: above each top-level block with the comments
    written directly above it, and below its ``}``."""
    wanted: set[int] = set()
    for i, line in enumerate(lines):
        if line.kind is not Kind.CODE or line.depth != 0:
            continue
        if line.opens:
            top = i
            while top > 0 and lines[top - 1].kind is Kind.COMMENT:
                top -= 1
            if top > 0 and lines[top - 1].kind is not Kind.BLANK:
                wanted.add(top)
        elif line.closes and i + 1 < len(lines) and lines[i + 1].kind is not Kind.BLANK:
            wanted.add(i + 1)
    return wanted


# ----------------------------------------------------------------------- rendering


def _render(lines: list[Line], i: int) -> str:
    line = lines[i]
    if line.kind is Kind.BLANK:
        return ""
    if line.kind is Kind.COMMENT:
        return " " * _comment_indent(lines, i) + line.text
    code = " " * (INDENT * line.depth + line.extra) + line.text
    return code if line.comment is None else f"{code} {line.comment}"


def _comment_indent(lines: list[Line], i: int) -> int:
    """A comment of its own is indented like the code below it; above a ``}``, like
    the entries of the block the ``}`` closes."""
    below = next((x for x in lines[i + 1:] if x.kind is Kind.CODE), None)
    if below is None:
        return 0
    if below.closes:
        return INDENT * (below.depth + 1)
    return INDENT * below.depth + below.extra


def _refuse_long_lines(source: SourceFile, lines: list[Line]) -> None:
    """A laid-out line may not outgrow the longest line a spec may have (PS107)."""
    for i, line in enumerate(lines):
        width = len(_render(lines, i))
        if width > MAX_LINE:
            offset = sum(len(x) + 1 for x in source.text.split("\n")[:line.source_line - 1])
            start = source.span(offset, offset + 1)
            raise SpecError([Diagnostic(
                "PS107", f"laid out, the line would have {width} characters; a spec line "
                f"has at most {MAX_LINE}", start,
                help="continue a list on the next line after a comma")])


# ----------------------------------------------------------------------- the guarantee


def _confirm(spec: SpecFile, kept: Counter[str], out: str, path: str) -> None:
    """The laid-out text says exactly what the original said, and keeps its comments."""
    again, problems = parse(SourceFile(path, out))
    if again is None:
        raise FormatBug(f"the laid-out {path} does not parse: {problems[0].message}")
    if shape(again) != shape(spec):
        raise FormatBug(f"laying out {path} would change what it says")
    if comments(out) != kept:
        raise FormatBug(f"laying out {path} would lose or change a comment")


def shape(spec: SpecFile) -> tuple[str, str | None, str | None, tuple[str, ...],
                                   tuple[Entry, ...]]:
    """What a parsed file says, wherever it was written: header, doc comments and
    entries (entries compare without their spans)."""
    return (spec.name, spec.title, spec.parent, spec.doc, spec.entries)
