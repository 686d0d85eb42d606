"""Compiled tables as values: a copy of one, shallow or deep, is the table itself.

The plans and score plans are frozen once compiled and shared by every match of a game;
copying a match (or anything holding one) must not copy them. A compiled build makes
them native classes, which ``copy.deepcopy`` could not rebuild field by field.
"""

from __future__ import annotations

from typing import Self


class Frozen:
    """A frozen compiled table: ``copy.copy`` and ``copy.deepcopy`` give it back."""

    def __copy__(self) -> Self:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Self:
        return self


__all__ = ["Frozen"]
