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
    HIGHEST = "highest"
    LOWEST = "lowest"
    CARD = "card"
    GAME = "game"
    LAST_TRICK = "last_trick"
    SWEEP = "sweep"
    TURN_UP = "turn_up"
    TRICK_TRUMPS = "trick_trumps"
    JOKER_PLAYED = "joker_played"  # the first (or second) joker played in the deal (000 table)


class Receiver(Enum):
    """Who scores a point: its holder when play begins, the player it was dealt to, the
    player who captured it, the player who played it, the dealer, elder, the side with
    the majority, the trick winner."""

    HOLDER = "holder"
    ORIGINAL_HOLDER = "original_holder"
    CAPTURER = "capturer"
    PLAYER = "player"
    DEALER = "dealer"
    ELDER = "elder"
    MAJORITY = "majority"
    TRICK_WINNER = "trick_winner"


class InPlay(Enum):
    """Which cards count as 'in play' for High, Low and card points (C-04): every card
    dealt to a player (the deal and the cards run after a beg, not a widow, kitty or
    draw), those held when play begins, or those played."""

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
