"""A Pygments lexer for ``.pitch`` spec files, so rulebooks show each spec highlighted.

Registered as the Pygments entry point ``pitch``; the Sphinx extension also adds it.

>>> from pygments.token import Error
>>> text = 'variant x "X" extends y\\nplay {\\n  follow: must follow\\n}\\n'
>>> tokens = list(PitchLexer().get_tokens(text))
>>> any(kind is Error for kind, _ in tokens)
False
"""

from __future__ import annotations

from typing import Any, ClassVar

from pygments.lexer import RegexLexer, bygroups
from pygments.token import (
    Comment,
    Keyword,
    Name,
    Number,
    Operator,
    Punctuation,
    String,
    Whitespace,
)

_NAME = r"[A-Za-z_][A-Za-z0-9_]*"


class PitchLexer(RegexLexer):
    """Variant header, doc comments, keys (setting or block names), values and numbers;
    a claim's keyword, parentheses and comparisons."""

    name = "Pitch"
    aliases: ClassVar[list[str]] = ["pitch", "pitchspec"]
    filenames: ClassVar[list[str]] = ["*.pitch"]
    mimetypes: ClassVar[list[str]] = ["text/x-pitch"]

    tokens: ClassVar[dict[str, list[Any]]] = {
        "root": [
            (rf"^(\s*)(drop)(\s+)({_NAME})", bygroups(Whitespace, Keyword, Whitespace, Name.Tag)),
            (r"^(\s*)(claim)(?=\s)", bygroups(Whitespace, Keyword)),
            (rf"^(\s*)({_NAME})(?=[^\n:{{]*[:{{])", bygroups(Whitespace, Name.Tag)),
            (r"[ \t\f]+", Whitespace),
            (r"\r?\n", Whitespace),
            (r"///[^\n]*", Comment.Special),
            (r"//[^\n]*", Comment.Single),
            (rf"\b(variant)(\s+)({_NAME})", bygroups(Keyword.Declaration, Whitespace, Name.Class)),
            (rf"\b(extends)(\s+)({_NAME})", bygroups(Keyword, Whitespace, Name.Class)),
            (r'"[^"\n]*"', String.Double),
            (r"-?[0-9]+\.\.-?[0-9]+", Number),
            (r"[0-9]+/[0-9]+", Number),
            (r"-?[0-9]+", Number.Integer),
            (_NAME, Name),
            (r"[{}:,()]", Punctuation),
            (r"<=|>=|!=|[<>=]", Operator),
        ],
    }
