"""Who wins the match on a deal's scores, as z3 terms: a line-by-line mirror of
engine/phases/winning.py.

Same functions, same names, same order. The match scores are a tuple of integer terms,
one per side; the winners one Boolean per match side. The credits are applied here
too (:func:`apply_credits`), since under 'both_reach: counting order' the first side
to reach the target in the count wins.
"""

from __future__ import annotations

from collections.abc import Sequence

from pitchspec import model as m
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.credits import Sudden, SymCredit
from pitchspec.smt.encode.facts import Facts
from pitchspec.smt.encode.scoring import SymAward
from pitchspec.smt.encode.terms import Term


def apply_credits(facts: Facts, credits: list[SymCredit], made: Term,
                  scores: Sequence[Term], sold: Sequence[SymAward] = ()
                  ) -> tuple[tuple[Term, ...], tuple[Term, ...]]:
    """Credit in order, applying the floor; return the winners (if the match is decided
    now) and the scores afterwards. In counting order a sale (``sold``, already in
    ``scores``) comes first: a side it took to the target has won (winning.sold_out)."""
    v = facts.variant
    w = v.winning
    floor = v.scoring.floor
    current = list(scores)
    won = [T.FALSE] * len(current)
    done = T.FALSE
    if w.both_reach is m.BothReach.COUNTING_ORDER and w.hands is None:
        for sale in sold:
            for side in range(len(current)):
                now = T.and_(sale.side[side], T.not_(done),
                             wins_now(facts, current, side, made))
                won[side] = T.or_(won[side], now)
                done = T.or_(done, now)
    for credit in credits:
        if credit.reason == m.Reason.MARK:
            continue
        for g in range(facts.num_sides):
            if T.is_false(credit.side[g]):
                continue
            targets = members(facts, g)
            for side in range(len(current)):
                act = T.and_(credit.side[g], targets[side])
                if T.is_false(act):
                    continue
                new = T.num(0) if credit.reason == m.Reason.RESET else T.add(current[side],
                                                                      credit.amount)
                if floor is not None:
                    new = T.max_(floor, new)
                current[side] = T.ite(act, new, current[side])
                if w.both_reach is m.BothReach.COUNTING_ORDER and w.hands is None:
                    # the first to reach the target wins; later credits still count
                    now = T.and_(act, T.not_(done), wins_now(facts, current, side, made))
                    won[side] = T.or_(won[side], now)
                    done = T.or_(done, now)
    if w.hands is not None:
        return tuple(T.FALSE for _ in current), tuple(current)
    reached = [wins_now(facts, current, s, made) for s in range(len(current))]
    late = _late_winner(facts, reached, current)
    return tuple(T.ite(done, won[k], late[k]) for k in range(len(current))), tuple(current)


def _late_winner(facts: Facts, reached: list[Term], scores: list[Term]) -> tuple[Term, ...]:
    """After crediting: the bidder if he reached the target (where that decides), else
    the one best side among those that reached it."""
    w = facts.variant.winning
    best = _best(scores, tuple(reached))
    if w.both_reach is m.BothReach.SHARE_TIES:
        return best  # sides tied on the top score share the win (winning.decided)
    unique = T.exactly(best, 1)
    plain = tuple(T.and_(unique, b) for b in best)
    if w.both_reach is not m.BothReach.BIDDER or facts.contract is None:
        return plain
    seat = [facts.contract.bidder_is(s) for s in range(facts.n)]
    bidder = facts.sides_of(seat)
    in_reached = T.and_(facts.contract.present,
                        T.any_(T.and_(bidder[k], reached[k]) for k in range(len(reached))))
    return tuple(T.ite(in_reached, bidder[k], plain[k]) for k in range(len(reached)))


def wins_now(facts: Facts, scores: Sequence[Term], side: int, made: Term) -> Term:
    """At or over the target, allowed to win this deal, and far enough ahead."""
    v = facts.variant
    return T.and_(_reached(v, scores[side]), _eligible(facts, group_of(facts, side), made),
                  _leads_by_margin(scores, side, v.winning.margin))


def _eligible(facts: Facts, group: tuple[Term, ...], made: Term) -> Term:
    rule = facts.variant.winning.eligible
    contract = facts.contract
    if rule is m.Eligible.ANYONE or contract is None:
        return T.TRUE
    bidder = facts.bidder_side()
    is_bidder = T.any_(T.and_(g, b) for g, b in zip(group, bidder, strict=True))
    if rule is m.Eligible.BIDDER:
        found = is_bidder
    elif rule is m.Eligible.BID_MADE:
        found = T.and_(is_bidder, made)
    else:
        found = T.ite(made, is_bidder, T.not_(is_bidder))
    return T.or_(T.not_(contract.present), found)


def _reached(variant: m.Variant, score: Term) -> Term:
    w = variant.winning
    return T.gt(score, w.target) if w.reach is m.Reach.OVER else T.ge(score, w.target)


def _leads_by_margin(scores: Sequence[Term], side: int, margin: int) -> Term:
    """Win by two and the like; with no margin a side may go out while behind."""
    if margin <= 0:
        return T.TRUE
    return T.all_(T.ge(T.sub(scores[side], s), margin) for i, s in enumerate(scores)
                  if i != side)


def members(facts: Facts, group: int) -> tuple[Term, ...]:
    """The match sides a hand side's credit goes to (one Boolean per match side): itself,
    or with a called partner, the bidder and the partner."""
    return tuple(T.any_(T.and_(T.lit(facts.match_sides[s] == k), facts.side_is(s, group))
                        for s in range(facts.n)) for k in range(facts.num_sides))


def group_of(facts: Facts, side: int) -> tuple[Term, ...]:
    """The hand side (one-hot) a match side belongs to in this hand."""
    seat = next((s for s in range(facts.n) if facts.match_sides[s] == side), None)
    if seat is None:
        return tuple(T.lit(k == side) for k in range(facts.num_sides))
    return tuple(facts.side_is(seat, k) for k in range(facts.num_sides))


def sudden_winners(facts: Facts, sudden: Sudden, scores: Sequence[Term]) -> tuple[Term, ...]:
    """The bidder's side (with a called partner, both) for a won match; otherwise the
    other side, or where the others each play for themselves the best of them
    (winning.sudden_winners)."""
    if facts.contract is None:
        return tuple(T.FALSE for _ in scores)
    mine = _bidder_members(facts, len(scores))
    outside = tuple(T.not_(x) for x in mine)
    call = facts.variant.seating.partner_call
    together = facts.partner is not None and call is not None and call.others_together
    others = outside if together else _best(scores, outside)
    return tuple(T.or_(T.and_(sudden.win, mine[k]), T.and_(sudden.lose, others[k]))
                 for k in range(len(scores)))


def _bidder_members(facts: Facts, count: int) -> tuple[Term, ...]:
    """Per match side: it plays with the bidder this hand (his own, a called partner's)."""
    c = facts.contract
    assert c is not None
    group = [T.and_(c.bidder_is(b), T.eq(facts.sides[s], facts.sides[b]))
             for s in range(facts.n) for b in range(facts.n)]
    per_seat = [T.any_(group[s * facts.n:(s + 1) * facts.n]) for s in range(facts.n)]
    return tuple(T.any_(T.and_(per_seat[s], T.lit(facts.match_sides[s] == k))
                        for s in range(facts.n)) for k in range(count))


def _best(scores: Sequence[Term], sides: tuple[Term, ...]) -> tuple[Term, ...]:
    """Among the sides flagged, those with the top score."""
    return tuple(T.and_(sides[k], *(T.implies(sides[j], T.ge(scores[k], scores[j]))
                                    for j in range(len(scores)) if j != k))
                 for k in range(len(scores)))


def end_conditions(facts: Facts, scores: Sequence[Term]) -> tuple[Term, tuple[Term, ...]]:
    """Backdoor thresholds (a draw, and the winners), then, on the last deal of a match
    of a fixed number of deals (:attr:`Facts.last_deal`), the one best score, or a draw
    where a tie plays no extra deals."""
    w = facts.variant.winning
    count = len(scores)
    winners = tuple(T.FALSE for _ in range(count))
    draw = T.FALSE
    settled = T.FALSE
    for door in w.backdoor:
        low = tuple(T.le(scores[s], door.threshold) for s in range(count))
        hit = T.and_(T.not_(settled), T.any_(low))
        if door.outcome is m.MatchOutcome.DRAW:
            draw, settled = T.or_(draw, hit), T.or_(settled, hit)
            continue
        if door.outcome is m.MatchOutcome.WIN:
            first = tuple(T.and_(low[s], *(T.not_(low[j]) for j in range(s)))
                          for s in range(count))
            winners = tuple(T.or_(winners[s], T.and_(hit, first[s])) for s in range(count))
            settled = T.or_(settled, hit)
            continue
        best = _best(scores, tuple(T.not_(x) for x in low))
        one = T.and_(hit, T.exactly(best, 1))
        winners = tuple(T.or_(winners[s], T.and_(one, best[s])) for s in range(count))
        settled = T.or_(settled, one)
    if w.hands is not None:
        hit = T.and_(T.not_(settled), facts.last_deal)
        best = _best(scores, tuple(T.TRUE for _ in range(count)))
        one = T.exactly(best, 1)
        winners = tuple(T.or_(winners[s], T.and_(hit, one, best[s])) for s in range(count))
        if w.tie_extra_hands is None:
            draw = T.or_(draw, T.and_(hit, T.not_(one)))
    return draw, winners

