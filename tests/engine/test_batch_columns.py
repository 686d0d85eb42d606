"""The batch kernel's column-by-column shortcuts against their whole-array definitions:
the first seat to lead, a forced bid's minimum, and the seat of a dead card each
give exactly what the general form gives, so the kernel's traces do not change."""

from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from pitchspec import catalogue, load
from pitchspec.engine.kernel.auction import _forcing, forced_minimum
from pitchspec.engine.kernel.bits import U64
from pitchspec.engine.kernel.exchange import _dead, _Exchange
from pitchspec.engine.kernel.plain_play import _holder_from
from pitchspec.engine.kernel.setup import Setup, compile_setup
from pitchspec.engine.kernel.tricks import in_play_from


def _setup(name: str, players: int | None = None) -> Setup:
    path = catalogue.find(name)
    assert path is not None
    return compile_setup(load(str(path)), players, None)


@given(st.integers(1, 40), st.sampled_from([2, 3, 4, 6]), st.integers(0, 2**32))
def test_the_leader_is_the_first_seat_holding_cards_as_in_play_from(
        lanes: int, players: int, seed: int) -> None:
    """Seat by seat from the leader, the first holding cards leads (himself where
    nobody does, or where play stopped), as in_play_from finds him."""
    setup = _setup("pitch", players)
    rng = np.random.default_rng(seed)
    hands = np.where(rng.random((lanes, players)) < 0.5, U64(0),
                     rng.integers(1, 1 << 20, (lanes, players)).astype(U64))
    seat = rng.integers(0, players, lanes)
    stopped = rng.random(lanes) < 0.2
    flat = np.ascontiguousarray(hands.T).reshape(-1)
    found, hand = _holder_from(setup, flat, np.arange(lanes), seat, stopped)
    out = np.zeros(hands.shape, dtype=bool)
    out[stopped] = True
    expected = np.where(stopped, seat, in_play_from(setup, hands, out, seat))
    assert found.tolist() == expected.tolist()
    assert hand.tolist() == hands[np.arange(lanes), expected].tolist()


@given(st.lists(st.integers(0, (1 << 52) - 1), min_size=1, max_size=60))
def test_a_forced_bid_read_suit_by_suit_is_the_four_suits_at_once(masks: list[int]) -> None:
    """Nine-Five's 9 with a suit mate, suit by suit, as the (hands, 4) form reads it."""
    setup = _setup("nine_five")
    hand = np.array(masks, dtype=U64)
    expected = np.zeros(len(hand), dtype=np.int64)
    for forced, cards, suits in _forcing(setup):
        held = hand[:, None]
        has = (held & np.array(cards, dtype=U64)) != 0
        if forced.with_suit_mate:
            has &= np.bitwise_count(held & np.array(suits, dtype=U64)) >= 2
        expected = np.where(has.any(axis=1), np.maximum(expected, forced.minimum), expected)
    assert forced_minimum(setup, hand).tolist() == expected.tolist()


def test_a_trump_dead_again_is_the_last_discarders() -> None:
    """A trump discarded by force, reclaimed and discarded by force again is dead for
    the second seat only; several rows of one lane are kept apart."""
    lanes, n = 3, 4
    state = _Exchange(np.zeros((n, lanes), dtype=U64), np.zeros((n, lanes), dtype=np.int64),
                      np.zeros((lanes, 0), dtype=np.int64), np.zeros(lanes, dtype=np.int64), [],
                      None, np.zeros(lanes, dtype=U64), np.zeros(lanes, dtype=U64), 0)
    _dead(state, np.array([0, 0, 2]), np.array([1, 3, 2]), np.array([0b11, 0b100, 0b1000],
                                                                   dtype=U64))
    _dead(state, np.array([0, 0]), np.array([2, 1]), np.array([0b1, 0b100], dtype=U64))
    assert state.dead is not None
    assert state.dead.tolist() == [[0, 0b110, 0b1, 0], [0, 0, 0, 0], [0, 0, 0b1000, 0]]
