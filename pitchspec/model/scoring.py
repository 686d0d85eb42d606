"""Settling a deal: when a bid is made, what a set bidder keeps or loses, and
what the others score."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum

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


class Reason(StrEnum):
    """Why the engine itself moves a score, beside the points an author names: the
    reason of an award made during the deal (a beg's gift, a commercial sale) or of a
    settlement credit (the bidder's bid made or set back, an exact-bid bonus, a reset
    to zero, marks against a set bidder; ``bid`` is a plain contract's own credit).

    Awards and credits carry either one of these or an author's point or special bid
    name, so these words are reserved: no point or special bid may take one (PS219,
    :func:`pitchspec.validate.scoring.check_names_are_not_reserved`). Being ``str``
    members they are written to logs, reports and tallies as the words themselves.
    """

    GIFT = "gift"
    SALE = "sale"
    BID = "bid"
    BID_MADE = "bid made"
    EXACT_BID = "exact bid"
    SET_BACK = "set back"
    RESET = "reset"
    MARK = "mark"


RESERVED_NAMES = frozenset(r.value for r in Reason)
"""The words a point or special bid may not be named: the engine's own reasons."""


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
