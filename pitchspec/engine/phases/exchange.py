"""Exchange steps between the auction and the first lead, run in the order written.

Forced steps (discard all non-trumps, take the kitty, refill from the stock) happen
automatically; steps with a choice (discard any cards, reduce to six, complete from
the stock, trumps first where so ruled, reclaim trumps, take lost cards) ask the player
card by card. A step the
player may stop at any time also offers DONE.

What a step asks of the rules (its kind, the cards it concerns, the size it works to,
the pile) is read once per step of the variant into a :class:`StepPlan` of small
numbers (:func:`plan_of`, kept by the module, not looked up on the game), so each card
of an exchange reads plain fields, not the model.
"""

from __future__ import annotations

from typing import Final

from pitchspec import model as m
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.state import MatchState, Phase
from pitchspec.engine.core.tables import cards_in, resolve

# The step kinds, actors and piles as small numbers (a compiled build compares them
# natively).
DISCARD: Final = 0
TAKE: Final = 1
REFILL: Final = 2
REDUCE: Final = 3
COMPLETE: Final = 4
RECLAIM: Final = 5
_KINDS: Final = {m.StepKind.DISCARD: DISCARD, m.StepKind.TAKE: TAKE,
                 m.StepKind.REFILL: REFILL, m.StepKind.REDUCE: REDUCE,
                 m.StepKind.COMPLETE: COMPLETE, m.StepKind.RECLAIM: RECLAIM}
ALL: Final = 0
OTHERS: Final = 1
BIDDER: Final = 2
DEALER: Final = 3
NONDEALERS: Final = 4
_ACTORS: Final = {m.Actor.ALL: ALL, m.Actor.OTHERS: OTHERS, m.Actor.BIDDER: BIDDER,
                  m.Actor.DEALER: DEALER, m.Actor.NONDEALERS: NONDEALERS}
KITTY: Final = 0
WIDOW: Final = 1
STOCK: Final = 2
SCRAP: Final = 3
LOST: Final = 4
_PILES: Final = {m.Pile.KITTY: KITTY, m.Pile.WIDOW: WIDOW, m.Pile.STOCK: STOCK,
                 m.Pile.SCRAP: SCRAP, m.Pile.LOST: LOST}
_EXCHANGE: Final = Phase.EXCHANGE
_PLAY: Final = Phase.PLAY
_DECLARE: Final = Phase.DECLARE
_DONE: Final = A.DONE


class StepPlan:
    """One exchange step of a variant, read once: who acts, what kind of step, on which
    cards, to what hand size, from or to which pile."""

    step: m.Step
    variant: m.Variant
    actor: int
    kind: int
    nontrumps: bool
    """The step concerns the non-trumps only ('discard nontrumps')."""
    to: int
    """The hand size the step works to, or -1 where it names none."""
    target: int
    """The hand size the step works to, the deal's hand size where it names none."""
    by_choice: bool
    per_card_taken: bool
    trumps_first: bool
    """Cards chosen from the stock are trumps while any trump is left there."""
    nonpoint_first: bool
    pile: int
    """The pile the step names (STOCK where it names none), as a number."""
    to_scrap: bool
    """Discards go to the scrap, face up (a 'scrap' pile or a step 'shown')."""
    forced: bool
    """A discard the hand size forces (reduce, or discard down to a size)."""
    dead_to_opponents: bool
    """Trumps a forced discard throws away score for the opponents."""
    in_turn: bool
    """Each player goes through every step in turn (the variant's exchange order)."""
    declares: bool
    """Trump is declared right after this step (it takes a pile, and trump is declared
    after the kitty)."""

    def __init__(self, step: m.Step, variant: m.Variant) -> None:
        self.step, self.variant = step, variant
        self.actor = _ACTORS[step.actor]
        self.kind = _KINDS[step.kind]
        self.nontrumps = step.cards is m.CardClass.NONTRUMPS
        self.to = step.to if step.to is not None else -1
        self.target = step.to if step.to is not None else variant.deal.hand
        self.by_choice = step.by_choice
        self.per_card_taken = step.per_card_taken
        self.trumps_first = step.trumps_first
        self.nonpoint_first = step.nonpoint_first
        self.pile = _PILES[step.pile or m.Pile.STOCK]
        self.to_scrap = step.pile is m.Pile.SCRAP or step.shown
        self.forced = step.kind is m.StepKind.REDUCE or step.to is not None
        self.dead_to_opponents = variant.exchange.dead_cards_to_opponents
        self.in_turn = variant.exchange.in_turn
        t = variant.trump
        self.declares = (t.method is m.TrumpMethod.DECLARED and not t.declare_before_kitty
                         and step.kind is m.StepKind.TAKE)


_KEPT: Final = 256
"""Step plans kept at most (a beg's discard step is made anew each hand)."""
_PLANS: Final[dict[int, StepPlan]] = {}
"""The step plans made so far, by the step's identity (a plan holds its step and its
variant, so neither identity is reused while the plan is kept)."""


_LAST: Final[list[StepPlan]] = []
"""The plan asked for last (a player discarding card by card asks for the same step's
plan at every card): checked before the table."""


def plan_of(state: MatchState, step: m.Step) -> StepPlan:
    """The plan of one of the state's exchange steps, made the first time a game of
    the state's variant meets it."""
    variant = state.variant
    if _LAST:
        last = _LAST[0]
        if last.step is step and last.variant is variant:
            return last
    found = _PLANS.get(id(step))
    if found is None or found.step is not step or found.variant is not variant:
        if len(_PLANS) >= _KEPT:
            _PLANS.clear()
        found = _PLANS[id(step)] = StepPlan(step, variant)
    _LAST[:] = [found]
    return found


def exchangers(state: MatchState, actor: m.Actor) -> list[int]:
    """Seats a step applies to, in order from elder."""
    return _actors(state, _ACTORS[actor])


def _actors(state: MatchState, actor: int) -> list[int]:
    bidder = state.contract.bidder if state.contract else state.elder
    order = state.seats_from(state.elder)
    if actor == ALL:
        return order
    if actor == OTHERS:
        return [s for s in order if s != bidder]
    if actor == NONDEALERS:
        return [s for s in order if s != state.dealer]
    if actor == BIDDER:
        return [bidder]
    return [state.dealer]


def run_exchange(state: MatchState) -> bool:
    """Advance through the steps; False when a player must choose."""
    steps = state.steps
    if state.step_index < len(steps) and plan_of(state, steps[state.step_index]).in_turn:
        return _run_in_turn(state)
    while state.step_index < len(steps):
        plan = plan_of(state, steps[state.step_index])
        if not state.step_actors:
            state.step_actors = _actors(state, plan.actor)
            state.step_stopped = False
            state.taken_before, state.taken_now, state.step_discards = state.taken_now, 0, 0
        while state.step_actors:
            seat = state.step_actors[0]
            options = None if state.step_stopped else _choices(state, plan, seat)
            if options:
                state.to_act, state.exchange_options = seat, options
                return False
            _automatic(state, plan, seat)
            state.step_actors.pop(0)
            state.step_stopped = False
            if state.queue:
                return True
        state.step_index += 1
        if plan.declares and state.trump is None:
            # trump is declared right after taking the kitty, where the variant says so
            state.phase, state.to_act = _DECLARE, state.seat_for(m.Seat.PITCHER)
            return False
    return _to_play(state)


def turn_order(state: MatchState) -> list[tuple[int, int]]:
    """'order: in turn': (step, seat) pairs, each player from elder doing all his steps
    before the next player starts."""
    by_step = [exchangers(state, step.actor) for step in state.steps]
    return [(k, seat) for seat in state.seats_from(state.elder)
            for k, seats in enumerate(by_step) if seat in seats]


def _run_in_turn(state: MatchState) -> bool:
    """Each player in turn throws away and is dealt back before the next one starts
    (Contway, 000); the cards he is dealt come off the stock before the next decides."""
    while state.turns:
        k, seat = state.turns[0]
        state.step_index, step = k, state.steps[k]
        plan = plan_of(state, step)
        options = None if state.step_stopped else _choices(state, plan, seat)
        if options:
            state.to_act, state.exchange_options = seat, options
            return False
        _automatic(state, plan, seat)
        state.turns.pop(0)
        state.step_stopped = False
        if state.queue:
            return True
    state.step_index = len(state.steps)
    return _to_play(state)


def _to_play(state: MatchState) -> bool:
    if state.variant.trump.method is m.TrumpMethod.DECLARED and state.trump is None:
        state.phase, state.to_act = _DECLARE, state.seat_for(m.Seat.PITCHER)
        return False
    state.phase = _PLAY
    return True


def trump_mask(state: MatchState) -> int:
    """The trumps, as a mask (none while trump is not fixed)."""
    trump = state.trump
    if trump is None:
        return 0
    return state.tables.table(trump, state.sub).trump_mask


def exchange_choices(state: MatchState, step: m.Step, seat: int) -> list[int] | None:
    """The player's options for this step, or None when it needs no decision."""
    return _choices(state, plan_of(state, step), seat)


def _choices(state: MatchState, plan: StepPlan, seat: int) -> list[int] | None:
    hand = state.hands[seat]
    kind = plan.kind
    if kind == DISCARD:
        return _discard_choices(state, plan, hand)
    if kind == REDUCE:
        return cards_in(_burnable(state, plan, hand)) if hand.bit_count() > plan.target \
            else None
    if kind == COMPLETE:
        if hand.bit_count() >= plan.target or not state.stock:
            return None
        pool = state.stock
        return cards_in(pool & trump_mask(state) or pool) if plan.trumps_first else cards_in(pool)
    if kind == RECLAIM:
        return _or_done(state.scrap & trump_mask(state))
    if kind == TAKE and plan.by_choice:
        return _or_done(_pile(state, plan.pile))
    return None


def _or_done(pool: int) -> list[int] | None:
    """The cards of ``pool``, ascending, then DONE; None when the pool is empty."""
    if not pool:
        return None
    cards = cards_in(pool)
    cards.append(_DONE)
    return cards


def _discard_choices(state: MatchState, plan: StepPlan, hand: int) -> list[int] | None:
    pool = hand & ~trump_mask(state) if plan.nontrumps else hand
    if plan.per_card_taken:
        return cards_in(hand) if state.taken_before > state.step_discards else None
    if plan.to >= 0:
        return cards_in(pool) if hand.bit_count() > plan.to and pool else None
    if plan.nontrumps and not plan.by_choice:
        return None  # every non-trump goes, no choice
    return _or_done(pool)


def _pile(state: MatchState, pile: int) -> int:
    if pile == KITTY:
        return state.kitty
    if pile == WIDOW:
        return state.widow
    if pile == STOCK:
        return state.stock
    if pile == SCRAP:
        return state.scrap
    return state.lost


def _burnable(state: MatchState, plan: StepPlan, hand: int) -> int:
    """Cards a player reducing his hand may discard: non-trumps first; with
    'nonpoint first', trumps that carry no point before point trumps ("pointers")."""
    plain = hand & ~trump_mask(state)
    if plain:
        return plain
    if not plan.nonpoint_first:
        return hand
    return (hand & ~_point_cards(state)) or hand


def _point_cards(state: MatchState) -> int:
    mask = 0
    for rule in state.variant.points:
        if rule.kind is m.PointKind.CARD and rule.card is not None and state.trump is not None:
            card = resolve(rule.card, state.trump, state.sub)
            if card is not None:
                mask |= 1 << card
    return mask


def exchange_action(state: MatchState, action: int) -> None:
    plan = plan_of(state, state.steps[state.step_index])
    seat = state.to_act
    if action == _DONE:
        state.step_stopped = True
        return
    bit = 1 << action
    kind = plan.kind
    if kind in (COMPLETE, RECLAIM, TAKE):
        state.stock &= ~bit
        state.scrap &= ~bit
        state.lost &= ~bit
        state.hands[seat] |= bit
        state.taken_now += 1
        return
    _discard(state, plan, seat, bit)


def _discard(state: MatchState, plan: StepPlan, seat: int, cards: int) -> None:
    if plan.forced and plan.dead_to_opponents:
        dead = cards & trump_mask(state)
        if dead:
            state.dead.extend((seat, c) for c in cards_in(dead))
    state.hands[seat] &= ~cards
    state.step_discards += cards.bit_count()
    if plan.to_scrap:
        state.scrap |= cards
    else:
        state.out |= cards


def automatic(state: MatchState, step: m.Step, seat: int) -> None:
    """A step that needs no choice: forced discards, taking a pile, refills."""
    _automatic(state, plan_of(state, step), seat)


def _automatic(state: MatchState, plan: StepPlan, seat: int) -> None:
    kind = plan.kind
    hand = state.hands[seat]
    if kind == DISCARD and plan.nontrumps and not plan.by_choice and plan.to < 0:
        _discard(state, plan, seat, hand & ~trump_mask(state))
    elif kind == TAKE and not plan.by_choice:
        _take(state, plan, seat)
    elif kind == REFILL:
        missing = max(0, plan.target - hand.bit_count() - state.queue.count(seat))
        available = state.stock.bit_count() - len(state.queue)
        state.queue.extend([seat] * min(missing, max(0, available)))


def _take(state: MatchState, plan: StepPlan, seat: int) -> None:
    pile = plan.pile
    if pile == KITTY:
        state.hands[seat] |= state.kitty
        state.kitty = 0
    elif pile == WIDOW:
        state.hands[seat] |= state.widow
        state.widow = 0
    elif pile == STOCK:
        available = state.stock.bit_count() - len(state.queue)
        state.queue.extend([seat] * max(0, available))
