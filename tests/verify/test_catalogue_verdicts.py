"""The whole catalogue against ``verify/expected.toml``: every spec x every property
gives the expected verdict, never UNKNOWN, and every refutation comes with a hand the
engine replayed (or, for a 'some hand can' property, the reason none exists)."""

from __future__ import annotations

import pytest

from pitchspec.smt.run import judge, read_expectations, verify_paths
from pitchspec.smt.solve import PROPERTIES
from pitchspec.smt.verdicts import Verdict

from conftest import ROOT, SPEC_DIR


@pytest.mark.slow
def test_catalogue_gives_the_expected_verdicts() -> None:
    files = sorted(SPEC_DIR.glob("*.pitch"))
    outcomes = judge(verify_paths(files, PROPERTIES, (), jobs=2),
                     read_expectations(ROOT / "verify" / "expected.toml"))
    assert len(outcomes) == len(files) * len(PROPERTIES)
    wrong = [f"{o.proof.variant} {o.proof.property}: {o.proof.verdict.value} "
             f"(expected {o.expected.verdict.value}) {o.proof.note}"
             for o in outcomes if not o.ok]
    assert not wrong, "\n".join(wrong)
    for o in outcomes:
        if o.proof.verdict is Verdict.REFUTED:
            assert o.proof.counterexample is not None or o.proof.note, o.proof
