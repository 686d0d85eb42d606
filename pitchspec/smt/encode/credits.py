"""What each side scores on a hand, as z3 terms: a line-by-line mirror of
engine/phases/credits.py.

Same functions, same names, same order. A credit's side is a one-hot choice over the
hand's sides (all false: the credit does not happen). Because the contract (and so
which path of ``bidder_credits`` applies) is symbolic, the credit list holds every
path's credits, each guarded by the condition under which the engine would produce
it; the guarded list, read in order, is the engine's list.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from pitchspec import model as m
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
    """The bidder's own match score before the deal (credits.special_at's ``score``)."""
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
            if outcome.credited:  # the deal is scored first (credits.LOSE_MATCH_SCORED)
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

