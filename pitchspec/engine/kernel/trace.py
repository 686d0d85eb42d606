"""Tracing the kernel's hands for replay through the reference engine: each traced
lane's hand as the decisions the engine asks for, in its action ids."""

from __future__ import annotations

from dataclasses import dataclass

from pitchspec import model as m
from pitchspec.engine.core import actions as A
from pitchspec.engine.kernel.auction import Auction, top_key, tops
from pitchspec.engine.kernel.play import ABSENT, THROWN, Played


@dataclass(frozen=True)
class HandTrace:
    """One lane's scored hand, for replay through the reference engine: the dealer,
    each seat's cards, the undealt cards in order, the bids in order as (seat, level,
    doubled) (level 0 = pass, -1 = not asked, an action id from
    ``actions.SPECIAL_BASE`` on for a special bid above the numeric bids or LOOK), the
    trump suit (0..3), the exchange choices in order (seat, card discarded or taken,
    or ``actions.DONE``), the plays in order (seat, card; ``actions.THROW_IN`` for a
    dead hand thrown in, ``actions.CONCEDE`` for the bidder's concession), the
    awards (point, side, value) and the match scores before and after."""

    dealer: int
    hands: tuple[tuple[int, ...], ...]
    stock: tuple[int, ...]
    bids: tuple[tuple[int, int, bool], ...]
    trump: int
    exchange: tuple[tuple[int, int], ...]
    plays: tuple[tuple[int, int], ...]
    awards: tuple[tuple[str, int, int], ...]
    scores_before: tuple[int, ...]
    scores_after: tuple[int, ...]
    winner: int
    tied: tuple[int, ...] = ()
    """The winners where a lost match leaves several sides tied for the win (``winner``
    is then -1)."""
    beg: tuple[int, ...] = ()
    """Elder's stand or beg, then the dealer's give or run (reference-engine actions),
    where the variant has begging; the cards run come off ``stock`` after the turn-up."""
    lost: tuple[int, ...] = ()
    """Under look-or-not, the cards the lookers lost, in order (seat by seat from elder)."""
    sub: int = -1
    """The sub-trump suit declared after trump (0..3; -1: none)."""
    called: int = -1
    """The card the bid winner called, its player his partner (-1: none called)."""


def trace_bids(variant: m.Variant, bidding: Auction, lane: int
                ) -> tuple[tuple[int, int, bool], ...]:
    """The lane's bids in order as (seat, level, doubled): level 0 a pass, -1 not asked,
    ``actions.SPECIAL_BASE + i`` the special bid i above the numeric bids, each after
    ``actions.LOOK`` where the player chose to look rather than bid blind (under
    look-or-not, each bid or pass after LOOK or NO_LOOK); the turns of a continuing
    auction's later rounds; then the stuck dealer's choice, where he had one."""
    ranked, top = tops(variant), top_key(variant)
    b = variant.bidding
    asked = len(set(bidding.order[lane].tolist()))  # the first round: every seat
    out = []
    looked = bidding.looked[lane].tolist()
    for k, (seat, key) in enumerate(zip(bidding.order[lane].tolist(),
                                        bidding.bids[lane].tolist(), strict=True)):
        if looked[k]:  # he looked at his hand rather than bid blind
            out.append((seat, A.LOOK, False))
        elif b.look is not None and key >= 0 and k < asked:
            out.append((seat, A.NO_LOOK, False))
        if key >= top:
            out.append((seat, A.SPECIAL_BASE + ranked[key - top], False))
        elif k < asked or key >= 0:
            out.append((seat, key // 2 if key >= 0 else -1, key % 2 == 1 and key > 0))
    return tuple(out)


def trace_plays(played: Played, lane: int) -> tuple[tuple[int, int], ...]:
    """The lane's plays in order as (seat, card): a thrown-in hand as THROW_IN, the
    bidder's concession as CONCEDE before the card he then plays (if any)."""
    out: list[tuple[int, int]] = []
    at = int(played.conceded[lane])
    for k, (seat, card) in enumerate(played.plays[lane].reshape(-1, 2).tolist()):
        if k == at:
            out.append((seat, A.CONCEDE))
        if card != ABSENT:
            out.append((seat, A.THROW_IN if card == THROWN else card))
    return tuple(out)
