"""The properties a variant should have, each a named function returning obligations.

A *universal* property ("no hand ever ...") returns asserts that are unsatisfiable
exactly when the property holds; a model of them is a counterexample. An *existential*
property ("some hand can ...", e.g. a bid is makeable) returns asserts that are
satisfiable exactly when it holds; equivalently they are the negation's
counterexample-asserts, and a model is the witness. Every obligation also carries the
same condition stated on a concrete hand played by the engine (``holds_on``), which is
how a counterexample or witness is re-checked after the engine replays it.

Hand-level properties are stated on the outcome model (:mod:`pitchspec.smt.encode`);
the trick-level ones on a single symbolic trick; deck sufficiency on card counts
(:mod:`pitchspec.smt.deck`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from functools import partial
from typing import TYPE_CHECKING, Any

from pitchspec import model as m
from pitchspec.engine.core.rules import Seating, choose_seating
from pitchspec.engine.core.tables import Tables, compile_tables
from pitchspec.engine.phases.scoring import ordered_points
from pitchspec.smt import terms as T
from pitchspec.smt.encode import Outcome, outcome_model, trump_cases
from pitchspec.smt.facts import BidOption
from pitchspec.smt.scoring import SymAward, score_hand
from pitchspec.smt.settle import (
    SymSettlement,
    _wins_now,
    award_now,
    settle,
)
from pitchspec.smt.terms import Term

if TYPE_CHECKING:
    from pitchspec.smt.replay import Played


class Kind(Enum):
    UNIVERSAL = "universal"
    EXISTENTIAL = "existential"


@dataclass
class Obligation:
    """One question for the solver: the property, the case (trump suit, bid, player
    count), the asserts, and the same condition on a concrete hand."""

    property: str
    kind: Kind
    model: str
    """'hand' (outcome then hand model), 'trick' (one trick) or 'deck' (card counts)."""
    case: str
    asserts: list[Term]
    holds_on: Callable[[Any], bool]
    """On a concrete replayed hand: True when it is a counterexample (universal) or a
    witness (existential)."""
    context: Context | None = None
    base: list[Term] = field(default_factory=list)
    confirm: tuple[str, ...] = ("hand", "playout")
    data: dict[str, Any] = field(default_factory=dict)
    coarse: list[list[Term]] = field(default_factory=list)
    """Cheaper over-approximations to try first (each a full list of asserts): one
    unsatisfiable is a proof."""
    later: Callable[[], list[Term]] | None = None
    """Builds the asserts on first use (:meth:`goal`), when building them is costly."""

    def goal(self) -> list[Term]:
        """The asserts, built on first use: a property proved on a coarse model, or
        shown by a hand the engine played, never pays for the settlement of the
        complete model."""
        if self.later is not None:
            self.asserts, self.later = self.later(), None
        return self.asserts


@dataclass
class Context:
    """One variant at its default table with one trump case: the outcome model and the
    terms several properties share (awards, totals, the settlement), built once."""

    variant: m.Variant
    tables: Tables
    seating: Seating
    case: str
    outcome: Outcome
    awards: tuple[SymAward, ...]
    _cache: dict[str, Any] = field(default_factory=dict)

    @property
    def facts(self) -> Any:
        return self.outcome.facts

    def total(self) -> Term:
        """All points awarded in the hand: those scored during the deal as they are
        credited (a count-out stops the deal), then the hand's own points unless the
        deal ended early (counted out, or thrown in after a granted beg)."""
        o = self.outcome
        early, after = award_now(o.facts, o.during, o.scores)
        during = T.add(*(T.sub(a, b) for a, b in zip(after, o.scores, strict=True)))
        played = T.add(*(T.ite(a.awarded, a.value, 0) for a in self.awards))
        return T.add(during, T.ite(T.or_(o.void, T.any_(early)), 0, played))

    def upper_total(self) -> Term:
        """At least :meth:`total` on every hand: each point's positive value whenever
        it is awarded, with no deal cut short - a cheap bound to prove first."""
        def gain(awarded: Term, value: Term) -> Term:
            return T.ite(T.and_(awarded, T.gt(value, 0)), value, 0)

        f = self.facts
        by_trick = {p.name for p in self.variant.points if p.kind is m.PointKind.TRICK_TRUMPS}
        # Trick trumps, whose awards go trick by trick, bounded card by card instead: the
        # same sum, without the trick order a solver would have to reason through.
        trumps = [T.ite(f.played[c], f.tables.trump_card_points[c] // 2, 0)
                  for c in f.deck if f.is_trump(c)] if by_trick else []
        return T.add(*(gain(a.awarded, a.value) for a in self.awards),
                     *(gain(T.any_(a.side), a.value) for a in self.outcome.during
                       if a.point not in by_trick),
                     *(trumps * len(by_trick)))

    def settled(self, order: str = "engine") -> tuple[tuple[Term, ...], Term,
                                                      SymSettlement, tuple[Term, ...]]:
        """Winners (per side), draw, the settlement and the scores before it, for the
        hand played from the prior scores: during-deal points first, then settling."""
        if order not in self._cache:
            self._cache[order] = _settle_hand(self, order)
        return self._cache[order]  # type: ignore[no-any-return]


def _during_in_order(ctx: Context, order: str) -> list[SymAward]:
    during = list(ctx.outcome.during)
    if order == "reversed":
        for group in ctx.outcome.together:
            items = [during[i] for i in group]
            for i, award in zip(group, reversed(items), strict=True):
                during[i] = award
    return during


def _settle_hand(ctx: Context, order: str) -> tuple[tuple[Term, ...], Term, SymSettlement,
                                                     tuple[Term, ...]]:
    o = ctx.outcome
    early, scores = award_now(o.facts, _during_in_order(ctx, order), o.scores)
    result = settle(o.facts, ctx.awards, scores, order)
    counted_out = T.any_(early)
    stop = T.or_(counted_out, o.void)
    winners = tuple(T.ite(stop, e, w) for e, w in zip(early, result.winners, strict=True))
    return winners, T.and_(T.not_(stop), result.draw), result, scores


def free_awards(ctx: Context, facts: Any, tag: str) -> tuple[tuple[SymAward, ...], list[Term]]:
    """The awards of a hand with every card fact forgotten: each point goes to at most
    one side, at one of its possible values."""
    from pitchspec.smt.scoring import DURING, sweep

    awards: list[SymAward] = []
    cons: list[Term] = []
    for rule in ordered_points(ctx.variant):
        if rule.kind in DURING:
            continue
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
    top = stated_maximum(ctx.variant, ctx.tables, ctx.seating.num_sides)
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


def free_context(ctx: Context, tag: str) -> tuple[Context, list[Term]]:
    """The context with the cards forgotten (its variables named from ``tag``): the
    contract, partner and prior scores fresh unknowns, every award free; with its
    constraints. Call within ``T.integers()``. The settling model, and a diff's quick
    proof of 'alike' (:mod:`pitchspec.smt.diffsettle`)."""
    from dataclasses import replace as _replace

    from pitchspec.smt.encode import _contract, _Names, _partner, prior_scores

    v, f = ctx.variant, ctx.facts
    names = _Names(tag)
    cons: list[Term] = []
    contract = _contract(v, f.n, names, cons)
    partner, sides = _partner(v, ctx.seating, contract, names, cons)
    facts = _replace(f, contract=contract, partner=partner, sides=sides)
    awards, more = free_awards(ctx, facts, tag)
    during = _free_during(ctx, tag, cons)
    scores = prior_scores(v, ctx.seating.num_sides, names, cons)
    void = names.b("void") if not T.is_false(ctx.outcome.void) else T.FALSE
    outcome = Outcome(facts, cons, during, scores, void, ctx.outcome.plan, ctx.seating,
                      ctx.outcome.together, [cons])
    rough = Context(v, ctx.tables, ctx.seating, ctx.case, outcome, awards)
    return rough, [*cons, *more]


def with_coarse(ctx: Context, build: Callable[[Context], list[Obligation]]) -> list[Obligation]:
    """The property's obligations, each first tried on the settling model; the complete
    model's asserts are built only when that does not prove it (:meth:`Obligation.goal`)."""
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


def contexts(variant: m.Variant) -> list[Context]:
    """The outcome model for every trump case of the variant at its default table."""
    tables = compile_tables(variant)
    seating = choose_seating(variant, None, None)
    out = []
    for trump, sub in trump_cases(variant):
        case = case_name(trump, sub)
        outcome = outcome_model(tables, seating, trump, sub, tag=f"o{trump}{sub or ''}")
        out.append(Context(variant, tables, seating, case, outcome, score_hand(outcome.facts)))
    return out


def case_name(trump: int, sub: int | None) -> str:
    suits = ("spades", "hearts", "diamonds", "clubs")
    return f"trump {suits[trump]}" + (f", sub-trump {suits[sub]}" if sub is not None else "")


# --------------------------------------------------------------------------- points


def stated_maximum(variant: m.Variant, tables: Tables, sides: int) -> int:
    """The most points the rules list for one deal: each point at its top value once
    (a turned card at its best value, trick trumps at all the trumps' card points), the
    beg's gift to each side that receives it, and a commercial sale at the top bid."""
    total = sum(_point_top(variant, tables, p) for p in variant.points)
    beg = variant.trump.beg
    if beg is not None and beg.gift:
        total += beg.gift * (1 if beg.gift_to is m.GiftTo.ELDER else sides - 1)
    b = variant.bidding
    if b.form is m.AuctionForm.COMMERCIAL or b.commercial is not None:
        total += max([b.maximum, *(int(s.level) for s in b.special)])
    return total


def _point_top(variant: m.Variant, tables: Tables, p: m.PointRule) -> int:
    halves = max(tables.card_points) // 2
    if p.kind is m.PointKind.TURN_UP:
        values = [t.value if t.value is not None else halves for t in p.turn_up]
        return max([*values, halves if p.by_card_points else 0, 0])
    if p.kind is m.PointKind.TRICK_TRUMPS:
        table = tables.table(0)
        return sum(tables.trump_card_points[c] for c in tables.deck
                   if table.trump_mask >> c & 1) // 2
    return max(p.value, p.hanged_value or 0)


def points_bounded(ctx: Context) -> list[Obligation]:
    """No hand awards more points than the variant's stated maximum (each listed point
    once at its top value, with the gift and the sale). Unsatisfiable iff it holds."""
    most = stated_maximum(ctx.variant, ctx.tables, ctx.seating.num_sides)
    upper = T.gt(ctx.upper_total(), most)
    # The bound on the unknowns' domains alone (no card placed) mostly settles it at
    # a fraction of the work; the complete model where it does not.
    bounds = [[*ctx.outcome.levels[0], upper], [*ctx.outcome.levels[-1], upper]]
    return [Obligation("points_bounded", Kind.UNIVERSAL, "hand", ctx.case,
                       [T.gt(ctx.total(), most)],
                       lambda p: p.total_points() > most, ctx,
                       confirm=("playout", "hand"),
                       data={"maximum": most, "coarse": "outcome model (points summed)"},
                       coarse=bounds)]


def points_max_reachable(ctx: Context) -> list[Obligation]:
    """Some hand awards the stated maximum. Existential: satisfiable iff it holds."""
    most = stated_maximum(ctx.variant, ctx.tables, ctx.seating.num_sides)
    return [Obligation("points_max_reachable", Kind.EXISTENTIAL, "hand", ctx.case,
                       [T.ge(ctx.total(), most)],
                       lambda p: p.total_points() >= most, ctx,
                       confirm=("hand", "playout", "search"), data={"maximum": most})]


def lost_points(ctx: Context) -> list[Term]:
    """Per point rule: its card is in play and its conditions hold, yet nobody scores
    it (a receiver the rules leave undefined), or it goes to two sides at once. A
    conceded hand forfeits points by rule (scoring.conceded_only): none is 'lost'."""
    from pitchspec.smt.scoring import POINT_FUNCTIONS, _card_of, conditions_hold, in_play

    f = ctx.facts
    out = []
    awards = list(ctx.awards)
    for rule in _scored_rules(ctx.variant):
        award = next(a for a in awards if a.point == rule.name)
        out.append(T.not_(T.at_most(award.side, 1)))
        before = awards[:awards.index(award)]
        holds = conditions_hold(rule, f, before)
        if rule.kind is m.PointKind.CARD and rule.card is not None:
            found = POINT_FUNCTIONS[rule.kind](rule, f).card or {}
            live = in_play(f, rule.among)
            due = T.any_(T.and_(on, live.get(c, T.FALSE)) for c, on in found.items())
        elif rule.kind in (m.PointKind.HIGHEST, m.PointKind.LOWEST, m.PointKind.JOKER_PLAYED):
            card = _card_of(rule, f) or POINT_FUNCTIONS[rule.kind](rule, f).card or {}
            due = T.any_(card.values())
        else:
            continue
        out.append(T.and_(holds, due, T.not_(f.conceded), T.not_(award.awarded)))
    return out


def _scored_rules(variant: m.Variant) -> list[m.PointRule]:
    during = (m.PointKind.TURN_UP, m.PointKind.TRICK_TRUMPS, m.PointKind.SWEEP)
    return [p for p in variant.points if p.kind not in during]


def points_one_side(ctx: Context) -> list[Obligation]:
    """Every point whose card is in play goes to exactly one side: none is lost for want
    of a receiver, none is split. Unsatisfiable iff it holds."""
    return [Obligation("points_one_side", Kind.UNIVERSAL, "hand", ctx.case,
                       [T.any_(lost_points(ctx))], lambda p: bool(p.lost_points()), ctx,
                       confirm=("playout", "hand"), data={"from_level": 1})]


# --------------------------------------------------------------------------- bids


def bids_makeable(ctx: Context) -> list[Obligation]:
    """Every legal bid can be made: for the highest numeric bid and each special bid,
    some hand makes it as the engine's ``bid_made`` judges (the points bid, and a
    special bid's requirements). Existential (per bid): satisfiable iff it holds."""
    c = ctx.facts.contract
    if c is None:
        return []
    out = []
    for index, option in _bids_to_check(ctx.variant, c.menu):
        label = option.special or f"bid {option.level}"
        out.append(Obligation(
            "bids_makeable", Kind.EXISTENTIAL, "hand", f"{ctx.case}, {label}", [],
            _makes(option), ctx, confirm=("hand", "search"),
            data={"option": index, "bid": label}, later=partial(_made, ctx, index)))
    return out


def _made(ctx: Context, index: int) -> list[Term]:
    """The bid at ``index`` of the menu is held and made (the settlement built now)."""
    c = ctx.facts.contract
    assert c is not None
    _, _, result, _ = ctx.settled()
    return [c.present, T.eq(c.choice, index), result.made]


def _bids_to_check(variant: m.Variant, menu: Sequence[BidOption]) -> list[tuple[int, BidOption]]:
    """The highest numeric bid (lower ones are easier: a hand that makes it makes them)
    and each special bid."""
    numeric = [(i, o) for i, o in enumerate(menu) if not o.doubled]
    top = max(numeric, key=lambda io: (io[1].level, io[1].special is None))
    specials = [(i, o) for i, o in enumerate(menu) if o.special and not o.doubled]
    return [top, *[s for s in specials if s[0] != top[0]]]


def _makes(option: BidOption) -> Callable[[Any], bool]:
    def check(played: Played) -> bool:
        return bool(played.made_bid(option))
    return check


# --------------------------------------------------------------------------- winning


def match_should_end(ctx: Context, order: str = "engine") -> Term:
    """The rules end the match after this hand: a side counted out during the deal, a
    sudden-death bid, a backdoor score, or a side at the target that may win and leads
    by the margin."""
    _, _, result, _ = ctx.settled(order)
    o = ctx.outcome
    f = o.facts
    early, _ = award_now(f, o.during, o.scores)
    scores = result.scores
    reached = T.any_(_wins_now(f, scores, k, result.made) for k in range(len(scores)))
    doors = T.any_(T.le(s, d.threshold) for d in f.variant.winning.backdoor for s in scores)
    sudden = _sudden(ctx)
    played = T.and_(T.not_(o.void), T.not_(T.any_(early)))
    return T.or_(T.any_(early), T.and_(played, T.or_(reached, doors, sudden)))


def _sudden(ctx: Context) -> Term:
    from pitchspec.smt.settle import bidder_credits

    f = ctx.facts
    if f.contract is None:
        return T.FALSE
    _, _, result, _ = ctx.settled()
    _, sudden = bidder_credits(f, ctx.awards, result.made)
    return T.or_(sudden.win, sudden.lose)


def ties_resolved(ctx: Context) -> list[Obligation]:
    """From any scores short of the target, a hand declares at most one winner, and one
    (or a draw the rules name) whenever the rules say the match ends. Unsatisfiable iff
    it holds."""
    if ctx.variant.winning.hands is not None:
        return []
    winners, draw, _, _ = ctx.settled()
    many = T.not_(T.at_most(winners, 1))
    undecided = T.and_(match_should_end(ctx), T.not_(T.any_(winners)), T.not_(draw))
    return [Obligation("ties_resolved", Kind.UNIVERSAL, "hand", ctx.case,
                       [T.or_(many, undecided)], lambda p: p.tie_unresolved(), ctx,
                       confirm=("hand", "playout"))]


def order_deterministic(ctx: Context) -> list[Obligation]:
    """No two credits whose order the rules leave open (credits the counting order does
    not name, awards made to several sides at once) can change who wins: the engine's
    order and the reverse reading give the same winners. Unsatisfiable iff it holds."""
    first, draw1, _, _ = ctx.settled("engine")
    second, draw2, _, _ = ctx.settled("reversed")
    differ = T.or_(T.any_(T.not_(T.iff(a, b)) for a, b in zip(first, second, strict=True)),
                   T.not_(T.iff(draw1, draw2)))
    return [Obligation("order_deterministic", Kind.UNIVERSAL, "hand", ctx.case, [differ],
                       lambda p: p.order_matters(), ctx, confirm=("hand", "playout"))]


def score_signs(ctx: Context) -> list[Obligation]:
    """Score floor and sign rules: no side ends a hand below the declared floor; a bidder
    who makes his bid loses nothing; a set bidder gains nothing; sides other than the
    bidder's never lose points. Unsatisfiable iff they hold."""
    f = ctx.facts
    _, _, result, before = ctx.settled()
    after = result.scores
    floor = ctx.variant.scoring.floor
    broken = [T.lt(s, floor) for s in after] if floor is not None else []
    if f.contract is not None:
        mine = _bidder_match_side(ctx)
        for k in range(len(after)):
            change = T.sub(after[k], before[k])
            made = T.and_(f.contract.present, result.made, mine[k], T.lt(change, 0))
            lost = T.and_(f.contract.present, T.not_(result.made), mine[k], T.gt(change, 0))
            other = T.and_(T.not_(_in_bidder_group(ctx, k)), T.lt(change, 0))
            broken += [made, lost, other]
    else:
        broken += [T.lt(T.sub(a, b), 0) for a, b in zip(after, before, strict=True)]
    o = ctx.outcome
    played = T.and_(T.not_(o.void), T.not_(T.any_(award_now(f, o.during, o.scores)[0])))
    return [Obligation("score_signs", Kind.UNIVERSAL, "hand", ctx.case,
                       [played, T.any_(broken)], lambda p: p.sign_broken(), ctx,
                       confirm=("hand", "playout"))]


def _bidder_match_side(ctx: Context) -> tuple[Term, ...]:
    f = ctx.facts
    assert f.contract is not None
    return tuple(T.any_(T.and_(f.contract.bidder_is(s), T.lit(f.match_sides[s] == k))
                        for s in range(f.n)) for k in range(f.num_sides))


def _in_bidder_group(ctx: Context, side: int) -> Term:
    """The match side plays with the bidder this hand (his own side or a called partner)."""
    f = ctx.facts
    assert f.contract is not None
    bidder = f.bidder_side()
    seats = [s for s in range(f.n) if f.match_sides[s] == side]
    return T.and_(f.contract.present,
                  T.any_(T.and_(f.side_is(s, k), bidder[k]) for s in seats
                         for k in range(f.num_sides)))


HAND_PROPERTIES: dict[str, Callable[[Context], list[Obligation]]] = {
    "points_bounded": points_bounded,
    "points_one_side": points_one_side,
    "points_max_reachable": points_max_reachable,
    "bids_makeable": bids_makeable,
    "ties_resolved": lambda ctx: with_coarse(ctx, ties_resolved),
    "order_deterministic": lambda ctx: with_coarse(ctx, order_deterministic),
    "score_signs": lambda ctx: with_coarse(ctx, score_signs),
}
