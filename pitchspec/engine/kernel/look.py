"""Look-or-not (Abacos, Man-O-War Pitch), the kitty, and the cards taken and thrown for
them, in lockstep.

Under look-or-not each player, at his turn in the auction and before he bids or
passes, chooses whether to look at his hand, each the same chance. Once the auction
ends with a contract, every player who looked (and, where passers are exempt, did not
pass) loses cards chosen at random from his hand, seat by seat from elder; the lost
cards are out of play unless a step lets the bidder take them. A player short of a
card simply has nothing to play to the last trick ("lookers sit out last"). The
kitty is the undealt cards right after any blind pile, the widow those right after
the kitty; a step may give either to a player.
"""

from __future__ import annotations

import numpy as np

from pitchspec.engine.core import actions as A
from pitchspec.engine.kernel.bits import ONE, U64, bit, random_card
from pitchspec.engine.kernel.setup import Setup

_IDS = np.arange(54, dtype=U64)[None, :]


def looks(rng: np.random.Generator, lanes: int) -> np.ndarray:
    """Per lane, whether the player to bid chooses to look at his hand (a random
    player: look or not, each the same chance)."""
    chosen: np.ndarray = rng.random(lanes) < 0.5
    return chosen


def losers(setup: Setup, order: np.ndarray, bids: np.ndarray, looked: np.ndarray,
           live: np.ndarray) -> np.ndarray:
    """(lanes, n) per seat: whether he loses cards when the auction ends with a
    contract: he looked at one of his turns, and did not pass where passers are
    exempt (``order``, ``bids`` and ``looked`` by auction position)."""
    look = setup.variant.bidding.look
    assert look is not None
    lanes = np.arange(len(order))
    losing = np.zeros((len(order), setup.n), dtype=bool)
    for position in range(order.shape[1]):
        keeps = (bids[:, position] == 0) & look.passers_exempt  # a passer keeps his cards
        losing[lanes, order[:, position]] |= looked[:, position] & ~keeps
    result: np.ndarray = losing & live[:, None]
    return result


def lose_cards(setup: Setup, rng: np.random.Generator, hands: np.ndarray, elder: np.ndarray,
               losing: np.ndarray) -> np.ndarray:
    """Each losing seat, from elder in turn, loses ``lookers lose`` cards at random
    from his hand (all he has if fewer); ``hands`` change in place. Returns (lanes, k)
    the cards lost in that order (-1: none)."""
    look = setup.variant.bidding.look
    assert look is not None
    lanes = np.arange(len(hands))
    lost = []
    for seat in setup.seats_from(elder).T:
        for _ in range(look.lookers_lose):
            hand = hands[lanes, seat]
            on = losing[lanes, seat] & (hand != 0)
            card = random_card(rng, np.where(on, hand, ONE))
            hands[lanes, seat] = np.where(on, hand & ~bit(card), hand)
            lost.append(np.where(on, card, -1))
    if not lost:
        return np.zeros((len(hands), 0), dtype=np.int64)
    return np.stack(lost, axis=1)


def pile(cards: np.ndarray) -> np.ndarray:
    """Per lane, the cards (ids, -1: none) as one mask."""
    masks: np.ndarray = np.bitwise_or.reduce(
        np.where(cards >= 0, bit(np.maximum(cards, 0)), U64(0)), axis=1) \
        if cards.shape[1] else np.zeros(len(cards), dtype=U64)
    return masks


def undealt_at(setup: Setup) -> tuple[int, int, int]:
    """Where the undealt cards lie in the kernel's stock, as the reference engine deals
    them: any blind pile first, then the kitty from the first offset, the widow from the
    second, and the stock proper from the third."""
    d = setup.variant.deal
    kitty_at = d.blind.size if d.blind is not None else 0
    return kitty_at, kitty_at + d.kitty, kitty_at + d.kitty + d.widow


def kitty(setup: Setup, stock: np.ndarray) -> np.ndarray:
    """Per lane, the kitty: the ``deal.kitty`` undealt cards after any blind pile."""
    kitty_at, widow_at, _ = undealt_at(setup)
    return pile(stock[:, kitty_at:widow_at])


def widow(setup: Setup, stock: np.ndarray) -> np.ndarray:
    """Per lane, the widow: the ``deal.widow`` undealt cards after any blind pile and
    the kitty."""
    _, widow_at, stock_at = undealt_at(setup)
    return pile(stock[:, widow_at:stock_at])


def discard_taken(rng: np.random.Generator, hand: np.ndarray,
                  count: np.ndarray) -> np.ndarray:
    """Man-O-War: for each card he took, the player discards a card of his choice,
    one at a time (any card he holds, each the same chance), all at once: the first
    ``count`` cards of a random order of his hand. Returns (lanes, k) the cards
    discarded in order (-1: none)."""
    inside = (hand[:, None] >> _IDS) & ONE == 1
    count = np.minimum(count, inside.sum(axis=1))
    most = int(count.max(initial=0))
    order = np.argsort(np.where(inside, rng.random(inside.shape), np.inf), axis=1)[:, :most]
    cards: np.ndarray = np.where(np.arange(most)[None, :] < count[:, None], order, -1)
    return cards


def take_some(rng: np.random.Generator, pool: np.ndarray) -> np.ndarray:
    """Man-O-War: the bidder takes lost cards of his choice one at a time, or stops,
    each the same chance, until he stops or none is left, all at once: he stops after
    k cards with the same chance for every k from 0 to the pile's size, the cards the
    first k of a random order. Returns (lanes, k + 1) his actions: the cards, then
    DONE where he stopped with cards left (-1: none)."""
    inside = (pool[:, None] >> _IDS) & ONE == 1
    size = inside.sum(axis=1)
    k = (rng.random(len(pool)) * (size + 1)).astype(np.int64)
    width = int(np.minimum(size, k + 1).max(initial=0))
    order = np.argsort(np.where(inside, rng.random(inside.shape), np.inf), axis=1)[:, :width]
    step = np.arange(width)[None, :]
    done = (step == k[:, None]) & (k < size)[:, None]
    actions: np.ndarray = np.where(step < k[:, None], order, np.where(done, A.DONE, -1))
    return actions
