"""Commercial Pitch's sale, in lockstep: when the offers are done elder sells the right
to pitch to the high bidder, scoring the bid at once (where the rules say so), or
refuses and pitches himself under the same bid; a random elder does either, the same
chance (as :func:`pitchspec.engine.phases.auction.sale`)."""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from pitchspec import model as m
from pitchspec.engine.core import actions as A
from pitchspec.engine.kernel.auction import Auction
from pitchspec.engine.kernel.during import During
from pitchspec.engine.kernel.setup import Setup

SALE = m.Reason.SALE  # the point name of the seller's credit, as the engine's award


def sells(variant: m.Variant) -> bool:
    """Whether elder sells the right to pitch to the high bidder (Commercial Pitch)."""
    b = variant.bidding
    return b.commercial is not None or b.form is m.AuctionForm.COMMERCIAL


@dataclass(frozen=True, eq=False)
class Sale:
    """Per lane: elder, whether he was offered the sale (an offer was made), whether he
    sold, and the sale's credit to his side (side -1: none) and its value."""

    elder: np.ndarray
    offered: np.ndarray
    sold: np.ndarray
    side: np.ndarray
    value: np.ndarray


def sale(setup: Setup, rng: np.random.Generator, bidding: Auction,
         elder: np.ndarray) -> tuple[Auction, Sale]:
    """Elder sells (the buyer holds the contract, elder's side scoring the bid where
    'seller scores bid') or refuses (elder holds the contract at the same bid)."""
    offered = bidding.holder >= 0
    sold = offered & (rng.random(len(elder)) < 0.5)
    commercial = setup.variant.bidding.commercial
    scores = sold & (commercial is None or commercial.seller_scores_bid)
    side = np.where(scores, setup.sides[elder], -1)
    value = np.where(scores, bidding.level, 0)
    holder = np.where(offered & ~sold, elder, bidding.holder)
    return replace(bidding, holder=holder), Sale(elder, offered, sold, side, value)


def with_sale(early: During, sold: Sale, lanes: np.ndarray) -> During:
    """The hand's credits in play with the sale's first (it scored before the play)."""
    side, value = sold.side[lanes], sold.value[lanes]
    scores = early.scores.copy()
    got = np.flatnonzero(side >= 0)
    scores[got, side[got]] += value[got]
    return During(scores, np.concatenate([side[:, None], early.side], axis=1),
                  np.concatenate([value[:, None], early.value], axis=1),
                  (SALE, *early.names), early.winner)


def trace_sale(sold: Sale, lane: int) -> tuple[tuple[int, int, bool], ...]:
    """The lane's sale as a decision after the bids: elder's SELL or REFUSE."""
    if not sold.offered[lane]:
        return ()
    return ((int(sold.elder[lane]), A.SELL if sold.sold[lane] else A.REFUSE, False),)
