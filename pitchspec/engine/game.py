"""A variant compiled for a table: seats, sides and the engine's support check.

``Game(variant, players)`` is OpenSpiel's game object: it knows the rules and makes
new initial states. Constructs the engine cannot run yet are reported here, once, as
PS401 diagnostics naming the construct, never skipped silently.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from pitchspec import model as m
from pitchspec.diagnostics import Diagnostic
from pitchspec.engine.core.rules import EngineError, Rules, Seating
from pitchspec.engine.phases.scoring import POINT_FUNCTIONS
from pitchspec.engine.step import Start, State
from pitchspec.model.derived import lookers_sit_out_by_their_loss
from pitchspec.source import Span


class Game(Rules):
    """The rules of one variant at one table size, compiled for play; OpenSpiel's game
    object, which makes new initial states."""

    def __init__(self, variant: m.Variant, players: int | None = None,
                 teams: int | None = None, max_hands: int = 1000) -> None:
        super().__init__(variant, players, teams, max_hands)
        self.starts: dict[int | None, Start] = {}
        """The pristine first state of a match, by first dealer (None: cut for it)."""
        problems = list(unsupported(variant, self.seating))
        if problems:
            raise EngineError(problems)

    def new_initial_state(self, first_dealer: int | None = None,
                          scores: Sequence[int] | None = None) -> State:
        """A new match; with no first dealer given, a chance step (the cut) picks one.
        ``scores`` (one per side) starts it from the middle of a match. (A match from
        the first scores is a copy of a pristine start, made once per first dealer.)"""
        if scores is not None:
            return State(self, first_dealer, scores)
        start = self.starts.get(first_dealer)
        if start is None:
            start = self.starts[first_dealer] = Start(State(self, first_dealer))
        return start.new(self)


def _not(what: str, span: Span) -> Diagnostic:
    return Diagnostic("PS401", f"the engine cannot play {what} yet", span,
                      help="the variant checks and renders; play and simulation wait for "
                      "engine support of this construct")


def unsupported(variant: m.Variant, seating: Seating) -> Iterator[Diagnostic]:
    """Every construct of the variant that the engine's dispatch tables do not know.

    The language grows by adding enum members; a member the engine has not been
    taught is reported here, by name, instead of failing in the middle of a match."""
    for rule in variant.points:
        if rule.kind not in POINT_FUNCTIONS and rule.kind.from_finished_hand:
            yield _not(f"the point kind '{rule.kind.value}' (point {rule.name})", rule.span)
    for step in variant.exchange.steps:
        if step.kind not in KNOWN_STEPS or step.actor not in KNOWN_ACTORS:
            yield _not(f"the exchange step '{step.kind.value}' by '{step.actor.value}'",
                       step.span)
    play = variant.play
    if play.follow not in KNOWN_FOLLOW:
        yield _not(f"the follow rule '{play.follow.value}'", play.span)
    if variant.trump.method not in KNOWN_TRUMP:
        yield _not(f"trump fixed by '{variant.trump.method.value}'", variant.trump.span)
    if variant.bidding.all_pass.action not in KNOWN_ALL_PASS:
        yield _not(f"all-pass action '{variant.bidding.all_pass.action.value}'",
                   variant.bidding.all_pass.span)
    yield from _unknown_settling(variant)
    yield from _unheld_bidding(variant.bidding, variant.exchange)
    if not lookers_sit_out_by_their_loss(variant):
        yield _not("lookers sitting out a trick other than by the one card each loses "
                   "('lookers: sit out last' with 'lookers lose 1')", play.span)


def takes_lost(exchange: m.Exchange) -> bool:
    """Some exchange step takes the cards the lookers lost (the bidder's take)."""
    return any(s.kind is m.StepKind.TAKE and s.pile is m.Pile.LOST for s in exchange.steps)


def _unheld_bidding(b: m.Bidding, exchange: m.Exchange) -> Iterator[Diagnostic]:
    """Look-or-not's 'bidder may take' is played by an exchange step that takes the lost
    cards, and a refusing elder of Commercial Pitch is held to the bid: a variant saying
    otherwise is one the engine would play wrongly."""
    if b.look is not None and b.look.bidder_may_take and not takes_lost(exchange):
        yield _not("'bidder may take' the lookers' lost cards without an exchange step "
                   "that takes them ('step: bidder take lost cards by choice')", b.look.span)
    if b.commercial is not None and not b.commercial.refusal_must_make:
        yield _not("a Commercial refusal that need not make the bid (without 'refusal "
                   "must make'): a refusing elder is held to it", b.commercial.span)


def _unknown_settling(variant: m.Variant) -> Iterator[Diagnostic]:
    """The first lead, ties, conditions, make-or-set and special bids' outcomes the
    engine has not been taught."""
    play, s = variant.play, variant.scoring
    if play.first_lead not in KNOWN_LEADS:
        yield _not(f"the first lead '{play.first_lead.value}'", play.span)
    for rule in variant.points:
        if rule.tie not in KNOWN_TIES:
            yield _not(f"the tie rule '{rule.tie.value}' (point {rule.name})", rule.span)
        for cond in rule.conditions:
            if cond.kind not in KNOWN_CONDITIONS:
                yield _not(f"the condition '{cond.kind.value}' (point {rule.name})", cond.span)
    if s.made not in KNOWN_MADE or s.set_penalty not in KNOWN_PENALTIES:
        yield _not(f"make or set by '{s.made.value}' / '{s.set_penalty.value}'", s.span)
    for bid in variant.bidding.special:
        for outcome in (*bid.made.outcomes(), *bid.set.outcomes()):
            if outcome.kind not in KNOWN_OUTCOMES:
                yield _not(f"the outcome '{outcome.kind.value}' (bid {bid.name})", outcome.span)


KNOWN_STEPS = {m.StepKind.DISCARD, m.StepKind.TAKE, m.StepKind.REFILL, m.StepKind.REDUCE,
               m.StepKind.COMPLETE, m.StepKind.RECLAIM}
KNOWN_ACTORS = {m.Actor.ALL, m.Actor.OTHERS, m.Actor.BIDDER, m.Actor.DEALER,
                m.Actor.NONDEALERS}
KNOWN_FOLLOW = {m.FollowRule.FOLLOW_OR_TRUMP, m.FollowRule.MUST_FOLLOW,
                m.FollowRule.TRUMP_ON_TRUMP, m.FollowRule.MUST_FOLLOW_UNTIL_BROKEN}
KNOWN_TRUMP = {m.TrumpMethod.FIRST_LEAD, m.TrumpMethod.DECLARED, m.TrumpMethod.TURN_UP,
               m.TrumpMethod.CALLED_CARD, m.TrumpMethod.RANDOM}
KNOWN_LEADS = {m.LeadRule.ANY, m.LeadRule.TRUMP, m.LeadRule.NOT_TRUMP}
KNOWN_TIES = {m.TieRule.NONE, m.TieRule.ELDER, m.TieRule.JOKER, m.TieRule.HALF_JOKERS}
KNOWN_CONDITIONS = {m.ConditionKind.TRUMP_SUIT_IS, m.ConditionKind.NOT_SAME_CARD_AS,
                    m.ConditionKind.BID_WAS}
KNOWN_MADE = {m.MadeRule.TAKEN, m.MadeRule.BID}
KNOWN_PENALTIES = {m.SetPenalty.BID, m.SetPenalty.RESET}
KNOWN_OUTCOMES = {m.OutcomeKind.SCORE, m.OutcomeKind.SCORE_BID, m.OutcomeKind.SCORE_TAKEN,
                  m.OutcomeKind.LOSE, m.OutcomeKind.LOSE_BID, m.OutcomeKind.WIN_MATCH,
                  m.OutcomeKind.LOSE_MATCH}
KNOWN_ALL_PASS = {m.AllPassAction.REDEAL, m.AllPassAction.PASS_DEAL,
                  m.AllPassAction.DEALER_BIDS, m.AllPassAction.DEALER_MUST_BID,
                  m.AllPassAction.ELDER_BIDS,
                  m.AllPassAction.ELDER_PITCHES, m.AllPassAction.DEALER_SET,
                  m.AllPassAction.DEALER_PITCHES}
