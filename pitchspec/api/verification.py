"""A variant's properties proved or refuted, as ``pitchspec verify`` does, kept as a
:class:`Verification`."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pitchspec.model import Variant

if TYPE_CHECKING:
    from pitchspec.smt.run import Outcome


@dataclass(frozen=True)
class Verification:
    """Each property's verdict (PROVED, REFUTED or UNKNOWN), with what was expected of
    it and, for a refutation, the hand that shows it."""

    outcomes: tuple[Outcome, ...]
    """One per property, in the order ``pitchspec verify`` lists them: the proof
    (verdict, counterexample, method, seconds) and the expectation it is judged by."""

    @property
    def verdicts(self) -> dict[str, str]:
        """Each property's verdict by name: ``{'deck_sufficient': 'PROVED', ...}``."""
        return {o.proof.property: o.proof.verdict.value for o in self.outcomes}

    @property
    def ok(self) -> bool:
        """Whether every verdict is the expected one and none is UNKNOWN (what makes
        ``pitchspec verify`` exit 0)."""
        return all(o.ok for o in self.outcomes)

    @property
    def data(self) -> list[dict[str, Any]]:
        """The verdicts as ``pitchspec verify SPEC --format json`` prints them."""
        from pitchspec.smt.run import as_json

        rows: list[dict[str, Any]] = json.loads(as_json(self.outcomes))
        return rows

    @property
    def text(self) -> str:
        """A line per property (its verdict, and the expected one where it differs),
        each refutation's hand told under it."""
        lines = []
        for o in self.outcomes:
            p = o.proof
            expected = "" if o.ok else f" (expected {o.expected.verdict.value})"
            lines.append(f"{p.variant} {p.property}: {p.verdict.value}{expected}")
            if o.expected.why:
                lines.append(f"  expected because: {o.expected.why}")
            if p.verdict.value == "REFUTED" and p.counterexample is not None:
                lines += [f"  {line}" for line in p.counterexample.text().splitlines()]
        return "\n".join(lines) + "\n"

    def __str__(self) -> str:
        return self.text


def verify(path: Path, variant: Variant, properties: Sequence[str],
           include: Sequence[Path], jobs: int, expected: str | Path | None) -> Verification:
    """Verify the spec at ``path`` (already loaded as ``variant``) as ``pitchspec
    verify`` does (see :meth:`pitchspec.Spec.verify`)."""
    from pitchspec.smt import run
    from pitchspec.smt.solve import ALL_CLAIMS, PROPERTIES, unknown_names

    if isinstance(properties, str):
        properties = [properties]
    bad = unknown_names(properties)
    if bad:
        raise ValueError(f"PS504: unknown property {', '.join(bad)}; known: "
                         f"{', '.join(PROPERTIES)}, {ALL_CLAIMS}, claim:NAME")
    try:
        expectations = run.expectations_for([path], Path(expected) if expected else None)
    except run.ExpectationsError as problem:
        raise ValueError(str(problem)) from None
    names = tuple(properties) or (*PROPERTIES, ALL_CLAIMS)
    proofs = run.verify_paths([path], names, include, jobs, loaded={str(path): variant})
    return Verification(tuple(run.judge(proofs, expectations)))
