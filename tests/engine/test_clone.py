"""``State.clone()``: an independent copy that plays on exactly as the original would.

The clone shares the rules and compiled tables (so it is cheap) but nothing that a
move changes: playing the clone on never changes the original, and the clone played
with the original's random stream ends the same match.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from helpers import SPEC_NAMES, spec

from pitchspec.engine.core.state import field_values
from pitchspec.engine.game import Game
from pitchspec.engine.step import State

SHARED = {"game", "variant", "tables", "trump_tables", "specials", "_play_plan",
          "_auction_plan"}


def _move(state: State, rng: random.Random) -> None:
    if state.is_chance_node():
        state.apply_action(state.sample_chance(rng))
    else:
        state.apply_action(rng.choice(state.legal_actions()))


def _snapshot(state: State) -> dict[str, Any]:
    return {k: copy.deepcopy(v) for k, v in field_values(state).items() if k not in SHARED}


def _finish(state: State, rng: random.Random) -> State:
    while not state.is_terminal():
        _move(state, rng)
    return state


@pytest.mark.parametrize("name", SPEC_NAMES[::3])
def test_clone_is_independent_and_plays_on_alike(name: str) -> None:
    """Every third bundled spec: clone at a few points of a match; the original is
    untouched by the clone's moves, and the clone ends the match as the original."""
    game = Game(spec(name), max_hands=2)
    state, rng = game.new_initial_state(), random.Random(7)
    steps = 0
    while not state.is_terminal():
        if steps % 17 == 5:
            before = _snapshot(state)
            twin = state.clone()
            assert twin.game is state.game
            _finish(twin, random.Random(steps))
            assert _snapshot(state) == before
            again = _finish(state.clone(), copy.deepcopy(rng))
            original = _finish(copy.deepcopy(state), copy.deepcopy(rng))
            assert again.history == original.history and again.scores == original.scores
        _move(state, rng)
        steps += 1


@pytest.mark.parametrize("name", SPEC_NAMES[1::3])
@pytest.mark.parametrize("first_dealer", [None, 1])
def test_new_matches_are_fresh_copies_of_one_start(name: str, first_dealer: int | None) -> None:
    """A new match is a copy of the game's pristine start for its first dealer: equal,
    field by field, to a state built afresh, and untouched by a match played before."""
    game = Game(spec(name), max_hands=2)
    played = _finish(game.new_initial_state(first_dealer), random.Random(3))
    assert played.history
    fresh, built = game.new_initial_state(first_dealer), State(game, first_dealer)
    assert _snapshot(fresh) == _snapshot(built)
    assert fresh is not game.new_initial_state(first_dealer)
    again = _finish(fresh, random.Random(3))
    assert again.history == played.history and again.scores == played.scores
