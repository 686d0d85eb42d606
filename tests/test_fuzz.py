"""Robustness: random text and mutated spec files only ever produce diagnostics.

Whatever the input, checking returns located diagnostics and ``load`` raises nothing
but SpecError: never an uncaught exception from Lark or from lowering.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pitchspec import SpecError
from pitchspec.pipeline import Loader, check_text

from conftest import SPEC_DIR

OPTIONS = SPEC_DIR.parent / "tests" / "fixtures" / "options"
SPECS = sorted(SPEC_DIR.glob("*.pitch")) + sorted(OPTIONS.glob("*.pitch"))
TOKEN = re.compile(r'"[^"\n]*"|[^\s]+|\n')
FUZZ = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _assert_only_diagnostics(text: str, stem: str = "fuzzed") -> None:
    result = check_text(text, SPEC_DIR.parent / "fuzz" / f"{stem}.pitch",
                        include=[SPEC_DIR, OPTIONS])
    for d in result.diagnostics:
        assert re.fullmatch(r"PS\d{3}", d.code)
        assert d.span.line >= 0 and d.message
    if not result.ok:
        with pytest.raises(SpecError):
            raise SpecError(result.diagnostics)


ALPHABET = st.sampled_from(list('variant extends drop point bid { } : , " / 1 2 .. A J \n\t xyz'))


@FUZZ
@given(st.text(ALPHABET, max_size=200))
def test_random_text_gives_only_diagnostics(text: str) -> None:
    _assert_only_diagnostics(text)


@FUZZ
@given(st.text(max_size=120))
def test_random_unicode_gives_only_diagnostics(text: str) -> None:
    _assert_only_diagnostics("variant fuzzed\n" + text)


@st.composite
def mutated_spec(draw: st.DrawFn) -> tuple[str, str]:
    path = draw(st.sampled_from(SPECS))
    tokens = TOKEN.findall(path.read_text(encoding="utf-8"))
    for _ in range(draw(st.integers(1, 4))):
        if not tokens:
            break
        i = draw(st.integers(0, len(tokens) - 1))
        op = draw(st.sampled_from(["delete", "duplicate", "swap"]))
        if op == "delete":
            del tokens[i]
        elif op == "duplicate":
            tokens.insert(i, tokens[i])
        else:
            j = draw(st.integers(0, len(tokens) - 1))
            tokens[i], tokens[j] = tokens[j], tokens[i]
    return path.stem, " ".join(tokens).replace(" \n ", "\n")


@FUZZ
@given(mutated_spec())
def test_mutated_specs_give_only_diagnostics(case: tuple[str, str]) -> None:
    stem, text = case
    _assert_only_diagnostics(text, stem)


def test_load_raises_spec_error_for_a_broken_file(tmp_path) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "bad.pitch"
    bad.write_bytes(b"variant bad\n\xff\xfe\n")
    result = Loader().load(bad)
    assert [d.code for d in result.diagnostics] == ["PS001"]
    from pitchspec import load

    with pytest.raises(SpecError):
        load(bad)


@pytest.mark.parametrize("setting", [
    "procedures {\n  coke: of allowed, new hand 6\n}",
    "points {\n  point turned: card, worth card points, to dealer\n}",
])
def test_clauses_without_their_leading_phrase_are_one_finding(setting: str) -> None:
    """Found by fuzzing: a clause-style setting whose first phrase matches nothing."""
    text = f"variant fuzzed extends auction_pitch\n{setting}\n"
    result = check_text(text, SPEC_DIR.parent / "fuzz" / "fuzzed.pitch", include=[SPEC_DIR])
    assert [d.code for d in result.diagnostics] == ["PS203"]
