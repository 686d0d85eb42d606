"""How trump is fixed: by the first card led, a declaration, a turned-up card, a
called card or at random, and begging (stand, beg, run the cards)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from pitchspec.model.spans import span_field as _span
from pitchspec.source import Span


class TrumpMethod(Enum):
    FIRST_LEAD = "first_lead"
    DECLARED = "declared"
    TURN_UP = "turn_up"
    CALLED_CARD = "called_card"
    RANDOM = "random"


class GiftTo(Enum):
    ELDER = "elder"
    EACH_OPPONENT = "each_opponent"


class AfterRun(Enum):
    KEEP = "keep"
    DISCARD_TO_HAND = "discard_to_hand"


@dataclass(frozen=True)
class Beg:
    """Beg / stand / run the cards: elder may beg; the dealer gives ``gift`` points or
    deals ``run`` more cards each and turns again (again if the suit repeats)."""

    gift: int
    gift_to: GiftTo
    run: int
    after_run: AfterRun
    restricted_looking: bool
    span: Span = _span()
    same_suit_discard: bool = False
    """A new turn-up of the rejected suit and the cards just run are discarded unseen
    before running again (modern two-player rules); otherwise they are kept."""
    stock_out_keeps_turned: bool = False
    """If the stock runs out the deal is void and the same dealer redeals; when set,
    points already scored for turned cards stand."""
    granted_redeal: bool = False
    """A granted beg (gift given) throws the hands in for a new deal instead of playing
    with the turned-up trump (one reading of Cotton, C-20)."""


@dataclass(frozen=True)
class Trump:
    method: TrumpMethod
    declare_before_kitty: bool
    sub_trump: bool
    beg: Beg | None
    span: Span = _span()
