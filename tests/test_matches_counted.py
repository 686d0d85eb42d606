"""What a finished match adds to a simulation's tally (``Tally.add_match``, what
``simulate --engine reference`` counts each match with): exactly the tally recounted
here, apart, from the match's record (each deal's contract, awards and scores, the
last deal's credits, the winners): every figure, and every counter's keys in the same
order. Each match is also counted by ``add_hand`` for each deal and ``add_end`` of its
:class:`MatchEnd` (the kernel's way), to the same tally."""

from __future__ import annotations

import dataclasses
import itertools
from collections import Counter
from typing import Any

import pytest

from pitchspec import catalogue, load
from pitchspec import model as m
from pitchspec.agents import make_agents
from pitchspec.agents.basic import generator
from pitchspec.engine import (
    Award,
    Contract,
    MatchEnd,
    State,
    Tally,
    deciding_credit,
    lead_decile,
    lead_history,
    margin,
    seats_from_dealer,
)
from pitchspec.engine.core.tally import PointTally
from pitchspec.engine.game import Game
from pitchspec.matches.driver import play_out
from pitchspec.matches.stats import match_seed, reaches

BIDDER = {"bid made", "exact bid", "set back", "mark", "reset"}
"""The reasons of the bidder's own credits (counted as "bid" when one decides a match)."""


def exact(tally: Tally) -> list[Any]:
    """Every field of a tally, counters as their items in order (a Counter's equality
    ignores the order, and an entry counted zero)."""
    def one(value: object) -> object:
        if isinstance(value, Counter):
            return [(key, type(count), count) for key, count in value.items()]
        if isinstance(value, dict):
            return [(key, [(f.name, one(getattr(points, f.name)))
                           for f in dataclasses.fields(points)])
                    for key, points in value.items()]
        return (type(value), value)

    return [(f.name, one(getattr(tally, f.name))) for f in dataclasses.fields(tally)]


def recount(tally: Tally, state: State, first_dealer: int) -> None:
    """Count a finished match into ``tally`` from its record, apart from the engine's
    counting."""
    for played in state.hands_played:
        recount_deal(tally, played, state.sides)
    winners = state.winners or ()
    played = state.hands_played
    tally.matches += 1
    tally.hands_per_match[len(played)] += 1
    for side in winners:
        tally.wins[side] += 1
    tally.draws += 0 if winners else 1
    seats = len(state.sides)
    for seat in sorted((s - first_dealer) % seats for s in range(seats)
                       if state.sides[s] in winners):
        tally.seat_wins[seat] += 1
    ahead = [leading(p["scores"]) for p in played]  # type: ignore[arg-type]
    led = [a for a in ahead if a is not None]
    tally.lead_changes[sum(1 for a, b in itertools.pairwise(led) if a != b)] += 1
    if len(winners) == 1 and ahead and ahead[-1] == winners[0]:
        since = len(ahead) - 1
        while since > 0 and ahead[since - 1] == winners[0]:
            since -= 1
        tally.lead_taken[min(9, 10 * since // len(ahead))] += 1
    recount_deciding(tally, state, winners)
    if len(winners) == 1 and len(state.scores) > 1:
        others = [s for side, s in enumerate(state.scores) if side != winners[0]]
        tally.margins[state.scores[winners[0]] - max(others)] += 1


def recount_deal(tally: Tally, played: dict[str, object], sides: tuple[int, ...]) -> None:
    """Count one deal's contract and awards."""
    tally.hands += 1
    contract = played["contract"]
    bidder = None
    if isinstance(contract, Contract):
        key = contract.special or (f"{contract.level} doubled" if contract.doubled
                                   else str(contract.level))
        tally.contracts[key] += 1
        tally.made[key] += 1 if played["made"] is True else 0
        bidder = sides[contract.bidder]
    awards = [a for a in [*played["during"], *played["awards"]]  # type: ignore[misc]
              if isinstance(a, Award)]
    for award in awards:
        point = tally.points.setdefault(award.point, PointTally())
        point.awarded += 1
        point.value += award.value
        point.by_side[award.side] += 1
        point.to_bidder += bidder is not None and award.side == bidder
        point.to_others += bidder is not None and award.side != bidder
    tally.points_per_hand[sum(a.value for a in awards)] += 1


def leading(scores: tuple[int, ...]) -> int | None:
    """The side strictly ahead."""
    return next((s for s in range(len(scores)) if all(scores[s] > t for i, t in
                                                      enumerate(scores) if i != s)), None)


def recount_deciding(tally: Tally, state: State, winners: tuple[int, ...]) -> None:
    """Which credit of the last deal put the single winner over the target: the
    winner's score is replayed from before the deal's credits, credit by credit."""
    settled = state.last_settlement
    if len(winners) != 1 or settled is None or settled.winners != winners:
        return
    winning = state.variant.winning

    def over(score: int) -> bool:
        return score > winning.target or (score == winning.target
                                          and winning.reach is not m.Reach.OVER)

    credits = settled.credits
    score = state.scores[winners[0]] - sum(c.amount for c in credits if c.side == winners[0])
    for index, credit in enumerate(credits):
        if over(score):
            return
        if credit.side == winners[0]:
            score += credit.amount
            if over(score):
                tally.deciding["bid" if credit.reason in BIDDER else credit.reason] += 1
                tally.decided_last += index == len(credits) - 1
                return


def match_end(state: State, first_dealer: int) -> MatchEnd:
    """How a match ended, made of the engine's public measures of a match (as the
    batch kernel makes it)."""
    played = state.hands_played
    winners = state.winners or ()
    history = lead_history([p["scores"] for p in played])  # type: ignore[misc]
    decile = None
    if len(winners) == 1 and history.leader == winners[0] and played:
        decile = lead_decile(history.since, len(played))
    deciding, last = None, False
    settled = state.last_settlement
    if len(winners) == 1 and settled is not None and settled.winners == winners:
        credits = [(c.side, c.amount, c.reason) for c in settled.credits]
        deciding, last = deciding_credit(credits, state.scores, winners[0],
                                         reaches(state.variant))
    return MatchEnd(len(played), winners, seats_from_dealer(winners, state.sides, first_dealer),
                    history.changes, decile, deciding, last, margin(state.scores, winners))


@pytest.mark.parametrize("name", catalogue.names())
def test_a_match_is_counted_as_its_record_recounts(name: str) -> None:
    game = Game(load(str(catalogue.find(name))), max_hands=6)
    sides = game.seating.sides
    reached = reaches(game.variant)
    mixed = ["first"] + ["random"] * (game.num_players - 1)
    counted, recounted, ended = Tally(), Tally(), Tally()
    for index in range(24):
        seed = match_seed(3, index)
        agents = make_agents(["random"] if index % 3 else mixed, game, seed)
        state, first_dealer = play_out(game, agents, generator(seed))
        counted.add_match(state.hands_played, sides, first_dealer, state.scores,
                          state.winners or (), state.last_settlement, reached)
        recount(recounted, state, first_dealer)
        assert exact(counted) == exact(recounted), index
        for played in state.hands_played:
            ended.add_hand(played, sides)
        ended.add_end(match_end(state, first_dealer))
    assert exact(ended) == exact(counted)
