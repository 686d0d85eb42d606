"""Diagnostics as values: what went wrong, where, and how to fix it."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum

from pitchspec.codes import code
from pitchspec.source import NO_SPAN, Span


class Severity(Enum):
    """An error makes a spec unusable; a warning marks a rule that cannot take effect
    (the spec still loads, plays and verifies, and ``check --strict`` fails on it)."""

    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True)
class Related:
    """A secondary location that explains a diagnostic ("first defined here")."""

    span: Span
    message: str


@dataclass(frozen=True)
class Diagnostic:
    """One finding about a spec: a registered code, a message, a span and optional help."""

    code: str
    message: str
    span: Span = NO_SPAN
    help: str | None = None
    severity: Severity = Severity.ERROR
    related: tuple[Related, ...] = field(default=())

    def __post_init__(self) -> None:
        # Unregistered codes fail loudly, at the point of creation; a code registered
        # as a warning is always reported as one.
        if code(self.code).warning:
            object.__setattr__(self, "severity", Severity.WARNING)

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def sort_key(self) -> tuple[str, int, int, str]:
        return (self.span.file, self.span.line, self.span.column, self.code)


class SpecError(Exception):
    """Raised once by :func:`pitchspec.load` with every diagnostic found."""

    def __init__(self, diagnostics: Sequence[Diagnostic]) -> None:
        self.diagnostics = tuple(sorted(diagnostics, key=Diagnostic.sort_key))
        first = self.diagnostics[0] if self.diagnostics else None
        summary = f"{first.span}: {first.code}: {first.message}" if first else "invalid spec"
        more = len(self.diagnostics) - 1
        super().__init__(summary + (f" (and {more} more)" if more > 0 else ""))


def did_you_mean(word: str, candidates: Iterable[str]) -> str | None:
    """A 'did you mean' help line for a misspelled name, or None when nothing is close.

    Candidates are ranked by edit distance, then by closeness of length, so ``bidz``
    suggests ``bids`` rather than ``bid``.

    >>> did_you_mean("bidz", ["bid", "bids", "form"])
    "did you mean 'bids'?"
    """
    pool = sorted(set(candidates))
    close = set(difflib.get_close_matches(word, pool, n=5, cutoff=0.6))
    most = max(1, len(word) // 4)
    # words whose lengths differ by more than `most` are at least that far apart: they
    # are not measured, so a name a million characters long costs no more than reading it
    close.update(c for c in pool
                 if abs(len(c) - len(word)) <= most and _distance(word, c) <= most)
    if not close:
        return None
    best = min(close, key=lambda c: (_distance(word, c), abs(len(c) - len(word)), c))
    return f"did you mean '{best}'?"


def _distance(a: str, b: str) -> int:
    """Levenshtein distance between two words."""
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, start=1):
        current = [i]
        for j, cb in enumerate(b, start=1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


def has_errors(diagnostics: Iterable[Diagnostic], strict: bool = False) -> bool:
    """Whether the findings fail a check: any error, or with ``strict`` any finding."""
    return any(strict or d.is_error for d in diagnostics)


def warnings_in(diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
    return [d for d in diagnostics if not d.is_error]
