"""Settling a hand as z3 terms: a line-by-line mirror of engine/phases/settle.py.

Same functions, same names, same order. The match scores are a tuple of integer terms,
one per side; a credit's side is a one-hot choice over the hand's sides (all false: the
credit does not happen). Because the contract (and so which path of ``bidder_credits``
applies) is symbolic, the credit list holds every path's credits, each guarded by the
condition under which the engine would produce it; the guarded list, read in order,
is the engine's list.

``award_now`` mirrors ``State.award_now``: points scored during the deal (turned
cards, a gift, a sale, All Fives' trick trumps) count at once and may count a side out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from pitchspec import model as m
from pitchspec.model.derived import counting_position
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.facts import BidOption, Facts
from pitchspec.smt.encode.scoring import SymAward, taken_by_side
from pitchspec.smt.encode.terms import Term


@dataclass(frozen=True)
class SymCredit:
    """One change to one side's score, with why (side one-hot; all false: no credit)."""

    side: tuple[Term, ...]
    amount: Term
    reason: str

    def when(self, condition: Term) -> SymCredit:
        return replace(self, side=tuple(T.and_(condition, s) for s in self.side))


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


def _options(facts: Facts) -> list[tuple[int, BidOption, m.SpecialBid | None]]:
    assert facts.contract is not None
    v = facts.variant
    return [(i, o, v.special_bid(o.special) if o.special else None)
            for i, o in enumerate(facts.contract.menu)]


def _taken(facts: Facts, awards: Sequence[SymAward], side: tuple[Term, ...]) -> Term:
    per_side = taken_by_side(awards, facts.num_sides)
    return T.add(*(T.ite(side[k], per_side[k], 0) for k in range(facts.num_sides)))


def bid_made(facts: Facts, awards: Sequence[SymAward]) -> Term:
    """Did the bidding side take its bid (and meet a special bid's requirements)?"""
    contract = facts.contract
    assert contract is not None
    side = facts.bidder_side()
    taken = _taken(facts, awards, side)
    cases = []
    for i, option, special in _options(facts):
        if special is None:
            made = T.ge(taken, option.level)
        else:
            enough = T.ge(taken, option.level) if special.at is not None \
                or not special.requires else T.TRUE
            made = T.and_(enough, *(_requirement(r, side, taken, facts, awards)
                                    for r in special.requires))
        cases.append(T.and_(T.eq(contract.choice, i), made))
    return T.any_(cases)


def _requirement(req: m.Requirement, side: tuple[Term, ...], taken: Term, facts: Facts,
                 awards: Sequence[SymAward]) -> Term:
    k_range = range(facts.num_sides)
    if req.kind is m.RequirementKind.ALL_POINTS:
        return T.and_(T.any_(a.awarded for a in awards),
                      *(T.implies(a.side[k], side[k]) for a in awards for k in k_range))
    if req.kind is m.RequirementKind.ALL_TRICKS:
        return T.all_(T.implies(took[k], side[k]) for c in facts.deck
                      for took in [facts.sides_of(facts.capt[c])] for k in k_range)
    if req.kind is m.RequirementKind.CAPTURE:
        return T.any_(T.and_(a.side[k], side[k]) for a in awards if a.point == req.point
                      for k in k_range)
    return T.ge(taken, req.amount or 0)


def _outcome_amount(outcome: m.Outcome, option: BidOption, special: m.SpecialBid | None,
                    taken: Term) -> Term | str:
    kind = outcome.kind
    if kind in (m.OutcomeKind.WIN_MATCH, m.OutcomeKind.LOSE_MATCH):
        return str(kind.value)
    value = special.value if special is not None else option.level
    amounts: dict[m.OutcomeKind, Term] = {
        m.OutcomeKind.SCORE: T.num(outcome.amount if outcome.amount is not None else value),
        m.OutcomeKind.SCORE_BID: T.num(option.level),
        m.OutcomeKind.SCORE_TAKEN: taken,
        m.OutcomeKind.LOSE: T.num(-(outcome.amount if outcome.amount is not None else value)),
        m.OutcomeKind.LOSE_BID: T.num(-option.level),
    }
    return amounts[kind]


@dataclass(frozen=True)
class Sudden:
    """Sudden-death bids: the match is won (or lost) by the bidding side outright;
    ``scored``: lost after the deal's points are credited ('lose match after
    scoring')."""

    win: Term
    lose: Term
    scored: Term | None = None
    """None: not at all (T.FALSE belongs to the context in use when it is asked)."""

    @property
    def lost_after_scoring(self) -> Term:
        return T.FALSE if self.scored is None else self.scored


def bidder_score(facts: Facts, before: Sequence[Term]) -> Term:
    """The bidder's own match score before the deal (settle.special_at's ``score``)."""
    c = facts.contract
    assert c is not None
    return T.add(*(T.ite(c.bidder_is(s), before[facts.match_sides[s]], 0)
                   for s in range(facts.n)))


def bidder_credits(facts: Facts, awards: Sequence[SymAward], made: Term,
                   before: Sequence[Term] | None = None) -> tuple[list[SymCredit], Sudden]:
    """The bidding side's credits, and sudden-death bids. The contract is symbolic, so
    the list holds each path's credits guarded by the contracts that take that path;
    the numeric contracts share one path whose amounts depend on the level bid.
    ``before``: the match scores before the deal, which an outcome by the bidder's
    score reads ('win match if score 0, else score value')."""
    contract = facts.contract
    assert contract is not None
    side = facts.bidder_side()
    own = [replace(a, side=tuple(T.and_(a.side[k], side[k]) for k in range(len(side))))
           for a in awards]
    taken = _taken(facts, awards, side)
    credits: list[SymCredit] = []
    win: list[Term] = []
    lose: list[Term] = []
    scored: list[Term] = []
    numeric: list[tuple[int, BidOption]] = []
    score = bidder_score(facts, before) if before is not None else T.num(0)
    for i, option, special in _options(facts):
        chosen = T.and_(contract.present, T.eq(contract.choice, i))
        if special is not None and (special.at is None or special.by_score
                                    or special.made.kind is not m.OutcomeKind.SCORE):
            path, sudden = _special_path(facts, special, option, made, side, own, taken, score)
            win.append(T.and_(chosen, sudden.win))
            lose.append(T.and_(chosen, sudden.lose))
            scored.append(T.and_(chosen, sudden.lost_after_scoring))
            credits += [c.when(chosen) for c in path]
        else:
            numeric.append((i, option))
    if numeric:
        credits += _numeric_path(facts, numeric, made, side, own, taken)
    return credits, Sudden(T.any_(win), T.any_(lose), T.any_(scored))


def _by_score(outcome: m.Outcome, score: Term) -> list[tuple[m.Outcome, Term]]:
    """The outcomes an outcome comes to, each with the bidder's scores it applies at."""
    if outcome.if_score is None or outcome.otherwise is None:
        return [(outcome, T.TRUE)]
    at = T.eq(score, outcome.if_score)
    return [(outcome.at_score(outcome.if_score), at), (outcome.otherwise, T.not_(at))]


def _special_path(facts: Facts, special: m.SpecialBid, option: BidOption, made: Term,
                  side: tuple[Term, ...], own: list[SymAward], taken: Term,
                  score: Term) -> tuple[list[SymCredit], Sudden]:
    credits: list[SymCredit] = []
    win: list[Term] = []
    lose: list[Term] = []
    scored: list[Term] = []
    keeps = facts.variant.scoring.set_keeps is m.SetKeeps.TAKEN
    paths = [(o, T.and_(made, at), True) for o, at in _by_score(special.made, score)]
    paths += [(o, T.and_(T.not_(made), at), False) for o, at in _by_score(special.set, score)]
    for outcome, happened, is_made in paths:
        if is_made and outcome.kind is m.OutcomeKind.SCORE_TAKEN:
            # point by point, in counting order, like a numeric bid (engine bidder_credits)
            credits += [c.when(happened) for c in _each(own)]
            continue
        amount = _outcome_amount(outcome, option, special, taken)
        if isinstance(amount, str):
            if outcome.credited:  # the deal is scored first (settle.LOSE_MATCH_SCORED)
                scored.append(happened)
                if not is_made and keeps:
                    credits += [c.when(happened) for c in _each(own)]
            else:
                (win if amount == "win_match" else lose).append(happened)
            continue
        credits.append(SymCredit(side, amount, special.name).when(happened))
        if not is_made and keeps:
            credits += [c.when(happened) for c in _each(own)]
    return credits, Sudden(T.any_(win), T.any_(lose), T.any_(scored))


def _numeric_path(facts: Facts, options: list[tuple[int, BidOption]], made: Term,
                  side: tuple[Term, ...], own: list[SymAward], taken: Term) -> list[SymCredit]:
    """Made: what was taken (or the bid, doubled where bid so), plus an exact-bid bonus;
    set: set back by the bid (or reset), negative marks, and what was taken if kept."""
    s = facts.variant.scoring
    contract = facts.contract
    assert contract is not None

    def among(test: object) -> Term:
        return T.and_(contract.present, T.any_(T.eq(contract.choice, i) for i, o in options
                                                if test(o)))  # type: ignore[operator]

    level = T.select(contract.choice, [o.level for o in contract.menu])
    factor_level = T.select(contract.choice, [o.level * (2 if o.doubled else 1)
                                              for o in contract.menu])
    takes = s.made is m.MadeRule.TAKEN
    by_taken = among(lambda o: takes and not o.doubled)
    by_bid = among(lambda o: not (takes and not o.doubled))
    anyone = among(lambda o: True)
    lost = T.and_(anyone, T.not_(made))
    credits = [c.when(T.and_(made, by_taken)) for c in _each(own)]
    credits.append(SymCredit(side, factor_level, m.Reason.BID_MADE).when(T.and_(made, by_bid)))
    if s.exact_bonus:
        exact = T.and_(made, anyone, T.eq(taken, level))
        credits.append(SymCredit(side, T.num(s.exact_bonus), m.Reason.EXACT_BID).when(exact))
    if s.set_penalty is m.SetPenalty.RESET:
        return credits + [c.when(lost) for c in [SymCredit(side, T.num(0), m.Reason.RESET),
                                                  *_marks(facts, side)]]
    credits += [c.when(lost) for c in [SymCredit(side, T.neg(factor_level), m.Reason.SET_BACK),
                                       *_marks(facts, side)]]
    if s.set_keeps is m.SetKeeps.TAKEN:
        credits += [c.when(lost) for c in _each(own)]
    return credits


def _marks(facts: Facts, side: tuple[Term, ...]) -> list[SymCredit]:
    """Negative marks for a set side (Juniper's pookie), kept apart from the score."""
    marks = facts.variant.scoring.set_marks
    return [SymCredit(side, T.num(marks), m.Reason.MARK)] if marks else []


def _each(awards: Sequence[SymAward]) -> list[SymCredit]:
    return [SymCredit(a.side, a.value, a.point) for a in awards]


def other_credits(facts: Facts, awards: Sequence[SymAward], made: Term) -> list[SymCredit]:
    """What sides other than the bidder's score: all they took, nothing, or only when
    the bidder is set; points marked 'scored by anyone' always count."""
    variant = facts.variant
    contract = facts.contract
    anyone = {p.name for p in variant.points if p.anyone}
    rule = variant.scoring.others
    no_contract = T.TRUE if contract is None else T.not_(contract.present)
    bidder = facts.bidder_side() if contract is not None else None
    credits = []
    for a in awards:
        counts = T.or_(T.lit(rule is m.Others.TAKEN or a.point in anyone),
                       T.and_(T.lit(rule is m.Others.IF_BIDDER_SET), T.not_(no_contract),
                              T.not_(made)),
                       no_contract)
        sides = tuple(T.and_(a.side[k], counts,
                             T.or_(no_contract, T.not_(bidder[k]) if bidder else T.TRUE))
                      for k in range(facts.num_sides))
        credits.append(SymCredit(sides, a.value, a.point))
    return credits


def settle(facts: Facts, awards: Sequence[SymAward], scores: Sequence[Term],
           order: str = "engine", during: Sequence[SymAward] = ()) -> SymSettlement:
    """Apply the hand's awards to the match scores and decide the match if it is over.

    ``order`` is 'engine' for the engine's counting order, or 'reversed' for the
    alternative order of :func:`order_credits` (used by the determinism property);
    ``during``: the points scored during the deal, of which a commercial sale counts
    first (settle.sold_out)."""
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
    sudden_winners = _sudden_winners(facts, sudden, scores)
    # lost after scoring: the others' winner is decided on the scores after the deal
    scored = sudden.lost_after_scoring
    scored_winners = _sudden_winners(facts, Sudden(T.FALSE, scored), after)
    final = tuple(T.ite(scored, s, f) for s, f in zip(scored_winners, final, strict=True))
    return SymSettlement(
        tuple(credits), made,
        tuple(T.ite(decided, s, f) for s, f in zip(sudden_winners, final, strict=True)),
        T.and_(T.not_(decided), T.not_(scored), none_yet, draw_end),
        tuple(T.ite(decided, s, a) for s, a in zip(scores, after, strict=True)))


def _sudden_winners(facts: Facts, sudden: Sudden, scores: Sequence[Term]) -> tuple[Term, ...]:
    """The bidder's side (with a called partner, both) for a won match; otherwise the
    other side, or where the others each play for themselves the best of them
    (settle.sudden_winners)."""
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


def apply_credits(facts: Facts, credits: list[SymCredit], made: Term,
                  scores: Sequence[Term], sold: Sequence[SymAward] = ()
                  ) -> tuple[tuple[Term, ...], tuple[Term, ...]]:
    """Credit in order, applying the floor; return the winners (if the match is decided
    now) and the scores afterwards. In counting order a sale (``sold``, already in
    ``scores``) comes first: a side it took to the target has won (settle.sold_out)."""
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
        return best  # sides tied on the top score share the win (settle.decided)
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
