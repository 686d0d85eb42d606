"""The heuristic player's trick judgement and its two ways of stopping (issue 12, item
3): who takes a trick is the engine's own rule, sub-trump included (review finding
D12); the bidder concedes a contract he can no longer make (Contway Pitch, C-25: the
others then score only cards already played); a hopeless dead hand is thrown in
(Yorkshire All Fours' throw-in)."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

import pytest

from pitchspec.agents import make_agents
from pitchspec.agents.giveup import (
    contract_lost,
    contract_lost_in,
    hopeless_hand,
    lost_rules,
    points_lost,
)
from pitchspec.agents.heuristic import HeuristicAgent
from pitchspec.agents.tricks import trick_cards, view_of, winner
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.records import Contract
from pitchspec.engine.game import Game
from pitchspec.engine.observation import Observation, observe
from pitchspec.pipeline import load

from conftest import SPEC_DIR


def game_of(name: str) -> Game:
    return Game(load(SPEC_DIR / f"{name}.pitch"))


def observations(game: Game, seeds: range) -> Iterator[Observation]:
    """Every decision of heuristic matches, as the seat to act saw it."""
    for seed in seeds:
        agents = make_agents(["heuristic"], game, seed)
        rng = random.Random(seed)
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(state.sample_chance(rng))
                continue
            seat = state.current_player()
            obs = observe(state, seat)
            yield obs
            state.apply_action(agents[seat].act(obs))


@pytest.mark.parametrize("name", ["two_trump_pitch", "auction_pitch", "carthage_ten_point",
                                  "yorkshire_all_fours"])
def test_the_players_trick_winner_is_the_engines(name: str) -> None:
    """Every finished trick of a few matches: the winner the player reads from the
    cards is the one the engine recorded (Two-Trump Pitch's sub-trump beats the suit
    led, which the old copy of the rule missed)."""
    game = game_of(name)
    checked = 0
    for obs in observations(game, range(3)):
        if obs.trump is None or obs.current_trick or not obs.tricks:
            continue
        for i, trick in enumerate(obs.tricks):
            view = view_of(dataclasses.replace(obs, tricks=obs.tricks[:i]), game.tables,
                           (), obs.trump)
            assert winner(view, trick.plays) == trick.winner
            checked += 1
    assert checked > 0


def test_a_bidder_who_can_no_longer_make_his_bid_concedes() -> None:
    """Contway Pitch (6 points a deal): raised to a bid of all 6, the bidder concedes
    once a point has gone to the other side, and not before."""
    game = game_of("contway_pitch")
    conceded = played_on = 0
    for obs in observations(game, range(6)):
        if A.CONCEDE not in obs.legal or obs.contract is None or obs.trump is None:
            continue
        raised = dataclasses.replace(obs, contract=Contract(obs.contract.bidder, 6))
        view = view_of(raised, game.tables, (), obs.trump)
        lost = points_lost(raised, view, HeuristicAgent(game, obs.seat).points,
                           obs.sides[obs.seat])
        choice = HeuristicAgent(game, obs.seat).act(raised)
        assert contract_lost(raised, view, HeuristicAgent(game, obs.seat).points) == (lost > 0)
        if lost > 0:
            assert choice == A.CONCEDE
            conceded += 1
        else:
            assert choice != A.CONCEDE
            played_on += 1
    assert conceded > 0 and played_on > 0


def test_a_contract_still_in_reach_is_played_on() -> None:
    """With the bid as made, a bidder concedes only what is lost: at every turn of a
    few Contway matches his remaining points still reach the bid, so he plays on."""
    game = game_of("contway_pitch")
    for obs in observations(game, range(3)):
        if A.CONCEDE in obs.legal and obs.trump is not None:
            view = view_of(obs, game.tables, (), obs.trump)
            if not contract_lost(obs, view, HeuristicAgent(game, obs.seat).points):
                assert HeuristicAgent(game, obs.seat).act(obs) != A.CONCEDE


@pytest.mark.parametrize("name", ["contway_pitch", "auction_pitch", "nine_five"])
def test_the_concession_read_point_by_point_is_the_whole_count(name: str) -> None:
    """Given the finished tricks' cards (as a search's playouts keep them), the bidder's
    contract is read point by point only while it could still be out of reach: at
    every turn in trick play of a few matches, and for every bid from 1 to all the
    points, the answer is the one the whole count of the points lost gives (the cards
    not given: :func:`points_lost_in` over every point)."""
    game = game_of(name)
    points = HeuristicAgent(game, 0).points
    checked = lost = 0
    for obs in observations(game, range(4)):
        if obs.trump is None or obs.contract is None or obs.phase != "play":
            continue
        view = view_of(obs, game.tables, (), obs.trump)
        rules = lost_rules(points, view)
        played = trick_cards(obs.tricks)
        for level in range(1, int(points.total()) + 2):
            contract = Contract(obs.contract.bidder, level)
            whole = contract_lost_in(contract, obs.sides, obs.tricks, obs.current_trick,
                                     view, points, rules)
            assert contract_lost_in(contract, obs.sides, obs.tricks, obs.current_trick,
                                    view, points, rules, played) == whole
            checked += 1
            lost += whole
    assert checked > 0 and lost > 0


def test_a_hopeless_dead_hand_is_thrown_in_and_a_live_one_is_not() -> None:
    """Yorkshire All Fours: when the rules offer the throw-in, the player throws in
    exactly when none of his cards can win a trick."""
    game = game_of("yorkshire_all_fours")
    thrown = kept = 0
    for obs in observations(game, range(4)):
        if A.THROW_IN not in obs.legal or obs.trump is None:
            continue
        view = view_of(obs, game.tables, (), obs.trump)
        cards = [a for a in obs.legal if a < 54]
        choice = HeuristicAgent(game, obs.seat).act(obs)
        if hopeless_hand(view, cards):
            assert choice == A.THROW_IN
            thrown += 1
        else:
            assert choice != A.THROW_IN
            kept += 1
    assert thrown > 0
