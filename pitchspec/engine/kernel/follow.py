"""Trick play beyond one suit led and one trump suit, in lockstep: rankless jokers
(of no suit, they never win a trick and may always be played to a plain lead), a led
joker that is suitless (the next suited card fixes the suit to follow), a joker held
back on a trump lead, and a sub-trump suit (above the plain suits, below trumps; where
so ruled it may trump a plain lead as a trump may).

The rules are the reference engine's (:mod:`pitchspec.engine.phases.play_rules`):
``led_suit``, ``_follow_suit`` and ``trick_winner`` there, lane by lane here. The
plain path of :mod:`pitchspec.engine.kernel.play` runs every other variant.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from pitchspec import model as m
from pitchspec.engine.core.tables import NO_SUIT, TRUMP_BASE
from pitchspec.engine.kernel.bits import JOKERS, U64
from pitchspec.engine.kernel.setup import Setup


def needs(variant: m.Variant) -> bool:
    """Whether the variant's tricks need these rules (else the plain path runs)."""
    p = variant.play
    return (variant.ranking.jokers is m.JokerRole.RANKLESS
            or p.joker_lead is m.JokerLead.SUITLESS or p.joker_held_back_on_trump_lead
            or p.sub_trump_may_trump or variant.trump.sub_trump)


def no_suit(count: int) -> np.ndarray:
    """No suit to follow yet: the state of every lane before a trick's lead."""
    return np.full(count, NO_SUIT, dtype=np.int64)


def fixes(setup: Setup, suit: np.ndarray, trump: np.ndarray, card: np.ndarray,
          playing: np.ndarray) -> np.ndarray:
    """The suit to follow after ``card`` is played: while none is fixed, the card's
    effective suit fixes it (a rankless joker has none; nor has any joker where a led
    joker is suitless); a fixed suit stays."""
    given = np.take(setup.effective, np.maximum(trump, 0) * 54 + np.maximum(card, 0))
    if setup.variant.play.joker_lead is m.JokerLead.SUITLESS:
        given = np.where(card >= 52, NO_SUIT, given)
    fixed: np.ndarray = np.where((suit == NO_SUIT) & playing, given, suit)
    return fixed


def follows(setup: Setup, hand: np.ndarray, trump: np.ndarray, sub: np.ndarray | None,
            suit: np.ndarray, broken: np.ndarray) -> np.ndarray:
    """Legal cards to follow: anything while no suit is fixed; to a trump lead a trump
    if he has one (not a joker where jokers are held back, and then no rankless joker
    either), else anything; to a plain lead the follow rule's cards (a sub-trump beside
    the trumps where it may trump), a rankless joker always, anything when void."""
    play = setup.variant.play
    t = np.maximum(trump, 0)
    suits = setup.suit_masks.reshape(-1)  # [trump, suit] at trump * 5 + suit
    trumps = setup.trump_mask.take(t)
    same = hand & suits.take(t * 5 + suit)
    has = same != 0
    rankless = hand & U64(JOKERS) & ~trumps
    if play.joker_held_back_on_trump_lead:
        plain = same & ~U64(JOKERS)
        on_trump = np.where(has, np.where(plain != 0, plain, same), hand)
    else:
        on_trump = np.where(has, same, hand) | rankless
    follow = play.follow
    if follow is m.FollowRule.MUST_FOLLOW:
        other = same | rankless
    elif follow is m.FollowRule.TRUMP_ON_TRUMP:
        other = hand
    else:
        other = same | (hand & trumps) | rankless
        if play.sub_trump_may_trump and sub is not None:
            subs = hand & suits.take(t * 5 + np.maximum(sub, 0))
            other |= np.where(sub >= 0, subs, U64(0))
    if follow is m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN:
        other = np.where(broken, other, same | rankless)  # must follow until broken
    other = np.where(has, other, hand)
    allowed: np.ndarray = np.where(suit == NO_SUIT, hand, np.where(suit == t, on_trump, other))
    return allowed


def winner(setup: Setup, trick: np.ndarray, trump: np.ndarray, sub: np.ndarray | None,
           later: bool) -> np.ndarray:
    """The seat winning each lane's trick: the highest trump, else the highest
    sub-trump, else the highest card of the suit fixed (lowest instead under reverse
    ranking); a rankless joker never wins; a trick nobody can win goes to its leader;
    where the rule says so, a later trick nobody trumps goes to its leader. Each
    card's suit, rank and standing are read from :func:`_winner_tables`."""
    rows = _winner_tables(setup)
    # [position, lane]: whole rows of lanes, and the few positions stepped through
    cards = np.maximum(trick[:, :, 1], -1).T  # -1: no card (thrown in, or not played)
    t = np.maximum(trump, 0)
    at = (t * _W)[None, :] + cards + 1
    given = rows.given.take(at)  # the suit each card fixes (NO_SUIT: none)
    led = given[0]
    for place in range(1, len(given)):  # the first suited card fixes the suit
        led = np.where(led == NO_SUIT, given[place], led)
    # each card's key in the row of its trump, suit led and sub-trump, its place from
    # the leader below: the greatest is the best card, the first of equals
    row = (t * 5 + led) * 5 + (np.maximum(sub, -1) + 1 if sub is not None else 0)
    keys = rows.key.take((row * _W)[None, :] + cards + 1)
    keys += _LATER[:len(keys)]
    best = (_PLACE - 1) - (np.maximum.reduce(keys, axis=0) & (_PLACE - 1))
    if later and setup.variant.play.off_lead_untrumped_previous_winner_leads:
        best = np.where(rows.trump.take(at).any(axis=0), best, 0)
    seats: np.ndarray = np.where(cards[0] >= 0, trick[np.arange(len(trick)), best, 0], -1)
    return seats


_PLACE = 64
"""A trick's keys are multiplied by this, a place from the leader (fewer than it)
below: place 0 highest, so equal keys leave the first card best."""

_LATER = (_PLACE - 1 - np.arange(_PLACE, dtype=np.int64))[:, None]
"""Each place's low bits, one row a place."""

_W = 55
"""A row of the winner tables: no card (-1), then the card ids 0..53."""


@dataclass(frozen=True, eq=False)
class _WinnerTables:
    """Per trump suit and card, flat, read at ``trump * 55 + card + 1``: ``given`` the
    suit the card fixes when it is the first suited card (NO_SUIT: none, as for no
    card), ``trump`` whether it is a trump; and ``key``, read at ``((trump * 5 + led)
    * 5 + sub + 1) * 55 + card + 1`` (``led`` the suit fixed, NO_SUIT for none;
    ``sub`` the sub-trump suit, -1 for none), the card's standing in such a trick."""

    given: np.ndarray
    trump: np.ndarray
    key: np.ndarray
    """The card's key at the highest tier it reaches (3 a trump, 2 a sub-trump, 1 the
    suit led): ``tier * 100000`` plus its strength (negated under reverse ranking)
    where it may win at all (its strength not below 0), else -10**9; times
    :data:`_PLACE`."""


@functools.lru_cache(maxsize=64)
def _winner_tables(setup: Setup) -> _WinnerTables:
    """:class:`_WinnerTables` from the setup's strengths and effective suits."""
    suitless = setup.variant.play.joker_lead is m.JokerLead.SUITLESS
    lowest = setup.variant.play.trick_winner is m.TrickWinner.LOWEST
    cards = np.arange(54)
    given = np.full((4, _W), NO_SUIT, dtype=np.int64)
    effective = np.full((4, _W), -9, dtype=np.int64)  # no card: never the suit led
    trump = np.zeros((4, _W), dtype=bool)
    suited = np.zeros((4, _W), dtype=bool)
    ranked = np.zeros((4, _W), dtype=bool)
    rank = np.zeros((4, _W), dtype=np.int64)
    for t in range(4):
        strength, suit = setup.strength[t], setup.effective[t]
        given[t, 1:] = np.where((cards >= 52) & suitless, NO_SUIT, suit)
        effective[t, 1:] = suit
        trump[t, 1:] = strength >= TRUMP_BASE
        suited[t, 1:] = cards < 52
        ranked[t, 1:] = strength >= 0
        rank[t, 1:] = -strength if lowest else strength
    tiers = [np.where(ranked, tier * 100000 + rank, -10**9) for tier in range(4)]
    eff = effective[:, None, None, :]
    led = np.arange(5)[None, :, None, None]
    sub = np.arange(-1, 4)[None, None, :, None]
    key = np.where(eff == led, tiers[1][:, None, None, :], -10**9)
    is_sub = (sub >= 0) & suited[:, None, None, :] & (eff == sub)
    key = np.where(is_sub, tiers[2][:, None, None, :], key)
    key = np.where(trump[:, None, None, :], tiers[3][:, None, None, :], key)
    return _WinnerTables(given.reshape(-1).astype(np.int8), trump.reshape(-1),
                         (key * _PLACE).reshape(-1))
