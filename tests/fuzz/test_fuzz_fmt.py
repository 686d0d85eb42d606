"""Issue 34: ``pitchspec fmt`` on any spec text refuses it with coded findings or lays it
out so that laying it out again changes nothing (idempotent) and the variant it states
(``pitchspec show``) is the same before and after (meaning-preserving)."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from harness import LARGE, SMALL, SPEC_DIR
from hypothesis import given, settings
from hypothesis import strategies as st
from inprocess import check_fmt
from mutate import mutated_text
from specgen import spec_text

SPECS = sorted(SPEC_DIR.glob("*.pitch"))
TEXTS = {p.stem: p.read_text(encoding="utf-8") for p in SPECS}

LAYOUT = st.sampled_from([" ", "  ", "\t", "\n", "\n\n", "\r\n", " // note\n", ""])


@st.composite
def respaced(draw: st.DrawFn, text: str) -> str:
    """The same spec with its spacing and line breaks changed where they are free."""
    out = []
    for line in text.split("\n"):
        stripped = line.strip()
        out.append(draw(st.sampled_from(["", " ", "    ", "\t"])) + stripped
                   + draw(st.sampled_from(["", " ", "  "])))
        if draw(st.integers(0, 9)) == 0:
            out.append("")
    return "\n".join(out).replace(": ", draw(st.sampled_from([": ", ":", ":   "])))


@st.composite
def spec_case(draw: st.DrawFn) -> tuple[str, str]:
    """(name, text): a bundled spec respaced or mutated, or a generated one."""
    how = draw(st.sampled_from(["respaced", "mutated", "generated"]))
    if how == "generated":
        return "generated", draw(spec_text())
    name = draw(st.sampled_from(sorted(TEXTS)))
    text = TEXTS[name]
    return name, draw(respaced(text) if how == "respaced" else mutated_text(text))


def _check(case: tuple[str, str]) -> None:
    name, text = case
    with tempfile.TemporaryDirectory(prefix="pitchspec-fuzz-") as tmp:
        check_fmt(text, Path(tmp) / f"{name}.pitch")


@SMALL
@given(spec_case())
def test_fmt_is_idempotent_and_keeps_the_rules(case: tuple[str, str]) -> None:
    _check(case)


@pytest.mark.slow
@settings(LARGE, max_examples=300)
@given(spec_case())
def test_fmt_is_idempotent_and_keeps_the_rules_larger(case: tuple[str, str]) -> None:
    _check(case)


@pytest.mark.parametrize("name", sorted(TEXTS))
def test_every_bundled_spec_keeps_its_rules_through_fmt(name: str) -> None:
    _check((name, TEXTS[name]))
