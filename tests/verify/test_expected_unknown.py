"""An UNKNOWN verdict can be expected only with its why (docs/expected-verdicts.rst):
the catalogue expects two, at tables beyond the usual one, each saying what the
verifier cannot decide; any other UNKNOWN, or a decided verdict where an UNKNOWN is
expected, is not as expected."""

from __future__ import annotations

from pathlib import Path

import pytest

from pitchspec.cli.verify import _unknown_words
from pitchspec.cli.verify_run import (
    Expectation,
    ExpectationsError,
    Outcome,
    read_expectations,
)
from pitchspec.smt import Proof, Verdict

WHY = "the work budget runs out counting tricks at eight players"


def _read(tmp_path: Path, value: str) -> Expectation:
    path = tmp_path / "expected.toml"
    path.write_text(f'[pitch]\nbids_makeable = {value}\n', encoding="utf-8")
    return read_expectations(path).get("pitch", "bids_makeable")


def test_an_unknown_with_its_why_is_read(tmp_path: Path) -> None:
    found = _read(tmp_path, f'{{ verdict = "UNKNOWN", why = "{WHY}" }}')
    assert (found.verdict, found.why) == (Verdict.UNKNOWN, WHY)


@pytest.mark.parametrize("value", ['"UNKNOWN"', '{ verdict = "UNKNOWN" }',
                                   '{ verdict = "UNKNOWN", why = "  " }'])
def test_an_unknown_without_a_why_is_refused(tmp_path: Path, value: str) -> None:
    with pytest.raises(ExpectationsError, match=r"PS506.*must say why"):
        _read(tmp_path, value)


def _outcome(verdict: Verdict, expected: Verdict) -> Outcome:
    proof = Proof(verdict, "bids_makeable", "pitch", method="outcome model")
    return Outcome(proof, Expectation(expected, WHY))


@pytest.mark.parametrize(("verdict", "expected", "ok"), [
    (Verdict.UNKNOWN, Verdict.UNKNOWN, True),
    (Verdict.UNKNOWN, Verdict.PROVED, False),
    (Verdict.PROVED, Verdict.UNKNOWN, False),
    (Verdict.REFUTED, Verdict.UNKNOWN, False),
])
def test_an_unknown_passes_only_where_it_is_expected(verdict: Verdict, expected: Verdict,
                                                     ok: bool) -> None:
    assert _outcome(verdict, expected).ok is ok


def test_the_summary_counts_the_unknowns_expected() -> None:
    flat = [_outcome(Verdict.UNKNOWN, Verdict.UNKNOWN), _outcome(Verdict.UNKNOWN,
                                                                 Verdict.PROVED),
            _outcome(Verdict.PROVED, Verdict.PROVED)]
    assert _unknown_words(flat) == "2 unknown (1 expected, each with its why)"
    assert _unknown_words(flat[1:]) == "1 unknown"


def test_the_catalogue_expects_no_unknown() -> None:
    """docs/expected-verdicts.rst: every bundled verdict is decided at every table the
    rules allow, so the bundled file expects no UNKNOWN (the file is read as verify
    reads it; an expected UNKNOWN would also need its why)."""
    from pitchspec import catalogue

    expectations = read_expectations(catalogue.expected_file())
    unknown = [(v, p) for v, props in expectations.table.items()
               for p, e in props.items() if e.verdict is Verdict.UNKNOWN]
    assert expectations.table and unknown == []
