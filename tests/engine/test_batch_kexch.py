"""The exchange's shortcuts (kernel/picks.py) against doing it one player at a time.

Players of one step who choose from their own hands are worked out together, and the
cards a random player takes or discards are found as the smallest keys of each lane
without listing them in order; each must give exactly what one player at a time,
card by card, gives (the same draws and the same cards), so a seed's hands do not
depend on how fast the kernel runs them. Hands traced in only some lanes replay in
the reference engine as when every lane is traced.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_batch import assert_replays

from pitchspec import load
from pitchspec.engine.kernel import Batch, look, picks
from pitchspec.engine.kernel.bits import U64, cards_of, in_key_order, random_card

from conftest import SPEC_DIR

POOLS = st.lists(st.integers(0, (1 << 54) - 1), min_size=1, max_size=12)
EXCHANGES = ["blind_blind", "carthage_ten_point", "dai_fem", "five_nine_ne_connecticut",
             "man_o_war_pitch", "nine_five_nw_connecticut", "wahoo_ten_point"]


def sparse(masks: list[int], holes: list[int]) -> np.ndarray:
    """Masks thinned out (a hand, a scrap pile), some of them empty."""
    return np.array([m & h for m, h in zip(masks, holes, strict=True)], dtype=U64)


@given(POOLS, st.integers(0, 2**32))
def test_one_bits_are_the_cards_held_lowest_first(masks: list[int], seed: int) -> None:
    pools = np.array(masks, dtype=U64)
    assert (picks.ids_of(picks.one_bits(pools)) == cards_of(pools)).all()
    draws = np.random.default_rng(seed).random(len(masks))
    full = np.where(pools != 0, pools, U64(1))
    assert (picks.nth_card(full, draws) == random_card(np.random.default_rng(seed), full)).all()


@settings(max_examples=200)
@given(POOLS, st.integers(0, 2**32), st.integers(1, 3))
def test_the_smallest_keys_are_the_first_cards_in_key_order(masks: list[int], seed: int,
                                                            values: int) -> None:
    """With keys drawn from a few values (ties everywhere) or from [0, 1), the cards
    of the ``count`` smallest keys are the first ``count`` cards of in_key_order."""
    rng = np.random.default_rng(seed)
    pools = np.array(masks, dtype=U64)
    ones = picks.one_bits(pools)
    keys = rng.integers(0, 4, ones.shape) / 4 if values < 3 else rng.random(ones.shape)
    count = (rng.random(len(masks)) * (np.bitwise_count(pools) + 1)).astype(np.int64)
    order = in_key_order(cards_of(pools), keys, ones.shape[1])
    expected = [sum(1 << c for c in row[:k]) for row, k in zip(order.tolist(), count.tolist(),
                                                              strict=True)]
    assert picks.smallest(keys, ones, count, pools).tolist() == expected


@given(POOLS, POOLS, st.integers(0, 2**32), st.integers(1, 4))
def test_players_taking_some_cards_together_draw_as_one_at_a_time(
        masks: list[int], holes: list[int], seed: int, players: int) -> None:
    """Several players' takes worked out together: the same cards and records, and
    the same draws used, as each player's alone, in turn."""
    lanes = min(len(masks), len(holes))
    pools = np.stack([np.roll(sparse(masks[:lanes], holes[:lanes]), p) for p in range(players)])
    seats = np.arange(players)[:, None] + np.zeros(lanes, dtype=np.int64)
    together_rng, alone_rng = np.random.default_rng(seed), np.random.default_rng(seed)
    together = picks.some(together_rng, seats, pools, traced=lanes - 1)
    alone = [picks.some(alone_rng, seats[p:p + 1], pools[p:p + 1], traced=lanes - 1)
             for p in range(players)]
    assert (together.got == np.concatenate([a.got for a in alone])).all()
    assert len(together.records) == sum(len(a.records) for a in alone)
    for mine, theirs in zip(together.records, [r for a in alone for r in a.records], strict=True):
        assert (mine == theirs).all()
    assert together_rng.random() == alone_rng.random()
    for lane in range(lanes - 1):  # the cards recorded are each player's cards taken
        for p in range(players):
            cards = [c for r in together.records for s, c in r[lane].tolist() if s == p and c < 54]
            assert sum(1 << c for c in cards) == int(together.got[p, lane])


@given(POOLS, st.integers(0, 2**32), st.integers(1, 4), st.integers(0, 6))
def test_players_discarding_down_together_draw_as_one_at_a_time(
        masks: list[int], seed: int, players: int, target: int) -> None:
    """Several players' discards down to ``target`` worked out together: the same
    cards, in the same order, and the same draws used, as each player's alone."""
    lanes = len(masks)
    hands = np.stack([np.roll(np.array(masks, dtype=U64), p) for p in range(players)])
    first = hands & U64(0x1FFF_FFFF_FFFF)  # a class discarded first, then the rest
    count = np.bitwise_count(hands).astype(np.int64) - target
    rows = np.flatnonzero(count > 0)
    if len(rows) == 0:
        return
    flat = hands.reshape(-1)[rows], first.reshape(-1)[rows], count.reshape(-1)[rows]

    def discard(rng: np.random.Generator, rows: np.ndarray, players: int,
                at: np.ndarray) -> picks.Reduced:
        return picks.down_to(rng, rows, players, lanes, flat[0][at], flat[1][at],
                             flat[1][at] * 0, flat[2][at])

    together_rng, alone_rng = np.random.default_rng(seed), np.random.default_rng(seed)
    together = discard(together_rng, rows, players, np.arange(len(rows)))
    for p in range(players):
        at = np.flatnonzero(rows // lanes == p)
        if len(at) == 0:
            continue
        alone = discard(alone_rng, rows[at] % lanes, 1, at)
        assert (together.gone[at] == alone.gone).all()
        mine, theirs = together.in_order(at), alone.in_order(np.arange(len(at)))
        width = theirs[0].shape[1]
        assert (np.where(mine[1][:, :width], mine[0][:, :width], -1)
                == np.where(theirs[1], theirs[0], -1)).all()
    assert together_rng.random() == alone_rng.random()


@pytest.mark.parametrize("name", EXCHANGES)
def test_hands_traced_in_some_lanes_replay_identically(name: str) -> None:
    """The exchange records its choices only in the traced lanes: those hands replay
    in the reference engine, and tracing changes no lane's play."""
    variant = load(SPEC_DIR / f"{name}.pitch")
    some, every = Batch(variant, lanes=48, seed=21), Batch(variant, lanes=48, seed=21)
    some.trace_lanes, every.trace_lanes = 5, 48
    some.run(240)
    every.run(240)
    assert some.stats == every.stats
    rest = iter(every.traces)  # the lanes traced in both, in the same order
    assert all(any(t == u for u in rest) for t in some.traces) and len(some.traces) >= 20
    for trace in some.traces:
        assert_replays(name, trace)


class Coarse:
    """A random source whose draws take only a few values (keys tie often)."""

    def __init__(self, seed: int, values: int) -> None:
        self.rng, self.values = np.random.default_rng(seed), values

    def random(self, size: int | tuple[int, ...]) -> np.ndarray:
        drawn: np.ndarray = self.rng.integers(0, self.values, size) / self.values
        return drawn


def sorting_every_card(draw: Coarse | np.random.Generator, masks: np.ndarray,
                       count: np.ndarray | None) -> tuple[np.ndarray, np.ndarray]:
    """Man-O-War's takes (``count`` None) or discards, by sorting a key for every
    card id (as the kernel did before keying only the cards held)."""
    inside = (masks[:, None] >> np.arange(54, dtype=U64)[None, :]) & U64(1) == 1
    size = inside.sum(axis=1)
    k = (draw.random(len(masks)) * (size + 1)).astype(np.int64) if count is None \
        else np.minimum(count, size)
    width = int((np.minimum(size, k + 1) if count is None else k).max(initial=0))
    order = np.argsort(np.where(inside, draw.random(inside.shape), np.inf), axis=1)[:, :width]
    step = np.arange(width)[None, :]
    done = (step == k[:, None]) & (k < size)[:, None] & (count is None)
    actions = np.where(step < k[:, None], order, np.where(done, 430, -1))
    got = [sum(1 << c for c in row if 0 <= c < 54) for row in actions.tolist()]
    return np.array(got, dtype=U64), actions


@settings(max_examples=150)
@given(POOLS, POOLS, st.integers(0, 2**32), st.sampled_from([0, 2, 3]), st.integers(0, 12))
def test_man_o_war_takes_and_discards_are_those_of_sorting_every_card(
        masks: list[int], holes: list[int], seed: int, values: int, shown: int) -> None:
    """Keying only the cards held gives the cards, and the actions of the shown
    lanes, that sorting a key for every card id gives (ties included: the same
    fallback), with the same draws used."""
    lanes = min(len(masks), len(holes))
    pools = sparse(masks[:lanes], holes[:lanes])
    pools = pools[pools != 0]
    count = np.arange(len(pools)) % 4
    for taking in (True, False):
        draws: list[Any] = [np.random.default_rng(seed) if values == 0 else Coarse(seed, values)
                            for _ in range(2)]
        got, actions = look.take_some(draws[0], pools, shown) if taking \
            else look.discard_taken(draws[0], pools, count, shown)
        want, wanted = sorting_every_card(draws[1], pools, None if taking else count)
        assert got.tolist() == want.tolist()
        assert actions.tolist() == wanted[:shown].tolist()
        assert draws[0].random(1).tolist() == draws[1].random(1).tolist()


@settings(max_examples=200)
@given(POOLS, POOLS, POOLS, st.integers(0, 2**32), st.integers(0, 8))
def test_discarding_down_by_class_is_sorting_every_card_by_rank_and_draw(
        masks: list[int], ones: list[int], twos: list[int], seed: int, target: int) -> None:
    """The discards are the first cards of all usable cards sorted by key, each key
    its class rank (0 first, 1 second, 2 the rest) plus one uniform draw."""
    lanes = min(len(masks), len(ones), len(twos))
    usable = np.array(masks[:lanes], dtype=U64)
    first = usable & np.array(ones[:lanes], dtype=U64)
    second = usable & ~first & np.array(twos[:lanes], dtype=U64)
    count = np.maximum(np.bitwise_count(usable).astype(np.int64) - target, 0)
    done = picks.down_to(np.random.default_rng(seed), np.arange(lanes), 1, lanes, usable,
                         first, second, count)
    cards = cards_of(usable)
    draws = np.random.default_rng(seed).random(cards.shape)
    held = np.maximum(cards, 0)
    rank = np.where((first[:, None] >> held.astype(U64)) & U64(1) == 1, 0,
                    np.where((second[:, None] >> held.astype(U64)) & U64(1) == 1, 1, 2))
    order = in_key_order(cards, rank + draws, cards.shape[1])
    assert done.gone.tolist() == [sum(1 << c for c in row[:k]) for row, k in
                                  zip(order.tolist(), count.tolist(), strict=True)]
    listed, act = done.in_order(np.arange(lanes))
    assert np.where(act, listed, -1).tolist() == [
        row[:k] + [-1] * (listed.shape[1] - k) for row, k in zip(order.tolist(), count.tolist(),
                                                                 strict=True)]
