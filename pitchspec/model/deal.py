"""The deal: who deals first, packets to each player, and the kitty, widow, blind
and stock."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from pitchspec.cards import Rank
from pitchspec.model.spans import span_field as _span
from pitchspec.source import Span


class FirstDealer(Enum):
    CUT = "cut"
    DRAW = "draw"
    FIRST_JACK = "first_jack"
    CUT_AND_GUESS = "cut_and_guess"
    RANDOM = "random"


class StockFace(Enum):
    DOWN = "down"
    UP = "up"


@dataclass(frozen=True)
class Blind:
    """Face-down cards a player may not look at (per player) or a single blind pile."""

    size: int
    per_player: bool
    span: Span = _span()


@dataclass(frozen=True)
class Deal:
    hand: int
    packets: tuple[int, ...]
    widow: int
    kitty: int
    blind: Blind | None
    stock: StockFace
    first_dealer: FirstDealer
    span: Span = _span()
    cut_ranking: tuple[Rank, ...] = ()
    """Rank order for the cut or draw for first deal, highest first, as written
    (empty: the plain-suit order). Cotton's Putt ranking (C-40)."""
    rounds: int | None = None
    """The hand is dealt in this many rounds of sizes the dealer chooses (Yorkshire)."""
