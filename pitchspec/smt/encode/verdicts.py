"""Verdicts, proofs and the verification codes (PS5xx).

A verdict is PROVED, REFUTED or UNKNOWN. UNKNOWN (the work budget ran out, or a model's
counterexample could not be realised as a real hand) never counts as a pass.
"""

from __future__ import annotations

import builtins
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from pitchspec.model.derived import Table


class Verdict(Enum):
    PROVED = "PROVED"
    REFUTED = "REFUTED"
    UNKNOWN = "UNKNOWN"


@dataclass
class Proof:
    """The outcome of one property on one variant: the verdict, the counterexample (or
    witness) told as a hand, how it was found, and the time spent."""

    verdict: Verdict
    property: str
    variant: str
    seconds: float = 0.0
    counterexample: Any | None = None
    """A :class:`pitchspec.smt.witness.decode.Example` (real hand replayed by the engine)."""
    method: str = ""
    """Which model decided: outcome model, hand model, deck counts, engine replay."""
    note: str = ""
    cases: int = 1
    work: int = 0
    """The solver's work on it, in z3 resource units (rlimit): unlike seconds, the
    same on any machine under any load."""
    cached: bool = False
    """Read back from the verdict cache (:mod:`pitchspec.smt.prove.cache`), not solved now."""
    claim: str = ""
    """For an author's claim (``claim:NAME``), its own words."""
    states: str = ""
    """The scores the deals it speaks of start from, in words (:mod:`pitchspec.smt.
    states`): empty where it speaks of no deal's scores (a trick, the pack)."""

    tables: tuple[Table, ...] = ()
    """Every table it was checked at, (players, in partnerships): all those the rules
    allow (:func:`pitchspec.model.derived.tables_allowed`)."""
    table: Table | None = None
    """The table whose verdict this is, where it is not PROVED: the table of the
    counterexample (or of the failing search); None when proved at every table."""

    @builtins.property  # a field of this class is named 'property'
    def passed(self) -> bool:
        return self.verdict is Verdict.PROVED


@dataclass
class EncodingMismatch(Exception):
    """PS503: a decoded hand scored by the engine differs from what the encoding says."""

    variant: str
    property: str
    detail: str
    extra: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return (f"PS503: {self.variant}/{self.property}: the encoding and the engine "
                f"disagree: {self.detail}")


@dataclass
class Unsound(Exception):
    """PS508: the solver proved a property that a deal of a real match breaks (or
    refuted one a real deal shows): a fault in the models, never a verdict to print."""

    variant: str
    property: str
    detail: str

    def __str__(self) -> str:
        return (f"PS508: {self.variant}/{self.property}: the solver proves what a played "
                f"deal contradicts: {self.detail}")
