"""Trick play in lockstep: who leads first, and all the tricks of a hand, a uniformly
random legal card per player; plain tricks by :mod:`~pitchspec.engine.kernel.plain_play`,
any other by every rule a card at a time (the rules of one trick:
:mod:`~pitchspec.engine.kernel.tricks`)."""

from __future__ import annotations

import numpy as np

from pitchspec import model as m
from pitchspec.engine.kernel.bits import U64, bit, holds, pick_card
from pitchspec.engine.kernel.draw import Stock
from pitchspec.engine.kernel.follow import fixes, needs, no_suit
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
    plays = np.zeros((count, size, setup.n, 2), dtype=np.int64)
    winners = np.full((count, size), -1, dtype=np.int64)
    broken = np.zeros(count, dtype=bool)
    out = np.zeros((count, setup.n), dtype=bool)  # thrown in, or play stopped
    conceded = np.full(count, -1, dtype=np.int64)
    rules = setup.variant.play
    suit = None
    for trick in range(size):
        leader = in_play_from(setup, hands, out, leader)
        seats = setup.seats_from(leader)
        if needs(setup.variant):  # the suit to follow, fixed by the trick's cards
            suit = no_suit(count)
        for position in range(setup.n):
            seat = seats[:, position]
            at = lanes * setup.n + seat  # [lane, seat] in the flat hands (and out)
            hand = np.take(hands, at)
            playing = (hand != 0) & ~np.take(out, at)
            allowed = legal(setup, hand, trump, plays[:, trick, 0, 1], position, trick, broken,
                            suit, sub)
            card = pick_card(rng, allowed)  # not played where he is out (below)
            if rules.bidder_may_concede:
                now = playing & (seat == bidder) & (conceded < 0) & extra(rng, allowed)
                conceded = np.where(now, trick * setup.n + position, conceded)
                if position == 0 and not rules.concession_plays_out:
                    out[now] = True  # conceded at the lead: play stops at once
                    playing &= ~now
            if rules.dead_hand_throw_in and position > 0:
                throws = playing & throw_in(setup, rng, hands, out, plays[:, trick, :position],
                                            seat, trump, allowed, trick > 0, sub)
                out[lanes, seat] |= throws
                hand = np.where(throws, U64(0), hand)
                np.put(hands, at, hand)
                card = np.where(throws, THROWN, card)
                playing &= ~throws
            card = np.where(playing | (card == THROWN), card, ABSENT)
            if position == 0 and trick == 0:
                trump = np.where(trump < 0, card // 13, trump)
            elif position > 0:  # a trump played to a trick breaks trump
                broken |= playing & holds(setup.trump_mask[trump], card)
            if suit is not None:
                suit = fixes(setup, suit, trump, card, playing)
            np.put(hands, at, hand & ~bit(card))  # none where he played nothing (card < 0)
            plays[:, trick, position, 0] = seat
            plays[:, trick, position, 1] = card
        winners[:, trick] = trick_winner(setup, plays[:, trick], trump, later=trick > 0,
                                         sub=sub)
        if stock is not None:
            first = winners[:, trick] if rules.draw_winner_first else seats[:, 0]
            stock.draw(setup, hands, first, winners[:, trick] >= 0)
        leader = np.where(winners[:, trick] >= 0, winners[:, trick], leader)
        if rules.bidder_may_concede and not rules.concession_plays_out:
            out[conceded >= 0] = True
    return Played(plays, winners, trump, conceded, sub)


__all__ = ["ABSENT", "THROWN", "Played", "first_leader", "legal", "play", "trick_winner"]
