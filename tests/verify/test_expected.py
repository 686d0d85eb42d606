"""The shape of verify/expected.toml, the expected verdict of every spec and property
(fast: reads the file, runs no solver). The comparison with a full verifier run is the
slow catalogue test."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from pitchspec.cli.verify_run import EXPECTED, read_expectations
from pitchspec.pipeline import load
from pitchspec.smt.encode.verdicts import Verdict
from pitchspec.smt.prove.solve import PROPERTIES

from conftest import ROOT, SPEC_DIR

EXPECTED_FILE = ROOT / EXPECTED
BROKEN_DIR = ROOT / "verify" / "broken"
VERDICTS = {Verdict.PROVED.value, Verdict.REFUTED.value, Verdict.UNKNOWN.value}
SHORTEST_WHY = 40


def _tables() -> dict[str, Any]:
    return tomllib.loads(EXPECTED_FILE.read_text(encoding="utf-8"))


def _stems(folder: Path) -> set[str]:
    return {p.stem for p in folder.glob("*.pitch")}


def test_every_spec_has_a_table() -> None:
    missing = _stems(SPEC_DIR) - set(_tables())
    assert not missing, f"specs without a table in {EXPECTED}: {sorted(missing)}"


def test_every_table_names_an_existing_spec() -> None:
    known = _stems(SPEC_DIR) | _stems(BROKEN_DIR)
    unknown = set(_tables()) - known
    assert not unknown, f"tables for no spec in spec/ or verify/broken/: {sorted(unknown)}"


def test_the_catalogue_tables_are_in_alphabetical_order() -> None:
    names = [n for n in _tables() if n in _stems(SPEC_DIR)]
    assert names == sorted(names)


@pytest.mark.parametrize("name", sorted(_tables()))
def test_a_table_lists_every_property_in_order(name: str) -> None:
    """Every built-in property in order, then any claims (claim:NAME) of the spec whose
    verdict is not the PROVED a claim expects (docs/claims.rst)."""
    listed = tuple(_tables()[name])
    assert listed[:len(PROPERTIES)] == PROPERTIES
    claims = listed[len(PROPERTIES):]
    assert all(c.startswith("claim:") for c in claims)
    if claims and name in _stems(SPEC_DIR):
        stated = [c.property for c in load(SPEC_DIR / f"{name}.pitch").claims]
        assert set(claims) <= set(stated), f"{name}: claims the spec does not state"


@pytest.mark.parametrize("name", sorted(_tables()))
def test_verdicts_are_proved_or_refuted_with_a_reason(name: str) -> None:
    for prop, value in _tables()[name].items():
        if isinstance(value, str):
            assert value == Verdict.PROVED.value, \
                f"{name}.{prop}: a bare verdict must be PROVED; REFUTED needs a why"
            continue
        assert isinstance(value, dict), f"{name}.{prop}: a string or an inline table"
        assert set(value) <= {"verdict", "why"}, f"{name}.{prop}: unknown keys"
        assert value.get("verdict") in VERDICTS, f"{name}.{prop}: {value.get('verdict')}"
        if value["verdict"] in (Verdict.REFUTED.value, Verdict.UNKNOWN.value):
            why = str(value.get("why", ""))
            assert len(why.strip()) >= SHORTEST_WHY, f"{name}.{prop}: why too short"


def test_the_runner_reads_the_file_as_written() -> None:
    """read_expectations gives every listed verdict back (an UNKNOWN with its why)."""
    expectations = read_expectations(EXPECTED_FILE)
    for name, props in _tables().items():
        for prop, value in props.items():
            found = expectations.get(name, prop)
            wanted = value if isinstance(value, str) else value["verdict"]
            assert found.verdict.value == wanted
            assert found.verdict is not Verdict.UNKNOWN or found.why
