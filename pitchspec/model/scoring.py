"""Settling a deal: when a bid is made, what a set bidder keeps or loses, and
what the others score."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from pitchspec.model.spans import span_field as _span
from pitchspec.source import Span


class MadeRule(Enum):
    TAKEN = "taken"
    BID = "bid"


class SetKeeps(Enum):
    NOTHING = "nothing"
    TAKEN = "taken"


class SetPenalty(Enum):
    BID = "bid"
    RESET = "reset"


class Others(Enum):
    TAKEN = "taken"
    NOTHING = "nothing"
    IF_BIDDER_SET = "if_bidder_set"


@dataclass(frozen=True)
class Scoring:
    order: tuple[str, ...]
    pitcher_first: bool
    made: MadeRule
    exact_bonus: int
    set_penalty: SetPenalty
    set_keeps: SetKeeps
    others: Others
    doubled_factor: int
    floor: int | None
    span: Span = _span()
    set_marks: int = 0
    """Negative marks (Juniper's "pookie") a set side receives besides the penalty."""
