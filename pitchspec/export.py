"""A resolved variant as plain JSON data (what ``pitchspec show`` prints)."""

from __future__ import annotations

import dataclasses
from enum import Enum
from fractions import Fraction
from typing import Any

from pitchspec.cards import Rank
from pitchspec.model import Variant
from pitchspec.model.derived import points_in_order
from pitchspec.source import Span


def to_data(value: Any) -> Any:
    """Dataclasses to dicts (spans left out), enums to their values, ranks to symbols."""
    if isinstance(value, Rank):
        return value.symbol
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, Fraction):
        return str(value)
    if isinstance(value, frozenset):
        return sorted(to_data(v) for v in value)
    if isinstance(value, tuple | list):
        return [to_data(v) for v in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {
            f.name: to_data(getattr(value, f.name))
            for f in dataclasses.fields(value)
            if not isinstance(getattr(value, f.name), Span) and not _unset(value, f)
        }
    return value


def _unset(value: Any, f: dataclasses.Field[Any]) -> bool:
    """A field added to the language after specs were written (marked ``when_set``) is
    left out at its default, so the rules of a spec that does not use it read, and hash
    (a log's spec digest), as before."""
    return bool(f.metadata.get("when_set")) and getattr(value, f.name) == f.default


def variant_data(variant: Variant) -> dict[str, Any]:
    """The variant as JSON data, with a few derived facts a reader wants first."""
    data: dict[str, Any] = to_data(variant)
    data["points"] = [to_data(p) for p in points_in_order(variant)]
    data["derived"] = {
        "deck_size": variant.deck.size,
        "bid_levels": list(variant.bidding.levels()),
        "counting_order": [p.name for p in points_in_order(variant)],
        "source_file": variant.span.file,
    }
    return data
