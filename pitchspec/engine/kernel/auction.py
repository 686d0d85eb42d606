"""The auction in lockstep: once around from the opener, each player choosing
uniformly among pass and the bids legal to him; special bids above the top numeric
bid; the stuck dealer (and his choice of a special bid instead); forced bids; the
redeal.

A bid is a key: twice the level, plus 1 when doubled ("n for 2n" ranks half a step
above n); the special bids ranking above every numeric bid follow, lowest first
(``top_key``)."""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from pitchspec import model as m
from pitchspec.engine.core.tables import card_id
from pitchspec.engine.kernel.bits import U64, per_lane
from pitchspec.engine.kernel.continuing import barred, rounds
from pitchspec.engine.kernel.look import looks as look_or_not
from pitchspec.engine.kernel.rows import select
from pitchspec.engine.kernel.setup import Setup

STUCK = (m.AllPassAction.DEALER_BIDS, m.AllPassAction.DEALER_MUST_BID)  # stick the dealer


@dataclass(frozen=True, eq=False)
class Auction:
    """Each lane's auction: the contract seat (-1: none), its level (a special bid's
    value), whether it is doubled ("n for 2n"), whether the hand is played (not
    redealt), each position's bid by seat ``order`` as a key (0 pass, -1 not asked; a
    last position for the stuck dealer's choice where he has one), and the special bid
    above the numeric bids won (its index among the variant's special bids, -1: none)."""

    holder: np.ndarray
    level: np.ndarray
    doubled: np.ndarray
    live: np.ndarray
    bids: np.ndarray
    order: np.ndarray
    special: np.ndarray
    looked: np.ndarray
    """Per position, whether the player chose to look at his hand rather than make
    a blind bid offered to him."""


def tops(variant: m.Variant) -> list[int]:
    """The special bids that rank above every numeric bid (indices), lowest first."""
    b = variant.bidding
    found = [i for i, s in enumerate(b.special) if s.at is None or s.at not in b.levels()]
    return sorted(found, key=lambda i: b.special[i].level)


def top_key(variant: m.Variant) -> int:
    """The key of the lowest special bid above every numeric bid."""
    return 2 * variant.bidding.maximum + 2


def top_of_table(variant: m.Variant) -> int:
    """The key of the top bid: the highest special bid above the numeric bids, else the
    highest numeric bid (doubled, where bids may be doubled)."""
    ranked = tops(variant)
    if ranked:
        return top_key(variant) + len(ranked) - 1
    return 2 * variant.bidding.maximum + int(variant.bidding.doubled)


def auction(setup: Setup, rng: np.random.Generator, elder: np.ndarray,
            dealer: np.ndarray, hands: np.ndarray, scores: np.ndarray | None = None
            ) -> Auction:
    """Once around from the opener (then, in a continuing auction, round and round
    until one bidder is left); uniform choice among pass and the legal bids, the
    special bids barred at the match ``scores`` left out; under look-or-not each
    player first chooses whether to look."""
    variant = setup.variant
    b = variant.bidding
    lanes, n = len(elder), setup.n
    if not b.has_auction:
        none = np.zeros((lanes, 0), dtype=np.int64)
        return Auction(np.full(lanes, -1), np.zeros(lanes, dtype=np.int64),
                       np.zeros(lanes, bool), np.ones(lanes, bool), none, none,
                       np.full(lanes, -1), none.astype(bool))
    first = {m.Seat.ELDER: elder, m.Seat.DEALER: dealer,
             m.Seat.LEFT_OF_DEALER: (dealer + setup.left) % n,
             m.Seat.LEFT_OF_ELDER: (elder + setup.left) % n}[b.opener]
    order = setup.seats_from(first)
    high = np.zeros(lanes, dtype=np.int64)  # the high bid's key
    holder = np.full(lanes, -1, dtype=np.int64)
    bids = np.zeros((lanes, n), dtype=np.int64)
    looked = np.zeros((lanes, n), dtype=bool)
    closed = np.zeros(lanes, dtype=bool)
    pitching = b.declare_by_pitching if variant.trump.method is \
        m.TrumpMethod.FIRST_LEAD else None
    ranked = tops(variant)
    selling = b.commercial is not None or b.form is m.AuctionForm.COMMERCIAL
    # what each seat's hand forces him to bid, for every seat at once (read per position)
    forcing = forced_minimum(setup, hands.reshape(-1)).reshape(hands.shape) \
        if b.forced else None
    for position in range(n):
        seat = order[:, position]
        blind, looks = _blind(setup, rng, high)
        if b.look is not None:  # look or not, before he bids or passes
            looks = look_or_not(rng, lanes)
        bid = _choose(setup, rng, seat, dealer, high, holder, position == n - 1,
                      per_lane(forcing, seat) if forcing is not None
                      else np.zeros(lanes, dtype=np.int64),
                      barred(setup, scores, seat, ranked))
        # the seller's side makes no offer (Commercial Pitch): not asked, as if closed
        asked = ~closed & ~(selling & (setup.sides[seat] == setup.sides[elder]))
        bid = select(asked, select(blind > 0, blind, bid), 0)
        looked[:, position] = looks & asked
        takes = bid > 0
        high = select(takes, bid, high)
        holder = select(takes, seat, holder)
        bids[:, position] = select(asked, bid, -1)
        if pitching is not None:
            closed |= bid == 2 * pitching  # a 4 "pitched" at once ends the auction
    if b.form is m.AuctionForm.CONTINUING:
        high, holder, bids, order = rounds(setup, lambda r, s, h, w: _choose(
            setup, rng, s, dealer[r], h, w, False, forced_minimum(setup, hands[r, s]),
            barred(setup, None if scores is None else scores[r], s, ranked)),
            order, high, holder, bids)
        looked = np.pad(looked, ((0, 0), (0, bids.shape[1] - n)))
    live = holder >= 0
    if b.all_pass.action is m.AllPassAction.ELDER_PITCHES:
        live = np.ones(lanes, bool)  # all passed: elder pitches, as in plain Pitch
    if b.all_pass.action is m.AllPassAction.DEALER_PITCHES:
        holder = np.where(live, holder, dealer)  # the dealer pitches at a contract of 0
        live = np.ones(lanes, bool)
    if b.all_pass.action in STUCK:
        given = np.full(lanes, 2 * (b.all_pass.amount or b.minimum))
        if b.all_pass.may_bid:  # he chooses between the given bid and the special bids
            keys = [int(given[0])] + [top_key(variant) + j for j, i in enumerate(tops(variant))
                                      if b.special[i].name in b.all_pass.may_bid]
            given = np.array(keys)[(rng.random(lanes) * len(keys)).astype(np.int64)]
            bids = np.concatenate([bids, np.where(live, -1, given)[:, None]], axis=1)
            order = np.concatenate([order, dealer[:, None]], axis=1)
            looked = np.concatenate([looked, np.zeros((lanes, 1), dtype=bool)], axis=1)
        holder = np.where(live, holder, dealer)
        high = np.where(live, high, given)
        live = np.ones(lanes, bool)
    special = np.where(high >= top_key(variant),
                       np.array([*ranked, -1])[np.clip(high - top_key(variant), 0, len(ranked))],
                       -1)
    values = np.array([s.value for s in b.special] + [0])
    level = np.where(special >= 0, values[special], high // 2)
    return Auction(holder, level, (high % 2 == 1) & (special < 0), live, bids, order, special,
                   looked)


def _blind(setup: Setup, rng: np.random.Generator, high: np.ndarray
           ) -> tuple[np.ndarray, np.ndarray]:
    """Before looking at his hand a player offered a blind bid (blind smudge: ranking
    above the high bid) chooses among those bids and looking, each the same chance;
    per lane the blind bid's key (0: none made) and whether he chose to look."""
    keys, blind = _top_keys(setup)
    offered = [key for key, is_blind in zip(keys, blind, strict=True) if is_blind]
    if not offered:
        return np.zeros(len(high), dtype=np.int64), np.zeros(len(high), dtype=bool)
    offers = [high < key for key in offered]  # a column a blind bid: it ranks above
    count = _count(offers)
    pick = (rng.random(len(high)) * (count + 1)).astype(np.int64)  # count: look
    key = _nth_of(offered, offers, pick + 1)  # none where he looks (pick == count)
    return key, (count > 0) & (pick == count)


@functools.lru_cache(maxsize=64)
def _top_keys(setup: Setup) -> tuple[list[int], list[bool]]:
    """The keys of the special bids above the numeric bids (:func:`tops`), lowest
    first, and whether each is a blind bid."""
    ranked = tops(setup.variant)
    special = setup.variant.bidding.special
    return [top_key(setup.variant) + j for j in range(len(ranked))], \
        [special[i].blind for i in ranked]


def _count(columns: list[np.ndarray]) -> np.ndarray:
    """Per lane, how many of the bool ``columns`` (at least one) are true, as int64."""
    count = columns[0].astype(np.int64)
    for column in columns[1:]:
        count += column
    return count


def forced_minimum(setup: Setup, hand: np.ndarray) -> np.ndarray:
    """The least each player must bid because of what he holds (0: nothing): Nine-Five's
    9 of any suit with another card of that suit forces a bid of 9."""
    least = np.zeros(len(hand), dtype=np.int64)
    for forced, cards, suits in _forcing(setup):
        held = np.zeros(len(hand), dtype=bool)
        for card, suit in zip(cards, suits, strict=True):  # suit by suit, whole columns
            if forced.with_suit_mate:  # the card and another of its suit
                mine = hand & suit
                held |= ((mine & card) != 0) & (mine != card)
            else:
                held |= (hand & card) != 0
        least = np.where(held, np.maximum(least, forced.minimum), least)
    return least


@functools.lru_cache(maxsize=64)
def _forcing(setup: Setup) -> list[tuple[m.ForcedBid, list[np.uint64], list[np.uint64]]]:
    """Each forced bid with its card in each suit and those suits' cards, as masks."""
    suits = [U64(0x1FFF << 13 * suit) for suit in range(4)]
    return [(forced, [U64(1 << card_id(suit, forced.rank)) for suit in range(4)], suits)
            for forced in setup.variant.bidding.forced]


def _choose(setup: Setup, rng: np.random.Generator, seat: np.ndarray, dealer: np.ndarray,
            high: np.ndarray, holder: np.ndarray, last: bool, forced: np.ndarray,
            bars: np.ndarray | None = None) -> np.ndarray:
    """One bid key per lane (0: pass): uniform among pass, every level whose bid ranks
    above the high bid up to the maximum (then, where bids may be doubled, every
    doubled level so ranking), and the dealer's steal at the high bid. A player forced
    to bid at least N while the high bid is below N has only the bids of N or more
    (and pass only when there are none)."""
    b = setup.variant.bidding
    lanes = len(seat)
    low = np.maximum(high // 2 + 1, b.minimum)  # a plain bid n ranks above key 2n
    low_doubled = np.maximum((high + 1) // 2, b.minimum)  # "n for 2n" ranks as n + 1/2
    stuck = np.zeros(lanes, dtype=bool)
    if b.all_pass.action in STUCK and last:
        # stick the dealer: after all pass he may not bid below the forced amount
        stuck = (seat == dealer) & (holder < 0)
        given = b.all_pass.amount or b.minimum
        low = np.where(stuck, np.maximum(low, given), low)
        low_doubled = np.where(stuck, np.maximum(low_doubled, given), low_doubled)
    bound = (forced * 2 > high) & (forced > 0)  # the forced minimum binds him
    low = select(bound, np.maximum(low, forced), low)
    low_doubled = select(bound, np.maximum(low_doubled, forced), low_doubled)
    above = np.maximum(0, b.maximum - low + 1)
    doubled = np.maximum(0, b.maximum - low_doubled + 1) if b.doubled else np.zeros_like(above)
    keys, blind = _top_keys(setup)
    open_keys, open_tops = [], []  # a column a special bid open to him, ranking above
    for j, (key, is_blind) in enumerate(zip(keys, blind, strict=True)):
        if is_blind:  # no blind bid once looked
            continue
        column = high < key
        if bars is not None:  # a special bid barred to him at the scores
            column &= ~bars[:, j]
        open_keys.append(key)
        open_tops.append(column)
    specials = _count(open_tops) if open_tops else np.zeros(lanes, dtype=np.int64)
    steal = np.zeros(lanes, dtype=np.int64)
    if b.steal is not None:
        ranked = tops(setup.variant)
        levels = np.array([k / 2 for k in range(top_key(setup.variant))]
                          + [b.special[i].level for i in ranked])
        cap = np.inf if b.steal.up_to is None else b.steal.up_to
        steal = ((seat == dealer) & (holder >= 0) & (levels[high] <= cap) & ~bound
                 ).astype(np.int64)
        if b.steal.top_only:  # only the top bid, which no bid can beat
            steal &= high == top_of_table(setup.variant)
    # 'dealer must bid N': the stuck dealer has no pass (choice 0)
    must = stuck if b.all_pass.action is m.AllPassAction.DEALER_MUST_BID else False
    bids = above + doubled + specials
    no_pass = ((must | bound) & (bids > 0)).astype(np.int64)
    choice = no_pass + (rng.random(lanes) * (1 - no_pass + bids + steal)).astype(np.int64)
    past = choice - above
    beyond = past - doubled
    bid: np.ndarray = select(choice == 0, 0, select(
        choice <= above, 2 * (low + choice - 1),
        select(past <= doubled, 2 * (low_doubled + past - 1) + 1,
               select(beyond <= specials, _nth_of(open_keys, open_tops, beyond), high))))
    return bid


def _nth_key(keys: np.ndarray, open_tops: np.ndarray, nth: np.ndarray) -> np.ndarray:
    """Per lane the key of the ``nth`` (1-based) special bid open to him (0: none)."""
    return _nth_of(keys.tolist(), list(open_tops.T), nth)


def _nth_of(keys: list[int], open_tops: list[np.ndarray], nth: np.ndarray) -> np.ndarray:
    """:func:`_nth_key` with the bids' ``keys`` as a list and whether each is open to
    him as a column each (``open_tops``): counted column by column."""
    found = np.zeros(len(nth), dtype=np.int64)
    so_far = np.zeros(len(nth), dtype=np.int64)  # the open bids counted so far
    for key, column in zip(keys, open_tops, strict=True):  # a few special bids
        so_far += column
        found[column & (so_far == nth)] = key
    return found


def passes_deal(setup: Setup, lanes: int) -> np.ndarray:
    """Whether a deal that all passed moves the deal on (else the same dealer redeals)."""
    action = setup.variant.bidding.all_pass.action
    return np.full(lanes, action is not m.AllPassAction.REDEAL)
