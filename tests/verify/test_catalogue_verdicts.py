"""The whole catalogue against ``verify/expected.toml``: every spec x every property
(and every claim the spec states, docs/claims.rst) gives the expected verdict (an
UNKNOWN only where the file expects it, with its why), and every refutation comes
with a hand the engine replayed (or, for a 'some hand can' property, the reason none
exists).

The catalogue is solved from cold, with no verdict cache, unless
``PITCHSPEC_CATALOGUE_CACHE`` names one: CI verifies the catalogue in its main job first
(``pitchspec verify spec/``, from an empty cache of its own) and hands that cache to
this test, so the same verdicts are not solved twice in one run. A cached verdict's key
is the resolved rules, the property and every source file of pitchspec (docs of
pitchspec.smt.prove.cache), so a cache can only give back what this code would find.
"""

from __future__ import annotations

import os

import pytest

from pitchspec.cli.verify_run import judge, read_expectations, verify_paths
from pitchspec.pipeline import load
from pitchspec.smt.encode.verdicts import Verdict
from pitchspec.smt.prove.solve import ALL_CLAIMS, PROPERTIES

from conftest import ROOT, SPEC_DIR


@pytest.mark.slow
def test_catalogue_gives_the_expected_verdicts(monkeypatch: pytest.MonkeyPatch) -> None:
    handed = os.environ.get("PITCHSPEC_CATALOGUE_CACHE")
    if handed:
        monkeypatch.setenv("PITCHSPEC_CACHE", handed)
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
