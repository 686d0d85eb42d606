"""OpenSpiel bots and pitchspec's players at one table.

:func:`play` deals and plays one game of a registered variant (a deal, a few deals or
the whole match, as the game's ``max_hands`` says): the seats in ``bots`` are driven
by OpenSpiel bots (anything with ``step(state)``, e.g. ISMCTS), the others by
pitchspec's agents (:mod:`pitchspec.agents`), each from its own seat's observation.
Chance draws from the game's chance outcomes with the given generator. Every move is
checked against the legal moves before it is made; an illegal one is an
:class:`IllegalMove`, so a caller never gets a game that broke the rules.

:func:`ismcts` builds OpenSpiel's ISMCTS bot so that one seed decides its whole game.
Left to itself the bot asks each state for a world with a fresh
``pyspiel.UniformProbabilitySampler``, which is seeded from the operating system's
entropy (``std::random_device``): two runs with the same seed then see other worlds,
choose other moves, and a failure of one run cannot be replayed.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from pitchspec.agents.basic import Agent
from pitchspec.engine.observation import observe
from pitchspec.openspiel.game import PitchGame, PitchState


class Bot(Protocol):
    """An OpenSpiel bot: the action (OpenSpiel's number) it takes in a state."""

    def step(self, state: PitchState) -> int: ...


class IllegalMove(RuntimeError):
    """A bot or agent chose a move the rules do not allow at that point."""


@dataclass(frozen=True)
class Result:
    """A finished game: the final state and the moves each seat made."""

    state: PitchState
    moves: tuple[int, ...]

    @property
    def returns(self) -> list[float]:
        return list(self.state.returns())


def play(game: PitchGame, bots: Mapping[int, Bot], agents: Sequence[Agent | None],
         rng: random.Random) -> Result:
    """Play ``game`` to its end: ``bots`` by seat, ``agents[seat]`` for the others."""
    state = game.new_initial_state()
    moves = [0] * game.num_players()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, weights = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(outcomes, weights)[0])
            continue
        seat = state.current_player()
        if seat in bots:
            action = int(bots[seat].step(state))
            _check(action in state.legal_actions(), seat, state)
            state.apply_action(action)
        else:
            agent = agents[seat]
            if agent is None:
                raise IllegalMove(f"no player for seat {seat}")
            choice = agent.act(observe(state.engine, seat))
            _check(choice in state.engine.legal_actions(), seat, state)
            state.apply_engine(choice)
        moves[seat] += 1
    return Result(state, tuple(moves))


def _check(legal: bool, seat: int, state: PitchState) -> None:
    if not legal:
        raise IllegalMove(f"seat {seat} chose an illegal move at\n{state}")


def ismcts(game: PitchGame, seed: int, simulations: int, uct_c: float = 2.0) -> Bot:
    """OpenSpiel's ISMCTS bot with random rollouts: its rollouts, its choices and the
    worlds it deals itself (``resample_from_infostate``) all draw from one generator
    seeded with ``seed``, so the same seed gives the same moves in any process."""
    from open_spiel.python.algorithms import ismcts as search
    from open_spiel.python.algorithms import mcts

    rs = np.random.RandomState(seed)
    bot = search.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, rs), uct_c, simulations,
                           random_state=rs)
    bot.set_resampler(lambda state, player: state.resample_from_infostate(player, rs.uniform))
    return bot  # type: ignore[no-any-return]


def decision_points(game: PitchGame, seed: int, every: int) -> list[tuple[int, PitchState]]:
    """Every ``every``-th decision of one game of uniform random moves (chance and
    players alike drawn from ``random.Random(seed)``), numbered from 1, each a copy of
    the state at that point: positions to resample from in tests and benchmarks."""
    rng, state = random.Random(seed), game.new_initial_state()
    points: list[tuple[int, PitchState]] = []
    made = 0
    while not state.is_terminal():
        if not state.is_chance_node():
            made += 1
            if made % every == 0:
                points.append((made, state.clone()))
        state.apply_action(rng.choice(state.legal_actions()))
    return points
