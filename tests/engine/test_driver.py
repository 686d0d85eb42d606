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
from hypothesis import given
from hypothesis import strategies as st

from pitchspec.agents import make_agents
from pitchspec.agents.basic import generator, quick_choice, reseed, reseed_text, table_agents
from pitchspec.engine.core.rules import EngineError
from pitchspec.engine.game import Game
from pitchspec.engine.step import State
from pitchspec.matches.driver import RandomTable, play_match, play_out


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


@pytest.mark.parametrize("name", SPEC_NAMES)
def test_a_random_table_plays_each_match_as_new_random_players_would(name: str) -> None:
    """simulate's random seats sit at one table for a whole job, its generators seeded
    again for each match: each match ends as ``play_out`` with a new table of random
    players and a new generator would end it, in every variant, match after match."""
    try:
        game = Game(spec(name), max_hands=3)
    except EngineError:
        pytest.skip("the engine cannot play this variant")
    table = RandomTable(game)
    for seed in (0, 1, 2**62 + 7, 5):
        state, first = table.play(seed)
        fresh, fresh_first = play_out(game, table_agents(game.num_players, seed),
                                      generator(seed))
        assert first == fresh_first
        assert (state.scores, state.winners, state.hands_played, state.last_settlement) == \
            (fresh.scores, fresh.winners, fresh.hands_played, fresh.last_settlement)


@given(st.integers(0, 2**64), st.one_of(st.integers(0, 2**64), st.text(max_size=12)))
def test_a_generator_seeded_again_draws_as_a_new_one(first: int, seed: int | str) -> None:
    rng = generator(first)
    rng.random()
    if isinstance(seed, str):
        reseed_text(rng, seed)
    else:
        reseed(rng, seed)
    assert rng.getstate() == generator(seed).getstate()


@given(st.integers(0, 2**64), st.lists(st.integers(1, 70), min_size=1, max_size=300))
def test_a_random_players_quick_choice_draws_as_choice(seed: int, sizes: list[int]) -> None:
    """The random player's choice made directly takes the same item from the same
    numbers as ``random.Random.choice``, and leaves the generator in the same state."""
    quick, plain = random.Random(seed), random.Random(seed)
    choose = quick_choice(quick)
    for size in sizes:
        legal = list(range(100, 100 + size))
        assert choose(legal) == plain.choice(legal)
    assert quick.getstate() == plain.getstate()


def test_quick_choice_refuses_nothing_to_choose_and_leaves_other_generators_alone() -> None:
    with pytest.raises(IndexError):
        quick_choice(random.Random(1))([])

    class Own(random.Random):
        pass

    own = Own(3)
    assert quick_choice(own) == own.choice
