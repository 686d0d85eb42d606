"""A random player's card-by-card choices in the exchange, for several players of a
step at once (kernel/exchange.py): taking or discarding cards of a pool one at a
time, or stopping, each the same chance; discarding down to N by class.

Players of one step who each choose from their own hand do not affect one another, so
their choices are worked out together, on one array with a row per (player, lane),
players in order from elder. The random draws are made player by player, in that
order and with the shapes drawing for one player at a time would have, so the cards
chosen for a seed are the same however many players are worked out together.

Each player's choices are recorded (for the trace) only in the first ``traced`` lanes.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from pitchspec.engine.core import actions as A
from pitchspec.engine.kernel.bits import ONE, U64, in_key_order, kth_card
from pitchspec.engine.kernel.rows import select, sort_rows


@dataclass(frozen=True, eq=False)
class Picked:
    """What the players of a step chose: ``got`` (players, lanes) the cards each took
    or discarded, and ``records`` each player's (traced lanes, k, 2) choices as
    (seat, card or DONE) (seat -1: none), in order (absent where he had no choice)."""

    got: np.ndarray
    records: list[np.ndarray]


def one_bits(masks: np.ndarray) -> np.ndarray:
    """(lanes, most) each lane's cards as one-card masks, lowest first, 0 past its
    last card (:func:`bits.cards_of` as masks): a view of (most, lanes), each card
    found across every lane in one whole row, the lowest left being ``rest & -rest``."""
    rest = masks.copy()
    ones = np.empty((int(np.bitwise_count(masks).max(initial=0)), len(masks)), dtype=U64)
    for low in ones:  # the lowest card left, then the next
        np.subtract(U64(0), rest, out=low)  # -rest, in two's complement
        low &= rest
        rest ^= low
    return ones.T


def nth_card(masks: np.ndarray, draws: np.ndarray) -> np.ndarray:
    """One card id chosen from each lane's mask (every mask non-empty) by a uniform
    draw, as :func:`bits.random_card` chooses it: the k-th card held, lowest first,
    for k = floor(draw * cards held)."""
    return kth_card(masks, (draws * np.bitwise_count(masks)).astype(np.uint8))


def ids_of(ones: np.ndarray) -> np.ndarray:
    """The card ids of one-card masks (-1 for 0)."""
    ids: np.ndarray = np.where(ones != 0, np.bitwise_count(ones - ONE).astype(np.int64), -1)
    return ids


def smallest(keys: np.ndarray, ones: np.ndarray, count: np.ndarray,
             pool: np.ndarray, apart: bool = False) -> np.ndarray:
    """Per row, the cards of ``pool`` (``ones``, its cards as one-card masks, 0: none)
    with the ``count`` smallest keys, as one mask; equal keys the lower card first (as
    :func:`bits.in_key_order` orders them). Only rows keeping some of their cards and
    taking some need their keys sorted. With ``apart``, every key of a column that is
    not a card of the pool is already 3.5, above every key (each below 3.5)."""
    size = np.bitwise_count(pool).astype(np.int64)
    chosen: np.ndarray = pool * (count >= size)
    sorting = (count > 0) & (count < size)
    some = np.flatnonzero(sorting)
    if len(some) == 0:
        return chosen
    part: np.ndarray | slice = some
    if 4 * len(some) < 3 * len(keys):  # few rows to sort: those alone
        keys, ones, count, size = _rows(keys, some), _rows(ones, some), count[some], size[some]
        sorting = np.ones(len(some), dtype=bool)
    else:  # most rows: all of them, the others kept apart below
        part = slice(None)
        count = select(sorting, count, 1)
    if not apart and size.min() < keys.shape[1]:
        keys = np.where(ones == 0, 3.5, keys)  # above every key (each in [0, 3.5))
    rows, width = keys.shape
    if width <= _RANKED:
        # a card is among the count smallest (equal keys the lower card first) where
        # fewer than count cards of its row come before it in that order: the cards
        # are the columns, lowest first, so it is the order of (key, column)
        taken = ranks(keys) < count[None, :]
        # the cards are distinct bits, so their sum is their union
        chosen[part] = np.where(sorting, np.einsum("ji,ij->i", taken, ones,
                                                   dtype=U64, casting="unsafe"), chosen[part])
        return chosen
    keys = np.ascontiguousarray(keys)  # sorted row by row
    ordered = sort_rows(keys).reshape(-1)
    at = np.arange(rows) * width
    last = np.where(sorting, ordered[at + count - 1], -1.0)
    if (sorting & (ordered[at + np.minimum(count, width - 1)] == last)).any():  # a tie
        cards = in_key_order(ids_of(ones), keys, int(count.max()))
        taken = np.arange(cards.shape[1])[None, :] < count[:, None]
        chosen[part] = np.where(sorting, np.bitwise_or.reduce(
            np.where(taken, ONE << np.maximum(cards, 0).astype(U64), U64(0)), axis=1),
            chosen[part])
        return chosen
    # the cards are distinct bits, so their sum is their union
    chosen[part] = np.where(sorting, np.einsum("ij,ij->i", keys <= last[:, None], ones,
                                               dtype=U64, casting="unsafe"), chosen[part])
    return chosen


def _rows(a: np.ndarray, which: np.ndarray) -> np.ndarray:
    """``a[which]``, kept column by column in memory where ``a`` is (a transposed view
    of a C-ordered array, as :func:`one_bits` and :func:`_joined` give them): what
    :func:`ranks` reads, column against column."""
    if a.ndim == 2 and a.T.flags.c_contiguous and not a.flags.c_contiguous:
        found: np.ndarray = a.T.take(which, axis=1).T
        return found
    picked: np.ndarray = a[which]
    return picked


_RANKED = 12
"""Up to this many columns, :func:`smallest` counts each key's place (:func:`ranks`,
work growing with the square of the columns); past it, it sorts the rows."""


def ranks(keys: np.ndarray) -> np.ndarray:
    """(columns, rows) each key's place in its row of ``keys`` (rows, columns) sorted,
    equal keys the one of the lower column first: how many keys of the row come before
    it, found column against column across every row, not row by row, each pair of
    columns compared once."""
    cols = np.ascontiguousarray(keys.T)
    width = len(cols)
    before = np.zeros(cols.shape, dtype=np.uint8)  # fewer than 256 columns
    for k in range(width - 1):
        first = cols[k] <= cols[k + 1:]  # column k before a later one: (key, column) order
        before[k + 1:] += first
        before[k] += width - 1 - k - np.add.reduce(first, axis=0, dtype=np.uint8)
    return before


def tied(keys: np.ndarray, ones: np.ndarray) -> bool:
    """Whether two of a row's cards (``ones``, 0: none) have the same key."""
    ordered = np.sort(np.where(ones != 0, keys, np.inf), axis=1)
    return bool(((ordered[:, 1:] == ordered[:, :-1]) & (ordered[:, 1:] < np.inf)).any())


def _joined(parts: list[np.ndarray], width: int) -> np.ndarray:
    """The players' keys, one block under the next, as ``width`` columns (0 past a
    block's own), held column by column in memory (a transposed view), as
    :func:`ranks` reads them."""
    rows = sum(len(part) for part in parts)
    if all(part.shape[1] == width for part in parts):
        cols = np.empty((width, rows))
    else:
        cols = np.zeros((width, rows))
    at = 0
    for part in parts:
        cols[:part.shape[1], at:at + len(part)] = part[:, :width].T
        at += len(part)
    keys: np.ndarray = cols.T
    return keys


def some(rng: np.random.Generator, seats: np.ndarray, pools: np.ndarray,
         traced: int) -> Picked:
    """Each player (a row of ``pools``, (players, lanes)) takes cards of his pool one
    at a time, or stops, each the same chance, until he stops or the pool is gone:
    he stops after k cards with the same chance for every k from 0 to the pool's size,
    the cards the first k of a random order (one uniform key for each card held, none
    drawn where the pool is empty); recorded as the cards, then DONE where he stopped
    with cards left."""
    players, lanes = pools.shape
    size = np.bitwise_count(pools).astype(np.int64)
    k = np.empty((players, lanes), dtype=np.int64)
    parts = []
    for p in range(players):  # the draws of one player, then the next
        k[p] = (rng.random(lanes) * (size[p] + 1)).astype(np.int64)
        has = int(np.count_nonzero(size[p]))
        if has:
            parts.append(rng.random((has, int(size[p].max()))))
    rows = np.flatnonzero(size)  # (player, lane) pairs with a pool, in that order
    got = np.zeros(players * lanes, dtype=U64)
    records: list[np.ndarray] = []
    if len(rows):
        ones = one_bits(pools.reshape(-1)[rows])
        keys, taking = _joined(parts, ones.shape[1]), k.reshape(-1)[rows]
        got[rows] = smallest(keys, ones, taking, pools.reshape(-1)[rows])
        if traced:
            shown = np.flatnonzero(rows % lanes < traced)
            cards = in_key_order(ids_of(ones[shown]), keys[shown], ones.shape[1])
            records = _some_records(seats, size, k, rows[shown], cards, traced)
    return Picked(got.reshape(players, lanes), records)
def _some_records(seats: np.ndarray, size: np.ndarray, k: np.ndarray, rows: np.ndarray,
                  cards: np.ndarray, traced: int) -> list[np.ndarray]:
    """Each player's choices of :func:`some` in the first ``traced`` lanes (``rows``
    with their ``cards`` in order): the k cards, then DONE where cards were left (no
    record for a player with no pool)."""
    players, lanes = size.shape
    traced = min(traced, lanes)
    widths = np.minimum(size, k + 1).max(axis=1, initial=0)
    every = np.full((players, traced, max(int(widths.max(initial=0)), cards.shape[1])), -1,
                    dtype=np.int64)
    every[rows // lanes, rows % lanes, :cards.shape[1]] = cards
    records = []
    for p in range(players):
        width = int(widths[p])
        if width == 0:
            continue
        step = np.arange(width)[None, :]
        kp, sp = k[p, :traced, None], size[p, :traced, None]
        taken, done = step < kp, (step == kp) & (kp < sp)
        record = np.empty((traced, width, 2), dtype=np.int16)  # action ids fit 16 bits
        record[:, :, 0] = np.where(taken | done, seats[p, :traced, None], -1)
        record[:, :, 1] = np.where(done, A.DONE, every[p, :, :width])
        records.append(record)
    return records


@dataclass(frozen=True, eq=False)
class Reduced:
    """The discards of :func:`down_to`: ``gone`` each row's cards discarded (one
    mask), and what is needed to list them in order (:meth:`in_order`)."""

    rows: np.ndarray
    ones: np.ndarray
    draws: np.ndarray
    first: np.ndarray
    second: np.ndarray
    count: np.ndarray
    gone: np.ndarray

    def keys(self, which: np.ndarray | slice) -> np.ndarray:
        """The rows' keys: each card's class rank (0 first, 1 second, 2 the rest)
        plus its draw."""
        ones = self.ones[which]
        rank = np.where(self.first[which, None] & ones != 0, 0.0,
                        np.where(self.second[which, None] & ones != 0, 1.0, 2.0))
        keys: np.ndarray = rank + self.draws[which]
        return keys

    def in_order(self, which: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """For the rows ``which`` (indices into ``rows``): their discards in order
        (card ids, 0 past the last) and whether each is one (``act``)."""
        count = self.count[which]
        most = int(self.count.max(initial=0))
        cards = np.maximum(in_key_order(ids_of(self.ones[which]), self.keys(which), most), 0)
        act = np.arange(most)[None, :] < count[:, None]
        return cards, act


def down_to(rng: np.random.Generator, rows: np.ndarray, players: int, lanes: int,
            usable: np.ndarray, first: np.ndarray, second: np.ndarray,
            count: np.ndarray) -> Reduced:
    """Discarding ``count`` cards in each row (sorted (player, lane) pairs), one
    uniformly random card of ``usable`` at a time, those of ``first`` first, then
    those of ``second``, then the rest, all at once: the first cards of a random order
    within each class, class by class. One uniform key is drawn for each usable card,
    player by player, with the shape drawing for that player's lanes alone would have.
    The classes below the one where he stops go whole; within that one, the cards of
    the smallest keys (each key its class rank plus its draw, as card by card)."""
    ones = one_bits(usable)
    # held column by column where few (as ranks reads them), else row by row (as sorted)
    draws = np.zeros(ones.shape[::-1]).T if ones.shape[1] <= _RANKED else np.zeros(ones.shape)
    bounds = np.searchsorted(rows, np.arange(players + 1) * lanes)
    have = np.bitwise_count(usable)
    for p in range(players):
        a, b = int(bounds[p]), int(bounds[p + 1])
        if a < b:
            width = int(have[a:b].max())
            draws[a:b, :width] = rng.random((b - a, width))
    done = Reduced(rows, ones, draws, first, second, count, np.zeros(len(rows), dtype=U64))
    if draws.max(initial=0) == 1 - 2.0**-53:  # 1 + draw rounds to 2: ranks may tie
        return replace(done, gone=smallest(done.keys(slice(None)), ones, count, usable))
    one, both = np.bitwise_count(first).astype(np.int64), np.bitwise_count(first | second)
    within_first, within_second = count <= one, count <= both
    rest = usable & ~(first | second)
    stop = select(within_first, first, select(within_second, second, rest))
    below = select(within_first, U64(0), select(within_second, first, first | second))
    rank = 2.0 - within_second - within_first  # 0, 1 or 2 (within the first is within both)
    # each key below 3 (at least 0): those of the cards outside the class raised to 3.5;
    # where every row stops in its first class, the draws themselves (each plus 0.0)
    keys = draws if within_first.all() else draws + rank[:, None]
    if not ((stop == usable).all() and int(have.min(initial=ones.shape[1])) == ones.shape[1]):
        keys = np.where((stop[:, None] & ones) == 0, 3.5, keys)  # some card outside
    left = count - np.bitwise_count(below).astype(np.int64)
    return replace(done, gone=below | smallest(keys, ones, left, stop, apart=True))


def reduced_records(done: Reduced, seats: np.ndarray, traced: int) -> list[np.ndarray]:
    """Each player's discards of :func:`down_to` in the first ``traced`` lanes (one
    block a player with any lane discarding)."""
    players, lanes = seats.shape
    traced = min(traced, lanes)
    pos, lane = np.divmod(done.rows, lanes)
    records = []
    for p in range(players):
        mine = np.flatnonzero(pos == p)
        if len(mine) == 0:
            continue
        most = int(done.count[mine].max())
        block = np.full((traced, most, 2), -1, dtype=np.int16)  # action ids fit 16 bits
        shown = mine[lane[mine] < traced]
        cards, act = done.in_order(shown)
        block[lane[shown], :, 0] = np.where(act[:, :most], seats[p, lane[shown], None], -1)
        block[lane[shown], :, 1] = cards[:, :most]
        records.append(block)
    return records
