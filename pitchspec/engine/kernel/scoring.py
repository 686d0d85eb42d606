"""Awarding the points in lockstep: for each point rule, in counting order, which side
receives it in each lane (-1: no one), its value, and the card that carried it."""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace
from typing import assert_never

import numpy as np

from pitchspec import model as m
from pitchspec.engine.kernel.bits import ONE, U64, holds, per_lane
from pitchspec.engine.kernel.rows import part_sums, row_max, row_sum, select
from pitchspec.engine.kernel.setup import Setup
from pitchspec.engine.kernel.subtrump import names_sub, sub_card
from pitchspec.engine.kernel.tricks import Played
from pitchspec.model.derived import points_in_order

SUIT_ORDER = ("spades", "hearts", "diamonds", "clubs")


@dataclass(frozen=True, eq=False)
class Awards:
    """(lanes, rules) arrays, the rules in counting order."""

    rules: list[m.PointRule]
    side: np.ndarray
    value: np.ndarray
    card: np.ndarray


@dataclass(frozen=True, eq=False)
class Captures:
    """Who played and who captured each card id in each lane (-1: not played):
    ``player_of`` and ``capturer_of`` are (lanes, 55), by card id, the last column
    (where the empty slots were written) never read."""

    cards: np.ndarray
    played: np.ndarray
    player_of: np.ndarray
    capturer_of: np.ndarray
    winners: np.ndarray
    sides: np.ndarray | None = None
    """(lanes, n) the hand's side of each seat where a partner was called (None: the
    seating's sides)."""

    def side_of(self, setup: Setup, seats: np.ndarray) -> np.ndarray:
        """The hand's side of each seat in ``seats`` (one row, or one value, a lane;
        a seat from -n, counted from the last, as numpy indexes)."""
        if self.sides is None:
            found: np.ndarray = setup.sides[seats]
            return found
        n = self.sides.shape[1]
        rows = np.arange(0, len(seats) * n, n).reshape((-1,) + (1,) * (seats.ndim - 1))
        # seats % n for seats from -n: numpy's remainder of small integers is slow
        by_lane: np.ndarray = np.take(self.sides, rows + seats + (seats < 0) * n)
        return by_lane


def captures(setup: Setup, played: Played, lanes: np.ndarray | slice) -> Captures:
    """Each card's player and capturer in ``lanes`` (a slice: as they are), from the
    tricks as :class:`Played` records them (a seat that played nothing to a trick is
    skipped: its card is -1 in ``cards``). Seats and cards are small numbers, kept in
    small integers (int8, int16) so the tables stay small."""
    winners = played.winners[lanes]
    if played.lane_major:
        return _captures(played.record[lanes], winners)
    by_trick = played.record if isinstance(lanes, slice) and lanes == slice(None) \
        else played.record.take(np.arange(played.record.shape[3])[lanes], axis=3)
    tricks, n, _, count = by_trick.shape
    by_slot = by_trick.reshape(tricks * n, 2, count)  # [trick and position, seat or card]
    # the cards lane by lane ([lane, trick * n + position]), read from the tricks' rows
    cards = np.ascontiguousarray(by_slot[:, 1].T).astype(np.int16)
    np.maximum(cards, -1, out=cards)  # thrown: -1
    # [lane, card] in flat (lanes, 55) tables, a column for the empty slots dropped
    # below, written trick by trick (a card is played once in a lane, so in any order);
    # the places as numpy's own index type and the values as one whole block: numpy's
    # quick path for an index assignment (a third of the time of int32 places or values
    # read with a stride)
    slots = np.minimum(by_slot[:, 1].view(np.uint8), 54).astype(np.intp)  # -1: above 54
    slots += 55 * np.arange(count, dtype=np.intp)
    player_of = np.full((count, 55), -1, dtype=np.int8)
    capturer_of = np.full((count, 55), -1, dtype=np.int8)
    player_of.ravel()[slots] = np.ascontiguousarray(by_slot[:, 0])  # ravel: a view
    # each card's trick winner: the winners in small integers, one a card played
    capturer_of.ravel()[slots] = np.repeat(winners.T.astype(np.int8), n, axis=0)
    return Captures(cards, _mask_of(player_of[:, :54] >= 0), player_of, capturer_of, winners)


def _captures(plays: np.ndarray, winners: np.ndarray) -> Captures:
    """:func:`captures` from the tricks lane by lane (``plays[lane, trick, position]``:
    (seat, card))."""
    count = len(plays)
    cards = plays[:, :, :, 1].reshape(count, -1).astype(np.int16)
    np.maximum(cards, -1, out=cards)  # thrown: -1
    # [lane, card] in flat (lanes, 55) tables, as captures writes them
    slots = np.minimum(cards.view(np.uint16), 54).astype(np.intp)  # -1 as uint16: above 54
    slots += (55 * np.arange(count, dtype=np.intp))[:, None]
    player_of = np.full((count, 55), -1, dtype=np.int8)
    capturer_of = np.full((count, 55), -1, dtype=np.int8)
    player_of.ravel()[slots] = np.ascontiguousarray(plays[:, :, :, 0]).reshape(count, -1)
    capturer_of.ravel()[slots] = np.repeat(winners.astype(np.int8), plays.shape[2], axis=1)
    return Captures(cards, _mask_of(player_of[:, :54] >= 0), player_of, capturer_of, winners)


def _mask_of(flags: np.ndarray) -> np.ndarray:
    """(lanes, cards) flags by card id as one mask a lane."""
    held = np.packbits(flags, axis=1, bitorder="little")
    masks = np.zeros((len(flags), 8), dtype=np.uint8)
    masks[:, :held.shape[1]] = held
    found: np.ndarray = masks.view("<u8").ravel().astype(U64)
    return found


def last_trick_winner(winners: np.ndarray) -> np.ndarray:
    """The winner of each lane's last trick that was played to (-1: none)."""
    tricks = winners.shape[1]
    last = tricks - 1 - np.argmax((winners >= 0)[:, ::-1], axis=1)
    found: np.ndarray = winners[np.arange(len(winners)), last]
    return found


def awards(setup: Setup, trump: np.ndarray, caught: Captures, elder: np.ndarray,
           dead: np.ndarray | None = None, conceded: np.ndarray | None = None,
           dealt: np.ndarray | None = None, sub: np.ndarray | None = None) -> Awards:
    """Every point rule's award in each lane (those scored during play and the
    turned cards apart); ``dead``, (lanes, n), the trumps each seat discarded by force
    (masks: a card in one seat's at most); ``conceded``, the lanes whose bidder conceded; ``dealt``,
    (lanes, n), the cards dealt to each seat (the cards run included), for points
    'among dealt' and 'to original_holder'; ``sub``, the sub-trump
    suit (None: none, and the sub-trump's points go to nobody)."""
    rules = list(_after_play(setup))
    count = len(trump)
    out = Awards(rules, np.full((count, len(rules)), -1, dtype=np.int64),
                 np.zeros((count, len(rules)), dtype=np.int64),
                 np.full((count, len(rules)), -1, dtype=np.int64))
    # the trumps discarded by force and never played, and the lanes that have any
    loose = _union(dead) & ~caught.played if dead is not None \
        else np.zeros(count, dtype=U64)
    lanes = np.flatnonzero(loose)
    loose_cards = _Loose(setup, caught, lanes, trump[lanes], loose[lanes], dead) \
        if dead is not None and len(lanes) else None
    if conceded is not None and not conceded.any():  # every award stands
        conceded = None
    plain = _plain_cards(setup)
    if plain is not None:  # the plain card points all at once, a column each
        fused_side, fused_card = _plain_awards(setup, plain[1], trump, caught)
        if loose_cards is not None:
            _plain_dead(plain[1], loose_cards, fused_side, fused_card)
    for k, rule in enumerate(rules):
        if plain is not None and k in plain[0]:
            side, card = fused_side[:, plain[0][k]], fused_card[:, plain[0][k]]
            out.value[:, k] = rule.value
        else:
            side, value, card = _award(setup, rule, trump, caught, elder, out, dealt, sub)
            out.value[:, k] = value
            if dead is not None and rule.kind is m.PointKind.CARD and loose_cards is not None:
                side, card = _dead_card(setup, rule, trump, loose_cards, side, card, out)
        if conceded is not None:
            side = select(conceded & ~_after_concession(rule, trump, caught, card), -1, side)
        out.side[:, k], out.card[:, k] = side, card
    return out


def _award(setup: Setup, rule: m.PointRule, trump: np.ndarray, caught: Captures,
           elder: np.ndarray, so_far: Awards, dealt: np.ndarray | None = None,
           sub: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    count = len(trump)
    none = np.full(count, -1, dtype=np.int64)
    value = np.full(count, rule.value, dtype=np.int64)
    card = none
    among_dealt = rule.among is m.InPlay.DEALT and dealt is not None
    pool = np.bitwise_or.reduce(dealt, axis=1) if dealt is not None and among_dealt \
        else caught.played
    if names_sub(rule):
        card = none if sub is None else sub_card(setup, rule, trump, sub, caught.played)
    elif rule.kind in (m.PointKind.HIGHEST, m.PointKind.LOWEST):
        card = _extreme(setup, rule, trump, pool)
    elif rule.kind is m.PointKind.CARD:
        card = setup.card_ids[rule.name][trump]
        card = select(holds(pool, card), card, -1)
    elif rule.kind is m.PointKind.LAST_TRICK:
        last = last_trick_winner(caught.winners)
        return np.where(last >= 0, caught.side_of(setup, last), -1), value, none
    elif rule.kind is m.PointKind.GAME:
        return game(setup, rule, trump, caught, elder), value, none
    ok = _conditions(rule, trump, card, so_far)
    safe = np.maximum(card, 0)
    receiver = per_lane(seat_by(caught, rule.receiver), safe)
    if among_dealt and rule.receiver is m.Receiver.HOLDER:  # a card not played: its dealt seat
        assert dealt is not None
        for seat in range(setup.n):
            receiver = np.where((receiver < 0) & holds(dealt[:, seat], card), seat, receiver)
    if rule.receiver is m.Receiver.ORIGINAL_HOLDER and dealt is not None:  # else its player
        for seat in range(setup.n):
            receiver = np.where(holds(dealt[:, seat], card), seat, receiver)
    if rule.hanged_value is not None:
        hanged = caught.side_of(setup, per_lane(caught.player_of, safe)) \
            != caught.side_of(setup, per_lane(caught.capturer_of, safe))
        value = np.where(hanged, rule.hanged_value, value)
    side = select((card >= 0) & ok & (receiver >= 0), caught.side_of(setup, receiver), -1)
    return side, value, select(side >= 0, card, -1)


@functools.lru_cache(maxsize=64)
def _plain_cards(setup: Setup) -> tuple[dict[int, int], np.ndarray] | None:
    """The point rules after play that are a plain card's point to its capturer (no
    conditions, no hanged value, among the cards played, not the sub-trump's): their
    places in counting order (each its column) and, per trump suit, their cards, (4,
    k) (-1: none); None where fewer than two are."""
    places: dict[int, int] = {}
    for k, rule in enumerate(_after_play(setup)):
        if rule.kind is m.PointKind.CARD and not names_sub(rule) and not rule.conditions \
                and rule.hanged_value is None and rule.among is not m.InPlay.DEALT \
                and rule.receiver in (m.Receiver.CAPTURER, m.Receiver.TRICK_WINNER,
                                      m.Receiver.MAJORITY):
            places[k] = len(places)
    if len(places) < 2:
        return None
    rules = _after_play(setup)
    cards = np.array([setup.card_ids[rules[k].name] for k in places], dtype=np.int64).T
    return places, np.ascontiguousarray(cards)


def _plain_awards(setup: Setup, cards: np.ndarray, trump: np.ndarray,
                  caught: Captures) -> tuple[np.ndarray, np.ndarray]:
    """As :func:`_award` for the plain card points (:func:`_plain_cards`), (lanes, k):
    the side each card's point goes to (-1: none) and its card (-1: none)."""
    count = len(trump)
    card = cards[trump]  # trump -1: the last row, as card_ids[name][trump]
    held = (card >= 0) & (((caught.played[:, None] >> np.maximum(card, 0).astype(U64)) & ONE) == 1)
    card = select(held, card, -1)
    safe = np.maximum(card, 0)
    capturer = np.ascontiguousarray(caught.capturer_of).reshape(-1)
    receiver = capturer.take(safe + (np.arange(count) * caught.capturer_of.shape[1])[:, None])
    side = select((card >= 0) & (receiver >= 0), caught.side_of(setup, receiver), -1)
    return side, select(side >= 0, card, -1)


def _plain_dead(cards: np.ndarray, loose: _Loose, side: np.ndarray, card: np.ndarray) -> None:
    """As :func:`_dead_card` for the plain card points (:func:`_plain_cards`, their
    ``side`` and ``card``, (lanes, k), changed in place), every column at once (they have
    no conditions)."""
    named = cards[loose.trump]  # (loose lanes, k)
    at = np.maximum(named, 0).astype(U64)
    hit = (named >= 0) & (((loose.cards[:, None] >> at) & ONE) == 1)
    if not hit.any():  # as a rule the cards are in play or nobody discarded them
        return
    by = np.zeros(named.shape, dtype=np.int64)  # as _Loose.seat_of, for every card
    for b, plane in enumerate(loose.planes):
        by |= ((plane[:, None] >> at) & ONE).astype(np.int64) << b
    by *= hit  # a seat for every card (one not dead reads seat 0), as receiver reads it
    to = loose.receiver(np.arange(len(loose.lanes))[:, None], by)
    hit &= to >= 0
    side[loose.lanes] = np.where(hit, to, side[loose.lanes])
    card[loose.lanes] = np.where(hit, named, card[loose.lanes])


def seat_by(caught: Captures, receiver: m.Receiver) -> np.ndarray:
    """Per lane and card, the seat a card's point goes to: the card's player for its
    holder or player (a card held is played, or dealt and never played: see
    ``among dealt``), and for its original holder where nobody was dealt it (the seat
    dealt it is read from the deal after), its trick's winner for its capturer, the
    trick winner or the majority's Game."""
    match receiver:
        case m.Receiver.HOLDER | m.Receiver.PLAYER:
            return caught.player_of
        case m.Receiver.ORIGINAL_HOLDER:  # the seat dealt the card is read after (awards)
            return caught.player_of
        case m.Receiver.CAPTURER | m.Receiver.TRICK_WINNER | m.Receiver.MAJORITY:
            return caught.capturer_of
        case m.Receiver.DEALER | m.Receiver.ELDER:  # supports() refuses these (PS420)
            raise ValueError(f"the batch kernel gives no card's point to {receiver.value}")
        case _ as never:
            assert_never(never)


def _after_concession(rule: m.PointRule, trump: np.ndarray, caught: Captures,
                      card: np.ndarray) -> np.ndarray:
    """Whether the award stands after the bidder conceded: no Game; a card's point only
    for a card already played, High only for the Ace and Low only for the Two."""
    if rule.kind is m.PointKind.GAME:
        return np.zeros(len(trump), dtype=bool)
    stands = (card < 0) | holds(caught.played, card)
    if rule.kind is m.PointKind.HIGHEST:
        stands &= card == trump * 13 + 12
    if rule.kind is m.PointKind.LOWEST:
        stands &= card == trump * 13
    result: np.ndarray = stands
    return result


class _Loose:
    """The lanes with a trump discarded by force and never played (``lanes``), their
    trump suits and those cards (a mask each), and, read once for every point card,
    the side a dead card of each seat scores for: that of the next seat after him not
    his partner's (-1: none), (lanes, n) where a partner was called, else (n,). The
    seats' dead cards (``dead``, (lanes, n) masks, a card in one seat's at most) are
    kept as bit planes: plane b the dead cards of the seats whose number has bit b, so
    a dead card's seat is read bit by bit (:meth:`seat_of`)."""

    def __init__(self, setup: Setup, caught: Captures, lanes: np.ndarray, trump: np.ndarray,
                 cards: np.ndarray, dead: np.ndarray) -> None:
        self.lanes, self.trump, self.cards = lanes, trump, cards
        n = setup.n
        sides = setup.sides[None, :] if caught.sides is None else caught.sides[lanes]
        to = np.full(sides.shape, -1, dtype=np.int64)
        for step in range(n - 1, 0, -1):  # every seat at once
            theirs = sides[:, (np.arange(n) + step) % n]
            to = select(theirs != sides, theirs, to)
        self.to = to.reshape(-1)
        self.per_lane = caught.sides is not None
        mine = dead[lanes]
        self.planes = []
        for b in range(max(1, (n - 1).bit_length())):
            plane = np.zeros(len(lanes), dtype=U64)
            for seat in range(n):
                if seat >> b & 1:
                    plane |= mine[:, seat]
            self.planes.append(plane)

    def seat_of(self, mine: np.ndarray, cards: np.ndarray) -> np.ndarray:
        """The seat whose dead card each of ``cards`` is, in the lanes ``mine`` (indices
        into :attr:`lanes`; every card one of the lane's dead cards)."""
        at = cards.astype(U64)
        seat = np.zeros(len(mine), dtype=np.int64)
        for b, plane in enumerate(self.planes):
            seat |= ((plane[mine] >> at) & ONE).astype(np.int64) << b
        return seat

    def receiver(self, mine: np.ndarray, by: np.ndarray) -> np.ndarray:
        """The side a dead card of seat ``by`` scores for in the lanes ``mine`` (indices
        into :attr:`lanes`)."""
        found: np.ndarray = self.to.take(mine * (len(self.to) // len(self.lanes)) + by
                                         if self.per_lane else by)
        return found


def _dead_card(setup: Setup, rule: m.PointRule, trump: np.ndarray,
               loose: _Loose, side: np.ndarray, card: np.ndarray,
               so_far: Awards) -> tuple[np.ndarray, np.ndarray]:
    """A point card out of play because it was discarded by force ("dead") scores
    for the discarder's opponents: the side of the next seat not his partner
    (``loose``: the lanes with cards discarded by force and not played; only those
    are read)."""
    named = setup.card_ids[rule.name][loose.trump]
    mine_hit = np.flatnonzero((named >= 0) & holds(loose.cards, named))
    if len(mine_hit) == 0:  # as a rule the card is in play or nobody discarded it
        return side, card
    hit, named = loose.lanes[mine_hit], named[mine_hit]
    by = loose.seat_of(mine_hit, named)  # the seat whose dead card it is
    to = loose.receiver(mine_hit, by)
    if rule.conditions:
        earlier = replace(so_far, card=so_far.card[hit])  # only the cards are read
        to = np.where(_conditions(rule, trump[hit], named, earlier), to, -1)
    side, card = side.copy(), card.copy()
    side[hit] = np.where(to >= 0, to, side[hit])
    card[hit] = np.where(to >= 0, named, card[hit])
    return side, card


def _union(masks: np.ndarray) -> np.ndarray:
    """Each row's few masks (columns) as one: one column into the next."""
    union = masks[:, 0].copy()
    for column in range(1, masks.shape[1]):
        union |= masks[:, column]
    return union


def _extreme(setup: Setup, rule: m.PointRule, trump: np.ndarray,
             played: np.ndarray) -> np.ndarray:
    """High or low: the highest (lowest) trump in play, in the trump order."""
    masks = _descending(setup, rule.excluding_jokers)
    if masks is not None:  # the order is by card id: the highest (lowest) bit held
        held = played & masks.take(trump, mode="wrap")  # trump -1: the last row, as below
        if rule.kind is m.PointKind.LOWEST:
            one = held & (~held + ONE)
        else:
            top = held.copy()
            for shift in (1, 2, 4, 8, 16, 32):  # every bit below the highest set
                top |= top >> U64(shift)
            one = top ^ (top >> ONE)
        found: np.ndarray = np.where(held != 0, np.bitwise_count(one - ONE).astype(np.int64), -1)
        return found
    order = setup.orders[trump]
    present = ((played[:, None] >> order.astype(U64)) & ONE) == 1
    length = setup.order_len[trump]
    present &= np.arange(order.shape[1])[None, :] < length[:, None]
    if rule.excluding_jokers:
        present &= order < 52
    if rule.kind is m.PointKind.LOWEST:
        present = present[:, ::-1]
        order = order[:, ::-1]
    first = np.argmax(present, axis=1)
    found = present[np.arange(len(trump)), first]
    return np.where(found, order[np.arange(len(trump)), first], -1)


@functools.lru_cache(maxsize=64)
def _after_play(setup: Setup) -> list[m.PointRule]:
    """The point rules awarded after play, in counting order."""
    return [r for r in points_in_order(setup.variant) if r.kind.scored is not m.Scored.DURING]


@functools.lru_cache(maxsize=128)
def _descending(setup: Setup, excluding_jokers: bool) -> np.ndarray | None:
    """Per trump suit, the cards High and Low are read from as one mask, where the
    trump order runs simply from the highest card id down (None where it does not,
    jokers or a jack out of place: :func:`_extreme` then reads the order card by card)."""
    masks = []
    for trump in range(4):
        order = [int(c) for c in setup.orders[trump][:setup.order_len[trump]]
                 if not (excluding_jokers and c >= 52)]
        if order != sorted(set(order), reverse=True):
            return None
        masks.append(sum(1 << card for card in order))
    return np.array(masks, dtype=U64)


def _conditions(rule: m.PointRule, trump: np.ndarray, card: np.ndarray,
                so_far: Awards) -> np.ndarray:
    """The rule's conditions: a named trump suit; not the card an earlier point took."""
    ok = np.ones(len(trump), dtype=bool)
    for cond in rule.conditions:
        if cond.kind is m.ConditionKind.TRUMP_SUIT_IS and cond.suit is not None:
            ok &= trump == SUIT_ORDER.index(cond.suit.value)
        elif cond.kind is m.ConditionKind.NOT_SAME_CARD_AS:
            for j, other in enumerate(so_far.rules):
                if other.name == cond.point:
                    ok &= so_far.card[:, j] != card
    return ok


def game(setup: Setup, rule: m.PointRule, trump: np.ndarray, caught: Captures,
         elder: np.ndarray) -> np.ndarray:
    """Game: the side with strictly the most card points captured (ties per rule)."""
    cards = caught.cards
    count = len(trump)
    idx = np.arange(count)
    # each card's points under the lane's trump (a slot with no card: none), trick by trick
    at = (trump % 4 * 55 + 1).astype(np.int16)  # where the lane's trump's row starts, + 1
    values = _padded_points(setup).take(cards + at[:, None])
    tricks = caught.winners.shape[1]
    assert cards.shape[1] == tricks * setup.n
    per_trick = part_sums(values, setup.n)
    # a card played to a trick goes to the side of the trick's winner
    sides = caught.side_of(setup, np.maximum(caught.winners, 0))
    totals = np.empty((count, setup.num_sides), dtype=np.int64)
    apart = setup.num_sides - 1 if caught.sides is None else setup.num_sides
    for k in range(apart):
        totals[:, k] = row_sum(per_trick * (sides == k))
    if apart < setup.num_sides:  # every trick is a seat's side's: the last side has the rest
        totals[:, apart] = row_sum(per_trick) - row_sum(totals[:, :apart])
    best = row_max(totals)
    leaders = totals == best[:, None]
    unique = row_sum(leaders) == 1
    side = np.where(unique, np.argmax(leaders, axis=1), -1)
    if rule.tie is m.TieRule.ELDER:
        for step in range(setup.n - 1, -1, -1):
            seat_side = caught.side_of(setup, (elder + step) % setup.n)
            side = np.where(~unique & leaders[idx, seat_side], seat_side, side)
    elif rule.tie in (m.TieRule.JOKER, m.TieRule.HALF_JOKERS):
        side = np.where(unique, side, _joker_tie(setup, rule, caught, leaders))
    return side


@functools.lru_cache(maxsize=64)
def _padded_points(setup: Setup) -> np.ndarray:
    """Card points per trump suit and card, read at ``trump * 55 + card + 1``: a
    first column of zeros for an empty slot (card -1), then the card ids 0..53."""
    padded = np.zeros((4, 55), dtype=np.int32)
    padded[:, 1:] = setup.points
    return padded.reshape(-1)


def _joker_tie(setup: Setup, rule: m.PointRule, caught: Captures,
               leaders: np.ndarray) -> np.ndarray:
    """A tie for Game broken by the jokers: the one tied side that captured a joker
    ('joker'), or the tied side that captured more jokers ('half jokers'); else none."""
    count = len(leaders)
    idx = np.arange(count)
    jokers = np.zeros((count, setup.num_sides), dtype=np.int64)
    for card in (52, 53):
        capturer = caught.capturer_of[:, card]
        has = capturer >= 0
        jokers[idx[has], caught.side_of(setup, capturer)[has]] += 1
    if rule.tie is m.TieRule.JOKER:
        winners = leaders & (jokers > 0)
    else:
        among = np.where(leaders, jokers, -1)
        winners = among == row_max(among)[:, None]
    side: np.ndarray = np.where(row_sum(winners) == 1, np.argmax(winners, axis=1), -1)
    return side
