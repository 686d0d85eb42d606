"""The properties a variant should have, each a named function returning obligations.

A *universal* property ("no hand ever ...") returns asserts that are unsatisfiable
exactly when the property holds; a model of them is a counterexample. An *existential*
property ("some hand can ...", e.g. a bid is makeable) returns asserts that are
satisfiable exactly when it holds; equivalently they are the negation's
counterexample-asserts, and a model is the witness. Every obligation also carries the
same condition stated on a concrete hand played by the engine (``holds_on``), which is
how a counterexample or witness is re-checked after the engine replays it.

Hand-level properties are stated on the outcome model (:mod:`pitchspec.smt.encode.encode`);
the trick-level ones on a single symbolic trick; deck sufficiency on card counts
(:mod:`pitchspec.smt.encode.deck`).
"""


from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

from pitchspec import model as m
from pitchspec.model.derived import most_points
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.context import Context, Kind, Obligation
from pitchspec.smt.encode.facts import BidOption
from pitchspec.smt.encode.maxima import card_point_tops
from pitchspec.smt.encode.settle import award_now
from pitchspec.smt.encode.terms import Term
from pitchspec.smt.encode.winning import wins_now
from pitchspec.smt.prove.coarse import with_coarse

if TYPE_CHECKING:
    from pitchspec.smt.witness.replay import Played


# --------------------------------------------------------------------------- points

def points_bounded(ctx: Context) -> list[Obligation]:
    """No hand awards more points than the variant's stated maximum (each listed point
    once at its top value, with the gift and the sale). Unsatisfiable iff it holds."""
    most = most_points(ctx.variant, card_point_tops(ctx.tables), sides=ctx.seating.num_sides)
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
    most = most_points(ctx.variant, card_point_tops(ctx.tables), sides=ctx.seating.num_sides)
    return [Obligation("points_max_reachable", Kind.EXISTENTIAL, "hand", ctx.case,
                       [T.ge(ctx.total(), most)],
                       lambda p: p.total_points() >= most, ctx,
                       confirm=("hand", "playout", "search"), data={"maximum": most})]


def lost_points(ctx: Context) -> list[Term]:
    """Per point rule: its card is in play and its conditions hold, yet nobody scores
    it (a receiver the rules leave undefined), or it goes to two sides at once. A
    conceded hand forfeits points by rule (scoring.conceded_only): none is 'lost'."""
    from pitchspec.smt.encode.scoring import POINT_FUNCTIONS, card_of, conditions_hold, in_play

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
            card = card_of(rule, f) or POINT_FUNCTIONS[rule.kind](rule, f).card or {}
            due = T.any_(card.values())
        else:
            continue
        out.append(T.and_(holds, due, T.not_(f.conceded), T.not_(award.awarded)))
    return out


def _scored_rules(variant: m.Variant) -> list[m.PointRule]:
    """The points scored from the finished hand, as written."""
    return [p for p in variant.points if p.kind.from_finished_hand]


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
    reached = T.any_(wins_now(f, scores, k, result.made) for k in range(len(scores)))
    doors = T.any_(T.le(s, d.threshold) for d in f.variant.winning.backdoor for s in scores)
    sudden = _sudden(ctx)
    played = T.and_(T.not_(o.void), T.not_(T.any_(early)))
    return T.or_(T.any_(early), T.and_(played, T.or_(reached, doors, sudden)))


def _sudden(ctx: Context) -> Term:
    from pitchspec.smt.encode.credits import bidder_credits

    f = ctx.facts
    if f.contract is None:
        return T.FALSE
    _, _, result, before = ctx.settled()
    _, sudden = bidder_credits(f, ctx.awards, result.made, before)
    return T.or_(sudden.win, sudden.lose, sudden.lost_after_scoring)


def ties_resolved(ctx: Context) -> list[Obligation]:
    """From any scores a match can stand at (:mod:`pitchspec.smt.encode.states`), a hand
    declares at most one winner, and one (or a draw the rules name) whenever the rules
    say the match ends. Unsatisfiable iff it holds."""
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
        mine = bidder_match_side(ctx)
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


def bidder_match_side(ctx: Context) -> tuple[Term, ...]:
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
