"""Dealing in lockstep: each lane shuffles its deck and deals the hands from elder; the
rest of the deck, in its shuffled order, is the stock (a blind pile nobody receives
is the first cards of it, out of play; then the kitty, then the widow, as the
reference engine deals them)."""

from __future__ import annotations

import numpy as np

from pitchspec.engine.kernel.bits import ONE, U64
from pitchspec.engine.kernel.setup import Setup


def deal(setup: Setup, rng: np.random.Generator, elder: np.ndarray
         ) -> tuple[np.ndarray, np.ndarray]:
    """(lanes, n) hands as bitmasks, ``hand`` cards to each seat from a shuffled deck,
    and (lanes, rest) the undealt cards in order."""
    lanes = len(elder)
    size = setup.variant.deal.hand
    # the card ids shuffled as uint64 (the same permutation as shuffling them as int64)
    shuffled = rng.permuted(np.broadcast_to(setup.deck.astype(U64), (lanes, len(setup.deck))),
                            axis=1)
    dealt = setup.n * size
    bits = (ONE << shuffled[:, :dealt]).reshape(lanes, setup.n, size)
    by_order = np.bitwise_or.reduce(bits, axis=2)
    hands = np.zeros((lanes, setup.n), dtype=U64)
    hands[np.arange(lanes)[:, None], setup.seats_from(elder)] = by_order
    return hands, shuffled[:, dealt:].astype(np.int64)
