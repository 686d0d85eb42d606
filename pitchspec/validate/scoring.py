"""Checks of the points, the scoring and winning (PS3xx): point cards in the deck,
point clauses that fit their kind, a counting order with every point once, a floor
not above zero, a positive target and a reachable backdoor.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from pitchspec.diagnostics import Diagnostic, did_you_mean
from pitchspec.model import (
    ConditionKind,
    PointClause,
    PointKind,
    PointRule,
    RequirementKind,
    TieRule,
    TrumpMethod,
    Variant,
)
from pitchspec.source import Span
from pitchspec.validate.common import at, card_in_deck, deck_words

# ---------------------------------------------------------------------- points


def check_point_cards_are_in_deck(variant: Variant) -> Iterator[Diagnostic]:
    """A point awarded for a card names a card the deck contains."""
    deck = variant.deck
    for point in variant.points:
        if point.card is not None and not card_in_deck(point.card, deck):
            yield Diagnostic(
                "PS332", f"point '{point.name}' is for the {point.card}, which is not in the "
                "deck", at(variant, point.span),
                help=f"the deck holds {deck_words(deck)}")


CLAUSES: dict[PointClause, tuple[str, Callable[[PointRule], bool]]] = {
    PointClause.TIE: ("a 'tie' rule", lambda p: p.tie is not TieRule.NONE),
    PointClause.HANGED: ("a 'hanged' value", lambda p: p.hanged_value is not None),
    PointClause.TURN_UP_VALUES: ("turn-up values", lambda p: bool(p.turn_up) or p.every_turn
                                 or p.turn_only is not None),
}
"""Each kind-specific clause: how a message names it, and whether a point has it (the
kinds it fits are the model's, :data:`pitchspec.model.KIND_FACTS`)."""


def _fitting(clause: PointClause) -> str:
    """The kinds a clause fits, as a message names them ("Game", "card")."""
    return " or ".join(k.facts.label for k in PointKind if k.fits(clause))


def check_point_clauses_fit_the_point(variant: Variant) -> Iterator[Diagnostic]:
    """Ties apply to Game, hanging to card points, turn-up values to the turned card."""
    for point in variant.points:
        for clause, (what, present) in CLAUSES.items():
            if present(point) and not point.kind.fits(clause):
                label = _fitting(clause)
                yield Diagnostic(
                    "PS333", f"point '{point.name}' has {what}, which only a {label} point "
                    "can have", at(variant, point.span), help=f"remove {what} from the point")


def check_turned_card_point_needs_a_turn_up(variant: Variant) -> Iterator[Diagnostic]:
    """A point for the turned card needs trump fixed by turning up a card."""
    if variant.trump.method is TrumpMethod.TURN_UP:
        return
    for point in variant.points:
        if point.kind is PointKind.TURN_UP:
            yield Diagnostic(
                "PS334", f"point '{point.name}' scores the turned card, but no card is turned "
                "for trump", at(variant, point.span),
                help="use 'trump { method: turn up }' or drop the point")


def check_named_points_and_bids_exist(variant: Variant) -> Iterator[Diagnostic]:
    """Every point or special bid a rule names is defined."""
    points = [p.name for p in variant.points]
    bids = [b.name for b in variant.bidding.special]
    for kind, name, span in _references(variant):
        known = points if kind == "point" else bids
        if name not in known:
            yield Diagnostic(
                "PS214", f"{kind} '{name}' is used but never defined", at(variant, span),
                help=did_you_mean(name, known) or f"defined {kind}s: {', '.join(known) or 'none'}")


def _references(variant: Variant) -> Iterator[tuple[str, str, Span]]:
    """(kind, name, where) for every point or bid name a rule uses."""
    bidding = variant.bidding
    for name in bidding.all_pass.may_bid:
        yield "bid", name, at(variant, bidding.all_pass.span, bidding.span)
    for bid in bidding.special:
        for req in bid.requires:
            if req.kind is RequirementKind.CAPTURE and req.point is not None:
                yield "point", req.point, at(variant, req.span, bid.span)
    for point in variant.points:
        for cond in point.conditions:
            if cond.kind is ConditionKind.NOT_SAME_CARD_AS and cond.point is not None:
                yield "point", cond.point, at(variant, cond.span, point.span)
            if cond.kind is ConditionKind.BID_WAS and cond.bid is not None:
                yield "bid", cond.bid, at(variant, cond.span, point.span)
    for name in variant.scoring.order:
        yield "point", name, at(variant, variant.scoring.span)


# ---------------------------------------------------------------------- scoring


def check_counting_order_has_every_point(variant: Variant) -> Iterator[Diagnostic]:
    """The counting order lists every point the variant defines."""
    order = variant.scoring.order
    for point in variant.points:
        if point.name not in order:
            yield Diagnostic(
                "PS335", f"point '{point.name}' is missing from the counting order",
                at(variant, point.span, variant.scoring.span),
                help=f"add it to 'scoring {{ order: {', '.join(order)}, ... }}' so ties at "
                "the target are decided")


def check_counting_order_lists_points_once(variant: Variant) -> Iterator[Diagnostic]:
    """Each point is counted once: the counting order names it only once."""
    order = variant.scoring.order
    twice = sorted({n for n in order if order.count(n) > 1}, key=order.index)
    for name in twice:
        yield Diagnostic(
            "PS336", f"point '{name}' appears {order.count(name)} times in the counting order",
            at(variant, variant.scoring.span), help="keep one mention of each point")


def check_floor_is_not_above_zero(variant: Variant) -> Iterator[Diagnostic]:
    """A score floor lies at or below zero, the score every side starts with."""
    floor = variant.scoring.floor
    if floor is not None and floor > 0:
        yield Diagnostic(
            "PS337", f"the score floor is {floor}, above the starting score of 0",
            at(variant, variant.scoring.span), help="use 'floor: 0' or 'floor: none'")


# ---------------------------------------------------------------------- winning


def check_target_is_positive(variant: Variant) -> Iterator[Diagnostic]:
    """The target score is a positive number of points."""
    winning = variant.winning
    if winning.target < 1:
        yield Diagnostic(
            "PS338", f"the target is {winning.target}, so the match is over before it starts",
            at(variant, winning.span), help="use a positive target, e.g. 'target: 11'")


def check_backdoor_is_reachable_below_zero(variant: Variant) -> Iterator[Diagnostic]:
    """A backdoor threshold lies below zero and not below the score floor."""
    floor = variant.scoring.floor
    for backdoor in variant.winning.backdoor:
        if backdoor.threshold >= 0:
            why = "at or above the starting score of 0, so it ends every match at once"
        elif floor is not None and backdoor.threshold < floor:
            why = f"below the score floor of {floor}, so no score can reach it"
        else:
            continue
        yield Diagnostic(
            "PS339", f"the backdoor at {backdoor.threshold} is {why}",
            at(variant, backdoor.span, variant.winning.span),
            help="use a negative threshold at or above the floor, e.g. 'backdoor: at -11 win'")
