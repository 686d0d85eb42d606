"""Invariants of the engine over random matches of every spec (hypothesis-driven).

Each test is parametrized over every spec in spec/ and draws a seed, a table size the
variant allows and (where partnerships are optional) cut-throat or teams. Matches are
short (``max_hands=3``) and played by seeded random agents. The invariants:

* cards are conserved: every card of the deck is in exactly one place at every step
  (hands, blinds, tricks and the trick in progress, stock, kitty, widow, scrap, lost,
  out, turned up);
* only legal actions apply: a non-legal action (decision or chance) raises ValueError
  and leaves the state unchanged; every decision point offers at least one action;
* each trick has exactly one winner, who played to it (each seat plays once);
* no hand awards more than the variant allows: each award is at most its rule's value
  (hanged and turn-up values at their maximum), the deal's awards at most the sum of
  the points, points scored during the deal at most what the turn-ups, gift, sale and
  tricks can give, and no side gains or loses more in one settlement than the points,
  bonus, doubled and special bids allow; the per-deal totals match the catalogue
  (P-13 to P-25);
* the same seed gives the same match (actions, scores, awards);
* re-applying a match's action history to a fresh state gives the same match.

``PITCHSPEC_INVARIANT_EXAMPLES`` (default 8 per spec and invariant) runs more examples.
"""

from __future__ import annotations

import copy
import os
import random
from functools import cache
from typing import Any

import pytest
from helpers import SPEC_NAMES, spec
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pitchspec import model as m
from pitchspec.agents.basic import RandomAgent
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.state import field_values
from pitchspec.engine.game import Game
from pitchspec.engine.observation import observe
from pitchspec.engine.phases.deal import turn_value
from pitchspec.engine.step import State
from pitchspec.matches.driver import play_match

MAX_HANDS = 3
EXAMPLES = int(os.environ.get("PITCHSPEC_INVARIANT_EXAMPLES", "8"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])

# Every action number any variant could use, plus a few that none does.
UNIVERSE = sorted({*range(-2, 56), *range(99, 141), *range(200, 241), *range(300, 310),
                   *range(400, 415), *range(420, 424), *range(430, 435), *range(440, 445),
                   *range(450, 472), 480, 481, 500, 999})

SKIP = {"game", "variant", "tables", "specials", "_legal_cache", "_legal_key"}


# --------------------------------------------------------------------------- tables


def tables_for(name: str) -> st.SearchStrategy[tuple[int, bool | None]]:
    """A table size the variant allows, with teams where they are optional."""
    v = spec(name)
    options: list[tuple[int, bool | None]] = []
    for n in sorted(v.seating.players):
        options.append((n, None))
        if v.seating.teams_optional and v.seating.forms_for(n):
            options.append((n, True))
    return st.sampled_from(options)


@cache
def game(name: str, players: int, teams: bool | None) -> Game:
    return Game(spec(name), players=players, teams=teams, max_hands=MAX_HANDS)


def agents_for(g: Game, seed: int) -> list[RandomAgent]:
    return [RandomAgent(random.Random(seed * 1009 + i)) for i in range(g.num_players)]


def walk(g: Game, seed: int, check: Any) -> State:
    """Play a random match, calling ``check(state, rng)`` on every state it passes."""
    rng = random.Random(seed)
    agents = agents_for(g, seed)
    state = g.new_initial_state()
    check(state, rng)
    while not state.is_terminal():
        player = state.current_player()
        if state.is_chance_node():
            act = state.sample_chance(rng)
        else:
            assert 0 <= player < g.num_players
            act = agents[player].act(observe(state, player))
        state.apply_action(act)
        check(state, rng)
    return state


match = pytest.mark.parametrize("name", SPEC_NAMES)


# ------------------------------------------------------------------ conservation


def assert_conserved(state: State) -> None:
    if not hasattr(state, "hands"):
        return  # before the cut for the first dealer: no deal yet
    seen = 0

    def put(mask: int, where: str) -> None:
        nonlocal seen
        overlap = seen & mask
        assert not overlap, f"cards {overlap:b} in two places (again in {where})"
        seen |= mask

    for seat, hand in enumerate(state.hands):
        put(hand, f"hand {seat}")
    for pile in ("stock", "kitty", "widow", "scrap", "lost", "out"):
        put(getattr(state, pile), pile)
    loose = [(c, f"blind {s}") for s, b in enumerate(state.blinds) for c in b]
    loose += [(c, "trick") for t in state.tricks for _, c in t.plays]
    loose += [(c, "current trick") for _, c in state.plays]
    loose += [(c, "turned") for c in state.turned]
    for c, where in loose:
        put(1 << c, where)
    deck = state.tables.deck_mask
    assert seen == deck, f"missing {deck & ~seen:b}, foreign {seen & ~deck:b}"


@match
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_cards_are_conserved(name: str, seed: int, data: st.DataObject) -> None:
    players, teams = data.draw(tables_for(name))
    walk(game(name, players, teams), seed, lambda state, rng: assert_conserved(state))


# ------------------------------------------------------------------- legality


def snapshot(state: State) -> dict[str, Any]:
    return {k: copy.deepcopy(v) for k, v in field_values(state).items() if k not in SKIP}


def try_illegal(state: State, rng: random.Random) -> None:
    if state.is_terminal():
        with pytest.raises(ValueError):
            state.apply_action(state.history[-1] if state.history else 0)
        return
    legal = state.legal_actions()
    assert legal, f"no legal action in phase {state.phase.value}"
    if not state.is_chance_node():
        assert len(set(legal)) == len(legal)
    allowed = set(legal)
    illegal = [a for a in UNIVERSE if a not in allowed]
    before = snapshot(state)
    for bad in rng.sample(illegal, 2):
        with pytest.raises(ValueError):
            state.apply_action(bad)
        assert snapshot(state) == before, f"refused action {bad} changed the state"
    assert state.legal_actions() == legal


@match
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_only_legal_actions_apply(name: str, seed: int, data: st.DataObject) -> None:
    players, teams = data.draw(tables_for(name))
    walk(game(name, players, teams), seed, try_illegal)


# ---------------------------------------------------------------------- tricks


def assert_tricks(state: State) -> None:
    if not hasattr(state, "tricks"):
        return
    for trick in state.tricks:
        seats = [s for s, _ in trick.plays]
        assert seats, "an empty trick"
        assert len(set(seats)) == len(seats), f"a seat played twice: {trick}"
        assert trick.leader == seats[0]
        assert trick.winner in seats, f"the winner did not play: {trick}"
    seats = [s for s, _ in state.plays]
    assert len(set(seats)) == len(seats)


@match
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_each_trick_has_one_winner_who_played(name: str, seed: int,
                                              data: st.DataObject) -> None:
    players, teams = data.draw(tables_for(name))
    walk(game(name, players, teams), seed, lambda state, rng: assert_tricks(state))


# ---------------------------------------------------------------- award bounds

DURING = {m.PointKind.TURN_UP, m.PointKind.TRICK_TRUMPS}

# The most points one deal can distribute at the end of play, as the catalogue states
# or implies (VARIANTS.md section 6B).
CATALOGUE_MAXIMUM = {
    "pitch": 4, "auction_pitch": 4, "solo_auction_pitch": 4,       # P-13, P-14, P-26
    "contway_pitch": 6,                                             # P-16
    "oklahoma_ten_point": 10, "carthage_ten_point": 10,             # P-17
    "campbell_ten_point": 10, "wahoo_ten_point": 10, "blind_blind": 10,
    "susqy_river_ten_point": 10,                                    # P-18
    "campbell_eleven_point": 11,                                    # P-19
    "cell_pitch": 7,                                                # P-20
    "dai_fem": 17,                                                  # P-21
    "seven_point_pitch": 7, "seventeen_point_pitch": 17,            # P-22
    "nine_five_common": 18, "nine_five": 18, "nine_five_hot": 18,   # P-23
    "nine_five_nw_connecticut": 18, "five_nine_ne_connecticut": 18, "bonanza_pitch": 18,
    "two_trump_pitch": 9,                                           # P-24
}


def rule_maximum(state: State, rule: m.PointRule) -> int:
    """The most one award of this rule can be worth (per turn-up, per trick, per deal)."""
    tables = state.tables
    if rule.kind is m.PointKind.TURN_UP:
        return max(turn_value(rule, c, tables.card_points[c] // 2) for c in tables.deck)
    if rule.kind is m.PointKind.TRICK_TRUMPS:
        return trick_trumps_maximum(state)
    return max(rule.value, rule.hanged_value or 0)


def trick_trumps_maximum(state: State) -> int:
    tables = state.tables
    return max(sum(tables.trump_card_points[c] for c in tables.deck
                   if tables.table(t).trump_mask >> c & 1) // 2 for t in range(4))


def end_maximum(variant: m.Variant) -> int:
    return sum(max(r.value, r.hanged_value or 0) for r in variant.points
               if r.kind not in DURING)


def award_maximum(state: State, point: str) -> int:
    v = state.variant
    if point == "gift":
        assert v.trump.beg is not None
        return v.trump.beg.gift
    if point == "sale":
        return max(v.bidding.levels())
    rule = next(r for r in v.points if r.name == point)
    return rule_maximum(state, rule)


def during_maximum(state: State) -> int:
    v = state.variant
    turned = sum(rule_maximum(state, r) for r in v.points if r.kind is m.PointKind.TURN_UP)
    bound = len(state.turned) * turned
    if any(r.kind is m.PointKind.TRICK_TRUMPS for r in v.points):
        bound += trick_trumps_maximum(state)
    if v.trump.beg is not None:
        bound += v.trump.beg.gift * (state.num_sides - 1)
    if v.bidding.has_auction and v.bidding.levels():
        bound += max(v.bidding.levels())
    return bound


def settlement_maximum(variant: m.Variant) -> int:
    """The most one side's score can move in one settlement."""
    b = variant.bidding
    level = max(b.levels()) if b.has_auction and b.levels() else 0
    factor = max(2, variant.scoring.doubled_factor) if b.doubled else 1
    specials = [s.value for s in b.special] + [s.at or 0 for s in b.special]
    specials += [o.amount or 0 for s in b.special for o in (s.made, s.set)]
    return max([end_maximum(variant) + variant.scoring.exact_bonus, level * factor,
                *specials])


class AwardChecker:
    def __init__(self, state_hands: int = 0) -> None:
        self.hands = state_hands

    def __call__(self, state: State, rng: random.Random) -> None:
        v = state.variant
        if hasattr(state, "awards_during"):
            for a in state.awards_during:
                assert 0 <= a.value <= award_maximum(state, a.point), a
            total = sum(a.value for a in state.awards_during)
            assert total <= during_maximum(state), (total, state.awards_during)
        if len(state.hands_played) == self.hands:
            return
        self.hands = len(state.hands_played)
        hand = state.hands_played[-1]
        got = hand["awards"]
        for a in got:  # type: ignore[attr-defined]
            assert 0 < a.value <= award_maximum(state, a.point), a
        total = sum(a.value for a in got)  # type: ignore[attr-defined]
        assert total <= end_maximum(v), (total, got)
        if v.name in ("classic_all_fours", "seven_up"):  # P-25: at most 6 in one deal
            assert total + sum(a.value for a in hand["during"]) <= 6  # type: ignore[attr-defined]
        settlement = state.last_settlement
        assert settlement is not None
        bound = settlement_maximum(v)
        moved: dict[int, int] = {}
        for credit in settlement.credits:
            if credit.reason not in ("mark", "reset"):
                moved[credit.side] = moved.get(credit.side, 0) + credit.amount
        for side, amount in moved.items():
            assert -bound <= amount <= bound, (side, amount, settlement.credits)


@match
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_a_hand_never_awards_more_than_the_maximum(name: str, seed: int,
                                                   data: st.DataObject) -> None:
    players, teams = data.draw(tables_for(name))
    walk(game(name, players, teams), seed, AwardChecker())


@pytest.mark.parametrize("name", sorted(CATALOGUE_MAXIMUM))
def test_point_total_matches_the_catalogue(name: str) -> None:
    """The points a deal can distribute, summed from the spec, equal the maximum the
    catalogue states (P-13 to P-24)."""
    assert end_maximum(spec(name)) == CATALOGUE_MAXIMUM[name]


# --------------------------------------------------------------- reproducibility


def summary(state: State) -> tuple[Any, ...]:
    hands = [(h["hand"], h["dealer"], h["trump"], h["contract"], h["awards"], h["during"],
              h["made"], h["scores"]) for h in state.hands_played]
    return (tuple(state.scores), state.winners, state.drawn, tuple(state.marks), hands)


def play(g: Game, seed: int) -> tuple[list[int], State]:
    result = play_match(g, agents_for(g, seed), random.Random(seed))
    return result.actions, result.state


@match
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_same_seed_same_match(name: str, seed: int, data: st.DataObject) -> None:
    players, teams = data.draw(tables_for(name))
    g = game(name, players, teams)
    actions, state = play(g, seed)
    again, other = play(g, seed)
    assert actions == again
    assert state.history == other.history == actions
    assert summary(state) == summary(other)


@match
@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_replaying_the_history_gives_the_same_match(name: str, seed: int,
                                                    data: st.DataObject) -> None:
    players, teams = data.draw(tables_for(name))
    g = game(name, players, teams)
    _, state = play(g, seed)
    fresh = g.new_initial_state()
    for act in state.history:
        assert not fresh.is_terminal()
        fresh.apply_action(act)
    assert fresh.is_terminal()
    assert fresh.history == state.history
    assert summary(fresh) == summary(state)
    assert fresh.returns() == state.returns()


def test_universe_covers_every_action_range() -> None:
    """The illegal-action universe includes each action range's first number."""
    for first in (A.PASS, A.DOUBLED_BASE + 1, A.SPECIAL_BASE, A.DECLARE_BASE, A.SUB_BASE,
                  A.STAND, A.DONE, A.RANDOM_TRUMP_BASE, A.PROCEDURE_BASE, A.DEALER_BASE,
                  A.CONCEDE, A.THROW_IN):
        assert first in UNIVERSE
