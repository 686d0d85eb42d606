"""Checks of how trump is fixed and of the exchange (PS3xx): begging needs a turned
trump, declaring after the kitty needs a kitty, sub-trump rules need a sub-trump, and
the exchange takes only piles the deal makes.
"""

from __future__ import annotations

from collections.abc import Iterator

from pitchspec.diagnostics import Diagnostic
from pitchspec.model import Pile, StepKind, SuitRef, TrumpMethod, Variant
from pitchspec.validate.common import at

# ---------------------------------------------------------------------- trump


def check_beg_needs_a_turned_trump(variant: Variant) -> Iterator[Diagnostic]:
    """Elder may beg only where trump is fixed by a turned-up card."""
    trump = variant.trump
    if trump.beg is not None and trump.method is not TrumpMethod.TURN_UP:
        yield Diagnostic(
            "PS323", f"a 'beg' block is given, but trump is fixed by "
            f"'{trump.method.value.replace('_', ' ')}', so no card is turned to beg against",
            at(variant, trump.beg.span, trump.span),
            help="use 'method: turn up' or drop the 'beg' block")


def check_declaring_after_kitty_needs_a_kitty(variant: Variant) -> Iterator[Diagnostic]:
    """Trump is declared after the kitty only when a bid winner declares and takes one."""
    trump, deal = variant.trump, variant.deal
    if trump.declare_before_kitty:
        return
    if trump.method is not TrumpMethod.DECLARED:
        why = f"trump is fixed by '{trump.method.value.replace('_', ' ')}', not declared"
    elif deal.kitty == 0 and deal.widow == 0:
        why = "no kitty or widow is dealt"
    else:
        return
    yield Diagnostic("PS324", f"'declare: after kitty' is stated, but {why}",
                     at(variant, trump.span), help="drop 'declare: after kitty'")


def check_sub_trump_is_declared_with_trump(variant: Variant) -> Iterator[Diagnostic]:
    """A sub-trump suit is declared by the bid winner along with the trump suit."""
    trump = variant.trump
    if trump.sub_trump and trump.method is not TrumpMethod.DECLARED:
        yield Diagnostic(
            "PS325", f"'sub_trump: declared' needs trump declared by the bid winner, but it "
            f"is fixed by '{trump.method.value.replace('_', ' ')}'", at(variant, trump.span),
            help="use 'method: declared' or 'sub_trump: none'")


def check_sub_trump_rules_need_a_sub_trump(variant: Variant) -> Iterator[Diagnostic]:
    """Sub-trump points and play rules need a sub-trump suit to be declared."""
    if variant.trump.sub_trump:
        return
    for point in variant.points:
        sub = point.scope is SuitRef.SUB if point.card is None else point.card.suit is SuitRef.SUB
        if sub:
            yield Diagnostic(
                "PS326", f"point '{point.name}' is in the sub-trump suit, but no sub-trump is "
                "declared", at(variant, point.span),
                help="add 'trump { sub_trump: declared }'")
    if variant.play.sub_trump_may_trump:
        yield Diagnostic(
            "PS326", "'sub_trump: may trump' is stated, but no sub-trump is declared",
            at(variant, variant.play.span), help="add 'trump { sub_trump: declared }'")


def check_called_card_trump_needs_a_call(variant: Variant) -> Iterator[Diagnostic]:
    """Trump fixed by the called card needs the bid winner to call a partner's card."""
    if variant.trump.method is TrumpMethod.CALLED_CARD and variant.seating.partner_call is None:
        yield Diagnostic(
            "PS327", "trump is fixed by the called card, but no partner card is called",
            at(variant, variant.trump.span),
            help="add 'players { partner: called card }' or choose another method")


# ---------------------------------------------------------------------- exchange


def check_exchange_takes_dealt_piles(variant: Variant) -> Iterator[Diagnostic]:
    """An exchange step takes the kitty or widow only when one is dealt."""
    dealt = {Pile.KITTY: variant.deal.kitty, Pile.WIDOW: variant.deal.widow}
    for step in variant.exchange.steps:
        if step.kind is StepKind.TAKE and step.pile in dealt and dealt[step.pile] == 0:
            pile = step.pile.value
            yield Diagnostic(
                "PS328", f"'{step.actor.value} take {pile}', but no {pile} is dealt",
                at(variant, step.span, variant.exchange.span),
                help=f"deal one ('deal {{ {pile}: 4 }}') or drop the step")


def check_exchange_in_turn_is_order_free(variant: Variant) -> Iterator[Diagnostic]:
    """An exchange done in turn neither takes a pile nor counts the cards taken before.

    'order: in turn' then changes when each player sees his new cards, not which hands
    can result (discards never return to the stock), so the verifier's step-by-step
    model of the exchange covers it."""
    if not variant.exchange.in_turn:
        return
    for step in variant.exchange.steps:
        if step.kind in (StepKind.TAKE, StepKind.RECLAIM) or step.per_card_taken:
            yield Diagnostic(
                "PS348", f"a '{step.kind.value}' step cannot be done in turn",
                at(variant, step.span, variant.exchange.span),
                help="in turn, use only discards, reductions, refills and completions")
