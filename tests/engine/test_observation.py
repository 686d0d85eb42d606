"""An observation is a complete, frozen record of one seat's view (engine/observation.py
fills it in directly, past the frozen ``__init__``, for speed); ``shows`` compares a
state with one, field by field, as ``observe`` would make it."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path
from typing import Any

import pytest

from pitchspec.engine.core.records import Contract, Trick
from pitchspec.engine.game import Game
from pitchspec.engine.observation import Observation, observe, shows
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


_ONE_MORE: dict[str, Any] = {"auction": (0, 0), "current_trick": (0, 0),
                              "tricks": Trick(0, (), 0), "contract": Contract(0, 2)}
"""An item of each field's own type where a tuple is empty or a value missing (a compiled
build checks the types it reads), 0 for the rest."""


def _mutants(view: Observation) -> list[Observation]:
    """The observation with one field changed at a time (the hand's number aside): a
    number one more, a tuple one shorter, reversed or with its first number one more
    (one item longer when empty), a missing value given, a contract one higher."""
    mutants = []
    for field in dataclasses.fields(Observation):
        value: Any = getattr(view, field.name)
        more = _ONE_MORE.get(field.name, 0)
        match value:
            case None:
                changed: list[Any] = [more]
            case int():
                changed = [value + 1]
            case str():
                changed = [value + "x"]
            case Contract():
                changed = [None, dataclasses.replace(value, level=value.level + 1)]
            case tuple() if not value:
                changed = [(more,)]
            case tuple():
                changed = [value[:-1], value[::-1]] if len(value) > 1 else [value[:-1]]
                if isinstance(value[0], int):
                    changed.append((value[0] + 1, *value[1:]))
            case _:
                changed = [None]
        mutants += [dataclasses.replace(view, **{field.name: new}) for new in changed
                    if new != value and field.name != "hand_number"]
    return mutants


@pytest.mark.parametrize("name", ["auction_pitch", "blind_blind", "nine_five",
                                  "new_yorker_pitch", "cell_pitch", "oklahoma_ten_point"])
def test_shows_is_the_observation_compared_hand_number_aside(name: str) -> None:
    """shows(state, seat, obs) says what ``observe`` compared with ``obs`` says, the
    hand's number aside: true for the seat's own observation (of any hand number), false
    for another seat's and for each with one field changed."""
    game = Game(load(SPEC_DIR / f"{name}.pitch", include=[SPEC_DIR]), max_hands=2)
    state, rng = game.new_initial_state(), random.Random(11)
    checked = 0
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(state.sample_chance(rng))
            continue
        for seat in range(game.num_players):
            view = observe(state, seat)
            assert shows(state, seat, view)
            assert shows(state, seat, dataclasses.replace(view, hand_number=9))
            assert not shows(state, (seat + 1) % game.num_players, view) or \
                observe(state, (seat + 1) % game.num_players) == view
            for mutant in _mutants(view):
                same = dataclasses.replace(view, hand_number=mutant.hand_number) == mutant
                assert shows(state, seat, mutant) == same, mutant
                checked += 1
        state.apply_action(rng.choice(state.legal_actions()))
    assert checked > 100
