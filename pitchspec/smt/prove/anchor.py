"""What a verdict rests on: played matches first, and a whole match behind every deal.

A deal of the matches played before any solving (:mod:`pitchspec.smt.witness.falsify`) decides
an obligation at once (:func:`by_play`); the solver, asked too, must not prove what it
breaks (PS508). A deal the solver finds from the middle of a match is a real game only
as the next deal of a match that gets there (:func:`anchored`): one the falsifier
played, or one steered there (:mod:`pitchspec.smt.witness.steer`); else the solver is asked for
another deal from scores like those matches reach. A refutation from scores at or past
the target, which some rules let a side stand at, says whether the property holds from
every state short of it (:func:`scope`).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.context import Kind, Obligation
from pitchspec.smt.encode.solver import TRACE
from pitchspec.smt.encode.verdicts import Unsound, Verdict
from pitchspec.smt.prove.asking import Decision, engine_for, quick_answer, unsat
from pitchspec.smt.witness.examples import Example
from pitchspec.smt.witness.falsify import Shown, Trial
from pitchspec.smt.witness.matches import Match, replay_file
from pitchspec.smt.witness.paths import Reached, model_scores, reached
from pitchspec.smt.witness.realise import shown_example
from pitchspec.smt.witness.steer import needs, steer, steer_past

Resolve = Callable[[Obligation, float], Decision]
"""Solves an obligation afresh (the solver's flow of :mod:`pitchspec.smt.prove.solve`)."""


def scope(group: list[Obligation], decision: Decision, scale: float) -> str:
    """Where a property of every deal fails only from scores at or past the target (which
    these win rules let a side stand at), whether it holds for every deal starting with
    every side short of the target: said in the refutation's note."""
    ob = group[0]
    ctx = ob.context
    example = decision.example
    if decision.verdict is not Verdict.REFUTED or ob.kind is not Kind.UNIVERSAL \
            or ctx is None or ctx.states is None or ctx.states.target_kept() \
            or example is None:
        return ""
    prior = example.data.get("prior", [])
    if not prior or max(prior) < ctx.states.at:
        return ""
    if not all(holds_below(o, scale / 2) for o in group if o.context is not None):
        return ""
    return (f"it holds for every deal that starts with every side short of "
            f"{ctx.states.at}; only a side standing at {ctx.states.at} or more "
            "(where these rules let one stand without having won) can break it")


def holds_below(ob: Obligation, scale: float) -> bool:
    """The universal obligation proved for deals starting with every side short of the
    target (its settling model first, then the complete one)."""
    from pitchspec.smt.prove.coarse import settling_context

    ctx = ob.context
    assert ctx is not None and ctx.states is not None
    coarse = []
    if ob.coarse:
        rough, _ = settling_context(ctx)
        with T.integers():
            below = ctx.states.below_target(rough.outcome.scores)
        coarse = [[*c, *below] for c in ob.coarse]
    narrower = replace(ob, asserts=[*ob.goal, *ctx.states.below_target(ctx.outcome.scores)],
                       later=None, coarse=coarse,
                       data={**ob.data, "anchoring": True})
    for rough_asserts in narrower.coarse:
        if unsat(rough_asserts, "smt", scale / 4, True):
            return True
    try:
        return T.check([*ctx.outcome.levels[-1], *narrower.goal], "fd", scale) is None
    except T.Budget:
        return False


def by_play(shown: Shown, scale: float) -> Decision:
    """A played deal decides the obligation: it breaks a property of every deal
    (REFUTED: the solver, asked too, must not prove it), or shows one of some deal."""
    ob = shown.obligation
    if ob.kind is Kind.EXISTENTIAL:
        return Decision(Verdict.PROVED, "played match", shown_example(shown))
    if proves(ob, scale):
        raise Unsound(shown.match.variant.name, ob.property,
                      f"deal {shown.index + 1} of a played match breaks it "
                      f"({ob.case}); the solver finds no such deal")
    return Decision(Verdict.REFUTED, "played match", shown_example(shown))


def proves(ob: Obligation, scale: float) -> bool:
    """The solver proves the universal obligation on a coarse model (the settling
    model, where the scores a deal starts from matter most), or on the complete one at
    a first quick try."""
    for rough in ob.coarse:
        presolve = ob.data.get("presolve", False)
        if unsat(rough, "smt", scale / 4, True) if presolve else \
                quick_answer(rough, scale) is False:
            return True
    if ob.context is None:  # one trick: its model is small, asked whole
        return unsat([*ob.base, *ob.goal], engine_for(ob, 1), scale / 4)
    return quick_answer([*ob.context.outcome.levels[-1], *ob.goal], scale) is False


def within(ob: Obligation, trial: Trial) -> Obligation:
    """The obligation asked only of deals from scores each side reached in a played
    match (between its least and most), every side short of the target."""
    ctx = ob.context
    assert ctx is not None and ctx.states is not None
    pool = list(reached(trial, ctx.seating)) or [tuple(0 for _ in ctx.outcome.scores)]
    scores = ctx.outcome.scores
    box = [T.and_(T.ge(x, min(p[k] for p in pool)), T.le(x, max(p[k] for p in pool)))
           for k, x in enumerate(scores)]
    return replace(ob, asserts=[*ob.goal, *box, *ctx.states.below_target(scores)],
                   later=None, coarse=[], data={**ob.data, "anchoring": True})


def from_start(ob: Obligation) -> Obligation:
    """The obligation asked only of a match's first deal, from 0-0: a deal that shows
    it there needs no match steered to its scores."""
    ctx = ob.context
    assert ctx is not None
    start = [T.eq(x, 0) for x in ctx.outcome.scores]
    return replace(ob, asserts=[*ob.goal, *start], later=None, coarse=[],
                   data={**ob.data, "anchoring": True})


def anchored(ob: Obligation, decision: Decision, scale: float, trial: Trial | None,
             resolve: Resolve) -> Decision:
    """A deal that shows the obligation from scores other than 0-0 is a real game only
    as the next deal of a match that reached those scores, or scores from which the
    same deal shows it too: a match the falsifier played, or one steered there
    (:mod:`pitchspec.smt.witness.steer`); its deals and this one are one deal file from 0-0 the
    engine replays."""
    example = decision.example
    success = Verdict.REFUTED if ob.kind is Kind.UNIVERSAL else Verdict.PROVED
    prior = tuple(example.data.get("prior", ())) if example is not None else ()
    number = int(example.data.get("deal_number", 0)) if example is not None else 0
    if decision.verdict is not success or not (any(prior) or number) or example is None \
            or example.deal is None or "match_deals" in example.data:
        return decision
    match = reach(ob, example.deal["deals"][0], prior, number, trial) \
        if trial is not None else None
    shown = confirmed(ob, match) if match is not None else None
    if TRACE:
        print(f"  [anchor {ob.property} {ob.case}: prior {prior}: "
              f"{'a real match' if shown else 'none'}]", file=sys.stderr)
    if shown is not None:
        return Decision(success, f"{decision.method}, dealt in a real match", shown)
    if trial is not None and not ob.data.get("anchoring"):
        # another deal, from scores like those real matches reach: each side within
        # the scores they reached, and short of the target; failing that, a first deal
        # from 0-0, which every match reaches
        for again in (within(ob, trial), from_start(ob)):
            retried = anchored(again, resolve(again, scale / 2), scale, trial, resolve)
            if retried.verdict is success:
                return retried
    scores = ", ".join(f"side {k} {v}" for k, v in enumerate(prior))
    return Decision(Verdict.UNKNOWN, decision.method, example,
                    note=f"{UNCONFIRMED}: a deal from scores {scores} "
                    f"{'breaks' if success is Verdict.REFUTED else 'shows'} it, but no "
                    "match played or steered reaches scores it does so from")


REACHED_FIRST = 60
"""Reached states meeting a deal's needs tried as they are, before any steering."""


def reach(ob: Obligation, entry: dict[str, Any], prior: tuple[int, ...], number: int,
           trial: Trial) -> Match | None:
    """A real match whose last deal is ``entry`` (turned to its dealer) and shows the
    obligation: from a state the falsifier reached that meets the deal's needs, else
    steered to one."""
    ctx = ob.context
    assert ctx is not None
    seating = ctx.seating
    need = needs(trial, seating, entry, prior, ob.holds_on, number)
    pool = list(reached(trial, seating).values())
    if need is None or not pool:
        return None

    def gap(reach: Reached) -> tuple[int, int]:
        deal = reach.match.deals[reach.index]
        scores = model_scores(seating, deal.prior, deal.dealer)
        return need.distance(scores, deal.number), need.order(scores)

    ordered = sorted(pool, key=gap)
    if TRACE:
        print(f"  [needs {need}; nearest reached at {gap(ordered[0])}]", file=sys.stderr)
    for reach in [r for r in ordered if gap(r)[0] == 0][:REACHED_FIRST]:
        found = steer(trial, seating, need, entry, ob.holds_on, [reach], steps=0)
        if found is not None:
            return found
    return steer(trial, seating, need, entry, ob.holds_on, ordered) \
        or steer_past(trial, seating, need, entry, ob.holds_on, ordered)


def confirmed(ob: Obligation, match: Match) -> Example | None:
    """The match's last deal told, its deal file replayed from 0-0 by the engine as
    ``pitchspec play --deal`` plays it: the example, if the replay shows the same."""
    example = shown_example(Shown(ob, match, len(match.deals) - 1))
    assert example.deal is not None
    played = replay_file(match.variant, example.deal)
    return example if played is not None and ob.holds_on(played) else None


UNCONFIRMED = "start state unconfirmed"
