"""Exchange steps between the auction and the first lead, run in the order written.

Forced steps (discard all non-trumps, take the kitty, refill from the stock) happen
automatically; steps with a choice (discard any cards, reduce to six, complete from
the stock, trumps first where so ruled, reclaim trumps, take lost cards) ask the player
card by card. A step the
player may stop at any time also offers DONE.

What a step asks of the rules (its kind, the cards it concerns, the size it works to,
the pile) is read once per step of the variant into a :class:`StepPlan` of small
numbers (:class:`~pitchspec.engine.core.step_plans.StepPlan`, compiled once per variant with
its rules and kept by the state beside its steps), so each card of an exchange reads
plain fields, not the model.
"""

from __future__ import annotations

from typing import Final

from pitchspec import model as m
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.state import MatchState, Phase
from pitchspec.engine.core.step_plans import (
    ALL,
    BIDDER,
    COMPLETE,
    DISCARD,
    KITTY,
    NONDEALERS,
    OTHERS,
    RECLAIM,
    REDUCE,
    REFILL,
    SCRAP,
    STOCK,
    TAKE,
    WIDOW,
    StepPlan,
    actor_code,
)
from pitchspec.engine.core.tables import cards_in, count_of, resolve
from pitchspec.engine.phases.play_rules import trump_table

_EXCHANGE: Final = Phase.EXCHANGE
_PLAY: Final = Phase.PLAY
_DECLARE: Final = Phase.DECLARE
_DONE: Final = A.DONE
_DECLARED: Final = m.TrumpMethod.DECLARED


def plan_of(state: MatchState, step: m.Step) -> StepPlan:
    """The plan of one of the state's exchange steps: the one the variant's rules
    compiled for it (Rules.step_plans, kept by the state beside its steps), or, for a
    step the state does not hold, one made now."""
    steps = state.steps
    k = state.step_index
    if k < len(steps) and steps[k] is step:
        return state.step_plans[k]
    for i, held in enumerate(steps):
        if held is step:
            return state.step_plans[i]
    return StepPlan(step, state.variant)


def exchangers(state: MatchState, actor: m.Actor) -> list[int]:
    """Seats a step applies to, in order from elder."""
    return _actors(state, actor_code(actor))


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
    plans = state.step_plans
    if state.step_index < len(plans) and plans[state.step_index].in_turn:
        return _run_in_turn(state)
    while state.step_index < len(plans):
        plan = plans[state.step_index]
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
        state.step_index, plan = k, state.step_plans[k]
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
    if state.trump is None and state.variant.trump.method is _DECLARED:
        state.phase, state.to_act = _DECLARE, state.seat_for(m.Seat.PITCHER)
        return False
    state.phase = _PLAY
    return True


def trump_mask(state: MatchState) -> int:
    """The trumps, as a mask (none while trump is not fixed)."""
    trump = state.trump
    if trump is None:
        return 0
    return trump_table(state, trump).trump_mask


def exchange_choices(state: MatchState, step: m.Step, seat: int) -> list[int] | None:
    """The player's options for this step, or None when it needs no decision."""
    return _choices(state, plan_of(state, step), seat)


def _choices(state: MatchState, plan: StepPlan, seat: int) -> list[int] | None:
    hand = state.hands[seat]
    kind = plan.kind
    if kind == DISCARD:
        return _discard_choices(state, plan, hand)
    if kind == REDUCE:
        return _listed(state, _burnable(state, plan, hand)) if _more_than(hand, plan.target) \
            else None
    if kind == COMPLETE:
        if count_of(hand) >= plan.target or not state.stock:
            return None
        pool = state.stock
        return cards_in(pool & trump_mask(state) or pool) if plan.trumps_first else cards_in(pool)
    if kind == RECLAIM:
        return _or_done(state, state.scrap & trump_mask(state))
    if kind == TAKE and plan.by_choice:
        return _or_done(state, _pile(state, plan.pile))
    return None


def _or_done(state: MatchState, pool: int) -> list[int] | None:
    """The cards of ``pool``, ascending, then DONE (as :func:`_listed` lists them);
    None when the pool is empty."""
    if not pool:
        return None
    return _listed(state, pool | _WITH_DONE)


def _more_than(hand: int, size: int) -> bool:
    """Whether the hand holds more than ``size`` cards (a size of 0 or more): its
    cards struck off one at a time, ``size`` of them at most, and any left over (a
    hand of thirty-six from the widow is not counted past six)."""
    while size > 0 and hand:
        hand &= hand - 1
        size -= 1
    return hand != 0


def _discard_choices(state: MatchState, plan: StepPlan, hand: int) -> list[int] | None:
    pool = hand & ~trump_mask(state) if plan.nontrumps else hand
    if plan.per_card_taken:
        return _listed(state, hand) if state.taken_before > state.step_discards else None
    if plan.to >= 0:
        return _listed(state, pool) if pool and _more_than(hand, plan.to) else None
    if plan.nontrumps and not plan.by_choice:
        return None  # every non-trump goes, no choice
    return _or_done(state, pool)


_WITH_DONE: Final = 1 << 60
"""Beside a pool's cards (ids below 54), the bit that says DONE follows them."""


def _listed(state: MatchState, pool: int) -> list[int]:
    """The cards of ``pool``, ascending (then DONE, where the pool carries
    :data:`_WITH_DONE`): a player discarding or taking card by card is offered what he
    was offered before, less the card he just threw away or took (that list copied
    without it, not the hand listed afresh at every card); any other pool is listed."""
    gone = state.listed_pool ^ pool
    if state.listed_pool >= 0 and gone and not gone & pool and not gone & (gone - 1):
        cards = state.listed.copy()
        del cards[count_of(pool & (gone - 1))]  # the cards listed below it
    else:
        cards = cards_in(pool & _CARDS)
        if pool & _WITH_DONE:
            cards.append(_DONE)
    state.listed, state.listed_pool = cards, pool
    return cards


_CARDS: Final = _WITH_DONE - 1


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
    plan = state.step_plans[state.step_index]
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
    state.step_discards += count_of(cards)
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
