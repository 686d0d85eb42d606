"""Coarser models a property is tried on first: the same variant with the cards
forgotten (the contract, partner and prior scores fresh unknowns, every award free).
Every real hand is one of their models, so a property proved there is proved, at a
fraction of the work; and the rules' stated maximum of points in one deal.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Any, Literal

from pitchspec.model.derived import most_points, scored_from_hand
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.context import Context, Obligation
from pitchspec.smt.encode.encode import Outcome
from pitchspec.smt.encode.maxima import card_point_tops
from pitchspec.smt.encode.scoring import SymAward
from pitchspec.smt.encode.states import ScoreStates
from pitchspec.smt.encode.terms import Term


def free_awards(ctx: Context, facts: Any, tag: str) -> tuple[tuple[SymAward, ...], list[Term]]:
    """The awards of a hand with every card fact forgotten: each point goes to at most
    one side, at one of its possible values."""
    from pitchspec.smt.encode.scoring import sweep

    awards: list[SymAward] = []
    cons: list[Term] = []
    for rule in scored_from_hand(ctx.variant):
        side = tuple(T.bool_var(f"{tag}_{rule.name}_{k}") for k in range(facts.num_sides))
        cons.append(T.at_most(side, 1))
        value: Term = T.num(rule.value)
        if rule.hanged_value is not None:
            value = T.ite(T.bool_var(f"{tag}_{rule.name}_hanged"), rule.hanged_value,
                          rule.value)
        awards.append(SymAward(rule.name, side, value))
    awards += sweep(ctx.variant, awards, facts)
    return tuple(awards), cons


def _free_during(ctx: Context, tag: str, cons: list[Term]) -> list[SymAward]:
    """Points during the deal, forgotten the same way: at most one side each, any value
    up to the largest a deal lists."""
    top = most_points(ctx.variant, card_point_tops(ctx.tables), sides=ctx.seating.num_sides)
    out = []
    for i, a in enumerate(ctx.outcome.during):
        side = tuple(T.bool_var(f"{tag}_d{i}_{k}") for k in range(len(a.side)))
        value = T.int_var(f"{tag}_d{i}_value")
        cons += [T.at_most(side, 1), T.ge(value, 0), T.le(value, top)]
        out.append(SymAward(a.point, side, value))
    return out


def settling_context(ctx: Context) -> tuple[Context, list[Term]]:
    """A coarser model for settling: the contract, partner and prior scores as fresh
    unknowns, every award free (over mathematical integers). Every real hand is one of
    its models, so a settling property proved here is proved."""
    found = ctx._cache.get("settling")
    if found is not None:
        return found  # type: ignore[no-any-return]
    with T.integers():
        found = free_context(ctx, f"sm{ctx.facts.trump}")
    ctx._cache["settling"] = found
    return found


def free_context(ctx: Context, tag: str, states: ScoreStates | Literal["own"] | None = "own"
                 ) -> tuple[Context, list[Term]]:
    """The context with the cards forgotten (its variables named from ``tag``): the
    contract, partner and prior scores fresh unknowns, every award free; with its
    constraints. Call within ``T.integers()``. The settling model, and a diff's quick
    proof of 'alike' (:mod:`pitchspec.smt.diff.diffsettle`). The prior scores range over
    ``states`` (the context's own by default; None: any integers, for deriving them)."""
    from dataclasses import replace as _replace

    from pitchspec.smt.encode.encode import Names, encode_contract, encode_partner, prior_scores

    v, f = ctx.variant, ctx.facts
    names = Names(tag)
    cons: list[Term] = []
    contract = encode_contract(v, f.n, names, cons)
    partner, sides = encode_partner(v, ctx.seating, contract, names, cons)
    facts = _replace(f, contract=contract, partner=partner, sides=sides)
    awards, more = free_awards(ctx, facts, tag)
    during = _free_during(ctx, tag, cons)
    scores = prior_scores(ctx.states if states == "own" else states, ctx.seating.num_sides,
                          names, cons)
    void = names.b("void") if not T.is_false(ctx.outcome.void) else T.FALSE
    outcome = Outcome(facts, cons, during, scores, void, ctx.outcome.plan, ctx.seating,
                      ctx.outcome.together, [cons])
    rough = Context(v, ctx.tables, ctx.seating, ctx.case, outcome, awards)
    return rough, [*cons, *more]


def with_coarse(ctx: Context, build: Callable[[Context], list[Obligation]]) -> list[Obligation]:
    """The property's obligations, each first tried on the settling model; the complete
    model's asserts are built only when that does not prove it (:attr:`Obligation.goal`)."""
    rough_ctx, base = settling_context(ctx)
    with T.integers():
        rough = build(rough_ctx)
    full: list[list[Obligation]] = []

    def asserts(i: int) -> list[Term]:
        if not full:
            full.append(build(ctx))
        return full[0][i].asserts

    return [replace(ob, context=ctx, asserts=[], later=partial(asserts, i),
                    coarse=[[*base, *ob.asserts]], data={**ob.data, "presolve": True})
            for i, ob in enumerate(rough)]
