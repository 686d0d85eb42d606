"""The only module that imports z3: sorts, smart constructors and the solver factory.

Smart constructors fold constants as they build (``and_(TRUE, x)`` is ``x``), so the
many facts a variant fixes (a card that is not a trump, a seat that is not on a side)
never reach the solver. Everything the encoding needs from z3 goes through here, the way
CrossHair keeps z3 behind ``z3util.py``.

The solver is deterministic: fixed ``smt.random_seed`` / ``sat.random_seed`` and a work
budget in z3's resource units (``rlimit``), never a wall-clock timeout. A timeout is only
softly enforced and depends on the machine; the rlimit stops at the same point on any
machine, so a verdict never depends on load.
"""

from __future__ import annotations

import ctypes
import os
import sys
import time
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import z3
import z3.z3core as _C

Term = Any
"""A z3 expression (Bool or Int); z3 ships no type stubs."""

SEED = 7
"""Seed for z3's SMT and SAT cores; fixed so every run finds the same models."""


z3.set_param("smt.random_seed", SEED)
z3.set_param("sat.random_seed", SEED)

TRUE: Term = z3.BoolVal(True)
FALSE: Term = z3.BoolVal(False)


def fresh_context() -> None:
    """Start a new z3 context: terms built from here on get the same internal ids
    whatever was built before, so a variant's verdicts and counterexamples do not
    depend on which variants a worker verified earlier."""
    global TRUE, FALSE
    import z3.z3 as core

    core._main_ctx = None
    WORK["seen"] = 0
    TRUE, FALSE = z3.BoolVal(True), z3.BoolVal(False)
    _NUMS.clear()


def bool_var(name: str) -> Term:
    """A fresh Boolean unknown (``z3.Bool`` through the C API)."""
    ctx = TRUE.ctx
    ref = ctx.ref()
    return z3.BoolRef(_C.Z3_mk_const(ref, _C.Z3_mk_string_symbol(ref, name),
                                     _C.Z3_mk_bool_sort(ref)), ctx)


WIDTH = 16
"""Integers are 16-bit two's-complement bit-vectors: every quantity of a hand (points,
card counts, scores within a few targets of zero, trick keys) fits with room to spare,
and bit-vectors with pseudo-Boolean constraints go to z3's finite-domain (SAT) engine,
which decides these card problems far faster than linear arithmetic."""


_TRACE = bool(os.environ.get("PITCHSPEC_Z3_TRACE"))
"""Print each solver call's answer and work to stderr (set PITCHSPEC_Z3_TRACE=1)."""

INTS = False
"""Build mathematical integers instead of bit-vectors (see :func:`integers`)."""


@contextmanager
def integers() -> Iterator[None]:
    """Within the block, integer terms are z3 Ints: the arithmetic solver settles scores
    faster over Ints, the finite-domain engine only takes bit-vectors."""
    global INTS
    before = INTS
    INTS = True
    try:
        yield
    finally:
        INTS = before


def int_var(name: str) -> Term:
    """A fresh integer unknown."""
    return z3.Int(name) if INTS else z3.BitVec(name, WIDTH)


def num(value: int) -> Term:
    """An integer constant (one object per value, tagged so folding can read it)."""
    found = _NUMS.get((INTS, value))
    if found is None:
        found = z3.IntVal(value) if INTS else z3.BitVecVal(value, WIDTH)
        found._pitch_value = value
        _NUMS[(INTS, value)] = found
    return found


def lit(value: bool) -> Term:
    """A Boolean constant."""
    return TRUE if value else FALSE


def is_true(term: Term) -> bool:
    """The term is the constant True (not merely valid). Constants are only ever made
    by :func:`lit`, so identity suffices (and keeps building fast)."""
    return term is TRUE or term is True


def is_false(term: Term) -> bool:
    """The term is the constant False."""
    return term is FALSE or term is False


_NUMS: dict[tuple[bool, int], Term] = {}


def _const_int(term: Term) -> int | None:
    if isinstance(term, int):
        return term
    value = getattr(term, "_pitch_value", None)
    return value if isinstance(value, int) else None


def as_int(term: Term | int) -> Term:
    """An integer term from a term or a Python int."""
    return num(term) if isinstance(term, int) else term


def _nary(make: Any, terms: list[Term]) -> Term:
    """An n-ary Boolean through z3's C API: the Python wrapper's coercions cost more
    than the solving for the many small terms a hand needs."""
    ctx = terms[0].ctx
    array = (z3.Ast * len(terms))()
    for i, t in enumerate(terms):
        array[i] = t.as_ast()
    return z3.BoolRef(make(ctx.ref(), len(terms), array), ctx)


def _pb(make: Any, terms: Sequence[Term], coeffs: Sequence[int], k: int) -> Term:
    """A pseudo-Boolean constraint through z3's C API (the same term as ``z3.PbLe`` and
    kin build, without their per-argument coercions)."""
    ctx = terms[0].ctx
    array = (z3.Ast * len(terms))()
    weights = (ctypes.c_int * len(coeffs))(*coeffs)
    for i, t in enumerate(terms):
        array[i] = t.as_ast()
    return z3.BoolRef(make(ctx.ref(), len(terms), array, weights, k), ctx)


def and_(*terms: Term) -> Term:
    """Conjunction, dropping True and collapsing to False."""
    kept = []
    for t in terms:
        if is_false(t):
            return FALSE
        if not is_true(t):
            kept.append(t)
    if not kept:
        return TRUE
    return kept[0] if len(kept) == 1 else _nary(_C.Z3_mk_and, kept)


def or_(*terms: Term) -> Term:
    """Disjunction, dropping False and collapsing to True."""
    kept = []
    for t in terms:
        if is_true(t):
            return TRUE
        if not is_false(t):
            kept.append(t)
    if not kept:
        return FALSE
    return kept[0] if len(kept) == 1 else _nary(_C.Z3_mk_or, kept)


def all_(terms: Iterable[Term]) -> Term:
    return and_(*terms)


def any_(terms: Iterable[Term]) -> Term:
    return or_(*terms)


def not_(term: Term) -> Term:
    if is_true(term):
        return FALSE
    if is_false(term):
        return TRUE
    return z3.BoolRef(_C.Z3_mk_not(term.ctx.ref(), term.as_ast()), term.ctx)


def implies(a: Term, b: Term) -> Term:
    return or_(not_(a), b)


def iff(a: Term, b: Term) -> Term:
    if is_true(a):
        return b
    if is_true(b):
        return a
    if is_false(a):
        return not_(b)
    if is_false(b):
        return not_(a)
    return z3.BoolRef(_C.Z3_mk_eq(a.ctx.ref(), a.as_ast(), b.as_ast()), a.ctx)


def ite(cond: Term, then: Term | int, other: Term | int) -> Term:
    """If-then-else on Booleans or integers, folding a constant condition."""
    if is_true(cond):
        return as_int(then)
    if is_false(cond):
        return as_int(other)
    if then is other:
        return as_int(then)
    a, b = _const_int(then), _const_int(other)
    if a is not None and a == b:
        return as_int(then)
    if then is TRUE and other is FALSE:
        return cond
    a_, b_ = as_int(then), as_int(other)
    raw = _C.Z3_mk_ite(cond.ctx.ref(), cond.as_ast(), a_.as_ast(), b_.as_ast())
    return z3.z3._to_expr_ref(raw, cond.ctx)


def eq(a: Term | int, b: Term | int) -> Term:
    """Equality of integers, folding constants."""
    x, y = _const_int(a), _const_int(b)
    if x is not None and y is not None:
        return lit(x == y)
    left, right = as_int(a), as_int(b)
    return z3.BoolRef(_C.Z3_mk_eq(left.ctx.ref(), left.as_ast(), right.as_ast()), left.ctx)


def _compare(a: Term | int, b: Term | int, strict: bool) -> Term:
    left, right = as_int(a), as_int(b)
    ctx = left.ctx
    if z3.is_bv(left):
        make = _C.Z3_mk_bvslt if strict else _C.Z3_mk_bvsle
    else:
        make = _C.Z3_mk_lt if strict else _C.Z3_mk_le
    return z3.BoolRef(make(ctx.ref(), left.as_ast(), right.as_ast()), ctx)


def lt(a: Term | int, b: Term | int) -> Term:
    x, y = _const_int(a), _const_int(b)
    if x is not None and y is not None:
        return lit(x < y)
    return _compare(a, b, strict=True)


def le(a: Term | int, b: Term | int) -> Term:
    x, y = _const_int(a), _const_int(b)
    if x is not None and y is not None:
        return lit(x <= y)
    return _compare(a, b, strict=False)


def gt(a: Term | int, b: Term | int) -> Term:
    return lt(b, a)


def ge(a: Term | int, b: Term | int) -> Term:
    return le(b, a)


def add(*terms: Term | int) -> Term:
    """Sum, folding constants and dropping zeros."""
    total = 0
    kept = []
    for t in terms:
        c = _const_int(t)
        if c is None:
            kept.append(t)
        else:
            total += c
    if total:
        kept.append(num(total))
    if not kept:
        return num(0)
    out = kept[0]
    for t in kept[1:]:
        out = out + t
    return out


def neg(term: Term | int) -> Term:
    c = _const_int(term)
    return num(-c) if c is not None else -as_int(term)


def sub(a: Term | int, b: Term | int) -> Term:
    return add(a, neg(b))


def mul(k: int, term: Term | int) -> Term:
    c = _const_int(term)
    if c is not None:
        return num(k * c)
    return term if k == 1 else num(k) * term


def max_(a: Term | int, b: Term | int) -> Term:
    return ite(ge(a, b), a, b)


def count(terms: Sequence[Term]) -> Term:
    """How many of the Booleans hold."""
    return add(*(ite(t, 1, 0) for t in terms))


def exactly(terms: Sequence[Term], k: int) -> Term:
    """Exactly ``k`` of the Booleans hold (a pseudo-Boolean constraint)."""
    live = [t for t in terms if not is_false(t)]
    fixed = sum(1 for t in live if is_true(t))
    free = [t for t in live if not is_true(t)]
    if fixed > k or fixed + len(free) < k:
        return FALSE
    if not free:
        return TRUE
    return _pb(_C.Z3_mk_pbeq, free, [1] * len(free), k - fixed)


def at_most(terms: Sequence[Term], k: int) -> Term:
    """At most ``k`` of the Booleans hold."""
    live = [t for t in terms if not is_false(t)]
    fixed = sum(1 for t in live if is_true(t))
    free = [t for t in live if not is_true(t)]
    if fixed > k:
        return FALSE
    if len(free) <= k - fixed:
        return TRUE
    return _pb(_C.Z3_mk_pble, free, [1] * len(free), k - fixed)


def at_least(terms: Sequence[Term], k: int) -> Term:
    """At least ``k`` of the Booleans hold."""
    live = [t for t in terms if not is_false(t)]
    fixed = sum(1 for t in live if is_true(t))
    free = [t for t in live if not is_true(t)]
    if fixed >= k:
        return TRUE
    if fixed + len(free) < k:
        return FALSE
    return _pb(_C.Z3_mk_pbge, free, [1] * len(free), k - fixed)


def balanced(plus: Sequence[Term], minus: Sequence[Term]) -> Term:
    """As many of the first Booleans hold as of the second."""
    if not plus and not minus:
        return TRUE
    return _pb(_C.Z3_mk_pbeq, [*plus, *minus], [1] * len(plus) + [-1] * len(minus), 0)


def one_of(choice: Term, options: int) -> Term:
    """An integer unknown ranges over 0..options-1."""
    return and_(ge(choice, 0), lt(choice, options))


def select(index: Term, values: Sequence[Term | int]) -> Term:
    """``values[index]`` for a symbolic index (an if-then-else chain)."""
    out = as_int(values[-1])
    for i in range(len(values) - 2, -1, -1):
        out = ite(eq(index, i), values[i], out)
    return out


# --------------------------------------------------------------------------- solving


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
               config: dict[str, Any] | None = None) -> Any:
    """A deterministic solver: fixed seeds, a work budget (rlimit), no wall clock."""
    solver = z3.SolverFor("QF_FD") if engine == "fd" else z3.Solver()
    solver.set("random_seed", SEED)
    solver.set("rlimit", int(BUDGETS[engine] * scale))
    for key, value in (config or {}).items():
        solver.set(key, value)
    return solver


def check(assertions: Sequence[Term], engine: str = "smt", scale: float = 1.0) -> Any | None:
    """A model of the assertions, None when they are unsatisfiable.

    Raises :class:`Budget` when z3 answers unknown: unknown is never read as 'no model'.
    The finite-domain engine runs its portfolio in two rounds (short, then longer)."""
    live = []
    for a in assertions:
        if is_false(a):
            return None
        if not is_true(a):
            live.append(a)
    if engine != "fd":
        return _run(new_solver(engine, scale), live, engine)
    reason = ""
    for share in (0.05, 0.15):
        for config in PORTFOLIO:
            try:
                return _run(new_solver(engine, scale * share, config), live, engine)
            except Budget as err:
                reason = str(err)
    raise Budget(reason)


PRESOLVE = ("simplify", "propagate-values", "solve-eqs", "smt")
"""z3's equation solving before its SMT core: the settling models' scores and awards
are mostly defined by equations, which this removes before the search."""

PRESOLVE_SHARE = 1 / 10
"""The share of the engine's budget the presolved attempt gets before the plain solver."""


def satisfiable(assertions: Sequence[Term], scale: float = 1.0) -> bool:
    """Whether the assertions have a model (no model is read, so any complete
    configuration will do): first with :data:`PRESOLVE`, on a share of the budget, then
    with the plain SMT solver. Raises :class:`Budget` when neither answers."""
    live = []
    for a in assertions:
        if is_false(a):
            return False
        if not is_true(a):
            live.append(a)
    solver = z3.Then(*PRESOLVE).solver()
    solver.set("random_seed", SEED)
    solver.set("rlimit", int(BUDGETS["smt"] * scale * PRESOLVE_SHARE))
    try:
        return _run(solver, live, "smt presolved") is not None
    except Budget:
        return _run(new_solver("smt", scale), live, "smt") is not None


def check_once(assertions: Sequence[Term], engine: str = "fd", scale: float = 1.0) -> Any | None:
    """As :func:`check` with one configuration and no portfolio: for a quick question
    whose answer is welcome but not needed (a small ``scale`` bounds the work)."""
    live = [a for a in assertions if not is_true(a)]
    if any(is_false(a) for a in live):
        return None
    return _run(new_solver(engine, scale), live, engine)


WORK = {"rlimit": 0, "calls": 0, "seen": 0}
"""The solver's work in this process so far: z3 resource units (independent of the
machine and its load) and calls; :func:`pitchspec.smt.solve.decide` reports each
property's share. z3 counts resources per context ('seen': its count at the last
call)."""


def _work(solver: Any) -> int:
    """The resource units this check used: the growth of the context's count."""
    try:
        count = int(solver.statistics().get_key_value("rlimit count"))
    except z3.Z3Exception:
        count = 0
    used = count - WORK["seen"] if count >= WORK["seen"] else count
    WORK["seen"] = count
    return used


def _assert_all(solver: Any, assertions: list[Term]) -> None:
    """Hand the assertions to the solver through the C API: z3's ``Solver.add`` casts
    and sort-checks every term in Python first, a large share of the work for the
    thousands of assertions a hand model has. A term not built here goes through
    ``add``."""
    ref = solver.ctx.ref()
    for a in assertions:
        if isinstance(a, z3.BoolRef):
            _C.Z3_solver_assert(ref, solver.solver, a.as_ast())
        else:
            solver.add(a)


def _run(solver: Any, assertions: list[Term], engine: str) -> Any | None:
    _assert_all(solver, assertions)
    answer = solver.check()
    work = _work(solver)
    WORK["rlimit"] += work
    WORK["calls"] += 1
    if _TRACE:
        print(f"  [z3 {engine} {answer} rlimit={work} "
              f"t={time.process_time():.2f}]", file=sys.stderr)
    if answer == z3.sat:
        return solver.model()
    if answer == z3.unsat:
        return None
    raise Budget(str(solver.reason_unknown()))


def value_of(model: Any, term: Term | int) -> int:
    """The integer value of a term in a model (unconstrained unknowns read as 0)."""
    c = _const_int(term)
    if c is not None:
        return c
    found = model.eval(term, model_completion=True)
    return int(found.as_long() if z3.is_int_value(found) else found.as_signed_long())


def truth(model: Any, term: Term) -> bool:
    """The truth value of a Boolean term in a model (unconstrained: False)."""
    if is_true(term):
        return True
    if is_false(term):
        return False
    return bool(z3.is_true(model.eval(term, model_completion=True)))


def simplify(term: Term) -> Term:
    """z3's simplifier: turns a closed term into a constant."""
    return z3.simplify(as_int(term) if isinstance(term, int) else term)


def constant(term: Term | int) -> int | bool:
    """The value of a closed term (all unknowns fixed), as int or bool."""
    if isinstance(term, int):
        return term
    s = z3.simplify(term)
    if z3.is_true(s):
        return True
    if z3.is_false(s):
        return False
    if z3.is_bv_value(s):
        return int(s.as_signed_long())
    if z3.is_int_value(s):
        return int(s.as_long())
    raise ValueError(f"not a closed term: {s}")
