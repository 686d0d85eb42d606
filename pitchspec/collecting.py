"""Collecting what a block of code says while it runs.

A context variable holds the collection while the block runs and nothing outside it:
the rulebook's sentences and constructs as a page writes them
(:mod:`pitchspec.rulebook.backing`), the meanings shown in English where the language in
use lacks a translation (:func:`pitchspec.meanings.translate.lenient`).

>>> from contextvars import ContextVar
>>> heard: ContextVar[list[str] | None] = ContextVar("heard", default=None)
>>> with collecting(heard, []) as words:
...     heard.get().append("high")
>>> words, heard.get()
(['high'], None)
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TypeVar

C = TypeVar("C")


@contextmanager
def collecting(var: ContextVar[C | None], found: C) -> Iterator[C]:
    """``found`` set as what ``var`` collects into inside the block, yielded."""
    token = var.set(found)
    try:
        yield found
    finally:
        var.reset(token)
