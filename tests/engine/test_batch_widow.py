"""The batch kernel's widow against the reference engine.

The widow is the undealt cards dealt face down right after any blind pile and the
kitty; a 'take widow' step gives it whole to a player, and cards nobody takes are out
of play. Blind-blind (spec/blind_blind.pitch, source 000) writes the whole stock as a
30-card widow that the maker takes after the auction before naming trump and burning
down to six; it stays refused for its called partner, so it is checked here with the
partners fixed or with no partners at all. Oklahoma Ten-Point with a widow taken
before trump is named, the others refilled from the stock after it, and the C-42
reading of South-East Missouri's blind as a widow for the bidder are the other
natural combinations. Every hand checked replays identically in the reference engine.
"""

from __future__ import annotations

import dataclasses

import pytest
from helpers import spec_text
from test_batch import assert_replays, traced

from pitchspec import load
from pitchspec import model as m
from pitchspec.engine.core.tables import cards_in
from pitchspec.engine.game import Game
from pitchspec.engine.kernel import Batch, HandTrace, supports
from pitchspec.engine.kernel.setup import compile_setup

from conftest import ROOT, SPEC_DIR

BLIND_BLIND = load(SPEC_DIR / "blind_blind.pitch")
OKLAHOMA = load(SPEC_DIR / "oklahoma_ten_point.pitch")

ALONE = dataclasses.replace(BLIND_BLIND, seating=dataclasses.replace(
    BLIND_BLIND.seating, partner_call=None))
"""Blind-blind with no partner called: each player for himself."""

PAIRS = dataclasses.replace(BLIND_BLIND, seating=OKLAHOMA.seating)
"""Blind-blind with Oklahoma's fixed partners (two of two, seated opposite)."""

OKLAHOMA_WIDOW = """variant oklahoma_widow "Oklahoma, widow" extends oklahoma_ten_point

deal {
  widow: 4
}

exchange {
  step: bidder take widow
  step: bidder reduce to 6
  step: others discard nontrumps
  step: refill others to 6
}
"""
"""The bid winner names trump, takes a four-card widow and keeps six; the others
throw away their non-trumps and are dealt back to six from the stock after it."""





def bidder(trace: HandTrace) -> int:
    """The contract's seat: the last bid that is not a pass."""
    return [seat for seat, level, _ in trace.bids if level > 0][-1]


def played(trace: HandTrace, seat: int) -> set[int]:
    return {card for s, card in trace.plays if s == seat and card < 54}


def trumps(variant: m.Variant) -> list[set[int]]:
    """Each suit's trumps, by suit, at the variant's table."""
    setup = compile_setup(variant, None, None)
    return [set(cards_in(int(mask))) for mask in setup.trump_mask[:4]]


def test_blind_blind_runs_with_its_partner_call_and_without() -> None:
    """The widow, the maker's taking it and the called partner all run."""
    assert supports(BLIND_BLIND) == [] and supports(ALONE) == [] and supports(PAIRS) == []


@pytest.mark.parametrize("variant", [ALONE, PAIRS], ids=["alone", "pairs"])
def test_the_maker_takes_the_whole_widow_and_burns_down_to_six(variant: m.Variant) -> None:
    """Blind-blind: the maker takes all 30 undealt cards, names trump and discards
    down to six (non-trumps first, then trumps, which are dead cards); every other
    player throws away his non-trumps and plays only the trumps he was dealt."""
    traces = traced(variant, 64, 300, 31)
    assert len(traces) >= 250
    burnt, by_suit = 0, trumps(variant)
    for trace in traces:
        maker, widow = bidder(trace), set(trace.stock[:30])
        assert len(trace.stock) == 30, trace
        trump = by_suit[trace.trump]
        assert len(played(trace, maker)) == 6, trace
        assert {seat for seat, _ in trace.exchange} == {maker}, trace
        assert len(trace.exchange) == 30, trace  # 36 cards down to six
        kept = set(trace.hands[maker]) | widow
        assert played(trace, maker) <= kept, trace
        for seat, dealt in enumerate(trace.hands):
            if seat != maker:
                assert played(trace, seat) == set(dealt) & trump, trace
        burnt += bool({card for _, card in trace.exchange} & trump)
    assert burnt >= 100  # the maker often holds more than six trumps
    game = Game(variant, 4, max_hands=1)
    for trace in traces:
        assert_replays(game.variant.name, trace, game)


def test_the_widow_comes_before_the_stock_others_draw_from() -> None:
    """Oklahoma with a widow: the bid winner, trump named, takes the four cards dealt
    after the hands; the others are dealt back to six from the stock after them. Only
    the bidder plays a widow card, and every hand replays identically."""
    variant = spec_text(OKLAHOMA_WIDOW, "oklahoma_widow")
    assert supports(variant) == []
    traces = traced(variant, 64, 300, 32)
    taken = 0
    for trace in traces:
        maker, widow = bidder(trace), set(trace.stock[:4])
        for seat, dealt in enumerate(trace.hands):
            drawn = played(trace, seat) - set(dealt)
            if seat == maker:
                assert drawn <= widow, trace
                taken += bool(drawn)
            else:
                assert not drawn & widow, trace
    assert taken >= 100
    game = Game(variant, 4, max_hands=1)
    for trace in traces:
        assert_replays(game.variant.name, trace, game)


def test_a_blind_read_as_a_widow_for_the_bidder_replays_identically() -> None:
    """C-42 (tests/fixtures/options): South-East Missouri's ten-card blind is a widow
    the bid winner takes after naming trump, keeping his best six."""
    path = ROOT / "tests/fixtures/options/c42_se_missouri_blind_to_bidder.pitch"
    variant = spec_text(path.read_text(encoding="utf-8"), path.stem)
    assert supports(variant) == []
    traces = traced(variant, 32, 150, 33)
    game = Game(variant, len(traces[0].hands), max_hands=1)
    for trace in traces:
        assert_replays(game.variant.name, trace, game)


WITH_WIDOW = """variant {name}_widow "{name} with a widow" extends {name}

deal {{
  widow: 4
}}
{extra}"""

HELD = """
points {
  point high "High": highest trump, worth 1, to holder, among held
  point low "Low": lowest trump, worth 1, to holder, among held
}
"""


@pytest.mark.parametrize(("name", "extra", "lacks"), [
    ("seven_up", "", ["deal.widow 4 with trump.method turn_up"]),
    ("california_jack", "", ["deal.widow 4 with play.draw_after_trick"]),
    ("cell_pitch", HELD, ["deal.widow 4 with points among cards not played"]),
])
def test_a_widow_the_kernel_does_not_run_is_named(name: str, extra: str,
                                                  lacks: list[str]) -> None:
    """A widow beside a card turned for trump or a draw after each trick (both taken
    from the stock after it), or with points among cards not played, is refused by
    name; the engine accepts each variant."""
    variant = spec_text(WITH_WIDOW.format(name=name, extra=extra), f"{name}_widow")
    Game(variant, min(variant.seating.players), max_hands=1)
    assert supports(variant) == lacks
    with pytest.raises(ValueError, match=r"deal\.widow 4"):
        Batch(variant, lanes=2)
