"""A compiled engine plays exactly as its Python sources.

``pip install .`` compiles the engine's hot path with mypyc (hatch_build.py); the tests
then run on that build. Here the same seeded matches of every bundled variant, dealt
one card at a time and with ``deal_rest``, are played by the installed build and, in a
child process, by the Python sources of this checkout; their records (every list of
legal actions, every action, the scores and the hand summaries) must be equal.
"""

from __future__ import annotations

import hashlib
import os
import random
import subprocess
import sys

import pytest

from pitchspec import catalogue, engine, load
from pitchspec.engine.core.rules import EngineError
from pitchspec.engine.game import Game

from conftest import ROOT

SEEDS = range(5)


def records_digest() -> str:
    """A digest of seeded random matches of every bundled variant, both ways of
    dealing, as the engine imported here plays them."""
    digest = hashlib.sha256()
    for name in catalogue.names():
        try:
            game = Game(load(str(catalogue.find(name))), max_hands=8)
        except EngineError:
            continue
        for seed in SEEDS:
            for deal_rest in (False, True):
                digest.update(_match(game, seed, deal_rest).encode())
    return digest.hexdigest()


def _match(game: Game, seed: int, deal_rest: bool) -> str:
    rng = random.Random(seed)
    state = game.new_initial_state()
    legal: list[list[int]] = []
    while not state.is_terminal():
        if state.is_chance_node():
            if deal_rest:
                state.deal_rest(rng)
            else:
                state.apply_action(state.sample_chance(rng))
            continue
        legal.append(state.legal_actions())
        state.apply_action(rng.choice(legal[-1]))
    return repr((legal, state.history, state.scores, state.marks, state.hands_played,
                 state.returns()))


def test_compiled_engine_plays_as_the_python_sources() -> None:
    if not engine.compiled():
        pytest.skip("the engine runs as Python here (an editable or pure install): "
                    "no compiled build to compare")
    script = ("import sys; sys.path[:0] = sys.argv[1:]; "
              "from pitchspec import engine; assert not engine.compiled(); "
              "from test_mypyc_build import records_digest; print(records_digest())")
    env = {**os.environ, "PYTHONPATH": ""}
    child = subprocess.run([sys.executable, "-c", script, str(ROOT), str(ROOT / "tests"),
                            str(ROOT / "tests" / "engine")],
                           capture_output=True, text=True, env=env, check=False)
    assert child.returncode == 0, child.stderr
    assert child.stdout.strip() == records_digest()
