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
from pitchspec.engine.kernel import picks
from pitchspec.engine.kernel.bits import ONE, U64, bit, in_key_order, random_card
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


_PILE_BITS = np.array([1 << card for card in range(54)] + [0], dtype=U64)
"""Each card id's one-card mask, and none at -1 (the last)."""


def pile(cards: np.ndarray) -> np.ndarray:
    """Per lane, the cards (ids, each at most once; -1: none) as one mask: their
    one-card masks summed (distinct bits: their sum is their union)."""
    if not cards.shape[1]:
        return np.zeros(len(cards), dtype=U64)
    masks: np.ndarray = np.einsum("ij->i", _PILE_BITS.take(cards))
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


def discard_taken(rng: np.random.Generator, hand: np.ndarray, count: np.ndarray,
                  shown: int) -> tuple[np.ndarray, np.ndarray]:
    """Man-O-War: for each card he took, the player discards a card of his choice,
    one at a time (any card he holds, each the same chance), all at once: the first
    ``count`` cards of a random order of his hand (one uniform key drawn for each
    card id). Returns each lane's discards (one mask) and, for the first ``shown``
    lanes, (shown, k) the cards discarded in order (-1: none)."""
    every = rng.random((len(hand), 54))
    count = np.minimum(count, np.bitwise_count(hand).astype(np.int64))
    most = int(count.max(initial=0))
    ones, keys = _keyed(hand, every)
    if picks.tied(keys, ones):  # two cards with one key: as sorting every card id does
        inside = (hand[:, None] >> _IDS) & ONE == 1
        order = np.argsort(np.where(inside, every, np.inf), axis=1)[:, :most]
        cards: np.ndarray = np.where(np.arange(most)[None, :] < count[:, None], order, -1)
        return pile(cards), cards[:shown]
    order = in_key_order(picks.ids_of(ones[:shown]), keys[:shown], most)
    cards = np.where(np.arange(most)[None, :] < count[:shown, None], order, -1)
    return picks.smallest(keys, ones, count, hand), cards


def take_some(rng: np.random.Generator, pool: np.ndarray,
              shown: int) -> tuple[np.ndarray, np.ndarray]:
    """Man-O-War: the bidder takes lost cards of his choice one at a time, or stops,
    each the same chance, until he stops or none is left, all at once: he stops after
    k cards with the same chance for every k from 0 to the pile's size, the cards the
    first k of a random order (one uniform key drawn for each card id). Returns each
    lane's cards taken (one mask) and, for the first ``shown`` lanes, (shown, k + 1)
    his actions: the cards, then DONE where he stopped with cards left (-1: none)."""
    size = np.bitwise_count(pool).astype(np.int64)
    k = (rng.random(len(pool)) * (size + 1)).astype(np.int64)
    width = int(np.minimum(size, k + 1).max(initial=0))
    every = rng.random((len(pool), 54))
    step = np.arange(width)[None, :]
    done = (step == k[:shown, None]) & (k[:shown] < size[:shown])[:, None]
    ones, keys = _keyed(pool, every)
    if picks.tied(keys, ones):  # two cards with one key: as sorting every card id does
        inside = (pool[:, None] >> _IDS) & ONE == 1
        order = np.argsort(np.where(inside, every, np.inf), axis=1)[:, :width]
        got = pile(np.where(step < k[:, None], order, -1))
    else:
        order = in_key_order(picks.ids_of(ones[:shown]), keys[:shown], width)
        got = picks.smallest(keys, ones, k, pool)
    actions: np.ndarray = np.where(step < k[:shown, None], order[:shown],
                                   np.where(done, A.DONE, -1))
    return got, actions


def _keyed(masks: np.ndarray, every: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Each lane's cards (one-card masks, lowest first) and the key drawn for each."""
    ones = picks.one_bits(masks)
    keys: np.ndarray = np.take_along_axis(every, np.maximum(picks.ids_of(ones), 0), axis=1)
    return ones, keys
