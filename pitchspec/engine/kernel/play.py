"""Trick play in lockstep: who leads first, and all the tricks of a hand, a uniformly
random legal card per player; plain tricks by :mod:`~pitchspec.engine.kernel.plain_play`,
any other by every rule a card at a time (the rules of one trick:
:mod:`~pitchspec.engine.kernel.tricks`)."""

from __future__ import annotations

import numpy as np

from pitchspec import model as m
from pitchspec.engine.kernel.bits import U64, bit, holds, pick_cards
from pitchspec.engine.kernel.draw import Stock
from pitchspec.engine.kernel.follow import fixes, needs, no_suit
from pitchspec.engine.kernel.follow import winner as general_winner
from pitchspec.engine.kernel.plain_play import plain, play_plain
from pitchspec.engine.kernel.setup import Setup
from pitchspec.engine.kernel.tricks import (
    ABSENT,
    THROWN,
    Played,
    extra,
    in_play_from,
    legal,
    throw_in,
    trick_winner,
)


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
         leader: np.ndarray, bidder: np.ndarray, stock: Stock | None = None,
         sub: np.ndarray | None = None) -> Played:
    """All tricks of the hand; ``hands`` is emptied as the cards are played. The
    winner of a trick leads the next; one out of the play passes the lead on. Where
    the bidder may concede, a random bidder does so at any of his turns as one more
    choice beside his cards: at a lead play stops there, otherwise he still plays to
    the trick and play stops when it closes (unless the deal is played out). With a
    ``stock`` to draw from after each trick, the players draw as each trick closes.
    Rankless or suitless jokers and a ``sub``-trump suit follow the rules of
    :mod:`~pitchspec.engine.kernel.follow`."""
    if plain(setup.variant):
        return play_plain(setup, rng, hands, trump, leader, bidder, stock, sub)
    return _play_rules(setup, rng, hands, trump, leader, bidder, stock, sub)


def _play_rules(setup: Setup, rng: np.random.Generator, hands: np.ndarray, trump: np.ndarray,
                leader: np.ndarray, bidder: np.ndarray, stock: Stock | None,
                sub: np.ndarray | None) -> Played:
    """:func:`play` under every rule: a card at a time, the whole trick judged as it
    closes (any variant; the one path for concessions, throw-ins and follow.py's rules)."""
    count = len(leader)
    lanes = np.arange(count)
    size = int(np.bitwise_count(hands).max(initial=0))  # the most cards anyone holds
    if stock is not None:
        size += stock.tricks(setup.n)
    # [trick, position, seat or card, lane]: each play writes two whole rows, in small
    # integers (seats and card ids, -2 and -1 for no card), as the plain path keeps them
    plays = np.zeros((size, setup.n, 2, count), dtype=np.int8)
    winners = np.full((count, size), -1, dtype=np.int64)
    broken = np.zeros(count, dtype=bool)
    rules = setup.variant.play
    outs = _Outs(setup, rng, bidder, count)  # nobody is out where nobody may be
    # trump may be broken (else nobody's legal cards ask whether it is)
    breaks = rules.trump_must_be_broken or rules.follow is m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN
    suit = None
    ring = np.ascontiguousarray(setup.seats_from(np.arange(setup.n)).T)  # [place, first]
    for trick in range(size):
        leader = in_play_from(setup, hands, outs.out, leader)
        if needs(setup.variant):  # the suit to follow, fixed by the trick's cards
            suit = no_suit(count)
        for position in range(setup.n):
            seat = ring[position].take(leader)  # the seats from the leader
            at = lanes * setup.n + seat  # [lane, seat] in the flat hands (and out)
            hand = np.take(hands, at)
            allowed = legal(setup, hand, trump, plays[trick, 0, 1], position, trick, broken,
                            suit, sub)
            card, held = pick_cards(rng, allowed)  # none where he holds none
            playing = card >= 0
            if outs.may:  # not played where he is out
                card, held, playing = outs.turn(hands, plays[trick, :position], trick,
                                                position, seat, allowed, card, trump, sub)
                hand = np.take(hands, at)  # emptied where he threw in
            if position == 0 and trick == 0:
                trump = np.where(trump < 0, card // 13, trump)
            elif position > 0 and breaks:  # a trump played to a trick breaks trump
                broken |= playing & holds(setup.trump_mask[trump], card)
            if suit is not None:
                suit = fixes(setup, suit, trump, card)
            np.put(hands, at, hand & ~held)  # held: his card, none where he played none
            plays[trick, position, 0] = seat
            plays[trick, position, 1] = card
        winners[:, trick] = general_winner(setup, plays[trick], trump, sub, trick > 0) \
            if suit is not None else trick_winner(setup, plays[trick].transpose(2, 0, 1), trump,
                                                  later=trick > 0, sub=sub)
        if stock is not None:
            first = winners[:, trick] if rules.draw_winner_first else leader
            stock.draw(setup, hands, first, winners[:, trick] >= 0)
        leader = np.where(winners[:, trick] >= 0, winners[:, trick], leader)
        outs.closed()
    return Played(plays, winners, trump, outs.conceded, sub)


class _Outs:
    """Who is out of the play (``out[lane, seat]``): a bidder who conceded, where
    play stops then, and a dead hand thrown in; ``may``: whether anyone may be."""

    def __init__(self, setup: Setup, rng: np.random.Generator, bidder: np.ndarray,
                 count: int) -> None:
        rules = setup.variant.play
        self.setup, self.rng, self.bidder, self.rules = setup, rng, bidder, rules
        self.may = rules.bidder_may_concede or rules.dead_hand_throw_in
        self.out = np.zeros((count, setup.n), dtype=bool)  # thrown in, or play stopped
        self.conceded = np.full(count, -1, dtype=np.int64)
        self.lanes = np.arange(count)

    def turn(self, hands: np.ndarray, so_far: np.ndarray, trick: int, position: int,
             seat: np.ndarray, allowed: np.ndarray, card: np.ndarray, trump: np.ndarray,
             sub: np.ndarray | None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The seat's card (``ABSENT`` where he is out, ``THROWN`` where he throws in
        now), as a mask (none where he played none), and whether he played: a random
        bidder concedes as one more choice beside his cards (at the lead, where play
        stops, he plays none); a dead hand is thrown in as :func:`throw_in` rules it
        (``so_far``: the trick's plays before his, ``[position, seat or card, lane]``)."""
        setup, rules, rng, out = self.setup, self.rules, self.rng, self.out
        lanes = self.lanes
        at = lanes * setup.n + seat
        hand = np.take(hands, at)
        playing = (hand != 0) & ~np.take(out, at)
        if rules.bidder_may_concede:
            now = playing & (seat == self.bidder) & (self.conceded < 0) & extra(rng, allowed)
            self.conceded = np.where(now, trick * setup.n + position, self.conceded)
            if position == 0 and not rules.concession_plays_out:
                out[now] = True  # conceded at the lead: play stops at once
                playing &= ~now
        if rules.dead_hand_throw_in and position > 0:
            throws = playing & throw_in(setup, rng, hands, out, so_far.transpose(2, 0, 1),
                                        seat, trump, allowed, trick > 0, sub)
            out[lanes, seat] |= throws
            np.put(hands, at, np.where(throws, U64(0), hand))
            card = np.where(throws, THROWN, card)
            playing &= ~throws
        card = np.where(playing | (card == THROWN), card, ABSENT)
        return card, bit(card), playing

    def closed(self) -> None:
        """The trick closed: play stops where the bidder conceded (unless the deal is
        played out)."""
        if self.rules.bidder_may_concede and not self.rules.concession_plays_out:
            self.out[self.conceded >= 0] = True


__all__ = ["ABSENT", "THROWN", "Played", "first_leader", "legal", "play", "trick_winner"]
