"""The broken-spec corpus: each spec in ``verify/broken/`` breaks one rule on purpose,
and the verifier must refute exactly the property it names, with the counterexample
kept beside it as a golden (``NAME.cex.txt``; ``pytest --update-goldens`` rewrites).

Each file states what it breaks in its leading comment and ends that comment with
``Expected: PROPERTY REFUTED``; its parent in ``spec/`` must prove the same property,
so the refutation is the mutation's doing and not the parent's.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from pitchspec.pipeline import load
from pitchspec.smt.encode.verdicts import Proof, Verdict
from pitchspec.smt.prove.solve import PROPERTIES, verify_variant

from conftest import ROOT, SPEC_DIR, compare_golden

BROKEN = ROOT / "verify" / "broken"
EXPECTED = ROOT / "verify" / "expected.toml"
SPECS = sorted(BROKEN.glob("*.pitch"))
TARGET = re.compile(r"^/// Expected: (\w+) REFUTED\b", re.MULTILINE)
PARENT = re.compile(r"^variant \w+ \"[^\"]*\" extends (\w+)$", re.MULTILINE)


def target(path: Path) -> str:
    found = TARGET.search(path.read_text(encoding="utf-8"))
    assert found, f"{path.name}: no '/// Expected: PROPERTY REFUTED' line"
    return found.group(1)


def told(proof: Proof) -> str:
    """What the golden keeps: the verdict, how it was reached, and the hand."""
    head = f"{proof.variant}: {proof.property} {proof.verdict.value} [{proof.method}]\n"
    note = f"note: {proof.note}\n" if proof.note else ""
    example = proof.counterexample.text() if proof.counterexample is not None else ""
    return head + note + example


def test_corpus_is_large_and_covers_many_properties() -> None:
    """At least eight broken specs, refuting at least six different properties."""
    assert len(SPECS) >= 8
    targets = {target(p) for p in SPECS}
    assert targets <= set(PROPERTIES)
    assert len(targets) >= 6


@pytest.mark.parametrize("path", SPECS, ids=lambda p: p.stem)
def test_parent_proves_what_the_mutation_refutes(path: Path) -> None:
    """The expected verdicts say the parent proves the property the broken spec refutes."""
    parent = PARENT.search(path.read_text(encoding="utf-8"))
    assert parent, f"{path.name} extends no spec"
    assert (SPEC_DIR / f"{parent.group(1)}.pitch").is_file()
    if not EXPECTED.is_file():
        pytest.skip("verify/expected.toml not written yet")
    expected = tomllib.loads(EXPECTED.read_text(encoding="utf-8"))
    verdict = expected.get(parent.group(1), {}).get(target(path), "PROVED")
    assert verdict == "PROVED", f"{parent.group(1)} already refutes {target(path)}"


@pytest.mark.parametrize("path", SPECS, ids=lambda p: p.stem)
def test_broken_spec_is_refuted(path: Path, update_goldens: bool) -> None:
    """The named property is REFUTED, with the same counterexample as the golden."""
    variant = load(path, [SPEC_DIR])
    [proof] = verify_variant(variant, [target(path)])
    assert proof.verdict is Verdict.REFUTED, proof.note
    compare_golden(path.with_suffix(".cex.txt"), told(proof), update_goldens)


@pytest.mark.slow
@pytest.mark.parametrize("path", SPECS, ids=lambda p: p.stem)
def test_broken_spec_breaks_nothing_else(path: Path) -> None:
    """Every other property still holds: each spec breaks one rule only."""
    variant = load(path, [SPEC_DIR])
    wanted = target(path)
    others = [n for n in PROPERTIES if n != wanted]
    verdicts = {p.property: p.verdict for p in verify_variant(variant, others)}
    assert verdicts == {n: Verdict.PROVED for n in others}
