"""Hand-improvement procedures: a player turns in a poor hand (coke, muck, misdeal,
pointless-hand rules), for a new hand or a redeal, and what counts as poor."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from pitchspec.cards import Rank
from pitchspec.model.play import Sitter
from pitchspec.model.spans import span_field as _span
from pitchspec.source import Span


class ProcedureKind(Enum):
    COKE = "coke"
    MUCK = "muck"
    MISDEAL = "misdeal"
    REPLACE_POINTLESS = "replace_pointless"
    REDEAL_POINTLESS = "redeal_pointless"


class Scope(Enum):
    HAND = "hand"
    NONTRUMPS = "nontrumps"


@dataclass(frozen=True)
class Procedure:
    """A hand-improvement procedure (coke, muck, misdeal, pointless-hand rules)."""

    kind: ProcedureKind
    allowed: bool
    ranks: tuple[Rank, ...] = ()
    scope: Scope = Scope.HAND
    may_bid: bool = True
    new_hand: int | None = None
    sits_out: Sitter | None = None
    partnerships: bool = True
    as_bid: bool = False
    span: Span = _span()
    shown: bool = False
    """The player shows the hand he turns in to everyone (Scranton rule)."""
