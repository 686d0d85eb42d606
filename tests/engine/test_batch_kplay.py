"""The kernel's fast trick play against its one-by-one definitions.

Plain tricks (one suit led, one trump suit, nobody conceding or throwing in) take a
shorter path than the one that plays every rule; both must play the same cards from
the same draws and give each trick to the same seat. Drawing from the stock for all
seats at once must deal each seat the card that drawing seat by seat deals it, and a
card picked among few must be the card the halving search picks.
"""

from __future__ import annotations

import dataclasses
import functools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pitchspec import load
from pitchspec.engine.kernel import supports
from pitchspec.engine.kernel.bits import U64, pick_card, pick_cards, random_card
from pitchspec.engine.kernel.deal import deal
from pitchspec.engine.kernel.draw import Stock
from pitchspec.engine.kernel.plain_play import plain
from pitchspec.engine.kernel.plain_play import play_plain as _play_plain
from pitchspec.engine.kernel.play import _play_rules
from pitchspec.engine.kernel.setup import Setup, compile_setup

from conftest import SPEC_DIR

PLAIN = [p.stem for p in sorted(SPEC_DIR.glob("*.pitch"))
         if not supports(load(p)) and plain(load(p))]


@functools.cache
def setup_of(name: str, players: int | None = None) -> Setup:
    return compile_setup(load(SPEC_DIR / f"{name}.pitch"), players, None)


@pytest.mark.parametrize("name", PLAIN)
@pytest.mark.parametrize("seed", [0, 1])
def test_plain_tricks_play_as_the_path_of_every_rule(name: str, seed: int) -> None:
    """Same hands, trump (fixed, or pitched by the first lead), leaders, bidders and
    draws: the same plays, winners, trump, concessions, hands left and random draws
    used; some lanes hold no cards at all (nothing is played there, no trick closes)."""
    assert_plays_alike(setup_of(name), seed)


@pytest.mark.parametrize(("name", "changes"), [
    ("contway_pitch", {"concession_plays_out": True}),
    ("lancashire_all_fours", {"bidder_may_concede": True}),
    ("lancashire_all_fours", {"bidder_may_concede": True, "concession_plays_out": True}),
])
@pytest.mark.parametrize("seed", [0, 1])
def test_concessions_and_throw_ins_play_as_the_path_of_every_rule(
        name: str, changes: dict[str, bool], seed: int) -> None:
    """A concession that lets the deal be played out (play never stops), and a
    concession beside dead hands thrown in (play stopped in a lane throws nothing)."""
    variant = load(SPEC_DIR / f"{name}.pitch")
    variant = dataclasses.replace(variant, play=dataclasses.replace(variant.play, **changes))
    assert plain(variant)
    assert_plays_alike(compile_setup(variant, None, None), seed)


def test_a_hand_thrown_in_and_refilled_from_a_stock_takes_the_path_of_every_rule() -> None:
    """A thrown-in hand stays out though the stock refills it: not a plain trick."""
    variant = load(SPEC_DIR / "california_jack.pitch")
    assert plain(variant)
    assert not plain(dataclasses.replace(variant, play=dataclasses.replace(
        variant.play, dead_hand_throw_in=True)))


def assert_plays_alike(setup: Setup, seed: int) -> None:
    lanes = 512
    rng = np.random.default_rng(seed)
    elder = rng.integers(0, setup.n, lanes)
    hands, stock = deal(setup, rng, elder)
    hands[rng.random(lanes) < 0.1] = 0
    trump = rng.integers(0, 4, lanes) if seed else np.full(lanes, -1)
    bidder = np.where(rng.random(lanes) < 0.2, -1, rng.integers(0, setup.n, lanes))
    draws = setup.variant.play.draw_after_trick
    results = []
    for run in (_play_plain, _play_rules):
        mine, chance = hands.copy(), np.random.default_rng(seed + 100)
        played = run(setup, chance, mine, trump.copy(), elder, bidder,
                     Stock(stock) if draws else None, None)
        results.append((played, mine, chance.random()))
    (fast, left, after), (slow, left_slow, after_slow) = results
    assert np.array_equal(fast.plays, slow.plays)
    assert np.array_equal(fast.winners, slow.winners)
    assert np.array_equal(fast.trump, slow.trump)
    assert np.array_equal(fast.conceded, slow.conceded)
    assert np.array_equal(left, left_slow)
    assert after == after_slow


def drawn_one_by_one(cards: np.ndarray, taken: list[int], hands: np.ndarray,
                     first: list[int], closed: list[bool]) -> None:
    """Each seat from the first in turn takes the top card while any is left."""
    n = hands.shape[1]
    for lane, (start, done) in enumerate(zip(first, closed, strict=True)):
        for k in range(n if done else 0):
            if taken[lane] < cards.shape[1]:
                hands[lane, (start + k) % n] |= U64(1 << int(cards[lane, taken[lane]]))
                taken[lane] += 1


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 8), st.integers(1, 30), st.integers(0, 46), st.integers(0, 2**32),
       st.floats(0, 1))
def test_drawing_for_all_seats_at_once_deals_as_seat_by_seat(
        players: int, lanes: int, size: int, seed: int, open_share: float) -> None:
    """Trick after trick (some not closed), every seat gets the card it would draw in
    turn, and the stock runs out as it would."""
    setup = setup_of("auction_pitch", players)
    rng = np.random.default_rng(seed)
    cards = np.argsort(rng.random((lanes, 54)), axis=1)[:, :size]
    stock = Stock(cards if seed % 2 else np.asfortranarray(cards))
    hands = np.zeros((lanes, players), dtype=U64)
    expected, taken = hands.copy(), [0] * lanes
    for _ in range(size // players + 3):
        first = rng.integers(0, players, lanes)
        closed = rng.random(lanes) >= open_share
        stock.draw(setup, hands, np.where(closed, first, -1), closed)
        drawn_one_by_one(cards, taken, expected, first.tolist(), closed.tolist())
        assert np.array_equal(hands, expected)
        assert stock.taken.tolist() == taken


MASKS = st.lists(st.integers(0, (1 << 54) - 1), min_size=1, max_size=40)


@given(MASKS, st.integers(0, 2**32), st.integers(0, 54))
def test_a_card_picked_among_few_is_the_card_halving_picks(masks: list[int], seed: int,
                                                            keep: int) -> None:
    """pick_card gives random_card's card from the same draw (stepping through few
    cards or halving through many), and -1 for an empty mask; pick_cards gives the
    same card beside its one-card mask (0 for none)."""
    thin = [m & ((1 << keep) - 1) if i % 2 else m for i, m in enumerate(masks)]
    held = np.array(thin, dtype=U64)
    picked = pick_card(np.random.default_rng(seed), held)
    halved = random_card(np.random.default_rng(seed), np.where(held == 0, U64(1), held))
    assert picked.tolist() == np.where(held == 0, -1, halved).tolist()
    card, mask = pick_cards(np.random.default_rng(seed), held)
    assert card.tolist() == picked.tolist()
    assert mask.tolist() == [0 if c < 0 else 1 << c for c in picked.tolist()]
