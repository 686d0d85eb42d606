"""The scores a deal may start from (:mod:`pitchspec.smt.encode.states`), checked against real
matches: every state matches reach meets the bounds the verifier derived, one deal
moves a score by no more than the swing the window allows for, and moving any scores
into the window changes nothing a deal settles (the argument that makes a proof over
the window a proof over every reachable match)."""

from __future__ import annotations

import itertools
import random
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pitchspec import model as m
from pitchspec.agents import make_agent
from pitchspec.agents.scripted import Vocabulary
from pitchspec.engine.core.rules import choose_seating
from pitchspec.pipeline import load
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.states import BoundKind, ScoreStates
from pitchspec.smt.prove.inductive import bound_contexts
from pitchspec.smt.witness.falsify import play_trial
from pitchspec.smt.witness.matches import play, play_entry, table
from pitchspec.smt.witness.replay import deal_entry

from conftest import SPEC_DIR

CATALOGUE = sorted(p.stem for p in SPEC_DIR.glob("*.pitch"))


@cache
def _states(name: str) -> tuple[m.Variant, ScoreStates]:
    """The variant and the scores its deals may start from, derived once per variant
    (a frozen answer; each of a property test's examples asks again)."""
    T.fresh_context()
    variant = load(SPEC_DIR / f"{name}.pitch")
    found = bound_contexts(variant)[0].states
    assert found is not None
    return variant, found


@pytest.mark.parametrize("name", CATALOGUE)
def test_every_state_a_match_reaches_meets_the_bounds(name: str) -> None:
    """Matches from 0-0 and continued from where they stood: before every deal, every
    derived bound holds; across every deal no side's score moves by more than the
    swing (a reset to 0 aside)."""
    variant, states = _states(name)
    trial = play_trial(variant, choose_seating(variant, None, None), deals=150, branches=8)
    resets = variant.scoring.set_penalty is m.SetPenalty.RESET
    for match in trial.matches:
        priors = [d.prior for d in match.deals]
        if match.deals and match.deals[-1].played is not None:
            priors.append(tuple(match.deals[-1].played.state.scores))
        for before, after in itertools.pairwise(priors):
            assert states.contains(before), (name, before, states.words())
            for b, a in zip(before, after, strict=True):
                assert abs(a - b) <= states.swing or (resets and a == 0), (name, before, after)


def test_the_bounds_follow_the_win_rules() -> None:
    """Where anyone at the target wins, every side is short of it between deals; where
    only the pitcher may go out, even if set, any side may stand past it; where a bid
    must be made, past it too; a margin keeps only clear leaders out; a backdoor keeps
    every side above it."""
    _, auction = _states("auction_pitch")
    assert auction.target_kept() and auction.high == 10
    _, solo = _states("solo_auction_pitch")
    assert not solo.target_kept() and solo.bounds == ()
    _, nine_five = _states("nine_five")
    assert not nine_five.target_kept()
    assert any(b.kind is BoundKind.AT_LEAST and b.value == -99 for b in nine_five.bounds)
    _, roadhouse = _states("roadhouse_pitch")
    assert [b.margin for b in roadhouse.bounds if b.kind is BoundKind.NO_CLEAR_LEADER] == [2]
    _, pitch = _states("pitch")
    assert pitch.low == 0 and pitch.high == 10
    assert "a side may stand at 7 or more" in solo.words()


SETTLING = ["solo_auction_pitch", "roadhouse_pitch", "nine_five", "auction_pitch",
            "blind_blind", "classic_all_fours", "five_nine_ne_connecticut", "juniper_pitch"]


@pytest.mark.parametrize("name", SETTLING)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), spread=st.sampled_from([10, 100, 5000]),
       data=st.data())
def test_moving_scores_into_the_window_changes_no_deal(name: str, seed: int, spread: int,
                                                       data: st.DataObject) -> None:
    """A deal the engine plays from any scores a match may hold (however far out) and
    the same deal played from those scores moved into the window settle alike: the bid's
    fate, the winners, a draw, each side's gain, and how the scores after compare with
    every number settling or a claim compares them with and with each other."""
    variant, states = _states(name)
    game = table(variant, choose_seating(variant, None, None))
    n, sides = game.num_players, game.num_sides
    at = states.at
    scores = tuple(data.draw(st.integers(at - spread, at + spread)) for _ in range(sides))
    if not states.contains(scores):
        return
    rng = random.Random(seed)
    agents = [make_agent("random", game, seat, seed) for seat in range(n)]
    first = play(game, agents, rng, "random", start=game.new_initial_state(n - 1, scores),
                 first_dealer=n - 1, limit=1)
    if not first.deals or first.deals[0].played is None:
        return
    entry = deal_entry(variant, first.deals[0].recording(Vocabulary.of(variant)))
    moved = states.compress(scores)
    assert states.low <= min(moved) and max(moved) <= states.high, (scores, moved)
    assert states.contains(moved)
    again = play_entry(game.new_initial_state(n - 1, moved), entry)
    assert again is not None, (scores, moved)
    one, two = first.deals[0].played, again
    assert _outcome(one, states) == _outcome(two, states), (scores, moved)


def _outcome(played: object, states: ScoreStates) -> tuple[object, ...]:
    state = played.state  # type: ignore[attr-defined]
    prior = played.prior  # type: ignore[attr-defined]
    settled = state.last_settlement
    after = list(state.scores)
    gains = tuple(a - b for a, b in zip(after, prior, strict=True))
    above = tuple((a >= c) for a in after for c in states.numbers)
    order = tuple((a > b) - (a < b) for a in after for b in after)
    return (settled.made if settled else None, tuple(state.winners or ()), state.drawn,
            gains, above, order)
