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


def _section(variant_path: Path, folder: Path) -> str:
    from pitchspec.rulebook.context import Context
    from pitchspec.rulebook.verdicts import section

    variant = load(variant_path)
    proofs = run.verify_paths([variant_path], ["points_bounded"])
    outcomes = run.judge(proofs, run.expectations_for([variant_path]))
    run.write_results(outcomes, folder, {variant.name: variant})
    results, _ = load_results(folder, variant.name)
    return " ".join("\n".join(section(variant, Context(results=results))).split())


def test_the_verdicts_name_the_one_table_they_were_proved_at(tmp_path: Path) -> None:
    """Pitch is played by 2 to 8, alone or in partnerships; the verifier seats only the
    engine's default table, so the page says which table its verdicts are for and how
    many the rules allow besides (a sentence that fails if the verifier's table or the
    count of tables changes without the page saying so)."""
    from pitchspec.engine import Game, choose_seating
    from pitchspec.model.derived import tables_allowed
    from pitchspec.smt.encode.context import contexts

    pitch = load(PITCH)
    seated = {c.seating for c in contexts(pitch)}
    assert seated == {choose_seating(pitch, None, None)} == {Game(pitch).seating}
    allowed = tables_allowed(pitch)
    assert (4, False) in allowed and (4, True) in allowed and (2, False) in allowed
    for n, teams in allowed:  # every table listed is one the engine seats
        seating = choose_seating(pitch, n, teams)
        assert seating.players == n and (seating.num_sides < n) == teams
    text = _section(PITCH, tmp_path)
    assert ("Except Enough cards, which speaks of every table, the verdicts below are for "
            "one table, the engine's default: 4 players, each alone. The rules allow "
            f"{len(allowed) - 1} other tables") in text


def test_a_variant_of_one_table_says_nothing_of_tables(tmp_path: Path) -> None:
    """California Jack is played by two players only: nothing to say."""
    from pitchspec.model.derived import tables_allowed

    jack = SPEC_DIR / "california_jack.pitch"
    assert tables_allowed(load(jack)) == [(2, False)]
    assert "for one table" not in _section(jack, tmp_path)
