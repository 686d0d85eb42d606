"""Claims about tricks, decided within the default budget: at least thirty user-style
claims (``tests/fixtures/claims/``) over every trick rule the language has (the lowest
card wins, must follow, trump not led until broken, jokers ranked in trump,
partnerships, three players alone) on trick counts, who takes them and what they are
worth. Every one is PROVED or REFUTED, never UNKNOWN; every refutation and every
witness is a real match whose deal file replays from 0-0."""

from __future__ import annotations

from pathlib import Path

import pytest

from pitchspec.cli.verify_run import verify_paths
from pitchspec.pipeline import load
from pitchspec.smt.encode.verdicts import Verdict
from pitchspec.smt.prove.solve import ALL_CLAIMS
from pitchspec.smt.witness.matches import replay_file

from conftest import ROOT, SPEC_DIR

FIXTURES = ROOT / "tests" / "fixtures" / "claims"


def _files() -> list[Path]:
    return sorted(FIXTURES.glob("*.pitch"))


def test_the_suite_has_thirty_claims_over_every_trick_rule() -> None:
    own = 0
    rules = set()
    for path in _files():
        variant = load(path, [SPEC_DIR])
        own += sum(1 for c in variant.claims if c.span.file.endswith(path.name))
        play = variant.play
        rules |= {play.trick_winner.value, play.follow.value,
                  "trump broken" if play.trump_must_be_broken else "",
                  "jokers" if variant.deck.jokers else ""}
    assert own >= 30
    assert {"lowest", "must_follow", "trump broken", "jokers"} <= rules


@pytest.mark.slow
def test_every_trick_claim_is_decided_with_a_real_match_behind_it() -> None:
    proofs = verify_paths(_files(), (ALL_CLAIMS,), (SPEC_DIR,), jobs=2)
    assert len(proofs) >= 30
    undecided = [f"{p.variant} {p.property}: {p.note}" for p in proofs
                 if p.verdict is Verdict.UNKNOWN]
    assert undecided == []
    variants = {load(path, [SPEC_DIR]).name: load(path, [SPEC_DIR]) for path in _files()}
    for p in proofs:
        example = p.counterexample
        if example is None or example.deal is None:
            continue
        played = replay_file(variants[p.variant], example.deal)
        assert played is not None, (p.variant, p.property)
