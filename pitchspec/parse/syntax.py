"""Syntax errors (PS1xx) in a reader's words: what was found, what was expected,
and for a file that ends inside a block, which '{' is never closed.
"""

from __future__ import annotations

from lark import Token
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from pitchspec.diagnostics import Diagnostic, Related
from pitchspec.parse.limits import braces
from pitchspec.source import SourceFile

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


def syntax_diagnostic(source: SourceFile, err: UnexpectedInput) -> Diagnostic:
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
    for pos, char in braces(text):
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
