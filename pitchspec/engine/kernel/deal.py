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
    by_order = np.bitwise_or.reduce(bits, axis=2)  # [lane, place from elder]
    # each seat's hand is his place's from elder: one gather of the flat hands
    places = np.argsort(setup.seats_from(np.arange(setup.n)), axis=1)  # [elder, seat]
    at = places.take(elder, axis=0) + (np.arange(lanes) * setup.n)[:, None]
    return by_order.reshape(-1).take(at), shuffled[:, dealt:].astype(np.int64)
