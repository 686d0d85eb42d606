"""Verifying a variant: each property's obligations at every table the rules allow,
the matches played first, and the decisions on its obligations (:mod:`.obligation`)
combined into one verdict per property; and the names a verdict may be asked by (the
built-in properties, ``claims``, ``claim:NAME``).

A property is PROVED only where every obligation of it is proved at every table; a
refuted obligation refutes it, naming the table; the rest is UNKNOWN.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Iterable, Sequence

from pitchspec import model as m
from pitchspec.engine import EngineError, Seating
from pitchspec.meanings.properties import PROPERTIES as BUILT_IN
from pitchspec.model.derived import Table, table_name
from pitchspec.smt.encode import terms as T
from pitchspec.smt.encode.context import Context, Kind, Obligation
from pitchspec.smt.encode.deck import deck_sufficient
from pitchspec.smt.encode.repertoire import cannot_encode
from pitchspec.smt.encode.trick import trick_obligations
from pitchspec.smt.encode.verdicts import Proof, Verdict
from pitchspec.smt.prove.advice import advice
from pitchspec.smt.prove.anchor import by_play, scope
from pitchspec.smt.prove.asking import Decision
from pitchspec.smt.prove.claims import claim_obligations
from pitchspec.smt.prove.coarse import with_coarse
from pitchspec.smt.prove.inductive import bound_contexts
from pitchspec.smt.prove.obligation import solve_one
from pitchspec.smt.prove.properties import HAND_PROPERTIES
from pitchspec.smt.prove.tables import combined, deck_verdict, join_notes, seatings, sides_missing
from pitchspec.smt.witness.falsify import Trial, judge, play_trial

PROPERTIES: tuple[str, ...] = tuple(BUILT_IN)
"""Every property, in the order reports list them (:mod:`pitchspec.meanings.properties`)."""

CLAIMS: dict[str, str] = {name: p.claim for name, p in BUILT_IN.items()}
"""Each property as a claim about the rules, in card-game words (for reports)."""

TRICK_PROPERTIES = ("one_trick_winner", "top_trump_wins")


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

