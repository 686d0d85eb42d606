"""The batch kernel against the reference engine.

Every traced hand of the vectorised kernel is replayed, card for card and bid for bid,
through the one-action-at-a-time reference engine, which must award the same points
to the same sides and reach the same match scores and winner. Variants outside the
kernel's repertoire are refused with the constructs it lacks.
"""

from __future__ import annotations

import random

import pytest

from pitchspec import load
from pitchspec.engine import actions as A
from pitchspec.engine.batch import Batch, HandTrace, supports
from pitchspec.engine.deals import DealScript, HandScript
from pitchspec.engine.game import Game

from conftest import SPEC_DIR

SPECS = sorted(SPEC_DIR.glob("*.pitch"))
SUPPORTED = [p.stem for p in SPECS if not supports(load(p))]


Replayed = tuple[list[tuple[str, int, int]], list[int], tuple[int, ...]]


def replay(name: str, trace: HandTrace) -> Replayed:
    """Play the traced hand through the reference engine; return its awards, scores
    and winners."""
    variant = load(SPEC_DIR / f"{name}.pitch")
    game = Game(variant, len(trace.hands), max_hands=1)
    script = DealScript(deals=[HandScript(hands=dict(enumerate(map(list, trace.hands))))])
    state = game.new_initial_state(trace.dealer)
    state.scores = list(trace.scores_before)
    decisions = [A.PASS if level == 0 else A.bid_action(level)
                 for _, level in trace.bids if level >= 0]
    decisions += [card for _, card in trace.plays]
    rng = random.Random(0)
    while not state.is_terminal() and not state.hands_played:
        if state.is_chance_node():
            action = script(state)
            state.apply_action(action if action is not None else state.sample_chance(rng))
        else:
            state.apply_action(decisions.pop(0))
    played = state.hands_played[0]
    awards = [(a.point, a.side, a.value) for a in played["awards"]]
    return awards, list(state.scores), state.winners or ()


def test_the_kernel_runs_the_core_variants() -> None:
    assert {"pitch", "auction_pitch", "chicago_pitch", "reverse_pitch"} <= set(SUPPORTED)


@pytest.mark.parametrize("name", SUPPORTED)
def test_traced_hands_replay_identically_in_the_reference_engine(name: str) -> None:
    batch = Batch(load(SPEC_DIR / f"{name}.pitch"), lanes=32, seed=7)
    batch.trace_lanes = 32
    batch.run(130)
    assert len(batch.traces) >= 100
    for trace in batch.traces:
        awards, scores, winners = replay(name, trace)
        assert sorted(awards) == sorted(trace.awards), trace
        assert scores == list(trace.scores_after), trace
        assert winners == ((trace.winner,) if trace.winner >= 0 else ()), trace


def test_unsupported_variants_name_what_the_kernel_lacks() -> None:
    lacks = supports(load(SPEC_DIR / "caribbean_all_fours.pitch"))
    assert any("turn_up" in item for item in lacks)
    with pytest.raises(ValueError, match="cannot run"):
        Batch(load(SPEC_DIR / "caribbean_all_fours.pitch"))
