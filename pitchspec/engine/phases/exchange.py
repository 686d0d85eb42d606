"""Exchange steps between the auction and the first lead, run in the order written.

Forced steps (discard all non-trumps, take the kitty, refill from the stock) happen
automatically; steps with a choice (discard any cards, reduce to six, complete from
the stock, reclaim trumps, take lost cards) ask the player card by card. A step the
player may stop at any time also offers DONE.
"""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.state import MatchState, Phase
from pitchspec.engine.core.tables import cards_in, resolve


def actors(state: MatchState, actor: m.Actor) -> list[int]:
    """Seats a step applies to, in order from elder."""
    bidder = state.contract.bidder if state.contract else state.elder
    order = state.seats_from(state.elder)
    if actor is m.Actor.ALL:
        return order
    if actor is m.Actor.OTHERS:
        return [s for s in order if s != bidder]
    if actor is m.Actor.NONDEALERS:
        return [s for s in order if s != state.dealer]
    if actor is m.Actor.BIDDER:
        return [bidder]
    return [state.dealer]


def run_exchange(state: MatchState) -> bool:
    """Advance through the steps; False when a player must choose."""
    if state.variant.exchange.in_turn:
        return _run_in_turn(state)
    while state.step_index < len(state.steps):
        step = state.steps[state.step_index]
        if not state.step_actors:
            state.step_actors = actors(state, step.actor)
            state.step_stopped = False
            state.taken_before, state.taken_now, state.step_discards = state.taken_now, 0, 0
        while state.step_actors:
            seat = state.step_actors[0]
            options = None if state.step_stopped else choices(state, step, seat)
            if options:
                state.to_act, state.exchange_options = seat, options
                return False
            automatic(state, step, seat)
            state.step_actors.pop(0)
            state.step_stopped = False
            if state.queue:
                return True
        state.step_index += 1
        if _declare_now(state, step):
            return False
    return _to_play(state)


def turn_order(state: MatchState) -> list[tuple[int, int]]:
    """'order: in turn': (step, seat) pairs, each player from elder doing all his steps
    before the next player starts."""
    by_step = [actors(state, step.actor) for step in state.steps]
    return [(k, seat) for seat in state.seats_from(state.elder)
            for k, seats in enumerate(by_step) if seat in seats]


def _run_in_turn(state: MatchState) -> bool:
    """Each player in turn throws away and is dealt back before the next one starts
    (Contway, 000); the cards he is dealt come off the stock before the next decides."""
    while state.turns:
        k, seat = state.turns[0]
        state.step_index, step = k, state.steps[k]
        options = None if state.step_stopped else choices(state, step, seat)
        if options:
            state.to_act, state.exchange_options = seat, options
            return False
        automatic(state, step, seat)
        state.turns.pop(0)
        state.step_stopped = False
        if state.queue:
            return True
    state.step_index = len(state.steps)
    return _to_play(state)


def _to_play(state: MatchState) -> bool:
    if state.variant.trump.method is m.TrumpMethod.DECLARED and state.trump is None:
        state.phase, state.to_act = Phase.DECLARE, state.seat_for(m.Seat.PITCHER)
        return False
    state.phase = Phase.PLAY
    return True


def _declare_now(state: MatchState, step: m.Step) -> bool:
    """Declare trump right after taking the kitty, when the variant says so."""
    t = state.variant.trump
    if (t.method is m.TrumpMethod.DECLARED and not t.declare_before_kitty
            and state.trump is None and step.kind is m.StepKind.TAKE):
        state.phase, state.to_act = Phase.DECLARE, state.seat_for(m.Seat.PITCHER)
        return True
    return False


def trumps(state: MatchState) -> int:
    if state.trump is None:
        return 0
    return state.tables.table(state.trump, state.sub).trump_mask


def choices(state: MatchState, step: m.Step, seat: int) -> list[int] | None:
    """The player's options for this step, or None when it needs no decision."""
    hand = state.hands[seat]
    target = step.to if step.to is not None else state.variant.deal.hand
    kind = step.kind
    if kind is m.StepKind.DISCARD:
        return _discard_choices(state, step, hand)
    if kind is m.StepKind.REDUCE:
        return cards_in(_burnable(state, step, hand)) if hand.bit_count() > target else None
    if kind is m.StepKind.COMPLETE:
        return cards_in(state.stock) if hand.bit_count() < target and state.stock else None
    if kind is m.StepKind.RECLAIM:
        pool = state.scrap & trumps(state)
        return [*cards_in(pool), A.DONE] if pool else None
    if kind is m.StepKind.TAKE and step.by_choice:
        pool = _pile(state, step.pile)
        return [*cards_in(pool), A.DONE] if pool else None
    return None


def _discard_choices(state: MatchState, step: m.Step, hand: int) -> list[int] | None:
    pool = hand & ~trumps(state) if step.cards is m.CardClass.NONTRUMPS else hand
    if step.per_card_taken:
        return cards_in(hand) if state.taken_before > state.step_discards else None
    if step.to is not None:
        return cards_in(pool) if hand.bit_count() > step.to and pool else None
    if step.cards is m.CardClass.NONTRUMPS and not step.by_choice:
        return None  # every non-trump goes, no choice
    return [*cards_in(pool), A.DONE] if pool else None


def _pile(state: MatchState, pile: m.Pile | None) -> int:
    return {m.Pile.KITTY: state.kitty, m.Pile.WIDOW: state.widow, m.Pile.STOCK: state.stock,
            m.Pile.SCRAP: state.scrap, m.Pile.LOST: state.lost}.get(pile or m.Pile.STOCK, 0)


def _burnable(state: MatchState, step: m.Step, hand: int) -> int:
    """Cards a player reducing his hand may discard: non-trumps first; with
    'nonpoint first', trumps that carry no point before point trumps ("pointers")."""
    plain = hand & ~trumps(state)
    if plain:
        return plain
    if not step.nonpoint_first:
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
    step = state.steps[state.step_index]
    seat = state.to_act
    if action == A.DONE:
        state.step_stopped = True
        return
    bit = 1 << action
    if step.kind in (m.StepKind.COMPLETE, m.StepKind.RECLAIM, m.StepKind.TAKE):
        state.stock &= ~bit
        state.scrap &= ~bit
        state.lost &= ~bit
        state.hands[seat] |= bit
        state.taken_now += 1
        return
    _discard(state, step, seat, bit)


def _discard(state: MatchState, step: m.Step, seat: int, cards: int) -> None:
    forced = step.kind is m.StepKind.REDUCE or step.to is not None
    if forced and state.variant.exchange.dead_cards_to_opponents:
        dead = cards & trumps(state)
        if dead:
            state.dead.extend((seat, c) for c in cards_in(dead))
    state.hands[seat] &= ~cards
    state.step_discards += cards.bit_count()
    if step.pile is m.Pile.SCRAP or step.shown:
        state.scrap |= cards
    else:
        state.out |= cards


def automatic(state: MatchState, step: m.Step, seat: int) -> None:
    """A step that needs no choice: forced discards, taking a pile, refills."""
    kind = step.kind
    hand = state.hands[seat]
    if kind is m.StepKind.DISCARD and step.cards is m.CardClass.NONTRUMPS \
            and not step.by_choice and step.to is None:
        _discard(state, step, seat, hand & ~trumps(state))
    elif kind is m.StepKind.TAKE and not step.by_choice:
        _take(state, step, seat)
    elif kind is m.StepKind.REFILL:
        target = step.to if step.to is not None else state.variant.deal.hand
        missing = max(0, target - hand.bit_count() - state.queue.count(seat))
        available = state.stock.bit_count() - len(state.queue)
        state.queue.extend([seat] * min(missing, max(0, available)))


def _take(state: MatchState, step: m.Step, seat: int) -> None:
    if step.pile is m.Pile.KITTY:
        state.hands[seat] |= state.kitty
        state.kitty = 0
    elif step.pile is m.Pile.WIDOW:
        state.hands[seat] |= state.widow
        state.widow = 0
    elif step.pile is m.Pile.STOCK:
        available = state.stock.bit_count() - len(state.queue)
        state.queue.extend([seat] * max(0, available))
