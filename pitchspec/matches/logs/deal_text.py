"""A deal file's JSON text as read: its values, and where each value and key sits in
the text, so every problem found later is located at the offending value.

This is the bottom of the deal-file modules: :mod:`~pitchspec.matches.logs.scripted_deal` (the
deal fitted to a table), :mod:`~pitchspec.matches.logs.deal_check` (the fitting) and
:mod:`~pitchspec.matches.logs.deal_file` (reading a file and compiling it) build on it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from json.decoder import scanstring  # type: ignore[attr-defined]
from typing import Any

from pitchspec.source import SourceFile, Span

FORMAT = "pitchspec-deal"
VERSION = 1

JPath = tuple[str | int, ...]
"""Where a value sits in the JSON document: keys and list indexes from the top."""


# --------------------------------------------------------------------------- positions


_SCALAR = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?|true|false|null|NaN"
                     r"|-?Infinity")
_SPACE = " \t\r\n"


class Positions:
    """The character range of every value (and object key) of a valid JSON text."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.values: dict[JPath, tuple[int, int]] = {}
        self.keys: dict[JPath, tuple[int, int]] = {}
        self.duplicates: list[JPath] = []
        self._value(self._space(0), ())

    def _space(self, i: int) -> int:
        while i < len(self.text) and self.text[i] in _SPACE:
            i += 1
        return i

    def _value(self, i: int, path: JPath) -> int:
        ch = self.text[i]
        if ch == "{":
            end = self._object(i, path)
        elif ch == "[":
            end = self._array(i, path)
        elif ch == '"':
            end = int(scanstring(self.text, i + 1)[1])
        else:
            match = _SCALAR.match(self.text, i)
            end = match.end() if match else i + 1
        self.values[path] = (i, end)
        return end

    def _object(self, i: int, path: JPath) -> int:
        i = self._space(i + 1)
        if self.text[i] == "}":
            return i + 1
        while True:
            key, key_end = scanstring(self.text, i + 1)
            here = (*path, key)
            if here in self.keys:
                self.duplicates.append(here)
            self.keys[here] = (i, int(key_end))
            i = self._space(self._space(int(key_end)) + 1)  # past the colon
            i = self._space(self._value(i, here))
            if self.text[i] == "}":
                return i + 1
            i = self._space(i + 1)

    def _array(self, i: int, path: JPath) -> int:
        i = self._space(i + 1)
        index = 0
        if self.text[i] == "]":
            return i + 1
        while True:
            i = self._space(self._value(i, (*path, index)))
            index += 1
            if self.text[i] == "]":
                return i + 1
            i = self._space(i + 1)

@dataclass
class DealText:
    """A deal file read and parsed (JSON syntax checked); not yet fitted to a table."""

    path: str
    text: str
    data: dict[str, Any]
    positions: Positions

    @property
    def players(self) -> int | None:
        """The player count the file states, when it is a whole number."""
        value = self.data.get("players")
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    @property
    def teams(self) -> int | None:
        """How the file seats the table (False alone, True in partnerships, or a number
        of teams), when it says."""
        value = self.data.get("teams")
        return value if isinstance(value, int) else None

    @cached_property
    def source(self) -> SourceFile:
        """The file with its line index, built once: a file with many problems is
        located in time linear in its size."""
        return SourceFile(self.path, self.text)

    def span(self, path: JPath, key: bool = False) -> Span:
        """The span of the value at ``path`` (or of its key), else of its nearest parent."""
        source = self.source
        table = self.positions.keys if key else self.positions.values
        for cut in range(len(path), -1, -1):
            found = table.get(path[:cut]) or self.positions.values.get(path[:cut])
            if found is not None:
                return source.span(*found)
        return source.span(0, 0)
