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


def fixes(setup: Setup, suit: np.ndarray, trump: np.ndarray, card: np.ndarray) -> np.ndarray:
    """The suit to follow after ``card`` is played (below 0: none): while none is
    fixed, the card's effective suit fixes it (a rankless joker has none; nor has any
    joker where a led joker is suitless); a fixed suit stays. The suit a card fixes
    is read from :func:`_winner_tables`."""
    at = np.maximum(trump, 0) * _W + 1 + np.maximum(card, -1)
    fixed: np.ndarray = np.where(suit == NO_SUIT, _winner_tables(setup).given.take(at), suit)
    return fixed


def follows(setup: Setup, hand: np.ndarray, trump: np.ndarray, sub: np.ndarray | None,
            suit: np.ndarray, broken: np.ndarray) -> np.ndarray:
    """Legal cards to follow: anything while no suit is fixed; to a trump lead a trump
    if he has one (not a joker where jokers are held back, and then no rankless joker
    either), else anything; to a plain lead the follow rule's cards (a sub-trump beside
    the trumps where it may trump), a rankless joker always, anything when void. The
    cards of each kind are read from :func:`_follow_tables`: where he holds the suit
    fixed, the cards he would rather play if he has any, else the wider ones."""
    rows = _follow_tables(setup)
    code = (np.maximum(trump, 0) * 5 + suit) * 5
    if sub is not None:
        code += np.maximum(sub, -1) + 1
    if setup.variant.play.follow is m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN:
        code += broken * 100  # the rows once trump is broken
    prefer = hand & rows.prefer.take(code)
    kept = np.where(prefer != 0, prefer, hand & rows.wide.take(code))
    allowed: np.ndarray = np.where((hand & rows.suit.take(code)) != 0, kept, hand)
    return allowed


@dataclass(frozen=True, eq=False)
class _FollowTables:
    """Per (trump broken, trump suit, suit fixed, sub-trump + 1), flat, read at
    ``((broken * 4 + trump) * 5 + suit) * 5 + sub + 1``: ``suit`` the suit fixed's cards
    (what he must hold to be bound), ``prefer`` the cards he must play if he holds
    any of them, else ``wide`` (all the cards where no suit is fixed)."""

    suit: np.ndarray
    prefer: np.ndarray
    wide: np.ndarray


@functools.lru_cache(maxsize=64)
def _follow_tables(setup: Setup) -> _FollowTables:
    """:class:`_FollowTables` from the setup's suit and trump masks and the follow rule."""
    play, every = setup.variant.play, (1 << 64) - 1
    follow = play.follow
    suit = np.zeros((2, 4, 5, 5), dtype=U64)
    prefer, wide = np.zeros_like(suit), np.zeros_like(suit)
    for broken, t, fixed, sub in np.ndindex(2, 4, 5, 5):
        same, trumps = int(setup.suit_masks[t, fixed]), int(setup.trump_mask[t])
        rankless = JOKERS & ~trumps
        subs = int(setup.suit_masks[t, sub - 1]) if sub and play.sub_trump_may_trump else 0
        if fixed == NO_SUIT or (fixed != t and follow is m.FollowRule.TRUMP_ON_TRUMP):
            cards = (every, every)
        elif fixed == t:
            cards = (same & ~JOKERS, same) if play.joker_held_back_on_trump_lead \
                else (same | rankless, same | rankless)
        elif follow is m.FollowRule.MUST_FOLLOW or (
                follow is m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN and not broken):
            cards = (same | rankless, same | rankless)
        else:
            cards = (same | trumps | rankless | subs,) * 2
        suit[broken, t, fixed, sub] = same
        prefer[broken, t, fixed, sub], wide[broken, t, fixed, sub] = cards
    return _FollowTables(suit.reshape(-1), prefer.reshape(-1), wide.reshape(-1))


def winner(setup: Setup, trick: np.ndarray, trump: np.ndarray, sub: np.ndarray | None,
           later: bool) -> np.ndarray:
    """The seat winning each lane's trick (``trick[position, seat or card, lane]``, as
    the plays are kept): the highest trump, else the highest sub-trump, else the
    highest card of the suit fixed (lowest instead under reverse ranking); a rankless
    joker never wins; a trick nobody can win goes to its leader; where the rule says
    so, a later trick nobody trumps goes to its leader. Each card's suit, rank and
    standing are read from :func:`_winner_tables`."""
    rows = _winner_tables(setup)
    # [position, lane]: whole rows of lanes, and the few positions stepped through
    cards = np.maximum(trick[:, 1], -1)  # -1: no card (thrown in, or not played)
    count, t = cards.shape[1], np.maximum(trump, 0)
    at = (t * _W + 1)[None, :] + cards
    given = rows.given.take(at)  # the suit each card fixes (NO_SUIT: none)
    led = given[0]
    for place in range(1, len(given)):  # the first suited card fixes the suit
        led = np.where(led == NO_SUIT, given[place], led)
    # each card's key in the row of its trump, suit led and sub-trump, its place from
    # the leader below: the greatest is the best card, the first of equals
    first = (t * 25 + (np.maximum(sub, -1) + 1 if sub is not None else 0)) * _W + 1
    row = first + led * np.int64(5 * _W)  # ((trump * 5 + led) * 5 + sub + 1) * 55 + 1
    keys = rows.key.take(row[None, :] + cards)
    keys += _LATER[:len(keys)]
    best = (_PLACE - 1) - (np.maximum.reduce(keys, axis=0) & (_PLACE - 1))
    if later and setup.variant.play.off_lead_untrumped_previous_winner_leads:
        best = np.where(rows.trump.take(at).any(axis=0), best, 0)
    seat = np.ascontiguousarray(trick).reshape(-1).take(best * (2 * count) + np.arange(count))
    seats: np.ndarray = np.where(cards[0] >= 0, seat, -1)
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
