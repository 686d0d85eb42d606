"""Limits on the files pitchspec reads besides specs: deal files, game logs and
expected-verdicts files (a spec's own limits are in :mod:`pitchspec.parse` and
:mod:`pitchspec.bounds`).

A file larger than any real one, or nested deeper than its format ever nests, is
refused with a located finding before it is parsed, so no input can exhaust memory or
overflow the parser's stack, and reading costs time in proportion to the file's size.
"""

from __future__ import annotations

import re
from pathlib import Path

MAX_INPUT_CHARS = 64_000_000
"""The largest deal file, game log or expected-verdicts file read, in characters. A log
of a match played to the default limit of 1,000 deals is a few million; a deal file or
an expected-verdicts file a few thousand."""

MAX_NESTING = 64
"""The deepest nesting of JSON arrays and objects read: deal files nest 6 deep, log
lines fewer."""

_BRACKETS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


class TooLarge(ValueError):
    """A file over :data:`MAX_INPUT_CHARS`; the message says so in words."""


def read_bounded(path: Path, what: str) -> str:
    """The text of an input file as ``Path.read_text`` gives it, refused
    (:class:`TooLarge`) over the size limit without reading further; OSError and
    UnicodeDecodeError as reading raises them."""
    with path.open(encoding="utf-8") as handle:
        text = handle.read(MAX_INPUT_CHARS + 1)
    if len(text) > MAX_INPUT_CHARS:
        raise TooLarge(f"the {what} {path} has more than {MAX_INPUT_CHARS:,} characters, "
                       f"more than a {what} can have")
    return text


def too_deep(text: str, limit: int = MAX_NESTING) -> int | None:
    """The offset of the first bracket nested deeper than ``limit`` in JSON text, or
    None. Brackets inside double-quoted strings do not count.

    >>> too_deep('[[["]]]"]]]', limit=3) is None
    True
    >>> too_deep('{"a": [[1]]}', limit=2)
    7
    """
    depth = 0
    for found in _BRACKETS.finditer(text):
        token = found.group()
        if token in ("[", "{"):
            depth += 1
            if depth > limit:
                return found.start()
        elif token in ("]", "}"):
            depth = max(0, depth - 1)
    return None
