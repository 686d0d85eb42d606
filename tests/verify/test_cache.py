"""The verdict cache: a second run reads every verdict back; changing a spec
re-verifies it and the specs that extend it, nothing else; any code change, a damaged
entry means solving again; an UNKNOWN is remembered (the budget is counted in solver
steps, so it runs out the same way again), and another budget asks anew."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from pitchspec import load
from pitchspec.cli import verify_run as run
from pitchspec.model.derived import tables_allowed
from pitchspec.smt.encode.verdicts import Proof, Verdict
from pitchspec.smt.prove import cache

from conftest import SPEC_DIR

PROPS = ("bids_makeable", "points_one_side")


@pytest.fixture
def specs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder with Auction Pitch, a child of it, and an unrelated variant."""
    monkeypatch.setenv("PITCHSPEC_CACHE", str(tmp_path / "cache"))
    folder = tmp_path / "spec"
    folder.mkdir()
    for name in ("auction_pitch", "pitch", "classic_all_fours"):
        shutil.copy(SPEC_DIR / f"{name}.pitch", folder)
        _at_four(folder / f"{name}.pitch")
    (folder / "low_target.pitch").write_text(
        'variant low_target "Low target" extends auction_pitch\n\nwinning {\n'
        '  target: 7\n}\n', encoding="utf-8")
    for path in folder.glob("*.pitch"):  # each at one or two tables, not twelve
        assert len(tables_allowed(load(str(path)))) <= 2, path
    return folder


AT_FOUR = {"count: 2..8": "count: 4",
           "teams: 2 of 2, 3 of 2, 2 of 3, 4 of 2, 2 of 4": "teams: 2 of 2"}
"""Pitch and Auction Pitch seated at four only (alone or in pairs), not at their twelve
tables: what the cache keeps and reads back does not depend on the table, and every
table is verified in tests/verify/test_every_table.py."""


def _at_four(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    for old, new in AT_FOUR.items():
        text = text.replace(old, new)
    path.write_text(text, encoding="utf-8")


def _verify(folder: Path) -> dict[tuple[str, str], Proof]:
    files = sorted(folder.glob("*.pitch"))
    return {(p.variant, p.property): p for p in run.verify_paths(files, PROPS)}


def test_a_second_run_reads_every_verdict_back(specs: Path) -> None:
    first = _verify(specs)
    second = _verify(specs)
    assert not any(p.cached for p in first.values())
    assert all(p.cached for p in second.values())
    assert {k: (p.verdict, p.method, p.counterexample) for k, p in first.items()} == \
        {k: (p.verdict, p.method, p.counterexample) for k, p in second.items()}


def test_a_run_with_nothing_changed_starts_no_worker(
        specs: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every verdict is read back in the parent: no spec goes to a worker, even with
    two jobs asked for; after a change only the changed spec (and its children) does."""
    files = sorted(specs.glob("*.pitch"))
    run.verify_paths(files, PROPS)
    sent: list[list[str]] = []

    def spy(fn: Any, items: Any, jobs: int, ordered: bool = True) -> Any:
        work = list(items)
        sent.append([Path(task[0]).stem for _, task in work])
        return map(fn, work)

    monkeypatch.setattr(run, "pool_map", spy)
    again = run.verify_paths(files, PROPS, jobs=2)
    assert sent == [[]] and all(p.cached for p in again)
    path = specs / "classic_all_fours.pitch"
    path.write_text(path.read_text(encoding="utf-8").replace("target: 7", "target: 9"),
                    encoding="utf-8")
    run.verify_paths(files, PROPS, jobs=2)
    assert sent[-1] == ["classic_all_fours"]


def test_changing_a_parent_reverifies_it_and_its_children_only(specs: Path) -> None:
    _verify(specs)
    parent = specs / "auction_pitch.pitch"
    parent.write_text(parent.read_text(encoding="utf-8").replace("bids: 1..4", "bids: 2..4"),
                      encoding="utf-8")
    again = _verify(specs)
    fresh = {variant for (variant, _), p in again.items() if not p.cached}
    assert "bids: 2..4" in parent.read_text(encoding="utf-8")
    assert fresh == {"auction_pitch", "low_target"}


def test_a_comment_changes_nothing(specs: Path) -> None:
    _verify(specs)
    path = specs / "classic_all_fours.pitch"
    path.write_text("// a note\n" + path.read_text(encoding="utf-8"), encoding="utf-8")
    assert all(p.cached for p in _verify(specs).values())


def test_new_code_solves_again(specs: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _verify(specs)
    monkeypatch.setattr(cache, "code_fingerprint", lambda: "another version")
    assert not any(p.cached for p in _verify(specs).values())


def test_a_damaged_entry_is_solved_again(specs: Path) -> None:
    _verify(specs)
    for entry in (specs.parent / "cache").rglob("*.json"):
        entry.write_text("{not json", encoding="utf-8")
    again = _verify(specs)
    assert not any(p.cached for p in again.values())
    assert all(p.cached for p in _verify(specs).values())


def test_unknown_is_remembered_for_its_budget(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PITCHSPEC_CACHE", str(tmp_path))
    cache.remember("ab" * 32, Proof(Verdict.UNKNOWN, "bids_makeable", "x",
                                    note="work budget exhausted"))
    cache.remember("cd" * 32, Proof(Verdict.PROVED, "bids_makeable", "x"))
    unknown = cache.recall("ab" * 32)
    assert unknown is not None and unknown.cached and unknown.verdict is Verdict.UNKNOWN
    assert unknown.note == "work budget exhausted"
    recalled = cache.recall("cd" * 32)
    assert recalled is not None and recalled.cached and recalled.verdict is Verdict.PROVED
    # another budget is another question
    variant = load(SPEC_DIR / "auction_pitch.pitch")
    assert cache.key(variant, "bids_makeable", 1.0) != cache.key(variant, "bids_makeable", 4.0)


def test_off_means_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PITCHSPEC_CACHE", "off")
    cache.remember("cd" * 32, Proof(Verdict.PROVED, "bids_makeable", "x"))
    assert cache.cache_dir() is None and cache.recall("cd" * 32) is None
