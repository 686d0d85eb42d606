"""The map of the catalogue's requirements, ``verify/requirements.toml``: every checkable
requirement of VARIANTS.md section 6 (P-01 to P-69) is a verifier property with its
verdict, a test, or left out with a reason, and every name in it is real.

Every (requirement, variant) pair mapped to a property must need the verdict that
verify/expected.toml expects, and every spec claim must be carried by its variants and
expected PROVED. The solver's side is then tests/verify/test_catalogue_verdicts.py: the
whole catalogue, every property and every spec claim, gives exactly the expected verdicts.
Together they check each requirement's verdict without solving it a second time. Requirements the
claim language can say are stated in the specs themselves (``spec_claims``,
docs/claims.rst).
"""

from __future__ import annotations

import ast
import os
import re
import tomllib
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from pitchspec.cli.verify_run import read_expectations
from pitchspec.pipeline import load
from pitchspec.smt.prove.solve import PROPERTIES

ROOT = Path(__file__).resolve().parents[2]
SPEC_DIR = ROOT / "spec"
REQUIREMENTS_FILE = ROOT / "verify" / "requirements.toml"
EXPECTED_FILE = ROOT / "verify" / "expected.toml"
VARIANTS_MD = Path(os.environ.get("PITCHSPEC_VARIANTS_MD",
                                  ROOT.parent / "shared" / "rules" / "VARIANTS.md"))
"""The requirements catalogue; it lives beside the repository, not in it."""

REQUIREMENT_IDS = [f"P-{n:02d}" for n in range(1, 70)]
CHECKS = ("property", "test", "omitted")
KEYS = {"summary", "variants", "property", "verdict", "test", "omitted", "also", "note",
        "spec_claims", "spec_variants"}
VERDICTS = ("PROVED", "REFUTED")
SPECS = {p.stem for p in SPEC_DIR.glob("*.pitch")}


@cache
def requirements() -> dict[str, dict[str, Any]]:
    return tomllib.loads(REQUIREMENTS_FILE.read_text(encoding="utf-8"))


def section_6_ids(text: str) -> list[str]:
    """The requirement IDs of VARIANTS.md section 6, in order (the first cell of each row)."""
    start = text.index("\n## 6.")
    end = text.find("\n## ", start + 1)
    body = text[start:end if end != -1 else len(text)]
    return re.findall(r"^\|\s*(P-\d+)\s*\|", body, flags=re.MULTILINE)


def test_requirements_file_lists_every_requirement_in_order() -> None:
    assert list(requirements()) == REQUIREMENT_IDS


@pytest.mark.skipif(not VARIANTS_MD.is_file(), reason=f"{VARIANTS_MD} is not present")
def test_every_requirement_of_section_6_is_mapped() -> None:
    """Every P-nn of VARIANTS.md section 6 has a table in requirements.toml, and no other."""
    found = section_6_ids(VARIANTS_MD.read_text(encoding="utf-8"))
    assert len(found) == len(set(found))
    assert sorted(found) == sorted(requirements())


def test_section_6_ids_are_read_from_the_table_rows() -> None:
    text = ("## 5. Other\n| P-99 | not here |\n## 6. Properties\n| ID | Property |\n"
            "|---|---|\n| P-01 | one |\n| P-02 | two P-07 |\n## 7. Next\n| P-03 | no |\n")
    assert section_6_ids(text) == ["P-01", "P-02"]


@pytest.mark.parametrize("cid", REQUIREMENT_IDS)
def test_each_requirement_has_exactly_one_check(cid: str) -> None:
    entry = requirements()[cid]
    assert set(entry) <= KEYS, set(entry) - KEYS
    assert isinstance(entry.get("summary"), str) and entry["summary"].strip()
    assert isinstance(entry.get("variants"), list)
    assert all(isinstance(v, str) for v in entry["variants"])
    assert len(entry["variants"]) == len(set(entry["variants"]))
    checks = [k for k in CHECKS if k in entry]
    assert checks in (["property"], ["test"], ["omitted"]) or \
        (checks == [] and entry.get("spec_claims")), entry
    if "property" in entry:
        assert entry.get("verdict") in VERDICTS
        assert entry["variants"], "a property needs the variants it is verified on"
    else:
        assert "verdict" not in entry
    if "spec_claims" in entry:
        assert entry["variants"], "a spec claim needs the variants that state it"
        assert all(isinstance(c, str) and c.startswith("claim:") for c in entry["spec_claims"])
    if "spec_variants" in entry:
        assert "spec_claims" in entry and entry["spec_variants"]
        assert set(entry["spec_variants"]) <= set(entry["variants"]), entry
    if "omitted" in entry:
        assert isinstance(entry["omitted"], str) and len(entry["omitted"]) > 40
        assert "also" not in entry
    for key in ("test", "note"):
        assert isinstance(entry.get(key, ""), str)
    assert all(isinstance(t, str) for t in entry.get("also", []))


@pytest.mark.parametrize("cid", REQUIREMENT_IDS)
def test_variants_are_specs(cid: str) -> None:
    assert set(requirements()[cid]["variants"]) - SPECS == set()


@pytest.mark.parametrize("cid", REQUIREMENT_IDS)
def test_properties_are_the_verifiers(cid: str) -> None:
    entry = requirements()[cid]
    if "property" in entry:
        assert entry["property"] in PROPERTIES


@pytest.mark.parametrize("cid", REQUIREMENT_IDS)
def test_a_refuted_or_contradicted_requirement_is_explained(cid: str) -> None:
    """A REFUTED verdict says in its note why it honours the requirement or what it found."""
    entry = requirements()[cid]
    if entry.get("verdict") == "REFUTED":
        assert len(entry.get("note", "")) > 40


@cache
def functions_in(path: Path) -> dict[str, str]:
    """The test functions a module defines (top level or in a Test class), with their
    docstrings, read from its source without importing or running it."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: dict[str, str] = {}
    for node in tree.body:
        bodies = [node] if isinstance(node, ast.FunctionDef) else \
            [n for n in node.body if isinstance(n, ast.FunctionDef)] \
            if isinstance(node, ast.ClassDef) and node.name.startswith("Test") else []
        for fn in bodies:
            if fn.name.startswith("test"):
                found[fn.name] = ast.get_docstring(fn) or ""
    return found


def node_ids() -> list[tuple[str, str]]:
    out = []
    for cid, entry in requirements().items():
        out += [(cid, t) for t in [entry.get("test"), *entry.get("also", [])] if t]
    return out


@pytest.mark.parametrize(("cid", "node"), node_ids())
def test_named_tests_exist(cid: str, node: str) -> None:
    """Each test a requirement names is a test function of a module under tests/."""
    path, sep, name = node.partition("::")
    assert sep and "::" not in name and "[" not in name, node
    file = ROOT / path
    assert path.startswith("tests/") and path.endswith(".py") and file.is_file(), node
    assert name in functions_in(file), f"{node}: no such test"


_HERE = "tests/verify/test_requirement_checks.py"


@pytest.mark.parametrize(("cid", "node"), [(c, n) for c, n in node_ids() if n.startswith(_HERE)])
def test_requirement_checks_name_their_requirement(cid: str, node: str) -> None:
    """The tests written for the requirements say in their docstrings which one they check."""
    name = node.partition("::")[2]
    doc = functions_in(ROOT / "tests" / "verify" / "test_requirement_checks.py")[name]
    assert cid in doc, f"{name}'s docstring does not name {cid}"


def test_every_requirement_check_names_a_requirement_and_is_used() -> None:
    functions = functions_in(ROOT / "tests" / "verify" / "test_requirement_checks.py")
    for name, doc in functions.items():
        assert re.search(r"P-\d\d", doc), f"{name} names no requirement"
        assert re.search(r"spec/|fixture", doc), f"{name} names no variant"
        assert re.search(r"seeds?\s+00\d", doc), f"{name} names no seed"
    used = {n.partition("::")[2] for _, n in node_ids()}
    assert set(functions) - used == set(), "tests no requirement refers to"


def property_pairs() -> list[tuple[str, str, str, str]]:
    return [(cid, variant, entry["property"], entry["verdict"])
            for cid, entry in requirements().items() if "property" in entry
            for variant in entry["variants"]]


@pytest.mark.skipif(not EXPECTED_FILE.is_file(), reason="verify/expected.toml does not exist")
@pytest.mark.parametrize(("cid", "variant", "prop", "verdict"), property_pairs())
def test_verdicts_agree_with_expected_toml(cid: str, variant: str, prop: str,
                                          verdict: str) -> None:
    """The verdict a requirement needs is the one verify/expected.toml expects (PROVED when it
    lists nothing)."""
    expected = read_expectations(EXPECTED_FILE).get(variant, prop)
    assert expected.verdict.value == verdict, (
        f"{cid}: requirements.toml says {verdict} for {variant} {prop}, expected.toml "
        f"{expected.verdict.value} ({expected.why})")


# ---------------------------------------------------- requirements stated as spec claims


def claim_pairs() -> list[tuple[str, str, str]]:
    return [(cid, variant, name) for cid, entry in requirements().items()
            for variant in entry.get("spec_variants", entry["variants"])
            for name in entry.get("spec_claims", [])]


def test_at_least_twenty_requirements_are_spec_claims() -> None:
    """Issue 14's acceptance: 20 or more P-nn are written in the specs' own words."""
    assert len({cid for cid, _, _ in claim_pairs()}) >= 20


@pytest.mark.parametrize(("cid", "variant", "name"), claim_pairs())
def test_spec_claims_are_stated_by_their_variants(cid: str, variant: str, name: str) -> None:
    """Each spec claim is in the variant's resolved properties (its own or inherited),
    and verify/expected.toml expects it PROVED."""
    spec = load(SPEC_DIR / f"{variant}.pitch", include=[SPEC_DIR])
    assert name in [c.property for c in spec.claims], f"{cid}: {variant} states no {name}"
    expected = read_expectations(EXPECTED_FILE).get(variant, name)
    assert expected.verdict.value == "PROVED", f"{cid}: {variant} {name}: {expected.why}"
