"""The differential test: a hand the engine played, pinned into the outcome model.

The engine plays one hand of a variant with random players from a seed
(:func:`play_hand`): the dealer is the seat the outcome model deals from, the match
scores before the hand are drawn at random within the model's bounds. Every fact of
the finished hand is then stated as an equality on the outcome model's unknowns
(:func:`pins`): who was dealt, held, played and captured each card, the cards
discarded by force, the last trick's winner, the order of the jokers, the contract,
the hand's sides, the cards turned for trump, beg and run, the gift and the sale, the
kitty, widow and blind, the cards run and lost, the prior scores. Only the exchange's
inner steps stay free (they are fixed by the hands before and after it).

:func:`compare` asks z3 for a model of the pinned encoding and checks that its
awards (each point: to which side, at what value), the points scored during the deal,
the bid made or set, the winners and the scores are the engine's; then that no
model of the pinned encoding differs from the engine in any of them (unsatisfiable),
so the facts determine the outcome. The verdict says which check failed and how:

* ``agree``: the encoding gives the engine's outcome, and only it;
* ``mismatch``: the encoding's model scores the hand otherwise;
* ``ambiguous``: the pinned facts leave the encoding's outcome open;
* ``excluded``: the encoding has no model of this hand at all (the pin groups that
  conflict with its constraints are named);
* ``unknown``: z3 ran out of its work budget.

When the match ended during the deal (a count-out), the engine's record stops there;
the hand is played out again from the same actions without counting out, so every fact
is known, and the winners and scores are those of the real match.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from pitchspec import model as m
from pitchspec.engine.core.records import Award
from pitchspec.engine.core.rules import choose_seating
from pitchspec.engine.core.tables import compile_tables
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.context import Context, case_name
from pitchspec.smt.encode.encode import outcome_model
from pitchspec.smt.encode.facts import BidOption, trick_seats
from pitchspec.smt.encode.scoring import SymAward, score_hand
from pitchspec.smt.encode.settle import award_now
from pitchspec.smt.encode.terms import Term
from pitchspec.smt.prove.inductive import bind_states

from support.enginehand import DEALS as DEALS
from support.enginehand import EngineHand as EngineHand
from support.enginehand import Table as Table
from support.enginehand import draw_priors as draw_priors
from support.enginehand import play_hand as play_hand
from support.enginehand import prior_range as prior_range

# --------------------------------------------------------------------------- the encoding


def context_for(variant: m.Variant, trump: int, sub: int | None,
                table: Table = None) -> Context:
    """The outcome model of the variant at a table (players, in partnerships; else its
    default table) for one trump case, built as
    :func:`pitchspec.smt.encode.context.contexts` builds each case."""
    tables = compile_tables(variant)
    seating = choose_seating(variant, *(table or (None, None)))
    outcome = outcome_model(tables, seating, trump, sub, tag=f"p{trump}{sub or ''}")
    ctx = Context(variant, tables, seating, case_name(trump, sub), outcome,
                  score_hand(outcome.facts))
    bind_states([ctx])
    return ctx


@dataclass(frozen=True)
class Pin:
    """A group of equalities stating one fact of the hand."""

    name: str
    terms: list[Term]


def _is(term: Term, value: bool) -> Term:
    return term if value else T.not_(term)


def _bits(masks: Sequence[int], card: int) -> list[bool]:
    return [bool(mask >> card & 1) for mask in masks]


def pins(ctx: Context, hand: EngineHand) -> list[Pin]:
    """Every fact of the engine's hand as equalities on the context's unknowns."""
    f = ctx.facts
    o = ctx.outcome
    r = hand.record
    n, deck = f.n, f.deck
    player, capturer = trick_seats(r)
    last = r.tricks[-1].winner if r.tricks else None
    jokers = [c for t in r.tricks for _, c in t.plays if c >= 52]
    out = [Pin("dealt", [_is(f.dealt[c][s], b) for c in deck
                         for s, b in enumerate(_bits(r.dealt, c))])]
    if not hand.void:  # a void deal is thrown in before it is played
        out += [
            Pin("held", [_is(f.held[c][s], b) for c in deck
                         for s, b in enumerate(_bits(r.held, c))]),
            Pin("played", [_is(f.played[c], c in player) for c in deck]),
            Pin("captured", [_is(f.capt[c][s], capturer.get(c) == s) for c in deck
                             for s in range(n)]),
            Pin("dead", [_is(f.dead[c][s], (s, c) in r.dead) for c in deck
                         for s in range(n)]),
            Pin("last trick", [_is(f.last_winner[s], last == s) for s in range(n)]),
            Pin("joker order", [_is(f.joker_first, jokers[:1] == [52])]),
            Pin("conceded", [_is(f.conceded, r.conceded)]),
            Pin("trick order", _trick_order(ctx, hand)),
        ]
    out += [
        Pin("sides", [T.eq(f.sides[s], r.sides[s]) for s in range(n)]),
        Pin("contract", _contract(ctx, hand)),
        Pin("prior scores", [T.eq(s, v) for s, v in zip(o.scores, hand.prior, strict=True)]),
        Pin("turned", _turned(ctx, hand)),
        Pin("beg", [_is(o.plan.ran, hand.ran), _is(o.plan.gave, hand.gave)]),
        Pin("sale", [_is(o.plan.sold, hand.sold)]),
    ]
    ex = o.plan.exchange
    if ex is not None:
        piles = {"kitty": ex.kitty, "widow": ex.widow, "blind": ex.blind}
        out.append(Pin("kitty, widow, blind", [_is(on, c in hand.piles[name])
                                               for name, pile in piles.items()
                                               for c, on in pile.items()]))
        out.append(Pin("cards run", [_is(on, c in hand.runs.get(s, ())) for s in range(n)
                                     for c, on in ex.runs[s].items()]))
        out.append(Pin("cards lost", [_is(on, c in hand.lost.get(s, ())) for s in range(n)
                                      for c, on in ex.lost[s].items()]))
    return [p for p in out if p.terms]


def _trick_order(ctx: Context, hand: EngineHand) -> list[Term]:
    """The trick each card was played in, and each trick's winner (where the encoding
    tells tricks apart)."""
    f = ctx.facts
    tricks = hand.record.tricks
    where = {c: j for j, t in enumerate(tricks) for _, c in t.plays}
    out = [_is(on, where.get(c) == j) for c, slots in f.trick_of.items()
           for j, on in enumerate(slots)]
    out += [_is(on, j < len(tricks) and tricks[j].winner == s)
            for j, won in enumerate(f.trick_winner) for s, on in enumerate(won)]
    return out


def _contract(ctx: Context, hand: EngineHand) -> list[Term]:
    c = ctx.facts.contract
    engine = hand.record.contract
    if c is None:
        return [T.lit(engine is None)]
    if engine is None:
        return [T.not_(c.present)]
    option = BidOption(engine.level, engine.doubled, engine.special)
    if option not in c.menu:
        return [T.FALSE]
    return [c.present, T.eq(c.bidder, engine.bidder), T.eq(c.choice, c.menu.index(option))]


def _turned(ctx: Context, hand: EngineHand) -> list[Term]:
    turns = ctx.outcome.plan.turns
    if turns is None:
        return [T.lit(not hand.turned)]
    out = [T.lit(len(hand.turned) <= len(turns.cards))]
    for i, slot in enumerate(turns.cards):
        card = hand.turned[i] if i < len(hand.turned) else None
        out.append(_is(turns.active[i], card is not None))
        out += [_is(on, c == card) for c, on in slot.items()]
    return out


# --------------------------------------------------------------------------- the checks


@dataclass(frozen=True)
class Check:
    """One thing the encoding must say as the engine does: a term that holds when it
    does, the engine's value and the encoding's value in a model, in words."""

    name: str
    holds: Term
    engine: str
    read: Callable[[Any], str]


def _award_checks(what: str, encoded: Sequence[SymAward], engine: Sequence[Award],
                  sides: int, counted: bool = True) -> list[Check]:
    """Per point: each side's total value and (``counted``) how many awards it got.
    Points during the deal are compared by total only: the engine credits All Fives'
    trumps per trick, the encoding per card."""
    names = list(dict.fromkeys([a.point for a in encoded] + [a.point for a in engine]))
    out = []
    for name in names:
        mine = [a for a in encoded if a.point == name]
        theirs = [a for a in engine if a.point == name]
        holds = []
        for k in range(sides):
            got = [a.value for a in theirs if a.side == k]
            if counted:
                holds.append(T.eq(T.count([a.side[k] for a in mine]), len(got)))
            holds.append(T.eq(T.add(*(T.ite(a.side[k], a.value, 0) for a in mine)), sum(got)))

        def read(model: Any, mine: list[SymAward] = mine) -> str:
            return _show([(k, T.value_of(model, a.value)) for a in mine
                          for k in range(sides) if T.truth(model, a.side[k])], counted)

        out.append(Check(f"{what} {name!r}", T.all_(holds),
                         _show([(a.side, a.value) for a in theirs], counted), read))
    return out


def _show(pairs: Sequence[tuple[int, int]], each: bool = True) -> str:
    if not each:
        totals: dict[int, int] = {}
        for k, v in pairs:
            totals[k] = totals.get(k, 0) + v
        pairs = sorted(totals.items())
    return ", ".join(f"side {k}: {v}" for k, v in sorted(pairs)) or "nobody"


def _flag_checks(name: str, terms: Sequence[Term], engine: Sequence[int]) -> Check:
    holds = T.all_(_is(t, k in engine) for k, t in enumerate(terms))
    return Check(name, holds, str(sorted(engine)),
                 lambda model: str([k for k, t in enumerate(terms) if T.truth(model, t)]))


def _number_checks(name: str, terms: Sequence[Term], engine: Sequence[int]) -> Check:
    holds = T.all_(T.eq(t, v) for t, v in zip(terms, engine, strict=True))
    return Check(name, holds, str(list(engine)),
                 lambda model: str([T.value_of(model, t) for t in terms]))


def checks(ctx: Context, hand: EngineHand) -> list[Check]:
    """What the encoding must say of the pinned hand: the awards; the points during the
    deal; then the settlement (bid made, winners, draw, scores), or, when the match was
    counted out, the winners and scores at that moment."""
    o = ctx.outcome
    sides = ctx.seating.num_sides
    out = [] if hand.void else _award_checks("award", ctx.awards, hand.awards, sides)
    winners, draw, result, before = ctx.settled()
    if hand.counted_out:
        early, at = award_now(o.facts, o.during, o.scores)
        return [*out, _flag_checks("counted out by", early, hand.winners),
                _number_checks("scores at the count-out", at, hand.scores)]
    out += _award_checks("during the deal", o.during, hand.during, sides, counted=False)
    out.append(Check("void deal", _is(o.void, hand.void), str(hand.void),
                     lambda model: str(T.truth(model, o.void))))
    if hand.void or hand.settlement is None:
        return [*out, _flag_checks("winners", winners, hand.winners),
                _number_checks("scores after the deal", before, hand.scores)]
    s = hand.settlement
    if hand.record.contract is not None:
        out.append(Check("bid made", _is(result.made, bool(s.made)), str(bool(s.made)),
                         lambda model: str(T.truth(model, result.made))))
    return [*out, _flag_checks("winners", winners, s.winners),
            Check("draw", _is(draw, s.draw), str(s.draw),
                  lambda model: str(T.truth(model, draw))),
            _number_checks("scores", result.scores, hand.scores)]


# --------------------------------------------------------------------------- the verdict


class Status(Enum):
    AGREE = "agree"
    MISMATCH = "mismatch"
    AMBIGUOUS = "ambiguous"
    EXCLUDED = "excluded"
    UNKNOWN = "unknown"


@dataclass
class Comparison:
    """The verdict on one hand, and why."""

    hand: EngineHand
    case: str
    status: Status
    problems: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        head = f"{self.status.value}: {self.hand.describe()} ({self.case})"
        return "\n  ".join([head, *self.problems])


def _solve(assertions: Sequence[Term]) -> Any | None:
    return T.check(assertions, "fd")


def compare(ctx: Context, hand: EngineHand, unique: bool = True,
            leave_out: Collection[str] = ()) -> Comparison:
    """Pin the hand into the context's outcome model and compare the encoding's outcome
    with the engine's (and, with ``unique``, check that no other outcome is possible).
    ``leave_out`` names pin groups not to state (to see which facts decide what)."""
    groups = [p for p in pins(ctx, hand) if p.name not in leave_out]
    base = [*ctx.outcome.constraints, *(t for p in groups for t in p.terms)]
    found = checks(ctx, hand)
    verdict = Comparison(hand, ctx.case, Status.AGREE)
    try:
        model = _solve(base)
        if model is None:
            verdict.status = Status.EXCLUDED
            verdict.problems = _conflict(ctx, groups)
            return verdict
        wrong = [c for c in found if not T.truth(model, c.holds)]
        if wrong:
            verdict.status = Status.MISMATCH
            verdict.problems = [f"{c.name}: encoding {c.read(model)}, engine {c.engine}"
                                for c in wrong]
            return verdict
        if unique:
            other = _solve([*base, T.not_(T.all_(c.holds for c in found))])
            if other is not None:
                verdict.status = Status.AMBIGUOUS
                verdict.problems = [f"{c.name}: the encoding also allows {c.read(other)}, "
                                    f"engine {c.engine}"
                                    for c in found if not T.truth(other, c.holds)]
    except T.Budget as err:
        verdict.status = Status.UNKNOWN
        verdict.problems = [f"z3 gave up: {err}"]
    return verdict


def _conflict(ctx: Context, groups: list[Pin]) -> list[str]:
    """The pin groups the model's constraints exclude together (an unsat core over one
    assumption per group, made minimal by deletion), and the coarsest constraint level
    that already excludes them."""
    names = ["domains", "deal and play", "exchange"]
    for i, cons in enumerate(ctx.outcome.levels):
        core = _core(cons, groups)
        if core is not None:
            level = names[i] if i < len(names) else f"level {i}"
            return [f"the encoding has no model of this hand: pins "
                    f"{', '.join(g.name for g in core) or '(none)'} conflict with its "
                    f"{level} constraints"]
    return ["the encoding has no model of this hand (no unsat core found)"]


def _core(constraints: Sequence[Term], groups: list[Pin]) -> list[Pin] | None:
    """A minimal set of groups unsatisfiable with the constraints (None: satisfiable)."""
    solver = T.new_solver("fd")
    solver.add(*(c for c in constraints if not T.is_true(c)))
    flags = {}
    for i, group in enumerate(groups):
        flag = T.bool_var(f"pin!{i}")
        flags[str(flag)] = group
        solver.add(T.implies(flag, T.all_(group.terms)))
    answer = solver.check(*(T.bool_var(f"pin!{i}") for i in range(len(groups))))
    if str(answer) != "unsat":
        return None
    core = [flags[str(x)] for x in solver.unsat_core()]
    for group in list(core):
        rest = [g for g in core if g is not group]
        if str(solver.check(*(T.bool_var(f"pin!{groups.index(g)}") for g in rest))) == "unsat":
            core = rest
    return core


def differential(variant: m.Variant, seed: int,
                 cache: dict[tuple[int, int | None], Context] | None = None,
                 unique: bool = True, table: Table = None) -> Comparison:
    """Play one hand from the seed and compare the encoding's outcome with the engine's,
    at a table (players, in partnerships; else the default one). ``cache`` keeps one
    context per trump case across hands of the same variant and table."""
    store = cache if cache is not None else {}
    first = next(iter(store.values()), None)
    hand = play_hand(variant, seed, first.states if first is not None else None, table)
    key = (hand.record.trump, hand.record.sub)
    if key not in store:
        store[key] = context_for(variant, *key, table=table)
    return compare(store[key], hand, unique)


__all__ = ["Check", "Comparison", "EngineHand", "Pin", "Status", "checks", "compare",
           "context_for", "differential", "draw_priors", "pins", "play_hand", "prior_range"]
