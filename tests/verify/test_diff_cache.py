"""Comparisons are remembered as verdicts are (docs/diff.rst): a second ``pitchspec diff``
of the same two variants at the same table and budget reads the whole answer back (the
deal and both settlements) without solving, and says so; another spec, table or budget,
a damaged entry or ``PITCHSPEC_CACHE=off`` compares afresh."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from pitchspec import load
from pitchspec.cli import main
from pitchspec.cli.diff import as_json
from pitchspec.smt.diff import diff as diffing
from pitchspec.smt.diff.remembered import diff_key

from conftest import SPEC_DIR

PITCH, REVERSE = (load(str(SPEC_DIR / f"{n}.pitch")) for n in ("pitch", "reverse_pitch"))


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("PITCHSPEC_CACHE", str(folder))
    return folder


def _unsolvable(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any solving from here on fails the test."""
    def solve(*args: Any) -> None:
        raise AssertionError("solved again")
    monkeypatch.setattr(diffing, "_diff", solve)


def _plain(data: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if k != "remembered"}


def test_a_second_comparison_reads_the_whole_answer_back(
        cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = diffing.diff_variants(PITCH, REVERSE)
    assert first.verdict == diffing.DIFFER and not first.remembered
    assert len(list((cache / "diff").rglob("*.json"))) == 1
    _unsolvable(monkeypatch)
    again = diffing.diff_variants(PITCH, REVERSE)
    assert again.remembered
    assert _plain(as_json(PITCH, REVERSE, again)) == _plain(as_json(PITCH, REVERSE, first))
    assert again.settled == first.settled and again.deal == first.deal


def test_the_report_says_the_answer_was_remembered(cache: Path) -> None:
    runner = CliRunner()
    solved = runner.invoke(main, ["diff", "pitch", "reverse_pitch"])
    kept = runner.invoke(main, ["diff", "pitch", "reverse_pitch"])
    assert solved.exit_code == kept.exit_code == 1
    assert "remembered" not in solved.stdout
    line = next(x for x in kept.stdout.splitlines() if "remembered" in x)
    assert line.startswith("  remembered from an earlier run, solved in ")
    assert [x for x in kept.stdout.splitlines() if x != line] == solved.stdout.splitlines()
    data = json.loads(runner.invoke(main, ["diff", "pitch", "reverse_pitch",
                                           "--format", "json"]).stdout)
    assert data["remembered"] is True


def test_another_spec_table_or_budget_is_compared_afresh(cache: Path) -> None:
    lower = load(str(SPEC_DIR / "reverse_pitch.pitch"))
    child = dataclasses.replace(REVERSE, name="renamed_pitch")
    keys = {diff_key(PITCH, REVERSE, 1.0, None), diff_key(PITCH, REVERSE, 2.0, None),
            diff_key(PITCH, REVERSE, 1.0, (6, 2)), diff_key(PITCH, child, 1.0, None),
            diff_key(REVERSE, PITCH, 1.0, None)}
    assert len(keys) == 5
    assert diff_key(PITCH, lower, 1.0, None) == diff_key(PITCH, REVERSE, 1.0, None)
    diffing.diff_variants(PITCH, REVERSE)
    assert not diffing.diff_variants(PITCH, REVERSE, asked=(6, 2)).remembered
    assert not diffing.diff_variants(PITCH, REVERSE, 2.0).remembered


def test_a_damaged_entry_is_solved_again_and_rewritten(cache: Path) -> None:
    diffing.diff_variants(PITCH, REVERSE)
    (entry,) = (cache / "diff").rglob("*.json")
    for damage in ("{not json", json.dumps({"verdict": "differ"}), "[]"):
        entry.write_text(damage, encoding="utf-8")
        assert not diffing.diff_variants(PITCH, REVERSE).remembered
        assert diffing.diff_variants(PITCH, REVERSE).remembered


def test_with_the_cache_off_nothing_is_kept(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PITCHSPEC_CACHE", "off")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    diffing.diff_variants(PITCH, REVERSE)
    assert not diffing.diff_variants(PITCH, REVERSE).remembered
    assert not list(tmp_path.rglob("*.json"))
