"""Every PROVED verdict held up against real matches: for every bundled spec and the
user-style specs in ``tests/fixtures/soundness/`` (built to stress the match rules: only
the bidder out, even if set; a bid that must be made; win by two; ties that play on; a
backdoor; floors and no floor; a bid that loses the match; counting out; counting
order; partnerships; passing the target; a fixed number of deals), thousands of matches
from 0-0 and continued from the states they reached, seeded apart from the ones
``verify`` plays, and every deal judged against every property and claim the verifier
proved: not one deal breaks a proof.

The catalogue's verdicts are read from ``PITCHSPEC_CATALOGUE_CACHE`` when CI hands its
main job's cache over (tests/verify/test_catalogue_verdicts.py does the same)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from pitchspec.cli.verify_run import verify_paths
from pitchspec.engine.core.rules import choose_seating
from pitchspec.pipeline import load
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.verdicts import Verdict
from pitchspec.smt.prove.solve import ALL_CLAIMS, PROPERTIES, obligations_of, solving_groups
from pitchspec.smt.witness.falsify import judge, play_trial

from conftest import ROOT, SPEC_DIR

FIXTURES = ROOT / "tests" / "fixtures" / "soundness"
MATCHES = 2000
"""Matches played in all, at least."""


def _proved(files: list[Path], include: tuple[Path, ...]) -> dict[str, list[str]]:
    proofs = verify_paths(files, (*PROPERTIES, ALL_CLAIMS), include, jobs=2)
    out: dict[str, list[str]] = {}
    for p in proofs:
        if p.verdict is Verdict.PROVED:
            out.setdefault(p.variant, []).append(p.property)
    return out


def test_the_fixtures_stress_every_match_rule() -> None:
    """At least twelve user-style specs, each checking clean against the catalogue."""
    files = sorted(FIXTURES.glob("*.pitch"))
    assert len(files) >= 12
    for f in files:
        assert load(f, [SPEC_DIR]).claims, f"{f.name} states no claim"


@pytest.mark.slow
def test_no_played_deal_breaks_a_proved_verdict(monkeypatch: pytest.MonkeyPatch) -> None:
    handed = os.environ.get("PITCHSPEC_CATALOGUE_CACHE")
    if handed:
        monkeypatch.setenv("PITCHSPEC_CACHE", handed)
    catalogue = sorted(SPEC_DIR.glob("*.pitch"))
    fixtures = sorted(FIXTURES.glob("*.pitch"))
    proved = {**_proved(catalogue, ()), **_proved(fixtures, (SPEC_DIR,))}
    matches = deals = 0
    broken = []
    for path in [*catalogue, *fixtures]:
        variant = load(path, [SPEC_DIR])
        names = proved.get(variant.name, [])
        T.fresh_context()
        obligations = obligations_of(variant, names)
        trial = play_trial(variant, choose_seating(variant, None, None), deals=400,
                           branches=24, seed="soundness")
        matches += len(trial.matches)
        deals += trial.count()
        for name in names:
            for group in solving_groups(obligations.get(name, [])):
                shown = judge(trial, group)
                if shown is not None and group[0].kind.value == "universal":
                    broken.append(f"{variant.name} {name}: deal {shown.index + 1} of a "
                                  f"match ({shown.match.players})")
                    break
    assert matches >= MATCHES, (matches, deals)
    assert broken == [], "\n".join(broken)
