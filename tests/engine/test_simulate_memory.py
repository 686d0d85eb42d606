"""`simulate` runs in bounded memory (issue 32): nothing kept grows with the number of
matches (no list of every job, no per-match records, no results held after they are
merged). Measured with tracemalloc in this process (``--jobs 1``: the same job stream
and merge as the worker processes feed): the peak of a run ten times as long stays
within a small factor of the shorter run's."""

from __future__ import annotations

import tracemalloc

import pytest

from pitchspec.engine.game import Game
from pitchspec.matches.stats import jobs_for, run_simulation
from pitchspec.pipeline import load

from conftest import SPEC_DIR


def peak(game: Game, matches: int, batch: bool) -> int:
    """The traced peak of a whole run's allocations, in bytes."""
    tracemalloc.start()
    try:
        run_simulation(game, matches, 5, 1, batch, agents=("random",))
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_the_batch_kernel_run_does_not_grow_with_the_matches() -> None:
    game = Game(load(SPEC_DIR / "pitch.pitch"), max_hands=2)
    peak(game, 100, True)  # the kernel's tables, made once per game, out of the way
    short, long = peak(game, 2_000, True), peak(game, 20_000, True)
    assert long <= 1.5 * short, (short, long)


@pytest.mark.slow
def test_the_reference_run_does_not_grow_with_the_matches() -> None:
    game = Game(load(SPEC_DIR / "pitch.pitch"), max_hands=1)
    peak(game, 20, False)
    short, long = peak(game, 100, False), peak(game, 1_000, False)
    assert long <= 1.5 * short, (short, long)


def test_the_jobs_are_made_as_they_are_taken() -> None:
    # a million matches are 20,000 jobs: made one by one, never listed whole
    variant = load(SPEC_DIR / "pitch.pitch")
    jobs = jobs_for(variant, 1_000_000, 1, None, None, 30, 2)
    first, second = next(jobs), next(jobs)
    assert (first.start, first.stop, second.start) == (0, 50, 50)
    assert sum(1 for _ in jobs) == 20_000 - 2
