"""The settling question of a diff, with the cards forgotten: a quick proof of 'alike'.

Each variant's hand is reduced to what settling reads (as the verifier's settling model
does): the contract, the called partner, the scores before the hand, and every point
awarded free (at most one side, any of its values). A point the two variants define
alike (same rule, no condition on other points) is the *same* award in both; the
contract, partner and prior scores are shared. Every real deal is one of this model's
solutions, so when no solution settles differently, no deal does: the two variants are
equivalent on one hand, without the solver reasoning about a single card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pitchspec import model as m
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.context import Context
from pitchspec.smt.encode.scoring import SymAward
from pitchspec.smt.encode.terms import Term
from pitchspec.smt.prove.coarse import free_context

if TYPE_CHECKING:
    from collections.abc import Callable


def coarse_question(ca: Context, cb: Context,
                    observed: Callable[[Context], tuple[list[Term], list[Term], list[Term]]]
                    ) -> list[Term]:
    """Asserts satisfiable when the two variants may settle some hand differently."""
    with T.integers():
        ra, cons_a = free_context(ca, "dca")
        rb, cons_b = free_context(cb, "dcb")
        links = _shared(ra, rb) + _same_awards(ra, rb)
        pa, pb = observed(ra), observed(rb)
        differs = T.or_(*(T.not_(T.eq(x, y)) for x, y in zip(pa[0], pb[0], strict=True)),
                        *(T.not_(T.iff(x, y)) for x, y in zip(pa[1], pb[1], strict=True)))
    return [*cons_a, *cons_b, *links, differs]


def _shared(ra: Context, rb: Context) -> list[Term]:
    fa, fb = ra.facts, rb.facts
    oa, ob = ra.outcome, rb.outcome
    out = [T.eq(x, y) for x, y in zip(oa.scores, ob.scores, strict=True)]
    out.append(T.iff(oa.void, ob.void))
    a, b = fa.contract, fb.contract
    if a is not None and b is not None:
        common = [(i, b.menu.index(o)) for i, o in enumerate(a.menu) if o in b.menu]
        out += [T.iff(a.present, b.present), T.eq(a.bidder, b.bidder),
                T.any_(T.and_(T.eq(a.choice, i), T.eq(b.choice, j)) for i, j in common)]
    if fa.partner is not None and fb.partner is not None:
        out.append(T.eq(fa.partner, fb.partner))
    return out


def _same_awards(ra: Context, rb: Context) -> list[Term]:
    """Points both variants define alike are one award; so are the points scored during
    the deal when both list the same ones under the same rules."""
    rules_a = {p.name: p for p in ra.variant.points}
    rules_b = {p.name: p for p in rb.variant.points}
    if ra.tables.card_points != rb.tables.card_points \
            or ra.tables.trump_card_points != rb.tables.trump_card_points:
        return []

    def alike(name: str) -> bool:
        pa, pb = rules_a.get(name), rules_b.get(name)
        if pa is None or pb is None:
            return name in (m.Reason.GIFT, m.Reason.SALE)
        return pa == pb and not pa.conditions and pa.kind is not m.PointKind.SWEEP

    by_name = {a.point: a for a in rb.awards}
    out = [_equal(x, by_name[x.point]) for x in ra.awards
           if x.point in by_name and alike(x.point)]
    da, db = ra.outcome.during, rb.outcome.during
    if [x.point for x in da] == [y.point for y in db] and all(alike(x.point) for x in da):
        out += [_equal(x, y) for x, y in zip(da, db, strict=True)]
    return [t for pair in out for t in pair]


def _equal(x: SymAward, y: SymAward) -> list[Term]:
    return [*(T.iff(p, q) for p, q in zip(x.side, y.side, strict=True)), T.eq(x.value, y.value)]
