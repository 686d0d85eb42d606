"""Issue 15: every expected-verdicts file (`verify --expected FILE`), however broken,
is used or refused with PS506 naming the file, within a time limit: the bundled
verify/expected.toml cut to a few variants and mutated."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest
from harness import LARGE, SMALL, run
from hypothesis import given, settings
from hypothesis import strategies as st
from mutate import mutated_text

from conftest import ROOT

TABLES = re.split(r"\n(?=\[)", (ROOT / "verify" / "expected.toml").read_text(encoding="utf-8"))
PITCH = next(t for t in TABLES if t.startswith("[pitch]"))
SPEC = str(ROOT / "spec" / "pitch.pitch")


@st.composite
def expected_file(draw: st.DrawFn) -> str:
    text = PITCH + "\n" + "\n".join(draw(st.lists(st.sampled_from(TABLES), max_size=2)))
    return draw(mutated_text(text))


def _verify(text: str) -> None:
    with tempfile.TemporaryDirectory(prefix="pitchspec-fuzz-") as tmp:
        path = Path(tmp) / "expected.toml"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        result = run(["verify", SPEC, "-p", "deck_sufficient", "--expected", str(path)], 60)
        if result.exit_code == 2:
            assert f"{path}" in result.output and "PS506" in result.output, result.output


@SMALL
@given(expected_file())
def test_a_mutated_expected_file_is_used_or_refused_with_ps506(text: str) -> None:
    _verify(text)


@pytest.mark.slow
@settings(LARGE, max_examples=60)
@given(expected_file())
def test_a_mutated_expected_file_is_used_or_refused_larger(text: str) -> None:
    _verify(text)


@pytest.mark.parametrize("text", [
    "[pitch]\ndeck_sufficient = " + "[" * 5_000 + "]" * 5_000 + "\n",
    "[pitch]\ndeck_sufficient = " + "{a = " * 3_000 + "1" + "}" * 3_000 + "\n",
    "[" + "pitch." * 20_000 + "x]\n",
])
def test_an_expected_file_nested_deep_is_ps506(text: str) -> None:
    _verify(text)
