"""The end of a hand scores and settles the same by the compiled plan as by the rules.

``score_hand`` reads the plain points (High, Low, a named card, Game) from the hand's
card masks (:mod:`pitchspec.engine.core.score_plan`) and ``settle`` takes a plain
make-or-set where the variant allows; ``score_by_rules`` and ``settle_by_rules`` are the
general paths. For every bundled variant, over whole random matches, both give equal
awards, credits, bid fates, scores, marks and winners; and the captured cards the
record gathers are those its tricks say.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

import pytest
from helpers import SPEC_NAMES, spec

from pitchspec import model as m
from pitchspec.engine.core import records
from pitchspec.engine.core.records import Award, Credit, HandRecord, Settlement
from pitchspec.engine.core.score_plan import score_plan, won_by_seat
from pitchspec.engine.core.state import Phase
from pitchspec.engine.game import Game
from pitchspec.engine.phases import plain as plain_play
from pitchspec.engine.phases.scoring import score_by_rules, score_hand
from pitchspec.engine.phases.settle import settle, settle_by_rules
from pitchspec.engine.step import State, automatic, decide

SEEDS = range(6)


def _finished_hands(game: Game) -> list[tuple[State, HandRecord]]:
    """Random matches of ``game``: each hand as it stood when it was over, before it
    was scored (a copy of the state before the hand's last decision, played on to the
    end of the hand without the finish), with its record."""
    found: list[tuple[State, HandRecord]] = []
    for seed in SEEDS:
        rng = random.Random(seed)
        state = game.new_initial_state(seed % game.num_players)
        while not state.is_terminal():
            if state.is_chance_node():
                state.deal_rest(rng)
                continue
            action, twin, number = rng.choice(state.legal_actions()), state.clone(), \
                state.hand_number
            state.apply_action(action)
            if (state.hand_number != number or state.is_terminal()) and \
                    _over(twin, action) and twin.trump is not None:
                found.append((twin, twin.record()))
    return found


def _over(state: State, action: int) -> bool:
    """``action`` applied as ``apply_action`` applies it, and the automatic steps after
    it run up to the end of the hand, not through it. True when the hand is over."""
    state.history.append(action)
    plan = state._play_plan
    if state.phase is Phase.PLAY and plan is not None:
        plain_play.play(state, plan, action)
    else:
        decide(state, action)
    while not state.queue and state.phase is not Phase.OVER and automatic(state):
        pass
    return state.phase is Phase.OVER


def _copy(state: State) -> State:
    return state.clone()


def _settled(state: State, record: HandRecord,
             how: Callable[[State, HandRecord, tuple], Settlement]) -> tuple[object, ...]:
    twin = _copy(state)
    awards = score_by_rules(state.tables, record)
    result = how(twin, record, awards)
    return result, twin.scores, twin.marks, twin.extra_hands


@pytest.mark.parametrize("name", SPEC_NAMES)
def test_plan_scores_and_settles_as_the_rules(name: str) -> None:
    game = Game(spec(name), max_hands=12)
    hands = _finished_hands(game)
    assert hands
    for state, record in hands:
        plain = dataclasses.replace(record)  # a copy without the gathered captures
        assert plain.won is None
        assert record.won == won_by_seat(plain)
        general = score_by_rules(game.tables, record)
        assert score_hand(game.tables, record) == general
        assert score_hand(game.tables, plain) == general
        assert _settled(state, record, settle) == _settled(state, record, settle_by_rules)


def test_auction_pitch_takes_the_plan() -> None:
    """Auction Pitch's points and settlement are all plain, moon bid included: the test
    above compares the plan with the rules on every one of its hands."""
    game = Game(spec("auction_pitch"))
    plan = score_plan(game.tables)
    assert [p.kind for p in plan.points] == ["high", "low", "card", "game"]
    assert plan.plain_settle
    assert set(plan.specials) == {b.name for b in game.variant.bidding.special}


def test_conditions_and_other_receivers_take_the_rules() -> None:
    """A point with a condition, or scoring for the dealer, is scored by its function,
    not from masks; one scoring for its player without a condition is read from the
    masks as its holder's (the player held the card he played)."""
    variants = [spec(n) for n in SPEC_NAMES]
    general = [(v, r) for v in variants for r in v.points
               if r.conditions or r.receiver is m.Receiver.DEALER]
    assert general
    for variant, rule in general:
        plans = score_plan(Game(variant).tables).points
        assert all(p.kind is None for p in plans if p.rule == rule)
    to_player = [(v, r) for v in variants for r in v.points
                 if not r.conditions and r.receiver is m.Receiver.PLAYER]
    assert to_player
    for variant, rule in to_player:
        plans = score_plan(Game(variant).tables).points
        assert all(not p.by_capture for p in plans if p.rule == rule)
        assert any(p.kind is not None for p in plans if p.rule == rule)


def test_awards_and_credits_are_handed_out_again() -> None:
    """The same award (credit) is the same record, equal to one made by its class; the
    kept records never exceed the bound."""
    assert records.award("jack", 1, 1, 9) is records.award("jack", 1, 1, 9)
    assert records.award("jack", 1, 1, 9) == Award("jack", 1, 1, 9)
    assert records.credit(0, -2, "set back") is records.credit(0, -2, "set back")
    assert records.credit(0, -2, "set back") == Credit(0, -2, "set back")
    for amount in range(records._KEPT + 5):
        records.credit(0, amount, "many")
    assert len(records._CREDITS) <= records._KEPT
    assert records.credit(0, 7, "many") == Credit(0, 7, "many")
