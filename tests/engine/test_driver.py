"""The match driver's quiet path plays exactly as the step-at-a-time loop.

With nobody watching (no ``on_action``, no chance source) :func:`play_match` deals each
run of cards with ``deal_rest``, asks a random player from the legal actions alone and
plays a heuristic player's only choice without an observation; with a watcher it goes
one step at a time and shows every player an observation. Both must give the same
actions, first dealer, scores and winners for every bundled variant.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from helpers import SPEC_NAMES, spec

from pitchspec.agents import make_agents
from pitchspec.engine.core.rules import EngineError
from pitchspec.engine.game import Game
from pitchspec.engine.step import State
from pitchspec.matches.driver import play_match


def _mixed(players: int) -> list[str]:
    """Heuristic and random seats alternating (every seat random at an odd table)."""
    return ["heuristic", "random"] * (players // 2) if players % 2 == 0 else ["random"]


def _recorder(seen: list[int]) -> Callable[[State, int, int], None]:
    def record(_state: State, _player: int, action: int) -> None:
        seen.append(action)
    return record


@pytest.mark.parametrize("name", SPEC_NAMES)
def test_quiet_matches_play_as_watched_ones(name: str) -> None:
    try:
        game = Game(spec(name), max_hands=3)
    except EngineError:
        pytest.skip("the engine cannot play this variant")
    for seed in range(2):
        for names in (["random"], _mixed(game.num_players)):
            quiet = play_match(game, make_agents(names, game, seed), random.Random(seed))
            seen: list[int] = []
            watched = play_match(game, make_agents(names, game, seed), random.Random(seed),
                                 on_action=_recorder(seen))
            assert quiet.actions == watched.actions == seen
            assert quiet.first_dealer == watched.first_dealer >= 0
            assert (quiet.state.scores, quiet.winners) == \
                (watched.state.scores, watched.winners)
