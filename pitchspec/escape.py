"""Showing text from files safely on a terminal.

A spec's strings, a log's labels and a deal file's moves are whatever their author
typed, terminal escape sequences included. Everything the tool prints from them passes
through :func:`printable`: control characters (C0 and C1: escape, bell, carriage
return, backspace...) and the invisible characters that reorder or hide text (bidi
overrides and isolates, zero-width marks, line and paragraph separators) are shown as
``\\x1b`` or ``\\u202e``, so what a player reads is what the file says.
"""

from __future__ import annotations

import unicodedata

_INVISIBLE = frozenset(
    "\u061c\u200b\u200c\u200d\u200e\u200f\u2028\u2029\u202a\u202b\u202c\u202d\u202e"
    "\u2060\u2066\u2067\u2068\u2069\ufeff")


def _shown(ch: str) -> str:
    point = ord(ch)
    if unicodedata.category(ch) != "Cc" and ch not in _INVISIBLE:
        return ch
    return f"\\x{point:02x}" if point < 0x100 else f"\\u{point:04x}"


def printable(text: str, keep: str = "") -> str:
    """``text`` with every control or invisible character escaped, except those in
    ``keep`` (the newlines and tabs a renderer lays out itself).

    >>> printable("Pitch\\x1b[2J\\u202eokay")
    'Pitch\\\\x1b[2J\\\\u202eokay'
    >>> printable("a\\tb\\nc", keep="\\t\\n")
    'a\\tb\\nc'
    """
    if text.isprintable() and not _INVISIBLE.intersection(text):
        return text
    return "".join(ch if ch in keep else _shown(ch) for ch in text)
