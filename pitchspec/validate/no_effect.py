"""Warnings (PS3xx, registered as warnings): the spec is playable, but a rule it
states changes nothing, or a bid means less than it says.
"""

from __future__ import annotations

from collections.abc import Iterator

from pitchspec.diagnostics import Diagnostic
from pitchspec.model import (
    BothReach,
    ConditionKind,
    Eligible,
    LeadRule,
    Pile,
    RequirementKind,
    StepKind,
    StockFace,
    TrumpMethod,
    Variant,
)
from pitchspec.model.derived import most_points
from pitchspec.validate.common import at

# ---------------------------------------------------------------------- no effect (warnings)
# These are warnings (their codes are registered as such): the spec is playable, but
# a rule it states changes nothing, or a bid means less than it says.


def check_trump_breaking_can_apply(variant: Variant) -> Iterator[Diagnostic]:
    """Trump must be broken before it is led only where trump is fixed before play."""
    if variant.play.trump_must_be_broken and variant.trump.method is TrumpMethod.FIRST_LEAD:
        yield Diagnostic(
            "PS340", "'trump_broken: required' cannot take effect: the first card led fixes "
            "trump, so trump is led before anything could break it",
            at(variant, variant.play.span),
            help="drop 'trump_broken: required', or fix trump before play ('method: declared')")


def check_trump_first_lead_can_apply(variant: Variant) -> Iterator[Diagnostic]:
    """A first lead required to be trump says something only where trump is fixed before play."""
    if (variant.play.first_lead is LeadRule.TRUMP
            and variant.trump.method is TrumpMethod.FIRST_LEAD):
        yield Diagnostic(
            "PS341", "'first_lead: trump' cannot take effect: the first card led fixes trump, "
            "so it is trump whatever it is", at(variant, variant.play.span),
            help="drop 'first_lead: trump'")


def check_special_bids_need_the_points_they_name(variant: Variant) -> Iterator[Diagnostic]:
    """A bid for every point scored, worth N points, needs N points in play in every deal."""
    most = most_points(variant)
    if most is None or not variant.bidding.has_auction:
        return
    for bid in variant.bidding.special:
        kinds = {r.kind for r in bid.requires}
        taken = max([r.amount or 0 for r in bid.requires if r.kind is RequirementKind.POINTS],
                    default=0)
        # A value above what a deal yields is a premium, not a number of points taken.
        if (bid.at is not None or RequirementKind.ALL_POINTS not in kinds
                or taken >= bid.value or bid.value > most):
            continue
        fewest, why = _fewest_points_in_play(variant, most)
        if fewest < bid.value:
            yield Diagnostic(
                "PS342", f"bid '{bid.name}' is worth {bid.value} points but requires only every "
                f"point scored, and {why}, so it can be made with {fewest}",
                at(variant, bid.span, variant.bidding.span),
                help=f"if taking {bid.value} points is meant, add 'requires: points "
                f"{bid.value}'; otherwise this is the rule as the source states it")


def _fewest_points_in_play(variant: Variant, most: int) -> tuple[int, str]:
    """The fewest points a deal can put in play, and why: a point card left undealt."""
    left = [p for p in variant.points if p.card is not None and p.card.joker is None
            and not any(c.kind is ConditionKind.BID_WAS for c in p.conditions)]
    if not left or not _some_card_stays_out(variant):
        return most, f"a deal yields {most}"
    point = max(left, key=lambda p: p.value)
    return most - point.value, f"a deal that leaves the {point.card} undealt has only " \
        f"{most - point.value} points in play"


def _some_card_stays_out(variant: Variant) -> bool:
    """Whether some allowed player count leaves cards in the stock, never taken up."""
    if any(s.kind is StepKind.TAKE and s.pile is Pile.STOCK for s in variant.exchange.steps):
        return False
    return any(_undealt(variant, n) > 0 for n in variant.seating.players)


def _undealt(variant: Variant, players: int) -> int:
    """Cards of the deck left after dealing hands, table piles and blinds."""
    deal = variant.deal
    blind = 0 if deal.blind is None else deal.blind.size * (
        players if deal.blind.per_player else 1)
    return variant.deck.size - players * deal.hand - deal.widow - deal.kitty - blind


def check_special_bids_can_be_made(variant: Variant) -> Iterator[Diagnostic]:
    """A special bid that needs N points taken names no more than a deal can yield."""
    most = most_points(variant)
    if most is None or not variant.bidding.has_auction:
        return
    for bid in variant.bidding.special:
        needs = max([bid.at or 0, *(r.amount or 0 for r in bid.requires
                                    if r.kind is RequirementKind.POINTS)])
        if needs > most:
            yield Diagnostic(
                "PS343", f"bid '{bid.name}' needs {needs} points taken, but a deal yields at "
                f"most {most}, so it can never be made", at(variant, bid.span,
                                                             variant.bidding.span),
                help="if the source says so, keep it (and explain it in a doc comment); "
                "otherwise lower 'at:' or the points it requires")


def check_kitty_is_taken(variant: Variant) -> Iterator[Diagnostic]:
    """A kitty dealt to the middle is taken up by someone in the exchange."""
    if variant.deal.kitty and not any(s.pile is Pile.KITTY for s in variant.exchange.steps):
        yield Diagnostic(
            "PS344", f"a kitty of {variant.deal.kitty} is dealt, but no exchange step takes "
            "it, so its cards only stay out of play",
            at(variant, variant.deal.span, variant.exchange.span),
            help="add 'exchange { step: bidder take kitty }', or drop 'kitty:'")


def check_stock_rules_have_a_stock(variant: Variant) -> Iterator[Diagnostic]:
    """Rules about the stock need cards left undealt for some allowed player count."""
    counts = variant.seating.players
    if not counts or any(_undealt(variant, n) > 0 for n in counts):
        return
    steps = variant.exchange.steps
    rules = [
        ("'stock: face up'", variant.deal.stock is StockFace.UP, variant.deal.span),
        ("'draw: after each trick'", variant.play.draw_after_trick, variant.play.span),
        *((f"'{s.actor.value} take stock'", s.kind is StepKind.TAKE and s.pile is Pile.STOCK,
           s.span) for s in steps),
        *((f"'refill {s.actor.value}'", s.kind is StepKind.REFILL, s.span) for s in steps),
    ]
    for what, present, span in rules:
        if present:
            yield Diagnostic(
                "PS345", f"{what} cannot take effect: every card is dealt, so there is no stock",
                at(variant, span), help="drop the rule, or deal fewer cards")



def check_tie_deals_need_a_fixed_length(variant: Variant) -> Iterator[Diagnostic]:
    """Extra deals after a tie follow only a match of a fixed number of deals."""
    winning = variant.winning
    if winning.tie_extra_hands is not None and winning.hands is None:
        yield Diagnostic(
            "PS346", f"'tie: {winning.tie_extra_hands} more hands' cannot take effect: the "
            "match is played to a target, not for a fixed number of deals",
            at(variant, winning.span), help="add 'hands: N', or drop 'tie:'")


def check_target_rules_need_a_target_race(variant: Variant) -> Iterator[Diagnostic]:
    """Rules about reaching the target apply only where the target ends the match."""
    winning = variant.winning
    if winning.hands is None:
        return
    rules = [
        (f"'margin: {winning.margin}'", winning.margin > 0),
        ("'both_reach: bidder'", winning.both_reach is BothReach.BIDDER),
        ("'who:'", winning.eligible is not Eligible.ANYONE),
    ]
    for what, present in rules:
        if present:
            yield Diagnostic(
                "PS347", f"{what} cannot take effect: the match lasts {winning.hands} deals "
                "and the best score then wins, whoever reached the target",
                at(variant, winning.span), help=f"drop {what}, or drop 'hands:'")
