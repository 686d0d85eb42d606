"""How cards rank: the trump order (off-suit cards and jokers included) and the
plain suit order."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from pitchspec.cards import Rank
from pitchspec.model.deck import CardRef
from pitchspec.model.spans import span_field as _span
from pitchspec.source import Span


class JokerRole(Enum):
    """Ranked jokers are trumps at their place in the trump order; rankless jokers
    belong to no suit and cannot win a trick."""

    TRUMP = "trump"
    RANKLESS = "rankless"


@dataclass(frozen=True)
class Ranking:
    """Trump order (highest first; may include off-suit cards and jokers) and plain
    suit order (highest first)."""

    trump: tuple[CardRef, ...]
    plain: tuple[Rank, ...]
    jokers: JokerRole
    span: Span = _span()
