"""Drawing from the stock after each trick, in lockstep (California Jack): when a
trick closes, each player in turn from its winner (or its leader) draws the top card
of the stock while any is left. The stock is the undealt cards in their shuffled
order, so each draw is a uniformly random card, as the reference engine's chance
step (:func:`pitchspec.engine.phases.play.close_trick`)."""

from __future__ import annotations

import numpy as np

from pitchspec.engine.kernel.bits import U64, bit
from pitchspec.engine.kernel.setup import Setup


class Stock:
    """Each lane's stock, drawn from the top: the cards in order and how many are gone."""

    def __init__(self, cards: np.ndarray) -> None:
        self.cards = cards
        self.taken = np.zeros(len(cards), dtype=np.int64)

    def tricks(self, n: int) -> int:
        """How many more tricks the stock can feed at most (each draws up to ``n``)."""
        return -(-int(self.cards.shape[1]) // n)

    def draw(self, setup: Setup, hands: np.ndarray, first: np.ndarray,
             closed: np.ndarray) -> None:
        """After a trick that closed (``closed``), each seat from ``first`` in turn
        takes the top card of the stock while any is left."""
        lanes = np.arange(len(first))
        size = self.cards.shape[1]
        if size == 0:
            return
        for seat in setup.seats_from(first).T:
            can = closed & (self.taken < size)
            card = self.cards[lanes, np.minimum(self.taken, size - 1)]
            hands[lanes, seat] |= np.where(can, bit(card), U64(0))
            self.taken += can
