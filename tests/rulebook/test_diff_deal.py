"""The rulebook's 'What this variant changes, shown on one deal' section: from the
output of `pitchspec diff auction_pitch chicago_pitch --results DIR` (kept as a
fixture), on Chicago Pitch's page between its differences and its choices; a golden of
the section; well-formed reST; left out without the file."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import pytest

from pitchspec.rulebook import render
from pitchspec.rulebook.diffdeal import TITLE, section
from pitchspec.rulebook.results import load_results
from pitchspec.rulebook.site import page_context

from conftest import ROOT, SPEC_DIR, compare_golden

FIXTURE = ROOT / "tests" / "fixtures" / "diff" / "chicago_pitch.diff.json"
GOLDEN = ROOT / "tests" / "golden" / "rulebook" / "chicago_pitch.diff.rst"


def _page(data_dir: Path | None) -> str:
    variant, context, _ = page_context(SPEC_DIR / "chicago_pitch.pitch", data_dir)
    return render(variant, dataclasses.replace(context, children=(), source=None,
                                               links=False))


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    shutil.copy(FIXTURE, tmp_path / FIXTURE.name)
    return tmp_path


def test_section_matches_golden(data_dir: Path, update_goldens: bool) -> None:
    results, _ = load_results(data_dir, "chicago_pitch")
    assert results.diff is not None
    compare_golden(GOLDEN, "\n".join(section(results.diff)), update_goldens)


def test_the_section_sits_after_the_differences(data_dir: Path) -> None:
    page = _page(data_dir)
    assert page.index("Differences from") < page.index(TITLE) < \
        page.index("Choices where the sources are unclear")
    assert "Five 5 to side 2" in page or "five 5 to side 2" in page


def test_the_page_with_the_section_is_well_formed_rest(data_dir: Path) -> None:
    docutils_core = pytest.importorskip("docutils.core")
    doctree = docutils_core.publish_doctree(
        _page(data_dir), settings_overrides={"report_level": 5, "halt_level": 5})
    problems = [m.astext() for m in doctree.findall(lambda n: n.tagname == "system_message")]
    assert problems == []


def test_without_the_file_the_section_is_left_out() -> None:
    assert TITLE not in _page(None)
