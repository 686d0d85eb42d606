"""The end of a hand scores and settles the same by the compiled plan as by the rules.

``score_hand`` reads the plain points (High, Low, a named card, Game) from the hand's
card masks (:mod:`pitchspec.engine.core.score_plan`) and ``settle`` takes a plain
make-or-set where the variant allows; ``score_by_rules`` and ``settle_by_rules`` are the
general paths. For every bundled variant, over whole random matches, both give equal
awards, credits, bid fates, scores, marks and winners; and the captured cards the
record gathers are those its tricks say.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from collections.abc import Callable

import pytest
from helpers import SPEC_NAMES, spec

import pitchspec.engine.step as step_module
from pitchspec import model as m
from pitchspec.engine.core import records
from pitchspec.engine.core.records import Award, Credit, HandRecord, Settlement
from pitchspec.engine.core.score_plan import score_plan, won_by_seat
from pitchspec.engine.game import Game
from pitchspec.engine.phases.scoring import score_by_rules, score_hand
from pitchspec.engine.phases.settle import settle, settle_by_rules
from pitchspec.engine.step import State

SEEDS = range(6)


def _finished_hands(game: Game, monkeypatch: pytest.MonkeyPatch) -> list[tuple[State, HandRecord]]:
    """Random matches of ``game``: each hand as it stood when it was over (a copy whose
    scores and marks are its own), with its record."""
    found: list[tuple[State, HandRecord]] = []
    finish = step_module.finish_hand

    def grab(state: State) -> None:
        if state.trump is not None:
            found.append((_copy(state), state.record()))
        finish(state)

    monkeypatch.setattr(step_module, "finish_hand", grab)
    for seed in SEEDS:
        rng = random.Random(seed)
        state = game.new_initial_state(seed % game.num_players)
        while not state.is_terminal():
            if state.is_chance_node():
                state.deal_rest(rng)
            else:
                state.apply_action(rng.choice(state.legal_actions()))
    return found


def _copy(state: State) -> State:
    twin = copy.copy(state)
    twin.scores, twin.marks = list(state.scores), list(state.marks)
    return twin


def _settled(state: State, record: HandRecord,
             how: Callable[[State, HandRecord, tuple], Settlement]) -> tuple[object, ...]:
    twin = _copy(state)
    awards = score_by_rules(state.tables, record)
    result = how(twin, record, awards)
    return result, twin.scores, twin.marks, twin.extra_hands


@pytest.mark.parametrize("name", SPEC_NAMES)
def test_plan_scores_and_settles_as_the_rules(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    game = Game(spec(name), max_hands=12)
    hands = _finished_hands(game, monkeypatch)
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
    """A point with a condition, or scoring for its player or the dealer, is scored by
    its function, not from masks."""
    variants = [spec(n) for n in SPEC_NAMES]
    general = [(v, r) for v in variants for r in v.points
               if r.conditions or r.receiver in (m.Receiver.PLAYER, m.Receiver.DEALER)]
    assert general
    for variant, rule in general:
        plans = score_plan(Game(variant).tables).points
        assert all(p.kind is None for p in plans if p.rule == rule)


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
