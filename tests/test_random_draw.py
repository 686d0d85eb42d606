"""The search player's draws made directly (pitchspec/agents/random_draw.py): a shuffle,
a choice and a sample of the unseen cards take the same cards in the same order from
the same numbers as ``random.Random``'s own methods, and leave the generator in the
same state, so pimc decides as it did with the methods (its pinned decisions,
tests/test_agents_pimc_pin.py, rest on it)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pitchspec.agents.random_draw import choice_of, sample_of, shuffle_in

SEEDS = st.integers(0, 2**64)
SIZES = st.lists(st.integers(0, 70), min_size=1, max_size=40)


@given(SEEDS, SIZES)
def test_a_shuffle_is_the_generators_shuffle(seed: int, sizes: list[int]) -> None:
    quick, plain = random.Random(seed), random.Random(seed)
    for size in sizes:
        mine, theirs = list(range(size)), list(range(size))
        shuffle_in(quick, mine)
        plain.shuffle(theirs)
        assert mine == theirs
    assert quick.getstate() == plain.getstate()


@given(SEEDS, SIZES)
def test_a_choice_is_the_generators_choice(seed: int, sizes: list[int]) -> None:
    quick, plain = random.Random(seed), random.Random(seed)
    for size in sizes:
        cards = list(range(10, 11 + size))
        assert choice_of(quick, cards) == plain.choice(cards)
    assert quick.getstate() == plain.getstate()


@given(SEEDS, st.lists(st.tuples(st.integers(0, 120), st.integers(0, 120)), min_size=1,
                       max_size=20))
def test_a_sample_is_the_generators_sample(seed: int, shapes: list[tuple[int, int]]) -> None:
    """Small and large populations alike (``sample`` keeps a pool list for small ones
    and a set of places taken for large ones)."""
    quick, plain = random.Random(seed), random.Random(seed)
    for size, want in shapes:
        cards = list(range(size))
        k = min(want, size)
        assert sample_of(quick, cards, k) == plain.sample(cards, k)
    assert quick.getstate() == plain.getstate()


def test_nothing_to_choose_and_another_generators_own_methods() -> None:
    with pytest.raises(IndexError):
        choice_of(random.Random(1), [])
    with pytest.raises(ValueError):
        sample_of(random.Random(1), [1, 2], 3)

    class Own(random.Random):
        def choice(self, seq: object) -> int:  # type: ignore[override]
            return -1

        def shuffle(self, x: list[int]) -> None:  # type: ignore[override]
            x.reverse()

    own = Own(3)
    cards = [1, 2, 3]
    shuffle_in(own, cards)
    assert cards == [3, 2, 1]
    assert choice_of(own, cards) == -1
