"""What a finished match adds to a simulation's tally (pitchspec/matches/counted.py):
``count_match`` counts each deal and the match's end directly, and must leave exactly
the tally that ``Tally.add_hand`` for each deal and ``Tally.add_end(match_end(...))``
leave: every figure, and every counter's keys in the same order."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from pitchspec import catalogue, load
from pitchspec.agents import make_agents
from pitchspec.agents.basic import generator
from pitchspec.engine import Tally
from pitchspec.engine.game import Game
from pitchspec.matches.counted import count_match, match_end
from pitchspec.matches.driver import play_out
from pitchspec.matches.stats import match_seed


def exact(tally: Tally) -> list[Any]:
    """Every field of a tally, counters as their items in order (a Counter's equality
    ignores the order, and an entry counted zero)."""
    def one(value: object) -> object:
        if isinstance(value, Counter):
            return [(key, type(count), count) for key, count in value.items()]
        if isinstance(value, dict):
            return [(key, [(field, one(item)) for field, item in vars(points).items()])
                    for key, points in value.items()]
        return (type(value), value)

    return [(name, one(value)) for name, value in vars(tally).items()]


@pytest.mark.parametrize("name", catalogue.names())
def test_a_match_is_counted_as_its_deals_and_its_end_are(name: str) -> None:
    game = Game(load(str(catalogue.find(name))), max_hands=6)
    sides = game.seating.sides
    mixed = ["first"] + ["random"] * (game.num_players - 1)
    counted, added = Tally(), Tally()
    for index in range(24):
        seed = match_seed(3, index)
        agents = make_agents(["random"] if index % 3 else mixed, game, seed)
        state, first_dealer = play_out(game, agents, generator(seed))
        count_match(counted, state, first_dealer, sides)
        for played in state.hands_played:
            added.add_hand(played, sides)
        added.add_end(match_end(state, first_dealer))
        assert exact(counted) == exact(added), index
