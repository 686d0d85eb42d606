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

from dataclasses import dataclass

import numpy as np

from pitchspec.engine.core import actions as A
from pitchspec.engine.kernel.bits import ONE, U64, cards_of, in_key_order


@dataclass(frozen=True, eq=False)
class Picked:
    """What the players of a step chose: ``got`` (players, lanes) the cards each took
    or discarded, and ``records`` each player's (traced lanes, k, 2) choices as
    (seat, card or DONE) (seat -1: none), in order (absent where he had no choice)."""

    got: np.ndarray
    records: list[np.ndarray]


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
        has = size[p] > 0
        if has.any():
            keys = rng.random((int(has.sum()), int(size[p].max())))
            parts.append(keys[k[p][has] > 0])  # a lane that stops at once needs no order
    rows = np.flatnonzero(k > 0)  # (player, lane) pairs taking a card, in that order
    cards = np.zeros((len(rows), 0), dtype=np.int64)
    got = np.zeros(players * lanes, dtype=U64)
    if len(rows):
        held = cards_of(pools.reshape(-1)[rows])
        keys = np.zeros(held.shape)
        at = 0
        for part in parts:
            keys[at:at + len(part), :part.shape[1]] = part[:, :held.shape[1]]
            at += len(part)
        taking = k.reshape(-1)[rows]
        cards = in_key_order(held, keys, int(taking.max()))
        taken = np.arange(cards.shape[1])[None, :] < taking[:, None]
        got[rows] = np.bitwise_or.reduce(
            np.where(taken, ONE << np.maximum(cards, 0).astype(U64), U64(0)), axis=1)
    records = _some_records(seats, size, k, rows, cards, traced) if traced else []
    return Picked(got.reshape(players, lanes), records)


def _some_records(seats: np.ndarray, size: np.ndarray, k: np.ndarray, rows: np.ndarray,
                  cards: np.ndarray, traced: int) -> list[np.ndarray]:
    """Each player's choices of :func:`some` in the first ``traced`` lanes: the k
    cards, then DONE where cards were left (no record for a player with no pool)."""
    players, lanes = size.shape
    traced = min(traced, lanes)
    widths = np.minimum(size, k + 1).max(axis=1, initial=0)
    every = np.full((players, traced, max(int(widths.max(initial=0)), 1)), -1, dtype=np.int64)
    mine = rows % lanes < traced
    every[rows[mine] // lanes, rows[mine] % lanes, :cards.shape[1]] = cards[mine]
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
    """The discards of :func:`down_to`: for each (player, lane) in ``rows`` (player
    * lanes + lane), its cards in order (``cards``, valid where ``act``)."""

    rows: np.ndarray
    cards: np.ndarray
    act: np.ndarray
    gone: np.ndarray


def down_to(rng: np.random.Generator, rows: np.ndarray, players: int, lanes: int,
            usable: np.ndarray, rank: np.ndarray, count: np.ndarray) -> Reduced:
    """Discarding ``count`` cards in each row (sorted (player, lane) pairs), one
    uniformly random usable card at a time (``usable`` from :func:`cards_of`), the
    lower ``rank`` first, all at once: the first cards of a random order within each
    rank, rank by rank. One uniform key is drawn for each usable card, player by
    player, with the shape drawing for that player's lanes alone would have."""
    keys = rank.astype(np.float64)
    bounds = np.searchsorted(rows, np.arange(players + 1) * lanes)
    have = (usable >= 0).sum(axis=1)
    for p in range(players):
        a, b = int(bounds[p]), int(bounds[p + 1])
        if a < b:
            width = int(have[a:b].max())
            keys[a:b, :width] += rng.random((b - a, width))
    most = int(count.max(initial=0))
    cards = np.maximum(in_key_order(usable, keys, most), 0)
    act = np.arange(most)[None, :] < count[:, None]
    gone = np.bitwise_or.reduce(np.where(act, ONE << cards.astype(U64), U64(0)), axis=1)
    return Reduced(rows, cards, act, gone)


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
        most = int(done.act[mine].sum(axis=1).max())
        block = np.full((traced, most, 2), -1, dtype=np.int16)  # action ids fit 16 bits
        shown = mine[lane[mine] < traced]
        block[lane[shown], :, 0] = np.where(done.act[shown, :most], seats[p, lane[shown], None], -1)
        block[lane[shown], :, 1] = done.cards[shown, :most]
        records.append(block)
    return records


def of_usable(usable: np.ndarray, first: np.ndarray, second: np.ndarray) -> np.ndarray:
    """Each usable card's rank: 0 in the first class, 1 in the second, 2 otherwise."""
    ids = ONE << np.maximum(usable, 0).astype(U64)
    rank: np.ndarray = np.where(first[:, None] & ids != 0, 0,
                                np.where(second[:, None] & ids != 0, 1, 2))
    return rank
