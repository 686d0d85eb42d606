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
from pitchspec.model import FollowRule, LeadRule, TrumpMethod, Variant
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
