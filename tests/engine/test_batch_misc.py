"""The batch kernel's lost match among several sides, draws after each trick with a
random trump, and Commercial Pitch's sale, against the reference engine.

Each traced hand replays in the reference engine (``assert_replays`` of
test_batch.py) with the same awards, match scores and winners.
"""

from __future__ import annotations

from click.testing import CliRunner
from test_batch import assert_replays

from pitchspec import load
from pitchspec.cli import main
from pitchspec.engine.batch import Batch, HandTrace, supports
from pitchspec.engine.core import actions as A

from conftest import SPEC_DIR


def test_a_lost_match_among_several_sides_goes_to_the_best_of_the_others() -> None:
    """Roadhouse Pitch (spec/roadhouse_pitch.pitch, source 000) at four, each for
    himself: a moon set loses the match, and the best of the three others wins it; where
    several of them are tied for the best score, they all win (as the reference engine's
    settle.sudden_winners). The kernel's lost moons, ties among them, replay identically
    and end the match with every tied side counted a winner."""
    variant = load(SPEC_DIR / "roadhouse_pitch.pitch")
    assert supports(variant) == [] and supports(variant, players=4) == []
    batch = Batch(variant, players=4, lanes=256, seed=21)
    batch.trace_lanes = 256
    tally = batch.run(600)
    moon = A.SPECIAL_BASE
    lost = [t for t in batch.traces if any(level == moon for _, level, _ in t.bids)
            and t.scores_after == t.scores_before and t.winner != _bidder(t)]
    tied = [t for t in lost if t.tied]
    alone = [t for t in lost if not t.tied]
    assert len(tied) >= 5 and len(alone) >= 1
    assert all(t.winner == -1 and len(t.tied) >= 2 and _bidder(t) not in t.tied for t in tied)
    assert sum(tally.wins.values()) > tally.matches  # a tied loss has several winners
    for trace in tied[:15] + alone[:5]:
        assert_replays("roadhouse_pitch", trace)


def _bidder(trace: HandTrace) -> int:
    """The side (each for himself: the seat) that bid the moon."""
    return next(seat for seat, level, _ in trace.bids if level == A.SPECIAL_BASE)


def test_one_match_lanes_end_when_several_sides_tie_for_the_win() -> None:
    """A match won by several tied sides is over: with one match a lane, every lane's
    match ends, the tied ones counted once each with all their winners."""
    batch = Batch(load(SPEC_DIR / "roadhouse_pitch.pitch"), players=4, lanes=64, seed=22,
                  one_match=True, max_hands=300)
    tally = batch.run_matches()
    assert tally.matches == 64
    assert sum(tally.wins.values()) + tally.draws >= 64


def test_simulate_with_the_batch_engine_runs_roadhouse_at_every_table() -> None:
    """Roadhouse Pitch through ``simulate --engine batch`` at four, each for himself,
    and at two: the kernel plays both."""
    for players in ("4", "2"):
        result = CliRunner().invoke(main, ["simulate", "roadhouse_pitch", "-n", "2",
                                           "--players", players, "--engine", "batch",
                                           "--agents", "random"])
        assert result.exit_code == 0, result.output
