"""Verdicts tied to the rules they were verified for: ``write_results`` names the
digest of the resolved variant, the budget and the version; the page checks the digest
against the rules it renders."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from pitchspec import load
from pitchspec.cli import verify_run as run
from pitchspec.matches.logs.log_format import spec_digest
from pitchspec.rulebook.results import load_results
from pitchspec.rulebook.verdicts import BOUND, STALE, UNBOUND, binding

from conftest import SPEC_DIR

PITCH = SPEC_DIR / "pitch.pitch"


def _write(folder: Path, with_variants: bool) -> dict[str, object]:
    variant = load(PITCH)
    proofs = run.verify_paths([PITCH], ["points_bounded"])
    outcomes = run.judge(proofs, run.expectations_for([PITCH]))
    run.write_results(outcomes, folder, {variant.name: variant} if with_variants else None,
                      scale=2.0)
    data: dict[str, object] = json.loads((folder / "pitch.verify.json").read_text(
        encoding="utf-8"))
    return data


def test_results_name_the_rules_the_budget_and_the_version(tmp_path: Path) -> None:
    data = _write(tmp_path, True)
    assert data["spec_sha256"] == spec_digest(load(PITCH)) and data["budget"] == 2.0
    assert data["variant"] == "pitch" and data["pitchspec"]
    results, _ = load_results(tmp_path, "pitch")
    assert binding(load(PITCH), results) == BOUND
    assert results.verified.budget == 2.0


def test_results_for_other_rules_or_none_are_not_bound(tmp_path: Path) -> None:
    _write(tmp_path, True)
    results, _ = load_results(tmp_path, "pitch")
    pitch = load(PITCH)
    changed = dataclasses.replace(pitch, winning=dataclasses.replace(pitch.winning,
                                                                     target=21))
    assert binding(changed, results) == STALE
    _write(tmp_path, False)
    results, _ = load_results(tmp_path, "pitch")
    assert binding(load(PITCH), results) == UNBOUND
