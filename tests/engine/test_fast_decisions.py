"""The fast decision paths (a bid of the plain auction, a card of the plain trick play,
the pitcher's first lead) leave every field of the state as the general phases do.

For each bundled spec, random matches are played side by side from the same seed: by
the engine as it is, and by the engine with one plan switched off (the auction plan,
then both plans: every bid and card through :mod:`pitchspec.engine.phases`). After
every step the two states must hold equal values in every field, and offer the same
legal actions; an illegal action must be refused by both alike.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest
from helpers import SPEC_NAMES, spec
from hypothesis import given
from hypothesis import strategies as st

from pitchspec import model as m
from pitchspec.engine.core.auction_plans import opens_at_once
from pitchspec.engine.core.plans import Plans
from pitchspec.engine.core.records import trick
from pitchspec.engine.core.state import field_values
from pitchspec.engine.core.tables import cards_in
from pitchspec.engine.game import Game
from pitchspec.engine.phases.plain import legal_plays
from pitchspec.engine.step import State

SEEDS = (0, 1, 2, 3)
PRIVATE = {"game", "_play_plan", "_auction_plan", "_legal_key", "_legal_cache", "_stock_mask",
           "_stock_count", "held_at_lead", "captured"}
"""The rules object and the engine's own caches and plans: how it works, not what
the match is (what plain play keeps for the hand's record is checked against the
tricks instead: :func:`_kept_as_the_tricks_say`)."""


def _fields(state: State) -> dict[str, Any]:
    return {k: v for k, v in field_values(state).items() if k not in PRIVATE}


def _pair(name: str, plans: Plans) -> tuple[Game, Game]:
    fast = Game(spec(name), max_hands=4)
    slow = Game(spec(name), max_hands=4)
    slow.plans = plans
    return fast, slow


def _side_by_side(fast_game: Game, slow_game: Game, seed: int) -> None:
    first = None if seed % 2 else seed % fast_game.num_players
    fast, slow = fast_game.new_initial_state(first), slow_game.new_initial_state(first)
    rng = random.Random(seed)
    while not slow.is_terminal():
        assert fast.current_player() == slow.current_player()
        if slow.is_chance_node():
            action = slow.sample_chance(rng)
        else:
            legal = slow.legal_actions()
            assert fast.legal_actions() == legal, slow.phase
            action = rng.choice(legal)
            _refused_alike(fast, slow, legal)
        fast.apply_action(action)
        slow.apply_action(action)
        assert _fields(fast) == _fields(slow), (slow.phase, action)
        _kept_as_the_tricks_say(fast)
    assert fast.is_terminal() and fast.returns() == slow.returns()


def _kept_as_the_tricks_say(state: State) -> None:
    """Between tricks, what plain play kept (what each held at the first lead, what
    each captured) is what the hand's tricks give."""
    if state.captured is not None and not state.plays:
        assert (state.held_at_lead, state.captured) == state._held_and_won()


def _refused_alike(fast: State, slow: State, legal: list[int]) -> None:
    """An action not among the legal ones raises ValueError and changes nothing."""
    illegal = next(a for a in range(200) if a not in legal)
    before = _fields(slow)
    for state in (fast, slow):
        with pytest.raises(ValueError):
            state.apply_action(illegal)
    assert _fields(fast) == _fields(slow) == before


@pytest.mark.parametrize("name", SPEC_NAMES)
def test_plain_auction_as_the_general_auction(name: str) -> None:
    """The plain auction's bids (and the first lead after them) against the general
    auction, the play plan kept: the same state after every step."""
    fast, slow = _pair(name, Plans(play=Game(spec(name)).plans.play))
    for seed in SEEDS:
        _side_by_side(fast, slow, seed)


@pytest.mark.parametrize("name", SPEC_NAMES)
def test_plans_as_the_general_phases(name: str) -> None:
    """Both plans against the general phases: the same state after every step."""
    fast, slow = _pair(name, Plans())
    for seed in SEEDS:
        _side_by_side(fast, slow, seed)


def test_auction_pitch_leads_at_once() -> None:
    """Auction Pitch: no exchange, trump fixed by the pitch; the moon names the bid of
    4; the auction plan makes the contract and hands the pitcher the lead itself."""
    plan = Game(spec("auction_pitch")).plans.auction
    assert plan is not None and plan.leads and plan.pitching == -1
    assert plan.named == {104: "moon"} and plan.keys[103] == 3.0


@pytest.mark.parametrize(("name", "opens"), [
    ("auction_pitch", 1),  # elder bids first, the moment the cards are dealt
    ("solo_auction_pitch", -1),  # the player left of the dealer opens: the general way
    ("new_yorker_pitch", -1),  # procedures are offered before the auction
    ("seven_up", -1),  # a card is turned for trump; no auction
    ("pitch", -1),  # no auction
])
def test_auction_opens_at_once(name: str, opens: int) -> None:
    """Where nothing comes between the deal and the auction (no card turned, no
    procedure, no beg) and elder or the dealer bids first, the plain auction opens
    with the last card dealt (:func:`plain.open_auction`); the side-by-side tests
    above check it leaves the state the general auction's opening leaves."""
    assert opens_at_once(spec(name)) == opens


def _auction_pitch_with(**bidding: Any) -> m.Variant:
    variant = spec("auction_pitch")
    return replace(variant, bidding=replace(variant.bidding, **bidding))


@pytest.mark.parametrize("what", ["pitching", "barred moon"])
def test_plain_auction_ends_as_the_general_one(what: str) -> None:
    """Auction Pitch made to end the auction when a 4 is "pitched", or with the moon
    barred to a side in the hole (its name then hangs on the scores): the plain
    auction hands these moments to the general one, and the state stays the same."""
    if what == "pitching":
        variant = _auction_pitch_with(declare_by_pitching=4)
    else:
        moon = spec("auction_pitch").bidding.special[0]
        variant_moon = replace(moon, barred=(m.Bar(m.BarKind.OWN_SIDE_IN_HOLE),))
        variant = _auction_pitch_with(special=(variant_moon,))
    fast = Game(variant, max_hands=6)
    slow = Game(variant, max_hands=6)
    plan = fast.plans.auction
    assert plan is not None
    assert (plan.pitching == 104) if what == "pitching" else (plan.named is None)
    slow.plans = Plans(play=fast.plans.play)
    for seed in range(12):
        _side_by_side(fast, slow, seed)


_AUCTION_PITCH = Game(spec("auction_pitch"), max_hands=1)


@given(st.integers(0, 2**54 - 1))
def test_plain_listing_is_cards_in(hand: int) -> None:
    """The plain play's listing of a hand bit by bit gives cards_in's cards (a player
    to lead after the first trick may play any card he holds)."""
    state = _AUCTION_PITCH.new_initial_state(0)
    plan = _AUCTION_PITCH.plans.play
    assert plan is not None
    state.trump, state.tricks, state.plays, state.to_act = 0, [trick(0, (), 0)], [], 1
    state.hands[1] = hand
    assert legal_plays(state, plan) == cards_in(hand)
