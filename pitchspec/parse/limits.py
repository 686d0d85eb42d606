"""How much text the checker reads: a file too large, a line too long or blocks
nested too deep are refused (PS004, PS107, PS108) before the parser sees them, so no
input makes it hang or overflow its stack.
"""

from __future__ import annotations

from collections.abc import Iterator

from pitchspec.diagnostics import Diagnostic
from pitchspec.source import SourceFile

MAX_CHARS = 64_000
"""The largest spec file read, in characters (the largest bundled spec is ~7,000)."""
MAX_LINE = 1_000
"""The longest line read, in characters (bundled lines stay under 140)."""
MAX_DEPTH = 6
"""The deepest nesting of blocks (the language nests three deep: bidding, bid, ...)."""


def beyond_limits(source: SourceFile) -> Diagnostic | None:
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
    for pos, char in braces(text):
        depth = depth + 1 if char == "{" else max(0, depth - 1)
        if depth > MAX_DEPTH:
            return Diagnostic("PS108", f"blocks are nested {depth} deep; the language nests "
                              f"at most {MAX_DEPTH}", source.span(pos, pos + 1),
                              help="close the block above with '}' before opening this one")
    return None


def braces(text: str) -> Iterator[tuple[int, str]]:
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
