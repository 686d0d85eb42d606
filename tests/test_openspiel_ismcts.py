"""OpenSpiel's ISMCTS bot against pitchspec's heuristic player (issue 13).

The bot searches through ``resample_from_infostate``; every move of both players is
checked against the legal moves (:mod:`pitchspec.openspiel.arena`). Worked examples:
Auction Pitch (V03, source 000 "Auction Pitch"), and Nine-Five (V27, source 000
"Nine-Five variants of Pitch; Nine-Five"), whose exchange throws out the non-trumps
and refills the hands face down, and whose forced bid on a Nine with a suit mate the
resampler must respect. Who wins is measured, not asserted (benchmarks/bench_ismcts.py).
"""

from __future__ import annotations

import os
import random
import subprocess
import sys

import pytest

pyspiel = pytest.importorskip(
    "pyspiel", reason="open_spiel is not installed (pip install 'pitchspec[openspiel]')")

import pitchspec.openspiel as po  # noqa: E402
from pitchspec.agents import make_agent  # noqa: E402
from pitchspec.openspiel.arena import ismcts, play  # noqa: E402
from pitchspec.openspiel.game import PitchGame  # noqa: E402


def _heuristics(game: PitchGame, bot_seat: int, seed: int) -> list[object]:
    n = game.num_players()
    return [None if s == bot_seat else make_agent("heuristic", game.engine, s, seed)
            for s in range(n)]


@pytest.mark.parametrize("name", ["auction_pitch", "nine_five"])
def test_ismcts_plays_a_deal_against_heuristic_players(name: str) -> None:
    game = pyspiel.load_game(po.PREFIX + name)
    result = play(game, {1: ismcts(game, 1, 3)}, _heuristics(game, 1, 1),  # type: ignore[arg-type]
                  random.Random(1))
    engine = result.state.engine
    assert result.state.is_terminal() and len(engine.hands_played) >= 1
    assert result.moves[1] > 0 and all(m > 0 for m in result.moves)
    assert all(-1.0 <= r <= 1.0 for r in result.returns)
    assert any(engine.scores), "a scored deal moves some side's score"


@pytest.mark.slow
@pytest.mark.parametrize("name", ["auction_pitch", "nine_five", "man_o_war_pitch"])
def test_ismcts_plays_games_of_two_deals_against_heuristic_players(name: str) -> None:
    """Two scored deals a game (a whole match with random rollouts to its end is too
    slow for a test), the bot in another seat each time."""
    game = pyspiel.load_game(po.PREFIX + name, {"max_hands": 2})
    for seed in range(2):
        result = play(game, {seed: ismcts(game, seed, 2)},
                      _heuristics(game, seed, seed), random.Random(seed))  # type: ignore[arg-type]
        engine = result.state.engine
        assert len(engine.hands_played) >= 2 or engine.winners is not None
        assert all(-1.0 <= r <= 1.0 for r in result.returns)


GAME = """
import random, sys
import pyspiel
import pitchspec.openspiel as po
from pitchspec.agents import make_agent
from pitchspec.openspiel.arena import ismcts, play

game = pyspiel.load_game(po.PREFIX + sys.argv[1])
agents = [None] + [make_agent("heuristic", game.engine, s, 5) for s in (1, 2, 3)]
result = play(game, {0: ismcts(game, 5, 2)}, agents, random.Random(5))
print("\\n".join(result.state.record(None)))
"""


def test_the_same_seed_plays_the_same_game_in_any_process() -> None:
    """Man-o'-War Pitch (V09, source 000 "Six-point Pitch games: Man-O-War Pitch"), a
    deal with the bot in seat 0: two processes with other hash seeds play the same
    game, card for card (the bot's worlds drawn from its own seeded generator, not
    from OpenSpiel's default sampler, which is seeded from the system's entropy)."""
    records = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        run = subprocess.run([sys.executable, "-c", GAME, "man_o_war_pitch"], env=env,
                             capture_output=True, text=True, timeout=600, check=True)
        records.append(run.stdout)
    assert records[0].count("seat 0 ") > 10, "the bot made its moves"
    assert records[0] == records[1]
