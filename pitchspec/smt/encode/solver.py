"""The solver side of :mod:`pitchspec.smt.encode.terms`: z3's engines, budgets and runs.

Deterministic by construction: fixed ``smt.random_seed`` / ``sat.random_seed`` and a
work budget in z3's resource units (``rlimit``), never a wall-clock timeout. A timeout is
only softly enforced and depends on the machine; the rlimit stops at the same point on
any machine, so a verdict never depends on load. The work every run used is added up in
:data:`WORK`. Callers go through :mod:`pitchspec.smt.encode.terms` (``T.check``,
``T.satisfiable``, ``T.check_once``), which drops constant assertions first.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Sequence
from typing import Any

import z3
import z3.z3core as _C

Term = Any
"""A z3 expression (Bool or Int); z3 ships no type stubs."""

SEED = 7
"""Seed for z3's SMT and SAT cores; fixed so every run finds the same models."""

z3.set_param("smt.random_seed", SEED)
z3.set_param("sat.random_seed", SEED)

TRACE = bool(os.environ.get("PITCHSPEC_Z3_TRACE"))
"""Print each solver call's answer and work to stderr (set PITCHSPEC_Z3_TRACE=1)."""


class Budget(Exception):
    """The solver gave up within its work budget."""


ENGINES = ("smt", "fd")
"""'smt': z3's default solver (arithmetic-heavy questions such as settling from given
scores); 'fd': its finite-domain engine (bit-blasting to SAT with native cardinality
constraints), far faster on card-placement questions. Budgets are per engine: their
resource units run at very different rates."""

BUDGETS = {"smt": 150_000_000, "fd": 300_000_000}


PORTFOLIO: tuple[dict[str, Any], ...] = (
    {},
    {"phase": "random"},
    {"pb.solver": "circuit"},
    {"cardinality.solver": False},
    {"pb.solver": "sorting"},
)
"""Finite-domain configurations tried in turn, each with a share of the budget. SAT
search on card placements is heavy-tailed: one configuration stalls where another
answers at once; a fixed order keeps the outcome deterministic."""


def new_solver(engine: str = "smt", scale: float = 1.0,
               config: dict[str, Any] | None = None, ctx: Any = None) -> Any:
    """A deterministic solver: fixed seeds, a work budget (rlimit), no wall clock."""
    solver = z3.SolverFor("QF_FD", ctx=ctx) if engine == "fd" else z3.Solver(ctx=ctx)
    solver.set("random_seed", SEED)
    solver.set("rlimit", int(BUDGETS[engine] * scale))
    for key, value in (config or {}).items():
        solver.set(key, value)
    return solver


class Fresh:
    """The assertions of one question copied into a z3 context of their own.

    z3's search depends on the internal ids of the terms it is given, and in a shared
    context those depend on everything built and solved before (other properties, other
    trump cases, what a warm cache skipped). Copied into a new context, a question's
    terms are numbered by the question alone: its answer and its work (rlimit) are the
    same whatever was asked before it and in whatever order."""

    def __init__(self, live: Sequence[Term]) -> None:
        self.home = live[0].ctx if live else None
        self.ctx = z3.Context() if live else None
        self.live: Sequence[Term] | Copied = _translate(live, self.ctx) if live else []
        self.seen = 0
        """The context's resource count at its last check (a portfolio checks it
        several times)."""

    def model(self, found: Any | None) -> Any | None:
        """A model found in the copy, as a model of the original terms."""
        if found is None or self.home is None:
            return found
        return found.translate(self.home)


def _unchecked(name: str) -> Any:
    """z3's C function itself, without the Python wrapper's error check after each call
    (z3core keeps the function as its wrapper's default argument); the checked wrapper
    where a z3 release lays it out otherwise."""
    wrapper = getattr(_C, name)
    function = getattr((wrapper.__defaults__ or (None,))[-1], "f", None)
    return function if function is not None else wrapper


class Copied:
    """Assertions copied into another context, kept as z3's own vector: a hand model
    has tens of thousands, and wrapping each in a Python object again cost more than
    the copy (they are handed to a solver straight from the vector)."""

    def __init__(self, vector: Any) -> None:
        self.vector = vector


def _translate(live: Sequence[Term], ctx: Any) -> Sequence[Term] | Copied:
    """The terms in another context, shared subterms copied once (as a :class:`Copied`
    when every one is a formula, as the solver's assertions are; else as terms). The
    formulas go through z3's C functions unchecked: a formula pushed onto a vector of
    its own context, and a vector's formula asserted, cannot fail."""
    vector = z3.AstVector(ctx=live[0].ctx)
    if not all(isinstance(a, z3.BoolRef) for a in live):
        for a in live:
            vector.push(a)
        copied = vector.translate(ctx)
        return [copied[i] for i in range(len(copied))]
    ref, raw = vector.ctx.ref(), vector.vector
    push = _unchecked("Z3_ast_vector_push")
    for a in live:
        push(ref, raw, a.as_ast())
    return Copied(vector.translate(ctx))


def solve(live: Sequence[Term], engine: str = "smt", scale: float = 1.0) -> Any | None:
    """A model of the assertions (no constant among them), None when they are
    unsatisfiable; :class:`Budget` when z3 answers unknown. Solved in a context of
    their own (:class:`Fresh`). The finite-domain engine runs its portfolio in two
    rounds (short, then longer)."""
    fresh = Fresh(live)
    if engine != "fd":
        return fresh.model(_run(new_solver(engine, scale, ctx=fresh.ctx), fresh.live, engine,
                                fresh))
    reason = ""
    for share in (0.05, 0.15):
        for config in PORTFOLIO:
            try:
                return fresh.model(_run(new_solver(engine, scale * share, config, fresh.ctx),
                                        fresh.live, engine, fresh))
            except Budget as err:
                reason = str(err)
    raise Budget(reason)


PRESOLVE = ("simplify", "propagate-values", "solve-eqs", "smt")
"""z3's equation solving before its SMT core: the settling models' scores and awards
are mostly defined by equations, which this removes before the search."""

PRESOLVE_SHARE = 1 / 10
"""The share of the engine's budget the presolved attempt gets before the plain solver."""


def solvable(live: Sequence[Term], scale: float = 1.0) -> bool:
    """Whether the assertions (no constant among them) have a model: first with
    :data:`PRESOLVE` on a share of the budget, then with the plain SMT solver (in a
    context of their own, :class:`Fresh`)."""
    return presolved_model(live, scale) is not None


def presolved_model(live: Sequence[Term], scale: float = 1.0) -> Any | None:
    """A model of the assertions (no constant among them), None when they have none:
    first with :data:`PRESOLVE` on a share of the budget, then with the plain SMT
    solver (in a context of their own, :class:`Fresh`); :class:`Budget` when both
    give up."""
    fresh = Fresh(live)
    solver = z3.Then(*PRESOLVE, ctx=fresh.ctx).solver()
    solver.set("random_seed", SEED)
    solver.set("rlimit", int(BUDGETS["smt"] * scale * PRESOLVE_SHARE))
    try:
        return fresh.model(_run(solver, fresh.live, "smt presolved", fresh))
    except Budget:
        return fresh.model(_run(new_solver("smt", scale, ctx=fresh.ctx), fresh.live, "smt",
                                fresh))


def solve_once(live: Sequence[Term], engine: str, scale: float) -> Any | None:
    """One configuration, no portfolio, in a context of their own (:class:`Fresh`)."""
    fresh = Fresh(live)
    return fresh.model(_run(new_solver(engine, scale, ctx=fresh.ctx), fresh.live, engine,
                            fresh))


WORK = {"rlimit": 0, "calls": 0, "seen": 0}
"""The solver's work in this process so far: z3 resource units (independent of the
machine and its load) and calls; :func:`pitchspec.smt.prove.solve.decide` reports each
property's share. z3 counts resources per context ('seen': its count at the last
call)."""


def _work(solver: Any, fresh: Fresh | None) -> int:
    """The resource units this check used: the growth of its context's count (z3
    counts per context: a fresh one's, or the shared one's, ``seen`` in :data:`WORK`)."""
    try:
        count = int(solver.statistics().get_key_value("rlimit count"))
    except z3.Z3Exception:
        count = 0
    if fresh is not None:
        used, fresh.seen = count - fresh.seen, count
        return used
    used = count - WORK["seen"] if count >= WORK["seen"] else count
    WORK["seen"] = count
    return used


def _assert_all(solver: Any, assertions: Sequence[Term] | Copied) -> None:
    """Hand the assertions to the solver through the C API: z3's ``Solver.add`` casts
    and sort-checks every term in Python first, a large share of the work for the
    thousands of assertions a hand model has. A term not built here goes through
    ``add``. Copied assertions go from z3's vector to the solver in the same order."""
    ref = solver.ctx.ref()
    if isinstance(assertions, Copied):
        raw = assertions.vector.vector
        get, add = _unchecked("Z3_ast_vector_get"), _unchecked("Z3_solver_assert")
        for i in range(_C.Z3_ast_vector_size(ref, raw)):
            add(ref, solver.solver, get(ref, raw, i))
        return
    for a in assertions:
        if isinstance(a, z3.BoolRef):
            _C.Z3_solver_assert(ref, solver.solver, a.as_ast())
        else:
            solver.add(a)


def _run(solver: Any, assertions: Sequence[Term] | Copied, engine: str,
         fresh: Fresh | None = None) -> Any | None:
    _assert_all(solver, assertions)
    answer = solver.check()
    work = _work(solver, fresh)
    WORK["rlimit"] += work
    WORK["calls"] += 1
    if TRACE:
        print(f"  [z3 {engine} {answer} rlimit={work} "
              f"t={time.process_time():.2f}]", file=sys.stderr)
    if answer == z3.sat:
        return solver.model()
    if answer == z3.unsat:
        return None
    raise Budget(str(solver.reason_unknown()))
