"""The words of a spec's text as an editor sees them, line by line, without the parser:
comments, strings, numbers, names, comparison signs and braces. Folding and semantic
tokens read a text this way, so a text that does not parse (being typed) still folds
and is coloured.

>>> [(w.kind, w.text) for w in words('bid moon "Moon" { // big')]
[('name', 'bid'), ('name', 'moon'), ('string', '"Moon"'), ('open', '{'), ('comment', '// big')]
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

_WORD = re.compile(r"""
    (?P<comment>//[^\n]*)
  | (?P<string>"[^"\n]*"?)
  | (?P<number>-?[0-9]+(?:\.\.-?[0-9]+|/[0-9]+)?)
  | (?P<name>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<operator><=|>=|!=|<|>|=)
  | (?P<open>\{)
  | (?P<close>\})
  | (?P<colon>:)
""", re.VERBOSE)


@dataclass(frozen=True)
class Word:
    """One word: its kind (a group name of the pattern above), text and offsets."""

    kind: str
    text: str
    start: int

    @property
    def end(self) -> int:
        return self.start + len(self.text)


def words(text: str) -> Iterator[Word]:
    """Every word of the text, left to right (a string ends at its line's end)."""
    for found in _WORD.finditer(text):
        kind = found.lastgroup or "name"
        yield Word(kind, found.group(), found.start())
