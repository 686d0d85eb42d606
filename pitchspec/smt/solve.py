"""Running obligations: from asserts to a verdict with a real hand behind it.

For a universal property (no hand may ...): the outcome model's asserts unsatisfiable
means PROVED. A model is a candidate counterexample: it is decoded and re-scored by the
engine at once (a disagreement is PS503), then realised as a real hand - played out by
the engine from the decoded deal, or solved again in the hand model with the tricks
spelled out and replayed move by move. Realised: REFUTED with that hand. The hand model
finding no legal hand at all (where it spells out every rule of play): PROVED for legal
play at the default table. Otherwise UNKNOWN.

Existential properties (some hand can ...) are the mirror image: no model of the outcome
model means REFUTED; a witness realised by the engine means PROVED.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from pitchspec import model as m
from pitchspec.engine.core.rules import EngineError, choose_seating
from pitchspec.meanings.properties import PROPERTIES as BUILT_IN
from pitchspec.smt import terms as T
from pitchspec.smt.claims import claim_obligations
from pitchspec.smt.coarse import with_coarse
from pitchspec.smt.context import Context, Kind, Obligation
from pitchspec.smt.deck import deck_sufficient
from pitchspec.smt.deckplay import replay_deck
from pitchspec.smt.decode import read_hand, rescore
from pitchspec.smt.examples import (
    Example,
    search_witness,
    trick_example,
)
from pitchspec.smt.falsify import Shown, Trial, judge, play_trial
from pitchspec.smt.hand import exact, supported
from pitchspec.smt.inductive import bound_contexts
from pitchspec.smt.matches import Match, replay_file
from pitchspec.smt.paths import Reached, model_scores, reached
from pitchspec.smt.properties import HAND_PROPERTIES
from pitchspec.smt.realise import (
    guided,
    hand_witness,
    seeded_playouts,
    try_replay,
    witness,
)
from pitchspec.smt.solver import _TRACE
from pitchspec.smt.steer import needs, steer
from pitchspec.smt.strong import strong_witness
from pitchspec.smt.trick import trick_obligations
from pitchspec.smt.verdicts import Proof, Unsound, Verdict

PROPERTIES: tuple[str, ...] = tuple(BUILT_IN)
"""Every property, in the order reports list them (:mod:`pitchspec.meanings.properties`)."""

CLAIMS: dict[str, str] = {name: p.claim for name, p in BUILT_IN.items()}
"""Each property as a claim about the rules, in card-game words (for reports)."""

TRICK_PROPERTIES = ("one_trick_winner", "top_trump_wins")

QUICK_SHARE = 1 / 50
"""The share of the finite-domain budget for a quick refutation before any search."""

SEARCH_FIRST = 200
"""Seeded random hands the engine plays, looking for a witness of an existential
property, before any solving: a witness the engine played needs no replay, and most
'some hand can' questions are answered by an ordinary deal."""


@dataclass
class Decision:
    """The verdict on one obligation."""

    verdict: Verdict
    method: str
    example: Example | None = None
    note: str = ""


def verify_variant(variant: m.Variant, names: Sequence[str] = PROPERTIES,
                   scale: float = 1.0) -> list[Proof]:
    """Every requested property of one variant, in the order of ``names``; ``scale``
    multiplies the solver's work budgets. Real matches are played and judged first
    (:mod:`pitchspec.smt.falsify`); the solver decides what they leave open."""
    T.fresh_context()
    obligations = _obligations(variant, names)
    trial = _trial(variant, obligations)
    proofs = [decide(variant, name, obligations.get(name, []), scale, trial)
              for name in names]
    words = {c.property: c.words for c in variant.claims}
    states = next((ob.context.states for obs in obligations.values() for ob in obs
                   if ob.context is not None and ob.context.states is not None), None)
    for proof in proofs:
        proof.claim = words.get(proof.property, "")
        if states is not None and any(ob.model == "hand"
                                      for ob in obligations.get(proof.property, [])):
            proof.states = states.words()
    return proofs


def _obligations(variant: m.Variant, names: Sequence[str]) -> dict[str, list[Obligation]]:
    out: dict[str, list[Obligation]] = {n: [] for n in names}
    hand_names = [n for n in names if n in HAND_PROPERTIES]
    claims = [c for c in variant.claims if c.property in names]
    if hand_names or claims:
        for ctx in bound_contexts(variant):
            for name in hand_names:
                out[name] += HAND_PROPERTIES[name](ctx)
            for claim in claims:
                out[claim.property] += _claim_obligations(ctx, claim)
    wanted = {n for n in names if n in TRICK_PROPERTIES}
    for ob in trick_obligations(variant, wanted) if wanted else []:
        out[ob.property].append(ob)
    if "deck_sufficient" in names:
        out["deck_sufficient"] = deck_sufficient(variant)
    return out


def _trial(variant: m.Variant, obligations: dict[str, list[Obligation]]) -> Trial | None:
    """The matches played before solving, where a property of one deal is asked and the
    engine can play the variant."""
    if not any(ob.model in ("hand", "trick") for obs in obligations.values() for ob in obs):
        return None
    try:
        return play_trial(variant, choose_seating(variant, None, None))
    except EngineError:  # a rule the engine cannot play: the solver alone decides
        return None


def _claim_obligations(ctx: Context, claim: m.Claim) -> list[Obligation]:
    """A claim over every deal (or no deal) is first tried on the settling model, whose
    awards are free: proved there, it is proved without a card being placed."""
    if claim.quantifier is m.Quantifier.SOME:
        return claim_obligations(ctx, claim)
    return with_coarse(ctx, lambda c: claim_obligations(c, claim))


def decide(variant: m.Variant, name: str, obligations: Sequence[Obligation],
           scale: float = 1.0, trial: Trial | None = None) -> Proof:
    """Combine the obligations of one property into one proof (``trial``: the matches
    played first, whose deals may decide it at once)."""
    start = time.perf_counter()
    work = T.WORK["rlimit"]
    if not obligations:
        return Proof(Verdict.PROVED, name, variant.name, time.perf_counter() - start,
                     method="nothing to check", note=_not_applicable(name), cases=0)
    groups = _groups(obligations)
    decisions = [_decide_group(group, scale, trial) for group in groups]
    for group, decision in zip(groups, decisions, strict=True):
        decision.note = _joined(decision.note, _scope(group, decision, scale))
    refuted = next((d for d in decisions if d.verdict is Verdict.REFUTED), None)
    unknown = next((d for d in decisions if d.verdict is Verdict.UNKNOWN), None)
    chosen = refuted or unknown or decisions[0]
    methods = sorted({d.method for d in decisions})
    return Proof(chosen.verdict, name, variant.name, time.perf_counter() - start,
                 chosen.example, ", ".join(methods) if chosen.verdict is Verdict.PROVED
                 else chosen.method, _also_refuted(chosen, decisions, groups),
                 len(obligations), T.WORK["rlimit"] - work)


def _joined(*notes: str) -> str:
    return "; ".join(n for n in notes if n)


def _scope(group: list[Obligation], decision: Decision, scale: float) -> str:
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
    if not all(_holds_below(o, scale / 2) for o in group if o.context is not None):
        return ""
    return (f"it holds for every deal that starts with every side short of "
            f"{ctx.states.at}; only a side standing at {ctx.states.at} or more "
            "(where these rules let one stand without having won) can break it")


def _holds_below(ob: Obligation, scale: float) -> bool:
    """The universal obligation proved for deals starting with every side short of the
    target (its settling model first, then the complete one)."""
    from pitchspec.smt.coarse import settling_context

    ctx = ob.context
    assert ctx is not None and ctx.states is not None
    coarse = []
    if ob.coarse:
        rough, _ = settling_context(ctx)
        with T.integers():
            below = ctx.states.below_target(rough.outcome.scores)
        coarse = [[*c, *below] for c in ob.coarse]
    narrower = replace(ob, asserts=[*ob.goal(), *ctx.states.below_target(ctx.outcome.scores)],
                       later=None, coarse=coarse,
                       data={**ob.data, "anchoring": True})
    for rough_asserts in narrower.coarse:
        if _unsat(rough_asserts, "smt", scale / 4, True):
            return True
    try:
        return T.check([*ctx.outcome.levels[-1], *narrower.goal()], "fd", scale) is None
    except T.Budget:
        return False


def _also_refuted(chosen: Decision, decisions: list[Decision],
                  groups: list[list[Obligation]]) -> str:
    """The note of the verdict shown, naming every other table size refuted as well
    (the counterexample tells only the first): e.g. the deck also runs short at 5
    players. Other trump suits, being alike, are not listed."""
    others = [g[0].case for d, g in zip(decisions, groups, strict=True)
              if d.verdict is Verdict.REFUTED and d is not chosen and g[0].model == "deck"]
    if chosen.verdict is not Verdict.REFUTED or not others:
        return chosen.note
    also = "also refuted with " + ", ".join(others)
    return f"{chosen.note}; {also}" if chosen.note else also


def _not_applicable(name: str) -> str:
    return {"bids_makeable": "no auction", "ties_resolved": "a fixed number of hands"}.get(
        name, "the variant states no such claim" if is_claim(name) else "nothing to check")


def _groups(obligations: Sequence[Obligation]) -> list[list[Obligation]]:
    """Existential obligations over trump cases are alternatives (one witness in any
    case will do); everything else must hold one by one."""
    groups: dict[str, list[Obligation]] = {}
    for ob in obligations:
        key = ob.data.get("bid", "") if ob.kind is Kind.EXISTENTIAL else f"{len(groups)}"
        groups.setdefault(str(key), []).append(ob)
    return list(groups.values())


def _decide_group(group: list[Obligation], scale: float, trial: Trial | None = None
                  ) -> Decision:
    shown = judge(trial, group) if trial is not None else None
    if shown is not None:
        return _by_play(shown, scale)
    decisions = []
    for ob in group:
        decision = solve_one(ob, scale, trial)
        decisions.append(decision)
        if ob.kind is Kind.EXISTENTIAL and decision.verdict is Verdict.PROVED:
            return decision
    refuted = next((d for d in decisions if d.verdict is Verdict.REFUTED), None)
    unknown = next((d for d in decisions if d.verdict is Verdict.UNKNOWN), None)
    return refuted or unknown or decisions[0]


def _engine(ob: Obligation, depth: int) -> str:
    """Settling questions on the unknowns' domains alone go to the arithmetic solver;
    questions about cards to the finite-domain engine."""
    if ob.model == "deck":
        return "smt"
    if ob.model == "trick":
        return "fd"
    return "smt" if depth == 0 else "fd"


def _by_play(shown: Shown, scale: float) -> Decision:
    """A played deal decides the obligation: it breaks a property of every deal
    (REFUTED: the solver, asked too, must not prove it), or shows one of some deal."""
    ob = shown.obligation
    if ob.kind is Kind.EXISTENTIAL:
        return Decision(Verdict.PROVED, "played match", shown.example())
    if _proves(ob, scale):
        raise Unsound(shown.match.variant.name, ob.property,
                      f"deal {shown.index + 1} of a played match breaks it "
                      f"({ob.case}); the solver finds no such deal")
    return Decision(Verdict.REFUTED, "played match", shown.example())


def _proves(ob: Obligation, scale: float) -> bool:
    """The solver proves the universal obligation on a coarse model (the settling
    model, where the scores a deal starts from matter most), or on the complete one at
    a first quick try."""
    for rough in ob.coarse:
        presolve = ob.data.get("presolve", False)
        if _unsat(rough, "smt", scale / 4, True) if presolve else \
                _quick_answer(rough, scale) is False:
            return True
    if ob.context is None:  # one trick: its model is small, asked whole
        return _unsat([*ob.base, *ob.goal()], _engine(ob, 1), scale / 4)
    return _quick_answer([*ob.context.outcome.levels[-1], *ob.goal()], scale) is False


def solve_one(ob: Obligation, scale: float = 1.0, trial: Trial | None = None) -> Decision:
    """The verdict on one obligation, with a real hand behind any REFUTED/PROVED
    that rests on a model, and a real match behind any hand from the middle of one."""
    if ob.context is None:
        return _solve_plain(ob, scale)
    if ob.kind is Kind.UNIVERSAL:
        return _anchored(ob, _solve_universal(ob, scale), scale, trial)
    return _anchored(ob, _solve_existential(ob, scale), scale, trial)


def _within(ob: Obligation, trial: Trial) -> Obligation:
    """The obligation asked only of deals from scores each side reached in a played
    match (between its least and most), every side short of the target."""
    ctx = ob.context
    assert ctx is not None and ctx.states is not None
    pool = list(reached(trial, ctx.seating)) or [tuple(0 for _ in ctx.outcome.scores)]
    scores = ctx.outcome.scores
    box = [T.and_(T.ge(x, min(p[k] for p in pool)), T.le(x, max(p[k] for p in pool)))
           for k, x in enumerate(scores)]
    return replace(ob, asserts=[*ob.goal(), *box, *ctx.states.below_target(scores)],
                   later=None, coarse=[], data={**ob.data, "anchoring": True})


def _anchored(ob: Obligation, decision: Decision, scale: float,
              trial: Trial | None) -> Decision:
    """A deal that shows the obligation from scores other than 0-0 is a real game only
    as the next deal of a match that reached those scores, or scores from which the
    same deal shows it too: a match the falsifier played, or one steered there
    (:mod:`pitchspec.smt.steer`); its deals and this one are one deal file from 0-0 the
    engine replays."""
    example = decision.example
    success = Verdict.REFUTED if ob.kind is Kind.UNIVERSAL else Verdict.PROVED
    prior = tuple(example.data.get("prior", ())) if example is not None else ()
    number = int(example.data.get("deal_number", 0)) if example is not None else 0
    if decision.verdict is not success or not (any(prior) or number) or example is None \
            or example.deal is None or "match_deals" in example.data:
        return decision
    match = _reach(ob, example.deal["deals"][0], prior, number, trial) \
        if trial is not None else None
    shown = _confirmed(ob, match) if match is not None else None
    if _TRACE:
        print(f"  [anchor {ob.property} {ob.case}: prior {prior}: "
              f"{'a real match' if shown else 'none'}]", file=sys.stderr)
    if shown is not None:
        return Decision(success, f"{decision.method}, dealt in a real match", shown)
    if trial is not None and not ob.data.get("anchoring"):
        # another deal, from scores like those real matches reach: each side within
        # the scores they reached, and short of the target
        again = _within(ob, trial)
        retried = _solve_universal(again, scale / 2) if ob.kind is Kind.UNIVERSAL else \
            _solve_existential(again, scale / 2)
        anchored = _anchored(again, retried, scale, trial)
        if anchored.verdict is success:
            return anchored
    scores = ", ".join(f"side {k} {v}" for k, v in enumerate(prior))
    return Decision(Verdict.UNKNOWN, decision.method, example,
                    note=f"{UNCONFIRMED}: a deal from scores {scores} "
                    f"{'breaks' if success is Verdict.REFUTED else 'shows'} it, but no "
                    "match played or steered reaches scores it does so from")


REACHED_FIRST = 60
"""Reached states meeting a deal's needs tried as they are, before any steering."""


def _reach(ob: Obligation, entry: dict[str, Any], prior: tuple[int, ...], number: int,
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
    if _TRACE:
        print(f"  [needs {need}; nearest reached at {gap(ordered[0])}]", file=sys.stderr)
    for reach in [r for r in ordered if gap(r)[0] == 0][:REACHED_FIRST]:
        found = steer(trial, seating, need, entry, ob.holds_on, [reach], steps=0)
        if found is not None:
            return found
    return steer(trial, seating, need, entry, ob.holds_on, ordered)


def _confirmed(ob: Obligation, match: Match) -> Example | None:
    """The match's last deal told, its deal file replayed from 0-0 by the engine as
    ``pitchspec play --deal`` plays it: the example, if the replay shows the same."""
    example = Shown(ob, match, len(match.deals) - 1).example()
    assert example.deal is not None
    played = replay_file(match.variant, example.deal)
    return example if played is not None and ob.holds_on(played) else None


UNCONFIRMED = "start state unconfirmed"


def _solve_plain(ob: Obligation, scale: float) -> Decision:
    """Trick and deck obligations: one model, decoded and checked by the engine."""
    try:
        model = T.check([*ob.base, *ob.goal()], _engine(ob, 1), scale)
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
        some = None if presolve else _quick_answer(rough, scale)  # over cards: fd first
        if some is False or (some is None and _unsat(rough, "smt", scale / 4, presolve)):
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
        if not last and _engine(ob, depth) == "smt":
            quick = _quick_answer([*level, *ob.goal()], scale)
            if quick is False:
                return Decision(Verdict.PROVED, "outcome model")
            if quick is True:  # only a model of the last level is ever read
                continue
        try:
            model = T.check([*level, *ob.goal()], _engine(ob, depth),
                            scale if last else scale / 4)
        except T.Budget as err:
            note = f"work budget exhausted ({err})"
            continue
        if model is None:
            return Decision(Verdict.PROVED, "outcome model")
        if last:
            return _realise(ob, model, scale, searched)
    return Decision(Verdict.UNKNOWN, "outcome model", note=note)


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
    rough = [*levels[0], *ob.goal()]
    some = _quick_answer(rough, scale)
    if some is False or (some is None and _unsat(rough, "smt", scale / 4)):
        return Decision(Verdict.REFUTED, "outcome model", note=_why_none(ob))
    # A bid is made by some hand far more often than not: the guided hand model first.
    bid_first = supported(ctx.variant) and "bid" in ob.data
    found, note = guided(ob, ctx, scale) if bid_first else (None, "")
    if found is not None:
        return Decision(Verdict.PROVED, "hand model, replayed by the engine", found)
    quick_model = None
    if len(levels) > 1:
        try:
            quick_model = T.check_once([*levels[-1], *ob.goal()], "fd", scale * QUICK_SHARE)
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
        found, unsat, note = hand_witness(ob, ctx, scale, None)
        if found is not None:
            return Decision(Verdict.PROVED, "hand model, replayed by the engine", found)
        if unsat and exact(ctx.variant):
            return Decision(Verdict.REFUTED, "hand model", note="no legal play at the "
                            "default table does it")
        notes.append(note)
    try:
        model = T.check([*levels[-1], *ob.goal()], "fd", scale)
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
            model = T.check([*ctx.outcome.levels[-1], *ob.goal()], "fd", scale / 4)
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


def _quick_answer(assertions: list[Any], scale: float) -> bool | None:
    """Whether the assertions have a model, asked of the finite-domain engine on a
    small budget (None: it ran out). The card-free outcome model is mostly Boolean:
    the finite-domain engine answers it in a fraction of the arithmetic solver's work,
    which is kept for the questions it cannot settle quickly."""
    try:
        return T.check_once(assertions, "fd", scale * QUICK_SHARE) is not None
    except T.Budget:
        return None


def _unsat(assertions: list[Any], engine: str, scale: float, presolve: bool = False) -> bool:
    """Unsatisfiable within the budget (a model, or running out, says nothing).
    ``presolve``: try z3's equation solving first (the settling models, mostly scores
    defined by equations and usually unsatisfiable)."""
    try:
        if presolve:
            return not T.satisfiable(assertions, scale)
        return T.check(assertions, engine, scale) is None
    except T.Budget:
        return False


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
        return Decision(Verdict.PROVED, "hand model", note="no legal play at the default "
                        "table has it; the outcome model alone allowed it")
    return Decision(Verdict.UNKNOWN, "outcome model", note="; ".join(notes) or
                    "no real hand realises the outcome model's example")


CLAIM_PREFIX = "claim:"
"""A claim of the spec's ``properties`` section is verified as ``claim:NAME``."""

ALL_CLAIMS = "claims"
"""Asks for every claim the spec states (``--property claims``)."""


def is_claim(name: str) -> bool:
    return name.startswith(CLAIM_PREFIX) and len(name) > len(CLAIM_PREFIX)


def unknown_names(names: Iterable[str]) -> list[str]:
    """Names that are neither properties nor claims (PS504)."""
    return [n for n in names if n not in PROPERTIES and n != ALL_CLAIMS and not is_claim(n)]


def expand_names(names: Sequence[str], variant: m.Variant) -> list[str]:
    """The properties asked for, on one variant: ``claims`` stands for each claim the
    variant states, in its order; a claim it does not state is left out."""
    stated = [c.property for c in variant.claims]
    out: list[str] = []
    for name in names:
        if name == ALL_CLAIMS:
            out += stated
        elif not is_claim(name) or name in stated:
            out.append(name)
    return list(dict.fromkeys(out))
