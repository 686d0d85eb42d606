"""The verifier core (pitchspec/smt): proofs where the rules are sound, refutations
with a counterexample where they are not, never UNKNOWN on these variants."""

from __future__ import annotations

import dataclasses

from pitchspec import load
from pitchspec.smt.encode.verdicts import Verdict
from pitchspec.smt.prove.solve import PROPERTIES, verify_variant

from conftest import SPEC_DIR


def verdicts(variant) -> dict[str, Verdict]:  # type: ignore[no-untyped-def]
    return {p.property: p.verdict for p in verify_variant(variant)}


def test_every_property_of_auction_pitch_is_proved() -> None:
    found = verdicts(load(SPEC_DIR / "auction_pitch.pitch"))
    assert set(found) == set(PROPERTIES)
    assert set(found.values()) == {Verdict.PROVED}


def test_a_bid_above_the_points_available_is_refuted() -> None:
    """Auction Pitch with a 5 bid and no special bid: no hand can make 5 of 4 points.
    The refutation is a proof that no hand exists, so it explains instead of showing
    a counterexample hand."""
    variant = load(SPEC_DIR / "auction_pitch.pitch")
    broken = dataclasses.replace(variant, bidding=dataclasses.replace(
        variant.bidding, maximum=5, special=()))
    [proof] = [p for p in verify_variant(broken, ["bids_makeable"])]
    assert proof.verdict is Verdict.REFUTED
    assert proof.counterexample is None and "no hand" in proof.note


def test_nine_five_findings_are_refuted_not_unknown() -> None:
    """Nine-Five (V27): the smudges, worth more than the 18 points a deal yields, are
    made by a sweep with the Jack of trumps (000; C-45), so they can be made; the refill
    to six can exhaust the stock (P-09, C-22)."""
    found = verdicts(load(SPEC_DIR / "nine_five.pitch"))
    assert found["bids_makeable"] is Verdict.PROVED
    assert found["deck_sufficient"] is Verdict.REFUTED
    assert Verdict.UNKNOWN not in found.values()
