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
from pitchspec.engine.core import actions, records
from pitchspec.engine.core.records import Award, Credit, HandRecord, Settlement
from pitchspec.engine.core.score_plan import (
    GAME,
    HIGH,
    LAST,
    LOW,
    PointPlan,
    holder,
    original_holder,
    score_plan,
    won_by_seat,
)
from pitchspec.engine.core.state import Phase
from pitchspec.engine.game import Game
from pitchspec.engine.phases import plain as plain_play
from pitchspec.engine.phases.scoring import (
    HandFacts,
    captured_counts,
    extreme_trump,
    score_by_rules,
    score_hand,
)
from pitchspec.engine.phases.settle import settle, settle_by_rules
from pitchspec.engine.step import State, automatic, decide

SEEDS = range(6)


def _finished_hands(game: Game, seeds: range = SEEDS,
                    concede: bool = True) -> list[tuple[State, HandRecord]]:
    """Random matches of ``game``: each hand as it stood when it was over, before it
    was scored (a copy of the state before the hand's last decision, played on to the
    end of the hand without the finish), with its record. Without ``concede`` no bidder
    throws in his hand (where he may, random players mostly do)."""
    found: list[tuple[State, HandRecord]] = []
    for seed in seeds:
        rng = random.Random(seed)
        state = game.new_initial_state(seed % game.num_players)
        while not state.is_terminal():
            if state.is_chance_node():
                state.deal_rest(rng)
                continue
            legal = [a for a in state.legal_actions() if concede or a != actions.CONCEDE]
            action, twin, number = rng.choice(legal), state.clone(), state.hand_number
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


def _plan_of(game: Game, name: str) -> PointPlan:
    """The plan of the point ``name`` in ``game``'s score plan."""
    return next(p for p in score_plan(game.tables).points if p.rule.name == name)


def _same_both_ways(game: Game, hands: list[tuple[State, HandRecord]]) -> None:
    """Each hand scores and settles the same by the plan as by the rules."""
    for state, record in hands:
        general = score_by_rules(game.tables, record)
        assert score_hand(game.tables, record) == general
        assert score_hand(game.tables, dataclasses.replace(record)) == general
        assert _settled(state, record, settle) == _settled(state, record, settle_by_rules)


def _game_tied(game: Game, record: HandRecord) -> bool:
    """Two sides or more captured the most toward Game."""
    rule = _plan_of(game, "game").rule
    facts = HandFacts.of(game.tables, game.tables.table(record.trump, record.sub), record)
    counts = list(captured_counts(rule, facts).values())
    return counts.count(max(counts)) > 1


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


def test_conceded_hands_take_the_plan() -> None:
    """Contway's bidder may throw in his hand: its points are then read from the masks
    (as the rules keep them after a concession) and the set settled plainly."""
    game = Game(spec("contway_pitch"), max_hands=12)
    conceded = [(s, r) for s, r in _finished_hands(game) if r.conceded]
    assert len(conceded) > 20
    assert score_plan(game.tables).plain_settle
    assert all(p.kind is not None for p in score_plan(game.tables).points)
    _same_both_ways(game, conceded)


@pytest.mark.parametrize(("name", "tie"), [("contway_pitch", 2), ("seven_point_pitch", 3)])
def test_game_tied_on_the_jokers_takes_the_plan(name: str, tie: int) -> None:
    """Game's tie broken by the captured jokers (Contway: the one tied side with the
    Joker; Seven-Point: the tied side with more jokers) is read from the masks; hands
    with the tie, broken or not, score the same both ways."""
    game = Game(spec(name), max_hands=12)
    plan = _plan_of(game, "game")
    assert (plan.kind, plan.tie) == (GAME, tie)
    tied = [(s, r) for s, r in _finished_hands(game, range(30), concede=False)
            if _game_tied(game, r)]
    scored = [any(a.point == "game" for a in score_by_rules(game.tables, r)) for _, r in tied]
    assert True in scored and False in scored
    _same_both_ways(game, tied)


def test_low_to_original_holder_takes_the_plan() -> None:
    """Man-o-War's Low scores for the player it was dealt to, read from the masks; hands
    where another side ended holding it score the same both ways."""
    game = Game(spec("man_o_war_pitch"), max_hands=12)
    plan = _plan_of(game, "low")
    assert (plan.kind, plan.original, plan.by_capture) == (LOW, True, False)
    rule = plan.rule
    moved = []
    for state, record in _finished_hands(game):
        facts = HandFacts.of(game.tables, game.tables.table(record.trump, record.sub), record)
        card = extreme_trump(rule, facts, lowest=True)
        if card is None:
            continue
        dealt, held = original_holder(record, card), holder(record, card)
        assert dealt is not None and held is not None
        if record.sides[dealt] != record.sides[held]:
            moved.append((state, record))
    assert moved
    _same_both_ways(game, moved)


def test_hang_jack_and_last_trick_take_the_plan() -> None:
    """Caribbean's Jack (3 when captured from the other side) and Susqy River's last
    trick are read from the masks; hanged Jacks score the same both ways."""
    game = Game(spec("caribbean_all_fours"), max_hands=12)
    plan = _plan_of(game, "jack")
    assert (plan.by_capture, plan.value, plan.hanged) == (True, 1, 3)
    hanged = [(s, r) for s, r in _finished_hands(game)
              if any(a.point == "jack" and a.value == 3
                     for a in score_by_rules(game.tables, r))]
    assert hanged
    _same_both_ways(game, hanged)
    assert _plan_of(Game(spec("susqy_river_ten_point")), "last").kind == LAST


def test_sub_trump_high_and_low_take_the_plan() -> None:
    """Two-Trump Pitch's sub-trump High and Low are read from the masks (the sub-trump
    suit's cards that are not trumps, strongest or weakest first); every point of the
    variant now is, and hands scoring them score the same both ways."""
    game = Game(spec("two_trump_pitch"), max_hands=12)
    assert all(p.kind is not None for p in score_plan(game.tables).points)
    assert (_plan_of(game, "sub_high").kind, _plan_of(game, "sub_low").kind) == (HIGH, LOW)
    hands = _finished_hands(game)
    scored = [(s, r) for s, r in hands
              if {"sub_high", "sub_low"} <= {a.point for a in score_by_rules(game.tables, r)}]
    assert scored
    _same_both_ways(game, hands)
