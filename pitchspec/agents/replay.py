"""The match position replayed on a sampled deal (:mod:`~pitchspec.agents.sample`): the
deal dealt as the sample says, the public decisions (bids, cards played) and the seat's
own made again, the others' hidden decisions (an exchange) taken so the sample stays
whole, up to the seat's decision. A replay that cannot reach the seat's observation (a
hidden exchange went otherwise) is refused.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final

from pitchspec import model as m
from pitchspec.agents.random_draw import choice_of
from pitchspec.agents.sample import Memory, Seen, seen_of
from pitchspec.engine import (
    FIRST_DEALER,
    KITTY,
    LOSE_BASE,
    TURN,
    WIDOW,
    Game,
    Observation,
    Phase,
    State,
    cards_in,
    chance_possible,
    mask_of,
    shows,
)
from pitchspec.engine import actions as A

BEG: Final = A.BEG
BID_BASE: Final = A.BID_BASE
DECLARE_BASE: Final = A.DECLARE_BASE
DONE: Final = A.DONE
GIVE: Final = A.GIVE
RANDOM_TRUMP_BASE: Final = A.RANDOM_TRUMP_BASE
REFUSE: Final = A.REFUSE
RUN: Final = A.RUN
SELL: Final = A.SELL
SPECIAL_BASE: Final = A.SPECIAL_BASE
STAND: Final = A.STAND
SUB_BASE: Final = A.SUB_BASE
"""The actions read here, as constants (a compiled build reads them natively,
not from the actions module at each use)."""

_BID: Final = Phase.BID
_DEAL: Final = Phase.DEAL
_PLAY: Final = Phase.PLAY

Helper = Callable[[State, int], int]
"""Decides a hidden decision of another seat during the replay (an exchange)."""


class Replay:
    """Replays the seat's deal on a sampled deal, up to the seat's decision."""

    def __init__(self, game: Game, obs: Observation, memory: Memory,
                 plan: dict[int, list[int]], helper: Helper, rng: random.Random,
                 seen: Seen | None = None) -> None:
        if seen is None:
            seen = seen_of(obs, memory, game)
        self.game, self.obs, self.memory, self.rng = game, obs, memory, rng
        self.plan = {seat: list(cards) for seat, cards in plan.items()}
        self.sampled = plan
        """The sample as given, which the replay leaves as it is: the cards each seat
        must still hold or play for the sample to agree (read at a hidden exchange)."""
        self.turned = list(obs.turned)
        self.auction = list(obs.auction)
        self.plays = list(seen.played)
        self.own = list(memory.own)
        self.extras = list(seen.extras)
        face_up_stock = game.variant.deal.stock is m.StockFace.UP
        self.scrapped = 0 if face_up_stock else mask_of(obs.face_up)
        """Cards the seat saw thrown away face up: dealt to somebody, so the cards
        another seat is dealt beyond its sample are these first."""
        self.reclaimed = 0
        """Cards the seat took back from the scrap pile, not dealt to it: another seat
        was dealt them and threw them away face up (they are among ``scrapped``)."""
        if any(step.kind is m.StepKind.RECLAIM for step in game.variant.exchange.steps):
            self.reclaimed = mask_of(self.extras) & mask_of(memory.offered) & ~self.scrapped
            if not face_up_stock:
                self.scrapped |= self.reclaimed
        self.revealed = seen.revealed
        """Cards the seat is offered from a pile at its decision: none is drawn for
        another seat."""
        self.lost = seen.lost
        """Cards the seat knows lookers lost: a looker loses the one of them he holds."""
        self.helper = helper
        self.barred = seen.voids
        """Cards a seat showed it lacks: a card drawn for it at random is none of them."""
        self.throwers = seen.throwers
        self.plain = game.tables.deck_mask & ~seen.trumps if seen.throwers else 0
        """Cards dealt beyond his sample to a seat that threw away non-trumps unseen
        (:attr:`~pitchspec.agents.sample.Seen.throwers`) are these, non-trumps."""
        self.surplus = 0
        """Cards the seat held beyond what it really held, at its first exchange
        decision where the counts differ (negative: too few); 0 when they agree."""
        self.drew = False
        """Whether the replay drew a chance step at random (not from the sample)."""
        self.restart = False
        """The replay began from other scores than the deal's (:meth:`_learn`)."""
        self.reserved = -1
        """:meth:`_reserved` as last worked out (-1: a card of the sample was dealt
        since)."""

    def run(self) -> State | None:
        """The position at the seat's decision, or None when the sample cannot lead
        to what the seat sees."""
        obs, start = self.obs, self.memory.start
        state = self.game.new_initial_state(obs.dealer, obs.scores if start is None
                                            else start)
        for _ in range(4000):
            if state.is_terminal() or state.hand_number != 0:
                return None
            if state.is_chance_node():
                state.apply_action(self._chance(state))
                continue
            player = state.current_player()
            if player == obs.seat and not self.own:
                self._count(state)
                if start is None and self._learn(state):
                    return None
                return state if self._agrees(state) else None
            action = self._decision(state, player)
            if action is None or action not in state.legal_actions():
                return None
            state.apply_action(action)
        return None

    def _learn(self, state: State) -> bool:
        """The scores at the deal, from the first replay to reach the seat's decision:
        it began from the scores the seat sees, which count the points scored so far
        in this hand (public: a turned jack, a gift, a trick's trumps), so it counted
        them twice. True when they differ from those the replay began from: it is to
        be made again (:attr:`restart`)."""
        seen = self.obs.scores
        start = tuple(2 * s - r for s, r in zip(seen, state.scores, strict=True))
        self.memory.start = start
        self.restart = start != seen
        return self.restart

    def _agrees(self, state: State) -> bool:
        """The seat, at its decision in the replay, sees all it saw (the hand's number
        aside: a replay deals the match's first hand), and every card it saw played
        was played."""
        return not self.plays and shows(state, self.obs.seat, self.obs)

    def _reserved(self) -> int:
        """The cards a random draw leaves alone: those the sample still has to deal
        (worked out again only after a card of the sample was dealt: the draws of a
        refill come one after another with the sample's cards all dealt)."""
        if self.reserved < 0:
            self.reserved = (mask_of([c for cards in self.plan.values() for c in cards]
                                     + self.turned + self.extras)
                             | self.revealed) & ~self.reclaimed
        return self.reserved

    def _chance(self, state: State) -> int:
        target = state.queue[0]
        if target <= LOSE_BASE and self.lost:
            hit = state.hands[LOSE_BASE - target] & self.lost
            if hit:
                return (hit & -hit).bit_length() - 1
        if target == RANDOM_TRUMP_BASE and self.obs.trump is not None:
            return RANDOM_TRUMP_BASE + self.obs.trump
        queue = None
        if 0 <= target < state.n and self.plan.get(target):
            queue = self.plan[target]
        elif target == TURN and self.turned:
            queue = self.turned
        elif self.extras and target in (KITTY, WIDOW, self.obs.seat):
            queue = self.extras  # what the seat got later lay there
        if queue:
            # the first of the cards this place is to get that can come now (a card
            # that cannot, such as one under a face-up stock, waits for a later step)
            at = _first_possible(state, target, queue)
            if at >= 0:
                self.reserved = -1
                return queue.pop(at)
        if target in (RANDOM_TRUMP_BASE, FIRST_DEALER):
            # trump or the first dealer drawn: the outcomes are actions (440 + suit,
            # 460 + seat), no card, so none is reserved, barred or thrown away (a
            # replay comes here for neither: it is dealt by the seat's dealer, and a
            # trump drawn at random opens the deal, so the seat knows it)
            self.drew = True
            return self.rng.choice([a for a, _ in state.chance_outcomes()])
        # a card of the stock (or of a looker's hand), as the engine's chance outcomes
        # list them, ascending; the same lists, made from masks
        reserved = self._reserved()
        seat = 0 <= target < state.n
        pool = state.hands[LOSE_BASE - target] if target <= LOSE_BASE else state.stock
        free_mask = pool & ~reserved
        fitting_mask = free_mask & ~self.barred.get(target, 0) if seat else free_mask
        thrown_mask = fitting_mask & self.scrapped if seat else 0
        masks: tuple[int, ...] = (thrown_mask, fitting_mask, free_mask, pool)
        if self.plain and state.phase is _DEAL and target in self.throwers:
            # a card he threw away unseen: a non-trump
            masks = (thrown_mask & self.plain, fitting_mask & self.plain, *masks)
        for mask in masks:
            if mask:
                self.drew = True
                return choice_of(self.rng, cards_in(mask))
        raise ValueError("a chance step draws a card from no cards")  # the engine's too

    def _decision(self, state: State, player: int) -> int | None:
        at = state.phase
        if at is _BID:  # the phase itself (a constant), not its name read off the enum
            if not self.auction or self.auction[0][0] != player:
                return None
            action = self.auction.pop(0)[1]
            if player == self.obs.seat:
                self.own.pop(0)
            return action
        if at is _PLAY:
            if not self.plays or self.plays[0][0] != player:
                return None
            if player == self.obs.seat:
                self.own.pop(0)
            return self.plays.pop(0)[1]
        if player == self.obs.seat:
            self._count(state)
            return self.own.pop(0)
        phase: str = at._value_  # the name, without the enum's slow property
        return self._hidden(state, player, phase)

    def _count(self, state: State) -> None:
        """At the seat's exchange decision: note how many cards more (or fewer) it holds
        than it held then (the first difference only)."""
        sizes, index = self.memory.sizes, len(self.memory.own) - len(self.own)
        if self.surplus or state.phase is not Phase.EXCHANGE or index >= len(sizes) \
                or not sizes[index]:
            return
        self.surplus = state.hands[self.obs.seat].bit_count() - sizes[index]

    def _hidden(self, state: State, player: int, phase: str) -> int | None:
        """Another seat's decision that the public record does not show."""
        obs, legal = self.obs, state.legal_actions()
        if phase == "procedures":
            return DONE
        if phase == "beg":
            return BEG if len(obs.turned) > 1 else STAND
        if phase == "gift":
            return RUN if len(obs.turned) > 1 else GIVE
        if phase == "declare" and obs.trump is not None:
            return DECLARE_BASE + obs.trump
        if phase == "declare_sub" and obs.sub is not None:
            return SUB_BASE + obs.sub
        if phase == "call":
            return obs.called
        if phase == "sale" and obs.contract is not None:
            return REFUSE if obs.contract.bidder == player else SELL
        if phase == "forced" and obs.contract is not None:
            return _forced(legal, obs, self.game)
        if phase == "exchange":
            return self._exchange(state, player, legal)
        return self.helper(state, player)

    def _exchange(self, state: State, player: int, legal: list[int]) -> int:
        """A hidden exchange that keeps the sample whole: throw away only cards the
        sample does not need (those beyond the seat's sampled hand: a kitty, extra
        cards), take only cards it does; else throw or take nothing when that is
        allowed."""
        hand = state.hands[player]  # his observation's hand (in an exchange, in view)
        cards = [a for a in legal if a < 54]
        needed = mask_of(self.sampled.get(player, []))
        if cards and not mask_of(cards) & ~hand:  # every card he may throw, he holds
            spare = [c for c in cards if not needed >> c & 1]
            if spare:
                return spare[0]
        wanted = [c for c in cards if not hand >> c & 1 and needed >> c & 1]
        if wanted:
            return wanted[0]  # a card taken by choice (from the stock) that he holds
        if DONE in legal:
            return DONE
        return self.helper(state, player)


def _first_possible(state: State, target: int, queue: list[int]) -> int:
    """Where in ``queue`` the first card lies that the chance step to ``target`` can
    deal now, or -1. To a player's hand any card left in the stock can come (as
    :func:`~pitchspec.engine.chance_possible` says), read here without a call per card."""
    if 0 <= target < state.n:
        stock = state.stock
        for at in range(len(queue)):
            card = queue[at]
            if 0 <= card < 54 and stock >> card & 1:
                return at
        return -1
    for at in range(len(queue)):
        if chance_possible(state, queue[at]):
            return at
    return -1


def _forced(legal: list[int], obs: Observation, game: Game) -> int | None:
    contract = obs.contract
    assert contract is not None
    specials = game.variant.bidding.special
    for action in legal:
        index = action - SPECIAL_BASE
        if 0 <= index < len(specials) and action < DECLARE_BASE:
            if specials[index].name == contract.special:
                return action
        elif action - BID_BASE == contract.level:
            return action
    return None
