"""The auction: its form, who opens, what happens when all pass, forced, stolen
and special bids, look-or-not and commercials."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum

from pitchspec.cards import Rank
from pitchspec.model.spans import span_field as _span
from pitchspec.source import Span


class Seat(Enum):
    """A seat named by its role in the deal."""

    ELDER = "elder"
    DEALER = "dealer"
    LEFT_OF_DEALER = "left_of_dealer"
    PITCHER = "pitcher"
    LEFT_OF_PITCHER = "left_of_pitcher"
    LEFT_OF_ELDER = "left_of_elder"  # next after elder (Commercial Pitch: elder sells)


class AuctionForm(Enum):
    NONE = "none"
    ONCE_AROUND = "once_around"
    CONTINUING = "continuing"
    COMMERCIAL = "commercial"


class AllPassAction(Enum):
    REDEAL = "redeal"
    PASS_DEAL = "pass_deal"
    DEALER_BIDS = "dealer_bids"  # all pass, the dealer too: he is given the bid
    DEALER_MUST_BID = "dealer_must_bid"  # all others pass: the dealer may not pass
    ELDER_BIDS = "elder_bids"
    ELDER_PITCHES = "elder_pitches"  # elder pitches with no contract, as in non-auction Pitch
    DEALER_SET = "dealer_set"  # the forced set: the dealer's side loses N, the deal unplayed
    DEALER_PITCHES = "dealer_pitches"  # the dealer pitches under a contract of 0 (never set)


@dataclass(frozen=True)
class AllPass:
    """What happens when every player passes."""

    action: AllPassAction
    amount: int | None
    may_bid: tuple[str, ...]
    show_hands: bool
    span: Span = _span()


@dataclass(frozen=True)
class Steal:
    """The dealer, bidding last, may take the contract by equalling the high bid, while
    that bid is at most ``up_to`` (None: any bid); with ``top_only`` only when it is the
    top bid, the one no bid can beat."""

    up_to: int | None
    span: Span = _span()
    top_only: bool = False


@dataclass(frozen=True)
class ForcedBid:
    """A player holding ``rank`` (with another card of its suit, if required) must bid
    at least ``minimum``."""

    minimum: int
    rank: Rank
    with_suit_mate: bool
    span: Span = _span()


class RequirementKind(Enum):
    ALL_POINTS = "all_points"
    ALL_TRICKS = "all_tricks"
    CAPTURE = "capture"
    POINTS = "points"


@dataclass(frozen=True)
class Requirement:
    kind: RequirementKind
    point: str | None = None
    amount: int | None = None
    span: Span = _span()


class OutcomeKind(Enum):
    SCORE = "score"
    SCORE_BID = "score_bid"
    SCORE_TAKEN = "score_taken"
    LOSE = "lose"
    LOSE_BID = "lose_bid"
    WIN_MATCH = "win_match"
    LOSE_MATCH = "lose_match"


@dataclass(frozen=True)
class Outcome:
    """What making (or failing) a special bid does. With ``if_score`` it does so only
    when the bidder's own match score before the deal is exactly that; at any other
    score it does ``otherwise`` (Cinch made from 0 wins the match, from any other score
    it is worth its value). ``credited``, for 'lose match': the deal's points are
    credited first and the other sides' winner is decided on them."""

    kind: OutcomeKind
    amount: int | None = None
    span: Span = _span()
    if_score: int | None = field(default=None, metadata={"when_set": True})
    otherwise: Outcome | None = field(default=None, metadata={"when_set": True})
    credited: bool = field(default=False, metadata={"when_set": True})

    def at_score(self, score: int) -> Outcome:
        """The outcome that applies to a bidder whose score before the deal is
        ``score``."""
        if self.if_score is None:
            return self
        if score == self.if_score or self.otherwise is None:
            return replace(self, if_score=None, otherwise=None)
        return self.otherwise

    def outcomes(self) -> tuple[Outcome, ...]:
        """Every outcome this may come to, at any score."""
        return (self,) if self.otherwise is None else (self, self.otherwise)


class BarKind(Enum):
    ANY_SIDE_IN_HOLE = "any_side_in_hole"
    OWN_SIDE_IN_HOLE = "own_side_in_hole"
    OWN_SCORE_AT_LEAST = "own_score_at_least"


@dataclass(frozen=True)
class Bar:
    kind: BarKind
    amount: int | None = None
    span: Span = _span()


@dataclass(frozen=True)
class SpecialBid:
    """A named bid (shoot the moon, smudge, hot, blind smudge, double 18, coke).

    It ranks ``above`` a numeric level, or *is* the numeric level ``at``. Making it
    requires every ``requires`` item; ``made`` and ``set`` say what follows."""

    name: str
    label: str
    above: int | None
    at: int | None
    value: int
    requires: tuple[Requirement, ...]
    made: Outcome
    set: Outcome
    barred: tuple[Bar, ...]
    blind: bool
    span: Span = _span()

    @property
    def by_score(self) -> bool:
        """Whether what it does depends on the bidder's score ('... if score N, else ...')."""
        return self.made.if_score is not None or self.set.if_score is not None

    def at_score(self, score: int) -> SpecialBid:
        """The bid as it settles for a bidder whose score before the deal is ``score``."""
        if not self.by_score:
            return self
        return replace(self, made=self.made.at_score(score), set=self.set.at_score(score))

    @property
    def level(self) -> float:
        """Position in the bid order: just above ``above``, or exactly ``at``."""
        if self.at is not None:
            return float(self.at)
        return float(self.above or 0) + 0.75


@dataclass(frozen=True)
class Look:
    """Look-or-not: each player chooses to look at his hand before acting; lookers
    lose a random card, which the bid winner may inspect and take."""

    lookers_lose: int
    bidder_may_take: bool
    span: Span = _span()
    passers_exempt: bool = False
    """Passing is not "acting": a player who looked and then passed keeps all his cards
    (the other reading of C-46; by default every looker loses)."""


@dataclass(frozen=True)
class Commercial:
    """Commercial Pitch: elder sells the right to pitch, scoring the accepted bid; if
    he refuses he pitches himself and must make that many points."""

    seller_scores_bid: bool
    refusal_must_make: bool
    span: Span = _span()


@dataclass(frozen=True)
class Bidding:
    form: AuctionForm
    opener: Seat
    minimum: int
    maximum: int
    doubled: bool
    steal: Steal | None
    all_pass: AllPass
    forced: tuple[ForcedBid, ...]
    special: tuple[SpecialBid, ...]
    look: Look | None
    commercial: Commercial | None
    declare_by_pitching: int | None
    span: Span = _span()

    @property
    def has_auction(self) -> bool:
        return self.form is not AuctionForm.NONE

    def levels(self) -> tuple[int, ...]:
        return tuple(range(self.minimum, self.maximum + 1)) if self.has_auction else ()
