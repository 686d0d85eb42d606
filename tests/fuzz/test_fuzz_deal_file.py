"""Issue 15: every deal file, however broken, is played or refused with coded,
located findings (PS403, PS402) within a time limit: the bundled deal files mutated
in their JSON structure and in their raw text."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from harness import LARGE, SMALL, SPEC_DIR, run
from hypothesis import given, settings
from hypothesis import strategies as st
from mutate import mutated_json, mutated_text

from conftest import ROOT

DEALS = sorted((ROOT / "tests" / "fixtures" / "deals").glob("*.json"))
BASES = [(json.loads(p.read_text(encoding="utf-8")), p.read_text(encoding="utf-8"))
         for p in DEALS]


@st.composite
def deal_file(draw: st.DrawFn) -> tuple[str, str]:
    """(variant, text): a bundled deal file mutated one way or the other."""
    data, text = draw(st.sampled_from(BASES))
    if draw(st.booleans()):
        mutated = draw(mutated_json(data))
        text = json.dumps(mutated, indent=draw(st.sampled_from([None, 2])))
    else:
        text = draw(mutated_text(text))
    return str(data["variant"]), text


def _play(case: tuple[str, str], strict: bool) -> None:
    variant, text = case
    with tempfile.TemporaryDirectory(prefix="pitchspec-fuzz-") as tmp:
        path = Path(tmp) / "deal.json"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        run(["play", str(SPEC_DIR / f"{variant}.pitch"), "--deal", str(path), "--seed", "1",
             "--max-hands", "2", *(["--strict"] if strict else [])])


@SMALL
@given(deal_file(), st.booleans())
def test_a_mutated_deal_file_is_played_or_refused_with_codes(case: tuple[str, str],
                                                             strict: bool) -> None:
    _play(case, strict)


@pytest.mark.slow
@settings(LARGE, max_examples=150)
@given(deal_file(), st.booleans())
def test_a_mutated_deal_file_is_played_or_refused_larger(case: tuple[str, str],
                                                         strict: bool) -> None:
    _play(case, strict)
