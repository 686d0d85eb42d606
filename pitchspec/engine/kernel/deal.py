"""Dealing in lockstep: each lane shuffles its deck and deals the hands from elder."""

from __future__ import annotations

import numpy as np

from pitchspec.engine.kernel.bits import ONE, U64
from pitchspec.engine.kernel.setup import Setup


def deal(setup: Setup, rng: np.random.Generator, elder: np.ndarray) -> np.ndarray:
    """(lanes, n) hands as bitmasks: a shuffled deck, ``hand`` cards to each seat."""
    lanes = len(elder)
    size = setup.variant.deal.hand
    shuffled = rng.permuted(np.broadcast_to(setup.deck, (lanes, len(setup.deck))),
                            axis=1)[:, : setup.n * size]
    bits = (ONE << shuffled.astype(U64)).reshape(lanes, setup.n, size)
    by_order = np.bitwise_or.reduce(bits, axis=2)
    hands = np.zeros((lanes, setup.n), dtype=U64)
    hands[np.arange(lanes)[:, None], setup.seats_from(elder)] = by_order
    return hands
