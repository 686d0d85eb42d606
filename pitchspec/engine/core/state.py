"""The match state as data: scores, the dealer, the cards where they lie, whose turn.

Everything the phases read and change lives here, with the questions every phase asks
of it (whose seat is next, who is the pitcher, does a player still play to tricks).
The phases (:mod:`pitchspec.engine.phases`) move it on; :mod:`pitchspec.engine.step`
dispatches one action to them. Cards are bit sets: bit ``c`` of a mask is card ``c``.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import Final

from pitchspec import model as m
from pitchspec.engine.core.records import (
    Award,
    Contract,
    HandRecord,
    Settlement,
    Trick,
    hand_record,
)
from pitchspec.engine.core.rules import Rules
from pitchspec.engine.core.step_plans import StepPlan
from pitchspec.engine.core.tables import BITS


class Phase(Enum):
    CUT = "cut"
    DEAL = "deal"
    PROCEDURES = "procedures"
    RUNNING = "running"
    BEG = "beg"
    GIFT = "gift"
    BID = "bid"
    FORCED = "forced"
    SALE = "sale"
    DECLARE = "declare"
    DECLARE_SUB = "declare_sub"
    CALL = "call"
    EXCHANGE = "exchange"
    PLAY = "play"
    OVER = "over"


KITTY, WIDOW, TURN, BLIND_PILE, FIRST_DEALER = -10, -11, -12, -13, -14
BLIND_BASE = -100  # chance target: a card to seat s's blind is BLIND_BASE - s
LOSE_BASE = -200  # chance target: seat s loses a random card is LOSE_BASE - s


class MatchState:
    """One match in progress, as data: the match totals and the hand being played."""

    # the hand's settings that clear_hand sets before each deal
    stock: int
    kitty: int
    widow: int
    scrap: int
    lost: int
    out: int
    trump: int | None
    sub: int | None
    contract: Contract | None
    broken: bool
    beg_decided: bool
    ran: bool
    conceded: bool
    running_suit: int | None
    called: int | None
    step_index: int
    step_stopped: bool
    taken_before: int
    taken_now: int
    step_discards: int
    high: tuple[float, int, int] | None
    held_at_lead: list[int] | None
    """Plain play keeps these two as it goes (None on the general path): what each
    held at the first lead, and the cards each has captured in tricks."""
    captured: list[int] | None

    def __init__(self, game: Rules, scores: Sequence[int] | None = None,
                 dealer: int = 0) -> None:
        self.game = game
        self.variant = game.variant
        self.tables = game.tables
        self.play_rules = game.play_rules
        """What the general trick play reads of the play rules (compiled once)."""
        self.trump_tables = game.tables.kept
        """The variant's trump tables by table_key (the tables' own list, read at every
        card of the general trick play)."""
        self.bids = game.bids
        """The variant's bid table (compiled once), read at every bid."""
        self.settling = game.settling
        """The variant's settle table (compiled once), read at every settlement."""
        self.n = game.num_players
        self.sides = game.seating.sides
        self.num_sides = game.num_sides
        self.clockwise = game.clockwise
        self.specials = self.variant.bidding.special
        self.extras_possible = game.extras_possible
        """Whether a player may ever concede or throw in, besides playing a card."""
        self.trick_trump_rules = game.trick_trump_rules
        """The point rules that score the trumps in each trick as it closes."""
        self.scores = list(scores) if scores is not None else [0] * self.num_sides
        self.marks = [0] * self.num_sides
        self.hand_number = 0
        self.history: list[int] = []
        self.hands_played: list[dict[str, object]] = []
        self.winners: tuple[int, ...] | None = None
        self.drawn = False
        self.extra_hands = 0
        self.last_settlement: Settlement | None = None
        self.dealer = dealer % self.n
        self.queue: list[int] = []
        self.phase = Phase.CUT
        self.clear_hand()

    def clear_hand(self) -> None:
        """The hand's cards and choices as they stand before a deal: nothing dealt, the
        full stock, nothing in the kitty, widow, scrap or lost pile, no trump, no
        contract, no bid; nobody has begged, run, conceded or called. Every list, set
        and dict is new."""
        self.stock = self.tables.deck_mask  # the settings every deal starts from
        self.kitty = self.widow = self.scrap = self.lost = self.out = 0
        self.trump = self.sub = self.running_suit = self.called = None
        self.contract = None
        self.broken = self.beg_decided = self.ran = self.conceded = False
        self.step_index = self.taken_before = self.taken_now = self.step_discards = 0
        self.step_stopped = False
        self.high = None
        self.held_at_lead = self.captured = None
        n = self.n
        self.hands = [0] * n
        self.dealt = [0] * n
        self.blinds: list[list[int]] = [[] for _ in range(n)]
        self.turned: list[int] = []
        self.awards_during: list[Award] = []
        self.tricks: list[Trick] = []
        self.plays: list[tuple[int, int]] = []
        self.looked: dict[int, bool] = {}
        self.may_not_bid: set[int] = set()
        self.sits_out_first: set[int] = set()
        self.thrown: set[int] = set()
        self.dead: list[tuple[int, int]] = []
        self.run_cards: list[int] = []
        self.run_to = [0] * n  # the cards run to each seat that stay in his hand
        elder = self.dealer + 1 if self.dealer + 1 < n else 0
        self.pending_procedures = self.seats_from(elder)
        self.choice_options: list[int] = []
        self.exchange_options: list[int] = []
        self.listed: list[int] = []
        """The cards last offered to discard from, card by card (exchange._listed), and
        the mask they were listed from (-1: none yet)."""
        self.listed_pool = -1
        self.steps: list[m.Step] = []
        self.step_plans: list[StepPlan] = []
        """The plans of ``steps``, one for one (Rules.step_plans)."""
        self.step_actors: list[int] = []
        self.turns: list[tuple[int, int]] = []
        self.passed: set[int] = set()
        self.acted: set[int] = set()
        self.bid_order: list[int] = []
        self.auction_log: list[tuple[int, int]] = []
        self.to_act = elder

    def copy_from(self, source: MatchState) -> None:
        """This match made a copy of ``source``: its own copy of every list, set and
        dict (the blinds and hand summaries a level down); the rules, the tables and
        the frozen records (tricks, awards, contract) shared. Field by field, so a
        compiled build (a native class, with no ``__dict__``) copies as fast; sets by
        ``set()``, which it makes directly (tests/engine/test_clone.py checks that no
        field is left out)."""
        self.game = source.game
        self.variant = source.variant
        self.tables = source.tables
        self.play_rules = source.play_rules
        self.trump_tables = source.trump_tables
        self.bids = source.bids
        self.settling = source.settling
        self.n = source.n
        self.sides = source.sides
        self.num_sides = source.num_sides
        self.clockwise = source.clockwise
        self.specials = source.specials
        self.extras_possible = source.extras_possible
        self.trick_trump_rules = source.trick_trump_rules
        self.scores = source.scores.copy()
        self.marks = source.marks.copy()
        self.hand_number = source.hand_number
        self.history = source.history.copy()
        self.hands_played = [dict(played) for played in source.hands_played]
        self.winners = source.winners
        self.drawn = source.drawn
        self.extra_hands = source.extra_hands
        self.last_settlement = source.last_settlement
        self.dealer = source.dealer
        self.queue = source.queue.copy()
        self.phase = source.phase
        self.stock = source.stock
        self.kitty = source.kitty
        self.widow = source.widow
        self.scrap = source.scrap
        self.lost = source.lost
        self.out = source.out
        self.trump = source.trump
        self.sub = source.sub
        self.contract = source.contract
        self.broken = source.broken
        self.beg_decided = source.beg_decided
        self.ran = source.ran
        self.conceded = source.conceded
        self.running_suit = source.running_suit
        self.called = source.called
        self.step_index = source.step_index
        self.step_stopped = source.step_stopped
        self.taken_before = source.taken_before
        self.taken_now = source.taken_now
        self.step_discards = source.step_discards
        self.high = source.high
        held, captured = source.held_at_lead, source.captured
        self.held_at_lead = held.copy() if held is not None else None
        self.captured = captured.copy() if captured is not None else None
        self.hands = source.hands.copy()
        self.dealt = source.dealt.copy()
        self.blinds = [blind.copy() for blind in source.blinds]
        self.turned = source.turned.copy()
        self.awards_during = source.awards_during.copy()
        self.tricks = source.tricks.copy()
        self.plays = source.plays.copy()
        self.looked = source.looked.copy()
        self.may_not_bid = set(source.may_not_bid)
        self.sits_out_first = set(source.sits_out_first)
        self.thrown = set(source.thrown)
        self.dead = source.dead.copy()
        self.run_cards = source.run_cards.copy()
        self.run_to = source.run_to.copy()
        self.pending_procedures = source.pending_procedures.copy()
        self.choice_options = source.choice_options.copy()
        self.exchange_options = source.exchange_options.copy()
        self.listed = source.listed.copy()
        self.listed_pool = source.listed_pool
        self.steps = source.steps.copy()
        self.step_plans = source.step_plans.copy()
        self.step_actors = source.step_actors.copy()
        self.turns = source.turns.copy()
        self.passed = set(source.passed)
        self.acted = set(source.acted)
        self.bid_order = source.bid_order.copy()
        self.auction_log = source.auction_log.copy()
        self.to_act = source.to_act

    # ------------------------------------------------------------------ seats

    def next_seat(self, seat: int) -> int:
        """Seats are numbered in the direction of play, whichever way it goes."""
        return (seat + 1) % self.n

    def left_of(self, seat: int) -> int:
        """The player to a seat's left: the next in turn when play goes clockwise, the
        one before when it goes counter-clockwise (to the right)."""
        return (seat + (1 if self.clockwise else -1)) % self.n

    def seats_from(self, first: int) -> list[int]:
        """Every seat once, in turn, starting with ``first``."""
        n = self.n
        first %= n
        return [(first + step) % n for step in range(n)]

    @property
    def elder(self) -> int:
        """The player next in turn after the dealer."""
        return (self.dealer + 1) % self.n

    def seat_for(self, role: m.Seat) -> int:
        """A seat named by its role: elder, dealer, left of dealer, pitcher, ..."""
        if role is _DEALER:
            return self.dealer
        if role is _LEFT_OF_DEALER:
            return self.left_of(self.dealer)
        if role is _LEFT_OF_ELDER:
            return self.left_of(self.elder)
        pitcher = self.contract.bidder if self.contract else self.elder
        if role is _PITCHER:
            return pitcher
        if role is _LEFT_OF_PITCHER:
            return self.left_of(pitcher)
        return self.elder

    def in_trick(self, seat: int) -> bool:
        """Whether a seat still plays: it has cards and has not thrown in or sat out."""
        if seat in self.thrown:
            return False
        if not self.tricks and seat in self.sits_out_first:
            return False
        return bool(self.hands[seat]) or bool(self.blinds[seat])

    def look_pending(self, seat: int) -> bool:
        """Under look-or-not, the player has not yet said whether he looks."""
        return self.variant.bidding.look is not None and seat not in self.looked

    # ------------------------------------------------------------------ match state

    def is_terminal(self) -> bool:
        return self.winners is not None or self.drawn

    def award_now(self, award: Award) -> None:
        """A point scored during the deal counts at once (turn-up, gift, sale, All Fives);
        with 'count out' it can end the match before the deal is played."""
        if self.winners is not None:
            return
        self.awards_during.append(award)
        self.scores[award.side] += award.value
        w = self.variant.winning
        if w.count_out and self.scores[award.side] >= w.target:
            self.winners = (award.side,)

    # ------------------------------------------------------------------ the hand's record

    def hand_sides(self) -> tuple[int, ...]:
        """Sides for this hand: fixed partnerships, or the bidder and his called partner
        (with 'others together' the rest as one side, under the lowest of their sides)."""
        if self.called is None or self.contract is None:
            return self.sides
        partner = next((s for t in self.tricks for s, c in t.plays if c == self.called), None)
        if partner is None:
            partner = next((s for s in range(self.n) if self.dealt[s] >> self.called & 1), None)
        bidder_side = self.sides[self.contract.bidder]
        sides = tuple(bidder_side if s == partner else self.sides[s] for s in range(self.n))
        call = self.variant.seating.partner_call
        if call is None or not call.others_together:
            return sides
        rest = [s for s in range(self.n) if sides[s] != bidder_side]
        opposing = min((self.sides[s] for s in rest), default=bidder_side)
        return tuple(bidder_side if side == bidder_side else opposing for side in sides)

    def _held_and_won(self) -> tuple[list[int], list[int]]:
        """What each player held (what he still holds and what he played), and the cards
        each seat captured, from the tricks."""
        held = list(self.hands)
        won = [0] * self.n
        for trick in self.tricks:
            taken = 0
            for seat, card in trick.plays:
                bit = BITS[card]
                held[seat] |= bit
                taken |= bit
            won[trick.winner] |= taken
        return held, won

    def record(self) -> HandRecord:
        """The finished hand as scoring reads it: what each player was dealt, what he
        held (what he still holds and what he played), the tricks, and, gathered on the
        same pass through the tricks, the cards each seat captured (or, between tricks,
        as plain play kept them: a player holds at the first lead every card he plays)."""
        if self.captured is not None and self.held_at_lead is not None and not self.plays:
            held, won = self.held_at_lead, self.captured
        else:
            held, won = self._held_and_won()
        dealer = self.dealer
        elder = dealer + 1 if dealer + 1 < self.n else 0
        sides = self.sides if self.called is None or self.contract is None \
            else self.hand_sides()
        return hand_record(dealer, elder, sides, self.trump or 0, self.sub,
                           tuple(self.dealt), tuple(held), tuple(self.tricks), self.contract,
                           tuple(self.turned), self.conceded, tuple(self.dead), tuple(won),
                           tuple(self.run_to))


_DEALER: Final = m.Seat.DEALER
_LEFT_OF_DEALER: Final = m.Seat.LEFT_OF_DEALER
_LEFT_OF_ELDER: Final = m.Seat.LEFT_OF_ELDER
_PITCHER: Final = m.Seat.PITCHER
_LEFT_OF_PITCHER: Final = m.Seat.LEFT_OF_PITCHER
"""The seats' roles, Final (a compiled build reads them as statics, not as attributes
of the model's enum at each question)."""


def field_values(state: MatchState) -> dict[str, object]:
    """Every field of a match, by name: its ``__dict__``, or where the build compiled
    the match state to a native class (which has none), the fields the class and its
    bases list in ``__mypyc_attrs__``."""
    names = [name for kind in type(state).__mro__
             for name in getattr(kind, "__mypyc_attrs__", ()) if not name.startswith("__")]
    if not names:
        return dict(vars(state))
    return {name: getattr(state, name) for name in dict.fromkeys(names)
            if hasattr(state, name)}


__all__ = ["BLIND_BASE", "BLIND_PILE", "FIRST_DEALER", "KITTY", "LOSE_BASE", "TURN",
           "WIDOW", "MatchState", "Phase", "field_values"]
