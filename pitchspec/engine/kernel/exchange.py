"""The exchange steps the kernel runs, in lockstep: those that need no choice, in the
order written, each player from elder in turn. 'Discard nontrumps' throws away every
card that is not a trump; 'refill to N' deals the player back up to N cards from the
stock, in its order, before the next player is served (Cell Pitch)."""

from __future__ import annotations

import numpy as np

from pitchspec import model as m
from pitchspec.engine.kernel.bits import ONE, U64
from pitchspec.engine.kernel.setup import Setup


def forced(step: m.Step) -> bool:
    """Whether the kernel runs the step: a forced discard of nontrumps or a refill."""
    if step.kind is m.StepKind.DISCARD:
        return (step.cards is m.CardClass.NONTRUMPS and not step.by_choice and step.to is None
                and not step.per_card_taken)
    return step.kind is m.StepKind.REFILL and step.pile in (None, m.Pile.STOCK)


def runs(variant: m.Variant) -> bool:
    """Whether the kernel runs the variant's exchange: forced steps only, trump known
    before any discard, ending with every player refilled to the hand size (as far as
    the stock goes: a player it leaves short sits out the tricks once his cards are
    gone)."""
    steps = variant.exchange.steps
    if not steps:
        return True
    d = variant.deal
    last = steps[-1]
    return (all(forced(s) for s in steps) and not variant.exchange.in_turn
            and last.kind is m.StepKind.REFILL and last.actor is m.Actor.ALL
            and last.to in (None, d.hand)
            and (variant.trump.method is not m.TrumpMethod.DECLARED
                 or variant.trump.declare_before_kitty)
            and (variant.trump.method is m.TrumpMethod.DECLARED
                 or all(s.kind is m.StepKind.REFILL for s in steps)))


def actors(setup: Setup, actor: m.Actor, elder: np.ndarray, dealer: np.ndarray,
           bidder: np.ndarray) -> np.ndarray:
    """(lanes, n): whether each seat takes part in a step, seats in order from elder."""
    order = setup.seats_from(elder)
    first = np.where(bidder >= 0, bidder, elder)[:, None]
    taking: np.ndarray = {m.Actor.ALL: np.ones(order.shape, dtype=bool),
                          m.Actor.OTHERS: order != first,
                          m.Actor.NONDEALERS: order != dealer[:, None],
                          m.Actor.BIDDER: order == first,
                          m.Actor.DEALER: order == dealer[:, None]}[actor]
    return taking


def exchange(setup: Setup, hands: np.ndarray, stock: np.ndarray, trump: np.ndarray,
             elder: np.ndarray, dealer: np.ndarray, bidder: np.ndarray) -> None:
    """Run the variant's steps on ``hands`` (changed in place), drawing from ``stock``."""
    lanes = np.arange(len(hands))
    drawn = np.zeros(len(hands), dtype=np.int64)
    order = setup.seats_from(elder)
    trumps = np.where(trump >= 0, setup.trump_mask[np.maximum(trump, 0)], U64(0))
    for step in setup.variant.exchange.steps:
        taking = actors(setup, step.actor, elder, dealer, bidder)
        target = step.to if step.to is not None else setup.variant.deal.hand
        for position in range(setup.n):
            seat, on = order[:, position], taking[:, position]
            hand = hands[lanes, seat]
            if step.kind is m.StepKind.DISCARD:
                hands[lanes, seat] = np.where(on, hand & trumps, hand)
                continue
            missing = np.where(on, np.maximum(0, target - np.bitwise_count(hand)), 0)
            missing = np.minimum(missing, stock.shape[1] - drawn)
            for k in range(int(missing.max(initial=0))):
                take = k < missing
                card = stock[lanes, np.minimum(drawn + k, stock.shape[1] - 1)]
                hand = np.where(take, hand | (ONE << card.astype(U64)), hand)
            hands[lanes, seat] = hand
            drawn += missing
