"""Authors' claims about a variant (the ``properties`` section): quantifiers,
quantities, events and the conditions built from them."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from pitchspec.model.spans import span_field as _span
from pitchspec.source import Span


class Quantifier(Enum):
    """Over which deals a claim speaks: all of them (the default), at least one, or
    none."""

    EVERY = "every deal"
    SOME = "some deal"
    NO = "no deal"


class Quantity(Enum):
    """A number one deal and its settlement produce (the ``properties`` vocabulary)."""

    POINTS_PER_DEAL = "points per deal"
    POINTS_OF_BIDDER = "points of bidder"
    POINTS_OF_OTHERS = "points of others"
    WINNERS_PER_DEAL = "winners per deal"
    SCORE_OF_BIDDER = "score of bidder"
    LOWEST_SCORE = "lowest score"
    GAIN_OF_BIDDER = "gain of bidder"
    LOSS_OF_BIDDER = "loss of bidder"
    GAIN_OF_OTHERS = "gain of others"
    BID_LEVEL = "bid level"
    POINTS_OF_DEALER = "points of dealer"
    POINTS_OF_SIDE = "points of side"
    TRICKS_PER_DEAL = "tricks per deal"
    TRICKS_OF_BIDDER = "tricks of bidder"
    TRICKS_OF_OTHERS = "tricks of others"
    TRICKS_OF_DEALER = "tricks of dealer"
    TRICKS_OF_SIDE = "tricks of side"


class EventKind(Enum):
    """Something that happens, or not, in one deal and its settlement."""

    BID_MADE = "bid made"
    BID_SET = "bid set"
    BID = "bid"
    MAKES_BID = "makes bid"
    BIDDER_WINS = "bidder wins"
    MATCH_WON = "match won"
    MATCH_WON_BY = "match won by side"
    POINT_AWARDED = "point awarded"
    POINT_TO_BIDDER = "point to bidder"


class Comparison(Enum):
    LE = "<="
    LT = "<"
    GE = ">="
    GT = ">"
    EQ = "="
    NE = "!="


@dataclass(frozen=True)
class Amount:
    """One side of a comparison: a quantity of the deal, or a number."""

    quantity: Quantity | None = None
    number: int = 0
    span: Span = _span()
    side: int = 0
    """The side a quantity names (``points of side 2``), counted from 1 as written;
    0 when it names none."""


@dataclass(frozen=True)
class Compare:
    left: Amount
    op: Comparison
    right: Amount
    span: Span = _span()


@dataclass(frozen=True)
class Event:
    """An event, with the bid (a level ``4`` or a special bid's name), the point or the
    side it names, if any."""

    kind: EventKind
    bid: str | None = None
    point: str | None = None
    span: Span = _span()
    side: int = 0
    """The side the event names (``match won by side 1``), from 1; 0 when none."""


@dataclass(frozen=True)
class Junction:
    """All of the parts hold (``and``), or at least one does (``or``)."""

    all: bool
    parts: tuple[ClaimCondition, ...]
    span: Span = _span()


@dataclass(frozen=True)
class Negation:
    part: ClaimCondition
    span: Span = _span()


ClaimCondition = Compare | Event | Junction | Negation


@dataclass(frozen=True)
class Claim:
    """An author's claim about the variant (the ``properties`` section): its name, its
    own words, and what it says of every deal, some deal or no deal."""

    name: str
    words: str
    quantifier: Quantifier
    condition: ClaimCondition
    text: str = ""
    """The claim's body as written, e.g. ``no deal where bid set and bidder wins``."""
    span: Span = _span()

    @property
    def property(self) -> str:
        """Its name among the verifier's properties: ``claim:NAME``."""
        return f"claim:{self.name}"
