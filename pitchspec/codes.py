"""The registry of diagnostic codes.

Ranges: ``PS0xx`` files and usage, ``PS1xx`` syntax, ``PS2xx`` names and lowering,
``PS3xx`` validation of a complete variant, ``PS4xx`` engine, ``PS5xx`` verification.
Every diagnostic the tool emits names one of these codes; the documentation page of
codes is generated from this table.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Category(Enum):
    FILE = "file"
    SYNTAX = "syntax"
    NAMES = "names"
    VALIDATION = "validation"
    ENGINE = "engine"
    VERIFICATION = "verification"


@dataclass(frozen=True)
class Code:
    """One diagnostic code: its identifier, category and a one-line summary."""

    id: str
    category: Category
    summary: str


def _c(id: str, category: Category, summary: str) -> Code:
    return Code(id, category, summary)


_F, _S, _N, _V = Category.FILE, Category.SYNTAX, Category.NAMES, Category.VALIDATION

CODES: dict[str, Code] = {
    c.id: c
    for c in (
        _c("PS001", _F, "a spec file cannot be read"),
        _c("PS002", _F, "a path names no .pitch file"),
        _c("PS003", _F, "two spec files declare the same variant name"),
        _c("PS101", _S, "a character that cannot start any token"),
        _c("PS102", _S, "a token where the grammar does not allow it"),
        _c("PS103", _S, "the file ends inside a block or statement"),
        _c("PS104", _S, "a block is closed that was never opened"),
        _c("PS105", _S, "a setting without a value after ':'"),
        _c("PS106", _S, "the file does not begin with a 'variant' header"),
        _c("PS201", _N, "an unknown section name"),
        _c("PS202", _N, "an unknown setting inside a section"),
        _c("PS203", _N, "a value that matches none of the forms this setting accepts"),
        _c("PS204", _N, "the same setting is given twice in one section"),
        _c("PS205", _N, "the variant name does not match its file name"),
        _c("PS206", _N, "'extends' names a variant that cannot be found"),
        _c("PS207", _N, "'extends' forms a cycle"),
        _c("PS208", _N, "'drop' names a setting the parent does not have"),
        _c("PS209", _N, "an unknown rank, suit or card"),
        _c("PS210", _N, "an entry that needs a name has none, or one that takes none has one"),
        _c("PS211", _N, "a block where a value is expected, or a value where a block is expected"),
        _c("PS212", _N, "a required rule is not stated by the variant or any parent"),
        _c("PS213", _N, "a number outside the range the setting allows"),
        _c("PS214", _N, "a point or bid name is used but never defined"),
    )
}


def code(id: str) -> Code:
    """Look up a registered code; an unregistered id is a programming error."""
    return CODES[id]


def register(id: str, category: Category, summary: str) -> Code:
    """Add a code to the registry (used by modules that own a code range)."""
    if id in CODES:
        raise ValueError(f"diagnostic code {id} registered twice")
    entry = Code(id, category, summary)
    CODES[id] = entry
    return entry
