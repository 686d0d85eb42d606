"""The typed model of a variant: frozen dataclasses and enums, one per rule dimension.

This is the contract between the language and everything downstream (engine, smt,
rulebook). Every node carries the span of the text that stated it (``NO_SPAN`` for a
default the language supplied); spans never take part in equality.

A :class:`Variant` is complete: ``extends`` has been resolved and every field holds a
value, so downstream code never looks at a parent.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from typing import Any

from pitchspec.cards import Joker, Rank
from pitchspec.source import NO_SPAN, Span


def _span() -> Any:
    return field(default=NO_SPAN, compare=False, repr=False)


# --------------------------------------------------------------------------- identity


class NoteKind(Enum):
    """What a doc comment records: plain prose, a choice made where the sources are
    unclear, or a point left unclear."""

    PROSE = "prose"
    CHOICE = "choice"
    UNCLEAR = "unclear"


@dataclass(frozen=True)
class Note:
    kind: NoteKind
    topic: str
    text: str
    origin: str
    span: Span = _span()


@dataclass(frozen=True)
class SourceRef:
    """A citation: which seed document and which part of it."""

    seed: str
    section: str
    span: Span = _span()


# --------------------------------------------------------------------------- seating


class Direction(Enum):
    CLOCKWISE = "clockwise"
    COUNTER_CLOCKWISE = "counter_clockwise"


@dataclass(frozen=True)
class TeamForm:
    """``teams`` teams of ``size`` players, partners seated alternately around the table."""

    teams: int
    size: int
    span: Span = _span()

    @property
    def players(self) -> int:
        return self.teams * self.size


class PartnerCard(Enum):
    ANY = "any"
    TRUMP = "trump"


@dataclass(frozen=True)
class PartnerCall:
    """Call partner: the bid winner names a card; its holder is his partner this deal."""

    card: PartnerCard
    players: frozenset[int]
    span: Span = _span()
    others_together: bool = False
    """The players the bid winner did not call form the opposing partnership for the
    deal (Campbell Eleven at five): they score, take Game and win or lose together,
    each keeping his own score; otherwise each of them plays for himself."""


@dataclass(frozen=True)
class Seating:
    players: frozenset[int]
    teams: tuple[TeamForm, ...]
    teams_optional: bool
    direction: Direction
    partner_call: PartnerCall | None
    span: Span = _span()

    def forms_for(self, players: int) -> tuple[TeamForm, ...]:
        return tuple(t for t in self.teams if t.players == players)


# --------------------------------------------------------------------------- deck


class SuitRef(Enum):
    """A suit named relative to trump, or absolutely."""

    TRUMP = "trump"
    OFF = "off"
    SUB = "sub"
    SPADES = "spades"
    HEARTS = "hearts"
    DIAMONDS = "diamonds"
    CLUBS = "clubs"


@dataclass(frozen=True)
class CardRef:
    """A card named in rules: ``trump J``, ``off J`` (same colour), ``spades 4``,
    ``big joker``. Exactly one of ``rank`` / ``joker`` is set."""

    suit: SuitRef | None
    rank: Rank | None
    joker: Joker | None = None
    span: Span = _span()

    def __str__(self) -> str:
        if self.joker is not None:
            return self.joker.value
        assert self.rank is not None and self.suit is not None
        return f"{self.suit.value} {self.rank.symbol}"


@dataclass(frozen=True)
class CardValue:
    """Card points of a rank (or of a joker) for the Game count; ``trump_only`` makes
    the value apply to the trump suit alone (All Fives' Five of trumps)."""

    rank: Rank | None
    joker: bool
    trump_only: bool
    value: Fraction
    span: Span = _span()


@dataclass(frozen=True)
class Deck:
    ranks: tuple[Rank, ...]
    jokers: tuple[Joker, ...]
    card_points: tuple[CardValue, ...]
    span: Span = _span()

    @property
    def size(self) -> int:
        return 4 * len(self.ranks) + len(self.jokers)


# --------------------------------------------------------------------------- ranking


class JokerRole(Enum):
    """Ranked jokers are trumps at their place in the trump order; rankless jokers
    belong to no suit and cannot win a trick."""

    TRUMP = "trump"
    RANKLESS = "rankless"


@dataclass(frozen=True)
class Ranking:
    """Trump order (highest first; may include off-suit cards and jokers) and plain
    suit order (highest first)."""

    trump: tuple[CardRef, ...]
    plain: tuple[Rank, ...]
    jokers: JokerRole
    span: Span = _span()


# --------------------------------------------------------------------------- deal


class FirstDealer(Enum):
    CUT = "cut"
    DRAW = "draw"
    FIRST_JACK = "first_jack"
    CUT_AND_GUESS = "cut_and_guess"
    RANDOM = "random"


class StockFace(Enum):
    DOWN = "down"
    UP = "up"


@dataclass(frozen=True)
class Blind:
    """Face-down cards a player may not look at (per player) or a single blind pile."""

    size: int
    per_player: bool
    span: Span = _span()


@dataclass(frozen=True)
class Deal:
    hand: int
    packets: tuple[int, ...]
    widow: int
    kitty: int
    blind: Blind | None
    stock: StockFace
    first_dealer: FirstDealer
    span: Span = _span()
    cut_ranking: tuple[Rank, ...] = ()
    """Rank order for the cut or draw for first deal, highest first, as written
    (empty: the plain-suit order). Cotton's Putt ranking (C-40)."""
    rounds: int | None = None
    """The hand is dealt in this many rounds of sizes the dealer chooses (Yorkshire)."""


# --------------------------------------------------------------------------- bidding


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
    that bid is at most ``up_to`` (None: any bid)."""

    up_to: int | None
    span: Span = _span()


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
    kind: OutcomeKind
    amount: int | None = None
    span: Span = _span()


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


# --------------------------------------------------------------------------- trump


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


# --------------------------------------------------------------------------- exchange


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
    NONTRUMPS = "nontrumps"
    ANY = "any"
    ALL = "all"
    TRUMPS = "trumps"


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


@dataclass(frozen=True)
class Exchange:
    steps: tuple[Step, ...]
    dead_cards_to_opponents: bool
    span: Span = _span()
    in_turn: bool = False
    """Each player in turn from elder goes through every step before the next player
    starts (Contway: each throws away and is dealt back to six in turn); otherwise each
    step is done by every player before the next step."""


# --------------------------------------------------------------------------- play


class FollowRule(Enum):
    """FT: follow suit or trump; MF: must follow suit, trump only when void;
    TRUMP_ON_TRUMP: a trump lead must be answered with trump, any card otherwise."""

    FOLLOW_OR_TRUMP = "follow_or_trump"
    MUST_FOLLOW = "must_follow"
    TRUMP_ON_TRUMP = "trump_on_trump"
    MUST_FOLLOW_UNTIL_BROKEN = "must_follow_until_broken"
    """MF until trump is broken (first trump played), FT afterwards (Barn Pitch)."""


class LeadRule(Enum):
    ANY = "any"
    TRUMP = "trump"
    NOT_TRUMP = "not_trump"


class TrickWinner(Enum):
    HIGHEST = "highest"
    LOWEST = "lowest"


class JokerLead(Enum):
    """A led joker is a trump, or suitless (the next card fixes the suit to follow)."""

    TRUMP = "trump"
    SUITLESS = "suitless"


class Sitter(Enum):
    FIRST = "first"
    LAST = "last"


@dataclass(frozen=True)
class Play:
    first_leader: Seat
    first_lead: LeadRule
    follow: FollowRule
    trump_must_be_broken: bool
    trick_winner: TrickWinner
    low_trump_captures: bool
    jokers_barred_first_trick: bool
    joker_lead: JokerLead
    joker_held_back_on_trump_lead: bool
    doubling_override: bool
    sub_trump_may_trump: bool
    off_lead_untrumped_previous_winner_leads: bool
    lookers_sit_out: Sitter | None
    bidder_may_concede: bool
    dead_hand_throw_in: bool
    revoke_penalty_bid: bool
    blind_card_may_be_played: bool
    draw_after_trick: bool
    span: Span = _span()
    draw_winner_first: bool = False
    """In trick-and-draw the trick winner draws first, then the others in turn."""
    concession_plays_out: bool = False
    """A bidder's concession still lets the deal be played out and scored normally, the
    bidder counting as set (one reading of C-25). Otherwise the trick in progress is
    finished and play stops: the others score High, Low, Jack-type points only for
    cards already played (High and Low only if Ace and Two) and no Game."""
    revoke_pitcher_only: bool = False
    """The revoke penalty applies only to the pitcher (C-43); otherwise to anyone."""
    revoke_voids_deal: bool = False
    """After a revoke nothing else is scored in that deal (C-43); otherwise the deal is
    scored normally besides the revoker's penalty."""


# --------------------------------------------------------------------------- points


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


# --------------------------------------------------------------------------- scoring


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


# --------------------------------------------------------------------------- winning


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


# --------------------------------------------------------------------------- procedures


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


# --------------------------------------------------------------------------- claims


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


class EventKind(Enum):
    """Something that happens, or not, in one deal and its settlement."""

    BID_MADE = "bid made"
    BID_SET = "bid set"
    BID = "bid"
    MAKES_BID = "makes bid"
    BIDDER_WINS = "bidder wins"
    MATCH_WON = "match won"
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


@dataclass(frozen=True)
class Compare:
    left: Amount
    op: Comparison
    right: Amount
    span: Span = _span()


@dataclass(frozen=True)
class Event:
    """An event, with the bid (a level ``4`` or a special bid's name) or the point it
    names, if any."""

    kind: EventKind
    bid: str | None = None
    point: str | None = None
    span: Span = _span()


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


# --------------------------------------------------------------------------- variant


@dataclass(frozen=True)
class Variant:
    """A complete, resolved variant of the All Fours / Pitch family."""

    name: str
    title: str
    parent: str | None
    catalogue: str | None
    aliases: tuple[str, ...]
    sources: tuple[SourceRef, ...]
    notes: tuple[Note, ...]
    seating: Seating
    deck: Deck
    ranking: Ranking
    deal: Deal
    bidding: Bidding
    trump: Trump
    exchange: Exchange
    play: Play
    points: tuple[PointRule, ...]
    scoring: Scoring
    winning: Winning
    procedures: tuple[Procedure, ...]
    span: Span = _span()
    claims: tuple[Claim, ...] = ()
    """The author's claims (the ``properties`` section), verified like the built-in
    properties."""

    def point(self, name: str) -> PointRule | None:
        return next((p for p in self.points if p.name == name), None)

    def special_bid(self, name: str) -> SpecialBid | None:
        return next((b for b in self.bidding.special if b.name == name), None)
