"""The points a deal awards (high, low, jack, game...): their kinds, who
receives them, conditions and ties."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from pitchspec.cards import Rank
from pitchspec.model.deck import CardRef, SuitRef
from pitchspec.model.spans import span_field as _span
from pitchspec.source import Span


class PointKind(Enum):
    """What earns a point. Each kind's facts (when it is scored, who receives it unless
    the author says, which clauses fit it) are in :data:`KIND_FACTS`, read through the
    properties below; every mirror reads them there."""

    HIGHEST = "highest"
    LOWEST = "lowest"
    CARD = "card"
    GAME = "game"
    LAST_TRICK = "last_trick"
    SWEEP = "sweep"
    TURN_UP = "turn_up"
    TRICK_TRUMPS = "trick_trumps"
    JOKER_PLAYED = "joker_played"  # the first (or second) joker played in the deal (000 table)

    @property
    def facts(self) -> KindFacts:
        return KIND_FACTS[self]

    @property
    def scored(self) -> Scored:
        """When a point of this kind is scored."""
        return KIND_FACTS[self].scored

    @property
    def from_finished_hand(self) -> bool:
        """Scored from the finished hand, in counting order (not during the deal, not
        from the other awards)."""
        return KIND_FACTS[self].scored is Scored.AT_END

    @property
    def default_receiver(self) -> Receiver | None:
        """Who receives the point when the author does not say (None: he must say)."""
        return KIND_FACTS[self].receiver

    def fits(self, clause: PointClause) -> bool:
        """Whether a point of this kind may have ``clause``."""
        return clause in KIND_FACTS[self].clauses


class Scored(Enum):
    """When a point is scored: from the finished hand, in counting order (High, Low,
    Jack, Game...); during the deal, as it happens (a card turned for trump, the trumps
    of a trick won); or last, from the other awards of the deal (every point scored)."""

    AT_END = "at_end"
    DURING = "during"
    OVER_AWARDS = "over_awards"


class PointClause(Enum):
    """A point clause that fits only some kinds of point (PS333 refuses it elsewhere)."""

    TIE = "tie"
    HANGED = "hanged"
    TURN_UP_VALUES = "turn_up_values"


class Receiver(Enum):
    """Who scores a point: its original holder, the player who captured it, the player
    who played it, the dealer, elder, the side with the majority, the trick winner."""

    HOLDER = "holder"
    CAPTURER = "capturer"
    PLAYER = "player"
    DEALER = "dealer"
    ELDER = "elder"
    MAJORITY = "majority"
    TRICK_WINNER = "trick_winner"


class InPlay(Enum):
    """Which cards count as 'in play' for High, Low and card points (C-04)."""

    DEALT = "dealt"
    HELD = "held"
    PLAYED = "played"


class TieRule(Enum):
    NONE = "none"
    ELDER = "elder"
    JOKER = "joker"
    HALF_JOKERS = "half_jokers"


class GameCount(Enum):
    CARD_POINTS = "card_points"
    TENS = "tens"


class TurnOnly(Enum):
    """Which turn-ups of a deal score (when not every turn): only the first card turned,
    or only the last (the one that finally fixes trump). Cotton's readings (C-21)."""

    FIRST = "first"
    LAST = "last"


class ConditionKind(Enum):
    TRUMP_SUIT_IS = "trump_suit_is"
    NOT_SAME_CARD_AS = "not_same_card_as"
    BID_WAS = "bid_was"


@dataclass(frozen=True)
class Condition:
    kind: ConditionKind
    suit: SuitRef | None = None
    point: str | None = None
    bid: str | None = None
    span: Span = _span()


@dataclass(frozen=True)
class RankValue:
    """A turn-up value: a turned card of ``rank`` (None: any) scores ``value``
    (None: its card points)."""

    rank: Rank | None
    value: int | None
    span: Span = _span()


@dataclass(frozen=True)
class PointRule:
    """One scoring point kind with its value, receiver, in-play set and conditions."""

    name: str
    label: str
    kind: PointKind
    value: int
    receiver: Receiver
    card: CardRef | None = None
    scope: SuitRef = SuitRef.TRUMP
    excluding_jokers: bool = False
    among: InPlay = InPlay.PLAYED
    tie: TieRule = TieRule.NONE
    count: GameCount = GameCount.CARD_POINTS
    conditions: tuple[Condition, ...] = ()
    hanged_value: int | None = None
    anyone: bool = False
    turn_up: tuple[RankValue, ...] = ()
    every_turn: bool = False
    by_card_points: bool = False
    span: Span = _span()
    turn_only: TurnOnly | None = None
    """For a turned-card point: None scores each turn-up that proposes a trump suit
    (the first, and each new suit while running; not a repeat of the rejected suit);
    ``every_turn`` scores every card turned; FIRST / LAST score only that turn."""
    joker_order: int | None = None
    """For a JOKER_PLAYED point: 1 = the first joker played in the deal, 2 = the second
    (the 000 table's other definition of Joker 1 / Joker 2; C-15)."""


@dataclass(frozen=True)
class KindFacts:
    """What a point kind is, whatever the variant: when it is scored, its default
    receiver (None: the author must say, as for Low, C-01), the kind-specific clauses
    that fit it, and its name in a message."""

    scored: Scored
    receiver: Receiver | None
    clauses: frozenset[PointClause]
    label: str


def _facts(scored: Scored, receiver: Receiver | None, label: str,
           *clauses: PointClause) -> KindFacts:
    return KindFacts(scored, receiver, frozenset(clauses), label)


KIND_FACTS: dict[PointKind, KindFacts] = {
    PointKind.HIGHEST: _facts(Scored.AT_END, Receiver.HOLDER, "High"),
    PointKind.LOWEST: _facts(Scored.AT_END, None, "Low"),
    PointKind.CARD: _facts(Scored.AT_END, Receiver.CAPTURER, "card", PointClause.HANGED),
    PointKind.GAME: _facts(Scored.AT_END, Receiver.MAJORITY, "Game", PointClause.TIE),
    PointKind.LAST_TRICK: _facts(Scored.AT_END, Receiver.TRICK_WINNER, "last trick"),
    PointKind.SWEEP: _facts(Scored.OVER_AWARDS, Receiver.MAJORITY, "'every point scored'"),
    PointKind.TURN_UP: _facts(Scored.DURING, Receiver.DEALER, "'turned card'",
                              PointClause.TURN_UP_VALUES),
    PointKind.TRICK_TRUMPS: _facts(Scored.DURING, Receiver.TRICK_WINNER, "'trick trumps'"),
    PointKind.JOKER_PLAYED: _facts(Scored.AT_END, None, "joker played"),
}
"""Every point kind's facts: a new kind is added here with its member (the footprint
test, tests/test_footprint.py, fails for a kind without them)."""
