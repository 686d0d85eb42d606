"""Deriving the scores a deal may start from: the bounds every real match keeps
(:mod:`pitchspec.smt.encode.states` says what they are and why the window loses nothing).

A candidate bound is kept when it holds at 0-0 and every deal from scores meeting all
the kept bounds that leaves the match going on leaves them holding, on the settling
model (the contract, the awards and the points scored during the deal all free, so every
real deal is one of its models): Houdini's algorithm, one question a round for a deal
that breaks any kept bound, dropping every bound it breaks. By induction on the deals
of a match, every state a real match reaches meets the bounds kept.
"""

from __future__ import annotations

from dataclasses import dataclass

from pitchspec import model as m
from pitchspec.engine import Seating
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.context import Context, contexts
from pitchspec.smt.encode.facts import Facts
from pitchspec.smt.encode.settle import award_now
from pitchspec.smt.encode.states import (
    LIMIT,
    Bound,
    ScoreStates,
    candidates,
    gap,
    numbers,
    reach_score,
    swing,
)
from pitchspec.smt.encode.terms import Term
from pitchspec.smt.encode.winning import end_conditions
from pitchspec.smt.prove.coarse import free_context


def bound_contexts(variant: m.Variant, seating: Seating | None = None) -> list[Context]:
    """The outcome model of every trump case at one table (``seating``, else the
    default one), each starting from every score a real match there can reach."""
    found = contexts(variant, seating)
    bind_states(found)
    return found


def bind_states(found: list[Context], states: ScoreStates | None = None) -> ScoreStates:
    """Derive the scores a deal may start from (once, from the first context: they do
    not depend on the trump suit) and restrict every context's outcome model to them."""
    chosen = states if states is not None else score_states(found[0])
    for ctx in found:
        ctx.states = chosen
        ctx.outcome.restrict(chosen.constraints(ctx.outcome.scores))
    return chosen


def score_states(ctx: Context, scale: float = 1.0) -> ScoreStates:
    """The scores a deal of this variant may start from, at the context's table: the
    window, and every candidate bound proved inductive on the settling model."""
    v = ctx.variant
    sides = ctx.seating.num_sides
    moved = swing(v, ctx.tables, ctx.seating.players, sides)
    kept = _houdini(ctx, candidates(v), scale)
    states = ScoreStates(tuple(sorted(set(numbers(v)))), gap(v, ctx.tables, moved), sides,
                         tuple(kept), tuple(b for b in candidates(v) if b not in kept),
                         moved, reach_score(v))
    if states.low - 2 * moved < -LIMIT or states.high + 2 * moved > LIMIT:
        raise ValueError(f"PS507: the scores of {v.name} may reach {states.low}.."
                         f"{states.high}, moved by up to {moved} a deal: beyond the "
                         f"{T.WIDTH}-bit integers of the card model")
    return states


def _houdini(ctx: Context, bounds: list[Bound], scale: float) -> list[Bound]:
    """The candidates that hold at 0-0 and that every deal keeping the match going
    preserves, assuming all those kept: each round asks for one deal that breaks any
    of them and drops every one that deal breaks, until no deal breaks any (Houdini)."""
    sides = ctx.seating.num_sides
    kept = [b for b in bounds if all(b.holds([0] * sides, k) for k in range(sides))]
    steps = _transitions(ctx)
    while kept:
        broken = _broken(steps, kept, scale)
        if not broken:
            return kept
        kept = [b for b in kept if b not in broken]
    return kept


def _broken(steps: list[_Step], kept: list[Bound], scale: float) -> list[Bound]:
    """The kept bounds some deal from states meeting them all, going on, breaks (all
    of them, if the solver cannot tell within its budget)."""
    with T.integers():
        for step in steps:
            sides = len(step.before)
            assume = [b.term(step.before, k) for b in kept for k in range(sides)]
            after = {b: T.and_(*(b.term(step.after, k) for k in range(sides))) for b in kept}
            query = [*step.constraints, *assume, step.goes_on, T.not_(T.and_(*after.values()))]
            try:
                model = T.satisfying(query, scale / 4)
            except T.Budget:
                return list(kept)
            if model is not None:
                return [b for b, held in after.items() if not T.truth(model, held)] \
                    or list(kept)
    return []


@dataclass
class _Step:
    """One way a deal moves the match on: the scores before and after, whether the match
    goes on, and the settling model's constraints."""

    before: tuple[Term, ...]
    after: tuple[Term, ...]
    goes_on: Term
    constraints: list[Term]


def _transitions(ctx: Context) -> list[_Step]:
    """Every way a deal changes the scores: played out and settled, thrown in after
    points scored during it (a granted beg), and where running the cards can run out of
    stock keeping the turned cards' points, thrown in after them."""
    with T.integers():
        rough, cons = free_context(ctx, f"ind{ctx.facts.trump}", states=None)
        winners, draw, result, _ = rough.settled()
        o = rough.outcome
        early, during = award_now(o.facts, o.during, o.scores)
        stop = T.or_(o.void, T.any_(early))
        after = tuple(T.ite(stop, d, a) for d, a in zip(during, result.scores, strict=True))
        goes_on = T.and_(T.not_(T.any_(winners)), T.not_(draw))
        steps = [_Step(tuple(o.scores), after, goes_on, cons)]
        beg = ctx.variant.trump.beg
        if beg is not None and beg.run and beg.stock_out_keeps_turned and o.during:
            steps.append(_Step(tuple(o.scores), during, T.not_(T.any_(early)), cons))
        steps += _forced_sets(ctx, tuple(o.scores), o.facts, cons)
    return steps


def _forced_sets(ctx: Context, before: tuple[Term, ...], facts: Facts,
                 cons: list[Term]) -> list[_Step]:
    """The forced set ('all_pass: dealer set N'): every player passed, so the dealer's
    side (any side) loses N, floored, with no card played; the match goes on unless a
    backdoor or the count of deals ends it (settle.forced_set)."""
    rule = ctx.variant.bidding.all_pass
    if rule.action is not m.AllPassAction.DEALER_SET:
        return []
    floor = ctx.variant.scoring.floor
    steps = []
    for k in range(len(before)):
        lost = T.sub(before[k], rule.amount or 0)
        after = tuple(T.max_(floor, lost) if floor is not None and j == k else
                      lost if j == k else s for j, s in enumerate(before))
        draw, winners = end_conditions(facts, after)
        steps.append(_Step(before, after, T.and_(T.not_(draw), T.not_(T.any_(winners))),
                           cons))
    return steps
