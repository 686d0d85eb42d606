"""The cards: which ranks and jokers make the deck, cards named in rules (a rank
of a suit such as trump), and card values for counting."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from pitchspec.cards import Joker, Rank
from pitchspec.model.spans import span_field as _span
from pitchspec.source import Span


class SuitRef(Enum):
    """A suit named relative to trump, or absolutely."""

    TRUMP = "trump"
    OFF = "off"
    SUB = "sub"
    SPADES = "spades"
    HEARTS = "hearts"
    DIAMONDS = "diamonds"
    CLUBS = "clubs"


@dataclass(frozen=True)
class CardRef:
    """A card named in rules: ``trump J``, ``off J`` (same colour), ``spades 4``,
    ``big joker``. Exactly one of ``rank`` / ``joker`` is set."""

    suit: SuitRef | None
    rank: Rank | None
    joker: Joker | None = None
    span: Span = _span()

    def __str__(self) -> str:
        if self.joker is not None:
            return self.joker.value
        assert self.rank is not None and self.suit is not None
        return f"{self.suit.value} {self.rank.symbol}"


@dataclass(frozen=True)
class CardValue:
    """Card points of a rank (or of a joker) for the Game count; ``trump_only`` makes
    the value apply to the trump suit alone (All Fives' Five of trumps)."""

    rank: Rank | None
    joker: bool
    trump_only: bool
    value: Fraction
    span: Span = _span()


@dataclass(frozen=True)
class Deck:
    ranks: tuple[Rank, ...]
    jokers: tuple[Joker, ...]
    card_points: tuple[CardValue, ...]
    span: Span = _span()

    @property
    def size(self) -> int:
        return 4 * len(self.ranks) + len(self.jokers)
