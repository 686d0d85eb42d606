"""Hands as 64-bit masks over card ids, one per lane, and drawing a card from them.

Card ids are the reference engine's (:mod:`pitchspec.engine.core.tables`): 0..51 the
suited cards, 52 and 53 the jokers. A lane's hand is a ``uint64`` with bit ``c`` set
when it holds card ``c``.
"""

from __future__ import annotations

import numpy as np

U64 = np.uint64
ONE = U64(1)
JOKERS = (1 << 52) | (1 << 53)
_PAD = 1 << 62  # above every packed (key, card) of in_key_order
_HALVES = [(width, U64((1 << width) - 1)) for width in (32, 16, 8, 4, 2, 1)]


def random_card(rng: np.random.Generator, masks: np.ndarray) -> np.ndarray:
    """One card id chosen uniformly from each lane's mask (every mask non-empty): the
    k-th card held, lowest first, for k = floor(draw * cards held)."""
    return kth_card(masks, (rng.random(len(masks)) * np.bitwise_count(masks)).astype(np.uint8))


_FEW = 12  # up to this many cards held, step through them; past it, halve
_CARD_OR_NONE = np.array([-1, *range(63), -1], dtype=np.int64)
"""The card id by the length of a mask's lowest run of bits ``x ^ (x - 1)`` (its lowest
card and every bit below): card c gives c + 1; an empty mask gives all 64 bits, no card."""
_PLACES = np.arange(1, _FEW, dtype=np.uint8)[:, None]
"""The picks 1, 2, ... a lane's pick is compared with, one row each."""


def pick_card(rng: np.random.Generator, masks: np.ndarray) -> np.ndarray:
    """As :func:`random_card` (the same draw, the same card), but an empty mask gives
    -1, no card."""
    return pick_cards(rng, masks)[0]


def pick_cards(rng: np.random.Generator, masks: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """:func:`pick_card`'s card and that card as a one-card mask (0: none). While every
    lane holds few cards, the lowest card is dropped as long as the pick lies past
    it; the lowest card left is the one picked."""
    counts = np.bitwise_count(masks)
    pick = (rng.random(len(masks)) * counts).astype(np.uint8)
    most = int(np.maximum.reduce(counts, initial=0))
    if most > _FEW:
        card: np.ndarray = np.where(counts > 0, kth_card(masks, pick), -1)
        return card, bit(card)
    rest = masks
    if most > 1:  # past[k - 1]: 1 where the pick is k or more, as uint64
        past = np.empty((most - 1, len(masks)), dtype=U64)
        np.greater_equal(pick, _PLACES[:most - 1], out=past, casting="unsafe")
        rest = masks - past[0]  # drops the lowest card where the pick is past it
        rest &= masks
        for k in range(1, most - 1):
            np.subtract(rest, past[k], out=past[k])
            rest &= past[k]
    run = rest ^ (rest - ONE)  # the lowest card left and every bit below it
    return _CARD_OR_NONE.take(np.bitwise_count(run)), rest & run


def kth_card(masks: np.ndarray, pick: np.ndarray) -> np.ndarray:
    """Each lane's ``pick``-th card (0: the lowest; ``pick`` as uint8), found by
    halving: is it in the lower 32 bits, then 16, ... of what is left."""
    rest = masks.copy()
    pick = pick.copy()
    chosen = np.zeros(len(masks), dtype=np.uint8)
    for width, low in _HALVES:
        below = np.bitwise_count(rest & low)
        higher = pick >= below
        below *= higher
        pick -= below
        shift = higher * np.uint8(width)
        chosen += shift
        rest >>= shift.astype(U64)
    card: np.ndarray = chosen.astype(np.int64)
    return card


def bit(cards: np.ndarray) -> np.ndarray:
    """Each card id as a one-card mask."""
    masks: np.ndarray = ONE << cards.astype(U64)
    return masks


def per_lane(table: np.ndarray, cols: np.ndarray) -> np.ndarray:
    """``table[lane, cols[lane]]`` for every lane (each column at least 0), read
    through the flat table: one gather rather than two-axis fancy indexing."""
    flat = np.ascontiguousarray(table).reshape(-1)
    found: np.ndarray = flat.take(np.arange(len(cols)) * table.shape[1] + cols)
    return found


def holds(masks: np.ndarray, cards: np.ndarray) -> np.ndarray:
    """Whether each mask holds the card (a card id below 0 is never held)."""
    held: np.ndarray = (cards >= 0) & (((masks >> np.maximum(cards, 0).astype(U64)) & ONE) == 1)
    return held


def cards_of(masks: np.ndarray) -> np.ndarray:
    """(lanes, most) each lane's card ids in ascending order, -1 past its last card."""
    rest = masks.copy()
    cards = np.empty((len(masks), int(np.bitwise_count(masks).max(initial=0))), dtype=np.int64)
    for j in range(cards.shape[1]):  # the lowest card left, then the next
        lowest = rest & (~rest + ONE)
        cards[:, j] = np.bitwise_count(lowest - ONE)  # 64 once no card is left
        rest ^= lowest
    cards[cards == 64] = -1
    return cards


def in_key_order(cards: np.ndarray, keys: np.ndarray, width: int) -> np.ndarray:
    """(lanes, width) the cards of :func:`cards_of` ordered by their ``keys`` (same
    shape; each a random draw in [0, 1) plus a whole rank, below 4), smallest first,
    equal keys lowest card first: the first ``width`` of them, -1 past the lane's last
    card. Each key is a whole number of 2**-53ths, so key and card pack into one int64
    (key above, card in the low 6 bits) and a plain sort of the packed values orders them."""
    if cards.shape[1] and keys.max(initial=0) >= 4:
        raise ValueError("in_key_order: keys must lie below 4")
    packed = np.where(cards >= 0, (keys * 2.0**53).astype(np.int64) << 6 | cards, _PAD)
    packed.sort(axis=1)
    ordered = np.where(packed[:, :width] < _PAD, packed[:, :width] & 63, -1)
    if ordered.shape[1] < width:  # fewer cards than asked for in every lane
        pad = np.full((len(cards), width - ordered.shape[1]), -1, dtype=np.int64)
        ordered = np.concatenate([ordered, pad], axis=1)
    return ordered
