"""The general auction reads its rules from the bid table (core/auction_plans.py:
look-or-not, the blind turn, the steal, the stuck dealer, forced bids as card and suit
masks) and keeps the legal bids per standing bid where nothing else decides them; it must offer
exactly the bids the rules give when read from the model at every bid.

The oracle below reads the variant's model each time, as the auction did before the
table (a forced bid looks at every card of the suit one by one). Random matches of
every bundled variant (and tables of other sizes) are played; at every bid, the
engine's legal bids (the first time at that standing bid, and again from the kept
lists) must equal the oracle's; so must the forced minimum on random hands.
"""

from __future__ import annotations

import random

import pytest
from helpers import SPEC_NAMES, spec
from hypothesis import given, settings
from hypothesis import strategies as st

from pitchspec import model as m
from pitchspec.engine.core import actions as A
from pitchspec.engine.core.plans import Plans
from pitchspec.engine.core.state import MatchState, Phase
from pitchspec.engine.core.tables import card_id, cards_in, suit_of
from pitchspec.engine.game import Game
from pitchspec.engine.phases import auction
from pitchspec.engine.step import State


def _oracle_forced(state: MatchState, seat: int) -> int | None:
    """The least bid forced by what the player holds, read from the model."""
    hand = state.hands[seat]
    best: int | None = None
    for forced in state.variant.bidding.forced:
        for suit in range(4):
            if not hand >> card_id(suit, forced.rank) & 1:
                continue
            if forced.with_suit_mate and \
                    sum(1 for c in cards_in(hand) if suit_of(c) == suit) < 2:
                continue
            best = max(best or 0, forced.minimum)
    return best


def _oracle_stuck(state: MatchState, seat: int) -> int | None:
    rule = state.variant.bidding.all_pass
    if rule.action not in auction.DEALER_STUCK or seat != state.dealer \
            or state.high is not None:
        return None
    if any(s not in state.passed for s in state.bid_order if s != seat):
        return None
    return rule.amount or state.variant.bidding.minimum


def _oracle_legal(state: MatchState) -> list[int]:
    """The legal bids, every rule read from the model (the auction before the table)."""
    b = state.variant.bidding
    seat = state.to_act
    if b.look is not None and seat not in state.looked:
        return [A.LOOK, A.NO_LOOK]
    unseen = auction.blind_offers(state, seat)
    if unseen:
        return [*unseen, A.LOOK]
    if seat in state.may_not_bid:
        return [A.PASS]
    floor = state.high[0] if state.high else 0.0
    steal = state.high is not None and auction._may_steal(state, seat)
    levels = b.levels()
    options = [(A.bid_action(n), float(n)) for n in levels]
    if b.doubled:
        options += [(A.DOUBLED_BASE + n, n + 0.5) for n in levels]
    options += [(A.SPECIAL_BASE + i, s.level) for i, s in enumerate(b.special)
                if not (s.at is not None and s.at in levels)
                and not (s.blind and b.look is None)
                and auction._special_allowed(state, s, seat)]
    keyed = [(a, k) for a, k in options if k > floor or (steal and k == floor)]
    stuck = _oracle_stuck(state, seat)
    if stuck is not None:
        keyed = [(a, k) for a, k in keyed if k >= stuck]
    bids = [a for a, _ in keyed]
    minimum = _oracle_forced(state, seat)
    must = stuck is not None and b.all_pass.action is m.AllPassAction.DEALER_MUST_BID
    if minimum is None or floor >= minimum:
        if not (must and bids):
            bids.append(A.PASS)
    else:
        bids = [a for a, k in keyed if k >= minimum] or [A.PASS]
    return bids


def _check_match(game: Game, seed: int) -> int:
    """A random match; at every general bid the engine's legal bids equal the oracle's
    (asked twice: made, then kept). Returns the number of bids checked."""
    rng = random.Random(seed)
    state: State = game.new_initial_state()
    checked = 0
    while not state.is_terminal():
        if state.is_chance_node():
            state.deal_rest(rng)
            continue
        if state.phase is Phase.BID:
            want = _oracle_legal(state)
            assert auction.legal(state) == want
            assert auction.legal(state) == want  # from the kept lists
            assert auction.forced_minimum(state, state.to_act) == \
                _oracle_forced(state, state.to_act)
            checked += 1
        state.apply_action(rng.choice(state.legal_actions()))
    return checked


@pytest.mark.parametrize("name", SPEC_NAMES)
def test_bids_as_the_model_says(name: str) -> None:
    """Every bundled variant: the bid table's bids are the model's, bid by bid."""
    game = Game(spec(name), max_hands=6)
    checked = sum(_check_match(game, seed) for seed in range(4))
    assert checked or not game.variant.bidding.has_auction


STUCK_OR_FORCED = [n for n in SPEC_NAMES
                   if spec(n).bidding.forced or spec(n).bidding.all_pass.action
                   in auction.DEALER_STUCK or spec(n).bidding.steal is not None]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(STUCK_OR_FORCED), st.integers(0, 2**32 - 1))
def test_bids_as_the_model_says_on_random_deals(name: str, seed: int) -> None:
    """The variants with forced bids, a stuck dealer or a steal, on random deals."""
    _check_match(Game(spec(name), max_hands=3), seed)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from([n for n in SPEC_NAMES if spec(n).bidding.forced]),
       st.sets(st.integers(0, 53), max_size=14), st.integers(0, 3))
def test_forced_minimum_as_the_model_says(name: str, cards: set[int], seat: int) -> None:
    """The forced bid's card and suit masks force what the model's rule forces, on
    any hand."""
    state = Game(spec(name)).new_initial_state(0)
    state.hands[seat % state.n] = sum(1 << c for c in cards) & state.tables.deck_mask
    assert auction.forced_minimum(state, seat % state.n) == \
        _oracle_forced(state, seat % state.n)


WIDENED = [n for n in SPEC_NAMES if Game(spec(n)).plans.auction is not None
           and (spec(n).bidding.doubled
                or spec(n).bidding.all_pass.action in auction.DEALER_STUCK)]
"""The variants the plain auction plan took on with doubled bids and the stuck dealer."""


def test_the_plain_auction_takes_doubled_bids_and_the_stuck_dealer() -> None:
    assert {"blind_blind", "carthage_ten_point", "new_yorker_pitch",
            "wahoo_ten_point"} <= set(WIDENED)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(WIDENED), st.integers(0, 2**32 - 1))
def test_the_plain_auction_bids_as_the_general_one(name: str, seed: int) -> None:
    """On random deals (the players passing often), at every bid, the plain auction's
    legal bids are the general auction's, and the state after the bid is the same
    (its next bidder, standing bid, passes, contract and phase)."""
    planned = Game(spec(name), max_hands=3)
    general = Game(spec(name), max_hands=3)
    general.plans = Plans(planned.plans.play, None)
    fast, slow = planned.new_initial_state(), general.new_initial_state()
    rng_fast, rng_slow = random.Random(seed), random.Random(seed)  # the deals
    pick = random.Random(~seed)  # the decisions
    while not fast.is_terminal():
        if fast.is_chance_node():
            fast.deal_rest(rng_fast)
            slow.deal_rest(rng_slow)
            continue
        legal = fast.legal_actions()
        assert legal == slow.legal_actions(), fast.phase
        action = pick.choice(legal)
        if fast.phase is Phase.BID and A.PASS in legal and pick.random() < 0.6:
            action = A.PASS  # passes often, so that the dealer is often stuck
        fast.apply_action(action)
        slow.apply_action(action)
        assert (fast.phase, fast.to_act, fast.high, fast.passed, fast.contract) == \
            (slow.phase, slow.to_act, slow.high, slow.passed, slow.contract)
    assert slow.is_terminal() and fast.history == slow.history
    assert fast.scores == slow.scores and fast.hands_played == slow.hands_played
