"""The rulebook's 'What this variant changes, shown on one deal' section: from the
output of `pitchspec diff auction_pitch chicago_pitch --results DIR` (kept as a
fixture), played again under both variants, on Chicago Pitch's page between its
differences and its choices; a golden of the section; well-formed reST; left out
without the file; not shown, and a problem for the build, when it is out of date."""

from __future__ import annotations

import dataclasses
import json
import shutil
from pathlib import Path

import pytest

from pitchspec import load
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


def _section(data: dict[str, object]) -> tuple[str, list[str]]:
    variant, context, _ = page_context(SPEC_DIR / "chicago_pitch.pitch", None)
    assert context.parent is not None and context.parent_ref and context.ref
    problems: list[str] = []
    text = "\n".join(section(data, context.parent, variant,
                             (context.parent_ref, context.ref), problems))
    return text, problems


def test_section_matches_golden(data_dir: Path, update_goldens: bool) -> None:
    results, _ = load_results(data_dir, "chicago_pitch")
    assert results.diff is not None
    text, problems = _section(results.diff)
    assert problems == []
    compare_golden(GOLDEN, text, update_goldens)


def test_the_section_sits_after_the_differences(data_dir: Path) -> None:
    page = _page(data_dir)
    assert page.index("Differences from") < page.index(TITLE) < \
        page.index("Choices where the sources are unclear")
    flat = " ".join(page.split())
    assert "Five 5 (North)" in flat and "Under Chicago Pitch" in flat


def test_the_page_with_the_section_is_well_formed_rest(data_dir: Path) -> None:
    docutils_core = pytest.importorskip("docutils.core")
    doctree = docutils_core.publish_doctree(
        _page(data_dir), settings_overrides={"report_level": 5, "halt_level": 5})
    problems = [m.astext() for m in doctree.findall(lambda n: n.tagname == "system_message")]
    assert problems == []


def test_without_the_file_the_section_is_left_out() -> None:
    assert TITLE not in _page(None)


def test_a_comparison_of_other_rules_is_not_shown() -> None:
    """A file whose list of rule differences is not the one the specs give now was made
    before a spec changed: its deal is not shown, and the build is told."""
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    data["rules"] = data["rules"][:1]
    text, problems = _section(data)
    assert "Trick 1" not in text and "made for other rules" in " ".join(text.split())
    assert problems and "chicago_pitch.diff.json" in problems[0]


def test_a_deal_both_variants_now_settle_alike_is_not_shown() -> None:
    """The child's tricks, points and scores are its own: a deal the parent and the
    child settle alike (the file found it for other rules) is not shown."""
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    parent = load(SPEC_DIR / "auction_pitch.pitch")
    data["second"] = "auction_pitch"
    problems: list[str] = []
    text = "\n".join(section({**data, "rules": []}, parent, parent, None, problems))
    assert "settled the same way" in " ".join(text.split()) and problems
