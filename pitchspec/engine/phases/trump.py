"""After the auction: trump declared (and a sub-trump), a partner's card called, then
the exchange steps."""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.state import MatchState, Phase
from pitchspec.engine.core.tables import NO_SUIT, cards_in, suit_of
from pitchspec.engine.phases.exchange import turn_order


def after_auction(state: MatchState) -> None:
    """Fix trump (declared, called card) and partners, then the exchange steps."""
    t = state.variant.trump
    game = state.game
    state.steps = list(state.variant.exchange.steps)
    state.step_plans = list(game.step_plans)
    state.step_index = 0
    state.step_actors = []
    run_discard = game.run_discard
    if state.ran and run_discard is not None:
        # "takes up his three extra cards and discards three": any three (003)
        state.steps.insert(0, run_discard[0])
        state.step_plans.insert(0, run_discard[1])
    state.turns = turn_order(state) if state.variant.exchange.in_turn else []
    if t.method is m.TrumpMethod.DECLARED and t.declare_before_kitty:
        state.phase, state.to_act = Phase.DECLARE, state.seat_for(m.Seat.PITCHER)
    else:
        after_trump(state)


def legal(state: MatchState) -> list[int]:
    """Declare a suit, a sub-trump other than trump, or call a card."""
    if state.phase is Phase.DECLARE:
        return [A.DECLARE_BASE + s for s in range(4)]
    if state.phase is Phase.DECLARE_SUB:
        return [A.SUB_BASE + s for s in range(4) if s != state.trump]
    return callable_cards(state)


def act(state: MatchState, action: int) -> None:
    if state.phase is Phase.DECLARE:
        declare(state, action)
    elif state.phase is Phase.DECLARE_SUB:
        state.sub = action - A.SUB_BASE
        after_trump(state)
    else:
        call(state, action)


def declare(state: MatchState, action: int) -> None:
    state.trump = action - A.DECLARE_BASE
    if state.variant.trump.sub_trump:
        state.phase = Phase.DECLARE_SUB
    else:
        after_trump(state)


def after_trump(state: MatchState) -> None:
    """The bidder calls a partner's card (or the card that fixes trump) if the variant
    says so; then the exchange steps."""
    call_rule = state.variant.seating.partner_call
    calls = (call_rule is not None and state.n in call_rule.players) \
        or state.variant.trump.method is m.TrumpMethod.CALLED_CARD
    if calls and state.contract is not None and state.called is None:
        state.phase, state.to_act = Phase.CALL, state.contract.bidder
        return
    state.phase = Phase.EXCHANGE


def callable_cards(state: MatchState) -> list[int]:
    """Cards the bidder may call: any card he does not hold (a trump, if so required)."""
    call_rule = state.variant.seating.partner_call
    own = state.hands[state.to_act]
    pool = state.tables.deck_mask & ~own
    if call_rule is not None and call_rule.card is m.PartnerCard.TRUMP \
            and state.trump is not None:
        pool &= state.tables.table(state.trump, state.sub).trump_mask
    return cards_in(pool) or cards_in(state.tables.deck_mask)


def call(state: MatchState, card: int) -> None:
    state.called = card
    if state.variant.trump.method is m.TrumpMethod.CALLED_CARD and suit_of(card) != NO_SUIT:
        state.trump = suit_of(card)
    state.phase = Phase.EXCHANGE
