"""The batch kernel's vectorised shortcuts against their one-by-one definitions.

The kernel draws a card, orders a pool of cards and tallies ended matches for all
lanes at once; each shortcut must give exactly what doing it lane by lane gives (the
same draws, the same cards, the same tally with its keys in the same order), so the
kernel's traces for a seed do not depend on how fast it runs.
"""

from __future__ import annotations

import functools
from collections import Counter

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pitchspec import catalogue, load
from pitchspec import model as m
from pitchspec.engine.core.tally import Tally
from pitchspec.engine.kernel import rows, scoring, subtrump
from pitchspec.engine.kernel.auction import _nth_key
from pitchspec.engine.kernel.bits import U64, cards_of, in_key_order, random_card
from pitchspec.engine.kernel.lanes import LaneLeads
from pitchspec.engine.kernel.rows import (
    by_network,
    part_sums,
    row_all,
    row_any,
    row_max,
    row_min,
    row_sum,
    sort_rows,
)
from pitchspec.engine.kernel.settle import pitcher_first
from pitchspec.engine.kernel.setup import Setup, compile_setup

MASKS = st.lists(st.integers(0, (1 << 54) - 1), min_size=1, max_size=40)


def held(mask: int) -> list[int]:
    return [c for c in range(54) if mask >> c & 1]


@given(MASKS.map(lambda ms: [m or 1 << 53 for m in ms]), st.integers(0, 2**32))
def test_a_random_card_is_the_kth_card_held_lowest_first(masks: list[int], seed: int) -> None:
    """Each lane's card is its k-th card held for k = floor(draw * cards held), one
    draw a lane, as counting through the hand card by card finds it."""
    draws = np.random.default_rng(seed).random(len(masks))
    expected = [held(m)[int(d * len(held(m)))] for m, d in zip(masks, draws, strict=True)]
    rng = np.random.default_rng(seed)
    assert random_card(rng, np.array(masks, dtype=U64)).tolist() == expected
    assert rng.random() == np.random.default_rng(seed).random(len(masks) + 1)[-1]


@given(MASKS, st.integers(0, 2**32), st.integers(0, 20))
def test_a_pools_cards_in_key_order_as_sorting_them_one_lane_at_a_time(
        masks: list[int], seed: int, width: int) -> None:
    """The cards a lane holds, lowest first; then the first ``width`` in the order of
    each card's key, a draw plus a whole rank (lanes with fewer cards padded with -1)."""
    rng = np.random.default_rng(seed)
    keys = rng.integers(0, 3, (len(masks), 54)) + rng.random((len(masks), 54))
    cards = cards_of(np.array(masks, dtype=U64))
    assert [[c for c in row if c >= 0] for row in cards.tolist()] == [held(m) for m in masks]
    at_cards = np.take_along_axis(keys, np.maximum(cards, 0), axis=1)  # each card's key
    ordered = in_key_order(cards, at_cards, width)
    for lane, mask in enumerate(masks):
        expected = sorted(held(mask), key=lambda c: keys[lane, c])[:width]
        assert ordered[lane].tolist() == expected + [-1] * (width - len(expected))


@st.composite
def ended_matches(draw: st.DrawFn) -> tuple[int, list[int], list[tuple[int, ...]]]:
    """A table (seats, each seat's side) and lanes: first dealer, side ahead, lead
    changes, since when ahead, deals played, winner, scores, deciding column, last."""
    seats = draw(st.integers(2, 6))
    sides_count = draw(st.sampled_from(sorted({2, seats})))
    sides = [seat % sides_count for seat in range(seats)]
    lane = st.tuples(st.integers(0, seats - 1), st.integers(-1, sides_count - 1),
                     st.integers(0, 4), st.integers(0, 30), st.integers(0, 30),
                     st.integers(-1, sides_count - 1),
                     *[st.integers(-12, 12)] * sides_count, st.integers(-1, 2), st.booleans())
    return seats, sides, draw(st.lists(lane, min_size=1, max_size=30))


@settings(max_examples=60)
@given(ended_matches())
def test_ended_matches_tally_at_once_as_one_by_one(
        table: tuple[int, list[int], list[tuple[int, ...]]]) -> None:
    """``LaneLeads.tally_ends`` adds what ``LaneLeads.end`` and ``Tally.add_end`` add
    match by match: every count, and every counter's keys in the same order."""
    _, sides, rows = table
    columns = np.array(rows, dtype=np.int64).T
    first, ahead, changes, since, hands, winner = columns[:6]
    scores, deciding, last = columns[6:-2].T, columns[-2], columns[-1].astype(bool)
    leads = LaneLeads(first)
    leads.ahead, leads.changes, leads.since = ahead, changes, since
    reasons = ["bid", "high", "game"]
    one_by_one = Tally()
    for lane in range(len(rows)):
        column = int(deciding[lane])
        one_by_one.add_end(leads.end(lane, int(hands[lane]), int(winner[lane]),
                                     scores[lane].tolist(), sides,
                                     reasons[column] if column >= 0 else None,
                                     bool(last[lane])))
    at_once = Tally()
    leads.tally_ends(at_once, np.arange(len(rows)), hands, winner, scores, sides, deciding,
                     reasons, last)
    assert at_once == one_by_one
    for name in ("hands_per_match", "wins", "seat_wins", "lead_changes", "lead_taken",
                 "deciding", "margins"):
        counter: Counter[object] = getattr(at_once, name)
        assert list(counter) == list(getattr(one_by_one, name)), name


ROWS = st.tuples(st.integers(0, 40), st.integers(0, 24), st.sampled_from(
    ["bool", "int8", "int32", "int64", "uint64", "float64"]), st.integers(0, 2**32))


@given(ROWS)
def test_row_reductions_give_what_numpy_gives_across_the_columns(
        shape: tuple[int, int, str, int]) -> None:
    """Each row's sum, any, all, max and min, column by column: the same values and
    dtype as numpy's axis-1 reductions (or the same error, for an empty row's max)."""
    lanes, columns, dtype, seed = shape
    rng = np.random.default_rng(seed)
    table = rng.integers(0, 3 if dtype == "uint64" else 7, (lanes, columns)) - (
        0 if dtype == "uint64" else 3)
    a = (table > 0) if dtype == "bool" else table.astype(dtype)
    for mine, name in ((row_sum, "sum"), (row_any, "any"), (row_all, "all"), (row_max, "max"),
                       (row_min, "min")):
        try:
            expected = getattr(a, name)(axis=1)
        except ValueError:
            with pytest.raises((ValueError, IndexError)):
                mine(a)
            continue
        found = mine(a)
        assert found.dtype == expected.dtype
        assert np.array_equal(found, expected)


@given(st.integers(0, 30), st.integers(1, 9), st.integers(0, 27), st.integers(0, 2**32))
def test_part_sums_add_each_run_of_columns(lanes: int, parts: int, runs: int, seed: int) -> None:
    """A trick's plays, seat by seat: each run of ``parts`` columns summed, as numpy
    sums the reshaped runs."""
    a = np.random.default_rng(seed).integers(0, 11, (lanes, runs * parts)).astype(np.int32)
    expected = a.reshape(lanes, runs, parts).sum(axis=2)
    assert np.array_equal(part_sums(a, parts), expected)
    assert part_sums(a, parts).dtype == expected.dtype


@functools.cache
def _setups() -> list[tuple[str, Setup]]:
    """Every bundled variant's kernel setup at its default table."""
    found = []
    for name in catalogue.names():
        path = catalogue.find(name)
        assert path is not None
        found.append((name, compile_setup(load(str(path)), None, None)))
    return found


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 2**32))
def test_high_and_low_read_as_bits_as_card_by_card(seed: int) -> None:
    """Where a trump order (or a sub-trump suit's ranks) runs by card id, High and Low
    are the highest and lowest bits held: the same cards as reading the order card by
    card, for every bundled variant's High and Low, under any trump and sub-trump."""
    rng = np.random.default_rng(seed)
    for name, setup in _setups():
        played = rng.integers(0, 2**54, 64, dtype=np.uint64) \
            & rng.integers(0, 2**54, 64, dtype=np.uint64)
        trump = rng.integers(-1, 4, 64)
        sub = rng.integers(-1, 4, 64)
        for rule in setup.variant.points:
            if rule.kind not in (m.PointKind.HIGHEST, m.PointKind.LOWEST):
                continue
            fast = (scoring._extreme(setup, rule, trump, played),
                    subtrump._extreme(setup, rule, trump, sub, played))
            with pytest.MonkeyPatch.context() as patch:
                patch.setattr(scoring, "_descending", lambda *_: None)
                patch.setattr(subtrump, "_rising", lambda *_: False)
                slow = (scoring._extreme(setup, rule, trump, played),
                        subtrump._extreme(setup, rule, trump, sub, played))
            assert all(np.array_equal(a, b) for a, b in zip(fast, slow, strict=True)), name


@given(st.integers(0, 30), st.integers(0, 15), st.integers(0, 2**32))
def test_the_pitchers_credits_first_is_a_stable_sort_of_the_ranks(
        lanes: int, credits: int, seed: int) -> None:
    """The pitcher's side's credits counted first, read from a table of every pattern
    (or sorted, past its width): the order a stable sort of the ranks (0 the pitcher's
    side, 1 the others) gives, lane by lane."""
    later = np.random.default_rng(seed).random((lanes, credits)) < 0.5
    expected = np.array([[j for j in range(credits) if not row[j]]
                         + [j for j in range(credits) if row[j]] for row in later.tolist()],
                        dtype=np.intp).reshape(lanes, credits)
    found = pitcher_first(later)
    assert found.dtype == expected.dtype
    assert np.array_equal(found, expected)


@given(st.integers(0, 30), st.integers(0, 4), st.integers(0, 2**32))
def test_the_nth_open_special_bid_is_counted_column_by_column(
        lanes: int, specials: int, seed: int) -> None:
    """The nth special bid open to each player (1-based; 0 or past the last: none, key
    0), counted through the bids one by one."""
    rng = np.random.default_rng(seed)
    keys = 40 + np.arange(specials)
    open_tops = rng.random((lanes, specials)) < 0.6
    nth = rng.integers(0, specials + 2, lanes)
    expected = [next((int(keys[j]) for j in range(specials)
                      if row[j] and sum(row[:j + 1]) == want), 0)
                for row, want in zip(open_tops.tolist(), nth.tolist(), strict=True)]
    assert _nth_key(keys, open_tops, nth).tolist() == expected


@given(st.integers(0, 30), st.integers(0, 20), st.sampled_from(["f8", "i8", "u8"]),
       st.integers(1, 6), st.integers(0, 2**32))
def test_rows_sorted_by_a_network_as_numpy_sorts_them(
        lanes: int, width: int, dtype: str, spread: int, seed: int) -> None:
    """Each row's values in ascending order, as np.sort gives them (the same values in
    the same places, ties and all), whether a sorting network or numpy sorts them."""
    rng = np.random.default_rng(seed)
    values = rng.integers(0, spread, (lanes, width)) + rng.random((lanes, width)) * (spread > 3)
    a = values.astype(dtype) if dtype != "f8" else values
    before = a.copy()
    found = sort_rows(a)
    assert found.dtype == a.dtype
    assert np.array_equal(found, np.sort(a, axis=1))
    assert np.array_equal(a, before)  # sorted apart, the rows given left as they were


def test_the_sorting_networks_sort_every_row_of_zeros_and_ones() -> None:
    """Each network the rows are sorted by sorts every row of 0s and 1s of its width
    (so, by the 0-1 principle, every row of numbers)."""
    for width in range(2, 17):
        every = (np.arange(1 << width)[:, None] >> np.arange(width)[None, :]) & 1
        sorted_ = by_network(every, rows._network(width))
        assert np.array_equal(sorted_, np.sort(every, axis=1)), width
