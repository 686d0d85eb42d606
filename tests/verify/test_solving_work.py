"""Solving that keeps up with an author: the work behind each verdict is counted in
z3's resource units (the same on any machine under any load), the terms built through
z3's C API are the very terms its Python helpers build, the equation-solving first try
agrees with the plain solver, and a variant's cache keys are each the one-key answer."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import z3
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from pitchspec.cli import main
from pitchspec.pipeline import load
from pitchspec.smt.encode import terms as T
from pitchspec.smt.prove import cache
from pitchspec.smt.prove.solve import PROPERTIES, verify_variant

from conftest import SPEC_DIR


def test_a_solved_verdict_reports_its_work_and_one_settled_without_solving_none() -> None:
    """Pitch (spec/pitch.pitch): ties_resolved is settled by the solver (some work);
    bids_makeable has no auction to check (no work at all)."""
    variant = load(str(SPEC_DIR / "pitch.pitch"), ())
    proofs = {p.property: p for p in verify_variant(
        variant, ["ties_resolved", "bids_makeable"])}
    assert proofs["ties_resolved"].work > 0
    assert proofs["bids_makeable"].work == 0


def test_a_witness_the_engine_plays_needs_no_solving() -> None:
    """Auction Pitch (spec/auction_pitch.pitch): the top bid (4) is made in a deal of
    the matches played before any solving, so no solver runs at all for it (it used to
    ask the outcome model first), and the witness is the same whichever runs first."""
    variant = load(str(SPEC_DIR / "auction_pitch.pitch"), ())
    first = verify_variant(variant, ["bids_makeable"])[0]
    again = verify_variant(variant, ["points_max_reachable", "bids_makeable"])[1]
    assert first.method == "played match" and first.work == 0
    assert first.counterexample is not None and again.counterexample is not None
    assert first.counterexample.lines == again.counterexample.lines


def test_a_top_bid_is_shown_by_the_bidder_dealt_the_best_trumps(tmp_path: Path) -> None:
    """Cell Pitch (spec/cell_pitch.pitch, bids 3 to 7, seven points): the 7 bid needs
    all seven points, which random deals almost never bring; the bidder dealt High, the
    Jack, the Off-Jack, both jokers and Low, discarding nothing and playing his best
    trump to every trick, takes them all. The engine plays that hand and judges the bid
    made: no solving (it once took the hand model some 35 M units), and its deal file
    replays with ``pitchspec play --deal``."""
    variant = load(str(SPEC_DIR / "cell_pitch.pitch"), ())
    proof = verify_variant(variant, ["bids_makeable"])[0]
    assert proof.verdict.value == "PROVED" and proof.work == 0
    example = proof.counterexample
    assert example is not None and example.deal is not None
    assert any(line == "bid made" for line in example.lines)
    deal = tmp_path / "witness.json"
    deal.write_text(json.dumps(example.deal), encoding="utf-8")
    result = CliRunner().invoke(main, ["play", str(SPEC_DIR / "cell_pitch.pitch"),
                                       "--deal", str(deal)])
    assert result.exit_code == 0, result.output
    assert "made" in result.output


def test_a_questions_work_does_not_depend_on_what_was_asked_before() -> None:
    """Pitch (spec/pitch.pitch): each question is solved in a z3 context of its own, so
    points_one_side costs the same work asked alone or after two other properties (in a
    shared context the terms' numbering, and with it z3's search, changed with them)."""
    variant = load(str(SPEC_DIR / "pitch.pitch"), ())
    alone = verify_variant(variant, ["points_one_side"])[0]
    after = verify_variant(variant, ["ties_resolved", "points_bounded", "points_one_side"])[2]
    assert alone.work > 0
    assert (alone.verdict, alone.work) == (after.verdict, after.work)


@settings(max_examples=15, deadline=None)
@given(st.lists(st.booleans(), min_size=1, max_size=6), st.integers(-1, 7))
def test_cardinality_terms_are_the_z3_helpers_terms(pattern: list[bool], k: int) -> None:
    """A hand of up to six cards: 'at most k', 'at least k' and 'exactly k' of them
    held are the same z3 terms as z3.PbLe/PbGe/PbEq build (hash-consed: equal ids)."""
    T.fresh_context()
    held = [T.bool_var(f"c{i}") if free else T.lit(False) for i, free in enumerate(pattern)]
    free = [h for h in held if not T.is_false(h)]
    for ours, theirs in ((T.at_most(held, k), z3.PbLe([(h, 1) for h in free], k)),
                         (T.at_least(held, k), z3.PbGe([(h, 1) for h in free], k)),
                         (T.exactly(held, k), z3.PbEq([(h, 1) for h in free], k))):
        if T.is_true(ours) or T.is_false(ours):
            assert z3.simplify(theirs).eq(ours) if free else True
        else:
            assert ours.eq(theirs)
    assert T.bool_var("c0").eq(z3.Bool("c0"))


def test_presolved_satisfiability_agrees_with_the_plain_solver() -> None:
    """Scores 0..10 for two sides: a side reaching 11 after gaining at most 4 from below
    7 is impossible (both solvers: unsatisfiable); reaching 10 is possible."""
    with T.integers():
        before, gain = T.int_var("before"), T.int_var("gain")
        after = T.int_var("after")
        base = [T.eq(after, T.add(before, gain)), T.ge(gain, 0), T.le(gain, 4),
                T.ge(before, 0), T.lt(before, 7)]
        for target, expected in ((11, False), (10, True)):
            asserts = [*base, T.ge(after, target)]
            assert T.satisfiable(asserts) is expected
            assert (T.check(asserts, "smt") is not None) is expected


def test_a_variants_keys_are_its_one_key_answers() -> None:
    variant = load(str(SPEC_DIR / "auction_pitch.pitch"), ())
    keys = cache.keys(variant, list(PROPERTIES), 1.0)
    assert keys == {p: cache.key(variant, p, 1.0) for p in PROPERTIES}
    assert len(set(keys.values())) == len(PROPERTIES)
    assert all(a != b for a, b in itertools.combinations(keys.values(), 2))
