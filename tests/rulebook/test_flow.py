"""The course of a deal shows a deal thrown in unplayed (Smear's forced set) exactly
when the engine throws one in: a box beside the column, from the step it ends at to
the check for a winner, in every language the rulebook writes."""

from __future__ import annotations

import dataclasses
import json

import pytest
from helpers import play_deal_file, play_scripted

from pitchspec import load
from pitchspec import model as m
from pitchspec.engine.game import Game
from pitchspec.i18n import TRANSLATED, language
from pitchspec.matches.logs.log import HandLine
from pitchspec.model import Variant
from pitchspec.rulebook import flow
from pitchspec.rulebook.texts import text

from conftest import ROOT, SPEC_DIR

FAMILY = ROOT / "tests" / "fixtures" / "family"
FORCED_SET = ROOT / "tests" / "fixtures" / "deals" / "fidelity" / "smear_forced_two_set.json"


def smear() -> Variant:
    return load(FAMILY / "smear.pitch", include=[SPEC_DIR])


def engine_throws_in(variant: Variant) -> bool:
    """Whether the engine, every player passing, records the deal as scored with no
    trick played (rather than dealing it again, or playing it out)."""
    players = min(variant.seating.players)
    try:
        state = play_scripted(variant, players, 0, None, ["pass"] * players, max_hands=1)
    except AssertionError:  # a pass not allowed: nobody can pass the deal out
        return False
    return bool(state.hands_played) and state.hands_played[0]["tricks"] == 0


def test_the_engine_throws_the_smear_fixture_in_and_the_diagram_shows_it() -> None:
    """The fixture's deal: all four pass, the dealer's side is set 2 with no card played;
    the diagram's box says so, beside the bidding, and goes on to the check for a
    winner, not back to the deal as a deal dealt again would."""
    data = json.loads(FORCED_SET.read_text())
    game = Game(smear(), data["players"], max_hands=2)
    first = next(r for r in play_deal_file(game, FORCED_SET) if isinstance(r, HandLine))
    assert first.tricks == 0 and [a.value for a in first.during] == [-2]

    drawn = flow.observe(smear())
    assert drawn.thrown_in is not None
    assert flow.steps_of(drawn)[drawn.thrown_in.after] == "bid"
    assert drawn.thrown_in.step.detail == text("phase.detail.thrown_in", amount=2)
    bid = flow.steps_of(drawn).index("bid")
    assert (bid, flow.steps_of(drawn).index("deal")) not in drawn.arrows
    picture = flow.svg(drawn)
    assert picture.count('class="pf-box pf-thrown"') == 1
    assert "the dealer&#x27;s side set 2" in picture
    assert "Bidding may end the deal unplayed: All pass: thrown in (the dealer's side " \
           "set 2); then Match won? Else next deal." in flow.alt(drawn)


def _as_redeal(v: Variant) -> Variant:
    rule = dataclasses.replace(v.bidding.all_pass, action=m.AllPassAction.PASS_DEAL, amount=None)
    return dataclasses.replace(v, bidding=dataclasses.replace(v.bidding, all_pass=rule))


@pytest.mark.parametrize("variant", [
    pytest.param(smear, id="smear"),
    pytest.param(lambda: _as_redeal(smear()), id="smear-all-pass-redeals"),
    pytest.param(lambda: load(SPEC_DIR / "auction_pitch.pitch"), id="auction_pitch"),
    pytest.param(lambda: load(SPEC_DIR / "pitch.pitch"), id="pitch"),
    pytest.param(lambda: load(SPEC_DIR / "classic_all_fours.pitch"), id="classic_all_fours"),
])
def test_the_path_is_drawn_iff_the_engine_throws_the_deal_in(variant: object) -> None:
    v = variant()  # type: ignore[operator]
    assert (flow.observe(v).thrown_in is not None) is engine_throws_in(v)


def test_the_iff_has_both_sides() -> None:
    """The check above can fail both ways: one variant throws in, another does not."""
    assert engine_throws_in(smear()) and not engine_throws_in(_as_redeal(smear()))


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_thrown_in_box_speaks_every_language(code: str) -> None:
    with language(code):
        drawn = flow.observe(smear())
        label, detail = text("phase.thrown_in"), text("phase.detail.thrown_in", amount=2)
        alt = flow.alt(drawn)
    assert label != "All pass: thrown in" and detail != "the dealer's side set 2"
    assert drawn.thrown_in is not None
    assert (drawn.thrown_in.step.label, drawn.thrown_in.step.detail) == (label, detail)
    assert label in alt and detail in alt
    assert "All pass" not in alt and "unplayed" not in alt
