"""Plain trick play in lockstep: every trick with one suit led and one trump suit,
the trick's winner kept as each card falls, the cards to follow read from per-trump
tables; a concession and a dead hand thrown in as the rules have them. It draws the
same random numbers, and gives the same cards and winners, as playing every rule a
card at a time (:func:`pitchspec.engine.kernel.play.play` chooses between them)."""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from pitchspec import model as m
from pitchspec.engine.core.tables import TRUMP_BASE
from pitchspec.engine.kernel.bits import U64, bit, pick_cards
from pitchspec.engine.kernel.draw import Stock
from pitchspec.engine.kernel.follow import needs
from pitchspec.engine.kernel.setup import Setup
from pitchspec.engine.kernel.tricks import (
    THROWN,
    Played,
    counting_cards,
    extra,
    leads,
    unbarred,
)


def plain(variant: m.Variant) -> bool:
    """Whether every trick of the variant is plain: one suit led, one trump suit, and
    no hand thrown in is refilled from a stock (:func:`_play_plain` plays it)."""
    rules = variant.play
    return not (needs(variant) or (rules.dead_hand_throw_in and rules.draw_after_trick))


def play_plain(setup: Setup, rng: np.random.Generator, hands: np.ndarray, trump: np.ndarray,
                leader: np.ndarray, bidder: np.ndarray, stock: Stock | None,
                sub: np.ndarray | None) -> Played:
    """:func:`play` where every trick is plain: the same draws, cards and winners,
    the trick's winner kept as each card falls (the best card so far, the first of
    equals), the cards to follow read from the trick tables (:func:`_tables`), a
    concession and a dead hand thrown in as :class:`_Concession` and :class:`_ThrowIn`
    rule them."""
    size = int(np.bitwise_count(hands).max(initial=0))  # the most cards anyone holds
    if stock is not None:
        size += stock.tricks(setup.n)
    tricks = _PlainTricks(setup, rng, hands, trump, bidder, size)
    rules = setup.variant.play
    for trick in range(size):
        now = tricks.lead(trick, leader)
        for position in range(1, setup.n):
            tricks.follow(now, trick, position)
        best = tricks.winner(now)
        winner = best if now.trumped is None \
            else np.where(now.trumped, best, now.leader)  # untrumped: to its leader
        tricks.winners[:, trick] = np.where(now.closed, winner, -1)
        if stock is not None:
            stock.draw(setup, tricks.work.T, winner if rules.draw_winner_first else now.leader,
                       now.closed)
        leader = winner
        if tricks.concession is not None:
            tricks.concession.closed()
    hands[...] = tricks.work.T
    conceded = tricks.concession.at if tricks.concession \
        else np.full(len(leader), -1, dtype=np.int64)
    return Played(tricks.plays, tricks.winners, tricks.trump, conceded, sub)


class _Trick:
    """One trick in progress: its leader, the row of the trick tables its lead picks
    (``key_row``: the cards' ranks; ``suit``, ``follow``: what a follower may play),
    the best rank so far with its place from the leader in its low bits
    (:data:`_PLACE`), whether a trump was played (kept only for the off-lead rule)
    and whether anyone led (else it never closes)."""

    def __init__(self, leader: np.ndarray, key_row: np.ndarray, best: np.ndarray,
                 suit: np.ndarray, follow: np.ndarray, trumped: np.ndarray | None,
                 closed: np.ndarray) -> None:
        self.leader, self.key_row, self.best = leader, key_row, best
        self.suit, self.follow, self.trumped, self.closed = suit, follow, trumped, closed


class _PlainTricks:
    """A hand's plain tricks in lockstep: the hands seat by seat (``work[seat, lane]``:
    numpy is quick on whole rows of lanes, slow on a lane's few seats), the plays and
    winners so far, trump (pitched by the first lead where not fixed before) and
    whether it is broken."""

    def __init__(self, setup: Setup, rng: np.random.Generator, hands: np.ndarray,
                 trump: np.ndarray, bidder: np.ndarray, size: int) -> None:
        rules = setup.variant.play
        count, n = hands.shape
        self.setup, self.rng, self.rows, self.trump = setup, rng, _tables(setup), trump
        self.work = np.ascontiguousarray(hands.T)
        self.flat, self.lanes = self.work.reshape(-1), np.arange(count)
        self.ring = np.ascontiguousarray(setup.seats_from(np.arange(n)).T)  # [place, first]
        # each place's keys with the place in the low bits: the best card so far, the
        # first of equals, is the greatest, its place read back at the trick's end
        self.keys = [self.rows.key * _PLACE + (_PLACE - 1 - place) for place in range(n)]
        # [trick, position, seat or card, lane]: each play writes two whole rows
        self.plays = np.empty((size, n, 2, count), dtype=np.int8)
        self.winners = np.empty((count, size), dtype=np.int64)
        self.broken = np.zeros(count, dtype=bool)
        self.unbroken = rules.follow is m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN
        self.breaks = rules.trump_must_be_broken or self.unbroken
        self.any_lead = not rules.trump_must_be_broken and bool((setup.deck < 52).all())
        self.barred = rules.jokers_barred_first_trick
        self.barred_lead = rules.jokers_not_led_first_trick
        self.offlead = rules.off_lead_untrumped_previous_winner_leads
        self.row = self.tmask = np.zeros(count, dtype=np.int64)
        self.concession = _Concession(setup, bidder) if rules.bidder_may_concede else None
        self.throw = _ThrowIn(setup) if rules.dead_hand_throw_in else None

    def lead(self, trick: int, leader: np.ndarray) -> _Trick:
        """The lead: the first seat from ``leader`` still in play leads a legal card."""
        setup, rows, n = self.setup, self.rows, self.setup.n
        leader, hand = _holder_from(setup, self.flat, self.lanes, leader,
                                    self.concession.stopped if self.concession else None)
        allowed = hand if trick and self.any_lead \
            else leads(setup, hand, self.trump, trick, self.broken)
        allowed = unbarred(allowed) if (self.barred or self.barred_lead) and trick == 0 \
            else allowed
        card, held = pick_cards(self.rng, allowed)
        if self.concession is not None:
            card = self.concession.turn(self.rng, leader, allowed, card, trick * n, True)
            held = bit(card)
        if trick == 0:  # the pitch fixes trump where nothing did before
            self.trump = np.where(self.trump < 0, card // 13, self.trump)
            self.row = np.maximum(self.trump, 0) * _W + 2
            self.tmask = setup.trump_mask.take(np.maximum(self.trump, 0))
        led = self.row + card
        key_row = rows.lead.take(led)
        now = _Trick(leader, key_row, self.keys[0].take(key_row + card), rows.suit.take(led),
                     rows.follow.take(led),
                     np.zeros(len(card), dtype=bool) if self.offlead and trick else None,
                     card >= 0)
        # his card only (held); an index assignment, about half what the array's put costs
        self.flat[leader * len(leader) + self.lanes] = hand ^ held
        self.plays[trick, 0, 0] = leader
        self.plays[trick, 0, 1] = card
        return now

    def follow(self, now: _Trick, trick: int, position: int) -> None:
        """The seat ``position`` places after the leader plays a legal card to ``now``."""
        seat = self.ring[position].take(now.leader)
        at = seat * len(seat) + self.lanes
        hand = self.flat.take(at)
        wide = np.where(self.broken, now.follow, now.suit) if self.unbroken else now.follow
        # his cards of what he may play where he holds the suit led, else any (all ones)
        allowed = hand & (wide | np.subtract(0, (hand & now.suit) == 0, dtype=U64))
        allowed = unbarred(allowed) if self.barred and trick == 0 else allowed
        card, held = pick_cards(self.rng, allowed)
        if self.concession is not None:
            card = self.concession.turn(self.rng, seat, allowed, card,
                                        trick * self.setup.n + position, False)
        if self.throw is not None:
            best = self.winner(now)
            going = best if now.trumped is None else np.where(now.trumped, best, now.leader)
            card = self.throw.turn(self.rng, self.work, at, seat, hand, allowed, card,
                                   np.where(now.closed, going, -1), self.tmask)
        if self.concession is not None or self.throw is not None:
            held = bit(card)  # none where he played nothing or threw in
        if self.breaks:  # a trump played to a trick breaks trump
            self.broken |= (self.tmask & held) != 0
        np.maximum(now.best, self.keys[position].take(now.key_row + card), out=now.best)
        if now.trumped is not None:  # for the off-lead rule: was the trick trumped?
            now.trumped |= self.rows.trumps.take(self.row + card)
        if self.throw is None:  # only his hand held the card (a card of it, or none)
            self.flat[at] = hand ^ held
        else:  # his hand may have been thrown in since it was read
            self.work &= ~held
        self.plays[trick, position, 0] = seat
        self.plays[trick, position, 1] = card

    def winner(self, now: _Trick) -> np.ndarray:
        """The seat whose card is the best of the trick so far (the leader's where
        nobody played)."""
        place = (_PLACE - 1) - (now.best & (_PLACE - 1))
        seat: np.ndarray = self.ring.reshape(-1).take(place * self.setup.n + now.leader)
        return seat


class _ThrowIn:
    """A dead hand thrown in on the plain path (as :func:`throw_in` rules it): a
    follower who holds no trump and no counting card, whose partner still holds cards,
    while the trick goes to the other side, picks it at random as one more choice
    beside his cards; his hand is emptied, so he plays no more."""

    def __init__(self, setup: Setup) -> None:
        sides = setup.sides
        self.sides = sides
        self.partners = (sides[:, None] == sides[None, :]) & ~np.eye(setup.n, dtype=bool)
        self.counting = counting_cards(setup)

    def turn(self, rng: np.random.Generator, hands: np.ndarray, at: np.ndarray,
             seat: np.ndarray, hand: np.ndarray, allowed: np.ndarray, card: np.ndarray,
             going: np.ndarray, trumps: np.ndarray) -> np.ndarray:
        """The seat's card, ``THROWN`` where he throws in (``going``: the seat the
        trick goes to so far, -1: none; ``trumps``: the trump suit's cards)."""
        partner = (self.partners[:, seat] & (hands != 0)).any(axis=0)  # hands[seat, lane]
        dead = partner & ((hand & (trumps | self.counting)) == 0) & (going >= 0) \
            & (self.sides.take(np.maximum(going, 0)) != self.sides.take(seat))
        throws = dead & extra(rng, allowed) & (card >= 0)
        if not throws.any():
            return card
        hands.reshape(-1)[at] = np.where(throws, U64(0), hand)
        thrown: np.ndarray = np.where(throws, THROWN, card)
        return thrown


class _Concession:
    """The bidder's concession on the plain path (as :func:`_play_rules` rules it):
    at each of his turns a random bidder picks it as one more choice beside his
    cards. Unless the deal is played out, play stops in his lane: at once when he
    concedes at a lead (he plays no card), else when the trick closes."""

    def __init__(self, setup: Setup, bidder: np.ndarray) -> None:
        self.bidder = bidder
        self.stops = not setup.variant.play.concession_plays_out
        self.stopped = np.zeros(len(bidder), dtype=bool)
        self.at = np.full(len(bidder), -1, dtype=np.int64)
        """The slot (``trick * n + position``) at whose turn he conceded (-1: none)."""

    def turn(self, rng: np.random.Generator, seat: np.ndarray, allowed: np.ndarray,
             card: np.ndarray, slot: int, lead: bool) -> np.ndarray:
        """The seat's card (-1: none) once the bidder may have conceded at this turn."""
        playing = (card >= 0) & ~self.stopped
        now = playing & (seat == self.bidder) & (self.at < 0) & extra(rng, allowed)
        self.at = np.where(now, slot, self.at)
        if self.stops and lead:  # conceded at the lead: play stops at once
            self.stopped |= now
        played: np.ndarray = np.where(self.stopped, -1, card)
        return played

    def closed(self) -> None:
        """The trick closed: play stops where the bidder conceded."""
        if self.stops:
            self.stopped |= self.at >= 0


def _holder_from(setup: Setup, flat: np.ndarray, lanes: np.ndarray, seat: np.ndarray,
                 stopped: np.ndarray | None) -> tuple[np.ndarray, np.ndarray]:
    """As :func:`~pitchspec.engine.kernel.tricks.in_play_from` where nobody is out
    but in a lane where play stopped (there the seat itself), with that seat's hand
    (``flat``: the hands seat by seat, each seat's lane after lane)."""
    count = len(lanes)
    hand = flat.take(seat * count + lanes)
    here = hand != 0
    if stopped is not None:
        here |= stopped
    if here.all():  # as a rule the seat itself still plays
        return seat, hand
    # a lane where play stopped is here: in the others nobody is out, and the first seat
    # after him holding cards leads (himself where none does), seat by seat
    rows = np.flatnonzero(~here)
    first = seat[rows]
    found, looking = first, np.ones(len(rows), dtype=bool)
    for step in range(1, setup.n):
        after = (first + setup.step * step) % setup.n
        holding = flat.take(after * count + rows) != 0
        found = np.where(looking & holding, after, found)
        looking &= ~holding
        if not looking.any():
            break
    seat = seat.copy()
    seat[rows] = found
    return seat, flat.take(seat * count + lanes)


_PLACE = 64
"""A trick's keys are multiplied by this, a place from the leader (fewer than it)
below: place 0 highest, so equal keys leave the first card best."""

_W = 56
"""A row of the trick tables: THROWN (-2), ABSENT (-1), then the card ids 0..53."""


@dataclass(frozen=True, eq=False)
class _Tables:
    """Per trump suit and card, flat, read at ``trump * _W + card + 2``: ``lead`` the
    start of the led card's row of ``key``, ``suit`` the cards of its suit, ``follow``
    what a follower who holds that suit may play (by the follow rule), ``trumps``
    whether the card is a trump. ``key`` (read at ``lead + card``) ranks a card in
    a trick so led: higher wins; a card that cannot win (nor a card not played)
    ranks -10**9, below the led card."""

    lead: np.ndarray
    suit: np.ndarray
    follow: np.ndarray
    trumps: np.ndarray
    key: np.ndarray


@functools.lru_cache(maxsize=64)
def _tables(setup: Setup) -> _Tables:
    """The trick tables of :class:`_Tables`, as :func:`_follows` and
    :func:`trick_winner` read the suit led, the follow rule and the winning card."""
    follow, lowest = setup.variant.play.follow, setup.variant.play.trick_winner
    cards = np.arange(-2, 54)
    lead, suit, wide, trumps = [], [], [], []
    key = np.full((4, 5, _W), -10**9, dtype=np.int64)
    for t in range(4):
        led = setup.effective[t, cards % 54]  # -2 and -1 as the _follows of an empty lead
        mask = setup.suit_masks[t, led]
        trump_led = led == t
        if follow is m.FollowRule.MUST_FOLLOW:
            allowed = mask
        elif follow is m.FollowRule.TRUMP_ON_TRUMP:
            allowed = np.where(trump_led, mask, ~U64(0))
        else:
            allowed = np.where(trump_led, mask, mask | setup.trump_mask[t])
        lead.append((t * 5 + led) * _W + 2)
        suit.append(mask)
        wide.append(allowed)
        strength, effective = setup.strength[t], setup.effective[t]
        trumps.append(np.concatenate([[False, False], strength >= TRUMP_BASE]))
        for s in range(5):
            tier = np.where(strength >= TRUMP_BASE, 2, np.where(effective == s, 1, 0))
            rank = tier * 100000 + (-strength if lowest is m.TrickWinner.LOWEST else strength)
            key[t, s, 2:] = np.where(tier == 0, -10**9, rank)
    return _Tables(np.concatenate(lead), np.concatenate(suit), np.concatenate(wide),
                   np.concatenate(trumps), key.reshape(-1))
