"""Checks of the auction (PS3xx): a bid range in order whose bids a deal can make,
special bids with one place above the range, and auction rules only where there is
an auction.
"""

from __future__ import annotations

from collections.abc import Iterator

from pitchspec.diagnostics import Diagnostic
from pitchspec.model import (
    Actor,
    AuctionForm,
    BothReach,
    Eligible,
    MadeRule,
    Seat,
    TrumpMethod,
    Variant,
)
from pitchspec.model.derived import most_points
from pitchspec.source import Span
from pitchspec.validate.common import at, legal_bids

# ---------------------------------------------------------------------- bidding


def check_bid_range_is_ordered(variant: Variant) -> Iterator[Diagnostic]:
    """The lowest numeric bid is not above the highest."""
    bidding = variant.bidding
    if bidding.has_auction and bidding.minimum > bidding.maximum:
        yield Diagnostic(
            "PS313", f"the lowest bid {bidding.minimum} is above the highest "
            f"{bidding.maximum}", at(variant, bidding.span),
            help=f"write the range low..high: 'bids: {bidding.maximum}..{bidding.minimum}'")


def check_bids_can_be_made(variant: Variant) -> Iterator[Diagnostic]:
    """No numeric bid exceeds the points a deal can yield, unless it is a special bid."""
    bidding = variant.bidding
    most = most_points(variant)
    if not bidding.has_auction or most is None:
        return
    specials = {b.at for b in bidding.special if b.at is not None}
    over = [n for n in bidding.levels() if n > most and n not in specials]
    if over:
        yield Diagnostic(
            "PS314", f"bids up to {bidding.maximum} are allowed, but a deal yields at most "
            f"{most} points, so a bid of {over[0]} can never be made",
            at(variant, bidding.span),
            help=f"lower the range to 'bids: {bidding.minimum}..{most}', or declare the "
            f"level as a special bid ('bid NAME {{ at: {over[0]} ... }}')")


def check_named_bid_amounts_are_legal(variant: Variant) -> Iterator[Diagnostic]:
    """Bid amounts that bidding rules name (all pass, forced bids, steal) are legal bids."""
    bidding = variant.bidding
    if not bidding.has_auction:
        return
    legal = legal_bids(variant)
    named: list[tuple[str, int | None, Span]] = [
        ("the all-pass bid", bidding.all_pass.amount, bidding.all_pass.span),
        ("the steal limit", bidding.steal.up_to if bidding.steal else None, bidding.span),
        ("the bid declared by pitching", bidding.declare_by_pitching, bidding.span),
        *(("the forced bid", f.minimum, f.span) for f in bidding.forced),
    ]
    for what, amount, span in named:
        if amount is not None and amount not in legal:
            yield Diagnostic(
                "PS315", f"{what} is {amount}, which is not a legal bid "
                f"({bidding.minimum}..{bidding.maximum})", at(variant, span, bidding.span),
                help=f"use a bid from {bidding.minimum} to {bidding.maximum} or widen 'bids:'")


def check_special_bids_have_one_place(variant: Variant) -> Iterator[Diagnostic]:
    """A special bid either is a numeric level ('at') or ranks above one, not both."""
    for bid in variant.bidding.special:
        if bid.at is not None and bid.above is not None:
            yield Diagnostic(
                "PS316", f"bid '{bid.name}' is placed both at {bid.at} and above {bid.above}",
                at(variant, bid.span, variant.bidding.span),
                help="keep 'at: N' if it is that numeric bid, else 'above: N'")


def check_special_bids_rank_above_the_range(variant: Variant) -> Iterator[Diagnostic]:
    """A special bid that ranks 'above' a level does so above the highest numeric bid."""
    bidding = variant.bidding
    if not bidding.has_auction:
        return
    for bid in bidding.special:
        if bid.at is None and bid.above is not None and bid.above < bidding.maximum:
            yield Diagnostic(
                "PS317", f"bid '{bid.name}' ranks above {bid.above}, between numeric bids "
                f"(the highest is {bidding.maximum})", at(variant, bid.span, bidding.span),
                help=f"write 'above: {bidding.maximum}', or 'at: N' if it is a numeric bid")


def check_special_bids_have_distinct_levels(variant: Variant) -> Iterator[Diagnostic]:
    """No two special bids share a place in the bid order."""
    seen: dict[float, str] = {}
    for bid in variant.bidding.special:
        other = seen.setdefault(bid.level, bid.name)
        if other != bid.name:
            place = f"at {bid.at}" if bid.at is not None else f"above {bid.above}"
            yield Diagnostic(
                "PS318", f"bids '{other}' and '{bid.name}' both rank {place}, so neither "
                "outbids the other", at(variant, bid.span, variant.bidding.span),
                help="give the higher one a higher level, e.g. 'above: N+1'")


def check_auction_rules_need_an_auction(variant: Variant) -> Iterator[Diagnostic]:
    """Auction settings (steal, special or forced bids, a forced all-pass bid) need an auction."""
    bidding = variant.bidding
    if bidding.has_auction:
        return
    stated = [
        ("a dealer steal", bidding.steal is not None, bidding.span),
        ("forced bids", bool(bidding.forced), bidding.span),
        ("a commercial sale", bidding.commercial is not None, bidding.span),
        ("a bid declared by pitching", bidding.declare_by_pitching is not None, bidding.span),
        ("doubled bids", bidding.doubled, bidding.span),
        ("an all-pass bid", bidding.all_pass.amount is not None or bool(bidding.all_pass.may_bid),
         bidding.all_pass.span),
        *((f"special bid '{b.name}'", True, b.span) for b in bidding.special),
    ]
    for what, present, span in stated:
        if present:
            yield Diagnostic(
                "PS319", f"{what} is stated, but there is no auction ('form: none')",
                at(variant, span, bidding.span),
                help="give the auction a form ('form: once around') or drop the setting")


def check_bid_winner_rules_need_an_auction(variant: Variant) -> Iterator[Diagnostic]:
    """Rules that name the bid winner (the pitcher) need an auction to choose one."""
    if variant.bidding.has_auction:
        return
    play, win, score = variant.play, variant.winning, variant.scoring
    named = [
        ("the pitcher leads first", play.first_leader in (Seat.PITCHER, Seat.LEFT_OF_PITCHER),
         play.span),
        ("the bid winner declares trump", variant.trump.method is TrumpMethod.DECLARED,
         variant.trump.span),
        ("the bid winner calls a partner", variant.seating.partner_call is not None,
         variant.seating.span),
        ("the pitcher's points count first", score.pitcher_first, score.span),
        ("a bidder scores his bid", score.made is MadeRule.BID, score.span),
        ("only the bidder's side may win", win.eligible is not Eligible.ANYONE, win.span),
        ("the bidder wins when both reach the target", win.both_reach is BothReach.BIDDER,
         win.span),
        *(("the bidder takes part in the exchange", s.actor is Actor.BIDDER, s.span)
          for s in variant.exchange.steps),
    ]
    for what, present, span in named:
        if present:
            yield Diagnostic(
                "PS320", f"{what}, but there is no auction to choose a bid winner",
                at(variant, span), help="add an auction ('bidding { form: once around "
                "... }') or name a seat such as elder or dealer")


def check_opener_is_a_seat_before_the_auction(variant: Variant) -> Iterator[Diagnostic]:
    """The first bidder is a seat known before the auction, not the pitcher it chooses."""
    bidding = variant.bidding
    if bidding.has_auction and bidding.opener in (Seat.PITCHER, Seat.LEFT_OF_PITCHER):
        yield Diagnostic(
            "PS321", f"the auction is opened by '{bidding.opener.value}', who is only known "
            "once the auction is over", at(variant, bidding.span),
            help="open with elder, dealer or left_of_dealer")


def check_commercial_sale_needs_commercial_form(variant: Variant) -> Iterator[Diagnostic]:
    """The settlement of a commercial sale applies only to the commercial auction."""
    bidding = variant.bidding
    if bidding.commercial is not None and bidding.form not in (
            AuctionForm.COMMERCIAL, AuctionForm.NONE):
        yield Diagnostic(
            "PS322", f"'commercial:' settles a sale, but the auction is "
            f"'{bidding.form.value.replace('_', ' ')}'",
            at(variant, bidding.commercial.span, bidding.span),
            help="write 'form: commercial' or drop 'commercial:'")
