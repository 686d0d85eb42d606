"""The span every model node carries: where the text stated it (``NO_SPAN`` for a
default the language supplied). Spans never take part in equality."""

from __future__ import annotations

from dataclasses import field
from typing import Any

from pitchspec.source import NO_SPAN


def span_field() -> Any:
    """A dataclass field for a node's span: ``NO_SPAN`` unless given, left out of
    equality and repr."""
    return field(default=NO_SPAN, compare=False, repr=False)
