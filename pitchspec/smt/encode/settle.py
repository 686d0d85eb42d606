"""Settling a hand as z3 terms: a line-by-line mirror of engine/phases/settle.py.

Same functions, same names, same order. The match scores are a tuple of integer terms,
one per side; the credits (:mod:`pitchspec.smt.encode.credits`) are counted in order
onto them and the match decided (:mod:`pitchspec.smt.encode.winning`).

``award_now`` mirrors ``State.award_now``: points scored during the deal (turned
cards, a gift, a sale, All Fives' trick trumps) count at once and may count a side out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from pitchspec import model as m
from pitchspec.model.derived import counting_position
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.credits import Sudden, SymCredit, bid_made, bidder_credits, other_credits
from pitchspec.smt.encode.facts import Facts
from pitchspec.smt.encode.scoring import SymAward
from pitchspec.smt.encode.terms import Term
from pitchspec.smt.encode.winning import apply_credits, end_conditions, sudden_winners


@dataclass(frozen=True)
class SymSettlement:
    """What settling produced: whether the bid was made, the winners (one Boolean per
    match side; several only when a sudden-death loss leaves the others tied), a draw,
    and the match scores afterwards."""

    credits: tuple[SymCredit, ...]
    made: Term
    winners: tuple[Term, ...]
    draw: Term
    scores: tuple[Term, ...]



def settle(facts: Facts, awards: Sequence[SymAward], scores: Sequence[Term],
           order: str = "engine", during: Sequence[SymAward] = ()) -> SymSettlement:
    """Apply the hand's awards to the match scores and decide the match if it is over.

    ``order`` is 'engine' for the engine's counting order, or 'reversed' for the
    alternative order of :func:`order_credits` (used by the determinism property);
    ``during``: the points scored during the deal, of which a commercial sale counts
    first (winning.sold_out)."""
    contract = facts.contract
    made = T.FALSE
    credits: list[SymCredit] = []
    sudden = Sudden(T.FALSE, T.FALSE)
    if contract is not None:
        made = T.and_(contract.present, T.not_(facts.conceded), bid_made(facts, awards))
        mine, sudden = bidder_credits(facts, awards, made, scores)
        credits += mine
    credits += other_credits(facts, awards, made)
    credits = order_credits(facts, credits, reverse_unspecified=order == "reversed")
    decided = T.or_(sudden.win, sudden.lose)
    sold = [a for a in during if a.point == m.Reason.SALE]
    winners, after = apply_credits(facts, credits, made, scores, sold)
    draw_end, end_winners = end_conditions(facts, after)
    none_yet = T.not_(T.any_(winners))
    final = tuple(T.ite(none_yet, e, w) for w, e in zip(winners, end_winners, strict=True))
    outright = sudden_winners(facts, sudden, scores)
    # lost after scoring: the others' winner is decided on the scores after the deal
    scored = sudden.lost_after_scoring
    scored_winners = sudden_winners(facts, Sudden(T.FALSE, scored), after)
    final = tuple(T.ite(scored, s, f) for s, f in zip(scored_winners, final, strict=True))
    return SymSettlement(
        tuple(credits), made,
        tuple(T.ite(decided, s, f) for s, f in zip(outright, final, strict=True)),
        T.and_(T.not_(decided), T.not_(scored), none_yet, draw_end),
        tuple(T.ite(decided, s, a) for s, a in zip(scores, after, strict=True)))


def order_credits(facts: Facts, credits: list[SymCredit],
                  reverse_unspecified: bool = False) -> list[SymCredit]:
    """Counting order: the pitcher's credits first where the rules say so, else the
    points in the stated order, credits the order does not name first (stable).

    With ``reverse_unspecified`` the credits the rules do not order (reasons the counting
    order does not name) go last instead of first: an equally valid reading."""
    v = facts.variant
    contract = facts.contract
    ranked = _by_order(v, credits, reverse_unspecified)
    if not v.scoring.pitcher_first or contract is None:
        return ranked
    mine = facts.bidder_side()
    first = [_restrict(c, mine, contract.present, True) for c in credits]
    rest = [_restrict(c, mine, contract.present, False) for c in credits]
    loose = [c.when(T.not_(contract.present)) for c in ranked]
    return first + rest + [c for c in loose if not all(map(T.is_false, c.side))]


def _by_order(variant: m.Variant, credits: list[SymCredit], reverse: bool) -> list[SymCredit]:
    order = counting_position(variant)
    missing = len(order) if reverse else -1
    return sorted(credits, key=lambda c: order.get(c.reason, missing))


def _restrict(credit: SymCredit, mine: tuple[Term, ...], present: Term,
              own: bool) -> SymCredit:
    sides = tuple(T.and_(present, s, mine[k] if own else T.not_(mine[k]))
                  for k, s in enumerate(credit.side))
    return replace(credit, side=sides)


def award_now(facts: Facts, during: Sequence[SymAward],
              scores: Sequence[Term]) -> tuple[tuple[Term, ...], tuple[Term, ...]]:
    """Points scored during the deal count at once, in order; with 'count out' the first
    side to reach the target wins before the deal is played (State.award_now)."""
    w = facts.variant.winning
    current = list(scores)
    won = [T.FALSE] * len(current)
    done = T.FALSE
    for award in during:
        for side in range(len(current)):
            act = T.and_(award.side[side], T.not_(done))
            if T.is_false(act):
                continue
            current[side] = T.ite(act, T.add(current[side], award.value), current[side])
            if w.count_out:
                now = T.and_(act, T.ge(current[side], w.target))
                won[side] = T.or_(won[side], now)
                done = T.or_(done, now)
    return tuple(won), tuple(current)

