"""The exchange between the deal and the play: its steps (discard, draw, take
the kitty or widow), who acts and with which cards."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from pitchspec.model.spans import span_field as _span
from pitchspec.source import Span


class Actor(Enum):
    ALL = "all"
    OTHERS = "others"
    BIDDER = "bidder"
    DEALER = "dealer"
    NONDEALERS = "nondealers"  # every player but the dealer (Nine-Five: dealer serves himself last)


class StepKind(Enum):
    DISCARD = "discard"
    TAKE = "take"
    REFILL = "refill"
    REDUCE = "reduce"
    COMPLETE = "complete"
    RECLAIM = "reclaim"


class CardClass(Enum):
    """Which cards a discard may throw: non-trumps only, or any the player chooses. (A
    reclaim takes trumps back from the scrap by its kind, :attr:`StepKind.RECLAIM`.)"""

    NONTRUMPS = "nontrumps"
    ANY = "any"


class Pile(Enum):
    KITTY = "kitty"
    WIDOW = "widow"
    STOCK = "stock"
    SCRAP = "scrap"
    LOST = "lost"


@dataclass(frozen=True)
class Step:
    """One exchange step after the auction, e.g. ``all discard nontrumps``,
    ``dealer refills to 6``, ``bidder takes stock``, ``bidder reduces to 6``."""

    actor: Actor
    kind: StepKind
    cards: CardClass | None = None
    pile: Pile | None = None
    to: int | None = None
    packet: int | None = None
    by_choice: bool = False
    nonpoint_first: bool = False
    shown: bool = False
    span: Span = _span()
    per_card_taken: bool = False
    """A discard of one card of the actor's choice for each card he took in the step
    before (Man-O-War: the high bidder's hand size does not change)."""
    trumps_first: bool = False
    """Choosing cards from the stock, he must take a trump while one is left there: any
    card only when too few trumps remain (Nine-Five: all trumps come into play)."""


@dataclass(frozen=True)
class Exchange:
    steps: tuple[Step, ...]
    dead_cards_to_opponents: bool
    span: Span = _span()
    in_turn: bool = False
    """Each player in turn from elder goes through every step before the next player
    starts (Contway: each throws away and is dealt back to six in turn); otherwise each
    step is done by every player before the next step."""
