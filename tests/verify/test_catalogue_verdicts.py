"""The whole catalogue against ``verify/expected.toml``: every spec x every property
(and every claim the spec states, docs/claims.rst) gives the expected verdict, never
UNKNOWN, and every refutation comes with a hand the engine replayed (or, for a 'some
hand can' property, the reason none exists)."""

from __future__ import annotations

import pytest

from pitchspec.pipeline import load
from pitchspec.smt.run import judge, read_expectations, verify_paths
from pitchspec.smt.solve import ALL_CLAIMS, PROPERTIES
from pitchspec.smt.verdicts import Verdict

from conftest import ROOT, SPEC_DIR


@pytest.mark.slow
def test_catalogue_gives_the_expected_verdicts() -> None:
    files = sorted(SPEC_DIR.glob("*.pitch"))
    outcomes = judge(verify_paths(files, (*PROPERTIES, ALL_CLAIMS), (), jobs=2),
                     read_expectations(ROOT / "verify" / "expected.toml"))
    claims = sum(len(load(f).claims) for f in files)
    assert len(outcomes) == len(files) * len(PROPERTIES) + claims
    wrong = [f"{o.proof.variant} {o.proof.property}: {o.proof.verdict.value} "
             f"(expected {o.expected.verdict.value}) {o.proof.note}"
             for o in outcomes if not o.ok]
    assert not wrong, "\n".join(wrong)
    for o in outcomes:
        if o.proof.verdict is Verdict.REFUTED:
            assert o.proof.counterexample is not None or o.proof.note, o.proof
