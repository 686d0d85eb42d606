"""Trick play in lockstep: who leads first, the legal cards (lead and follow rules),
a uniformly random legal card per player, and the trick's winner."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from pitchspec import model as m
from pitchspec.engine.core.tables import TRUMP_BASE
from pitchspec.engine.kernel.bits import JOKERS, ONE, U64, random_card
from pitchspec.engine.kernel.setup import Setup


@dataclass(frozen=True, eq=False)
class Played:
    """Each lane's tricks: ``plays[lane, trick, position] = (seat, card)``, each
    trick's winning seat, and the trump suit (fixed by the first lead if not before)."""

    plays: np.ndarray
    winners: np.ndarray
    trump: np.ndarray


def first_leader(setup: Setup, elder: np.ndarray, pitcher: np.ndarray) -> np.ndarray:
    """The seat that leads the first trick: the pitcher, his left, or elder."""
    role = setup.variant.play.first_leader
    has = pitcher >= 0
    if role is m.Seat.PITCHER:
        return np.where(has, pitcher, elder)
    if role is m.Seat.LEFT_OF_PITCHER:
        return np.where(has, (pitcher + setup.left) % setup.n, elder)
    return elder


def play(setup: Setup, rng: np.random.Generator, hands: np.ndarray, trump: np.ndarray,
         leader: np.ndarray) -> Played:
    """All tricks of the hand; ``hands`` is emptied as the cards are played."""
    count = len(leader)
    lanes = np.arange(count)
    size = setup.variant.deal.hand
    plays = np.zeros((count, size, setup.n, 2), dtype=np.int64)
    winners = np.zeros((count, size), dtype=np.int64)
    broken = np.zeros(count, dtype=bool)
    for trick in range(size):
        seats = setup.seats_from(leader)
        for position in range(setup.n):
            seat = seats[:, position]
            hand = hands[lanes, seat]
            allowed = legal(setup, hand, trump, plays[:, trick, 0, 1], position, trick, broken)
            card = random_card(rng, allowed)
            if position == 0 and trick == 0:
                trump = np.where(trump < 0, card // 13, trump)
            elif position > 0:  # a trump played to a trick breaks trump
                broken |= (setup.trump_mask[trump] >> card.astype(U64)) & ONE == ONE
            hands[lanes, seat] = hand & ~(ONE << card.astype(U64))
            plays[:, trick, position, 0] = seat
            plays[:, trick, position, 1] = card
        winners[:, trick] = trick_winner(setup, plays[:, trick], trump)
        leader = winners[:, trick]
    return Played(plays, winners, trump)


def legal(setup: Setup, hand: np.ndarray, trump: np.ndarray, led: np.ndarray,
          position: int, trick: int, broken: np.ndarray) -> np.ndarray:
    """Legal cards: any card to lead (no joker for the pitch; the first lead's rule;
    no trump lead before trump is broken, where so ruled); the follow rule otherwise
    (under 'must follow until broken', must follow suit until a trump has been played
    to a trick, then follow suit or trump); no joker on the first trick where so ruled."""
    play = setup.variant.play
    allowed = _leads(setup, hand, trump, trick, broken) if position == 0 \
        else _follows(setup, hand, trump, led, broken)
    if play.jokers_barred_first_trick and trick == 0:  # unless he holds only jokers
        plain = allowed & ~U64(JOKERS)
        allowed = np.where(plain != 0, plain, allowed)
    return allowed


def _follows(setup: Setup, hand: np.ndarray, trump: np.ndarray, led: np.ndarray,
             broken: np.ndarray) -> np.ndarray:
    play = setup.variant.play
    t = np.maximum(trump, 0)
    suit = setup.effective[t, led]
    same = hand & setup.suit_masks[t, suit]
    trumps = hand & setup.trump_mask[t]
    follow = play.follow
    trump_led = suit == t
    if follow is m.FollowRule.MUST_FOLLOW:
        allowed = same
    elif follow is m.FollowRule.TRUMP_ON_TRUMP:
        allowed = np.where(trump_led, same, hand)
    else:
        allowed = np.where(trump_led, same, same | trumps)
    if play.trump_must_be_broken or follow is m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN:
        allowed = np.where(broken, allowed, same)
    result: np.ndarray = np.where((same != 0), allowed, hand)
    return result


def _leads(setup: Setup, hand: np.ndarray, trump: np.ndarray, trick: int,
           broken: np.ndarray) -> np.ndarray:
    no_jokers = hand & ~U64(JOKERS)
    pitch = (trump < 0) & (no_jokers != 0)
    lead: np.ndarray = np.where(pitch, no_jokers, hand)
    rule = setup.variant.play.first_lead
    trumps = hand & setup.trump_mask[np.maximum(trump, 0)]
    if trick == 0 and rule is not m.LeadRule.ANY:
        wanted = trumps if rule is m.LeadRule.TRUMP else hand & ~trumps
        return np.where((trump >= 0) & (wanted != 0), wanted, lead)
    if setup.variant.play.trump_must_be_broken:
        plain = hand & ~trumps
        lead = np.where((trump >= 0) & ~broken & (plain != 0), plain, lead)
    return lead


def trick_winner(setup: Setup, trick: np.ndarray, trump: np.ndarray) -> np.ndarray:
    """The seat winning each lane's trick: highest (or lowest) trump, else of the suit led."""
    cards = trick[:, :, 1]
    t = trump[:, None]
    strength = setup.strength[t, cards]
    suit = setup.effective[t, cards]
    led = suit[:, :1]
    tier = np.where(strength >= TRUMP_BASE, 2, np.where(suit == led, 1, 0))
    lowest = setup.variant.play.trick_winner is m.TrickWinner.LOWEST
    key = tier * 100000 + (-strength if lowest else strength)
    key = np.where(tier == 0, -10**9, key)
    best = np.argmax(key, axis=1)
    seats: np.ndarray = trick[np.arange(len(trick)), best, 0]
    return seats
