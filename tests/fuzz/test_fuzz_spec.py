"""Issue 15: a spec that checks clean never crashes or hangs `play`, `simulate`,
`verify` or the rulebook.

Specs are generated from the language's vocabulary (specgen.py): a bundled parent with
a few settings restated in any form the schema lists. Those that check clean are
played (one match) and simulated (two matches) at a player count they allow, verified
(two cheap properties, a small solver budget) and rendered as a rulebook page, each
within a time limit; any traceback, internal error (exit 3) or hang fails. The ones
the checker refuses must be refused with coded findings only.
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest
from harness import LARGE, SMALL, SPEC_DIR, run
from hypothesis import event, given, settings
from hypothesis import strategies as st
from specgen import spec_text

from pitchspec.pipeline import check_text
from pitchspec.rulebook.page import render


def _drive(text: str, seed: int) -> None:
    with tempfile.TemporaryDirectory(prefix="pitchspec-fuzz-") as tmp:
        path = Path(tmp) / "fuzzed.pitch"
        path.write_text(text, encoding="utf-8")
        result = check_text(text, path, include=[SPEC_DIR])
        for d in result.diagnostics:
            assert re.fullmatch(r"PS\d{3}", d.code) and d.message and d.span.line >= 0
        if not result.ok or result.variant is None:
            event("refused by check")
            return
        event("checks clean")
        spec = [str(path), "-I", str(SPEC_DIR)]
        counts = sorted(result.variant.seating.players)
        players = str(counts[seed % len(counts)])  # any count the variant allows
        run(["play", *spec, "--seed", str(seed), "--max-hands", "3", "--players", players])
        run(["simulate", *spec, "-n", "2", "--seed", str(seed), "--max-hands", "3",
             "--players", players])
        run(["verify", *spec, "-p", "deck_sufficient", "-p", "one_trick_winner"], 60)
        assert "fuzzed" in render(result.variant)


@settings(SMALL, max_examples=12)
@given(spec_text(), st.integers(0, 10_000))
def test_a_clean_spec_plays_simulates_verifies_and_renders(text: str, seed: int) -> None:
    _drive(text, seed)


@pytest.mark.slow
@settings(LARGE, max_examples=40)
@given(spec_text(), st.integers(0, 10_000))
def test_a_clean_spec_plays_simulates_verifies_and_renders_larger(text: str,
                                                                  seed: int) -> None:
    _drive(text, seed)
