"""Running obligations: from asserts to a verdict with a real hand behind it.

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

import dataclasses
import time
from collections.abc import Iterable, Sequence
from typing import Any

from pitchspec import model as m
from pitchspec.engine import EngineError, Seating
from pitchspec.meanings.properties import PROPERTIES as BUILT_IN
from pitchspec.model.derived import Table, table_name
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.context import Context, Kind, Obligation
from pitchspec.smt.encode.deck import deck_sufficient
from pitchspec.smt.encode.hand import exact, supported
from pitchspec.smt.encode.repertoire import cannot_encode
from pitchspec.smt.encode.trick import trick_obligations
from pitchspec.smt.encode.verdicts import Proof, Verdict
from pitchspec.smt.prove.advice import advice
from pitchspec.smt.prove.anchor import anchored, by_play, scope
from pitchspec.smt.prove.asking import QUICK_SHARE, Decision, engine_for, quick_answer, unsat
from pitchspec.smt.prove.claims import claim_obligations
from pitchspec.smt.prove.coarse import with_coarse
from pitchspec.smt.prove.inductive import bound_contexts
from pitchspec.smt.prove.properties import HAND_PROPERTIES
from pitchspec.smt.prove.tables import combined, deck_verdict, join_notes, seatings, sides_missing
from pitchspec.smt.witness.deckplay import replay_deck
from pitchspec.smt.witness.decode import read_hand, rescore
from pitchspec.smt.witness.examples import trick_example
from pitchspec.smt.witness.falsify import Trial, judge, play_trial
from pitchspec.smt.witness.realise import (
    guided,
    hand_witness,
    search_witness,
    seeded_playouts,
    strong_witness,
    try_replay,
    witness,
)

PROPERTIES: tuple[str, ...] = tuple(BUILT_IN)
"""Every property, in the order reports list them (:mod:`pitchspec.meanings.properties`)."""

CLAIMS: dict[str, str] = {name: p.claim for name, p in BUILT_IN.items()}
"""Each property as a claim about the rules, in card-game words (for reports)."""

TRICK_PROPERTIES = ("one_trick_winner", "top_trump_wins")

SEARCH_FIRST = 200
"""Seeded random hands the engine plays, looking for a witness of an existential
property, before any solving: a witness the engine played needs no replay, and most
'some hand can' questions are answered by an ordinary deal."""


def verify_variant(variant: m.Variant, names: Sequence[str] = PROPERTIES,
                   scale: float = 1.0) -> list[Proof]:
    """Every requested property of one variant, in the order of ``names``, at every
    table the rules allow (:func:`pitchspec.model.derived.tables_allowed`, the default
    table first); ``scale`` multiplies the solver's work budgets. A property is PROVED
    only where it is proved at every table; REFUTED (or UNKNOWN) names the table whose
    verdict it is. Real matches are played and judged first
    (:mod:`pitchspec.smt.witness.falsify`); the solver decides what they leave open."""
    seats = seatings(variant)
    every = tuple(table for table, _ in seats)
    refused = cannot_encode(variant)
    if refused:  # PS520: no obligation is built for a construct the encoding lacks
        return [Proof(Verdict.UNKNOWN, name, variant.name, method="refused",
                      note="; ".join(refused), tables=every) for name in names]
    at: dict[str, list[tuple[Table, Proof]]] = {name: [] for name in names}
    refuted: set[str] = set()
    tricks: dict[int, dict[str, Proof]] = {}
    for i, (table, seating) in enumerate(seats):
        # the pack's sufficiency is one question about every table (deck counts); a
        # property refuted at one table is refuted, whatever the others say; a trick's
        # question depends on the number of players alone, so alone and in
        # partnerships it is one question, asked once
        done = tricks.setdefault(table[0], {})
        asked = [n for n in names if (i == 0 or n != "deck_sufficient") and n not in refuted
                 and n not in done]
        for proof in [*_verify_at(variant, asked, scale, seating, table_name(*table)),
                      *(dataclasses.replace(done[n], seconds=0.0, work=0, cases=0)
                        for n in names if n in done and n not in refuted)]:
            at[proof.property].append((table, proof))
            if proof.property in TRICK_PROPERTIES:
                done[proof.property] = proof
            if proof.verdict is Verdict.REFUTED:
                refuted.add(proof.property)
    claims = {c.property: c for c in variant.claims}
    proofs = [deck_verdict(at[name][0][1], every) if name == "deck_sufficient" else
              combined(at[name], tuple(t for t, _ in at[name]), len(seats) > 1)
              for name in names]
    for proof in proofs:
        if proof.verdict is Verdict.UNKNOWN and proof.property in claims:
            proof.note = join_notes(proof.note, advice(claims[proof.property], variant))
    return proofs


def _verify_at(variant: m.Variant, names: Sequence[str], scale: float,
               seating: Seating | str, label: str) -> list[Proof]:
    """The properties at one table, each proof naming it."""
    if isinstance(seating, str):  # PS521: a table the engine cannot seat
        return [Proof(Verdict.UNKNOWN, name, variant.name, method="refused",
                      note=f"PS521: cannot seat {label}: {seating}") for name in names]
    T.fresh_context()
    missing = sides_missing(variant, seating, label)
    obligations = obligations_of(variant, [n for n in names if n not in missing], seating)
    trial = _trial(variant, obligations, seating)
    proofs = [missing[name] if name in missing else
              decide(variant, name, obligations.get(name, []), scale, trial)
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


def obligations_of(variant: m.Variant, names: Sequence[str],
                   seating: Seating | None = None) -> dict[str, list[Obligation]]:
    """The obligations of each property at one table (``seating``, else the default)."""
    out: dict[str, list[Obligation]] = {n: [] for n in names}
    hand_names = [n for n in names if n in HAND_PROPERTIES]
    claims = [c for c in variant.claims if c.property in names]
    if hand_names or claims:
        for ctx in bound_contexts(variant, seating):
            for name in hand_names:
                out[name] += HAND_PROPERTIES[name](ctx)
            for claim in claims:
                out[claim.property] += _claim_obligations(ctx, claim)
    wanted = {n for n in names if n in TRICK_PROPERTIES}
    players = seating.players if seating is not None else None
    for ob in trick_obligations(variant, wanted, players) if wanted else []:
        out[ob.property].append(ob)
    if "deck_sufficient" in names:
        out["deck_sufficient"] = deck_sufficient(variant)
    return out


def _trial(variant: m.Variant, obligations: dict[str, list[Obligation]],
           seating: Seating) -> Trial | None:
    """The matches played before solving, at the table verified, where a property of
    one deal is asked and the engine can play the variant."""
    if not any(ob.model in ("hand", "trick") for obs in obligations.values() for ob in obs):
        return None
    try:
        return play_trial(variant, seating)
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
    groups = solving_groups(obligations)
    decisions = [_decide_group(group, scale, trial) for group in groups]
    for group, decision in zip(groups, decisions, strict=True):
        decision.note = join_notes(decision.note, scope(group, decision, scale))
    refuted = next((d for d in decisions if d.verdict is Verdict.REFUTED), None)
    unknown = next((d for d in decisions if d.verdict is Verdict.UNKNOWN), None)
    chosen = refuted or unknown or decisions[0]
    methods = sorted({d.method for d in decisions})
    return Proof(chosen.verdict, name, variant.name, time.perf_counter() - start,
                 chosen.example, ", ".join(methods) if chosen.verdict is Verdict.PROVED
                 else chosen.method, _also_refuted(chosen, decisions, groups),
                 len(obligations), T.WORK["rlimit"] - work)


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


def solving_groups(obligations: Sequence[Obligation]) -> list[list[Obligation]]:
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
        return by_play(shown, scale)
    decisions = []
    for ob in group:
        decision = solve_one(ob, scale, trial)
        decisions.append(decision)
        if ob.kind is Kind.EXISTENTIAL and decision.verdict is Verdict.PROVED:
            return decision
    refuted = next((d for d in decisions if d.verdict is Verdict.REFUTED), None)
    unknown = next((d for d in decisions if d.verdict is Verdict.UNKNOWN), None)
    return refuted or unknown or decisions[0]


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
