"""Issue 33's measure of smt/'s layout: one proof obligation, followed through smt/
while it is decided (scripts/walk_obligation.py), passes through at most 8 files and
enters none of them twice (each stage hands it on; none calls back into a file it came
through). Two-Trump Pitch's made bid and Blind-Blind's ties went through the most
stages: a stacked deal, a seeded search, the solver's model and a played match."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).parents[2] / "scripts" / "walk_obligation.py"


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("walk_obligation", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["walk_obligation"] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(not SCRIPT.exists(), reason="scripts/ is not beside the tests")
@pytest.mark.parametrize("name", ["auction_pitch", "two_trump_pitch", "blind_blind"])
def test_an_obligation_passes_through_at_most_eight_files_once_each(name: str) -> None:
    walks = _script().walks(name, follow_all=False, per_property=1)
    assert walks and all(w.path for w in walks)  # the walk saw each obligation start
    assert max(w.files for w in walks) <= 8, [(w.prop, w.path) for w in walks]
    assert [(w.prop, w.path) for w in walks if w.returns] == []


@pytest.mark.skipif(not SCRIPT.exists(), reason="scripts/ is not beside the tests")
def test_the_walk_counts_a_file_entered_again_as_a_return() -> None:
    walk = _script().Walk("p", "hand", path=["prove/solve.py", "encode/context.py",
                                              "witness/realise.py", "encode/context.py"])
    assert (walk.files, walk.returns) == (3, 1)
