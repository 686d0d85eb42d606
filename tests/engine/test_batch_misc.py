"""The batch kernel's lost match among several sides, draws after each trick with a
random trump, and Commercial Pitch's sale, against the reference engine.

Each traced hand replays in the reference engine (``assert_replays`` of
test_batch.py) with the same awards, match scores and winners.
"""

from __future__ import annotations

import numpy as np
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st
from test_batch import assert_replays

from pitchspec import load
from pitchspec.cli import main
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.tally import MatchEnd, Tally, margin, seats_from_dealer
from pitchspec.engine.kernel import Batch, HandTrace, supports
from pitchspec.engine.kernel.ends import add_tied_ends
from pitchspec.engine.kernel.misdeal import misdeal_rule, misdeals
from pitchspec.engine.kernel.setup import compile_setup

from conftest import SPEC_DIR


def test_a_lost_match_among_several_sides_goes_to_the_best_of_the_others() -> None:
    """Roadhouse Pitch (spec/roadhouse_pitch.pitch, source 000) at four, each for
    himself: a moon set loses the match, and the best of the three others wins it; where
    several of them are tied for the best score, they all win (as the reference engine's
    winning.sudden_winners). The kernel's lost moons, ties among them, replay identically
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


def test_draws_after_each_trick_with_a_random_trump_replay_identically() -> None:
    """California Jack and Shasta Sam (spec/california_jack.pitch, spec/shasta_sam.pitch,
    source 003): trump is chosen at random before the deal, each player gets three
    cards, and after each trick the winner, then the other, draws from the stock until
    it is gone, so the whole pack is played in 26 tricks. The kernel's hands (every
    trump suit among them) replay identically, the draws scripted by the stock order."""
    for name, seed in (("california_jack", 23), ("shasta_sam", 24)):
        batch = Batch(load(SPEC_DIR / f"{name}.pitch"), lanes=32, seed=seed)
        batch.trace_lanes = 32
        batch.run(64)
        assert {t.trump for t in batch.traces} == {0, 1, 2, 3}
        assert all(len(t.plays) == 52 and all(len(h) == 3 for h in t.hands)
                   and len(t.stock) == 46 for t in batch.traces)
        for trace in batch.traces[:20]:
            assert_replays(name, trace)


def test_the_winner_of_each_trick_draws_first() -> None:
    """California Jack at two: after trick t the winner (the next trick's leader)
    takes stock card 2t and the other card 2t + 1, each played by him later on."""
    batch = Batch(load(SPEC_DIR / "california_jack.pitch"), lanes=8, seed=25)
    batch.trace_lanes = 8
    batch.run(8)
    for trace in batch.traces:
        plays = trace.plays
        for t in range(23):  # every trick after which the stock had cards to draw
            winner, later = plays[2 * t + 2][0], plays[2 * t + 2:]
            assert (winner, trace.stock[2 * t]) in later
            assert (1 - winner, trace.stock[2 * t + 1]) in later


def test_commercial_sales_and_refusals_replay_identically() -> None:
    """Commercial Pitch (spec/commercial_pitch.pitch, source 003): the offers go once
    round from the player after elder to the dealer, elder, who sells, making none;
    elder sells to the high bidder, scoring the bid at once, or refuses and pitches
    himself under the same bid; when all pass elder pitches without a contract. The
    kernel's sales, refusals and passed-out deals replay identically, the sale credited
    to elder's side before the play."""
    batch = Batch(load(SPEC_DIR / "commercial_pitch.pitch"), lanes=256, seed=26)
    batch.trace_lanes = 256
    batch.run(3000)  # all three offers pass one deal in 125
    sold = [t for t in batch.traces if t.bids[-1][1] == A.SELL]
    refused = [t for t in batch.traces if t.bids[-1][1] == A.REFUSE]
    passed = [t for t in batch.traces if all(level <= 0 for _, level, _ in t.bids)]
    assert len(sold) >= 20 and len(refused) >= 20 and len(passed) >= 2
    for trace in sold + refused + passed:
        elder = (trace.dealer + 1) % 4
        offers = [(seat, level) for seat, level, _ in trace.bids if 0 <= level < A.SELL]
        assert [seat for seat, _ in offers] == [(elder + 1) % 4, (elder + 2) % 4,
                                                trace.dealer]
    for trace in sold:
        elder = (trace.dealer + 1) % 4
        offer = max(level for _, level, _ in trace.bids[:-1])
        assert trace.bids[-1][0] == elder
        assert ("sale", elder, offer) in trace.awards
    assert not any(point == "sale" for t in refused + passed for point, _, _ in t.awards)
    for trace in sold[:15] + refused[:15] + passed[:5]:
        assert_replays("commercial_pitch", trace)


def test_a_match_won_by_a_sale_replays_identically() -> None:
    """Commercial Pitch played out, one match a lane: a seller whose sale takes him to
    11 wins even when the deal credits him nothing, and before any side the deal's
    points take there (the sale counts first, as the engine's winning.sold_out); every
    match-ending hand replays."""
    batch = Batch(load(SPEC_DIR / "commercial_pitch.pitch"), lanes=128, seed=27,
                  one_match=True, max_hands=200)
    batch.trace_lanes = 128
    tally = batch.run_matches()
    assert tally.matches == 128 and tally.points["sale"].awarded > 0
    ends = [t for t in batch.traces if t.winner >= 0]
    assert len(ends) == 128 - tally.draws
    by_sale = [t for t in ends if not any(side == t.winner and point != "sale"
                                          for point, side, _ in t.awards)]
    assert by_sale
    for trace in ends[:30] + by_sale:
        assert_replays("commercial_pitch", trace)


@given(st.lists(st.tuples(st.integers(1, 30), st.sets(st.integers(0, 3), min_size=2),
                          st.integers(0, 3), st.integers(0, 9)), min_size=1, max_size=20))
def test_tied_ends_counted_in_bulk_as_one_match_end_each(
        ends: list[tuple[int, set[int], int, int]]) -> None:
    """The kernel counts matches won by several tied sides in bulk exactly as the
    tally counts each one's MatchEnd: its winners, their seats from the first dealer,
    its hands and lead changes, and no single winner's measures."""
    sides = (0, 1, 2, 3)
    one_by_one, bulk = Tally(), Tally()
    for hands, winners, first, changes in ends:
        won = tuple(sorted(winners))
        one_by_one.add_end(MatchEnd(hands, won, seats_from_dealer(won, sides, first), changes,
                                    None, None, False, margin([0] * 4, won)))
    tied = np.array([[s in w for s in sides] for _, w, _, _ in ends])
    add_tied_ends(bulk, np.array([e[0] for e in ends]), tied, np.array(sides),
                  np.array([e[2] for e in ends]), np.array([e[3] for e in ends]))
    assert bulk == one_by_one


def test_a_declined_misdeal_replays_identically() -> None:
    """Campbell Eleven-Point (spec/campbell_eleven_point.pitch, source 000) at four: a
    player whose nine cards are all 4s to 9s may call a misdeal and the same dealer
    deals again. In every deal the kernel plays on, each qualifying player (and only
    he) was offered the misdeal and declined; those deals replay identically."""
    variant = load(SPEC_DIR / "campbell_eleven_point.pitch")
    assert supports(variant) == [] and supports(variant, players=5) == []
    batch = Batch(variant, lanes=512, seed=28)
    batch.trace_lanes = 512
    batch.run(12000)
    low = set(range(2, 8))  # the ranks 4..9 by rank index (2 = the Four)
    offered = []
    for trace in batch.traces:
        qualify = {seat for seat, hand in enumerate(trace.hands)
                   if all(card < 52 and card % 13 in low for card in hand)}
        declined = {seat for seat, level, _ in trace.bids if level == A.DONE}
        assert declined == qualify, trace
        if declined:
            offered.append(trace)
    assert len(offered) >= 3
    for trace in offered:
        assert_replays("campbell_eleven_point", trace)


def test_a_qualifying_player_calls_a_misdeal_half_the_time() -> None:
    """The kernel's misdeal: with every hand qualifying, elder calls it half the time,
    else the next player is offered it, and so on; a deal called off is void."""
    variant = load(SPEC_DIR / "campbell_eleven_point.pitch")
    setup = compile_setup(variant, None, None)
    rule = misdeal_rule(variant, teams=True)
    assert rule is not None and misdeal_rule(variant, teams=False) is not None
    lanes = 4000
    fours = sum(1 << card for card in range(2, 8))  # the 4..9 of clubs
    hands = np.full((lanes, 4), np.uint64(fours))
    found = misdeals(setup, np.random.default_rng(29), hands, np.zeros(lanes, dtype=np.int64),
                     rule)
    assert found.offered[:, 0].all()
    assert 0.45 < found.offered[:, 1].mean() < 0.55
    assert 1 - 0.5 ** 4 - 0.03 < found.void.mean() < 1 - 0.5 ** 4 + 0.03
    plain = np.full((lanes, 4), np.uint64(fours | 1 << 12))  # with the Ace: nobody may
    none = misdeals(setup, np.random.default_rng(29), plain, np.zeros(lanes, dtype=np.int64),
                    rule)
    assert not none.offered.any() and not none.void.any()
