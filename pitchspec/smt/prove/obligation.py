"""Solving one obligation: from asserts to a verdict with a real hand behind it.

For a universal property (no hand may ...): the outcome model's asserts unsatisfiable
means PROVED. A model is a candidate counterexample: it is decoded and re-scored by the
engine at once (a disagreement is PS503), then realised as a real hand - played out by
the engine from the decoded deal, or solved again in the hand model with the tricks
spelled out and replayed move by move. Realised: REFUTED with that hand. The hand model
finding no legal hand at all (where it spells out every rule of play): PROVED for legal
play at that table. Otherwise UNKNOWN.

Existential properties (some hand can ...) are the mirror image: no model of the outcome
model means REFUTED; a witness realised by the engine means PROVED.
"""

from __future__ import annotations

from typing import Any

from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.context import Context, Kind, Obligation
from pitchspec.smt.encode.hand import exact, supported
from pitchspec.smt.encode.verdicts import Verdict
from pitchspec.smt.prove.anchor import anchored
from pitchspec.smt.prove.asking import QUICK_SHARE, Decision, engine_for, quick_answer, unsat
from pitchspec.smt.witness.deckplay import replay_deck
from pitchspec.smt.witness.decode import read_hand, rescore
from pitchspec.smt.witness.examples import trick_example
from pitchspec.smt.witness.falsify import Trial
from pitchspec.smt.witness.realise import (
    guided,
    hand_witness,
    search_witness,
    seeded_playouts,
    strong_witness,
    try_replay,
    witness,
)

SEARCH_FIRST = 200
"""Seeded random hands the engine plays, looking for a witness of an existential
property, before any solving: a witness the engine played needs no replay, and most
'some hand can' questions are answered by an ordinary deal."""


def solve_one(ob: Obligation, scale: float = 1.0, trial: Trial | None = None) -> Decision:
    """The verdict on one obligation, with a real hand behind any REFUTED/PROVED
    that rests on a model, and a real match behind any hand from the middle of one."""
    if ob.context is None:
        return _solve_plain(ob, scale)
    return anchored(ob, _resolve(ob, scale), scale, trial, _resolve)


def _resolve(ob: Obligation, scale: float) -> Decision:
    return _solve_universal(ob, scale) if ob.kind is Kind.UNIVERSAL else \
        _solve_existential(ob, scale)


def _solve_plain(ob: Obligation, scale: float) -> Decision:
    """Trick and deck obligations: one model, decoded and checked by the engine."""
    try:
        model = T.check([*ob.base, *ob.goal], engine_for(ob, 1), scale)
    except T.Budget as err:
        return Decision(Verdict.UNKNOWN, _first_model(ob), note=f"work budget exhausted ({err})")
    if model is None:
        return Decision(Verdict.PROVED, _first_model(ob))
    if ob.model == "trick":
        return Decision(Verdict.REFUTED, "trick model", trick_example(ob, model))
    example = replay_deck(ob, model)
    if example.confirmed:
        return Decision(Verdict.REFUTED, "deck counts, replayed", example)
    return Decision(Verdict.UNKNOWN, "deck counts", example,
                    note="the engine did not reproduce the shortfall")


def _solve_universal(ob: Obligation, scale: float) -> Decision:
    """Coarse models first (any unsatisfiable one proves it), then realise a model of
    the complete outcome model as a real hand."""
    presolve = ob.data.get("presolve", False)
    for rough in ob.coarse:
        some = None if presolve else quick_answer(rough, scale)  # over cards: fd first
        if some is False or (some is None and _coarse_unsat(rough, scale, presolve)):
            return Decision(Verdict.PROVED, ob.data.get("coarse", "settling model (free awards)"))
    searched = bool(ob.coarse) and _searchable(ob)
    if searched:  # the coarse model allows a counterexample: an ordinary deal may show it
        assert ob.context is not None
        found = search_witness(ob, ob.context, SEARCH_FIRST)
        if found is not None:
            return Decision(Verdict.REFUTED, "engine search", found)
    levels = ob.context.outcome.levels if ob.context is not None else []
    note = ""
    for depth, level in enumerate(levels):
        last = depth == len(levels) - 1
        if depth < ob.data.get("from_level", 0):
            continue
        if not last and engine_for(ob, depth) == "smt":
            quick = quick_answer([*level, *ob.goal], scale)
            if quick is False:
                return Decision(Verdict.PROVED, "outcome model")
            if quick is True:  # only a model of the last level is ever read
                continue
        try:
            model = T.check([*level, *ob.goal], engine_for(ob, depth),
                            scale if last else scale / 4)
        except T.Budget as err:
            note = f"work budget exhausted ({err})"
            continue
        if model is None:
            return Decision(Verdict.PROVED, "outcome model")
        if last:
            return _realise(ob, model, scale, searched)
    return Decision(Verdict.UNKNOWN, "outcome model", note=note)


def _coarse_unsat(rough: list[T.Term], scale: float, presolve: bool) -> bool:
    """A coarse model unsatisfiable on a quarter of the budget, or, where that quarter
    ran out before any answer, on the whole budget (a model found says no at once):
    a settling model hard at a larger table is still far cheaper than the complete one."""
    for share in (scale / 4, scale):
        try:
            if presolve:
                return not T.satisfiable(rough, share)
            return T.check(rough, "smt", share) is None
        except T.Budget:
            continue
    return False


def _searchable(ob: Obligation) -> bool:
    """A counterexample the engine's seeded hands may find: one a played hand shows."""
    return "hand" in ob.confirm and ob.context is not None and supported(ob.context.variant)


def _solve_existential(ob: Obligation, scale: float) -> Decision:
    """A hand the engine plays from a seeded random deal that does it: PROVED, with no
    solving. No hand even of the coarsest model: REFUTED. Otherwise look for a legal
    hand (tricks first, then a deal and exchange that lead to it); failing that, the
    hand model and the outcome model decide whether any exists."""
    ctx = ob.context
    assert ctx is not None
    levels = ctx.outcome.levels
    stacked = strong_witness(ob, ctx)
    if stacked is not None:  # the bidder dealt the best trumps: no solving at all
        return Decision(Verdict.PROVED, "engine hand (best trumps to the bidder)", stacked)
    quick = search_witness(ob, ctx, SEARCH_FIRST)
    if quick is not None:  # a hand the engine played: no solving at all
        return Decision(Verdict.PROVED, "engine search", quick)
    rough = [*levels[0], *ob.goal]
    some = quick_answer(rough, scale)
    if some is False or (some is None and unsat(rough, "smt", scale / 4)):
        return Decision(Verdict.REFUTED, "outcome model", note=_why_none(ob))
    # A bid is made by some hand far more often than not: the guided hand model first.
    bid_first = supported(ctx.variant) and "bid" in ob.data
    found, note = guided(ob, ctx, scale) if bid_first else (None, "")
    if found is not None:
        return Decision(Verdict.PROVED, "hand model, replayed by the engine", found)
    quick_model = None
    if len(levels) > 1:
        try:
            quick_model = T.check_once([*levels[-1], *ob.goal], "fd", scale * QUICK_SHARE)
        except T.Budget:
            pass
        else:
            if quick_model is None:
                return Decision(Verdict.REFUTED, "outcome model", note=_why_none(ob))
    early = _outcome_first(ob, ctx, scale, quick_model)
    if early is not None:
        return early
    notes = []
    if supported(ctx.variant):
        if not bid_first:
            found, note = guided(ob, ctx, scale)
        if found is None:
            found, note = witness(ob, ctx, scale)
        if found is not None:
            return Decision(Verdict.PROVED, "hand model, replayed by the engine", found)
        notes.append(note)
        found, none_legal, note = hand_witness(ob, ctx, scale, None)
        if found is not None:
            return Decision(Verdict.PROVED, "hand model, replayed by the engine", found)
        if none_legal and exact(ctx.variant):
            return Decision(Verdict.REFUTED, "hand model", note="no legal play at this "
                            "table does it")
        notes.append(note)
    try:
        model = T.check([*levels[-1], *ob.goal], "fd", scale)
    except T.Budget as err:
        return Decision(Verdict.UNKNOWN, "outcome model", note=f"budget ({err})")
    if model is None:
        return Decision(Verdict.REFUTED, "outcome model", note=_why_none(ob))
    decision = _realise(ob, model, scale)
    if decision.verdict is Verdict.UNKNOWN:
        decision.note = "; ".join([*notes, decision.note])
    return decision


def _outcome_first(ob: Obligation, ctx: Context, scale: float,
                   model: Any | None = None) -> Decision | None:
    """Before any trick is spelled out: the complete outcome model (its model found on
    the quick budget, else solved on a quarter of the budget). No hand of it: REFUTED.
    Its deal played out by the engine (plainly, then with seeded cards) showing the
    property: PROVED. Otherwise None (the hand model decides)."""
    if "playout" not in ob.confirm:
        return None
    try:
        if model is None:
            model = T.check([*ctx.outcome.levels[-1], *ob.goal], "fd", scale / 4)
    except T.Budget:
        return None
    if model is None:
        return Decision(Verdict.REFUTED, "outcome model", note=_why_none(ob))
    hand = read_hand(ctx, model)
    rescore(ctx, model, hand, ob.property)
    example, _ = try_replay(ob, ctx, hand, follow=False)
    example = example or seeded_playouts(ob, ctx, hand)
    if example is None:
        return None
    return Decision(Verdict.PROVED, "outcome model, played out by the engine", example)


def _first_model(ob: Obligation) -> str:
    return {"hand": "outcome model", "trick": "trick model", "deck": "deck counts"}[ob.model]


def _why_none(ob: Obligation) -> str:
    if ob.kind is Kind.UNIVERSAL:
        return ""
    most = ob.data.get("maximum")
    what = f"awards the stated maximum of {most} points" if most is not None else "does it"
    return (f"no hand of the outcome model (which allows every real hand, from every "
            f"score a match can reach, and more) {what}")


def _realise(ob: Obligation, model: Any, scale: float, searched: bool = False) -> Decision:
    """Turn an outcome model's hand into a real one: played out by the engine (its
    deal with the lowest legal cards, or seeded random ones), or with its tricks spelled
    out by the hand model (keeping the model's hands, then free)."""
    ctx = ob.context
    assert ctx is not None
    success = Verdict.REFUTED if ob.kind is Kind.UNIVERSAL else Verdict.PROVED
    hand = read_hand(ctx, model)
    rescore(ctx, model, hand, ob.property)
    notes = []
    hand_unsat = False
    for way in ob.confirm:
        if way == "playout":
            example, why = try_replay(ob, ctx, hand, follow=False)
            if example is None:
                example = seeded_playouts(ob, ctx, hand)
            if example is not None:
                return Decision(success, "outcome model, played out by the engine", example)
            notes.append(f"the engine's play-out of the outcome model's deal: {why}")
        elif way == "hand" and supported(ctx.variant) and ob.kind is Kind.UNIVERSAL:
            quick = None if searched else search_witness(ob, ctx, SEARCH_FIRST)
            if quick is not None:
                return Decision(success, "engine search", quick)
            example = seeded_playouts(ob, ctx, hand)  # the model's deal, cards at random
            if example is not None:
                return Decision(success, "outcome model, played out by the engine", example)
            found, _, note = hand_witness(ob, ctx, scale, model)
            if found is None:
                found, note = witness(ob, ctx, scale)
            if found is None:
                found, hand_unsat, note = hand_witness(ob, ctx, scale, None)
            if found is not None:
                return Decision(success, "hand model, replayed by the engine", found)
            notes.append(note)
        elif way == "search" and ob.kind is Kind.EXISTENTIAL:
            example = search_witness(ob, ctx, start=SEARCH_FIRST)  # seeds not yet tried
            if example is not None:
                return Decision(success, "engine search", example)
    if hand_unsat and exact(ctx.variant):
        return Decision(Verdict.PROVED, "hand model", note="no legal play at this "
                        "table has it; the outcome model alone allowed it")
    return Decision(Verdict.UNKNOWN, "outcome model", note="; ".join(notes) or
                    "no real hand realises the outcome model's example")

