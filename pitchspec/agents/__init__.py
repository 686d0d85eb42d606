"""Every player, built from a variant's model: random and first legal (``basic``),
scripted seats (``scripted``), heuristic, determinized Monte Carlo search (``pimc``),
and a person at the terminal (``human``). Each sees only its seat's observation
(:class:`pitchspec.engine.Observation`) and imports nothing but the engine's public
names; the matches it plays (:mod:`pitchspec.matches`) stand above it.

``make_agent(name, game, seat, seed)`` builds one; ``parse_agents`` reads the
``--agents`` option (one name for every seat, or one per seat in seat order);
:class:`SeatPlayer` is what a game log records of a seat's player.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pitchspec.agents.basic import Agent, FirstLegalAgent, RandomAgent, generator, table_generator
from pitchspec.engine import Game

AGENT_NAMES = ("random", "first", "heuristic", "pimc")
"""The players ``--agents`` accepts."""
SEEDED = ("random", "pimc")
"""The players whose choices are drawn from the match's seed."""
HUMAN = "human"
"""How a log names the seat a person played."""

DEFAULT_AGENT = "heuristic"
DEFAULT_BUDGET = 100
"""Playouts per decision for pimc."""


@dataclass(frozen=True)
class SeatPlayer:
    """Who decided for one seat: a player by name (``random``, ``first``,
    ``heuristic``, ``pimc``, or ``human`` for a person at the terminal), a pimc
    player's playouts per decision, and the seed its choices are drawn from (None for
    a player that draws nothing: first, heuristic, a person)."""

    player: str
    budget: int | None = None
    seed: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "budget": self.budget, "seed": self.seed}

    def describe(self) -> str:
        """``heuristic``, ``random (seed 7)``, ``pimc (budget 100, seed 7)``."""
        extra = [f"budget {self.budget}"] if self.budget is not None else []
        extra += [f"seed {self.seed}"] if self.seed is not None else []
        return f"{self.player} ({', '.join(extra)})" if extra else self.player



class AgentNameError(ValueError):
    """An ``--agents`` value names no player, or the wrong number of seats."""


def make_agent(name: str, game: Game, seat: int, seed: int | str,
               budget: int | None = None) -> Agent:
    """The player ``name`` for ``seat`` alone; its choices depend only on the seed and
    what the seat sees. A random seat made alone draws from its own generator,
    ``generator(f"{seed}:seat{seat}")`` (the one
    :func:`~pitchspec.agents.basic.seeded_agents` gives it); at a table made by
    :func:`make_agents` the random seats share one."""
    if name == "random":
        return RandomAgent(generator(f"{seed}:seat{seat}"))
    if name == "first":
        return FirstLegalAgent()
    if name == "heuristic":
        from pitchspec.agents.heuristic import HeuristicAgent

        return HeuristicAgent(game, seat)
    if name == "pimc":
        from pitchspec.agents.pimc import PimcAgent

        return PimcAgent(game, seat, seed, budget or DEFAULT_BUDGET)
    raise AgentNameError(unknown(name))


def make_agents(names: Sequence[str], game: Game, seed: int | str,
                budget: int | None = None) -> list[Agent]:
    """One player per seat: ``names`` has one name for every seat, or one per seat. The
    random seats share one generator, the table's
    (:func:`~pitchspec.agents.basic.table_generator`: ``generator(f"{seed}:players")``),
    each decision the next draw from it: what ``play`` and ``simulate`` seat."""
    seats = expand(names, game.num_players)
    shared = table_generator(seed) if "random" in seats else None
    return [RandomAgent(shared) if shared is not None and name == "random"
            else make_agent(name, game, seat, seed, budget) for seat, name in enumerate(seats)]


def expand(names: Sequence[str], players: int) -> tuple[str, ...]:
    """The name of each seat's player."""
    if len(names) == 1:
        return tuple(names) * players
    if len(names) != players:
        raise AgentNameError(f"--agents names {len(names)} players for a table of "
                             f"{players}: give one name for every seat, or one per seat")
    return tuple(names)


def unknown(name: str) -> str:
    close = difflib.get_close_matches(name, AGENT_NAMES, n=1)
    hint = f"; did you mean '{close[0]}'?" if close else ""
    return f"no player called '{name}' (players: {', '.join(AGENT_NAMES)}){hint}"


def parse_agents(text: str) -> tuple[str, ...]:
    """``heuristic`` or ``heuristic,random,heuristic,random``: the names, checked."""
    names = tuple(part.strip().lower() for part in text.split(","))
    for name in names:
        if name not in AGENT_NAMES:
            raise AgentNameError(unknown(name))
    return names


def seat_players(names: Sequence[str], seed: int | None,
                 budget: int | None = None) -> tuple[SeatPlayer, ...]:
    """What a log records of each seat's player: its name, a pimc player's budget and
    the seed of a player that draws from one (``human`` for a person)."""
    return tuple(SeatPlayer(name, (budget or DEFAULT_BUDGET) if name == "pimc" else None,
                            seed if name in SEEDED else None) for name in names)


def describe(names: Sequence[str], budget: int | None = None) -> str:
    """How a report names its players: ``heuristic`` or ``pimc (budget 100), random``."""
    def one(name: str) -> str:
        return f"pimc (budget {budget or DEFAULT_BUDGET})" if name == "pimc" else name

    if len(set(names)) == 1:
        return one(names[0])
    return ", ".join(one(n) for n in names)


__all__ = ["AGENT_NAMES", "DEFAULT_AGENT", "DEFAULT_BUDGET", "HUMAN", "SEEDED",
           "AgentNameError", "SeatPlayer", "describe", "expand", "make_agent", "make_agents",
           "parse_agents", "seat_players"]
