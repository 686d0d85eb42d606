"""Agents: who decides for a seat. Each sees only its seat's observation."""

from __future__ import annotations

import random
from typing import Protocol

from pitchspec.engine.observation import Observation


class Agent(Protocol):
    """Chooses one of the legal actions from what its seat may see."""

    def act(self, observation: Observation) -> int: ...


class RandomAgent:
    """Uniformly random among the legal actions; seeded for reproducible matches."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def act(self, observation: Observation) -> int:
        return self.rng.choice(observation.legal)


class FirstLegalAgent:
    """Always the lowest-numbered legal action (pass before any bid, lowest card)."""

    def act(self, observation: Observation) -> int:
        return observation.legal[0]
