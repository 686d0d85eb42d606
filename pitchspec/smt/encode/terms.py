"""The encoding's door to z3: sorts, smart constructors, and the solver's calls.

Smart constructors fold constants as they build (``and_(TRUE, x)`` is ``x``), so the
many facts a variant fixes (a card that is not a trump, a seat that is not on a side)
never reach the solver. Everything the encoding needs from z3 goes through here, the way
CrossHair keeps z3 behind ``z3util.py``; only :mod:`pitchspec.smt.encode.solver` (the engines,
budgets, seeds and the work count, whose names are re-exported here: ``T.Budget``,
``T.WORK``) imports z3 besides.

The solver is deterministic: fixed seeds and a work budget in z3's resource units
(``rlimit``), never a wall-clock timeout, so a verdict never depends on load.
"""

from __future__ import annotations

import ctypes
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import z3
import z3.z3core as _C

from pitchspec.smt.encode.solver import BUDGETS as BUDGETS
from pitchspec.smt.encode.solver import ENGINES as ENGINES
from pitchspec.smt.encode.solver import PORTFOLIO as PORTFOLIO
from pitchspec.smt.encode.solver import PRESOLVE as PRESOLVE
from pitchspec.smt.encode.solver import PRESOLVE_SHARE as PRESOLVE_SHARE
from pitchspec.smt.encode.solver import SEED as SEED
from pitchspec.smt.encode.solver import WORK as WORK
from pitchspec.smt.encode.solver import Budget as Budget
from pitchspec.smt.encode.solver import Term as Term
from pitchspec.smt.encode.solver import new_solver as new_solver
from pitchspec.smt.encode.solver import presolved_model, solvable, solve, solve_once

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
    return solve(live, engine, scale)


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
    return solvable(live, scale)


def satisfying(assertions: Sequence[Term], scale: float = 1.0) -> Any | None:
    """A model of the assertions, None when they have none, solved as
    :func:`satisfiable` solves them (equations presolved first). Raises :class:`Budget`
    when neither attempt answers."""
    live = []
    for a in assertions:
        if is_false(a):
            return None
        if not is_true(a):
            live.append(a)
    return presolved_model(live, scale) if live else _empty_model()


def _empty_model() -> Any:
    solver = z3.Solver(ctx=TRUE.ctx)
    solver.check()
    return solver.model()


def check_once(assertions: Sequence[Term], engine: str = "fd", scale: float = 1.0) -> Any | None:
    """As :func:`check` with one configuration and no portfolio: for a quick question
    whose answer is welcome but not needed (a small ``scale`` bounds the work)."""
    live = [a for a in assertions if not is_true(a)]
    if any(is_false(a) for a in live):
        return None
    return solve_once(live, engine, scale)


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
