"""Playing a match: chance from a seeded generator (or a fixed deal), decisions from
agents that see only their own seat, every action recorded for the log."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from pitchspec.engine.game import Game
from pitchspec.engine.sim.agents import Agent
from pitchspec.engine.sim.observation import observe
from pitchspec.engine.step import State

ChanceSource = Callable[[State], int | None]
"""Returns the next chance outcome for a state, or None to draw it at random."""


@dataclass
class MatchResult:
    state: State
    actions: list[int] = field(default_factory=list)

    @property
    def winners(self) -> tuple[int, ...]:
        return self.state.winners or ()

    @property
    def hands(self) -> int:
        return len(self.state.hands_played)


def play_match(game: Game, agents: Sequence[Agent], rng: random.Random,
               chance: ChanceSource | None = None, first_dealer: int | None = None,
               on_action: Callable[[State, int, int], None] | None = None,
               scores: Sequence[int] | None = None) -> MatchResult:
    """Play one match to the end, from ``scores`` (one per side) if given;
    ``on_action(state, player, action)`` sees each step before it is applied (for
    printing and logging)."""
    state = game.new_initial_state(first_dealer, scores)
    actions = []
    while not state.is_terminal():
        player = state.current_player()
        if state.is_chance_node():
            action = (chance(state) if chance else None)
            if action is None:
                action = state.sample_chance(rng)
        else:
            action = agents[player].act(observe(state, player))
        if on_action is not None:
            on_action(state, player, action)
        state.apply_action(action)
        actions.append(action)
    return MatchResult(state, actions)
