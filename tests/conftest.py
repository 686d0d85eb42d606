"""Shared test helpers: specs written as text, golden files, repository paths."""

from __future__ import annotations

import os
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import settings

from pitchspec.model import Variant
from pitchspec.pipeline import Result, check

# No test asserts a wall-clock time (hypothesis's per-example deadline would, and
# flakes on a loaded machine).
settings.register_profile("pitchspec", deadline=None)
settings.load_profile("pitchspec")

# Every test verifies afresh; the verdict cache has tests of its own that turn it on.
os.environ["PITCHSPEC_CACHE"] = "off"

ROOT = Path(__file__).resolve().parent.parent
SPEC_DIR = ROOT / "spec"
TURNED_JOKERS = ROOT / "tests" / "fixtures" / "kernel" / "turned_jokers.pitch"
"""An author's variant the batch kernel refuses (PS420): Seven Up with jokers."""


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-goldens", action="store_true", default=False,
                     help="rewrite golden files from the current output")


@pytest.fixture
def update_goldens(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-goldens"))


def compare_golden(path: Path, actual: str, update: bool) -> None:
    """Assert ``actual`` equals the golden file, or rewrite it under --update-goldens."""
    if update or not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(actual, encoding="utf-8")
        if not update:
            pytest.fail(f"golden {path} did not exist; written - review and commit it")
    assert actual == path.read_text(encoding="utf-8"), f"differs from golden {path}"


@pytest.fixture
def spec_result(tmp_path: Path) -> Callable[..., Result]:
    """Check spec text written to a temp file; parents are found in spec/."""

    def run(text: str, name: str | None = None) -> Result:
        body = textwrap.dedent(text).lstrip()
        stem = name or body.split()[1]
        path = tmp_path / f"{stem}.pitch"
        path.write_text(body, encoding="utf-8")
        return check([path], include=[SPEC_DIR])[0]

    return run


@pytest.fixture
def spec_from_text(spec_result: Callable[..., Result]) -> Callable[..., Variant]:
    """A variant from spec text; fails the test with the rendered findings if any."""
    from pitchspec.report import render_all

    def run(text: str) -> Variant:
        result = spec_result(text)
        assert result.ok and result.variant is not None, render_all(result.diagnostics)
        return result.variant

    return run
