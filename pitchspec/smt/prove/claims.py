"""An author's claims (the ``properties`` section) as obligations on the outcome model.

Each term of the claim language is stated twice, once per reader: as a Z3 term over
one deal and its settlement (the outcome model of :mod:`pitchspec.smt.encode.encode`, the same
terms the built-in properties use), and on a hand the engine played (a
:class:`~pitchspec.smt.witness.replay.Played`, read in :mod:`pitchspec.smt.witness.claims_played`),
which is how a counterexample or witness is re-checked after replay. A claim over
``every deal`` asserts the condition's negation (unsatisfiable: PROVED), ``no deal
where`` the condition itself; ``some deal`` is existential (a witness: PROVED).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from pitchspec import model as m
from pitchspec.model.derived import uncounted_tricks
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.context import Context, Kind, Obligation
from pitchspec.smt.encode.scoring import SymAward
from pitchspec.smt.encode.settle import award_now
from pitchspec.smt.encode.terms import Term
from pitchspec.smt.prove.properties import bidder_match_side
from pitchspec.smt.witness.claims_played import holds, is_bid, tell

if TYPE_CHECKING:
    from pitchspec.smt.witness.replay import Played

_SYMBOLIC: dict[m.Comparison, Callable[[Term, Term], Term]] = {
    m.Comparison.LE: T.le, m.Comparison.LT: T.lt, m.Comparison.GE: T.ge,
    m.Comparison.GT: T.gt, m.Comparison.EQ: T.eq,
    m.Comparison.NE: lambda a, b: T.not_(T.eq(a, b)),
}


def claim_obligations(ctx: Context, claim: m.Claim) -> list[Obligation]:
    """The claim in one trump case: one obligation on the outcome model (with the
    trick counts it reads, when it counts tricks)."""
    symbolic = Symbolic(ctx)
    condition = symbolic.condition(claim.condition)
    every = claim.quantifier is m.Quantifier.EVERY
    kind = Kind.EXISTENTIAL if claim.quantifier is m.Quantifier.SOME else Kind.UNIVERSAL

    def shows(played: Played) -> bool:
        held = holds(claim.condition, played)
        return not held if every else held

    confirm = ("hand", "playout", "search") if kind is Kind.EXISTENTIAL else ("playout", "hand")
    data: dict[str, Any] = {"claim": claim.words, "tell": lambda p: tell(claim, p)}
    if kind is Kind.UNIVERSAL:
        data["from_level"] = FROM_LEVEL
    return [Obligation(claim.property, kind, "hand", ctx.case,
                       [T.not_(condition) if every else condition, *symbolic.extra], shows,
                       ctx, confirm=confirm, data=data)]


FROM_LEVEL = 1
"""The outcome model's first level a claim over every deal is solved on. Level 0 (the
contract, the scores and the awards with no card placed) is what the settling model,
tried first, already decides cheaply; asked again there, the arithmetic solver spent
up to 16 M rlimit finding the model the card level finds for 2 M (Roadhouse's two
winners) or to prove what the card level proves for 0.6 M (Classic All Fours' 6
points a deal)."""


# --------------------------------------------------------------------------- the solver's reading


@dataclass
class Symbolic:
    """The claim language over the outcome model of one trump case."""

    ctx: Context
    extra: list[Term] = field(default_factory=list)
    """Constraints the terms read need besides the outcome model (the trick counts')."""

    def condition(self, c: m.ClaimCondition) -> Term:
        if isinstance(c, m.Junction):
            parts = [self.condition(p) for p in c.parts]
            return T.and_(*parts) if c.all else T.or_(*parts)
        if isinstance(c, m.Negation):
            return T.not_(self.condition(c.part))
        if isinstance(c, m.Compare):
            return _SYMBOLIC[c.op](self.amount(c.left), self.amount(c.right))
        return self.event(c)

    # -- the deal's course

    def played(self) -> Term:
        o = self.ctx.outcome
        early = self.credited()[1]
        return T.and_(T.not_(o.void), T.not_(T.any_(early)))

    def credited(self) -> tuple[list[tuple[SymAward, tuple[Term, ...]]], tuple[Term, ...],
                               tuple[Term, ...]]:
        """Each point scored during the deal with the side it is credited to (none once
        a side has counted out), who counted out, and the scores after them. The order
        of crediting is :func:`pitchspec.smt.encode.settle.award_now`'s (the engine's), read
        from it: an award reaches a side when no credit before it - the earlier awards,
        and this one to the sides before - counted a side out."""
        found = self.ctx._cache.get("claims.credited")
        if found is None:
            found = _credited(self.ctx)
            self.ctx._cache["claims.credited"] = found
        return found

    def present(self) -> Term:
        c = self.ctx.facts.contract
        return c.present if c is not None else T.FALSE

    def bidder_hand_side(self) -> tuple[Term, ...]:
        return tuple(self.ctx.facts.bidder_side())

    def final_scores(self) -> tuple[Term, ...]:
        """Match scores after the deal: settled when played, else as the points scored
        during the deal left them."""
        _, _, result, before = self.ctx.settled()
        stop = T.not_(self.played())
        return tuple(T.ite(stop, b, a) for a, b in zip(result.scores, before, strict=True))

    # -- quantities

    def amount(self, a: m.Amount) -> Term:
        if a.quantity is None:
            return T.num(a.number)
        if a.quantity in _OF_SIDE:
            return _OF_SIDE[a.quantity](self, a.side - 1)
        return QUANTITIES[a.quantity](self)

    def points_of_match_side(self, k: int) -> Term:
        """The points side ``k`` (from 0) scored in the deal: its hand side's when the
        deal was played out, and those credited to it during the deal."""
        played = self.played()
        hand = [T.ite(T.and_(played, a.side[k]), a.value, 0) for a in self.ctx.awards
                if k < len(a.side)]
        during = [T.ite(acts[k], award.value, 0) for award, acts in self.credited()[0]
                  if k < len(acts)]
        return T.add(*hand, *during)

    # -- tricks

    def seat_tricks(self) -> tuple[Term, ...]:
        """Each seat's tricks in the deal: 0 unless it was played out; else the cards
        he captured are that many tricks of one card from every player (the claim's
        check, :func:`pitchspec.model.derived.uncounted_tricks`, admits tricks only where
        every trick is so). The counts are unknowns tied to the captures by the
        constraints added to :attr:`extra`; together they are the deal's tricks (said
        outright: a solver adding four card counts up is slow to see it)."""
        found = self.ctx._cache.get("claims.tricks")
        if found is None:
            tricks, constraints = _seat_tricks(self.ctx, self.played())
            constraints.append(T.eq(T.add(*tricks), self.deal_tricks()))
            found = (tricks, constraints)
            self.ctx._cache["claims.tricks"] = found
        tricks, constraints = found
        self.extra.extend(c for c in constraints if not any(c is e for e in self.extra))
        return tricks

    def deal_tricks(self) -> Term:
        """The tricks of the deal: where every player plays every card of his hand when
        the deal is played out, as many as a hand holds; else counted from the cards
        played (one of every player to a trick)."""
        found = self.ctx._cache.get("claims.deal_tricks")
        if found is None:
            whole = whole_hands(self.ctx.variant)
            found = (T.ite(self.played(), whole, 0), []) if whole else \
                _counted(self.ctx, "deal", list(self.ctx.facts.played.values()),
                         self.played())
            self.ctx._cache["claims.deal_tricks"] = found
        tricks, constraints = found
        self.extra.extend(c for c in constraints if not any(c is e for e in self.extra))
        return tricks

    def tricks_where(self, on_side: Callable[[int], Term]) -> Term:
        """The tricks of the seats for which ``on_side(seat)`` holds."""
        return T.add(*(T.ite(on_side(s), t, 0) for s, t in enumerate(self.seat_tricks())))

    def tricks_of_bidder(self, bidders: bool) -> Term:
        """The tricks the bidder's hand side (or every other side) took."""
        f = self.ctx.facts
        if f.contract is None:
            return T.num(0)
        mine = self.bidder_hand_side()

        def ours(seat: int) -> Term:
            on = T.any_(T.and_(mine[k], f.side_is(seat, k)) for k in range(len(mine)))
            return on if bidders else T.not_(on)

        return T.ite(self.present(), self.tricks_where(ours), 0)

    def tricks_of_dealer(self) -> Term:
        f = self.ctx.facts
        return self.tricks_where(lambda s: T.eq(f.sides[s], f.sides[f.dealer]))

    def tricks_of_side(self, k: int) -> Term:
        f = self.ctx.facts
        return self.tricks_where(lambda s: f.side_is(s, k))

    def points_of_bidder(self) -> Term:
        return self.points_of_side(True)

    def points_of_others(self) -> Term:
        return self.points_of_side(False)

    def points_of_side(self, bidders: bool) -> Term:
        """The points the bidder's side (or every other side, together) scored in the
        deal: the hand's when it was played out, and those credited during it."""
        if self.ctx.facts.contract is None:
            return T.num(0)

        def ours(side: Term) -> Term:
            return side if bidders else T.not_(side)

        mine = self.bidder_hand_side()
        played = self.played()
        hand = [T.ite(T.and_(played, a.side[k], ours(mine[k])), a.value, 0)
                for a in self.ctx.awards for k in range(len(mine))]
        match = bidder_match_side(self.ctx)
        during = [T.ite(T.and_(act, ours(match[k])), award.value, 0)
                  for award, acts in self.credited()[0] for k, act in enumerate(acts)]
        return T.ite(self.present(), T.add(*hand, *during), 0)

    def winners(self) -> Term:
        winners, _, _, _ = self.ctx.settled()
        return T.add(*(T.ite(w, 1, 0) for w in winners))

    def score_of_bidder(self) -> Term:
        if self.ctx.facts.contract is None:
            return T.num(0)
        mine = bidder_match_side(self.ctx)
        final = self.final_scores()
        return T.ite(self.present(), T.add(*(T.ite(mine[k], final[k], 0)
                                             for k in range(len(final)))), 0)

    def gain_of(self, bidders: bool) -> Term:
        """The rise of the match scores of the bidder's side (or of every other side)
        in the deal, settlement included."""
        if self.ctx.facts.contract is None:
            return T.num(0)
        mine = bidder_match_side(self.ctx)
        final = self.final_scores()
        before = self.ctx.outcome.scores
        gains = [T.ite(mine[k] if bidders else T.not_(mine[k]), T.sub(final[k], before[k]), 0)
                 for k in range(len(final))]
        return T.ite(self.present(), T.add(*gains), 0)

    def bid_level(self) -> Term:
        c = self.ctx.facts.contract
        if c is None:
            return T.num(0)
        return T.ite(c.present, T.select(c.choice, [o.level for o in c.menu]), 0)

    def points_of_dealer(self) -> Term:
        f = self.ctx.facts
        played = self.played()
        hand = [T.ite(T.and_(played, a.side[k], f.side_is(f.dealer, k)), a.value, 0)
                for a in self.ctx.awards for k in range(len(a.side))]
        side = f.match_sides[f.dealer]
        during = [T.ite(acts[side], award.value, 0) for award, acts in self.credited()[0]]
        return T.add(*hand, *during)

    def lowest_score(self) -> Term:
        final = self.final_scores()
        lowest = final[0]
        for score in final[1:]:
            lowest = T.ite(T.lt(score, lowest), score, lowest)
        return lowest

    # -- events

    def event(self, e: m.Event) -> Term:
        f = self.ctx.facts
        contract = f.contract
        if e.kind in (m.EventKind.POINT_AWARDED, m.EventKind.POINT_TO_BIDDER):
            return self.point(e)
        if e.kind is m.EventKind.MATCH_WON:
            return T.any_(self.ctx.settled()[0])
        if e.kind is m.EventKind.MATCH_WON_BY:
            winners = self.ctx.settled()[0]
            return winners[e.side - 1] if 0 < e.side <= len(winners) else T.FALSE
        if contract is None:
            return T.FALSE
        _, _, result, _ = self.ctx.settled()
        under = T.and_(self.present(), self.played())
        if e.kind is m.EventKind.BID_MADE:
            return T.and_(under, result.made)
        if e.kind is m.EventKind.BID_SET:
            return T.and_(under, T.not_(result.made))
        if e.kind is m.EventKind.BIDDER_WINS:
            winners = self.ctx.settled()[0]
            mine = bidder_match_side(self.ctx)
            return T.and_(self.present(), T.any_(T.and_(w, k) for w, k in
                                                 zip(winners, mine, strict=True)))
        chosen = T.any_(T.eq(contract.choice, i) for i, option in enumerate(contract.menu)
                        if is_bid(self.ctx.variant, option, e.bid or ""))
        if e.kind is m.EventKind.MAKES_BID:
            return T.and_(under, chosen, result.made)
        return T.and_(under, chosen)

    def point(self, e: m.Event) -> Term:
        to_bidder = e.kind is m.EventKind.POINT_TO_BIDDER
        if to_bidder and self.ctx.facts.contract is None:
            return T.FALSE
        mine = self.bidder_hand_side() if to_bidder else ()
        match = bidder_match_side(self.ctx) if to_bidder else ()
        played = self.played()
        found = [T.and_(played, side, mine[k] if to_bidder else T.TRUE)
                 for a in self.ctx.awards if a.point == e.point
                 for k, side in enumerate(a.side)]
        found += [T.and_(act, match[k] if to_bidder else T.TRUE)
                  for award, acts in self.credited()[0] if award.point == e.point
                  for k, act in enumerate(acts)]
        return T.and_(self.present(), T.any_(found)) if to_bidder else T.any_(found)


def _credited(ctx: Context) -> tuple[list[tuple[SymAward, tuple[Term, ...]]],
                                      tuple[Term, ...], tuple[Term, ...]]:
    o = ctx.outcome
    out = []
    for i, award in enumerate(o.during):
        acts = []
        for k, side in enumerate(award.side):
            first = replace(award, side=tuple(s if j < k else T.FALSE
                                              for j, s in enumerate(award.side)))
            early, _ = award_now(ctx.facts, [*o.during[:i], first], o.scores)
            acts.append(T.and_(side, T.not_(T.any_(early))))
        out.append((award, tuple(acts)))
    early, scores = award_now(ctx.facts, o.during, o.scores)
    return out, early, scores


def whole_hands(v: m.Variant) -> int:
    """The tricks of every deal played out, where that is fixed: every player holds the
    hand he was dealt at the first lead (no exchange: the claim check's condition), the
    cards are never run into his hand, and he plays every card (no concession); else 0."""
    beg = v.trump.beg
    ran = beg is not None and beg.run > 0 and beg.after_run is m.AfterRun.KEEP
    if ran or v.play.bidder_may_concede or uncounted_tricks(v):
        return 0
    return v.deal.hand


def _seat_tricks(ctx: Context, played: Term) -> tuple[tuple[Term, ...], list[Term]]:
    """Each seat's tricks: taking ``j`` tricks, a seat captured exactly ``j`` cards per
    player."""
    f = ctx.facts
    tricks, constraints = [], []
    for s in range(f.n):
        taken, more = _counted(ctx, f"seat{s}", [f.capt[c][s] for c in f.deck], played)
        tricks.append(taken)
        constraints += more
    return tuple(tricks), constraints


def _counted(ctx: Context, what: str, cards: list[Term], played: Term
             ) -> tuple[Term, list[Term]]:
    """The tricks ``cards`` (Booleans, one a card) make when the deal was played out, one
    card of every player to a trick: an unknown one-hot over 0 to the most there can be,
    tied to the count by pseudo-Boolean constraints (which the finite-domain engine
    counts natively); 0 when the deal was not played out."""
    if uncounted_tricks(ctx.variant):
        raise ValueError(f"tricks of {ctx.variant.name} cannot be counted: "
                         f"{uncounted_tricks(ctx.variant)} (PS235)")
    f = ctx.facts
    most = min(len(cards) // f.n, whole_hands(ctx.variant) or len(cards))
    took = [T.bool_var(f"claims_tricks_{ctx.case}_{what}_{j}") for j in range(most + 1)]
    constraints = [T.exactly(took, 1)]
    constraints += [T.implies(T.and_(played, took[j]), T.exactly(cards, f.n * j))
                    for j in range(most + 1)]
    # said outright, though the counts imply it: a card taken is a trick taken
    constraints.append(T.implies(T.and_(played, T.any_(cards)), T.not_(took[0])))
    value = T.add(*(T.ite(took[j], j, 0) for j in range(1, most + 1)))
    return T.ite(played, value, 0), constraints


QUANTITIES: dict[m.Quantity, Callable[[Symbolic], Term]] = {
    m.Quantity.POINTS_PER_DEAL: lambda s: s.ctx.total(),
    m.Quantity.POINTS_OF_BIDDER: Symbolic.points_of_bidder,
    m.Quantity.POINTS_OF_OTHERS: Symbolic.points_of_others,
    m.Quantity.WINNERS_PER_DEAL: Symbolic.winners,
    m.Quantity.SCORE_OF_BIDDER: Symbolic.score_of_bidder,
    m.Quantity.LOWEST_SCORE: Symbolic.lowest_score,
    m.Quantity.GAIN_OF_BIDDER: lambda s: s.gain_of(True),
    m.Quantity.LOSS_OF_BIDDER: lambda s: T.neg(s.gain_of(True)),
    m.Quantity.GAIN_OF_OTHERS: lambda s: s.gain_of(False),
    m.Quantity.BID_LEVEL: Symbolic.bid_level,
    m.Quantity.POINTS_OF_DEALER: Symbolic.points_of_dealer,
    m.Quantity.TRICKS_PER_DEAL: lambda s: s.deal_tricks(),
    m.Quantity.TRICKS_OF_BIDDER: lambda s: s.tricks_of_bidder(True),
    m.Quantity.TRICKS_OF_OTHERS: lambda s: s.tricks_of_bidder(False),
    m.Quantity.TRICKS_OF_DEALER: Symbolic.tricks_of_dealer,
}

_OF_SIDE: dict[m.Quantity, Callable[[Symbolic, int], Term]] = {
    m.Quantity.POINTS_OF_SIDE: Symbolic.points_of_match_side,
    m.Quantity.TRICKS_OF_SIDE: Symbolic.tricks_of_side,
}
"""Quantities of one side, given as its index from 0."""
