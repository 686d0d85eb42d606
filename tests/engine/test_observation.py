"""An observation is a complete, frozen record of one seat's view (engine/observation.py
fills it in directly, past the frozen ``__init__``, for speed)."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest

from pitchspec.engine.game import Game
from pitchspec.engine.observation import Observation, observe
from pitchspec.pipeline import load

SPEC_DIR = Path(__file__).resolve().parents[2] / "spec"


@pytest.mark.parametrize("name", ["auction_pitch", "oklahoma_ten_point", "blind_blind",
                                  "man_o_war_pitch", "nine_five"])
def test_every_observation_has_every_field_and_is_frozen(name: str) -> None:
    game = Game(load(SPEC_DIR / f"{name}.pitch", include=[SPEC_DIR]), max_hands=2)
    state, rng = game.new_initial_state(), random.Random(7)
    names = [f.name for f in dataclasses.fields(Observation)]
    seen = 0
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(state.sample_chance(rng))
            continue
        player = state.current_player()
        for seat in range(game.num_players):
            view = observe(state, seat)
            assert sorted(vars(view)) == sorted(names)
            # The frozen __init__ makes the same record from the same values.
            assert Observation(**{n: getattr(view, n) for n in names}) == view
            assert (view.legal != ()) == (seat == player)
            seen += 1
        with pytest.raises(dataclasses.FrozenInstanceError):
            view.seat = 0  # type: ignore[misc]
        state.apply_action(rng.choice(state.legal_actions()))
    assert seen > 0
