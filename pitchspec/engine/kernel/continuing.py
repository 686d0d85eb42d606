"""The continuing auction (Bonanza Pitch) and barred special bids, in lockstep.

A continuing auction goes round and round from the opener after its first round:
a player who has passed is out of it; the others, in turn, bid above the high bid or
pass; it ends when only the high bidder is left (or, nobody having bid, all passed).
The first round is the kernel's once-around auction (:mod:`auction`); this module
adds the rounds after it, one turn at a time, every lane at once.

A special bid may be barred (Bonanza's moon): no player may make it while any side
is in the hole, while his own side is, or once his own side's score reaches a stated
amount; the scores are the match scores when the auction starts.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from pitchspec import model as m
from pitchspec.engine.kernel.rows import row_min, row_sum
from pitchspec.engine.kernel.setup import Setup

Choose = Callable[[np.ndarray, np.ndarray, np.ndarray, np.ndarray], np.ndarray]
"""One bid key (0: a pass) for each of the lanes ``rows``, for the seat to bid there,
given the high bid and its holder there: the auction's random player with its other
arguments bound."""


def barred(setup: Setup, scores: np.ndarray | None, seat: np.ndarray,
           ranked: list[int]) -> np.ndarray | None:
    """(lanes, len(ranked)) per special bid above the numeric bids (``ranked``, as
    :func:`auction.tops`): whether its bars keep the seat from it (None: no bars)."""
    specials = setup.variant.bidding.special
    if scores is None or not any(specials[i].barred for i in ranked):
        return None
    own = scores[np.arange(len(seat)), setup.sides[seat]]
    out = np.zeros((len(seat), len(ranked)), dtype=bool)
    for j, i in enumerate(ranked):
        for bar in specials[i].barred:
            if bar.kind is m.BarKind.ANY_SIDE_IN_HOLE:
                out[:, j] |= row_min(scores) < 0
            elif bar.kind is m.BarKind.OWN_SIDE_IN_HOLE:
                out[:, j] |= own < 0
            else:  # his own side's score at least the amount
                out[:, j] |= own >= (bar.amount or 0)
    return out


def rounds(setup: Setup, choose: Choose, order: np.ndarray, high: np.ndarray,
           holder: np.ndarray, bids: np.ndarray
           ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The turns after the first round (``bids``, ``order``: its n positions): in
    turn from the opener, each player who has not passed bids (``choose``: the key,
    0 a pass) until only the high bidder has not passed. Returns the high bid, its
    holder, and every turn's bid (-1: not asked) and seat, the first round first."""
    lanes, n = len(order), setup.n
    idx = np.arange(lanes)
    passed = np.zeros((lanes, n), dtype=bool)
    passed[idx[:, None], order[:, :n]] = bids[:, :n] == 0
    more_bids, more_seats = [bids], [order]
    turn = 0
    while True:
        open_ = (holder >= 0) & (row_sum(~passed) > 1)
        if not open_.any():
            break
        seat = order[:, turn % n]
        rows = np.flatnonzero(open_ & ~passed[idx, seat])
        bid = np.full(lanes, -1, dtype=np.int64)
        bid[rows] = choose(rows, seat[rows], high[rows], holder[rows])
        takes = bid > 0
        high = np.where(takes, bid, high)
        holder = np.where(takes, seat, holder)
        passed[idx, seat] |= bid == 0
        more_bids.append(bid[:, None])
        more_seats.append(seat[:, None])
        turn += 1
    return high, holder, np.concatenate(more_bids, axis=1), np.concatenate(more_seats, axis=1)

