"""Replaying a decoded hand through the engine, from the deal to the settlement.

A :class:`Planner` supplies the chance outcomes (the cards dealt, turned, run and
refilled) and the decisions (bids, beg, trump, exchange choices, plays) a decoded hand
calls for, and records what actually happened, so the run can be written as a deal
file (``docs/deal-format.md``) that ``pitchspec play --deal`` replays. Whatever the plan
does not fix, the planner decides plainly: spare cards carry no points, plays are the
first legal card. A planned move the engine does not allow stops the replay
(:class:`ReplayFailed`): the plan was not a legal hand.

:class:`Played` is the finished hand, with each property's condition evaluated on it
using the engine's own functions: this is what turns a model into a verdict.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from pitchspec import model as m
from pitchspec.agents.scripted import Vocabulary
from pitchspec.engine import (
    BLIND_BASE,
    BLIND_PILE,
    FIRST_DEALER,
    KITTY,
    LOSE_BASE,
    SUITS,
    TURN,
    WIDOW,
    Award,
    Game,
    HandRecord,
    Phase,
    Seating,
    State,
    card_name,
    cards_in,
)
from pitchspec.engine import actions as A
from pitchspec.smt.encode.facts import BidOption
from pitchspec.smt.witness.decode import HandFacts
from pitchspec.smt.witness.engine_view import (
    alternative_winners,
    lost_points,
    match_should_end,
    sign_problems,
)


class ReplayFailed(Exception):
    """The plan cannot be followed: a planned move is illegal or a card is not there."""


@dataclass
class Recording:
    """What the replay dealt and decided, in deal-file terms."""

    hands: dict[int, list[int]] = field(default_factory=dict)
    kitty: list[int] = field(default_factory=list)
    widow: list[int] = field(default_factory=list)
    blinds: dict[int, list[int]] = field(default_factory=dict)
    blind: list[int] = field(default_factory=list)
    stock: list[int] = field(default_factory=list)
    lost: list[int] = field(default_factory=list)
    trump: int | None = None
    moves: dict[int, list[str]] = field(default_factory=dict)


class Planner:
    """Chance outcomes and decisions from a decoded hand."""

    def __init__(self, variant: m.Variant, hand: HandFacts, trump: int, sub: int | None,
                 follow_plays: bool) -> None:
        self.v = variant
        self.hand = hand
        self.trump, self.sub = trump, sub
        self.deal = {s: list(cs) for s, cs in hand.dealt.items()}
        self.turns = list(hand.turned)
        self.runs = {s: list(cs) for s, cs in hand.runs.items()}
        self.piles = {k: list(cs) for k, cs in hand.piles.items()}
        self.lost = {s: list(cs) for s, cs in hand.lost.items()}
        self.gains = [{s: list(g) for s, (g, _) in step.items()} for step in hand.steps]
        self.shift = 1 if hand.inserted and not hand.ran else 0
        self.plays = _plays(hand) if follow_plays else None
        self.rec = Recording()
        self.vocab = Vocabulary.of(variant)
        self.bid_done = False
        self.rng: random.Random | None = None
        """Plays a random legal card where the model's tricks are not followed."""

    def step_plan(self, state: State) -> int:
        """The model's index of the exchange step the engine is at."""
        return state.step_index + self.shift

    # ---------------------------------------------------------------- chance

    def chance(self, state: State) -> int:
        target = state.queue[0]
        if target == A.RANDOM_TRUMP_BASE:
            self.rec.trump = self.trump
            return A.RANDOM_TRUMP_BASE + self.trump
        card = self._card(state, target)
        self._record(state, target, card)
        return card

    def _card(self, state: State, target: int) -> int:
        if target >= 0 and state.phase is Phase.DEAL:
            return self._take(state, self.deal.get(target, []))
        if target == TURN:
            return self._take(state, self.turns)
        if target <= LOSE_BASE:
            seat = LOSE_BASE - target
            hand = cards_in(state.hands[seat])
            planned = [c for c in self.lost.get(seat, []) if c in hand]
            if planned:
                self.lost[seat].remove(planned[0])
            return (planned or hand)[0]
        pile = {KITTY: "kitty", WIDOW: "widow", BLIND_PILE: "blind"}.get(target)
        if pile is None and target <= BLIND_BASE:
            pile = "blind"
        if pile is not None:
            return self._take(state, self.piles.get(pile, []))
        if state.phase is Phase.RUNNING:
            return self._take(state, self.runs.get(target, []))
        if state.phase is Phase.EXCHANGE:
            k = self.step_plan(state)
            gains = self.gains[k].get(target, []) if k < len(self.gains) else []
            return self._take(state, gains)
        return self._spare(state)

    def _take(self, state: State, queue: list[int]) -> int:
        while queue:
            card = queue.pop(0)
            if state.stock >> card & 1:
                return card
        return self._spare(state)

    def _spare(self, state: State) -> int:
        """A stock card no plan needs, carrying as few points as possible."""
        queues = [*self.deal.values(), self.turns, *self.runs.values(), *self.piles.values(),
                  *(g for step in self.gains for g in step.values())]
        planned = {c for q in queues for c in q} | {c for cs in self.hand.held.values()
                                                    for c in cs}
        pool = [c for c in cards_in(state.stock) if c not in planned] or cards_in(state.stock)
        if not pool:
            raise ReplayFailed("the stock is empty")
        table = state.tables.table(self.trump, self.sub)
        return min(pool, key=lambda c: (bool(table.trump_mask >> c & 1),
                                        state.tables.card_points[c], c))

    def _record(self, state: State, target: int, card: int) -> None:
        record_chance(self.rec, state, target, card)

    # ---------------------------------------------------------------- decisions

    def act(self, state: State) -> int:
        legal = state.legal_actions()
        action = self._choose(state, legal)
        if action not in legal:
            hand = " ".join(card_name(c) for c in cards_in(state.hands[state.to_act]))
            options = ", ".join(self.vocab.label(a) for a in legal)
            raise ReplayFailed(f"planned {self.vocab.label(action)} is not legal for seat "
                               f"{state.to_act} ({state.phase.value}; holds {hand}; "
                               f"legal: {options})")
        self.rec.moves.setdefault(state.to_act, []).append(self.vocab.label(action))
        return action


    def _choose(self, state: State, legal: list[int]) -> int:
        phase = state.phase
        if phase is Phase.BID:
            return self._bid(state, legal)
        if phase is Phase.FORCED:
            wanted = self._bid_action()
            return wanted if wanted in legal else legal[0]
        if phase is Phase.SALE:
            return A.SELL if self.hand.sold else A.REFUSE
        if phase is Phase.BEG:
            return A.BEG if (self.hand.ran or self.hand.gave) else A.STAND
        if phase is Phase.GIFT:
            return A.RUN if self.hand.ran else A.GIVE
        if phase is Phase.DECLARE:
            return A.DECLARE_BASE + self.trump
        if phase is Phase.DECLARE_SUB:
            return A.SUB_BASE + (self.sub if self.sub is not None else (self.trump + 1) % 4)
        if phase is Phase.CALL:
            return self._call(state, legal)
        if phase is Phase.PROCEDURES:
            return A.DONE if A.DONE in legal else legal[-1]
        if phase is Phase.EXCHANGE:
            return self._exchange(state, legal)
        return self._play(state, legal)

    def _bid_action(self) -> int:
        option = self.hand.option
        if option is None:
            return A.PASS
        return bid_action(self.v, option)

    def _bid(self, state: State, legal: list[int]) -> int:
        if A.NO_LOOK in legal:
            return A.LOOK if self.hand.lost.get(state.to_act) else A.NO_LOOK
        contract = self.hand.contract
        if contract is not None and state.to_act == contract.bidder and not self.bid_done:
            wanted = self._bid_action()
            if wanted in legal:
                self.bid_done = True
                return wanted
        if A.LOOK in legal:  # the blind-bid turn: not bidding blind, he looks
            return A.LOOK
        if A.PASS in legal:
            return A.PASS
        return min(legal, key=lambda a: (a >= A.SPECIAL_BASE, a))

    def _call(self, state: State, legal: list[int]) -> int:
        partner = self.hand.partner
        if partner is not None and partner >= 0:
            mine = [c for c in self.hand.held.get(partner, []) if c in legal]
            if mine:
                return mine[0]
        spare = [c for c in legal if not any(c in h for h in self.hand.held.values())]
        return (spare or legal)[0]

    def _exchange(self, state: State, legal: list[int]) -> int:
        seat = state.to_act
        k = self.step_plan(state)
        gained, thrown = self.hand.steps[k].get(seat, ([], [])) if k < len(self.hand.steps) \
            else ([], [])
        step = state.steps[state.step_index]
        wanted = thrown if step.kind in (m.StepKind.DISCARD, m.StepKind.REDUCE) else gained
        pick = [c for c in wanted if c in legal]
        if pick:
            return pick[0]
        return A.DONE if A.DONE in legal else legal[0]

    def _play(self, state: State, legal: list[int]) -> int:
        cards = [a for a in legal if a < 54]
        if self.plays is not None:
            wanted = self.plays.get((len(state.tricks), state.to_act))
            if wanted is None:
                raise ReplayFailed(f"no planned card for seat {state.to_act} in trick "
                                   f"{len(state.tricks) + 1}")
            return wanted
        if state.trump is None and state.variant.trump.method is m.TrumpMethod.FIRST_LEAD:
            pitch = [c for c in cards if c // 13 == self.trump]
            if pitch:
                return pitch[0]
        if cards and self.rng is not None:
            return self.rng.choice(cards)
        return cards[0] if cards else legal[0]


def record_chance(rec: Recording, state: State, target: int, card: int) -> None:
    """File a chance outcome under the deal-file field it belongs to (the cut for the
    first dealer is the file's ``first_dealer``, not a card)."""
    file_chance(rec, target, state.phase, card)


def file_chance(rec: Recording, target: int, phase: Phase | None, card: int) -> None:
    """:func:`record_chance` for an outcome that came in ``phase``."""
    if target == FIRST_DEALER:
        return
    if target == A.RANDOM_TRUMP_BASE:
        rec.trump = card - A.RANDOM_TRUMP_BASE
    elif target >= 0 and phase is Phase.DEAL:
        rec.hands.setdefault(target, []).append(card)
    elif target <= LOSE_BASE:
        rec.lost.append(card)
    elif target <= BLIND_BASE:
        rec.blinds.setdefault(BLIND_BASE - target, []).append(card)
    elif target == KITTY:
        rec.kitty.append(card)
    elif target == WIDOW:
        rec.widow.append(card)
    elif target == BLIND_PILE:
        rec.blind.append(card)
    else:
        rec.stock.append(card)


def bid_action(v: m.Variant, option: BidOption) -> int:
    """The auction action that produces this contract."""
    if option.special is not None:
        bid = v.special_bid(option.special)
        if bid is not None and (bid.at is None or bid.at not in v.bidding.levels()):
            return A.SPECIAL_BASE + v.bidding.special.index(bid)
    if option.doubled:
        return A.DOUBLED_BASE + option.level
    return A.bid_action(option.level)


def _plays(hand: HandFacts) -> dict[tuple[int, int], int] | None:
    if hand.tricks is None:
        return None
    return {(t, seat): card for t, trick in enumerate(hand.tricks) for seat, card in trick.plays}


# --------------------------------------------------------------------------- replay


def replay(variant: m.Variant, seating: Seating, hand: HandFacts, trump: int,
           sub: int | None, follow_plays: bool, seed: int | None = None) -> Played:
    """Play the decoded hand through the engine from the given match scores. Without
    the model's tricks (``follow_plays`` False) each player plays his lowest legal
    card, or with a ``seed`` a legal card drawn at random: the same deal, bids and
    exchange, other tricks."""
    planner = Planner(variant, hand, trump, sub, follow_plays)
    planner.rng = None if seed is None else random.Random(f"playout:{seed}")
    return play_out(variant, seating, hand, planner)


def play_planned(variant: m.Variant, seating: Seating, hand: HandFacts, trump: int,
                 sub: int | None, planner: Callable[..., Planner]) -> Played:
    """Play a hand through the engine with a planner of another policy (its tricks
    chosen by the planner, not followed from a model)."""
    return play_out(variant, seating, hand, planner(variant, hand, trump, sub, False))


def play_out(variant: m.Variant, seating: Seating, hand: HandFacts,
             planner: Planner) -> Played:
    """The engine plays the hand the planner plans, from the hand's match scores."""
    game = Game(variant, seating.players, teams=seating.teams, max_hands=1)
    state = game.new_initial_state(first_dealer=hand.dealer)
    state.scores = list(hand.scores)
    state.hand_number = hand.deal_number
    steps = 0
    while not state.is_terminal():
        steps += 1
        if steps > 5000:
            raise ReplayFailed("the hand does not end")
        action = planner.chance(state) if state.is_chance_node() else planner.act(state)
        try:
            state.apply_action(action)
        except ValueError as err:
            raise ReplayFailed(str(err)) from None
    if not state.hands_played and state.winners is None:
        raise ReplayFailed("the deal was thrown in before it was played")
    return Played(variant, game, state, list(hand.scores), planner.rec, hand.deal_number)


@dataclass
class Played:
    """A hand the engine played from a plan, with the properties' conditions on it."""

    variant: m.Variant
    game: Game
    state: State
    prior: list[int]
    recording: Recording
    deal_number: int = 0
    """Deals of its match before this one."""

    @property
    def scored(self) -> dict[str, Any] | None:
        return self.state.hands_played[-1] if self.state.hands_played else None

    @property
    def record(self) -> HandRecord:
        return self.state.record()

    @property
    def awards(self) -> tuple[Award, ...]:
        scored = self.scored
        return tuple(scored["awards"]) if scored else ()

    @property
    def during(self) -> tuple[Award, ...]:
        return tuple(self.state.awards_during)

    def total_points(self) -> int:
        return sum(a.value for a in (*self.awards, *self.during))

    def made_bid(self, option: BidOption) -> bool:
        contract = self.record.contract
        settled = self.state.last_settlement
        return (self.scored is not None and contract is not None and settled is not None
                and bool(settled.made) and (contract.level, contract.doubled,
                                            contract.special) == (option.level, option.doubled,
                                                                  option.special))

    def lost_points(self) -> list[str]:
        """Points whose card was in play (and conditions held) that nobody scored."""
        if self.scored is None or self.record.conceded:
            return []
        return lost_points(self.game, self.record, self.awards)

    def before_settle(self) -> list[int]:
        scores = list(self.prior)
        for a in self.during:
            scores[a.side] += a.value
        return scores

    def tie_unresolved(self) -> bool:
        winners = self.state.winners or ()
        if len(winners) > 1:
            return True
        if winners:
            return False
        settled = self.state.last_settlement
        if settled is None or settled.draw:
            return False
        return match_should_end(self.game, self.state, self.record, self.awards, settled,
                                self.before_settle())

    def order_matters(self) -> bool:
        settled = self.state.last_settlement
        if settled is None and self.state.winners is None:
            return False
        other = alternative_winners(self.game, self.prior, self.during, self.record,
                                    self.awards, settled, self.state)
        draw = settled.draw if settled is not None else False
        return other != (tuple(self.state.winners or ()), draw)

    def sign_broken(self) -> bool:
        settled = self.state.last_settlement
        if settled is None or self.scored is None:
            return False
        return bool(sign_problems(self.variant, self.state, self.record,
                                  self.before_settle(), settled))

    def deal_file(self, description: str) -> dict[str, Any]:
        return deal_document(self.variant, self.game, self.record.dealer, self.recording,
                             description)


def deal_document(v: m.Variant, game: Game, dealer: int, rec: Recording,
                  description: str) -> dict[str, Any]:
    """The replay as a deal file of one deal (docs/deal-format.md)."""
    return deals_document(v, game, dealer, [deal_entry(v, rec)], description)


def deals_document(v: m.Variant, game: Game, dealer: int, deals: list[dict[str, Any]],
                   description: str) -> dict[str, Any]:
    """A deal file of these deals at the game's table (docs/deal-format.md): its
    ``teams`` is false for a table where each plays alone, else the number of teams."""
    return {"format": "pitchspec-deal", "version": 1, "description": description,
            "variant": v.name, "players": game.num_players, "teams": game.seating.teams or False,
            "first_dealer": dealer, "deals": deals}


def deal_entry(v: m.Variant, rec: Recording) -> dict[str, Any]:
    """One deal of a deal file: the cards dealt, the piles, the stock drawn, the moves."""
    def names(cards: Sequence[int]) -> list[str]:
        return [spec_card_name(v, c) for c in cards]

    deal: dict[str, Any] = {"hands": {str(s): names(cs) for s, cs in sorted(rec.hands.items())}}
    if v.deal.kitty:
        deal["kitty"] = names(rec.kitty)
    if v.deal.widow:
        deal["widow"] = names(rec.widow)
    if v.deal.blind is not None and v.deal.blind.per_player:
        deal["blinds"] = {str(s): names(cs) for s, cs in sorted(rec.blinds.items())}
    elif v.deal.blind is not None:
        deal["blind"] = names(rec.blind)
    if rec.stock:
        deal["stock"] = names(rec.stock)
    if rec.lost:
        deal["lost"] = names(rec.lost)
    if rec.trump is not None:
        deal["trump"] = SUITS[rec.trump].value
    deal["moves"] = {str(s): ms for s, ms in sorted(rec.moves.items())}
    return deal


def spec_card_name(v: m.Variant, card: int) -> str:
    """A card as specs and deal files write it: ``AS``, ``10H``, ``joker``, ``big joker``."""
    if card == 52:
        return "big joker" if len(v.deck.jokers) > 1 else "joker"
    if card == 53:
        return "little joker"
    return card_name(card)
