"""One trick's rules in lockstep, and the record of a hand's tricks: the legal cards
(lead and follow rules), the trick's winner, a dead hand thrown in, and who is still
in the play. Both ways of playing the tricks read them: every rule a card at a time
(:mod:`~pitchspec.engine.kernel.play`) and the plain path
(:mod:`~pitchspec.engine.kernel.plain_play`)."""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from pitchspec import model as m
from pitchspec.engine.core.tables import TRUMP_BASE
from pitchspec.engine.kernel.bits import JOKERS, U64
from pitchspec.engine.kernel.follow import follows, needs
from pitchspec.engine.kernel.follow import winner as general_winner
from pitchspec.engine.kernel.rows import row_any
from pitchspec.engine.kernel.setup import Setup

ABSENT = -1
THROWN = -2


@dataclass(frozen=True, eq=False)
class Played:
    """Each lane's tricks: ``record`` the seat and card of every play (int8; card
    ``ABSENT`` or ``THROWN`` where the seat played nothing), trick by trick as they
    were played (``record[trick, position, 0 or 1, lane]``) or, with ``lane_major``,
    lane by lane (as :attr:`plays`); each trick's winning seat (-1: an empty trick),
    the trump suit (fixed by the first lead if not before), and the slot (``trick * n
    + position``) at whose turn the bidder conceded (-1: none)."""

    record: np.ndarray
    winners: np.ndarray
    trump: np.ndarray
    conceded: np.ndarray
    sub: np.ndarray | None = None
    """The sub-trump suit declared with trump (None: the variant has none)."""

    lane_major: bool = False

    @functools.cached_property
    def plays(self) -> np.ndarray:
        """``plays[lane, trick, position] = (seat, card)``: the tricks lane by lane (a
        record kept trick by trick is copied when first asked for: the trace and the
        groups of :func:`beg.play_by_size` read it; scoring reads the record as it is,
        sparing most hands their largest transposition)."""
        if self.lane_major:
            return self.record
        return np.ascontiguousarray(self.record.transpose(3, 0, 1, 2))

    def cards_by_trick(self, lanes: np.ndarray) -> np.ndarray:
        """(tricks, n, len(lanes)) the cards played in ``lanes``, trick by trick."""
        cards = self.record[lanes, :, :, 1].transpose(1, 2, 0) if self.lane_major \
            else self.record[:, :, 1].take(lanes, axis=2)
        return np.ascontiguousarray(cards)


def unbarred(allowed: np.ndarray) -> np.ndarray:
    """No joker on the first trick, unless he holds only jokers."""
    plain_cards = allowed & ~U64(JOKERS)
    kept: np.ndarray = np.where(plain_cards != 0, plain_cards, allowed)
    return kept


def extra(rng: np.random.Generator, allowed: np.ndarray) -> np.ndarray:
    """Whether a random player picks the one choice offered beside his legal cards."""
    choices = np.bitwise_count(allowed).astype(np.int64) + 1
    picked: np.ndarray = (rng.random(len(allowed)) * choices).astype(np.int64) == choices - 1
    return picked


def in_play_from(setup: Setup, hands: np.ndarray, out: np.ndarray,
                  seat: np.ndarray) -> np.ndarray:
    """The first seat from ``seat`` on that still holds cards and has not thrown in
    (``seat`` itself when nobody does)."""
    at = np.arange(len(seat)) * setup.n + seat  # [lane, seat] in the flat hands and out
    here = (hands.take(at) != 0) & ~out.take(at)
    if here.all():  # as a rule the seat itself still plays
        return seat
    lanes = np.flatnonzero(~here)
    order = setup.seats_from(seat[lanes])
    live = (hands[lanes[:, None], order] != 0) & ~out[lanes[:, None], order]
    first = seat.copy()
    first[lanes] = np.where(row_any(live), order[np.arange(len(lanes)), np.argmax(live, axis=1)],
                            seat[lanes])
    return first


def throw_in(setup: Setup, rng: np.random.Generator, hands: np.ndarray, out: np.ndarray,
             so_far: np.ndarray, seat: np.ndarray, trump: np.ndarray,
             allowed: np.ndarray, later: bool, sub: np.ndarray | None = None) -> np.ndarray:
    """Whether the seat throws in his dead hand: he may when he holds no trump and no
    counting card, a partner still plays and the trick is going to the other side;
    a random player chooses it as one more choice beside his legal cards."""
    lanes = np.arange(len(seat))
    hand = hands[lanes, seat]
    sides = setup.sides
    others = (sides[None, :] == sides[seat][:, None]) & (np.arange(setup.n) != seat[:, None])
    partner = row_any(others & (hands != 0) & ~out)
    counting = (hand & counting_cards(setup)) != 0
    going = trick_winner(setup, so_far, trump, later, sub)
    dead = partner & ~counting & ((hand & setup.trump_mask[trump]) == 0) \
        & (so_far[:, 0, 1] >= 0) & (going >= 0) & (sides[np.maximum(going, 0)] != sides[seat])
    throws: np.ndarray = dead & extra(rng, allowed)
    return throws


@functools.lru_cache(maxsize=64)
def counting_cards(setup: Setup) -> np.uint64:
    """The cards that count card points, as one mask."""
    return U64(sum(1 << int(card) for card in np.flatnonzero(setup.tables.card_points)))


def legal(setup: Setup, hand: np.ndarray, trump: np.ndarray, led: np.ndarray,
          position: int, trick: int, broken: np.ndarray, suit: np.ndarray | None = None,
          sub: np.ndarray | None = None) -> np.ndarray:
    """Legal cards: any card to lead (no joker for the pitch; the first lead's rule;
    no trump lead before trump is broken, where so ruled); the follow rule otherwise
    (under 'must follow until broken', must follow suit until a trump has been played
    to a trick, then follow suit or trump); no joker on the first trick, or to lead it,
    where so ruled.
    With a ``suit`` to follow fixed so far (rankless or suitless jokers, a ``sub``-trump)
    the follow rule is :func:`~pitchspec.engine.kernel.follow.follows`."""
    play = setup.variant.play
    if position == 0:
        allowed = leads(setup, hand, trump, trick, broken)
    elif suit is not None:
        allowed = follows(setup, hand, trump, sub, suit, broken)
    else:
        allowed = _follows(setup, hand, trump, led, broken)
    if trick == 0 and (play.jokers_barred_first_trick
                       or (play.jokers_not_led_first_trick and position == 0)):
        # no joker on the first trick (or to lead it), unless he holds only jokers
        plain = allowed & ~U64(JOKERS)
        allowed = np.where(plain != 0, plain, allowed)
    return allowed


def _follows(setup: Setup, hand: np.ndarray, trump: np.ndarray, led: np.ndarray,
             broken: np.ndarray) -> np.ndarray:
    play = setup.variant.play
    t = np.maximum(trump, 0)
    suit = np.take(setup.effective, t * 54 + led % 54)  # effective[t, led], led -1 the last
    same = hand & np.take(setup.suit_masks, t * setup.suit_masks.shape[1] + suit)
    trumps = hand & setup.trump_mask[t]
    follow = play.follow
    trump_led = suit == t
    if follow is m.FollowRule.MUST_FOLLOW:
        allowed = same
    elif follow is m.FollowRule.TRUMP_ON_TRUMP:
        allowed = np.where(trump_led, same, hand)
    else:
        allowed = np.where(trump_led, same, same | trumps)
    if follow is m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN:
        allowed = np.where(broken, allowed, same)
    result: np.ndarray = np.where((same != 0), allowed, hand)
    return result


def leads(setup: Setup, hand: np.ndarray, trump: np.ndarray, trick: int,
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


def trick_winner(setup: Setup, trick: np.ndarray, trump: np.ndarray,
                 later: bool = False, sub: np.ndarray | None = None) -> np.ndarray:
    """The seat winning each lane's trick: highest (or lowest) trump, else of the suit
    led (-1 for a trick nobody played to); where the rule says so (Carthage), a
    ``later`` trick (not the first) that nobody trumps goes to its leader. Rankless or
    suitless jokers and a ``sub``-trump: :func:`~pitchspec.engine.kernel.follow.winner`."""
    if needs(setup.variant):  # as the plays are kept: [position, seat or card, lane]
        return general_winner(setup, trick.transpose(1, 2, 0), trump, sub, later)
    played = trick[:, :, 1] >= 0
    cards = np.maximum(trick[:, :, 1], 0)
    at = trump[:, None] % 4 * 54 + cards  # [trump, card], trump -1 the last row
    strength = np.take(setup.strength, at)
    suit = np.take(setup.effective, at)
    led = suit[:, :1]
    tier = np.where(strength >= TRUMP_BASE, 2, np.where(suit == led, 1, 0))
    lowest = setup.variant.play.trick_winner is m.TrickWinner.LOWEST
    key = tier * 100000 + (-strength if lowest else strength)
    key = np.where((tier == 0) | ~played, -10**9, key)
    best = np.argmax(key, axis=1)
    if later and setup.variant.play.off_lead_untrumped_previous_winner_leads:
        best = np.where(row_any((tier == 2) & played), best, 0)
    seats: np.ndarray = np.where(played[:, 0], trick[np.arange(len(trick)), best, 0], -1)
    return seats
