"""The compiled plans (plain trick play, plain auction, the dealt stock) play every
bundled variant exactly as the general phases do.

For each spec, random matches are played twice from the same seed: once by the engine
as it is, once with the plans switched off (every decision through the general phases
of :mod:`pitchspec.engine.phases`). At every step both must offer the same legal
actions and draw the same chance outcome; at the end, the same history, tricks,
scores, awards and result.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from helpers import SPEC_NAMES, spec

from pitchspec import model as m
from pitchspec.engine.core.auction_plans import plain_auction
from pitchspec.engine.core.plans import Plans, plain_play
from pitchspec.engine.game import Game
from pitchspec.engine.step import State

SEEDS = (0, 1, 2)


def _games(name: str) -> tuple[Game, Game]:
    planned = Game(spec(name), max_hands=4)
    general = Game(spec(name), max_hands=4)
    general.plans = Plans()
    return planned, general


def _step(state: State, rng: random.Random) -> int:
    if state.is_chance_node():
        return state.sample_chance(rng)
    return rng.choice(state.legal_actions())


def _outcome(state: State) -> dict[str, Any]:
    return {"history": state.history, "scores": state.scores, "marks": state.marks,
            "tricks": state.tricks, "hands": state.hands_played, "winners": state.winners,
            "drawn": state.drawn, "returns": state.returns()}


@pytest.mark.parametrize("name", SPEC_NAMES)
def test_plans_play_as_the_general_phases(name: str) -> None:
    """Same seed, same legal actions at every step, same match (every bundled spec)."""
    planned, general = _games(name)
    for seed in SEEDS:
        fast, slow = planned.new_initial_state(), general.new_initial_state()
        rng_fast, rng_slow = random.Random(seed), random.Random(seed)
        while not fast.is_terminal():
            assert fast.current_player() == slow.current_player()
            if not fast.is_chance_node():
                assert fast.legal_actions() == slow.legal_actions(), fast.phase
            action = _step(fast, rng_fast)
            assert _step(slow, rng_slow) == action
            fast.apply_action(action)
            slow.apply_action(action)
        assert slow.is_terminal()
        assert _outcome(fast) == _outcome(slow)


def test_auction_pitch_is_planned() -> None:
    """Auction Pitch (spec/auction_pitch.pitch): follow-or-trump play and one round of
    bids 1 to 4 (the moon is the named bid of 4) take the plans."""
    variant = spec("auction_pitch")
    assert plain_play(variant) and plain_auction(variant)
    plans = Game(variant).plans
    assert plans.auction is not None and plans.auction.after[2] == (100, 103, 104)
    assert plans.play is not None
    spades, hearts = 0, 1
    # hearts led, spades trump: a player holding hearts plays hearts or spades
    assert plans.play.follow[spades][hearts] == plans.play.suits[spades][hearts] \
        | plans.play.trump_masks[spades]


def test_trump_jokers_take_the_plans_and_rankless_ones_do_not() -> None:
    """A joker ranked among the trumps, led as a trump, is one more trump: the plans
    play it (Cell Pitch, Wahoo, Juniper...). A rankless joker, suitless when led and
    held back on a trump lead (Two-Trump Pitch), needs the general trick rules."""
    with_jokers = [n for n in SPEC_NAMES if spec(n).deck.jokers]
    assert {"cell_pitch", "wahoo_ten_point", "juniper_pitch"} <= set(with_jokers)
    assert plain_play(spec("cell_pitch")) and plain_play(spec("juniper_pitch"))
    rankless = [n for n in with_jokers if spec(n).ranking.jokers is m.JokerRole.RANKLESS]
    assert rankless and not any(plain_play(spec(n)) for n in rankless)


def test_first_lead_and_barred_jokers_are_masks() -> None:
    """Trump must be led to the first trick (Wahoo): the plan's first-lead mask is the
    trumps; jokers barred from the first trick (Juniper): the barred mask is both."""
    wahoo = Game(spec("wahoo_ten_point")).plans.play
    juniper = Game(spec("juniper_pitch")).plans.play
    assert wahoo is not None and juniper is not None
    assert wahoo.first_lead == wahoo.trump_masks and wahoo.barred_first == 0
    assert juniper.barred_first == (1 << 52) | (1 << 53)
    assert not juniper.pitchable >> 52 & 1


def test_must_follow_mask() -> None:
    """Must follow (MF): holding the suit led, only that suit; trump-on-trump: on an
    off-suit lead, anything."""
    variant = spec("auction_pitch")
    mf = Game(_with_follow(variant, m.FollowRule.MUST_FOLLOW)).plans.play
    tot = Game(_with_follow(variant, m.FollowRule.TRUMP_ON_TRUMP)).plans.play
    assert mf is not None and tot is not None
    assert mf.follow[0][1] == mf.suits[0][1]
    assert tot.follow[0][1].bit_count() == 52 and tot.follow[0][0] == tot.suits[0][0]


def _with_follow(variant: m.Variant, follow: m.FollowRule) -> m.Variant:
    from dataclasses import replace

    return replace(variant, play=replace(variant.play, follow=follow))
