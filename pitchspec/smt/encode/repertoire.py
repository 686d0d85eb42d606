"""What the encoding can say: the verifier's counterpart of the engine's ``unsupported``.

The language grows by adding enum members. A member the encoding has not been taught
is refused here, by name, as PS520 ("the verifier cannot encode ... yet"), instead of
failing inside the solver (a ``KeyError`` in a dispatch table is an internal error).
:data:`ENCODES` lists, per construct enum the encoding reads, each member it encodes
and where; tests/test_footprint.py checks that every member of every construct enum is
either here or refused.
"""

from __future__ import annotations

from collections.abc import Iterator
from enum import Enum

from pitchspec import model as m
from pitchspec.smt.encode.scoring import POINT_FUNCTIONS


def _all(enum: type[Enum], where: str) -> dict[Enum, str]:
    return {member: where for member in enum}


_POINTS: dict[Enum, str] = {
    **{kind: f"scoring.{fn.__name__}" for kind, fn in POINT_FUNCTIONS.items()},
    m.PointKind.SWEEP: "scoring.sweep",
    m.PointKind.TURN_UP: "during.turn_up_awards",
    m.PointKind.TRICK_TRUMPS: "scoring.trick_trumps",
}

ENCODES: dict[type[Enum], dict[Enum, str]] = {
    m.PointKind: _POINTS,
    m.Receiver: _all(m.Receiver, "scoring.receiver"),
    m.TieRule: _all(m.TieRule, "scoring.break_tie"),
    m.ConditionKind: _all(m.ConditionKind, "scoring.conditions_hold"),
    m.FollowRule: _all(m.FollowRule, "hand._follow_rules"),
    m.LeadRule: _all(m.LeadRule, "hand._lead_rules"),
    m.AllPassAction: _all(m.AllPassAction, "encode.encode_contract"),
    m.OutcomeKind: _all(m.OutcomeKind, "credits._outcome_amount"),
    m.MadeRule: _all(m.MadeRule, "credits._numeric_path"),
    m.SetPenalty: _all(m.SetPenalty, "credits._numeric_path"),
    m.TrumpMethod: _all(m.TrumpMethod, "encode.trump_cases"),
    m.StepKind: _all(m.StepKind, "exchange._rule"),
}
"""Per construct enum the encoding reads, each member it encodes and where (a function
of :mod:`pitchspec.smt.encode`, ``module.function``). The hand model starts from a
contract, so every all-pass action reads alike there (elder's contractless pitch and
the dealer's contract of 0 apart; the forced set's unplayed deal is a transition of the
score-state induction, :func:`pitchspec.smt.prove.inductive._forced_sets`);
trump, however fixed, is a free choice of the solver, constrained where a turned card
or the first lead fixes it."""


def used(variant: m.Variant) -> Iterator[tuple[Enum, str]]:
    """Every construct-enum member the variant uses, with the words that say where."""
    for rule in variant.points:
        where = f"point {rule.name}"
        yield rule.kind, f"the point kind '{rule.kind.value}' ({where})"
        yield rule.receiver, f"a point to '{rule.receiver.value}' ({where})"
        yield rule.tie, f"the tie rule '{rule.tie.value}' ({where})"
        for cond in rule.conditions:
            yield cond.kind, f"the condition '{cond.kind.value}' ({where})"
    play = variant.play
    yield play.follow, f"the follow rule '{play.follow.value}'"
    yield play.first_lead, f"the first lead '{play.first_lead.value}'"
    action = variant.bidding.all_pass.action
    yield action, f"the all-pass action '{action.value}'"
    for bid in variant.bidding.special:
        for outcome in (*bid.made.outcomes(), *bid.set.outcomes()):
            yield outcome.kind, f"the outcome '{outcome.kind.value}' (bid {bid.name})"
    scoring = variant.scoring
    yield scoring.made, f"made '{scoring.made.value}'"
    yield scoring.set_penalty, f"set '{scoring.set_penalty.value}'"
    yield variant.trump.method, f"trump fixed by '{variant.trump.method.value}'"
    for step in variant.exchange.steps:
        yield step.kind, f"the exchange step '{step.kind.value}'"


def unencoded_settings(variant: m.Variant) -> Iterator[str]:
    """The settings of the variant the encoding plays otherwise than the rule says.

    A hand turned in is replaced by another deal of the same deck, which the encoding
    covers; a new hand of another size is not one. Commercial Pitch: elder refusing
    the sale pitches at the offer and must make it, as the contract the hand model
    starts from; a refusal that need not be made has no contract the model knows."""
    commercial = variant.bidding.commercial
    if commercial is not None and not commercial.refusal_must_make:
        yield "a refused sale that need not be made (commercial without 'refusal must make')"
    for proc in variant.procedures:
        if proc.allowed and proc.new_hand not in (None, variant.deal.hand):
            yield (f"a hand turned in for a new hand of {proc.new_hand} cards "
                   f"(the procedure '{proc.kind.value}')")


def cannot_encode(variant: m.Variant) -> list[str]:
    """PS520 messages, one per construct of the variant the encoding does not know
    (empty: every construct it uses is encoded)."""
    out = []
    for member, words in used(variant):
        known = ENCODES.get(type(member))
        if known is None or member not in known:
            out.append(f"PS520: the verifier cannot encode {words} yet")
    out += [f"PS520: the verifier cannot encode {words} yet"
            for words in unencoded_settings(variant)]
    return list(dict.fromkeys(out))
