"""Semantic checks of a complete variant (PS3xx): a tuple of small named rules."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from pitchspec.diagnostics import Diagnostic
from pitchspec.model import Variant

Check = Callable[[Variant], Iterator[Diagnostic]]

CHECKS: tuple[Check, ...] = ()


def validate(variant: Variant) -> list[Diagnostic]:
    """Run every check; each reports all the problems of its one rule."""
    return [d for check in CHECKS for d in check(variant)]
