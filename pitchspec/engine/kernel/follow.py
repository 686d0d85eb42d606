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
    where the rule says so, a later trick nobody trumps goes to its leader."""
    played = trick[:, :, 1] >= 0
    cards = np.maximum(trick[:, :, 1], 0)
    at = np.maximum(trump, 0)[:, None] * 54 + cards  # [trump, card] in the flat tables
    strength = np.take(setup.strength, at)
    effective = np.take(setup.effective, at)
    given = effective
    if setup.variant.play.joker_lead is m.JokerLead.SUITLESS:
        given = np.where(cards >= 52, NO_SUIT, given)
    given = np.where(played, given, NO_SUIT)
    lanes = np.arange(len(trick))
    suited = given != NO_SUIT  # the first suited card fixes the suit (NO_SUIT: none)
    led = np.take_along_axis(given, np.argmax(suited, axis=1)[:, None], axis=1)
    is_sub = np.zeros(cards.shape, dtype=bool) if sub is None \
        else (sub[:, None] >= 0) & (cards < 52) & (effective == sub[:, None])
    trumps = strength >= TRUMP_BASE
    tier = np.where(trumps, 3, np.where(is_sub, 2, np.where(effective == led, 1, 0)))
    lowest = setup.variant.play.trick_winner is m.TrickWinner.LOWEST
    key = tier * 100000 + (-strength if lowest else strength)
    key = np.where((tier == 0) | (strength < 0) | ~played, -10**9, key)
    best = np.argmax(key, axis=1)
    if later and setup.variant.play.off_lead_untrumped_previous_winner_leads:
        best = np.where((trumps & played).any(axis=1), best, 0)
    seats: np.ndarray = np.where(played[:, 0], trick[lanes, best, 0], -1)
    return seats
