"""The batch kernel's sub-trump, rankless and suitless jokers (Two-trump Pitch) and a
called partner (Campbell Eleven-Point at five) against the reference engine.

Traced hands replay in the reference engine (``assert_replays`` of test_batch.py) with
the same awards, match scores and winners; the kernel's legal cards and trick winners
equal the engine's ``legal_plays`` and ``winner_now`` in any position.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest
import test_batch
from hypothesis import given
from hypothesis import strategies as st
from test_batch import assert_replays

from pitchspec import load
from pitchspec import model as m
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.records import Contract, Trick
from pitchspec.engine.core.state import Phase
from pitchspec.engine.core.tables import NO_SUIT
from pitchspec.engine.game import Game
from pitchspec.engine.kernel import Batch, HandTrace
from pitchspec.engine.kernel.bits import U64
from pitchspec.engine.kernel.follow import fixes, no_suit, winner
from pitchspec.engine.kernel.partners import hand_sides
from pitchspec.engine.kernel.play import legal
from pitchspec.engine.kernel.setup import compile_setup
from pitchspec.engine.phases.play_rules import legal_plays, winner_now

from conftest import SPEC_DIR

TWO = load(SPEC_DIR / "two_trump_pitch.pitch")
SETUP = compile_setup(TWO, 4, None)
GAME = Game(TWO, 4, max_hands=1)


def _tricks(trace: HandTrace) -> list[tuple[tuple[int, int], ...]]:
    """The hand's tricks (every seat plays to each: nobody throws in or sits out)."""
    n = len(trace.hands)
    return [trace.plays[k:k + n] for k in range(0, len(trace.plays), n)]


def test_two_trump_pitch_hands_replay_identically_at_three_and_nine() -> None:
    """Two-trump Pitch (spec/two_trump_pitch.pitch, source 000) is played by three to
    nine: at three and at nine, each for himself, every traced hand replays with the
    same sub-trump declared, the same awards and the same scores."""
    for players, seed in ((3, 31), (9, 32)):
        batch = Batch(TWO, players=players, lanes=24, seed=seed)
        batch.trace_lanes = 24
        batch.run(72)
        assert len(batch.traces) >= 48
        for trace in batch.traces:
            assert 0 <= trace.sub < 4 and trace.sub != trace.trump
            assert_replays("two_trump_pitch", trace)


def test_sub_trumps_and_jokers_are_played_and_scored_as_the_rules_say() -> None:
    """The kernel's Two-trump hands show every rule at work: the sub-trump's High, Low
    and Jack are scored; a led joker leaves the next card to fix the suit; a sub-trump
    takes a plain lead nobody trumps; a joker never wins a trick. Those hands replay."""
    batch = Batch(TWO, lanes=64, seed=33)
    batch.trace_lanes = 64
    batch.run(400)
    points = {point for t in batch.traces for point, _, _ in t.awards}
    assert {"sub_high", "sub_low", "sub_jack", "big_joker", "little_joker"} <= points
    joker_led, sub_won = [], []
    for trace in batch.traces:
        for trick in _tricks(trace):
            seats = {card: seat for seat, card in trick}
            won = trick_winner_of(trace, trick)
            assert won not in (seats.get(52), seats.get(53))  # a joker never wins
            if trick[0][1] >= 52:
                joker_led.append(trace)
            lead_suit = trick[0][1] // 13
            if trick[0][1] < 52 and lead_suit not in (trace.trump, trace.sub) and any(
                    seat == won and card // 13 == trace.sub and card < 52
                    for seat, card in trick):
                sub_won.append(trace)
    assert len(joker_led) >= 10 and len(sub_won) >= 10
    for trace in joker_led[:10] + sub_won[:10]:
        assert_replays("two_trump_pitch", trace)


def trick_winner_of(trace: HandTrace, trick: tuple[tuple[int, int], ...]) -> int:
    """The kernel's winner of one traced trick."""
    plays = np.array([[list(p) for p in trick]], dtype=np.int64).transpose(1, 2, 0)
    return int(winner(SETUP, plays, np.array([trace.trump]), np.array([trace.sub]), False)[0])


_FEW = [suit * 13 + rank for suit in range(4) for rank in (0, 9, 12)] + [52, 53]
"""The Two, Jack and Ace of each suit and both jokers: few cards, so that jokers, trumps
and sub-trumps meet often in a trick and a hand."""
_SITUATION = st.tuples(st.permutations(_FEW), st.integers(0, 3), st.integers(0, 2),
                       st.integers(0, 3), st.integers(1, 6))


@given(_SITUATION)
def test_the_kernels_legal_cards_are_the_engines(situation: tuple[list[int], int, int,
                                                                   int, int]) -> None:
    """In any trick so far (a joker led, a trump or sub-trump led, or none), for any
    hand, the kernel's legal cards equal the engine's: follow or trump, a sub-trump
    may trump, rankless jokers go on a plain lead, a joker held back on a trump lead."""
    cards, trump, pick, before, size = situation
    sub = pick + (pick >= trump)
    trick, hand = cards[:before], cards[before:before + size]
    state = GAME.new_initial_state(0)
    state.phase, state.trump, state.sub = Phase.PLAY, trump, sub
    state.plays = [(seat, card) for seat, card in enumerate(trick)]
    state.to_act = before
    state.hands[before] = sum(1 << c for c in hand)
    expected = set(legal_plays(state))
    t, s = np.array([trump]), np.array([sub])
    suit = no_suit(1)
    for card in trick:
        suit = fixes(SETUP, suit, t, np.array([card]))
    led = np.array([trick[0] if trick else -1])
    mask = legal(SETUP, np.array([U64(state.hands[before])]), t, led, before, 0,
                 np.zeros(1, dtype=bool), suit, s)[0]
    assert {c for c in range(54) if int(mask) >> c & 1} == expected
    assert (suit[0] == NO_SUIT) == all(c >= 52 for c in trick)


@given(st.permutations(_FEW), st.integers(0, 3), st.integers(0, 2), st.integers(0, 3))
def test_the_kernels_trick_winner_is_the_engines(cards: list[int], trump: int, pick: int,
                                                 leader: int) -> None:
    """Any four cards played to a trick go to the same seat in the kernel as in the
    engine: trump over sub-trump over the suit fixed, jokers never, else the leader."""
    sub = pick + (pick >= trump)
    plays = [((leader + k) % 4, card) for k, card in enumerate(cards[:4])]
    state = GAME.new_initial_state(0)
    state.trump, state.sub, state.plays = trump, sub, plays
    expected = winner_now(state, trump)
    trick = np.array([plays]).transpose(1, 2, 0)  # [position, seat or card, lane]
    kernel = winner(SETUP, trick, np.array([trump]), np.array([sub]), False)
    assert int(kernel[0]) == expected


CAMPBELL = load(SPEC_DIR / "campbell_eleven_point.pitch")
CAMPBELL_TEN = load(SPEC_DIR / "campbell_ten_point.pitch")


def _partner(trace: HandTrace) -> int:
    """The called partner: who played the called card, else who was dealt it (-1)."""
    played = [seat for seat, card in trace.plays if card == trace.called]
    dealt = [seat for seat, hand in enumerate(trace.hands) if trace.called in hand]
    return (played or dealt or [-1])[0]


def test_a_called_partner_at_five_replays_identically() -> None:
    """Campbell Eleven-Point (spec/campbell_eleven_point.pitch, source 000) at five,
    each for himself: the bid winner calls a trump he does not hold; whoever plays it
    (else whoever was dealt it) is his partner and the other three play together. The
    kernel's calls, partners who play the card (dealt it, or given it from the stock
    after the discards) or threw it away, replay identically, as does every shot moon:
    made, both partners win; set, the three others."""
    traces: list[HandTrace] = []
    threw: list[HandTrace] = []
    for seed in range(34, 44):  # a called card thrown away is rare: run till one is seen
        batch = Batch(CAMPBELL, players=5, lanes=256, seed=seed)
        batch.trace_lanes = 256
        batch.run(1500)
        traces += batch.traces
        plays = [t for t in traces if any(card == t.called for _, card in t.plays)]
        threw = [t for t in traces if t not in plays and _partner(t) >= 0]
        if threw:
            break
    assert all(t.called >= 0 and t.called not in t.hands[_bidder(t)] for t in traces)
    given = [t for t in plays if all(t.called not in hand for hand in t.hands)]
    moons = [t for t in traces if t.tied]
    assert len(plays) >= 20 and threw and len(given) >= 20 and len(moons) >= 20
    assert all(len(t.tied) in (2, 3, 4) for t in moons)
    for trace in plays[:40] + threw[:20] + given[:20] + moons[:40]:
        assert_replays("campbell_eleven_point", trace)


def _bidder(trace: HandTrace) -> int:
    """The seat that won the auction: the last to bid the highest (a misdeal declined,
    DONE, is no bid)."""
    bids = [(seat, level) for seat, level, _ in trace.bids if level < A.DECLARE_BASE]
    top = max(level for _, level in bids)
    return [seat for seat, level in bids if level == top][-1]


def test_a_match_won_on_points_with_a_called_partner_replays_identically(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Campbell Eleven at five without the moon (which random bidders shoot so often
    that it ends nearly every match): the player who reaches 51 first, on his own
    points or on his side's, wins alone; every match-ending hand replays identically."""
    variant = replace(CAMPBELL, bidding=replace(CAMPBELL.bidding, special=()))
    monkeypatch.setattr(test_batch, "one_hand_game",
                        lambda name, players: Game(variant, players, max_hands=1))
    batch = Batch(variant, players=5, lanes=96, seed=35, one_match=True, max_hands=300)
    batch.trace_lanes = 96
    tally = batch.run_matches()
    ends = [t for t in batch.traces if t.winner >= 0]
    assert len(ends) >= 20 and tally.matches == 96
    assert all(max(t.scores_after) >= 51 for t in ends)
    for trace in ends:
        assert_replays("campbell_eleven_point", trace)


def test_a_partner_called_before_trump_is_declared_replays_identically(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Where trump is declared only after the exchange (as in Blind Blind, after the
    widow is taken), the bid winner calls his partner's card right after the auction,
    before trump is known: Campbell Eleven at five so changed calls any card he does
    not hold, trumps or not, and its hands replay identically."""
    variant = replace(CAMPBELL, trump=replace(CAMPBELL.trump, declare_before_kitty=False))
    monkeypatch.setattr(test_batch, "one_hand_game",
                        lambda name, players: Game(variant, players, max_hands=1))
    batch = Batch(variant, players=5, lanes=48, seed=36)
    batch.trace_lanes = 48
    batch.run(150)
    setup = compile_setup(variant, 5, None)
    off = [t for t in batch.traces if not int(setup.trump_mask[t.trump]) >> t.called & 1]
    assert len(off) >= 20 and all(t.called not in t.hands[_bidder(t)] for t in batch.traces)
    for trace in batch.traces:
        assert_replays("campbell_eleven_point", trace)


def test_a_partner_called_with_the_others_each_for_himself_replays_identically(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the players not called each play for himself (Blind Blind's call), the
    bidder and his partner score together and each other player alone; a lost moon
    goes to the best of the others, several tied all winning. Campbell Eleven at five
    so changed replays identically."""
    call = CAMPBELL.seating.partner_call
    assert call is not None
    variant = replace(CAMPBELL, seating=replace(
        CAMPBELL.seating, partner_call=replace(call, others_together=False)))
    monkeypatch.setattr(test_batch, "one_hand_game",
                        lambda name, players: Game(variant, players, max_hands=1))
    batch = Batch(variant, players=5, lanes=48, seed=37)
    batch.trace_lanes = 48
    batch.run(200)
    sides = [{side for _, side, _ in t.awards} for t in batch.traces]
    assert sum(len(s) >= 3 for s in sides) >= 20  # the others score apart
    assert any(t.winner >= 0 for t in batch.traces) and any(t.tied for t in batch.traces)
    for trace in batch.traces:
        assert_replays("campbell_eleven_point", trace)


@given(st.permutations(range(54)), st.integers(0, 53), st.integers(0, 4), st.integers(0, 9),
       st.integers(0, 30), st.booleans())
def test_the_kernels_sides_of_the_deal_are_the_engines(
        cards: list[int], called: int, bidder: int, played: int, dealt: int,
        together: bool) -> None:
    """Whoever plays the called card, or was dealt it, or nobody (a card left in the
    stock or thrown away undealt): the kernel's sides of the deal at five equal the
    engine's MatchState.hand_sides, with the others together or each for himself."""
    call = CAMPBELL.seating.partner_call
    assert call is not None
    variant = replace(CAMPBELL, seating=replace(
        CAMPBELL.seating, partner_call=replace(call, others_together=together)))
    state = Game(variant, 5, max_hands=1).new_initial_state(0)
    state.called, state.contract = called, Contract(bidder, 5)
    plays = tuple((k % 5, card) for k, card in enumerate(cards[:played]))
    state.tricks = [Trick(0, plays, 0)] if plays else []
    state.dealt = [sum(1 << c for c in cards[played:][k:dealt:5]) for k in range(5)]
    player_of = np.full((1, 54), -1, dtype=np.int64)
    for seat, card in plays:
        player_of[0, card] = seat
    parts = hand_sides(compile_setup(variant, 5, None), np.array([called]), np.array([bidder]),
                       player_of, np.array([[U64(mask) for mask in state.dealt]]))
    assert tuple(parts.seat_sides[0].tolist()) == state.hand_sides()
    first = [list(state.sides).index(side) for side in range(5)]
    assert parts.groups[0].tolist() == [state.hand_sides()[seat] for seat in first]


def test_ranked_jokers_led_suitless_and_held_back_replay_identically(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The joker rules apart from rankless jokers: Campbell Ten-Point (jokers ranked
    among the trumps) with a led joker suitless, the next card fixing the suit, and
    jokers held back on a trump lead. Its hands, many led by a joker, replay."""
    variant = replace(CAMPBELL_TEN, play=replace(
        CAMPBELL_TEN.play, joker_lead=m.JokerLead.SUITLESS, joker_held_back_on_trump_lead=True))
    monkeypatch.setattr(test_batch, "one_hand_game",
                        lambda name, players: Game(variant, players, max_hands=1))
    batch = Batch(variant, lanes=48, seed=38)
    batch.trace_lanes = 48
    batch.run(150)
    led = [t for t in batch.traces if any(trick[0][1] >= 52 for trick in _tricks(t))]
    assert len(led) >= 20
    for trace in batch.traces:
        assert_replays("campbell_ten_point", trace)
