"""The batch kernel's look-or-not, kitty and continuing auction against the reference
engine: Abacos and Man-O-War Pitch (players look at their hands or not, lookers lose
a card and sit out the last trick, the bidder may take the lost cards) and Bonanza
Pitch (a kitty for the bidder, an auction that goes round until one bidder is left,
a moon barred to a side in the hole). Every hand checked is replayed through the
reference engine, which must give the same awards, scores and winner.
"""

from __future__ import annotations

import dataclasses
from collections import Counter

import numpy as np
from helpers import spec_text
from test_batch import assert_replays, traced

from pitchspec import load
from pitchspec import model as m
from pitchspec.engine.core import actions as A
from pitchspec.engine.game import Game
from pitchspec.engine.kernel import HandTrace, supports
from pitchspec.engine.kernel.continuing import barred
from pitchspec.engine.kernel.setup import compile_setup

from conftest import ROOT, SPEC_DIR


def lookers(trace: HandTrace) -> list[int]:
    return [seat for seat, level, _ in trace.bids if level == A.LOOK]


def played_by(trace: HandTrace) -> Counter[int]:
    return Counter(seat for seat, card in trace.plays if card < 54)


def bidder(trace: HandTrace) -> int:
    """The contract's seat: the last bid that is not a pass (look decisions aside)."""
    return [seat for seat, level, _ in trace.bids if 0 < level < A.LOOK][-1]


def test_lookers_lose_a_card_and_sit_out_the_last_trick() -> None:
    """Abacos Pitch (spec/abacos_pitch.pitch, source 000): each player chooses, at his
    turn, whether to look; every looker loses a random card when the auction ends and
    has nothing to play to the sixth trick. The kernel's lookers lose one card each,
    from their own hands, seat by seat from elder, and play five cards; the others
    play six; the hands replay identically."""
    traces = traced(load(SPEC_DIR / "abacos_pitch.pitch"), 64, 200, 21)
    n = len(traces[0].hands)
    assert all(len([b for b in t.bids if b[1] in (A.LOOK, A.NO_LOOK)]) == n for t in traces)
    mixed = [t for t in traces if 0 < len(lookers(t)) < n]
    assert len(mixed) >= 20
    for trace in traces:
        seats = lookers(trace)
        elder = (trace.dealer + 1) % n
        assert sorted(seats, key=lambda s: (s - elder) % n) == [
            next(s for s in range(n) if c in trace.hands[s]) for c in trace.lost]
        counts = played_by(trace)
        assert all(counts[s] == (5 if s in seats else 6) for s in range(n)), trace
    for trace in mixed[:15]:
        assert_replays("abacos_pitch", trace)


def test_the_bidder_takes_lost_cards_and_discards_as_many() -> None:
    """Man-O-War Pitch (spec/man_o_war_pitch.pitch, source 000): after the auction the
    bidder may take any of the lookers' lost cards, one at a time, and discards a
    card of his choice for each. In the kernel he takes some (or none) and then
    discards exactly as many; those hands replay identically."""
    traces = traced(load(SPEC_DIR / "man_o_war_pitch.pitch"), 64, 200, 22)
    took = []
    for trace in traces:
        actions = [c for _, c in trace.exchange]
        stop = actions.index(A.DONE) if A.DONE in actions else len(actions) // 2
        taken, thrown = actions[:stop], [c for c in actions[stop:] if c != A.DONE]
        assert set(taken) <= set(trace.lost) and len(thrown) == len(taken), trace
        assert {s for s, _ in trace.exchange} <= {bidder(trace)}
        if taken:
            took.append(trace)
    assert len(took) >= 20
    assert any(c == A.DONE for t in took for _, c in t.exchange)
    for trace in took[:15]:
        assert_replays("man_o_war_pitch", trace)


def test_low_goes_to_the_player_it_was_dealt_to() -> None:
    """Man-O-War Pitch (000's table: Low to its "original holder"): a Low the bidder
    took from the lost cards and played scores for the looker it was dealt to, in the
    kernel as in the reference engine."""
    traces = traced(load(SPEC_DIR / "man_o_war_pitch.pitch"), 128, 400, 5)
    moved = []
    for trace in traces:
        trumps = [(c % 13, seat, c) for seat, c in trace.plays if c // 13 == trace.trump]
        if not trumps:
            continue
        _, player, low = min(trumps)
        dealt = next(s for s, hand in enumerate(trace.hands) if low in hand)
        assert ("low", dealt, 1) in trace.awards, trace
        if dealt != player:
            moved.append(trace)
    assert len(moved) >= 3
    for trace in moved[:10]:
        assert_replays("man_o_war_pitch", trace)


def test_a_continuing_auction_goes_round_until_one_bidder_is_left() -> None:
    """Bonanza Pitch (spec/bonanza_pitch.pitch, source 000): the auction goes round
    until all but one have passed. In the kernel a player who passed never bids
    again, the last bid stands, and auctions of several rounds replay identically."""
    traces = traced(load(SPEC_DIR / "bonanza_pitch.pitch"), 64, 200, 23)
    long = [t for t in traces if len([b for b in t.bids if b[1] >= 0]) > 6]
    assert len(long) >= 15
    for trace in traces:
        asked = [(seat, level) for seat, level, _ in trace.bids if level >= 0]
        out = {seat for seat, level in asked if level == 0}
        assert len(out) == 3 and bidder(trace) not in out, trace
        for k, (seat, _) in enumerate(asked):
            assert not any(s == seat and lv == 0 for s, lv in asked[:k]), trace
    for trace in long[:15]:
        assert_replays("bonanza_pitch", trace)


def test_the_bidder_takes_the_kitty() -> None:
    """Bonanza Pitch: four cards lie in the kitty, which the bid winner takes after
    naming trump; the others are refilled from the stock. In the kernel only the
    bidder ever plays a kitty card, and hands where he does replay identically."""
    traces = traced(load(SPEC_DIR / "bonanza_pitch.pitch"), 64, 200, 24)
    kept = []
    for trace in traces:
        kitty = set(trace.stock[:4])
        players = {seat for seat, card in trace.plays if card in kitty}
        assert players <= {bidder(trace)}, trace
        if players:
            kept.append(trace)
    assert len(kept) >= 20
    for trace in kept[:15]:
        assert_replays("bonanza_pitch", trace)


def test_the_moon_is_barred_to_a_side_in_the_hole() -> None:
    """Bonanza Pitch: no side may shoot the moon while either side is in the hole, or
    once its own score is 46 or more. The kernel's players never bid it then (the
    engine would refuse the bid), and such hands replay identically."""
    traces = traced(load(SPEC_DIR / "bonanza_pitch.pitch"), 128, 600, 25)
    hole = [t for t in traces if min(t.scores_before) < 0]
    assert len(hole) >= 20
    assert all(level != A.SPECIAL_BASE for t in hole for _, level, _ in t.bids)
    assert any(level == A.SPECIAL_BASE for t in traces for _, level, _ in t.bids)
    for trace in hole[:10]:
        assert_replays("bonanza_pitch", trace)


def test_the_bars_read_the_scores_of_the_seats_side() -> None:
    """The moon's bars at given scores: barred to both sides with one in the hole,
    to the side at 46, not to a side at 45."""
    setup = compile_setup(load(SPEC_DIR / "bonanza_pitch.pitch"), None, None)
    scores = np.array([[-1, 10], [46, 45], [45, 0]])
    for seat, expected in ((0, [True, True, False]), (1, [True, False, False])):
        bars = barred(setup, scores, np.full(3, seat), [0])
        assert bars is not None and bars[:, 0].tolist() == expected


def test_all_pass_to_a_dealer_who_must_bid_in_a_continuing_auction() -> None:
    """Bonanza Pitch with bids up to 3 and no moon (so that players often pass): when
    the others pass the dealer must bid; else the auction goes round. The kernel's
    stuck dealers bid, and every hand replays identically."""
    base = load(SPEC_DIR / "bonanza_pitch.pitch")
    variant = dataclasses.replace(
        base, bidding=dataclasses.replace(base.bidding, maximum=3, special=()))
    game = Game(variant, 4, max_hands=1)
    traces = traced(variant, 64, 800, 26)
    stuck = [t for t in traces if [lv for _, lv, _ in t.bids[:3]] == [0, 0, 0]]
    assert len(stuck) >= 3
    assert all(t.bids[3][0] == t.dealer and t.bids[3][1] >= 1 for t in stuck)
    for trace in stuck + traces[:30]:
        assert_replays(game.variant.name, trace, game)


def test_a_looker_who_passes_keeps_his_cards_in_the_kernel() -> None:
    """Abacos Pitch with passers exempt (option C-46, tests/fixtures/options): only a
    looker who then bids loses a card; the kernel's hands replay identically."""
    path = ROOT / "tests" / "fixtures" / "options" / "c46_abacos_passers_exempt.pitch"
    variant = spec_text(path.read_text(encoding="utf-8"), "c46_abacos_passers_exempt")
    assert not supports(variant)
    traces = traced(variant, 64, 200, 27)
    game = Game(variant, len(traces[0].hands), max_hands=1)
    kept = 0
    for trace in traces:
        levels = {seat: level for seat, level, _ in trace.bids if 0 <= level < A.LOOK}
        losing = [s for s in lookers(trace) if levels[s] > 0]
        kept += len(lookers(trace)) - len(losing)
        assert len(trace.lost) == len(losing), trace
    assert kept >= 20
    for trace in traces[:20]:
        assert_replays(game.variant.name, trace, game)


def test_look_constructs_the_kernel_does_not_run_are_named() -> None:
    """Lookers sitting out the first trick, and look-or-not in a continuing auction,
    are refused with the construct named."""
    base = load(SPEC_DIR / "abacos_pitch.pitch")
    first = dataclasses.replace(base, play=dataclasses.replace(
        base.play, lookers_sit_out=m.Sitter.FIRST))
    assert "play.lookers_sit_out first" in supports(first)
    going = dataclasses.replace(base, bidding=dataclasses.replace(
        base.bidding, form=m.AuctionForm.CONTINUING))
    assert "bidding.look with bidding.form continuing" in supports(going)


def test_a_discard_per_card_taken_not_right_after_the_take_is_refused() -> None:
    """Man-O-War's discard of a card per card taken counts the cards taken in the
    step just before it; with the two steps the other way round the kernel refuses
    the order, naming it, rather than discard nothing."""
    base = load(SPEC_DIR / "man_o_war_pitch.pitch")
    assert not supports(base)
    swapped = dataclasses.replace(base, exchange=dataclasses.replace(
        base.exchange, steps=base.exchange.steps[::-1]))
    assert supports(swapped) == ["exchange.steps in this order"]
