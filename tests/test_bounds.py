"""Issue 15: the checker bounds what it reads, so no spec makes it hang, overflow its
stack, allocate without limit or crash on a number: each excess is a coded finding.

Every number has a stated range (pitchspec/bounds.py) chosen from the family with
headroom; files, lines, nesting and lists have limits (PS004, PS107, PS108, PS216).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pitchspec.bounds import BOUNDS, MAX_VALUES
from pitchspec.diagnostics import Diagnostic
from pitchspec.parse import MAX_CHARS, MAX_DEPTH, MAX_LINE
from pitchspec.pipeline import check_text
from pitchspec.vocabulary import TOP, Section

from conftest import ROOT, SPEC_DIR

BASE = ROOT / "tests" / "fixtures" / "invalid"
HOLES = ("{int}", "{nat}", "{range}", "{frac}", "{rank}", "{ranks}", "{rest}", "{seed}")
FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _check(text: str) -> list[Diagnostic]:
    return check_text(text, BASE / "bounded.pitch", include=[BASE]).diagnostics


def _codes(text: str) -> list[str]:
    return [d.code for d in _check(text)]


def _child(body: str) -> str:
    return f"variant bounded extends base_ok\n\n{body}\n"


def _numeric_settings(section: Section) -> list[tuple[str, str]]:
    found = [(section.key, s.key) for s in section.settings
             if any(t in HOLES for f in (*s.forms, *s.clauses) for t in f.tokens)]
    return found + [k for b in section.blocks for k in _numeric_settings(b)]


def test_every_setting_with_a_number_has_a_stated_range() -> None:
    missing = [k for k in _numeric_settings(TOP) if k not in BOUNDS]
    assert missing == []


def test_the_bounds_hold_every_number_of_the_bundled_specs() -> None:
    found = [d for p in sorted(SPEC_DIR.glob("*.pitch"))
             for d in check_text(p.read_text(encoding="utf-8"), p, [SPEC_DIR]).diagnostics
             if d.code in ("PS213", "PS215")]
    assert found == []


# ------------------------------------------------------------------ the cases of issue 15


@pytest.mark.parametrize(("body", "code"), [
    ("players {\n  count: 4, 100000000\n}", "PS213"),
    ("players {\n  count: 4, 9223372036854775808\n}", "PS213"),
    ("bidding {\n  bids: 1..100000000\n}", "PS213"),
    ("bidding {\n  bids: 1.." + "1" + "0" * 100 + "\n}", "PS213"),
    ("winning {\n  target: " + "9" * 900 + "\n}", "PS213"),
    ("winning {\n  target: " + "9" * 5000 + "\n}", "PS107"),
    ("players {\n  count: 0..0\n}", "PS213"),
    ("players {\n  count: 8..2\n}", "PS215"),
    ("bidding {\n  bids: 0..0\n}", "PS213"),
])
def test_numbers_beyond_reason_are_coded_findings(body: str, code: str) -> None:
    assert code in _codes(_child(body))


def test_a_file_beyond_the_size_limit_is_ps004() -> None:
    text = _child("// " + "x" * 900 + "\n") * (MAX_CHARS // 900 + 1)
    [d] = _check(text)
    assert d.code == "PS004"


def test_a_line_beyond_the_length_limit_is_ps107_at_the_column_it_passes() -> None:
    [d] = _check(_child("winning {\n  target: 11 // " + "x" * MAX_LINE + "\n}"))
    assert (d.code, d.span.line, d.span.column) == ("PS107", 4, MAX_LINE + 1)


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 1_000, 5_000])
def test_deep_nesting_is_ps108_not_a_recursion_error(depth: int) -> None:
    text = "variant bounded\n" + "a {\n" * depth + "}\n" * depth
    [d] = _check(text)
    assert (d.code, d.span.line) == ("PS108", MAX_DEPTH + 2)


def test_a_list_beyond_the_value_limit_is_ps216() -> None:
    values = ",\n    ".join(["high"] * (MAX_VALUES + 1))
    found = _check(_child(f"scoring {{\n  order: {values}\n}}"))
    assert [d.code for d in found] == ["PS216"]


# ------------------------------------------------------------------ mutation, bounded and fast

NUMBER = st.one_of(
    st.integers(-10**12, 10**12).map(str),
    st.integers(0, 10**30).map(str),
    st.text("0123456789", min_size=1, max_size=400),
    st.tuples(st.integers(-50, 10**9), st.integers(-50, 10**9)).map(lambda t: f"{t[0]}..{t[1]}"),
    st.tuples(st.integers(0, 10**9), st.integers(0, 10**9)).map(lambda t: f"{t[0]}/{t[1]}"),
)
NUMBER_IN_SPEC = re.compile(r"(?<![\w.])-?\d+(?:\.\.-?\d+|/\d+)?(?![\w.])")
SPECS = sorted(SPEC_DIR.glob("*.pitch"))


@FAST
@given(st.sampled_from(SPECS), st.data())
def test_any_number_anywhere_gives_only_diagnostics(path: Path, data: st.DataObject) -> None:
    """Replace one number of a bundled spec by any number: a finding, never a traceback
    and never a variant holding a number beyond its bound."""
    text = path.read_text(encoding="utf-8")
    spots = [m for m in NUMBER_IN_SPEC.finditer(text)
             if "//" not in text[text.rfind("\n", 0, m.start()):m.start()]]
    if not spots:
        return
    spot = data.draw(st.sampled_from(spots))
    number = data.draw(NUMBER)
    mutated = text[:spot.start()] + number + text[spot.end():]
    result = check_text(mutated, path, include=[SPEC_DIR])
    for d in result.diagnostics:
        assert re.fullmatch(r"PS\d{3}", d.code) and d.message
    if result.ok and result.variant is not None:
        variant = result.variant
        assert max(variant.seating.players) <= 16
        assert variant.bidding.maximum <= 1_000
        assert variant.winning.target <= 10_000
