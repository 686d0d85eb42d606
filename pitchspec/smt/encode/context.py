"""What a property is stated on, and what it returns: one variant at one table (a
number of players, alone or in partnerships) with one trump case (:class:`Context`:
the outcome model and the terms several properties share), and one question for the
solver (:class:`Obligation`).

A *universal* property ("no hand ever ...") gives asserts that are unsatisfiable
exactly when it holds; an *existential* one ("some hand can ...") asserts that are
satisfiable exactly when it holds. The properties themselves are in
:mod:`pitchspec.smt.prove.properties`; the cheaper models tried first in
:mod:`pitchspec.smt.prove.coarse`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from functools import cached_property
from typing import Any

from pitchspec import model as m
from pitchspec.engine import Seating, Tables, choose_seating, compile_tables
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.encode import Outcome, outcome_model, trump_cases
from pitchspec.smt.encode.scoring import SymAward, score_hand
from pitchspec.smt.encode.settle import SymSettlement, award_now, settle
from pitchspec.smt.encode.states import ScoreStates
from pitchspec.smt.encode.terms import Term


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
    """Builds the asserts on first use (:attr:`goal`), when building them is costly."""

    @cached_property
    def goal(self) -> list[Term]:
        """The asserts, built when first read and kept: a property proved on a coarse
        model, or shown by a hand the engine played, never pays for the settlement of
        the complete model."""
        if self.later is not None:
            self.asserts, self.later = self.later(), None
        return self.asserts


@dataclass
class Context:
    """One variant at one table with one trump case: the outcome model and the terms
    several properties share (awards, totals, the settlement), built once."""

    variant: m.Variant
    tables: Tables
    seating: Seating
    case: str
    outcome: Outcome
    awards: tuple[SymAward, ...]
    _cache: dict[str, Any] = field(default_factory=dict)
    states: ScoreStates | None = None
    """The match scores the deal may start from (:mod:`pitchspec.smt.encode.states`)."""

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
    during = _during_in_order(ctx, order)
    early, scores = award_now(o.facts, during, o.scores)
    result = settle(o.facts, ctx.awards, scores, order, during)
    counted_out = T.any_(early)
    stop = T.or_(counted_out, o.void)
    winners = tuple(T.ite(stop, e, w) for e, w in zip(early, result.winners, strict=True))
    return winners, T.and_(T.not_(stop), result.draw), result, scores



def contexts(variant: m.Variant, seating: Seating | None = None) -> list[Context]:
    """The outcome model for every trump case of the variant at one table (``seating``,
    else its default one), the scores before the deal not yet bound
    (:func:`pitchspec.smt.prove.inductive.bound_contexts` binds them to those a real
    match at that table can reach)."""
    tables = compile_tables(variant)
    seating = seating if seating is not None else choose_seating(variant, None, None)
    out = []
    for trump, sub in trump_cases(variant):
        case = case_name(trump, sub)
        outcome = outcome_model(tables, seating, trump, sub, tag=f"o{trump}{sub or ''}")
        out.append(Context(variant, tables, seating, case, outcome, score_hand(outcome.facts)))
    return out


def case_name(trump: int, sub: int | None) -> str:
    suits = ("spades", "hearts", "diamonds", "clubs")
    return f"trump {suits[trump]}" + (f", sub-trump {suits[sub]}" if sub is not None else "")
