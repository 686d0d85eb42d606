"""Checks of trick play (PS3xx): a first lead that fixes trump, joker rules only with
jokers, blind and look rules only with their deal.
"""

from __future__ import annotations

from collections.abc import Iterator

from pitchspec.diagnostics import Diagnostic
from pitchspec.model import JokerLead, JokerRole, LeadRule, PointKind, TieRule, TrumpMethod, Variant
from pitchspec.validate.common import at

# ---------------------------------------------------------------------- play


def check_first_lead_can_fix_trump(variant: Variant) -> Iterator[Diagnostic]:
    """Where the first lead fixes trump, that lead cannot be required not to be trump."""
    if (variant.trump.method is TrumpMethod.FIRST_LEAD
            and variant.play.first_lead is LeadRule.NOT_TRUMP):
        yield Diagnostic(
            "PS329", "'first_lead: not trump' is impossible: the first card led fixes trump",
            at(variant, variant.play.span),
            help="declare trump another way ('method: declared') or drop the lead rule")


def check_joker_rules_need_jokers(variant: Variant) -> Iterator[Diagnostic]:
    """Joker play rules and joker tie-breaks need jokers in the deck."""
    if variant.deck.jokers:
        return
    play = variant.play
    rules = [
        ("'jokers: not on first trick'", play.jokers_barred_first_trick, play.span),
        ("'jokers: not led to first trick'", play.jokers_not_led_first_trick, play.span),
        ("'jokers: led suitless'", play.joker_lead is JokerLead.SUITLESS, play.span),
        ("'jokers: held back on trump lead'", play.joker_held_back_on_trump_lead, play.span),
        ("'jokers: doubling override'", play.doubling_override, play.span),
        ("'jokers: rankless'", variant.ranking.jokers is JokerRole.RANKLESS,
         variant.ranking.span),
        *((f"point '{p.name}' breaks ties by jokers", p.tie in (TieRule.JOKER,
           TieRule.HALF_JOKERS), p.span) for p in variant.points),
        *((f"point '{p.name}' is for a joker played", p.kind is PointKind.JOKER_PLAYED,
           p.span) for p in variant.points),
    ]
    for what, present, span in rules:
        if present:
            yield Diagnostic("PS330", f"{what}, but the deck has no jokers",
                             at(variant, span), help="add 'deck { jokers: two }' (or one)")


def check_blind_and_look_rules_have_their_deal(variant: Variant) -> Iterator[Diagnostic]:
    """Playing from a blind needs a blind; sitting out lookers needs look-or-not."""
    play = variant.play
    if play.blind_card_may_be_played and variant.deal.blind is None:
        yield Diagnostic("PS331", "'blind: top card playable', but no blind is dealt",
                         at(variant, play.span), help="add 'deal { blind: 3 per player }'")
    if play.lookers_sit_out is not None and variant.bidding.look is None:
        yield Diagnostic("PS331", "'lookers: sit out ...', but players may not choose to look",
                         at(variant, play.span), help="add 'bidding { look: optional }'")
