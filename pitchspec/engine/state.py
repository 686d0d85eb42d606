"""The state of a match, OpenSpiel style: chance steps, decisions, tricks, scores.

``current_player()`` is a seat, CHANCE or TERMINAL; ``legal_actions()`` is sorted;
``apply_action(a)`` advances the state. The first dealer and every card dealt are
chance steps, so a seed or a scripted deal reproduces any match exactly.

A hand runs: deal; hand-improvement procedures (coke, misdeal...); turn-up, beg and
run; the auction (look-or-not, steal, forced and special bids, a commercial sale);
trump declaration and a called partner; exchange steps; tricks; scoring and
settlement. Then the next hand, until the match is decided.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from enum import Enum

from pitchspec import model as m
from pitchspec.engine import actions as A
from pitchspec.engine import auction
from pitchspec.engine.exchange import exchange_action, run_exchange, turn_order
from pitchspec.engine.game import Game
from pitchspec.engine.play_rules import legal_plays, trick_winner
from pitchspec.engine.procedures import eligible_procedures, run_procedure
from pitchspec.engine.scoring import Award, Contract, HandRecord, Trick, score_hand, trick_trumps
from pitchspec.engine.settle import Settlement, settle
from pitchspec.engine.tables import (
    NO_SUIT,
    TrumpTable,
    cards_in,
    nth_card,
    rank_of,
    suit_of,
)


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


class State:
    """One match in progress."""

    def __init__(self, game: Game, first_dealer: int | None = None,
                 scores: Sequence[int] | None = None) -> None:
        self.game = game
        self.variant = game.variant
        self.tables = game.tables
        self.n = game.num_players
        self.sides = game.seating.sides
        self.num_sides = game.seating.num_sides
        self.clockwise = self.variant.seating.direction is m.Direction.CLOCKWISE
        self.specials = self.variant.bidding.special
        self.scores = list(scores) if scores is not None else [0] * self.num_sides
        self.marks = [0] * self.num_sides
        self.hand_number = 0
        self.history: list[int] = []
        self.hands_played: list[dict[str, object]] = []
        self.winners: tuple[int, ...] | None = None
        self.drawn = False
        self.extra_hands = 0
        self.last_settlement: Settlement | None = None
        self.dealer = 0
        self.queue: list[int] = []
        self._legal_key = -1
        self._legal_cache: list[int] = []
        if first_dealer is None:
            self.phase = Phase.CUT
            self.queue.append(FIRST_DEALER)
        else:
            self.dealer = first_dealer % self.n
            self.start_hand()

    # ------------------------------------------------------------------ seats

    def next_seat(self, seat: int) -> int:
        """Seats are numbered in the direction of play, whichever way it goes."""
        return (seat + 1) % self.n

    def left_of(self, seat: int) -> int:
        """The player to a seat's left: the next in turn when play goes clockwise, the
        one before when it goes counter-clockwise (to the right)."""
        return (seat + (1 if self.clockwise else -1)) % self.n

    def seats_from(self, first: int) -> list[int]:
        order, seat = [], first
        for _ in range(self.n):
            order.append(seat)
            seat = self.next_seat(seat)
        return order

    @property
    def elder(self) -> int:
        return self.next_seat(self.dealer)

    def seat_for(self, role: m.Seat) -> int:
        """A seat named by its role: elder, dealer, left of dealer, pitcher, ..."""
        if role is m.Seat.DEALER:
            return self.dealer
        if role is m.Seat.LEFT_OF_DEALER:
            return self.left_of(self.dealer)
        if role is m.Seat.LEFT_OF_ELDER:
            return self.left_of(self.elder)
        pitcher = self.contract.bidder if self.contract else self.elder
        if role is m.Seat.PITCHER:
            return pitcher
        if role is m.Seat.LEFT_OF_PITCHER:
            return self.left_of(pitcher)
        return self.elder

    # ------------------------------------------------------------------ hand setup

    def start_hand(self) -> None:
        v = self.variant
        self.hands = [0] * self.n
        self.dealt = [0] * self.n
        self.blinds: list[list[int]] = [[] for _ in range(self.n)]
        self.stock = self.tables.deck_mask
        self.kitty = self.widow = self.scrap = self.lost = self.out = 0
        self.trump: int | None = None
        self.sub: int | None = None
        self.turned: list[int] = []
        self.contract: Contract | None = None
        self.awards_during: list[Award] = []
        self.tricks: list[Trick] = []
        self.plays: list[tuple[int, int]] = []
        self.broken = False
        self.beg_decided = self.ran = self.conceded = False
        self.looked: dict[int, bool] = {}
        self.may_not_bid: set[int] = set()
        self.sits_out_first: set[int] = set()
        self.thrown: set[int] = set()
        self.dead: list[tuple[int, int]] = []
        self.called: int | None = None
        self.run_cards: list[int] = []
        self.pending_procedures = self.seats_from(self.elder)
        self.choice_options: list[int] = []
        self.exchange_options: list[int] = []
        self.step_stopped = False
        self.taken_before = self.taken_now = self.step_discards = 0
        self.passed: set[int] = set()
        self.acted: set[int] = set()
        self.high: tuple[float, int, int] | None = None
        self.bid_order: list[int] = []
        self.auction_log: list[tuple[int, int]] = []
        self.to_act = self.elder
        self.phase = Phase.DEAL
        self._queue_deal(v)

    def _queue_deal(self, v: m.Variant) -> None:
        if v.trump.method is m.TrumpMethod.RANDOM:
            self.queue.append(A.RANDOM_TRUMP_BASE)
        for size in v.deal.packets:
            for seat in self.seats_from(self.elder):
                self.queue.extend([seat] * size)
        blind = v.deal.blind
        if blind is not None and blind.per_player:
            for seat in self.seats_from(self.elder):
                self.queue.extend([BLIND_BASE - seat] * blind.size)
        elif blind is not None:
            self.queue.extend([BLIND_PILE] * blind.size)
        self.queue.extend([KITTY] * v.deal.kitty + [WIDOW] * v.deal.widow)
        if v.trump.method is m.TrumpMethod.TURN_UP:
            self.queue.append(TURN)

    # ------------------------------------------------------------------ OpenSpiel API

    def current_player(self) -> int:
        if self.winners is not None or self.drawn:
            return A.TERMINAL
        if self.queue:
            return A.CHANCE
        return self.to_act

    def is_terminal(self) -> bool:
        return self.winners is not None or self.drawn

    def is_chance_node(self) -> bool:
        return not self.is_terminal() and bool(self.queue)

    def returns(self) -> list[float]:
        """+1 for each seat on a winning side, -1 for the others; 0 all round for a draw."""
        if self.drawn or self.winners is None:
            return [0.0] * self.n
        winning = set(self.winners)
        return [1.0 if self.sides[s] in winning else -1.0 for s in range(self.n)]

    def chance_outcomes(self) -> list[tuple[int, float]]:
        target = self.queue[0]
        if target == A.RANDOM_TRUMP_BASE:
            return [(A.RANDOM_TRUMP_BASE + s, 0.25) for s in range(4)]
        if target == FIRST_DEALER:
            return [(A.DEALER_BASE + s, 1.0 / self.n) for s in range(self.n)]
        pool = self.hands[LOSE_BASE - target] if target <= LOSE_BASE else self.stock
        cards = cards_in(pool)
        return [(c, 1.0 / len(cards)) for c in cards]

    def sample_chance(self, rng: random.Random) -> int:
        """A chance outcome drawn with its probability (all outcomes are equally
        likely), without listing them: the fast path for simulation."""
        target = self.queue[0]
        if target == A.RANDOM_TRUMP_BASE:
            return A.RANDOM_TRUMP_BASE + rng.randrange(4)
        if target == FIRST_DEALER:
            return A.DEALER_BASE + rng.randrange(self.n)
        pool = self.hands[LOSE_BASE - target] if target <= LOSE_BASE else self.stock
        return nth_card(pool, rng.randrange(pool.bit_count()))

    def _chance_possible(self, action: int) -> bool:
        target = self.queue[0]
        if target == A.RANDOM_TRUMP_BASE:
            return 0 <= action - A.RANDOM_TRUMP_BASE < 4
        if target == FIRST_DEALER:
            return 0 <= action - A.DEALER_BASE < self.n
        pool = self.hands[LOSE_BASE - target] if target <= LOSE_BASE else self.stock
        return 0 <= action < 54 and bool(pool >> action & 1)

    def legal_actions(self) -> list[int]:
        if self.is_terminal():
            return []
        if self.queue:
            return [a for a, _ in self.chance_outcomes()]
        return self._legal_now()

    def _legal_now(self) -> list[int]:
        """The sorted legal decisions, computed once per decision point."""
        key = len(self.history)
        if self._legal_key != key:
            self._legal_cache, self._legal_key = sorted(self._legal()), key
        return self._legal_cache

    def clone(self) -> State:
        return copy.deepcopy(self)

    def action_to_string(self, action: int) -> str:
        return A.describe(action, tuple(b.label for b in self.specials))

    def apply_action(self, action: int) -> None:
        if self.is_terminal():
            raise ValueError("the match is over")
        if self.queue:
            if not self._chance_possible(action):
                raise ValueError(f"{self.action_to_string(action)} is not a possible deal now")
            self.history.append(action)
            self._chance(action)
        else:
            self._decide(action)
        self._advance()

    # ------------------------------------------------------------------ chance

    def _chance(self, action: int) -> None:
        target = self.queue.pop(0)
        if target == A.RANDOM_TRUMP_BASE:
            self.trump = action - A.RANDOM_TRUMP_BASE
            return
        if target == FIRST_DEALER:
            self.dealer = action - A.DEALER_BASE
            self.start_hand()
            return
        bit = 1 << action
        if target <= LOSE_BASE:
            seat = LOSE_BASE - target
            self.hands[seat] &= ~bit
            self.lost |= bit
            return
        self.stock &= ~bit
        if target >= 0:
            self.hands[target] |= bit
            if self.phase is Phase.DEAL:
                self.dealt[target] |= bit
            if self.phase is Phase.RUNNING:
                self.run_cards.append(action)
        elif target <= BLIND_BASE:
            self.blinds[BLIND_BASE - target].append(action)
        elif target == KITTY:
            self.kitty |= bit
        elif target == WIDOW:
            self.widow |= bit
        elif target == BLIND_PILE:
            self.out |= bit
        elif target == TURN:
            self._turned(action)

    def _turned(self, card: int) -> None:
        """A card turned for trump: it fixes trump unless it repeats the rejected suit;
        the dealer scores for it by the variant's turn-up points."""
        previous = self.trump
        self.turned.append(card)
        suit = suit_of(card)
        fixes = suit != NO_SUIT and suit != previous
        for rule in self.variant.points:
            if rule.kind is m.PointKind.TURN_UP and self._turn_scores(rule, fixes):
                value = turn_value(rule, card, self.tables.card_points[card] // 2)
                if value:
                    self.award_now(Award(rule.name, self.sides[self.dealer], value, card))
        if fixes:
            self.trump = suit

    def _turn_scores(self, rule: m.PointRule, fixes: bool) -> bool:
        if rule.every_turn:
            return True
        if rule.turn_only is m.TurnOnly.FIRST:
            return len(self.turned) == 1
        if rule.turn_only is m.TurnOnly.LAST:
            return False  # scored when running ends, see _after_run
        return fixes

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

    # ------------------------------------------------------------------ flow

    def _advance(self) -> None:
        """Run automatic steps until a decision or a chance step is needed."""
        while not self.queue and not self.is_terminal():
            if not self._step():
                return

    def _step(self) -> bool:
        """One automatic transition; False when a player must decide."""
        phase = self.phase
        if phase is Phase.DEAL:
            return self._after_deal()
        if phase is Phase.PROCEDURES:
            return self._procedures()
        if phase is Phase.RUNNING:
            self._after_run()
            return True
        if phase is Phase.EXCHANGE:
            return run_exchange(self)
        if phase is Phase.PLAY:
            return self._play_step()
        if phase is Phase.OVER:
            self._finish_hand()
            return True
        return False

    def _after_deal(self) -> bool:
        v = self.variant
        if v.trump.method is m.TrumpMethod.TURN_UP and self.trump is None:
            self.queue.append(TURN)  # a joker was turned: turn again
            return True
        self.phase = Phase.PROCEDURES
        return True

    def _procedures(self) -> bool:
        """Offer coke, muck, misdeal and the pointless-hand rules to each eligible player."""
        while self.pending_procedures:
            seat = self.pending_procedures[0]
            options = eligible_procedures(self, seat)
            if options:
                self.to_act, self.choice_options = seat, [*options, A.DONE]
                return False
            self.pending_procedures.pop(0)
        return self._after_procedures()

    def _after_procedures(self) -> bool:
        if self.variant.trump.beg is not None and not self.beg_decided:
            self.beg_decided = True
            self.phase, self.to_act = Phase.BEG, self.elder
            return False
        auction.begin(self)
        return self.phase is not Phase.BID

    # ------------------------------------------------------------------ decisions

    def _legal(self) -> list[int]:
        phase = self.phase
        if phase is Phase.BEG:
            return [A.STAND, A.BEG]
        if phase is Phase.GIFT:
            return [A.GIVE, A.RUN]
        if phase is Phase.BID:
            return auction.legal(self)
        if phase in (Phase.FORCED, Phase.SALE, Phase.PROCEDURES):
            return self.choice_options
        if phase is Phase.DECLARE:
            return [A.DECLARE_BASE + s for s in range(4)]
        if phase is Phase.DECLARE_SUB:
            return [A.SUB_BASE + s for s in range(4) if s != self.trump]
        if phase is Phase.CALL:
            return self._callable()
        if phase is Phase.EXCHANGE:
            return self.exchange_options
        return legal_plays(self)

    def _decide(self, action: int) -> None:
        if action not in self._legal_now():
            raise ValueError(f"illegal action {action} ({self.action_to_string(action)}) "
                             f"for seat {self.to_act} in phase {self.phase.value}")
        self.history.append(action)
        phase = self.phase
        if phase is Phase.BID:
            auction.act(self, action)
        elif phase is Phase.FORCED:
            auction.set_contract(self, self.to_act, action)
        elif phase is Phase.SALE:
            auction.sale(self, action)
        elif phase is Phase.PROCEDURES:
            self._procedure(action)
        elif phase is Phase.EXCHANGE:
            exchange_action(self, action)
        elif phase is Phase.PLAY:
            self._play(action)
        else:
            self._decide_trump(action)

    def _decide_trump(self, action: int) -> None:
        phase = self.phase
        if phase is Phase.BEG:
            self._beg(action)
        elif phase is Phase.GIFT:
            self._gift(action)
        elif phase is Phase.DECLARE:
            self._declare(action)
        elif phase is Phase.DECLARE_SUB:
            self.sub = action - A.SUB_BASE
            self._after_trump()
        elif phase is Phase.CALL:
            self._call(action)

    def _procedure(self, action: int) -> None:
        seat = self.pending_procedures.pop(0)
        if action != A.DONE:
            run_procedure(self, seat, action)

    # ------------------------------------------------------------------ beg / run

    def _beg(self, action: int) -> None:
        if action == A.STAND:
            auction.begin(self)
        else:
            self.phase, self.to_act = Phase.GIFT, self.dealer

    def _gift(self, action: int) -> None:
        beg = self.variant.trump.beg
        assert beg is not None
        if action == A.RUN:
            self._run(beg)
            return
        dealer_side = self.sides[self.dealer]
        receivers = [self.sides[self.elder]] if beg.gift_to is m.GiftTo.ELDER else \
            [s for s in range(self.num_sides) if s != dealer_side]
        for side in receivers:
            self.award_now(Award("gift", side, beg.gift))
        if beg.granted_redeal and not self.is_terminal():
            self.redeal(same_dealer=False)
            return
        auction.begin(self)

    def _run(self, beg: m.Beg) -> None:
        """Run the cards: deal more to each player and turn again. If the stock cannot
        cover a round, the deal is void and the same dealer deals again."""
        if self.stock.bit_count() < beg.run * self.n + 1:
            if not beg.stock_out_keeps_turned:
                for award in self.awards_during:
                    self.scores[award.side] -= award.value if award.card in self.turned else 0
            self.redeal(same_dealer=True)
            return
        self.ran = True
        self.running_suit = self.trump
        self.run_cards = []
        for seat in self.seats_from(self.elder):
            self.queue.extend([seat] * beg.run)
        self.queue.append(TURN)
        self.phase = Phase.RUNNING

    def _after_run(self) -> None:
        beg = self.variant.trump.beg
        assert beg is not None
        if suit_of(self.turned[-1]) in (self.running_suit, NO_SUIT):
            if beg.same_suit_discard:
                for card in self.run_cards:
                    for seat in range(self.n):
                        self.hands[seat] &= ~(1 << card)
                    self.out |= 1 << card
            self._run(beg)
            return
        for rule in self.variant.points:
            if rule.kind is m.PointKind.TURN_UP and rule.turn_only is m.TurnOnly.LAST:
                card = self.turned[-1]
                value = turn_value(rule, card, self.tables.card_points[card] // 2)
                if value:
                    self.award_now(Award(rule.name, self.sides[self.dealer], value, card))
        auction.begin(self)

    # ------------------------------------------------------------------ after the auction

    def after_auction(self) -> None:
        """Fix trump (declared, called card) and partners, then the exchange steps."""
        t = self.variant.trump
        self.steps = list(self.variant.exchange.steps)
        self.step_index = 0
        self.step_actors: list[int] = []
        beg = t.beg
        if self.ran and beg is not None and beg.after_run is m.AfterRun.DISCARD_TO_HAND:
            # "takes up his three extra cards and discards three": any three (003)
            self.steps.insert(0, m.Step(m.Actor.ALL, m.StepKind.DISCARD, cards=m.CardClass.ANY,
                                        to=self.variant.deal.hand))
        self.turns = turn_order(self) if self.variant.exchange.in_turn else []
        if t.method is m.TrumpMethod.DECLARED and t.declare_before_kitty:
            self.phase, self.to_act = Phase.DECLARE, self.seat_for(m.Seat.PITCHER)
        else:
            self._after_trump()

    def _declare(self, action: int) -> None:
        self.trump = action - A.DECLARE_BASE
        if self.variant.trump.sub_trump:
            self.phase = Phase.DECLARE_SUB
        else:
            self._after_trump()

    def _after_trump(self) -> None:
        """The bidder calls a partner's card (or the card that fixes trump) if the
        variant says so; then the exchange steps."""
        call = self.variant.seating.partner_call
        calls = (call is not None and self.n in call.players) \
            or self.variant.trump.method is m.TrumpMethod.CALLED_CARD
        if calls and self.contract is not None and self.called is None:
            self.phase, self.to_act = Phase.CALL, self.contract.bidder
            return
        self.phase = Phase.EXCHANGE

    def _callable(self) -> list[int]:
        """Cards the bidder may call: any card he does not hold (a trump, if so required)."""
        call = self.variant.seating.partner_call
        own = self.hands[self.to_act]
        pool = self.tables.deck_mask & ~own
        if call is not None and call.card is m.PartnerCard.TRUMP and self.trump is not None:
            pool &= self.tables.table(self.trump, self.sub).trump_mask
        return cards_in(pool) or cards_in(self.tables.deck_mask)

    def _call(self, card: int) -> None:
        self.called = card
        if self.variant.trump.method is m.TrumpMethod.CALLED_CARD and suit_of(card) != NO_SUIT:
            self.trump = suit_of(card)
        self.phase = Phase.EXCHANGE

    def lose_looked_cards(self) -> None:
        """Look-or-not: each player who looked loses random cards once the auction ends."""
        look = self.variant.bidding.look
        if look is None:
            return
        for seat in self.seats_from(self.elder):
            exempt = look.passers_exempt and seat in self.passed
            if self.looked.get(seat) and not exempt:
                self.queue.extend([LOSE_BASE - seat] * min(look.lookers_lose,
                                                            self.hands[seat].bit_count()))

    def look_pending(self, seat: int) -> bool:
        return self.variant.bidding.look is not None and seat not in self.looked

    # ------------------------------------------------------------------ play

    def _play_step(self) -> bool:
        if self.plays:
            return False
        if self.conceded and not self.variant.play.concession_plays_out:
            self.phase = Phase.OVER
            return True
        if not any(self.hands) and not any(self.blinds):
            self.phase = Phase.OVER
            return True
        self.to_act = self._leader()
        return False

    def in_trick(self, seat: int) -> bool:
        """Whether a seat still plays: it has cards and has not thrown in or sat out."""
        if seat in self.thrown:
            return False
        if not self.tricks and seat in self.sits_out_first:
            return False
        return bool(self.hands[seat]) or bool(self.blinds[seat])

    def _leader(self) -> int:
        seat = self.tricks[-1].winner if self.tricks else \
            self.seat_for(self.variant.play.first_leader)
        for _ in range(self.n):
            if self.in_trick(seat):
                return seat
            seat = self.next_seat(seat)
        return seat

    def _play(self, action: int) -> None:
        seat = self.to_act
        if action == A.CONCEDE:
            # with cards in play he still plays to the trick, which is finished first;
            # play stops when it closes (_play_step)
            self.conceded = True
            if not self.plays and not self.variant.play.concession_plays_out:
                self.phase = Phase.OVER
            return
        if action == A.THROW_IN:
            self.out |= self.hands[seat]
            self.hands[seat] = 0
            self.thrown.add(seat)
        else:
            self._lay(seat, action)
        self._next_to_play(seat)

    def _lay(self, seat: int, card: int) -> None:
        if self.trump is None:
            self.trump = suit_of(card)
        table = self.tables.table(self.trump, self.sub)
        if table.trump_mask >> card & 1 and self.plays:
            self.broken = True
        if self.blinds[seat] and self.blinds[seat][-1] == card:
            self.blinds[seat].pop()
        self.hands[seat] &= ~(1 << card)
        self.plays.append((seat, card))

    def _next_to_play(self, seat: int) -> None:
        first = self.plays[0][0] if self.plays else seat
        nxt = self.next_seat(seat)
        while nxt != first and not self.in_trick(nxt):
            nxt = self.next_seat(nxt)
        if nxt == first or (not self.plays and nxt == seat):
            if self.plays:
                self._close_trick(self.tables.table(self.trump or 0, self.sub))
            return
        self.to_act = nxt

    def _close_trick(self, table: TrumpTable) -> None:
        winner = trick_winner(self, table, self.plays)
        trick = Trick(self.plays[0][0], tuple(self.plays), winner)
        self.tricks.append(trick)
        self.plays = []
        for rule in self.variant.points:
            if rule.kind is m.PointKind.TRICK_TRUMPS:
                value = trick_trumps(self.tables, table, trick)
                if value:
                    self.award_now(Award(rule.name, self.sides[winner], value))
        play = self.variant.play
        if play.draw_after_trick and self.stock:
            first = winner if play.draw_winner_first else trick.leader
            for seat in self.seats_from(first):
                if self.stock.bit_count() > len(self.queue):
                    self.queue.append(seat)

    # ------------------------------------------------------------------ scoring

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

    def record(self) -> HandRecord:
        held = [0] * self.n
        for trick in self.tricks:
            for seat, card in trick.plays:
                held[seat] |= 1 << card
        for seat in range(self.n):
            held[seat] |= self.hands[seat]
        return HandRecord(self.dealer, self.elder, self.hand_sides(), self.trump or 0,
                          self.sub, tuple(self.dealt), tuple(held), tuple(self.tricks),
                          self.contract, tuple(self.turned), conceded=self.conceded,
                          dead=tuple(self.dead))

    def _finish_hand(self) -> None:
        if self.trump is None:
            self.redeal(same_dealer=False)
            return
        record = self.record()
        awards = score_hand(self.tables, record)
        result = settle(self, record, awards)
        self.last_settlement = result
        self.hands_played.append({
            "hand": self.hand_number, "dealer": self.dealer, "trump": self.trump,
            "contract": self.contract, "awards": awards, "during": tuple(self.awards_during),
            "made": result.made, "scores": tuple(self.scores), "tricks": len(self.tricks)})
        if result.winners:
            self.winners = result.winners
        elif result.draw:
            self.drawn = True
        else:
            self.redeal(same_dealer=False)

    def redeal(self, same_dealer: bool) -> None:
        """Start the next deal (by the same dealer after a void deal)."""
        self.hand_number += 1
        if self.hand_number >= self.game.max_hands:
            self.drawn = True
            return
        if not same_dealer:
            self.dealer = self.next_seat(self.dealer)
        self.start_hand()


def turn_value(rule: m.PointRule, card: int, card_points: int) -> int:
    """What a turned card scores the dealer under a turn-up point rule."""
    rank = rank_of(card)
    for entry in rule.turn_up:
        if entry.rank is None or entry.rank == rank:
            return card_points if entry.value is None else entry.value
    if rule.by_card_points:
        return card_points
    return 0


__all__ = ["Phase", "State", "turn_value"]
