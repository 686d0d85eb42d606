"""After the auction: trump declared (and a sub-trump), a partner's card called, then
the exchange steps."""

from __future__ import annotations

from typing import Final

from pitchspec import model as m
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.state import MatchState, Phase
from pitchspec.engine.core.tables import NO_SUIT, cards_in, suit_of
from pitchspec.engine.phases.exchange import turn_order


def after_auction(state: MatchState) -> None:
    """Fix trump (declared, called card) and partners, then the exchange steps: the
    pitcher declares trump first where he must before the kitty is taken."""
    game = state.game
    after = game.after_auction
    state.steps = list(after.steps)
    state.step_plans = list(game.step_plans)
    state.step_index = 0
    state.step_actors = []
    run_discard = game.run_discard
    if state.ran and run_discard is not None:
        # "takes up his three extra cards and discards three": any three (003)
        state.steps.insert(0, run_discard[0])
        state.step_plans.insert(0, run_discard[1])
    state.turns = turn_order(state) if after.in_turn else []
    if after.declares:
        state.phase, state.to_act = _DECLARE, state.seat_for(_PITCHER)
    else:
        after_trump(state)


def legal(state: MatchState) -> list[int]:
    """Declare a suit, a sub-trump other than trump, or call a card."""
    if state.phase is _DECLARE:
        return [_DECLARE_BASE + s for s in range(4)]
    if state.phase is Phase.DECLARE_SUB:
        return [A.SUB_BASE + s for s in range(4) if s != state.trump]
    return callable_cards(state)


def act(state: MatchState, action: int) -> None:
    if state.phase is _DECLARE:
        declare(state, action)
    elif state.phase is Phase.DECLARE_SUB:
        state.sub = action - A.SUB_BASE
        after_trump(state)
    else:
        call(state, action)


def declare(state: MatchState, action: int) -> None:
    """The pitcher names trump; then a sub-trump where the rules have one."""
    state.trump = action - _DECLARE_BASE
    if state.game.after_auction.sub_trump:
        state.phase = Phase.DECLARE_SUB
    else:
        after_trump(state)


def after_trump(state: MatchState) -> None:
    """The bidder calls a partner's card (or the card that fixes trump) if the variant
    says so; then the exchange steps."""
    if state.game.after_auction.calls and state.contract is not None \
            and state.called is None:
        state.phase, state.to_act = Phase.CALL, state.contract.bidder
        return
    state.phase = _EXCHANGE


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
    if state.game.after_auction.called_card and suit_of(card) != NO_SUIT:
        state.trump = suit_of(card)
    state.phase = _EXCHANGE


_DECLARE: Final = Phase.DECLARE
_EXCHANGE: Final = Phase.EXCHANGE
_PITCHER: Final = m.Seat.PITCHER
_DECLARE_BASE: Final = A.DECLARE_BASE
"""The phases, seat and action base read at every hand, Final (a compiled build reads
them as statics)."""
