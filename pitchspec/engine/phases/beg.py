"""Beg and run (All Fours, Seven Up): the elder stands or begs; the dealer gives a
point or runs the cards (deals more and turns again) until a new suit turns up."""

from __future__ import annotations

from pitchspec import model as m
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.records import Award
from pitchspec.engine.core.state import TURN, MatchState, Phase
from pitchspec.engine.core.tables import NO_SUIT, suit_of
from pitchspec.engine.phases import auction
from pitchspec.engine.phases.deal import redeal, score_turned


def legal(state: MatchState) -> list[int]:
    """The elder stands or begs; the dealer gives or runs."""
    return [A.STAND, A.BEG] if state.phase is Phase.BEG else [A.GIVE, A.RUN]


def act(state: MatchState, action: int) -> None:
    if state.phase is Phase.BEG:
        beg(state, action)
    else:
        gift(state, action)


def beg(state: MatchState, action: int) -> None:
    if action == A.STAND:
        auction.begin(state)
    else:
        state.phase, state.to_act = Phase.GIFT, state.dealer


def gift(state: MatchState, action: int) -> None:
    """The dealer gives the beggar's side a point (or each other side under 'gift to
    all'), or runs the cards."""
    rule = state.variant.trump.beg
    assert rule is not None
    if action == A.RUN:
        run(state, rule)
        return
    dealer_side = state.sides[state.dealer]
    receivers = [state.sides[state.elder]] if rule.gift_to is m.GiftTo.ELDER else \
        [s for s in range(state.num_sides) if s != dealer_side]
    for side in receivers:
        state.award_now(Award(m.Reason.GIFT, side, rule.gift))
    if rule.granted_redeal and not state.is_terminal():
        redeal(state, same_dealer=False)
        return
    auction.begin(state)


def run(state: MatchState, rule: m.Beg) -> None:
    """Run the cards: deal more to each player and turn again. If the stock cannot
    cover a round, the deal is void and the same dealer deals again."""
    if state.stock.bit_count() < rule.run * state.n + 1:
        if not rule.stock_out_keeps_turned:
            for award in state.awards_during:
                state.scores[award.side] -= award.value if award.card in state.turned else 0
        redeal(state, same_dealer=True)
        return
    state.ran = True
    state.running_suit = state.trump
    state.run_cards = []
    for seat in state.seats_from(state.elder):
        state.queue.extend([seat] * rule.run)
    state.queue.append(TURN)
    state.phase = Phase.RUNNING


def after_run(state: MatchState) -> None:
    """A new suit turned ends the running (the dealer scores a last-turned point);
    the same suit again runs once more."""
    rule = state.variant.trump.beg
    assert rule is not None
    if suit_of(state.turned[-1]) in (state.running_suit, NO_SUIT):
        if rule.same_suit_discard:
            for card in state.run_cards:
                for seat in range(state.n):
                    state.hands[seat] &= ~(1 << card)
                    state.run_to[seat] &= ~(1 << card)
                state.out |= 1 << card
        run(state, rule)
        return
    for point in state.variant.points:
        if point.kind is m.PointKind.TURN_UP and point.turn_only is m.TurnOnly.LAST:
            score_turned(state, point, state.turned[-1])
    auction.begin(state)
