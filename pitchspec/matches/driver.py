"""Playing a match: chance from a seeded generator (or a fixed deal), decisions from
agents that see only their own seat, every action recorded for the log."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Final

from pitchspec.agents.basic import Agent
from pitchspec.engine.core.state import Phase
from pitchspec.engine.game import Game
from pitchspec.engine.observation import observe
from pitchspec.engine.step import State

ChanceSource = Callable[[State], int | None]
"""Returns the next chance outcome for a state, or None to draw it at random."""


@dataclass
class MatchResult:
    state: State
    actions: list[int] = field(default_factory=list)
    first_dealer: int = -1
    """The dealer of the match's first deal (once the cut for deal is over)."""

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
    if chance is None and on_action is None:
        start = len(state.history)
        first = _play_quietly(state, agents, rng)
        return MatchResult(state, state.history[start:], first)
    actions = []
    first = -1
    while not state.is_terminal():
        if first < 0 and state.phase is not _CUT:
            first = state.dealer
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
    return MatchResult(state, actions, first if first >= 0 else state.dealer)


def _play_quietly(state: State, agents: Sequence[Agent], rng: random.Random) -> int:
    """The match played to the end with nobody watching: the same draws and the same
    decisions as one step at a time, but each run of cards dealt by one
    :meth:`State.deal_rest` call (the cut for deal still a step at a time, to see the
    first dealer), a player that looks at nothing but the legal actions
    (:class:`~pitchspec.agents.basic.LegalOnly`) asked without an observation,
    and one that takes the only legal action without looking (its
    ``takes_the_only_choice`` is True) not asked at all then. Returns the first
    dealer."""
    choosers = [getattr(agent, "choose", None) for agent in agents]
    obvious = [getattr(agent, "takes_the_only_choice", False) is True for agent in agents]
    while state.phase is _CUT and not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(state.sample_chance(rng))
        else:
            player = state.current_player()
            state.apply_action(agents[player].act(observe(state, player)))
    first = state.dealer
    while not state.is_terminal():
        if state.is_chance_node():
            state.deal_rest(rng)
            continue
        player = state.current_player()
        choose = choosers[player]
        if choose is not None:
            state.apply_action(choose(state.legal_actions()))
            continue
        if obvious[player]:
            legal = state.legal_actions()
            if len(legal) == 1:
                state.apply_action(legal[0])
                continue
        state.apply_action(agents[player].act(observe(state, player)))
    return first


_CUT: Final = Phase.CUT
