"""The batch kernel against the reference engine.

Every traced hand of the vectorised kernel is replayed, card for card and bid for bid,
through the one-action-at-a-time reference engine, which must award the same points
to the same sides and reach the same match scores and winner. Variants outside the
kernel's repertoire are refused with the constructs it lacks.
"""

from __future__ import annotations

import dataclasses
import functools
import random
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from pitchspec import load
from pitchspec import model as m
from pitchspec.cli import main
from pitchspec.codes import CODES
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.state import Phase
from pitchspec.engine.core.tables import resolve
from pitchspec.engine.core.tally import deciding_credit, lead_history, margin, seats_from_dealer
from pitchspec.engine.game import Game
from pitchspec.engine.kernel import Batch, HandTrace, refusal, supports
from pitchspec.matches.logs.deals import DealScript, HandScript

from conftest import SPEC_DIR, TURNED_JOKERS

SPECS = sorted(SPEC_DIR.glob("*.pitch"))
SUPPORTED = [p.stem for p in SPECS if not supports(load(p))]


Replayed = tuple[list[tuple[str, int, int]], list[int], tuple[int, ...]]


@functools.cache
def one_hand_game(name: str, players: int) -> Game:
    """The reference engine's game of one hand (loaded once: thousands of hands replay)."""
    return Game(load(SPEC_DIR / f"{name}.pitch"), players, max_hands=1)


def replay(name: str, trace: HandTrace, game: Game | None = None) -> Replayed:
    """Play the traced hand through the reference engine, each decision legal there
    (the stuck dealer of 'dealer must bid' has no pass); return its awards, scores
    and winners. ``game``: a game of one hand of a variant not in spec/."""
    game = game or one_hand_game(name, len(trace.hands))
    variant = game.variant
    blind = variant.deal.blind.size if variant.deal.blind is not None else 0
    kitty = blind + variant.deal.kitty  # the kitty follows the blind pile
    widow = kitty + variant.deal.widow  # and the widow the kitty
    script = DealScript(deals=[HandScript(hands=dict(enumerate(map(list, trace.hands))),
                                          blinds={-1: list(trace.stock[:blind])},
                                          kitty=list(trace.stock[blind:kitty]),
                                          widow=list(trace.stock[kitty:widow]),
                                          stock=list(trace.stock[widow:]),
                                          lost=list(trace.lost),
                                          trump=trace.trump)])  # a random trump, if any
    state = game.new_initial_state(trace.dealer)
    state.scores = list(trace.scores_before)
    bids = [A.PASS if level == 0 else level if level >= A.SPECIAL_BASE
            else A.DOUBLED_BASE + level if doubled
            else A.bid_action(level) for _, level, doubled in trace.bids if level >= 0]
    # the stuck dealer's choice of the given bid or a special bid follows the bids,
    # as does elder's choice to sell or refuse (Commercial Pitch); a misdeal declined
    # (DONE) comes before them
    decisions = {Phase.BID: bids, Phase.FORCED: bids, Phase.SALE: bids, Phase.PROCEDURES: bids,
                 Phase.DECLARE: [A.DECLARE_BASE + trace.trump],
                 Phase.DECLARE_SUB: [A.SUB_BASE + trace.sub], Phase.CALL: [trace.called],
                 Phase.EXCHANGE: [action for _, action in trace.exchange],
                 Phase.PLAY: [card for _, card in trace.plays],
                 Phase.BEG: list(trace.beg[:1]), Phase.GIFT: list(trace.beg[1:])}
    rng = random.Random(0)
    while not state.is_terminal() and not state.hands_played:  # this one hand
        if state.is_chance_node():
            action = script(state)
            state.apply_action(action if action is not None else state.sample_chance(rng))
        else:  # every bid, discard and card the kernel chose is legal in the engine
            action = decisions[state.phase].pop(0)
            assert action in state.legal_actions(), (state.phase, action)
            state.apply_action(action)
    assert not decisions[Phase.BID] and not decisions[Phase.EXCHANGE]
    assert not decisions[Phase.BEG] and not decisions[Phase.GIFT]
    # a side that counts out in play ends the match mid-hand, the hand unscored
    awards = [(a.point, a.side, a.value) for a in state.awards_during]
    if state.hands_played:
        awards += [(a.point, a.side, a.value) for a in state.hands_played[0]["awards"]]
    return awards, list(state.scores), state.winners or ()


def test_the_kernel_runs_the_core_variants() -> None:
    assert {"pitch", "auction_pitch", "chicago_pitch", "reverse_pitch"} <= set(SUPPORTED)


def assert_replays(name: str, trace: HandTrace, game: Game | None = None) -> None:
    """The traced hand, replayed by the reference engine (in ``game``, for a variant
    not in spec/), gives the same awards, match scores and winner."""
    awards, scores, winners = replay(name, trace, game)
    assert sorted(awards) == sorted(trace.awards), trace
    assert scores == list(trace.scores_after), trace
    assert winners == (trace.tied or ((trace.winner,) if trace.winner >= 0 else ())), trace


def traced(variant: m.Variant, lanes: int, hands: int, seed: int) -> list[HandTrace]:
    """The kernel's hands of ``hands`` in ``lanes`` lanes, every lane traced."""
    batch = Batch(variant, lanes=lanes, seed=seed)
    batch.trace_lanes = lanes
    batch.run(hands)
    return batch.traces


def check_replays(name: str, lanes: int, hands: int, seed: int) -> None:
    """Every traced hand of ``hands`` in ``lanes`` lanes replays identically."""
    batch = Batch(load(SPEC_DIR / f"{name}.pitch"), lanes=lanes, seed=seed)
    batch.trace_lanes = lanes
    batch.run(hands)
    assert len(batch.traces) >= hands * 3 // 4
    for trace in batch.traces:
        assert_replays(name, trace)


@pytest.mark.parametrize("name", SUPPORTED)
def test_traced_hands_replay_identically_in_the_reference_engine(name: str) -> None:
    check_replays(name, lanes=16, hands=48, seed=7)


@pytest.mark.slow
@pytest.mark.parametrize("name", SUPPORTED)
def test_many_traced_hands_replay_identically(name: str) -> None:
    check_replays(name, lanes=64, hands=400, seed=11)




@pytest.fixture
def turned_jokers() -> Path:
    return TURNED_JOKERS


def test_unsupported_variants_name_what_the_kernel_lacks(turned_jokers: Path) -> None:
    """The kernel names the construct it lacks, and refuses to build."""
    assert supports(load(turned_jokers)) == ["trump.method turn_up with jokers"]
    with pytest.raises(ValueError, match="cannot run"):
        Batch(load(turned_jokers))


def test_the_kernel_runs_every_bundled_variant() -> None:
    assert [p.stem for p in SPECS if p.stem not in SUPPORTED] == []


def test_a_refused_variant_gets_a_coded_reason_naming_each_lack(turned_jokers: Path) -> None:
    """Seven Up with jokers and drawing after each trick: PS420 names each lack."""
    variant = load(turned_jokers)
    variant = dataclasses.replace(variant, play=dataclasses.replace(
        variant.play, draw_after_trick=True))
    lacks = supports(variant)
    assert len(lacks) >= 2 and "trump.method turn_up with jokers" in lacks
    diagnostic = refusal(variant)
    assert diagnostic is not None and diagnostic.code == "PS420"
    assert all(item in diagnostic.message for item in lacks)


def test_simulate_with_the_batch_engine_refuses_with_ps420(turned_jokers: Path) -> None:
    result = CliRunner().invoke(main, ["simulate", str(turned_jokers), "-n", "1",
                                       "--engine", "batch", "--agents", "random"])
    assert result.exit_code == 1
    assert "PS420" in result.output and "turn_up with jokers" in result.output
    assert "PS420" in CODES


def test_all_fives_counts_out_in_play_in_the_kernel_as_in_the_engine() -> None:
    """All Fives (spec/all_fives.pitch, source 003): trumps in tricks score to the
    trick's winner as it closes, and with 'count out' a side reaching 61 so wins at
    once; the kernel's matches that end mid-hand replay identically."""
    batch = Batch(load(SPEC_DIR / "all_fives.pitch"), lanes=64, seed=1, one_match=True)
    batch.trace_lanes = 64
    batch.run_matches()
    ends = [t for t in batch.traces if t.winner >= 0]
    mid_hand = [t for t in ends if not any(p in ("high", "low", "jack", "game")
                                           for p, _, _ in t.awards)]
    assert mid_hand and all(max(t.scores_after) >= 61 for t in ends)
    for trace in mid_hand[:10]:
        awards, scores, winners = replay("all_fives", trace)
        assert sorted(awards) == sorted(trace.awards), trace
        assert scores == list(trace.scores_after) and winners == (trace.winner,), trace


def test_a_hand_where_every_lane_counts_out_ends_cleanly() -> None:
    """All Fives with one lane: some seed ends its match mid-hand in every lane."""
    ends = []
    for seed in range(12):
        batch = Batch(load(SPEC_DIR / "all_fives.pitch"), lanes=1, seed=seed, one_match=True)
        batch.trace_lanes = 1
        tally = batch.run_matches()
        assert tally.matches == 1
        ends.append(batch.traces[-1].awards[-1][0])
    assert "trumps" in ends


def test_doubled_bids_in_the_kernel_replay_identically() -> None:
    """Oklahoma Ten-Point Pitch (spec/oklahoma_ten_point.pitch): a bid may be doubled,
    "n for 2n", ranking half a step above n; made it scores 2n, set it loses 2n."""
    batch = Batch(load(SPEC_DIR / "oklahoma_ten_point.pitch"), lanes=64, seed=2)
    batch.trace_lanes = 64
    tally = batch.run(300)
    assert any(key.endswith("doubled") for key in tally.contracts)
    won_doubled = [t for t in batch.traces
                   if max(t.bids, key=lambda b: (2 * b[1] + b[2], 0))[2]]
    assert len(won_doubled) >= 5
    for trace in won_doubled[:12]:
        awards, scores, _ = replay("oklahoma_ten_point", trace)
        assert sorted(awards) == sorted(trace.awards), trace
        assert scores == list(trace.scores_after), trace


def test_the_stuck_dealer_of_solo_pitch_never_passes_in_the_kernel() -> None:
    """V04 solo Auction Pitch (spec/solo_auction_pitch.pitch), seeds 001/002: when the
    others all pass the dealer must bid at least 2, so the kernel never has him pass,
    and its hands replay in the engine, where that pass is not legal."""
    batch = Batch(load(SPEC_DIR / "solo_auction_pitch.pitch"), lanes=2000, seed=3)
    batch.trace_lanes = 2000
    batch.run(2000)
    stuck = [t for t in batch.traces
             if all(level == 0 for seat, level, _ in t.bids if seat != t.dealer)]
    assert len(stuck) >= 5
    for trace in stuck:
        dealer_bid = next(level for seat, level, _ in trace.bids if seat == trace.dealer)
        assert dealer_bid >= 2, trace
        awards, scores, _ = replay("solo_auction_pitch", trace)
        assert sorted(awards) == sorted(trace.awards), trace
        assert scores == list(trace.scores_after), trace


@pytest.mark.parametrize("seed", range(4))
def test_the_kernels_match_measures_follow_its_scores(seed: int) -> None:
    """Pitch (no auction: every award is credited, in counting order): the kernel's
    lead changes, winning seats, margin and deciding point equal what the tally's
    functions find in the traced scores of the same match."""
    variant = load(SPEC_DIR / "pitch.pitch")
    batch = Batch(variant, lanes=1, seed=seed, one_match=True, max_hands=80)
    batch.trace_lanes = 1
    tally = batch.run_matches()
    traces = batch.traces
    history = lead_history(t.scores_after for t in traces)
    winners = (traces[-1].winner,) if traces[-1].winner >= 0 else ()
    assert tally.matches == 1 and tally.lead_changes == Counter({history.changes: 1})
    sides = batch.seating.sides
    assert tally.seat_wins == Counter(seats_from_dealer(winners, sides, traces[0].dealer))
    if winners:
        target = variant.winning.target
        credits = [(side, value, point) for point, side, value in traces[-1].awards]
        deciding, last = deciding_credit(credits, traces[-1].scores_after, winners[0],
                                         lambda score: score >= target)
        assert tally.deciding == (Counter({deciding: 1}) if deciding else Counter())
        assert tally.decided_last == int(last)
        assert tally.margins == Counter({margin(traces[-1].scores_after, winners): 1})


def test_dead_hands_thrown_in_in_the_kernel_replay_identically() -> None:
    """Yorkshire All Fours (spec/yorkshire_all_fours.pitch, source 003): a player with
    no trump and no counting card, losing the trick, may throw his hand in and leave
    his partner to play on alone; the kernel's random players sometimes do, and those
    hands (tricks of three cards from then on) replay identically."""
    batch = Batch(load(SPEC_DIR / "yorkshire_all_fours.pitch"), lanes=64, seed=5)
    batch.trace_lanes = 64
    batch.run(200)
    thrown = [t for t in batch.traces if any(card == A.THROW_IN for _, card in t.plays)]
    assert len(thrown) >= 5
    for trace in thrown[:15]:
        assert_replays("yorkshire_all_fours", trace)


def test_a_refill_the_stock_cannot_cover_replays_identically() -> None:
    """Susqy River Ten-Point (spec/susqy_river_ten_point.pitch, source 000) at five:
    after all discard their nontrumps the 17 cards left may not refill every hand to
    7; a player left short sits out the last tricks once his cards are gone, in the
    kernel as in the engine."""
    batch = Batch(load(SPEC_DIR / "susqy_river_ten_point.pitch"), players=5, lanes=64, seed=4)
    batch.trace_lanes = 64
    batch.run(200)
    short = [t for t in batch.traces if len(t.plays) < 5 * 7]
    assert len(short) >= 5
    for trace in short[:15]:
        assert_replays("susqy_river_ten_point", trace)



def test_chosen_discards_and_dead_trumps_replay_identically() -> None:
    """Wahoo Ten-Point (spec/wahoo_ten_point.pitch, source 000): the bidder takes the
    whole stock and reduces to 6, a random player's choice card by card (a nontrump
    while he holds one); a point trump discarded by force is dead and scores for the
    discarder's opponents. The kernel's hands with dead point cards replay identically."""
    variant = load(SPEC_DIR / "wahoo_ten_point.pitch")
    batch = Batch(variant, lanes=32, seed=6)
    batch.trace_lanes = 32
    batch.run(64)
    assert all(trace.exchange for trace in batch.traces)
    dead = [t for t in batch.traces if any(point_card_out(variant, t, name)
                                           for name, _, _ in t.awards)]
    assert len(dead) >= 10
    for trace in dead[:15]:
        awards, scores, _ = replay("wahoo_ten_point", trace)
        assert sorted(awards) == sorted(trace.awards), trace
        assert scores == list(trace.scores_after), trace


def point_card_out(variant: m.Variant, trace: HandTrace, name: str) -> bool:
    """Whether the point ``name`` of the traced hand went with a card never played."""
    rule = next(r for r in variant.points if r.name == name)
    card = resolve(rule.card, trace.trump) if rule.card is not None else None
    return card is not None and card not in {c for _, c in trace.plays}


def test_forced_bids_and_the_backdoor_replay_identically() -> None:
    """Nine-Five, common rules (spec/nine_five_common.pitch, source 000): a player
    holding a 9 with another card of its suit must bid at least 9 (he passes only
    over a bid of 9 or more); a side that falls to -100 loses the match, the other
    winning. The kernel's forced bidders never bid below 9, and its matches lost by
    the backdoor replay identically in the engine."""
    variant = load(SPEC_DIR / "nine_five_common.pitch")
    batch = Batch(variant, lanes=256, seed=8, one_match=True, max_hands=200)
    batch.trace_lanes = 256
    batch.run_matches()
    forced = [(t, seat, level) for t in batch.traces for seat, level, _ in t.bids
              if level >= 0 and any(card % 13 == 7 and sum(1 for c in t.hands[seat]
                                                          if c // 13 == card // 13) >= 2
                                    for card in t.hands[seat] if card < 52)]
    assert forced
    for trace, seat, level in forced:
        before = [lv for s, lv, _ in trace.bids[:[s for s, _, _ in trace.bids].index(seat)]]
        assert level >= 9 or max(before, default=0) >= 9, trace
    backdoor = [t for t in batch.traces if t.winner >= 0 and min(t.scores_after) <= -100]
    assert len(backdoor) >= 3
    for trace in backdoor[:10] + [t for t, _, _ in forced[:10]]:
        assert_replays("nine_five_common", trace)


def test_sudden_death_moon_bids_replay_identically() -> None:
    """New Yorker Pitch (spec/new_yorker_pitch.pitch, source 000): the bid of 4 is
    the moon, needing every point; made it wins the match at once, set it loses it,
    nothing of the hand scored. The kernel's moon hands replay identically, the match
    won or lost with the scores as they were."""
    batch = Batch(load(SPEC_DIR / "new_yorker_pitch.pitch"), lanes=128, seed=9)
    batch.trace_lanes = 128
    batch.run(600)
    moons = [t for t in batch.traces if max(level for _, level, _ in t.bids) == 4]
    assert len(moons) >= 20
    assert all(t.winner >= 0 and t.scores_after == t.scores_before for t in moons)
    won = [t for t in moons if t.winner == max(t.bids, key=lambda b: b[1])[0] % 2]
    assert won and len(won) < len(moons)
    for trace in won[:5] + moons[:10]:
        awards, scores, winners = replay("new_yorker_pitch", trace)
        assert sorted(awards) == sorted(trace.awards), trace
        assert scores == list(trace.scores_after), trace
        assert winners == (trace.winner,), trace


def test_concessions_replay_identically() -> None:
    """Contway 6-Point Pitch (spec/contway_pitch.pitch, source 000): the bidder may
    concede at any of his turns; the trick in progress is finished and play stops,
    the bidder set, the others scoring only what was already played (High only for
    the Ace, Low only for the Two, no Game). Each player in turn also throws away any
    cards and is dealt back to six. The kernel's conceded hands replay identically."""
    batch = Batch(load(SPEC_DIR / "contway_pitch.pitch"), lanes=64, seed=10)
    batch.trace_lanes = 64
    batch.run(200)
    conceded = [t for t in batch.traces if any(card == A.CONCEDE for _, card in t.plays)]
    at_lead = [t for t in conceded if t.plays[-1][1] == A.CONCEDE]
    assert len(conceded) >= 20 and at_lead
    assert any(a == A.DONE for t in batch.traces for _, a in t.exchange)
    for trace in conceded[:12] + at_lead[:3]:
        assert_replays("contway_pitch", trace)


@pytest.mark.parametrize(("name", "players", "seed"),
                         [("partnership_pitch", 4, 12), ("roadhouse_pitch", 2, 13)])
def test_special_bids_above_the_numeric_bids_replay_identically(name: str, players: int,
                                                                seed: int) -> None:
    """Partnership and Roadhouse Pitch (spec/partnership_pitch.pitch,
    spec/roadhouse_pitch.pitch, source 000): shooting the moon ranks above the bid of
    4 and needs 4 points and every trick; Partnership's scores 5 made and loses 5 set,
    Roadhouse's scores 15 made and loses the match set, and there a dealer given the
    bid of 2 when all pass may shoot the moon instead. The kernel's moon hands replay
    identically."""
    batch = Batch(load(SPEC_DIR / f"{name}.pitch"), players=players, lanes=128, seed=seed)
    batch.trace_lanes = 128
    batch.run(400)
    moon = A.SPECIAL_BASE
    moons = [t for t in batch.traces if any(level == moon for _, level, _ in t.bids)]
    assert len(moons) >= 20
    given = [t for t in batch.traces if len(t.bids) > players]  # the stuck dealer's choice
    assert bool(given) == (name == "roadhouse_pitch")
    assert not given or {t.bids[-1][1] for t in given} == {2, moon}
    for trace in moons[:15] + given[:6]:
        assert_replays(name, trace)


@pytest.mark.parametrize(("name", "seed"), [("dai_fem", 14), ("nine_five_hot", 15)])
def test_completing_from_the_stock_replays_identically(name: str, seed: int) -> None:
    """Dai Fem and Nine-Five hot (spec/dai_fem.pitch, spec/nine_five_hot.pitch): after
    the others are refilled, the bidder (the dealer) completes his hand to six with
    cards of his choice from the stock, card by card; the kernel's random choices
    replay identically, as do its sudden-death bids won and lost."""
    batch = Batch(load(SPEC_DIR / f"{name}.pitch"), lanes=64, seed=seed)
    batch.trace_lanes = 64
    batch.run(150)
    completed = [t for t in batch.traces
                 if any(card in t.stock for _, card in t.exchange)]
    assert len(completed) >= 20
    for trace in completed[:15]:
        assert_replays(name, trace)


def test_trumps_reclaimed_from_the_scrap_replay_identically() -> None:
    """Five-Nine, NE Connecticut (spec/five_nine_ne_connecticut.pitch, source 000):
    each player throws away cards face up, discards down to six, may take back trumps
    from the scrap one by one (or stop), discards to six again and is refilled; the
    kernel's random choices, reclaimed trumps among them, replay identically."""
    batch = Batch(load(SPEC_DIR / "five_nine_ne_connecticut.pitch"), lanes=64, seed=16)
    batch.trace_lanes = 64
    batch.run(150)
    reclaimed = [t for t in batch.traces
                 if any(card not in t.hands[seat] and card != A.DONE
                        for seat, card in t.exchange)]
    assert len(reclaimed) >= 10
    for trace in reclaimed[:15]:
        assert_replays("five_nine_ne_connecticut", trace)


@pytest.mark.parametrize("name", ["nine_five", "nine_five_nw_connecticut"])
def test_blind_and_capturing_special_bids_replay_identically(name: str) -> None:
    """Nine-Five (spec/nine_five.pitch, spec/nine_five_nw_connecticut.pitch, source
    000): before looking at his hand a player may bid blind smudge, or look; smudge
    and blind smudge rank above 18 and need every point, every trick and the capture
    of a named point. The kernel's players look or bid blind, each the same chance,
    and those hands replay identically."""
    batch = Batch(load(SPEC_DIR / f"{name}.pitch"), lanes=64, seed=17)
    batch.trace_lanes = 64
    batch.run(150)
    looks = [t for t in batch.traces if any(level == A.LOOK for _, level, _ in t.bids)]
    blind = [t for t in batch.traces if any(level == A.SPECIAL_BASE + 1 for _, level, _ in t.bids)]
    assert len(looks) >= 20 and len(blind) >= 10
    for trace in blind[:10] + looks[:5]:
        assert_replays(name, trace)
