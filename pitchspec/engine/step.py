"""One step of a match, OpenSpiel style: chance steps, decisions, and the dispatch to
the phase that owns them.

``current_player()`` is a seat, CHANCE or TERMINAL; ``legal_actions()`` is sorted;
``apply_action(a)`` advances the state. The first dealer and every card dealt are
chance steps, so a seed or a scripted deal reproduces any match exactly.

A hand runs: deal; hand-improvement procedures (coke, misdeal...); turn-up, beg and
run; the auction (look-or-not, steal, forced and special bids, a commercial sale);
trump declaration and a called partner; exchange steps; tricks; scoring and
settlement. Then the next hand, until the match is decided. The match state is data
(:mod:`pitchspec.engine.core.state`); each phase is a module of
:mod:`pitchspec.engine.phases`; this module only dispatches.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Final

from pitchspec.engine.core import actions as A
from pitchspec.engine.core.auction_plans import AuctionPlan
from pitchspec.engine.core.plans import PlayPlan
from pitchspec.engine.core.rules import Rules
from pitchspec.engine.core.state import (
    BLIND_BASE,
    BLIND_PILE,
    FIRST_DEALER,
    KITTY,
    LOSE_BASE,
    TURN,
    WIDOW,
    MatchState,
    Phase,
)
from pitchspec.engine.core.tables import cards_in, nth_card
from pitchspec.engine.phases import auction, beg, deal, exchange, plain, play, procedures, trump
from pitchspec.engine.phases.play_rules import legal_plays
from pitchspec.engine.phases.settle import finish_hand


class State(MatchState):
    """One match in progress, with OpenSpiel's API."""

    _legal_key: int
    """The length of the history when the legal decisions were last listed."""
    _legal_cache: list[int]
    _play_plan: PlayPlan | None
    _auction_plan: AuctionPlan | None
    _stock_mask: int
    _stock_count: int
    """The number of cards in the stock, while ``_stock_mask`` equals the stock."""

    def __init__(self, game: Rules, first_dealer: int | None = None,
                 scores: Sequence[int] | None = None, source: State | None = None) -> None:
        """A new match of ``game`` (see :meth:`Game.new_initial_state`), or with
        ``source`` a copy of that match, played by ``game``'s rules (:meth:`clone`)."""
        if source is not None:
            self.copy_from(source)
            self.game = game
            self._legal_key = source._legal_key
            self._legal_cache = source._legal_cache.copy()
            self._play_plan = source._play_plan
            self._auction_plan = source._auction_plan
            self._stock_mask = source._stock_mask
            self._stock_count = source._stock_count
            return
        super().__init__(game, scores, first_dealer or 0)
        self._legal_key = -1
        self._legal_cache = []
        plans = game.plans
        self._play_plan = plans.play
        self._auction_plan = plans.auction
        self._stock_mask = -1
        self._stock_count = 0
        if first_dealer is None:
            self.queue.append(FIRST_DEALER)
        else:
            deal.queue_deal(self)  # the table is clear: deal at once

    # ------------------------------------------------------------------ OpenSpiel API

    def current_player(self) -> int:
        if self.winners is not None or self.drawn:
            return A.TERMINAL
        if self.queue:
            return A.CHANCE
        return self.to_act

    def is_chance_node(self) -> bool:
        if self.queue:
            return self.winners is None and not self.drawn
        return False

    def returns(self) -> list[float]:
        """+1 for each seat on a winning side, -1 for the others; 0 all round for a draw."""
        if self.drawn or self.winners is None:
            return [0.0] * self.n
        winning = set(self.winners)
        return [1.0 if self.sides[s] in winning else -1.0 for s in range(self.n)]

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return deal.chance_outcomes(self)

    def sample_chance(self, rng: random.Random) -> int:
        """A chance outcome drawn with its probability (all outcomes are equally
        likely), without listing them: the fast path for simulation. A card dealt from
        the stock is the ``randrange(len)``-th of the stock's cards in ascending order,
        exactly as :func:`deal.sample_chance` draws it (for a plain ``random.Random``
        the draw is made as ``randrange`` makes it, without its argument checks)."""
        target = self.queue[0]
        if not 0 <= target < _CARD_TARGETS and not _from_stock(target):
            return deal.sample_chance(self, rng)
        stock = self.stock
        if self._stock_mask != stock:
            self._stock_count = stock.bit_count()
            self._stock_mask = stock
        count = self._stock_count
        if not count or type(rng) is not _Random:
            return nth_card(stock, rng.randrange(count))
        bits = _BITS[count]  # randrange(count), inlined (test_hotpath.py)
        r = _GETRANDBITS(rng, bits)
        while r >= count:
            r = _GETRANDBITS(rng, bits)
        return nth_card(stock, r)

    def deal_rest(self, rng: random.Random) -> int:
        """Every chance step up to the next decision (or the end of the match), each
        drawn as :meth:`sample_chance` draws it and applied as :meth:`apply_action`
        applies it: the same random numbers, the same state, as one step at a time.
        Returns the number of chance steps taken."""
        steps = 0
        while self.queue and self.winners is None and not self.drawn:
            if self.phase is _DEAL and type(rng) is _Random:
                dealt = self._deal_cards(rng.getrandbits)
                if dealt:
                    steps += dealt
                    continue
            self.apply_action(self.sample_chance(rng))  # not a card to a hand
            steps += 1
        return steps

    def _deal_cards(self, getrandbits: Callable[[int], int]) -> int:
        """The run of cards dealt to the players' hands at the head of the queue (the
        deal phase), drawn and applied as one step at a time would; then, the queue
        empty, the automatic steps that follow. Returns the number of cards dealt."""
        queue, history = self.queue, self.history
        stock = self.stock
        first = queue[0]
        if not (0 <= first < _CARD_TARGETS or _to_pile(first)) or not stock:
            return 0
        cards = cards_in(stock)
        count = len(cards)
        got = [0] * self.n  # the cards each hand is dealt in this run, put in at its end
        start = len(history)
        for target in queue:
            if not count:
                break
            if 0 <= target < _CARD_TARGETS:
                card = cards.pop(_draw(getrandbits, count))
                got[target] |= 1 << card
            elif _to_pile(target):  # the kitty, the widow, a blind, the blind pile
                card = cards.pop(_draw(getrandbits, count))
                self._to_pile(target, card)
            else:
                break
            count -= 1
            stock ^= 1 << card
            history.append(card)
        steps = len(history) - start
        del queue[:steps]
        hands, dealt = self.hands, self.dealt
        for seat, bits_got in enumerate(got):
            if bits_got:
                hands[seat] |= bits_got
                dealt[seat] |= bits_got
        self.stock = self._stock_mask = stock
        self._stock_count = count
        if steps and not queue:
            self._after_chance()
        return steps

    def _to_pile(self, target: int, card: int) -> None:
        """A card of the stock laid in the pile ``target`` names, as
        :func:`deal.chance` lays it: the kitty, the widow, the blind pile, or a
        player's blind (on top)."""
        bit = 1 << card
        if target == _KITTY:
            self.kitty |= bit
        elif target == _WIDOW:
            self.widow |= bit
        elif target == _BLIND_PILE:
            self.out |= bit
        else:
            self.blinds[_BLIND_BASE - target].append(card)

    def _after_chance(self) -> None:
        """The chance steps done (the queue empty): where the deal is over and the plain
        auction opens at once (:attr:`AuctionPlan.opens`), it opens; where the players
        drew after a trick of plain play, its winner leads the next (as
        :func:`play.play_step` finds him); else the automatic steps run up to the next
        decision."""
        plan = self._auction_plan
        phase = self.phase
        if phase is _DEAL and plan is not None and plan.opens >= 0 \
                and self.winners is None and not self.drawn:
            plain.open_auction(self, plan)
            return
        if phase is _PLAY and self._play_plan is not None and self.tricks \
                and not self.plays and not self.conceded and not self.thrown \
                and self.winners is None and not self.drawn and plain.leads_next(self):
            return  # the draws after a trick done, its winner leads the next
        advance(self)

    def legal_actions(self) -> list[int]:
        key = len(self.history)
        if self._legal_key == key:
            return self._legal_cache  # already listed at this decision point
        if self.queue or self.winners is not None or self.drawn:
            if self.winners is not None or self.drawn:
                return []
            return [a for a, _ in deal.chance_outcomes(self)]
        phase = self.phase
        plan = self._play_plan
        if phase is _PLAY and plan is not None:  # the common decisions, directly
            legal = plain.legal_plays(self, plan)
        elif phase is _BID and self._auction_plan is not None:
            legal = plain.legal_bids(self, self._auction_plan)
        else:
            self._refresh_legal()
            return self._legal_cache
        self._legal_cache = legal
        self._legal_key = key
        return legal

    def _refresh_legal(self) -> None:
        """The sorted legal decisions, computed once per decision point (the plays come
        sorted: cards ascending, then concession and throw-in)."""
        phase = self.phase
        if phase is _PLAY:
            plan = self._play_plan
            self._legal_cache = legal_plays(self) if plan is None \
                else plain.legal_plays(self, plan)
        elif phase is _BID and self._auction_plan is not None:
            self._legal_cache = plain.legal_bids(self, self._auction_plan)
        elif phase is _EXCHANGE:
            self._legal_cache = self.exchange_options  # listed ascending: cards, DONE
        elif phase is _BID:
            self._legal_cache = auction.legal_sorted(self)
        else:
            self._legal_cache = sorted(legal(self))
        self._legal_key = len(self.history)

    def clone(self) -> State:
        """An independent copy of the match: its own lists, sets and dicts (and the
        blinds and hand summaries inside them); the rules, the compiled tables and
        the frozen records (tricks, awards, contract) are shared, never copied."""
        return State(self.game, source=self)

    def __copy__(self) -> State:
        """``copy.copy`` of a match is its :meth:`clone`."""
        return self.clone()

    def __deepcopy__(self, memo: dict[int, object]) -> State:
        """``copy.deepcopy`` of a match is its :meth:`clone` too: everything a move
        changes is copied; the rules and tables, which no move changes, are shared."""
        return self.clone()

    def action_to_string(self, action: int) -> str:
        return A.describe(action, tuple(b.label for b in self.specials))

    def apply_action(self, action: int) -> None:
        queue = self.queue
        if queue and self.winners is None and not self.drawn:
            target = queue[0]
            stock = self.stock
            if action >= 0 and stock >> action & 1 and (0 <= target < _CARD_TARGETS
                                                        or _to_pile(target)):
                # the common chance step: a card of the stock dealt to a player's hand
                # (as deal.chance does it: part of the deal, or of a run of the cards;
                # the stock holds card ids below 54 only), or laid face down in a pile
                del queue[0]
                bit = 1 << action
                self.stock = stock ^ bit
                if target >= 0:
                    self.hands[target] |= bit
                    phase = self.phase
                    if phase is _DEAL:
                        self.dealt[target] |= bit
                    elif phase is _RUNNING:
                        self.run_cards.append(action)
                        self.run_to[target] |= bit
                    elif phase is _PLAY and self.held_at_lead is not None:
                        self.held_at_lead[target] |= bit  # a draw after a trick
                else:
                    self._to_pile(target, action)
                if self._stock_mask == stock:  # one card fewer in the stock
                    self._stock_mask = stock ^ bit
                    self._stock_count -= 1
            elif not deal.chance(self, action):
                raise ValueError(f"{self.action_to_string(action)} is not a possible deal now")
            self.history.append(action)
            if not queue:  # the last chance step of the run: what follows runs now
                self._after_chance()
            return  # (with more cards to deal, nothing runs in between)
        else:
            history = self.history
            if self._legal_key != len(history):  # not listed at this decision yet
                if self.winners is not None or self.drawn:
                    raise ValueError("the match is over")
                self._refresh_legal()
            if action not in self._legal_cache:
                raise ValueError(f"illegal action {action} ({self.action_to_string(action)}) "
                                 f"for seat {self.to_act} in phase {self.phase.value}")
            history.append(action)
            phase = self.phase
            plan = self._play_plan
            if phase is _PLAY and plan is not None:
                if action < _CONCEDE:
                    if plain.play(self, plan, action):
                        return  # the next player to the trick, or to lead the next, decides
                else:  # a concession or a throw-in: by the general rules, which keep
                    self.held_at_lead = self.captured = None  # no cards for the record
                    decide(self, action)
            elif phase is _BID and self._auction_plan is not None and not self.may_not_bid:
                if plain.bid(self, self._auction_plan, action):
                    return  # the next bidder, or the pitcher to his first lead, decides
            else:
                decide(self, action)
        advance(self)


# The constants the hot path reads, Final (so a compiled build reads them as statics).
_DEAL: Final = Phase.DEAL
_RUNNING: Final = Phase.RUNNING
_PLAY: Final = Phase.PLAY
_BID: Final = Phase.BID
_PROCEDURES: Final = Phase.PROCEDURES
_EXCHANGE: Final = Phase.EXCHANGE
_OVER: Final = Phase.OVER
_FORCED: Final = Phase.FORCED
_SALE: Final = Phase.SALE
_BEG: Final = Phase.BEG
_GIFT: Final = Phase.GIFT
_CONCEDE: Final = A.CONCEDE
_CARD_TARGETS: Final = A.RANDOM_TRUMP_BASE
"""Chance targets below this (and not negative) are seats: a card dealt to a hand."""
_KITTY: Final = KITTY
_WIDOW: Final = WIDOW
_BLIND_PILE: Final = BLIND_PILE
_BLIND_BASE: Final = BLIND_BASE
_LOSE_BASE: Final = LOSE_BASE

_TURN: Final = TURN
_Random: Final = random.Random
"""The generator whose ``randrange`` the chance steps inline (its own subclasses
are asked through ``randrange``)."""
_GETRANDBITS: Final = random.Random.getrandbits
"""A plain generator's ``getrandbits``, read once (not looked up on each draw)."""
_BITS: Final = tuple(count.bit_length() for count in range(55))
"""``count.bit_length()`` for every possible number of cards to draw from."""
_NO_RULES: Final = Rules.__new__(Rules)
"""The rules of no game: what a kept start refers to instead of its game."""


def _to_pile(target: int) -> bool:
    """Whether a chance step's target is a face-down pile the stock's next card is laid
    in: the kitty, the widow, the blind pile or a player's blind (not the turn-up,
    which fixes trump, nor a card lost from a hand)."""
    if _BLIND_PILE <= target <= _KITTY:  # the kitty, the widow, the turn-up, the pile
        return target != _TURN
    return _LOSE_BASE < target <= _BLIND_BASE


def _from_stock(target: int) -> bool:
    """Whether a chance step not to a hand draws from the stock: a pile, or the
    card turned for trump."""
    return target == _TURN or _to_pile(target)


def _draw(getrandbits: Callable[[int], int], count: int) -> int:
    """``randrange(count)`` of a plain generator, as it draws (test_hotpath.py)."""
    bits = _BITS[count]
    r = getrandbits(bits)
    while r >= count:
        r = getrandbits(bits)
    return r


class Start:
    """A match as it starts, kept by the game for each first dealer; each new match
    is a copy of it, played by the game's rules. The kept state's own ``game`` is a
    blank :class:`Rules`, so a game and its starts hold no cycle (a game no longer
    used is freed at once, not by the cycle collector)."""

    __slots__ = ("state",)

    def __init__(self, state: State) -> None:
        state.game = _NO_RULES
        self.state = state

    def new(self, game: Rules) -> State:
        """A new match of ``game`` as this one starts."""
        return State(game, source=self.state)


# ---------------------------------------------------------------------- dispatch

def advance(state: MatchState) -> None:
    """Run automatic steps until a decision or a chance step is needed."""
    while not state.queue and state.winners is None and not state.drawn:
        if state.plays and state.phase is _PLAY:
            return  # a trick in progress: the next player to it decides
        if not automatic(state):
            return


def automatic(state: MatchState) -> bool:
    """One automatic transition; False when a player must decide."""
    phase = state.phase
    if phase is _PLAY:
        return play.play_step(state)
    if phase is _DEAL:
        return deal.after_deal(state)
    if phase is _PROCEDURES:
        return procedures.offer(state)
    if phase is _RUNNING:
        beg.after_run(state)
        return True
    if phase is _EXCHANGE:
        return exchange.run_exchange(state)
    if phase is _OVER:
        finish_hand(state)
        return True
    return False


def legal(state: MatchState) -> list[int]:
    """The decisions open to the player to act, by phase."""
    phase = state.phase
    if phase is _PLAY:
        return legal_plays(state)
    if phase is _BID:
        return auction.legal(state)
    if phase in (_FORCED, _SALE, _PROCEDURES):
        return state.choice_options
    if phase is _EXCHANGE:
        return state.exchange_options
    if phase in (_BEG, _GIFT):
        return beg.legal(state)
    return trump.legal(state)


def decide(state: MatchState, action: int) -> None:
    """The player to act takes a legal decision; the phase it belongs to applies it."""
    phase = state.phase
    if phase is _PLAY:
        play.play(state, action)
    elif phase is _BID:
        auction.act(state, action)
    elif phase is _FORCED:
        auction.set_contract(state, state.to_act, action)
    elif phase is _SALE:
        auction.sale(state, action)
    elif phase is _PROCEDURES:
        procedures.act(state, action)
    elif phase is _EXCHANGE:
        exchange.exchange_action(state, action)
    elif phase in (_BEG, _GIFT):
        beg.act(state, action)
    else:
        trump.act(state, action)


__all__ = ["Start", "State", "advance", "decide", "legal"]
