"""Lookers who sit out a trick (``play { lookers: sit out first|last }``), V08 Abacos
Pitch (source 000: "every player who looked before acting loses a card at random and
sits out the last trick").

The engine plays the rule by the card each looker loses: with one card lost he has
none for the last trick, and the trick play passes over an empty hand. Any other form
(sitting out the first trick, or the last with no card lost or two) would be played as
if the rule were not there, so the engine refuses it (PS401) and so does the batch
kernel (PS420), never a silent skip."""

from __future__ import annotations

import dataclasses
import random

import pytest
from helpers import spec

from pitchspec import model as m
from pitchspec.engine import Phase
from pitchspec.engine.core.rules import choose_seating
from pitchspec.engine.game import Game, unsupported
from pitchspec.engine.kernel import supports


def _engine_lacks(variant: m.Variant) -> list[str]:
    seating = choose_seating(variant, None, None)
    return [f"{d.code} {d.message}" for d in unsupported(variant, seating)]


def _with(variant: m.Variant, sit: m.Sitter, lose: int = 1) -> m.Variant:
    look = variant.bidding.look
    assert look is not None
    return dataclasses.replace(
        variant, play=dataclasses.replace(variant.play, lookers_sit_out=sit),
        bidding=dataclasses.replace(variant.bidding, look=dataclasses.replace(
            look, lookers_lose=lose)))


@pytest.mark.parametrize("name", ["abacos_pitch", "man_o_war_pitch"])
def test_sitting_out_the_last_trick_by_the_lost_card_is_played(name: str) -> None:
    variant = spec(name)
    assert variant.play.lookers_sit_out is m.Sitter.LAST
    assert not _engine_lacks(variant)
    assert not supports(variant)


@pytest.mark.parametrize(("sit", "lose"), [
    (m.Sitter.FIRST, 1), (m.Sitter.LAST, 0), (m.Sitter.LAST, 2)])
def test_sitting_out_any_other_way_is_refused_by_the_engine_and_the_kernel(
        sit: m.Sitter, lose: int) -> None:
    other = _with(spec("abacos_pitch"), sit, lose)
    lacks = _engine_lacks(other)
    assert [x for x in lacks if x.startswith("PS401") and "lookers sitting out" in x]
    assert f"play.lookers_sit_out {sit.value}" in supports(other)


@pytest.mark.parametrize("name", ["abacos_pitch", "man_o_war_pitch"])
def test_lookers_play_no_card_to_the_last_trick_and_the_others_do(name: str) -> None:
    """Random hands: whoever looked (and so lost a card) plays nothing to the sixth
    trick, Man-O-War's bidder too (he takes a lost card only for one of his own);
    everyone else plays to it; when all looked the deal ends after five."""
    game = Game(spec(name), max_hands=1)
    rng = random.Random(8)
    kinds: set[int] = set()
    for number in range(80):
        state = game.new_initial_state(number % 4)
        lookers: set[int] | None = None
        last: list[int] = []
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(state.sample_chance(rng))
                continue
            if state.phase is Phase.PLAY:
                if lookers is None:
                    lookers = {seat for seat, looked in state.looked.items() if looked}
                if len(state.tricks) == 5:
                    last.append(state.current_player())
            state.apply_action(rng.choice(state.legal_actions()))
        if lookers is None:
            continue  # no trick was played (the deal was thrown in)
        assert sorted(last) == sorted(set(range(4)) - lookers)
        kinds.add(len(lookers))
    assert {0, 1, 2} <= kinds
