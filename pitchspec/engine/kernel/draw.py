"""Drawing from the stock after each trick, in lockstep (California Jack): when a
trick closes, each player in turn from its winner (or its leader) draws the top card
of the stock while any is left. The stock is the undealt cards in their shuffled
order, so each draw is a uniformly random card, as the reference engine's chance
step (:func:`pitchspec.engine.phases.play.close_trick`)."""

from __future__ import annotations

import numpy as np

from pitchspec.engine.kernel.bits import bit
from pitchspec.engine.kernel.setup import Setup


class Stock:
    """Each lane's stock, drawn from the top: the cards in order and how many are gone."""

    def __init__(self, cards: np.ndarray) -> None:
        self.cards = cards
        self.taken = np.zeros(len(cards), dtype=np.int64)
        self._deepest = 0  # no lane has taken more
        self._by_depth: np.ndarray | None = None
        self._places: np.ndarray | None = None
        self._lanes = np.arange(len(cards))

    def tricks(self, n: int) -> int:
        """How many more tricks the stock can feed at most (each draws up to ``n``)."""
        return -(-int(self.cards.shape[1]) // n)

    def draw(self, setup: Setup, hands: np.ndarray, first: np.ndarray,
             closed: np.ndarray) -> None:
        """After a trick that closed (``closed``), each seat from ``first`` in turn
        takes the top card of the stock while any is left: the seat ``k`` places
        from ``first`` takes the card ``k`` below the top (none past the bottom)."""
        lanes, size = self.cards.shape
        if size == 0:
            return
        if self._by_depth is None or self._places is None:  # depth by depth, lane by lane
            self._by_depth = np.ascontiguousarray(self.cards.T).reshape(-1)
            self._places = _places(setup)
        n = setup.n
        every = bool(closed.all())
        if not every:
            first = np.maximum(first, 0)  # a trick not closed has no winner
        by_seat = hands.T  # [seat, lane]: whole rows of lanes, the quick way in numpy
        at = self._places.take(first * n + np.arange(n)[:, None])  # [seat, lane]
        at += self.taken
        if every and self._deepest + n <= size:  # a card for everyone in every lane
            by_seat |= bit(self._by_depth.take(at * lanes + self._lanes))
            self.taken += n
            self._deepest += n
            return
        if not every:
            at[:, ~closed] = size
        card = self._by_depth.take(np.minimum(at, size - 1) * lanes + self._lanes)
        card[at >= size] = -1  # past the bottom: nothing (bit(-1) is no card)
        by_seat |= bit(card)
        self.taken = np.minimum(self.taken + n * closed, size)
        self._deepest = min(self._deepest + n, size)


def _places(setup: Setup) -> np.ndarray:
    """Flat (first seat, seat): how many places the seat is from the first, in play order."""
    order = setup.seats_from(np.arange(setup.n))
    places: np.ndarray = np.argsort(order, axis=1).reshape(-1)
    return places
