"""Semantic checks of a complete variant (PS3xx): a tuple of small named rules.

Each check states one rule of the game in its first docstring line, reports every
breach of that rule with one code, and locates it on the model node that states the
offending rule, preferring a node the checked file itself states. A rule stated only by
a parent is reported on the child's header with a note pointing at the parent's line,
and a default the language supplied (no span) on the header alone: every finding lands
in the file being checked. Checks never raise and never depend on one another.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import fields, replace
from typing import Any, cast

from pitchspec.cards import Joker, Rank
from pitchspec.diagnostics import Diagnostic, Related, did_you_mean
from pitchspec.model import (
    Actor,
    AuctionForm,
    BothReach,
    CardRef,
    ConditionKind,
    Deck,
    Eligible,
    JokerLead,
    JokerRole,
    LeadRule,
    MadeRule,
    Pile,
    PointKind,
    PointRule,
    RequirementKind,
    Seat,
    StepKind,
    StockFace,
    SuitRef,
    TieRule,
    TrumpMethod,
    Variant,
)
from pitchspec.source import Span

Check = Callable[[Variant], Iterator[Diagnostic]]


# ---------------------------------------------------------------------- helpers


def _at(variant: Variant, *spans: Span) -> Span:
    """The first candidate span in the variant's own file, else the first one stated
    anywhere (a parent), else the variant header."""
    stated = [s for s in spans if s.line > 0]
    own = [s for s in stated if s.file == variant.span.file]
    return (own or stated or [variant.span])[0]


def _in_own_file(variant: Variant, diagnostic: Diagnostic) -> Diagnostic:
    """A finding about a rule inherited from a parent is reported on the child's header,
    with a note pointing at the parent's line: every finding lands in the checked file."""
    span = diagnostic.span
    if span.file == variant.span.file or variant.span.line == 0 or span.line == 0:
        return diagnostic
    note = Related(span, f"inherited through '{variant.parent}': the rule is stated here")
    return replace(diagnostic, span=variant.span, related=(*diagnostic.related, note))


def _card_in_deck(ref: CardRef, deck: Deck) -> bool:
    if ref.joker is not None:
        return ref.joker in deck.jokers
    return ref.rank in deck.ranks


def _deck_words(deck: Deck) -> str:
    jokers = " + ".join(j.value for j in deck.jokers)
    ranks = " ".join(r.symbol for r in deck.ranks)
    return f"{ranks}{' + ' + jokers if jokers else ''}"


def _ranks(ranks: Iterable[Rank]) -> str:
    return ", ".join(r.symbol for r in ranks)


def _legal_bids(variant: Variant) -> set[int]:
    """Every bid a player can make: the numeric range and special bids 'at' a level."""
    bidding = variant.bidding
    specials = {b.at for b in bidding.special if b.at is not None}
    return set(range(bidding.minimum, bidding.maximum + 1)) | specials


def _most_points(variant: Variant) -> int | None:
    """The most points a deal can yield without a special bid (None: not a fixed sum)."""
    total = 0
    for point in variant.points:
        if any(c.kind is ConditionKind.BID_WAS for c in point.conditions):
            continue
        if point.by_card_points or point.every_turn:
            return None
        if any(t.value is None for t in point.turn_up):
            return None
        total += max([point.value, point.hanged_value or 0, *(t.value or 0 for t in point.turn_up)])
    return total


# ---------------------------------------------------------------------- players


def check_team_forms_fit_player_counts(variant: Variant) -> Iterator[Diagnostic]:
    """Every team form seats a number of players the variant allows."""
    seating = variant.seating
    for form in seating.teams:
        if form.players not in seating.players:
            yield Diagnostic(
                "PS301", f"teams '{form.teams} of {form.size}' seat {form.players} players, "
                f"but the variant allows {_counts(seating.players)}",
                _at(variant, form.span, seating.span),
                help=f"allow {form.players} players in 'count:' or remove this team form")


def _counts(counts: Iterable[int]) -> str:
    ordered = sorted(counts)
    if not ordered:
        return "no player count"
    if ordered == list(range(ordered[0], ordered[-1] + 1)) and len(ordered) > 1:
        return f"{ordered[0]} to {ordered[-1]} players"
    return " or ".join(str(n) for n in ordered) + " players"


def check_partner_call_counts_are_allowed(variant: Variant) -> Iterator[Diagnostic]:
    """Call-partner applies only to player counts the variant allows."""
    seating = variant.seating
    call = seating.partner_call
    if call is None:
        return
    outside = sorted(call.players - seating.players)
    if outside:
        yield Diagnostic(
            "PS302", f"the partner call is for {_counts(outside)}, but the variant allows "
            f"{_counts(seating.players)}", _at(variant, call.span, seating.span),
            help="narrow 'partner: called ..., with N..M players' to allowed counts")


def check_teams_and_partner_call_do_not_overlap(variant: Variant) -> Iterator[Diagnostic]:
    """With required fixed teams for a player count, no partner is called at that count."""
    seating = variant.seating
    call = seating.partner_call
    if call is None or seating.teams_optional:
        return
    both = sorted(n for n in call.players if seating.forms_for(n))
    if both:
        yield Diagnostic(
            "PS303", f"with {_counts(both)} partners are both fixed by 'teams' and called "
            "by the bid winner", _at(variant, call.span, seating.span),
            help="limit the call with 'with N..M players', drop that team form, or make "
            "teams optional ('partnership: optional')")


# ---------------------------------------------------------------------- deck and ranking


def check_card_points_name_cards_in_deck(variant: Variant) -> Iterator[Diagnostic]:
    """Card points are given only to cards the deck contains."""
    deck = variant.deck
    for value in deck.card_points:
        if value.value == 0 or value.span.line == 0:
            continue
        missing = not deck.jokers if value.joker else value.rank not in deck.ranks
        if missing:
            what = "jokers" if value.joker or value.rank is None else f"{value.rank.symbol}s"
            yield Diagnostic(
                "PS304", f"card points are given to {what}, which are not in the deck",
                _at(variant, value.span, deck.span),
                help=f"the deck holds {_deck_words(deck)}; drop this value or the 'remove:'")


def check_trump_order_lists_each_card_once(variant: Variant) -> Iterator[Diagnostic]:
    """Each card has exactly one place in the trump order."""
    seen: set[tuple[SuitRef | None, Rank | None, Joker | None]] = set()
    for ref in variant.ranking.trump:
        key = (ref.suit, ref.rank, ref.joker)
        if key in seen:
            yield Diagnostic(
                "PS305", f"'{_ref_words(ref)}' appears twice in the trump order",
                _at(variant, ref.span, variant.ranking.span),
                help="a card ranks in one place only: remove one of them")
        seen.add(key)


def _ref_words(ref: CardRef) -> str:
    if ref.joker is not None:
        return ref.joker.value
    assert ref.rank is not None
    return ref.rank.symbol if ref.suit is SuitRef.TRUMP else str(ref)


def check_ranking_names_cards_in_deck(variant: Variant) -> Iterator[Diagnostic]:
    """The trump and plain orders rank only cards the deck contains."""
    deck, ranking = variant.deck, variant.ranking
    for ref in ranking.trump:
        if not _card_in_deck(ref, deck):
            yield Diagnostic(
                "PS306", f"the trump order ranks '{_ref_words(ref)}', which is not in the deck",
                _at(variant, ref.span, ranking.span),
                help=f"the deck holds {_deck_words(deck)}: restate 'ranking {{ trump: ... }}'")
    extra = [r for r in ranking.plain if r not in deck.ranks]
    if extra:
        yield Diagnostic(
            "PS306", f"the plain order ranks {_ranks(extra)}, which the deck does not hold",
            _at(variant, ranking.span, deck.span),
            help=f"the deck holds {_deck_words(deck)}: restate 'ranking {{ plain: ... }}'")


def check_ranking_places_every_card(variant: Variant) -> Iterator[Diagnostic]:
    """Every rank of the deck has a place in the trump order and in the plain order."""
    ranking = variant.ranking
    trumps = {ref.rank for ref in ranking.trump if ref.suit is SuitRef.TRUMP}
    for order, ranked in (("trump", trumps), ("plain", set(ranking.plain))):
        missing = [r for r in variant.deck.ranks if r not in ranked]
        if missing:
            yield Diagnostic(
                "PS307", f"the {order} order leaves out {_ranks(missing)}, which the deck holds",
                _at(variant, ranking.span, variant.deck.span),
                help=f"add them to 'ranking {{ {order}: ... }}' or take them out with "
                "'deck { remove: ... }'")


def check_jokers_are_ranked_or_rankless(variant: Variant) -> Iterator[Diagnostic]:
    """Each joker in the deck is either a trump in the trump order or declared rankless."""
    ranking = variant.ranking
    ranked = {ref.joker for ref in ranking.trump if ref.joker is not None}
    where = _at(variant, ranking.span, variant.deck.span)
    for joker in variant.deck.jokers:
        if ranking.jokers is JokerRole.TRUMP and joker not in ranked:
            yield Diagnostic(
                "PS308", f"the {joker.value} is in the deck but has no place in the trump order",
                where, help=f"rank it ('trump: ... {joker.value} ...') or write "
                "'jokers: rankless'")
        elif ranking.jokers is JokerRole.RANKLESS and joker in ranked:
            yield Diagnostic(
                "PS308", f"the {joker.value} is ranked in the trump order but declared rankless",
                where, help="remove it from the trump order or drop 'jokers: rankless'")


# ---------------------------------------------------------------------- deal


def check_hand_is_dealt(variant: Variant) -> Iterator[Diagnostic]:
    """Each player is dealt at least one card."""
    deal = variant.deal
    if deal.hand < 1:
        yield Diagnostic("PS309", "players are dealt no cards ('hand: 0')",
                         _at(variant, deal.span), help="state the hand size, e.g. 'hand: 6'")


def check_packets_make_the_hand(variant: Variant) -> Iterator[Diagnostic]:
    """The packets a hand is dealt in add up to the hand size."""
    deal = variant.deal
    if deal.hand > 0 and deal.packets and sum(deal.packets) != deal.hand:
        shown = " + ".join(str(p) for p in deal.packets)
        yield Diagnostic(
            "PS310", f"packets {shown} deal {sum(deal.packets)} cards, but a hand is "
            f"{deal.hand}", _at(variant, deal.span),
            help=f"make the packets add up to {deal.hand}, or change 'hand:'")


def check_deck_deals_every_player_count(variant: Variant) -> Iterator[Diagnostic]:
    """The deck holds enough cards to deal every allowed number of players."""
    deal, deck = variant.deal, variant.deck
    turned = 1 if variant.trump.method is TrumpMethod.TURN_UP else 0
    short = []
    for n in sorted(variant.seating.players):
        blind = 0 if deal.blind is None else deal.blind.size * (n if deal.blind.per_player else 1)
        need = n * deal.hand + deal.widow + deal.kitty + blind + turned
        if need > deck.size:
            short.append((n, need))
    if short:
        n, need = short[0]
        table = need - n * deal.hand - turned
        parts = [f"{n} hands of {deal.hand}", *([f"{table} table cards"] if table else []),
                 *(["a card turned for trump"] if turned else [])]
        yield Diagnostic(
            "PS311", f"{_counts(n for n, _ in short)} cannot be dealt: "
            f"{' and '.join(parts)} need {need} cards, but the deck has {deck.size}",
            _at(variant, variant.seating.span, deal.span),
            help="allow fewer players in 'count:', deal fewer cards, or add cards to the deck")


def check_refills_fit_the_deck(variant: Variant) -> Iterator[Diagnostic]:
    """A refill never asks for more cards than the whole deck holds."""
    size = variant.deck.size
    for step in variant.exchange.steps:
        if step.kind is not StepKind.REFILL or step.to is None:
            continue
        for n in sorted(variant.seating.players):
            served = {Actor.ALL: n, Actor.OTHERS: n - 1, Actor.NONDEALERS: n - 1}.get(
                step.actor, 1)
            if served * step.to > size:
                yield Diagnostic(
                    "PS312", f"refilling {served} hands to {step.to} needs {served * step.to} "
                    f"cards, but the deck has {size}", _at(variant, step.span),
                    help="lower the refill target or the number of players")
                break


# ---------------------------------------------------------------------- bidding


def check_bid_range_is_ordered(variant: Variant) -> Iterator[Diagnostic]:
    """The lowest numeric bid is not above the highest."""
    bidding = variant.bidding
    if bidding.has_auction and bidding.minimum > bidding.maximum:
        yield Diagnostic(
            "PS313", f"the lowest bid {bidding.minimum} is above the highest "
            f"{bidding.maximum}", _at(variant, bidding.span),
            help=f"write the range low..high: 'bids: {bidding.maximum}..{bidding.minimum}'")


def check_bids_can_be_made(variant: Variant) -> Iterator[Diagnostic]:
    """No numeric bid exceeds the points a deal can yield, unless it is a special bid."""
    bidding = variant.bidding
    most = _most_points(variant)
    if not bidding.has_auction or most is None:
        return
    specials = {b.at for b in bidding.special if b.at is not None}
    over = [n for n in bidding.levels() if n > most and n not in specials]
    if over:
        yield Diagnostic(
            "PS314", f"bids up to {bidding.maximum} are allowed, but a deal yields at most "
            f"{most} points, so a bid of {over[0]} can never be made",
            _at(variant, bidding.span),
            help=f"lower the range to 'bids: {bidding.minimum}..{most}', or declare the "
            f"level as a special bid ('bid NAME {{ at: {over[0]} ... }}')")


def check_named_bid_amounts_are_legal(variant: Variant) -> Iterator[Diagnostic]:
    """Bid amounts that bidding rules name (all pass, forced bids, steal) are legal bids."""
    bidding = variant.bidding
    if not bidding.has_auction:
        return
    legal = _legal_bids(variant)
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
                f"({bidding.minimum}..{bidding.maximum})", _at(variant, span, bidding.span),
                help=f"use a bid from {bidding.minimum} to {bidding.maximum} or widen 'bids:'")


def check_special_bids_have_one_place(variant: Variant) -> Iterator[Diagnostic]:
    """A special bid either is a numeric level ('at') or ranks above one, not both."""
    for bid in variant.bidding.special:
        if bid.at is not None and bid.above is not None:
            yield Diagnostic(
                "PS316", f"bid '{bid.name}' is placed both at {bid.at} and above {bid.above}",
                _at(variant, bid.span, variant.bidding.span),
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
                f"(the highest is {bidding.maximum})", _at(variant, bid.span, bidding.span),
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
                "outbids the other", _at(variant, bid.span, variant.bidding.span),
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
                _at(variant, span, bidding.span),
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
                _at(variant, span), help="add an auction ('bidding { form: once around "
                "... }') or name a seat such as elder or dealer")


def check_opener_is_a_seat_before_the_auction(variant: Variant) -> Iterator[Diagnostic]:
    """The first bidder is a seat known before the auction, not the pitcher it chooses."""
    bidding = variant.bidding
    if bidding.has_auction and bidding.opener in (Seat.PITCHER, Seat.LEFT_OF_PITCHER):
        yield Diagnostic(
            "PS321", f"the auction is opened by '{bidding.opener.value}', who is only known "
            "once the auction is over", _at(variant, bidding.span),
            help="open with elder, dealer or left_of_dealer")


def check_commercial_sale_needs_commercial_form(variant: Variant) -> Iterator[Diagnostic]:
    """The settlement of a commercial sale applies only to the commercial auction."""
    bidding = variant.bidding
    if bidding.commercial is not None and bidding.form not in (
            AuctionForm.COMMERCIAL, AuctionForm.NONE):
        yield Diagnostic(
            "PS322", f"'commercial:' settles a sale, but the auction is "
            f"'{bidding.form.value.replace('_', ' ')}'",
            _at(variant, bidding.commercial.span, bidding.span),
            help="write 'form: commercial' or drop 'commercial:'")


# ---------------------------------------------------------------------- trump


def check_beg_needs_a_turned_trump(variant: Variant) -> Iterator[Diagnostic]:
    """Elder may beg only where trump is fixed by a turned-up card."""
    trump = variant.trump
    if trump.beg is not None and trump.method is not TrumpMethod.TURN_UP:
        yield Diagnostic(
            "PS323", f"a 'beg' block is given, but trump is fixed by "
            f"'{trump.method.value.replace('_', ' ')}', so no card is turned to beg against",
            _at(variant, trump.beg.span, trump.span),
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
                     _at(variant, trump.span), help="drop 'declare: after kitty'")


def check_sub_trump_is_declared_with_trump(variant: Variant) -> Iterator[Diagnostic]:
    """A sub-trump suit is declared by the bid winner along with the trump suit."""
    trump = variant.trump
    if trump.sub_trump and trump.method is not TrumpMethod.DECLARED:
        yield Diagnostic(
            "PS325", f"'sub_trump: declared' needs trump declared by the bid winner, but it "
            f"is fixed by '{trump.method.value.replace('_', ' ')}'", _at(variant, trump.span),
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
                "declared", _at(variant, point.span),
                help="add 'trump { sub_trump: declared }'")
    if variant.play.sub_trump_may_trump:
        yield Diagnostic(
            "PS326", "'sub_trump: may trump' is stated, but no sub-trump is declared",
            _at(variant, variant.play.span), help="add 'trump { sub_trump: declared }'")


def check_called_card_trump_needs_a_call(variant: Variant) -> Iterator[Diagnostic]:
    """Trump fixed by the called card needs the bid winner to call a partner's card."""
    if variant.trump.method is TrumpMethod.CALLED_CARD and variant.seating.partner_call is None:
        yield Diagnostic(
            "PS327", "trump is fixed by the called card, but no partner card is called",
            _at(variant, variant.trump.span),
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
                _at(variant, step.span, variant.exchange.span),
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
                _at(variant, step.span, variant.exchange.span),
                help="in turn, use only discards, reductions, refills and completions")


# ---------------------------------------------------------------------- play


def check_first_lead_can_fix_trump(variant: Variant) -> Iterator[Diagnostic]:
    """Where the first lead fixes trump, that lead cannot be required not to be trump."""
    if (variant.trump.method is TrumpMethod.FIRST_LEAD
            and variant.play.first_lead is LeadRule.NOT_TRUMP):
        yield Diagnostic(
            "PS329", "'first_lead: not trump' is impossible: the first card led fixes trump",
            _at(variant, variant.play.span),
            help="declare trump another way ('method: declared') or drop the lead rule")


def check_joker_rules_need_jokers(variant: Variant) -> Iterator[Diagnostic]:
    """Joker play rules and joker tie-breaks need jokers in the deck."""
    if variant.deck.jokers:
        return
    play = variant.play
    rules = [
        ("'jokers: not on first trick'", play.jokers_barred_first_trick, play.span),
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
                             _at(variant, span), help="add 'deck { jokers: two }' (or one)")


def check_blind_and_look_rules_have_their_deal(variant: Variant) -> Iterator[Diagnostic]:
    """Playing from a blind needs a blind; sitting out lookers needs look-or-not."""
    play = variant.play
    if play.blind_card_may_be_played and variant.deal.blind is None:
        yield Diagnostic("PS331", "'blind: top card playable', but no blind is dealt",
                         _at(variant, play.span), help="add 'deal { blind: 3 per player }'")
    if play.lookers_sit_out is not None and variant.bidding.look is None:
        yield Diagnostic("PS331", "'lookers: sit out ...', but players may not choose to look",
                         _at(variant, play.span), help="add 'bidding { look: optional }'")


# ---------------------------------------------------------------------- points


def check_point_cards_are_in_deck(variant: Variant) -> Iterator[Diagnostic]:
    """A point awarded for a card names a card the deck contains."""
    deck = variant.deck
    for point in variant.points:
        if point.card is not None and not _card_in_deck(point.card, deck):
            yield Diagnostic(
                "PS332", f"point '{point.name}' is for the {point.card}, which is not in the "
                "deck", _at(variant, point.span),
                help=f"the deck holds {_deck_words(deck)}")


_CLAUSE_KINDS: tuple[tuple[str, Callable[[PointRule], bool], PointKind, str], ...] = (
    ("a 'tie' rule", lambda p: p.tie is not TieRule.NONE, PointKind.GAME, "Game"),
    ("a 'hanged' value", lambda p: p.hanged_value is not None, PointKind.CARD, "card"),
    ("turn-up values", lambda p: bool(p.turn_up) or p.every_turn or p.turn_only is not None,
     PointKind.TURN_UP, "'turned card'"),
)


def check_point_clauses_fit_the_point(variant: Variant) -> Iterator[Diagnostic]:
    """Ties apply to Game, hanging to card points, turn-up values to the turned card."""
    for point in variant.points:
        for what, present, kind, label in _CLAUSE_KINDS:
            if present(point) and point.kind is not kind:
                yield Diagnostic(
                    "PS333", f"point '{point.name}' has {what}, which only a {label} point "
                    "can have", _at(variant, point.span), help=f"remove {what} from the point")


def check_turned_card_point_needs_a_turn_up(variant: Variant) -> Iterator[Diagnostic]:
    """A point for the turned card needs trump fixed by turning up a card."""
    if variant.trump.method is TrumpMethod.TURN_UP:
        return
    for point in variant.points:
        if point.kind is PointKind.TURN_UP:
            yield Diagnostic(
                "PS334", f"point '{point.name}' scores the turned card, but no card is turned "
                "for trump", _at(variant, point.span),
                help="use 'trump { method: turn up }' or drop the point")


def check_named_points_and_bids_exist(variant: Variant) -> Iterator[Diagnostic]:
    """Every point or special bid a rule names is defined."""
    points = [p.name for p in variant.points]
    bids = [b.name for b in variant.bidding.special]
    for kind, name, span in _references(variant):
        known = points if kind == "point" else bids
        if name not in known:
            yield Diagnostic(
                "PS214", f"{kind} '{name}' is used but never defined", _at(variant, span),
                help=did_you_mean(name, known) or f"defined {kind}s: {', '.join(known) or 'none'}")


def _references(variant: Variant) -> Iterator[tuple[str, str, Span]]:
    """(kind, name, where) for every point or bid name a rule uses."""
    bidding = variant.bidding
    for name in bidding.all_pass.may_bid:
        yield "bid", name, _at(variant, bidding.all_pass.span, bidding.span)
    for bid in bidding.special:
        for req in bid.requires:
            if req.kind is RequirementKind.CAPTURE and req.point is not None:
                yield "point", req.point, _at(variant, req.span, bid.span)
    for point in variant.points:
        for cond in point.conditions:
            if cond.kind is ConditionKind.NOT_SAME_CARD_AS and cond.point is not None:
                yield "point", cond.point, _at(variant, cond.span, point.span)
            if cond.kind is ConditionKind.BID_WAS and cond.bid is not None:
                yield "bid", cond.bid, _at(variant, cond.span, point.span)
    for name in variant.scoring.order:
        yield "point", name, _at(variant, variant.scoring.span)


# ---------------------------------------------------------------------- scoring


def check_counting_order_has_every_point(variant: Variant) -> Iterator[Diagnostic]:
    """The counting order lists every point the variant defines."""
    order = variant.scoring.order
    for point in variant.points:
        if point.name not in order:
            yield Diagnostic(
                "PS335", f"point '{point.name}' is missing from the counting order",
                _at(variant, point.span, variant.scoring.span),
                help=f"add it to 'scoring {{ order: {', '.join(order)}, ... }}' so ties at "
                "the target are decided")


def check_counting_order_lists_points_once(variant: Variant) -> Iterator[Diagnostic]:
    """Each point is counted once: the counting order names it only once."""
    order = variant.scoring.order
    twice = sorted({n for n in order if order.count(n) > 1}, key=order.index)
    for name in twice:
        yield Diagnostic(
            "PS336", f"point '{name}' appears {order.count(name)} times in the counting order",
            _at(variant, variant.scoring.span), help="keep one mention of each point")


def check_floor_is_not_above_zero(variant: Variant) -> Iterator[Diagnostic]:
    """A score floor lies at or below zero, the score every side starts with."""
    floor = variant.scoring.floor
    if floor is not None and floor > 0:
        yield Diagnostic(
            "PS337", f"the score floor is {floor}, above the starting score of 0",
            _at(variant, variant.scoring.span), help="use 'floor: 0' or 'floor: none'")


# ---------------------------------------------------------------------- winning


def check_target_is_positive(variant: Variant) -> Iterator[Diagnostic]:
    """The target score is a positive number of points."""
    winning = variant.winning
    if winning.target < 1:
        yield Diagnostic(
            "PS338", f"the target is {winning.target}, so the match is over before it starts",
            _at(variant, winning.span), help="use a positive target, e.g. 'target: 11'")


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
            _at(variant, backdoor.span, variant.winning.span),
            help="use a negative threshold at or above the floor, e.g. 'backdoor: at -11 win'")


# ---------------------------------------------------------------------- no effect (warnings)
# These are warnings (their codes are registered as such): the spec is playable, but
# a rule it states changes nothing, or a bid means less than it says.


def check_trump_breaking_can_apply(variant: Variant) -> Iterator[Diagnostic]:
    """Trump must be broken before it is led only where trump is fixed before play."""
    if variant.play.trump_must_be_broken and variant.trump.method is TrumpMethod.FIRST_LEAD:
        yield Diagnostic(
            "PS340", "'trump_broken: required' cannot take effect: the first card led fixes "
            "trump, so trump is led before anything could break it",
            _at(variant, variant.play.span),
            help="drop 'trump_broken: required', or fix trump before play ('method: declared')")


def check_trump_first_lead_can_apply(variant: Variant) -> Iterator[Diagnostic]:
    """A first lead required to be trump says something only where trump is fixed before play."""
    if (variant.play.first_lead is LeadRule.TRUMP
            and variant.trump.method is TrumpMethod.FIRST_LEAD):
        yield Diagnostic(
            "PS341", "'first_lead: trump' cannot take effect: the first card led fixes trump, "
            "so it is trump whatever it is", _at(variant, variant.play.span),
            help="drop 'first_lead: trump'")


def check_special_bids_need_the_points_they_name(variant: Variant) -> Iterator[Diagnostic]:
    """A bid for every point scored, worth N points, needs N points in play in every deal."""
    most = _most_points(variant)
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
                _at(variant, bid.span, variant.bidding.span),
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
    most = _most_points(variant)
    if most is None or not variant.bidding.has_auction:
        return
    for bid in variant.bidding.special:
        needs = max([bid.at or 0, *(r.amount or 0 for r in bid.requires
                                    if r.kind is RequirementKind.POINTS)])
        if needs > most:
            yield Diagnostic(
                "PS343", f"bid '{bid.name}' needs {needs} points taken, but a deal yields at "
                f"most {most}, so it can never be made", _at(variant, bid.span,
                                                             variant.bidding.span),
                help="if the source says so, keep it (and explain it in a doc comment); "
                "otherwise lower 'at:' or the points it requires")


def check_kitty_is_taken(variant: Variant) -> Iterator[Diagnostic]:
    """A kitty dealt to the middle is taken up by someone in the exchange."""
    if variant.deal.kitty and not any(s.pile is Pile.KITTY for s in variant.exchange.steps):
        yield Diagnostic(
            "PS344", f"a kitty of {variant.deal.kitty} is dealt, but no exchange step takes "
            "it, so its cards only stay out of play",
            _at(variant, variant.deal.span, variant.exchange.span),
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
                _at(variant, span), help="drop the rule, or deal fewer cards")



def check_tie_deals_need_a_fixed_length(variant: Variant) -> Iterator[Diagnostic]:
    """Extra deals after a tie follow only a match of a fixed number of deals."""
    winning = variant.winning
    if winning.tie_extra_hands is not None and winning.hands is None:
        yield Diagnostic(
            "PS346", f"'tie: {winning.tie_extra_hands} more hands' cannot take effect: the "
            "match is played to a target, not for a fixed number of deals",
            _at(variant, winning.span), help="add 'hands: N', or drop 'tie:'")


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
                _at(variant, winning.span), help=f"drop {what}, or drop 'hands:'")

CHECKS: tuple[Check, ...] = (
    check_team_forms_fit_player_counts,
    check_partner_call_counts_are_allowed,
    check_teams_and_partner_call_do_not_overlap,
    check_card_points_name_cards_in_deck,
    check_trump_order_lists_each_card_once,
    check_ranking_names_cards_in_deck,
    check_ranking_places_every_card,
    check_jokers_are_ranked_or_rankless,
    check_hand_is_dealt,
    check_packets_make_the_hand,
    check_deck_deals_every_player_count,
    check_refills_fit_the_deck,
    check_bid_range_is_ordered,
    check_bids_can_be_made,
    check_named_bid_amounts_are_legal,
    check_special_bids_have_one_place,
    check_special_bids_rank_above_the_range,
    check_special_bids_have_distinct_levels,
    check_auction_rules_need_an_auction,
    check_bid_winner_rules_need_an_auction,
    check_opener_is_a_seat_before_the_auction,
    check_commercial_sale_needs_commercial_form,
    check_beg_needs_a_turned_trump,
    check_declaring_after_kitty_needs_a_kitty,
    check_sub_trump_is_declared_with_trump,
    check_sub_trump_rules_need_a_sub_trump,
    check_called_card_trump_needs_a_call,
    check_exchange_takes_dealt_piles,
    check_exchange_in_turn_is_order_free,
    check_first_lead_can_fix_trump,
    check_joker_rules_need_jokers,
    check_blind_and_look_rules_have_their_deal,
    check_point_cards_are_in_deck,
    check_point_clauses_fit_the_point,
    check_turned_card_point_needs_a_turn_up,
    check_named_points_and_bids_exist,
    check_counting_order_has_every_point,
    check_counting_order_lists_points_once,
    check_floor_is_not_above_zero,
    check_target_is_positive,
    check_backdoor_is_reachable_below_zero,
    check_trump_breaking_can_apply,
    check_trump_first_lead_can_apply,
    check_special_bids_need_the_points_they_name,
    check_special_bids_can_be_made,
    check_kitty_is_taken,
    check_stock_rules_have_a_stock,
    check_tie_deals_need_a_fixed_length,
    check_target_rules_need_a_target_race,
)


ALL_RULES = "*"
"""Stands for every part of a variant, in ``validate``'s ``unsure``."""

_UNTAINTED = frozenset({"name", "title", "parent", "span"})
PARTS = frozenset(f.name for f in fields(Variant))
"""The parts of a variant a check may read: its fields."""


class _Reading:
    """A variant that notes which of its parts (``bidding``, ``deal``...) a check reads."""

    def __init__(self, variant: Variant) -> None:
        self._variant = variant
        self.read: set[str] = set()

    def __getattr__(self, name: str) -> Any:
        if name not in _UNTAINTED:
            self.read.add(name if name in PARTS else ALL_RULES)
        return getattr(self._variant, name)


def validate(variant: Variant, unsure: frozenset[str] = frozenset()) -> list[Diagnostic]:
    """Run every check; each reports all the problems of its one rule.

    ``unsure`` names the parts of the variant (``bidding``, ``play``...) whose lowering
    failed, so the model holds a stand-in there: a check that reads one of them is not
    reported, since its finding could be about the stand-in rather than the spec."""
    found: list[Diagnostic] = []
    for check in CHECKS:
        reading = _Reading(variant)
        results = list(check(cast(Variant, reading)))
        if unsure and (reading.read & unsure or ALL_RULES in unsure | reading.read):
            continue
        found.extend(_in_own_file(variant, d) for d in results)
    return found
