"""Asking the solver one question, and what a verdict on one obligation is.

Shared by :mod:`pitchspec.smt.prove.solve` (the flow from asserts to a verdict) and
:mod:`pitchspec.smt.prove.anchor` (the matches a verdict rests on).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.context import Obligation
from pitchspec.smt.encode.verdicts import Verdict
from pitchspec.smt.witness.examples import Example

QUICK_SHARE = 1 / 50
"""The share of the finite-domain budget for a quick refutation before any search."""

@dataclass
class Decision:
    """The verdict on one obligation."""

    verdict: Verdict
    method: str
    example: Example | None = None
    note: str = ""


def engine_for(ob: Obligation, depth: int) -> str:
    """Settling questions on the unknowns' domains alone go to the arithmetic solver;
    questions about cards to the finite-domain engine."""
    if ob.model == "deck":
        return "smt"
    if ob.model == "trick":
        return "fd"
    return "smt" if depth == 0 else "fd"


def quick_answer(assertions: list[Any], scale: float) -> bool | None:
    """Whether the assertions have a model, asked of the finite-domain engine on a
    small budget (None: it ran out). The card-free outcome model is mostly Boolean:
    the finite-domain engine answers it in a fraction of the arithmetic solver's work,
    which is kept for the questions it cannot settle quickly."""
    try:
        return T.check_once(assertions, "fd", scale * QUICK_SHARE) is not None
    except T.Budget:
        return None


def unsat(assertions: list[Any], engine: str, scale: float, presolve: bool = False) -> bool:
    """Unsatisfiable within the budget (a model, or running out, says nothing).
    ``presolve``: try z3's equation solving first (the settling models, mostly scores
    defined by equations and usually unsatisfiable)."""
    try:
        if presolve:
            return not T.satisfiable(assertions, scale)
        return T.check(assertions, engine, scale) is None
    except T.Budget:
        return False
