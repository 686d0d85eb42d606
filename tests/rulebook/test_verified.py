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


def _write(folder: Path, with_variants: bool, path: Path = PITCH,
           scale: float = 2.0) -> dict[str, object]:
    """Verify ``points_bounded`` of the spec at ``path`` and write its results file (the
    digest of its rules named with ``with_variants``); the file's data."""
    variant = load(path)
    proofs = run.verify_paths([path], ["points_bounded"])
    outcomes = run.judge(proofs, run.expectations_for([path]))
    run.write_results(outcomes, folder, {variant.name: variant} if with_variants else None,
                      scale=scale)
    data: dict[str, object] = json.loads((folder / f"{variant.name}.verify.json").read_text(
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
    _write(folder, True, variant_path, scale=1.0)
    results, _ = load_results(folder, variant.name)
    return " ".join("\n".join(section(variant, Context(results=results))).split())


def test_the_verdicts_hold_at_every_table_and_the_page_lists_them(tmp_path: Path) -> None:
    """Pitch is played by 2 to 8, alone or in partnerships: the verifier checks each
    property at every table the rules allow, the results record them, and the page says
    the verdicts hold at each, listed in words (a sentence that fails if the verifier's
    tables or the rules' tables change without the page saying so)."""
    from pitchspec.engine import choose_seating
    from pitchspec.model.derived import tables_allowed
    from pitchspec.rulebook.results import parse_verification
    from pitchspec.smt.encode.context import contexts

    pitch = load(PITCH)
    allowed = tables_allowed(pitch)
    assert (4, 0) in allowed and (4, 2) in allowed and (2, 0) in allowed
    # six and eight play in pairs or in two teams (2 of 3, 2 of 4): each form a table
    assert [t for t in allowed if t[0] in (6, 8) and t[1]] == [(6, 3), (6, 2), (8, 4), (8, 2)]
    for n, teams in allowed:  # every table listed is one the engine and verifier seat
        seating = choose_seating(pitch, n, teams)
        assert seating.players == n and seating.teams == teams
        assert seating.num_sides == (teams or n)
        assert {c.seating for c in contexts(pitch, seating)} == {seating}
    text = _section(PITCH, tmp_path)
    assert ("The verdicts below hold at every table the rules allow: 2 to 8 players, each "
            "alone; 4, 6 or 8 players in partnerships.") in text
    assert sorted({n for n, teams in allowed if teams}) == [4, 6, 8]
    assert "not yet check" not in text
    data = json.loads((tmp_path / "pitch.verify.json").read_text(encoding="utf-8"))
    [prop] = parse_verification(data)
    assert set(prop.tables) == set(allowed) and prop.table is None


def test_older_results_that_name_no_tables_say_so(tmp_path: Path) -> None:
    """A results file without the tables verified (an older pitchspec wrote it) does not
    let the page claim every table."""
    from pitchspec.rulebook.results import Property, Verdict
    from pitchspec.rulebook.verdicts import tables_sentence

    pitch = load(PITCH)
    old = (Property("points_bounded", Verdict.PROVED, ""),)
    said = tables_sentence(pitch, old, "pitchspec verify --results")
    assert "do not say at which of the tables" in said and "hold at every" not in said


def test_a_refutation_names_its_table() -> None:
    """A refuted row says at which table its hand was dealt."""
    from pitchspec.rulebook.results import Property, Verdict
    from pitchspec.rulebook.verdicts import verdict_cell

    refuted = Property("ties_resolved", Verdict.REFUTED, "", table=(3, 0))
    assert verdict_cell(refuted, True) == "Refuted at 3 players, each alone"
    assert verdict_cell(refuted, False) == "Refuted"


def test_a_variant_of_one_table_says_nothing_of_tables(tmp_path: Path) -> None:
    """California Jack is played by two players only: nothing to say."""
    from pitchspec.model.derived import tables_allowed

    jack = SPEC_DIR / "california_jack.pitch"
    assert tables_allowed(load(jack)) == [(2, 0)]
    assert "for one table" not in _section(jack, tmp_path)


def test_a_refutation_in_teams_larger_than_pairs_names_its_form() -> None:
    """A verdict at one table names it: pairs are partnerships, two teams of three are
    said as such (six players may sit either way in Pitch)."""
    from pitchspec.rulebook.results import Property, Verdict
    from pitchspec.rulebook.verdicts import tables_words, verdict_cell

    assert tables_words([(6, 3)]) == "6 players in partnerships"
    assert tables_words([(6, 2)]) == "6 players in 2 teams of 3"
    refuted = Property("ties_resolved", Verdict.REFUTED, "", table=(8, 2))
    assert verdict_cell(refuted, True) == "Refuted at 8 players in 2 teams of 4"
