"""Trick play in lockstep: who leads first, the legal cards (lead and follow rules),
a uniformly random legal card per player, and the trick's winner."""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

from pitchspec import model as m
from pitchspec.engine.core.tables import TRUMP_BASE
from pitchspec.engine.kernel.bits import JOKERS, U64, bit, holds, pick_card, pick_cards
from pitchspec.engine.kernel.draw import Stock
from pitchspec.engine.kernel.follow import fixes, follows, needs, no_suit
from pitchspec.engine.kernel.follow import winner as general_winner
from pitchspec.engine.kernel.setup import Setup

ABSENT = -1
THROWN = -2


@dataclass(frozen=True, eq=False)
class Played:
    """Each lane's tricks: ``plays[lane, trick, position] = (seat, card)`` (card
    ``ABSENT`` or ``THROWN`` where the seat played nothing), each trick's winning seat
    (-1: an empty trick), the trump suit (fixed by the first lead if not before), and
    the slot (``trick * n + position``) at whose turn the bidder conceded (-1: none)."""

    plays: np.ndarray
    winners: np.ndarray
    trump: np.ndarray
    conceded: np.ndarray
    sub: np.ndarray | None = None
    """The sub-trump suit declared with trump (None: the variant has none)."""


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
        return _play_plain(setup, rng, hands, trump, leader, bidder, stock, sub)
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
        leader = _in_play_from(setup, hands, out, leader)
        seats = setup.seats_from(leader)
        if needs(setup.variant):  # the suit to follow, fixed by the trick's cards
            suit = no_suit(count)
        for position in range(setup.n):
            seat = seats[:, position]
            hand = hands[lanes, seat]
            playing = (hand != 0) & ~out[lanes, seat]
            allowed = legal(setup, hand, trump, plays[:, trick, 0, 1], position, trick, broken,
                            suit, sub)
            card = pick_card(rng, allowed)  # not played where he is out (below)
            if rules.bidder_may_concede:
                now = playing & (seat == bidder) & (conceded < 0) & _extra(rng, allowed)
                conceded = np.where(now, trick * setup.n + position, conceded)
                if position == 0 and not rules.concession_plays_out:
                    out[now] = True  # conceded at the lead: play stops at once
                    playing &= ~now
            if rules.dead_hand_throw_in and position > 0:
                throws = playing & throw_in(setup, rng, hands, out, plays[:, trick, :position],
                                            seat, trump, allowed, trick > 0, sub)
                out[lanes, seat] |= throws
                hands[lanes, seat] = np.where(throws, U64(0), hand)
                hand = hands[lanes, seat]
                card = np.where(throws, THROWN, card)
                playing &= ~throws
            card = np.where(playing | (card == THROWN), card, ABSENT)
            if position == 0 and trick == 0:
                trump = np.where(trump < 0, card // 13, trump)
            elif position > 0:  # a trump played to a trick breaks trump
                broken |= playing & holds(setup.trump_mask[trump], card)
            if suit is not None:
                suit = fixes(setup, suit, trump, card, playing)
            hands[lanes, seat] = hand & ~bit(card)  # none where he played nothing (card < 0)
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


def plain(variant: m.Variant) -> bool:
    """Whether every trick of the variant is plain: one suit led, one trump suit, and
    no hand thrown in is refilled from a stock (:func:`_play_plain` plays it)."""
    rules = variant.play
    return not (needs(variant) or (rules.dead_hand_throw_in and rules.draw_after_trick))


def _play_plain(setup: Setup, rng: np.random.Generator, hands: np.ndarray, trump: np.ndarray,
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
        winner = now.winner if now.trumped is None \
            else np.where(now.trumped, now.winner, now.leader)  # untrumped: to its leader
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
    the best rank so far and whose card it is, whether a trump was played (kept only
    for the off-lead rule) and whether anyone led (else it never closes)."""

    def __init__(self, leader: np.ndarray, key_row: np.ndarray, best: np.ndarray,
                 suit: np.ndarray, follow: np.ndarray, trumped: np.ndarray | None,
                 closed: np.ndarray) -> None:
        self.leader, self.key_row, self.best, self.winner = leader, key_row, best, leader
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
        self.plays = np.empty((count, size, n, 2), dtype=np.int64)
        self.winners = np.empty((count, size), dtype=np.int64)
        self.broken = np.zeros(count, dtype=bool)
        self.breaks = rules.trump_must_be_broken \
            or rules.follow is m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN
        self.any_lead = not rules.trump_must_be_broken and bool((setup.deck < 52).all())
        self.barred = rules.jokers_barred_first_trick
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
            else _leads(setup, hand, self.trump, trick, self.broken)
        allowed = _unbarred(allowed) if self.barred and trick == 0 else allowed
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
        now = _Trick(leader, key_row, rows.key.take(key_row + card), rows.suit.take(led),
                     rows.follow.take(led),
                     np.zeros(len(card), dtype=bool) if self.offlead and trick else None,
                     card >= 0)
        self.work &= ~held
        self.plays[:, trick, 0, 0] = leader
        self.plays[:, trick, 0, 1] = card
        return now

    def follow(self, now: _Trick, trick: int, position: int) -> None:
        """The seat ``position`` places after the leader plays a legal card to ``now``."""
        seat = self.ring[position].take(now.leader)
        at = seat * len(seat) + self.lanes
        hand = self.flat.take(at)
        wide = np.where(self.broken, now.follow, now.suit) if self.breaks else now.follow
        allowed = np.where((hand & now.suit) != 0, hand & wide, hand)
        allowed = _unbarred(allowed) if self.barred and trick == 0 else allowed
        card, held = pick_cards(self.rng, allowed)
        if self.concession is not None:
            card = self.concession.turn(self.rng, seat, allowed, card,
                                        trick * self.setup.n + position, False)
        if self.throw is not None:
            going = now.winner if now.trumped is None \
                else np.where(now.trumped, now.winner, now.leader)
            card = self.throw.turn(self.rng, self.work, at, seat, hand, allowed, card,
                                   np.where(now.closed, going, -1), self.tmask)
        if self.concession is not None or self.throw is not None:
            held = bit(card)  # none where he played nothing or threw in
        if self.breaks:  # a trump played to a trick breaks trump
            self.broken |= (self.tmask & held) != 0
        key = self.rows.key.take(now.key_row + card)
        now.winner = np.where(key > now.best, seat, now.winner)
        np.maximum(now.best, key, out=now.best)
        if now.trumped is not None:  # for the off-lead rule: was the trick trumped?
            now.trumped |= self.rows.trumps.take(self.row + card)
        self.work &= ~held
        self.plays[:, trick, position, 0] = seat
        self.plays[:, trick, position, 1] = card


class _ThrowIn:
    """A dead hand thrown in on the plain path (as :func:`throw_in` rules it): a
    follower who holds no trump and no counting card, whose partner still holds cards,
    while the trick goes to the other side, picks it at random as one more choice
    beside his cards; his hand is emptied, so he plays no more."""

    def __init__(self, setup: Setup) -> None:
        sides = setup.sides
        self.sides = sides
        self.partners = (sides[:, None] == sides[None, :]) & ~np.eye(setup.n, dtype=bool)
        self.counting = _counting(setup)

    def turn(self, rng: np.random.Generator, hands: np.ndarray, at: np.ndarray,
             seat: np.ndarray, hand: np.ndarray, allowed: np.ndarray, card: np.ndarray,
             going: np.ndarray, trumps: np.ndarray) -> np.ndarray:
        """The seat's card, ``THROWN`` where he throws in (``going``: the seat the
        trick goes to so far, -1: none; ``trumps``: the trump suit's cards)."""
        partner = (self.partners[:, seat] & (hands != 0)).any(axis=0)  # hands[seat, lane]
        dead = partner & ((hand & (trumps | self.counting)) == 0) & (going >= 0) \
            & (self.sides.take(np.maximum(going, 0)) != self.sides.take(seat))
        throws = dead & _extra(rng, allowed) & (card >= 0)
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
        now = playing & (seat == self.bidder) & (self.at < 0) & _extra(rng, allowed)
        self.at = np.where(now, slot, self.at)
        if self.stops and lead:  # conceded at the lead: play stops at once
            self.stopped |= now
        played: np.ndarray = np.where(self.stopped, -1, card)
        return played

    def closed(self) -> None:
        """The trick closed: play stops where the bidder conceded."""
        if self.stops:
            self.stopped |= self.at >= 0


def _unbarred(allowed: np.ndarray) -> np.ndarray:
    """No joker on the first trick, unless he holds only jokers."""
    plain_cards = allowed & ~U64(JOKERS)
    kept: np.ndarray = np.where(plain_cards != 0, plain_cards, allowed)
    return kept


def _holder_from(setup: Setup, flat: np.ndarray, lanes: np.ndarray, seat: np.ndarray,
                 stopped: np.ndarray | None) -> tuple[np.ndarray, np.ndarray]:
    """As :func:`_in_play_from` where nobody is out but in a lane where play stopped
    (there the seat itself), with that seat's hand (``flat``: the hands seat by seat,
    each seat's lane after lane)."""
    count = len(lanes)
    hand = flat.take(seat * count + lanes)
    here = hand != 0
    if stopped is not None:
        here |= stopped
    if here.all():  # as a rule the seat itself still plays
        return seat, hand
    hands = flat.reshape(setup.n, count).T
    out = np.zeros(hands.shape, dtype=bool)
    if stopped is not None:
        out[stopped] = True
    seat = _in_play_from(setup, hands, out, seat)
    return seat, flat.take(seat * count + lanes)


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


def _extra(rng: np.random.Generator, allowed: np.ndarray) -> np.ndarray:
    """Whether a random player picks the one choice offered beside his legal cards."""
    choices = np.bitwise_count(allowed).astype(np.int64) + 1
    picked: np.ndarray = (rng.random(len(allowed)) * choices).astype(np.int64) == choices - 1
    return picked


def _in_play_from(setup: Setup, hands: np.ndarray, out: np.ndarray,
                  seat: np.ndarray) -> np.ndarray:
    """The first seat from ``seat`` on that still holds cards and has not thrown in
    (``seat`` itself when nobody does)."""
    lanes = np.arange(len(seat))
    here = (hands[lanes, seat] != 0) & ~out[lanes, seat]
    if here.all():  # as a rule the seat itself still plays
        return seat
    lanes = np.flatnonzero(~here)
    order = setup.seats_from(seat[lanes])
    live = (hands[lanes[:, None], order] != 0) & ~out[lanes[:, None], order]
    first = seat.copy()
    first[lanes] = np.where(live.any(axis=1), order[np.arange(len(lanes)), np.argmax(live, axis=1)],
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
    partner = (others & (hands != 0) & ~out).any(axis=1)
    counting = (hand & _counting(setup)) != 0
    going = trick_winner(setup, so_far, trump, later, sub)
    dead = partner & ~counting & ((hand & setup.trump_mask[trump]) == 0) \
        & (so_far[:, 0, 1] >= 0) & (going >= 0) & (sides[np.maximum(going, 0)] != sides[seat])
    throws: np.ndarray = dead & _extra(rng, allowed)
    return throws


@functools.lru_cache(maxsize=64)
def _counting(setup: Setup) -> np.uint64:
    """The cards that count card points, as one mask."""
    return U64(sum(1 << int(card) for card in np.flatnonzero(setup.tables.card_points)))


def legal(setup: Setup, hand: np.ndarray, trump: np.ndarray, led: np.ndarray,
          position: int, trick: int, broken: np.ndarray, suit: np.ndarray | None = None,
          sub: np.ndarray | None = None) -> np.ndarray:
    """Legal cards: any card to lead (no joker for the pitch; the first lead's rule;
    no trump lead before trump is broken, where so ruled); the follow rule otherwise
    (under 'must follow until broken', must follow suit until a trump has been played
    to a trick, then follow suit or trump); no joker on the first trick where so ruled.
    With a ``suit`` to follow fixed so far (rankless or suitless jokers, a ``sub``-trump)
    the follow rule is :func:`~pitchspec.engine.kernel.follow.follows`."""
    play = setup.variant.play
    if position == 0:
        allowed = _leads(setup, hand, trump, trick, broken)
    elif suit is not None:
        allowed = follows(setup, hand, trump, sub, suit, broken)
    else:
        allowed = _follows(setup, hand, trump, led, broken)
    if play.jokers_barred_first_trick and trick == 0:  # unless he holds only jokers
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


def trick_winner(setup: Setup, trick: np.ndarray, trump: np.ndarray,
                 later: bool = False, sub: np.ndarray | None = None) -> np.ndarray:
    """The seat winning each lane's trick: highest (or lowest) trump, else of the suit
    led (-1 for a trick nobody played to); where the rule says so (Carthage), a
    ``later`` trick (not the first) that nobody trumps goes to its leader. Rankless or
    suitless jokers and a ``sub``-trump: :func:`~pitchspec.engine.kernel.follow.winner`."""
    if needs(setup.variant):
        return general_winner(setup, trick, trump, sub, later)
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
        best = np.where(((tier == 2) & played).any(axis=1), best, 0)
    seats: np.ndarray = np.where(played[:, 0], trick[np.arange(len(trick)), best, 0], -1)
    return seats
