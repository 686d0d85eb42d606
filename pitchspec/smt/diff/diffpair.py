"""The two variants' outcome models of one trump case, tied to one deal: the question a
diff (:mod:`pitchspec.smt.diff.diff`) puts to the solver.

Both models are built side by side at one table and share who was dealt, held, played
and captured each card, the cards turned, the contract (the bids both auctions know),
the called partner and the scores before the hand (any both variants' matches can
reach: :meth:`pitchspec.smt.encode.states.ScoreStates.joint`); the question is whether the observed
result - each side's points, the scores after, the winners, the bid's fate - differs.
"""

from __future__ import annotations

from dataclasses import dataclass

from pitchspec import model as m
from pitchspec.engine import Seating, compile_tables
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.context import Context, case_name
from pitchspec.smt.encode.encode import outcome_model
from pitchspec.smt.encode.facts import Facts
from pitchspec.smt.encode.scoring import score_hand, taken_by_side
from pitchspec.smt.encode.settle import award_now
from pitchspec.smt.encode.terms import Term
from pitchspec.smt.prove.inductive import bind_states, score_states


@dataclass
class Pair:
    """The two outcome models of one trump case, tied to one deal."""

    first: Context
    second: Context
    links: list[Term]
    differs: Term
    size: Term


def pair(a: m.Variant, b: m.Variant, seating: Seating, trump: int, sub: int | None) -> Pair:
    """Both variants' outcome models on one deal, and the question 'settled differently'."""
    ca = _context(a, seating, trump, sub, "da")
    cb = _context(b, seating, trump, sub, "db")
    bind_states([ca, cb], score_states(ca).joint(score_states(cb)))
    links = link(ca, cb)
    pa, pb = observed(ca), observed(cb)
    differs = T.or_(*(T.not_(T.eq(x, y)) for x, y in zip(pa[0], pb[0], strict=True)),
                    *(T.not_(T.iff(x, y)) for x, y in zip(pa[1], pb[1], strict=True)))
    return Pair(ca, cb, links, differs, T.add(*pa[2]))


def _context(v: m.Variant, seating: Seating, trump: int, sub: int | None, tag: str) -> Context:
    tables = compile_tables(v)
    outcome = outcome_model(tables, seating, trump, sub, tag=f"{tag}{trump}{sub or ''}")
    return Context(v, tables, seating, case_name(trump, sub), outcome, score_hand(outcome.facts))


def observed(ctx: Context) -> tuple[list[Term], list[Term], list[Term]]:
    """Integers (each side's points in the hand, scores after), truths (winners, draw,
    bid made, the deal stopped early) and each side's points (for the size)."""
    o = ctx.outcome
    winners, draw, result, before = ctx.settled()
    early, _ = award_now(o.facts, o.during, o.scores)
    stop = T.or_(T.any_(early), o.void)
    taken = taken_by_side(ctx.awards, o.facts.num_sides)
    points = [T.add(T.sub(x, p), T.ite(stop, 0, t))
              for x, p, t in zip(before, o.scores, taken, strict=True)]
    after = [T.ite(stop, x, y) for x, y in zip(before, result.scores, strict=True)]
    made = T.and_(T.not_(stop), result.made) if o.facts.contract is not None else T.FALSE
    return [*points, *after], [*winners, draw, made, stop], points


def link(ca: Context, cb: Context) -> list[Term]:
    """The same deal in both models: cards, captures, tricks, contract, prior scores."""
    fa, fb = ca.facts, cb.facts
    out = [T.iff(x, y) for c in fa.deck
           for grid in ("dealt", "held", "capt", "dead")
           for x, y in zip(getattr(fa, grid)[c], getattr(fb, grid)[c], strict=True)]
    out += [T.iff(fa.played[c], fb.played[c]) for c in fa.deck]
    out += [T.iff(x, y) for c in fa.run if c in fb.run  # the same cards run, where both run
            for x, y in zip(fa.run[c], fb.run[c], strict=True)]
    out += [T.iff(x, y) for x, y in zip(fa.last_winner, fb.last_winner, strict=True)]
    out += [T.iff(fa.joker_first, fb.joker_first), T.iff(fa.conceded, fb.conceded)]
    out += [T.eq(x, y) for x, y in zip(ca.outcome.scores, cb.outcome.scores, strict=True)]
    out += _link_tricks(fa, fb) + _link_contract(fa, fb) + _link_plan(ca, cb)
    return out


def _link_tricks(fa: Facts, fb: Facts) -> list[Term]:
    if not fa.trick_of or not fb.trick_of or len(fa.trick_winner) != len(fb.trick_winner):
        return []
    out = [T.iff(x, y) for c in fa.deck
           for x, y in zip(fa.trick_of[c], fb.trick_of[c], strict=True)]
    return out + [T.iff(x, y) for ra, rb in zip(fa.trick_winner, fb.trick_winner, strict=True)
                  for x, y in zip(ra, rb, strict=True)]


def _link_contract(fa: Facts, fb: Facts) -> list[Term]:
    a, b = fa.contract, fb.contract
    if a is None or b is None:
        return []
    common = [(i, b.menu.index(o)) for i, o in enumerate(a.menu) if o in b.menu]
    out = [T.iff(a.present, b.present), T.eq(a.bidder, b.bidder),
           T.any_(T.and_(T.eq(a.choice, i), T.eq(b.choice, j)) for i, j in common)]
    if fa.partner is not None and fb.partner is not None:
        out.append(T.eq(fa.partner, fb.partner))
    return out


def _link_plan(ca: Context, cb: Context) -> list[Term]:
    pa, pb = ca.outcome.plan, cb.outcome.plan
    out = [T.iff(pa.ran, pb.ran), T.iff(pa.gave, pb.gave), T.iff(pa.sold, pb.sold)]
    if pa.turns is not None and pb.turns is not None \
            and len(pa.turns.cards) == len(pb.turns.cards):
        out += [T.iff(x, y) for sa, sb in zip(pa.turns.cards, pb.turns.cards, strict=True)
                for c in sa for x, y in [(sa[c], sb[c])]]
        out += [T.iff(x, y) for x, y in zip(pa.turns.active, pb.turns.active, strict=True)]
    return out
