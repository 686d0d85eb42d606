"""An UNKNOWN claim says which of its words made it costly and how to state it more
narrowly (issue 27, Deliver 5): the advice follows the claim's own terms."""

from __future__ import annotations

from pathlib import Path

import pytest

from pitchspec import model as m
from pitchspec.pipeline import load
from pitchspec.smt.advice import advice, costly, narrower
from pitchspec.smt.solve import verify_variant
from pitchspec.smt.verdicts import Verdict

ROOT = Path(__file__).resolve().parents[2]
LOW_WINS = ROOT / "tests" / "fixtures" / "claims" / "low_wins.pitch"


@pytest.fixture(scope="module")
def low_wins() -> m.Variant:
    return load(LOW_WINS, [ROOT / "spec"])


def claim(variant: m.Variant, name: str) -> m.Claim:
    return next(c for c in variant.claims if c.name == name)


def test_trick_counts_are_named_as_the_costly_part(low_wins: m.Variant) -> None:
    what, words = costly(claim(low_wins, "made_takes_a_trick"))
    assert "every trick" in what and words == ["tricks of bidder"]


def test_a_claim_over_every_bid_is_told_to_name_one(low_wins: m.Variant) -> None:
    ways = narrower(claim(low_wins, "made_takes_a_trick"), low_wins)
    assert any("name one bid" in w for w in ways)
    # compared with one number already: no advice to do so
    assert not any("one number" in w for w in ways)


def test_a_range_of_tricks_is_told_to_compare_with_one_number(low_wins: m.Variant) -> None:
    ways = narrower(claim(low_wins, "bidder_tricks_bounded"), low_wins)
    assert any("one number" in w for w in ways)


def test_a_claim_naming_a_bid_is_not_told_to_name_one(low_wins: m.Variant) -> None:
    ways = narrower(claim(low_wins, "two_without_tricks"), low_wins)
    assert not any("name one bid" in w for w in ways)


def test_points_alone_are_where_the_point_cards_lie() -> None:
    condition = m.Compare(m.Amount(m.Quantity.POINTS_OF_BIDDER), m.Comparison.LE,
                          m.Amount(number=4))
    what, words = costly(m.Claim("at_most", "x", m.Quantifier.EVERY, condition))
    assert "point card" in what and words == ["points of bidder"]


def test_an_unknown_verdict_ends_with_the_advice(low_wins: m.Variant) -> None:
    """A budget far too small to decide: the verdict is UNKNOWN and says why, in the
    claim's words."""
    [proof] = verify_variant(low_wins, ["claim:made_takes_a_trick"], 0.001)
    assert proof.verdict is Verdict.UNKNOWN
    assert proof.note.endswith(advice(claim(low_wins, "made_takes_a_trick"), low_wins))
    assert "`tricks of bidder`" in proof.note and "more narrowly" in proof.note
