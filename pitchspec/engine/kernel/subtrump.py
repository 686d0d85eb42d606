"""The sub-trump suit in lockstep: declared with trump, and its own points (the
highest and lowest sub-trump in play, a named card of the sub-trump suit).

A sub-trump (Two-trump Pitch) is a second suit the bidder names after trump: its cards
beat the plain suits and lose to trumps (:mod:`pitchspec.engine.kernel.follow` plays
them). Its points mirror the reference engine's (``extreme_trump`` and ``card_point``
of :mod:`pitchspec.engine.phases.scoring` with the hand's sub-trump).
"""

from __future__ import annotations

import functools
import itertools

import numpy as np

from pitchspec import model as m
from pitchspec.engine.kernel.bits import ONE, U64, holds
from pitchspec.engine.kernel.setup import Setup


def declare_sub(rng: np.random.Generator, trump: np.ndarray) -> np.ndarray:
    """The bidder names a sub-trump suit, any suit but trump, uniformly at random."""
    pick = rng.integers(0, 3, len(trump))
    sub: np.ndarray = pick + (pick >= trump)
    return sub


def names_sub(rule: m.PointRule) -> bool:
    """Whether the point is the sub-trump's: its highest or lowest card, or a card of
    the sub-trump suit."""
    if rule.kind in (m.PointKind.HIGHEST, m.PointKind.LOWEST):
        return rule.scope is m.SuitRef.SUB
    return rule.card is not None and rule.card.suit is m.SuitRef.SUB


def sub_card(setup: Setup, rule: m.PointRule, trump: np.ndarray, sub: np.ndarray,
             played: np.ndarray) -> np.ndarray:
    """The sub-trump point's card in each lane, -1 where there is none: the named card
    of the sub-trump suit if it was played, or the highest or lowest sub-trump played."""
    if rule.kind is not m.PointKind.CARD:
        return _extreme(setup, rule, trump, sub, played)
    assert rule.card is not None and rule.card.rank is not None
    card = np.where(sub >= 0, sub * 13 + int(rule.card.rank) - 2, -1)
    named: np.ndarray = np.where(holds(played, card), card, -1)
    return named


def _extreme(setup: Setup, rule: m.PointRule, trump: np.ndarray, sub: np.ndarray,
                played: np.ndarray) -> np.ndarray:
    """High or low of the sub-trump: the highest (lowest) card played of the sub-trump
    suit that is not a trump, by plain rank (the first of equals by card id, as the
    engine's max and min); -1 where none was played."""
    count = len(trump)
    lanes = np.arange(count)
    t, s = np.maximum(trump, 0), np.maximum(sub, 0)
    if _rising(setup):  # by card id: the highest (lowest) bit held
        held = played & setup.suit_masks.reshape(-1).take(t * 5 + s) \
            & _SUITS.take(s) & np.where(sub >= 0, ~U64(0), U64(0))
        if rule.kind is m.PointKind.LOWEST:
            one = held & (~held + ONE)
        else:
            top = held.copy()
            for shift in (1, 2, 4, 8, 16, 32):  # every bit below the highest set
                top |= top >> U64(shift)
            one = top ^ (top >> ONE)
        picked: np.ndarray = np.where(held != 0, np.bitwise_count(one - ONE).astype(np.int64), -1)
        return picked
    ids = s[:, None] * 13 + np.arange(13)[None, :]  # the sub-trump suit's cards, by id
    sub_cards = setup.suit_masks[t, s]
    present = holds(played[:, None] & sub_cards[:, None], ids) & (sub[:, None] >= 0)
    strength = setup.strength[t[:, None], ids]
    rank = np.arange(13)[None, :]
    if rule.kind is m.PointKind.LOWEST:
        key = np.where(present, -(strength * 64) - rank, -10**9)
    else:
        key = np.where(present, strength * 64 - rank, -10**9)
    first = np.argmax(key, axis=1)
    found: np.ndarray = np.where(present[lanes, first], ids[lanes, first], -1)
    return found


_SUITS = np.array([0x1FFF << 13 * suit for suit in range(4)], dtype=U64)
"""Each suit's thirteen cards by id, as a mask."""


@functools.lru_cache(maxsize=64)
def _rising(setup: Setup) -> bool:
    """Whether, under every trump, every suit's cards that may be sub-trumps rank
    strictly higher as their card id rises (so the highest and lowest are the
    highest and lowest bits; where not, :func:`_extreme` compares their ranks)."""
    for trump in range(4):
        for suit in range(4):
            mask = int(setup.suit_masks[trump, suit])
            ids = [suit * 13 + rank for rank in range(13) if mask >> (suit * 13 + rank) & 1]
            strengths = [int(setup.strength[trump, card]) for card in ids]
            if any(b <= a for a, b in itertools.pairwise(strengths)):
                return False
    return True
