"""Compiled players decide exactly as their Python sources (issue 32).

``pip install .`` compiles the players (pitchspec/agents: the heuristic player, the
search player and what they read; the random player) and simulate's match driver and
count with mypyc beside the engine (hatch_build.py). Here seeded matches of varied
bundled variants, heuristic players in every seat and a pimc seat among them, are
played by the installed build and, in a child process, by the Python sources of this
checkout; every action of every match must be the same. Likewise seeded simulations
with random players (the driver's quiet path, the random draws and the tally): every
figure of their reports must be the same.
"""

from __future__ import annotations

import hashlib
import os
import random
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from importlib.util import find_spec

import pytest

from pitchspec import catalogue, load
from pitchspec.agents import make_agents
from pitchspec.engine.game import Game
from pitchspec.matches.driver import play_match

from conftest import ROOT

VARIANTS = ("auction_pitch", "california_jack", "contway_pitch", "nine_five",
            "two_trump_pitch", "blind_blind")
"""A stock drawn from, hidden exchanges, forced bids, two trumps, blind bids."""


def agents_compiled(module: str = "pitchspec.agents.pimc") -> bool:
    """Whether the players (or ``module``) imported here are compiled (mypyc), not
    Python."""
    spec = find_spec(module)
    origin = spec.origin if spec is not None else None
    return origin is not None and origin.endswith(tuple(EXTENSION_SUFFIXES))


SIMULATED = ("auction_pitch", "california_jack", "blind_blind", "two_trump_pitch",
             "nine_five_nw_connecticut", "all_fives")
"""Plain plans, a stock drawn from, blind bids, two trumps, a widow, counting cards."""
PATH = ("pitchspec.matches.driver", "pitchspec.engine.core.tally", "pitchspec.agents.basic")
"""simulate's modules besides the engine and the players."""


def simulations_digest() -> str:
    """A digest of the reports of seeded simulations with random players (three deals
    a match at most, as the benchmark's CLI path), and of one seeded match's actions."""
    from pitchspec.matches.stats import run_simulation

    digest = hashlib.sha256()
    for name in SIMULATED:
        game = Game(load(str(catalogue.find(name))), max_hands=3)
        data = run_simulation(game, 40, 7, 1, False, agents=("random",))
        digest.update(repr((name, sorted(data.items()))).encode())
        agents = make_agents(["random"], game, 5)
        digest.update(repr(play_match(game, agents, random.Random(5)).actions).encode())
    return digest.hexdigest()


def decisions_digest() -> str:
    """A digest of every action of seeded matches (two deals each): heuristic players
    in every seat, then pimc (budget 12) in seat 0 against them."""
    digest = hashlib.sha256()
    for name in VARIANTS:
        game = Game(load(str(catalogue.find(name))), max_hands=2)
        for seed in range(2):
            for first in ("heuristic", "pimc"):
                names = [first] + ["heuristic"] * (game.num_players - 1)
                agents = make_agents(names, game, seed, budget=12)
                result = play_match(game, agents, random.Random(seed))
                digest.update(repr((name, seed, first, result.actions,
                                    result.state.scores)).encode())
    return digest.hexdigest()


def test_compiled_players_decide_as_the_python_sources() -> None:
    if not agents_compiled():
        pytest.skip("the players run as Python here (an editable or pure install): "
                    "no compiled build to compare")
    script = ("import sys; sys.path[:0] = sys.argv[1:]; "
              "from test_agents_compiled import agents_compiled, decisions_digest; "
              "assert not agents_compiled(); print(decisions_digest())")
    env = {**os.environ, "PYTHONPATH": ""}
    child = subprocess.run([sys.executable, "-c", script, str(ROOT), str(ROOT / "tests")],
                           capture_output=True, text=True, env=env, check=False)
    assert child.returncode == 0, child.stderr
    assert child.stdout.strip() == decisions_digest()



def test_compiled_simulations_count_as_the_python_sources() -> None:
    if not all(agents_compiled(module) for module in PATH):
        pytest.skip("simulate's driver and count run as Python here (an editable or pure "
                    "install): no compiled build to compare")
    script = ("import sys; sys.path[:0] = sys.argv[1:]; "
              "from test_agents_compiled import PATH, agents_compiled, simulations_digest; "
              "assert not any(agents_compiled(m) for m in PATH); print(simulations_digest())")
    env = {**os.environ, "PYTHONPATH": ""}
    child = subprocess.run([sys.executable, "-c", script, str(ROOT), str(ROOT / "tests")],
                           capture_output=True, text=True, env=env, check=False)
    assert child.returncode == 0, child.stderr
    assert child.stdout.strip() == simulations_digest()
