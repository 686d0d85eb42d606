"""The auction in lockstep: once around from the opener, each player choosing
uniformly among pass and the bids legal to him; the stuck dealer; the redeal."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from pitchspec import model as m
from pitchspec.engine.kernel.setup import Setup

STUCK = (m.AllPassAction.DEALER_BIDS, m.AllPassAction.DEALER_MUST_BID)  # stick the dealer


@dataclass(frozen=True, eq=False)
class Auction:
    """Each lane's auction: the contract seat (-1: none), its level, whether the hand
    is played (not redealt), and each position's bid (0 pass, -1 not asked) by seat
    ``order``."""

    holder: np.ndarray
    level: np.ndarray
    live: np.ndarray
    bids: np.ndarray
    order: np.ndarray


def auction(setup: Setup, rng: np.random.Generator, elder: np.ndarray,
            dealer: np.ndarray) -> Auction:
    """Once around from the opener; uniform choice among pass and the legal bids."""
    variant = setup.variant
    b = variant.bidding
    lanes, n = len(elder), setup.n
    if not b.has_auction:
        none = np.zeros((lanes, 0), dtype=np.int64)
        return Auction(np.full(lanes, -1), np.zeros(lanes, dtype=np.int64),
                       np.ones(lanes, bool), none, none)
    first = {m.Seat.ELDER: elder, m.Seat.DEALER: dealer,
             m.Seat.LEFT_OF_DEALER: (dealer + setup.left) % n}[b.opener]
    order = setup.seats_from(first)
    high = np.zeros(lanes, dtype=np.int64)
    holder = np.full(lanes, -1, dtype=np.int64)
    bids = np.zeros((lanes, n), dtype=np.int64)
    closed = np.zeros(lanes, dtype=bool)
    pitching = b.declare_by_pitching if variant.trump.method is \
        m.TrumpMethod.FIRST_LEAD else None
    for position in range(n):
        seat = order[:, position]
        bid = _choose(setup, rng, seat, dealer, high, holder, position == n - 1)
        bid = np.where(closed, 0, bid)
        takes = bid > 0
        high = np.where(takes, bid, high)
        holder = np.where(takes, seat, holder)
        bids[:, position] = np.where(closed, -1, bid)
        if pitching is not None:
            closed |= bid == pitching  # a 4 "pitched" at once ends the auction
    live = holder >= 0
    if b.all_pass.action in STUCK:
        holder = np.where(live, holder, dealer)
        high = np.where(live, high, b.all_pass.amount or b.minimum)
        live = np.ones(lanes, bool)
    return Auction(holder, high, live, bids, order)


def _choose(setup: Setup, rng: np.random.Generator, seat: np.ndarray, dealer: np.ndarray,
            high: np.ndarray, holder: np.ndarray, last: bool) -> np.ndarray:
    """One bid per lane (0: pass): uniform among pass, every level above the high bid
    up to the maximum, and the dealer's steal at the high bid."""
    b = setup.variant.bidding
    lanes = len(seat)
    low = np.maximum(high + 1, b.minimum)
    stuck = np.zeros(lanes, dtype=bool)
    if b.all_pass.action in STUCK and last:
        # stick the dealer: after all pass he may not bid below the forced amount
        stuck = (seat == dealer) & (holder < 0)
        low = np.where(stuck, np.maximum(low, b.all_pass.amount or b.minimum), low)
    above = np.maximum(0, b.maximum - low + 1)
    steal = np.zeros(lanes, dtype=np.int64)
    if b.steal is not None:
        cap = b.maximum if b.steal.up_to is None else b.steal.up_to
        steal = ((seat == dealer) & (holder >= 0) & (high <= cap)).astype(np.int64)
    # 'dealer must bid N': the stuck dealer has no pass (choice 0)
    no_pass = (stuck & (above > 0)).astype(np.int64) \
        if b.all_pass.action is m.AllPassAction.DEALER_MUST_BID else 0
    choice = no_pass + (rng.random(lanes) * (1 - no_pass + above + steal)).astype(np.int64)
    bid: np.ndarray = np.where(choice == 0, 0, np.where(choice <= above, low + choice - 1, high))
    return bid


def passes_deal(setup: Setup, lanes: int) -> np.ndarray:
    """Whether a deal that all passed moves the deal on (else the same dealer redeals)."""
    action = setup.variant.bidding.all_pass.action
    return np.full(lanes, action is not m.AllPassAction.REDEAL)
