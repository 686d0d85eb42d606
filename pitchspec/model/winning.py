"""Winning the match: the target, who may win by reaching it, both sides
reaching it at once, and the backdoor."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from pitchspec.model.spans import span_field as _span
from pitchspec.source import Span


class Reach(Enum):
    AT_LEAST = "at_least"
    OVER = "over"


class Eligible(Enum):
    ANYONE = "anyone"
    BIDDER = "bidder"
    BIDDER_OR_SETTER = "bidder_or_setter"
    BID_MADE = "bid_made"


class BothReach(Enum):
    COUNTING_ORDER = "counting_order"
    BIDDER = "bidder"
    HIGHER_SCORE = "higher_score"
    SHARE_TIES = "share_ties"
    """The higher score wins; sides tied on the highest score share the win."""


class MatchOutcome(Enum):
    WIN = "win"
    LOSE = "lose"
    DRAW = "draw"


@dataclass(frozen=True)
class Backdoor:
    threshold: int
    outcome: MatchOutcome
    span: Span = _span()


@dataclass(frozen=True)
class Winning:
    target: int
    reach: Reach
    eligible: Eligible
    both_reach: BothReach
    margin: int
    backdoor: tuple[Backdoor, ...]
    hands: int | None
    tie_extra_hands: int | None
    count_out: bool
    span: Span = _span()
