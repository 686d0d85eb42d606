"""The hot path of the reference engine draws and plays exactly as the general one.

``State.sample_chance`` inlines ``randrange`` for a plain ``random.Random``; it must
draw the same numbers and the same card as ``randrange`` over the stock's cards.
``State.deal_rest`` resolves a run of chance steps in one call; it must draw the same
random numbers and leave the same state (every field) as sampling and applying the
steps one at a time, for every bundled variant.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from helpers import SPEC_NAMES, spec
from hypothesis import given
from hypothesis import strategies as st

from pitchspec.engine.core.records import Award, Credit, Trick, award, credit, trick
from pitchspec.engine.core.state import field_values
from pitchspec.engine.core.tables import cards_in
from pitchspec.engine.game import Game
from pitchspec.engine.step import State

SEEDS = (0, 1, 2)


class _Counting(random.Random):
    """A generator of its own class: sample_chance must ask it through randrange."""

    calls = 0

    def randrange(self, *args: Any, **kwargs: Any) -> int:
        self.calls += 1
        return super().randrange(*args, **kwargs)


def _fields(state: State) -> dict[str, Any]:
    return field_values(state)


@given(st.integers(0, 2**32), st.lists(st.integers(0, 2**54 - 1), min_size=1, max_size=30))
def test_sample_chance_draws_as_randrange(seed: int, stocks: list[int]) -> None:
    """For any stock, the card drawn is the randrange(len)-th of the stock's cards,
    and the generator is left where randrange leaves it."""
    game = Game(spec("auction_pitch"), max_hands=1)
    state = game.new_initial_state(0)
    fast, slow = random.Random(seed), random.Random(seed)
    for stock in stocks:
        state.stock = stock
        cards = cards_in(stock)
        if not cards:
            continue
        assert state.sample_chance(fast) == cards[slow.randrange(len(cards))]
        assert fast.getstate() == slow.getstate()


def test_sample_chance_asks_a_subclass_through_randrange() -> None:
    game = Game(spec("auction_pitch"), max_hands=1)
    state = game.new_initial_state(0)
    rng = _Counting(3)
    state.sample_chance(rng)
    assert rng.calls == 1


def test_empty_stock_raises_as_randrange_does() -> None:
    game = Game(spec("auction_pitch"), max_hands=1)
    state = game.new_initial_state(0)
    state.stock = 0
    with pytest.raises(ValueError):
        state.sample_chance(random.Random(0))
    with pytest.raises(ValueError):
        state.deal_rest(random.Random(0))


def _one_at_a_time(state: State, rng: random.Random) -> int:
    steps = 0
    while state.is_chance_node():
        state.apply_action(state.sample_chance(rng))
        steps += 1
    return steps


@pytest.mark.parametrize("name", SPEC_NAMES)
def test_deal_rest_is_one_step_at_a_time(name: str) -> None:
    """Every bundled variant, whole matches: at every chance node, deal_rest takes the
    same steps, draws the same numbers and leaves every field of the state as the
    steps taken one at a time; the decisions between are the same random choices."""
    game = Game(spec(name), max_hands=6)
    for seed in SEEDS:
        first = None if seed % 2 else seed % game.num_players
        fast, slow = game.new_initial_state(first), game.new_initial_state(first)
        rng_fast, rng_slow = random.Random(seed), random.Random(seed)
        runs = 0
        while not slow.is_terminal():
            assert fast.is_chance_node() == slow.is_chance_node()
            if slow.is_chance_node():
                assert fast.deal_rest(rng_fast) == _one_at_a_time(slow, rng_slow)
                assert rng_fast.getstate() == rng_slow.getstate()
                assert _fields(fast) == _fields(slow)
                runs += 1
            else:
                assert fast.legal_actions() == slow.legal_actions()
                action = rng_slow.choice(slow.legal_actions())
                assert rng_fast.choice(fast.legal_actions()) == action
                fast.apply_action(action)
                slow.apply_action(action)
        assert fast.is_terminal() and runs
        assert _fields(fast) == _fields(slow)
        assert fast.deal_rest(rng_fast) == 0


def test_deal_rest_with_a_subclass_generator() -> None:
    """A generator of another class is asked through randrange, one step at a time."""
    game = Game(spec("auction_pitch"), max_hands=1)
    fast, slow = game.new_initial_state(0), game.new_initial_state(0)
    rng = _Counting(5)
    steps = fast.deal_rest(rng)
    assert steps == rng.calls == _one_at_a_time(slow, _Counting(5))
    assert _fields(fast) == _fields(slow)


def test_record_makers_give_the_frozen_records() -> None:
    """The hot loop's record makers give records equal to the dataclasses' own, with
    the same fields (a field added to a record must be added to its maker), and as
    frozen."""
    made: list[tuple[Any, Any]] = [
        (trick(1, ((1, 5), (2, 7)), 2), Trick(1, ((1, 5), (2, 7)), 2)),
        (award("high", 1, 1, 12), Award("high", 1, 1, 12)),
        (award("game", 0, 1), Award("game", 0, 1)),
        (credit(1, -2, "set back"), Credit(1, -2, "set back"))]
    for fast, slow in made:
        assert fast == slow and hash(fast) == hash(slow) and repr(fast) == repr(slow)
        assert set(vars(fast)) == {f.name for f in dataclasses.fields(slow)}
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(fast, "side", 3)  # noqa: B010 (a frozen record refuses any assignment)
