"""Warnings (PS3xx, registered as warnings) where one rule of play changes what
another says: the spec is playable, but a reader of one setting alone would expect
other play than the engine's.

Each setting of the ``play`` section means what its own words say; where the engine
must let one of two settings win, or one setting narrows another, the spec is
warned, so that the author writes what he means (``check --strict`` fails on it).
"""

from __future__ import annotations

from collections.abc import Iterator

from pitchspec.diagnostics import Diagnostic
from pitchspec.model import CardClass, FollowRule, LeadRule, Step, StepKind, TrumpMethod, Variant
from pitchspec.validate.common import at


def check_first_lead_and_broken_trump_agree(variant: Variant) -> Iterator[Diagnostic]:
    """A first lead required to be trump overrides 'trump_broken' on the first trick."""
    play = variant.play
    if (play.first_lead is LeadRule.TRUMP and play.trump_must_be_broken
            and variant.trump.method is not TrumpMethod.FIRST_LEAD):
        yield Diagnostic(
            "PS349", "'first_lead: trump' changes 'trump_broken: required': the first card "
            "led must be a trump, though trump cannot be broken before it",
            at(variant, play.span),
            help="drop 'trump_broken: required' if the first lead is a trump, or drop "
            "'first_lead: trump' if no trump is led before trump is broken")


_FOLLOW_WORDS = {FollowRule.FOLLOW_OR_TRUMP: "follow or trump",
                 FollowRule.MUST_FOLLOW: "must follow", FollowRule.TRUMP_ON_TRUMP: "trump on trump",
                 FollowRule.MUST_FOLLOW_UNTIL_BROKEN: "must follow until broken"}


def check_sub_trumps_may_trump_under_the_follow_rule(variant: Variant) -> Iterator[Diagnostic]:
    """Sub-trumps may trump a plain lead only where trumps may ('follow or trump')."""
    play = variant.play
    if play.sub_trump_may_trump and play.follow in (FollowRule.MUST_FOLLOW,
                                                    FollowRule.TRUMP_ON_TRUMP):
        why = ("a player who can follow suit must follow it"
               if play.follow is FollowRule.MUST_FOLLOW
               else "any card may be played to a plain lead already")
        yield Diagnostic(
            "PS350", f"'sub_trump: may trump' cannot take effect under "
            f"'follow: {_FOLLOW_WORDS[play.follow]}': {why}", at(variant, play.span),
            help="drop 'sub_trump: may trump', or write 'follow: follow or trump'")


def check_blind_play_keeps_the_follow_rule(variant: Variant) -> Iterator[Diagnostic]:
    """Play from the blind keeps a player to the suit or trumps, whatever the follow rule.

    Besides his blind card he may play a card of another plain suit only when he can
    neither follow suit nor trump (Blind Pitch, O-32), which is 'follow or trump'."""
    play = variant.play
    if play.blind_card_may_be_played and play.follow is not FollowRule.FOLLOW_OR_TRUMP:
        yield Diagnostic(
            "PS351", "'blind: top card playable' changes "
            f"'follow: {_FOLLOW_WORDS[play.follow]}': besides his blind card a player may "
            "play a card of another plain suit only when he can neither follow suit nor trump",
            at(variant, play.span),
            help="Blind Pitch's own rule is follow suit, trump or play the blind card: "
            "write 'follow: follow or trump' if that is meant")


def check_joker_lead_rule_can_apply(variant: Variant) -> Iterator[Diagnostic]:
    """A joker may be barred from leading the first trick only where it could lead it."""
    play = variant.play
    if not play.jokers_not_led_first_trick:
        return
    if play.jokers_barred_first_trick:
        why, drop = ("'jokers: not on first trick' already keeps every joker out of the "
                     "first trick"), "'not led to first trick'"
    elif variant.trump.method is TrumpMethod.FIRST_LEAD:
        why, drop = ("the first card led fixes trump, and a joker, of no suit, is not "
                     "pitched while its holder has another card"), \
            "'jokers: not led to first trick'"
    else:
        return
    yield Diagnostic(
        "PS352", f"'jokers: not led to first trick' cannot take effect: {why}",
        at(variant, play.span), help=f"drop {drop}")


def _steps_before_trump(variant: Variant) -> int:
    """How many exchange steps run before trump is known: none where it is turned up,
    random or declared before the kitty; those up to the first that takes a pile
    where it is declared after the kitty (every step, in turn); every step where the
    first card led or the called card fixes it."""
    steps = variant.exchange.steps
    t = variant.trump
    if t.method in (TrumpMethod.TURN_UP, TrumpMethod.RANDOM):
        return 0
    if t.method is TrumpMethod.DECLARED:
        if t.declare_before_kitty:
            return 0
        takes = [k for k, s in enumerate(steps) if s.kind is StepKind.TAKE]
        return takes[0] + 1 if takes and not variant.exchange.in_turn else len(steps)
    return len(steps)


def _names_trumps(step: Step) -> str:
    """What a step says about trumps, or "" (a step that tells no trump apart)."""
    if step.cards is CardClass.NONTRUMPS:
        return "non-trumps"
    if step.kind is StepKind.RECLAIM:
        return "trumps"
    return "trumps first" if step.trumps_first else ""


def check_exchange_steps_know_trump(variant: Variant) -> Iterator[Diagnostic]:
    """An exchange step that tells trumps apart runs after trump is known."""
    before = _steps_before_trump(variant)
    for step in variant.exchange.steps[:before]:
        said = _names_trumps(step)
        if said:
            yield Diagnostic(
                "PS353", f"an exchange step about {said} comes before trump is known "
                f"(trump {_when_known(variant)}): no card is a trump yet, so every card "
                "counts as a non-trump", at(variant, step.span, variant.exchange.span),
                help=_fix_trump_first(variant))


def _fix_trump_first(variant: Variant) -> str:
    if variant.trump.method is TrumpMethod.DECLARED:
        return ("write 'declare: before kitty', or put the step after the one that takes "
                "the kitty")
    return "fix trump before the exchange ('method: declared'), or drop the step"


def _when_known(variant: Variant) -> str:
    method = variant.trump.method
    if method is TrumpMethod.FIRST_LEAD:
        return "is fixed by the first card led"
    if method is TrumpMethod.CALLED_CARD:
        return "is fixed by the called card"
    return "is declared after the kitty is taken"
